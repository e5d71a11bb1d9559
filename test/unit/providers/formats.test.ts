/** The CLIs' output formats, read from lines the real CLIs printed (test/fixtures/cli-events). */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { claudeLine, claudeStream } from "../../../src/providers/formats/claude-stream.ts";
import { type CliEvent, lineParser, oneLine, retryLine } from "../../../src/providers/formats/events.ts";
import { apiErrorText, geminiLine, geminiStderrLine, geminiStream } from "../../../src/providers/formats/gemini-stream.ts";

const fixture = (name: string) => readFileSync(join(import.meta.dir, "../../fixtures/cli-events", name), "utf8");
const lines = (name: string) => fixture(name).split("\n").filter(Boolean);
/** Feeds the text in awkward pieces, as a pipe may deliver it. */
const feed = (parser: { push(c: string): CliEvent[]; end(): CliEvent[] }, text: string) => {
  const out: CliEvent[] = [];
  for (let at = 0; at < text.length; at += 7) out.push(...parser.push(text.slice(at, at + 7)));
  return [...out, ...parser.end()];
};
const texts = (events: CliEvent[]) => events.flatMap((e) => (e.type === "text" ? [e.text] : [])).join("");

describe("claude stream-json (Claude Code 2.1.197)", () => {
  test("an answer is its text deltas and nothing else", () => {
    const events = feed(claudeStream(), fixture("claude-answer.jsonl"));
    expect(events).toEqual([{ type: "text", text: "Hello" }, { type: "text", text: " from" }, { type: "text", text: " the stand-in" }]);
  });

  test.each([
    ["claude-401.jsonl", 401, "Invalid API key · Fix external API key"],
    ["claude-500.jsonl", 500, "API Error: 500 stand-in error 500."],
  ])("%s: a retry, then the error of the result event, no answer text", (name, status, message) => {
    const events = feed(claudeStream(), fixture(name));
    expect(texts(events)).toBe("");
    expect(events[0]).toMatchObject({ type: "retry", attempt: 1, status });
    const error = events.find((e) => e.type === "error") as Extract<CliEvent, { type: "error" }>;
    expect(error.status).toBe(status);
    expect(error.message.startsWith(message)).toBe(true);
  });

  test.each([
    ['{"type":"system","subtype":"init","tools":[]}', []],
    ['{"type":"assistant","message":{"content":[{"type":"text","text":"Hello from the stand-in"}]}}', []],
    ['{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"hmm"}}}', []],
    ['{"type":"result","subtype":"success","is_error":false,"result":"Hello"}', []],
    ['{"type":"result","subtype":"error_max_turns","is_error":true}', [{ type: "error", message: "error_max_turns" }]],
    ["not json at all", []],
  ] as [string, CliEvent[]][])("%s", (line, events) => {
    expect(claudeLine(line)).toEqual(events);
  });
});

describe("gemini stream-json (Gemini CLI 0.61.0)", () => {
  test("an answer is its assistant deltas; the user's echo is not", () => {
    expect(feed(geminiStream(), fixture("gemini-answer.jsonl"))).toEqual([{ type: "text", text: "Hello" }, { type: "text", text: " from" }, { type: "text", text: " the stand-in" }]);
  });

  test("a failed result is an error with the API's status and message", () => {
    expect(lines("gemini-401.jsonl").flatMap(geminiLine)).toEqual([{ type: "error", status: 401, message: "invalid x-api-key" }]);
  });

  test.each([
    ["[API Error: {\"error\":{\"code\":429,\"message\":\"Quota exceeded\"}}]", { status: 429, message: "Quota exceeded" }],
    ["[API Error: 401 invalid x-api-key]", { message: "401 invalid x-api-key" }],
    ["Invalid auth method selected.", { message: "Invalid auth method selected." }],
  ])("apiErrorText(%p)", (text, expected) => {
    expect(apiErrorText(text)).toEqual(expected);
  });

  test("its stderr tells each failed attempt", () => {
    const events = lines("gemini-stderr.txt").flatMap(geminiStderrLine);
    expect(events).toEqual([1, 2, 3].map((attempt) => ({ type: "retry", attempt, status: 500, reason: "stand-in error 500" })));
  });
});

describe("shared pieces", () => {
  test.each([
    ["[RETRY] Attempt 2 failed with status 503. Retrying with backoff... Error: 503 overloaded", { type: "retry", attempt: 2, status: 503 }],
    ["Attempt 1 failed. Retrying with backoff...", { type: "retry", attempt: 1 }],
    ["    at retryWithBackoff (file:///x.js:1:1)", undefined],
  ])("retryLine(%p)", (line, expected) => {
    expect(retryLine(line)).toEqual(expected as never);
  });

  test("lines split across chunks are put back together", () => {
    const parser = lineParser((line) => [{ type: "text", text: `<${line}>` }]);
    expect([...parser.push("ab"), ...parser.push("c\nd"), ...parser.end()]).toEqual([{ type: "text", text: "<abc>" }, { type: "text", text: "<d>" }]);
  });

  test("oneLine keeps the first line and cuts a long one", () => {
    expect(oneLine("\n  first\nsecond")).toBe("first");
    expect(oneLine("x".repeat(400)).length).toBe(300);
  });
});
