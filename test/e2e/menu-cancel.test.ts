/** A menu closed without a choice says so (aye fix at a terminal). */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, type tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
beforeEach(() => ({ home, env } = stubbedHome([], { AYE_SESSION: "menu", TERM: "xterm-256color" })));
afterEach(() => home.cleanup());

test.each([
  ["Escape", "\x1b"],
  ["Ctrl-C", "\x03"],
])("%s at aye fix's menu says Cancelled, runs nothing and exits 130", async (_name, key) => {
  await aye(["run", "ehco", "hi"], { env });
  const t = terminal([AYE, "fix", "--no-llm"], { env, cwd: home.dir });
  await t.waitFor("Cancel");
  t.send(key);
  expect(await t.exit()).toBe(130);
  expect(t.screen()).toContain("Cancelled: nothing was run.");
  expect(t.screen()).not.toMatch(/\nhi\r\n/);
});
