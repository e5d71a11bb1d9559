/**
 * git's moves that lose no commit say what they keep: a pull from the upstream runs unattended; the undo of an
 * unfinished merge or rebase is asked (it drops every tracked edit not committed); neighbours that drop commits, changes or
 * refs are still asked or refused.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal, verdictNotes } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-git-keeps-"));
// A repository with its origin, on main, which tracks origin/main: a pull is a move only from a remote it has.
mkdirSync(join(cwd, ".git"));
writeFileSync(join(cwd, ".git", "config"), '[remote "origin"]\n\turl = https://github.com/acme/app.git\n[branch "main"]\n\tremote = origin\n\tmerge = refs/heads/main\n');
writeFileSync(join(cwd, ".git", "HEAD"), "ref: refs/heads/main\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));
const menu = async (plan: string) => verdictNotes(await judge(plan, cwd)).join("; ");

describe("a pull from the upstream keeps every commit of the branch's", () => {
  test.each(["git pull", "set -e\ngit pull --rebase origin main\ngit status", "git pull -r", "git pull --ff-only origin release/2.1", "git pull --rebase --autostash -q"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
    expect(await menu(plan)).toContain("brings a git branch up to date with its upstream, keeping every commit of yours");
  });
  test.each([
    // A strategy that drops one side, an editor, a ref moved by a refspec, a repository named by its address or path.
    "git pull -s ours origin main",
    "git pull -X theirs",
    "git pull --rebase=interactive",
    "git pull origin +main:main",
    "git pull origin main:main",
    "git pull https://example.com/someone/fork.git main",
    "git pull ../other-repo main",
    "git pull --set-upstream origin main",
    // What comes with it.
    "git pull --rebase origin main && git push --force origin feature/login",
    "git config --global pull.rebase true && git pull",
    "git reset --hard origin/main && git pull",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
});

describe("an unfinished merge, rebase or pick undone puts back where it began, and drops every tracked edit not committed", () => {
  // (Red team 11, m: a rebase stopped at `edit`, a tracked file edited, `git rebase --abort` put it back: the edit was lost.)
  test.each(["git cherry-pick --quit", "git revert --quit", "git rebase --quit"])("runs: %s (it forgets the operation and keeps what is there)", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test.each(["set -euo pipefail\ngit rebase --abort\ngit status", "git merge --abort", "git cherry-pick --abort\ngit show --stat abc123", "git revert --abort", "git am --abort", "git rebase --abort"])("asks, saying what it keeps: %s", async (plan) => {
    expect(await refusal(plan)).toContain("undoes an unfinished git merge, rebase or pick, back to where it began: no commit is lost, but edits to tracked files not yet committed are");
  });
  test.each([
    // Skipping drops a commit; a reset, a rebase --onto, a force push drop more.
    "git rebase --skip",
    "git cherry-pick --skip",
    "git rebase --abort && git reset --hard origin/feature/api",
    "git rebase --abort\ngit rebase --onto HEAD~5 HEAD~2\ngit push -f",
    "git rebase --abort || true\ngit stash drop || true\ngit reset --hard @{u}",
    "git rebase main",
    "git merge -s ours feature",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
});
