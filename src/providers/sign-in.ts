/**
 * Whether a known CLI can answer without a network check: a key in the
 * environment or the credential file its sign-in writes. What is missing is
 * said with the one line that fixes it.
 */
import { platform } from "node:os";
import type { ProfileName } from "./cli-profiles.ts";

type Env = Record<string, string | undefined>;

export interface SignIn {
  ok: boolean;
  /** How it is signed in, or what is missing and how to fix it. */
  detail: string;
}

const set = (env: Env, names: string[]) => names.find((n) => env[n]);

/** Checks the environment and the credential files (`exists` is given, so tests can fake the disk). */
export function signIn(profile: ProfileName, env: Env, exists: (path: string) => boolean): SignIn {
  const home = env.HOME ?? "";
  if (profile === "claude") {
    const variable = set(env, ["ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN", "CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX"]);
    if (variable) return { ok: true, detail: `$${variable}` };
    const dir = env.CLAUDE_CONFIG_DIR || `${home}/.claude`;
    if (exists(`${dir}/.credentials.json`)) return { ok: true, detail: "signed in" };
    // On macOS the sign-in lives in the keychain, which aye does not read.
    if (platform() === "darwin") return { ok: true, detail: "sign-in not checked (keychain)" };
    return { ok: false, detail: "not signed in: run 'claude' once and log in, or set ANTHROPIC_API_KEY" };
  }
  if (profile === "gemini") {
    const variable = set(env, ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI", "GOOGLE_GENAI_USE_GCA"]);
    if (variable) return { ok: true, detail: `$${variable}` };
    if (exists(`${home}/.gemini/oauth_creds.json`)) return { ok: true, detail: "signed in" };
    return { ok: false, detail: "not signed in: run 'gemini' once and log in, or set GEMINI_API_KEY" };
  }
  if (env.OPENAI_API_KEY) return { ok: true, detail: "$OPENAI_API_KEY" };
  if (exists(`${home}/.qwen/oauth_creds.json`)) return { ok: true, detail: "signed in" };
  if (exists(`${home}/.qwen/settings.json`)) return { ok: true, detail: "configured in ~/.qwen/settings.json" };
  return { ok: false, detail: "not signed in: run 'qwen auth', or set OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL" };
}

/**
 * Gemini answers without a terminal only when its settings name an auth type,
 * even with GEMINI_API_KEY set (it exits 41 "Invalid auth method selected").
 * When the person's settings name none, the variable they set decides it.
 */
export function geminiAuthType(env: Env, read: (path: string) => string | undefined): string | undefined {
  if (/"selectedType"\s*:/.test(read(`${env.HOME ?? ""}/.gemini/settings.json`) ?? "")) return undefined;
  if (env.GOOGLE_GENAI_USE_VERTEXAI === "true") return "vertex-ai";
  if (env.GEMINI_API_KEY) return "gemini-api-key";
  return undefined;
}
