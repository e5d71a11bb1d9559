/**
 * Secrets known by their name: `DB_PASSWORD=…`, `"api_key": "…"`, `token: …`,
 * `--password X`, `AccountKey=…;`, `- name: X_TOKEN value: …`, wherever they sit
 * on a line (after a log prefix, inside one-line JSON, in a URL's query).
 */

import { cookieHeader, cookieValues } from "./cookies.ts";
import { chosenPassword, humanPassword, randomLetters } from "./value-shapes.ts";
import { PUBLIC } from "./random-tokens.ts";
import type { Span } from "./redact.ts";
import { contains } from "./contains.ts";

/** How sure a name is of holding a secret; `weak` names (`key`, `auth`) need a value that looks like one. */
export type Strength = "strong" | "weak";

/** Where a name holding a secret may hide; the scan starts at these, not at every word. */
// (`[a-z_]pw\b` rather than `pw`: a two-letter stem halves how far the search may skip, measured 5 times slower on some texts.)
const STEMS = "pass|pwd|[a-z_]pw\\b|psk|secret|token|key|auth|cred|sig|cookie|login|sess|sid|seed|mnemonic|pat|saml|senha|kennwort|contrasen|clave|wachtwoord|haslo|losenord|adgangskode|salasana|heslo|jelszo|sifre|lozinka|geslo|parool|parola|mdp";
/** Searched in the text in lower case when the caller has it (as quick as a search ignoring case is slow). */
const STEM_LOWER = new RegExp(STEMS, "g");
const STEM_ANY_CASE = new RegExp(STEMS, "gi");
/** Longer runs of name characters are data, not names. */
const MAX_NAME = 64;

/** [A-Za-z0-9_.-] by character code: this runs for every character of a candidate name. */
function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
}

/**
 * A password's name in the languages whose people name their settings in their own words (`BANCO_SENHA`, `db_passwort`,
 * `HASLO`, `mot_de_passe`), as names are written: ASCII, one word (password-lines.ts has the same words in prose).
 */
