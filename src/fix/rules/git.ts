/** git beyond its own hints: rejected pushes, branch names, local changes in the way. */
import { dirname, resolve } from "node:path";
import { valuesOf } from "../known.ts";
import { nearest, siblings } from "../nearest.ts";
import { refsOf } from "../refs.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { afterDashes, escapeRegExp, quoteWord, replaceToken, splitWords, withOption } from "../words.ts";

export const git: Rule = (f, world) => {
  if (f.argv[0] !== "git") return [];
  const out: Suggestion[] = [];
  const sub = f.argv[1];
  // Not in a repository: the one cloned just below, or a new one for a command that sets one up (lfs track, remote add).
  if (/not a git repository \(|Not in a Git repository/.test(f.output) && !f.argv.includes("-C")) {
    const below = world.list(f.cwd).filter((name) => world.isDir(resolve(f.cwd, name, ".git")));
    if (below.length === 1) out.push({ commands: [`cd ${quoteWord(below[0]!)}`, f.command], source: "rule", why: `${below[0]} is a repository` });
    else if (!below.length && /^(?:lfs track|remote add|submodule add)\b/.test(f.argv.slice(1, 3).join(" "))) {
      out.push({ commands: ["git init", f.command], source: "rule", why: "there is no repository here yet" });
    }
  }
  if (sub === "push" && /\[rejected\][\s\S]*\((?:fetch first|non-fast-forward)\)|Updates were rejected because/.test(f.output)) {
    out.push({ commands: ["git pull --rebase", f.command], source: "rule", why: "the remote has commits you do not have" });
  }
  // git push orgin main: a remote one slip from one the repository has.
  const notRemote = /fatal: '([\w.-]+)' does not appear to be a git repository/.exec(f.output)?.[1];
  if (notRemote && f.argv.includes(notRemote)) {
    for (const good of nearest(notRemote, remotes(f.cwd, world), 1)) out.push({ commands: [replaceToken(f.command, notRemote, good)], source: "rule", why: `the remote is ${good}` });
  }
  // A branch name that is not one: in checkout and switch, and wherever git takes a revision.
  const unknown = /error: pathspec '([^']+)' did not match any file\(s\) known to git|fatal: invalid reference: (\S+)|couldn't find remote ref (\S+)|merge: (\S+) - not something we can merge|ambiguous argument '([^']+)': unknown revision|invalid upstream '([^']+)'|src refspec (\S+) does not match any|not a valid (?:object name|branch name|start point): '?([^'\s]+)'?|error: branch '([^']+)' not found|error: tag '([^']+)' not found/.exec(f.output);
  const ref = unknown?.slice(1).find(Boolean);
  if (ref && !afterDashes(f.argv, f.argv.indexOf(ref))) {
    const refs = refsOf(world, f.cwd);
    const names = [...refs.names, "HEAD"];
    // The part of a range that is wrong (mian..feature), less any ~2 or ^ after it.
    for (const part of ref.split(/\.\.\.?/)) {
      const name = part.replace(/[~^]\d*$/, "");
      if (!name || names.includes(name)) continue;
      // master and main stand for each other: a repository has one or the other.
      const bare = name.replace(/^[^/]+\//, "");
      const swap = { master: "main", main: "master" }[bare];
      // A version written short (v1.4 for the tag v1.4.0): the one name it starts, at a dot.
      const longer = /\d$/.test(name) ? names.filter((n) => n.startsWith(`${name}.`)) : [];
      const fixes = swap && names.includes(swap) ? [name.replace(bare, swap)] : longer.length === 1 ? longer : nearest(name, names.filter((n) => !siblings(name, n)));
      for (const branch of fixes) {
        const fixed = ref.replace(part, part.replace(name, branch));
        out.push({ commands: [f.command.replace(ref, fixed)], source: "rule", why: `${branch} exists` });
      }
    }
    // git log old.yml for a file that is gone: "Use '--' to separate paths from revisions".
    // A path it reads (old.yml, gone since), not a remote's branch git does not have (origin/main).
    const remoteBranch = /^(?:origin|upstream)\//.test(ref) || refs.remotes.includes(ref.split("/")[0]!);
    if (!out.length && /Use '--' to separate paths/.test(f.output) && !ref.includes("..") && /[./]/.test(ref) && !remoteBranch && ["log", "diff", "show", "blame", "shortlog"].includes(sub ?? "")) {
      out.push({ commands: [f.command.replace(new RegExp(`(^|\\s)(['"]?)${escapeRegExp(ref)}\\2(?=\\s|$)`), "$1-- $2" + ref.replaceAll("$", "$$$$") + "$2")], source: "rule", why: "a path, not a revision" });
    }
    // git push origin feature while on another branch: the branch you are on.
    const current = world.branches(f.cwd).current;
    if (/src refspec/.test(f.output) && current && current !== ref) out.push({ commands: [replaceToken(f.command, ref, current)], source: "rule", why: `your branch is ${current}` });
    // A branch only the remote has: track it; else create it.
    // Several remotes have it (git then refuses to guess): origin's, as checkout.defaultRemote=origin would take, and
    // not whichever remote the folder listing gave first.
    const tracked = refs.tracking.filter((b) => b.endsWith(`/${ref}`) && b.split("/")[0] !== ref);
    const remote = tracked.find((b) => b.startsWith("origin/")) ?? tracked[0];
    if ((sub === "checkout" || sub === "switch") && remote) {
      out.push({ commands: [`git ${sub} ${sub === "checkout" ? "-b" : "-c"} ${ref} --track ${remote}`], source: "rule", why: `${remote} has it` });
    } else if ((sub === "checkout" || sub === "switch") && out.length && !/\.[A-Za-z]{1,5}$/.test(ref)) {
      // Making it is offered beside a near branch only: a name near none is as likely a branch not fetched, or
      // another's, as one to make. A file's name (notes.txt) is no branch to make.
      out.push({ commands: [`git switch -c ${ref}`], source: "rule", why: "create the branch" });
    }
  }
  // git stash pop onto changed files: stage them so the pop merges, then unstage.
  if (sub === "stash" && /Your local changes to the following files would be overwritten by merge/.test(f.output)) {
    out.push({ commands: ["git add --update", f.command, "git reset ."], source: "rule", why: "merge the stash into your changes" });
  } else if (/Your local changes to the following files would be overwritten|cannot (?:pull with rebase|rebase): You have unstaged changes|Please commit or stash them/.test(f.output)) {
    // On another branch the changes would clash with what they were in the way of: they stay stashed until you
    // come back. A pull or rebase keeps the branch, so they are put back on top (what --autostash does).
    const away = sub === "checkout" || sub === "switch";
    out.push(away ? { commands: ["git stash", f.command], source: "rule", why: "set your changes aside (git stash pop brings them back)" } : { commands: ["git stash", f.command, "git stash pop"], source: "rule", why: "set your changes aside meanwhile" });
  }
  if (/Need to specify how to reconcile divergent branches|You have divergent branches/.test(f.output) && sub === "pull") {
    for (const [option, why] of [["--rebase", "replay your commits on top of the remote's"], ["--no-rebase", "merge the remote's commits into yours"]] as const) {
      const command = withOption(f.command, f.argv, option);
      if (command) out.push({ commands: [command], source: "rule", why });
    }
  }
  // pull --ff-only (or pull.ff=only) when both sides have new commits: replay yours on theirs, or merge.
  if (sub === "pull" && /Not possible to fast-forward, aborting/.test(f.output)) {
    const base = f.command.replace(/\s--ff-only(?=\s|$)/, "");
    const rebase = withOption(base, splitWords(base), "--rebase");
    if (rebase) out.push({ commands: [rebase], source: "rule", why: "both sides have new commits: replay yours on top" });
  }
  const unrelated = /refusing to merge unrelated histories/.test(f.output) ? withOption(f.command, f.argv, "--allow-unrelated-histories") : undefined;
  if (unrelated) out.push({ commands: [unrelated], source: "rule", why: "the two histories share no commit" });
  const remote = /error: remote (\S+) already exists/.exec(f.output);
  if (remote && sub === "remote" && f.argv[2] === "add") {
    out.push({ commands: [f.command.replace(/\badd\b/, "set-url")], source: "rule", why: `${remote[1]} exists: change its URL` });
  }
  // set-url of a remote that is not there yet: add it.
  if (sub === "remote" && f.argv[2] === "set-url" && /No such remote '([^']+)'/.test(f.output) && !f.argv.includes("--push")) {
    out.push({ commands: [f.command.replace(/\bset-url\b/, "add")], source: "rule", why: "the remote is not there yet" });
  }
  const exists = /fatal: a branch named '([^']+)' already exists/i.exec(f.output);
  if (exists) out.push({ commands: [`git ${sub === "checkout" ? "checkout" : "switch"} ${exists[1]}`], source: "rule", why: "the branch is there: switch to it" });
  // -a joins -m as people type it: git commit -am 'msg'.
  const all = sub === "commit" && /no changes added to commit/.test(f.output) ? (f.argv.includes("-m") ? replaceToken(f.command, "-m", "-am") : withOption(f.command, f.argv, "-a")) : undefined;
  if (all) out.push({ commands: [all], source: "rule", why: "commit the changed files git already tracks" });
  if (sub === "commit" && /no changes added to commit|nothing added to commit but untracked files present/.test(f.output)) {
    out.push({ commands: ["git add -A", f.command], source: "rule", why: "nothing was staged" });
  }
  // git revert of a merge: which parent is the main line; the first, as nearly always.
  if ((sub === "revert" || sub === "cherry-pick") && /is a merge but no -m option was given/.test(f.output)) {
    const command = withOption(f.command, f.argv, "-m 1");
    if (command) out.push({ commands: [command], source: "rule", why: "a merge: keep its first parent's side" });
  }
  // The branch you are on cannot be deleted: step onto the main line first.
  const main = ["main", "master"].find((b) => world.branches(f.cwd).all.includes(b));
  const checkedOut = /Cannot delete branch '([^']+)' checked out/.exec(f.output);
  if (checkedOut && main && main !== checkedOut[1]) out.push({ commands: [`git switch ${main}`, f.command], source: "rule", why: `you are on ${checkedOut[1]}` });
  // git mv of a file git does not track: a plain mv.
  if (sub === "mv" && /not under version control/.test(f.output)) out.push({ commands: [f.command.replace(/^git\s+mv\b/, "mv")], source: "rule", why: "git does not track it" });
  // git reset --hard file: restoring a file is git restore's.
  if (sub === "reset" && /Cannot do hard reset with paths/.test(f.output)) {
    const paths = f.argv.slice(2).filter((w) => !w.startsWith("-"));
    if (paths.length) out.push({ commands: [`git restore ${paths.map(quoteWord).join(" ")}`], source: "rule", why: "put the file back as committed" });
  }
  out.push(...configValue(f, world));
  return out;
};

