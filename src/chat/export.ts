/**
 * A conversation written out (pure): Markdown for people (each turn under a
 * heading, a tool's call and result in fences) and JSON for programs.
 */
import type { ConversationSummary, StoredMessage } from "./archive.ts";

/** A fence longer than any run of backticks in `text`. */
const fence = (text: string) => "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

const when = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 16);

/** One message as Markdown. */
export function messageMarkdown(m: StoredMessage): string {
  if (m.role === "user") return `## You\n\n${m.content}`;
  if (m.role === "tool") {
    const f = fence(m.content);
    return `### Tool result\n\n${f}\n${m.content}\n${f}`;
  }
  const calls = (m.toolCalls ?? []).map((c) => {
    const command = typeof c.arguments.command === "string" ? c.arguments.command : JSON.stringify(c.arguments);
    const f = fence(command);
    return `### The model ran \`${c.name}\`\n\n${f}sh\n${command}\n${f}`;
  });
  return [`## Assistant${m.content ? `\n\n${m.content}` : ""}`, ...calls].join("\n\n");
}

export function conversationMarkdown(s: ConversationSummary, messages: StoredMessage[]): string {
  const head = `# ${s.title || `Conversation ${s.id}`}\n\nConversation ${s.id}, ${when(s.createdAt)} to ${when(s.updatedAt)} UTC, ${s.messages} messages.`;
  return `${[head, ...messages.map(messageMarkdown)].join("\n\n")}\n`;
}

export function conversationJson(s: ConversationSummary, messages: StoredMessage[]): string {
  const out = {
    id: s.id,
    title: s.title,
    createdAt: new Date(s.createdAt).toISOString(),
    updatedAt: new Date(s.updatedAt).toISOString(),
    messages: messages.map((m) => ({ role: m.role, content: m.content, createdAt: new Date(m.createdAt).toISOString(), ...(m.toolCalls ? { toolCalls: m.toolCalls } : {}), ...(m.toolCallId ? { toolCallId: m.toolCallId } : {}) })),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
