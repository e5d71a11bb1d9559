import { describe, expect, test } from "bun:test";
import { MarkSplitter, markBytes } from "../../../src/shell/marks.ts";
import { verdict } from "../../../src/shell/cutter.ts";
import { StreamCapture } from "../../../src/capture/stream-capture.ts";

const N = "n0nce";
const text = (b: Uint8Array) => Buffer.from(b).toString("latin1");

function split(chunks: string[]) {
  const s = new MarkSplitter(N);
  const pieces = chunks.flatMap((c) => s.push(Buffer.from(c, "latin1")));
  const rest = s.flush();
  return { pieces, rest: text(rest) };
}

describe("MarkSplitter", () => {
  test("cuts at the session's marks and passes every byte on", () => {
    const stream = `prompt$ ${markBytes(N, "C")}out\nmore${markBytes(N, "D", 2)}${markBytes(N, "A")}next`;
    const { pieces } = split([stream]);
    expect(pieces.map((p) => text(p.bytes)).join("")).toBe(stream);
    expect(pieces.map((p) => p.mark ?? text(p.bytes))).toEqual(["prompt$ ", { kind: "C" }, "out\nmore", { kind: "D", status: 2 }, { kind: "A" }, "next"]);
  });

  test.each([1, 2, 3, 5, 7, 11])("a mark cut across chunks every %i bytes is still one mark", (size) => {
    const stream = `a${markBytes(N, "C")}b\x1b[31mred\x1b[0m${markBytes(N, "D", 127)}c`;
    const chunks = stream.match(new RegExp(`[^]{1,${size}}`, "g"))!;
    const { pieces, rest } = split(chunks);
    expect(pieces.map((p) => text(p.bytes)).join("") + rest).toBe(stream);
    expect(pieces.filter((p) => p.mark).map((p) => p.mark)).toEqual([{ kind: "C" }, { kind: "D", status: 127 }]);
  });

  test.each([
    ["another session's nonce", "\x1b]133;D;1;aye=other\x07"],
    ["a terminal's own mark", "\x1b]133;D;1\x07"],
    ["a mark with a bad status", `\x1b]133;D;x;aye=${N}\x07`],
    ["an unended mark", `\x1b]133;D;1;aye=${N}`],
  ])("%s is output, not a mark", (_name, bytes) => {
    const { pieces, rest } = split([`x${bytes}`]);
    expect(pieces.some((p) => p.mark)).toBe(false);
    expect(pieces.map((p) => text(p.bytes)).join("") + rest).toBe(`x${bytes}`);
  });

  test("ESC \\ ends a mark as BEL does", () => {
    const { pieces } = split([`\x1b]133;D;3;aye=${N}\x1b\\`]);
    expect(pieces[0]!.mark).toEqual({ kind: "D", status: 3 });
  });
});

describe("verdict", () => {
  const plain = { capture: new StreamCapture(64), interrupted: false };
  const full = new StreamCapture(64);
  full.push(Buffer.from("\x1b[?1049hvim\x1b[?1049l"));
  test.each([
    [1, plain, false, "arm"],
    [127, plain, false, "arm"],
    [0, plain, false, "ignore"],
    [0, plain, true, "keep"],
    [130, plain, false, "keep"],
    [143, { ...plain, interrupted: true }, false, "keep"],
    [148, plain, false, "ignore"],
    [1, { capture: full, interrupted: false }, false, "ignore"],
  ] as const)("status %i (%o, always %p) is %s", (status, running, always, expected) => {
    expect(verdict(status, running, always)).toBe(expected);
  });
});
