import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: random characters, no real hook.
describe("a URL whose path is the credential", () => {
  test.each([
    ["a chat's incoming webhook", "https://outlook.office.com/webhook/x/IncomingWebhook/ec1baa080eb170a94ee3a33bffdf8991/3b60133b-ebe2-4385-88a2-19c119daa97c", ["ec1baa080eb170a94ee3a33bffdf8991", "3b60133b-ebe2-4385-88a2-19c119daa97c"]],
    ["a forum's webhook: id, then token", "POST https://chat.example/api/webhooks/1187953593256628188/Zq8vL2mX7pR4tN9wK3bYq1 failed", ["Zq8vL2mX7pR4tN9wK3bYq1"]],
    ["a status page's push monitor", '$ curl -s "https://status.example.org/api/push/fFamKQb1Iv?status=up&msg=OK"', ["fFamKQb1Iv"]],
    ["a reset link", "Open https://app.example.com/reset/7f3k9q2m8x4v1b6n within an hour", ["7f3k9q2m8x4v1b6n"]],
    ["a signed link: a digest beside its expiry", "Fetching https://cdn.example.app/secure/4cf50bfb0e8baee4c34636833592c2bae5e84e1bbd30fdd1783f14122325fa08/1718000000/videos/launch.m3u8 ... 403", ["4cf50bfb0e8baee4c34636833592c2bae5e84e1bbd30fdd1783f14122325fa08"]],
  ])("%s", (_what, text, secrets) => {
    const out = redact(text);
    for (const s of secrets) expect(out).not.toContain(s);
    expect(out).toContain("[REDACTED:token]");
  });

  test.each([
    "https://files.pythonhosted.org/packages/f9/9b/335f9764261e915ed497fcdeb11df5dfd6f7bf257d4a6a2a686d80/requests-2.32.3-py3-none-any.whl",
    "https://kv-orders.vault.azure.net/secrets/db-pass/77dcec7e5d6799f99c3461bac16955bd",
    "https://raw.githubusercontent.com/quillmoor/config/f41a9043dcf9e96bcab4786005577eed406d9be1/defaults.yaml",
    "https://app.terraform.io/app/acme/infra-prod/runs/run-stAkDsXszNUg3BoJ",
    "https://chat.example/api/webhooks/1187953593256628188", // the hook's id alone
    "https://example.com/hooks/deploy-production", // a hook's name
    "https://s.example.test/WVk5zxwK4I", // a short link opens a page, not an account
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
