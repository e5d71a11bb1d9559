/**
 * A conversation's messages (pure): their shape, the transcript a shell-CLI
 * provider gets as one prompt, and the cut to the model's context from the
 * oldest turns.
 */

/** One call of a tool the model asked for. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

/** One message of a conversation, as stored and as sent. */
export interface ChatMessage {
  role: "user" | "assistant" | "tool";
  content: string;
  /** The assistant asked for these calls. */
  toolCalls?: ToolCall[];
  /** A tool message answers this call. */
  toolCallId?: string;
}

/** About 3.5 bytes of text a token, as src/providers/ollama.ts estimates. */
export function tokensOf(message: ChatMessage): number {
  const calls = message.toolCalls ? JSON.stringify(message.toolCalls).length : 0;
  return Math.ceil((Buffer.byteLength(message.content) + calls) / 3.5) + 4;
}

/**
 * The newest messages that fit `budget` tokens, newest last, and how many
 * older ones were left out. A conversation never starts on a tool result
 * (it would answer a call the model no longer sees).
 */
export function fitContext(newestFirst: Iterable<ChatMessage>, budget: number): { messages: ChatMessage[]; dropped: boolean } {
  const kept: ChatMessage[] = [];
  let used = 0;
  let dropped = false;
  for (const message of newestFirst) {
    used += tokensOf(message);
    if (used > budget && kept.length > 0) {
      dropped = true;
      break;
    }
    kept.push(message);
  }
  kept.reverse();
  // A question that got no answer (kept by an older aye) is never sent: two user messages in a row are refused.
  for (let i = kept.length - 2; i >= 0; i--) {
    if (kept[i]!.role === "user" && kept[i + 1]!.role === "user") kept.splice(i, 1);
  }
  while (kept.length > 1 && kept[0]!.role !== "user") {
    kept.shift();
    dropped = true;
  }
  return { messages: kept, dropped };
}

const LABELS = { user: "User", assistant: "Assistant", tool: "Tool result" } as const;

/**
 * The conversation as one prompt for a shell-CLI provider (claude, gemini,
 * qwen): prior turns labelled, the newest message last and unlabelled.
 */
export function transcript(messages: ChatMessage[]): string {
  if (messages.length === 1) return messages[0]!.content;
  const prior = messages.slice(0, -1).map((m) => `[${LABELS[m.role]}]\n${m.content}`);
  const last = messages[messages.length - 1]!;
  return `The conversation so far:\n\n${prior.join("\n\n")}\n\n[User, now]\n${last.content}`;
}
