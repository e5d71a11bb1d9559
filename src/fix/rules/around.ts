/**
 * Answers found in the surroundings rather than in the folder's own names: a
 * workspace member named in a manifest below, the one project one folder down,
 * a database's tables.
 */
import { resolve } from "node:path";
import { nearest } from "../nearest.ts";
import { BOUNDS, foldersBelow, type Project, projects } from "../surroundings.ts";
import { configName } from "./config-names.ts";
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
  [/^(?:npm|pnpm|yarn)$/, /No workspaces found:\s*(?:npm error\s+)?--workspace=(\S+)|No projects matched the filters? [`'"]?([^`'"\s]+)/, "package.json"],
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
  // Written as a path: pip reads a bare word as a requirement's name, a package to fetch (`pip install backend`).
  const words = f.argv.map((w, i) => (i === at ? `./${setup[0]!.dir}` : w));
  return [{ commands: [words.map(quoteWord).join(" ")], source: "rule", why: `${setup[0]!.dir} holds the project` }];
};

/**
 * `go run .` where the module's root holds no Go files ("no packages loaded from .", "no Go files in"): the one
 * folder below with a main.go (cmd/server), found within the surroundings' bounds.
 */
export const goMainBelow: Rule = (f, world) => {
  if (f.argv[0] !== "go" || !/^(?:run|build)$/.test(f.argv[1] ?? "") || !/no packages loaded from \.|no Go files in/.test(f.output)) return [];
  const at = f.argv.findIndex((w, i) => i > 1 && (w === "." || w === "./"));
  if (at < 0 || world.list(f.cwd).some((n) => n.endsWith(".go"))) return [];
  const mains = foldersBelow(f.cwd, world, { ...BOUNDS, depth: 3 }).filter((d) => world.isFile(resolve(f.cwd, d, "main.go")));
  if (mains.length !== 1) return [];
  return [{ commands: [f.argv.map((w, i) => (i === at ? `./${mains[0]}` : quoteWord(w))).join(" ")], source: "rule", why: `${mains[0]} holds the program's main.go` }];
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

/**
 * sqlite3 app.db '.import --csv users.csv': "missing TABLE argument"; the table named as the file is, where the
 * database has it (read from its schema, read-only).
 */
export const sqliteImportTable: Rule = (f, world) => {
  const db = f.argv[1];
  if (f.argv[0] !== "sqlite3" || !db || !/missing TABLE argument/.test(f.output) || !world.tables) return [];
  const statement = f.argv.find((w, i) => i > 1 && /^\.import\s/.test(w.trim()));
  const file = statement?.trim().split(/\s+/).slice(1).filter((w) => !w.startsWith("-")).at(-1);
  const stem = file?.split("/").pop()?.replace(/\.\w+$/, "");
  if (!statement || !stem || !/^\w+$/.test(stem)) return [];
  const tables = world.tables(db.startsWith("/") ? db : `${f.cwd}/${db}`) ?? [];
  if (!tables.includes(stem)) return [];
  return [{ commands: [replaceToken(f.command, statement, `${statement.trimEnd()} ${stem}`)], source: "rule", why: `the database has the table ${stem}` }];
};

/** Names a source file defines: functions, classes, methods, constants, in the common languages' words. */
export function definitions(text: string): string[] {
  const names = [...text.slice(0, 200_000).matchAll(/\b(?:def|function|func|fn|class|const|let|var|sub|interface|type|struct|enum|trait|module)\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** The one name near `word` among `names`, if exactly one is. */
const onlyNear = (word: string, names: string[]) => {
  const near = nearest(word, names.filter((n) => n !== word), word.length >= 8 ? 2 : 1);
  return near.length === 1 ? near[0] : undefined;
};

/**
 * `pytest tests/test_api.py::test_logn`, `pytest -k test_logn`, `go test -run TestLogn`: a name the
 * tool did not find, put right by the names the files it points to define.
 */
export const definitionInFile: Rule = (f, world) => {
  // path::name (pytest, and the like).
  for (const word of f.argv.slice(1, 24)) {
    const m = /^([^:\s]+\.\w+)::(\w+)(?:::(\w+))?$/.exec(word);
    if (!m || !/not found|no name|no tests|ERROR/i.test(f.output)) continue;
    const text = world.readText(resolve(f.cwd, m[1]!));
    if (!text) continue;
    const defs = definitions(text);
    const bad = m[3] ?? m[2]!;
    if (defs.includes(bad)) continue;
    const good = onlyNear(bad, defs);
    if (good) return [{ commands: [replaceToken(f.command, word, word.replace(new RegExp(`::${bad}$`), `::${good}`))], source: "rule", why: `${m[1]} defines ${good}` }];
  }
  // pytest -k name: nothing selected ("2 deselected", "no tests ran"); the names the test files here and in tests/ define.
  const k = f.argv[0] === "pytest" || (f.argv[1] === "-m" && f.argv[2] === "pytest") ? f.argv.indexOf("-k") : -1;
  const expression = k > 0 ? f.argv[k + 1] : undefined;
  if (expression && /^\w+$/.test(expression) && /\b0 selected|no tests ran|deselected/.test(f.output)) {
    const dirs = [f.cwd, ...["tests", "test"].map((d) => resolve(f.cwd, d)).filter((d) => world.isDir(d))];
    const files = dirs.flatMap((d) => world.list(d).filter((n) => /^test_\w*\.py$|^\w+_test\.py$/.test(n)).map((n) => resolve(d, n)));
    const defs = files.slice(0, 50).flatMap((file) => definitions(world.readText(file) ?? "")).filter((n) => /^test/i.test(n));
    const good = defs.includes(expression) ? undefined : onlyNear(expression, defs);
    if (good) return [{ commands: [replaceToken(f.command, expression, good)], source: "rule", why: `the tests here define ${good}` }];
  }
  // go test -run Name: "no tests to run" (the name is read from the package's _test.go files).
  const at = f.argv.findIndex((w) => w === "-run" || w.startsWith("-run="));
  if (f.argv[0] === "go" && f.argv[1] === "test" && at > 1 && /no tests to run/.test(f.output)) {
    const value = f.argv[at]!.startsWith("-run=") ? f.argv[at]!.slice(5) : f.argv[at + 1];
    if (!value || !/^\w+$/.test(value)) return [];
    const dirs = f.argv.slice(2).filter((w, i) => !w.startsWith("-") && f.argv[i + 1] !== "-run" && !w.includes("...")).map((w) => resolve(f.cwd, w));
    const files = (dirs.length ? dirs : [f.cwd]).flatMap((d) => world.list(d).filter((n) => n.endsWith("_test.go")).map((n) => resolve(d, n)));
    const defs = files.slice(0, 50).flatMap((file) => definitions(world.readText(file) ?? "")).filter((n) => /^(?:Test|Benchmark|Example|Fuzz)/.test(n));
    const good = onlyNear(value, defs);
    if (good) return [{ commands: [replaceToken(f.command, f.argv[at]!.startsWith("-run=") ? f.argv[at]! : value, f.argv[at]!.startsWith("-run=") ? `-run=${good}` : good)], source: "rule", why: `the package's tests define ${good}` }];
  }
  return [];
};

export const AROUND_RULES: Record<string, Rule> = { workspaceMember, projectBelow, goMainBelow, sqliteTable, sqliteImportTable, definitionInFile, configName };
