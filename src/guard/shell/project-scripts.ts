/**
 * What a project's own script runs, read from where the project keeps it: a
 * Makefile's recipes for `make TARGET` (and the targets it depends on), and
 * package.json's scripts for `npm run NAME`, `npm test`, `yarn build` (with
 * their pre- and post-scripts). The text is judged as the plan it is. A script
 * that cannot be read for sure (a variable aye cannot expand, a pattern rule, a
 * missing file, a folder elsewhere) gives nothing, and the command is judged by
 * its name, as before.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { programName } from "./wrappers.ts";

const read = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

/** Whether `dir` is `cwd` or a folder inside it. */
const within = (dir: string, cwd: string) => dir === cwd || dir.startsWith(`${cwd}/`);

/** The text a `make`, `npm`, `pnpm`, `yarn` or `bun` command runs from the project's files, if it can be read for sure. */
export function scriptOf(argv: string[], cwd: string): string | undefined {
  const name = programName(argv[0] ?? "");
  if (name === "make" || name === "gmake") return makeRecipes(argv.slice(1), cwd);
  if (/^(?:npm|pnpm|yarn|bun)$/.test(name)) return packageScript(name, argv.slice(1), cwd);
  return undefined;
}

/** Options of make that take a value. */
const MAKE_VALUED = /^-(?:[CfIoWj]|-directory|-file|-makefile|-include-dir|-jobs|-old-file|-what-if)$/;

function makeRecipes(args: string[], cwd: string): string | undefined {
  let dir = cwd;
  let file: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-C" || a === "--directory") dir = resolve(dir, args[++i] ?? "");
    else if (a === "-f" || a === "--file" || a === "--makefile") file = args[++i];
    else if (MAKE_VALUED.test(a)) i++;
    // Options that change what runs (-n prints, -i ignores errors, -e takes the environment): judged by the table.
    else if (a.startsWith("-")) return undefined;
    else if (a.includes("=")) return undefined;
    else targets.push(a);
  }
  if (!within(dir, cwd)) return undefined;
  const text = file !== undefined ? read(resolve(dir, file)) : (read(join(dir, "GNUmakefile")) ?? read(join(dir, "makefile")) ?? read(join(dir, "Makefile")));
  if (text === undefined || text.length > 256 * 1024) return undefined;
  const makefile = parseMakefile(text);
  if (!makefile) return undefined;
  const wanted = targets.length ? targets : makefile.first ? [makefile.first] : [];
  if (!wanted.length) return undefined;
  // What `$(shell …)` runs, it runs when make reads the file, whatever the target (even under `make -n`).
  const lines: string[] = [...makefile.shell];
  const seen = new Set<string>();
  const visit = (target: string, depth: number): boolean => {
    if (seen.has(target)) return true;
    seen.add(target);
    const rule = makefile.rules.get(target);
    // A file of the project with no rule of its own is a prerequisite, not a recipe; unless a pattern rule may make it.
    if (!rule) return depth > 0 && !/[%$]/.test(target) && !makefile.patterns.some((p) => p.test(target));
    if (depth > 8) return false;
    for (const dep of rule.deps) if (!visit(dep, depth + 1)) return false;
    for (const line of rule.recipe) {
      const expanded = expand(line, makefile.vars, target);
      if (expanded === undefined) return false;
      lines.push(expanded);
    }
    return true;
  };
  return wanted.every((t) => visit(t, 0)) ? lines.join("\n") : undefined;
}

interface Makefile {
  first?: string;
  rules: Map<string, { deps: string[]; recipe: string[] }>;
  vars: Map<string, string>;
  /** Targets pattern rules (`%.stamp:`) may make. */
  patterns: RegExp[];
  /** The commands of its `$(shell …)` calls. */
  shell: string[];
}

