/**
 * Where a `git pull` fetches from, read from the repository's own files (no git is run): a pull is a harmless move
 * only from a remote the repository already has, and it brings in the files of whoever pushed there. Only the
 * branch's own upstream is the person's to trust; any other branch (a colleague's, or anyone's pull request) is
 * code aye has not seen, which a build, a test or an install after it runs.
 */
import { readText as read } from "./files.ts";
import { statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** What a repository's config says of its remotes and of the branch checked out. */
interface Repository {
  remotes: Set<string>;
  /** The branch checked out, its remote and the ref it merges (`refs/heads/main`), where config names them. */
  branch?: string;
  remote?: string;
  merge?: string;
}

/** The git folder of the repository `cwd` is in (`.git`, or where a `.git` file points), as git finds it going up. */
function gitDir(cwd: string): string | undefined {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const dot = join(dir, ".git");
    try {
      if (statSync(dot).isDirectory()) return dot;
      const to = /^gitdir:\s*(.+?)\s*$/m.exec(read(dot) ?? "")?.[1];
      return to === undefined ? undefined : resolve(dir, to);
    } catch {
      // No .git here: look above.
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The remotes and the checked-out branch's upstream, from `.git/config` and `.git/HEAD`; undefined where there is no repository. */
export function repository(cwd: string): Repository | undefined {
  const dir = gitDir(cwd);
  if (dir === undefined) return undefined;
  // (A worktree's own git folder keeps HEAD; the config is the common one's.)
  const common = read(join(dir, "commondir"))?.trim();
  const config = read(join(common ? resolve(dir, common) : dir, "config"));
  if (config === undefined) return undefined;
  const branch = /^ref:\s*refs\/heads\/(\S+)\s*$/m.exec(read(join(dir, "HEAD")) ?? "")?.[1];
  const repo: Repository = { remotes: new Set(), ...(branch ? { branch } : {}) };
  let section = "";
  for (const line of config.split("\n")) {
    const head = /^\s*\[\s*([\w.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
    if (head) {
      section = `${head[1]!.toLowerCase()} ${head[2] ?? ""}`;
      if (head[1]!.toLowerCase() === "remote" && head[2]) repo.remotes.add(head[2]);
      continue;
    }
    const kv = /^\s*(\w[\w-]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!kv || branch === undefined || section !== `branch ${branch}`) continue;
    if (kv[1]!.toLowerCase() === "remote") repo.remote = kv[2]!;
    if (kv[1]!.toLowerCase() === "merge") repo.merge = kv[2]!;
  }
  return repo;
}

/** Where git's own options end and its subcommand stands (`git -C . pull`): -1 when there is none. */
function subcommandAt(argv: string[]): number {
  for (let i = 1; i < argv.length; i++) {
    if (/^(?:-C|-c|--git-dir|--work-tree|--namespace|--exec-path|--config-env)$/.test(argv[i]!)) i++;
    else if (!argv[i]!.startsWith("-")) return i;
  }
  return -1;
}

/** A command of the plan before it that adds, re-points or renames a remote, or changes what a branch tracks. */
const repoints = (c: SimpleCommand) => {
  if (programName(c.argv[0] ?? "") !== "git") return false;
  const at = subcommandAt(c.argv);
  const [sub, verb] = [c.argv[at], c.argv[at + 1]];
  if (sub === "remote") return verb !== undefined && !/^(?:-v|--verbose|show|get-url)$/.test(verb);
  if (sub === "config") return c.argv.slice(at + 1).some((a) => /^(?:remote|branch|url)\./i.test(a));
  return sub === "branch" && c.argv.slice(at + 1).some((a) => /^(?:-u|--set-upstream-to(?:=.*)?|--track|-t)$/.test(a));
};

/**
 * What a `git pull` (`argv`, its options already judged plain by git-keeps.ts) fetches: "upstream", the branch's
 * own; "remote", another branch of a remote the repository has; undefined where aye cannot say it is either (no
 * repository found, a remote it does not have, one the plan added or re-pointed first).
 */
export function pullSource(argv: string[], cwd: string, before: SimpleCommand[]): "upstream" | "remote" | undefined {
  const at = subcommandAt(argv);
  if (at < 0 || argv[at] !== "pull" || before.some(repoints)) return undefined;
  // (In the repository git's own options name: `git -C vendor/lib pull` reads vendor/lib's; a git folder given is not read.)
  let dir = cwd;
  for (let i = 1; i < at; i++) {
    if (argv[i] === "-C") dir = resolve(dir, argv[++i] ?? "");
    else if (/^--(?:git-dir|work-tree)\b/.test(argv[i]!) || argv[i] === "-c") return undefined;
  }
  const repo = repository(dir);
  if (repo === undefined) return undefined;
  const operands = argv.slice(at + 1).filter((a) => !a.startsWith("-"));
  if (!operands.length) return "upstream";
  if (!repo.remotes.has(operands[0]!)) return undefined;
  const branches = operands.slice(1);
  const own = operands[0] === repo.remote && (!branches.length || (branches.length === 1 && `refs/heads/${branches[0]}` === repo.merge));
  return own ? "upstream" : "remote";
}

/**
 * The first `git pull` of `commands` that is not the branch's own upstream (another branch, or one aye cannot
 * place), and what to call what it brings in: what runs after it may be that.
 */
export function pulledIn(commands: SimpleCommand[], cwd: string): { at: number; what: string } | undefined {
  for (const [at, c] of commands.entries()) {
    if (programName(c.argv[0] ?? "") !== "git" || c.argv[subcommandAt(c.argv)] !== "pull") continue;
    if (pullSource(c.argv, cwd, commands.slice(0, at)) !== "upstream") return { at, what: "what `git pull` brings in" };
  }
  return undefined;
}
