/**
 * Settings: defaults <- config.yaml <- AYE_* environment, loaded once and passed down.
 * Each setting is declared once here; the file, the environment and `aye config` follow it.
 * Provider tables (`llm.shell_providers`, `llm.endpoints`) are maps checked by the providers.
 */
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AyeError, usageError } from "./errors.ts";
import { closest } from "./suggest.ts";

type Kind = "count" | "bytes" | "bool" | "string";
type Env = Record<string, string | undefined>;

interface Setting {
  key: string;
  kind: Kind;
  default: number | boolean | string;
  about: string;
}

/** Every setting aye knows. The environment name is AYE_ and the key in capitals (dots become _). */
export const SETTINGS = [
  { key: "provider", kind: "string", default: "", about: "provider for ask and fix (default: the first available)" },
  { key: "model", kind: "string", default: "", about: "model of the provider named by 'provider' (else of ollama); never sent to the others" },
  { key: "redact", kind: "bool", default: true, about: "remove secrets from everything sent to a model" },
  { key: "capture.max_lines", kind: "count", default: 100, about: "lines kept per stream for the attach block" },
  { key: "capture.max_bytes", kind: "bytes", default: 10240, about: "stdout+stderr cap for the attach block" },
  { key: "capture.log_max_bytes", kind: "bytes", default: 8 * 1024 * 1024, about: "cap on one full log on disk" },
  { key: "prompt.context", kind: "bool", default: true, about: "tell the model the OS, shell and working directory (ask, chat, fix)" },
  { key: "prompt.max_input_bytes", kind: "bytes", default: 16 * 1024 * 1024, about: "largest piped input or @file read into a prompt" },
  { key: "store.keep", kind: "count", default: 200, about: "captures kept; older ones are deleted" },
  { key: "store.max_bytes", kind: "bytes", default: 256 * 1024 * 1024, about: "total size of kept captures and logs" },
  { key: "llm.ollama.host", kind: "string", default: "", about: "Ollama server (default: $OLLAMA_HOST, else 127.0.0.1:11434)" },
  { key: "llm.ollama.model", kind: "string", default: "", about: "Ollama model (default: the first the server lists)" },
  { key: "render.markdown", kind: "bool", default: true, about: "render answers as Markdown at a terminal (to a pipe they stay raw text)" },
  { key: "chat.max_output_chars", kind: "count", default: 10_000, about: "characters of a !command's output (per stream) put in front of the model" },
  { key: "chat.context_tokens", kind: "count", default: 32_000, about: "tokens of a conversation sent with each request; older turns are left out" },
] as const satisfies readonly Setting[];

/** Maps of named tables, validated where they are used. */
export const SECTIONS = ["llm.shell_providers", "llm.endpoints"] as const;
export type SectionKey = (typeof SECTIONS)[number];

type Entry = (typeof SETTINGS)[number];
export type SettingKey = Entry["key"];
type KindType = { count: number; bytes: number; bool: boolean; string: string };
export type Values = { [E in Entry as E["key"]]: KindType[E["kind"]] };
export type Source = "default" | "file" | "env";

export interface Config {
  path: string;
  fileExists: boolean;
  values: Values;
  sources: Record<SettingKey, Source>;
  /** The provider tables as written, with a way to point at a line of the file. */
  sections: Partial<Record<SectionKey, Record<string, unknown>>>;
  /** An error about `key` (dotted) in the config file, naming its line. */
  errorAt(key: string, message: string, hint?: string): AyeError;
}

export const envName = (key: string) => `AYE_${key.replace(/\./g, "_").toUpperCase()}`;

/** `$XDG_CONFIG_HOME/aye/config.yaml`, else `~/.config/aye/config.yaml`. */
export function configPath(env: Env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || "/", ".config");
  return join(base, "aye", "config.yaml");
}

