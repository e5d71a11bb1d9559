import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("what a command asked for a secret prints is the secret", () => {
  test.each([
    ["$ bw get password github.com\nHg!bV@=lO9uL5CzPD9ISJJ\n$ echo done", "Hg!bV@=lO9uL5CzPD9ISJJ"],
    ["$ gopass show -f infra/grafana\nkXUH%tb%Taj*zF5WSWQ6\n---\nusername: admin", "kXUH%tb%Taj*zF5WSWQ6"],
    ["me@box:~$ pass show work/db\nmaple-Otter-91\n", "maple-Otter-91"],
    ["$ security find-generic-password -s api -w\nq8Zr7Lp0Wm3N\n", "q8Zr7Lp0Wm3N"],
  ])("%p", (text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).toContain("[REDACTED:");
  });

  test("a listing, a second word on the line, or a line of prose is left as it is", () => {
    for (const text of ["$ pass ls\nPassword Store\n└── work", "$ bw get password github.com\nNot found.", "$ gh auth status\nLogged in to github.com as dev"]) {
      expect(redact(text)).toBe(text);
    }
  });

  test("a date or a time is never taken for a secret, whatever its name says", () => {
    for (const text of ['{"password": null, "last_login": "2026-11-27T22:00:00Z"}', "login: 2026-11-27"]) expect(redact(text)).toBe(text);
  });
});
