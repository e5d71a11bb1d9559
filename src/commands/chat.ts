/**
 * `aye chat`: a conversation with an LLM at a terminal (or line by line from a
 * pipe), where `!command` puts a command's output in front of the model
 * (seed 002) and the model may run the bash tool with the person's consent.
 */
import { join } from "node:path";
import type { Ctx } from "../context.ts";
import { AyeError, EXIT } from "../errors.ts";
import { type Ask, judgeLater } from "../chat/consent.ts";
import { findConversation } from "../chat/archive.ts";
import { findEntry } from "../roles/library.ts";
import { requestExtras } from "./asking.ts";
import { reprint } from "../chat/reprint.ts";
import { lastConversation, newConversation } from "../chat/history.ts";
import { Lines, loadHistory, pipedInputs, saveHistory } from "../chat/input.ts";
import { answeringModel, handleLine, type Session } from "../chat/session.ts";
import { visible } from "../guard/visible.ts";
import { chatTool } from "../chat/shell.ts";
import { endAll } from "../tool/bash-tool.ts";
import { providers, readStdin } from "./answer.ts";

export interface ChatInput {
  provider?: string;
  model?: string;
  system?: string;
  continue: boolean;
  /** --continue ID: that conversation rather than the last. */
  continueId?: string;
  /** A saved system prompt (-s wins over it). */
  role?: string;
  temperature?: number;
  maxTokens?: number;
  yolo: boolean;
}

/** Builds a chat's session: the provider chosen, the conversation started or picked up. */
export async function openSession(input: ChatInput, ctx: Ctx, interactive: boolean, ask: Ask): Promise<Session> {
  const config = ctx.config();
  const registry = providers(ctx);
  const provider = await registry.choose(input.provider);
  // Refused now, before the first message, for a CLI that has no flag for them.
  requestExtras({ vars: [], stream: true, json: false, temperature: input.temperature, maxTokens: input.maxTokens }, provider);
  const db = ctx.store().db;
  const conversation = input.continueId ? findConversation(db, input.continueId).conversation : (input.continue && lastConversation(db)) || newConversation(db);
  const session: Session = {
    ctx,
    pendingTaken: false,
    turn: {
      io: ctx.io,
      provider,
      conversation,
      system: input.system ?? (input.role ? findEntry(config.path, "roles", input.role).text.trim() : undefined),
      model: input.model || undefined,
      redact: config.values.redact,
      markdown: config.values["render.markdown"],
      temperature: input.temperature,
      maxTokens: input.maxTokens,
      contextTokens: config.values["chat.context_tokens"],
      tool: chatTool(ctx.io, ctx.scope()),
      consent: { interactive, yolo: input.yolo, all: false },
      ask,
      warn: ctx.ui.warn,
      judge: judgeLater(ctx.io.cwd),
    },
    async switchProvider(name) {
      const next = registry.get(name);
      // Said now, not at the next message: the chat stays with the provider that works.
      const ready = await next.available();
      if (!ready.ok) throw new AyeError(`${name} is not ready: ${ready.detail}`, { hint: `The chat stays with ${session.turn.provider.name}. 'aye llm --list' shows every provider.` });
      session.turn.provider = next;
      session.turn.model = undefined;
    },
  };
  return session;
}

/** The chat without a terminal: each input line is one turn; answers on stdout. */
async function piped(input: ChatInput, ctx: Ctx): Promise<number> {
  const text = (await readStdin(ctx)) ?? "";
  const session = await openSession(input, ctx, false, async () => "");
  const untrap = ctx.io.trap(["SIGINT", "SIGTERM", "SIGHUP"], () => session.controller?.abort());
  try {
    for (const line of pipedInputs(text)) {
      if ((await handleLine(session, line)) === "exit") break;
    }
  } finally {
    untrap();
    await endAll(session.turn.tool);
  }
  return EXIT.ok;
}

/** Ends the chat at the terminal; resolves with the exit code. */
async function interactive(input: ChatInput, ctx: Ctx): Promise<number> {
  const readline = await import("node:readline");
  const { input: stdin, output } = ctx.io.promptStreams();
  const historyPath = join(ctx.storeDir, "chat_history");
  const rl = readline.createInterface({ input: stdin, output, terminal: true, history: loadHistory(historyPath), historySize: 1000, removeHistoryDuplicates: true });
  const lines = new Lines(rl);
  let asking = false;
  const ask: Ask = async (q, keys) => {
    asking = true;
    // A question with keys takes one key: readline has put it on the line, which is then submitted.
    const onKey = (typed: string | undefined, key: { name?: string; ctrl?: boolean; meta?: boolean } | undefined) => {
      if (!keys || key?.ctrl || key?.meta || key?.name === "return" || key?.name === "enter") return;
      if (typed && keys.includes(typed.toLowerCase())) setImmediate(() => rl.write("\n"));
      else setImmediate(() => rl.write(null, { ctrl: true, name: "u" }));
    };
    if (keys) stdin.on("keypress", onKey);
    try {
      return (await lines.question(q)) ?? "";
    } finally {
      asking = false;
      if (keys) stdin.off("keypress", onKey);
    }
  };
  const session = await openSession(input, ctx, true, ask);
  // Ctrl-C stops the answer in progress, never the chat; at the prompt it clears the line.
  rl.on("SIGINT", () => {
    if (session.controller) {
      // A question about a tool call is answered "no" by the empty line. While an answer streams, readline's line
      // is left alone: clearing it would wipe the answer shown so far.
      if (asking) rl.write(null, { ctrl: true, name: "u" });
      session.controller.abort();
      if (asking) rl.write("\n");
      return;
    }
    rl.write(null, { ctrl: true, name: "u" });
    ctx.io.write(2, "^C (Ctrl-D or /exit ends the chat)\n");
    rl.prompt();
  });
  const untrap = ctx.io.trap(["SIGTERM", "SIGHUP"], () => {
    session.controller?.abort();
    rl.close();
  });
  const model = await answeringModel(session.turn);
  ctx.io.write(2, `aye chat with ${session.turn.provider.name} (${visible(model, true)})${input.continue && session.turn.conversation.size() ? " (continued)" : ""}. /help for commands, !cmd to run one, Ctrl-D to end.\n`);
  if (input.continue) reprint(ctx.io, session.turn.conversation.newestFirst());
  try {
    for (;;) {
      const line = await lines.input("you> ");
      // Ctrl-D: the shell's prompt comes back on a line of its own.
      if (line === null) {
        output.write("\n");
        break;
      }
      if (line.trim()) saveHistory(historyPath, line);
      try {
        if ((await handleLine(session, line)) === "exit") break;
      } catch (error) {
        // A provider's failure ends the answer, not the chat.
        if (!(error instanceof AyeError)) throw error;
        ctx.ui.error(error.message, error.hint);
      }
    }
  } finally {
    untrap();
    rl.close();
    // What the model left in the background ends with the chat, as an agent's does with aye mcp.
    await endAll(session.turn.tool);
  }
  return EXIT.ok;
}

export async function chat(input: ChatInput, ctx: Ctx): Promise<number> {
  return ctx.io.isTTY.stdin ? interactive(input, ctx) : piped(input, ctx);
}
