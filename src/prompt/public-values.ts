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
 */
import type { Span } from "./redact.ts";
import { publicLabel, publicLabelBefore } from "./public-labels.ts";
import { publicRanges } from "./public-outputs.ts";

/** The kinds a finder gives a value it took by its place (a name, a slot, a line): judged by their context too. */
const GENERIC = new Set(["secret", "password", "token", "credentials", "keyvalue", "csv", "markdown"]);

/** A predicate for one block of text: whether a span found in it is a look-alike, to be left as it is. */
export function lookAlikes(view: string): (s: Span) => boolean {
  let ranges: [number, number][] | undefined;
  return (s) => {
    if (s.kind === "private-key" || s.end - s.start > 8192) return false;
    const value = view.slice(s.start, s.end);
    const form = byForm(value);
    if (form !== "none") return form === "public";
    if (placeholderAround(view, s) || referenceAround(view, s, value) || browserConfig(view, s, value) || sameAsUser(view, s.start, value)) return true;
    if (!GENERIC.has(s.kind)) return false;
    if (localPath(view, s) || FILE_EXTENSION.test(view.slice(s.end, s.end + 12)) || byContext(view, s.start, value)) return true;
    ranges ??= publicRanges(view);
    if (!/^[^\s]+$/.test(value) || !inside(ranges, s)) return false;
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
    verdict = privateForm(value) ? "private" : placeholder(value) || publicForm(value) || innerLabel(value) || publicStructure(value) || basicPlaceholder(value) ? "public" : "none";
    forms.set(value, verdict);
  }
  return verdict;
}
const forms = new Map<string, "private" | "public" | "none">();

/**
 * What the 512 characters before a value say it is: a documentation's example, a digest, a value under a public label,
 * an address on a chain's command line. Remembered by those characters and the value: in a long run of the same lines
 * (a pathological input, a repeated log line) each is judged once.
 */
function byContext(view: string, at: number, value: string): boolean {
  const key = `${view.slice(Math.max(0, at - 512), at)}\0${value}`;
  let verdict = contexts.get(key);
  if (verdict === undefined) {
    if (contexts.size > 1024) contexts.clear();
    verdict = documentationExample(view, at, value) || digestPrefixBefore(view, at) || publicLabelBefore(view, at, value) || chainAddress(view, at, value);
    contexts.set(key, verdict);
  }
  return verdict;
}
const contexts = new Map<string, boolean>();

/** Words on a line before a value that name it secret. */
const SECRET_BEFORE = /passw|secret|token|priv|credential|api[-_ ]?key|auth(?!or)|seed|mnemonic/i;

// ---------------------------------------------------------------------------------------------------------------
// Placeholders: what documentation, templates and generators write where a secret goes.

/** Words that say a value is to be filled in, or stands for one: at least one of them makes a value of words a placeholder. */
const INSTRUCTION = new Set([
  "your", "my", "here", "change", "changeme", "replace", "replaceme", "insert", "enter", "put", "fill", "example", "examples",
  "placeholder", "dummy", "fake", "sample", "todo", "tbd", "fixme", "redacted", "generated", "printed", "xxx", "goes", "notreal",
  "yours", "actual", "real",
]);
/** Words a placeholder is made of besides the instruction: what the secret is, and the little words around it. */
const FILLER = new Set([
  "key", "keys", "token", "tokens", "secret", "secrets", "password", "passwd", "pass", "pwd", "api", "apikey", "access", "auth",
  "value", "string", "the", "a", "an", "of", "for", "to", "with", "in", "is", "not", "no", "and", "or", "it", "me", "this", "that",
  "app", "client", "account", "user", "username", "id", "test", "live", "prod", "dev", "new", "own", "some", "goes", "will", "be",
  "webhook", "signing", "private", "public", "service", "bot", "access", "session", "sk", "pk",
  "production", "development", "staging", "local", "dev", "prod", "before", "deploy", "deploying", "use", "using", "only",
]);
/**
 * A key's body that ends in the word a documentation example is marked with (`AKIAIOSFODNN7EXAMPLE`,
 * `…bPxRfiCYEXAMPLEKEY`, `ghp_example_token`), or starts with it: not a body that merely holds the letters (`…EXAMPLEK3Y`).
 */
