/**
 * Secrets out of everything aye adds to a prompt (captured output, piped input,
 * files): API keys of the common providers and clouds, tokens, JWTs, auth
 * headers, private keys, passwords in URLs and on command lines, and values of
 * secret-named settings (`DB_PASSWORD=…`, `"api_key": "…"`, `--token X`). Where
 * a name says nothing, the place does: a value that looks chosen or drawn in a
 * setting, a command's slot, a header or a cookie is taken unless its shape is
 * known to be harmless (an id, a digest, a version, a word), and what is public
 * or sealed by its form (a certificate, a public key, a signature) is kept.
 *
 * Linear in the text's length whatever the text: every pattern's spans are
 * bounded, patterns start only at word boundaries, and the scan for secret
 * names reads each run of characters once (secret-names.ts). A pattern that
 * starts with a literal is searched for as fast as `includes` would (measured:
 * 2-7 ms for 10 MB either way), so only the costlier passes look for a literal
 * first ("PRIVATE KEY", "value"). Rules only find spans; the text is rebuilt
 * once, so that what one rule redacted cannot hide a secret from another, and
 * redacting twice changes nothing.
 */
import { findCookieJars } from "./cookies.ts";
import { findRandomTokens, PUBLIC } from "./random-tokens.ts";
import { findCapabilityPaths } from "./url-paths.ts";
import { findPresentedCodes } from "./presented-codes.ts";
import { findPins } from "./pins.ts";
import { findPrefixedTokens } from "./prefixed-tokens.ts";
import { findReadVariables } from "./variables.ts";
import { findSecretLists } from "./secret-lists.ts";
import { findSplitStrings } from "./split-strings.ts";
import { findConnectionPasswords } from "./connection-strings.ts";
import { masked, sealedRanges } from "./sealed.ts";
import { insideRanges } from "./ranges.ts";
import { lookAlikes } from "./public-values.ts";
import { findVendorTokens } from "./vendor-tokens.ts";
import { findKeysInProse, findPasswordsOnLines } from "./password-lines.ts";
import { findAssignments, findNameValuePairs } from "./secret-names.ts";
import { findChosenValues, findUnknownNames } from "./unknown-names.ts";
import { findCredentialSlots } from "./credential-slots.ts";
import { findByKind } from "./by-kind.ts";
import { findCommandSlots } from "./command-slots.ts";
import { findUnknownHeaders } from "./headers.ts";
import { findSecretColumns } from "./secret-columns.ts";
import { findJsonSecrets, findStructuredSecrets } from "./structure.ts";
import { encodedSecrets, escapedSecrets, wrappedBase64 } from "./decoded.ts";
import { findRejectedCredentials } from "./rejected.ts";
import { findMisplacedPasswords } from "./misplaced-passwords.ts";
import { findPrintedCredentialFiles, findPrintedSecrets } from "./printed-secrets.ts";
import { COMMAND_HEADS, COMMAND_LINES, HEAD_AT, JWK_PRIVATE, JWK_PRIVATE_YAML, PATTERNS, type Pattern } from "./secret-patterns.ts";
import { contains } from "./contains.ts";
import { Repeats } from "./repeats.ts";

/** Where a secret is, `[start, end)` of the text, and what kind of secret. */
export interface Span {
  start: number;
  end: number;
  kind: string;
}

const MARK = "[REDACTED:";

