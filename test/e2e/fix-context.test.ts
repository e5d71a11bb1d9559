/** aye fix's LLM step gets what the rules used (issue 27): through the binary, against a stand-in provider that records the prompt. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
let dir: string;
beforeEach(() => {
  ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "ctx", SHELL: "/bin/sh" }));
  dir = join(env.HOME!, "proj");
  mkdirSync(join(dir, "api", "src"), { recursive: true });
  writeFileSync(join(dir, "api", "Cargo.toml"), '[package]\nname = "api-core"\n');
  writeFileSync(join(dir, "notes.txt"), "");
});
afterEach(() => home.cleanup());

test("when the rules find nothing, the prompt carries the surroundings", async () => {
  const r = await aye(["fix", "--command", "frobnicate --x", "--exit", "1", "--print", "-p", "claude"], { env: { ...env, STUB_MODE: "reply", STUB_REPLY: "frobnicate --y\\n" }, cwd: dir, stdin: "error: something odd happened\n" });
  expect(r).toMatchObject({ code: 0, stdout: "frobnicate --y\n" });
  const sent = recorded(rec, "claude").stdin!;
  expect(sent).toContain("WHAT AYE FOUND AROUND IT (its offline rules found no correction):");
  expect(sent).toContain(`Names in ${dir}: api, notes.txt`);
  expect(sent).toContain("Projects: api-core (api/Cargo.toml)");
});

test("--print-prompt shows the same prompt and sends nothing", async () => {
  const r = await aye(["fix", "--command", "frobnicate --x", "--exit", "1", "--print-prompt", "-p", "claude"], { env, cwd: dir, stdin: "error: something odd happened\n" });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("FAILED COMMAND:\nfrobnicate --x\n");
  expect(r.stdout).toContain("Projects: api-core (api/Cargo.toml)");
  expect(recorded(rec, "claude").stdin).toBeUndefined();
});

test("--llm alone skips the rules, and their surroundings with them", async () => {
  const r = await aye(["fix", "--command", "frobnicate --x", "--exit", "1", "--llm", "--print-prompt"], { env, cwd: dir, stdin: "error: something odd happened\n" });
  expect(r.code).toBe(0);
  expect(r.stdout).not.toContain("WHAT AYE FOUND");
});

test("at a terminal, aye says it found no offline correction before offering the LLM", async () => {
  let screen = "";
  const proc = Bun.spawn([AYE, "fix", "--command", "frobnicate --x", "--exit", "1"], {
    env: { ...env, TERM: "xterm-256color" },
    cwd: dir,
    terminal: { cols: 120, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const until = Date.now() + 5000;
  while (!screen.includes("Ask an LLM") && Date.now() < until) await Bun.sleep(20);
  proc.terminal!.write("\x1b");
  await proc.exited;
  expect(screen.toLowerCase()).toContain("no offline correction found");
  expect(screen.toLowerCase().indexOf("no offline correction found")).toBeLessThan(screen.indexOf("Ask an LLM"));
  expect(recorded(rec, "claude").stdin).toBeUndefined();
});