const MARKED =
  /(?:EXAMPLE|[Ee]xample|PLACEHOLDER|[Pp]laceholder|NOTREAL|[Nn]ot[-_]?[Rr]eal|DUMMY|[Dd]ummy|REDACTED|CHANGEME|[Cc]hange[-_]?[Mm]e)(?:[-_]?(?:KEY|[Kk]ey|TOKEN|[Tt]oken|SECRET|[Ss]ecret|ID|[Ii]d))?\d{0,2}$|^(?:EXAMPLE|[Ee]xample|PLACEHOLDER|[Pp]laceholder|DUMMY|[Dd]ummy)[-_.]/;
/** The secret's own noun as its value (`user:password@host`, `password: secret`): a form's example, not a secret. */
const ITS_NAME = /^(?:password|passwd|pass|pwd|secret|token|apikey|api[-_]key|key|credentials?|passphrase|pin)$/i;
/**
 * Passwords a tool ships and documents, the same on every machine: Java's cacerts (`changeit`), Android's debug keystore
 * (`android`), Google's P12 files (`notasecret`), MinIO's first login.
 */
const PUBLISHED = /^(?:changeit|android|notasecret|minioadmin)$/;
/** A Unix time under its name, seconds or milliseconds (`t=1772012331` in a webhook's signature header). */
const TIMESTAMP = /^(?:t|ts|timestamp)=1[5-9]\d{8}(?:\d{3})?$/;
/**
 * A file's name of words and a version (`terraform_1.8.2_SHA256SUMS`) or with an extension (`app-2.4.1.tar.gz`):
 * what an option's slot holds more often than a password.
 */
const FILE_NAME = /^[A-Za-z][\w+-]*(?:[._-]v?\d+(?:\.\d+)+[\w.+-]*|\.(?:zip|gz|tgz|tar|xz|bz2|txt|json|ya?ml|xml|csv|log|sh|py|jar|deb|rpm|whl|sig|asc|sum|sums|md|conf|cfg|ini|toml|lock))$/;
/** A file's name: words and numbers, with an extension, or with a version (not a date: `maria_02.04.1965` is a password) and two words. */
function fileName(v: string): boolean {
  if (!FILE_NAME.test(v)) return false;
  const pieces = v.split(/[-_.+]/);
  if (!pieces.every((w) => /^(?:[A-Za-z][a-z]*|[A-Z]+\d*[A-Z]*|\d+|v\d+|[a-z]+\d+)$/.test(w))) return false;
  if (/\.[a-z]{2,4}$/.test(v) && !/\.\d+$/.test(v)) return true;
  return !/\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d{2}/.test(v) && pieces.filter((w) => /^[A-Za-z]{3,}/.test(w)).length >= 2;
}

/**
 * A secret's name where its value would be (a table of secrets in a README, `secretName: db-password`): words in lower
 * case, the last of them the secret's noun. A passphrase of words names no secret (`horse-battery-staple`).
 */
const SECRET_NAME = /^[a-z]{2,16}(?:[-_][a-z]{2,16}){0,3}[-_](?:password|passwd|token|tokens|secret|secrets|key|keys|credentials|creds|api|apikey|cert|certs|tls)$/;

/** Addresses, not a secret: a list of IPs or networks (`10.0.0.0/8,169.254.169.254/32`). */
const IP = String.raw`(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?:\/\d{1,3})?)`;
const ADDRESSES = new RegExp(String.raw`^${IP}(?:[,; ]+(?:${IP}|localhost|\.?[a-z0-9-]+(?:\.[a-z0-9-]+)+))*$`, "i");
/**
 * Words of prose and settings that a finder took as a value after a secret's name: `--token or --discovery-token must
 * be set`, `id-token: write`, `password: <sensitive>`.
 */
const PROSE = new Set([
  "must", "should", "shall", "will", "would", "can", "could", "may", "might", "is", "are", "was", "were", "be", "been", "being",
  "has", "have", "had", "not", "and", "or", "but", "the", "for", "from", "with", "without", "into", "onto", "when", "if", "then",
  "read", "write", "none", "required", "optional", "missing", "invalid", "expired", "revoked", "empty", "unset", "set",
  "sensitive", "hidden", "masked", "secret", "provided", "needed", "given", "supplied", "present", "absent", "ignored", "enabled",
  "disabled", "inherit", "inherited", "default", "auto", "generated", "printed", "omitted", "unknown", "see", "via", "below", "above",
]);

