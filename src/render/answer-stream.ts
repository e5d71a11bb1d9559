/**
 * How an answer is written: to a pipe or a file, the exact text; at a terminal,
 * made visible, and rendered as Markdown unless `render.markdown` is off (or
 * the answer is JSON asked for with --json-answer).
 */
import { VisibleStream } from "../guard/visible.ts";
import type { Io } from "../io.ts";
import { colorsOn } from "../ui.ts";
import { COLOURS, MarkdownStream, PLAIN } from "./markdown.ts";

export interface AnswerStream {
  push(piece: string): string;
  end(): string;
}

/** The answer's writer for stdout; undefined: write the text as it is. */
export function answerStream(io: Io, markdown: boolean): AnswerStream | undefined {
  if (!io.isTTY.stdout) return undefined;
  if (!markdown) return new VisibleStream();
  return new MarkdownStream(() => io.size()?.cols ?? 80, colorsOn(io, 1) ? COLOURS : PLAIN, () => io.size()?.rows ?? 24);
}
