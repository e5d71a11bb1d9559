/** The repository's state (src/fix/rules/git-state.ts): each kind with a case it puts right and a near case it leaves alone. */
import { expect, test } from "bun:test";
import { unmerged } from "../../../src/fix/rules/git-state.ts";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const ON_MAIN: WorldSpec = { files: ["a.c"], dirs: [".git"], queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\ntopic\n" } };
const REBASING: WorldSpec = { files: ["a.c"], dirs: [".git", ".git/rebase-merge"], queries: { "git branch --show-current": "", "git branch -a --format=%(refname:short)": "main\ntopic\n" } };

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a tag named by its version written short", "git tag -d v1.4", "error: tag 'v1.4' not found.\n", { ...ON_MAIN, queries: { ...ON_MAIN.queries, "git tag": "v1.3.0\nv1.4.0\n" } }, "git tag -d v1.4.0"],
  ["near: a short version two tags start: no guess", "git tag -d v1.4", "error: tag 'v1.4' not found.\n", { ...ON_MAIN, queries: { ...ON_MAIN.queries, "git tag": "v1.4.0\nv1.4.1\n" } }, null],
  ["unmerged files added before the merge is recorded", "git merge --continue", "error: Committing is not possible because you have unmerged files.\nhint: Fix them up in the work tree, and then use 'git add/rm <file>'\nU\ta.c\n", ON_MAIN, "git add a.c && git merge --continue"],
  ["near: a commit with nothing unmerged", "git commit -m x", "On branch main\nnothing to commit, working tree clean\n", ON_MAIN, null],
  ["a rebase in progress is abandoned before leaving", "git switch topic", "error: you need to resolve your current index first\na.c: needs merge\n", REBASING, "git rebase --abort && git switch topic"],
  ["near: no rebase in progress, nothing abandoned", "git switch topic", "error: you need to resolve your current index first\na.c: needs merge\n", ON_MAIN, "!git rebase --abort && git switch topic"],
  ["a new rebase while one stopped: go on with it", "git rebase topic", 'fatal: It seems that there is already a rebase-merge directory, and\nI wonder if you are in the middle of another rebase.  If that is the\ncase, please try\n\tgit rebase (--continue | --abort | --skip)\n', REBASING, "git rebase --continue"],
  ["the operation in progress continued, not the one named", "git merge --abort", "fatal: There is no merge to abort (MERGE_HEAD missing).\n", REBASING, "git rebase --abort"],
  ["near: no operation in progress at all", "git rebase --continue", "fatal: No rebase in progress?\n", ON_MAIN, null],
  ["near: the remote named upstream where the clone has only origin", "git fetch upstream", "fatal: 'upstream' does not appear to be a git repository\n", { ...ON_MAIN, queries: { ...ON_MAIN.queries, "git branch -a --format=%(refname:short)": "main\norigin/main\n" } }, null],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});

test("unmerged files in git's wordings", () => {
  expect(unmerged("app.py: needs merge\nlib/x.py: needs merge\n")).toEqual(["app.py", "lib/x.py"]);
  expect(unmerged("fatal: Exiting because of an unresolved conflict.\nU\tapp.py\n")).toEqual(["app.py"]);
  expect(unmerged("Unmerged paths:\n\tboth modified:   src/a.c\n")).toEqual(["src/a.c"]);
  expect(unmerged("Updated upstream\n")).toEqual([]);
});
