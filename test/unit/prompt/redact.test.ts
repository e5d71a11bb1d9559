import { describe, expect, test } from "bun:test";
import { isDotenv, redact } from "../../../src/prompt/redact.ts";

// Real-looking, not real: every key below is made up.
const secrets: [string, string, string][] = [
  ["an OpenAI project key", "key is sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd ok", "key is [REDACTED:openai-key] ok"],
  ["an Anthropic key", "ANTHROPIC says sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv_wxyz-0123456789", "ANTHROPIC says [REDACTED:anthropic-key]"],
  ["an AWS access key id", "aws_access_key_id AKIAIOSFODNN7EXAMPLE", "aws_access_key_id [REDACTED:aws-access-key]"],
  ["an AWS secret", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws_secret_access_key = [REDACTED:secret]"],
  ["a GitHub token", "token ghp_0123456789abcdefghijABCDEFGHIJ012345 used", "token [REDACTED:github-token] used"],
  ["a GitHub fine-grained token", "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", "[REDACTED:github-token]"],
  ["a GitLab token", "glpat-abcdefghij0123456789", "[REDACTED:gitlab-token]"],
  ["a Google API key", "AIzaSyA-0123456789abcdefghijklmnopqrstu", "[REDACTED:google-api-key]"],
  ["a Slack bot token", "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "[REDACTED:slack-token]"],
  ["a Stripe live key", "sk_live_51HabcdefghijklmnopqrstuVWXyz", "[REDACTED:stripe-key]"],
  ["an npm token", "//registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwxyz0123456789", "//registry.npmjs.org/:_authToken=[REDACTED:npm-token]"],
  ["a JWT", "cookie eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "cookie [REDACTED:jwt]"],
  ["a bearer header", "Authorization: Bearer abcdef0123456789abcdef", "Authorization: Bearer [REDACTED:token]"],
  ["a password in a URL", "postgres://admin:hunter2@db.internal:5432/app", "postgres://admin:[REDACTED:password]@db.internal:5432/app"],
  ["a secret-named export", "export DATABASE_PASSWORD=s3cr3t!", "export DATABASE_PASSWORD=[REDACTED:secret]"],
  ["a quoted API key assignment", 'STRIPE_API_KEY="abc123xyz"', 'STRIPE_API_KEY="[REDACTED:secret]"'],
  ["a YAML token", "  auth_token: 9f8e7d6c5b4a", "  auth_token: [REDACTED:secret]"],
  ["a known token under a secret name keeps its kind", "token: ghp_0123456789abcdefghijABCDEFGHIJ012345", "token: [REDACTED:github-token]"],
  ["a private key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----", "[REDACTED:private-key]"],
  ["an RSA private key", "x\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\ny", "x\n[REDACTED:private-key]\ny"],
];

const untouched = [
  "npm ERR! missing script: test",
  "FAIL src/app.test.ts > adds numbers (3ms)",
  "the task-list component broke",
  "MONKEY=banana",
  "KEYBOARD_LAYOUT=us",
  "const tokens = lexer.tokenize(source);",
  "see https://example.com/docs/path and git@github.com:user/repo.git",
  "Error: expected 200, got 401 Unauthorized",
  "sk-short",
  "password: (none set)".replace("(none set)", ""),
  "TOKEN_COUNT is 42 words",
];

describe("redact", () => {
  test.each(secrets)("removes %s", (_name, input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  test.each(untouched.map((t) => [t]))("leaves %p alone", (text) => {
    expect(redact(text)).toBe(text);
  });

  test("every assignment of a .env file", () => {
    expect(redact("PORT=3000\nDB_HOST=localhost\n# comment\n", { dotenv: true })).toBe("PORT=[REDACTED:secret]\nDB_HOST=[REDACTED:secret]\n# comment\n");
  });

  test.each([
    [".env", true],
    ["app/.env.local", true],
    ["prod.env", true],
    ["environment.ts", false],
    ["src/env.ts", false],
  ])("%s is a .env file: %p", (path, expected) => {
    expect(isDotenv(path)).toBe(expected);
  });
});
