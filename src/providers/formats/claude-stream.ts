/**
 * Claude Code's `-p --output-format stream-json --verbose --include-partial-messages`:
 * one JSON event a line. Text arrives as `stream_event` text deltas; a retry as
 * `system/api_retry`; the end as `result`, whose `is_error` tells an answer from
 * a failure (claude says "success" and exits 1 with the error as the result text).
 */
import { type CliEvent, type OutputParser, jsonLine, lineParser, oneLine } from "./events.ts";

/** The events of one line of claude's stream-json output (pure). */
export function claudeLine(line: string): CliEvent[] {
  const event = jsonLine(line);
  if (!event) return [];
  if (event.type === "stream_event") {
    const delta = event.event?.type === "content_block_delta" ? event.event.delta : undefined;
    return delta?.type === "text_delta" && typeof delta.text === "string" && delta.text ? [{ type: "text", text: delta.text }] : [];
  }
  if (event.type === "system" && event.subtype === "api_retry") {
    return [{ type: "retry", attempt: Number(event.attempt) || 1, ...(event.error_status ? { status: Number(event.error_status) } : {}), ...(event.error ? { reason: String(event.error) } : {}) }];
  }
  if (event.type === "result" && (event.is_error === true || (event.subtype && event.subtype !== "success"))) {
    const said = typeof event.result === "string" && event.result ? event.result : (event.errors ?? []).join("; ") || event.subtype || "unknown error";
    return [{ type: "error", message: oneLine(said), ...(event.api_error_status ? { status: Number(event.api_error_status) } : {}) }];
  }
  return [];
}

/** A parser for claude's stream-json output. */
export const claudeStream = (): OutputParser => lineParser(claudeLine);
