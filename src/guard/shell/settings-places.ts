/**
 * Places whose files are the person's settings or run later, wherever the plan stands: a folder of home's hidden
 * ones (`~/.oh-my-zsh`, `~/.config/nvim`), a folder or file a start-up file of home links to (a dotfiles
 * repository: `~/.bashrc` → `~/dotfiles/bashrc`), and the hooks folder the repository's own config names
 * (`core.hooksPath = scripts/hooks`). A write there changes what the person's shell, editor or git runs next.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";

const home = () => process.env.HOME || homedir();

/** Where the start-up files of home and ~/.config point (resolved). */
export function linkedFromHome(): string[] {
  const targets: string[] = [];
  for (const dir of [home(), join(home(), ".config")]) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const n of names) {
      if (dir === home() && !n.startsWith(".")) continue;
      try {
        if (lstatSync(join(dir, n)).isSymbolicLink()) targets.push(realpathSync(resolve(dir, readlinkSync(join(dir, n)))));
      } catch {
        // a link that points nowhere leads to no file here
      }
    }
  }
  return targets;
}

/** `path` as it resolves: its folder's real path and its name (a file not made yet resolves by its folder). */
function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return undefined;
    }
  }
}

/** Whether `cwd` lies, as it resolves, in a hidden folder of home (`~/.oh-my-zsh/lib`). */
export function inHiddenHome(cwd: string): boolean {
  const at = real(cwd);
  const rel = at === undefined ? undefined : relative(home(), at);
  return rel !== undefined && rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) && rel.split("/").some((p) => p.startsWith("."));
}

/** The hooks folder the config of the repository holding `cwd` names (core.hooksPath), resolved; undefined if none. */
function hooksPath(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) {
      let config: string;
      try {
        config = readFileSync(join(dir, ".git", "config"), "utf8");
      } catch {
        return undefined;
      }
      const named = /^\s*hookspath\s*=\s*"?([^"\n]+?)"?\s*$/im.exec(config)?.[1];
      return named === undefined ? undefined : real(resolve(dir, named.replace(/^~(?=\/)/, home())));
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether a write to any of `paths` (as named in `cwd`) lands in a settings place (see the top of this file). */
export function inSettingsPlace(paths: string[], cwd: string): boolean {
  if (!paths.length) return false;
  const linked = linkedFromHome();
  const hooks = hooksPath(cwd);
  return paths.some((p) => {
    const at = real(resolve(cwd, p));
    if (at === undefined) return false;
    const under = (t: string) => at === t || at.startsWith(`${t}/`);
    return linked.some(under) || (hooks !== undefined && under(hooks));
  });
}
