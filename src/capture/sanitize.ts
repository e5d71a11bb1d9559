/**
 * The capture-side output pipeline (seed 001): streaming UTF-8 decode, ANSI and
 * control-character strip (tab and newline kept), and line assembly where `\r\n`
 * becomes `\n` and a bare `\r` keeps only what follows it. Chunk boundaries may
 * fall anywhere: inside a UTF-8 sequence, an escape sequence or a `\r\n`.
 */

const enum State { Text, Esc, Csi, Str, StrEsc }

const ESC = 0x1b, BEL = 0x07, CR = 0x0d, LF = 0x0a, TAB = 0x09, DEL = 0x7f;
/** What is not plain text: C0 controls, DEL and C1 controls. Runs of plain text between them are skipped natively. */
const SPECIAL = /[\x00-\x1f\x7f-\x9f]/g;
/**
 * Escape sequences that leave no trace, read from the plain text the machine is in: CSI with any final
 * but G and K (colours, cursor shows and hides), and ESC with intermediates and a final that starts no
 * string (`ESC ( B`, `ESC 7`). What `tput sgr0` and test runners' colours are made of.
 */
const TRACELESS = /\x1b(?:\[[\x20-\x3f]*[\x40-\x46\x48-\x4a\x4c-\x7e]|[\x20-\x2f]*[\x30-\x4f\x51-\x57\x59\x5a\x5c\x60-\x7e])/g;
/** Anything else that is not plain text but the newline and the tab. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export class Sanitizer {
  private decoder = new TextDecoder("utf-8", { fatal: false });
  private state = State.Text;
  private cr = false;
  /** Parameter bytes of the CSI sequence being read. */
  private params = "";
  /** The line being assembled: it can still be erased by a bare `\r`. */
  private line = "";

  /** Feeds raw bytes; returns the sanitized text of the lines completed so far. */
  push(bytes: Uint8Array): string {
    return this.feed(this.decoder.decode(bytes, { stream: true }));
  }

  /** Flushes what is pending (an unterminated last line is kept as is). */
  end(): string {
    const out = this.feed(this.decoder.decode());
    const rest = this.line;
    this.line = "";
    this.cr = false;
    return out + rest;
  }

  /** Bytes of text held back in the unfinished line. */
  get pending(): number {
    return this.line.length;
  }

  /**
   * Whole lines from a line's start whose only escapes are traceless, ended by
   * \n or \r\n, come out as they are with those escapes removed, by a few
   * native passes over the block (a run's log is megabytes of coloured lines:
   * several times faster than the machine's character by character, which
   * reads the rest).
   */
  private feed(text: string): string {
    let out = "";
    let at = 0;
    if (!this.atLineStart()) {
      const first = text.indexOf("\n");
      if (first < 0) return this.machine(text);
      out = this.machine(text.slice(0, first + 1));
      at = first + 1;
    }
    const last = text.lastIndexOf("\n");
    if (last >= at && this.atLineStart()) {
      // A terminal's lines end in \r\n (its output processing): the \r before a \n changes nothing.
      const lines = text.slice(at, last + 1).replace(TRACELESS, "").replaceAll("\r\n", "\n");
      if (!CONTROL.test(lines)) {
        out += lines;
        at = last + 1;
      }
    }
    return at < text.length ? out + this.machine(at ? text.slice(at) : text) : out;
  }

  /** Plain text, no line begun, no `\r` pending: the machine would copy the next plain character to the line. */
  private atLineStart(): boolean {
    return this.state === State.Text && !this.cr && this.line === "";
  }

  private machine(text: string): string {
    let out = "";
    let line = this.line;
    let start = -1; // start of a run of plain characters in `text`
    const flush = (end: number) => {
      if (start >= 0) { line += text.slice(start, end); start = -1; }
    };
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      switch (this.state) {
        case State.Text:
          if (c >= 0x20 && c !== DEL && !(c >= 0x80 && c <= 0x9f)) {
            if (this.cr) { this.cr = false; flush(i); line = ""; }
            if (start < 0) start = i;
            // The rest of the run of plain text, up to the next control character.
            SPECIAL.lastIndex = i + 1;
            const next = SPECIAL.exec(text);
            i = (next ? next.index : text.length) - 1;
            continue;
          }
          flush(i);
          if (c === LF) { out += line + "\n"; line = ""; this.cr = false; }
          else if (c === CR) { this.cr = true; }
          else if (c === TAB) {
            if (this.cr) { this.cr = false; line = ""; }
            line += "\t";
          }
          else if (c === ESC) this.state = State.Esc;
          else if (c === 0x9b) { this.state = State.Csi; this.params = ""; } // 8-bit CSI
          else if (c === 0x9d || c === 0x90 || c === 0x9e || c === 0x9f) this.state = State.Str;
          continue;
        case State.Esc:
          if (c === 0x5b) { this.state = State.Csi; this.params = ""; } // [
          else if (c === 0x5d || c === 0x50 || c === 0x58 || c === 0x5e || c === 0x5f) this.state = State.Str; // ] P X ^ _
          else if (c >= 0x20 && c <= 0x2f) { /* intermediate bytes: ESC ( B and friends */ }
          else this.state = State.Text;
          continue;
        case State.Csi:
          if (c >= 0x40 && c <= 0x7e) {
            this.state = State.Text;
            // Spinners and progress lines redraw with "cursor to column 1" and "erase line"
            // instead of \r: treat them alike, so only the last drawing is kept.
            if (c === 0x47 /* G */ && Number(this.params || "1") <= 1) this.cr = true;
            else if (c === 0x4b /* K */ && (this.params === "2" || (this.cr && Number(this.params || "0") !== 1))) line = "";
          } else if (c >= 0x20 && c <= 0x3f) this.params += text[i];
          else if (c === ESC) this.state = State.Esc;
          else if (c < 0x20 && c !== ESC) { this.state = State.Text; i--; } // malformed: let the control byte be handled
          continue;
        case State.Str: // OSC/DCS/APC/PM: until BEL or ST (ESC \)
          if (c === BEL || c === 0x9c) this.state = State.Text;
          else if (c === ESC) this.state = State.StrEsc;
          else if (c === LF) { this.state = State.Text; i--; } // unterminated: binary noise must not eat the output
          continue;
        case State.StrEsc:
          this.state = c === 0x5c ? State.Text : State.Str;
          continue;
      }
    }
    flush(text.length);
    this.line = line;
    return out;
  }
}

/** Sanitizes a whole buffer at once. */
export function sanitize(bytes: Uint8Array | string): string {
  const s = new Sanitizer();
  const bin = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  return s.push(bin) + s.end();
}