/** Whether a value is a placeholder by its body: words of an instruction, one repeated character, a documentation mark, a word. */
export function placeholder(value: string): boolean {
  const v = value.replace(/^[<{[("'`]+|[>}\])"'`.,;:]+$/g, "");
  if (!v) return false;
  if (ITS_NAME.test(v) || PUBLISHED.test(v) || PROSE.has(v.toLowerCase()) || TIMESTAMP.test(v) || ADDRESSES.test(v)) return true;
  if (fileName(v) || SECRET_NAME.test(v)) return true;
  if (MARKED.test(v)) return true;
  if (repeated(v)) return true;
  // A body of words (after a prefix such as `sk_test_` or `SG.`): all words, one of them an instruction.
  const words = v.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[-_.\s/:+]+/).filter(Boolean);
  // (A vendor's prefix, whatever it is, before two words or more: `xoxb-your-bot-token-here`.)
  if (words.length >= 3 && /^[a-z0-9]{1,6}$/.test(words[0]!) && !INSTRUCTION.has(words[0]!)) words.shift();
  if (words.length === 0 || words.some((w) => !/^[a-z]+$/.test(w))) return false;
  return words.some((w) => INSTRUCTION.has(w)) && words.every((w) => INSTRUCTION.has(w) || FILLER.has(w) || /^x+$/.test(w));
}

/**
 * A body that is one character repeated (`xxxxxxxx`, `AKIAXXXXXXXXXXXXXXXX`, `ghp_000000…`): the value ends in a run of
 * one letter, `0`, `*` or `#`, eight long or more, that makes up half its letters and digits, or every run of four or
 * more is one character repeated (`SG.xxxxxxxx.xxxxxxxx`).
 */
function repeated(v: string): boolean {
  // (The run is counted back from the end by hand: a regex ending in `\1{7,}$` retries at every position of a long run.)
  const last = v.at(-1)!;
  let run = 0;
  while (run < v.length && v[v.length - 1 - run] === last) run++;
  if (run >= 8 && /[A-Za-z0*#•]/.test(last) && run * 2 >= v.replace(/[^A-Za-z0-9*#•]/g, "").length) return true;
  const runs = v.split(/[^A-Za-z0-9*#•]+/).filter((r) => r.length >= 4);
  return runs.length > 0 && runs.every((r) => /^(.)\1+$/.test(r)) && runs.some((r) => r.length >= 6);
}

/** A value inside a template's or a form's brackets: `<generated, not printed>`, `<your token>`, `{{ token }}`, `${{ … }}`. */
function placeholderAround(view: string, s: Span): boolean {
  const before = view.slice(Math.max(0, s.start - 4), s.start);
  const after = view.slice(s.end, Math.min(view.length, s.end + 80));
  if (/<$/.test(before) || view.startsWith("<", s.start)) return /^[\w ,.'’-]{0,64}>/.test(after) || /^<[\w ,.'’-]{1,64}>$/.test(view.slice(s.start, s.end));
  return /(?:\$\{\{|\{\{|\$\{)[ \t]*$/.test(before) && /^[\w.\[\]'" -]{0,64}\}/.test(after);
}

// ---------------------------------------------------------------------------------------------------------------
// Public by form.

/** A digest with its algorithm's name, an SRI hash, an SSH or a PGP fingerprint: `sha256:…`, `SHA256:…`, `sha512-…`, `sha256//…`. */
const DIGEST = /^(?:sha(?:1|224|256|384|512)|md5|blake2b?|blake3)(?::|\/\/|-)/i;
/** An Ethereum address (20 bytes) or an uncompressed or raw public key (64 bytes, maybe after 04); a Bitcoin bech32 address. */
const CHAIN = /^0x(?:[0-9a-fA-F]{40}|(?:04)?[0-9a-fA-F]{128})$|^(?:bc|tb)1[02-9ac-hj-np-z]{38,58}$|^[xyzt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/;
/**
 * Ids by their form: a ULID, an onion service's address, OAuth clients' ids that browsers get (Google's
 * `….apps.googleusercontent.com`, a GitHub App's `Iv1.…`), a Firebase app's id, and an API's object ids with their
 * type's prefix (Stripe's `evt_`, `req_`, `cus_`, `pi_`…; not the `…_secret_…` a PaymentIntent's client holds).
 */
const IDS =
  /^[0-7][0-9A-HJKMNP-TV-Z]{25}$|^[a-z2-7]{56}\.onion$|\.apps\.googleusercontent\.com$|^Iv[123]\.[0-9a-f]{16}$|^\d:\d{6,15}:(?:web|android|ios):[0-9a-f]{8,40}$|^(?:evt|req|pi|cus|ch|in|sub|prod|price|acct|seti|txn|re|po|pm|cs_(?:test|live)|ii|il|si|file|link|py|txi|du|dp|ic)_(?!.*_secret_)[A-Za-z0-9]{8,64}$/;

/** Whether a value is public by its form. */
export function publicForm(value: string): boolean {
  const v = value.replace(/^["']|["',;]$/g, "");
  if (DIGEST.test(v) || CHAIN.test(v) || IDS.test(v)) return true;
  // The JWT every tutorial shows (jwt.io's: John Doe, sub 1234567890, iat 1516239022), signed with a published secret.
  if (v.startsWith("eyJ") && /^[\w-]+\.eyJ[\w-]+\.[\w-]+$/.test(v)) return /"sub":\s*"1234567890"[^]*"iat":\s*1516239022/.test(decode(v.split(".")[1]!));
  if (!/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(v)) return false;
  // PEM in base64 (a Kubernetes secret's tls.crt, kubeconfig's certificate-authority-data): `-----BEGIN ` is `LS0tLS1CRUdJTi`.
  if (v.startsWith("LS0tLS1CRUdJTi")) return publicPem(decode(v));
  // An SSH public key's or certificate's blob: a length, then the key type's name.
  if (v.startsWith("AAAA")) return sshPublic(decode(v.slice(0, 96)));
  // minisign's public key (`Ed`, a key id, 32 bytes) and signature (64 bytes); its secret key is longer.
  if (v.startsWith("RW")) {
    const bytes = decode(v);
    // (A line cut or mistyped by a character still says what it is by its first bytes and about its size.)
    return /^E[dD]/.test(bytes) && ((bytes.length >= 40 && bytes.length <= 43) || (bytes.length >= 72 && bytes.length <= 75));
  }
  // DER: a certificate (SEQUENCE, SEQUENCE, [0] version) or a SubjectPublicKeyInfo (SEQUENCE, SEQUENCE, OID of a public algorithm).
  if (v.startsWith("MI") || v.startsWith("MF") || v.startsWith("MC") || v.startsWith("MH")) return publicDer(decode(v.slice(0, 64)));
  return false;
}

/**
 * Private material by its form, whatever its label says (`tls.crt:` over a certificate bundled with its key): base64 of
 * PEM that holds a private key, of an OpenSSH private key (`openssh-key-v1`), DER of a PKCS#8 or PKCS#1 private key.
 */
export function privateForm(value: string): boolean {
  const v = value.replace(/^["']|["',;]$/g, "");
  if (v.startsWith("b3BlbnNzaC1rZXktdjE") || /^MII[A-Za-z0-9+/]{2}[AQgw]IBA(?:DAN|AK)/.test(v)) return true;
  return v.startsWith("LS0tLS1CRUdJTi") && /PRIVATE|SECRET/.test(decode(v.slice(0, 65536)));
}

/** Standard or URL-safe base64 to a byte string ("" when it is none). */
function decode(v: string): string {
  const b = v.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  try {
    return atob(b.slice(0, b.length - (b.length % 4 === 1 ? 1 : 0)).padEnd(Math.ceil(b.length / 4) * 4, "="));
  } catch {
    return "";
  }
}

/** PEM armour of public material only: no private or secret key anywhere in it. */
const publicPem = (text: string) =>
  /^-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|X509 CRL|(?:NEW )?CERTIFICATE REQUEST|(?:RSA |EC |DSA )?PUBLIC KEY|SSH2 PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|OPENSSH CERTIFICATE)-----/.test(text) &&
  !/PRIVATE|SECRET|ENCRYPTED/.test(text);

function sshPublic(bytes: string): boolean {
  if (bytes.length < 8) return false;
  const n = (bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8) | bytes.charCodeAt(3);
  if (n < 7 || n > 64) return false;
  return /^(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com|(?:ssh|ecdsa|sk)-[\w.@-]{1,40}-cert-v0\d@openssh\.com|rsa-sha2-(?:256|512))$/.test(bytes.slice(4, 4 + n));
}

/** OIDs of public-key algorithms in DER: rsaEncryption, RSASSA-PSS, id-ecPublicKey, DSA, X25519, Ed25519, X448, Ed448. */
const KEY_OIDS = ["\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01", "\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0a", "\x2a\x86\x48\xce\x3d\x02\x01", "\x2a\x86\x48\xce\x38\x04\x01", "\x2b\x65\x6e", "\x2b\x65\x70", "\x2b\x65\x6f", "\x2b\x65\x71"];

function publicDer(bytes: string): boolean {
  // The length of a DER element's header at `at` (tag, then a short or a long length).
  const header = (at: number) => {
    const len = bytes.charCodeAt(at + 1);
    return len < 0x80 ? 2 : 2 + (len & 0x7f);
  };
  if (bytes.charCodeAt(0) !== 0x30) return false;
  const inner = header(0);
  if (bytes.charCodeAt(inner) !== 0x30) return false;
  const third = inner + header(inner);
  // A certificate: its TBSCertificate opens with the explicit [0] version.
  if (bytes.charCodeAt(third) === 0xa0 && bytes.charCodeAt(third + 2) === 0x02) return true;
  // A SubjectPublicKeyInfo: its AlgorithmIdentifier opens with a public-key algorithm's OID (not PBES2's: that is an encrypted private key).
  if (bytes.charCodeAt(third) !== 0x06) return false;
  const oid = bytes.slice(third + 2, third + 2 + bytes.charCodeAt(third + 1));
  return KEY_OIDS.includes(oid);
}

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

/** Words that mark what follows on a line as documentation's example. */
// (Not the word inside a host's name: `db.example.com` is where a real password goes too.)
const EXAMPLE_MARK = /(?:\b[Ee]\.g\.|\b[Ff]or (?:example|instance)\b|\b[Ee]xamples?:|^[ \t#/*-]*(?:Example|EXAMPLE)s?\b(?![.-])|\bsuch as\b|\b[Ss]ample:)[^\n]{0,96}$/;

/**
 * A documentation's example: a value of a person's kind (words, a short word and digits: `user:password@host`,
 * `s3cr3t`, `hunter2`) after "e.g." or "for example" on its line. What looks drawn at random is taken even there: a key
 * pasted into a README's example is still a key.
 */
function documentationExample(view: string, at: number, value: string): boolean {
  if (value.length > 24 || /[\s]/.test(value)) return false;
  if (!EXAMPLE_MARK.test(view.slice(Math.max(0, at - 128), at).split("\n").pop()!)) return false;
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + Number(/\d/.test(value));
  return !(value.length >= 12 && classes >= 2 && new Set(value).size >= value.length * 0.6);
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

/**
 * A password that is its user's name (`admin:admin@localhost`, `curl -u guest:guest`): a service's default, the first
 * guess of anyone, and no secret to keep from the model.
 */
function sameAsUser(view: string, at: number, value: string): boolean {
  if (value.length > 32 || view.charCodeAt(at - 1) !== 58) return false;
  const user = view.slice(Math.max(0, at - 1 - value.length - 1), at - 1);
  return user.slice(1) === value && /^[\s/'"=]/.test(user);
}

/** HTTP Basic credentials of a documentation's pair (`user:password`, `admin:admin`) in base64. */
function basicPlaceholder(v: string): boolean {
  if (!/^[A-Za-z0-9+/]{8,88}={0,2}$/.test(v)) return false;
  const pair = /^([^:\x00-\x1f]{1,64}):([^\x00-\x1f]{1,64})$/.exec(decode(v));
  return !!pair && (pair[1] === pair[2] || (placeholder(pair[2]!) && !/[^\x20-\x7e]/.test(pair[2]!)));
}

/** What stands right before a value says it is a digest: `sha256:`, `sha256//` (curl's pin), `SHA256:`, `sha512-`. */
function digestPrefixBefore(view: string, at: number): boolean {
  // (And a CSP's nonce: `'nonce-…'`.)
  return /(?:^|[^\w])(?:(?:sha(?:1|224|256|384|512)|md5|blake2b?|blake3)(?::|\/\/|-)|'nonce-)$/i.test(view.slice(Math.max(0, at - 12), at));
}

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

/** Whether a span lies inside one of the sorted ranges (a binary search: spans times ranges would be quadratic). */
function inside(ranges: [number, number][], s: Span): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]![0] <= s.start) (at = mid), (lo = mid + 1);
    else hi = mid - 1;
  }
  // Ranges may hold one another: look back over the few that start before the span.
  for (let i = at, n = 0; i >= 0 && n < 8; i--, n++) if (ranges[i]![1] >= s.end) return true;
  return false;
}
