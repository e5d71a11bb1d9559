/**
 * The repository's state, read from what git printed and from its state files
 * (read, never run): files left unmerged, a rebase or merge in progress. A
 * remote named upstream in a clone that has only origin is left alone: the
 * person may mean to add it (the earlier corpora judged so twice).
 */
import { dirname, resolve } from "node:path";
import type { Rule, World } from "../types.ts";
import { quoteWord } from "../words.ts";

/** The repository's git folder, up from `cwd`, when it is a folder (not a worktree's pointer). */
function gitDir(cwd: string, world: World): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (world.isDir(`${dir}/.git`)) return `${dir}/.git`;
    if (dir === "/") return undefined;
  }
}

/** What is in progress: a rebase or a merge, from the state files git keeps (or the branch list's "(no branch, rebasing x)"). */
export function inProgress(cwd: string, world: World): "rebase" | "merge" | "cherry-pick" | undefined {
  const dir = gitDir(cwd, world);
  if (dir && (world.isDir(`${dir}/rebase-merge`) || world.isDir(`${dir}/rebase-apply`))) return "rebase";
  if (world.branches(cwd).all.some((b) => /^\(no branch, rebasing /.test(b))) return "rebase";
  if (dir && world.isFile(`${dir}/MERGE_HEAD`)) return "merge";
  if (dir && world.isFile(`${dir}/CHERRY_PICK_HEAD`)) return "cherry-pick";
  return undefined;
}

/** Files git names as unmerged: "app.py: needs merge", "U\tapp.py", "both modified: app.py". */
export function unmerged(output: string): string[] {
  const names = [
    ...[...output.matchAll(/^(\S[^\n:]*): needs merge$/gm)].map((m) => m[1]!),
    ...[...output.matchAll(/^U{1,2}\s+(\S.*)$/gm)].map((m) => m[1]!.trim()),
    ...[...output.matchAll(/^\s*both (?:modified|added):\s+(\S.*)$/gm)].map((m) => m[1]!.trim()),
  ];
  return [...new Set(names)];
}

/** Steps that record a resolution: they need the resolved files added first. */
const RECORDS = /^(?:commit\b|(?:rebase|merge|cherry-pick|revert|am) --continue\b)/;
/** Steps that leave the current state: a rebase in progress must be finished or abandoned first. */
const LEAVES = /^(?:checkout|switch|merge|pull|rebase(?! --))\b/;

export const gitState: Rule = (f, world) => {
  if (f.argv[0] !== "git") return [];
  const rest = f.argv.slice(1).join(" ");
  const files = unmerged(f.output);
  // Conflicts marked resolved, then the step again.
  if (files.length && files.length <= 8 && RECORDS.test(rest) && /needs merge|unmerged|unresolved conflict|mark them as resolved|Fix them up/i.test(f.output)) {
    return [{ commands: [`git add ${files.map(quoteWord).join(" ")}`, f.command], source: "rule", why: `${files.join(", ")} resolved, then added` }];
  }
  // git rebase main while a rebase stopped: go on with it.
  if (/^rebase\b/.test(rest) && !/--(?:continue|abort|skip|quit)/.test(rest) && /in the middle of another rebase|already a rebase-(?:merge|apply) directory/.test(f.output)) {
    return [{ commands: ["git rebase --continue"], source: "tool", why: "a rebase is in progress: go on with it" }];
  }
  const state = inProgress(f.cwd, world);
  // git rebase --continue with a merge in progress ("No rebase in progress?"): the operation the repository is in.
  const step = /^(rebase|merge|cherry-pick|revert) (--(?:continue|abort|skip|quit))$/.exec(rest);
  if (step && state && state !== step[1] && /No (?:rebase|merge|cherry-pick or revert|cherry-pick) in progress|There is no merge (?:in progress|to abort)/i.test(f.output)) {
    if (step[2] !== "--skip" || state !== "merge") return [{ commands: [`git ${state} ${step[2]}`], source: "rule", why: `a ${state} is in progress, not a ${step[1]}` }];
  }
  // git checkout main during a rebase with conflicts: the rebase is abandoned first.
  if (state && LEAVES.test(rest) && /resolve your current index first|needs merge|you have unmerged files|in the middle of/i.test(f.output)) {
    return [{ commands: [`git ${state} --abort`, f.command], source: "rule", why: `a ${state} is in progress` }];
  }
  return [];
};
