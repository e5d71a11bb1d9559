import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeSync, utimesSync } from "node:fs";
import { createPrivateFile, readRange, sweepOldFiles, WINDOW_BYTES } from "../../../src/tool/output-files.ts";
import { viewOf } from "../../../src/tool/view.ts";

const dir = mkdtempSync(join(tmpdir(), "aye-view-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (content: string | Uint8Array) => {
  const path = join(dir, `f${n++}`);
  writeFileSync(path, content);
  return path;
};
const seq = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => `${a + i}\n`).join("");

test.each([
  ["empty", "", 0, "", null, 0],
  ["two lines", "a\nb\n", 0, "a\nb", null, 2],
  ["no final newline", "a\nb", 0, "a\nb", null, 2],
  ["from an offset: only what is new", "old\nnew 1\nnew 2\n", 4, "new 1\nnew 2", null, 2],
  ["3000 lines", seq(1, 3000), 0, seq(1001, 3000).slice(0, -1), "lines", 3000],
] as const)("%s", (_name, content, from, text, by, lines) => {
  const v = viewOf(readRange(file(content), from));
  expect(v.text).toBe(text);
  expect(v.truncatedBy).toBe(by);
  expect(v.totalLines).toBe(lines);
});

test("past the 100 KB window: counted whole, shown from a line boundary", () => {
  const content = seq(1, 50_000); // 288,894 bytes
  const r = readRange(file(content), 0);
  expect(r.earlier).toBe(true);
  expect(r.window.length).toBeLessThanOrEqual(WINDOW_BYTES);
  expect(r.lines).toBe(50_000);
  const v = viewOf(r);
  expect(v.text.split("\n").at(-1)).toBe("50000");
  expect(v.shownLines).toBe(2000);
});

test("one line longer than the window starts on a character, not inside one", () => {
  const r = readRange(file("é".repeat(80_000)), 0);
  expect(r.partialLine).toBe(true);
  const v = viewOf(r);
  expect(v.partialLine).toBe(true);
  expect(v.text).not.toContain("\ufffd");
  expect(Buffer.byteLength(v.text)).toBeLessThanOrEqual(51_200);
});

test("a file cut shorter than what was read is said to be", () => {
  expect(readRange(file("abc"), 10).problem).toBe("the file was truncated or replaced");
  expect(readRange(join(dir, "missing"), 0).problem).toBe("the file was removed");
});

test("private files: 0600, new names; the sweep removes only old ones not in use", () => {
  const a = createPrivateFile(dir, "log");
  const b = createPrivateFile(dir, "log");
  const c = createPrivateFile(dir, "status");
  [a, b, c].forEach((f) => closeSync(f.fd));
  expect(a.path).not.toBe(b.path);
  expect(statSync(a.path).mode & 0o777).toBe(0o600);
  const old = new Date(Date.now() - 2 * 86_400_000);
  utimesSync(a.path, old, old);
  utimesSync(c.path, old, old);
  expect(sweepOldFiles(dir, (path) => path === c.path)).toBe(1);
  expect(() => statSync(a.path)).toThrow();
  expect(statSync(b.path).isFile()).toBe(true);
  expect(statSync(c.path).isFile()).toBe(true);
});
