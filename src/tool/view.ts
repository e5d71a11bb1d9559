/**
 * What the model sees of one stream: the tail of its file, sanitized by aye's
 * capture sanitizer (ANSI and control characters out, `\r\n` to `\n`, `\r`
 * redraws collapsed to their last drawing), then cut by seed 001's tail limits.
 */
import { sanitize } from "../capture/sanitize.ts";
import type { Range } from "./output-files.ts";
import { splitLines, truncateTail } from "./truncate-tail.ts";

/** One stream as the result shows it. */
export interface StreamView {
  /** Sanitized, truncated text, without a final newline. */
  text: string;
  /** Lines and bytes of the whole stream (or of the new part, for a check). */
  totalLines: number;
  totalBytes: number;
  shownLines: number;
  truncatedBy: "lines" | "bytes" | null;
  /** A single line past the byte limit was cut to its tail; `lineBytes` is its size when known. */
  partialLine: boolean;
  lineBytes: number | null;
  /** The file holding the whole stream, when the result names one. */
  file: string | null;
  /** Why that file may be incomplete. */
  fileProblem: string | null;
}

/** The view of `range`; `file` is set by the caller once it decides to keep the file. */
export function viewOf(range: Range): StreamView {
  const text = sanitize(range.window);
  const t = truncateTail(text);
  const truncatedBy = t.truncatedBy ?? (range.earlier ? "bytes" : null);
  const partialLine = t.lastLinePartial || range.partialLine;
  let lineBytes: number | null = null;
  if (partialLine && !range.partialLine) lineBytes = Buffer.byteLength(splitLines(text).at(-1) ?? "");
  return {
    text: t.content,
    totalLines: range.lines,
    totalBytes: range.bytes,
    shownLines: t.outputLines,
    truncatedBy,
    partialLine,
    lineBytes,
    file: null,
    fileProblem: range.problem,
  };
}
