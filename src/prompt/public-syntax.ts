/**
 * Values a syntax says are no secret by where they stand, whichever finder took them: a Content-Security-Policy's
 * source expressions (`'self'`, `'nonce-…'`, `'sha256-…'`, served in every response), a YAML mapping's key that opens
 * a block (`stringData:`), the fields of a Unix account's record that holds no hash (`svc:!:19800:0:99999:7:::`, a
 * `passwd` line's `x`), the account `passwd` and `getent passwd` are given, and ciphertext a tool marks as such for
 * committing (dotenvx's `encrypted:…`). Asked by public-values.ts; each looks at the value's own line only.
 */
import type { Span } from "./redact.ts";
import { decode } from "./public-forms.ts";

/** A CSP's keywords and its nonce and hash sources, in the single quotes the syntax requires. */
const CSP_SOURCE = /^(?:self|none|unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|report-sample|wasm-unsafe-eval|inline-speculation-rules|nonce-[A-Za-z0-9+/_=-]{1,128}|sha(?:256|384|512)-[A-Za-z0-9+/_=-]{1,128})$/;

/** Whether a value is a CSP source expression, quoted as a policy writes it. */
export function cspSource(view: string, s: Span, value: string): boolean {
  return view.charCodeAt(s.start - 1) === 39 && view.charCodeAt(s.end) === 39 && CSP_SOURCE.test(value);
}

/**
 * A YAML mapping's key alone on its line, the lines below it indented deeper (`stringData:` over `  DB_PASSWORD: …`):
 * a name of words in camelCase or snake_case, not a value (whose secrets, if any, are the block's, judged by their names).
 */
export function mappingKey(view: string, s: Span, value: string): boolean {
  if (!/^[a-z]{2,}(?:[A-Z][a-z]{1,}|_[a-z]{2,})+:$|^[A-Z][a-z]+(?:[A-Z][a-z]+)+:$/.test(value)) return false;
  const line = lineOf(view, s, 256);
  if (!line || view.slice(line.start, s.start).trim() || view.slice(s.end, line.end).trim()) return false;
  const below = /^\n([ \t]*)(-[ \t])?\S/.exec(view.slice(line.end, line.end + 258));
  const indent = s.start - line.start;
  return !!below && (below[1]!.length > indent || (below[2] !== undefined && below[1]!.length === indent));
}

/** The line a span stands on, `[start, end)` without its newline, when it ends within `reach` characters either side. */
function lineOf(view: string, s: Span, reach: number): { start: number; end: number } | undefined {
  // (Searched in slices: a search from the span would run to the text's start on a line of megabytes, for every span.)
  const back = view.slice(Math.max(0, s.start - reach - 1), s.start);
  const newline = back.lastIndexOf("\n");
  if (newline < 0 && s.start > reach) return undefined;
  const ahead = view.slice(s.end, s.end + reach + 1).indexOf("\n");
  if (ahead < 0 && view.length - s.end > reach) return undefined;
  return { start: s.start - back.length + newline + 1, end: ahead < 0 ? view.length : s.end + ahead };
}

/**
 * A Unix account's record (`/etc/shadow`'s nine fields, `/etc/passwd`'s seven) whose password field holds no hash: a
 * locked or disabled account (`!`, `*`, `!!`, `!*`), or `x` (the hash is elsewhere). Its other fields are a name,
 * dates, ids and paths. A field that holds a hash (`$6$…`, or `!$6$…` locked) makes none of the line a look-alike.
 */
const SHADOW = /^[a-z_][\w.-]{0,31}\$?:(?:[!*x]{0,2}):\d*:\d*:\d*:\d*:\d*:\d*:\d*$/;
// (Its comment field holds a person's name and rooms, with no `=` and no secret's word: `pw=…` there is a password.)
const PASSWD = /^[a-z_][\w.-]{0,31}\$?:[x*!]?:\d{1,10}:\d{1,10}:(?![^:\n]{0,256}(?:pass|pw|pwd|secret|token|key|cred))[^:=\n]{0,256}:\/[^:\s]{0,256}:\/[^:\s]{0,256}$/i;

export function accountRecord(view: string, s: Span): boolean {
  const line = lineOf(view, s, 512);
  if (!line || view.slice(s.start, s.end).includes("\n")) return false;
  const text = view.slice(line.start, line.end).replace(/\r$/, "");
  return SHADOW.test(text) || PASSWD.test(text);
}

/**
 * The account `passwd` changes or `getent` looks up (`sudo passwd deploy`, `getent shadow svc`): a user's name in the
 * slot a finder takes for `password X`, where the command starts (after a prompt, `;`, `&&` or `|`). (Not a value
 * given to an option, `smbpasswd -w X`, nor a setting's word, `set passwd X`.)
 */
const ACCOUNT_BEFORE = /(?:^|[;&|$#>❯])[ \t]*(?:sudo[ \t]+)?(?:getent[ \t]+(?:passwd|shadow|group)|(?:sm|ch)?passwd(?:[ \t]+(?:-[ludeSak]|--(?:lock|unlock|delete|expire|status|stdin)))*)[ \t]+$/;

export function accountArgument(view: string, at: number, value: string): boolean {
  return /^[a-z_][a-z0-9_.-]{0,31}\$?$/.test(value) && ACCOUNT_BEFORE.test(view.slice(Math.max(0, at - 64), at));
}

/**
 * Ciphertext a tool marks for committing: dotenvx's `encrypted:` before ECIES output in base64 (an uncompressed
 * ephemeral public key, `04…`, 65 bytes, then a nonce, the data and a tag), whose private key stays in `.env.keys`.
 * A value after the word that is no such output is judged as any other.
 */
export function sealedPrefix(view: string, s: Span, value: string): boolean {
  if (view.slice(Math.max(0, s.start - 10), s.start) !== "encrypted:" || !/^B[A-P][A-Za-z0-9+/]{128,8192}={0,2}$/.test(value)) return false;
  const bytes = decode(value.slice(0, 4));
  return bytes.charCodeAt(0) === 4 && value.length * 0.75 >= 98;
}
