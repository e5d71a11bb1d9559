/**
 * What stands where a secret would and is none, told by its kind rather than by the finder that took it: a
 * placeholder (`sk_test_your_key_here`, `SG.xxxxxxxx.xxxxxxxx`, AWS's `…EXAMPLE` keys, `<generated, not printed>`),
 * public material by its form (what decodes to a certificate or a public key, an SSH public key's or certificate's
 * blob, minisign's public key and signature, an Ethereum address or public key, a digest with its algorithm's prefix,
 * curl's `sha256//` pin), a value under a label that says it is public, a signature, a fingerprint, a digest or an
 * address (unless the label also names it secret), what a command that prints digests, public keys or addresses
 * printed, a DNS record that publishes a key (DKIM), and a reference in a secret's shape (`owner/action@v2`, a
 * Kerberos principal's realm).
 *
 * Asked of every span where spans are kept or dropped (redact.ts), so every finder gains it. Linear: each span is
 * judged by its value and a bounded look around it; the command outputs and records are found in one pass a block.
 * The kinds live apart: placeholders.ts, public-forms.ts (public and private material by form), public-ids.ts (ids by
 * their vendor's form and its check), ciphertexts.ts, public-labels.ts (what a name says), public-outputs.ts (what a
 * command printed, records), published.ts (test vectors named as such, what DNS publishes), public-syntax.ts (what a
 * syntax's place says: a CSP's sources, a YAML key, a Unix account's record); this file joins them, with the rules that
 * read around a value (a path, a file's name, a chain's address, a reference, a browser's config, a token a finder cut).
 */
import { insideRanges } from "./ranges.ts";
import type { Span } from "./redact.ts";
import { publicLabel, publicLabelBefore } from "./public-labels.ts";
import { publicRanges } from "./public-outputs.ts";
import { basicPlaceholder, documentationExample, placeholder, placeholderAround, sameAsUser } from "./placeholders.ts";
import { decode, privateForm, publicForm } from "./public-forms.ts";
import { documentId, idForm } from "./public-ids.ts";
import { ciphertextForm, ciphertextPrefix } from "./ciphertexts.ts";
import { acmeChallengePath, dnsRecordBefore, publishedVector } from "./published.ts";
import { accountArgument, accountRecord, cspSource, mappingKey, sealedPrefix } from "./public-syntax.ts";

/** The kinds a finder gives a value it took by its place (a name, a slot, a line): judged by their context too. */
const GENERIC = new Set(["secret", "password", "token", "credentials", "keyvalue", "csv", "markdown"]);

/** A predicate for one block of text: whether a span found in it is a look-alike, to be left as it is. */
export function lookAlikes(view: string): (s: Span) => boolean {
  // (What byContext remembers are slices of a block: forgotten with it, so that a block is not kept for them.)
  contexts.clear();
  let inPublic: ((s: Span) => boolean) | undefined;
  return (s) => {
    if (s.kind === "private-key" || s.end - s.start > 8192) return false;
    const value = view.slice(s.start, s.end);
    const form = byForm(value);
    if (form !== "none") return form === "public";
    if (placeholderAround(view, s) || referenceAround(view, s, value) || browserConfig(view, s, value) || sameAsUser(view, s.start, value)) return true;
    if (s.kind === "jwt") return publishedVector(view, s.start);
    if (!GENERIC.has(s.kind)) return false;
    if (localPath(view, s) || FILE_EXTENSION.test(view.slice(s.end, s.end + 12)) || byContext(view, s.start, value)) return true;
    if (cspSource(view, s, value) || mappingKey(view, s, value) || accountRecord(view, s) || accountArgument(view, s.start, value)) return true;
    if (sealedPrefix(view, s, value) || ciphertextPrefix(view, s.start) || acmeChallengePath(view, s.start, value) || insideForm(view, s, value) || documentId(view, s.start, value)) return true;
    inPublic ??= insideRanges(publicRanges(view));
    if (!/^[^\s]+$/.test(value) || !inPublic(s)) return false;
    // (One token, with nothing before it on its line that names a secret: a digest's line, not `password: …` a tool printed too.)
    const before = view.slice(Math.max(0, s.start - 256), s.start);
    return !SECRET_BEFORE.test(before.slice(before.lastIndexOf("\n") + 1));
  };
}

/**
 * What a value is by its form alone: private material, public (a placeholder, public material, a public name=value, a
 * structure of public fields), or neither. Remembered: a log repeats the same values (a bounded map, as secret-names.ts
 * remembers names).
 */
function byForm(value: string): "private" | "public" | "none" {
  let verdict = forms.get(value);
  if (verdict === undefined) {
    if (forms.size > 4096) forms.clear();
    verdict = privateForm(value) ? "private" : placeholder(value) || publicForm(value) || ciphertextForm(value) || innerLabel(value) || publicStructure(value) || basicPlaceholder(value) ? "public" : "none";
    forms.set(value, verdict);
  }
  return verdict;
}
const forms = new Map<string, "private" | "public" | "none">();

