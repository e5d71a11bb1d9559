import { describe, expect, test } from "bun:test";
import { fillTemplate, parseTemplate, parseVars, variablesOf } from "../../src/roles/library.ts";
import { SHIPPED } from "../../src/roles/shipped.ts";

describe("templates", () => {
  test("front matter gives the system prompt; the body is the prompt", () => {
    expect(parseTemplate("---\nsystem: Be brief.\n---\nSay {{x}}.\n", "t.md")).toEqual({ system: "Be brief.", body: "Say {{x}}." });
    expect(parseTemplate("No front matter {{ y }}\n", "t.md")).toEqual({ body: "No front matter {{ y }}" });
  });

  test("a front matter that is not YAML names the file", () => {
    expect(() => parseTemplate("---\nsystem: [\n---\nx", "/c/t.md")).toThrow("/c/t.md: its front matter is not valid YAML");
  });

  test("variables are filled once each, in any spacing; a missing one is named", () => {
    const t = { body: "{{a}} and {{ b }} and {{a}}" };
    expect(variablesOf(t.body)).toEqual(["a", "b"]);
    expect(fillTemplate(t, "t", { a: "1", b: "{{a}}" }).body).toBe("1 and {{a}} and 1");
    expect(() => fillTemplate(t, "t", { a: "1" })).toThrow("template 't' needs {{b}}");
  });

  test.each([[["lang=French", "x=a=b"], { lang: "French", x: "a=b" }]])("--var %p", (given, vars) => {
    expect(parseVars(given)).toEqual(vars);
  });

  test.each([["=x"], ["noequals"], ["bad name=x"]])("--var %p is refused", (given) => {
    expect(() => parseVars([given])).toThrow("--var takes name=value");
  });

  test("every shipped template parses and takes {{input}}", () => {
    for (const [name, text] of Object.entries(SHIPPED.templates)) {
      const t = parseTemplate(text, name);
      expect(t.system).toBeTruthy();
      expect(variablesOf(t.body)).toEqual(["input"]);
    }
  });
});