const PASSWORD_IN_OTHER_LANGUAGES = ["senha", "passwort", "kennwort", "contrasena", "clave", "wachtwoord", "haslo", "losenord", "passord", "adgangskode", "salasana", "heslo", "jelszo", "sifre", "lozinka", "geslo", "parool", "parola", "mdp", "motdepasse"];
const STRONG = new Set(["password", "passwd", "passphrase", "secret", "token", "credential", "credentials", "cred", "creds", "apikey", "authorization", "signature", "sig", "cookie", ...PASSWORD_IN_OTHER_LANGUAGES]);
/** Words after the secret's own name that still name the secret (SECRET_KEY_BASE, client-key-data). */
const SAME_SECRET = new Set(["base", "value", "data", "b64", "base64", "hex", "raw", "string"]);
/** `…_key` names that are not secrets: database keys, cache keys, public keys. */
const NOT_SECRET_KEY = new Set([
  "public", "pub", "publishable", "primary", "foreign", "sort", "partition", "range", "hash", "cache", "row",
  "unique", "composite", "idempotency", "lookup", "object", "map", "shard", "group", "join", "index", "dedup",
  "socket", // Sec-WebSocket-Key: a handshake's nonce
  "redis", "s3", "dedupe", "file", "storage", "message", "event", "routing", "sorting", "translation", "i18n", "foreign",
  "host", // ssh's `Server host key:`, a public key
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
  const key = option ? `-${name}` : name;
  let strength = judged.get(key);
  if (strength === undefined) {
    if (judged.size > 4096) judged.clear();
    judged.set(key, (strength = judgeName(name, option) ?? "none"));
  }
  return strength === "none" ? undefined : strength;
}

/** Whether a name holds a secret (secret-names.ts judges its value). */
export const isSecretName = (name: string) => secretName(name) !== undefined;

/** Names already judged: a log repeats the same few thousand times. */
const judged = new Map<string, Strength | "none">();

function judgeName(name: string, option: boolean): Strength | undefined {
  const w = words(name);
  while (w.length > 1 && SAME_SECRET.has(w.at(-1)!)) w.pop();
  // A secret's word written in two (`pass_phrase`, `api_key` is judged below, `pass_word`): judged as one.
  if (w.length > 1 && /^(?:passphrase|password|passwd|passcode)$/.test(w.at(-2)! + w.at(-1)!)) w.splice(-2, 2, w.at(-2)! + w.at(-1)!);
  if (w.length > 2 && w.slice(-3).join("") === "motdepasse") w.splice(-3, 3, "motdepasse");
  // SAML's response and assertion are bearer credentials (`SAMLResponse=…`).
  if (/^saml(?:response|assertion)$|^saml$/.test(w.join("")) || (w.at(-2) === "saml" && /^(?:response|assertion)$/.test(w.at(-1)!))) return "strong";
  // Ciphertext kept under a secret's name (`encrypted_password`, `encryptedData`, `sealed_secret`) is no secret.
  if (w.some((x) => /^(?:encrypted|sealed|ciphertext)$/.test(x))) return undefined;
  const last = w.at(-1) ?? "";
  const compound = w.length > 1;
  if (last === "pwd" || last === "pass") return compound || option ? "strong" : "weak";
  // bindpw, rootpw, DB_PW; a pre-shared key; a passcode.
  if (/^(?:\w*pw|psk|passcode)$/.test(last)) return "strong";
  // A login or a session id is a secret when its value looks drawn at random (`sonar.login=sqp_…`, `sessionid=…`), not a user's name.
  // An account's sid names the account (Twilio's `AC…`); a page's or a request's token is a cursor or an idempotency key.
  if (last === "sid" && w.at(-2) === "account") return undefined;
  if (last === "token" && /^(?:next|page|continuation|pagination|idempotency|sync|resume|cursor|starting|request)$/.test(w.at(-2) ?? "")) return undefined;
  // A key made public by design: anything named public (`NEXT_PUBLIC_…`, `VAPID_PUBLIC_KEY`), a captcha's site key.
  if (w.includes("public") || (last === "key" && w.at(-2) === "site")) return undefined;
  // (A server's session cookie under its framework's prefix, one word: PHPSESSID, JSESSIONID, ASPSESSIONIDxyz. A
  // `session_id` of two words is as often an analytics or a shell session's id.)
  if (last === "login" || last === "session" || last === "sid" || /^\w*sess(?:ion)?id\w{0,8}$/.test(last)) return "weak";
  // A wallet's or a signer's seed and mnemonic are its private key.
  if (last === "mnemonic" || (last === "seed" && compound)) return "strong";
  // Nomad's and Consul's `SecretID`, Vault's AppRole `secret_id`: the id that is the secret (unlike an accessor's),
  // when it looks drawn at random (AWS's `secret_id = "prod/db"` names one).
  if (last === "id" && w.includes("secret")) return "weak";
  // authkey, apikey, signingkey: one word naming a key that is secret.
  if (/^(?:auth|api|access|secret|private|signing|master|encryption|license|client|account|app|service|bot)key$/.test(last)) return "strong";
  // A routing key is a queue's word (`orders.created`), or, random, an alerting service's integration key.
  if (last === "key") return !compound || w.at(-2) === "routing" ? "weak" : NOT_SECRET_KEY.has(w.at(-2)!) ? undefined : "strong";
  if (last === "auth") return compound ? "strong" : "weak";
  if (STRONG.has(last) || /(?:password|passwd|secret|token)$/.test(last)) return "strong";
  // A block of them (`secrets:`, `passwords:`); not `tokens`, which counts a model's words.
  if (/(?:password|secret)s$/.test(last)) return "strong";
  if (option && last.endsWith("pass")) return "strong"; // keytool -storepass
  // redis.conf's requirepass and masterauth; a personal access token (GITHUB_PAT).
  // (OAuth is a protocol's name: `oauth: code_challenge=…` names no secret.)
  // (A proxy's `bypass` list and `nopass` are words, not passwords.)
  if (/^\w+(?:pass|auth)$/.test(last) && !/^oauth\d*$|^(?:by|no)pass$/.test(last)) return "weak";
  if (last === "pat") return compound ? "strong" : "weak";
  return undefined;
}

const PLAIN_WORD = /^[A-Za-z][a-z]{0,23}$/;
/** Flags, types (`password: string`), fetch's `credentials` modes and a permission's levels (`id-token: write`). */
export const NOT_A_VALUE = /^(?:true|false|null|none|nil|undefined|yes|no|on|off|bearer|basic|digest|negotiate|ntlm|ssh-[a-z0-9]+|ecdsa-sha2-[a-z0-9]+|rsa|ed25519|string|number|boolean|bool|any|unknown|object|bigint|symbol|never|void|str|int|float|bytes|include|omit|same-origin|read|write|read-write|readwrite|read-only|readonly|write-only)[)\].,;]{0,3}$/i;

/**
 * Whether a value is the secret rather than a reference to one, a path, a
 * flag or a word of prose. `prose`: more words follow an unquoted value after
 * a colon or a spaced `=`, as in `Password: authentication failed for user "x"`.
 * `code`: the value may be code (bare, under a name that is not an environment
 * variable's), so a number or an identifier is not a secret there.
 */
function secretValue(value: string, strength: Strength, prose: boolean, code: boolean): boolean {
  const key = `${strength === "weak" ? "w" : "s"}${prose ? "p" : " "}${code ? "c" : " "}${value}`;
  let secret = judgedValues.get(key);
  if (secret === undefined) {
    if (judgedValues.size > 4096) judgedValues.clear();
    judgedValues.set(key, (secret = judgeValue(value, strength, prose, code)));
  }
  return secret;
}

/** Whether a value set apart as data (quoted, or a structure's field) is a secret under a name of that strength. */
export const namedValueSecret = (value: string, strength: Strength) => secretValue(value, strength, false, false);

/** Values already judged, for the same reason as names. */
const judgedValues = new Map<string, boolean>();

