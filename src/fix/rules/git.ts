/** git beyond its own hints: rejected pushes, branch names, local changes in the way. */
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { replaceToken } from "../words.ts";

export const git: Rule = (f, world) => {
  if (f.argv[0] !== "git") return [];
  const out: Suggestion[] = [];
  const sub = f.argv[1];
  if (sub === "push" && /\[rejected\][\s\S]*\((?:fetch first|non-fast-forward)\)|Updates were rejected because/.test(f.output)) {
    out.push({ commands: ["git pull --rebase", f.command], source: "rule", why: "the remote has commits you do not have" });
  }
  const refspec = /error: src refspec (\S+) does not match any/.exec(f.output);
  if (refspec) {
    const current = world.branches(f.cwd).current;
    if (current && current !== refspec[1]) out.push({ commands: [replaceToken(f.command, refspec[1]!, current)], source: "rule", why: `your branch is ${current}` });
  }
  const pathspec = /error: pathspec '([^']+)' did not match any file\(s\) known to git|fatal: invalid reference: (\S+)/.exec(f.output);
  const ref = pathspec?.[1] ?? pathspec?.[2];
  if (ref && (sub === "checkout" || sub === "switch" || sub === "merge" || sub === "rebase")) {
    const branches = world.branches(f.cwd).all.map((b) => b.replace(/^origin\//, ""));
    for (const branch of nearest(ref, branches)) out.push({ commands: [replaceToken(f.command, ref, branch)], source: "rule", why: `branch ${branch} exists` });
    if (sub === "checkout" || sub === "switch") out.push({ commands: [`git switch -c ${ref}`], source: "rule", why: "create the branch" });
  }
  if (/Your local changes to the following files would be overwritten/.test(f.output)) {
    out.push({ commands: ["git stash", f.command, "git stash pop"], source: "rule", why: "set your changes aside meanwhile" });
  }
  if (sub === "commit" && /no changes added to commit|nothing added to commit but untracked files present/.test(f.output)) {
    out.push({ commands: ["git add -A", f.command], source: "rule", why: "nothing was staged" });
  }
  return out;
};
