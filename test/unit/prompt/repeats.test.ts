import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";
import { repeatable } from "../../../src/prompt/repeats.ts";

const b64 = (s: string) => Buffer.from(s).toString("base64");
const hex = (s: string) => Buffer.from(s).toString("hex");

// Made up: no real account's passwords.
describe("a secret found once goes wherever else the text shows it", () => {
  test.each([
    ["bash echoes a password typed at its prompt", "$ sudo ls\n[sudo] password for ana:\nsudo: timed out reading password\n$ wsxcde#86\nbash: wsxcde#86: command not found", "wsxcde#86"],
    ["SQL*Plus echoes the statement", 'SQL> ALTER USER app IDENTIFIED BY "FQRN9rtqowqqNIpD" REPLACE "Woaini2006?";\nALTER USER app IDENTIFIED BY "FQRN9rtqowqqNIpD" REPLACE "Woaini2006?"\n*\nORA-28007', "Woaini2006?"],
    ["base64 of it", `$ echo -n '3edc$RFV+' | base64\n${b64("3edc$RFV+")}`, b64("3edc$RFV+")],
    ["base64 of it with echo's newline", `$ echo 'Kq8#vLm2pZ' | base64\n${b64("Kq8#vLm2pZ\n")}`, b64("Kq8#vLm2pZ\n")],
    ["base64 of user:it in a header", `DB_PASSWORD=Kq8#vLm2pZ\n> Authorization: X-Custom ${b64("admin:Kq8#vLm2pZ")}`, b64("admin:Kq8#vLm2pZ")],
    ["base64 of user:it, any user's length", `DB_PASSWORD=Kq8#vLm2pZ\nauth=${b64("bo:Kq8#vLm2pZ")} other=${b64("jo.m:Kq8#vLm2pZ")}`, b64("bo:Kq8#vLm2pZ").slice(0, 12)],
    ["URL-escaped in a URL", "DB_PASSWORD='Cerisier1979#'\nPassword for 'https://Cerisier1979%23@git.acme.test':", "Cerisier1979%23"],
    ["JSON-escaped", 'DB_PASSWORD=Kq8\\vLm2pZ#\n{"note": "Kq8\\\\vLm2pZ#"}', 'Kq8\\\\vLm2pZ#'],
    ["hex", `DB_PASSWORD=Kq8#vLm2pZ\n$ xxd -p <<< x\n${hex("Kq8#vLm2pZ")}`, hex("Kq8#vLm2pZ")],
    ["spaced out", "DB_PASSWORD=Kq8#vLm2pZ\nK q 8 # v L m 2 p Z", "K q 8 # v L m 2 p Z"],
    ["reversed", "DB_PASSWORD=Kq8#vLm2pZ\n$ rev <<< x\nZp2mLv#8qK", "Zp2mLv#8qK"],
  ])("%s", (_what, text, shown) => {
    expect(redact(text)).not.toContain(shown);
  });

  test("a secret in one megabyte block is removed where a later block shows it, and where an earlier one did", () => {
    const filler = "2026-11-28 INFO request served in 12ms\n".repeat(40_000);
    const text = `bash: wsxcde#86: command not found\n${filler}$ export DB_PASSWORD='wsxcde#86'\n${filler}echo: wsxcde#86\n`;
    expect(text.length).toBeGreaterThan(2 * (1 << 20));
    const out = redact(text);
    expect(out).not.toContain("wsxcde#86");
    expect(out.match(/\[REDACTED:/g)?.length).toBe(3);
    expect(out).toContain(filler);
  });

  test("a short or worded value is not looked for again", () => {
    expect(repeatable("pw")).toBe(false);
    expect(repeatable("TestRefreshToken2FA")).toBe(false);
    expect(repeatable("android")).toBe(false);
    expect(repeatable("wsxcde#86")).toBe(true);
    expect(repeatable("FQRN9rtqowqqNIpD")).toBe(true);
    expect(repeatable("line1\nline2xx")).toBe(false);
  });

  test.each([
    ["a short password leaves the same letters elsewhere", "$ mysql -pab12\nab12 rows in set; see ab12cd.log"],
    ["a name taken for a secret stays where it is elsewhere", "--- FAIL: TestRefreshToken2FA (0.01s)\n$ go test -run TestRefreshToken2FA ./auth"],
  ])("%s", (_what, text) => {
    const out = redact(text);
    const rest = text.split("\n").slice(1).join("\n");
    expect(out.endsWith(rest)).toBe(true);
  });

  test("idempotent", () => {
    const text = `$ echo -n '3edc$RFV+' | base64\n${b64("3edc$RFV+")}\nbash: 3edc$RFV+: command not found`;
    const once = redact(text);
    expect(redact(once)).toBe(once);
  });
});
