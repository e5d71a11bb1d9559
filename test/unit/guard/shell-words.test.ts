import { describe, expect, test } from "bun:test";
import { bareWord, decodeAnsiC, expandBraces, hasGlob, joinContinuations, quotedWord } from "../../../src/guard/shell/shell-words.ts";

describe("the word steps bash takes before running a line", () => {
  test.each([
    ["a continuation inside a word is removed", "r\\\nm -rf /", "rm -rf /"],
    ["inside double quotes too", '"a\\\nb"', '"ab"'],
    ["not inside single quotes", "'a\\\nb'", "'a\\\nb'"],
    ["an escaped backslash before a newline stays", "a\\\\\nb", "a\\\\\nb"],
  ])("%s", (_name, line, joined) => {
    expect(joinContinuations(line)).toBe(joined);
  });

  test.each([
    ["hex", "\\x72\\x6d", "rm"],
    ["octal", "\\162\\155", "rm"],
    ["unicode", "\\u0072m", "rm"],
    ["named escapes", "a\\tb\\n", "a\tb\n"],
    ["a quote", "it\\'s", "it's"],
  ])("$'…' decodes %s", (_name, body, value) => {
    expect(decodeAnsiC(body)).toBe(value);
  });

  test.each([
    ["-{r,f}", ["-r", "-f"]],
    ["{rm,-rf,/}", ["rm", "-rf", "/"]],
    ["a{b,c{d,e}}", ["ab", "acd", "ace"]],
    ["{a}", ["{a}"]],
    ["plain", ["plain"]],
  ])("unquoted %p expands to %p", (raw, words) => {
    expect(expandBraces(bareWord(raw)).map((w) => w.text)).toEqual(words);
  });

  test("quoted braces do not expand", () => {
    expect(expandBraces(quotedWord("{a,b}")).map((w) => w.text)).toEqual(["{a,b}"]);
  });

  test("only unquoted * ? [ are globs", () => {
    expect(hasGlob(bareWord("/b?n/rm"))).toBe(true);
    expect(hasGlob(bareWord("\\*"))).toBe(false);
    expect(hasGlob(quotedWord("*"))).toBe(false);
  });
});
