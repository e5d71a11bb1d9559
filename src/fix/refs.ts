/**
 * A repository's names as git keeps them: local branches (`feature/login`),
 * remote-tracking ones (`origin/main`), the remotes and the tags. A branch with a
 * slash in its name is no remote's branch: `feature/login` names no remote
 * `feature`, and `login` is no branch of it.
 */
import type { World } from "./types.ts";

export interface Refs {
  current?: string;
  local: string[];
  /** Remote-tracking branches, as `origin/main`. */
  tracking: string[];
  remotes: string[];
  tags: string[];
  /** Every name a revision may be given by: branches, a remote branch without its remote, tags. */
  names: string[];
}

export function refsOf(world: World, cwd: string): Refs {
  const { current, all, tags = [], remotes: listed } = world.branches(cwd);
  const config = world.readText(`${cwd}/.git/config`) ?? "";
  const remotes = new Set(listed ?? []);
  for (const m of config.matchAll(/^\[remote "([^"]+)"\]/gm)) remotes.add(m[1]!);
  const tracking = all.filter((b) => remotes.has(b.split("/")[0]!) && b.includes("/"));
  const local = all.filter((b) => !tracking.includes(b));
  const names = [...new Set([...all, ...tracking.map((b) => b.slice(b.indexOf("/") + 1)), ...tags])];
  return { current, local, tracking, remotes: [...remotes], tags, names };
}
