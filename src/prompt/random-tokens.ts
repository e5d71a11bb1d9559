/**
 * Keys and tokens known by how they look, whatever their vendor: a long run of
 * letters and digits drawn at random (both cases and digits, high entropy), a
 * short prefix and such a body (`tskey-auth-…`, `FlyV1 fm2_…`), or a long run of
 * upper-case base32. What looks random but is no secret stays: hashes (hex),
 * integrity sums and go.sum lines, public keys and certificates, base64 of text
 * or of a file, JWK public members, URL query values (their names are judged
 * in secret-names.ts).
 *
 * Linear: one pass of a regex that starts only at the start of a run, and a
 * bounded look at each run and at the few characters before it.
 */
import type { Span } from "./redact.ts";
import { contains } from "./contains.ts";

/** Characters of a token run, by code: letters, digits and `+ / _ -`. */
const TOKEN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") TOKEN[c.charCodeAt(0)] = 1;
const isToken = (c: number) => c < 128 && TOKEN[c] === 1;
/** 1 for an upper-case letter, 2 for a digit. */
const charClass = (c: number) => (c >= 65 && c <= 90 ? 1 : c >= 48 && c <= 57 ? 2 : 0);
const UPPER_AND_DIGIT = 3;
/** The shortest run looked at. */
const MIN = 24;
const HEX = /^[0-9a-fA-F-]+$/;

/** Shannon entropy of `s` in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

const mixed = (s: string) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /[0-9]/.test(s);

/**
 * What is public by its form: a public key in DER (RSA, EC, Ed25519 SubjectPublicKeyInfo: a DKIM record's `p=`), the
 * keys services give to browsers (Stripe's publishable `pk_`, Mapbox's `pk.eyJ…`, PostHog's `phc_`, a reCAPTCHA site key,
 * Datadog's RUM client token `pub…`), a minisign public key (`RWQ…`, 56 characters; its secret key is 212), an ECDSA
 * signature in DER (`MEUCI…`: a sequence of two integers), content
 * addresses (IPFS CIDs) and public keys with a name of their own (age1…, npub1…).
 */
export const PUBLIC = /^(?:z6Mk[1-9A-HJ-NP-Za-km-z]{40,}$|MII[A-Za-z0-9+/]{1,3}CCA[A-Za-z0-9+/]{2,3}gAwIBAgI|MII[A-Za-z0-9+/]{1,3}ANBgkqhkiG9w0BAQEFAAOC|MFkwEwYHKoZIzj0CAQY|MCowBQYDK2Vw|MHYwEAYHKoZIzj0CAQYFK4EEA|pk_(?:live|test)_|pk\.eyJ|phc_|Qm[1-9A-HJ-NP-Za-km-z]{44}$|bafy[a-z2-7]{40,}$|age1[02-9ac-hj-np-z]{50,}$|npub1[02-9ac-hj-np-z]{50,}$|6L[0-9A-Za-z_-]{38}$|pub[0-9a-f]{32}$|RW[Q-T][A-Za-z0-9+/]{50,53}$|ME[QUY]CI[A-Za-z0-9+/]{60,}={0,2}$)/;

/** A short vendor prefix and a random body: `tskey-auth-kb2N…`, `HRKU-AAIO…`, `fm2_lJPE…`. */
const PREFIXED = /^[A-Za-z][A-Za-z0-9]{1,11}[-_](?:[A-Za-z0-9]{1,11}[-_])?(?<body>[A-Za-z0-9+/_-]{28,})$/;

/** A part of a run that is a word (`resourceGroups` too), a number or short hex: a path's or an id's, not a key's. */
const WORDISH = /^(?:[a-z]+|[A-Z]+|(?:[A-Z]?[a-z]{2,})+|\d+|[0-9a-f]{4,})$/;

/**
 * How many characters of a run are in parts that are neither words nor hex
 * (`pypoetry/virtualenvs/acme-843-tDo6` has few, a cache key of words and a
 * hash none): a digest is no key, and a hex key is found by its name.
 */
