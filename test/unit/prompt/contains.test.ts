import { describe, expect, test } from "bun:test";
import { byParts, contains } from "../../../src/prompt/contains.ts";

// contains() answers as includes() would, however it splits the text; a literal across a part's edge is found.
describe("contains", () => {
  const filler = "ab\n".repeat(100_000); // 300 KB, longer than the first 64 KB it times
  const literals = ["kty:", "\n> ", ":::", "-----BEGIN "];

  test("finds a literal wherever it starts, across every part's edge, and nothing where there is none", () => {
    for (const literal of literals) {
      expect(contains(filler, literal)).toBe(false);
      for (const at of [0, 2047, 2048 - literal.length + 1, 65535, 65536 - 1, 65536, 65536 + 2047, 131072 - 2, filler.length - literal.length]) {
        const text = filler.slice(0, at) + literal + filler.slice(at + literal.length);
        expect(contains(text, literal)).toBe(true);
        for (const part of [2048, 65536]) expect(byParts(text, literal, 0, part)).toBe(true);
        // A literal that starts before `from` is not byParts' to find.
        if (at >= 4096) expect(byParts(text, literal, at + 1, 2048)).toBe(false);
      }
    }
  });

  test("a short text is asked as it is", () => {
    expect(contains("x kty: y", "kty:")).toBe(true);
    expect(contains("x kty y", "kty:")).toBe(false);
  });
});
