/**
 * An edit in place (`sed -i`, `yq -i`) of files git holds exactly as its last commit has them loses nothing:
 * `git checkout -- FILE` brings each back. Any other edit in place replaces what exists nowhere else.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-committed-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const env = { ...process.env, GIT_AUTHOR_NAME: "a", GIT_AUTHOR_EMAIL: "a@example.com", GIT_COMMITTER_NAME: "a", GIT_COMMITTER_EMAIL: "a@example.com", GIT_CONFIG_GLOBAL: "/dev/null" };
const git = (...args: string[]) => Bun.spawnSync(["git", ...args], { cwd, env, stdout: "ignore", stderr: "ignore" });
const files: Record<string, string> = {
  "src/config.ts": "export const url = proces.env.URL;\n",
  "src/util.ts": "export const one = 1;\n",
  "config.yaml": "replicas: 1\n",
  Makefile: "all:\n\techo built\n",
  ".github/workflows/ci.yml": "on: push\n",
  "package.json": '{"name":"app"}\n',
  "staged.ts": "a\n",
  "changed.ts": "a\n",
  "skipped.ts": "a\n",
  "kept.ts.bak": "old backup\n",
  "kept.ts": "a\n",
  "Makefile.orig": "all:\n\techo mine\n",
  "twice.ts": "a\n",
  "zshrc": "export A=1\n",
  ".dots/init.lua": "a\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(cwd, path, ".."), { recursive: true });
  writeFileSync(join(cwd, path), text);
}
symlinkSync("src/util.ts", join(cwd, "linked.ts"));
// A second name for a file: an edit through one changes the other wherever it lies.
linkSync(join(cwd, "twice.ts"), join(cwd, "twice-elsewhere.ts"));
git("init", "-q");
git("add", "-A");
git("commit", "-q", "-m", "project");
// Work not yet committed: a change staged, a change in the tree, a file marked to be skipped, a new file.
writeFileSync(join(cwd, "staged.ts"), "b\n");
git("add", "staged.ts");
writeFileSync(join(cwd, "changed.ts"), "b\n");
git("update-index", "--skip-worktree", "skipped.ts");
writeFileSync(join(cwd, "skipped.ts"), "b\n");
writeFileSync(join(cwd, "new.ts"), "a\n");

const refusal = async (plan: string, where = cwd) => unattendedRefusal(await judge(plan, where));

describe("an edit in place of committed files", () => {
  test.each([
    "sed -i 's/proces\\./process./' src/config.ts",
    "sed -i.orig -e 's/proces\\./process./' -e 's/URL/API_URL/' src/config.ts src/util.ts",
    "sed -Ei 's/(one) = 1/\\1=2/' -- src/util.ts",
    "sed -i -e 's/proces\\./process./g;s#URL#API_URL#' src/config.ts",
    "yq -i '.replicas = 3' config.yaml",
    "yq -i '.replicas = 2' config.yaml",
    "sed -i 's/built/done/' Makefile",
    "cd src && sed -i 's/one/two/' util.ts",
  ])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });

  test.each([
    // Work that exists nowhere else.
    ["sed -i 's/a/c/' staged.ts", "overwrites"],
    ["sed -i 's/a/c/' changed.ts", "overwrites"],
    ["sed -i 's/a/c/' skipped.ts", "overwrites"],
    ["sed -i 's/a/c/' new.ts", "overwrites"],
    ["sed -i 's/a/c/' src/config.ts changed.ts", "overwrites"],
    // A backup over a file that is there, a link, a pattern, an option aye does not read, a file sed writes besides.
    ["sed -i.bak 's/a/c/' kept.ts", "overwrites"],
    ["sed -i 's/one/two/' linked.ts", "overwrites"],
    ["sed -i 's/one/two/' src/*.ts", "overwrites"],
    ["sed --follow-symlinks -i 's/one/two/' src/util.ts", "overwrites"],
    ["sed -i 's/one/two/w /tmp/out' src/util.ts", "overwrites"],
    ["sed -i 's/one/date/e' src/util.ts", "runs commands"],
    // Options read as getopt reads them: the last -i's suffix, a suffix after other letters, an abbreviation.
    ["sed -i.new -i.orig 's/echo/printf/' Makefile", "overwrites"],
    ["sed -i.x -i'../*' 's/echo/printf/' Makefile", "overwrites"],
    ["sed -ni.bak 's/a/c/p' kept.ts", "overwrites"],
    ["sed --in-pl=.bak 's/a/c/' kept.ts", "overwrites"],
    ["sed -Ei.bak 's/a/c/' kept.ts", "overwrites"],
    // A file with two names; one under a hidden folder.
    ["sed -i 's/a/c/' twice.ts", "overwrites"],
    ["sed -i 's/a/c/' .dots/init.lua", "overwrites"],
    // More than a plain word swapped in: a command, a line added or deleted; yq's values that read or load.
    ["sed -i 's/echo built/rm -rf src/' Makefile", "overwrites"],
    ["sed -i 's/one/require(\"child_process\")/' src/util.ts", "overwrites"],
    ["sed -i '1i import os' src/util.ts", "overwrites"],
    ["sed -i 's#./data:/app/data#/:/host#' config.yaml", "overwrites"],
    ["sed -i 's/one/..\\/..\\/x/' src/util.ts", "overwrites"],
    ["yq -i '.replicas = \"/etc\"' config.yaml", "overwrites"],
    ["sed -i '/one/d' src/util.ts", "overwrites"],
    ["yq -i '.replicas = strenv(NPM_TOKEN)' config.yaml", "overwrites"],
    ["yq -i '.replicas = load(\"secrets.yaml\")' config.yaml", "overwrites"],
    ["yq -i '.replicas = \"a b\"' config.yaml", "overwrites"],
    // What a tool reads as settings or runs later, and what runs the edited file.
    ["sed -i 's/push/pull_request/' .github/workflows/ci.yml", "changes your settings"],
    ["sed -i 's/app/evil/' package.json", "changes your settings"],
    ["sed -i 's/echo built/rm -rf ~/' Makefile && make", "what it writes to Makefile and then runs"],
    ["sed -i 's/one/two/' src/util.ts && npm test", "and then runs"],
  ])("asks: %s", async (plan, why) => {
    expect(await refusal(plan)).toContain(why);
  });

  test("a file a start-up file of home links to asks", async () => {
    const home = process.env.HOME;
    const fake = mkdtempSync(join(tmpdir(), "aye-committed-home-"));
    symlinkSync(join(cwd, "zshrc"), join(fake, ".zshrc"));
    process.env.HOME = fake;
    try {
      expect(await refusal("sed -i 's/A=1/A=2/' zshrc")).toContain("overwrites");
    } finally {
      process.env.HOME = home;
      rmSync(fake, { recursive: true, force: true });
    }
    expect(await refusal("sed -i 's/A=1/A=2/' zshrc")).toBeUndefined();
  });

  test("outside a repository, an edit in place asks", async () => {
    const bare = mkdtempSync(join(tmpdir(), "aye-committed-bare-"));
    writeFileSync(join(bare, "a.ts"), "a\n");
    expect(await refusal("sed -i 's/a/b/' a.ts", bare)).toContain("overwrites");
    rmSync(bare, { recursive: true, force: true });
  });
});
