/** aye chat's pure parts: seed 002's message, the context fit, the transcript, continued lines, consent. */
import { describe, expect, test } from "bun:test";
import { consent } from "../../../src/chat/consent.ts";
import { pipedInputs } from "../../../src/chat/input.ts";
import { bangCommand, contextMessage, cutTail, isShellCommand } from "../../../src/chat/inject.ts";
import { type ChatMessage, fitContext, transcript } from "../../../src/chat/messages.ts";

describe("!command", () => {
  test.each([
    ["!ls", true],
    ["!cat file.txt", true],
    ["ls", false],
    ["What is !ls?", false],
  ])("%p is a command: %p", (line, expected) => expect(isShellCommand(line)).toBe(expected));

  test("the command is what follows !, trimmed", () => expect(bangCommand("!  git status ")).toBe("git status"));

  test.each([
    [{ stdout: "hi", stderr: "" }, "[Shell command output]\nCommand: c\nExit code: 0\n\nOutput:\nhi"],
    [{ stdout: "", stderr: "bad" }, "[Shell command output]\nCommand: c\nExit code: 0\n\nStderr:\nbad"],
    [{ stdout: "a", stderr: "b" }, "[Shell command output]\nCommand: c\nExit code: 0\n\nOutput:\na\n\nStderr:\nb"],
    [{ stdout: "", stderr: "" }, "[Shell command output]\nCommand: c\nExit code: 0\n\n(No output)"],
  ])("seed 002's message for %p", (streams, expected) => expect(contextMessage({ command: "c", exitCode: 0, ...streams })).toBe(expected));

  test("a long output keeps its tail and says it was cut", () => {
    const cut = cutTail("x".repeat(50) + "END", 10);
    expect(cut.cut).toBe(true);
    expect(cut.text).toEndWith("xxxxxxxEND");
    expect(cut.text).toContain("53 total characters; showing the last 10 characters");
    // A tail of a larger stream says the stream's size, and starts at a line's start.
    expect(cutTail("12\n13\n14\n15", 7, 589_000).text).toBe("... (output truncated, 589000 bytes in all; showing the last 5 characters)\n\n14\n15");
    expect(contextMessage({ command: "c", exitCode: 1, stdout: "y".repeat(20), stderr: "" }, 5)).toEndWith("\n\nNote: Output was truncated due to length.");
  });
});

describe("conversation", () => {
  const m = (role: ChatMessage["role"], content: string): ChatMessage => ({ role, content });

  test("the context keeps the newest turns and never starts on a tool result or an answer", () => {
    const newestFirst = [m("assistant", "a2"), m("user", "u2"), m("tool", "t1".repeat(50)), m("assistant", "a1"), m("user", "u1".repeat(500))];
    const fit = fitContext(newestFirst, 60);
    expect(fit.dropped).toBe(true);
    expect(fit.messages.map((x) => x.content)).toEqual(["u2", "a2"]);
    expect(fitContext(newestFirst.slice(0, 2), 10_000)).toEqual({ messages: [m("user", "u2"), m("assistant", "a2")], dropped: false });
  });

  test("a shell-CLI provider gets earlier turns labelled, the newest last", () => {
    expect(transcript([m("user", "hi")])).toBe("hi");
    expect(transcript([m("user", "q1"), m("assistant", "a1"), m("user", "q2")])).toBe("The conversation so far:\n\n[User]\nq1\n\n[Assistant]\na1\n\n[User, now]\nq2");
  });

  test("a trailing backslash continues the line; an escaped one does not", () => {
    expect([...pipedInputs("one \\\ntwo\nthree\\\\\n")]).toEqual(["one \ntwo", "three\\\\", ""]);
  });
});

describe("consent", () => {
  const never = async () => {
    throw new Error("asked");
  };
  const safe = { dangers: [] };
  const unsure = { dangers: [], unsure: "sends data out" };
  test.each([
    [safe, { interactive: false, yolo: false }, false],
    [safe, { interactive: false, yolo: true }, true],
    [unsure, { interactive: false, yolo: true }, false],
    [{ dangers: ["deletes files"] }, { interactive: false, yolo: true }, false],
  ])("without a terminal, %p and %p: run %p", async (call, state, run) => {
    expect((await consent(call, { ...state, all: false }, never)).run).toBe(run);
  });

  test("--yolo and yes to all still ask, saying why, for what aye does not know to be safe", async () => {
    for (const state of [{ interactive: true, yolo: true, all: false }, { interactive: true, yolo: false, all: true }]) {
      const asked: string[] = [];
      const verdict = await consent(unsure, state, async (q) => (asked.push(q), "n"));
      expect(verdict.run).toBe(false);
      expect(asked[0]).toContain("It sends data out, so aye asks.");
    }
  });

  test("a dangerous command needs a typed yes even after yes to all", async () => {
    const state = { interactive: true, yolo: true, all: true };
    expect((await consent({ dangers: ["deletes files"] }, state, async () => "y")).run).toBe(false);
    expect((await consent({ dangers: ["deletes files"] }, state, async () => "yes")).run).toBe(true);
  });

  test("all is remembered for the chat", async () => {
    const state = { interactive: true, yolo: false, all: false };
    expect((await consent(safe, state, async () => "a")).run).toBe(true);
    expect((await consent(safe, state, never)).run).toBe(true);
  });
});
