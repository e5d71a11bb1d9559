import { expect, test } from "bun:test";
import { StreamCapture } from "../../../src/capture/stream-capture.ts";

const SIZE = { cols: 80, rows: 24 };
const feed = (capture: StreamCapture, bytes: Uint8Array, chunk = 4093) => {
  for (let i = 0; i < bytes.length; i += chunk) capture.push(bytes.subarray(i, i + chunk));
};

test.each([
  ["inside an escape sequence", "\x1b[32m", 3],
  ["inside a two-byte character", "ü", 1],
  ["inside a three-byte character", "✓", 2],
])("a ring that starts %s keeps whole lines only", async (_name, marker, into) => {
  // A cursor move at the end, so that the tail is read by the emulator, not the sanitizer.
  const body = Array.from({ length: 400 }, (_, i) => `\x1b[32mgrün ✓\x1b[0m line ${i}\n`).join("");
  const bytes = Buffer.from(`${body}\x1b[1A\x1b[2Kgrün ✓ line 399\n`);
  // The ring's first byte falls `into` bytes inside the marker of line 200.
  const line200 = bytes.indexOf("line 200");
  const at = bytes.lastIndexOf(Buffer.from(marker), line200) + into;
  const capture = new StreamCapture(bytes.length - at);
  feed(capture, bytes);
  const { text, truncated } = await capture.text(1000, undefined, SIZE);
  expect(truncated).toBe(true);
  const [mark, ...lines] = text.split("\n").filter(Boolean);
  expect(mark).toBe("...[truncated: showing last 1000 lines]");
  expect(lines[0]).toBe("grün ✓ line 201");
  expect(lines.at(-1)).toBe("grün ✓ line 399");
  for (const line of lines) expect(line).toMatch(/^grün ✓ line \d+$/);
});

test("huge output with a redraw at the end is read as the final screen, within the last lines", async () => {
  const capture = new StreamCapture(256 * 1024);
  const lines = Array.from({ length: 200_000 }, (_, i) => `\x1b[2m${i}\x1b[22m test/unit/module${i % 97}.test.ts passed\n`).join("");
  feed(capture, Buffer.from(lines), 65536);
  // A progress frame redrawn three times, then the summary in its place.
  for (const n of [1, 2, 3]) {
    const frame = `[queued] ${n} of 3\n running ${n}\n`;
    feed(capture, Buffer.from(n === 1 ? frame : `\x1b[2A\x1b[J${frame}`));
  }
  feed(capture, Buffer.from("\x1b[2A\x1b[J Tests  1 failed | 199999 passed\n"));
  expect(capture.total).toBeGreaterThan(8 * 1024 * 1024);
  const { text, truncated } = await capture.text(100, undefined, SIZE);
  expect(truncated).toBe(true);
  const kept = text.split("\n");
  expect(kept[0]).toBe("...[truncated: showing last 100 lines]");
  expect(kept.filter(Boolean).at(-1)).toBe(" Tests  1 failed | 199999 passed");
  expect(text).not.toContain("[queued]");
  expect(text).toContain("199999 test/unit/module82.test.ts passed\n Tests");
});

test("a redraw that reaches above where the ring starts lands where the screen had it, not on the lines kept", async () => {
  // A four-line frame whose first two lines fall before the ring; the redraw rewrites those two only.
  const head = Array.from({ length: 50 }, (_, i) => `old ${i}\n`).join("");
  const tail = "p3\np4\n\x1b[4A\x1b[2Kdone 1\n\x1b[2Kdone 2\n\x1b[2B";
  const bytes = Buffer.from(`${head}p1\np2\n${tail}`);
  // The ring starts two bytes before p3: inside the line "p2".
  const capture = new StreamCapture(Buffer.byteLength(tail) + 2);
  feed(capture, bytes, 7);
  const { text } = await capture.text(100, undefined, SIZE);
  // On the screen: done 1, done 2 where p1 and p2 were, and p3 and p4 below them, untouched.
  expect(text.split("\n").filter((l) => l !== "...[truncated: showing last 100 lines]")).toEqual(["done 1", "done 2", "p3", "p4", ""]);
});

test.each(["\x1b[?1049h", "\x1b[?1047h", "\x1b[?47h"])("a switch to the alternate screen (%j) is seen wherever the pieces are cut", (seq) => {
  const bytes = Buffer.from(`before \x1b[?25l\x1b[?104${seq}after`);
  for (const size of [1, 2, 3, 5, 7, 8, 9, 64]) {
    for (let offset = 0; offset < size; offset++) {
      const capture = new StreamCapture(1024);
      capture.push(bytes.subarray(0, offset));
      for (let i = offset; i < bytes.length; i += size) capture.push(bytes.subarray(i, i + size));
      expect(capture.altScreen).toBe(true);
    }
  }
});

test("near misses are no switch to the alternate screen, however cut", () => {
  const bytes = Buffer.from("\x1b[?1049l \x1b[?1048h \x1b[1049h \x1b[?47l \x1b[?4\x1b[?7h \x1b[?1047 h \x1b[?25h");
  for (const size of [1, 2, 3, 7, 8, 9, 64]) {
    const capture = new StreamCapture(1024);
    for (let i = 0; i < bytes.length; i += size) capture.push(bytes.subarray(i, i + size));
    expect(capture.altScreen).toBe(false);
  }
});
