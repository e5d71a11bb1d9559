/**
 * What a terminal finally shows for some output: the bytes go through a
 * headless terminal emulator (@xterm/headless, loaded only when needed), so
 * a progress display that moves the cursor up and erases lines (vitest, jest,
 * npm, cargo, docker build) leaves its last frame, not every frame. Lines that
 * scroll off the screen are kept in a bounded scrollback.
 *
 * Output that moves no cursor (the common case, and most of what goes to a
 * pipe) reads the same through the emulator as through the streaming
 * sanitizer, which keeps tabs and costs nothing to load: such output takes
 * that path. The choice depends on the bytes alone, never on whether they came
 * from a terminal or a pipe, so the same bytes give the same text in both.
 * (Where the emulator is used, blanks at the end of a line are not kept: a
 * screen does not tell spaces written from cells never written.)
 */
import { sanitize } from "./sanitize.ts";
import type { Size } from "./pty.ts";

/** Cursor movement, erasing in a screen, scrolling, saved positions, reverse index: what only a screen can resolve. */
const MOVES = /\x1b\[[0-9;?]*[ABCDEFHJSTdfsu]|\x1b[78M]|\x9b[0-9;?]*[ABCDEFHJSTdfsu]/;

/** The size emulated when the output went to no terminal: lines longer than it are joined again. */
export const PIPE_SIZE: Size = { cols: 200, rows: 50 };

/** Whether `bytes` need a screen to be read as a person saw them. */
export function movesCursor(bytes: Uint8Array): boolean {
  return MOVES.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
}

/**
 * The text a terminal of `size` finally shows after `bytes`, scrollback
 * included (at most `scrollback` lines of it), one logical line per line:
 * rows the terminal wrapped are joined again, trailing blanks dropped.
 *
 * `cut`: the bytes are the tail of a longer output, cut at the start of a line
 * (StreamCapture keeps a bounded ring of the last bytes and reads it only at
 * the end). The screen had scrolled by then, so the emulator starts with its
 * cursor on the bottom row of a blank screen, as the real one was: a redraw
 * that moves further up than the tail reaches (a progress frame cut in two)
 * lands on rows that stood for what was cut, not on the lines kept, and any
 * of those rows it leaves blank are dropped. What the capture can show is
 * bounded by the ring: the lines that fit in it, and a redraw reaching at most
 * a screen's height above the cut.
 */
export async function screenText(bytes: Uint8Array, size: Size, scrollback = 1000, cut = false): Promise<string> {
  if (!movesCursor(bytes)) return sanitize(bytes);
  return emulate(bytes, size, scrollback, cut);
}

/** The emulator itself, whatever the bytes (screenText chooses when it is needed). */
export async function emulate(bytes: Uint8Array, size: Size, scrollback = 1000, cut = false): Promise<string> {
  const { Terminal } = (await import("@xterm/headless")) as typeof import("@xterm/headless");
  // A line feed starts a new line as a terminal's output processing (ONLCR) makes it, pipe or not.
  const term = new Terminal({ cols: size.cols, rows: size.rows, scrollback, allowProposedApi: true, convertEol: true });
  const seed = cut ? size.rows - 1 : 0;
  try {
    if (seed) await new Promise<void>((resolve) => term.write("\n".repeat(seed), resolve));
    await new Promise<void>((resolve) => term.write(bytes, resolve));
    const buffer = term.buffer.active;
    const lines: string[] = [];
    let current: string | undefined;
    for (let i = 0; i < buffer.length; i++) {
      const line = buffer.getLine(i)!;
      const next = buffer.getLine(i + 1);
      // A row that wraps on to the next keeps its trailing blanks: they are inside the line.
      const text = line.translateToString(!next?.isWrapped);
      if (line.isWrapped && current !== undefined) current += text;
      else {
        if (current !== undefined) lines.push(current);
        current = text;
      }
    }
    if (current !== undefined) lines.push(current);
    // The rows that stood for what was cut, where nothing was drawn since.
    let blank = 0;
    while (blank < seed && blank < lines.length && lines[blank] === "") blank++;
    lines.splice(0, blank);
    while (lines.length && lines[lines.length - 1] === "") lines.pop();
    // As the sanitizer does: a last line the output did not end is given no newline.
    const tail = Buffer.from(bytes.subarray(-64)).toString("latin1").replace(/(\x1b\[[0-9;?]*[ -\/]*[@-~])+$/, "");
    const ended = tail.endsWith("\n");
    return lines.length ? `${lines.join("\n")}${ended ? "\n" : ""}` : "";
  } finally {
    term.dispose();
  }
}
