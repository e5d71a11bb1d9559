/**
 * git commands that move a branch or the working tree and lose no commit: bringing a branch up to date with its
 * upstream (`git pull`, `git pull --rebase` of the commits not pushed yet), which runs unattended, and undoing an
 * unfinished merge, rebase, cherry-pick, revert or am (`--abort`), which puts back where it began. Their effects have
 * words of their own (effects.ts): what they do is not "rewrites history", and the menu says what they keep. An abort
 * is still asked: every tracked edit not yet committed is dropped, a conflict's fix or not, as `git reset --merge` drops them.
 */
import type { Effect } from "./effects.ts";

/** pull's options that change only how the upstream's commits are joined to the branch's, or how it reports. */
const PULL_PLAIN = /^(?:--rebase|-r|--rebase=(?:true|merges|false)|--no-rebase|--ff-only|--ff|--no-ff|--autostash|--no-autostash|--no-edit|-q|--quiet|-v|--verbose|--stat|-n|--no-stat|--progress|--no-progress|--commit|--no-commit|--no-verify|--verify-signatures|--tags|--no-tags|--unshallow|--depth=\d+)$/;

/** A remote's name or a branch to pull from; not a path, a URL or a refspec that moves a ref of its own (`+x`, `a:b`). */
const NAMED = /^[\w][\w./-]*$/;

/** A plain branch's name: no full ref (`refs/pull/7/head`), nor a forge's pull or merge request (`pull/7/head`, `merge-requests/7/head`). */
const BRANCH = /^(?!refs\/|(?:pull|pulls|pr|merge-requests|changes)\/|.*\/(?:head|merge)$)[\w][\w./-]*$/;

/**
 * `git pull` from a remote by its name, of its branches by theirs: what the branch's upstream holds is joined to it
 * (merged, fast-forwarded, or with the commits not pushed yet replayed on top), and git refuses what would overwrite
 * local changes. A strategy (`-s ours`, `-X theirs`) drops one side's changes; an interactive rebase runs an editor.
 */
function pull(args: string[]): Effect[] | undefined {
  const operands = args.filter((a) => !a.startsWith("-"));
  const options = args.filter((a) => a.startsWith("-"));
  if (!options.every((o) => PULL_PLAIN.test(o)) || !operands.every((o) => NAMED.test(o) && !o.includes(".."))) return undefined;
  // (Which remote it is, and whose branch, only the repository's files say: git-pulls.ts, from to-shell.ts.)
  if (!operands.slice(1).every((o) => BRANCH.test(o))) return undefined;
  return ["moves"];
}

/**
 * An unfinished operation's `--abort` puts back the branch and the tree as they were before it began (the commits
 * made while it ran are in the reflog; every tracked edit not committed is dropped, conflict fix or not: asked,
 * see SAFE), and `--quit` forgets it and keeps what is there. `--skip` drops a commit: the row decides.
 */
const abort = (args: string[]): Effect[] | undefined => (args.length === 1 && args[0] === "--abort" ? ["undoes"] : args.length === 1 && args[0] === "--quit" ? ["writes"] : undefined);

/**
 * Unstaging changes the index only: `git restore --staged` (without `--worktree`) and `git reset` of no commit but
 * HEAD (`git reset`, `git reset HEAD -- src/`, `git reset -q -- .`) put back what the next commit would take from
 * HEAD, and every file in the tree stays as it is. (A staged version that differs from the file's is still an object
 * of the repository's.) Any other commit, a mode (`--hard`, `--soft`) or `-p` is the row's.
 */
const unstages = (args: string[]): Effect[] | undefined => {
  const end = args.indexOf("--") >>> 0;
  const words = args.slice(0, end).filter((a) => !a.startsWith("-"));
  const options = args.slice(0, end).filter((a) => a.startsWith("-"));
  if (!options.every((o) => /^(?:-q|--quiet|--no-refresh|--refresh)$/.test(o))) return undefined;
  // (After the commit, every word is a path: `git reset HEAD a b`.)
  return words.length === 0 || /^(?:HEAD|@)$/.test(words[0]!) ? ["writes"] : undefined;
};
const restoresIndex = (args: string[]): Effect[] | undefined =>
  args.some((a) => /^-[a-zA-Z]*S|^--staged$/.test(a)) && !args.some((a) => /^-[a-zA-Z]*[Wp]|^--(?:worktree|patch)$/.test(a)) ? ["writes"] : undefined;

/** Specials for the effect table (effect-specials.ts), keyed by their program and subcommand. */
export const GIT_KEEPS: Record<string, (args: string[]) => Effect[] | undefined> = {
  "git pull": pull,
  "git rebase": abort,
  "git merge": abort,
  "git cherry-pick": abort,
  "git revert": abort,
  "git am": abort,
  "git reset": unstages,
  "git restore": restoresIndex,
};