// Runs of CSI, OSC (ended by BEL or ST, or cut short) and two-byte escape
// sequences, and of colour codes written out in JSON or source (`\u001b[31m`).
// Each sequence starts with ESC or `\` and holds no other, so a run has one
// way to match: no backtracking, and one callback for a run, not for each.
const ESCAPES =
  /(?:\x1b(?:\[[0-?]{0,64}[ -/]{0,16}[@-~]?|\][^\x07\x1b\n]{0,4096}(?:\x07|\x1b\\)?|[@-Z\\-_])|\\(?:u001[bB]|x1[bB]|033|e)\[[0-?]{0,64}[ -/]{0,16}[@-~])+/g;

/**
 * The text with each escape sequence overwritten by ESC bytes of the same
 * length: the positions stay those of the text, and a colour code around a
 * token (`\x1b[32mghp_…`) becomes a boundary rather than part of a word.
 * Callers need not strip escape sequences first.
 */
function withoutEscapes(text: string): string {
  return text.replace(ESCAPES, (run) => (ESC_RUNS[run.length] ??= "\x1b".repeat(run.length)));
}

/**
 * A carriage return with no newline after it (a progress bar's redraw, `Downloading 50%\rSIGNING=…\rDone`) starts a
 * line of its own, as the terminal showed it: the view has a newline there, the positions stay the text's.
 */
function withoutCarriageReturns(view: string): string {
  return view.includes("\r") ? view.replace(/\r(?!\n)/g, "\n") : view;
}

/** ESC bytes by length: colour codes come in a few lengths, repeated all over a log. */
const ESC_RUNS: string[] = [];

/**
 * The view with each mark an earlier pass left overwritten by a NUL byte and
 * \x01 bytes, so that a second pass finds nothing new. What follows a mark sees
 * no boundary before it (patterns count \x01 as a word character), as it saw
 * the secret's last character the first time (`AKIA…10Eghp_…` is not split
 * into two tokens by one pass, then by the next); what precedes it sees an end,
 * as the secret's first character ended it (`sk-ab-----BEGIN…` does not grow
 * into a key).
 */
function withoutMarks(view: string): string {
  if (!contains(view, MARK)) return view;
  return view.replace(/\[REDACTED:[a-z-]{1,40}\]/g, (mark) => `\0${"\x01".repeat(mark.length - 1)}`);
}

// Key material in any armour: PRIVATE KEY of every kind, OpenVPN's `Static key V1`, any other `… KEY …` that is not public.
const PEM = /-----(BEGIN|END) (?![A-Za-z0-9 ]{0,40}PUBLIC)[A-Za-z0-9 ]{0,40}(?:PRIVATE KEY|[Kk][Ee][Yy])(?: BLOCK| V\d)?-----/g;

/**
 * Private keys from BEGIN to END. A key cut by a window is still a key: an END
 * with no BEGIN before it takes everything from the start of the text, a BEGIN
 * with no END everything to the end.
 */
function privateKeys(text: string, spans: Span[]): void {
  if (!/-----(?:BEGIN|END) /.test(text)) return;
  let open = -1;
  let from = 0;
  PEM.lastIndex = 0;
  for (let m = PEM.exec(text); m; m = PEM.exec(text)) {
    if (m[1] === "BEGIN") {
      if (open < 0) open = m.index;
      continue;
    }
    const end = m.index + m[0].length;
    spans.push({ start: open < 0 ? from : open, end, kind: "private-key" });
    open = -1;
    from = end;
  }
  if (open >= 0) spans.push({ start: open, end: text.length, kind: "private-key" });
}

function patternSpans(text: string, pattern: Pattern, spans: Span[]): void {
  const { re } = pattern;
  if (pattern.needs && !pattern.needs.some((literal) => contains(text, literal))) return;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [start, end] = m.indices?.groups?.s ?? [m.index, m.index + m[0].length];
    if (!pattern.keep || pattern.keep(text.slice(start, end))) spans.push({ start, end, kind: pattern.kind });
  }
}

function commandLineSpans(text: string, spans: Span[]): void {
  // How far each row has read: a line is read once a row, as a head again within it would read the same again.
  const read = COMMAND_LINES.map(() => 0);
  let lineEnd = -1;
  COMMAND_HEADS.lastIndex = 0;
  for (let m = COMMAND_HEADS.exec(text); m; m = COMMAND_HEADS.exec(text)) {
    // Every row whose command stands here reads the line after its own head (`mysqladmin` is mysql's and its own).
    // The line's end, searched for once a line (not once a head: a long line of heads would make it quadratic).
    if (m.index >= lineEnd) {
      const newline = text.indexOf("\n", m.index);
      lineEnd = newline < 0 ? text.length : newline;
    }
    const stop = Math.min(lineEnd, m.index + 4096);
    COMMAND_LINES.forEach(({ secret, keep }, i) => {
      const head = HEAD_AT[i]!;
      head.lastIndex = m!.index;
      if (m!.index < read[i]! || !head.test(text)) return;
      read[i] = stop;
      const offset = head.lastIndex;
      const rest = text.slice(offset, stop);
      secret.lastIndex = 0;
      for (let s = secret.exec(rest); s; s = secret.exec(rest)) {
        const [start, end] = s.indices!.groups!.s!;
        if (!keep || keep(s.groups!.s!)) spans.push({ start: offset + start, end: offset + end, kind: "password" });
      }
    });
  }
}

