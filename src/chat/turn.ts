/**
 * One turn of a conversation after the person's message is stored: the model
 * answers (streamed, made visible at a terminal), and may call the bash tool,
 * each call shown and consented to, up to ten rounds; then it stops and says so.
 */
import type { Io } from "../io.ts";
import { visible } from "../guard/visible.ts";
import { answerStream } from "../render/answer-stream.ts";
import type { Provider } from "../providers/types.ts";
import { callBash, DEFAULT_TIMEOUT_MS, parseCall } from "../tool/bash-tool.ts";
import type { ToolEnv } from "../tool/bash-tool.ts";
import { formatOutcome, formatSeconds } from "../tool/format.ts";
import { TOOL_NAME } from "../tool/schema.ts";
import type { CallVerdict } from "../guard/to-shell.ts";
import { type Ask, consent, type ConsentState } from "./consent.ts";
import { converse, takesTools } from "./converse.ts";
import type { Conversation } from "./history.ts";
import { fitContext, type ToolCall } from "./messages.ts";
import { showFd } from "./shell.ts";

/** Seed 002: at most this many rounds of tool calls in one turn. */
export const MAX_TOOL_ROUNDS = 10;

/** What a turn needs. */
export interface TurnDeps {
  io: Io;
  provider: Provider;
  conversation: Conversation;
  system?: string;
  model?: string;
  redact: boolean;
  /** Tokens of history a request may carry. */
  contextTokens: number;
  tool: ToolEnv;
  consent: ConsentState;
  ask: Ask;
  warn(message: string): void;
  /** Sampling, for Ollama and OpenAI-compatible servers (a CLI is refused them when the chat opens). */
  temperature?: number;
  maxTokens?: number;
  /** Render answers as Markdown at a terminal (render.markdown). */
  markdown?: boolean;
  /** The trimming of old turns was said already in this chat. */
  trimSaid?: boolean;
  /** What a command line does (src/guard/to-shell.ts, loaded on the first call). */
  judge(command: string): Promise<CallVerdict>;
}

/** How a turn ended. */
export type TurnEnd = "answered" | "cancelled" | "rounds";

async function answerOnce(d: TurnDeps, signal: AbortSignal): Promise<{ text: string; calls: ToolCall[] }> {
  const { messages, dropped } = fitContext(d.conversation.newestFirst(), d.contextTokens);
  // Said once a chat, the first time it happens (it then happens on every request).
  if (dropped && !d.trimSaid) {
    d.trimSaid = true;
    d.warn(`the conversation is longer than the model's context (chat.context_tokens): from now on its oldest turns are left out of each request (${messages.length} ${messages.length === 1 ? "message" : "messages"} sent this time)`);
  }
  const guard = answerStream(d.io, d.markdown !== false);
  let text = "";
  let calls: ToolCall[] = [];
  try {
    for await (const piece of converse(d.provider, { messages, system: d.system, model: d.model, tools: takesTools(d.provider), redact: d.redact, temperature: d.temperature, maxTokens: d.maxTokens }, signal)) {
      if (signal.aborted) break;
      if (typeof piece === "string") {
        text += piece;
        d.io.write(1, guard ? guard.push(piece) : piece);
      } else calls = piece.calls;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  if (guard) d.io.write(1, guard.end());
  if (text && !text.endsWith("\n")) d.io.write(1, "\n");
  return { text, calls };
}

async function runCall(d: TurnDeps, call: ToolCall, signal: AbortSignal): Promise<string> {
  if (call.name !== TOOL_NAME) return `Error: there is no tool named ${call.name}; the only tool is ${TOOL_NAME}.`;
  const parsed = parseCall(call.arguments);
  if (typeof parsed === "string") return parsed;
  const fd = showFd(d.io);
  const what = "command" in parsed ? parsed.command : "checkPid" in parsed ? `check_pid ${parsed.checkPid}` : `kill_pid ${parsed.killPid}`;
  // A timeout of its own choosing moves the command to the background that soon, until the chat ends.
  const early = "command" in parsed && parsed.timeoutMs < DEFAULT_TIMEOUT_MS ? ` (in the background after ${formatSeconds(parsed.timeoutMs)}, until the chat ends)` : "";
  const tty = fd === 1 ? d.io.isTTY.stdout : d.io.isTTY.stderr;
  d.io.write(fd, `${tty ? "\n🔧 " : ""}The model wants to run: ${visible(what, true)}${early}\n`);
  const verdict = await consent("command" in parsed ? await d.judge(parsed.command) : { dangers: [] }, d.consent, d.ask);
  if (!verdict.run) {
    d.io.write(fd, `${verdict.reason}\n`);
    return verdict.reason;
  }
  const result = formatOutcome(await callBash(parsed, d.tool, signal));
  d.io.write(fd, `${visible(result)}\n\n`);
  return result;
}

/** Runs the model's side of a turn; the person's message is already in the conversation. */
export async function takeTurn(d: TurnDeps, signal: AbortSignal): Promise<TurnEnd> {
  for (let round = 0; ; round++) {
    const { text, calls } = await answerOnce(d, signal);
    if (signal.aborted) {
      if (text) d.conversation.append({ role: "assistant", content: `${text}\n[answer stopped by the user]` });
      return "cancelled";
    }
    d.conversation.append({ role: "assistant", content: text, ...(calls.length ? { toolCalls: calls } : {}) });
    if (!calls.length) return "answered";
    if (round >= MAX_TOOL_ROUNDS) {
      for (const call of calls) d.conversation.append({ role: "tool", toolCallId: call.id, content: `Not run: the limit of ${MAX_TOOL_ROUNDS} rounds of tool calls in one turn was reached.` });
      d.warn(`stopped: the model asked for tools ${MAX_TOOL_ROUNDS} rounds in a row, the most one turn allows; say how to go on`);
      return "rounds";
    }
    for (const call of calls) {
      const result = await runCall(d, call, signal);
      d.conversation.append({ role: "tool", toolCallId: call.id, content: result });
      if (signal.aborted) return "cancelled";
    }
  }
}

/**
 * The person's message, then the model's side of the turn. A turn that got no answer (the provider failed,
 * or was stopped before it said anything) is taken out of the conversation again, so that it is never sent
 * with the next one: APIs refuse two user messages in a row, and the model would answer a question twice.
 */
export async function askTurn(d: TurnDeps, message: string, signal: AbortSignal): Promise<TurnEnd> {
  const id = d.conversation.append({ role: "user", content: message });
  try {
    const end = await takeTurn(d, signal);
    if (end === "cancelled" && !d.conversation.answeredAfter(id)) d.conversation.removeFrom(id);
    return end;
  } catch (error) {
    if (!d.conversation.answeredAfter(id)) d.conversation.removeFrom(id);
    throw error;
  }
}
