/**
 * Cookies in a `Cookie:` or `Set-Cookie:` header: a session's or a login's
 * value is a secret, a preference's or an analytics id's is not (`theme=dark`,
 * `_ga=GA1.2.…`). A cookie of a name aye does not know counts when its value
 * looks drawn at random and is long.
 */
import { lineEnd } from "./password-lines.ts";
import type { Span } from "./redact.ts";
import { dataInBase64 } from "./random-tokens.ts";

/** Names of cookies that carry a session, a login or a token. */
const SESSION = /sess|sid\b|^sid|auth|token|jwt|login|remember|csrf|xsrf|identity|secret|credential|^_?[a-z]*_?u(?:ser)?_?id$|^id$|^__(?:Host|Secure)-/i;
/** What a cookie's value looks like when a server drew it at random: long, both cases and digits, or long hex. */
const RANDOM = (v: string) => (v.length >= 24 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && new Set(v).size >= 12) || /^[0-9a-f]{32,}$/i.test(v);
/** Attributes of Set-Cookie, not cookies. */
const ATTRIBUTE = /^(?:path|domain|expires|max-age|secure|httponly|samesite|priority|partitioned|version|comment)$/i;

/** Whether the header name ending at `end` is Cookie or Set-Cookie, followed by its colon; the value's start if so. */
export function cookieHeader(text: string, start: number, end: number): number | undefined {
  if (!/^(?:set-)?cookie$/i.test(text.slice(start, end))) return undefined;
  const m = /^["']?[ \t]{0,4}:[ \t]{0,8}/.exec(text.slice(end, end + 16));
  return m ? end + m[0].length : undefined;
}

/** The secret values of the cookies from `from` to the end of the line; answers where the header ends. */
export function cookieValues(text: string, from: number, found: Span[]): number {
  const { end } = lineEnd(text, from, 8192);
  let at = from;
  for (const pair of text.slice(from, end).split(";")) {
    const eq = pair.indexOf("=");
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    const value = raw.trim().replace(/^"|"$/g, "").replace(/["'\\]+$/, "");
    // (A value that decodes to text with no secret's name in it, a preference in base64 JSON, is data.)
    if (value && !ATTRIBUTE.test(name) && (SESSION.test(name) || (RANDOM(value) && !dataInBase64(value)))) {
      const s = text.indexOf(value, at + eq + 1);
      if (s >= 0) found.push({ start: s, end: s + value.length, kind: "secret" });
    }
    at += pair.length + 1;
  }
  return end;
}
