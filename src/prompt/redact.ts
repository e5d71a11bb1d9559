/**
 * Secrets out of everything aye adds to a prompt (captured output, piped input,
 * files): API keys of the common providers and clouds, tokens, private keys,
 * passwords in URLs, and secret-named `KEY=value` assignments.
 */

const R = (kind: string) => `[REDACTED:${kind}]`;

/** [what, pattern, replacement]; replacements keep the context and drop only the secret. */
const RULES: [string, RegExp, string][] = [
  ["private key", /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END \1PRIVATE KEY\2-----/g, R("private-key")],
  ["anthropic key", /\bsk-ant-[A-Za-z0-9_-]{20,}/g, R("anthropic-key")],
  ["openai key", /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, R("openai-key")],
  ["openrouter key", /\bsk-or-v1-[a-f0-9]{32,}/g, R("openrouter-key")],
  ["aws access key", /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g, R("aws-access-key")],
  ["github token", /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g, R("github-token")],
  ["gitlab token", /\bglpat-[A-Za-z0-9_-]{20,}\b/g, R("gitlab-token")],
  ["google api key", /\bAIza[0-9A-Za-z_-]{35}\b/g, R("google-api-key")],
  ["slack token", /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g, R("slack-token")],
  ["slack webhook", /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]+/g, R("slack-webhook")],
  ["stripe key", /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g, R("stripe-key")],
  ["npm token", /\bnpm_[A-Za-z0-9]{36}\b/g, R("npm-token")],
  ["huggingface token", /\bhf_[A-Za-z0-9]{30,}\b/g, R("huggingface-token")],
  ["jwt", /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, R("jwt")],
  ["bearer token", /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{16,}/g, `$1${R("token")}`],
  ["password in a URL", /\b([a-z][a-z0-9+.-]*:\/\/[^\s/:@]+:)[^\s@/]+@/gi, `$1${R("password")}@`],
  [
    "secret-named assignment",
    /^(\s*(?:export\s+)?["']?[A-Za-z0-9_.-]*?(?:^|[_.-]|\b)(?:API_?KEY|SECRET(?:_KEY)?|TOKEN|PASSWORD|PASSWD|PWD|PASS|PRIVATE_KEY|ACCESS_KEY|CLIENT_SECRET|CREDENTIALS?|AUTH|KEY)["']?\s*[=:]\s*)(["']?)(?!\[REDACTED)[^\s"'#][^\n"']*\2/gim,
    `$1$2${R("secret")}$2`,
  ],
  ["aws secret", /\b(aws_secret_access_key\s*[=:]\s*)(?!\[REDACTED)\S+/gi, `$1${R("aws-secret")}`],
];

/** Every `NAME=value` line of a .env file. */
const DOTENV = /^(\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=\s*)(.+)$/gm;

/** Removes secrets from `text`; `dotenv` redacts every assignment (for .env files). */
export function redact(text: string, options: { dotenv?: boolean } = {}): string {
  let out = text;
  for (const [, pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  if (options.dotenv) out = out.replace(DOTENV, (line, head: string, value: string) => (value.startsWith("[REDACTED") ? line : `${head}${R("secret")}`));
  return out;
}

/** Whether a file's name says it holds environment secrets (.env, .env.local, prod.env). */
export const isDotenv = (path: string) => /(^|\/)\.env(\.[\w.-]+)?$|\.env$/.test(path);
