/**
 * The name a value stands under says what it is: a public key, a signature, a fingerprint, a digest, an address, an
 * id, a lookup key, in any syntax (`name: value`, `name=value`, `"name": "value"`, `<Name>value`, a header, a table's
 * column, prose). Unless the same name also says secret, such a value is no secret (public-values.ts asks).
 */
import { HARMLESS } from "./cookies.ts";

/** Words of labels of values that are public by what they are. */
const PUBLIC_WORDS = new Set([
  "public", "pub", "pubkey", "publickey", "publishable", "fingerprint", "fingerprints", "thumbprint", "fp", "signature", "signatures", "sig",
  "digest", "hash", "checksum", "shasum", "integrity", "etag", "address", "addr", "cert", "certificate", "certificates", "crt",
  "x509certificate", "x509", "pin", "pins", "lease", "commit", "revision", "buildid",
  // Ids, and protocol randomness that is public: a nonce (OIDC's, CSP's, Digest's), a PKCE challenge.
  "id", "ids", "uuid", "guid", "requestid", "traceid", "spanid", "correlationid", "kid", "nonce", "challenge",
]);
/** Words that name the value secret whatever else the label says (a webhook's signing secret, a certificate's private key). */
const SECRET_WORDS = /secret|priv|passw|passphrase|pwd|token|cred|seed|mnemonic|signing|hmac|session|cookie|auth(?!or)|api[-_]?key|access|shared|sas\b|salt|otp/i;
/**
 * What a key is qualified by when it is a lookup's, not a secret: `action key:` (Bazel), `Cache restored from key:`.
 * (Not a primary or a secondary key, not a storage account's, an event hub's or a routing key: Azure's and PagerDuty's are secrets.)
 */
const INDEXES =
  /\b(?:cache|ccache|action|partition|sort|foreign|idempotency|dedupe?|lookup|row|shard|composite|unique|index|translation|i18n|object)\b[^\n]{0,24}$/i;

/** Whether a label says its value is public (and nothing in it says secret). A `key` is public only when the label says so. */
export function publicLabel(label: string): boolean {
  if (SECRET_WORDS.test(label)) return false;
  const words = label.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  // Ciphertext under its name (`CiphertextBlob`, `cipher_text`): useless without a key kept elsewhere. (Not any value
  // called encrypted: what a tool calls so may be reversible, a Chrome cookie's `encrypted_value`.)
  if (words.includes("ciphertext") || (words.includes("cipher") && words.includes("text"))) return true;
  // A site's or a domain's ownership proof (`google-site-verification`, `facebook-domain-verification`): DNS publishes it.
  if (words.includes("verification") && words.some((w) => w === "site" || w === "domain")) return true;
  if (!words.some((w) => PUBLIC_WORDS.has(w) || /^sha\d*$|^md5$/.test(w))) return false;
  // A PIN is a secret; a pin of a public key names its digest (`pin-sha256`).
  if (words.includes("pin") && !words.some((w) => /^sha\d*$/.test(w))) return false;
  return !words.includes("key") || words.some((w) => /^(?:public|pub|peer|host|verify|verifying|verification)$/.test(w));
}

