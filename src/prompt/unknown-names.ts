/**
 * Values under names aye does not know: `crc: '0a8aba55890fc02b'`, `"merchantSalt": "…"`, `SIGNING=…`. A name
 * that says what its value is keeps it (an id, a hash, a version, a public key, a host); a name that says secret
 * is secret-names.ts's; any other name keeps its value only when the value does not look drawn at random.
 * Failing safe costs little here: a setting whose value is random and whose name says nothing is more often a
 * key than anything a model needs to read.
 *
 * Linear: a search that starts at a line's start, `{` or `,`, with bounded spans.
 */
import type { Span } from "./redact.ts";
import { dataInBase64, entropy } from "./random-tokens.ts";
import { chosenPassword, isSecretName, NOT_A_VALUE, PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** Words of a name that say its value is no secret: an id, a digest, a version, a public half, a place, a time. */
const PUBLIC_WORDS = new Set([
  "id", "ids", "uuid", "guid", "uid", "oid", "sid", "hash", "hashes", "sha", "sha1", "sha224", "sha256", "sha384", "sha512", "md5", "crc32",
  "digest", "digests", "checksum", "checksums", "sum", "integrity", "etag", "fingerprint", "thumbprint", "version", "ver", "rev", "revision",
  "commit", "tag", "ref", "head", "base", "parent", "tree", "blob", "object", "build", "release", "public", "pub", "publishable",
  "ca", "nonce", "trace", "span", "request", "correlation", "name", "names", "user", "username", "login", "email",
  "host", "hostname", "domain", "url", "uri", "endpoint", "path", "file", "dir", "image", "region", "zone", "bucket", "arn", "account",
  "project", "tenant", "org", "organization", "subscription", "resource", "group", "serial", "number", "no", "mac", "date", "time",
  "timestamp", "created", "updated", "expires", "color", "colour", "type", "kind", "mode", "format", "locale", "lang", "address",
  "addr", "tx", "txid", "txhash", "block", "node", "pod", "container", "cid", "pid", "cache", "lock", "source", "target", "channel", "topic",
  "queue", "model", "label", "alias", "accessor", "peer", "peers", "recipient", "pubkey", "kid", "x5c", "x5t", "jwk", "jwks", "application", "instance", "cluster", "machine", "device", "key_id", "kid", 
  "iv", "mac_address", "seq", "index", "offset", "page", "cursor", "nocache", "cb", "state", "ga", "gid", "vid",
  "challenge", "identifier", "gclid", "fbclid", "msclkid", "shasum", "lease", "marker", "encrypted", "sealed", "ciphertext",
]);

/** The words of a name: `merchantSalt` → merchant, salt; `CRC_KEY` → crc, key. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter(Boolean);
}

/** Beginnings of a word that say the same: `shasum`, `md5sum`, `traceparent`, `checksums`, `h1` (go.sum's hash). */
const PUBLIC_START = /^(?:sha\d*|md\d|hash|digest|checksum|crc|trace|span|request|commit|version|build|etag|fingerprint|h\d$|cksum)/;

/** Whether a name says its value is public (an id, a digest, a version, a place…). Remembered, as secret-names.ts remembers its names: a log repeats the same few. */
export function publicName(name: string): boolean {
  if (name.length < 2) return true;
  let verdict = publicNames.get(name);
  if (verdict === undefined) {
    if (publicNames.size > 4096) publicNames.clear();
    publicNames.set(name, (verdict = words(name).some((w) => PUBLIC_WORDS.has(w) || PUBLIC_START.test(w) || w.endsWith("sum") || /(?:id|ids)$/.test(w))));
  }
  return verdict;
}
const publicNames = new Map<string, boolean>();

/** A part that reads as a word, a number or a name in camel case: a slug's, a version's, an identifier's. */
const WORDISH = /^(?:[a-z]{2,}\d{0,3}|[A-Z]{2,}|[A-Z][a-z]+|(?:[A-Z]?[a-z]{2,}){2,}|\d{1,8}|v\d+(?:\.\d+)*)$/;

/**
 * Whether a value looks drawn at random: long enough, few words in it, no shape of something public; of letters of
 * both cases (and digits), or, with `anyAlphabet`, also of hex or of one case and digits.
 */
export function randomValue(v: string, anyAlphabet = true): boolean {
  if (v.length < 12 || v.length > 512) return false;
  if (NOT_A_VALUE.test(v) || REFERENCE.test(v) || PLACEHOLDER.test(v)) return false;
  // A UUID, a version, a date, a number, a host name, a path, an e-mail address.
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return false;
  if (/^v?\d+(?:[.\-+]\d+)*(?:[-+][\w.]+)?$|^\d{4}-\d\d-\d\d|^[\d.:-]+$/.test(v)) return false;
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?$/i.test(v) || /^[~.]?\//.test(v) || v.includes("@")) return false;
  if (/(?:x{5}|X{5}|\*{3}|0{8})/.test(v)) return false;
  // Hex after 0x (an address, a transaction's hash), an integrity sum (`sha256-…`), an API's object id (`cus_…`, `evt_…`).
  if (/^0x[0-9a-f]+$|^(?:sha\d{1,3}|md5)[-:]|^[a-z]{2,5}_[A-Za-z0-9]{8,40}$/i.test(v)) return false;
  // Made of words, numbers and hex: a slug, a cache key of words and a hash, an identifier in camel or snake case.
  const parts = v.split(/[-_.:/+~%]/).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => WORDISH.test(p) || /^[0-9a-f]+$/i.test(p))) return false;
  const wordy = parts.filter((p) => WORDISH.test(p)).reduce((n, p) => n + p.length, 0);
  if (wordy >= v.length / 2 || dataInBase64(v)) return false;
  const lower = /[a-z]/.test(v), upper = /[A-Z]/.test(v), digit = /[0-9]/.test(v);
  const h = entropy(v);
  if (/^[0-9a-fA-F]+$/.test(v)) return anyAlphabet && v.length >= 16 && v.length <= 64 && digit && /[a-fA-F]/.test(v) && h >= 3;
  // Under a name that says nothing, base64 with `+ / =` is more often a public key, a nonce or a digest than a
  // token (tokens are letters, digits and `_ -`); and a shorter run is more often an id.
  if (!anyAlphabet && (v.length < 16 || !/^[A-Za-z0-9_-]+$/.test(v))) return false;
  if (lower && upper && digit) return h >= 3.5;
  if ((lower || upper) && digit) return anyAlphabet && v.length >= 16 && h >= 3.5;
  // Letters of both cases alone: long, and not words in camel case (humps of three letters on average or more).
  if (lower && upper) return v.length >= 20 && h >= 4 && v.length / (v.match(/[A-Z]/g)?.length ?? 1) < 3.5;
  return false;
}

