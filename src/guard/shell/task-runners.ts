/**
 * Python's task runners, which run what the project's files say or install before they run: `hatch run` builds and
 * installs the project into its environment first; `pdm run NAME` runs the script pyproject names NAME (a task, as
 * make's targets are); `uv run` syncs the environment first (`uv sync`: it builds the project and what it fetches),
 * unless told not to (`--no-sync`, `--frozen`... see `uvRunSync`).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { readManifest } from "./files.ts";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** The names of the scripts `[tool.pdm.scripts]` (pyproject.toml or pdm.toml) declares; undefined where some are not read. */
function pdmScripts(dir: string): Set<string> | undefined {
  const names = new Set<string>();
  for (const [file, prefix] of [["pyproject.toml", "tool.pdm"], ["pdm.toml", ""]] as const) {
    const text = readManifest(join(dir, file));
    if (text === undefined) continue;
    let section = "";
    for (const line of text.split("\n")) {
      const header = /^\s*\[\s*([\w.-]+(?:\s*\.\s*[\w.-]+)*)\s*\]/.exec(line)?.[1]?.replace(/\s+/g, "");
      if (header !== undefined) {
        section = header;
        // (`[tool.pdm.scripts.test]`: a script of its own table.)
        const sub = new RegExp(`^${prefix ? `${prefix.replace(".", "\\.")}\\.` : ""}scripts\\.([\\w-]+)$`).exec(section);
        if (sub) names.add(sub[1]!);
        continue;
      }
      const key = /^\s*["']?([\w-]+)["']?\s*=/.exec(line)?.[1];
      if (key === undefined) continue;
      if (section === (prefix ? `${prefix}.scripts` : "scripts")) names.add(key);
      // (`scripts = { … }` inline, or dotted keys: not read here.)
      else if (section === prefix && /^(?:scripts|scripts\.[\w-]+)$/.test(key)) return undefined;
    }
  }
  return names;
}

/**
 * Whether the project's pdm scripts hook pdm's own commands (`pre_run`, `post_install`, `pre_build`, `post_use`…):
 * pdm runs them around its commands, `pdm run pytest` too (or may: scripts aye could not read).
 */
export function pdmHooks(dir: string, command: string): boolean {
  const scripts = pdmScripts(dir);
  if (scripts === undefined) return true;
  // (pre_invoke runs before any command; an install locks first.)
  const stages = ["invoke", ...(PDM_STAGES[command] ?? [command])];
  return [...scripts].some((n) => stages.includes(/^(?:pre|post)_(\w+)$/.exec(n)?.[1] ?? ""));
}

/** The hooks' stages each of pdm's commands goes through. */
const PDM_STAGES: Record<string, string[]> = { run: ["run", "script"], install: ["install", "lock"], sync: ["install"], add: ["install", "lock"], update: ["install", "lock"], remove: ["install", "lock"], lock: ["lock"], build: ["build"], publish: ["publish", "build"] };

/** Whether `pdm run PROGRAM`, in `dir`, runs a script of the project's (or may: one aye could not read). */
export function pdmRunsScript(program: string, dir: string): boolean {
  const scripts = pdmScripts(dir);
  return scripts === undefined || scripts.has(program);
}

/** uv run's options that keep it from syncing, or sync only what is locked as it is with nothing built. */
const NO_SYNC = /^--(?:no-sync|no-project|script)$|^-s$/;

/** The options of `uv run` that `uv sync` takes too, as uv hands them to the sync it does first. */
const SYNC_FLAGS = /^--(?:frozen|locked|no-dev|dev|all-extras|all-groups|no-build|inexact|no-install-project|no-editable)$|^--(?:extra|group|only-group|no-group|package)(?:=|$)/;

/** Whether `dir` or a folder above it, up to `cwd`, is a uv project (pyproject.toml, uv.lock). */
function uvProject(dir: string, cwd: string): boolean {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, "pyproject.toml")) || existsSync(join(at, "uv.lock"))) return true;
    if (at === cwd || dirname(at) === at || !at.startsWith(cwd)) return false;
  }
}

/**
 * The `uv sync` a `uv run` does first (its sync options kept), as a command to judge; undefined when it syncs nothing:
 * `--no-sync`, `--no-project`, `--script`, or no uv project here.
 */
export function uvRunSync(c: SimpleCommand, dir: string, cwd: string): SimpleCommand | undefined {
  const run = [c.argv, ...(c.wrappers ?? [])].find((w) => programName(w[0] ?? "") === "uv" && w.slice(1).find((a) => !a.startsWith("-")) === "run");
  if (run === undefined) return undefined;
  const words = run;
  if (words.some((a) => NO_SYNC.test(a)) || !uvProject(dir, cwd)) return undefined;
  const flags = words.flatMap((a, i) => (SYNC_FLAGS.test(a) ? (/^--(?:extra|group|only-group|no-group|package)$/.test(a) ? [a, words[i + 1] ?? ""] : [a]) : []));
  return { ...c, argv: ["uv", "sync", ...flags], dynamic: [false, false, ...flags.map(() => false)], wrappers: [] };
}
