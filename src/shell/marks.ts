/**
 * The OSC 133 marks (semantic prompts) in a shell's output stream: A prompt,
 * B command start, C output start, D;status end. Only marks that carry this
 * session's nonce (`aye=NONCE`, set by aye's own hook) cut the stream, so output
 * that happens to hold marks (a nested `aye shell`, `cat` of a recording, a
 * terminal's own shell integration) is output like any other. The bytes pass on
 * unchanged; the splitter only says where each mark sits.
 */

const OSC = Buffer.from("\x1b]133;");
/** The longest mark aye's hook writes, and then some: a longer one is no mark of aye's. */
const MAX_MARK = 96;

export type Mark = { kind: "A" | "B" | "C" } | { kind: "D"; status: number };

/** A piece of the stream: bytes, or one of aye's marks (its bytes included, to pass on). */
export type Piece = { bytes: Uint8Array; mark?: Mark };

export class MarkSplitter {
  private carry: Uint8Array = new Uint8Array(0);
  private readonly tag: string;

  constructor(nonce: string) {
    this.tag = `aye=${nonce}`;
  }

  /**
   * Splits `chunk` at aye's marks. A mark cut across two chunks is held back
   * (at most MAX_MARK bytes) until its end arrives.
   */
  push(chunk: Uint8Array): Piece[] {
    const data = this.carry.length ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.carry = new Uint8Array(0);
    const pieces: Piece[] = [];
    let from = 0;
    // The whole prefix is searched natively: output full of other escapes (colours) costs no JS loop.
    let at = data.indexOf(OSC);
    while (at >= 0) {
      const end = terminator(data, at + OSC.length, at + MAX_MARK);
      if (end === undefined) return this.hold(data, from, at, pieces);
      if (end >= 0) {
        const stop = end + (data[end] === 0x07 ? 1 : 2);
        const mark = this.parse(data.subarray(at + OSC.length, end).toString("latin1"));
        if (mark) {
          if (at > from) pieces.push({ bytes: data.subarray(from, at) });
          pieces.push({ bytes: data.subarray(at, stop), mark });
          from = stop;
        }
      }
      at = data.indexOf(OSC, at + 1);
    }
    // A prefix of a mark at the very end waits for the rest.
    const last = data.lastIndexOf(0x1b);
    if (last >= from && last > data.length - OSC.length && OSC.subarray(0, data.length - last).equals(data.subarray(last))) {
      return this.hold(data, from, last, pieces);
    }
    if (from < data.length) pieces.push({ bytes: from === 0 ? data : data.subarray(from) });
    return pieces;
  }

  private hold(data: Buffer, from: number, at: number, pieces: Piece[]): Piece[] {
    if (at > from) pieces.push({ bytes: data.subarray(from, at) });
    this.carry = data.slice(at);
    return pieces;
  }

  private parse(body: string): Mark | undefined {
    const fields = body.split(";");
    if (!fields.includes(this.tag)) return undefined;
    const kind = fields[0];
    if (kind === "A" || kind === "B" || kind === "C") return { kind };
    if (kind === "D" && /^\d{1,3}$/.test(fields[1] ?? "")) return { kind, status: Number(fields[1]) };
    return undefined;
  }

  /** Bytes held back at the end of the stream: passed on as they are. */
  flush(): Uint8Array {
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return rest;
  }
}

/**
 * Where the mark starting before `from` ends (BEL or ESC \), -1 when it is no
 * mark of aye's (too long, or another escape inside), undefined when the data
 * ends first.
 */
function terminator(data: Buffer, from: number, limit: number): number | undefined {
  for (let i = from; i < data.length; i++) {
    if (i > limit) return -1;
    const byte = data[i];
    if (byte === 0x07) return i;
    if (byte === 0x1b) {
      if (i + 1 >= data.length) return undefined;
      return data[i + 1] === 0x5c ? i : -1;
    }
  }
  return undefined;
}

/** A marker aye's hooks write: `\e]133;KIND[;status];aye=NONCE\a`. */
export function markBytes(nonce: string, kind: "A" | "B" | "C" | "D", status?: number): string {
  return `\x1b]133;${kind}${status === undefined ? "" : `;${status}`};aye=${nonce}\x07`;
}
