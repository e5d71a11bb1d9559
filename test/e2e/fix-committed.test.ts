/**
 * `aye fix --yes` through the binary with an LLM's `sed -i` fix: in a clean checkout the edit runs, since git's last
 * commit holds what it replaces; over a change not yet committed it is refused and nothing runs. The shell aye runs
 * plans with is a stand-in that only records its arguments.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { standInShell } from "../fakes/stand-in-shell.ts";
import { stubbedHome } from "../fakes/stub-cli.ts";
import { fixYesWith } from "../helpers.ts";

let home: ReturnType<typeof stubbedHome>["home"];
let env: Record<string, string>;
let ran: string;
let project: string;

beforeEach(() => {
  const stubbed = stubbedHome(["claude"], { AYE_SESSION: "committed" });
  home = stubbed.home;
  const standIn = standInShell(home.dir);
  ran = standIn.ran;
  env = { ...stubbed.env, SHELL: standIn.shell };
  project = join(home.dir, "app");
  mkdirSync(join(project, "src"), { recursive: true });
  writeFileSync(join(project, "src", "config.ts"), "export const url = proces.env.URL;\n");
  const git = { ...env, GIT_AUTHOR_NAME: "a", GIT_AUTHOR_EMAIL: "a@example.com", GIT_COMMITTER_NAME: "a", GIT_COMMITTER_EMAIL: "a@example.com", GIT_CONFIG_GLOBAL: "/dev/null" };
  for (const args of [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "app"]]) Bun.spawnSync(["git", ...args], { cwd: project, env: git });
});
afterEach(() => home.cleanup());

const plan = "sed -i 's/proces\\./process./' src/config.ts";
const fix = () => fixYesWith(plan, "node src/config.ts", { env, cwd: project });

describe("aye fix --yes and an edit in place", () => {
  test("of a committed file runs, exactly as written", async () => {
    const r = await fix();
    expect(r.code).toBe(0);
    expect(readFileSync(ran, "utf8")).toBe(`-c\n${plan}\n`);
  });

  test("of a file with changes not yet committed is refused, and nothing runs", async () => {
    writeFileSync(join(project, "src", "config.ts"), "export const url = proces.env.URL; // mine\n");
    const r = await fix();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("overwrites or deletes files or data");
    expect(existsSync(ran)).toBe(false);
  });
});