const randomMass = (run: string) => run.split(/[/_+.-]/).reduce((n, part) => n + (WORDISH.test(part) || /^[0-9A-F]{8,}$/.test(part) ? 0 : part.length), 0);

/**
 * Whether a run looks like a key: a vendor's prefix and a random body anywhere;
 * a bare random run only where its line names a secret before it (`token`,
 * `key`, `Bearer`…), since bare random runs in logs are mostly ids, nonces and
 * signatures.
 */
function looksLikeKey(run: string, named: boolean): boolean {
  if (/^(?:sha(?:1|224|256|384|512)|md5|blake2b)-/i.test(run) || randomMass(run) < 24 || PUBLIC.test(run)) return false;
  const prefixed = PREFIXED.exec(run);
  const body = prefixed?.groups?.body;
  // (A cache key names the platform it was built on: `deps-Linux-gK7b…`, `node-modules-macOS-arm64-…`.)
  const platform = prefixed && /linux|windows|macos|darwin|ubuntu|x64|arm64|amd64/i.test(run.slice(0, run.length - body!.length));
  if (body && !platform && mixed(body) && entropy(body) >= 3.9) return true;
  if (!named) return false;
  if (run.length >= 32 && mixed(run) && entropy(run) >= 4.2) return true;
  // Upper-case base32 (age keys, TOTP seeds): letters past F, so not hex.
  return run.length >= 40 && !/[a-z]/.test(run) && /[G-Z]/.test(run) && /[0-9]/.test(run) && entropy(run) >= 4.0;
}

/** Words that say a secret is near: in a run's own prefix (`AGE-SECRET-KEY-1…`), or around it. */
const SECRET_NEAR = /key|token|secret|passw|pwd|(?<!o)auth|credential|bearer|private|session|cookie|(?<![/\w])api(?![/\w])|kty|encrypt|signing|hmac/i;

/**
 * Whether a secret is named near the run at [start, end): in the 256 characters
 * before it (a JSON object's `"keyName"` a line up, PuTTY's `Private-Lines:`), in
 * the run itself, or in the 128 after it (`… The API key provided is not valid.`).
 */
function namedNear(text: string, start: number, end: number): boolean {
  // A value right after a label that says what else it is (`peer: …`, `public key: …`, `nonce=…`) is that, whatever is near.
  const before = text.slice(Math.max(0, start - 64), start);
  const label = LABEL.exec(before)?.[1] ?? ATTACHED_LABEL.exec(before)?.[1];
  if (label !== undefined && publicLabel(label)) return false;
  // In prose, the last word before it that names anything: `IDTokenValidationError: nonce mismatch (expected …)` names a nonce.
  const words = before.slice(-48).replace(/([a-z])([A-Z])/g, "$1 $2").match(/[A-Za-z][a-z0-9]*/g) ?? [];
  // (A key of a kind that is no secret is named by the word before it: `Cache restored from key: deps-Linux-…`.)
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!.toLowerCase();
    if (w === "key" && i > 0 && KEY_OF_DATA.has(words[i - 1]!.toLowerCase())) return false;
    // (An id that is the secret: Vault's `secret id`, a `session id`.)
    if (w === "id" && i > 0 && /^(?:secret|session)$/i.test(words[i - 1]!)) break;
    if (SECRET_NEAR.test(w)) break;
    if (PUBLIC_LABEL_WORDS.has(w)) return false;
  }
  return SECRET_NEAR.test(text.slice(Math.max(0, start - 256), Math.min(text.length, end + 128)));
}

/** Keys of data, not of locks, named in prose by the word before `key`: a cache's, a table's, a map's, a host's. */
const KEY_OF_DATA = new Set(["cache", "primary", "foreign", "sort", "partition", "range", "hash", "row", "unique", "composite", "idempotency", "lookup", "object", "map", "shard", "group", "join", "index", "dedup", "routing", "translation", "public", "pub", "host"]);

