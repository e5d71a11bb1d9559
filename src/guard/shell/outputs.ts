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

/** A compiled file's pattern in a path's last part: `*.o`, `*.pyc`. */
const FILES_GLOB = /^\*\.(?:pyc|pyo|o|obj|class|tsbuildinfo)$/;

/**
 * Whether `path`, as a command in `cwd` names it, is inside `root` (the plan's folder) and made by a build, with no
 * symbolic link on the way. A glob is what it matches when the line runs, which aye does not see (`**\/*.class` may
 * reach a kept folder); one in the last part only, below a build's folder (`dist/*`, `build/tmp/*.o`) or of compiled
 * files (`*.o`), matches nothing else. (Not `dist/.*`, which an older bash matches with `..`; not `dist/*\/`, which
 * follows a link.)
 */
function made(path: string, cwd: string, root = cwd): boolean {
  if (/[$`~{\\]/.test(path)) return false;
  const rel = relative(root, resolve(cwd, path));
  if (!rel || rel.startsWith("..") || isAbsolute(rel)) return false;
  const parts = rel.split("/");
  const glob = (p: string) => /[*?[]/.test(p);
  if (parts.slice(0, -1).some(glob) || (glob(parts.at(-1)!) && (/\*\*|^\.[*?[]/.test(parts.at(-1)!) || /\/$/.test(path)))) return false;
  const dirs = glob(parts.at(-1)!) ? parts.slice(0, -1) : parts;
  // The build's name must be in the words as written, which climb nowhere: where the shell stands is what a `cd`
  // made of it, and a `cd` that failed leaves it elsewhere (`rm -rf dist; cd dist; rm -rf *`, `cd build; rm -rf ../dist`).
  const written = path.split("/").filter((p) => p && p !== ".");
  if (written.includes("..")) return false;
  const named = glob(written.at(-1) ?? "") ? written.slice(0, -1) : written;
  if (!named.some((p) => FOLDERS.has(p) || p.endsWith(".egg-info")) && !FILES.test(parts.at(-1)!) && !FILES_GLOB.test(parts.at(-1)!)) return false;
  for (let i = 1; i <= dirs.length; i++) {
    try {
      if (lstatSync(join(root, ...dirs.slice(0, i))).isSymbolicLink()) return false;
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

/** Whether every one of `paths` (as named in `cwd`, inside `root`) is a build's output (see the top of this file). */
export function regenerable(paths: string[], cwd: string, root = cwd): boolean {
  return paths.length > 0 && paths.every((p) => made(p, cwd, root)) && !tracked(paths, cwd);
}