/** Make's functions that run, write or make rules when the file is read or a variable expanded. */
const ACTING_FUNCTION = /\$[({](?:eval|file|call|guile|value)\s/;

/**
 * Rules, their recipes and simple variables; undefined for what aye does not read (conditionals, includes, functions
 * that act). A target's rule lines are merged as make merges them: prerequisites added up, the last recipe kept.
 */
function parseMakefile(text: string): Makefile | undefined {
  if (ACTING_FUNCTION.test(text)) return undefined;
  // `$(shell …)` outside a recipe runs when make reads the file (`X := $(shell …)`) or expands the variable.
  const outside = text.replace(/\\\n/g, " ").split("\n").filter((l) => !l.startsWith("\t")).join("\n");
  const shell: string[] = [];
  for (const m of outside.matchAll(/\$[({]shell\s+([^()]*)[)}]/g)) shell.push(m[1]!.trim());
  // A nested call (`$(shell echo $(X))`) or a `$(shell` this reading could not take whole.
  if ((outside.match(/\$[({]shell\b/g) ?? []).length !== shell.length) return undefined;
  const rules = new Map<string, { deps: string[]; recipe: string[] }>();
  const vars = new Map<string, string>();
  const patterns: RegExp[] = [];
  let first: string | undefined;
  let current: { deps: string[]; recipe: string[] } | undefined;
  const lines = new Map<string, { deps: string[]; recipe: string[] }[]>();
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    if (line.startsWith("\t")) {
      if (current) current.recipe.push(line.slice(1).replace(/^[@+-]+/, ""));
      continue;
    }
    const bare = line.replace(/#.*$/, "").trimEnd();
    if (!bare.trim()) continue;
    if (/^\s*(?:-?include|ifn?eq|ifn?def|else|endif|define|endef|export|unexport|vpath|override)\b/.test(bare)) return undefined;
    const assign = /^\s*([A-Za-z_][\w.-]*)\s*(?::{1,3}=|\?=|\+=|=)\s*(.*)$/.exec(bare);
    if (assign) {
      const [, name, value] = assign;
      vars.set(name!, bare.includes("+=") && vars.has(name!) ? `${vars.get(name!)} ${value}` : value!);
      current = undefined;
      continue;
    }
    const rule = /^([^:=#]+?)\s*::?\s*([^=;]*)(?:;(.*))?$/.exec(bare);
    if (!rule) return undefined;
    const names = rule[1]!.trim().split(/\s+/);
    const deps = rule[2]!.replace(/\|/g, " ").trim().split(/\s+/).filter(Boolean);
    // `target: deps ; recipe`: a recipe on the rule's own line.
    current = { deps, recipe: rule[3]?.trim() ? [rule[3].trim().replace(/^[@+-]+/, "")] : [] };
    for (const n of names) {
      if (n === ".PHONY" || n.startsWith(".")) continue;
      if (n.includes("%")) patterns.push(new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("%", ".+")}$`));
      lines.set(n, [...(lines.get(n) ?? []), current]);
      first ??= n;
    }
  }
  // Another rule line for a target adds its prerequisites; its recipe, if it has one, replaces the one before.
  for (const [n, all] of lines) rules.set(n, { deps: all.flatMap((r) => r.deps), recipe: all.filter((r) => r.recipe.length).at(-1)?.recipe ?? [] });
  return { first, rules, vars, patterns, shell };
}

/** A recipe line with make's variables put in; undefined when one cannot be (a function, an unknown variable). */
function expand(line: string, vars: Map<string, string>, target: string, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  let unknown = false;
  const out = line.replace(/\$(?:\(([^()]*)\)|\{([^{}]*)\}|([@<^?*$]))/g, (_, paren, brace, auto) => {
    if (auto === "$") return "$$DOLLAR$$";
    if (auto === "@") {
      const name = expand(target, vars, target, depth + 1);
      return name === undefined ? ((unknown = true), "") : name;
    }
    if (auto !== undefined) return (unknown = true), "";
    const name = (paren ?? brace) as string;
    if (name === "MAKE") return "make";
    const value = vars.get(name);
    if (value === undefined) return (unknown = true), "";
    const inner = expand(value, vars, target, depth + 1);
    if (inner === undefined) return (unknown = true), "";
    return inner;
  });
  return unknown || /\$\(/.test(out) ? undefined : out.replaceAll("$$DOLLAR$$", "$");
}

/** The scripts npm runs around its own subcommands. */
const LIFECYCLE: Record<string, string[]> = { pack: ["prepack", "prepare", "postpack"], version: ["preversion", "version", "postversion"], publish: ["prepublishOnly", "prepack", "prepare", "postpack"] };

/** package.json's scripts, if it has them. */
function scriptsOf(cwd: string): Record<string, unknown> | undefined {
  try {
    return (JSON.parse(read(join(cwd, "package.json")) ?? "null")?.scripts ?? undefined) as Record<string, unknown> | undefined;
  } catch {
    return undefined;
  }
}

/** Subcommands of the package managers that run one of the project's scripts by its own name. */
/** The package managers' own commands, which a script of the same name does not replace (yarn's, pnpm's, bun's). */
const BUILTINS: Record<string, Set<string>> = {
  bun: new Set("build test x exec repl install i add a remove rm update outdated link unlink publish patch pm init create upgrade audit info why completions".split(" ")),
  pnpm: new Set("add install i update up remove rm link unlink import rebuild prune fetch patch audit list ls outdated why exec dlx create publish pack env setup store server init config bin root deploy doctor licenses".split(" ")),
  yarn: new Set("add install remove upgrade up info list cache config global init link pack publish audit bin autoclean check create import licenses login logout outdated owner policies tag team unlink version versions why workspace workspaces dlx exec patch plugin".split(" ")),
};

const SCRIPT_ALIASES: Record<string, string> = { test: "test", t: "test", tst: "test", start: "start", stop: "stop", restart: "restart" };

function packageScript(manager: string, args: string[], cwd: string): string | undefined {
  const words = args.filter((a) => !a.startsWith("-"));
  if (args.some((a) => /^(?:--prefix|-C|--dir|--cwd|--filter|-w|--workspace|-r|--recursive|--if-present)$/.test(a))) return undefined;
  let script: string | undefined;
  // npm pack and npm version run the project's lifecycle scripts around what they do.
  // (publish too, when it is a dry run: it still packs. A real one is judged by the table: it sends.)
  const lifecycle = manager === "npm" && (words[0] !== "publish" || args.includes("--dry-run")) ? LIFECYCLE[words[0] ?? ""] : undefined;
  if (lifecycle) {
    const scripts = scriptsOf(cwd);
    const bodies = lifecycle.map((n) => scripts?.[n]).filter((b): b is string => typeof b === "string");
    return bodies.length ? bodies.join("\n") : undefined;
  }
  if (words[0] === "run" || words[0] === "run-script") script = words[1];
  // bun's own commands come before the project's scripts (`bun build` bundles, `bun test` is its runner), as yarn's
  // and pnpm's do: the table judges those.
  else if (words[0] !== undefined && BUILTINS[manager]?.has(words[0])) return undefined;
  else if (words[0] !== undefined && SCRIPT_ALIASES[words[0]]) script = SCRIPT_ALIASES[words[0]];
  // yarn, pnpm and bun run a script named as their first word.
  else if (manager !== "npm" && words[0] !== undefined) script = words[0];
  if (script === undefined) return undefined;
  // The words after the script's name (past a `--`) are added to its line: `npm run lint -- -o x` runs `eslint src -o x`.
  const at = args.indexOf(script, args.indexOf(words[0]!));
  const extra = args.slice(at + 1).filter((a, i) => i > 0 || a !== "--");
  let scripts: Record<string, unknown>;
  try {
    scripts = (JSON.parse(read(join(cwd, "package.json")) ?? "null")?.scripts ?? undefined) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const body = scripts?.[script];
  if (typeof body !== "string") return undefined;
  const line = extra.length ? `${body} ${extra.map((w) => `'${w.replaceAll("'", `'\\''`)}'`).join(" ")}` : body;
  const around = [scripts[`pre${script}`], line, scripts[`post${script}`]].filter((s): s is string => typeof s === "string");
  return around.join("\n");
}
