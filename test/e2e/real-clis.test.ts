/**
 * aye llm and aye ask through the binary against the real Claude Code, Gemini
 * CLI and Qwen Code (installed by `make clis` into .tools/clis), each pointed at
 * a local stand-in API server, in a hermetic HOME. Nothing leaves 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type ApiFake, type ApiRequest, startApis } from "../fakes/llm-apis.ts";
import { ROOT, aye } from "../helpers.ts";

const BIN = join(ROOT, ".tools", "clis", "node_modules", ".bin");
const installed = ["claude", "gemini", "qwen"].every((c) => existsSync(join(BIN, c)));
if (!installed) console.warn("real-clis: skipped; run 'make clis' to install the pinned CLIs");
const suite = installed ? describe : describe.skip;

/** Whether `dir` or a folder above it is writable by anyone (as /tmp is). */
const belowWorldWritable = (dir: string): boolean => {
  for (let d = dir; ; d = dirname(d)) {
    if ((statSync(d).mode & 0o002) !== 0) return true;
    if (d === dirname(d)) return false;
  }
};

// Gemini ignores settings files below a world-writable folder such as /tmp: homes live in the work
// tree, or, when the work tree itself is below one (a clone in /tmp), in the runner's own cache.
const HOMES = belowWorldWritable(ROOT) ? join(homedir(), ".cache", "aye-e2e-homes") : join(ROOT, ".tools", "e2e-homes");
let api: ApiFake;
let home: string;
let env: Record<string, string>;

beforeAll(() => {
  api = startApis();
});
afterAll(() => api?.stop());
beforeEach(() => {
  mkdirSync(HOMES, { recursive: true, mode: 0o755 });
  home = mkdtempSync(join(HOMES, "h-"));
  mkdirSync(join(home, "work"));
  api.status = 0;
  api.hang = false;
  api.requests.length = 0;
  env = {
    PATH: `${BIN}:${process.env.PATH}`,
    HOME: home,
    XDG_CACHE_HOME: join(home, "cache"),
    XDG_CONFIG_HOME: join(home, "config"),
    LANG: "C.UTF-8",
    AYE_SESSION: "real",
    // claude
    ANTHROPIC_BASE_URL: api.url,
    ANTHROPIC_API_KEY: "sk-ant-test",
    // gemini
    GOOGLE_GEMINI_BASE_URL: api.url,
    GEMINI_API_KEY: "gemini-test",
    // qwen
    OPENAI_BASE_URL: `${api.url}/v1`,
    OPENAI_API_KEY: "sk-test",
    OPENAI_MODEL: "qwen-test",
    // No telemetry or statistics variables: aye's own settings for each call must keep them at home
    // (see the strace test).
  };
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const llm = (args: string[], opts: { cwd?: string; stdin?: string } = {}) => aye(["llm", ...args], { env, cwd: opts.cwd ?? join(home, "work"), stdin: opts.stdin });

/** The text of the last user message of a request, whatever the API. */
function userText(r: ApiRequest): string {
  if (r.path.startsWith("/v1/messages")) return (r.body.messages.at(-1).content as { text?: string }[]).map((c) => c.text ?? "").join("");
  if (r.path.startsWith("/v1beta")) return (r.body.contents.at(-1).parts as { text?: string }[]).map((p) => p.text ?? "").join("");
  const content = r.body.messages.at(-1).content;
  return typeof content === "string" ? content : content.map((c: { text?: string }) => c.text ?? "").join("");
}

function systemText(r: ApiRequest): string {
  if (r.path.startsWith("/v1/messages")) return (r.body.system as { text: string }[]).map((s) => s.text).join("\n");
  if (r.path.startsWith("/v1beta")) return r.body.systemInstruction.parts.map((p: { text: string }) => p.text).join("");
  return r.body.messages.find((m: { role: string }) => m.role === "system")?.content ?? "";
}

/** Every tool a request offers the model. */
function tools(r: ApiRequest): unknown[] {
  const listed = (r.body.tools ?? []) as { functionDeclarations?: unknown[] }[];
  return r.path.startsWith("/v1beta") ? listed.flatMap((t) => t.functionDeclarations ?? []) : listed;
}

/** Files a conversation leaves behind in the CLIs' homes, and aye's own temp files. */
function leftovers(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(path.slice(home.length + 1));
    }
  };
  walk(home);
  return found.filter((p) => /chats\/|\/projects\/.*\.jsonl$|\.qwen\/debug\/|^cache\/aye\/tmp\/|gemini-client-error/.test(p));
}

/** The processes still running with their working folder in `dir`. */
function processesIn(dir: string): string[] {
  return readdirSync("/proc").filter((p) => /^\d+$/.test(p)).flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (/^\d+ \(.*\) Z/.test(stat)) return [];
      return readlinkSync(`/proc/${pid}/cwd`).startsWith(dir) ? [stat.slice(0, 60)] : [];
    } catch {
      return [];
    }
  });
}

const CLIS = ["claude", "gemini", "qwen"] as const;
/** A CLI starts in 1-5 s on a busy machine; an ask test runs three commands. */
const SLOW = 60_000;

