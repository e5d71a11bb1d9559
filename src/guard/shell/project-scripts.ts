/**
 * What a project's own script runs, read from where the project keeps it: a
 * Makefile's recipes for `make TARGET` (and the targets it depends on), and
 * package.json's scripts for `npm run NAME`, `npm test`, `yarn build` (with
 * their pre- and post-scripts). The text is judged as the plan it is. Where
 * there is no script, the command is judged by its name (`make` with no
 * Makefile builds nothing of the project's). A Makefile that is there and
 * cannot be read for sure (a conditional, an include, a variable aye cannot
 * expand, a folder elsewhere) is UNREAD: it runs what aye does not know.
 */
import { overlaid, readText as read } from "./files.ts";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { programName } from "./wrappers.ts";
import { pdmHooks, pdmRunsScript } from "./task-runners.ts";
import { readsAsBash } from "./decoded.ts";

/** Whether `dir` is `cwd` or a folder inside it. */
const within = (dir: string, cwd: string) => dir === cwd || dir.startsWith(`${cwd}/`);

/** A script that is there and that aye cannot read for sure: never trusted by its command's name. */
export const UNREAD = Symbol("unread");

/**
 * The text a `make`, `npm`, `pnpm`, `yarn` or `bun` command runs from the project's files, if it can be read for sure.
 * The package managers run a script with `sh -c`, and make a recipe with /bin/sh unless the Makefile says bash: dash on
 * Debian, which reads some of bash's words otherwise (`a &>/dev/null b` runs b in the foreground and a in the
 * background): such a script is not read as bash.
 */
export function scriptOf(argv: string[], cwd: string): string | typeof UNREAD | undefined {
  const text = scriptText(argv, cwd);
  const bash = /^g?make$/.test(programName(argv[0] ?? "")) && /^\s*SHELL\s*:{0,3}=\s*(?:\/usr)?(?:\/bin\/)?(?:env\s+)?bash\b/m.test(readMakefile(cwd));
  return typeof text === "string" && !readsAsBash(bash ? "bash" : "sh", text) ? UNREAD : text;
}

/** The Makefile make would read here, as text ("" when there is none). */
const readMakefile = (cwd: string) => ["GNUmakefile", "makefile", "Makefile"].map((f) => read(join(cwd, f), 512 * 1024)).find((t) => t !== undefined) ?? "";

function scriptText(argv: string[], cwd: string): string | typeof UNREAD | undefined {
  const name = programName(argv[0] ?? "");
  if (name === "make" || name === "gmake") return makeRecipes(argv.slice(1), cwd);
  if (/^(?:npm|pnpm|yarn|bun)$/.test(name)) return packageScript(name, argv.slice(1), cwd);
  if (name === "lerna" || name === "turbo") return workspaceTasks(name, argv.slice(1), cwd);
  // pdm runs the project's hooks around its own commands (`pre_run` around `pdm run pytest`), unless told to skip them.
  if (name === "pdm" && !argv.slice(1).every((a) => /^(?:-h|--help|-V|--version)$/.test(a)) && !argv.some((a) => /^--skip(?:=|$)/.test(a)) && pdmHooks(cwd, argv.slice(1).find((a) => !a.startsWith("-")) ?? "")) return UNREAD;
  // `pdm NAME`: a word that is no command of pdm's runs pyproject's script of that name.
  if (name === "pdm" && /^[\w-]+$/.test(argv[1] ?? "") && !PDM_OWN.has(argv[1]!) && pdmRunsScript(argv[1]!, cwd)) return UNREAD;
  return taskFile(name, argv.slice(1), cwd);
}

/** pdm's own commands, which a script of the same name does not replace. */
const PDM_OWN = new Set("add build cache completion config export fix import info init install list lock outdated publish python py remove run search self show sync update use venv".split(" "));

/**
 * Task runners whose tasks are code, or a language of their own, that aye does not read (a justfile, a Rakefile,
 * tasks.py, a gulpfile, a Taskfile, a magefile), by the files each looks for, here or in a folder above.
 */
