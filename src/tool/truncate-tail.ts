/**
 * Tail truncation of the bash tool (seed 001): keep the last 2000 lines or
 * 51,200 bytes of sanitized text, whichever limit is hit first. Working back
 * from the end, whole lines are collected; a last line longer than the byte
 * limit is cut to its tail on a UTF-8 boundary.
 */

/** Seed 001's limits: lines, and bytes of UTF-8 text. */
export const MAX_LINES = 2000;
export const MAX_BYTES = 51_200;

/** Limits other than the seed's, for tests. */
export interface Limits {
  maxLines: number;
  maxBytes: number;
}

/** What was kept, and how much there was (seed 001's TruncateResult). */
export interface TruncateResult {
  /** The kept text, without a final newline. */
  content: string;
  truncated: boolean;
  /** Which limit cut the text, if one did. */
  truncatedBy: "lines" | "bytes" | null;
  totalLines: number;
  totalBytes: number;
  outputLines: number;
  outputBytes: number;
  /** The first kept line is the tail of a longer one (a single line past the byte limit). */
  lastLinePartial: boolean;
}

const utf8 = new TextEncoder();

/** Lines of `text`: "a\nb\n" and "a\nb" both hold two, "" none. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}

/** The last `bytes` UTF-8 bytes of `line`, starting on a character boundary. */
export function tailOfLine(line: string, bytes: number): string {
  const buf = utf8.encode(line);
  if (buf.length <= bytes) return line;
  let start = buf.length - bytes;
  while (start < buf.length && (buf[start]! & 0xc0) === 0x80) start++;
  return new TextDecoder().decode(buf.subarray(start));
}

/** Keeps the tail of `text` within `limits` (default: 2000 lines, 51,200 bytes). */
export function truncateTail(text: string, limits: Limits = { maxLines: MAX_LINES, maxBytes: MAX_BYTES }): TruncateResult {
  const lines = splitLines(text);
  const totalBytes = utf8.encode(text).length;
  const base = { totalLines: lines.length, totalBytes };
  const body = lines.join("\n");
  if (lines.length <= limits.maxLines && utf8.encode(body).length <= limits.maxBytes) {
    return { ...base, content: body, truncated: false, truncatedBy: null, outputLines: lines.length, outputBytes: utf8.encode(body).length, lastLinePartial: false };
  }
  const kept: string[] = [];
  let bytes = 0;
  let truncatedBy: "lines" | "bytes" = "lines";
  for (let i = lines.length - 1; i >= 0; i--) {
    if (kept.length >= limits.maxLines) break;
    const size = utf8.encode(lines[i]!).length + (kept.length > 0 ? 1 : 0);
    if (bytes + size > limits.maxBytes) {
      truncatedBy = "bytes";
      if (kept.length === 0) {
        const tail = tailOfLine(lines[i]!, limits.maxBytes);
        const outputBytes = utf8.encode(tail).length;
        return { ...base, content: tail, truncated: true, truncatedBy, outputLines: 1, outputBytes, lastLinePartial: true };
      }
      break;
    }
    kept.push(lines[i]!);
    bytes += size;
  }
  return { ...base, content: kept.reverse().join("\n"), truncated: true, truncatedBy, outputLines: kept.length, outputBytes: bytes, lastLinePartial: false };
}
