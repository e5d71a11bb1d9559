/**
 * Passwords a line says it shows, in any of the languages people read their
 * tools in: `Passwort: …`, `Mot de passe : …`, `密码: …`, `Setting user password
 * for 'admin' to '…'`, a label line (`Password for the elastic user:`) with the
 * value on the next, a list of recovery codes under its heading, a seed phrase;
 * and the output of a command that prints a secret. Each line is read once,
 * from its first such word; a heading's value lines are a bounded few.
 */
import type { Span } from "./redact.ts";
import { chosenPassword, humanPassword, NOT_A_VALUE, PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { REFUSED } from "./rejected.ts";
import { PUBLIC } from "./random-tokens.ts";
import { QUERIES_ELSE } from "./printed-secrets.ts";

/** Words for a password, a passphrase or the codes that stand for one, in many languages. */
const WORDS = [
  // (Before `parola`, which is Romanian's and Turkish's password and Italian's word: the longer name first.)
  "parola d'ordine",
  // (And a name that ends in `pass` before its value, `remotepass = …`, `smtp_pass: …`: not a test runner's `PASS:`.
  // One alternative with `password`'s: a second starting with `pass` costs a try at every `pass`.)
  "pass(?:w(?:or)?d|(?<=[a-z][_.-]?pass)(?=[\\x20\\t]*[:=])|\\x20phrase)", "passphrase", "passcode", "\\bpsk\\b", "\\bpwd\\b", "\\bpw(?=[\\x20\\t]*[:=]|[\\x20\\t]+(?:is|was)[\\x20\\t])", "app password",
  "passwort", "kennwort", "mot de passe", "contrase[ñn]a", "\\bclave\\b", "\\bsenha\\b", "palavra-passe", "wachtwoord",
  "has[łl]o", "l[öo]senord", "passord", "adgangskode", "salasana", "\\bheslo\\b", "jelsz[óo]", "\\bparola\\b", "[şs]ifre",
  "lozinka", "\\bgeslo\\b", "slapta[žz]odis", "kata sandi", "kata laluan", "mật khẩu", "пароль", "密码", "密碼", "口令",
  "パスワード", "暗証番号", "비밀번호", "รหัสผ่าน", "كلمة المرور", "סיסמה", "पासवर्ड", "κωδικός",
  "رمز عبور", "گذرواژه", "پاس ورڈ", "পাসওয়ার্ড", "கடவுச்சொல்", "పాస్‌వర్డ్", "ಪಾಸ್‌ವರ್ಡ್", "പാസ്‌വേഡ്", "პაროლი", "գաղտնաբառ",
  "የይለፍ ቃል", "nenosiri", "contrasenya", "pasahitza", "contrasinal", "lykilorð", "\\bparool\\b", "\\bparole\\b", "fjalëkalim",
  "parolă", "лозинка", "парола", "нууц үг", "құпия сөз", "şifrə", "ពាក្យសម្ងាត់", "စကားဝှက်", "\\bsandi\\b",
  // A token or a secret key, where the language has a word of its own for it.
  "\\bjeton\\b", "schlüssel", "schluessel", "geheimnis", "\\bsecreto\\b", "\\bsegredo\\b", "токен", "令牌", "密钥", "秘钥", "シークレット", "トークン",
  "recovery codes?", "backup codes?", "setup key", "secret key", "mnemonic", "seed phrase", "recovery phrase",
  // What Windows' `netsh wlan show profile key=clear` labels the Wi-Fi password; Italian's other word for one; SNMP's
  // community string, its password.
  "key content", "snmp-server community", "community string",
  // An API key, in languages where "key" alone is as loose a word as in English: only the compound names one.
  "cl[ée] (?:d'|de l')?api", "chave (?:d[ae] )?api", "clave (?:de )?(?:la )?api", "chiave (?:dell')?api", "klucz(?:a)? api",
  "api ?(?:ключ|キー|키|密钥|金鑰|schl[üu]ssel|sleutel|nyckel|n[øo]gle|anahtar[ıi]?|avain|kl[íi][čc]|kulcs)", "ключ(?:а)? api",
]
  // A name's words may be joined by `_`, `-` or `.` (`DB_SENHA`, `mot_de_passe`): those end a word as a space does.
  .map((w) => w.replace(/^\\b/, "(?<![a-z0-9])").replace(/\\b$/, "(?![a-z0-9])").replaceAll(" ", "[ _.-]"));
const PASSWORD_WORDS = WORDS.join("|");
/**
 * Searched in the text in lower case: measured 3-5 times faster than ignoring case. In a text of
 * ASCII alone, only the ASCII words (`hasło` as `haslo`): their shortest is three letters, where a
 * word of two (`密码`) halves how far the search may skip.
 */
const ASCII_WORDS = WORDS.map((w) => w.replace(/\[([^\]]*)\]/g, (_set, inner: string) => `[${inner.replace(/[^\x00-\x7f]/g, "") || inner}]`))
  .filter((w) => /^[\x00-\x7f]*$/.test(w))
  .join("|");

