/** ask and chat say, at a terminal, in one dim line, which failure rides along with the message and how old it is. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { startOllama } from "../fakes/ollama-server.ts";
import { AYE, aye, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let server: ReturnType<typeof startOllama>;
beforeEach(async () => {
  home = tempHome();
  server = startOllama({});
  expect((await aye(["run", "sh", "-c", "echo boom >&2; exit 3"], { env: env() })).code).toBe(3);
});
afterEach(() => {
  server.stop();
  home.cleanup();
});

const env = () => ({ ...home.env, OLLAMA_HOST: server.url, TERM: "xterm-256color", AYE_SESSION: "t" });
const LINE = /with the failure of sh -c 'echo boom >&2; exit 3' \(exit 3, \d+s ago\); aye clear drops it/;
const sent = () => JSON.stringify(server.requests.filter((r) => r.path === "/api/chat").map((r) => r.body));

test("ask at a terminal says what rides along, once, and the model gets it", async () => {
  const t = terminal([AYE, "ask", "-p", "ollama", "why?"], { env: env(), cwd: home.dir });
  expect(await t.exit()).toBe(0);
  expect(t.screen()).toMatch(LINE);
  expect(t.screen().match(new RegExp(LINE, "g"))).toHaveLength(1);
  expect(sent()).toContain("boom");
});

test("ask to a pipe says nothing on stderr", async () => {
  const r = await aye(["ask", "-p", "ollama", "why?"], { env: env() });
  expect(r.code).toBe(0);
  expect(r.stderr).not.toMatch(LINE);
});

test("chat at a terminal says it with the first message only", async () => {
  const t = terminal([AYE, "chat", "-p", "ollama"], { env: env(), cwd: home.dir });
  await t.waitFor("you> ");
  t.send("first\r");
  await t.waitFor("Hello from ollama");
  t.send("second\r");
  await Bun.sleep(200);
  t.send("/exit\r");
  expect(await t.exit()).toBe(0);
  expect(t.screen().match(new RegExp(LINE, "g"))).toHaveLength(1);
});
