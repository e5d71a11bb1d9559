/**
 * Settings whose names are a secret's name in another form, which the name judge (secret-names.ts) reads word by
 * word and so misses:
 * - a secret's name with a qualifier after it, as rotation and deployment add them: `DB_PASSWORD_OLD`, `API_KEY_2`,
 *   `SECRET_KEY_PREVIOUS`, `token_backup`, FortiGate's `psksecret-remote`;
 * - a compound run together with a vendor's name: `mailgunapikey`, `stripesecretkey`, `slackwebhooksecret`;
 * - an HMAC's key named by its algorithm alone: `APP_HMAC`, `webhook_hmac`.
 * A qualifier that names something else (`_ID`, `_TTL`, `_LENGTH`, `_PATH`) is not trimmed, so `API_KEY_ID` and
 * `PASSWORD_MIN_LENGTH` stay what they are; and a value must look chosen or drawn, not be a word or a number.
 *
 * Linear: settings are matched from a line's start (or an object's `{`/`,`), with bounded names and values.
 */
import type { Span } from "./redact.ts";
import { namedValueSecret, secretName } from "./secret-names.ts";
import { randomValue } from "./unknown-names.ts";

/**
 * A stem of a secret's name, in the text in lower case, where another form may be: with letters run into it before,
 * a qualifier after it, or an HMAC's. A stem alone (`key`, `PASS`) or a plain name (`db_password`) fails here, in
 * the search itself: most of a log's hits end there, at no cost.
 */
const STEM = /(?:pass|pwd|secret|token|key|psk)(?:(?<=[a-z](?:pass|pwd|secret|token|key|psk))|(?=[a-z0-9]{0,16}[-_.][a-z0-9]))|hmac|salt|pepper/g;
/**
 * What stands before a setting's name: its line's start (maybe `export`, `set`, `- `), an object's `{` or `,`, or a
 * setter's parenthesis (PHP's `define( '…'`).
 */
const BEFORE = /(?:(?<![^\n])[ \t]{0,32}(?:(?:export|set|setenv)[ \t]+|-[ \t]+)?|[{,(][ \t]{0,8})["']?$/;
/**
 * What follows a setting's name: a separator (a blank before a quote, FortiGate's `set name "value"`; a comma after a
 * quoted name, `define( 'NAME', '…' )`), then its value, quoted (anything but its quote) or bare.
 */
const AFTER = /(?:["']?[ \t]{0,8}[:=][ \t]{0,8}|["']?[ \t]+(?=["'])|["'][ \t]{0,8},[ \t]{0,32}(?=["']))(?:"(?<d>[^"\n]{4,512})"|'(?<s>[^'\n]{4,512})'|(?<v>[^\s"',;]{4,512})(?=[\s,;}\]]|$))/dy;
/** Whether a character code belongs to a name: a letter, a digit, `_`, `.` or `-`. */
const nameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;

/** Qualifiers that rotation and deployment add after a secret's name. */
const QUALIFIER = /(?:[-_.](?:old|new|prev|previous|next|current|backup|bak|rotated|rotating|primary|secondary|remote|local|fallback|legacy|tmp|temp|prod|production|staging|stage|dev|development|test|qa|sandbox|live|v?\d{1,3}))+$/i;

/** Compounds that say secret, run into a longer word (`mailgunapikey`). */
const RUN_TOGETHER = /[a-z](?:apikey|apisecret|secretkey|accesskey|authtoken|accesstoken|refreshtoken|privatekey|signingkey|clientsecret|appsecret|password|passwd|webhooksecret|masterkey|encryptionkey)$/;

/** A long value of many different characters with no blank: what a generator of salts and keys draws. */
const drawnWithSymbols = (v: string) => v.length >= 32 && !/\s/.test(v) && new Set(v).size >= 24 && /[^\w]/.test(v) && /\d/.test(v);

/** How sure a name's other form is of a secret. */
function variant(name: string): "strong" | "weak" | undefined {
  const trimmed = name.replace(QUALIFIER, "");
  if (trimmed !== name && trimmed.length >= 3) {
    const strength = secretName(trimmed);
    if (strength) return strength;
  }
  const last = name.toLowerCase().split(/[-_.]/).at(-1)!;
  // An HMAC's key named by its algorithm, and an application's salts by a compound name (WordPress's `NONCE_SALT`,
  // `HASH_PEPPER`); a bare `salt` sits beside a KDF's parameters, stored with the hash, and is no secret.
  if (last === "hmac" || ((last === "salt" || last === "pepper") && /[-_.]/.test(name)) || RUN_TOGETHER.test(last)) return "weak";
  return undefined;
}

export function findNameVariants(text: string, spans: Span[], lower: string): void {
  const view = lower.length === text.length ? lower : text;
  // (The stems are the search: no search for them first.)
  STEM.lastIndex = 0;
  for (let m = STEM.exec(view); m; m = STEM.exec(view)) {
    // The name around the stem, 64 characters at most either way.
    let start = m.index;
    while (start > 0 && m.index - start < 64 && nameChar(text.charCodeAt(start - 1))) start--;
    let end = m.index + m[0].length;
    while (end < text.length && end - m.index < 64 && nameChar(text.charCodeAt(end))) end++;
    STEM.lastIndex = end;
    const name = text.slice(start, end);
    const strength = /^[A-Za-z_]/.test(name) ? variant(name) : undefined;
    if (!strength || secretName(name) || !BEFORE.test(text.slice(Math.max(0, start - 48), start))) continue;
    AFTER.lastIndex = end;
    const a = AFTER.exec(text);
    if (!a) continue;
    const group = a.groups!.d !== undefined ? "d" : a.groups!.s !== undefined ? "s" : "v";
    const v = a.groups![group]!;
    // (A strong name takes a word; the other forms take what looks chosen or drawn, hex too, or a long run of many
    // characters, as salts are drawn: `S*^10>UU5i%wK2S-…`.)
    if (!(strength === "strong" ? namedValueSecret(v, "strong") && !/^\d+$/.test(v) : randomValue(v, true) || namedValueSecret(v, "weak") || drawnWithSymbols(v))) continue;
    const [vs, ve] = a.indices!.groups![group]!;
    spans.push({ start: vs, end: ve, kind: "secret" });
  }
}