// A .env line: NAME=value, maybe after `export`; the value runs to the line's end.
// `(?<![^\n])` is `^` of the `m` flag, measured 2-4 times faster in Bun.
const DOTENV = /(?<![^\n])[ \t]{0,64}(?:export[ \t]{1,8})?[A-Za-z_][A-Za-z0-9_.]{0,127}[ \t]{0,8}=[ \t]{0,8}(?<s>[^\r\n]+)/dg;

/** Rebuilds `text` with each span (merged where they overlap) replaced by its mark. */
function apply(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  // Stable: at one start, the earlier rule names the kind.
  if (spans.some((s, i) => i > 0 && s.start < spans[i - 1]!.start)) spans.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; i < spans.length; ) {
    const { start, kind } = spans[i]!;
    let end = spans[i]!.end;
    for (i++; i < spans.length && spans[i]!.start < end; i++) end = Math.max(end, spans[i]!.end);
    parts.push(text.slice(at, start), `${MARK}${kind}]`);
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/**
 * Removes secrets from `text`, keeping their context (the key's name, the
 * URL's user and host, `Bearer `): each becomes `[REDACTED:kind]`. `dotenv`
 * also redacts every value of a `NAME=value` line (for .env files).
 * Escape sequences need not be stripped first: colour codes around a secret
 * count as its boundaries and stay in the text. Idempotent: text that went
 * through one guard can go through another.
 */
export function redact(text: string, options: { dotenv?: boolean } = {}): string {
  const repeats = new Repeats();
  if (text.length <= BLOCK) {
    const spans = secretSpans(text, options);
    repeats.add(text, spans);
    repeats.find(text, spans);
    return apply(text, spans);
  }
  // A large text goes a block of whole lines at a time, so the working copies stay small (a 10 MB
  // prompt must not cost ten times its size). A private key cut by a block's edge is redacted on both
  // sides: to the end of the one block, from the start of the next. Then each block, as redacted, is
  // searched for the secrets found in any block (repeats.ts): where a block showed a secret, the mark
  // stands, so what is found again is where the text shows it elsewhere.
  const parts: string[] = [];
  let changed = false;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + BLOCK);
    const newline = end < text.length ? text.lastIndexOf("\n", end) : -1;
    if (newline > start) end = newline + 1;
    const block = text.slice(start, end);
    const spans = secretSpans(block, options);
    repeats.add(block, spans);
    const clean = apply(block, spans);
    changed ||= clean !== block;
    parts.push(clean);
    start = end;
    // Each block's working copies are garbage now; without a nudge they pile up until the end.
    // Below a few MB they are small enough to leave to the collector, which is quicker.
    if (text.length > 8 * BLOCK) Bun.gc(true);
  }
  if (repeats.size > 0) {
    parts.forEach((part, i) => {
      const again: Span[] = [];
      repeats.find(part, again);
      if (again.length) (parts[i] = apply(part, again)), (changed = true);
    });
  }
  // Nothing to remove (the usual case): the text itself, not a copy of it.
  return changed ? parts.join("") : text;
}

/** Lines at a time past this many characters. */
const BLOCK = 1 << 20;

