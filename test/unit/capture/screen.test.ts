import { describe, expect, test } from "bun:test";
import { sanitize } from "../../../src/capture/sanitize.ts";
import { emulate, movesCursor, screenText } from "../../../src/capture/screen.ts";

const SIZE = { cols: 80, rows: 24 };

describe("output that moves no cursor reads the same through the sanitizer as through the emulator", () => {
  // screenText sends these to the sanitizer; the emulator, given them, says the same.
  test.each([
    ["plain lines", "one\ntwo\n"],
    ["crlf", "one\r\ntwo\r\n"],
    ["a bare \\r keeps what follows", "10%\r50%\r100%\n"],
    ["colours", "\x1b[31mred\x1b[0m and \x1b[1mbold\x1b[22m\n"],
    ["a title (OSC)", "\x1b]0;title\x07after\n"],
    ["no newline at the end", "done\nno newline"],
    ["a line longer than the screen", `${"x".repeat(130)}\nnext\n`],
    ["unicode", "héllo wörld ✓\n"],
    ["cursor to column 1 and erase", "50%\x1b[G\x1b[Kdone\n"],
  ])("%s", async (_name, input) => {
    const bytes = Buffer.from(input);
    expect(await emulate(bytes, SIZE)).toBe(sanitize(bytes));
  });
});

describe("output that moves the cursor is read as a screen shows it", () => {
  test.each([
    ["cursor up and erase below", "start\n[queued] 1\n0 passed\n\x1b[2A\x1b[Jdone\n", "start\ndone\n"],
    ["erase line upwards, frame by frame", "a\nframe 1\nx\n\x1b[K\x1b[1A\x1b[K\x1b[1A\x1b[Kframe 2\n", "a\nframe 2\n"],
    ["cursor position", "\x1b[2J\x1b[1;1Htop\x1b[3;1Hthird\n", "top\n\nthird\n"],
  ])("%s", async (_name, input, expected) => {
    const bytes = Buffer.from(input);
    expect(movesCursor(bytes)).toBe(true);
    expect(await screenText(bytes, SIZE)).toBe(expected);
  });

  test("the scrollback is bounded, and what scrolled off is kept up to it", async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `line ${i}`);
    const text = await screenText(Buffer.from(`${lines.join("\n")}\n\x1b[1A\x1b[2Kredrawn\n`), SIZE, 100);
    const kept = text.split("\n").filter(Boolean);
    expect(kept.length).toBe(100 + SIZE.rows - 1);
    expect(kept.at(-1)).toBe("redrawn");
  });
});
