/**
 * A secret written in pieces: string literals joined by `+` or `.`, or set side by side (C's and Python's joining, a
 * `\` at a line's end), over one line or several (`GH_TOKEN = "ghp_Ba…" +` then `"vcMx…";`, `#define PSK_KEY \` then
 * quoted lines). Under a name that holds a secret, every piece is part of it. With no such name, the pieces are judged
 * joined: what is a key when whole (a vendor's prefix and its body, a long random run) is one in pieces too.
 *
 * Linear: one pass over the quoted runs of the text, each read once; a chain's name is looked for in the few
 * characters before it.
 */
import type { Span } from "./redact.ts";
import { findRandomTokens } from "./random-tokens.ts";
import { secretName } from "./secret-names.ts";
import { findVendorTokens } from "./vendor-tokens.ts";

/** A quoted piece on one line, with no escapes and no blanks (a secret's pieces have none; prose has them). */
const PIECE = /(["'])([^"'\\\s]{2,256})\1/g;
/** What may stand between two pieces of one string: a `+` or `.`, blanks, a line's end (after a `\`), and grep's `12-`. */
const JOINER = /^[ \t]*(?:[+.][ \t]*)?(?:\\?[ \t]*\r?\n(?:\d{1,6}[-:])?[ \t]*(?:[+.][ \t]*)?)?$/;
/** The name a chain is given: the last identifier before it, past `=`, `:`, `(`, `\`, `#define` and grep's `12:`. */
const NAME_BEFORE = /([A-Za-z_][\w.-]{0,63})["']?[ \t]*(?:[:=]|\(|:=)?[ \t]*(?:\\[ \t]*)?(?:\r?\n(?:\d{1,6}[-:])?[ \t]*)?$/;

/** A closing quote with a joiner after it: no text without one holds a chain (a JSON log has none). */
const JOINED = /["'][ \t]*(?:[+.\\]|\r?\n|[ \t]["'])/;

export function findSplitStrings(text: string, spans: Span[]): void {
  if (!JOINED.test(text)) return;
  let chain: [number, number][] = [];
  PIECE.lastIndex = 0;
  for (let m = PIECE.exec(text); ; m = PIECE.exec(text)) {
    const start = m ? m.index + 1 : -1;
    const last = chain.at(-1);
    if (m && last && start - 1 - (last[1] + 1) <= 24 && JOINER.test(text.slice(last[1] + 1, start - 1))) {
      chain.push([start, start + m[2]!.length]);
      continue;
    }
    if (chain.length > 1) judge(text, chain, spans);
    if (!m) return;
    chain = [[start, start + m[2]!.length]];
  }
}

/** Marks every piece of `chain` when its name holds a secret, or when the pieces joined are a key. */
function judge(text: string, chain: [number, number][], spans: Span[]): void {
  const name = NAME_BEFORE.exec(text.slice(Math.max(0, chain[0]![0] - 1 - 96), chain[0]![0] - 1))?.[1];
  const joined = chain.map(([s, e]) => text.slice(s, e)).join("");
  let secret = name !== undefined && secretName(name) !== undefined && joined.length >= 8;
  if (!secret) {
    const found: Span[] = [];
    findVendorTokens(joined, found);
    findRandomTokens(joined, found);
    secret = found.length > 0;
  }
  if (secret) for (const [start, end] of chain) spans.push({ start, end, kind: "secret" });
}
