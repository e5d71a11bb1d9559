/**
 * Codes a tool presents to a person to keep or to type: recovery and backup codes, an authenticator's setup key, a
 * wallet's phrase. Known by the words before them, in any wording ("Your emergency scratch codes are:", "Can't scan
 * the QR code? Enter this key…", `cat recovery-codes.txt`), and by their shapes, line after line below those words:
 * groups of digits or letters and digits (`32764-1471m`, `nzw3 cnt6 y7ft cqzn`), eight digits (`15904453`), twelve
 * words or more, in a numbered list or a table. A line with no code ends the list; so does a blank line after the first code.
 *
 * Linear: the words are one search; each list is read once, within 24 lines.
 */
import type { Span } from "./redact.ts";
import { contains } from "./contains.ts";

/** Words that present codes or a key to a person. */
const PRESENTS =
  /(?:recovery|backup|scratch|emergency|one-time|single-use|verification|two-factor|2fa|mfa|otp|totp|authenticator|rescue)[ _-](?:[\w-]+[ _-]){0,2}?(?:codes|keys?|seed|secret|phrase)|(?:enter|type|use|paste)[ \t]+(?:this|the following|the)[ \t]+(?:setup[ \t]+)?(?:key|code|secret|seed)|setup key|secret key|can'?t scan|manual(?:ly)?[ _-]?entry|(?:seed|recovery|secret|mnemonic)[ _-]?phrase|\bphrase:|\brecovery(?=[ \t]*:)/g;

/** A word every match of PRESENTS ends with or holds: a block with none is not searched (each of its first letters is frequent). */
const PRESENTS_NEEDS = ["code", "key", "seed", "secret", "phrase", "scan", "entry", "recovery"];

/** What a code looks like alone in a cell: groups of four or five, eight digits or more, a base32 seed. */
const CODE = /^(?:[A-Za-z0-9]{3,6}(?:[- ][A-Za-z0-9]{3,6}){1,7}|\d{6,12}|[A-Z2-7]{16,64}|[a-z2-7]{16,64})$/;

/** A wallet's phrase: twelve to twenty-four words of lower case. */
const PHRASE = /^[a-z]{3,8}(?: [a-z]{3,8}){11,23}$/;

/** Whether a cell is a code: its shape, a digit in it (but for base32), and not a date, a time or a version. */
function code(cell: string): boolean {
  if (PHRASE.test(cell)) return true;
  if (!CODE.test(cell) || /^\d{4}-\d\d-\d\d|^\d{1,2}:\d\d|^v?\d+\.\d|^(?:19|20)\d\d[01]\d[0-3]\d(?:\d{4})?$/.test(cell)) return false;
  if (/^[A-Za-z2-7]{16,64}$/.test(cell)) return /[2-7]/.test(cell) || /^[A-Z]+$/.test(cell);
  // Words in groups (`used once`) are prose: a code's groups each hold a digit, or random letters.
  return cell.split(/[- ]/).filter((g) => /\d/.test(g)).length * 2 >= cell.split(/[- ]/).length;
}

/** The codes listed below words that present them. */
export function findPresentedCodes(text: string, spans: Span[], lower = text.toLowerCase()): void {
  // The words are searched in the text in lower case, where its positions are the text's (as they are but for a few
  // letters outside ASCII).
  const view = lower.length === text.length ? lower : text;
  if (!PRESENTS_NEEDS.some((word) => contains(view, word))) return;
  PRESENTS.lastIndex = 0;
  for (let m = PRESENTS.exec(view); m; m = PRESENTS.exec(view)) {
    // Codes on the words' own line, after a colon (`recovery: 0JIO-V375-PRN9 M5ER-Y6UA-B0LK`): every word there a code.
    const lineEnd = text.indexOf("\n", m.index);
    const rest = text.slice(m.index + m[0].length, lineEnd < 0 ? Math.min(text.length, m.index + 512) : Math.min(lineEnd, m.index + 512));
    const inline = /^[^:\n]{0,40}?[ \t]*:[ \t]*((?:[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){1,7}|\d{6,12})(?:[ \t,]+(?:[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){1,7}|\d{6,12})){0,15})[ \t]*(?:["',;]|$)/.exec(rest);
    if (inline) {
      const from = m.index + m[0].length + inline[0].indexOf(inline[1]!);
      const cells = inline[1]!.split(/[ \t,]+/);
      if (cells.every(code)) for (const c of cells) {
        const start = text.indexOf(c, from);
        spans.push({ start, end: start + c.length, kind: "secret" });
      }
    }
    let at = lineEnd;
    if (at < 0) return;
    let found = false;
    // Where the list ended: after its last code, or (when none came) before the line that ended it, itself read for
    // the words again (`$ grep "backup codes" notes.md`, then the heading `## Google backup codes (personal)`).
    let stop = at;
    for (let line = 0; line < 24 && at < text.length; line++) {
      const next = text.indexOf("\n", at + 1);
      const end = next < 0 ? text.length : next;
      const row = text.slice(at + 1, end);
      at = end;
      if (!row.trim()) {
        if (found) break;
        continue;
      }
      let codes = 0;
      // Cells are split at two blanks, a tab or a rule; numbering and bullets are left out.
      const body = row.replace(/(?<![^\s|])(?:\d{1,2}[.)]|[-*•#])(?=\s)/g, (s) => " ".repeat(s.length));
      for (const cell of body.split(/\t| {2,}|\|/)) {
        const trimmed = cell.trim();
        if (!code(trimmed)) continue;
        const start = at - row.length + body.indexOf(trimmed, body.indexOf(cell));
        spans.push({ start, end: start + trimmed.length, kind: "secret" });
        codes++;
      }
      if (!codes) {
        if (!found) stop = at - row.length;
        break;
      }
      found = true;
      stop = at;
    }
    PRESENTS.lastIndex = Math.max(PRESENTS.lastIndex, stop);
  }
}
