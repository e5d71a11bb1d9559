import { describe, expect, test } from "bun:test";
import { MAX_BYTES, MAX_LINES, splitLines, tailOfLine, truncateTail } from "../../../src/tool/truncate-tail.ts";

const lines = (n: number, width = 1) => Array.from({ length: n }, (_, i) => `${i + 1}`.padStart(width, "0")).join("\n") + "\n";
const size = (s: string) => Buffer.byteLength(s);

describe("truncateTail: 2000 lines or 51,200 bytes, whichever first", () => {
  test.each([
    ["empty", "", false, null, 0, 0],
    ["one line", "hello\n", false, null, 1, 1],
    ["no final newline", "a\nb", false, null, 2, 2],
    ["2000 short lines", lines(2000), false, null, 2000, 2000],
    ["2001 short lines", lines(2001), true, "lines", 2001, 2000],
    ["3000 short lines (20 KB)", lines(3000), true, "lines", 3000, 2000],
    ["1000 lines of 100 bytes", lines(1000, 99), true, "bytes", 1000, 512],
  ] as const)("%s", (_name, text, truncated, by, total, shown) => {
    const r = truncateTail(text);
    expect(r.truncated).toBe(truncated);
    expect(r.truncatedBy).toBe(by);
    expect(r.totalLines).toBe(total);
    expect(r.outputLines).toBe(shown);
    expect(r.outputBytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(r.outputLines).toBeLessThanOrEqual(MAX_LINES);
  });

  test("keeps the last lines, in order, without a final newline", () => {
    const r = truncateTail(lines(3000));
    const kept = r.content.split("\n");
    expect(kept[0]).toBe("1001");
    expect(kept.at(-1)).toBe("3000");
    expect(r.content.endsWith("\n")).toBe(false);
  });

  test("a single line past the byte limit keeps its tail", () => {
    const line = "x".repeat(80 * 1024);
    const r = truncateTail(`${line}\n`);
    expect(r).toMatchObject({ truncated: true, truncatedBy: "bytes", lastLinePartial: true, outputLines: 1, outputBytes: MAX_BYTES });
    expect(r.content).toBe("x".repeat(MAX_BYTES));
  });

  test("a long last line after short ones keeps only that line's tail", () => {
    const r = truncateTail(`short\n${"y".repeat(60_000)}`);
    expect(r.lastLinePartial).toBe(true);
    expect(r.content).toBe("y".repeat(MAX_BYTES));
  });

  test.each([
    ["51,200 bytes with the newline between: kept whole", 29_999, 21_200, false],
    ["one byte more: the first line goes", 30_000, 21_200, true],
  ])("the byte limit counts the newline between kept lines: %s", (_name, first, second, truncated) => {
    const r = truncateTail(`${"a".repeat(first)}\n${"b".repeat(second)}\n`);
    expect(r.truncated).toBe(truncated);
    expect(r.outputLines).toBe(truncated ? 1 : 2);
  });
});

describe("tailOfLine cuts on a UTF-8 boundary", () => {
  test.each([
    ["ascii", "abcdef", 3, "def"],
    ["two-byte characters", "ééé", 3, "é"],
    ["four-byte characters", "😀😀", 5, "😀"],
    ["short enough", "abc", 10, "abc"],
  ])("%s", (_name, line, bytes, expected) => {
    const tail = tailOfLine(line, bytes);
    expect(tail).toBe(expected);
    expect(size(tail)).toBeLessThanOrEqual(bytes);
    expect(tail).not.toContain("\ufffd");
  });
});

test.each([
  ["", []],
  ["a", ["a"]],
  ["a\n", ["a"]],
  ["a\n\nb\n", ["a", "", "b"]],
])("splitLines(%p)", (text, expected) => {
  expect(splitLines(text)).toEqual(expected);
});