/**
 * What the 512 characters before a value say it is: a documentation's example, a digest, a value under a public label,
 * an address on a chain's command line, a published test vector, a DNS record's content. Remembered by those characters and the value: in a long run of the same lines
 * (a pathological input, a repeated log line) each is judged once.
 */
function byContext(view: string, at: number, value: string): boolean {
  // (By the characters, then by the value: a key joined of both is copied and read whole, which cost more than a lookup.)
  const before = view.slice(Math.max(0, at - 512), at);
  let byValue = contexts.get(before);
  if (!byValue) {
    if (contexts.size > 1024) contexts.clear();
    contexts.set(before, (byValue = new Map()));
  }
  let verdict = byValue.get(value);
  if (verdict === undefined) {
    if (byValue.size > 64) byValue.clear();
    verdict = documentationExample(view, at, value) || digestPrefixBefore(view, at) || publicLabelBefore(view, at, value) || chainAddress(view, at, value) || publishedVector(view, at) || dnsRecordBefore(view, at);
    byValue.set(value, verdict);
  }
  return verdict;
}
const contexts = new Map<string, Map<string, boolean>>();

/** Words on a line before a value that name it secret. */
const SECRET_BEFORE = /passw|secret|token|priv|credential|api[-_ ]?key|auth(?!or)|seed|mnemonic/i;

/** A command line of a chain's CLI, where a 32-byte key in base58 (43 or 44 characters; its secret is 64 bytes, 88) is an account's address. */
const CHAIN_CLI = /(?:^|[\s/])(?:solana|spl-token|solana-keygen\s+pubkey|anchor|sugar|metaboss)\s/;

