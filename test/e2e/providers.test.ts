/**
 * What the real CLIs taught (see real-clis.test.ts), kept fast with stub CLIs
 * and local servers: errors in one line, bounded retries, readiness, a model per
 * provider, a server that is not Ollama, and cleanup on every signal.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startOpenAI } from "../fakes/openai-server.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, tempHome, writeConfig } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude", "gemini", "qwen", "mycli"], { AYE_SESSION: "t" })));
afterEach(() => home.cleanup());

const config = (yaml: string) => writeConfig(home.env, yaml);
const call = (args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}) => aye(args, { env: { ...env, ...opts.env }, stdin: opts.stdin });
/** Running (a zombie waiting for its reaper is not). */
const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};
const privateFiles = () => {
  const dir = join(home.env.XDG_CACHE_HOME, "aye", "tmp");
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe("errors are the CLI's own, in one line, never the answer", () => {
  test.each([
    ["claude", 1, "aye: claude failed (401): Invalid API key · Fix external API key"],
    ["gemini", 145, "aye: gemini failed (401): API key not valid"],
  ])("%s's API error goes to stderr with its exit code; stdout stays empty", async (cli, code, line) => {
    const r = await call(["llm", cli, "review"], { env: { STUB_MODE: "apierror" } });
    expect(r).toMatchObject({ code, stdout: "" });
    expect(r.stderr).toBe(`${line}\n`);
  });

  test("a CLI that keeps retrying is stopped after three failed attempts", async () => {
    const started = Date.now();
    const r = await call(["llm", "gemini", "hi"], { env: { STUB_MODE: "retry" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("aye: gemini failed 3 times (500 from the API: boom); aye stopped it\n");
    expect(Date.now() - started).toBeLessThan(4500); // the stub would go on for 6 s
    expect(privateFiles()).toEqual([]);
  });

  test("at a terminal, the retries show as progress on stderr", async () => {
    let screen = "";
    const proc = Bun.spawn([AYE, "llm", "gemini", "hi"], {
      env: { ...env, STUB_MODE: "retry", TERM: "xterm-256color" },
      terminal: { cols: 100, rows: 30, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    expect(await proc.exited).toBe(1);
    proc.terminal!.close();
    expect(screen).toContain("gemini is retrying: 500 from the API");
  });
});

test("a built-in CLI set to stdin_mode: file keeps its flags and gets a private, removed input file", async () => {
  config('llm:\n  shell_providers:\n    claude:\n      stdin_mode: file\n      args: ["--input", "{input_file}"]\n');
  const r = await call(["llm", "claude", "hello"]);
  expect(r).toMatchObject({ code: 0, stdout: "answer from claude\n" });
  const got = recorded(rec, "claude");
  expect(got.argv!.slice(0, 3)).toEqual(["-p", "--output-format", "stream-json"]);
  expect(got.argv!.at(-2)).toBe("--input");
  expect(got.file).toBe("hello");
  expect(got.perm).toBe("600");
  expect(existsSync(got.path!)).toBe(false);
});

describe("a model belongs to its provider", () => {
  const modelOf = (cli: string) => {
    const argv = recorded(rec, cli).argv!;
    const at = argv.findIndex((a) => a === "--model" || a === "-m");
    return at < 0 ? undefined : argv[at + 1];
  };

  test("the config-wide model is not sent to a CLI it was not meant for", async () => {
    config("model: llama3.2\n");
    await call(["llm", "claude", "hi"]);
    expect(modelOf("claude")).toBeUndefined();
    await call(["llm", "qwen", "hi"], { env: { AYE_MODEL: "llama3.2" } });
    expect(modelOf("qwen")).toBeUndefined();
  });

  test("each provider's own model, -m over it, and the global one for the provider it names", async () => {
    config("provider: gemini\nmodel: gemini-2.5-pro\nllm:\n  shell_providers:\n    claude:\n      model: sonnet\n");
    await call(["llm", "claude", "hi"]);
    expect(modelOf("claude")).toBe("sonnet");
    await call(["llm", "claude", "-m", "opus", "hi"]);
    expect(modelOf("claude")).toBe("opus");
    await call(["ask", "hi"]);
    expect(modelOf("gemini")).toBe("gemini-2.5-pro");
  });
});

describe("ready means ready", () => {
  test("--list says what is missing and how to fix it", async () => {
    const bare = tempHome();
    try {
      const r = await aye(["llm", "--list", "--json"], { env: { ...bare.env, PATH: env.PATH!, OPENAI_API_KEY: "sk-x", OLLAMA_HOST: "http://127.0.0.1:9" } });
      const rows = JSON.parse(r.stdout) as { name: string; ok: boolean; detail: string }[];
      const row = (name: string) => rows.find((p) => p.name === name)!;
      expect(row("claude")).toMatchObject({ ok: false, detail: "not signed in: run 'claude' once and log in, or set ANTHROPIC_API_KEY" });
      expect(row("gemini").detail).toContain("GEMINI_API_KEY");
      expect(row("qwen")).toMatchObject({ ok: true, detail: expect.stringContaining("$OPENAI_API_KEY") });
      expect(row("openai")).toMatchObject({ ok: false, detail: "no model (export OPENAI_MODEL=..., set llm.endpoints.openai.model, or pass -m; 'aye llm --models openai' lists them)" });
      expect(row("openrouter").detail).toContain("$OPENROUTER_API_KEY is not set");
    } finally {
      bare.cleanup();
    }
  });

  test("a missing key is said before any request leaves the machine", async () => {
    const server = startOpenAI();
    try {
      const r = await call(["ask", "-p", "openai", "-m", "gpt-4o", "hi"], { env: { OPENAI_BASE_URL: server.url } });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("openai needs an API key: $OPENAI_API_KEY is not set");
      expect(server.requests).toEqual([]);
    } finally {
      server.stop();
    }
  });
});

describe("a server that is not Ollama", () => {
  test("is named in one line, in the error and in --list", async () => {
    const page = `<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body>${"<p>filler</p>".repeat(200)}</body></html>`;
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(page, { headers: { "content-type": "text/html" } }) });
    try {
      const host = `http://127.0.0.1:${server.port}`;
      const r = await call(["llm", "ollama", "hi"], { env: { OLLAMA_HOST: host } });
      expect(r).toMatchObject({ code: 1, stdout: "" });
      expect(r.stderr.split("\n")[0]).toBe(`aye: ${host} is not Ollama: /api/tags answered 200 with an HTML page ("Welcome to nginx!"), not Ollama's JSON`);
      expect(r.stderr).not.toContain("cannot reach");
      const list = await call(["llm", "--list"], { env: { OLLAMA_HOST: host } });
      expect(list.stdout).not.toContain("<p>");
      expect(list.stdout).toContain("is not Ollama");
    } finally {
      server.stop(true);
    }
  });

  test("a JSON server that is not Ollama is named too, not called unreachable", async () => {
    const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => Response.json({ error: "Unexpected endpoint or method. (GET /api/tags)" }, { status: 404 }) });
    try {
      const host = `http://127.0.0.1:${server.port}`;
      const r = await call(["llm", "ollama", "hi"], { env: { OLLAMA_HOST: host } });
      expect(r.stderr.split("\n")[0]).toBe(`aye: ${host} is not Ollama: /api/tags answered 404 (Unexpected endpoint or method. (GET /api/tags)), not Ollama's model list`);
    } finally {
      server.stop(true);
    }
  });
});

describe("every exit path cleans up", () => {
  const fileMode = () =>
    config('llm:\n  shell_providers:\n    mycli:\n      command: mycli\n      args: ["--input", "{input_file}"]\n      stdin_mode: file\n');

  test.each([
    [["llm", "claude", "hi"], "SIGHUP", 129],
    [["llm", "mycli", "hi"], "SIGQUIT", 131],
    [["ask", "-p", "mycli", "hi"], "SIGQUIT", 131],
    [["ask", "-p", "gemini", "-s", "be brief", "hi"], "SIGTERM", 143],
    [["fix", "--command", "make", "--exit", "2", "--llm", "-p", "mycli"], "SIGHUP", 129],
    [["fix", "--command", "make", "--exit", "2", "--llm", "-p", "gemini"], "SIGQUIT", 131],
  ] as const)("aye %p on %s: the CLI's whole tree stopped, every temp file removed, exit %i", async (args, signal, code) => {
    fileMode();
    const cli = args[0] === "fix" ? args[7]! : args[0] === "ask" ? args[2]! : args[1]!;
    const proc = Bun.spawn([AYE, ...args], { env: { ...env, STUB_MODE: "hang" }, cwd: home.dir, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
    const until = Date.now() + 5000;
    while (!recorded(rec, cli).child && Date.now() < until) await Bun.sleep(20);
    const { pid, child, path } = recorded(rec, cli);
    expect(alive(pid) && alive(child)).toBe(true);
    if (cli === "mycli") expect(existsSync(path!)).toBe(true);
    else expect(privateFiles()).toHaveLength(1);
    proc.kill(signal);
    expect(await proc.exited).toBe(code);
    expect(alive(pid)).toBe(false);
    expect(alive(child)).toBe(false);
    if (path) expect(existsSync(path)).toBe(false);
    expect(privateFiles()).toEqual([]);
    rmSync(join(rec, `${cli}.child`), { force: true });
  });
});
