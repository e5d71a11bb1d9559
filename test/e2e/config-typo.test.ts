/** A typo in config.yaml: reading one's own captures and fixing them go on; the mistake gets a "did you mean". */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { aye, tempHome, writeConfig } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(async () => {
  home = tempHome();
  expect((await aye(["run", "gti", "status"], { env: home.env })).code).toBe(127);
  writeConfig(home.env, "olama:\n  host: http://127.0.0.1:9\n");
});
afterEach(() => home.cleanup());

const call = (args: string[]) => aye(args, { env: home.env });

test("log, show and clear read the captures without the settings", async () => {
  const log = await call(["log"]);
  expect(log).toMatchObject({ code: 0, stderr: "" });
  expect(log.stdout).toContain("gti status");
  const show = await call(["show"]);
  expect(show.code).toBe(0);
  expect(show.stdout).toContain("$ gti status");
  expect((await call(["clear"])).code).toBe(0);
});

test("fix says the mistake once and fixes with the default settings", async () => {
  const r = await call(["fix", "--print", "--no-llm"]);
  expect(r).toMatchObject({ code: 0, stdout: "git status\n" });
  const warnings = r.stderr.trim().split("\n");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("unknown setting 'olama'");
  expect(warnings[0]).toContain("Did you mean 'llm.ollama'?");
});

test("commands that use the settings stop, and say what was meant", async () => {
  const r = await call(["ask", "--print-prompt", "hi"]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("unknown setting 'olama'");
  expect(r.stderr).toContain("Did you mean 'llm.ollama'?");
});

test.each([
  ["capture:\n  max_line: 5\n", "capture.max_lines"],
  ["capture.max_line: 5\n", "capture.max_lines"],
  ["llm:\n  olama:\n    host: x\n", "llm.ollama"],
  ["redcat: false\n", "redact"],
])("%j gets a did you mean", async (yaml, meant) => {
  writeConfig(home.env, yaml);
  const r = await call(["ask", "--print-prompt", "hi"]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(`Did you mean '${meant}'?`);
});
