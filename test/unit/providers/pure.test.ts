import { describe, expect, test } from "bun:test";
import { contextSize, estimateTokens } from "../../../src/providers/ollama.ts";
import { EventParser, requestBody } from "../../../src/providers/openai.ts";
import { DEFAULT_SHELL_PROVIDERS, FLAG_PROMPT, buildArgv, expandEnv, formatMessages } from "../../../src/providers/shell.ts";
import { whyUnreachable } from "../../../src/providers/http-errors.ts";

describe("shell providers", () => {
  test.each([
    [{ prompt: "p", model: "m1" }, ["my", "--model", "m1", "-p", FLAG_PROMPT]],
    [{ prompt: "p" }, ["my", "-p", FLAG_PROMPT]],
  ])("a configured CLI gets its model and prompt flags, and the prompt never appears in argv", (request, argv) => {
    const config = { command: "my", args: [], model_flag: "--model", prompt_flag: "-p", stdin_mode: "pipe" as const, timeout: 1, env: {} };
    expect(buildArgv(config, request, {})).toEqual(argv);
  });

  test("the built-in CLIs are asked through their own profiles", () => {
    expect(Object.values(DEFAULT_SHELL_PROVIDERS).map((c) => c.profile)).toEqual(["claude", "gemini", "qwen"]);
  });

  test("{input_file} and ${VAR} are filled in", () => {
    const config = { command: "${HOME}/bin/llm", args: ["--in", "{input_file}", "--k=${KEY}"], stdin_mode: "file" as const, timeout: 1, env: {} };
    expect(buildArgv(config, { prompt: "x" }, { HOME: "/h", KEY: "v" }, "/tmp/a/input.txt")).toEqual(["/h/bin/llm", "--in", "/tmp/a/input.txt", "--k=v"]);
  });

  test.each([
    ["${A}-${B}", { A: "1" }, "1-"],
    ["no vars", {}, "no vars"],
    ["$A stays", { A: "1" }, "$A stays"],
  ])("expandEnv(%p)", (text, env, expected) => {
    expect(expandEnv(text, env)).toBe(expected);
  });

  test("messages are plain text with the system part first (seed 004)", () => {
    expect(formatMessages({ prompt: "hello", system: "be brief" })).toBe("System: be brief\n\nhello");
    expect(formatMessages({ prompt: "hello" })).toBe("hello");
  });
});

describe("ollama context sizing", () => {
  test.each([
    [100, undefined, 4096, true],
    [10_000, 131072, 12288, true],
    [200_000, 131072, 131072, false],
  ])("%i prompt tokens with a limit of %p: num_ctx %i, fits %p", (tokens, limit, numCtx, fits) => {
    expect(contextSize(tokens, limit)).toEqual({ numCtx, fits });
  });

  test("estimates tokens from bytes, erring high", () => {
    expect(estimateTokens("a".repeat(3500))).toBe(1000);
  });
});

describe("openai events", () => {
  test("deltas come out in order; partial lines wait for the rest", () => {
    const p = new EventParser();
    const event = (s: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: s } }] })}\n\n`;
    const all = event("Hel") + event("lo") + ": keep-alive comment\n\n" + "data: [DONE]\n\n";
    const cut = 17;
    expect([...p.push(all.slice(0, cut)), ...p.push(all.slice(cut))]).toEqual(["Hel", "lo"]);
    expect(p.done).toBe(true);
  });

  test("CRLF line endings and a role-only first delta", () => {
    const p = new EventParser();
    expect(p.push(`data: {"choices":[{"delta":{"role":"assistant"}}]}\r\n\r\ndata: {"choices":[{"delta":{"content":"x"}}]}\r\n\r\n`)).toEqual(["x"]);
  });

  test("an error event mid-stream is reported", () => {
    expect(() => new EventParser().push(`data: {"error":{"message":"overloaded"}}\n\n`)).toThrow("overloaded");
  });

  test("the request body", () => {
    expect(JSON.parse(requestBody({ prompt: "q", system: "s" }, "m"))).toEqual({ model: "m", stream: true, messages: [{ role: "system", content: "s" }, { role: "user", content: "q" }] });
  });
});

describe("why a server could not be reached", () => {
  test("in aye's words, with the code, and without the runtime's question to the reader", async () => {
    const refused = await fetch("http://127.0.0.1:9/").catch((error: unknown) => error);
    expect(whyUnreachable(refused)).toBe("connection refused, ECONNREFUSED");
    expect(whyUnreachable(Object.assign(new TypeError("getaddrinfo ENOTFOUND x.invalid"), { code: "ENOTFOUND" }))).toBe("no such host, ENOTFOUND");
    expect(whyUnreachable(new TypeError("Unable to connect. Is the computer able to access the url?"))).toBe("Unable to connect.");
  });
});
