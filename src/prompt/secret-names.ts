/**
 * Secrets known by their name: `DB_PASSWORD=…`, `"api_key": "…"`, `token: …`,
 * `--password X`, `AccountKey=…;`, `- name: X_TOKEN value: …`, wherever they sit
 * on a line (after a log prefix, inside one-line JSON, in a URL's query).
 */

export interface Found {
  start: number;
  end: number;
}

/** How sure a name is of holding a secret; `weak` names (`key`, `auth`) need a value that looks like one. */
type Strength = "strong" | "weak";

/** Where a name holding a secret may hide; the scan starts at these, not at every word. */
const STEM = /pass|pwd|secret|token|key|auth|credential|sig/gi;
const NAME_CHAR = /[A-Za-z0-9_.-]/;
const MAX_NAME = 64;

const STRONG = new Set(["password", "passwd", "passphrase", "secret", "token", "credential", "credentials", "apikey", "authorization", "signature", "sig"]);
/** Words after the secret's own name that still name the secret (SECRET_KEY_BASE, client-key-data). */
const SAME_SECRET = new Set(["base", "value", "data", "b64", "base64", "hex", "raw", "string"]);
/** `…_key` names that are not secrets: database keys, cache keys, public keys. */
const NOT_SECRET_KEY = new Set([
  "public", "pub", "publishable", "primary", "foreign", "sort", "partition", "range", "hash", "cache", "row",
  "unique", "composite", "idempotency", "routing", "lookup", "object", "map", "shard", "group", "join", "index", "dedup",
]);

/** The words of a name: `_authToken` → auth, token; `SECRET_KEY_BASE` → secret, key, base. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter(Boolean);
}

/**
 * Whether a name holds a secret, judged by its last word. `password_hash_algorithm`
 * or `TOKEN_EXPIRY` name something about a secret, not one; `PWD` alone is the
 * working directory and `PASS:` a test runner's verdict.
 */
export function secretName(name: string, option = false): Strength | undefined {
  const w = words(name);
  while (w.length > 1 && SAME_SECRET.has(w.at(-1)!)) w.pop();
  const last = w.at(-1) ?? "";
  const compound = w.length > 1;
  if (last === "pwd" || last === "pass") return compound || option ? "strong" : undefined;
  if (last === "key") return !compound ? "weak" : NOT_SECRET_KEY.has(w.at(-2)!) ? undefined : "strong";
  if (last === "auth") return compound ? "strong" : "weak";
  if (STRONG.has(last) || /(?:password|passwd|secret|token)$/.test(last)) return "strong";
  if (option && last.endsWith("pass")) return "strong"; // keytool -storepass
  return undefined;
}

const PLAIN_WORD = /^[A-Za-z][a-z]{0,23}$/;
const NOT_A_VALUE = /^(?:true|false|null|none|nil|undefined|yes|no|on|off)$/i;

/**
 * Whether a value is the secret rather than a reference to one, a path, a
 * flag or a word of prose. `prose`: more words follow an unquoted value after
 * a colon, as in `Password: authentication failed for user "x"`.
 */