/**
 * Commands that print a secret: a cluster's or a vault's, a cloud's token, a generated password, a
 * decoded value. Searched for in the same pass as the words, as the group `cmd`.
 */
const PRINTS_SECRET = String.raw`\bget secrets?\b|get-secret-value|\b(?:vault|bao) (?:kv )?(?:get|read)\b|\bgh auth token\b|\bpass (?!phrase\b)(?:show )?[\w/.-]+|\bop read\b|print-(?:access|identity)-token|get-login-password|get-access-token|find-(?:generic|internet)-password|\bcreate token\b|\bauth:token\b|\btoken create\b|\bopenssl rand\b|\bpwgen\b|\bsecrets\.token_|\/dev\/urandom|--gen-random|\bmkpasswd\b|\bxkcdpass\b|\bbase64 (?:-d|--decode)\b|\b(?:rails|rake) secret\b|key:generate --show|get_random_secret_key|\bgenkey\b|\bgenpsk\b|\bage-keygen\b|\bhtpasswd -nb?\b|\b(?:cat|head|tail|less|more|bat|type|get-content|gc) [^\s|;&]*(?:secret|passw|token|credential|psk|master\.key|\.key\b|keyfile|keypair|id\.json|htpasswd|shadow|\.pem\b|\.p12\b|\.pfx\b|id_rsa|id_ed25519|id_ecdsa)[^\s|;&]*`;
const PASSWORD_WORD = new RegExp(`(?<cmd>${PRINTS_SECRET})|${PASSWORD_WORDS}`, "g");
const PASSWORD_WORD_ASCII = new RegExp(`(?<cmd>${PRINTS_SECRET})|${ASCII_WORDS}`, "g");
const PASSWORD_WORD_ANY_CASE = new RegExp(`(?<cmd>${PRINTS_SECRET})|${PASSWORD_WORDS}`, "gi");
/** Words that name a phrase of words, whose value is the rest of the line. */
const PHRASE = /mnemonic|seed phrase|recovery phrase/i;
/** What ends a word of a line: space, quotes, backtick, ESC (a colour code's remains), `,` and `;`. */
const WORD_END = /[\s"'`\x1b,;]+/;
/** What of `s` comes before WORD_END. */
function firstWord(s: string): string {
  const cut = s.search(WORD_END);
  return cut < 0 ? s : s.slice(0, cut);
}
/** A word of a line, as WORD_END ends it. */
const WORD = /[^\s"'`\x1b,;]+/g;
/** A label's end: a colon (also the full-width one) or `=`, maybe after a closing bracket or quote. */
// (A prompt names what the password is for: `Password for 'https://git.acme.test':`, `Enter passphrase for key
// '/home/u/.ssh/id_ed25519':`, `Enter PIN for 'PIV Card Holder pin (PIV_II)':`, `Password for bob@host:`.)
const LABEL_END = /^[ \t]*(?:\([^)\n]{0,80}\)|[ \t]for[ \t]+(?:(?:key|user|account|token)[ \t]+)?(?:'[^'\n]{1,200}'|"[^"\n]{1,200}"|[^\s:'"]{1,100}))?[)\]"']?[ \t]*(?:::|[:：=])[ \t]*/;
/** `The new password is …`: the value after a verb that says what the password is. */
// (Also the verb in the languages of WORDS that have one: ist, est, es, é, è, er, är, jest, je, on, este, είναι, है,是.)
const IS = /^[ \t]+(?:is|was|are|ist|war|est|était|es|era|é|è|er|var|är|jest|je|on|oli|este|είναι|है|是|为|は|는|은)[ \t]*:?[ \t]+/;
/** `password "hund281"`, `PASSWORD 'kiwi2003'`, `IDENTIFIED BY '…'`: a quoted word right after the password's word. */
const QUOTED_AFTER = /^(?:[ \t]+[Bb][Yy])?[ \t]+(?<q>["'])(?<v>[^\s"']{4,128})\k<q>/;

/** A part after a password's word that names another thing: its holder's name, its file, a hint, its rules. */
const PUBLIC_PART = /^[-_.]?(?:identity|id|hint|file|path|name|user(?:name)?|length|policy|prompt|type|label|field|required|manager)(?![a-z])/i;

/** Words before a prompt's that make the line a message about it. */
const QUOTES_PROMPT = /\b(?:could not|couldn't|cannot|can't|unable to|failed to|error|fatal)\b/i;

/** The rest of a line after a password's word: words (no colon), then `: ` and one value that ends the line. */
const SENTENCE_VALUE = /^([^:\n]{1,80}?)[ \t]*:[ \t]+([^\s"'`:@/=]{8,64})[ \t]*$/;
/** A sentence's last words that name who or what a value is for, not the password. */
const WHO = /\b(?:user(?:name)?|account|login|host(?:name)?|e-?mail|file|path|server|realm|domain|id|name|database|db|role|key ?id|hash(?:ed)?|digest|checksum|fingerprint|salt|algorithm|scheme|format|type|version|policy|length|mode)[ \t]*$/i;

/** A value drawn at random or chosen: a password's symbol, letters and digits, or both cases mixed (not words in camel case). */
function drawnOrChosen(v: string): boolean {
  if (chosenPassword(v) || humanPassword(v)) return true;
  // (Hex alone is a digest's or an id's, not a password a line would show: `Password hash: 5f4dcc3b…`.)
  if (!/^[A-Za-z0-9]{8,64}$/.test(v) || /^[a-z]+(?:[A-Z][a-z]+)+$|^(?:[A-Z][a-z]+)+$|^[0-9a-f]+$|^[0-9A-F]+$/.test(v)) return false;
  if (/\d/.test(v) && /[A-Za-z]/.test(v)) return !/^[A-Za-z]+\d{1,4}$|^\d+[A-Za-z]{1,3}$/.test(v);
  return (v.match(/[a-z][A-Z]/g)?.length ?? 0) >= 3;
}

/** A value that stands for nothing: a placeholder, a mask, a path, a date, a version, a word of prose. */
function noValue(value: string): boolean {
  return (
    value.length < 6 || value.length > 128 || /[\x00-\x1f]/.test(value) || NOT_A_VALUE.test(value) || REFERENCE.test(value) || PLACEHOLDER.test(value) ||
    /^[A-Za-z][a-z]{0,23}[.:!?]?$|^[A-Z]{2,24}$/.test(value) || /^\d{4}-\d\d-\d\d|^v?\d+(?:\.\d+)+$|^(?:~|\.{1,2})?(?:\/[\w.@-]+)+\/?$/.test(value) || /%\(|%\w+%|\w\(.*\)|\{\{|<.*>/.test(value)
  );
}

/** Words no passphrase has, which prose after a password's word does (`Password: authentication failed for user`). */
const PROSE_WORDS = new Set(
  "a an the is are was were be been not no for to of in on at by with from and or but if must should will can could may required invalid incorrect wrong expired failed failure denied missing empty changed updated reset set too short long least characters character contain contains letters digits please enter again try sorry user users account authentication login sign does did do has have had this that it its see docs documentation".split(" "),
);

/**
 * The rest of a line as a passphrase: two to six words of letters or digits, three to twelve long, none a word of
 * prose, nothing else on the line. Groups of an app password (`iuz5 wk5v 68sa uqud`) are the same shape.
 */
function passphraseToEnd(rest: string): string | undefined {
  const phrase = rest.trim().replace(/^["']|["']$/g, "");
  const words = phrase.split(/ +/);
  if (words.length < 2 || words.length > 6 || phrase.length > 80) return undefined;
  // (A help text's metavariable, `PASSWORD`, is a word in capitals.)
  return words.every((w) => /^[\p{L}\p{N}]{3,12}$/u.test(w) && !PROSE_WORDS.has(w.toLowerCase()) && !/^[A-Z]{4,}$/.test(w)) ? phrase : undefined;
}

/**
 * A key or a token named in prose and given right after, quoted or not, through a few joining words: `using API key
 * c669…`, `invalid token "0ded…"`, `with api key 'f86a…'`. Hex and base64 count here, which a bare run does not.
 */
const KEY_IN_PROSE = /(?<![:/.\w-])(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|auth(?:entication)?[ _-]?(?:token|key)|access[ _-]?token|bearer[ _-]?token|token|secret)(?![\w-])(?:[ \t]{1,8}(?:is|was|of|with|for|provided|given|value|used)){0,4}[ \t]{0,64}[:=]?[ \t]{0,8}(?<q>["'`‘“]?)(?<v>[A-Za-z0-9+/][A-Za-z0-9+/=_.-]{15,255})(?:["'`’”]|(?=[\s,;)]|$))/gi;

/** Keys and tokens named in prose (KEY_IN_PROSE), when the value looks drawn at random: hex with letters and digits, or mixed. */
export function findKeysInProse(text: string, found: Span[]): void {
  if (!/token|key|secret/i.test(text)) return;
  KEY_IN_PROSE.lastIndex = 0;
  for (let m = KEY_IN_PROSE.exec(text); m; m = KEY_IN_PROSE.exec(text)) {
    const v = m.groups!.v!;
    const hex = /^[0-9a-f]{16,128}$/i.test(v) && /\d/.test(v) && /[a-f]/i.test(v);
    // (Only in prose: a setting's `token = …` is the name finders' to judge, a public key is left.)
    if (!(hex || (/[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && v.length >= 20)) || REFERENCE.test(v) || PLACEHOLDER.test(v) || PUBLIC.test(v)) continue;
    const start = m.index + m[0].lastIndexOf(v);
    found.push({ start, end: start + v.length, kind: "token" });
  }
}

/** A password in prose: chosen (a symbol and mixed characters) or generated (both cases and digits, few repeats). */
function passwordInProse(value: string): boolean {
  if (value.length < 8 || value.length > 64 || /\w[=:]/.test(value) || /^[^@\s]+@[\w-]+(?:\.[\w-]+)+$/.test(value) || noValue(value)) return false;
  // Words joined by a hyphen are prose in any language (`Reconnectez-vous`, `Two-factor`).
  if (/^\p{L}{2,}(?:-\p{L}{2,})+$/u.test(value)) return false;
  // Generated: both cases, and digits or the `_` `-` some generators use instead (`_fROrkLC-aAa`); not a name in camel case.
  return chosenPassword(value) || (value.length >= 10 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[\d_-]/.test(value) && !/[/=]/.test(value) && !/^[a-z]+(?:[A-Z][a-z]+)+$/.test(value) && new Set(value).size >= value.length * 0.6);
}

/** Words with a number that name a thing, not a password: a digest, an encoding, an architecture, a protocol's version. */
export const TECH_WORD = /^(?:sha|md|utf|base|ucs|latin|arm|amd|aarch|x|win|ipv|http|tls|ssl|oauth|saml|ldap|smtp|imap|pop|ftp|ssh|rsa|dsa|ecdsa|ed|aes|des|crc|pbkdf|scrypt|bcrypt|argon|iso|rfc|cve|gpt|claude|llama|python|node|php|java|ruby|perl|go|net|core|ubuntu|debian|centos|rhel|fedora|alpine|windows|macos|ios|android|es|ecma|html|css|mp|h|vp|av|user|host|server|node|db|web|app|api|test|vm|pod|rc|beta|alpha|release|build|version|port|error|code|line|row|page|step|item|attempt|try|retry|round|level|days?|hours?|minutes?|seconds?)[._-]?\d/i;

/** A line that holds one value: a single word, or groups of letters and digits (`hely nd55 wjys ktqq`). */
function valueLine(line: string): string | undefined {
  const trimmed = line.trim();
  if (/^\S+$/.test(trimmed)) return noValue(trimmed) ? undefined : trimmed;
  return /^(?:[A-Za-z0-9]{3,6} ){3,}[A-Za-z0-9]{3,6}$/.test(trimmed) && /\d/.test(trimmed) ? trimmed : undefined;
}

/** Pushes the span of `value` found at or after `from` in `text`, within a line's length. */
function mark(text: string, value: string, from: number, found: Span[], kind = "password"): void {
  const at = text.indexOf(value, from);
  if (at >= 0 && at < from + 1024) found.push({ start: at, end: at + value.length, kind });
}

/**
 * What a prompt for a password echoed (`Enter passphrase for key '/home/u/.ssh/id_ed25519': …`): the value's kind says
 * so, for the words the prompt quotes (a key's file, a card's name) are not a label of the value (public-values.ts).
 */
const TYPED = "typed-password";

/**
 * Where the line from `from` ends, looking at most `max` characters ahead (a longer line ends
 * there, and has no next line here): a search that ran to the end of a text without newlines
 * for every word found in it would make the whole quadratic.
 */
export function lineEnd(text: string, from: number, max = 512): { end: number; newline: boolean } {
  const i = text.slice(from, from + max).indexOf("\n");
  return i < 0 ? { end: Math.min(text.length, from + max), newline: false } : { end: from + i, newline: true };
}

/** Passwords that a line names (see the top of this file). */
export function findPasswordsOnLines(text: string, found: Span[], lower = text.toLowerCase()): void {
  // Lower case keeps every position unless a letter grows (`İ`); then case is ignored the slow way.
  const [words, view] = lower.length !== text.length ? [PASSWORD_WORD_ANY_CASE, text] : /[^\x00-\x7f]/.test(text) ? [PASSWORD_WORD, lower] : [PASSWORD_WORD_ASCII, lower];
  words.lastIndex = 0;
  let newlineAt = -1;
  let refused: boolean | undefined;
  for (let m = words.exec(view); m; m = words.exec(view)) {
    if (m.groups?.cmd !== undefined) {
      words.lastIndex = Math.max(words.lastIndex, secretOutput(text, m.index, found));
      continue;
    }
    const from = m.index + m[0].length;
    // A longer name whose last word names what is public about the secret: `--tls-psk-identity`, `--password-hint`,
    // `psk_id`, `--password-file`.
    const after = text.charCodeAt(from) | 32;
    if ((after === 45 || after === 127 || after === 46 || (after >= 97 && after <= 122)) && PUBLIC_PART.test(text.slice(from, from + 16))) continue;
    // The line's end, its newline searched for once a line (a line of many such words must not make it quadratic),
    // and of the line what a label, a value or prose can use.
    if (newlineAt < from) {
      newlineAt = text.indexOf("\n", from);
      if (newlineAt < 0) newlineAt = text.length;
    }
    const end = Math.min(newlineAt, from + 512);
    const newline = end === newlineAt && newlineAt < text.length;
    const rest = text.slice(from, Math.min(end, from + 256));
    words.lastIndex = end;
    let label = LABEL_END.exec(rest);
    // A message that quotes a prompt is no prompt: `fatal: could not read Password for 'https://…': terminal prompts
    // disabled` (what follows is the message's, not what was typed).
    if (label && / for /.test(label[0]) && QUOTES_PROMPT.test(text.slice(Math.max(0, m.index - 96), m.index).split("\n").at(-1)!)) label = null;
    if (label && PHRASE.test(m[0])) {
      // A seed phrase: twelve words or more, to the end of the line.
      const phrase = text.slice(from + label[0].length, end).trim();
      if (/^(?:[a-z]{3,8} ){11,}[a-z]{3,8}$/.test(phrase)) mark(text, phrase, from, found);
      continue;
    }
    // A name for ciphertext (`encrypted_password`, `sealedPassword`) holds none to read.
    if (/(?:encrypted|sealed|ciphertext)[_.-]?$/i.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    // A word inside a URL (`https://x-access-token:…@host`) is the URL's, judged as one.
    // A variable's expansion (`${API_TOKEN:?missing}`) names the secret without it.
    if (/:\/\/\S*$|\$\{\w*$/.test(text.slice(Math.max(0, m.index - 64), m.index))) continue;
    const is = label ? undefined : IS.exec(rest);
    // (A bracket that closes what the value stood in is not the value's: `(pw is Falcon#67meadowY)`.)
    const said = is && firstWord(rest.slice(is[0].length)).replace(/[.,;!?]$/, "").replace(/^([^([{]*)[)\]}]+$/, "$1");
    // What a person chose is short and may be plain (`hunter2`): letters and digits, or a symbol, will do after `is`.
    if (is && said && !noValue(said) && ((said.length >= 12 && /\d/.test(said)) || (said.length >= 6 && /[A-Za-z]/.test(said) && /\d/.test(said)) || chosenPassword(said) || humanPassword(said))) {
      mark(text, said, from + is[0].length, found);
      continue;
    }
    // A sentence about a password that ends in a colon and one value (`A temporary password is generated for
    // root@localhost: diGMfZgLCQMI`), unless the words before the colon name who or what it is for (`… for user: bob42`).
    const sentence = label ? undefined : SENTENCE_VALUE.exec(rest.slice(0, end - from));
    if (sentence && !WHO.test(sentence[1]!) && !noValue(sentence[2]!) && drawnOrChosen(sentence[2]!)) {
      mark(text, sentence[2]!, from + sentence[0].length - sentence[2]!.length - (sentence[0].length - sentence[0].trimEnd().length), found);
      continue;
    }
    // A settings line's last word after the password's word (`neighbor 10.0.0.1 password zaq12wsx`): one token to the
    // line's end, with a digit or a symbol, no word of prose.
    const lastToken = label || text.charCodeAt(m.index - 1) === 45 ? undefined : /^[ \t]+([^\s"'`]{6,64})[ \t]*$/.exec(rest.slice(0, end - from));
    if (lastToken && newline !== undefined && !noValue(lastToken[1]!) && /\d/.test(lastToken[1]!) && /[A-Za-z]/.test(lastToken[1]!) && !/[=:/]/.test(lastToken[1]!) && !/^(?:[\w-]+\.)+[a-z]{2,}$/i.test(lastToken[1]!)) {
      mark(text, lastToken[1]!, from, found);
      continue;
    }
    const quoted = label ? undefined : QUOTED_AFTER.exec(rest);
    if (quoted && !noValue(quoted.groups!.v!) && !/^[a-z]+$/.test(quoted.groups!.v!)) {
      mark(text, quoted.groups!.v!, from, found);
      continue;
    }
    // A passphrase of words to the line's end (`Key Content : soleil sakura papillon sauna`, msmtp's
    // `password abcd efgh ijkl mnop`): after a label, or after the word itself starting a settings line.
    const atLineStart = /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, m.index - 64), m.index)) && /^[ \t]+\S/.test(rest);
    // (Not an option's value, `--password=X app`: the words after it are the command's.)
    if ((label || atLineStart) && text.charCodeAt(m.index - 1) !== 45) {
      // (Only a line's short end can be one: a long line is not sliced for every word on it.)
      const phraseAt = from + (label ? label[0].length : 0);
      const phrase = end - phraseAt <= 96 ? passphraseToEnd(text.slice(phraseAt, end)) : undefined;
      if (phrase) {
        mark(text, phrase, from, found, label && / for /.test(label[0]) ? TYPED : "password");
        continue;
      }
    }
    if (label && rest.length > label[0].length) {
      // `Passwort: …`, `"contraseña": "…"`: the first word after the label (and its quote) is the value.
      const value = firstWord(rest.slice(label[0].length).replace(/^(?:[NEBU])?["']/, "")).replace(/[.,;]$/, "");
      // (A plain word too, when the output says the login it was typed for was refused: `Senha: ytsurf!` … 401.)
      if (!noValue(value) || (refused ??= REFUSED.test(text)) && value.length >= 5 && value.length <= 32 && /^[^\s]+$/.test(value) && !/^[A-Za-z][a-z]+:$/.test(value) && !PROSE_WORDS.has(value.toLowerCase()) && !NOT_A_VALUE.test(value) && !PLACEHOLDER.test(value) && !REFERENCE.test(value)) mark(text, value, from + label[0].length, found, / for /.test(label[0]) ? TYPED : "password");
      // One line of JSON or settings may hold more: the search goes on after this value.
      words.lastIndex = Math.min(end, from + label[0].length + 1 + value.length);
      continue;
    }
    // (A prompt for a password, `Enter keystore password:`, is followed by what the program prints next: input is not echoed.)
    const prompt = /passw|pass\b|pwd|passphrase/i.test(m[0]) && /(?:^|\n)[ \t]*(?:enter|re-?enter|confirm|retype)\b[^\n]{0,60}$/i.test(text.slice(Math.max(0, m.index - 64), m.index));
    if (!prompt && /[:：][ \t]*$/.test(text.slice(Math.max(from, end - 16), end)) && newline) {
      // A heading: its value is on the lines below, up to a blank line after one, a few at most.
      let at = end + 1;
      let values = 0;
      for (let n = 0; n < 16 && at < text.length; n++) {
        const next = lineEnd(text, at);
        const line = text.slice(at, next.end);
        // What expect typed at the prompt: `send: sending "…\r" to { exp4 }`.
        const sent = /^send: sending "(.{1,128}?)(?:\\r|\\n)*" to /.exec(line)?.[1];
        const value = sent ?? valueLine(line);
        if (value) {
          mark(text, value, at, found);
          values++;
        } else if (line.trim() || values) break;
        if (!next.newline) break;
        at = next.end + 1;
      }
      words.lastIndex = Math.max(end, at);
      continue;
    }
    // Prose: `Setting user password for 'admin' to 'LZrs…'`, `senha vZrw…`: the words near it, each with
    // a digit or a symbol (the cheap test first), judged as a password.
    WORD.lastIndex = 0;
    const near = rest.slice(0, 200);
    const before = found.length;
    for (let w = WORD.exec(near); w; w = WORD.exec(near)) {
      const word = w[0];
      if (word.length < 6 || !/[0-9]|[^\w.-]|[A-Z][^_-]*[_-]|[_-][^A-Z]*[A-Z]/.test(word)) continue;
      // (Another option's value is that option's: `--tls-connect psk --tls-psk-identity "PSK-web-02"`; a word after one
      // that names who is a name: `Password changed for user alice2024.`)
      const lead = near.slice(Math.max(0, w.index - 64), w.index);
      if (/(?:^|\s)--?[A-Za-z][\w-]*(?:[ \t]+|=)["']?$/.test(lead) || /\b(?:user(?:name)?|account|login|owner|member|host(?:name)?|role|group)[ \t]+["'`]?$/i.test(lead)) continue;
      const value = word.replace(/^[:=(<[{]+|[)>\]}.:\\]+$/g, "");
      // (A symbol a person put before a word and a number is theirs too: `_Arsenal1`.)
      const core = value.replace(/^[_!#*+~]/, "");
      if (!/%\(|%\w+%|\w\(.*\)|\{\{|<.*>/.test(word) && (passwordInProse(value) || (humanPassword(core) && !TECH_WORD.test(core)))) mark(text, value, from + w.index, found);
    }
    // A line that says a password changed, and the next that gives it a label of its own (`New value: …`).
    if (found.length === before && newline) {
      const next = lineEnd(text, end + 1);
      const labelled = /^[ \t]*[A-Za-z][\w ]{0,30}[:=][ \t]*([^\s"']{8,128})[ \t]*$/.exec(text.slice(end + 1, next.end));
      if (labelled && passwordInProse(labelled[1]!)) mark(text, labelled[1]!, end + 1, found);
    }
  }
}

/** A shell prompt starting a line: what follows it is a command, not output. */
const PROMPT = /^\s*(?:[\w.@-]*[$#%>❯]|PS [^>]*>)\s/;

/**
 * The output of a command that prints a secret (`kubectl get secret … | base64 -d`,
 * `gh auth token`, `openssl rand -base64 24`), the command found at `at`: each of the
 * few lines after it that holds one value, up to the next prompt. Answers where it stopped.
 */
function secretOutput(text: string, at: number, found: Span[]): number {
  const command = lineEnd(text, at, 4096);
  if (!command.newline) return command.end;
  // A file named for a secret that holds none: a public half, an encrypted or sealed copy, an example.
  // So is what the command's own comment calls a nonce or an IV (`openssl rand -hex 12   # nonce for a test vector`).
  if (/\.pub\b|pubkey|public|\.enc\b|\.age\b|\.gpg\b|\.asc\b|\.crt\b|encrypted|sealed|example|sample|template|\.dist\b|#[^\n]*\b(?:nonce|iv)\b/i.test(text.slice(at, command.end)) || QUERIES_ELSE.test(text.slice(at, command.end))) return command.end;
  let line = command.end + 1;
  let skipped = 0;
  for (let n = 0; n < 5 && line < text.length; n++) {
    const next = lineEnd(text, line);
    const content = text.slice(line, next.end);
    if (PROMPT.test(content)) break;
    // aye's own block between a command and its output (attach-block.ts) is passed over.
    if (/^(?:cwd: |exit_code: |(?:STDOUT|STDERR):$|$)/.test(content) && skipped++ < 8) n--;
    const value = content.trim();
    // One value a line; or a key as a JSON array of bytes (`~/.config/solana/id.json`).
    // (What such a command prints may look like code, `k#7x!q2@v9(u1i)…`: only a placeholder or a word is no value.)
    const plain = value.length >= 6 && value.length <= 512 && !PLACEHOLDER.test(value) && !value.startsWith("[REDACTED:") && !/^[A-Za-z][a-z]{0,23}[.:!?]?$/.test(value);
    if ((/^\S+$/.test(value) && plain && /\d/.test(value) && /[A-Za-z+/=]/.test(value)) || /^\[(?:\d{1,3}, ?){15,}\d{1,3}\]$/.test(value)) mark(text, value, line, found);
    if (!next.newline) break;
    line = next.end + 1;
  }
  // (The output's lines are read for words as any line is: `cat ipsec.secrets` prints `… : PSK "…"`.)
  return command.end;
}
