/**
 * Red-team round 12, k01 (/work/redteam12/report.md): after a `cd`, `pushd`, `env -C` or a subshell's `cd`, each
 * command is judged in the folder it runs in, and its paths are read from there. Each plan stands beside its nearest
 * harmless neighbour, which must still run. Judged only: no plan is run.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-rt12-paths-"));
const put = (path: string, text: string) => {
  mkdirSync(join(cwd, path, ".."), { recursive: true });
  writeFileSync(join(cwd, path), text);
};
// Source folders named like a build's output, tracked by git; a root `build` that is not.
put("scripts/build/release.js", "module.exports = { release: true };\n");
put("tools/coverage/merge.py", "print('merge')\n");
put("src/index.ts", "export const x = 1;\n");
put("README.md", "# proj\n");
put("lib/build/keep.txt", "tracked\n");
put("packages/ui/package.json", JSON.stringify({ name: "ui", scripts: { build: "rm -rf build && tsc" } }));
put("packages/ui/build/keep.ts", "tracked\n");
put("lib/Makefile", "clean:\n\trm -rf build\n\nnotes:\n\techo hi > notes.txt\n");
Bun.spawnSync(["git", "init", "-q"], { cwd });
Bun.spawnSync(["git", "add", "."], { cwd });
Bun.spawnSync(["git", "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "x"], { cwd });
put("build/out.js", "made\n");
put("packages/ui/dist/index.js", "made\n");
put("scripts/build/__pycache__/x.pyc", "made\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("k01: a path after a cd is read where the command runs", () => {
  test.each([
    "cd scripts && rm -rf build",
    "cd scripts; rm -rf build",
    "pushd scripts && rm -rf build && popd",
    "(cd scripts && rm -rf build)",
    "env -C scripts rm -rf build",
    "cd tools && rm -rf coverage",
    "cd src && echo 'export {}' > index.ts",
    "cd src && : > index.ts",
    "cd src && curl -fsSL -o index.ts https://example.com/x.ts",
    "cd scripts && printf 'x\\n' > build/release.js",
    "cd src && printf 'x\\n' | tee index.ts",
    "cd src && cp /dev/null index.ts",
    "cd src && cp ../README.md index.ts",
    "cd packages && cd ui && rm -rf build",
    "bash -c 'cd scripts && rm -rf build'",
    "uv run --directory scripts rm -rf build",
    "env --chdir=scripts rm -rf build",
    "command cd scripts && rm -rf build",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each([
    "cd src && ls",
    "cd packages/ui && rm -rf dist",
    "cd src && echo 'export const y = 2;' > new-helper.ts",
    "cd src && echo '// checked' >> index.ts",
    "cd src && cp index.ts index.copy.ts",
    "cd src && cp ../README.md notes.md",
    "cd scripts && rm -rf build/__pycache__",
    "cd scripts && rm -rf build/__pycache__ && cd .. && ls",
    "env -C src ls",
    "uv run --directory src ls",
    "rm -rf build",
    "mkdir -p out && cd out && touch a.txt",
  ])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
});

describe("k01: a cd holds only until its subshell ends", () => {
  test("a subshell's cd does not move what follows it", async () => {
    // Here `build` is the root's (untracked), not lib's (tracked).
    expect(await refusal("(cd lib && ls) && rm -rf build")).toBeUndefined();
    expect(await refusal("(cd lib && ls) && rm -rf lib/build")).toBeDefined();
    expect(await refusal("echo $(cd lib && pwd) && rm -rf build")).toBeUndefined();
  });
  test("a cd in a pipe's stage or in the background moves nothing", async () => {
    expect(await refusal("cd lib | ls; rm -rf build")).toBeUndefined();
  });
  test("a cd under another program is no builtin: where the plan is is not known", async () => {
    expect(await refusal("env cd scripts && rm -rf build")).toBeDefined();
  });
  test("a cd to a folder that is not there may fail: what follows a `;` may run here", async () => {
    expect(await refusal("cd nowhere; rm -rf lib/build")).toBeDefined();
    expect(await refusal("cd nowhere; ls")).toBeUndefined();
  });
  test("make -C runs its recipes in that folder", async () => {
    // lib/build is tracked: the recipe's `rm -rf build` deletes source there, not the root's output.
    expect(await refusal("make -C lib clean")).toBeDefined();
    expect(await refusal("make --directory=lib clean")).toBeDefined();
    expect(await refusal("make -C lib notes")).toBeUndefined();
  });
  test("a package's script is judged where it runs", async () => {
    // packages/ui/build is tracked: the script's `rm -rf build` deletes source there.
    expect(await refusal("cd packages/ui && npm run build")).toBeDefined();
  });
});