/** A JWK's public members: its modulus and exponent, its curve point, its id and certificate chain. */
const JWK_PUBLIC = /^(?:n|e|x|y|kid|x5c|x5t|x5t#S256|crv|alg|use)$/;
/** A value in prose right after what it identifies: `for job H0kL…`, `kid "XWBc…"`, `Account KgFs…`, `address 0x…`. */
const PROSE_ID =
  /^(?:job|build|run|task|order|trace|span|commit|pod|node|instance|device|deployment|container|image|release|issue|event|message|invoice|customer|tenant|workspace|project|cluster|kid|nonce|fingerprint|address|account|wallet|recipient|digest|checksum|hash)$/i;
/** A mismatch's expected or received value, named by what did not match: `nonce mismatch (expected 1Zmz…)`. */
const MISMATCH =
  /\b(?:nonce|challenge|etag|digest|checksum|hash|fingerprint|integrity|signature|sha\d*|md5)s?\b[^\n]{0,40}\b(?:expected|got|actual|received|computed|found)\b[ \t:=("'`]*$/i;
/** The end of a line where a mismatch's value follows (checked first: it is cheap). */
const MISMATCH_END = /(?:expected|got|actual|received|computed|found)[ \t:=("'`]*$/i;
/** A table's row: a name at the line's start, then two blanks or more (`lease_id           database/creds/…`, `vault read`). */
const COLUMN_LABEL = /^[ \t]*([A-Za-z][\w.-]{0,60})[ \t]{2,}$/;
/** A drawn table's row, its first cell the name (`│ User ID   │ UAK4… │`, `| Issuer ID | … |`): words, then the cell's edge. */
const CELL_LABEL = /^[ \t]*[│|┃][ \t]*([A-Za-z][\w.-]{0,30}(?: [A-Za-z][\w.-]{0,30}){0,3})[ \t]*[│|┃][ \t]*$/;
/** A structure's value under a parent that says public: Tendermint's `"pub_key":{"type":…,"value":"…"}`. */
const PUBLIC_PARENT = /["']?(?:pub_?key|public_?key|publicKey|PubKey)["']?[ \t]*:[ \t]*\{[^{}\n]{0,160}$/;
/** A PGP key's id or fingerprint (`signingkey = C45124BDA82BAE50`), under a name that says which key signs. */
const KEY_ID = /^(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})!?$/;

/** Characters of a label's name: letters, digits, `_ . : -`. */
const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 58 || c === 45;
const isBlank = (c: number) => c === 32 || c === 9;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * The label right before a value on its line and where it starts: `name: value`, `name=value`, `"name": "value"`,
 * `name => value`, `<Name>value`, a header. Read backwards by hand: a regex anchored at the end would be tried at every
 * position of the line, for every value.
 */
function labelBefore(line: string): { name: string; at: number } | undefined {
  let i = line.length;
  const code = (k: number) => line.charCodeAt(k);
  if (i && (code(i - 1) === 34 || code(i - 1) === 39)) i--;
  while (i && isBlank(code(i - 1))) i--;
  const sep = code(i - 1);
  if (sep === 62) i -= code(i - 2) === 61 || code(i - 2) === 45 ? 2 : 1; // => -> or an element's >
  else if (sep === 58 || sep === 61) i--;
  else return undefined;
  while (i && isBlank(code(i - 1))) i--;
  if (i && (code(i - 1) === 34 || code(i - 1) === 39 || code(i - 1) === 93)) i--;
  let j = i;
  while (j > 0 && i - j <= 61 && isNameChar(code(j - 1))) j--;
  if (i - j > 61) return undefined;
  while (j < i && !isLetter(code(j))) j++;
  return j < i ? { name: line.slice(j, i), at: j } : undefined;
}

/** The word right before a value in prose, after a blank and maybe a quote (`for job H0kL…`, `kid "XWBc…"`). */
function proseWordBefore(line: string): string {
  let i = line.length;
  if (i && /["'`]/.test(line[i - 1]!)) i--;
  const end = i;
  while (i && isBlank(line.charCodeAt(i - 1))) i--;
  if (i === end) return "";
  const stop = i;
  while (i && isLetter(line.charCodeAt(i - 1)) && stop - i < 24) i--;
  return i === 0 || /[\s(]/.test(line[i - 1]!) ? line.slice(i, stop) : "";
}

export function publicLabelBefore(view: string, at: number, value: string): boolean {
  // The line up to the value, 512 characters of it at most (a header's name may be far before a signature).
  const before = view.slice(Math.max(0, at - 512), at);
  const whole = before.slice(before.lastIndexOf("\n") + 1);
  const line = whole.slice(-96);
  const word = proseWordBefore(line);
  if (PROSE_ID.test(word)) return true;
  // An id in prose, named by the word before it (`request id …`, `version id …`), not a secret's (`secret id`, `session id`).
  if (/^(?:id|ids|uuid|guid)$/i.test(word)) {
    const named = /([A-Za-z][\w-]*)[ \t]+[A-Za-z]+[ \t]+["'`]?$/.exec(line.slice(-64))?.[1];
    if (named && !SECRET_WORDS.test(named)) return true;
  }
  // A lookup's key in prose: `cache key node-modules-…`, `ccache: key …`.
  if (/^key$/i.test(word) && INDEXES.test(line.slice(0, line.length - 5))) return true;
  if (whole.includes("{") && /pub/i.test(whole) && PUBLIC_PARENT.test(whole)) return true;
  if (MISMATCH_END.test(line) && !SECRET_WORDS.test(MISMATCH.exec(line)?.[0] ?? "token")) return true;
  // A cookie that carries no session (a load balancer's stickiness, bot management, analytics, a preference: cookies.ts
  // names them), all of its value, the name before it with no `;` between.
  if (/cookie/i.test(whole) && HARMLESS.test(/(?:^|[;\s:])([\w.-]{1,64})=[^;\s]*$/.exec(whole.slice(-128))?.[1] ?? "")) return true;
  const cell = CELL_LABEL.exec(line);
  // (A drawn table's bare `id` may be a token's: `openstack token issue` prints the token in its `| id |` row.)
  if (cell && /^(?:id|ids|uuid|guid)$/i.test(cell[1]!)) return false;
  const column = COLUMN_LABEL.exec(line) ?? cell;
  const found = labelBefore(line) ?? (column ? { name: column[1]!, at: line.indexOf(column[1]!) } : undefined);
  if (!found) return false;
  const { name } = found;
  const prefix = line.slice(0, found.at);
  // A JWK's public member, with its `kty` before it (a JSON's `"n": "…"`, a YAML's `n: …`); a lookup's key.
  if (JWK_PUBLIC.test(name) && /\bkty\b/.test(before)) return true;
  if (/^key$/i.test(name) && INDEXES.test(prefix)) return true;
  if (/signingkey|signing[-_. ]key|gpg|pgp|keyid|key[-_. ]id/i.test(name) && KEY_ID.test(value)) return true;
  if (/[?&;]$/.test(prefix) || /https?:\/\/\S*$/.test(prefix)) return false;
  // An XML element's name loses its namespace (`ds:X509Certificate`).
  const label = name.replace(/^[\w-]+:(?=[A-Za-z])/, "");
  if (!publicLabel(label)) return false;
  // A name written in words is judged whole: `Secret ID = …` (Nomad's token) is no id, `Accessor ID = …` is.
  const lead = /(?:^|[^\w.-])((?:[A-Za-z][\w.-]* ){1,2})$/.exec(prefix.slice(-48))?.[1];
  if (lead && SECRET_WORDS.test(lead)) return false;
  // A request's signature is its credential (SigV4's `Signature=` in Authorization, an exchange's `X-SIGNATURE:` header):
  // signed anew for each request, and good for replaying it.
  // (A webhook's signature names its scheme, `v0=…`, `sha256=…`, `t=…,v1=…`: the receiver checks it; no request is signed with it.)
  if (/^(?:v\d{1,2}|sha\d{1,3}|t)[=,]/.test(value) || /(?:^|[\s,;:'"])(?:v\d{1,2}|sha\d{1,3})=$/.test(line)) return !REQUEST_AUTH.test(whole.replace(/^[ \t]*[<>] /, ""));
  return !/sig/i.test(label) || !(REQUEST_AUTH.test(whole) || HEADER.test(prefix + name + ":"));
}

/** A line that authenticates a request. */
const REQUEST_AUTH = /authorization|credential=|keyid=|x-amz-|x-goog-|[<>] /i;
/** A header's name on its own line (`X-Signature:`, `Stripe-Signature:`, `> x-hub-signature-256:`), as HTTP writes it. */
const HEADER = /^[ \t]*(?:[<>][ \t]*)?[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9-]+:$/;

