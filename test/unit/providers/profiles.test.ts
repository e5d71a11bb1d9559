/** How aye asks each known CLI one question, and how it tells whether one is ready. */
import { describe, expect, test } from "bun:test";
import { QWEN_TOOLS, planCall, settingsJson } from "../../../src/providers/cli-profiles.ts";
import { describeBody } from "../../../src/providers/ollama.ts";
import { globalModel } from "../../../src/providers/registry.ts";
import { stderrReason } from "../../../src/providers/shell.ts";
import { geminiAuthType, signIn } from "../../../src/providers/sign-in.ts";

const input = { dir: "/p", sessionId: "12345678-aaaa-bbbb-cccc-dddddddddddd" };

describe("one question, no agent", () => {
  test("claude: print mode, structured events, no tools, nothing saved, its own system prompt and retry bound", () => {
    const plan = planCall("claude", { ...input, system: "be brief", model: "sonnet" });
    expect(plan.args).toEqual(["-p", "--output-format", "stream-json", "--verbose", "--include-partial-messages", "--tools", "", "--no-session-persistence", "--system-prompt", "be brief", "--model", "sonnet"]);
    expect(plan.env).toMatchObject({ CLAUDE_CODE_MAX_RETRIES: "2", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" });
    expect(plan.keepUser).toContain("CLAUDE_CODE_MAX_RETRIES");
  });

  test("gemini: settings with no tools and no folder listing, trusted folder, system prompt in a private file, its chat file found by session", () => {
    const plan = planCall("gemini", { ...input, system: "be brief", auth: "gemini-api-key" });
    expect(plan.args).toEqual(["-o", "stream-json", "--skip-trust", "--session-id", input.sessionId, "-p", ""]);
    const settings = JSON.parse(plan.files[plan.env.GEMINI_CLI_SYSTEM_SETTINGS_PATH!]!);
    expect(settings).toMatchObject({
      tools: { core: [] },
      context: { includeDirectoryTree: false },
      privacy: { usageStatisticsEnabled: false },
      security: { auth: { selectedType: "gemini-api-key" } },
    });
    expect(plan.files[plan.env.GEMINI_SYSTEM_MD!]).toBe("be brief");
    expect(plan.env.GEMINI_CLI_TRUST_WORKSPACE).toBe("true");
    expect(plan.env.TMPDIR!.startsWith("/p/")).toBe(true);
    expect(plan.leftovers).toEqual([".gemini/tmp/*/chats/session-*-12345678.json*"]);
    expect(Object.keys(plan.files).every((path) => path.startsWith("/p/"))).toBe(true);
  });

  test("gemini without a system prompt writes no system file and keeps the person's auth choice", () => {
    const plan = planCall("gemini", input);
    expect(plan.env.GEMINI_SYSTEM_MD).toBeUndefined();
    expect(JSON.parse(plan.files[plan.env.GEMINI_CLI_SYSTEM_SETTINGS_PATH!]!).security).toBeUndefined();
  });

  test("gemini: a home of the call's own, with the person's settings under aye's and links to the rest of their ~/.gemini", () => {
    const userSettings = '{\n  // a comment, "quoted // not one"\n  "ui": { "theme": "x" },\n  "tools": { "core": ["x"] },\n  "security": { "auth": { "selectedType": "oauth-personal" } }\n}';
    const plan = planCall("gemini", { ...input, realHome: "/h", userSettings, userEntries: ["oauth_creds.json", "settings.json", "tmp", "history", ".env"] });
    expect(plan.env.GEMINI_CLI_HOME).toBe("/p/home");
    const merged = JSON.parse(plan.files["/p/home/.gemini/settings.json"]!);
    expect(merged).toMatchObject({ ui: { theme: "x" }, tools: { core: [] }, privacy: { usageStatisticsEnabled: false }, security: { auth: { selectedType: "oauth-personal" } } });
    expect(plan.symlinks).toEqual({ "/p/home/.gemini/oauth_creds.json": "/h/.gemini/oauth_creds.json", "/p/home/.gemini/.env": "/h/.gemini/.env" });
  });

  test.each([["{ broken"], [""], ["[1]"]])("gemini: person's settings %p that cannot be read give aye's alone", (text) => {
    expect(settingsJson(text)).toEqual({});
  });

  test("qwen: text mode, every tool excluded, no chat recording, one request per attempt", () => {
    const plan = planCall("qwen", { ...input, system: "be brief", model: "qwen3-coder" });
    expect(plan.args).toEqual(["--chat-recording", "false", "--exclude-tools", QWEN_TOOLS.join(","), "--session-id", input.sessionId, "--system-prompt", "be brief", "-m", "qwen3-coder"]);
    const settings = JSON.parse(plan.files[plan.env.QWEN_CODE_SYSTEM_SETTINGS_PATH!]!);
    expect(settings).toMatchObject({ $version: 4, model: { skipStartupContext: true, generationConfig: { maxRetries: 0 } }, memory: { enableManagedAutoMemory: false }, privacy: { usageStatisticsEnabled: false } });
    expect(plan.retryLog).toBe(`.qwen/debug/${input.sessionId}.txt`);
  });
});

describe("ready means ready", () => {
  const none = () => false;
  test.each([
    ["claude", {}, none, false, "ANTHROPIC_API_KEY"],
    ["claude", { ANTHROPIC_API_KEY: "k" }, none, true, "$ANTHROPIC_API_KEY"],
    ["claude", { HOME: "/h" }, (p: string) => p === "/h/.claude/.credentials.json", true, "signed in"],
    ["gemini", { HOME: "/h" }, none, false, "GEMINI_API_KEY"],
    ["gemini", { HOME: "/h" }, (p: string) => p === "/h/.gemini/oauth_creds.json", true, "signed in"],
    ["qwen", { HOME: "/h" }, none, false, "qwen auth"],
    ["qwen", { OPENAI_API_KEY: "k" }, none, true, "$OPENAI_API_KEY"],
  ] as const)("%s with %p", (profile, env, exists, ok, detail) => {
    if (profile === "claude" && process.platform === "darwin") return;
    const got = signIn(profile, env, exists);
    expect(got.ok).toBe(ok);
    expect(got.detail).toContain(detail);
  });

  test.each([
    [{ GEMINI_API_KEY: "k" }, undefined, "gemini-api-key"],
    [{ GEMINI_API_KEY: "k" }, '{"security":{"auth":{"selectedType":"oauth-personal"}}}', undefined],
    [{}, undefined, undefined],
  ])("gemini's auth type with %p and settings %p", (env, settings, expected) => {
    expect(geminiAuthType({ HOME: "/h", ...env }, () => settings)).toBe(expected);
  });
});

describe("errors in one line", () => {
  test.each([
    ["Warning: 256-color support not detected.\n[API Error: 401 invalid x-api-key]\n", "[API Error: 401 invalid x-api-key]"],
    ["Error: boom\n    at x (file:///a.js:1:1)\n    at y (file:///a.js:2:2)\n}\n", "Error: boom"],
    ["Error when talking to Gemini API Full report available at: /x.json _ApiError: boom\n    at f (file:///a.js:1:1)\n  status: 401\n}\n", "Error when talking to Gemini API Full report available at: /x.json _ApiError: boom"],
    ["Loaded cached credentials.\nsomething odd happened\n", "something odd happened"],
    ["", ""],
  ])("stderrReason(%p)", (stderr, expected) => {
    expect(stderrReason(stderr)).toBe(expected);
  });

  test.each([
    ["text/html; charset=utf-8", "<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body>...</body></html>", 'an HTML page ("Welcome to nginx!")'],
    ["text/plain", "Hello, world\nmore", 'text/plain ("Hello, world")'],
    ["", "", "a body of no type"],
  ])("what answered instead of Ollama: %p", (type, body, expected) => {
    expect(describeBody(type, body)).toBe(expected);
  });
});

describe("a model belongs to a provider", () => {
  const config = (provider: string, model: string) => ({ values: { provider, model } }) as never;
  test.each([
    ["ollama", "", "llama3.2", "ollama", "llama3.2"],
    ["ollama", "", "llama3.2", "claude", ""],
    ["claude", "claude", "sonnet", "claude", "sonnet"],
    ["gemini", "claude", "sonnet", "gemini", ""],
    ["openai", "ollama", "llama3.2", "openai", ""],
  ])("%s with provider %p and model %p: %s gets %p", (_label, provider, model, name, expected) => {
    expect(globalModel(config(provider, model), name)).toBe(expected);
  });
});
