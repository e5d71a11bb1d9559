/**
 * Corrections that need no output: for a failure the shell hook recorded
 * (`aye init`), only the command line and its status are known. What can
 * still be checked is the line itself: a path that does not exist but is one
 * typo from one that does, and a subcommand the tool does not have.
 */
import { resolve } from "node:path";
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { quoteWord, replaceToken } from "../words.ts";
import { SUBCOMMANDS } from "./commands.ts";
import { nearestPath } from "./paths.ts";

/** Subcommands of tools whose typos are common, beyond those commands.ts knows from their messages. */
const KNOWN: Record<string, string[]> = {
  git: ["add", "am", "archive", "bisect", "blame", "branch", "checkout", "cherry-pick", "clean", "clone", "commit", "config", "describe", "diff", "fetch", "format-patch", "gc", "grep", "init", "log", "merge", "mv", "notes", "pull", "push", "rebase", "reflog", "remote", "reset", "restore", "revert", "rm", "shortlog", "show", "stash", "status", "submodule", "switch", "tag", "worktree"],
  npm: ["access", "audit", "cache", "ci", "config", "dedupe", "exec", "explain", "fund", "init", "install", "link", "login", "logout", "ls", "outdated", "pack", "publish", "rebuild", "run", "start", "stop", "test", "uninstall", "update", "version", "view", "whoami"],
  cargo: ["add", "bench", "build", "check", "clean", "clippy", "doc", "fetch", "fix", "fmt", "init", "install", "metadata", "new", "publish", "remove", "run", "search", "test", "tree", "uninstall", "update"],
  kubectl: ["annotate", "apply", "attach", "auth", "autoscale", "cluster-info", "config", "cp", "create", "delete", "describe", "diff", "drain", "edit", "exec", "explain", "expose", "get", "label", "logs", "patch", "port-forward", "rollout", "run", "scale", "set", "top", "version"],
  ...Object.fromEntries(Object.entries(SUBCOMMANDS).map(([tool, entry]) => [tool, entry.words])),
};

export const unseen: Rule = (f, world) => {
  if (f.output.trim()) return [];
  const out: Suggestion[] = [];
  const [tool, sub] = f.argv;
  const words = tool ? KNOWN[tool] : undefined;
  if (words && sub && !sub.startsWith("-") && !words.includes(sub)) {
    for (const good of nearest(sub, words)) out.push({ commands: [replaceToken(f.command, sub, good)], source: "rule", why: `${tool} has no '${sub}'` });
  }
  // Paths that are not there: cd …/prj, ls /usr/lbi, cat READNE.md.
  for (const word of f.argv.slice(1)) {
    if (word.startsWith("-") || !/[./~]/.test(word) || /^[a-z]+:\/\//.test(word)) continue;
    const path = resolve(f.cwd, word);
    if (world.isFile(path) || world.isDir(path)) continue;
    const fixed = nearestPath(word, f.cwd, world);
    if (fixed && fixed !== word) out.push({ commands: [replaceToken(f.command, word, fixed)], source: "rule", why: `${quoteWord(fixed)} exists` });
  }
  return out;
};
