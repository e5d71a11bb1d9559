/**
 * The name a value stands under says what it is: a public key, a signature, a fingerprint, a digest, an address, an
 * id, a lookup key, in any syntax (`name: value`, `name=value`, `"name": "value"`, `<Name>value`, a header, a table's
 * column, prose). Unless the same name also says secret, such a value is no secret (public-values.ts asks).
 */

/** Words of labels of values that are public by what they are. */
const PUBLIC_WORDS = new Set([
  "public", "pub", "pubkey", "publickey", "publishable", "fingerprint", "fingerprints", "thumbprint", "fp", "signature", "signatures", "sig",
  "digest", "hash", "checksum", "shasum", "integrity", "etag", "address", "addr", "cert", "certificate", "certificates", "crt",
  "x509certificate", "x509", "pin", "pins", "lease", "commit", "revision", "buildid",
]);
/** Words that name the value secret whatever else the label says (a webhook's signing secret, a certificate's private key). */
const SECRET_WORDS = /secret|priv|passw|passphrase|pwd|token|cred|seed|mnemonic|signing|hmac|session|cookie|auth|api[-_]?key|access|shared|sas\b|salt|otp/i;

/** Whether a label says its value is public (and nothing in it says secret). A `key` is public only when the label says so. */
export function publicLabel(label: string): boolean {
  if (SECRET_WORDS.test(label)) return false;
  const words = label.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.some((w) => PUBLIC_WORDS.has(w) || /^sha\d*$|^md5$/.test(w))) return false;
  // A PIN is a secret; a pin of a public key names its digest (`pin-sha256`).
  if (words.includes("pin") && !words.some((w) => /^sha\d*$/.test(w))) return false;
  return !words.includes("key") || words.some((w) => /^(?:public|pub|peer|host|verify|verifying|verification)$/.test(w));
}

/**
 * The label right before a value on its line: `name: value`, `name=value`, `"name": "value"`, `<Name>value`, a header.
 * Not a URL's query parameter (`&sig=`, `&X-Amz-Signature=`: a presigned URL's signature is its credential).
 */
const LABEL_BEFORE = /(?:^|[^\w.-])([A-Za-z][\w.:-]{0,60})(?:["'\]]?[ \t]*(?:[:=]|=>|->)[ \t]*["']?|>)$/;

export function publicLabelBefore(view: string, at: number): boolean {
  // The line up to the value, 512 characters of it at most (a header's name may be far before a signature).
  const before = view.slice(Math.max(0, at - 512), at);
  const whole = before.slice(before.lastIndexOf("\n") + 1);
  const line = whole.slice(-96);
  const m = LABEL_BEFORE.exec(line);
  if (!m) return false;
  if (/[?&;]$/.test(line.slice(0, m.index + 1)) || /https?:\/\/\S*$/.test(line.slice(0, m.index + 1))) return false;
  // An XML element's name loses its namespace (`ds:X509Certificate`).
  const label = m[1]!.replace(/^[\w-]+:(?=[A-Za-z])/, "");
  if (!publicLabel(label)) return false;
  // A request's signature is its credential (SigV4's `Signature=` in Authorization, an exchange's `X-SIGNATURE:` header):
  // signed anew for each request, and good for replaying it.
  return !/sig/i.test(label) || !(REQUEST_AUTH.test(whole) || HEADER.test(line.slice(0, m.index + 1 + label.length + 1)));
}

/** A line that authenticates a request. */
const REQUEST_AUTH = /authorization|credential=|keyid=|x-amz-|x-goog-|[<>] /i;
/** A header's name on its own line (`X-Signature:`, `Stripe-Signature:`, `> x-hub-signature-256:`), as HTTP writes it. */
const HEADER = /^[ \t]*(?:[<>][ \t]*)?[A-Za-z][A-Za-z0-9]*-[A-Za-z0-9-]+:$/;

