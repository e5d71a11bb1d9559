/** The default context (OS, shell, working directory) that ask, chat and fix send, through the binary. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync } from "node:fs";
import { arch, release } from "node:os";
import { join } from "node:path";
import { startOllama } from "../fakes/ollama-server.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { aye, type tempHome, writeConfig } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "ctx", SHELL: "/usr/bin/zsh" })));
afterEach(() => home.cleanup());

const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
const OS = `${pretty} (Linux ${release()}, ${arch()})`;

describe("the default context", () => {
  test("ask sends the OS, the shell and the folder last; --print-prompt shows exactly that", async () => {
    const cwd = join(home.dir, "project");
    mkdirSync(cwd);
    const printed = await aye(["ask", "--print-prompt", "why?"], { env, cwd });
    expect(printed.stdout).toBe(`why?\n\n---\nEnvironment:\nos: ${OS}\nshell: zsh\ncwd: ${cwd}\n---\n`);
    expect((await aye(["ask", "-p", "claude", "why?"], { env, cwd })).code).toBe(0);
    expect(`${recorded(rec, "claude").stdin}\n`).toBe(printed.stdout);
  });

  test("it is redacted like everything else: a token in the folder's name never leaves", async () => {
    const token = `ghp_${"aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6"}`;
    const cwd = join(home.dir, token);
    mkdirSync(cwd);
    const printed = await aye(["ask", "--print-prompt", "hi"], { env, cwd });
    expect(printed.stdout).toContain("cwd: ");
    expect(printed.stdout).not.toContain(token);
    await aye(["ask", "-p", "claude", "hi"], { env, cwd });
    expect(recorded(rec, "claude").stdin).not.toContain(token);
  });

  test("prompt.context: false in the config (or AYE_PROMPT_CONTEXT=false) sends none", async () => {
    writeConfig(home.env, "prompt:\n  context: false\n");
    expect((await aye(["ask", "--print-prompt", "hi"], { env })).stdout).toBe("hi\n");
    writeConfig(home.env, "");
    expect((await aye(["ask", "--print-prompt", "hi"], { env: { ...env, AYE_PROMPT_CONTEXT: "false" } })).stdout).toBe("hi\n");
    expect((await aye(["config"], { env })).stdout).toMatch(/prompt\.context +true +default/);
  });

  test("chat tells it with the first message of a conversation only; ask -c does not tell it again", async () => {
    const server = startOllama();
    try {
      const e = { ...env, OLLAMA_HOST: server.url };
      expect((await aye(["chat", "-p", "ollama"], { env: e, cwd: home.dir, stdin: "first\nsecond\n" })).code).toBe(0);
      expect((await aye(["ask", "-c", "-p", "ollama", "third"], { env: e, cwd: home.dir })).code).toBe(0);
      const chats = server.requests.filter((r) => r.path === "/api/chat").map((r) => r.body.messages);
      const users = chats.at(-1).filter((m: any) => m.role === "user").map((m: any) => m.content);
      expect(users).toEqual([`first\n\n---\nEnvironment:\nos: ${OS}\nshell: zsh\ncwd: ${home.dir}\n---`, "second", "third"]);
    } finally {
      server.stop();
    }
  });

  test("fix's prompt names the OS besides the shell and the folder it already gives", async () => {
    const r = await aye(["fix", "--command", "gti status", "--exit", "127", "--llm", "--print", "-p", "claude"], { env: { ...env, STUB_MODE: "reply", STUB_REPLY: "git status\\n" }, stdin: "zsh: command not found: gti\n" });
    expect(r).toMatchObject({ code: 0, stdout: "git status\n" });
    expect(recorded(rec, "claude").stdin).toStartWith(`A shell command failed in /usr/bin/zsh on ${OS}, in the directory `);
    const off = await aye(["fix", "--command", "gti status", "--exit", "127", "--llm", "--print", "-p", "claude"], { env: { ...env, STUB_MODE: "reply", STUB_REPLY: "git status\\n", AYE_PROMPT_CONTEXT: "0" }, stdin: "x\n" });
    expect(off.code).toBe(0);
    expect(recorded(rec, "claude").stdin).toStartWith("A shell command failed in /usr/bin/zsh, in the directory ");
  });
});
