/**
 * A vendor's token a terminal cut at a line's end goes on at the start of the next; a word that merely follows a token
 * at a line's end (`then`, `Retry:`) is the next line's own and stays.
 */
import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("a token cut at a line's end", () => {
  test.each([
    ["git clone https://x:ghp_dNYHabcdefghij4i\nZkcKq9wXyZ1234abcdh0@github.com/a", "ZkcKq9wXyZ1234abcdh0"],
    ["key AKIAABCDEFGH\nIJKLMNOP4QRS then", "IJKLMNOP4QRS"],
  ])("is removed with its rest: %p", (text, rest) => {
    expect(redact(text)).not.toContain(rest);
  });

  test.each([
    ["Authorization: Bearer ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ab\nretry with it later", "\nretry with it later"],
    ["x AKIAABCDEFGHIJKLMNOP\nthen later", "\nthen later"],
    ["x ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\nRetry: later", "\nRetry: later"],
  ])("leaves the next line's words: %p", (text, kept) => {
    const out = redact(text);
    expect(out).toContain(kept);
    expect(out).toContain("[REDACTED:");
  });
});
