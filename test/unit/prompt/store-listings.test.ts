import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real device's or store's secrets.
describe("secrets in tools' own listings", () => {
  test.each([
    ["Cisco's type 7 password and key", "username admin privilege 15 password 7 9BCF87BC098E706470\ntacacs-server key 7 E396E0D1CEACDEC6", ["9BCF87BC098E706470", "E396E0D1CEACDEC6"]],
    ["Cisco's type 5 secret", "enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0", ["$1$mERr$hx5rVt7rPNoS4wqbXKX7m0"]],
    ["a plain password at a line's end", "line vty 0 4\n password 0 tulipwinter\n login", ["tulipwinter"]],
    ["kubectl describe's data", "Data\n====\nDB_PASSWORD:\n----\nVrchid8159\n\nBinaryData\n====", ["Vrchid8159"]],
    ["vault kv get's Data table", "$ vault kv get secret/shop\n====== Data ======\nKey       Value\n---       -----\ndb        Qalcon8166\nstripe    25dbdb7ad101b736b5ff609875b9c1ca", ["Qalcon8166", "25dbdb7ad101b736b5ff609875b9c1ca"]],
  ])("%s", (_what, text, secrets) => {
    const out = redact(text);
    for (const s of secrets) expect(out).not.toContain(s);
  });

  test.each([
    ["a password's length in prose", "The password 8 characters long was rejected; key 7 of 9 rotated"],
    ["kubectl describe's settings that are no secret", "Data\n====\nLOG_LEVEL:\n----\ndebug\nDB_PASSWORD_FILE:\n----\n/run/secrets/db"],
    ["vault kv get's Metadata table", "====== Metadata ======\nKey              Value\n---              -----\ncreated_time     2026-11-28T10:00:00Z\nversion          3"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
