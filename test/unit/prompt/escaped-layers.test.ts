import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("a login's query escaped inside another URL", () => {
  test.each([
    ["escaped once in a redirect's query", "[proxy] 302 -> https://sso.acme.io/login?next=%2Fcallback%3Fuser%3Dbob%26pass%3Dmeadowsunshine\n[proxy] WARN redirect loop", "meadowsunshine"],
    ["escaped twice", "GET /login?next=%252Fcallback%253Fuser%253Dbob%2526password%253Dtulipwinter HTTP/1.1", "tulipwinter"],
    ["escaped three times", "Location: /a?r=%25252Fb%25253Fuser%25253Dann%252526pwd%25253Dquietharbor", "quietharbor"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a redirect's query with no password in it", "302 -> https://app.acme.io/login?next=%2Fdashboard%3Ftab%3Dbilling%26page%3D2"],
    ["a search for the word password, escaped twice", "GET /search?q=%2522password%2520reset%2522%26user%3Dbob HTTP/1.1"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
