import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's codes.
describe("codes presented to a person", () => {
  test.each([
    ["recovery codes in two columns", "$ cat ~/Downloads/recovery-codes.txt\n32764-1471m    9780t-aiu8u\nsgu4j-81z3t    gtely-aa18y", ["32764-1471m", "9780t-aiu8u", "sgu4j-81z3t", "gtely-aa18y"]],
    ["a numbered list of backup codes", "Your backup verification codes\n  1. 15904453    3. 68014817\n  2. 94885287    4. 98881482\nEach code can only be used once.", ["15904453", "68014817", "94885287", "98881482"]],
    ["an authenticator's key in spaced groups", "Can't scan the QR code? Enter this key in your authenticator app:\n  nzw3 cnt6 y7ft cqzn\nAccount: dk@example.pl", ["nzw3 cnt6 y7ft cqzn"]],
    ["scratch codes under a sentence", "Your emergency scratch codes are:\n  42168912\n  13596161", ["42168912", "13596161"]],
    ["a wallet's phrase", "Phrase:\nsaddle marble juniper copper marble ember marble falcon falcon meadow saddle willow", ["saddle marble juniper copper marble ember marble falcon falcon meadow saddle willow"]],
  ])("%s", (_what, text, codes) => {
    const out = redact(text);
    for (const c of codes) expect(out).not.toContain(c);
  });

  test.each([
    "You have 6 recovery codes remaining. Generated on 2024-02-11.\nDownload them at Settings > Security.",
    "MFA: enabled (TOTP, WebAuthn x2); backup codes: 8 unused\nlast verified 2024-06-11 09:58 UTC",
    "Recovery codes were regenerated\n2024-06-11 09:58:12 by admin\nsee audit log",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
