import { afterEach, beforeEach, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LogFile } from "../../../src/capture/log-file.ts";
import { Sanitizer } from "../../../src/capture/sanitize.ts";

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "aye-log-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const logAt = (cap = 8 * 1024 * 1024) => new LogFile(join(dir, "1700000000000-1-abcdef12.log"), cap, () => {});

/** What the log said before it was spooled: each stream sanitized as it came, lines in the order they completed. */
function sanitizedAsItCame(pieces: [number, Uint8Array][]): string {
  const sanitizers = new Map<number, Sanitizer>();
  let text = "";
  for (const [stream, bytes] of pieces) {
    if (!sanitizers.has(stream)) sanitizers.set(stream, new Sanitizer());
    text += sanitizers.get(stream)!.push(bytes);
  }
  for (const s of sanitizers.values()) {
    const rest = s.end();
    if (rest) text += rest.endsWith("\n") ? rest : `${rest}\n`;
  }
  return text;
}

test("a spooled log reads as the streams sanitized as they came, across chunk boundaries and past the spool's first write", () => {
  const out = Buffer.from("\x1b[32mok\x1b[0m line\r\nprogress 10%\rprogress 100%\nnaïve café ✓\n".repeat(3000));
  const err = Buffer.from("warning: \x1b[1mbold\x1b[22m\nerror ✗ here\n".repeat(3000));
  const pieces: [number, Uint8Array][] = [];
  // Odd sizes, so that cuts fall inside escapes, \r\n and multi-byte characters.
  for (let i = 0, j = 0; i < out.length || j < err.length; i += 997, j += 613) {
    if (i < out.length) pieces.push([1, out.subarray(i, i + 997)]);
    if (j < err.length) pieces.push([2, err.subarray(j, j + 613)]);
  }
  const log = logAt();
  for (const [stream, bytes] of pieces) log.push(stream, bytes);
  // More than the 256 KiB held in memory: the rest went to the spool.
  expect(readdirSync(dir)).toEqual(["1700000000000-1-abcdef12.raw.log"]);
  log.finish([]);
  expect(readFileSync(log.path, "utf8")).toBe(sanitizedAsItCame(pieces));
  expect(log.failure).toBeUndefined();
  // The spool is gone once the log is written.
  expect(readdirSync(dir)).toEqual(["1700000000000-1-abcdef12.log"]);
});

test("a short run writes nothing until it is kept, and a run that is not kept leaves no file", () => {
  const short = logAt();
  short.push(1, Buffer.from("hello\n"));
  expect(readdirSync(dir)).toEqual([]);
  short.discard();
  const long = logAt();
  for (let i = 0; i < 100; i++) long.push(1, Buffer.alloc(8192, 0x61));
  expect(readdirSync(dir)).toHaveLength(1);
  long.discard();
  expect(readdirSync(dir)).toEqual([]);
});

test("past the cap the bytes are counted, and the log says how many", () => {
  const log = logAt(64 * 1024);
  for (let i = 0; i < 40; i++) log.push(1, Buffer.from(`${String(i).padStart(4, "0")} ${"x".repeat(4090)}\n`));
  log.finish([{ name: "stdout", text: "the tail\n" }]);
  const text = readFileSync(log.path, "utf8");
  expect(log.capped).toBe(true);
  expect(text.length).toBeLessThanOrEqual(64 * 1024);
  expect(text).toStartWith("0000 x");
  expect(text).toMatch(/\.\.\.\[log capped at 65536 bytes: \d+ bytes of output not logged\]/);
  expect(text).toEndWith("--- end of stdout ---\nthe tail\n");
  expect(existsSync(log.path.replace(/\.log$/, ".raw.log"))).toBe(false);
});

test("a piece larger than what is held in memory is spooled in parts and read back whole", () => {
  const big = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `\x1b[1m${i}\x1b[22m ✓\n`).join(""));
  expect(big.length).toBeGreaterThan(2 * 256 * 1024);
  const log = logAt();
  log.push(1, big);
  log.push(2, Buffer.from("after\n"));
  log.finish([]);
  expect(readFileSync(log.path, "utf8")).toBe(sanitizedAsItCame([[1, big], [2, Buffer.from("after\n")]]));
});