const TASK_FILES: Record<string, RegExp> = {
  just: /^\.?[Jj]ustfile$/,
  rake: /^[Rr]akefile(?:\.rb)?$/,
  invoke: /^tasks(?:\.py)?$/,
  inv: /^tasks(?:\.py)?$/,
  fab: /^fabfile(?:\.py)?$/,
  gulp: /^[Gg]ulpfile\.(?:[cm]?js|ts|babel\.js)$/,
  grunt: /^[Gg]runtfile\.(?:js|ts|coffee)$/,
  task: /^[Tt]askfile(?:\.dist)?\.ya?ml$/,
  mage: /^(?:magefile\.go|magefiles)$/,
};

/** Each runner's options that only list its tasks or print its help or version. */
const TASK_LISTINGS = /^(?:-l|--list|-T|--tasks|--tasks-simple|--help|-h|--version|-V|--summary|--dump|--evaluate|--show|-s|--list-all)$/;

/** UNREAD when the runner's task file is here or above (it runs what that says); undefined when there is none (it fails) or it only lists. */
function taskFile(name: string, args: string[], cwd: string): typeof UNREAD | undefined {
  const file = TASK_FILES[name];
  if (file === undefined || (args.length > 0 && args.every((a) => TASK_LISTINGS.test(a)))) return undefined;
  for (let dir = cwd; ; dir = resolve(dir, "..")) {
    try {
      if (readdirSync(dir).some((n) => file.test(n))) return UNREAD;
    } catch {
      // An unreadable folder holds nothing aye can see.
    }
    if (resolve(dir, "..") === dir) return undefined;
  }
}

/** turbo's own subcommands, which run no task of the project's (`watch` and `run` do: their words are tasks). */
const TURBO_OWN = new Set("login logout link unlink prune daemon gen generate info ls query scan telemetry bin completion boundaries devtools".split(" "));
/** Options of lerna's and turbo's that take the next word as their value, and those that take none and run the same tasks. */
const TASK_VALUED = /^(?:--filter|-F|--scope|--ignore|--concurrency|--since|--loglevel|--cache-dir|--output-logs|--log-order|--env-mode|--log-prefix|--ui|--cache)$/;
const TASK_PLAIN = /^(?:--parallel|--continue|--force|--no-cache|--stream|--no-bail|--no-prefix|--include-dependencies|--include-dependents|--no-daemon|--only|--no-sort|--verbose|--summarize|--affected|--(?:filter|scope|ignore|concurrency|since|loglevel|cache-dir|output-logs|log-order|env-mode|log-prefix|ui|cache|continue)=\S*)$/;

/**
 * What `lerna run TASK`, `turbo run TASK` (`turbo TASK`, `turbo watch TASK`) run: the script of that name in every
 * package of the workspace, and the root's. `lerna exec` runs a command in each package: not read. So is a task told
 * options aye does not name, or words after `--` for its scripts.
 */