function judgeValue(value: string, strength: Strength, prose: boolean, code: boolean): boolean {
  // (A note in brackets, `Private-Key: (2048 bit, 2 primes)`, is no value either.)
  if (value.length < 4 || !/[A-Za-z0-9]/.test(value) || value.startsWith("[REDACTED:") || /^\(\d/.test(value)) return false;
  if (NOT_A_VALUE.test(value) || REFERENCE.test(value) || PLACEHOLDER.test(value) || isPath(value)) return false;
  // A scheme before a reference is a header's template: `Bearer $env:GRAPH_TOKEN`, `Basic ${CREDS}`.
  const scheme = /^(?:Bearer|Basic|Token|Bot|ApiKey|SSWS|Digest|token|bearer)[ \t]+(\S+)$/.exec(value);
  if (scheme && (REFERENCE.test(scheme[1]!) || PLACEHOLDER.test(scheme[1]!))) return false;
  // A host's name is one (`github.com`, `db.internal`), though a passphrase of dotted words is not (`bulut.kawaii.tree`).
  if (/^(?:[a-z0-9-]+\.)+(?:[a-z]{2,3}|local|localhost|internal|lan|cloud|online|site|tech|app|dev|test|example|corp|home|info|io)$|^(?:com|org|net|io|dev|app|de|uk|fr|nl|edu|gov)(?:\.[a-z0-9-]+){2,}$/i.test(value)) return false;
  // A date or a time is what it looks like (`last_login: 2026-11-27T22:00:00Z`), never a secret.
  if (/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return false;
  if (code && (/^\d{1,10}$/.test(value) || isIdentifier(value))) return false; // CloseBraceToken = 19, token: CancellationToken
  if (PUBLIC.test(value)) return false; // a key given to browsers: Mapbox's pk.eyJ…, Stripe's pk_live_…
  // A weak name's value is a secret when it looks drawn at random or chosen (with a symbol, or a word and two digits:
  // `pass: sommer22`), not when it is a name itself (`key="ClearTextPassword"`).
  // (Nor a namespaced key of words, a cache's or a queue's: `cache:v2:users`, `orders/eu/pending`.)
  const namespaced = /^[a-z][\w-]*(?:[:/][\w-]+){1,}$/i.test(value) && value.split(/[:/]/).every((p) => /^(?:[a-z]{2,}|v?\d{1,4}|[a-z]+[-_][a-z]+)$/i.test(p));
  if (strength === "weak") return randomLetters(value) || (!PLAIN_WORD.test(value) && !isIdentifier(value) && !namespaced && (looksRandom(value) || chosenPassword(value) || (humanPassword(value) && /\d\d/.test(value))));
  return !(prose && PLAIN_WORD.test(value));
}

/**
 * Where the secret is kept, not the secret: a template's or a tool's variable (`((db-password))`, `#{DbPassword}`,
 * `__DB_PASSWORD__`, `$$POSTGRES_PASSWORD`, `$env:X`, `<%= ENV['X'] %>`, `\${X}`, `$__env{X}`, SQL's `:password` and
 * `@NewPassword`), a YAML tag (`!Ref Param`, `!vault |`), a secret manager's address
 * (`op://…`, `vault:secret/…`, `ssm:/…`, an ARN), $VAR, ${VAR}, %VAR%, {{ template }},
 * <placeholder>, a call or an index, a dotted path in code (`settings.SECRET_KEY`,
 * `Bun.StringOrBuffer`; with no digit, unlike `hvs.CAESIJ4kQ8m0`).
 */
export const REFERENCE =
  /^(?:\(\([ \t]*[\w.\/-]{1,64}(?:[ \t]*\)\))?$|#\{|__[A-Z][A-Z0-9_]{1,62}__$|\$\$[A-Za-z_]\w{0,63}$|\$env:[A-Za-z_]\w{0,63}$|<%=?[^%\n]{1,120}%>$|\\\$\{|\$__\w{1,16}\{|[:@][A-Za-z_][A-Za-z_]{2,63}$|!!?[A-Za-z][A-Za-z_]{1,20}$|(?:vault|op|ssm|sm|gcpsm|awssm|secretsmanager|azurekv|keyvault|doppler|infisical|sops|bws|akv|ref\+\w+|env|file|fd):|@Microsoft\.KeyVault\(|projects\/[^/]+\/secrets\/|arn:aws:|(?:YOUR|MY|ENTER|INSERT|REPLACE|PUT|ADD)_[A-Z0-9_]+$|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|x{4,}$|\*{3,}$|\[(?:REDACTED|MASKED|HIDDEN|FILTERED|PROTECTED|SECRET|SENSITIVE|REMOVED|OMITTED|redacted|masked|hidden|filtered|protected|sensitive|removed|omitted)\]?$|\.{3}$|\$\{|\$[A-Z_][A-Z0-9_]*$|%[A-Za-z_]\w*%$|\{\{|<[A-Za-z_ -]{1,40}>$|%\([\w.-]{1,64}\)[sdr]$|[\w.$:]+\((?:[^)]*\)|[\w.$'", &-]*$)(?:\.[\w.$]+\(.*)?$|[\w.$]+\[|(?:self|this|settings|config|conf|cfg|env|process|os|app|ctx|context|request|req|params|args|options|opts|secrets|vars|values|props|data|credentials|creds|window|document|import\.meta|Bun|Deno|System|Environment|ENV|Rails|django)(?:\.[A-Za-z_$][\w$]*)+$|[A-Za-z_$]+(?:\.[A-Za-z_$]+)*\.(?=[A-Za-z_$]*[A-Z_$])[A-Za-z_$]+$|[A-Za-z_$]+(?:\.[A-Za-z_$]+)*\.(?:password|passwd|secret|token|key|apiKey|api_key|pass|pwd)$|process\.env\b|os\.environ\b)/;

/**
 * What documentation and tools print where a secret would go: an example's word (`changeme`,
 * `your-token-here`), a state in brackets (`(none)`, `(not set)`, `(hidden)`); and a Windows
 * security id under a `sid` name (`S-1-5-21-…`), which names an account; a note in brackets (`[hidden by client]`).
 */
export const PLACEHOLDER = /^(?:S-1(?:-\d+){2,}$|tok_(?:visa|mastercard|amex|discover|jcb|unionpay|chargeDeclined\w*)$|pm_card_\w+$|\[[a-z][a-z ]{0,30}\]$|change[-_]?me|example|placeholder|dummy|redacted|todo|tbd|x{3,}|replace[-_]?me|(?:your|my|insert|enter|put)[-_][\w-]{1,40}|\([a-z /-]{1,20}\)?)$/i;

/**
 * A name in code made of words (`CancellationToken`, `tempSecretKey`): humps of
 * three letters on average, where random letters of mixed case average two.
 * Only asked of values that may be code (see `secretValue`): `DB_PASSWORD=MyPass`
 * and `"password": "MyPass"` are secrets.
 */
function isIdentifier(value: string): boolean {
  if (!/^[A-Za-z_$][A-Za-z_$]*$/.test(value) || !/[a-z][A-Z]|[A-Z][a-z]/.test(value)) return false;
  const humps = value.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_/).filter(Boolean); // IDBValidKey: IDB, Valid, Key
  return humps.length >= 2 && value.length / humps.length >= 3;
}

/** A path (`/run/secrets/db`, `~/.aws/credentials`), unless a part of it looks like base64 (`/K7MDENG…`). */
function isPath(value: string): boolean {
  return /^(?:~|\.{1,2})?(?:\/[\w.@-]+)+\/?$/.test(value) && !value.split("/").some((part) => part.length >= 16 && kindsOfCharacter(part) === 3);
}

/** What a key or token looks like, unlike `value`, `v1-deps-{{ checksum }}` or a cache key of words and a hash (`node-cache-Linux-x64-8b67…`). */
function looksRandom(value: string): boolean {
  if (value.length < 8 || !/^[A-Za-z0-9+/=_.~:%-]+$/.test(value)) return false;
  if (value.split(/[-_.:/]/).filter((part) => /^[A-Za-z]{2,}$/.test(part) && kindsOfCharacter(part) === 1 || /^[A-Z][a-z]+$/.test(part)).length >= 2) return false;
  return kindsOfCharacter(value) >= 2 || /[+/=]/.test(value);
}

/** How many of lower case, upper case and digits `s` mixes. */
const kindsOfCharacter = (s: string) => Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/[0-9]/.test(s));

const TAB = 9, LF = 10, SPACE = 32, DQ = 34, HASH = 35, SQ = 39, MINUS = 45, SLASH = 47, COLON = 58, EQ = 61, GT = 62, BACKSLASH = 92;

/** The index after up to `max` spaces and tabs (and ESC bytes, what is left of a colour code, if `esc`). */
function skipBlank(text: string, i: number, max: number, esc = false): number {
  const limit = Math.min(text.length, i + max);
  for (; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && !(esc && c === 27)) break;
  }
  return i;
}

