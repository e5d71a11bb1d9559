/** Answers rendered as Markdown at a terminal while they stream, raw to a pipe, and the escape guard kept. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { startOllama } from "../fakes/ollama-server.ts";
import { AYE, aye, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let server: ReturnType<typeof startOllama>;
let env: Record<string, string>;
// Lines split across pieces, as a model streams them; an escape sequence of the model's own at the end.
const REPLY = ["# Ti", "tle\n\n- a **b", "old** item\n```\ncode *x*\n```\n", "evil \x1b]0;pwned\x07 done"];
beforeEach(() => {
  home = tempHome();
  server = startOllama({ reply: REPLY });
  env = { ...home.env, OLLAMA_HOST: server.url, AYE_PROMPT_CONTEXT: "false", TERM: "xterm-256color" };
});
afterEach(() => {
  server.stop();
  home.cleanup();
});

async function atTerminal(args: string[], extra: Record<string, string> = {}) {
  const t = terminal([AYE, ...args], { env: { ...env, ...extra }, cwd: home.dir, cols: 60 });
  expect(await t.exit()).toBe(0);
  return t.screen();
}

describe("Markdown at a terminal", () => {
  test("ask: a heading, a list item with bold, a code block left as written; each line drawn again once it is whole", async () => {
    const screen = await atTerminal(["ask", "-p", "ollama", "hi"]);
    // The incomplete line as it came, then (erased) the rendered one.
    expect(screen).toContain("# Ti");
    expect(screen).toContain("\r\x1b[J\x1b[4m\x1b[1m\x1b[35mTitle\x1b[39m\x1b[22m\x1b[24m\r\n");
    expect(screen).toContain("• a \x1b[1mbold\x1b[22m item\r\n");
    expect(screen).toContain("\x1b[36mcode *x*\x1b[39m");
  });

  test("what the model wrote is shown, never obeyed: its escape sequence is visible and no title is set", async () => {
    const screen = await atTerminal(["ask", "-p", "ollama", "hi"]);
    expect(screen).toContain("evil \\e]0;pwned\\x07 done");
    expect(screen).not.toContain("\x1b]0;pwned");
  });

  test("NO_COLOR keeps the shapes (bullets) without colour; render.markdown: false shows the text as written", async () => {
    const plain = await atTerminal(["ask", "-p", "ollama", "hi"], { NO_COLOR: "1" });
    expect(plain).toContain("• a bold item\r\n");
    expect(plain).not.toContain("\x1b[1m");
    const off = await atTerminal(["ask", "-p", "ollama", "hi"], { AYE_RENDER_MARKDOWN: "false" });
    expect(off).toContain("- a **bold** item");
    expect(off).not.toContain("•");
  });

  test("chat renders its answers too", async () => {
    const t = terminal([AYE, "chat", "-p", "ollama"], { env, cwd: home.dir, cols: 60 });
    await t.waitFor("you> ");
    t.send("hi\r");
    await t.waitFor("done");
    t.send("\x04");
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("• a \x1b[1mbold\x1b[22m item");
    expect(t.screen()).toContain("evil \\e]0;pwned\\x07 done");
  });
});

describe("to a pipe", () => {
  test("the answer is the model's exact text, escape sequence and all", async () => {
    const r = await aye(["ask", "-p", "ollama", "hi"], { env });
    expect(r.stdout).toBe(REPLY.join(""));
  });
});
