import { describe, expect, test } from "bun:test";
import { type ParseShell, shellParser } from "../../../src/guard/shell/shell-parser.ts";
import { reduce } from "../../../src/guard/shell/shell-syntax.ts";

describe("a line's reading", () => {
  test("a command the walk passed over makes the line unclear, so it is asked, never run unjudged", async () => {
    const real = await shellParser();
    // The same parse, with one command node more in the tree than the walk can reach.
    const hiding: ParseShell = (text, use) =>
      real(text, (root) => {
        const extra = { id: -1, type: "command" };
        const wrapped = new Proxy(root, {
          get(target, prop) {
            if (prop === "descendantsOfType") return (type: string) => [...target.descendantsOfType(type), ...(type === "command" ? [extra] : [])];
            const value = Reflect.get(target, prop, target);
            return typeof value === "function" ? value.bind(target) : value;
          },
        });
        return use(wrapped);
      });
    expect((await reduce("ls -la", real)).unclear).toEqual([]);
    expect((await reduce("ls -la", hiding)).unclear).toContain("a command aye could not place");
  });
});