export function secretValue(value: string, strength: Strength, prose: boolean): boolean {
  if (!/[A-Za-z0-9]/.test(value) || value.startsWith("[REDACTED:")) return false;
  if (NOT_A_VALUE.test(value)) return false;
  if (/^(?:\$|%[A-Za-z_]|\{\{|<[A-Za-z_ -]{1,40}>$|(?:~|\.{1,2})?\/|process\.env|os\.environ)/.test(value) || value.includes("(")) return false;
  if (strength === "weak") return looksRandom(value);
  return !(prose && PLAIN_WORD.test(value));
}

/** What a key or token looks like, unlike `value` or `v1-deps-{{ checksum }}`. */
function looksRandom(value: string): boolean {
  if (value.length < 8 || !/^[A-Za-z0-9+/=_.~:-]+$/.test(value)) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  return kinds >= 2 || /[+/=]/.test(value);
}

// After the name: a closing quote, then `=`, `:`, `=>` or `:=` (not `==`, `::`, `://`).
const SEPARATOR = /(\\?["'])?[ \t]{0,8}(=>|:=|=(?!=)|:(?![:/]))[ \t\x1b]{0,16}/y;
// After an option's name (`--password X`, `--password=X`).
const OPTION_SEPARATOR = /(?:[ \t]{1,8}|=)(?!-)/y;
const QUOTED = /(\\?)(["'])/y;
const DOUBLE_QUOTED = /(?:[^"\\\n]|\\[^\n]){1,1024}/y;
const SINGLE_QUOTED = /[^'\n]{1,1024}/y;
const ESCAPED_QUOTED = /[^"'\\\n]{1,1024}/y;
const BARE = /[^\s"'`,;&\\\x1b]{1,512}/y;
const MORE_WORDS = /[ \t]{1,8}[A-Za-z]/y;

const at = (re: RegExp, text: string, i: number) => {
  re.lastIndex = i;
  return re.exec(text);
};

/** The value starting at `i` (quoted or bare) and whether prose follows it. */
function valueAt(text: string, i: number, colon: boolean): (Found & { value: string; prose: boolean }) | undefined {
  const q = at(QUOTED, text, i);
  if (q) {
    const body = at(q[1] ? ESCAPED_QUOTED : q[2] === '"' ? DOUBLE_QUOTED : SINGLE_QUOTED, text, i + q[0].length);
    if (!body) return undefined;
    const start = i + q[0].length;
    return { start, end: start + body[0].length, value: body[0], prose: false };
  }
  const bare = at(BARE, text, i);
  if (!bare) return undefined;
  const value = bare[0].replace(/[)\]}>]+$/, ""); // closing brackets of the context: {password: x}
  if (!value) return undefined;
  const end = i + value.length;
  return { start: i, end, value, prose: colon && at(MORE_WORDS, text, end) !== null };
}

/** The secret after a name spanning [s, e), if the name holds one. */
function assignmentAt(text: string, s: number, e: number): Found | undefined {
  const option = text[s] === "-";
  const strength = secretName(text.slice(s, e).replace(/^-+/, ""), option);
  if (!strength) return undefined;
  const sep = at(SEPARATOR, text, e) ?? (option ? at(OPTION_SEPARATOR, text, e) : null);
  if (!sep) return undefined;
  const colon = sep[2] === ":";
  const v = valueAt(text, e + sep[0].length, colon);
  return v && secretValue(v.value, strength, v.prose) ? v : undefined;
}

/**
 * Secret values after secret names anywhere in `text`. Linear: the scan jumps
 * from one stem (pass, token, key…) to the next, each name's run of characters
 * is read once, and a value is read only after a name that holds a secret.
 */
export function findAssignments(text: string): Found[] {
  const found: Found[] = [];
  let done = 0;
  STEM.lastIndex = 0;
  for (let m = STEM.exec(text); m; m = STEM.exec(text)) {
    let s = m.index;
    while (s > done && NAME_CHAR.test(text[s - 1]!)) s--;
    let e = m.index + m[0].length;
    while (e < text.length && e - s <= MAX_NAME && NAME_CHAR.test(text[e]!)) e++;
    if (e - s > MAX_NAME) {
      while (e < text.length && NAME_CHAR.test(text[e]!)) e++;
      done = STEM.lastIndex = e;
      continue;
    }
    const secret = s === done && s > 0 && NAME_CHAR.test(text[s - 1]!) ? undefined : assignmentAt(text, s, e);
    if (secret) found.push(secret);
    done = STEM.lastIndex = secret ? secret.end : e;
  }
  return found;
}

// `- name: DB_PASSWORD` then `value: …` on the same line or the next (Kubernetes
// env, ECS task definitions as JSON).
const NAME_VALUE =
  /(?<![\w.-])["']?name["']?[ \t]{0,8}[:=][ \t]{0,8}["']?(?<n>[\w.-]{1,64})["']?[ \t]{0,8},?[ \t]{0,8}(?:\r?\n[ \t]{0,32}(?:-[ \t]{1,4})?)?["']?value["']?[ \t]{0,8}[:=][ \t\x1b]{0,16}/dg;

/** Values of `name: X` / `value: …` pairs whose X holds a secret. */
export function findNameValuePairs(text: string): Found[] {
  const found: Found[] = [];
  if (!text.includes("value")) return found;
  NAME_VALUE.lastIndex = 0;
  for (let m = NAME_VALUE.exec(text); m; m = NAME_VALUE.exec(text)) {
    const strength = secretName(m.groups!.n!);
    const end = m.index + m[0].length;
    const v = strength && valueAt(text, end, false);
    if (v && secretValue(v.value, strength, false)) {
      found.push(v);
      NAME_VALUE.lastIndex = v.end;
    }
  }
  return found;
}
