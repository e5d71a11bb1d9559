/**
 * What a build makes and makes again: deleting it, or writing over a file in
 * it, loses nothing another build cannot bring back. A path counts when it lies
 * inside the working folder under a folder of a conventional name (`dist`,
 * `target`, `__pycache__`…) or is a compiled file named whole (`main.o`; a glob is
 * what it matches when the line runs, which aye does not see), no part of it is a
 * symbolic link, and git tracks nothing in it.
 */
import { existsSync, lstatSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";

/** Folders tools fill with what they build, cache or fetch by a lockfile. */
const FOLDERS = new Set([
  "build", "dist", "out", "target", "coverage", "htmlcov", ".nyc_output", "node_modules", ".next", ".nuxt", ".svelte-kit", ".turbo",
  ".parcel-cache", ".vite", ".angular", ".docusaurus", "storybook-static", "__pycache__", ".pytest_cache", ".mypy_cache",
  ".ruff_cache", ".hypothesis", ".tox", ".nox", ".eggs", ".gradle", ".dart_tool", "_build", "obj", "cmake-build-debug",
  "cmake-build-release", ".build", "DerivedData", ".eslintcache", ".stylelintcache", ".tsbuildinfo",
]);
const FILES = /\.(?:pyc|pyo|o|obj|class|tsbuildinfo)$/;

/** Whether `path`, relative to `cwd`, is inside it and made by a build, with no symbolic link on the way. */
function made(path: string, cwd: string): boolean {
  // A glob is what it matches when the line runs, which aye does not see (`**/*.class` may reach a kept folder).
  if (/[$`~*?[{\\]/.test(path)) return false;
  const rel = relative(cwd, resolve(cwd, path));
  if (!rel || rel.startsWith("..") || isAbsolute(rel)) return false;
  const parts = rel.split("/");
  if (!parts.some((p) => FOLDERS.has(p) || p.endsWith(".egg-info")) && !FILES.test(parts.at(-1)!)) return false;
  for (let i = 1; i <= parts.length; i++) {
    try {
      if (lstatSync(join(cwd, ...parts.slice(0, i))).isSymbolicLink()) return false;
    } catch {
      break; // what does not exist yet links nowhere
    }
  }
  return true;
}

/** Whether `cwd` is inside a git work tree: a `.git` here or in a folder above. */
function inRepository(cwd: string): boolean {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** Whether git tracks a file under any of `paths` (false outside a repository, or without git). */
function tracked(paths: string[], cwd: string): boolean {
  // Asked of git only inside a repository: starting it costs milliseconds.
  if (!paths.length || !inRepository(cwd)) return false;
  try {
    const git = Bun.spawnSync(["git", "ls-files", "-z", "--", ...paths], { cwd, stdout: "pipe", stderr: "ignore" });
    return git.exitCode === 0 && git.stdout.length > 0;
  } catch {
    return false;
  }
}

/** Whether every one of `paths` is a build's output (see the top of this file). */
export function regenerable(paths: string[], cwd: string): boolean {
  return paths.length > 0 && paths.every((p) => made(p, cwd)) && !tracked(paths, cwd);
}

/** A compiled file's pattern as find takes it: `*.pyc`, `*.o`. */
const FILE_PATTERN = /^\*\.(?:pyc|pyo|o|obj|class|tsbuildinfo)$/;

/**
 * Whether every path below `cwd` that find's `-name NAME` matches is a build's output: NAME is a build's folder
 * (`__pycache__`, `dist`) or a compiled file's pattern (`*.pyc`), and git tracks nothing of that name.
 */
export function builtName(name: string, cwd: string): boolean {
  const folder = FOLDERS.has(name) || (/^[\w.-]+\.egg-info$/.test(name) && name !== ".egg-info");
  if (!folder && !FILE_PATTERN.test(name)) return false;
  return !tracked(folder ? [`:(glob)**/${name}`, `:(glob)**/${name}/**`] : [`:(glob)**/${name}`], cwd);
}
