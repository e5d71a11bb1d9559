/**
 * Where a provider answers, resolved in one place for every path (ask, llm, fix,
 * chat, --list, --models, aye config): the config file wins over the variables
 * people already set for these tools, and an address is written as the tools
 * themselves accept it (Ollama's docs give `OLLAMA_HOST=127.0.0.1:11434`).
 */

type Env = Record<string, string | undefined>;

export const DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434";
const OLLAMA_PORT = "11434";

/**
 * An Ollama host as the `ollama` client and CLI read it (pure): no scheme means http and port 11434,
 * `:PORT` alone means 127.0.0.1, `0.0.0.0` (a server's "listen everywhere") is reached on 127.0.0.1.
 */
export function ollamaUrl(value: string): string {
  let host = value.trim();
  if (!host) return DEFAULT_OLLAMA_HOST;
  let explicit = host.includes("://");
  if (host.startsWith(":")) {
    host = `http://127.0.0.1${host}`;
    explicit = true;
  }
  if (!explicit) host = `http://${host}`;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return host.replace(/\/+$/, "");
  }
  const port = url.port || (explicit ? (url.protocol === "https:" ? "443" : "80") : OLLAMA_PORT);
  const hostname = url.hostname === "0.0.0.0" ? "127.0.0.1" : url.hostname;
  return `${url.protocol}//${hostname}:${port}${url.pathname}`.replace(/\/+$/, "");
}

/** Where Ollama answers and why: llm.ollama.host (file or AYE_LLM_OLLAMA_HOST), else $OLLAMA_HOST, else the default. */
export function ollamaAddress(configured: string, env: Env): { url: string; from: "config" | "OLLAMA_HOST" | "default" } {
  if (configured) return { url: ollamaUrl(configured), from: "config" };
  if (env.OLLAMA_HOST?.trim()) return { url: ollamaUrl(env.OLLAMA_HOST), from: "OLLAMA_HOST" };
  return { url: DEFAULT_OLLAMA_HOST, from: "default" };
}

/** An OpenAI-compatible base URL (pure): http when no scheme is given, no trailing slash. */
export function baseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, "");
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
