/**
 * Settings: defaults <- config.yaml <- AYE_* environment, loaded once and passed down.
 * Each setting is declared once here; the file, the environment and `aye config` follow it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AyeError, usageError } from "./errors.ts";
import { closest } from "./suggest.ts";

type Kind = "count" | "bytes" | "bool";

interface Setting {
  key: string;
  kind: Kind;
  default: number | boolean;
  about: string;
}

/** Every setting aye knows. The environment name is AYE_ and the key in capitals (dots become _). */
export const SETTINGS = [
  { key: "capture.max_lines", kind: "count", default: 100, about: "lines kept per stream for the attach block" },
  { key: "capture.max_bytes", kind: "bytes", default: 10240, about: "stdout+stderr cap for the attach block" },
  { key: "capture.log_max_bytes", kind: "bytes", default: 8 * 1024 * 1024, about: "cap on one full log on disk" },
  { key: "store.keep", kind: "count", default: 200, about: "captures kept; older ones are deleted" },
  { key: "store.max_bytes", kind: "bytes", default: 256 * 1024 * 1024, about: "total size of kept captures and logs" },
] as const satisfies readonly Setting[];

export type SettingKey = (typeof SETTINGS)[number]["key"];
export type Source = "default" | "file" | "env";

export interface Config {
  path: string;
  fileExists: boolean;
  values: Record<SettingKey, number>;
  sources: Record<SettingKey, Source>;
}

export const envName = (key: string) => `AYE_${key.replace(/\./g, "_").toUpperCase()}`;

/** `$XDG_CONFIG_HOME/aye/config.yaml`, else `~/.config/aye/config.yaml`. */
export function configPath(env: Io["env"]): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || "/", ".config");
  return join(base, "aye", "config.yaml");
}

type Io = { env: Record<string, string | undefined> };

const UNITS: Record<string, number> = { "": 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** Parses a value of `kind`, or returns a description of what was expected. */
function parseValue(kind: Kind, raw: unknown): number | string {
  if (kind === "bool") {
    if (typeof raw === "boolean") return raw ? 1 : 0;
    if (/^(1|true|yes|on)$/i.test(String(raw))) return 1;
    if (/^(0|false|no|off)$/i.test(String(raw))) return 0;
    return "true or false";
  }
  if (typeof raw === "number" && Number.isInteger(raw) && raw > 0) return raw;
  const match = /^\s*(\d+)\s*([a-z]*)\s*$/i.exec(String(raw));
  const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  if (kind === "count" && match && match[2] === "" && Number(match[1]) > 0) return Number(match[1]);
  if (kind === "bytes" && match && unit !== undefined && Number(match[1]) > 0) return Number(match[1]) * unit;
  return kind === "count" ? "a whole number above 0" : "a size such as 10240, 64KB or 8MiB";
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
  return usageError(`${path}${line ? `:${line}` : ""}: ${message}`, hint ?? `Fix the file, or see the settings with 'aye config'.`);
}

/** Flattens the YAML document into dotted keys, checking each against SETTINGS. */
function readFile(path: string, text: string): Partial<Record<SettingKey, number>> {
  let doc: unknown;
  try {
    doc = Bun.YAML.parse(text);
  } catch (error) {
    const where = /line (\d+)/i.exec(String(error));
    throw fileError(path, where ? Number(where[1]) : undefined, `not valid YAML (${(error as Error).message.replace(/^YAML Parse error: /, "")})`);
  }
  if (doc === null || doc === undefined) return {};
  if (typeof doc !== "object" || Array.isArray(doc)) throw fileError(path, 1, "expected a mapping of settings at the top level");
  const known = SETTINGS.map((s) => s.key as string);
  const out: Partial<Record<SettingKey, number>> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (value && typeof value === "object" && !Array.isArray(value) && known.some((k) => k.startsWith(`${key}.`))) {
        walk(value as Record<string, unknown>, key);
        continue;
      }
      const setting = SETTINGS.find((s) => s.key === key);
      if (!setting) {
        const guess = closest(key, known);
        throw fileError(path, lineOf(text, key), `unknown setting '${key}'`, guess ? `Did you mean '${guess}'?` : `Known settings: ${known.join(", ")}.`);
      }
      const parsed = parseValue(setting.kind, value);
      if (typeof parsed === "string") throw fileError(path, lineOf(text, key), `'${key}' must be ${parsed}, not ${JSON.stringify(value)}`);
      out[setting.key] = parsed;
    }
  };
  walk(doc as Record<string, unknown>, "");
  return out;
}

/** Loads the effective configuration; throws a usage AyeError for a broken file or variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const path = configPath(env);
  const fileExists = existsSync(path);
  let fromFile: Partial<Record<SettingKey, number>> = {};
  if (fileExists) {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      throw usageError(`cannot read ${path}: ${(error as Error).message}`);
    }
    fromFile = readFile(path, text);
  }
  const values = {} as Record<SettingKey, number>;
  const sources = {} as Record<SettingKey, Source>;
  for (const setting of SETTINGS) {
    const name = envName(setting.key);
    const raw = env[name];
    if (raw !== undefined && raw !== "") {
      const parsed = parseValue(setting.kind, raw);
      if (typeof parsed === "string") throw usageError(`${name} must be ${parsed}, not ${JSON.stringify(raw)}`, `Unset it or give it a valid value.`);
      values[setting.key] = parsed;
      sources[setting.key] = "env";
    } else if (fromFile[setting.key] !== undefined) {
      values[setting.key] = fromFile[setting.key]!;
      sources[setting.key] = "file";
    } else {
      values[setting.key] = Number(setting.default);
      sources[setting.key] = "default";
    }
  }
  return { path, fileExists, values, sources };
}

/** Defaults only: what `aye run` falls back to when the configuration is broken. */
export function defaultConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({ HOME: env.HOME, XDG_CONFIG_HOME: "/nonexistent-aye-defaults" });
}