const UNITS: Record<string, number> = { "": 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** Parses a value of `kind`; a string result in `{ expected }` says what was wanted instead. */
function parseValue(kind: Kind, raw: unknown): { value: number | boolean | string } | { expected: string } {
  if (kind === "string") return typeof raw === "string" || typeof raw === "number" ? { value: String(raw) } : { expected: "a string" };
  if (kind === "bool") {
    if (typeof raw === "boolean") return { value: raw };
    if (/^(1|true|yes|on)$/i.test(String(raw))) return { value: true };
    if (/^(0|false|no|off)$/i.test(String(raw))) return { value: false };
    return { expected: "true or false" };
  }
  if (typeof raw === "number" && Number.isInteger(raw) && raw > 0) return { value: raw };
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(String(raw));
  const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  if (kind === "count" && match && match[2] === "" && Number(match[1]) > 0) return { value: Number(match[1]) };
  if (kind === "bytes" && match && unit !== undefined && Number(match[1]) > 0) return { value: Number(match[1]) * unit };
  return { expected: kind === "count" ? "a whole number above 0" : "a size such as 10240, 64KB or 8MiB" };
}

/** The line of `key` (a dotted path) in the YAML text, for error messages. */
function lineOf(text: string, key: string): number | undefined {
  const lines = text.split("\n");
  let from = 0;
  let line: number | undefined;
  for (const part of key.split(".")) {
    const pattern = new RegExp(`^\\s*["']?${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`);
    const index = lines.findIndex((l, i) => i >= from && pattern.test(l));
    if (index < 0) return line;
    line = index + 1;
    from = index + 1;
  }
  return line;
}

function fileError(path: string, line: number | undefined, message: string, hint?: string): AyeError {
  return usageError(`${path}${line ? `:${line}` : ""}: ${message}`, hint ?? `Fix that line; 'aye config' shows every setting with its default.`);
}

/**
 * The line where a YAML text stops parsing: Bun's parser does not say. The first
 * prefix of the text that fails names it (a cut-off document is still valid YAML).
 */
function badLine(text: string): number | undefined {
  const lines = text.split("\n").slice(0, 2000);
  for (let n = 1; n <= lines.length; n++) {
    try {
      Bun.YAML.parse(lines.slice(0, n).join("\n"));
    } catch {
      return n;
    }
  }
  return undefined;
}

interface FileContent {
  values: Partial<Record<SettingKey, number | boolean | string>>;
  sections: Config["sections"];
}

/** Flattens the YAML document into dotted keys, checking each against SETTINGS and SECTIONS. */
function readFile(path: string, text: string): FileContent {
  let doc: unknown;
  try {
    doc = Bun.YAML.parse(text);
  } catch (error) {
    const line = Number(/line (\d+)/i.exec(String(error))?.[1]) || badLine(text);
    const near = line ? `, near '${text.split("\n")[line - 1]!.trim().slice(0, 60)}'` : "";
    throw fileError(path, line, `not valid YAML (${(error as Error).message.replace(/^YAML Parse error: /, "")}${near})`);
  }
  const out: FileContent = { values: {}, sections: {} };
  if (doc === null || doc === undefined) return out;
  if (typeof doc !== "object" || Array.isArray(doc)) throw fileError(path, 1, "expected a mapping of settings at the top level");
  const known = [...SETTINGS.map((s) => s.key as string), ...SECTIONS];
  const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if ((SECTIONS as readonly string[]).includes(key)) {
        if (value === null) continue;
        if (!isMap(value)) throw fileError(path, lineOf(text, key), `'${key}' must be a mapping of names to settings`);
        out.sections[key as SectionKey] = value;
        continue;
      }
      if (isMap(value) && known.some((k) => k.startsWith(`${key}.`))) {
        walk(value, key);
        continue;
      }
      const setting = SETTINGS.find((s) => s.key === key);
      if (!setting) {
        const guess = guessKey(key, known);
        throw fileError(path, lineOf(text, key), `unknown setting '${key}'`, guess ? `Did you mean '${guess}'?` : `Known settings: ${known.join(", ")}.`);
      }
      const parsed = parseValue(setting.kind, value);
      if ("expected" in parsed) throw fileError(path, lineOf(text, key), `'${key}' must be ${parsed.expected}, not ${JSON.stringify(value)}`);
      out.values[setting.key] = parsed.value;
    }
  };
  walk(doc as Record<string, unknown>, "");
  return out;
}

/**
 * The setting or section meant by an unknown key: the nearest whole key, else
 * the nearest place where the key's last word is a typo of a word in it
 * (`olama:` at the top is `llm.ollama`, `capture.max_line` is `capture.max_lines`).
 */
function guessKey(key: string, known: string[]): string | undefined {
  const whole = closest(key, known);
  if (whole) return whole;
  const places = [...new Set(known.flatMap((k) => k.split(".").map((_w, i, words) => words.slice(0, i + 1).join("."))))];
  const last = key.split(".").pop()!;
  const byWord = new Map<string, string>();
  for (const place of places) {
    const word = place.split(".").pop()!;
    if (!byWord.has(word)) byWord.set(word, place);
  }
  const word = closest(last, [...byWord.keys()]);
  return word ? byWord.get(word) : undefined;
}

/** Loads the effective configuration; throws a usage AyeError for a broken file or variable. */
export function loadConfig(env: Env): Config {
  const path = configPath(env);
  // A name that is there but cannot be followed (a link to nowhere, a loop) is a mistake to report, not an absent file.
  const fileExists = existsSync(path) || lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  let text = "";
  let file: FileContent = { values: {}, sections: {} };
  if (fileExists) {
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      throw usageError(`cannot read ${path}: ${(error as Error).message}`, "Make it a readable file (or remove it to use the defaults).");
    }
    file = readFile(path, text);
  }
  const values: Record<string, number | boolean | string> = {};
  const sources = {} as Record<SettingKey, Source>;
  for (const setting of SETTINGS) {
    const name = envName(setting.key);
    const raw = env[name];
    if (raw !== undefined && raw !== "") {
      const parsed = parseValue(setting.kind, raw);
      if ("expected" in parsed) throw usageError(`${name} must be ${parsed.expected}, not ${JSON.stringify(raw)}`, `Unset it or give it a valid value.`);
      values[setting.key] = parsed.value;
      sources[setting.key] = "env";
    } else if (file.values[setting.key] !== undefined) {
      values[setting.key] = file.values[setting.key]!;
      sources[setting.key] = "file";
    } else {
      values[setting.key] = setting.default;
      sources[setting.key] = "default";
    }
  }
  return {
    path,
    fileExists,
    values: values as Values,
    sources,
    sections: file.sections,
    errorAt: (key, message, hint) => fileError(path, lineOf(text, key), message, hint),
  };
}

/** Defaults only: what `aye run` falls back to when the configuration is broken. */
export function defaultConfig(env: Env): Config {
  return loadConfig({ HOME: env.HOME, XDG_CONFIG_HOME: "/nonexistent-aye-defaults" });
}
