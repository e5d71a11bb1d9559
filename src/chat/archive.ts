/**
 * The stored conversations as a person looks for them again: listed with the
 * first words of their first question, shown whole, searched, deleted. A
 * conversation with no message (a chat opened and left) is not listed.
 */
import type { Database } from "bun:sqlite";
import { AyeError } from "../errors.ts";
import { Conversation } from "./history.ts";
import type { ChatMessage } from "./messages.ts";

export interface ConversationSummary {
  id: number;
  createdAt: number;
  updatedAt: number;
  messages: number;
  /** The first line of its first question, cut. */
  title: string;
}

export interface StoredMessage extends ChatMessage {
  createdAt: number;
}

/** The first line of a question, at most 70 characters (pure). */
export function titleOf(question: string): string {
  const line = question.split("\n").map((l) => l.trim()).find(Boolean) ?? "";
  return line.length > 70 ? `${line.slice(0, 69)}…` : line;
}

const SUMMARY = `SELECT c.id, c.created_at AS createdAt, c.updated_at AS updatedAt,
    (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id) AS messages,
    (SELECT content FROM chat_messages m WHERE m.conversation_id = c.id AND m.role = 'user' ORDER BY m.id LIMIT 1) AS first
  FROM conversations c`;

type SummaryRow = Omit<ConversationSummary, "title"> & { first: string | null };
const summary = (r: SummaryRow): ConversationSummary => ({ id: r.id, createdAt: r.createdAt, updatedAt: r.updatedAt, messages: r.messages, title: titleOf(r.first ?? "") });

/** The latest conversations that hold a message, newest first. */
export function listConversations(db: Database, limit: number): ConversationSummary[] {
  const rows = db.query(`${SUMMARY} WHERE EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id) ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`).all(limit) as SummaryRow[];
  return rows.map(summary);
}

/** Conversation `id`, or an error that says how to find one. */
export function findConversation(db: Database, id: string): { summary: ConversationSummary; conversation: Conversation } {
  const n = Number(id.replace(/^#/, ""));
  const row = Number.isInteger(n) && n > 0 ? (db.query(`${SUMMARY} WHERE c.id = ?`).get(n) as SummaryRow | null) : null;
  if (!row || row.messages === 0) throw new AyeError(`no conversation ${id}`, { hint: "'aye chats' lists them; 'aye chats search WORDS' finds one.", code: 1 });
  return { summary: summary(row), conversation: new Conversation(db, row.id) };
}

/** Its messages, oldest first. */
export function messagesOf(db: Database, id: number): StoredMessage[] {
  const rows = db.query("SELECT role, content, extra, created_at AS createdAt FROM chat_messages WHERE conversation_id = ? ORDER BY id").all(id) as { role: ChatMessage["role"]; content: string; extra: string | null; createdAt: number }[];
  return rows.map((r) => ({ role: r.role, content: r.content, createdAt: r.createdAt, ...(r.extra ? JSON.parse(r.extra) : {}) }));
}

/** The conversations whose messages hold `text` (case-insensitive for ASCII), newest first, with the first match's line. */
export function searchConversations(db: Database, text: string, limit: number): (ConversationSummary & { match: string })[] {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = db
    .query(`${SUMMARY} WHERE EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m.content LIKE ? ESCAPE '\\') ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`)
    .all(pattern, limit) as SummaryRow[];
  const lower = text.toLowerCase();
  return rows.map((r) => {
    const hit = db.query("SELECT content FROM chat_messages WHERE conversation_id = ? AND content LIKE ? ESCAPE '\\' ORDER BY id LIMIT 1").get(r.id, pattern) as { content: string };
    const line = hit.content.split("\n").find((l) => l.toLowerCase().includes(lower)) ?? hit.content;
    return { ...summary(r), match: titleOf(line.trim()) };
  });
}

/** Deletes conversations and their messages; gives the ids that were there. */
export function deleteConversations(db: Database, ids: number[]): number[] {
  const deleted: number[] = [];
  db.transaction(() => {
    for (const id of ids) {
      db.query("DELETE FROM chat_messages WHERE conversation_id = ?").run(id);
      if (db.query("DELETE FROM conversations WHERE id = ?").run(id).changes) deleted.push(id);
    }
  }).immediate();
  return deleted;
}
