/**
 * Placeholders: what documentation, templates and generators write where a secret goes, whatever prefix it carries
 * (`sk_test_your_key_here`, `SG.xxxxxxxx.xxxxxxxx`, AWS's `…EXAMPLE` keys, `<generated, not printed>`, `admin:admin`,
 * `e.g. user:password@host`), and words a finder took for a value (`must`, `write`). Asked by public-values.ts.
 */
import type { Span } from "./redact.ts";
import { decode } from "./public-forms.ts";

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

/**
 * The secret's nouns, in a sentence about it. (Not `key`, `pin` or `secret`: a mnemonic's words hold them, and a piece of
 * one may read as a sentence.)
 */
const NOUN = /^(?:password|passwords|passphrase|passwd|token|tokens|credentials?)$/;
/** Words that say what happened to a secret, or is wrong with it: a sentence's, not a passphrase's. */
const STATUS = new Set([
  "unchanged", "changed", "updated", "update", "error", "errors", "failed", "failure", "incorrect", "invalid", "mismatch",
  "verification", "expired", "required", "missing", "denied", "rejected", "reset", "not", "too", "short", "weak", "empty",
  "accepted", "wrong", "successfully", "supplied", "unset", "locked", "manipulation", "authentication", "does", "match",
  "cannot", "can't", "mismatched", "unavailable", "revoked", "retype", "again",
]);

/**
 * A sentence a tool printed about a secret where a finder reads a value (`passwd: password unchanged`, `htpasswd:
 * password verification error`): words in lower case, the secret's noun among them and a word that says what happened.
 * A passphrase of words says neither (`correct horse battery staple`).
 */
function sentence(v: string): boolean {
  const words = v.replace(/[.!]$/, "").split(" ");
  if (words.length < 2 || words.length > 8 || words.some((w) => !/^[a-z]+(?:'[a-z]+)?$/.test(w))) return false;
  return words.some((w) => NOUN.test(w)) && words.some((w) => STATUS.has(w));
}

/** Whether a value is a placeholder by its body: words of an instruction, one repeated character, a documentation mark, a word. */
export function placeholder(value: string): boolean {
  const v = value.replace(/^[<{[("'`]+|[>}\])"'`.,;:]+$/g, "");
  if (!v) return false;
  if (ITS_NAME.test(v) || PUBLISHED.test(v) || PROSE.has(v.toLowerCase()) || TIMESTAMP.test(v) || ADDRESSES.test(v)) return true;
  if (fileName(v) || SECRET_NAME.test(v) || (v.includes(" ") && sentence(v))) return true;
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
export function placeholderAround(view: string, s: Span): boolean {
  const before = view.slice(Math.max(0, s.start - 4), s.start);
  const after = view.slice(s.end, Math.min(view.length, s.end + 80));
  if (/<$/.test(before) || view.startsWith("<", s.start)) return /^[\w ,.'’-]{0,64}>/.test(after) || /^<[\w ,.'’-]{1,64}>$/.test(view.slice(s.start, s.end));
  return /(?:\$\{\{|\{\{|\$\{)[ \t]*$/.test(before) && /^[\w.\[\]'" -]{0,64}\}/.test(after);
}

/** Words that mark what follows on a line as documentation's example. */
// (Not the word inside a host's name: `db.example.com` is where a real password goes too.)
const EXAMPLE_MARK = /(?:\b[Ee]\.g\.|\b[Ff]or (?:example|instance)\b|\b[Ee]xamples?:|^[ \t#/*-]*(?:Example|EXAMPLE)s?\b(?![.-])|\bsuch as\b|\b[Ss]ample:)[^\n]{0,96}$/;

/**
 * A documentation's example: a value of a person's kind (words, a short word and digits: `user:password@host`,
 * `s3cr3t`, `hunter2`) after "e.g." or "for example" on its line. What looks drawn at random is taken even there: a key
 * pasted into a README's example is still a key.
 */
export function documentationExample(view: string, at: number, value: string): boolean {
  if (value.length > 24 || /[\s]/.test(value)) return false;
  if (!EXAMPLE_MARK.test(view.slice(Math.max(0, at - 128), at).split("\n").pop()!)) return false;
  const classes = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + Number(/\d/.test(value));
  return !(value.length >= 12 && classes >= 2 && new Set(value).size >= value.length * 0.6);
}

/**
 * A password that is its user's name (`admin:admin@localhost`, `curl -u guest:guest`): a service's default, the first
 * guess of anyone, and no secret to keep from the model.
 */
export function sameAsUser(view: string, at: number, value: string): boolean {
  if (value.length > 32 || view.charCodeAt(at - 1) !== 58) return false;
  const user = view.slice(Math.max(0, at - 1 - value.length - 1), at - 1);
  return user.slice(1) === value && /^[\s/'"=]/.test(user);
}

/** HTTP Basic credentials of a documentation's pair (`user:password`, `admin:admin`) in base64. */
export function basicPlaceholder(v: string): boolean {
  if (!/^[A-Za-z0-9+/]{8,88}={0,2}$/.test(v)) return false;
  const pair = /^([^:\x00-\x1f]{1,64}):([^\x00-\x1f]{1,64})$/.exec(decode(v));
  return !!pair && (pair[1] === pair[2] || (placeholder(pair[2]!) && !/[^\x20-\x7e]/.test(pair[2]!)));
}
