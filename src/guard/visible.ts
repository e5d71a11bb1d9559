/**
 * The guard between text from outside (captured output, piped input, files, an
 * LLM's answer, a hook's record) and a terminal: every byte that a terminal
 * would act on instead of print is shown escaped, so nothing from outside can
 * move the cursor, erase a line, set the title or write the clipboard, and what
 * a menu shows is what it holds.
 *
 * Escaping works one character at a time, so an escape sequence split across
 * streamed chunks cannot slip through: its ESC is shown wherever it falls.
 */
import type { Io } from "../io.ts";

/**
 * C0 and C1 controls, DEL, and the invisible characters that reorder or hide
 * text (bidi overrides and isolates, zero-width ones, line separators).
 * Newline and tab are decided by the caller.
 */
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, "g");
const UNSAFE_LINE = /[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const NAMED: Record<string, string> = { "\r": "\\r", "\t": "\\t", "\n": "\\n", "\x1b": "\\e" };

function escape(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** Whether `text` holds anything a terminal would act on (newline and tab count only with `oneLine`). */
export function hasControl(text: string, oneLine = false): boolean {
  return oneLine ? /[\x00-\x1f]/.test(text) || UNSAFE.test(text) : UNSAFE.test(text);
}

/**
 * `text` made safe to print: controls shown as `\e`, `\r`, `\x07`, `\u202e`.
 * With `oneLine`, newline and tab are escaped too (menu labels, table cells).
 * `\r\n` line ends count as newlines.
 */
export function visible(text: string, oneLine = false): string {
  if (!oneLine && !UNSAFE.test(text)) return text;
  const body = oneLine ? text : text.replace(/\r\n/g, "\n");
  return body.replace(oneLine ? UNSAFE_LINE : UNSAFE_ALL, escape);
}

/** `visible` for a stream of pieces: a `\r` at the end of a piece waits to see whether `\n` follows. */
export class VisibleStream {
  private held = "";

  push(piece: string): string {
    const text = this.held + piece;
    this.held = text.endsWith("\r") ? "\r" : "";
    return visible(this.held ? text.slice(0, -1) : text);
  }

  end(): string {
    const rest = this.held;
    this.held = "";
    return visible(rest);
  }
}

/**
 * Writes text from outside to stdout or stderr: made visible when that stream
 * is a terminal, the exact text otherwise (a pipe or file gets the product as it is).
 */
export function writeOutside(io: Io, fd: 1 | 2, text: string): void {
  const tty = fd === 1 ? io.isTTY.stdout : io.isTTY.stderr;
  io.write(fd, tty ? visible(text) : text);
}
