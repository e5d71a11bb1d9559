/**
 * Markdown for a terminal, rendered as an answer streams (a small renderer:
 * the libraries render whole documents, and would have to trust the model's
 * text). Every line is made visible first (src/guard/visible.ts): whatever the
 * model wrote is shown, never obeyed; the only escape sequences written are
 * aye's own styles. Headings, lists, quotes, rules, fenced code, emphasis,
 * code spans and links are drawn; paragraphs wrap to the window.
 *
 * While a line is incomplete its text is shown as it arrives; when the line
 * ends, aye goes back over what it showed (it knows how many rows) and draws
 * the rendered line in its place.
 */
import { visible } from "../guard/visible.ts";

/** The styles aye writes; identity functions when colours are off. */
export interface Styles {
  bold(text: string): string;
  italic(text: string): string;
  dim(text: string): string;
  code(text: string): string;
  heading(text: string): string;
  underline(text: string): string;
}

const ESC = "\x1b[";
const sgr = (on: number, off: number) => (text: string) => `${ESC}${on}m${text}${ESC}${off}m`;

export const COLOURS: Styles = {
  bold: sgr(1, 22),
  italic: sgr(3, 23),
  dim: sgr(2, 22),
  code: sgr(36, 39),
  heading: (t) => `${ESC}1m${ESC}35m${t}${ESC}39m${ESC}22m`,
  underline: sgr(4, 24),
};

const same = (t: string) => t;
export const PLAIN: Styles = { bold: same, italic: same, dim: same, code: same, heading: same, underline: same };

/** Emphasis, code spans and links of one line of visible text (pure). Code spans are left as they are inside. */
export function inline(text: string, s: Styles): string {
  const parts = text.split(/(`+[^`]*?`+)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return s.code(part.replace(/^`+|`+$/g, ""));
      return part
        .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => `${s.underline(label)}${s.dim(` (${url})`)}`)
        .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, (_, _m: string, body: string) => s.bold(body))
        .replace(/(^|[^\w*])\*(?=\S)([^*\n]+?\S|\S)\*(?![\w*])/g, (_, pre: string, body: string) => `${pre}${s.italic(body)}`)
        .replace(/(^|[^\w_])_(?=\S)([^_\n]+?\S|\S)_(?![\w_])/g, (_, pre: string, body: string) => `${pre}${s.italic(body)}`);
    })
    .join("");
}

/** Wraps styled text to `width` columns, continuation rows indented by `indent` spaces (pure). */
function wrap(first: string, text: string, width: number, indent: number): string {
  const room = Math.max(10, width - indent);
  const rows = Bun.wrapAnsi(text, room, { hard: true }).split("\n");
  return rows.map((row, i) => (i === 0 ? first : " ".repeat(indent)) + row).join("\n");
}

export interface RenderState {
  /** The fence that opened the code block we are in. */
  fence?: string;
}

/** One whole source line, rendered (pure): one or more rows, without the final newline. */
export function renderLine(raw: string, state: RenderState, width: number, s: Styles): string {
  const line = visible(raw, false).replace(/\t/g, "    ");
  const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
  if (state.fence) {
    if (fence && fence[1]!.startsWith(state.fence) && !fence[2]!.trim()) {
      state.fence = undefined;
      return s.dim(line);
    }
    return s.code(line);
  }
  if (fence) {
    state.fence = fence[1]!;
    return s.dim(line);
  }
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return s.dim("─".repeat(Math.min(width, 60)));
  const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
  if (heading) {
    const text = inline(heading[2]!, s);
    return wrap("", heading[1]!.length === 1 ? s.underline(s.heading(text)) : s.heading(text), width, 0);
  }
  const quote = /^\s*>\s?(.*)$/.exec(line);
  if (quote) return wrap(s.dim("│ "), s.italic(inline(quote[1]!, s)), width, 2);
  const bullet = /^(\s*)[-*+]\s+(.*)$/.exec(line);
  if (bullet) {
    const lead = `${bullet[1]}• `;
    const task = /^\[([ xX])\]\s+(.*)$/.exec(bullet[2]!);
    const body = task ? `${task[1] === " " ? "☐" : "☑"} ${task[2]}` : bullet[2]!;
    return wrap(lead, inline(body, s), width, Bun.stringWidth(lead));
  }
  const numbered = /^(\s*)(\d+[.)])\s+(.*)$/.exec(line);
  if (numbered) {
    const lead = `${numbered[1]}${numbered[2]} `;
    return wrap(lead, inline(numbered[3]!, s), width, lead.length);
  }
  // A table row, or a line indented as code, keeps its shape.
  if (/^\s*\|/.test(line) || /^ {4}/.test(line)) return line;
  if (!line.trim()) return "";
  return wrap("", inline(line, s), width, 0);
}

/** Renders an answer as it streams (see the module comment); `push` gives what to write. */
export class MarkdownStream {
  private state: RenderState = {};
  private partial = "";
  private shown = 0;
  private held = "";

  constructor(
    private readonly width: () => number,
    private readonly styles: Styles,
    /** The window's height: a line taller than it has scrolled out of reach and is left as shown. */
    private readonly height: () => number = () => Infinity,
  ) {}

  /** Goes back over the rows the incomplete line took; undefined when they are no longer on the screen. */
  private erase(): string | undefined {
    if (!this.shown) return "";
    const rows = Math.ceil(this.shown / Math.max(1, this.width()));
    this.shown = 0;
    if (rows >= this.height()) return undefined;
    return `\r${rows > 1 ? `${ESC}${rows - 1}A` : ""}${ESC}J`;
  }

  /** Shown as it came (visible), for a piece not yet drawn. */
  private raw(text: string): string {
    return visible(text, false).replace(/\t/g, "    ");
  }

  push(piece: string): string {
    const text = (this.held + piece).replace(/\r\n/g, "\n");
    // A \r at the end may be the first half of \r\n.
    this.held = text.endsWith("\r") ? "\r" : "";
    const body = this.held ? text.slice(0, -1) : text;
    const lines = body.split("\n");
    let out = "";
    for (let i = 0; i < lines.length - 1; i++) {
      const erase = this.erase();
      // Rendered even when it is not drawn: a fence it opens or closes counts.
      const rendered = renderLine(this.partial + lines[i]!, this.state, this.width(), this.styles);
      out += erase === undefined ? `${this.raw(lines[i]!)}\n` : `${erase}${rendered}\n`;
      this.partial = "";
    }
    const rest = lines[lines.length - 1]!;
    if (rest) {
      const shown = this.raw(rest);
      this.partial += rest;
      this.shown += Bun.stringWidth(shown);
      out += shown;
    }
    return out;
  }

  end(): string {
    const held = this.held;
    const rest = this.partial + held;
    this.held = "";
    this.partial = "";
    if (!rest) return "";
    const erase = this.erase();
    const rendered = renderLine(rest, this.state, this.width(), this.styles);
    return erase === undefined ? this.raw(held) : `${erase}${rendered}`;
  }
}
