/**
 * A HOME aye cannot write (a read-only mount): reading captures, asking,
 * chatting and fixing a given command still work; only what needs to write
 * fails or is lost, and says so once.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { startOllama } from "../fakes/ollama-server.ts";
import { aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let server: { url: string; stop(): void };
let mounted: string[] = [];
beforeEach(() => {
  home = tempHome();
  server = startOllama({});
});
afterEach(() => {
  for (const dir of mounted.splice(0)) Bun.spawnSync(["umount", dir]);
  server.stop();
  home.cleanup();
});

/** Makes `dir` read-only where it stands: a read-only bind mount of itself (the tests run as root, in CI too). */
function readOnly(dir: string): void {
  mkdirSync(dir, { recursive: true });
  expect(Bun.spawnSync(["mount", "--bind", dir, dir]).exitCode).toBe(0);
  mounted.push(dir);
  expect(Bun.spawnSync(["mount", "-o", "remount,ro,bind", dir]).exitCode).toBe(0);
}

const env = () => ({ ...home.env, OLLAMA_HOST: server.url });
const call = (args: string[], stdin?: string) => aye(args, { env: env(), stdin });

describe.each([
  ["with captures from before", true],
  ["with no store at all", false],
])("a read-only HOME, %s", (_name, before) => {
  beforeEach(async () => {
    if (before) expect((await call(["run", "sh", "-c", "echo boom >&2; exit 3"])).code).toBe(3);
    readOnly(home.dir);
  });

  test("log and show read what is there", async () => {
    const log = await call(["log"]);
    expect(log.code).toBe(0);
    expect(log.stderr).toBe("");
    if (before) expect(log.stdout).toContain("exit 3");
    const show = await call(["show"]);
    expect(show.stderr).not.toContain("cannot open the capture store");
    if (before) expect(show.stdout).toContain("boom");
  });

  test("ask answers, and says once that the failure it took stays armed", async () => {
    const r = await call(["ask", "-p", "ollama", "hello"]);
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
    const notes = r.stderr.split("\n").filter((l) => l.includes("cannot write the capture store"));
    expect(notes).toHaveLength(before ? 1 : 0);
  });

  test("chat answers from a pipe", async () => {
    const r = await call(["chat", "-p", "ollama"], "hello\n");
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
    expect(r.stderr.split("\n").filter((l) => l.includes("cannot write the capture store"))).toHaveLength(1);
  });

  test("fix --command works on the output given", async () => {
    const r = await call(["fix", "--command", "git stauts", "--exit", "1", "--print", "--no-llm"], "git: 'stauts' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tstatus\n");
    expect(r).toMatchObject({ code: 0, stdout: "git status\n" });
  });

  test("clear, which only writes, fails and says why", async () => {
    const r = await call(["clear"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("cannot write the capture store");
    expect(r.stderr).toContain("read-only");
  });

  test("run passes the command's code through and warns once", async () => {
    const r = await call(["run", "sh", "-c", "exit 4"]);
    expect(r.code).toBe(4);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("read-only");
  });
});