/** Whether a value is an account's address on a chain's command line: `solana transfer <address> 0.5`. */
function chainAddress(view: string, at: number, value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  const before = view.slice(Math.max(0, at - 256), at);
  const line = before.slice(before.lastIndexOf("\n") + 1);
  // (Not a value given to an option that names the secret half: `--private-key <base58>`, `--seed …`.)
  return CHAIN_CLI.test(line) && !/(?:priv|secret|seed|mnemonic|passphrase)[\w-]*[ \t=]+["']?$/i.test(line);
}

/** Names of a structure's fields that hold no secret: a user's name, where to connect, a certificate. */
const PLAIN_FIELD = /^(?:user(?:name)?|login|host(?:name)?|port|namespace|region)$/i;
/** A plain name in lower case, or its base64 (a Kubernetes secret's `data`): `billing_rw`, `YmlsbGluZ19ydw==`. */
const plainName = (v: string) => /^[a-z][a-z0-9_.@-]{0,63}$/.test(v) || (/^[A-Za-z0-9+/]{4,88}={0,2}$/.test(v) && /^[a-z][a-z0-9_.@-]{0,63}$/.test(decode(v)));

/**
 * A whole JSON object that a finder took as one value (a Kubernetes secret's `{.data}` printed on one line): no secret
 * when each field is public by its form or a placeholder, or holds a user's name, a host or a certificate. Its secrets,
 * if it has any, are fields, which the structure's finders judge by their names.
 */
function publicStructure(value: string): boolean {
  if (!/^\{"[^]*\}$/.test(value) || value.length > 4096) return false;
  let fields: unknown;
  try {
    fields = JSON.parse(value);
  } catch {
    return false;
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return false;
  return Object.entries(fields).every(([k, v]) => typeof v === "string" && ((PLAIN_FIELD.test(k) && plainName(v)) || publicForm(v) || placeholder(v)));
}

/** A value a finder took with its own name (`code_challenge=…`): public when that name says so (not a signature: SigV4's is a credential). */
function innerLabel(value: string): boolean {
  const m = /^([A-Za-z][\w.-]{0,40})[=:]["']?([^\s"']{8,})["']?$/.exec(value);
  return !!m && !/sig/i.test(m[1]!) && publicLabel(m[1]!) && !privateForm(m[2]!);
}

/**
 * A web app's Firebase config, which ships to every browser: its `apiKey` identifies the project (security rules guard
 * it), beside `authDomain` and `projectId`. A Google key anywhere else is a secret.
 */
function browserConfig(view: string, s: Span, value: string): boolean {
  if (!/^AIza[\w-]{30,40}$/.test(value)) return false;
  const around = view.slice(Math.max(0, s.start - 400), Math.min(view.length, s.end + 400));
  return /\bauthDomain\b/.test(around) && /\b(?:projectId|messagingSenderId|appId|storageBucket)\b/.test(around) && /\bapiKey["']?\s*:\s*["']?$/.test(view.slice(Math.max(0, s.start - 24), s.start));
}

/** What stands right before a value says it is a digest: `sha256:`, `sha256//` (curl's pin), `SHA256:`, `sha512-`. */
function digestPrefixBefore(view: string, at: number): boolean {
  // (And a CSP's nonce: `'nonce-…'`.)
  return /(?:^|[^\w])(?:(?:sha(?:1|224|256|384|512)|md5|blake2b?|blake3)(?::|\/\/|-)|'nonce-)$/i.test(view.slice(Math.max(0, at - 12), at));
}

/**
 * A value inside a token that is an id or ciphertext by its form, as a finder cut it: a push id read as an option and
 * its value (`rtdb key: -OaVvEri8…` taken as `-O` and the rest), the pieces of Bitwarden's `2.<iv>|<data>|<mac>`.
 */
function insideForm(view: string, s: Span, value: string): boolean {
  let from = s.start;
  while (from > 0 && s.start - from < 256 && !TOKEN_STOP.has(view.charCodeAt(from - 1))) from--;
  let to = s.end;
  while (to < view.length && to - s.end < 256 && !TOKEN_STOP.has(view.charCodeAt(to))) to++;
  const token = view.slice(from, to);
  return token !== value && (idForm(token) || ciphertextForm(token));
}

/** What ends a token: blanks, quotes, brackets, `,` and `;`. */
const TOKEN_STOP = new Set([..." \t\n\r\"'`(<>)[]{},;"].map((c) => c.charCodeAt(0)));

/** What ends a path's token: blanks, quotes, brackets, `=`, `,`, `;`. */
const PATH_STOP = new Set([..." \t\n\r\"'=(<>`,;"].map((c) => c.charCodeAt(0)));

/** A file's extension right after a value: the value is a file's name (`upload-kX9mP2….tar.gz`, `key-1mStN6….json`). */
const FILE_EXTENSION = /^\.(?:tar\.gz|tar\.xz|tgz|zip|gz|xz|bz2|7z|txt|json|ya?ml|xml|csv|log|png|jpe?g|gif|webp|svg|pdf|html?|js|mjs|css|map|wasm|bin|tar|deb|rpm|whl|jar|zst)(?![\w.])/;

/** Where local paths start: temporary, home, build and system directories, and relative paths. */
const LOCAL_PATH = /^(?:~|\.{1,2}|\/(?:tmp|var|home|Users|opt|srv|private|mnt|data|nix|usr|etc|run|root|builds|workspace|github)|[A-Za-z]:)(?:[\/\\][^\s\/\\]*)+$/;

/**
 * A file's or a directory's name in a local path, or the path itself: what mktemp, an upload or a build made
 * (`/tmp/tmp.kX9mP2vLq8`, `./uploads/1mStN6….png`), whatever a variable that held it was called (`echo $TOKEN_FILE`).
 * Not a URL's path (a reset link's token is a secret) nor a request's (`GET /reset/…`).
 */
function localPath(view: string, s: Span): boolean {
  // The token around the value, read by hand both ways (256 characters at most each).
  let from = s.start;
  while (from > 0 && s.start - from < 256 && !PATH_STOP.has(view.charCodeAt(from - 1))) from--;
  let to = s.end;
  while (to < view.length && to - s.end < 256 && !PATH_STOP.has(view.charCodeAt(to)) && view.charCodeAt(to) !== 61) to++;
  const token = view.slice(from, to);
  const before = view.slice(Math.max(0, from - 16), from);
  if (!LOCAL_PATH.test(token) || /:\/\/|@/.test(token)) return false;
  return !/\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+$/.test(before);
}

// ---------------------------------------------------------------------------------------------------------------
// References in a secret's shape.

/**
 * `owner/name@v2` (an action, a package at a version) and a Kerberos principal (`krbtgt/REALM@REALM`) have the shape of
 * Oracle's `user/password@host`; a version, a commit or the value itself after the `@` says which.
 */
function referenceAround(view: string, s: Span, value: string): boolean {
  if (view.charCodeAt(s.end) !== 64) return false;
  const after = view.slice(s.end + 1, s.end + 1 + Math.max(48, value.length + 1));
  if (after.toLowerCase().startsWith(value.toLowerCase()) && !/[\w.-]/.test(after.charAt(value.length))) return true;
  // A repository's or a package's name is words (`action-gh-release`), a password is not.
  if (!value.split(/[-_.]/).every((w) => /^(?:[a-z]+|[A-Z]?[a-z]+|\d+)$/.test(w))) return false;
  return /^(?:v\d+(?:\.\d+){0,2}|\d+\.\d+\.\d+|[0-9a-f]{40}|main|master|latest|stable|HEAD)(?![\w.:/@-])/.test(after);
}