suite("the real CLIs against local stand-in APIs", () => {
  test.each(CLIS)("%s: the answer on stdout and nothing else, no tools offered, nothing saved", async (cli) => {
    const r = await llm([cli, "say hi"]);
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd()).toBe("Hello from the stand-in");
    expect(r.code).toBe(0);
    const chats = api.chats();
    expect(chats).toHaveLength(1);
    expect(tools(chats[0]!)).toEqual([]);
    expect(userText(chats[0]!)).toContain("say hi");
    expect(leftovers()).toEqual([]);
  }, SLOW);

  test.each(CLIS)("%s: -m and -s arrive where they belong in the API request", async (cli) => {
    const r = await llm([cli, "-m", `model-for-${cli}`, "-s", "Answer in one word.", "say hi"], { stdin: "piped context\n" });
    expect(r.code).toBe(0);
    const chat = api.chats()[0]!;
    const model = chat.body.model ?? /models\/([^:]+):/.exec(chat.path)?.[1];
    expect(model).toBe(`model-for-${cli}`);
    expect(systemText(chat)).toContain("Answer in one word.");
    // The system prompt is the API's system part, not a paragraph of the question.
    expect(userText(chat)).not.toContain("Answer in one word.");
    expect(userText(chat)).toContain("say hi\n\npiped context");
  }, SLOW);

  test.each(CLIS)("%s: an API error is one line on stderr with a non-zero exit, and stdout stays empty", async (cli) => {
    api.status = 401;
    const r = await llm([cli, "review"]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(cli === "qwen" ? "invalid x-api-key" : cli === "claude" ? "Invalid API key" : "(401): invalid x-api-key");
    expect(r.stderr).not.toContain("    at ");
    expect(leftovers()).toEqual([]);
  }, SLOW);

  test.each(CLIS)("%s: a 500 that persists gives up in bounded time", async (cli) => {
    api.status = 500;
    const started = Date.now();
    const r = await llm([cli, "hi"]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("500");
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(api.chats().length).toBeLessThanOrEqual(3);
    expect(leftovers()).toEqual([]);
  }, SLOW);

  // Left to themselves, claude looks up api.anthropic.com, gemini play.googleapis.com and qwen an
  // aliyuncs.com host, whatever base URL they were given.
  const strace = Bun.which("strace");
  // test/install-shells installs strace where it is missing; a machine without it cannot prove this.
  test.if(!!strace).each(CLIS)("%s: connects to nothing but the stand-in on 127.0.0.1 (strace)", async (cli) => {
    const trace = join(home, "trace");
    const proc = Bun.spawn([strace!, "-f", "-qq", "-e", "trace=connect", "-o", trace, join(ROOT, "dist", "aye"), "llm", cli, "hi"], { env, cwd: join(home, "work"), stdout: "pipe", stderr: "pipe" });
    expect(await proc.exited).toBe(0);
    const inet = readFileSync(trace, "utf8").split("\n").filter((l) => /AF_INET6?/.test(l));
    expect(inet.length).toBeGreaterThan(0);
    expect(inet.filter((l) => !l.includes('inet_addr("127.0.0.1")'))).toEqual([]);
  }, SLOW);

  test.each([
    ["claude", "SIGHUP", 129],
    ["gemini", "SIGQUIT", 131],
    ["qwen", "SIGTERM", 143],
  ] as const)("%s stopped by %s while it waits: nothing of it runs on, nothing is left, exit %i", async (cli, signal, code) => {
    api.hang = true;
    const cwd = join(home, "work");
    const proc = Bun.spawn([join(ROOT, "dist", "aye"), "llm", cli, "-s", "be brief", "hi"], { env, cwd, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
    const until = Date.now() + 30_000;
    // The question (or, for gemini, its model router's question first) has reached the server.
    const asked = () => api.requests.some((r) => r.method === "POST");
    while (!asked() && Date.now() < until) await Bun.sleep(50);
    expect(asked()).toBe(true);
    expect(readdirSync(join(home, "cache", "aye", "tmp"))).toHaveLength(1);
    proc.kill(signal);
    expect(await proc.exited).toBe(code);
    await Bun.sleep(200);
    expect(processesIn(cwd)).toEqual([]);
    expect(readdirSync(join(home, "cache", "aye", "tmp"))).toEqual([]);
    expect(leftovers()).toEqual([]);
  }, SLOW);

  test("--list: ready when signed in, and says what is missing when not", async () => {
    const rows = async (extra: Record<string, string>) => {
      const r = await aye(["llm", "--list", "--json"], { env: { ...env, ...extra, OLLAMA_HOST: api.url } });
      return Object.fromEntries((JSON.parse(r.stdout) as { name: string; ok: boolean; detail: string }[]).map((p) => [p.name, p]));
    };
    const ready = await rows({});
    expect([ready.claude!.ok, ready.gemini!.ok, ready.qwen!.ok]).toEqual([true, true, true]);
    expect(ready.openai).toMatchObject({ ok: true, detail: expect.stringContaining("(qwen-test)") });
    expect(ready.ollama).toMatchObject({ ok: false, detail: expect.stringContaining("is not Ollama") });
    const bare = await rows({ ANTHROPIC_API_KEY: "", GEMINI_API_KEY: "", OPENAI_API_KEY: "" });
    expect(bare.claude).toMatchObject({ ok: false, detail: expect.stringContaining("ANTHROPIC_API_KEY") });
    expect(bare.gemini).toMatchObject({ ok: false, detail: expect.stringContaining("GEMINI_API_KEY") });
    expect(bare.qwen).toMatchObject({ ok: false, detail: expect.stringContaining("qwen auth") });
    expect(bare.openai).toMatchObject({ ok: false, detail: expect.stringContaining("$OPENAI_API_KEY is not set") });
  });

  test.each(CLIS)("%s: a role is the API's system part, a template fills the question, and the default context rides along", async (cli) => {
    const cwd = join(home, "work");
    const r = await aye(["ask", "-p", cli, "-r", "terse", "-t", "commit"], { env: { ...env, SHELL: "/bin/zsh" }, cwd, stdin: "diff --git a/x b/x\n" });
    expect(r.code).toBe(0);
    const chat = api.chats()[0]!;
    expect(systemText(chat)).toContain("Answer in as few words as will do.");
    expect(userText(chat)).toContain("Write a commit message for this diff:");
    expect(userText(chat)).toContain(`diff --git a/x b/x\n\n---\nEnvironment:\nos: `);
    expect(userText(chat)).toContain(`shell: zsh\ncwd: ${cwd}\n---`);
  }, SLOW);

  test("--models names what each CLI documents, without starting it", async () => {
    const rows = JSON.parse((await aye(["llm", "--models", "--json"], { env })).stdout) as { provider: string; models?: string[]; default?: string }[];
    const of = (name: string) => rows.find((r) => r.provider === name)!;
    expect(of("claude").models).toContain("sonnet");
    expect(of("gemini").models).toContain("gemini-2.5-pro");
    // qwen talks to the OpenAI-compatible stand-in with $OPENAI_MODEL.
    expect(of("qwen")).toMatchObject({ default: "qwen-test" });
    expect(api.requests.filter((q) => q.method === "POST")).toEqual([]);
  });

  test("gemini answers in a folder it has never seen", async () => {
    const fresh = mkdtempSync(join(home, "new-"));
    const r = await llm(["gemini", "hi"], { cwd: fresh });
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toBe("Hello from the stand-in");
  }, SLOW);

  test.each(CLIS)("%s: aye ask carries the captured failure once", async (cli) => {
    const cwd = join(home, "work");
    await aye(["run", "sh", "-c", "echo 'Error: expected 3, got 4' >&2; exit 1"], { env, cwd });
    expect((await aye(["ask", "-p", cli, "why does this fail?"], { env, cwd })).code).toBe(0);
    expect((await aye(["ask", "-p", cli, "and now?"], { env, cwd })).code).toBe(0);
    const [first, second] = api.chats().map(userText);
    expect(first!.split("Captured output from last failing command:").length - 1).toBe(1);
    expect(first).toContain("Error: expected 3, got 4");
    expect(second).not.toContain("Captured output");
  }, SLOW);
});

// CI images often put HOME under /tmp, where gemini skips a settings file named by GEMINI_CLI_SYSTEM_SETTINGS_PATH
// (it must be root's, with no folder above it writable by others): aye's settings reach it as the call's own home.
suite("gemini with HOME under /tmp", () => {
  test("answers with no tools offered, keeps the person's own settings, and leaves nothing in their home", async () => {
    const tmpHome = mkdtempSync(join(tmpdir(), "aye-gemini-home-"));
    try {
      mkdirSync(join(tmpHome, ".gemini"));
      // The person's settings, with a comment, as gemini allows; their installation id stays theirs.
      writeFileSync(join(tmpHome, ".gemini", "settings.json"), '{\n  // mine\n  "ui": { "hideBanner": true }\n}\n');
      writeFileSync(join(tmpHome, ".gemini", "installation_id"), "11111111-2222-3333-4444-555555555555");
      const r = await aye(["llm", "gemini", "say hi"], { env: { ...env, HOME: tmpHome, XDG_CACHE_HOME: join(tmpHome, "cache"), XDG_CONFIG_HOME: join(tmpHome, "config") }, cwd: tmpHome });
      expect(r.stderr).toBe("");
      expect(r).toMatchObject({ code: 0, stdout: "Hello from the stand-in" });
      const chats = api.chats();
      expect(chats).toHaveLength(1);
      expect(tools(chats[0]!)).toEqual([]);
      expect(readdirSync(join(tmpHome, ".gemini")).sort()).toEqual(["installation_id", "settings.json"]);
      expect(readFileSync(join(tmpHome, ".gemini", "settings.json"), "utf8")).toContain("// mine");
      expect(readdirSync(join(tmpHome, "cache", "aye", "tmp"))).toEqual([]);
    } finally {
      rmSync(tmpHome, { recursive: true, force: true });
    }
  }, SLOW);
});
