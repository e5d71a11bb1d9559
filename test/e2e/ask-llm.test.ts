/** aye ask and aye llm through the binary, against stub CLIs and local fake servers. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startOllama } from "../fakes/ollama-server.ts";
import { startOpenAI } from "../fakes/openai-server.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, ayeInBash, type tempHome, writeConfig } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
// These tests compare whole prompts: the default context (OS, shell, folder) has tests of its own below.
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude", "gemini", "qwen", "mycli"], { AYE_SESSION: "t", AYE_PROMPT_CONTEXT: "false" })));
afterEach(() => home.cleanup());

const config = (yaml: string) => writeConfig(home.env, yaml);
const call = (args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}) => aye(args, { env: { ...env, ...opts.env }, stdin: opts.stdin });
const fail = () => call(["run", "sh", "-c", "echo 'FAIL adds numbers'; echo 'Error: expected 3, got 4' >&2; exit 1"]);
const BLOCK_START = "---\nCaptured output from last failing command:\n$ sh -c";

describe("aye ask", () => {
  test("carries the failure in seed 000's block, once", async () => {
    await fail();
    const first = await call(["ask", "-p", "claude", "fix the failing tests"]);
    expect(first).toMatchObject({ code: 0, stdout: "answer from claude\n" });
    const sent = recorded(rec, "claude").stdin!;
    expect(sent.startsWith("fix the failing tests\n\n---\nCaptured output from last failing command:\n")).toBe(true);
    expect(sent).toContain("exit_code: 1\n\nSTDOUT:\nFAIL adds numbers\n\nSTDERR:\nError: expected 3, got 4\n---");
    await call(["ask", "-p", "claude", "and now?"]);
    expect(recorded(rec, "claude").stdin).toBe("and now?");
  });

  test("--print-prompt prints the exact prompt and consumes nothing", async () => {
    await fail();
    const printed = await call(["ask", "--print-prompt", "why?"]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toStartWith(`why?\n\n${BLOCK_START}`);
    await call(["ask", "-p", "claude", "why?"]);
    expect(`${recorded(rec, "claude").stdin}\n`).toBe(printed.stdout);
  });

  test("--no-attach leaves the failure pending; --attach ID picks a capture", async () => {
    await fail();
    await call(["ask", "-p", "claude", "--no-attach", "unrelated"]);
    expect(recorded(rec, "claude").stdin).toBe("unrelated");
    expect((await call(["ask", "--print-prompt", "x"])).stdout).toContain(BLOCK_START);
    await call(["run", "sh", "-c", "echo second; exit 2"]);
    expect((await call(["ask", "--print-prompt", "--attach", "1", "x"])).stdout).toContain("FAIL adds numbers");
  });

  test("piped input and @files come before the failure, with secrets removed from every part, typed words too", async () => {
    writeFileSync(join(home.dir, "notes.md"), "token: ghp_0123456789abcdefghijABCDEFGHIJ012345\n");
    writeFileSync(join(home.dir, ".env"), "PORT=3000\n");
    const r = await call(["ask", "--print-prompt", "look at @notes.md and @.env, key sk-proj-mine-is-redacted-too0123456789"], { stdin: "export AWS_SECRET_ACCESS_KEY=abc123\n" });
    expect(r.stdout).toBe(
      "look at @notes.md and @.env, key [REDACTED:openai-key]\n\nexport AWS_SECRET_ACCESS_KEY=[REDACTED:secret]\n\n" +
        "File: notes.md\n```\ntoken: [REDACTED:github-token]\n```\n\nFile: .env\n```\nPORT=[REDACTED:secret]\n```\n",
    );
  });

  test("redact: false sends what was captured as it was", async () => {
    config("redact: false\n");
    expect((await call(["ask", "--print-prompt", "x"], { stdin: "PASSWORD=hunter2\n" })).stdout).toContain("PASSWORD=hunter2");
  });

  test("20 concurrent asks: exactly one carries the failure", async () => {
    await fail();
    const results = await Promise.all(Array.from({ length: 20 }, () => call(["ask", "--print-prompt", "--no-attach", "warm"])));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const dir = join(home.dir, "many");
    mkdirSync(dir);
    const asks = await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const own = join(dir, String(i));
      mkdirSync(own);
      return call(["ask", "-p", "claude", `q${i}`], { env: { STUB_DIR: own } }).then((r) => ({ r, stdin: recorded(own, "claude").stdin ?? "" }));
    }));
    expect(asks.every((a) => a.r.code === 0)).toBe(true);
    expect(asks.filter((a) => a.stdin.includes("Captured output from last failing command")).length).toBe(1);
  });

  test("a provider that fails leaves the failure pending for the next try", async () => {
    await fail();
    const r = await call(["ask", "-p", "claude", "why"], { env: { STUB_MODE: "fail" } });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("claude exited with code 3");
    expect(r.stderr).toContain("stub: please sign in first");
    expect((await call(["ask", "--print-prompt", "again"])).stdout).toContain(BLOCK_START);
  });

  test("nothing to ask is a usage error", async () => {
    const r = await call(["ask"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("nothing to ask");
  });

  test("the provider comes from -p, then AYE_PROVIDER, then the config file, then the first available", async () => {
    expect((await call(["ask", "hi"], { env: { AYE_PROVIDER: "qwen" } })).stdout).toBe("answer from qwen\n");
    config("provider: gemini\n");
    expect((await call(["ask", "hi"])).stdout).toBe("answer from gemini\n");
    expect((await call(["ask", "-p", "claude", "hi"])).stdout).toBe("answer from claude\n");
  });

  test("with no provider anywhere it says how to get one", async () => {
    const r = await aye(["ask", "hi"], { env: { ...home.env, OLLAMA_HOST: "http://127.0.0.1:9" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("no LLM provider is available");
    expect(r.stderr).toContain("aye llm --list");
  });

  test("an unknown provider is a usage error with a suggestion", async () => {
    const r = await call(["ask", "-p", "cluade", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Did you mean 'claude'?");
  });

  test("a prompt where aye llm wants the provider is named as such, with the line that works and how to set a default", async () => {
    const r = await call(["llm", "what does this do"], { stdin: "x\n" });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toStartWith("aye: 'what does this do' looks like a prompt, not a provider\n");
    expect(r.stderr).toContain(`aye llm claude "what does this do"`);
    expect(r.stderr).toContain("AYE_PROVIDER=ollama");
  });
});

describe("aye llm's provider: -p, the first word, or the default", () => {
  test("AYE_PROVIDER is used when the first word is not a provider: the whole line is the prompt", async () => {
    const r = await call(["llm", "summarize"], { stdin: "log line\n", env: { AYE_PROVIDER: "qwen" } });
    expect(r).toMatchObject({ code: 0, stdout: "answer from qwen\n" });
    expect(recorded(rec, "qwen").stdin).toBe("summarize\n\nlog line");
  });

  test("config's provider works the same in a pipe; a first word that names a provider still wins", async () => {
    config("provider: gemini\n");
    expect((await call(["llm", "what", "does", "this", "do"], { stdin: "x\n" })).stdout).toBe("answer from gemini\n");
    expect(recorded(rec, "gemini").stdin).toStartWith("what does this do");
    expect((await call(["llm", "claude", "hi"])).stdout).toBe("answer from claude\n");
  });

  test("-p names the provider, as for ask, chat and fix; every word is the prompt", async () => {
    const r = await call(["llm", "-p", "claude", "gemini", "or", "qwen?"]);
    expect(r).toMatchObject({ code: 0, stdout: "answer from claude\n" });
    expect(recorded(rec, "claude").stdin).toBe("gemini or qwen?");
  });

  test("a misspelt provider is still an unknown provider with a suggestion", async () => {
    const r = await call(["llm", "cluade", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Did you mean 'claude'?");
  });

  test("--json without --list or --models is refused, and nothing is sent", async () => {
    const r = await call(["llm", "claude", "--json", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--json works with --list or --models only");
    expect(recorded(rec, "claude").stdin).toBeUndefined();
  });
});

describe("aye llm with shell providers", () => {
  test("pipes stdin and the prompt; argv follows the CLI's flags; no shell involved", async () => {
    const r = await call(["llm", "gemini", "-m", "gemini-2.5-flash", "review; rm -rf /"], { stdin: "diff --git a/x b/x\n" });
    expect(r).toMatchObject({ code: 0, stdout: "answer from gemini\n" });
    const got = recorded(rec, "gemini");
    const argv = got.argv!.join(" ");
    expect(argv).toStartWith("-o stream-json --skip-trust --session-id ");
    expect(argv).toEndWith(" -m gemini-2.5-flash -p ");
    expect(got.stdin).toBe("review; rm -rf /\n\ndiff --git a/x b/x");
  });

  test("claude answers in print mode with no tools and no saved session; qwen with no tools either", async () => {
    expect((await call(["llm", "claude", "hi"])).stdout).toBe("answer from claude\n");
    expect(recorded(rec, "claude").argv).toEqual(["-p", "--output-format", "stream-json", "--verbose", "--include-partial-messages", "--tools", "", "--no-session-persistence"]);
    expect((await call(["llm", "qwen", "-s", "be brief", "hi"])).stdout).toBe("answer from qwen\n");
    const qwen = recorded(rec, "qwen");
    expect(qwen.argv!.slice(0, 3)).toEqual(["--chat-recording", "false", "--exclude-tools"]);
    expect(qwen.argv![3]).toContain("run_shell_command");
    expect(qwen.argv!.slice(-2)).toEqual(["--system-prompt", "be brief"]);
    expect(qwen.stdin).toBe("hi");
  });

  test("does not attach the pending failure unless asked", async () => {
    await fail();
    await call(["llm", "claude", "summarize"], { stdin: "log line\n" });
    expect(recorded(rec, "claude").stdin).toBe("summarize\n\nlog line");
    await call(["llm", "claude", "--attach", "summarize"]);
    expect(recorded(rec, "claude").stdin).toContain(BLOCK_START);
  });

  test("a configured provider: env expansion and file mode with a private, removed temp file", async () => {
    config(`llm:
  shell_providers:
    mycli:
      command: mycli
      args: ["--input", "{input_file}", "--tag", "\${TAG}"]
      stdin_mode: file
      timeout: 20
      env:
        MY_TOKEN: "\${SECRET_SOURCE}"
`);
    const r = await call(["llm", "mycli", "hello"], { env: { TAG: "t1", SECRET_SOURCE: "s3" } });
    expect(r.stdout).toBe("answer from mycli\n");
    const got = recorded(rec, "mycli");
    expect(got.argv![0]).toBe("--input");
    expect(got.argv!.slice(2)).toEqual(["--tag", "t1"]);
    expect(got.file).toBe("hello");
    expect(got.perm).toBe("600");
    expect(existsSync(got.path!)).toBe(false);
    expect(got.env).toContain("MY_TOKEN=s3\n");
  });

  test("a CLI that is not installed: 127 and how to install it", async () => {
    const r = await aye(["llm", "claude", "hi"], { env: home.env });
    expect(r.code).toBe(127);
    expect(r.stderr).toContain("npm install -g @anthropic-ai/claude-code");
  });

  test("a non-zero exit is passed through with the CLI's stderr", async () => {
    const r = await call(["llm", "claude", "hi"], { env: { STUB_MODE: "fail" } });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("stub: please sign in first");
  });

  test("a timeout stops the CLI and what it started: 124", async () => {
    config("llm:\n  shell_providers:\n    claude:\n      timeout: 1\n");
    const started = Date.now();
    const r = await call(["llm", "claude", "hi"], { env: { STUB_MODE: "hang" } });
    expect(r.code).toBe(124);
    expect(r.stderr).toContain("did not answer within 1s");
    expect(Date.now() - started).toBeLessThan(6000);
    await Bun.sleep(300);
    expect(existsSync(join(rec, "grandchild-survived"))).toBe(false);
  });

  test("the answer streams: the first piece arrives before the CLI is done", async () => {
    const proc = Bun.spawn([AYE, "llm", "claude", "hi"], { env: { ...env, STUB_MODE: "slow" }, stdout: "pipe", stderr: "pipe" });
    const reader = proc.stdout.getReader();
    const started = Date.now();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe("first ");
    expect(Date.now() - started).toBeLessThan(2500); // the second piece comes 3 s later
    expect(await proc.exited).toBe(0);
  });

  test("a broken provider table names the file, line and key", async () => {
    config("llm:\n  shell_providers:\n    mycli:\n      command: mycli\n      stdin_mod: file\n");
    const r = await call(["llm", "mycli", "hi"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("config.yaml:5: unknown setting 'llm.shell_providers.mycli.stdin_mod'");
    expect(r.stderr).toContain("Did you mean 'stdin_mode'?");
  });

  test("--list shows every provider and whether it is available", async () => {
    const r = await call(["llm", "--list", "--json"], { env: { OLLAMA_HOST: "http://127.0.0.1:9" } });
    const rows = JSON.parse(r.stdout);
    expect(rows.find((p: { name: string }) => p.name === "claude")).toMatchObject({ kind: "shell", ok: true });
    expect(rows.find((p: { name: string }) => p.name === "ollama")).toMatchObject({ ok: false });
    expect(rows.find((p: { name: string }) => p.name === "openai").detail).toContain("OPENAI_API_KEY");
  });
});

describe("aye llm ollama", () => {
  test("streams a chat from the server named by OLLAMA_HOST", async () => {
    const server = startOllama();
    try {
      const r = await call(["llm", "ollama", "-s", "be brief", "hello"], { env: { OLLAMA_HOST: server.url } });
      expect(r).toMatchObject({ code: 0, stdout: "Hello from ollama" });
      const chat = server.requests.find((q) => q.path === "/api/chat")!.body;
      expect(chat).toMatchObject({ model: "llama3.2:latest", stream: true, messages: [{ role: "system", content: "be brief" }, { role: "user", content: "hello" }] });
      expect(chat.options).toBeUndefined(); // a short prompt keeps Ollama's default context
    } finally {
      server.stop();
    }
  });

  test("a long prompt gets a context to fit it", async () => {
    const server = startOllama({ contextLength: 131072 });
    try {
      const big = "word ".repeat(40_000);
      const r = await call(["llm", "ollama", "summarize"], { env: { OLLAMA_HOST: server.url }, stdin: big });
      expect(r.code).toBe(0);
      const chat = server.requests.find((q) => q.path === "/api/chat")!.body;
      expect(chat.options.num_ctx).toBeGreaterThan(57_000);
      expect(chat.messages[0].content.length).toBeGreaterThan(200_000); // never cut by aye
    } finally {
      server.stop();
    }
  });

  test("a prompt longer than the model's context is said out loud", async () => {
    const server = startOllama({ contextLength: 8192 });
    try {
      const r = await call(["llm", "ollama", "summarize"], { env: { OLLAMA_HOST: server.url }, stdin: "word ".repeat(40_000) });
      expect(r.stderr).toContain("longer than llama3.2:latest's context of 8192 tokens");
      expect(server.requests.find((q) => q.path === "/api/chat")!.body.options.num_ctx).toBe(8192);
    } finally {
      server.stop();
    }
  });

  test("an unknown model lists the ones there are", async () => {
    const server = startOllama({ models: ["llama3.2:latest", "qwen2.5:7b"] });
    try {
      const r = await call(["llm", "ollama", "-m", "mistral", "hi"], { env: { OLLAMA_HOST: server.url } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("Ollama has no model 'mistral'");
      expect(r.stderr).toContain("llama3.2:latest, qwen2.5:7b");
    } finally {
      server.stop();
    }
  });

  test("an unreachable server says how to start one", async () => {
    const r = await call(["llm", "ollama", "hi"], { env: { OLLAMA_HOST: "http://127.0.0.1:9" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("cannot reach Ollama at http://127.0.0.1:9");
    expect(r.stderr).toContain("ollama serve");
  });
});

describe("aye llm with an OpenAI-compatible endpoint", () => {
  const endpoint = (url: string, extra = "") => config(`llm:\n  endpoints:\n    local:\n      base_url: ${url}\n      api_key_env: LOCAL_KEY\n      model: gpt-test\n${extra}`);

  test("streams the answer; sends the key and the messages", async () => {
    const server = startOpenAI({ key: "k-123" });
    try {
      endpoint(server.url);
      const r = await call(["llm", "local", "-s", "sys", "hello"], { env: { LOCAL_KEY: "k-123" } });
      expect(r).toMatchObject({ code: 0, stdout: "Hi from openai" });
      const req = server.requests.find((q) => q.path === "/v1/chat/completions")!;
      expect(req.body).toEqual({ model: "gpt-test", stream: true, messages: [{ role: "system", content: "sys" }, { role: "user", content: "hello" }] });
    } finally {
      server.stop();
    }
  });

  test.each([
    [401, "refused the API key", "LOCAL_KEY"],
    [500, "failed with 500", "try again later"],
  ])("%i gets its own message", async (status, message, hint) => {
    const server = startOpenAI({ statuses: [status, status, status], key: status === 401 ? "right" : undefined });
    try {
      endpoint(server.url);
      const r = await call(["llm", "local", "hi"], { env: { LOCAL_KEY: "wrong" } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain(hint);
    } finally {
      server.stop();
    }
  });

  test("429 and 5xx are retried a bounded number of times", async () => {
    const server = startOpenAI({ statuses: [429, 503] });
    try {
      endpoint(server.url);
      const r = await call(["llm", "local", "hi"], { env: { LOCAL_KEY: "x" } });
      expect(r).toMatchObject({ code: 0, stdout: "Hi from openai" });
      expect(server.requests.filter((q) => q.path === "/v1/chat/completions")).toHaveLength(3);
    } finally {
      server.stop();
    }
  });

  test("a 429 that persists is reported as rate limiting", async () => {
    const server = startOpenAI({ statuses: [429, 429, 429] });
    try {
      endpoint(server.url);
      const r = await call(["llm", "local", "hi"], { env: { LOCAL_KEY: "x" } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("rate limiting");
    } finally {
      server.stop();
    }
  });

  test("an unknown model (404) lists the server's models", async () => {
    const server = startOpenAI({ models: ["gpt-test", "other"] });
    try {
      endpoint(server.url);
      const r = await call(["llm", "local", "-m", "nope", "hi"], { env: { LOCAL_KEY: "x" } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("does not know that model (404)");
      expect(r.stderr).toContain("gpt-test, other");
    } finally {
      server.stop();
    }
  });

  test("an unreachable server is its own error", async () => {
    endpoint("http://127.0.0.1:9/v1");
    const r = await call(["llm", "local", "hi"], { env: { LOCAL_KEY: "x" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("cannot reach local at http://127.0.0.1:9/v1");
  });
});

describe("aye ask at a terminal", () => {
  const inTerminal = (args: string[], extra: Record<string, string>) => {
    let screen = "";
    const proc = Bun.spawn([AYE, ...args], {
      env: { ...env, ...extra, TERM: "xterm-256color" },
      terminal: { cols: 100, rows: 30, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    return { proc, screen: () => screen };
  };

  test("a spinner shows while waiting, then the answer", async () => {
    const t = inTerminal(["ask", "-p", "claude", "hi"], { STUB_MODE: "delay" });
    expect(await t.proc.exited).toBe(0);
    t.proc.terminal!.close();
    expect(t.screen()).toContain("asking claude…");
    expect(t.screen()).toContain("answer from claude");
  });

  test("Ctrl-C while waiting aborts the request and exits 130", async () => {
    const t = inTerminal(["ask", "-p", "claude", "hi"], { STUB_MODE: "delay" });
    const until = Date.now() + 3000;
    while (!t.screen().includes("asking claude") && Date.now() < until) await Bun.sleep(20);
    t.proc.terminal!.write("\x03");
    expect(await t.proc.exited).toBe(130);
    t.proc.terminal!.close();
    expect(t.screen()).not.toContain("answer from claude");
  });

  test("no spinner when stderr is not a terminal", async () => {
    const r = await call(["ask", "-p", "claude", "hi"], { env: { STUB_MODE: "delay" } });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("answer from claude\n");
  });
});

describe("aye llm --models", () => {
  test("ollama: the server's tags, one a line; --json says where they come from and the default", async () => {
    const server = startOllama({ models: ["llama3.2:latest", "qwen2.5-coder:7b"] });
    try {
      const r = await call(["llm", "--models", "ollama"], { env: { OLLAMA_HOST: server.url.replace("http://", "") } });
      expect(r).toMatchObject({ code: 0, stdout: "llama3.2:latest\nqwen2.5-coder:7b\n", stderr: "" });
      const j = await call(["llm", "--models", "ollama", "--json"], { env: { OLLAMA_HOST: server.url } });
      expect(JSON.parse(j.stdout)).toEqual({ provider: "ollama", models: ["llama3.2:latest", "qwen2.5-coder:7b"], default: "llama3.2:latest", source: `${server.url}/api/tags` });
    } finally {
      server.stop();
    }
  });

  test("an OpenAI-compatible server: its /v1/models with the key; a refused key is said", async () => {
    const server = startOpenAI({ models: ["gpt-b", "gpt-a"], key: "sk-right" });
    try {
      const env = { OPENAI_BASE_URL: server.url, OPENAI_API_KEY: "sk-right", OPENAI_MODEL: "gpt-a" };
      const r = await call(["llm", "-p", "openai", "--models", "--json"], { env });
      expect(JSON.parse(r.stdout)).toMatchObject({ provider: "openai", models: ["gpt-a", "gpt-b"], default: "gpt-a" });
      expect(server.requests.at(-1)!.headers.get("authorization")).toBe("Bearer sk-right");
      const bad = await call(["llm", "--models", "openai"], { env: { ...env, OPENAI_API_KEY: "sk-wrong" } });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("openai refused the API key (401)");
    } finally {
      server.stop();
    }
  });

  test("a CLI: the models it documents; every provider at once, with why one cannot be asked", async () => {
    const r = await call(["llm", "--models", "gemini"]);
    expect(r.stdout.split("\n")).toContain("gemini-2.5-flash");
    const all = await call(["llm", "--models", "--json"], { env: { OLLAMA_HOST: "http://127.0.0.1:9" } });
    const rows = JSON.parse(all.stdout) as { provider: string; ok: boolean; models?: string[]; error?: string }[];
    expect(rows.find((p) => p.provider === "claude")).toMatchObject({ ok: true, models: expect.arrayContaining(["sonnet", "opus"]) });
    expect(rows.find((p) => p.provider === "ollama")).toMatchObject({ ok: false, error: expect.stringContaining("cannot reach Ollama at http://127.0.0.1:9") });
    expect(rows.find((p) => p.provider === "openai")).toMatchObject({ ok: false, error: expect.stringContaining("OPENAI_API_KEY") });
  });

  test("the shell completions offer them for -m", async () => {
    const server = startOllama({ models: ["llama3.2:latest", "mistral:latest"] });
    try {
      const script = `source <("$0" completions bash); aye() { "$0" "$@"; }; COMP_WORDS=(aye ask -p ollama -m m); COMP_CWORD=5; _aye; printf '%s\\n' "\${COMPREPLY[@]}"`;
      const r = await ayeInBash(script, { env: { ...env, OLLAMA_HOST: server.url } });
      expect(r.stdout).toBe("mistral:latest\n");
    } finally {
      server.stop();
    }
  });
});

test("fish completes -m from the provider's models, and -t from the templates", async () => {
  const server = startOllama({ models: ["llama3.2:latest", "mistral:latest"] });
  try {
    const dir = join(AYE, "..");
    // Spawned, not spawnSync: the stand-in server answers from this process.
    const fish = async (line: string) => {
      const proc = Bun.spawn(["fish", "--private", "-c", `source '${join(dir, "..", "completions", "aye.fish")}'; complete -C '${line}'`], {
        env: { ...env, PATH: `${dir}:${env.PATH}`, OLLAMA_HOST: server.url },
        stdout: "pipe",
      });
      return (await new Response(proc.stdout).text()).split("\n").map((l) => l.split("\t")[0]).filter(Boolean);
    };
    expect(await fish("aye ask -p ollama -m ")).toEqual(["llama3.2:latest", "mistral:latest"]);
    expect(await fish("aye llm ollama -m mis")).toEqual(["mistral:latest"]);
    expect(await fish("aye ask -t co")).toEqual(["commit"]);
  } finally {
    server.stop();
  }
});

describe("settings in effect", () => {
  test("aye config shows the OLLAMA_HOST in effect; llm --list names OPENAI_MODEL for a missing model", async () => {
    const r = await call(["config", "--json"], { env: { OLLAMA_HOST: "10.1.2.3" } });
    expect(JSON.parse(r.stdout).settings["llm.ollama.host"]).toMatchObject({ value: "http://10.1.2.3:11434", source: "OLLAMA_HOST" });
    expect((await call(["config"], { env: { OLLAMA_HOST: "10.1.2.3" } })).stdout).toMatch(/llm\.ollama\.host +http:\/\/10\.1\.2\.3:11434 +from OLLAMA_HOST/);
    const list = await call(["llm", "--list", "--json"], { env: { OPENAI_API_KEY: "sk-x" } });
    expect(JSON.parse(list.stdout).find((p: { name: string }) => p.name === "openai").detail).toContain("OPENAI_MODEL");
  });
});
