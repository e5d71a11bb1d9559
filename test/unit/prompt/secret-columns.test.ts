/**
 * Secrets by where they stand in a table: the cell under a header that names a secret, in a Markdown table or a
 * CLI's listing; and other slots that say secret in a tool's own syntax (a debug print's `Some("…")`, openssl's
 * `pass:`, what is piped into chpasswd).
 */
import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("a table's secret column", () => {
  test("a Markdown table with a Password column: each row's cell, not an empty or placeholder one", () => {
    const text = "| Host | User | Password |\n|---|---|---|\n| db-1 | app | Kestrel-Lamp.44 |\n| cache | default | (none) |\n| q | ops | `<set me>` |";
    const out = redact(text);
    expect(out).not.toContain("Kestrel-Lamp.44");
    expect(out).toContain("| db-1 | app |");
    expect(out).toContain("(none)");
  });

  test("a listing with a TOKEN column: the word under the header", () => {
    const out = redact("TOKEN                     TTL   USAGES\nq1w2e3.r4t5y6u7i8o9p0a1   23h   signing\n");
    expect(out).not.toContain("q1w2e3.r4t5y6u7i8o9p0a1");
    expect(out).toContain("23h   signing");
  });

  test("a column that names a secret's name, not a secret, is left", () => {
    for (const text of ["NAME      SECRET NAME     AGE\napi       db-creds        3d", "| Key | Description |\n|---|---|\n| timeout | seconds to wait |"]) {
      expect(redact(text)).toBe(text);
    }
  });
});

describe("slots that say secret in a tool's own syntax", () => {
  test.each([
    ['Config { user: "ledger", password: Some("quartz-fromage-clover-51"), db: "l" }', "quartz-fromage-clover-51"],
    ["openssl pkcs12 -export -in c.pem -out b.p12 -passout pass:granite-nugget-67", "granite-nugget-67"],
    ["+ echo 'deploy:poiuyt-306' | chpasswd", "poiuyt-306"],
    ["$ curl https://api.example.com/export -u c1f847c3d9b1d80c4ad8aae7509ef24c: -d from=1", "c1f847c3d9b1d80c4ad8aae7509ef24c"],
    ['> Authorization: Digest username="admin", nonce="9686", response="b791cc51897993f41441b57b897c59bb"', "b791cc51897993f41441b57b897c59bb"],
    ["client = Client.access_token('2/6433803102/17638877:eaa60bbbd23ac9951b87c8f234d32669')", "eaa60bbbd23ac9951b87c8f234d32669"],
    // Found once (after X-Token:), gone everywhere else in the text too.
    ["+ TOKEN_LOWER=auzbloihzecyoba3ydl80v9j8jzqiwh8w7wjwqca\n+ curl -H 'X-Token: auzbloihzecyoba3ydl80v9j8jzqiwh8w7wjwqca' https://x", "auzbloihzecyoba3ydl80v9j8jzqiwh8w7wjwqca"],
    ["users:\n  admin:\n    password: |\n      Bopper3085\n    role: admin", "Bopper3085"],
    ["> USER bob\n< +OK\n> PASS Whistle3963\n< -ERR", "Whistle3963"],
    ["> AUTH PLAIN AGJvYgBXaGlzdGxlMzk2Mw==\n< 535 5.7.8", "AGJvYgBXaGlzdGxlMzk2Mw=="],
    ["a1 LOGIN bob Whistle3963\na1 NO", "Whistle3963"],
    ["echo Hepper2602 | sudo -S apt-get update", "Hepper2602"],
  ])("%p", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test("a name taken for a secret is not hunted down elsewhere: the model keeps the failing test's name", () => {
    const out = redact("--- FAIL: TestRefreshToken2FA (0.01s)\n$ go test -run TestRefreshToken2FA ./auth");
    expect(out).toContain("--- FAIL: TestRefreshToken2FA");
  });

  test("a private key's DER without armour is one; a public key's or a certificate's is not", () => {
    // PKCS#8 (version 0) and SEC1 (version 1, then the key): base64 of their first bytes, then random text.
    const pkcs8 = `MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${"Q".repeat(80)}`;
    const sec1 = `MHcCAQEEIGm4${"a".repeat(80)}`;
    for (const key of [pkcs8, sec1]) expect(redact(`signing: ${key}`)).not.toContain(key.slice(0, 40));
    const spki = `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${"b".repeat(80)}`;
    expect(redact(`pub: ${spki}`)).toBe(`pub: ${spki}`);
  });

  test("base64 of JSON is a secret where it names one, data where it does not", () => {
    const auth = btoa('{"auths":{"registry.example.com":{"auth":"dXNlcjpwYXNzd29yZA=="}}}');
    const plain = btoa('{"name":"app","version":"1.0.0","private":false}');
    expect(redact(`.dockerconfigjson: ${auth}`)).not.toContain(auth);
    expect(redact(`data: ${plain}`)).toBe(`data: ${plain}`);
  });

  test("a test runner's PASS line and a YAML block of prose are left", () => {
    for (const text of ["PASS tests/unit/a.test.ts (3 ms)", "description: |\n  The token is rotated daily.\nname: x"]) expect(redact(text)).toBe(text);
  });

  test("openssl's references to where a password is are no password", () => {
    for (const text of ["openssl enc -pass env:MYPASS -in x", "openssl enc -pass file:/run/pw -in x", "token: Some(42)"]) expect(redact(text)).toBe(text);
  });
});
