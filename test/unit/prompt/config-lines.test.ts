import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("a setting's line, as a file holds it or as grep prints it", () => {
  test.each([
    ["grep -n's number before a directive", "1036:requirepass Ug4L1MoKZUUKaOveXDibLdiV", "Ug4L1MoKZUUKaOveXDibLdiV"],
    ["grep's file and number", "/etc/redis/redis.conf:544:masterauth Ug4L1MoKZUUKaOveXDibLdiV", "Ug4L1MoKZUUKaOveXDibLdiV"],
    ["a name ending in pass, a passphrase of words", "[Repository WorkRemote]\nremotepass = kaffeetasse sakura soleil bomnal1", "kaffeetasse sakura soleil bomnal1"],
    ["a name ending in pass", "smtp_pass: Ruv8!kelp", "Ruv8!kelp"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["a test runner's PASS", "PASS: tests/token.test.ts"],
    ["grep's numbered prose", "12:requirepass is required when protected-mode is on"],
    ["MySQL's refusal says whether a password was used", "ERROR 1045 (28000): Access denied for user 'forge'@'10.0.0.8' (using password: YES)."],
    ["and when none was", "Access denied for user 'root'@'localhost' (using password: NO)"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
