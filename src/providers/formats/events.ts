/**
 * What a CLI's output means to aye, whatever its format: a piece of the answer,
 * the CLI's own error, or a retry it is making. Each format file turns its
 * CLI's lines into these, purely, so tables of real lines can test it.
 */

/** One thing a CLI said: answer text, its error, or a retry. */
export type CliEvent =
  | { type: "text"; text: string }
  | { type: "error"; message: string; status?: number }
  | { type: "retry"; attempt: number; status?: number; reason?: string };

/** Turns a CLI's stdout, chunk by chunk, into events. */
export interface OutputParser {
  push(chunk: string): CliEvent[];
  /** The end of the output: whatever was held back. */
  end(): CliEvent[];
}

/** Plain text: everything is the answer (custom shell providers, qwen's text mode). */
export function plainText(): OutputParser {
  return { push: (chunk) => (chunk ? [{ type: "text", text: chunk }] : []), end: () => [] };
}

/** Splits a stream of chunks into whole lines, each handed to `parse`. */
export function lineParser(parse: (line: string) => CliEvent[]): OutputParser {
  let rest = "";
  return {
    push(chunk) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      return lines.flatMap((line) => (line.trim() ? parse(line) : []));
    },
    end() {
      const line = rest;
      rest = "";
      return line.trim() ? parse(line) : [];
    },
  };
}

/** JSON.parse that gives undefined for a line that is not JSON (a CLI's stray remark). */
export function jsonLine(line: string): any {
  try {
    const value = JSON.parse(line);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * gemini and qwen (a fork of gemini) report each failed try in the same words:
 * `Attempt 2 failed with status 500. Retrying with backoff... <error>`.
 */
export function retryLine(line: string): Extract<CliEvent, { type: "retry" }> | undefined {
  const match = /Attempt (\d+) failed(?: with status (\d+))?\. Retrying/.exec(line);
  if (!match) return undefined;
  const said = /"message":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1];
  return { type: "retry", attempt: Number(match[1]), ...(match[2] ? { status: Number(match[2]) } : {}), ...(said ? { reason: said.replace(/\\(.)/g, "$1") } : {}) };
}

/** One line of an error: the first line, trimmed, at most `max` characters. */
export function oneLine(text: string, max = 300): string {
  const line = text.split("\n").map((l) => l.trim()).find(Boolean) ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
