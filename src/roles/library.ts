/**
 * Roles (saved system prompts) and templates (saved prompts with {{variables}})
 * are Markdown files the person reads and edits: `roles/NAME.md` and
 * `templates/NAME.md` beside the config file. A few ship with aye; a file of
 * the same name takes their place, and `aye roles init` writes them out to edit.
 * A template may open with a front matter (`---`, `system: ...`, `---`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { AyeError, usageError } from "../errors.ts";
import { closest } from "../suggest.ts";
import { SHIPPED } from "./shipped.ts";

export type Kind = "roles" | "templates";

export interface Entry {
  name: string;
  kind: Kind;
  /** Its file, or "built in". */
  source: string;
  text: string;
}

/** Where a kind's files are: beside the config file. */
export const libraryDir = (configPath: string, kind: Kind) => join(dirname(configPath), kind);

const NAME = /^[\w][\w.-]*$/;

/** Every role or template: the shipped ones, then the person's files (which take their place). */
export function listEntries(configPath: string, kind: Kind): Entry[] {
  const entries = new Map<string, Entry>();
  for (const [name, text] of Object.entries(SHIPPED[kind])) entries.set(name, { name, kind, source: "built in", text });
  const dir = libraryDir(configPath, kind);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".md"));
  } catch {}
  for (const file of files) {
    const name = file.slice(0, -3);
    try {
      entries.set(name, { name, kind, source: join(dir, file), text: readFileSync(join(dir, file), "utf8") });
    } catch (error) {
      throw new AyeError(`cannot read ${join(dir, file)}: ${(error as Error).message}`);
    }
  }
  return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** One role or template by name, or a usage error naming the nearest. */
export function findEntry(configPath: string, kind: Kind, name: string): Entry {
  const all = listEntries(configPath, kind);
  const found = all.find((e) => e.name === name);
  if (found) return found;
  const guess = closest(name, all.map((e) => e.name));
  const one = kind === "roles" ? "role" : "template";
  throw usageError(`no ${one} '${name}'`, `${guess ? `Did you mean '${guess}'? ` : ""}'aye ${kind}' lists them; add one as ${join(libraryDir(configPath, kind), `${name}.md`)}.`);
}

/** Writes the shipped ones as files to edit (never over a file that is there); gives the paths written. */
export function writeShipped(configPath: string, kind: Kind): string[] {
  const dir = libraryDir(configPath, kind);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of Object.entries(SHIPPED[kind])) {
    const path = join(dir, `${name}.md`);
    if (existsSync(path)) continue;
    writeFileSync(path, text);
    written.push(path);
  }
  return written;
}

export interface Template {
  system?: string;
  body: string;
}

/** A template's front matter and body (pure). */
export function parseTemplate(text: string, source: string): Template {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { body: text.trim() };
  let front: unknown;
  try {
    front = Bun.YAML.parse(match[1]!);
  } catch (error) {
    throw usageError(`${source}: its front matter is not valid YAML (${(error as Error).message})`);
  }
  const system = front && typeof front === "object" ? (front as Record<string, unknown>).system : undefined;
  if (system !== undefined && typeof system !== "string") throw usageError(`${source}: 'system' must be text`);
  return { ...(system ? { system: system.trim() } : {}), body: text.slice(match[0].length).trim() };
}

/** The variables a template uses, in order (pure). */
export function variablesOf(body: string): string[] {
  return [...new Set([...body.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((m) => m[1]!))];
}

/**
 * Fills `{{name}}` (pure). `input` is what the pipe carried and the words given; every other variable
 * comes from --var; one left unfilled is a usage error that names it.
 */
export function fillTemplate(t: Template, name: string, vars: Record<string, string>): Template {
  const missing = variablesOf(t.body).filter((v) => vars[v] === undefined);
  if (missing.length) {
    throw usageError(`template '${name}' needs ${missing.map((m) => `{{${m}}}`).join(", ")}`, `Give ${missing.map((m) => (m === "input" ? "input (pipe it in, or give words)" : `--var ${m}=...`)).join(", ")}.`);
  }
  const body = t.body.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (_, v: string) => vars[v]!);
  return { ...t, body };
}

/** `key=value` of --var (pure). */
export function parseVars(values: string[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const v of values) {
    const eq = v.indexOf("=");
    if (eq <= 0 || !NAME.test(v.slice(0, eq))) throw usageError(`--var takes name=value, not '${v}'`, "For example: --var lang=Python");
    vars[v.slice(0, eq)] = v.slice(eq + 1);
  }
  return vars;
}