/** A name written against its value, `name=value`, in a query (`?gclid=`, `&client-id=`) or a log's fields (`code_challenge=`). */
const ATTACHED_LABEL = /(?:^|[\s?&;,{(])([A-Za-z][\w.-]{0,40})=["']?$/;
/** A label just before a value on its line: a name of words, a colon or `=`, maybe quotes. */
const LABEL = /(?:^|[\n{,;]|[ \t]{2})[ \t]*["']?([A-Za-z][\w .-]{0,40}?)["']?[ \t]*[:=][ \t]*["']?$/;
/** Words of labels of values that look random and are public: a public half, a peer's key, ids, digests, nonces, cursors. */
const PUBLIC_LABEL_WORDS = new Set([
  "pub", "public", "publishable", "peer", "fingerprint", "hash", "digest", "checksum", "etag", "nonce", "salt", "iv", "id", "uuid",
  "guid", "commit", "revision", "trace", "span", "request", "address", "addr", "challenge", "cursor", "marker", "next", "sid", "site",
  "thumbprint", "gclid", "fbclid", "msclkid", "utm", "campaign", "lease", "shasum", "integrity", "kid", "encrypted", "sealed", "ciphertext",
  "job", "run", "task", "build", "order", "execution", "deployment", "instance", "container", "device",
]);

/**
 * Whether a label says what else its value is, by its words in any case and joined any way (`AUTH0_CLIENT_ID`,
 * `VAPID_PUBLIC_KEY`, `code_challenge`, `NextMarker`), unless it also names a secret (`client_secret`, `private_key`).
 */
function publicLabel(label: string): boolean {
  // (Ciphertext under a secret's name is sealed: `encrypted_password`, `sealedSecret`.)
  if (/encrypted|sealed|ciphertext/i.test(label)) return true;
  if (/secret|private|passw|token/i.test(label)) return /(?:next|page|continuation|starting|request)[ _.-]?token/i.test(label);
  const words = label.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  // (A key of data is named by a word before it: `X-Cache-Key`, `partition_key`, `Cache restored from key:`.)
  if (words.at(-1) === "key" && words.slice(0, -1).some((w) => KEY_OF_DATA.has(w))) return true;
  return words.some((w) => PUBLIC_LABEL_WORDS.has(w) || /^sha\d*$/.test(w));
}

/** A URL's scheme and host, then path up to where a run starts. */
const IN_URL = /[a-z][\w+.-]{0,15}:\/\/[^\s"'<>()]{0,256}$/i;

/**
 * A URL whose path holds a long random segment (a webhook's, a shared link's): the URL is the
 * credential. Ids in paths (ULIDs, UUIDs, hashes) are of one case or hex, and stay.
 */
function capabilityPath(text: string, start: number, run: string, spans: Span[]): boolean {
  if (!IN_URL.test(text.slice(Math.max(0, start - 256), start + 1))) return false;
  let at = start;
  let found = false;
  for (const part of run.split("/")) {
    if (part.length >= 32 && mixed(part) && entropy(part) >= 4.0 && randomMass(part) >= 24) {
      spans.push({ start: at, end: at + part.length, kind: "token" });
      found = true;
    }
    at += part.length + 1;
  }
  return found;
}

/** Words that name an id or a digest: the value after them is no secret (`x-amz-id-2:`, `SHA256:`, `"etag":`). */
const ID_WORDS = /^(?:id|ids|uuid|guid|digest|hash|checksum|sum|etag|fingerprint|thumbprint|shasum|integrity|challenge|gclid|fbclid|msclkid|sha\d*|md5|version|commit|revision|rev|trace|span|request|correlation|nonce|build|cf)$/i;
const SECRET_WORDS = /secret|token|pass|pwd|key|auth|private|session|cookie|cred|sig/i;

/** A name that says its key is the public half (`public key:`, `PublicKey =`, `pubkey`). */
const PUBLIC_NAME = /\bpub(?:lic)?[ \t_.-]?key["']?[ \t]{0,4}[:=][ \t]{0,4}["']?$/i;

/** Whether the name just before `at` says the value is an id, a digest or a public key. */
function afterIdName(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 80), at);
  if (PUBLIC_NAME.test(before)) return true;
  const name = /([\w.-]{1,64})["']?[ \t]{0,4}[:=][ \t]{0,4}["']?$/.exec(before)?.[1];
  if (!name || SECRET_WORDS.test(name)) return false;
  const words = name.split(/[._-]|(?<=[a-z])(?=[A-Z])/).filter((w) => w && !/^\d+$/.test(w));
  return ID_WORDS.test(words.at(-1) ?? "");
}

/** What stands before a run that makes it something else than a secret. */
const NOT_SECRET_BEFORE = new RegExp(
  [
    "(?:sha(?:1|224|256|384|512)|md5|blake2b)-$", // npm integrity
    "\\bh1:$", // go.sum
    ";base64,$", // data: URLs
    "(?<![\\w.])pk\\.$", // Mapbox's public token: pk.eyJ…
    "(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\\d+|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\\.com)(?:-cert-v01@openssh\\.com)?[ \\t]+$", // public keys and certificates
    "[?&][\\w.%-]{1,64}=$", // a URL's query value
    "\"(?:x|y|n|e|kid|x5t|x5t#S256|x5c|alg|crv|kty|use|key_ops)\"[ \\t]*:[ \\t]*\\[?[ \\t]*\"$", // a JWK's public members
    "(?:^|\\n)[ \\t]*-?[ \\t]*(?:x|y|n|e|x5t|x5c)[ \\t]*:[ \\t]*[\"']?$", // the same in YAML
  ].join("|"),
);

/** Whether base64 decodes to something that is no key: text, or a file with a known signature. */
export function dataInBase64(run: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(run) && !/^[A-Za-z0-9_-]+={0,2}$/.test(run)) return false;
  // A certificate or a public key in PEM, as kubeconfig's certificate-authority-data holds it: its first bytes say so,
  // whether or not the rest decodes.
  if (/^LS0tLS1CRUdJTi[A-Za-z0-9+/]{48}/.test(run) && /^-----BEGIN (?!.{0,40}PRIVATE)/.test(atob(run.slice(0, 64)))) return true;
  let bytes: string;
  try {
    bytes = atob(run.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(run.length / 4) * 4, "="));
  } catch {
    return false;
  }
  if (/^(?:\x89PNG|GIF8|\xff\xd8\xff|%PDF|PK\x03\x04|\x1f\x8b|BZh|\x00asm|RIFF)/.test(bytes)) return true;
  // An SSH public key or certificate in its wire form: a length, then its type's name (`ssh-ed25519-cert-v01@…`).
  if (/^\x00\x00\x00[\x07-\x40](?:ssh-|ecdsa-|sk-)/.test(bytes)) return true;
  // A certificate or a public key in PEM, as kubeconfig's certificate-authority-data holds it.
  if (/^-----BEGIN (?!.{0,40}PRIVATE)/.test(bytes.slice(0, 64))) return true;
  // A private key or a user:password in base64 is still a secret (kubeconfig's client-key-data, Docker's auth).
  // (JSON with no secret's name in it is neither, though `{"alg":"RS256"}` has the shape of one: a JWT's header alone is
  // public; a Docker config's `{"auths":…}` is not.)
  const json = /^[{[]"/.test(bytes) && !/"(?:auths?|password|passwd|token|secret|[\w-]*key|credentials?)"/i.test(bytes);
  if (/PRIVATE KEY/.test(bytes) || (/^[\x21-\x39\x3b-\x7e]{1,128}:[\x21-\x7e]{1,256}$/.test(bytes) && !json)) return false;
  let printable = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13) printable++;
  }
  return printable / bytes.length >= 0.6;
}

/** PEM blocks that hold no secret (certificates, public keys, signatures): `[start, end)` pairs. */
function publicBlocks(text: string): [number, number][] {
  if (!contains(text, "-----BEGIN ")) return [];
  const blocks: [number, number][] = [];
  const marker = /-----(BEGIN|END) ([A-Z0-9 ]{1,40})-----/g;
  let open: { at: number; label: string } | undefined;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    // A public block cut short (`gpg --export | head -4`) runs to the next BEGIN, or to the end of the text.
    if (m[1] === "BEGIN") {
      if (open && !open.label.includes("PRIVATE")) blocks.push([open.at, m.index]);
      open = { at: m.index, label: m[2]! };
    } else if (open && open.label === m[2] && !m[2]!.includes("PRIVATE")) {
      blocks.push([open.at, m.index]);
      open = undefined;
    } else open = undefined;
  }
  if (open && /PUBLIC|CERTIFICATE|SIGNATURE|SIGNED MESSAGE/.test(open.label)) blocks.push([open.at, text.length]);
  return blocks;
}

/** Random-looking keys and tokens in `text`. */
export function findRandomTokens(text: string, spans: Span[]): void {
  const blocks = publicBlocks(text);
  let block = 0;
  // Runs of MIN characters or more, found as Boyer–Moore skips: when the character MIN - 1 ahead is
  // no token character, no such run starts before it. `i` is always where a run may start.
  const n = text.length;
  for (let i = 0; i + MIN <= n; ) {
    if (!isToken(text.charCodeAt(i + MIN - 1))) {
      i += MIN;
      continue;
    }
    // Every kind of key here has an upper-case letter and a digit: a run without both (a path, a UUID, a word) is passed over unread.
    let classes = charClass(text.charCodeAt(i + MIN - 1));
    let start = i + MIN - 1;
    while (start > i && isToken(text.charCodeAt(start - 1))) classes |= charClass(text.charCodeAt(--start));
    let bodyEnd = i + MIN;
    while (bodyEnd < n && isToken(text.charCodeAt(bodyEnd))) classes |= charClass(text.charCodeAt(bodyEnd++));
    i = bodyEnd;
    while (i < n && i - bodyEnd < 2 && text.charCodeAt(i) === 61) i++; // `=` padding
    // What follows a mark is glued to it, as the secret it replaced was; past 4096 characters a run is data (a blob, a bundle).
    if (bodyEnd - start < MIN || (classes & UPPER_AND_DIGIT) !== UPPER_AND_DIGIT || text.charCodeAt(start - 1) === 1 || bodyEnd - start > 4096) continue;
    const token = text.slice(start, i);
    // Hex and UUIDs, the most common long runs in logs, are digests and ids: the cheapest test first.
    if (HEX.test(token)) continue;
    while (block < blocks.length && blocks[block]![1] <= start) block++;
    if (block < blocks.length && blocks[block]![0] < start) continue;
    const run = text.slice(start, bodyEnd);
    // A path of words with a random name in it is a file's (`fixtures/secrets/1mStN6….json`), as is a run with an extension after it.
    if (/^[a-z]{2,}(?:[-_][a-z]+)*\/(?:[a-z]{2,}(?:[-_][a-z]+)*\/)*[^/]+$/.test(run) && /^\.[a-z][a-z0-9]{0,4}\b/.test(text.slice(bodyEnd, bodyEnd + 6))) continue;
    if (!looksLikeKey(run, namedNear(text, start, i))) {
      // (A query's value is named by its parameter, not a capability of the path: `?client-id=…`.)
      if (text.charCodeAt(start - 1) !== 61) capabilityPath(text, start, run, spans);
      continue;
    }
    if (NOT_SECRET_BEFORE.test(text.slice(Math.max(0, start - 96), start)) || afterIdName(text, start)) continue;
    if (dataInBase64(token)) continue;
    spans.push({ start, end: i, kind: "token" });
  }
}
