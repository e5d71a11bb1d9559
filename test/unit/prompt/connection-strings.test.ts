import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real login.
describe("a connection string's password field, whatever the password looks like", () => {
  test.each([
    ["JDBC", "jdbc:sqlserver://db:1433;databaseName=shop;user=sa;password=willowwillow;encrypt=true\n", "willowwillow"],
    ["ODBC", "Driver={ODBC Driver 18 for SQL Server};Server=tcp:db,1433;Uid=sa;Pwd=thistlecopper;Encrypt=yes\n", "thistlecopper"],
    ["ODBC, braced with ; inside", "Driver={ODBC};Server=db;Uid=sa;Pwd={v5UTov!;x};", "v5UTov!;x"],
    ["libpq", "psql: could not connect with host=db user=app password=meadowlark dbname=app", "meadowlark"],
    ["a login's query", 'GET /login?user=admin&pass=lrlnbbvuo HTTP/1.1" 401 12', "lrlnbbvuo"],
    ["a settings file's lines", "account gmail\nhost smtp.gmail.test\nuser ops@corp.test\npassword wucwecntjmabosom\n", "wucwecntjmabosom"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each(["Password=${DB_PASSWORD};User Id=sa;Server=db", 'if password == "x": user=1', "password=; user=app;", "user: app\npassword required for this step", "user deploy\npassword $SMTP_PASSWORD"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

test("a JWK's private member in YAML", () => {
  const d = "cwozJKCqZ4VQry9iIAkdH902bGfy2K18tjAO1sJ19sK7AhgpHXrm42bmIIZyiNSp8WSWADQXS91uRX33u6";
  const out = redact(`keys:\n  - kty: RSA\n    kid: k1\n    e: AQAB\n    d: ${d}\n`);
  expect(out).not.toContain(d);
  expect(out).toContain("kid: k1");
});
