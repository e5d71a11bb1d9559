import { describe, expect, test } from "bun:test";
import { MarkdownStream, PLAIN, renderLine } from "../../../src/render/markdown.ts";

const render = (lines: string[], width = 40) => {
  const state = {};
  return lines.map((l) => renderLine(l, state, width, PLAIN));
};

describe("Markdown lines for a terminal (no colour: the shapes)", () => {
  test.each([
    ["# Title #", "Title"],
    ["- item", "• item"],
    ["  * nested", "  • nested"],
    ["- [ ] todo", "• ☐ todo"],
    ["3. third", "3. third"],
    ["> quoted", "│ quoted"],
    ["***", "─".repeat(40)],
    ["a **b** *c* `d` [e](http://f)", "a b c d e (http://f)"],
    ["snake_case_name and 2*3*4", "snake_case_name and 2*3*4"],
    ["| a | b |", "| a | b |"],
    ["esc \x1b[2J\x07", "esc \\e[2J\\x07"],
  ])("%p", (line, expected) => {
    expect(render([line])[0]).toBe(expected);
  });

  test("a fenced block is left as written, markers and all, until its fence closes", () => {
    expect(render(["```py", "x = *a*", "# not a heading", "```", "# heading"])).toEqual(["```py", "x = *a*", "# not a heading", "```", "heading"]);
  });

  test("a paragraph wraps to the width; a list item hangs under its text", () => {
    expect(render(["one two three four five six seven eight nine ten"], 20)[0]).toBe("one two three four\nfive six seven eight\nnine ten");
    expect(render(["- one two three four five six"], 16)[0]).toBe("• one two three\n  four five six");
  });
});

describe("streaming", () => {
  test("an incomplete line is shown as it comes, then erased and drawn rendered; a line that wrapped is gone back over", () => {
    const m = new MarkdownStream(() => 10, PLAIN);
    expect(m.push("- abc")).toBe("- abc");
    expect(m.push("defghijk")).toBe("defghijk");
    expect(m.push("\nnext")).toBe("\r\x1b[1A\x1b[J• abcdefghij\n  k\nnext");
    expect(m.end()).toBe("\r\x1b[Jnext");
  });

  test("a line taller than the window is left as shown (it scrolled out of reach), its state still kept", () => {
    const m = new MarkdownStream(() => 10, PLAIN, () => 3);
    expect(m.push("```")).toBe("```");
    expect(m.push("\n# ")).toBe("\r\x1b[J```\n# ");
    expect(m.push("a".repeat(30))).toBe("a".repeat(30));
    // 32 columns in 10-column rows is 4 rows, more than the 3 the window has: no going back.
    expect(m.push("b\n")).toBe("b\n");
    expect(m.push("```\n# h\n")).toBe("```\nh\n");
  });

  test("an escape sequence split across pieces is shown, never written", () => {
    const m = new MarkdownStream(() => 80, PLAIN);
    const out = m.push("a \x1b") + m.push("[31mred\r") + m.push("\n") + m.end();
    expect(out).not.toContain("\x1b[31m");
    expect(out).toContain("a \\e[31mred\n");
  });
});
