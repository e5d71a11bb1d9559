/** Roles, templates, sampling and the answer's form, through the binary against the Ollama and OpenAI stand-ins and a stub CLI. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startOllama } from "../fakes/ollama-server.ts";
import { startOpenAI } from "../fakes/openai-server.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, ayeInBash, type tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
const servers: { stop(): void }[] = [];
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "roles", AYE_PROMPT_CONTEXT: "false" })));
afterEach(() => {
  servers.splice(0).forEach((s) => s.stop());
  home.cleanup();
});

function ollama() {
  const fake = startOllama();
  servers.push(fake);
  return { env: { ...env, OLLAMA_HOST: fake.url }, chats: () => fake.requests.filter((r) => r.path === "/api/chat").map((r) => r.body) };
}

function openai() {
  const fake = startOpenAI();
  servers.push(fake);
  return { env: { ...env, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "gpt-test", OPENAI_API_KEY: "sk-test" }, chats: () => fake.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body) };
}

const rolesDir = () => join(home.env.XDG_CONFIG_HOME, "aye", "roles");
const templatesDir = () => join(home.env.XDG_CONFIG_HOME, "aye", "templates");

describe("roles", () => {
  test("a shipped role is the system prompt; a file of the person's takes its place; -s wins over both", async () => {
    const { env: e, chats } = ollama();
    expect((await aye(["ask", "-p", "ollama", "-r", "terse", "hi"], { env: e })).code).toBe(0);
    expect(chats()[0].messages[0]).toEqual({ role: "system", content: "Answer in as few words as will do. No preamble, no summary, no apologies." });
    mkdirSync(rolesDir(), { recursive: true });
    writeFileSync(join(rolesDir(), "terse.md"), "Mine: one word.\n");
    await aye(["llm", "ollama", "-r", "terse", "hi"], { env: e });
    expect(chats()[1].messages[0].content).toBe("Mine: one word.");
    await aye(["ask", "-p", "ollama", "-r", "terse", "-s", "given", "hi"], { env: e });
    expect(chats()[2].messages[0].content).toBe("given");
  });

  test("chat takes a role; an unknown one is a usage error with the nearest name", async () => {
    const { env: e, chats } = ollama();
    expect((await aye(["chat", "-p", "ollama", "-r", "reviewer"], { env: e, stdin: "look\n" })).code).toBe(0);
    expect(chats()[0].messages[0].content).toStartWith("You are a careful senior code reviewer.");
    const r = await aye(["ask", "-p", "ollama", "-r", "trse", "hi"], { env: e });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no role 'trse'");
    expect(r.stderr).toContain("Did you mean 'terse'?");
  });

  test("a question stopped by a missing role, template variable or conversation keeps the failure pending", async () => {
    await aye(["run", "sh", "-c", "echo boom >&2; exit 3"], { env });
    expect((await aye(["ask", "-p", "claude", "-r", "nope", "why?"], { env })).code).toBe(2);
    expect((await aye(["ask", "-p", "claude", "-c", "42", "why?"], { env })).code).toBe(1);
    expect((await aye(["ask", "-p", "claude", "--temperature", "1", "why?"], { env })).code).toBe(2);
    expect((await aye(["ask", "--print-prompt", "why?"], { env })).stdout).toContain("boom");
  });

  test("aye roles lists them with where each comes from; show prints one; init writes the shipped ones and never overwrites", async () => {
    mkdirSync(rolesDir(), { recursive: true });
    writeFileSync(join(rolesDir(), "terse.md"), "Mine.\n");
    const list = JSON.parse((await aye(["roles", "--json"], { env })).stdout);
    expect(list.map((r: any) => [r.name, r.source])).toEqual([["reviewer", "built in"], ["shell", "built in"], ["terse", join(rolesDir(), "terse.md")]]);
    expect((await aye(["roles", "show", "shell"], { env })).stdout).toStartWith("You are an expert in Unix shells");
    const init = await aye(["roles", "init"], { env });
    expect(init.stdout.trimEnd().split("\n").sort()).toEqual([join(rolesDir(), "reviewer.md"), join(rolesDir(), "shell.md")]);
    expect(readFileSync(join(rolesDir(), "terse.md"), "utf8")).toBe("Mine.\n");
  });
});

describe("templates", () => {
  test("commit: the piped diff fills {{input}}, its system line is the system prompt; --print-prompt shows both", async () => {
    const printed = await aye(["ask", "--no-attach", "-t", "commit", "--print-prompt"], { env, stdin: "diff --git a/x b/x\n" });
    expect(printed.stdout).toStartWith("System:\nYou write git commit messages.");
    expect(printed.stdout).toContain("User:\nWrite a commit message for this diff:");
    expect(printed.stdout).toEndWith("\n\ndiff --git a/x b/x\n");
    const { env: e, chats } = ollama();
    await aye(["llm", "ollama", "-t", "commit"], { env: e, stdin: "diff --git a/x b/x\n" });
    expect(chats()[0].messages[0].content).toStartWith("You write git commit messages.");
    expect(chats()[0].messages[1].content).toEndWith("says why the change was made.\n\ndiff --git a/x b/x");
  });

  test("the person's template with variables; a missing one is named; input with no place in it goes after it", async () => {
    mkdirSync(templatesDir(), { recursive: true });
    writeFileSync(join(templatesDir(), "translate.md"), "Translate into {{lang}}, keeping the {{tone}} tone.\n");
    const r = await aye(["ask", "-p", "claude", "-t", "translate", "--var", "lang=French", "--var", "tone=dry", "good morning"], { env });
    expect(r.code).toBe(0);
    expect(recorded(rec, "claude").stdin).toBe("Translate into French, keeping the dry tone.\n\ngood morning");
    const missing = await aye(["ask", "-p", "claude", "-t", "translate", "--var", "lang=French", "hi"], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("template 'translate' needs {{tone}}");
    expect(missing.stderr).toContain("--var tone=...");
    const listed = JSON.parse((await aye(["templates", "--json"], { env })).stdout);
    expect(listed.find((t: any) => t.name === "translate")).toMatchObject({ variables: ["lang", "tone"] });
  });

  test("explain: the captured failure is its input", async () => {
    await aye(["run", "sh", "-c", "echo 'Error: boom' >&2; exit 3"], { env });
    const r = await aye(["ask", "-p", "claude", "-t", "explain"], { env });
    expect(r.code).toBe(0);
    expect(recorded(rec, "claude").stdin).toStartWith("Explain why this failed and how to fix it.\n\n---\nCaptured output from last failing command:");
  });
});

describe("sampling and the answer's form", () => {
  test("--temperature and --max-tokens reach Ollama's options and an OpenAI server's fields", async () => {
    const o = ollama();
    await aye(["ask", "-p", "ollama", "--temperature", "0.2", "--max-tokens", "50", "hi"], { env: o.env });
    expect(o.chats()[0].options).toMatchObject({ temperature: 0.2, num_predict: 50 });
    const a = openai();
    await aye(["llm", "openai", "--temperature", "1", "--max-tokens", "7", "hi"], { env: a.env });
    expect(a.chats()[0]).toMatchObject({ temperature: 1, max_tokens: 7 });
  });

  test("chat takes --temperature and --max-tokens for each request; a CLI is refused them before the chat opens", async () => {
    const o = ollama();
    expect((await aye(["chat", "-p", "ollama", "--temperature", "0.1", "--max-tokens", "9"], { env: o.env, stdin: "one\ntwo\n" })).code).toBe(0);
    expect(o.chats().map((c) => c.options)).toEqual([{ temperature: 0.1, num_predict: 9 }, { temperature: 0.1, num_predict: 9 }]);
    const a = openai();
    await aye(["chat", "-p", "openai", "--temperature", "0"], { env: a.env, stdin: "one\n" });
    expect(a.chats()[0].temperature).toBe(0);
    const r = await aye(["chat", "-p", "claude", "--max-tokens", "5"], { env, stdin: "hi\n" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("claude is a CLI: aye cannot pass it --max-tokens");
    expect(recorded(rec, "claude").stdin).toBeUndefined();
  });

  test("--json-answer asks for JSON where the provider can give it, and says so in the prompt", async () => {
    const o = ollama();
    await aye(["ask", "-p", "ollama", "--json-answer", "three colours"], { env: o.env });
    expect(o.chats()[0].format).toBe("json");
    expect(o.chats()[0].messages.at(-1).content).toEndWith("Answer with one JSON object and nothing else.");
    const a = openai();
    await aye(["llm", "openai", "--json-answer", "three colours"], { env: a.env });
    expect(a.chats()[0].response_format).toEqual({ type: "json_object" });
  });

  test("a CLI is refused what it cannot take, before it runs; a bad temperature is a usage error", async () => {
    const r = await aye(["llm", "claude", "--json-answer", "--temperature", "0.5", "hi"], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("claude is a CLI: aye cannot pass it --temperature, --json-answer");
    expect(recorded(rec, "claude").stdin).toBeUndefined();
    expect((await aye(["ask", "--temperature", "hot", "hi"], { env })).stderr).toContain("--temperature takes a number from 0 to 2");
  });

  test("--no-stream writes the answer once, whole; without it the pieces come as they arrive", async () => {
    const fake = startOllama({ reply: ["one ", "two ", "three"], script: () => ({ reply: ["one ", "two ", "three"], delayMs: 300 }) });
    servers.push(fake);
    const reads = async (args: string[]) => {
      const proc = Bun.spawn([AYE, "llm", "ollama", ...args, "hi"], { env: { ...env, OLLAMA_HOST: fake.url }, stdout: "pipe", stderr: "pipe" });
      const chunks: string[] = [];
      for await (const chunk of proc.stdout) chunks.push(new TextDecoder().decode(chunk));
      expect(await proc.exited).toBe(0);
      return chunks;
    };
    expect(await reads(["--no-stream"])).toEqual(["one two three"]);
    expect((await reads([])).length).toBeGreaterThan(1);
  });

  test("completions offer the roles and templates", async () => {
    const r = await ayeInBash(`source <("$0" completions bash); COMP_WORDS=("$0" ask -t c); COMP_CWORD=3; _aye; printf '%s\\n' "\${COMPREPLY[@]}"`, { env });
    expect(r.stdout).toBe("commit\n");
  });
});