/**
 * Where the value starts after a name ending at `i`: a closing quote, then
 * `=`, `:`, `=>` or `:=` (not `==`, `::`, `://`); after an option's name also
 * a space (`--password X`). `loose`: the value may be the first word of prose.
 * Parsed by hand: this runs for every candidate name.
 */
function separatorAt(text: string, i: number, option: boolean, dsl = false): { end: number; loose: boolean; call?: boolean } | undefined {
  let j = text.charCodeAt(i) === BACKSLASH ? i + 1 : i;
  const q = text.charCodeAt(j);
  // (A typographic quote closes a name as a straight one does: `“api_key”: “…”`.)
  j = q === DQ || q === SQ || q === 0x201d || q === 0x2019 ? j + 1 : i;
  // Markdown's emphasis closes a label: `**Admin password:** …`, `__token__ = …`.
  while (j < i + 2 && (text.charCodeAt(j) === 42 || text.charCodeAt(j) === 95)) j++;
  // An index in code: `ENV["STRIPE_SECRET"] = …`, `config['password'] = …`; PHP's print_r: `[password] => …`.
  if (text.charCodeAt(j) === 93) j++;
  let k = skipBlank(text, j, 16, true); // `\x1b[1mDB_PASSWORD\x1b[0m=…`
  // A numbered label: `Unseal Key 1: …`, `Recovery Key #2: …`.
  if (j === i && k > j) {
    const n = /^#?\d{1,3}(?=[ \t]{0,4}:[ \t])/.exec(text.slice(k, k + 8));
    if (n) k = skipBlank(text, k + n[0].length, 4);
  }
  const c = text.charCodeAt(k);
  const next = text.charCodeAt(k + 1);
  let end: number;
  let colon = false;
  if (c === EQ && next !== EQ) end = next === GT ? k + 2 : k + 1;
  else if (c === COLON && next === EQ) end = k + 2;
  // Scala's and Rust macros' map arrow: `"password" -> "…"`, `password -> …`.
  else if (c === MINUS && next === GT && (j > i || k > j)) end = k + 2;
  else if (c === COLON && next !== COLON && next !== SLASH) [end, colon] = [k + 1, true];
  else if (option && j === i && k > i && c !== MINUS && k < text.length) return { end: k, loose: false };
  // A table's cell, then the next: `| npm_token | 8f3a… |`, `│ token │ … │` (a value that looks like a secret only).
  else if (c === 124 || c === 0x2502) {
    const v = skipBlank(text, k + 1, 16);
    return v > k + 1 ? { end: v, loose: false, call: true } : undefined;
  }
  // A call's quoted name and quoted value: `define('AUTH_KEY', '…')`, `setenv("API_TOKEN", "…")`.
  else if (j > i && c === 44) {
    const v = skipBlank(text, k + 1, 8);
    const vq = text.charCodeAt(v);
    return vq === q || (vq === BACKSLASH && text.charCodeAt(v + 1) === q) ? { end: v, loose: false, call: true } : undefined;
  }
  // A build script's `storePassword "…"` (Groovy, Ruby, HCL blocks): a name, a space, a quoted value;
  // a table's `token    hvs.…` (vault, aws configure list): a name, two spaces or more, a value.
  else if (j === i && k > i && dsl && (c === DQ || c === SQ || c > SPACE)) return { end: k, loose: false };
  else return undefined;
  // PHP's var_dump puts the value on the next line: `["password"]=>` then `string(10) "…"`; YAML's core tags stand
  // before it: `password: !!str …`.
  const dumped = /^[ \t]*\r?\n[ \t]{0,32}string\(\d{1,6}\)[ \t]|^[ \t]{0,8}!!(?:str|binary)[ \t]+|^\*{1,2}(?=[ \t])/.exec(text.slice(end, end + 64));
  if (dumped) end += dumped[0].length;
  const after = skipBlank(text, end, 16, true);
  // `token = await getToken()` is code and `Password: authentication failed` prose,
  // while `PASSWORD=abc def` sets PASSWORD to abc for the command def.
  return { end: after, loose: colon || after > end };
}