function workspaceTasks(name: string, args: string[], cwd: string): string | typeof UNREAD | undefined {
  // (lerna's other subcommands, `lerna changed --all`, `lerna list`, run no task: the table judges them.)
  if (name === "lerna" && !/^(?:run|exec)$/.test(args.find((a) => !a.startsWith("-")) ?? "")) return undefined;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (TASK_VALUED.test(a)) i++;
    else if (/^--dry(?:-run)?(?:=.*)?$|^--help$|^-h$|^--version$/.test(a)) return undefined;
    else if (a.startsWith("-") && !TASK_PLAIN.test(a)) return UNREAD;
    else if (!a.startsWith("-")) words.push(a);
  }
  if (name === "lerna" && words[0] === "exec") return UNREAD;
  const tasks = name === "lerna" ? (words[0] === "run" ? words.slice(1, 2) : []) : words[0] === "run" || words[0] === "watch" ? words.slice(1) : TURBO_OWN.has(words[0] ?? "") ? [] : words;
  if (!tasks.length) return undefined;
  const texts = [cwd, ...packagesBelow(cwd)].flatMap((dir) => tasks.flatMap((t) => t.split(",")).map((t) => packageScript("npm", ["run", t.replace(/^[\w@/.-]*#/, "")], dir)));
  if (texts.includes(UNREAD) || texts.length > 256) return UNREAD;
  const read = texts.filter((t): t is string => typeof t === "string");
  return read.length ? read.join("\n") : undefined;
}

/** Options of make that take a value. */
const MAKE_VALUED = /^-(?:[IoW]|-include-dir|-old-file|-what-if)$/;
/** Options of make that change only how it reports or orders what it runs. */
const MAKE_PLAIN = /^-(?:[skwBOijprRS]+|-silent|-quiet|-keep-going|-no-print-directory|-print-directory|-always-make|-ignore-errors|-no-builtin-rules|-no-builtin-variables|-print-data-base|-warn-undefined-variables|-output-sync(?:=\w+)?|-jobs=\d+|j\d+)$/;
/** Options under which make runs only `$(shell …)`, `+` lines and `$(MAKE)` lines (a dry run, a question). */
const MAKE_DRY = /^-(?:[skwBOijprRS]*[nq][nqskwBOijprRS]*|-dry-run|-just-print|-recon|-question)$/;

/** A shell that reads a recipe as bash does, with options that change only how it stops or traces. */
const POSIX_SHELL = /^(?:\/usr)?(?:\/bin\/)?(?:sh|bash|dash)(?:\s+-[euxo]+(?:\s+pipefail)?)*$|^\/usr\/bin\/env\s+(?:sh|bash)$/;

/** Whether the Makefile leaves `name` (SHELL) unset or sets it to a POSIX shell. */
function posixShell(vars: Map<string, string>, name: string): boolean {
  const value = vars.get(name);
  return value === undefined || POSIX_SHELL.test((expand(value, vars, "", []) ?? "$").trim());
}

/** Make's own variables, as it sets them when neither the Makefile nor the environment does. */
const MAKE_DEFAULTS: Record<string, string> = { CC: "cc", CXX: "g++", CPP: "cc -E", AR: "ar", ARFLAGS: "rv", AS: "as", RM: "rm -f", LEX: "lex", YACC: "yacc", FC: "f77", MAKE: "make" };
/** Flag variables make leaves empty. */
const EMPTY_FLAGS = /^(?:CFLAGS|CXXFLAGS|CPPFLAGS|LDFLAGS|LDLIBS|ASFLAGS|FFLAGS|LFLAGS|YFLAGS|TARGET_ARCH|MAKEFLAGS)$/;

function makeRecipes(args: string[], cwd: string): string | typeof UNREAD | undefined {
  let dir = cwd;
  let file: string | undefined;
  let dry = false;
  const targets: string[] = [];
  const given = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-C" || a === "--directory") dir = resolve(dir, args[++i] ?? "");
    else if (a.startsWith("--directory=")) dir = resolve(dir, a.slice(12));
    else if (a === "-f" || a === "--file" || a === "--makefile") file = args[++i];
    else if (MAKE_VALUED.test(a)) i++;
    // (`-j` takes a number only if one follows: `make -j build`.)
    else if ((a === "-j" || a === "--jobs") && /^\d+$/.test(args[i + 1] ?? "")) i++;
    else if (MAKE_DRY.test(a)) dry = true;
    else if (MAKE_PLAIN.test(a)) continue;
    // Any other option (`-e` takes the environment over the Makefile, `--eval`, `-f-`): what runs is not read.
    else if (a.startsWith("-")) return UNREAD;
    // `make build CC=clang`: a variable given on the command line wins over the Makefile's.
    else if (/^[A-Za-z_][\w.-]*=/.test(a)) given.set(a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1));
    else targets.push(a);
  }
  if (!within(dir, cwd)) return existsSync(dir) ? UNREAD : undefined;
  // (A Makefile the plan writes first, its text shown, counts as there: visible-writes.ts.)
  const there = (p: string) => overlaid(p) || existsSync(p);
  const path = file !== undefined ? resolve(dir, file) : ["GNUmakefile", "makefile", "Makefile"].map((n) => join(dir, n)).find(there);
  // No Makefile: make builds nothing of the project's (at most a file from its own rules: `make main` compiles main.c).
  if (path === undefined || !there(path)) return undefined;
  const text = read(path);
  if (text === undefined || text.length > 256 * 1024) return UNREAD;
  const makefile = parseMakefile(text);
  if (!makefile) return UNREAD;
  for (const [name, value] of given) makefile.vars.set(name, value);
  // make runs every recipe line as `$(SHELL) $(.SHELLFLAGS) 'line'`, SHELL taken from the Makefile or the line, never
  // the environment: recipes are read as bash only for a shell that reads them so (`SHELL := ./deploy.sh` runs deploy.sh).
  if (!posixShell(makefile.vars, "SHELL") || makefile.vars.has("MAKESHELL") || targets.some((t) => t.includes("="))) return UNREAD;
  // (Options the Makefile gives make itself, `MAKEFLAGS += --eval=…` or `-e`, are read as the line's are: plain ones only.)
  if (["MAKEFLAGS", "GNUMAKEFLAGS"].some((v) => (makefile.vars.get(v) ?? "").split(/\s+/).some((f) => f && !MAKE_PLAIN.test(f) && !/^-?[skrRw]+$/.test(f)))) return UNREAD;
  const wanted = targets.length ? targets : makefile.first ? [makefile.first] : [];
  if (!wanted.length) return undefined;
  // What `$(shell …)` runs, it runs when make reads the file, whatever the target (even under `make -n`).
  const lines: string[] = [...makefile.shell];
  const seen = new Set<string>();
  const visit = (target: string, depth: number): boolean => {
    if (seen.has(target)) return true;
    seen.add(target);
    const rule = makefile.rules.get(target);
    // A target with no rule of its own is a file of the project, or fails (or make's own rules build it: `cc main.c`);
    // unless a pattern rule may make it.
    if (!rule) return !/[%$]/.test(target) && !makefile.patterns.some((p) => p.test(target));
    if (depth > 8) return false;
    for (const dep of rule.deps) if (!visit(dep, depth + 1)) return false;
    for (const raw of rule.recipe) {
      // Under -n make still runs a line marked `+` or naming $(MAKE), to recurse.
      if (dry && !/^[@-]*\+/.test(raw) && !/\$[({]MAKE[)}]/.test(raw)) continue;
      const expanded = expand(raw.replace(/^[@+-]+/, ""), makefile.vars, target, rule.deps);
      if (expanded === undefined) return false;
      lines.push(expanded);
    }
    return true;
  };
  if (!wanted.every((t) => visit(t, 0))) return UNREAD;
  // `make -C scripts clean` runs every line in scripts/: each is judged there (a subshell's cd holds for it alone).
  const rel = relative(cwd, dir);
  return rel ? lines.map((l) => `( cd '${rel.replaceAll("'", "'\\''")}' && ${l}\n)`).join("\n") : lines.join("\n");
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

/** Make's special targets that change no recipe. */
const INERT_SPECIAL = /^\.(?:PHONY|SUFFIXES|PRECIOUS|INTERMEDIATE|SECONDARY|NOTINTERMEDIATE|DELETE_ON_ERROR|IGNORE|SILENT|NOTPARALLEL|ONESHELL|POSIX|EXPORT_ALL_VARIABLES|LOW_RESOLUTION_TIME)$/;
/** A suffix rule over make's own suffixes (`.c.o:`, `.sh:`): it makes any target with that suffix. */
const SUFFIX_RULE = /^(?:\.(?:out|a|ln|o|c|cc|C|cpp|p|f|F|m|r|y|l|ym|yl|s|S|mod|sym|def|h|info|dvi|tex|texinfo|texi|txinfo|w|ch|web|sh|elc|el)){1,2}$/;

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
  let current: { deps: string[]; recipe: string[]; double: boolean } | undefined;
  const lines = new Map<string, { deps: string[]; recipe: string[]; double: boolean }[]>();
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    if (line.startsWith("\t")) {
      if (current) current.recipe.push(line.slice(1));
      continue;
    }
    const bare = line.replace(/#.*$/, "").trimEnd();
    if (!bare.trim()) continue;
    if (/^\s*(?:-?include|ifn?eq|ifn?def|else|endif|define|endef|export|unexport|vpath|override)\b/.test(bare)) return undefined;
    const assign = /^\s*([A-Za-z_][\w.-]*)\s*(:{1,3}=|\?=|\+=|=)\s*(.*)$/.exec(bare);
    if (assign) {
      const [, name, op, value] = assign as unknown as [string, string, string, string];
      // Variables that change what make reads or how: extra makefiles, and options given another way. (SHELL, MAKESHELL
      // and MAKEFLAGS are judged once the file is read: a POSIX shell and plain options keep it read.)
      if (/^(?:MFLAGS|MAKEFILES|MAKEOVERRIDES)$/.test(name)) return undefined;
      if (op === "?=" && vars.has(name)) continue;
      // `X := …` takes the value it has now; `X = …` the one it has when used.
      const now = op.startsWith(":") ? (expand(value, vars, "", []) ?? value) : value;
      vars.set(name, op === "+=" && vars.has(name) ? `${vars.get(name)} ${now}` : now);
      current = undefined;
      continue;
    }
    const rule = /^([^:=#]+?)\s*(::?)\s*([^=;]*)(?:;(.*))?$/.exec(bare);
    if (!rule) return undefined;
    const names = rule[1]!.trim().split(/\s+/);
    const deps = rule[3]!.replace(/\|/g, " ").trim().split(/\s+/).filter(Boolean);
    // `target: deps ; recipe`: a recipe on the rule's own line.
    current = { deps, recipe: rule[4]?.trim() ? [rule[4].trim()] : [], double: rule[2] === "::" };
    for (const n of names) {
      if (n.startsWith(".") && !n.includes("/")) {
        // `.PHONY` and its like change no recipe; `.DEFAULT`, `.SECONDEXPANSION`, a suffix rule (`.c.o`) do.
        if (/^\.[A-Z_]+$/.test(n) ? !INERT_SPECIAL.test(n) || (n === ".SUFFIXES" && deps.length > 0) : SUFFIX_RULE.test(n)) return undefined;
        if (/^\.[A-Z_]+$/.test(n)) continue;
      }
      if (n.includes("%")) patterns.push(new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("%", ".+")}$`));
      lines.set(n, [...(lines.get(n) ?? []), current]);
      // (A pattern rule is never make's default goal: the first plain target after it is.)
      if ((!n.startsWith(".") || n.includes("/")) && !n.includes("%")) first ??= n;
    }
  }
  // Another rule line for a target adds its prerequisites; its recipe, if it has one, replaces the one before.
  // (Double-colon rules each keep their own, and all of them run.)
  for (const [n, all] of lines) {
    const recipes = all.filter((r) => r.recipe.length);
    rules.set(n, { deps: all.flatMap((r) => r.deps), recipe: all.some((r) => r.double) ? recipes.flatMap((r) => r.recipe) : (recipes.at(-1)?.recipe ?? []) });
  }
  return { first, rules, vars, patterns, shell };
}

/**
 * A recipe line with make's variables put in (`$@` the target, `$<` and `$^` its prerequisites, make's own defaults
 * such as `$(CC)`); undefined when one cannot be (a function, a variable nobody sets).
 */
function expand(line: string, vars: Map<string, string>, target: string, deps: string[], depth = 0): string | undefined {
  if (depth > 8) return undefined;
  let unknown = false;
  const out = line.replace(/\$(?:\(([^()]*)\)|\{([^{}]*)\}|([@<^+?*$]))/g, (_, paren, brace, auto) => {
    if (auto === "$") return "$$DOLLAR$$";
    const inner = (value: string) => expand(value, vars, target, deps, depth + 1) ?? ((unknown = true), "");
    if (auto === "@") return inner(target);
    if (auto === "<") return inner(deps[0] ?? "");
    if (auto === "^" || auto === "+") return inner(deps.join(" "));
    if (auto !== undefined) return (unknown = true), "";
    const name = (paren ?? brace) as string;
    const value = vars.get(name) ?? MAKE_DEFAULTS[name] ?? (EMPTY_FLAGS.test(name) ? "" : undefined);
    return value === undefined ? ((unknown = true), "") : inner(value);
  });
  return unknown || /\$\(/.test(out) ? undefined : out.replaceAll("$$DOLLAR$$", "$");
}

/** The project's scripts an install of its dependencies runs (npm ci, npm install, yarn, pnpm install, bun install). */
const INSTALLING = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"];

/** The scripts npm runs around its own subcommands. */
const LIFECYCLE: Record<string, string[]> = { pack: ["prepack", "prepare", "postpack"], version: ["preversion", "version", "postversion"], publish: ["prepublishOnly", "prepack", "prepare", "postpack"], ci: INSTALLING, install: INSTALLING, i: INSTALLING };

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

function packageScript(manager: string, args: string[], cwd: string): string | typeof UNREAD | undefined {
  const words = args.filter((a) => !a.startsWith("-"));
  // Every package's scripts (`pnpm -r build`, `npm run build --workspaces`): each one's is read, as the root's is.
  const every = args.some((a) => /^(?:-r|--recursive|--workspaces|-ws)$/.test(a));
  // One other package's (`npm --prefix packages/ui run build`, `--filter ui`, `--workspace=ui`): not read here.
  if (args.some((a) => /^(?:--prefix|-C|--dir|--cwd|--filter|-F|-w|--workspace)(?:=.*)?$/.test(a))) return UNREAD;
  if (every) {
    const rest = args.filter((a) => !/^(?:-r|--recursive|--workspaces|-ws)$/.test(a));
    const texts = [cwd, ...packagesBelow(cwd)].map((dir) => packageScript(manager, rest, dir));
    if (texts.includes(UNREAD) || texts.length > 64) return UNREAD;
    const read = texts.filter((t): t is string => typeof t === "string");
    return read.length ? read.join("\n") : undefined;
  }
  let script: string | undefined;
  // npm pack and npm version run the project's lifecycle scripts around what they do.
  // (publish too, when it is a dry run: it still packs. A real one is judged by the table: it sends.)
  // pnpm's, yarn's and bun's pack, publish and version run the same lifecycle scripts (`bun pm pack` too).
  // An install with no package named (bare `yarn` too) runs the project's install scripts, unless told --ignore-scripts.
  const verb = manager === "bun" && words[0] === "pm" ? words[1] : manager === "yarn" && !words.length && !args.some((a) => /^(?:-v|--version|-h|--help)$/.test(a)) ? "install" : words[0];
  const installing = /^(?:ci|install|i)$/.test(verb ?? "");
  if (installing && (words.length > 1 || args.some((a) => /^--ignore-scripts$|^-g$|^--global$/.test(a)))) return undefined;
  const lifecycle = (words[0] !== "publish" && verb !== "publish") || args.some((a) => a.startsWith("--dry-run")) ? LIFECYCLE[verb ?? ""] : undefined;
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
  const scripts = scriptsOf(cwd);
  const body = scripts?.[script];
  // (Where the plan wrote package.json's scripts but not this one, npm finds it missing, or another package.json
  // holds it than the one aye has in view: not read. `npm pkg set scripts.posttest=… && npm test`.)
  if (typeof body !== "string") return overlaid(join(cwd, "package.json")) ? UNREAD : undefined;
  const line = extra.length ? `${body} ${extra.map((w) => `'${w.replaceAll("'", `'\\''`)}'`).join(" ")}` : body;
  const around = [scripts?.[`pre${script}`], line, scripts?.[`post${script}`]].filter((s): s is string => typeof s === "string");
  return around.join("\n");
}

/** The folders below `cwd` that hold a package.json, three levels down at most, node_modules and hidden ones aside. */
export function packagesBelow(cwd: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 3 || found.length > 64) return;
    let names: string[];
    try {
      names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith(".")).map((e) => e.name);
    } catch {
      return;
    }
    for (const name of names.slice(0, 200)) {
      const sub = join(dir, name);
      if (existsSync(join(sub, "package.json"))) found.push(sub);
      walk(sub, depth + 1);
    }
  };
  walk(cwd, 1);
  return found;
}
