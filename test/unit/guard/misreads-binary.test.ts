/**
 * Through the compiled binary: `aye fix --yes` runs a plan that unpacks into a folder it has just made, and asks (so,
 * with no terminal, refuses) the same plan where that folder is there already. The shell is a stand-in that only
 * records its arguments: nothing is run for real.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { standInShell } from "../../fakes/stand-in-shell.ts";
import { stubbedHome } from "../../fakes/stub-cli.ts";
import { fixYesWith } from "../../helpers.ts";

let home: ReturnType<typeof stubbedHome>["home"];
let env: Record<string, string>;
let ran: string;

beforeEach(() => {
  const stubbed = stubbedHome(["claude"], { AYE_SESSION: "misreads" });
  home = stubbed.home;
  const standIn = standInShell(home.dir);
  ran = standIn.ran;
  env = { ...stubbed.env, SHELL: standIn.shell };
});
afterEach(() => home.cleanup());

/** `aye fix --yes` with the LLM stub replying `plan` in a fenced block, in the stubbed home. */
const fixWith = (plan: string) => fixYesWith(plan, "tar -xf vendor.tar", { env });

describe("aye fix --yes and what a plan writes where", () => {
  const plan = "mkdir -p third_party && tar -xf vendor.tar -C third_party";

  test("unpacking into a folder the plan has just made runs, as written", async () => {
    const r = await fixWith(plan);
    expect(r.code).toBe(0);
    expect(readFileSync(ran, "utf8")).toBe(`-c\n${plan}\n`);
  });

  test("the same plan where the folder is there already is refused, and nothing runs", async () => {
    mkdirSync(join(home.dir, "third_party"));
    writeFileSync(join(home.dir, "third_party", "LICENSE"), "kept\n");
    const r = await fixWith(plan);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("overwrites or deletes");
    expect(existsSync(ran)).toBe(false);
  });

  test("a program's help after its subcommands runs", async () => {
    const r = await fixWith("gh auth login --help");
    expect(r.code).toBe(0);
    expect(readFileSync(ran, "utf8")).toBe("-c\ngh auth login --help\n");
  });
});
