import { describe, expect, test } from "bun:test";
import { type StoredMessage, titleOf } from "../../../src/chat/archive.ts";
import { conversationJson, conversationMarkdown, messageMarkdown } from "../../../src/chat/export.ts";
import { lastTurns } from "../../../src/chat/reprint.ts";
import type { ChatMessage } from "../../../src/chat/messages.ts";

const at = Date.UTC(2026, 10, 27, 20, 0);
const summary = { id: 4, createdAt: at, updatedAt: at + 60_000, messages: 4, title: "why does make fail?" };

describe("a conversation written out", () => {
  test.each([
    ["\n\n  first line  \nsecond", "first line"],
    ["x".repeat(80), `${"x".repeat(69)}…`],
    ["", ""],
  ])("its title from %p", (question, title) => {
    expect(titleOf(question)).toBe(title);
  });

  test("Markdown: turns under headings, what the model ran and its result fenced longer than any fence inside", () => {
    const messages: StoredMessage[] = [
      { role: "user", content: "why does make fail?", createdAt: at },
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "bash", arguments: { command: "make 2>&1 | tail" } }], createdAt: at },
      { role: "tool", toolCallId: "c1", content: "```\nerror\n```", createdAt: at },
      { role: "assistant", content: "A missing header.", createdAt: at },
    ];
    expect(conversationMarkdown(summary, messages)).toBe(
      "# why does make fail?\n\nConversation 4, 2026-11-27 20:00 to 2026-11-27 20:01 UTC, 4 messages.\n\n## You\n\nwhy does make fail?\n\n## Assistant\n\n### The model ran `bash`\n\n```sh\nmake 2>&1 | tail\n```\n\n### Tool result\n\n````\n```\nerror\n```\n````\n\n## Assistant\n\nA missing header.\n",
    );
    expect(messageMarkdown({ role: "user", content: "hi", createdAt: at })).toBe("## You\n\nhi");
  });

  test("JSON: times in ISO, tool calls kept", () => {
    const json = JSON.parse(conversationJson(summary, [{ role: "user", content: "q", createdAt: at }]));
    expect(json).toEqual({ id: 4, title: "why does make fail?", createdAt: "2026-11-27T20:00:00.000Z", updatedAt: "2026-11-27T20:01:00.000Z", messages: [{ role: "user", content: "q", createdAt: "2026-11-27T20:00:00.000Z" }] });
  });
});

describe("the last turns shown again", () => {
  const newestFirst: ChatMessage[] = [
    { role: "assistant", content: "third answer" },
    { role: "user", content: "third\nwith more" },
    { role: "tool", content: "out", toolCallId: "c" },
    { role: "assistant", content: "", toolCalls: [{ id: "c", name: "bash", arguments: { command: "ls" } }] },
    { role: "user", content: "second" },
    { role: "assistant", content: "first answer" },
    { role: "user", content: "first" },
  ];
  test("the last two questions, what was run, escapes made visible", () => {
    expect(lastTurns(newestFirst, 2)).toBe("you> second\n(ran ls)\nyou> third …\nthird answer\n");
    expect(lastTurns([{ role: "assistant", content: "\x1b[2J" }, { role: "user", content: "q" }], 3)).toBe("you> q\n\\e[2J\n");
  });
});