/** Where the secrets of one block are (`decoded`: a text base64 or an escape held, judged by names and shapes only). */
function secretSpans(text: string, options: { dotenv?: boolean; decoded?: boolean }): Span[] {
  const view = withoutCarriageReturns(withoutMarks(withoutEscapes(text)));
  const spans: Span[] = [];
  privateKeys(view, spans);
  for (const pattern of PATTERNS) patternSpans(view, pattern, spans);
  if (contains(view, '"kty"')) patternSpans(view, JWK_PRIVATE, spans);
  if (contains(view, "kty:")) patternSpans(view, JWK_PRIVATE_YAML, spans);
  commandLineSpans(view, spans);
  findVendorTokens(view, spans);
  findPrefixedTokens(view, spans);
  // The names' searches read the text in lower case, made once.
  const lower = view.toLowerCase();
  findAssignments(view, spans, lower);
  findNameValuePairs(view, spans);
  findStructuredSecrets(view, spans, lower);
  if (view.includes('"')) findJsonSecrets(view, spans);
  // What base64 decodes to is judged by names and known shapes only: in a JWT's header or a harmless config, a value
  // that merely looks drawn at random is an id.
  if (!options.decoded) {
    findRandomTokens(view, spans);
    findUnknownNames(view, spans);
    findCredentialSlots(view, spans);
    // Known by the place a syntax gives them, whatever their names: a setting's value by its shape, a command's
    // slots, a header's or a cookie's value, a URL's capability segments, codes shown to a person, a PIN, a variable
    // a secret's place reads, a list under a secret's name, a secret in string pieces, a connection string's password field.
    findChosenValues(view, spans);
    findCommandSlots(view, spans);
    findUnknownHeaders(view, spans);
    findCookieJars(view, spans, lower);
    findCapabilityPaths(view, spans);
    findPresentedCodes(view, spans, lower);
    findPins(view, spans, lower);
    findReadVariables(view, spans);
    findSecretLists(view, spans, lower);
    findSplitStrings(view, spans);
    findConnectionPasswords(view, spans, lower);
    findSecretColumns(view, spans, lower);
    findRejectedCredentials(view, spans);
    findMisplacedPasswords(view, spans, lower);
    findPasswordsOnLines(view, spans, lower);
    findKeysInProse(view, spans);
    findPrintedSecrets(view, spans);
    findPrintedCredentialFiles(view, spans);
    findByKind(view, spans, lower, secretsOf);
    encodedSecrets(view, spans, secretsOf);
    escapedSecrets(view, spans, secretsOf);
    wrappedBase64(view, spans, secretsOf);
  }
  if (options.dotenv) patternSpans(view, { kind: "secret", re: DOTENV }, spans);
  // A file that is one token and nothing else (.vault-token): the whole of it.
  if (options.dotenv && /^[^\s=]{8,4096}\s*$/.test(view)) spans.push({ start: 0, end: view.trimEnd().length, kind: "token" });
  // A mark an earlier pass left is context, not a secret (a cut private key is never left); so is what is encrypted
  // or sealed for others to read (sealed.ts), and a mask where a secret would be (`sk_live_xxxx…`, `whsec_...`).
  // And what is no secret by its kind, whichever finder took it: a placeholder, public material, a value labelled public (public-values.ts).
  const within = insideRanges(sealedRanges(view));
  // (Nor is what is public by its form, whichever finder took it: a certificate in DER, a publishable key, a minisign public key.)
  const lookAlike = lookAlikes(view);
  const kept = spans.filter((s) => s.kind === "private-key" || (!text.startsWith(MARK, s.start) && !masked(view.slice(s.start, s.end)) && !within(s) && !PUBLIC.test(view.slice(s.start, s.end)) && !lookAlike(s)));
  for (const s of kept) s.end = wrappedEnd(view, s);
  return kept;
}


/** The secrets of a decoded text, as the names and known shapes find them (what `redact` would remove from it, but for its repeats). */
function secretsOf(decoded: string): string[] {
  return secretSpans(decoded, { decoded: true }).map((s) => decoded.slice(s.start, s.end));
}

/**
 * Where a secret ends when a terminal wrapped it: a secret that runs to the end of a long line (60 characters or more)
 * goes on in the next line when that line is one token of the same alphabet, with a digit or both cases in it
 * (`SIGNING_SECRET=gMAT…KnY` / `uFYbyw`), not a word (`done`).
 */
function wrappedEnd(view: string, s: Span): number {
  if (view.charCodeAt(s.end) !== 10 || s.end - s.start < 16 || s.kind === "private-key") return s.end;
  const lineStart = view.lastIndexOf("\n", s.end - 1) + 1;
  if (s.end - lineStart < 60) return s.end;
  const next = /^[A-Za-z0-9+/=_-]{2,64}(?=\n|$)/.exec(view.slice(s.end + 1, s.end + 66))?.[0];
  return next && (/\d/.test(next) || (/[a-z]/.test(next) && /[A-Z]/.test(next))) ? s.end + 1 + next.length : s.end;
}

/**
 * Whether a file's name says it holds credentials as `name=value` lines, every value redacted: an
 * environment file (.env, .env.local, prod.env), a package registry's or a cloud CLI's settings
 * (.npmrc, .yarnrc, .pypirc, ~/.aws/credentials, .s3cfg, .boto, .my.cnf), Terraform's variables.
 */
export const isDotenv = (path: string) =>
  /(^|\/)\.env(\.[\w.-]+)?$|\.env$|(^|\/)(?:\.npmrc|\.yarnrc|\.pypirc|\.s3cfg|\.boto|\.my\.cnf|\.aws\/credentials|[\w.-]+\.tfvars|\.vault-token|\.git-credentials)$/.test(path);