/** Ends a bare value: space or control, quotes, backtick, `,` `;` `&` `\`, and `<` `>` (generics in code, redirections in a shell). */
function endsBare(c: number): boolean {
  return c <= SPACE || c === DQ || c === SQ || c === 96 || c === 44 || c === 59 || c === 38 || c === BACKSLASH || c === 60 || c === GT;
}

/**
 * The last run of bare-value characters read: `[from, to)`. A run's end does
 * not depend on where in it a value starts, and values start in increasing
 * order, so each run is read once however many names point into it
 * (`key:key:key:…` would otherwise read up to 512 characters for each).
 * `values`: how many values started in it.
 */
interface BareRun {
  from: number;
  to: number;
  values: number;
}

/** More values than this in one run without a space, quote or comma: data, not settings. */
const MAX_VALUES_IN_A_RUN = 16;

function bareEnd(text: string, i: number, run: BareRun): number {
  if (i < run.from || i >= run.to) {
    let e = i;
    while (e < text.length && !endsBare(text.charCodeAt(e))) e++;
    [run.from, run.to, run.values] = [i, e, 0];
  }
  run.values++;
  return Math.min(run.to, i + 512);
}

/**
 * The value starting at `i` (quoted, quoted inside an escaped string, or bare),
 * its head (see `head`), and whether prose follows it.
 */
