import { describe, expect, test } from "bun:test";
import { Sanitizer, sanitize } from "../../../src/capture/sanitize.ts";

const raw = (...b: number[]) => Uint8Array.from(b);
const cases: [string, string | Uint8Array, string][] = [
  ["plain text passes", "hello\nworld\n", "hello\nworld\n"],
  ["CRLF becomes LF", "a\r\nb\r\n", "a\nb\n"],
  ["a bare CR keeps what follows it", "10%\r20%\r30%\n", "30%\n"],
  ["a CR before LF keeps the line", "done\r\n", "done\n"],
  ["CR at the very end keeps the line", "tail\r", "tail"],
  ["SGR colours are stripped", "\x1b[31mred\x1b[0m \x1b[1;32mbold green\x1b[m\n", "red bold green\n"],
  ["256 and true colour", "\x1b[38;5;196mx\x1b[38;2;1;2;3my\x1b[0m", "xy"],
  ["cursor movement and erase", "a\x1b[2K\x1b[1Gb\x1b[?25l\x1b[?25h", "b"],
  ["progress bar with erase line", "\r\x1b[K[=   ] 10%\r\x1b[K[====] 100%\n", "[====] 100%\n"],
  ["OSC title ended by BEL", "\x1b]0;title\x07text\n", "text\n"],
  ["OSC hyperlink ended by ST", "\x1b]8;;https://x.y\x1b\\link\x1b]8;;\x1b\\\n", "link\n"],
  ["charset selection", "\x1b(Bplain\x1b)0\n", "plain\n"],
  ["keypad mode and save cursor", "\x1b=\x1b>\x1b7x\x1b8\n", "x\n"],
  ["tabs are kept", "a\tb\n", "a\tb\n"],
  ["NUL and other controls dropped", "a\x00b\x01c\x07d\x08e\x7ff\n", "abcdef\n"],
  ["backspace is dropped, not applied", "ab\bc\n", "abc\n"],
  ["invalid UTF-8 becomes U+FFFD", raw(0xff, 0xfe, 0x6f, 0x6b, 0x0a), "\uFFFD\uFFFDok\n"],
  ["a truncated UTF-8 sequence at the end", raw(0x61, 0xe2, 0x82), "a\uFFFD"],
  ["multi-byte characters survive", "héllo → 世界 🎉\n", "héllo → 世界 🎉\n"],
  ["an unterminated OSC ends at a newline", "\x1b]garbage\nnext\n", "\nnext\n"],
  ["8-bit CSI", "\u009b31mx\n", "x\n"],
  ["empty input", "", ""],
  ["a spinner redrawn with cursor-to-column-1 and erase", "\u2819\x1b[1G\x1b[0K\u2839\x1b[1G\x1b[0Kdone\n", "done\n"],
  ["a spinner erased before the newline leaves an empty line", "\u2819\x1b[G\x1b[K\n", "\n"],
  ["erase entire line", "junk\x1b[2K\rkept\n", "kept\n"],
  ["erase to the left keeps the line", "abc\x1b[1K\n", "abc\n"],
];

const bytes = (input: string | Uint8Array) => (typeof input === "string" ? new TextEncoder().encode(input) : input);

describe("sanitize", () => {
  test.each(cases)("%s", (_name, input, expected) => {
    expect(sanitize(bytes(input))).toBe(expected);
  });

  test.each(cases)("gives the same result when %s arrives a byte at a time", (_name, input, expected) => {
    const s = new Sanitizer();
    let out = "";
    for (const b of bytes(input)) out += s.push(Uint8Array.of(b));
    expect(out + s.end()).toBe(expected);
  });

  test("an escape sequence split across chunks is still removed", () => {
    const s = new Sanitizer();
    const out = s.push(new TextEncoder().encode("ok \x1b[3")) + s.push(new TextEncoder().encode("1mred\x1b")) + s.push(new TextEncoder().encode("[0m\n"));
    expect(out + s.end()).toBe("ok red\n");
  });

  test("a CR at the end of one chunk and LF at the start of the next is one newline", () => {
    const s = new Sanitizer();
    expect(s.push(new TextEncoder().encode("line\r")) + s.push(new TextEncoder().encode("\nnext\n")) + s.end()).toBe("line\nnext\n");
  });

  test("only completed lines come out before end()", () => {
    const s = new Sanitizer();
    expect(s.push(new TextEncoder().encode("a\npartial"))).toBe("a\n");
    expect(s.end()).toBe("partial");
  });
});

test("the text is the same wherever the chunks are cut, on random mixes of text, controls and escapes", () => {
  const alphabet = ["a", "b", " ", "\n", "\r", "\r\n", "\t", "\x1b", "[", "]", "0", "1", ";", "m", "K", "G", "2", "\x07", "\\", "é", "✓", "\x7f", "\x85", "\x9b", "\x9d", "\x00"];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let round = 0; round < 500; round++) {
    const bytes = Buffer.from(Array.from({ length: random(200) }, () => alphabet[random(alphabet.length)]).join(""));
    const whole = sanitize(bytes);
    const s = new Sanitizer();
    let cut = "";
    for (let i = 0; i < bytes.length; ) {
      const n = 1 + random(30);
      cut += s.push(bytes.subarray(i, i + n));
      i += n;
    }
    expect(cut + s.end()).toBe(whole);
  }
});

test("coloured lines read at once give what the machine gives a character at a time, on random mixes", () => {
  // Mostly what the fast path takes (colours, charset, cursor shows, tabs, lines), with now and then what it must not.
  const common = ["ab", " ", "\n", "\r\n", "\r\n", "\t", "é✓", "\x1b[32m", "\x1b[0m", "\x1b[m", "\x1b[1;2;3m", "\x1b[?25l", "\x1b(B", "\x1b7", "\x1b\\", "\x1b[3A"];
  const rare = ["\r", "\r\n", "\x1b[K", "\x1b[2K", "\x1b[1G", "\x1b[5G", "\x1b]0;t\x07", "\x1b]8;;u\x1b\\", "\x1b", "\x1b[", "\x1b[3", "\x1b(", "\x07", "\x00", "\x7f", "\x85", "\x9b", "\x9d", "\x1b\n", "\x1b[\x7fm"];
  let seed = 11;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  let fast = 0;
  for (let round = 0; round < 3000; round++) {
    const pick = () => (random(25) === 0 ? rare[random(rare.length)] : common[random(common.length)]);
    const bytes = Buffer.from(Array.from({ length: random(120) }, pick).join(""));
    // A character at a time: the machine alone reads it.
    const slow = new Sanitizer();
    let expected = "";
    for (const ch of bytes.toString("latin1")) expected += slow.push(Buffer.from(ch, "latin1"));
    expected += slow.end();
    expect(sanitize(bytes)).toBe(expected);
    const s = new Sanitizer();
    let cut = "";
    for (let i = 0; i < bytes.length; ) {
      const n = 1 + random(60);
      cut += s.push(bytes.subarray(i, i + n));
      i += n;
    }
    expect(cut + s.end()).toBe(expected);
    if (!/[\r\x00\x07\x7f\x85\x9b\x9d]|\x1b(\[?\d?[KG]?)?$/.test(bytes.toString("latin1"))) fast++;
  }
  expect(fast).toBeGreaterThan(500);
});
