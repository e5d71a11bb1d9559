/** git commands that lose work for good: on the remote, in the working tree, in the stash, in branches. */
import { options } from "./danger-rules.ts";

/** git's own options before the subcommand, and which of them take a value. */
const GIT_VALUES = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix"]);

/** Settings with which git runs a program: an alias with `!`, a pager, a hook folder, a filter, a helper. */
export const RUNS_PROGRAM = /^(?:alias\.|core\.(?:sshcommand|pager|editor|fsmonitor|hookspath|askpass|gitproxy)|sequence\.editor|diff\.external|credential\.(?:.*\.)?helper|[^=]*=\s*!|pager\.|filter\.|include\.|includeif\.|protocol\.|uploadpack\.|remote\..*\.(?:uploadpack|receivepack|proxy|url|pushurl)|url\..*\.(?:insteadof|pushinsteadof)|http\..*(?:proxy|sslverify)|.*\.(?:command|cmd|program|textconv|clean|smudge|process)(?:=|$))/i;

/** Why `git args…` is dangerous, if it is. */
export function gitDanger(args: string[]): string[] {
  let i = 0;
  const why: string[] = [];
  while (i < args.length && args[i]!.startsWith("-")) {
    // -c alias.x='!cmd' or core.sshCommand=cmd makes git run a program the line does not show.
    if (args[i] === "-c" && RUNS_PROGRAM.test(args[i + 1] ?? "")) why.push("configures git to run a program aye cannot see");
    if (args[i]!.startsWith("--config=") && RUNS_PROGRAM.test(args[i]!.slice(9))) why.push("configures git to run a program aye cannot see");
    i += GIT_VALUES.has(args[i]!) ? 2 : 1;
  }
  // clone's (and submodule's) own `--config k=v`: the new repository's setting, as -c is this one's.
  const rest = args.slice(i + 1);
  if (rest.some((a, j) => (a === "--config" || a === "-c") && RUNS_PROGRAM.test(rest[j + 1] ?? "")) || rest.some((a) => a.startsWith("--config=") && RUNS_PROGRAM.test(a.slice(9)))) why.push("configures git to run a program aye cannot see");
  return [...why, ...subcommand(args[i], rest)];
}

function subcommand(sub: string | undefined, rest: string[]): string[] {
  switch (sub) {
    case "push":
      return push(rest);
    case "reset":
      return rest.includes("--hard") || rest.includes("--merge") ? ["throws away uncommitted work"] : [];
    case "checkout": {
      const o = options(rest, "bB");
      return rest.includes("--") || o.operands.some((p) => p === "." || p === ":/" || p === "*") || o.short.has("f") || o.long.has("force") ? ["throws away uncommitted changes"] : [];
    }
    case "restore": {
      const o = options(rest, "s");
      const worktree = o.short.has("W") || o.long.has("worktree") || !(o.short.has("S") || o.long.has("staged"));
      return worktree && o.operands.length ? ["throws away uncommitted changes"] : [];
    }
    case "stash":
      return rest[0] === "drop" || rest[0] === "clear" ? ["deletes stashed work"] : [];
    case "branch": {
      const o = options(rest);
      const deletes = o.short.has("d") || o.long.has("delete");
      return o.short.has("D") || (deletes && (o.short.has("f") || o.long.has("force"))) ? ["deletes a branch that may not be merged"] : [];
    }
    case "clean": {
      const o = options(rest, "eE");
      const dry = o.short.has("n") || o.long.has("dry-run");
      return !dry && (o.short.has("f") || o.long.has("force")) ? ["deletes untracked files"] : [];
    }
    case "config": {
      // git config core.fsmonitor 'cmd': set now, run by a later git command.
      const [key, value] = options(rest, "f").operands;
      return key && value !== undefined && RUNS_PROGRAM.test(key) ? ["configures git to run a program aye cannot see"] : [];
    }
    case "filter-branch":
    case "filter-repo":
      return ["rewrites the history of the repository"];
    default:
      return [];
  }
}

function push(args: string[]): string[] {
  const o = options(args, "o");
  const why: string[] = [];
  const force = o.short.has("f") || ["force", "force-with-lease", "force-if-includes"].some((l) => o.long.has(l)) || o.operands.some((r) => r.startsWith("+"));
  if (force) why.push("rewrites history on the remote");
  // `origin :main` deletes main there, as --delete does; --mirror and --prune delete what is missing here.
  const refs = o.operands.slice(1);
  if (o.short.has("d") || o.long.has("delete") || refs.some((r) => r.startsWith(":")) || o.long.has("mirror") || o.long.has("prune")) why.push("deletes branches or tags on the remote");
  return why;
}
