/**
 * What aye keeps of one output stream while it passes through untouched: the
 * raw tail (enough for the attach block) and a watch for the alternate screen.
 * Only these bytes are ever decoded; the rest of the stream is just counted.
 */
import { sanitize } from "./sanitize.ts";
import { truncateLines } from "./truncate.ts";

const ALT_SCREEN = ["\x1b[?1049h", "\x1b[?1047h", "\x1b[?47h"].map((s) => Buffer.from(s));
const CARRY = 8;

export class StreamCapture {
  private chunks: Uint8Array[] = [];
  private held = 0;
  private carry: Uint8Array = new Uint8Array(0);
  /** Bytes seen in all. */
  total = 0;
  /** Whether the program switched to the alternate screen (vim, less, top). */
  altScreen = false;

  constructor(private readonly tailBytes: number) {}

  push(chunk: Uint8Array): void {
    this.total += chunk.length;
    if (!this.altScreen) this.watch(chunk);
    this.chunks.push(chunk);
    this.held += chunk.length;
    while (this.held - this.chunks[0]!.length >= this.tailBytes) this.held -= this.chunks.shift()!.length;
  }

  private watch(chunk: Uint8Array): void {
    const joined = Buffer.concat([this.carry, chunk.subarray(0, CARRY)]);
    const body = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.altScreen = ALT_SCREEN.some((seq) => joined.includes(seq) || body.includes(seq));
    this.carry = chunk.length >= CARRY ? chunk.slice(chunk.length - CARRY) : Buffer.concat([this.carry, chunk]).subarray(-CARRY);
  }

  /** The raw tail; when bytes before it were dropped, it starts at a line boundary. */
  rawTail(): { bytes: Uint8Array; earlier: boolean } {
    let bytes: Uint8Array = Buffer.concat(this.chunks);
    const earlier = this.total > bytes.length;
    if (earlier) {
      if (bytes.length > this.tailBytes) bytes = bytes.subarray(bytes.length - this.tailBytes);
      const nl = bytes.indexOf(0x0a);
      bytes = nl >= 0 ? bytes.subarray(nl + 1) : bytes;
    }
    return { bytes, earlier };
  }

  /** The tail sanitized and cut to `maxLines` lines (tier 1). */
  text(maxLines: number): { text: string; truncated: boolean } {
    const { bytes, earlier } = this.rawTail();
    return truncateLines(sanitize(bytes), maxLines, earlier);
  }
}
