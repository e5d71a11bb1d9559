import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's codes or product's keys.
describe("codes named on their own line", () => {
  test.each([
    ["a device flow's user code", "$ gh auth login --web\n! First copy your one-time code: WQ7K-PZ2D\nPress Enter to open github.com", "WQ7K-PZ2D"],
    ["a code to enter in a browser", "To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code HX7KQ2M9L to authenticate.", "HX7KQ2M9L"],
    ["an email code a bot read", '[bot] login requires email code, read from IMAP: subject="New sign-in" code=51830\n[bot] ERROR InvalidAuthCode', "51830"],
    ["a key given to --activate", "$ ./acmecad --activate Q3W8E-R2T5Y-7U1IO-P9AS4-D6FG0\nActivation failed: license key already in use", "Q3W8E-R2T5Y-7U1IO-P9AS4-D6FG0"],
    ["a license key in a settings dump", "License key: 4KJ9-ZX2Q-8MN3-PL7W", "4KJ9-ZX2Q-8MN3-PL7W"],
  ])("%s", (_what, text, code) => {
    expect(redact(text)).not.toContain(code);
  });

  test.each([
    ["a code the line says was spent", "Error: one-time code 489661 was already used; wait for the next 30s window"],
    ["an exit code and an error code", "Process finished with exit code 137\nERROR 1062 (23000): error code 1062"],
    ["a verification code's expiry", "Your verification code expires in 10 minutes."],
    ["a license's name", "License key: (none)\nlicense: MIT"],
    ["a relay named after an email code", "email code sent via SMTP2GO relay"],
    ["a device code's date", "device code issued: 2026-11-28T10:00:00Z"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
