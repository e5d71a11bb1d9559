/**
 * What aye keeps of one output stream while it passes through untouched: the
 * raw tail (enough for the attach block) and a watch for the alternate screen.
 * Only these bytes are ever decoded; the rest of the stream is just counted.
 */
import type { Size } from "./pty.ts";
import { PIPE_SIZE, screenText } from "./screen.ts";
import { truncateLines } from "./truncate.ts";

const ALT_SCREEN = ["\x1b[?1049h", "\x1b[?1047h", "\x1b[?47h"].map((s) => Buffer.from(s));
const CARRY = 8;

export class StreamCapture {
  /** A fixed ring of the last bytes: copying into it pins none of the stream's own buffers. */
  private ring: Uint8Array;
  private end = 0;
  private carry: Uint8Array = new Uint8Array(0);
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

  private watch(chunk: Uint8Array): void {
    const joined = Buffer.concat([this.carry, chunk.subarray(0, CARRY)]);
    const body = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.altScreen = ALT_SCREEN.some((seq) => joined.includes(seq) || body.includes(seq));
    this.carry = chunk.length >= CARRY ? chunk.slice(chunk.length - CARRY) : Buffer.concat([this.carry, chunk]).subarray(-CARRY);
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