/**
 * A setting git cannot read ("bad boolean config value 'ture' for
 * 'core.autocrlf'", "invalid value for 'pull.rebase': 'flase'", "malformed
 * value for push.default: currnet", or only "bad config variable … in file …
 * at line 6", whose value is read there) set again to the nearest value it
 * takes, in the file that holds it, then the command.
 */
function configValue(f: Failure, world: World): Suggestion[] {
  const at = /bad config variable '([^']+)' in file '([^']+)' at line (\d+)/.exec(f.output);
  const file = at && world.readText(resolve(f.cwd, at[2]!))?.split("\n")[Number(at[3]) - 1];
  const found =
    /bad (?:boolean |numeric )?config value '([^']*)' for '([^']+)'/.exec(f.output)?.slice(1).reverse() ??
    /invalid value for '([^']+)': '([^']*)'/.exec(f.output)?.slice(1) ??
    /malformed value for ([\w.-]+): (\S+)/.exec(f.output)?.slice(1) ??
    (at && file ? [at[1]!, /=\s*"?([^"\s]*)/.exec(file)?.[1] ?? ""] : undefined);
  if (!found?.[1]) return [];
  const [key, value] = found as [string, string];
  const listed = /must be one of ([^\n]+)/.exec(f.output)?.[1]!.split(/,\s*|\s+or\s+/).map((v) => v.trim()) ?? valuesOf("git", key.toLowerCase()) ?? ["true", "false"];
  // inp for input: a value cut short, else the nearest.
  const good = (value.length >= 2 ? listed.find((v) => v.startsWith(value.toLowerCase())) : undefined) ?? nearest(value.toLowerCase(), listed)[0];
  if (!good) return [];
  // Set on the line itself (git -c color.ui=alwyas log): put right there; no file holds it.
  const inline = f.argv.find((w, i) => f.argv[i - 1] === "-c" && w.toLowerCase() === `${key.toLowerCase()}=${value.toLowerCase()}`);
  if (inline) return [{ commands: [replaceToken(f.command, inline, `${inline.slice(0, inline.indexOf("=") + 1)}${good}`)], source: "rule", why: `git takes ${listed.join(", ")} for ${key}` }];
  // Where it is set: the file git names, else the person's own settings when the repository's file lacks the value.
  const named = at?.[2] ?? /config value '[^']*' for '[^']+' in (?:file )?(\/[^\s:]+)/.exec(f.output)?.[1];
  const local = world.readText(`${f.cwd}/.git/config`);
  const global = named ? /(?:^|\/)\.gitconfig$|\.config\/git\/config$/.test(named) : local !== undefined && !new RegExp(`=\\s*${escapeRegExp(value)}\\s*$`, "m").test(local);
  const system = named === "/etc/gitconfig";
  const set = `${system ? "sudo git config --system" : global ? "git config --global" : "git config"} ${key} ${good}`;
  return [{ commands: [set, f.command], source: "rule", why: `git takes ${listed.join(", ")} for ${key}` }];
}

/** The repository's remotes, from its config (the nearest .git/config up from `cwd`), else the usual names its branches show. */
function remotes(cwd: string, world: World): string[] {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const config = world.readText(`${dir}/.git/config`);
    if (config) return [...config.matchAll(/^\[remote "([^"]+)"\]/gm)].map((m) => m[1]!);
    if (dir === "/") break;
  }
  return refsOf(world, cwd).remotes;
}

/**
 * git pull on a detached HEAD: back on the repository's main branch first, then the pull (a rebase or bisect in progress
 * says so itself). Not push: commits made on the detached HEAD would be left behind by the switch; `git push origin
 * HEAD:main` keeps them, and which branch they were meant for the message does not say.
 */
export const detachedPull: Rule = (f, world) => {
  if (f.argv[0] !== "git" || f.argv[1] !== "pull" || !/You are not currently on a branch/.test(f.output)) return [];
  const main = ["main", "master"].find((b) => world.branches(f.cwd).all.includes(b));
  return main ? [{ commands: [`git switch ${main}`, f.command], source: "rule", why: `you are on no branch: ${main} first` }] : [];
};
