/**
 * What aye keeps of one output stream while it passes through untouched: the
 * raw tail (enough for the attach block) and a watch for the alternate screen.
 * Only these bytes are ever decoded; the rest of the stream is just counted.
 */
import type { Size } from "./pty.ts";
import { PIPE_SIZE, screenText } from "./screen.ts";
import { truncateLines } from "./truncate.ts";

const ALT_SCREEN = ["\x1b[?1049h", "\x1b[?1047h", "\x1b[?47h"].map((s) => Buffer.from(s));
/** What each of them starts with: the one thing searched for in the whole of a piece. */
const PREFIX = Buffer.from("\x1b[?");
/** Bytes kept from one piece for the next: a sequence split between them is found whole. */
const CARRY = 8;

/** Whether `bytes` hold a switch to the alternate screen: one native search for ESC [ ?, each hit compared. */
function switchesScreen(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(PREFIX); at >= 0; at = bytes.indexOf(PREFIX, at + 1)) {
    for (const seq of ALT_SCREEN) if (bytes.length - at >= seq.length && bytes.compare(seq, 0, seq.length, at, at + seq.length) === 0) return true;
  }
  return false;
}

export class StreamCapture {
  /** A fixed ring of the last bytes: copying into it pins none of the stream's own buffers. */
  private ring: Uint8Array;
  private end = 0;
  /** The last bytes seen (`held` of them, at most CARRY), then room for the first bytes of the next piece. */
  private window = Buffer.alloc(2 * CARRY);
  private held = 0;
  /** Bytes seen in all. */
  total = 0;
  /** Whether the program switched to the alternate screen (vim, less, top). */
  altScreen = false;

  constructor(tailBytes: number) {
    this.ring = new Uint8Array(tailBytes);
  }

  push(chunk: Uint8Array): void {
    this.total += chunk.length;
    if (!this.altScreen) this.watch(chunk);
    const size = this.ring.length;
    const part = chunk.length > size ? chunk.subarray(chunk.length - size) : chunk;
    const first = Math.min(part.length, size - this.end);
    this.ring.set(part.subarray(0, first), this.end);
    this.ring.set(part.subarray(first), 0);
    this.end = (this.end + part.length) % size;
  }

  /** Nothing allocated, each piece searched once: it runs on every piece of every run. */
  private watch(chunk: Uint8Array): void {
    const body = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const head = Math.min(CARRY, body.length);
    body.copy(this.window, this.held, 0, head);
    const seen = this.held + head;
    this.altScreen = switchesScreen(this.window.subarray(0, seen)) || switchesScreen(body);
    if (body.length >= CARRY) {
      body.copy(this.window, 0, body.length - CARRY);
      this.held = CARRY;
    } else {
      const keep = Math.min(CARRY, seen);
      this.window.copyWithin(0, seen - keep, seen);
      this.held = keep;
    }
  }

  /** The raw tail; when bytes before it were dropped, it starts at a line boundary. */
  rawTail(): { bytes: Uint8Array; earlier: boolean } {
    const earlier = this.total > this.ring.length;
    if (!earlier) return { bytes: this.ring.slice(0, this.total), earlier };
    const bytes = Buffer.concat([this.ring.subarray(this.end), this.ring.subarray(0, this.end)]);
    const nl = bytes.indexOf(0x0a);
    return { bytes: nl >= 0 ? bytes.subarray(nl + 1) : bytes, earlier };
  }

  /**
   * The tail as a terminal of `size` finally showed it (screen.ts; a pipe's
   * output as a wide terminal would), passed through `clean` (redaction: before
   * any cut, so a secret is judged whole and a private key's BEGIN line is still
   * in view), then cut to `maxLines` lines (tier 1).
   */
  async text(maxLines: number, clean: (text: string) => string = (t) => t, size: Size = PIPE_SIZE): Promise<{ text: string; truncated: boolean }> {
    const { bytes, earlier } = this.rawTail();
    // Enough scrollback for every line that can still be shown.
    const text = await screenText(bytes, size, Math.max(1000, maxLines * 2), earlier);
    return truncateLines(clean(text), maxLines, earlier);
  }
}