function valueAt(text: string, i: number, loose: boolean, run: BareRun): (Span & { value: string; prose: boolean; quoted: boolean }) | undefined {
  // A value in a wrapper's call, as a debug print shows it: `password: Some("x")`, `Secret("x")`, `SecretString::new("x")`.
  const wrapped = WRAPPER.exec(text.slice(i, i + 40));
  if (wrapped) i += wrapped[0].length;
  // Python's byte and unicode literals (`b'…'`, `u'…'`), a YAML anchor (`password: &db …`) and a shell's spliced quote
  // (`-d '{"key":"'"$PW"'"}'`, the value between `'"` and `"'`) stand before the value.
  // (Looked for only after a first character that may begin one: this runs for every value.)
  const c0 = text.charCodeAt(i);
  const c1 = text.charCodeAt(i + 1);
  if (((c0 === 98 || c0 === 66 || c0 === 117 || c0 === 85) && (c1 === DQ || c1 === SQ)) || c0 === 38 || (c0 === DQ && c1 === SQ) || (c0 === SQ && c1 === DQ)) {
    const prefixed = /^(?:[bBuU](?=["'])|&[\w-]{1,64}[ \t]{1,8}(?=\S)|"'(?=")|'(?="[^"'\s]))/.exec(text.slice(i, i + 80));
    if (prefixed) i += prefixed[0].length;
  }
  const escaped = text.charCodeAt(i) === BACKSLASH;
  const q = text.charCodeAt(escaped ? i + 1 : i);
  const close = q === DQ || q === SQ ? q : CLOSING_QUOTE.get(q);
  if (close !== undefined) {
    const start = escaped ? i + 2 : i + 1;
    const limit = Math.min(text.length, start + 1024);
    let e = start;
    for (; e < limit; e++) {
      const c = text.charCodeAt(e);
      if (c === close || c === LF || (escaped && (c === BACKSLASH || c === DQ || c === SQ))) break;
      // (Between backticks or typographic quotes, one word: `\`cat /run/secrets/db\`` is a command.)
      if (q !== DQ && q !== SQ && c <= SPACE) return undefined;
      if (c === BACKSLASH && q === DQ && text.charCodeAt(e + 1) !== LF) e++; // \" inside "…"
    }
    e = Math.min(e, limit);
    return e > start ? { start, end: e, kind: "secret", value: head(text, start, e), prose: false, quoted: true } : undefined;
  }
  let e = bareEnd(text, i, run);
  const end = e;
  while (e > i && ")]}>:".includes(text[e - 1]!)) e--; // what closes the context: {password: x}, f(token: T):
  // A word that is itself a label (`Error looking up token: Code: 403`): prose, not a value.
  if (loose && text.charCodeAt(end - 1) === COLON && e === end - 1 && (text.charCodeAt(end) === SPACE || text.charCodeAt(end) === TAB)) return { start: i, end: e, kind: "secret", value: head(text, i, e), prose: true, quoted: false };
  if (e === i) return undefined;
  // More words after it (`Password: authentication failed`), or what ends a
  // statement, an argument or a type in code (`token = last;`, `f(signature: Signature, …)`, `= Token<T>`).
  const k = skipBlank(text, e, 8);
  const c = text.charCodeAt(k);
  const word = c > SPACE || c === 0; // NUL: a mark an earlier pass left (redact.ts)
  const prose = (loose && k > e && k < text.length && word && c !== HASH) || c === 59 || c === 41 || c === 44 || c === 60;
  return { start: i, end: e, kind: "secret", value: head(text, i, e), prose, quoted: false };
}

/** Quotes of prose and Markdown around a value, and their closers: backticks, typographic quotes, guillemets. */
const CLOSING_QUOTE = new Map([[96, 96], [0x201c, 0x201d], [0x2018, 0x2019], [0x201e, 0x201c], [0xab, 0xbb]]);

/** The calls a debug print wraps a value in (Rust's `Option` and secrecy types, Scala's and Kotlin's). */
const WRAPPER = /^(?:Some|Ok|Secret|SecretString|SecretBox|Sensitive|Masked|Protected)(?:::(?:new|from))?\((?=["'\w])/;

/**
 * What is judged of a value: its first 64 characters, enough to tell a path,
 * a reference or a word from a secret, and a bound on the work for each name
 * when names crowd (`key:key:key:…`, each value running to the end).
 */
const head = (text: string, start: number, end: number) => text.slice(start, Math.min(end, start + 64));

/** Where the line holding `i` ends, looking at most 256 characters ahead. */
function lineEndAt(text: string, i: number): number {
  const limit = Math.min(text.length, i + 256);
  for (let j = i; j < limit; j++) if (text.charCodeAt(j) === LF) return j;
  return limit;
}

/** A label's second word that still names the secret: `Secret ID`, `API Key`, `Client Secret`'s kin. */
const SECOND_WORD = /^ (?:ID|Id|id|Key|key|KEY|Token|token|Value|value)\b/;

/** An environment variable's name: its values are strings, never code. */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Whether only blanks stand before `s` on its line, maybe after a keyword that sets a variable (`ENV`, `setenv`). */
/** grep's prefix of a line it prints: the line's number, after the file's name when it read several. */
const GREP_PREFIX = /^(?:[\w.\/~-]{1,200}[:-])?\d{1,7}[:-]$/;
const isDigit = (c: number) => c >= 48 && c <= 57;

function startsLine(text: string, s: number): boolean {
  let i = s;
  while (i > 0 && (text.charCodeAt(i - 1) === SPACE || text.charCodeAt(i - 1) === TAB)) i--;
  if (i === 0 || text.charCodeAt(i - 1) === LF) return true;
  // grep's `1036:` or `redis.conf:1036:` before a file's line (`-` for a line of context) is no part of it.
  if (i > 1 && (text.charCodeAt(i - 1) === COLON || text.charCodeAt(i - 1) === MINUS) && isDigit(text.charCodeAt(i - 2))) {
    const lineStart = text.lastIndexOf("\n", i - 1) + 1;
    if (i - lineStart <= 256 && GREP_PREFIX.test(text.slice(lineStart, i))) return true;
  }
  if (i === s) return false;
  let w = i;
  while (w > 0 && w > i - 6 && isNameChar(text.charCodeAt(w - 1))) w--;
  if (!LINE_KEYWORDS.has(text.slice(w, i))) return false;
  while (w > 0 && (text.charCodeAt(w - 1) === SPACE || text.charCodeAt(w - 1) === TAB)) w--;
  return w === 0 || text.charCodeAt(w - 1) === LF;
}

/** Dockerfile's `ENV NAME value` and a shell's `setenv NAME value`. */
const LINE_KEYWORDS = new Set(["ENV", "ARG", "setenv", "SetEnv"]);

/** The secret after a name spanning [s, e), if the name holds one. */
function assignmentAt(text: string, s: number, e: number, run: BareRun): Span | undefined {
  if (text.startsWith("//", s - 2)) return undefined; // https://x-access-token:…@host is the URL pattern's, which keeps the host
  if (text.startsWith("${", s - 2)) return undefined; // ${API_TOKEN:?missing} expands a variable
  const option = text.charCodeAt(s) === MINUS;
  const name = option ? text.slice(s, e).replace(/^-+/, "") : text.slice(s, e);
  // Only a name that starts its line may take a quoted value after a space: `storePassword "…"`, not prose.
  // (Dockerfile's `ENV NAME value` and a shell's `setenv NAME value` start their lines with a keyword.)
  const dsl = !option && startsLine(text, s);
  // A keyword of Clojure's, EDN's or Ruby's maps takes its quoted value after a space: `{:password "…"}`.
  const keyword = text.charCodeAt(s - 1) === COLON && /^[\s{(\[,]?$/.test(text.slice(Math.max(0, s - 2), s - 1)) && /^[ \t]{1,8}["']/.test(text.slice(e, e + 9));
  const sep = keyword ? { end: skipBlank(text, e, 8), loose: false } : separatorAt(text, e, option, dsl);
  if (!sep) return option ? undefined : spacedKey(text, e, name, run);
  const strength = secretName(name, option);
  // A value after spaces alone (`storePassword "…"`, a table's `token    hvs.…`, redis.conf's `requirepass …`)
  // is taken only when it ends its line and is no plain word: `secret "db" not found`, `Password required` are prose.
  const spaced = dsl && !/[=:]/.test(text.slice(e, sep.end));
  if (!strength) return undefined;
  if (/\bpub(?:lic)?[ \t]+$/i.test(text.slice(Math.max(0, s - 16), s))) return undefined; // `public key: …` (wg show) is the public half
  // A part of an ARN or a URN (`…:123456789012:secret:prod/db`), not a name (unlike a YAML key that is a Ruby symbol, `:api_key:`).
  if (text.charCodeAt(s - 1) === COLON && text.charCodeAt(e) === COLON && isNameChar(text.charCodeAt(s - 2))) return undefined;
  const v = valueAt(text, sep.end, sep.loose, run);
  // A help text's metavariable: `--password=PASSWORD`, `--token TOKEN`.
  if (option && v && /^[A-Z][A-Z_-]{1,24}$/.test(v.value)) return undefined;
  if (spaced && v && (!/^["']?[ \t]*(?:\r?\n|$)/.test(text.slice(v.end, v.end + 16)) || (!v.quoted && PLAIN_WORD.test(v.value)))) return undefined;
  // A passphrase or a seed phrase is words: an unquoted one runs to the end of its line (`PASSPHRASE=correct horse battery`).
  if (v && !v.quoted && !option && /(?:passphrase|mnemonic|phrase)$/i.test(name)) {
    const end = lineEndAt(text, v.start);
    const phrase = text.slice(v.start, end).trimEnd();
    if (/^[a-z]{3,10}(?: [a-z]{3,10}){2,23}$/.test(phrase)) return { start: v.start, end: v.start + phrase.length, kind: "secret" };
  }
  const code = !v?.quoted && !ENV_NAME.test(name);
  // A variable's expansion piped to a command (`echo "$REGISTRY_PASSWORD" | base64`) is no table's cell.
  if (sep.call && text.charCodeAt(s - 1) === 36 && text.slice(e, sep.end).includes("|")) return undefined;
  // A call's second argument may be anything (`log("token", "refreshed")`): only a value that looks like a secret is one.
  if (sep.call) return v && secretValue(v.value, "weak", false, false) ? { start: v.start, end: v.end, kind: "secret" } : undefined;
  return v && secretValue(v.value, strength, v.prose, code) ? { start: v.start, end: v.end, kind: "secret" } : undefined;
}

/**
 * A key in prose, after its name and a space: `token 7f3a9c…e1 created for ci`, `API key Xk29…`. Only a
 * name that is surely a secret's, and a long value that looks drawn at random: `token expired`, `secret 3 of 5` stay.
 */
function spacedKey(text: string, e: number, name: string, run: BareRun): Span | undefined {
  if (text.charCodeAt(e) !== SPACE || secretName(name) !== "strong") return undefined;
  const v = valueAt(text, skipBlank(text, e, 2), false, run);
  if (!v || v.quoted || v.end - v.start < 20 || !looksRandom(v.value) || REFERENCE.test(v.value) || isPath(v.value)) return undefined;
  return { start: v.start, end: v.end, kind: "secret" };
}

/**
 * Secret values after secret names anywhere in `text`. Linear: the scan jumps
 * from one stem (pass, token, key…) to the next, each name's run of characters
 * is read once, and a value is read only after a name that holds a secret.
 */
export function findAssignments(text: string, found: Span[], lower?: string): void {
  const [STEM, view] = lower !== undefined && lower.length === text.length ? [STEM_LOWER, lower] : [STEM_ANY_CASE, text];
  const run: BareRun = { from: -1, to: -1, values: 0 };
  let done = 0;
  STEM.lastIndex = 0;
  for (let m = STEM.exec(view); m; m = STEM.exec(view)) {
    let s = m.index;
    while (s > done && isNameChar(text.charCodeAt(s - 1))) s--;
    let e = m.index + m[0].length;
    while (e < text.length && e - s <= MAX_NAME && isNameChar(text.charCodeAt(e))) e++;
    // A label of two words in a table: `Secret ID    = …`, `Client Secret: …`, `API Key: …`.
    const second = text.charCodeAt(e) === SPACE && e - s <= MAX_NAME ? SECOND_WORD.exec(text.slice(e, e + 8)) : null;
    if (second) e += second[0].length;
    if (e - s > MAX_NAME) {
      while (e < text.length && isNameChar(text.charCodeAt(e))) e++;
      done = STEM.lastIndex = e;
      continue;
    }
    // Not a name: the tail of a longer run, or a run glued to a mark (redact.ts), whose secret it was glued to before.
    const glued = s > 0 && (s === done ? isNameChar(text.charCodeAt(s - 1)) : text.charCodeAt(s - 1) === 1);
    // A Cookie or Set-Cookie header: each cookie is judged by its own name (cookies.ts).
    const cookies = glued || e - s > 10 || m[0].toLowerCase() !== "cookie" ? undefined : cookieHeader(text, s, e);
    if (cookies !== undefined) {
      done = STEM.lastIndex = cookieValues(text, cookies, found);
      continue;
    }
    const secret = glued ? undefined : assignmentAt(text, s, e, run);
    if (secret) found.push(secret);
    done = STEM.lastIndex = secret ? secret.end : e;
    // `key:key:key:…`: the rest of such a run holds no settings; the patterns still read it.
    if (run.values > MAX_VALUES_IN_A_RUN && done < run.to) done = STEM.lastIndex = run.to;
  }
}

// `- name: DB_PASSWORD` then `value: …` on the same line or the next (Kubernetes
// env, ECS task definitions as JSON, maybe escaped inside a JSON string), and
// `key="ApiKey" value="…"` (.NET's appSettings, Postman's variables).
const NAME_VALUE =
  /(?<![\w.\x01-])(?:\\?["'])?(?:name|key)(?:\\?["'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?["'])?(?<n>[\w.-]{1,64})(?:\\?["'])?[ \t]{0,8},?[ \t]{0,8}(?:\r?\n[ \t]{0,32}(?:-[ \t]{1,4})?)?(?:\\?["'])?value(?:\\?["'])?[ \t]{0,8}[:=][ \t\x1b]{0,16}/g;

/** Values of `name: X` / `value: …` pairs whose X holds a secret. */
export function findNameValuePairs(text: string, found: Span[]): void {
  if (!contains(text, "value")) return;
  const run: BareRun = { from: -1, to: -1, values: 0 };
  NAME_VALUE.lastIndex = 0;
  for (let m = NAME_VALUE.exec(text); m; m = NAME_VALUE.exec(text)) {
    const strength = secretName(m.groups!.n!);
    const end = m.index + m[0].length;
    const v = strength && valueAt(text, end, false, run);
    if (v && secretValue(v.value, strength, false, false)) {
      found.push({ start: v.start, end: v.end, kind: "secret" });
      NAME_VALUE.lastIndex = v.end;
    } else if (run.values > MAX_VALUES_IN_A_RUN) NAME_VALUE.lastIndex = Math.max(NAME_VALUE.lastIndex, run.to);
  }
}

export { appPassword, chosenPassword, humanPassword, madeOfWords, optionSyntax, passphrase, randomLetters } from "./value-shapes.ts";
