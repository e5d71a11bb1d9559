import { describe, expect, test } from "bun:test";
import { VisibleStream, hasControl, visible } from "../../../src/guard/visible.ts";

describe("visible", () => {
  test.each([
    ["plain text", "plain text"],
    ["tabs\tand\nnewlines stay", "tabs\tand\nnewlines stay"],
    ["crlf\r\nends", "crlf\nends"],
    ["\x1b[31mred\x1b[0m", "\\e[31mred\\e[0m"],
    ["clip\x1b]52;c;aGk=\x07", "clip\\e]52;c;aGk=\\x07"],
    ["title\x1b]0;pwned\x1b\\", "title\\e]0;pwned\\e\\"],
    ["erase\x1b[2K\rover", "erase\\e[2K\\rover"],
    ["bell\x07 nul\x00 del\x7f", "bell\\x07 nul\\x00 del\\x7f"],
    ["c1 csi \x9b31m", "c1 csi \\x9b31m"],
    ["bidi \u202eevil\u202c", "bidi \\u202eevil\\u202c"],
    ["zero\u200bwidth", "zero\\u200bwidth"],
    ["line\u2028separator", "line\\u2028separator"],
    ["ünïcödé → ✓", "ünïcödé → ✓"],
  ])("%j is shown as %j", (input, shown) => {
    expect(visible(input)).toBe(shown);
  });

  test("one-line mode escapes newlines and tabs too", () => {
    expect(visible("a\nb\tc\r\n", true)).toBe("a\\nb\\tc\\r\\n");
  });

  test("hasControl tells a plan with hidden bytes from a clean one", () => {
    expect(hasControl("make build")).toBe(false);
    expect(hasControl("rm x #\x1b[2K")).toBe(true);
    expect(hasControl("a\nb")).toBe(false);
    expect(hasControl("a\nb", true)).toBe(true);
  });
});

describe("VisibleStream", () => {
  test("an escape split across pieces, even byte by byte, never comes out raw", () => {
    const text = "ok \x1b]52;c;cm0=\x07 then \x1b[2J\r\nend\r";
    for (const size of [1, 2, 3, 5]) {
      const guard = new VisibleStream();
      let out = "";
      for (let i = 0; i < text.length; i += size) out += guard.push(text.slice(i, i + size));
      out += guard.end();
      expect(out).toBe(visible(text));
      expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f]/);
    }
  });

  test("a \\r\\n split between pieces is one newline", () => {
    const guard = new VisibleStream();
    expect(guard.push("a\r") + guard.push("\nb") + guard.end()).toBe("a\nb");
  });
});
