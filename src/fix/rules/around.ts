/**
 * Answers found in the surroundings rather than in the folder's own names: a
 * workspace member named in a manifest below, the one project one folder down,
 * a database's tables.
 */
import { nearest } from "../nearest.ts";
import { type Project, projects } from "../surroundings.ts";
import type { Rule } from "../types.ts";
import { escapeRegExp, quoteWord, replaceToken } from "../words.ts";

/** The member a name stands for: the one it is a part of (server for api-server), or the one nearest. */
function member(word: string, names: string[]): string | undefined {
  if (names.includes(word)) return undefined;
  const parts = names.filter((n) => n.split(/[-_/@]/).includes(word));
  if (parts.length === 1) return parts[0];
  const near = nearest(word, names, 2);
  return near.length === 1 ? near[0] : undefined;
}

/** Per tool: the message that names an unknown member, and the manifest that declares members. */
const MEMBERS: [RegExp, RegExp, string][] = [
  [/^cargo$/, /package ID specification [`'"]([^`'"]+)[`'"] did not match any packages|package\(s\) [`'"]([^`'"]+)[`'"] not found in workspace/, "Cargo.toml"],
  [/^(?:npm|pnpm|yarn)$/, /No workspaces found:\s*--workspace=(\S+)|No projects matched the filters? [`'"]?([^`'"\s]+)/, "package.json"],
];

/** `cargo test -p server` where the workspace's member is api-server (read from the manifests below). */
export const workspaceMember: Rule = (f, world) => {
  for (const [tool, message, manifest] of MEMBERS) {
    if (!tool.test(f.argv[0]!)) continue;
    const m = message.exec(f.output);
    const word = m?.slice(1).find(Boolean);
    if (!word || !f.argv.some((w) => w === word || w.endsWith(`=${word}`))) continue;
    const names = projects(f.cwd, world, [manifest]).map((p: Project) => p.name).filter((n): n is string => !!n);
    const good = member(word, names);
    if (!good) continue;
    const typed = f.argv.find((w) => w === word) ?? f.argv.find((w) => w.endsWith(`=${word}`))!;
    return [{ commands: [replaceToken(f.command, typed, typed.slice(0, typed.length - word.length) + good)], source: "rule", why: `the workspace's member is ${good}` }];
  }
  return [];
};

/** `pip install -e .` in a folder that is no project, with the one project just below. */
export const projectBelow: Rule = (f, world) => {
  if (!/^pip3?$|^uv$/.test(f.argv[0]!) || !/does not appear to be a Python project|neither 'setup\.py' nor 'pyproject\.toml' found/.test(f.output)) return [];
  const at = f.argv.findIndex((w, i) => i > 1 && (w === "." || w === "./"));
  if (at < 0) return [];
  const below = projects(f.cwd, world, ["pyproject.toml"]).filter((p) => p.dir && !p.dir.includes("/"));
  const setup = below.length ? below : [];
  if (setup.length !== 1) return [];
  const words = f.argv.map((w, i) => (i === at ? setup[0]!.dir : w));
  return [{ commands: [words.map(quoteWord).join(" ")], source: "rule", why: `${setup[0]!.dir} holds the project` }];
};

/** sqlite3 app.db 'select … from user': the table the database has, read from its schema (read-only). */
export const sqliteTable: Rule = (f, world) => {
  const table = /no such table: (?:main\.)?([\w]+)/.exec(f.output)?.[1];
  const db = f.argv[1];
  if (f.argv[0] !== "sqlite3" || !table || !db || !world.tables) return [];
  const tables = world.tables(db.startsWith("/") ? db : `${f.cwd}/${db}`);
  if (!tables?.length || tables.includes(table)) return [];
  const plural = tables.filter((t) => t === `${table}s` || `${t}s` === table || t === `${table}es`);
  const good = plural.length === 1 ? plural : nearest(table, tables, 2);
  if (good.length !== 1) return [];
  const statement = f.argv.find((w, i) => i > 1 && new RegExp(`\\b${escapeRegExp(table)}\\b`).test(w));
  if (!statement) return [];
  return [{ commands: [replaceToken(f.command, statement, statement.replace(new RegExp(`\\b${escapeRegExp(table)}\\b`), good[0]!))], source: "rule", why: `the database has ${good[0]}` }];
};

export const AROUND_RULES: Rule[] = [workspaceMember, projectBelow, sqliteTable];
