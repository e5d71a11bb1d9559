/**
 * A `!command`'s output for a person watching at a terminal: its colours kept
 * (SGR sequences, `ESC [ … m`, which only set colour and style), every other
 * control shown escaped as the escape guard shows it (src/guard/visible.ts), so
 * the command cannot move the cursor, clear the screen or set the title. A
 * sequence cut between two pieces is held until it is whole. With colours off
 * the SGR sequences are dropped.
 */
import { visible } from "../guard/visible.ts";

/** A colour sequence: ESC [, parameters, m. */
const SGR = /\x1b\[[0-9;:]*m/g;
/** The start of an escape sequence at the end of a piece that may be a colour still arriving. */
const PARTIAL = /\x1b(\[[0-9;:]*)?$/;

export class ColourStream {
  private held = "";
  private readonly decoder = new TextDecoder();

  constructor(private readonly colours: boolean) {}

  private out(text: string): string {
    let result = "";
    let at = 0;
    for (const match of text.matchAll(SGR)) {
      result += visible(text.slice(at, match.index));
      if (this.colours) result += match[0];
      at = match.index! + match[0].length;
    }
    return result + visible(text.slice(at));
  }

  push(bytes: Uint8Array | string): string {
    let text = this.held + (typeof bytes === "string" ? bytes : this.decoder.decode(bytes, { stream: true }));
    this.held = "";
    const partial = PARTIAL.exec(text);
    if (partial && partial[0].length < 32) {
      this.held = partial[0];
      text = text.slice(0, partial.index);
    }
    // A \r at the end may be the first half of \r\n.
    if (text.endsWith("\r")) {
      this.held = `\r${this.held}`;
      text = text.slice(0, -1);
    }
    return this.out(text);
  }

  /** What is left (the caller resets the colours after the last stream). */
  end(): string {
    const rest = this.held + this.decoder.decode();
    this.held = "";
    return this.out(rest);
  }
}
