/** Conversations found again: aye chats list/show/search/rm/export, continue by id, --continue shows the last turns. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { startOllama } from "../fakes/ollama-server.ts";
import { AYE, aye, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let server: ReturnType<typeof startOllama>;
let env: Record<string, string>;
beforeEach(() => {
  home = tempHome();
  server = startOllama({ script: (body) => ({ reply: [`answer to ${body.messages.at(-1).content.split("\n")[0]}`] }) });
  env = { ...home.env, OLLAMA_HOST: server.url, AYE_PROMPT_CONTEXT: "false", TERM: "xterm-256color" };
});
afterEach(() => {
  server.stop();
  home.cleanup();
});

const chat = (stdin: string, args: string[] = []) => aye(["chat", "-p", "ollama", ...args], { env, stdin });
const chats = (args: string[]) => aye(["chats", ...args], { env });
const sent = () => server.requests.filter((r) => r.path === "/api/chat").map((r) => r.body.messages.map((m: any) => m.content));

describe("aye chats", () => {
  test("lists the conversations newest first, with their first question; an empty chat is not listed", async () => {
    await chat("how do I rebase?\nand squash?\n");
    await chat("");
    await chat("docker compose logs\n");
    const r = await chats([]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^3 +\d+s ago +2 msgs +docker compose logs$/);
    expect(lines[1]).toMatch(/^1 +\d+s ago +4 msgs +how do I rebase\?$/);
    const json = JSON.parse((await chats(["list", "--json"])).stdout);
    expect(json.map((c: any) => [c.id, c.messages, c.title])).toEqual([[3, 2, "docker compose logs"], [1, 4, "how do I rebase?"]]);
  });

  test("search finds the conversations that hold the words, in questions and answers; none found exits 1", async () => {
    await chat("how do I rebase?\n");
    await chat("docker compose logs\n");
    const r = await chats(["search", "REBASE"]);
    expect(r.stdout).toMatch(/^1 .*how do I rebase\?  \| how do I rebase\?\n$/);
    expect(JSON.parse((await chats(["search", "answer to docker", "--json"])).stdout).map((c: any) => c.id)).toEqual([2]);
    expect((await chats(["search", "100%_literal"])).code).toBe(1);
  });

  test("show prints it as Markdown, made visible at a terminal; export writes Markdown or JSON exactly", async () => {
    await chat("say \x1b[31mred\n");
    const shown = await chats(["show", "1"]);
    expect(shown.stdout).toContain("## You\n\nsay \x1b[31mred\n\n## Assistant\n\nanswer to say \x1b[31mred\n");
    const md = await chats(["export", "1"]);
    expect(md.stdout).toStartWith("# say \x1b[31mred\n\nConversation 1, ");
    const json = JSON.parse((await chats(["export", "1", "--format", "json"])).stdout);
    expect(json).toMatchObject({ id: 1, title: "say \x1b[31mred", messages: [{ role: "user", content: "say \x1b[31mred" }, { role: "assistant", content: "answer to say \x1b[31mred" }] });
    const t = terminal([AYE, "chats", "show", "1"], { env, cwd: home.dir });
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("say \\e[31mred");
    expect(t.screen()).not.toContain("\x1b[31m");
    // Rendered at a terminal: the headings without their marks.
    expect(t.screen()).toContain("\x1b[35mYou\x1b[39m");
    expect(t.screen()).not.toContain("## You");
  });

  test("rm deletes conversations; an unknown id is said and exits 1; show of it too", async () => {
    await chat("one\n");
    await chat("two\n");
    const r = await chats(["rm", "1", "9", "--json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ deleted: [1], missing: [9] });
    expect(r.stderr).toContain("no conversation 9");
    expect(JSON.parse((await chats(["--json"])).stdout).map((c: any) => c.id)).toEqual([2]);
    const gone = await chats(["show", "1"]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain("no conversation 1");
  });

  test("a usage mistake is said: an unknown action, --format without export", async () => {
    expect((await chats(["shwo", "1"])).code).toBe(2);
    expect((await chats(["show", "1", "--format", "json"])).stderr).toContain("--format goes with aye chats export");
  });
});

describe("continuing by id", () => {
  test("chat --continue ID and ask -c ID add to that conversation, not the last", async () => {
    await chat("first topic\n");
    await chat("second topic\n");
    expect((await chat("more on the first\n", ["--continue", "1"])).code).toBe(0);
    expect(sent().at(-1)).toEqual(["first topic", "answer to first topic", "more on the first"]);
    expect((await aye(["ask", "-p", "ollama", "-c", "2", "more on the second"], { env })).stdout).toBe("answer to more on the second\n");
    expect(sent().at(-1)).toEqual(["second topic", "answer to second topic", "more on the second"]);
    const bad = await aye(["ask", "-p", "ollama", "-c", "7", "x"], { env });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("no conversation 7");
  });

  test("chat --continue at a terminal shows the last turns again", async () => {
    await chat("first question\nsecond question\n");
    const t = terminal([AYE, "chat", "-p", "ollama", "--continue"], { env, cwd: home.dir });
    await t.waitFor("you> second question\r\nanswer to second question");
    t.send("\x04");
    expect(await t.exit()).toBe(0);
    const screen = t.screen();
    expect(screen.indexOf("(continued)")).toBeLessThan(screen.indexOf("you> first question"));
    expect(screen).toContain("you> first question\r\nanswer to first question\r\nyou> second question\r\nanswer to second question");
  });
});
