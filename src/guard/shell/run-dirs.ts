/**
 * The folder a command of a plan really runs in: `cd`, and the directory stack (`pushd DIR`, `popd`), move the plan
 * as a whole; a package manager told to run in its workspace's packages (`pnpm --filter ui exec …`, `pnpm -r exec
 * …`) runs its command in each of them. A script read by its name (`npm run build`) is read where it runs.
 */
import { resolve } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { inside } from "./effects.ts";
import { programName } from "./wrappers.ts";
import { isFolder } from "./files.ts";

/**
 * Where the plan is after `c` (a `cd`, `pushd` or `popd`), from `dir`; null once aye cannot say (a variable, `~`, `-`,
 * a folder out of `cwd`, the stack's other forms). `stack` is the plan's directory stack, which it keeps.
 */
export function landing(c: SimpleCommand, dir: string | null, cwd: string, stack: (string | null)[]): string | null {
  const name = programName(c.argv[0] ?? "");
  if (!/^(?:cd|pushd|popd)$/.test(name)) return dir;
  // In the background it moves only its own subshell; under another program (`env cd x`, `xargs cd`) it is no
  // builtin at all, or one aye cannot follow: only bash's own (`builtin cd`, `command cd`, `time cd`) move the plan.
  if (c.background) return dir;
  if ((c.wrappers ?? []).some((w) => !/^(?:builtin|command|time|sh|bash|dash|zsh|ksh|mksh|ash)$/.test(programName(w[0] ?? "")))) return null;
  if (name === "popd") return c.argv.length === 1 && stack.length ? stack.pop()! : null;
  if (name !== "cd" && name !== "pushd") return dir;
  if (name === "pushd") stack.push(dir);
  // (`~` and a variable are where aye cannot follow; an absolute path is where it says, not a folder of this one.)
  const to = c.argv[1];
  return dir !== null && c.argv.length === 2 && !c.dynamic[1] && !/^[-+~$]/.test(to!) && inside(resolve(dir, to!), cwd) ? resolve(dir, to!) : null;
}

/**
 * The folder each command of a plan runs in, the plan starting in `start` (in `cwd`, the folder it may write in);
 * null where aye cannot say. A `cd` in a subshell (`( … )`, a pipe's stage, `$( … )`, `sh -c`) holds until it ends.
 */
export function runDirs(commands: SimpleCommand[], cwd: string, start = cwd): Map<SimpleCommand, string | null> {
  const dirs = new Map<SimpleCommand, string | null>();
  let dir: string | null = start;
  let stack: (string | null)[] = [];
  // Where the plan was, and its stack, as each subshell open now began.
  const opened: { scope: number; dir: string | null; stack: (string | null)[] }[] = [];
  // The paths the plan's commands named, as each named them.
  const named = new Set<string>();
  for (const c of commands) {
    const scopes = c.scopes ?? [];
    let kept = 0;
    while (kept < opened.length && opened[kept]!.scope === scopes[kept]) kept++;
    if (kept < opened.length) {
      ({ dir, stack } = opened[kept]!);
      stack = [...stack];
      opened.length = kept;
    }
    for (const scope of scopes.slice(kept)) opened.push({ scope, dir, stack: [...stack] });
    const from: string | null = dir;
    dir = landing(c, dir, cwd, stack);
    // A `cd` to a folder that is not there fails, and what follows a `;` runs where the plan was (unless the plan
    // made it first: `mkdir -p out && cd out`).
    if (dir !== null && dir !== from && !isFolder(dir) && !named.has(dir)) dir = from;
    const at = ownDir(c, dir, cwd);
    dirs.set(c, at);
    for (const w of c.argv.slice(1)) named.add(resolve(at ?? cwd, w));
  }
  return dirs;
}

/** Whether `c` only moves the plan (its judgement is where it lands). */
export const moves = (c: SimpleCommand) => /^(?:cd|pushd|popd)$/.test(programName(c.argv[0] ?? ""));

/** Options of a package manager that run its command in other packages of the workspace, or in another folder. */
const ELSEWHERE = /^(?:-r|--recursive|-F.*|--filter(?:=.*)?|-w|--workspace(?:=.*)?|--workspaces|-ws|--prefix(?:=.*)?|-C.*|--dir(?:=.*)?|--cwd(?:=.*)?)$/;

/** Whether a wrapper runs `c` in the workspace's other packages (`pnpm --filter ui exec`, `pnpm -r exec`), not here only. */
export const inPackages = (c: SimpleCommand) => (c.wrappers ?? []).some((w) => /^(?:npm|pnpm|yarn|bun|npx)$/.test(programName(w[0] ?? "")) && w.slice(1).some((a) => ELSEWHERE.test(a)));

/** The folders a wrapper names for its command to run in (`pnpm -C ../other exec`, `npm --prefix /srv/app exec`). */
export const wrapperFolders = (c: SimpleCommand) =>
  (c.wrappers ?? []).flatMap((w) => w.flatMap((a, i) => (/^(?:-C|--dir|--prefix|--cwd)$/.test(w[i - 1] ?? "") ? [a] : (/^(?:-C|--dir=|--prefix=|--cwd=)(.+)$/.exec(a)?.slice(1) ?? []))));

/** The options by which a wrapper runs its command in another folder (`env -C dir`, `uv run --directory dir`, `conda run --cwd dir`). */
const FOLDER_OPTIONS: Record<string, string[]> = {
  env: ["-C", "--chdir"],
  sudo: ["-D", "--chdir"],
  uv: ["--directory"],
  conda: ["--cwd"],
  mamba: ["--cwd"],
  micromamba: ["--cwd"],
  poetry: ["-C", "--directory"],
  pnpm: ["-C", "--dir"],
  yarn: ["--cwd"],
  bun: ["--cwd"],
  parallel: ["--wd", "--workdir"],
};

/** Where `c` itself runs, the plan being in `dir`: a wrapper may run it elsewhere (`env -C packages/ui …`, `sudo -D /srv …`). */
export function ownDir(c: SimpleCommand, dir: string | null, cwd: string): string | null {
  for (const w of c.wrappers ?? []) {
    const options = FOLDER_OPTIONS[programName(w[0] ?? "")];
    // (npm's --prefix names the project, where npm exec may or may not run its command: not followed.)
    if (/^(?:npm|npx)$/.test(programName(w[0] ?? "")) && w.some((a) => /^--prefix(?:=|$)/.test(a))) return null;
    if (options === undefined) continue;
    const to = w.flatMap((a, i) => (options.includes(w[i - 1] ?? "") ? [a] : options.flatMap((o) => (a.startsWith(`${o}=`) ? [a.slice(o.length + 1)] : /^-[A-Z]$/.test(o) && a.startsWith(o) && a.length > 2 ? [a.slice(2)] : []))))[0];
    if (to === undefined) continue;
    if (dir === null || /^[~$]/.test(to) || !inside(resolve(dir, to), cwd)) return null;
    dir = resolve(dir, to);
  }
  return dir;
}
