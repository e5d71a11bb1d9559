/**
 * Gemini CLI's `-o stream-json`: one JSON event a line. Text arrives as
 * assistant `message` deltas; the end as `result`, with `status: "error"` and
 * the error when it failed (then gemini exits 145 or 1). Its retries are told
 * only on stderr, as `Attempt N failed … Retrying` lines.
 */
import { type CliEvent, type OutputParser, jsonLine, lineParser, oneLine, retryLine } from "./events.ts";

/** `[API Error: {"error":{"code":401,"message":"…"}}]` becomes status 401 and its message; `[API Error: text]` its text. */
export function apiErrorText(message: string): { message: string; status?: number } {
  const inner = /^\[API Error: (.*)\]$/s.exec(message.trim())?.[1];
  const parsed = inner ? jsonLine(inner) : undefined;
  const error = parsed?.error;
  if (error && typeof error === "object") {
    const status = Number(error.code) || undefined;
    return { message: oneLine(String(error.message ?? error.status ?? inner)), ...(status ? { status } : {}) };
  }
  return { message: oneLine(inner ?? message) };
}

/** The events of one line of gemini's stream-json output (pure). */
export function geminiLine(line: string): CliEvent[] {
  const event = jsonLine(line);
  if (!event) return [];
  if (event.type === "message" && event.role === "assistant" && typeof event.content === "string" && event.content) return [{ type: "text", text: event.content }];
  if (event.type === "result" && event.status && event.status !== "success") {
    const said = apiErrorText(String(event.error?.message ?? event.error?.type ?? event.status));
    return [{ type: "error", ...said }];
  }
  if (event.type === "error") return [{ type: "error", ...apiErrorText(String(event.message ?? event.error?.message ?? "unknown error")) }];
  return [];
}

/** A line of gemini's stderr: a retry it is making, or nothing aye needs. */
export function geminiStderrLine(line: string): CliEvent[] {
  const retry = retryLine(line);
  return retry ? [retry] : [];
}

/** A parser for gemini's stream-json output. */
export const geminiStream = (): OutputParser => lineParser(geminiLine);
