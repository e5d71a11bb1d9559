import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real service's tokens.
const A = "ef6b1af2f6a48cd10a1bd4a5895e9ce4";
const B = "Zq8vN3xLk2Rw7TpY5mBc9DfH";

describe("rows of a table named for credentials", () => {
  test.each([
    ["mysqldump's rows, no columns named", `INSERT INTO \`api_clients\` VALUES (1,'erp-sync','${A}','2025-11-02 10:14:00'),(2,'shop','${B}','2025-12-01 08:00:00');`, [A, B], "'erp-sync'"],
    ["an INSERT with its columns", `INSERT INTO oauth_clients (id, name, client_secret) VALUES (7, 'ci', 'tulip-winter-77');`, ["tulip-winter-77"], "'ci'"],
    ["pg_dump's COPY", `COPY public.api_tokens (id, label, token) FROM stdin;\n1\tdeploy\t${B}\n2\tci\t${A}\n\\.\n`, [A, B], "2\tci\t"],
  ])("%s", (_what, text, secrets, kept) => {
    const out = redact(text);
    for (const s of secrets) expect(out).not.toContain(s);
    expect(out).toContain(kept);
  });

  test.each([
    ["rows of a table of orders", `INSERT INTO \`orders\` VALUES (1,'erp-sync','${A}','2025-11-02 10:14:00');`],
    ["a credentials table's names, dates and hashes of keys", `INSERT INTO api_keys (id, name, key_hash, created_at) VALUES (1, 'ci', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', '2025-01-01');`],
    ["a COPY of a credentials table's names and dates", `COPY public.api_tokens (id, label, created_at) FROM stdin;\n1\tdeploy-bot\t2025-01-01 10:00:00\n\\.\n`],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
