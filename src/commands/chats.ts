/**
 * `aye chats [list|show|search|rm|export]`: the conversations of aye chat and
 * `aye ask -c`, found again. `aye chat --continue ID` picks one up.
 */
import type { Ctx } from "../context.ts";
import { EXIT, usageError } from "../errors.ts";
import { visible } from "../guard/visible.ts";
import { answerStream } from "../render/answer-stream.ts";
import { deleteConversations, findConversation, listConversations, messagesOf, searchConversations, type ConversationSummary } from "../chat/archive.ts";
import { conversationJson, conversationMarkdown } from "../chat/export.ts";

export const CHATS_ACTIONS = ["list", "show", "search", "rm", "export"] as const;

export interface ChatsInput {
  action?: string;
  args: string[];
  limit: number;
  json: boolean;
  format?: string;
}

function age(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.round(s / 60)}m ago`;
  if (s < 86400) return `${Math.round(s / 3600)}h ago`;
  return `${Math.round(s / 86400)}d ago`;
}

function table(rows: (ConversationSummary & { match?: string })[], ctx: Ctx): void {
  const now = Date.now();
  const cells = rows.map((r) => [String(r.id), age(now - r.updatedAt), `${r.messages} msgs`, visible(r.match ? `${r.title}  | ${r.match}` : r.title, true)]);
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((c) => c[i]!.length)));
  for (const c of cells) ctx.io.write(1, `${[...c.slice(0, 3).map((cell, i) => cell.padEnd(widths[i]!)), c[3]].join("  ")}\n`);
}

const one = (input: ChatsInput) => {
  if (input.args.length !== 1) throw usageError(`aye chats ${input.action} takes one conversation id`, `For example: aye chats ${input.action} 12 ('aye chats' lists them).`);
  return input.args[0]!;
};

export function chats(input: ChatsInput, ctx: Ctx): number {
  const action = input.action ?? "list";
  if (!(CHATS_ACTIONS as readonly string[]).includes(action)) {
    throw usageError(`unknown action '${action}' for aye chats`, `One of: ${CHATS_ACTIONS.join(", ")}. For example: aye chats show 12.`);
  }
  if (input.format !== undefined && action !== "export") throw usageError("--format goes with aye chats export", "aye chats export 12 --format json");
  const format = input.format ?? "md";
  if (!["md", "markdown", "json"].includes(format)) throw usageError(`--format is md or json, not '${format}'`);
  const db = ctx.store().db;
  const out = (text: string) => ctx.io.write(1, text);
  switch (action) {
    case "list": {
      if (input.args.length) throw usageError("aye chats list takes no words", "To find a conversation: aye chats search WORDS");
      const rows = listConversations(db, input.limit);
      if (input.json) return out(`${JSON.stringify(rows, null, 2)}\n`), EXIT.ok;
      if (!rows.length) return ctx.ui.note("No conversations yet. Start one: aye chat"), EXIT.ok;
      table(rows, ctx);
      return EXIT.ok;
    }
    case "search": {
      const text = input.args.join(" ").trim();
      if (!text) throw usageError("aye chats search needs words to look for", "aye chats search docker compose");
      const rows = searchConversations(db, text, input.limit);
      if (input.json) return out(`${JSON.stringify(rows, null, 2)}\n`), EXIT.ok;
      if (!rows.length) {
        ctx.ui.note(`No conversation holds '${visible(text, true)}'.`);
        return EXIT.failed;
      }
      table(rows, ctx);
      return EXIT.ok;
    }
    case "show":
    case "export": {
      const { summary } = findConversation(db, one(input));
      const messages = messagesOf(db, summary.id);
      const json = action === "show" ? input.json : format === "json";
      const text = json ? conversationJson(summary, messages) : conversationMarkdown(summary, messages);
      // show is read: at a terminal rendered (made visible first, as answers are); export is the exact text, for a file.
      const reader = action === "show" && !json ? answerStream(ctx.io, ctx.config().values["render.markdown"]) : undefined;
      out(reader ? reader.push(text) + reader.end() : text);
      return EXIT.ok;
    }
    case "rm": {
      if (!input.args.length) throw usageError("aye chats rm needs conversation ids", "aye chats rm 12 13");
      const ids = input.args.map((a) => Number(a.replace(/^#/, "")));
      const bad = input.args.find((_, i) => !Number.isInteger(ids[i]) || ids[i]! <= 0);
      if (bad) throw usageError(`'${bad}' is not a conversation id`, "'aye chats' lists them.");
      const deleted = deleteConversations(db, ids);
      const missing = ids.filter((id) => !deleted.includes(id));
      if (input.json) out(`${JSON.stringify({ deleted, missing })}\n`);
      else if (deleted.length) ctx.ui.note(`Deleted ${deleted.length === 1 ? "conversation" : "conversations"} ${deleted.join(", ")}.`);
      if (missing.length) ctx.ui.warn(`no conversation ${missing.join(", ")}`);
      return missing.length ? EXIT.failed : EXIT.ok;
    }
  }
  return EXIT.ok;
}
