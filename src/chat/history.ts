/**
 * Conversations in the store: each message appended as it happens, so a long
 * chat holds in memory only what the next request needs, and `--continue` or
 * `aye ask -c` picks up where the last one stopped.
 */
import type { Database } from "bun:sqlite";
import type { ChatMessage } from "./messages.ts";

interface Row {
  role: ChatMessage["role"];
  content: string;
  extra: string | null;
}

const fromRow = (r: Row): ChatMessage => ({ role: r.role, content: r.content, ...(r.extra ? JSON.parse(r.extra) : {}) });

/** One conversation of the store. */
export class Conversation {
  constructor(
    private readonly db: Database,
    readonly id: number,
  ) {}

  /** Appends one message and marks the conversation as the latest; gives the message's id. */
  append(message: ChatMessage): number {
    const extra = message.toolCalls || message.toolCallId ? JSON.stringify({ toolCalls: message.toolCalls, toolCallId: message.toolCallId }) : null;
    const now = Date.now();
    return this.db.transaction(() => {
      const { id } = this.db.query("INSERT INTO chat_messages (conversation_id, created_at, role, content, extra) VALUES (?, ?, ?, ?, ?) RETURNING id").get(this.id, now, message.role, message.content, extra) as { id: number };
      this.db.query("UPDATE conversations SET updated_at = ? WHERE id = ?").run(now, this.id);
      return id;
    }).immediate();
  }

  /** Removes the message `id` and every later one: a turn that got no answer is not kept, so it is never sent again. */
  removeFrom(id: number): void {
    this.db.query("DELETE FROM chat_messages WHERE conversation_id = ? AND id >= ?").run(this.id, id);
  }

  /** Whether a message after `id` is the model's (an answer, or a call of a tool). */
  answeredAfter(id: number): boolean {
    return !!this.db.query("SELECT 1 FROM chat_messages WHERE conversation_id = ? AND id > ? AND role = 'assistant' LIMIT 1").get(this.id, id);
  }

  /** The messages, newest first, read one row at a time (the caller stops when its context is full). */
  *newestFirst(): Generator<ChatMessage> {
    const query = this.db.query("SELECT role, content, extra FROM chat_messages WHERE conversation_id = ? ORDER BY id DESC");
    for (const row of query.iterate(this.id) as Iterable<Row>) yield fromRow(row);
  }

  /** How many messages it holds. */
  size(): number {
    return (this.db.query("SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ?").get(this.id) as { n: number }).n;
  }
}

/** Starts a conversation. */
export function newConversation(db: Database): Conversation {
  const now = Date.now();
  const { id } = db.query("INSERT INTO conversations (created_at, updated_at) VALUES (?, ?) RETURNING id").get(now, now) as { id: number };
  return new Conversation(db, id);
}

/** The conversation last added to, if any. */
export function lastConversation(db: Database): Conversation | undefined {
  const row = db.query("SELECT id FROM conversations ORDER BY updated_at DESC, id DESC LIMIT 1").get() as { id: number } | null;
  return row ? new Conversation(db, row.id) : undefined;
}
