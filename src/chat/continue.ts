/**
 * `aye ask -c`: one more turn of the last conversation from the shell. The
 * model's bash calls are refused (no one is asked at a shell prompt), and the
 * refusal goes back to it as the tool's result.
 */
import type { Ctx } from "../context.ts";
import { EXIT } from "../errors.ts";
import { trapSignals } from "../commands/answer.ts";
import type { Provider } from "../providers/types.ts";
import { type Conversation, lastConversation, newConversation } from "./history.ts";
import { chatTool } from "./shell.ts";
import { askTurn } from "./turn.ts";
import { endAll } from "../tool/bash-tool.ts";
import { judgeLater } from "./consent.ts";

/** Appends `prompt` to the last conversation (a new one when there is none) and answers it on stdout. */
export async function continueConversation(prompt: string, provider: Provider, opts: { model?: string; system?: string; temperature?: number; maxTokens?: number }, ctx: Ctx, picked?: Conversation): Promise<number> {
  const config = ctx.config();
  const db = ctx.store().db;
  const conversation = picked ?? lastConversation(db) ?? newConversation(db);
  const controller = new AbortController();
  const trap = trapSignals(ctx, controller);
  const tool = chatTool(ctx.io, ctx.scope());
  try {
    const end = await askTurn(
      {
        io: ctx.io,
        provider,
        conversation,
        system: opts.system,
        model: opts.model,
        redact: config.values.redact,
        temperature: opts.temperature,
        maxTokens: opts.maxTokens,
        markdown: config.values["render.markdown"],
        contextTokens: config.values["chat.context_tokens"],
        tool,
        consent: { interactive: false, yolo: false, all: false },
        ask: async () => "",
        warn: ctx.ui.warn,
        judge: judgeLater(ctx.io.cwd),
      },
      prompt,
      controller.signal,
    );
    return end === "cancelled" ? (trap.code() ?? EXIT.cancelled) : EXIT.ok;
  } finally {
    trap.untrap();
    await endAll(tool);
  }
}
