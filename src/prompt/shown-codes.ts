/**
 * Codes given to a person or read for one, on the line that names them (presented-codes.ts reads the lines below):
 * a device flow's user code (`First copy your one-time code: OXO4-SCOY`, `enter the code GWZ6QPRXA to authenticate`),
 * a code sent by email or text and read back by a bot (`email code … code=65094`), and a product's license or
 * activation key (`--activate 5W0T8-…`, `License key: …`). A code is taken only after words that make it one for a
 * person: `error code`, `exit code` and `status code` name no such thing, and their numbers stay.
 *
 * Linear: the words are one search in the text in lower case; each is followed by one bounded look along its line.
 */
import type { Span } from "./redact.ts";

/** Words that name a code a person is given or types, or a key that unlocks a product. */
const NAMES =
  /(?:code|pin|key)\b(?<=\b(?:one-time|single-use|device|user|verification|confirmation|activation|security|login|sign-in|signin|e-?mail|sms|auth|authentication|authori[sz]ation|2fa|mfa|otp|pairing|magic|unlock|reset|access|guard)[ _+-]?(?:code|pin)|\b(?:enter|type|use|input)[ \t+]+(?:the[ \t+]+|this[ \t+]+|your[ \t+]+)?(?:\d-digit[ \t+]+)?code|\b(?:activation|licen[cs]e|product|serial|registration|cd)[ _-]?key)/g;
/** Options that take a product's key. (Apart from NAMES: one pattern of both would be tried at every position.) */
const KEY_OPTIONS = /-(?<=(?<![\w-])-)-?(?:activate|activation-key|license-key|licen[cs]e|product-key|serial-key|serial)\b/g;

/**
 * Where the code stands after its name on the line: the next word (an option's value, `the code X`, `code: X`), or
 * any later word after `:`, `=` or `is` (`email code, read from IMAP: subject=… code=65094`).
 */
// (A `+` is a blank in a form's encoding: `Body=Your+verification+code+is+951168.`)
const NEXT = /^[ \t+]{0,4}(?:[:=]|[ \t+]is\b)?[ \t+]{0,4}["'`]?(?<v>[A-Za-z0-9][A-Za-z0-9-]{3,63})["'`]?(?![\w-])/d;
const CANDIDATE = /(?:[:=]|\bis\b)[ \t+]*["'`]?(?<v>[A-Za-z0-9][A-Za-z0-9-]{3,63})["'`]?(?![\w-])/dg;

/** A code's shapes: groups of letters and digits, digits, a run of capitals and digits. */
function codeShape(v: string, key: boolean): boolean {
  if (/^\d{4}-\d\d-\d\d|^v?\d+\.\d/.test(v)) return false;
  // A license key: three groups or more of four to six, with letters and digits in them.
  if (/^[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){2,7}$/.test(v)) return /\d/.test(v) && /[A-Za-z]/.test(v);
  if (key) return /^[A-Za-z0-9]{16,64}$/.test(v) && /\d/.test(v) && /[A-Z]/.test(v);
  // A user code: two groups of four (`OXO4-SCOY`, `WDJB-MJHT`), six to twelve capitals and digits, four to eight digits.
  return /^[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(v) || (/^[A-Z0-9]{6,12}$/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && !/^[A-Z]+\d{1,3}$/.test(v)) || /^\d{4,8}$/.test(v);
}

const SPENT = /\b(?:already[ \t]+(?:been[ \t]+)?used|(?:has|have|had)[ \t]+expired|was[ \t]+expired|(?:was|been)[ \t]+revoked|used[ \t]+up)\b/i;

/**
 * A product key by its form alone: five groups of five capitals and digits (`2105Q-1QNYY-SDCI5-977BF-2NERR`), letters
 * and digits mixed in most groups. Found from its dashes, the first group checked behind the first one.
 */
const PRODUCT_KEY = /-(?<=(?<![A-Za-z0-9\x01-])[A-Z0-9]{5}-)[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}(?![A-Za-z0-9-])/g;

export function findShownCodes(text: string, spans: Span[], lower: string): void {
  if (text.includes("-")) {
    PRODUCT_KEY.lastIndex = 0;
    for (let m = PRODUCT_KEY.exec(text); m; m = PRODUCT_KEY.exec(text)) {
      const key = text.slice(m.index - 5, m.index + m[0].length);
      if (key.split("-").filter((g) => /\d/.test(g) && /[A-Z]/.test(g)).length >= 3) spans.push({ start: m.index - 5, end: m.index + m[0].length, kind: "secret" });
    }
  }
  // (No search for the words first: on text of every character, each missing literal costs a search as long as NAMES.)
  const view = lower.length === text.length ? lower : text;
  for (const re of [NAMES, KEY_OPTIONS]) {
    re.lastIndex = 0;
    if (re === KEY_OPTIONS && !view.includes("-")) continue;
    for (let m = re.exec(view); m; m = re.exec(view)) {
      const key = m[0] === "key" || m[0].startsWith("-");
      const from = m.index + m[0].length;
      const newline = text.indexOf("\n", from);
      const line = text.slice(from, Math.min(newline < 0 ? text.length : newline, from + 160));
      CANDIDATE.lastIndex = 0;
      for (let c = NEXT.exec(line) ?? CANDIDATE.exec(line); c; c = CANDIDATE.exec(line)) {
        const v = c.groups!.v!;
        if (!codeShape(v, key)) continue;
        // A code the line says is spent is no key to anything (`one-time code 489661 was already used`).
        if (SPENT.test(line.slice(c.index))) break;
        const [start, end] = c.indices!.groups!.v!;
        spans.push({ start: from + start, end: from + end, kind: "secret" });
        break;
      }
      re.lastIndex = Math.max(re.lastIndex, from + line.length);
    }
  }
}