/**
 * A setting where settings stand: first on its line (YAML, INI, TOML, .env, maybe after `- `, `export`, `set`,
 * `ENV`), or a member of an object after `{` or `,`; its name, maybe quoted, a separator, its value, maybe quoted,
 * ending where a value ends. A `key=value` in the middle of a log line, a URL's query, a header's list are not
 * settings here. (The value is matched once, as a lookahead whose match is then taken, so that a value that does
 * not end well is not tried again shorter; the lookahead after the first character makes a blank line's or a
 * comma's attempt fail at once.)
 */
const SETTING_BODY = String.raw`(?=[ \t]{0,16}[A-Za-z_"'$\\<>-])[ \t]{0,16}(?:(?:-|>|<|export|set|setenv|ENV|ARG|\$env:)[ \t]{1,8})?(?<q>\\?["']?)(?<n>[A-Za-z_][\w.-]{0,63})\k<q>[ \t]{0,8}(?::=|=>|[:=])(?![:=/>])[ \t]{0,8}(?<vq>\\?["']?)(?=(?<v>[A-Za-z0-9+/_~%.-]{12,512}={0,2}))\k<v>(?=\k<vq>(?:[\s,;}\])]|$))`;
const SETTING = new RegExp(`[\\n{,]${SETTING_BODY}`, "g");
/** The same at the text's start. */
const FIRST_SETTING = new RegExp(SETTING_BODY, "y");

/** Words of a block's header that say the block holds a credential: `resource "random_password" "db" {`, `db_credentials:`. */
const SECRET_HEADER = /passw|secret|token|credential|private|api[_-]?key|auth/i;

/**
 * Whether the setting whose line starts at `at` stands in a block whose header names a credential: the nearest line
 * above it, within 512 characters, that is indented less and opens a block (ends with `{`, `:` or `=`).
 */
function inSecretBlock(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 512), at + 1);
  const lines = before.split("\n");
  const own = text.slice(at + 1, at + 65).match(/^[ \t]*/)![0].length;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const indent = line.match(/^[ \t]*/)![0].length;
    if (indent < own && /[{:=][ \t]*$/.test(line)) return SECRET_HEADER.test(line);
    if (indent < own) return false;
  }
  return false;
}

/** Values of settings whose names aye does not know, when they look drawn at random. */
export function findUnknownNames(text: string, found: Span[]): void {
  // No separator, no setting: a text of blank lines or of prose is not searched line by line.
  if (!text.includes("=") && !text.includes(":")) return;
  for (const re of [FIRST_SETTING, SETTING]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // `${X:-…}` expands a variable with a default.
      if (m[0].charCodeAt(0) === 123 && text.charCodeAt(m.index - 1) === 36) continue;
      let n = m.groups!.n!;
      const v = m.groups!.v!;
      const end = m.index + m[0].length;
      const start = end - v.length;
      // `{"name": "sha", "value": "…"}`: a value named `value` is named by what stands before it.
      if (/^(?:value|content|data)$/i.test(n)) n = /([A-Za-z][\w.-]{0,63})["']?[ \t]*(?:[:=][ \t]*["']?[\w.-]{0,64}["']?[ \t]*,?)?[ \t]*$/.exec(text.slice(Math.max(0, m.index - 96), m.index + 1).replace(/["'<]/g, " "))?.[1] ?? n;
      if (isSecretName(n) || publicName(n)) continue;
      // In a block whose header names a credential (`resource "random_password" "db" {`), hex and one case count too.
      if (!randomValue(v, false) && !(randomValue(v, true) && inSecretBlock(text, m.index))) continue;
      found.push({ start, end, kind: "secret" });
    }
  }
}

/**
 * A setting whose value a person chose: first on its line and alone on it (`OPEN_SESAME=Hallon17!!`, `$USER3$=Pepper.1997`,
 * a list's `"DATABASE=yRIu2QDotRc9s66I8dxH",`), or handed to a command's environment (`docker run -e ROOT=Giolet9621`,
 * `ansible-playbook -e "root=Mobalt9314 env=prod"`). Judged by its shape alone (see `chosenValue`).
 */
const SETTING_TAIL = String.raw`(?<q>["']?)(?<n>\$?[A-Za-z_][\w.-]{0,63}\$?)(?:\k<q>[ \t]{0,8}(?::|=)|=)[ \t]{0,8}(?<vq>["']?)(?<v>[^\s"'\`\x00-\x1f]{6,128})\k<vq>(?=["']{0,2}(?:(?<end>[ \t]*[,;]?[ \t]*(?:#.*)?(?:$|\n|\r))|))`;
/** First on its line (the line's start checked behind, one character); after `-e` (found from the literal). */
const CHOSEN_SETTINGS = [
  new RegExp(String.raw`(?<![^\n])[ \t]{0,16}(?:(?:-|export|set|setenv|ENV|\$env:)[ \t]{1,8})?(?<line>)` + SETTING_TAIL, "g"),
  new RegExp(String.raw`-(?<=(?<![^\s])-)(?:e|-env|-extra-vars)(?:[ \t]{1,4}|=)` + SETTING_TAIL, "g"),
];

/**
 * Whether a value under a name that says nothing looks like a password a person chose rather than a word, a number,
 * a path, a version, a host or an identifier: a symbol among two kinds of character (`HallonKaese17!!`), or a
 * capitalised word run into four digits (`Giolet9621`, `Pepper.1997`). (Lower case and digits at random are as often
 * an id: a cuid, a nanoid.)
 */
export function chosenValue(v: string): boolean {
  if (NOT_A_VALUE.test(v) || REFERENCE.test(v) || PLACEHOLDER.test(v) || /^[~./$%{<(\[-]|[:=,@\\]|^0x/.test(v)) return false;
  // Base64 (a digest, data: randomValue judges it) and bech32 (`age1…`, `npub1…`: public keys and addresses).
  if ((/^[A-Za-z0-9+/]{16,}={0,2}$/.test(v) && /[A-Z+/=]/.test(v)) || /^[a-z]{1,10}1[02-9ac-hj-np-z]{20,}$/.test(v)) return false;
  if (/^v?\d+(?:[.\-+]\d+)*(?:[-+][\w.]+)?$|^\d{4}-\d\d-\d\d|^[\d.:,-]+$/.test(v)) return false;
  // (Not a colour, `#7aa2f7`, nor an issue's reference, `GH#1234`.)
  if (/^#[0-9a-f]{3,8}$|^\w+#\d+$/i.test(v)) return false;
  // (The symbols people type: a generator's `~ + /` are judged as random values.)
  if (chosenPassword(v) && /[!#$%&*?@^]/.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v) && !/[*?][.]|[|^]/.test(v)) return true;
  return /^[A-Z][a-z]{2,15}[._!#&*+-]?\d{4}[!?.#$%&*@+]{0,2}$/.test(v);
}

/** Values of settings whose names aye does not know, when they look chosen as a password. */
export function findChosenValues(text: string, found: Span[]): void {
  if (!text.includes("=") && !text.includes(":")) return;
  for (const re of CHOSEN_SETTINGS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const { n, v, vq, line, end } = m.groups!;
      // First on its line, a setting ends it: `Note: Version2024 is out` is prose.
      if (line !== undefined && end === undefined) continue;
      // A record's `value` is named by its other fields (structure.ts).
      if (/^(?:value|values|data|content|text|default)$/i.test(n!) || isSecretName(n!) || publicName(n!) || !(chosenValue(v!) || randomValue(v!, false))) continue;
      // (The value ends the match but for its closing quote: no `d` flag, which costs on every match.)
      const stop = m.index + m[0].length - vq!.length;
      found.push({ start: stop - v!.length, end: stop, kind: "secret" });
    }
  }
}
