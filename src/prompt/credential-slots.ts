/**
 * Credentials known by the slot they stand in on a command line, whatever the tool: `user:password` after
 * an option that names a user or credentials (`-u`, `--user`, `--auth`, `--creds`), `user%password` after
 * `-U`; the value of `-p`/`-w`; a word a person chose as a password
 * (`Pixel*621willowX`) among a typed command's arguments.
 *
 * Linear: each regular expression's spans are bounded and start at a literal or a word's start.
 */
import type { Span } from "./redact.ts";
import { chosenPassword, humanPassword, isSecretName, madeOfWords, optionSyntax, PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { dataInBase64 } from "./random-tokens.ts";
import { publicName } from "./unknown-names.ts";

/** An option that takes a user and a password: `-u user:pw`, `--user=user:pw`, `--auth 'u:pw'`, `-U 'DOM\\u%pw'`. */
const USER_OPTION =
  /-(?<=(?<![^\s])-)(?:[uU]|-(?:user|username|auth|basic-auth|http-auth|http-user|creds|credentials|credential|login|userpass|proxy-user))(?:[ \t]{1,4}|=)(?<q>\\?["']?)[^\s:%,'"]{1,128}(?<sep>[:%,])(?<s>[^\s'"\x1b]{1,256})\k<q>(?![^\s;|&)])/dg;

/** A short option that takes a password in many tools (`-p`, `-P`, `-w`, `-W`), its value quoted or not, glued or not. */
const PASSWORD_OPTION = /-(?<=(?<![^\s])-)[pPwW](?:[ \t]{1,4}|(?=[^\s-]))(?<q>\\?["']?)(?<s>[^\s"'\x1b]{3,128})\k<q>(?![^\s;|&)])/dg;
/** An option that names who logs in: `-u root`, `-U app`, `-D "cn=admin,…"`, `-l admin`, `--user`, `--username`, `--bind-dn`. */
const USER_ON_LINE = /(?<![^\s])(?:-[uUDl]|--user(?:name)?|--login|--bind-?dn)(?:[ \t]{1,4}|=)["']?[^\s-]/;

/**
 * A shell's prompt, then the typed command: `$ `, `user@host:~/app$ `, `# `, `❯ `, `PS C:\> `, `C:\app> `. Found
 * from the prompt's last character (a literal the engine searches fast), the line's start checked behind it; one
 * search for each kind of prompt, as an alternation of them would be tried at every character.
 */
const COMMANDS = [
  /[$#%❯](?<=(?:^|\n)[ \t]{0,8}[\w.@~:-]{0,64}.)[ \t](?<c>[^\n]{1,2048})/g,
  /PS (?<=(?<![^\n])PS )[^>\n]{0,128}>[ \t]?(?<c>[^\n]{1,2048})/g,
  /:\\(?<=(?<![^\n])[A-Z]:\\)[^>\n]{0,128}>[ \t]?(?<c>[^\n]{1,2048})/g,
];

/** A word on a command line: quoted or bare. */
const ARGUMENT = /(?<![^\s])(?<q>["']?)(?<s>[^\s"'`]{8,128})\k<q>(?![^\s;|&)])/g;

/** Whether a value after `user:` is a password: not a port, a group, a placeholder or an expansion. */
const password = (s: string) => !/^\d+$|^[a-z]{1,16}$/.test(s) && !REFERENCE.test(s) && !PLACEHOLDER.test(s) && !/^\$|\$\{|\{\{|^<.*>$/.test(s);

/** A word a person chose or a generator made, standing alone as an argument: no path, no option, no address. */
function typedPassword(s: string): boolean {
  // (Either shape below has a letter and a digit: a word without both is none, before the costlier tests.)
  if (!/\d/.test(s) || !/[A-Za-z]/.test(s)) return false;
  // (Nor without a symbol, which a chosen one has, or both cases in twelve characters or more, which a generated one has.)
  if (!/[^\w.-]/.test(s) && !(s.length >= 12 && /[a-z]/.test(s) && /[A-Z]/.test(s))) return false;
  if (/^[-/~.$%{(<]|[=@:/\\,]|\*\./.test(s) || REFERENCE.test(s) || PLACEHOLDER.test(s) || dataInBase64(s)) return false;
  // An API's object id (`evt_1PqRsTuV…`, `cus_…`): a short type, one underscore, a body.
  if (/^[a-z]{2,5}_[A-Za-z0-9]{8,40}$/.test(s)) return false;
  // A dotted name of three words or more (`FullyQualifiedName~Shop.Tests.Checkout2`) is a test's or a class's, no password.
  const parts = s.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (chosenPassword(s) && /[A-Za-z]/.test(s) && /\d/.test(s)) return parts.length < 3 || !parts.every(madeOfWords);
  // Generated: both cases and digits, few repeats, not a word in camel case.
  return s.length >= 12 && /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && /^[\w+-]+$/.test(s) && !/^[a-z]+(?:[A-Z][a-z]+)+\d*$/.test(s) && new Set(s).size >= s.length * 0.6;
}

/** A command that stores a secret, by its own words: `secrets set`, `keyvault secret set`, `put-parameter … SecureString`, `create secret`. */
const STORES_SECRET = /\b(?:secrets?|securestring|passwords?|credentials?|keyvault|kms)\b/i;
const STORE_VERB = /\b(?:set|put|create|add|store|update|write|put-parameter|put-secret-value|create-secret|import)\b/;
/** Its value slots: `--value X`, `--secret-string X`, `--from-literal=k=X`, `--data X`, a bare `NAME=X`. */
const STORED_VALUE = /(?<![^\s])(?:--(?:value|secret-string|secret-value|from-literal|literal|data|plaintext|string-value)(?:[ \t]{1,4}|=)(?:[\w.-]{1,64}=)?|(?![-])[A-Za-z_][\w.-]{0,63}=)(?<q>["']?)(?<s>[^\s"'`]{4,256})\k<q>(?![^\s;|&)])/dg;
/** What is piped into it: `printf '%s' 'X' | gcloud secrets versions add db --data-file=-`, `echo -n X | …`. */
const PIPED_IN = /(?:printf[ \t]+(?:'%s'|"%s")|echo(?:[ \t]+-n)?)[ \t]+(?<q>["']?)(?<s>[^\s"'`|]{4,256})\k<q>[ \t]*\|/d;
/** An argv list's password: `['mysql', '-uroot', '-pX']`, `"--password", "X"`. */
const LISTED = /(?<q3>["'])-p(?<g>[^"'\s]{3,128})\k<q3>|(?<q>["'])(?<o>--?[A-Za-z][\w-]{0,30})\k<q>[ \t]*,[ \t]*(?<q2>["'])(?<s>[^"'\s-][^"'\s]{2,127})\k<q2>/dg;

/** The values a command line that stores a secret hands over (`line` starts at `at` in the text). */
function storedSecrets(line: string, at: number, found: Span[]): void {
  if (!STORES_SECRET.test(line) || !STORE_VERB.test(line)) return;
  const usable = (v: string) => v !== "-" && !/^(?:@|file:|fileb:|\$)/.test(v) && password(v) && !/^(?:true|false|\d+)$/i.test(v);
  STORED_VALUE.lastIndex = 0;
  for (let m = STORED_VALUE.exec(line); m; m = STORED_VALUE.exec(line)) {
    const [start, end] = m.indices!.groups!.s!;
    // A bare `NAME=X` counts only after the storing words (`fly secrets set DB=X`), not an environment before them.
    if (!m[0].startsWith("--") && !STORE_VERB.test(line.slice(0, m.index))) continue;
    if (usable(m.groups!.s!)) found.push({ start: at + start, end: at + end, kind: "secret" });
  }
  const piped = PIPED_IN.exec(line);
  if (piped && usable(piped.groups!.s!)) {
    const [start, end] = piped.indices!.groups!.s!;
    found.push({ start: at + start, end: at + end, kind: "secret" });
  }
}

/** Passwords in an argv list, as Python's and Go's errors print a command (`['mysql', '-uroot', '-pX', 'shop']`). */
function listedPasswords(text: string, found: Span[]): void {
  if (!/["'],[ \t]*["']/.test(text)) return;
  LISTED.lastIndex = 0;
  for (let m = LISTED.exec(text); m; m = LISTED.exec(text)) {
    const option = m.groups!.o?.replace(/^-+/, "");
    const glued = m.groups!.g !== undefined;
    const value = glued ? m.groups!.g! : m.groups!.s!;
    // `-p` is a password beside a user in the same list; `--password` (any secret's name) always.
    const list = text.slice(Math.max(0, m.index - 256), m.index + 256);
    const userInList = /["'](?:-u|-U|--user(?:name)?)(?:["'=]|[^"'\s])/.test(list);
    const slot = glued || option === "p" || option === "P" ? userInList : option !== undefined && option.length > 1 && isSecretName(option);
    // (After an option named for the secret, a plain word is one too: `'--password', 'violetpepper'`.)
    if (!slot || !(glued || option!.length === 1 ? password(value) : value.length >= 4 && !REFERENCE.test(value) && !PLACEHOLDER.test(value) && !/^[-$<{]/.test(value))) continue;
    const [start, end] = m.indices!.groups![glued ? "g" : "s"]!;
    found.push({ start, end, kind: "password" });
  }
}

/** A setter called with a name and its value: PHP's `define('AUTH_KEY', '…')`, `putenv`, `System.setProperty("x.password", "…")`. */
const SETTER = /\b(?:define|setenv|putenv|setProperty|set_secret|setSecret|set|put)\([ \t]*(?<q>["'])(?<n>[\w.-]{1,64})\k<q>[ \t]*,[ \t]*(?<q2>["'])(?<s>[^\n]{1,512}?)\k<q2>[ \t]*\)/dg;

/** Values handed to a setter under a secret's name, whatever they look like (WordPress's salts are all symbols). */
function setterSecrets(text: string, found: Span[]): void {
  if (!text.includes("(")) return;
  SETTER.lastIndex = 0;
  for (let m = SETTER.exec(text); m; m = SETTER.exec(text)) {
    const name = m.groups!.n!;
    const value = m.groups!.s!;
    if (!isSecretName(name) || value.length < 4 || REFERENCE.test(value) || PLACEHOLDER.test(value)) continue;
    const [start, end] = m.indices!.groups!.s!;
    found.push({ start, end, kind: "secret" });
  }
}

/** Credentials in the slots above. */
export function findCredentialSlots(text: string, found: Span[]): void {
  listedPasswords(text, found);
  setterSecrets(text, found);
  // A traced command (`+ …` of set -x) is a command line too.
  for (const m of text.matchAll(/(?<![^\n])\++[ \t](?<c>[^\n]{1,2048})/g)) storedSecrets(m.groups!.c!, m.index! + m[0].length - m.groups!.c!.length, found);
  // `-u user -p pass` on one line: whatever the tool, the value of -p is the user's password, however plain. Without
  // a user, a value that looks like a password (a word and two digits, or chosen with a symbol) is one too.
  PASSWORD_OPTION.lastIndex = 0;
  for (let m = PASSWORD_OPTION.exec(text); m; m = PASSWORD_OPTION.exec(text)) {
    const v = m.groups!.s!;
    if (/^\d+$|^[\d.:/]+$/.test(v) || !password(v) || optionSyntax(v)) continue;
    const from = Math.max(0, m.index - 512);
    const before = text.slice(from, m.index);
    const line = before.slice(before.lastIndexOf("\n") + 1) + text.slice(m.index, m.index + 512).split("\n", 1)[0];
    if (!USER_ON_LINE.test(line) && !(((humanPassword(v) && /\d\d/.test(v)) || chosenPassword(v)) && /\d/.test(v) && /[A-Za-z]/.test(v))) continue;
    const [start, end] = m.indices!.groups!.s!;
    found.push({ start, end, kind: "password" });
  }
  USER_OPTION.lastIndex = 0;
  for (let m = USER_OPTION.exec(text); m; m = USER_OPTION.exec(text)) {
    const [start, end] = m.indices!.groups!.s!;
    if (password(m.groups!.s!)) found.push({ start, end, kind: "password" });
  }
  remembered.clear();
  for (const COMMAND of COMMANDS) {
    COMMAND.lastIndex = 0;
    for (let m = COMMAND.exec(text); m; m = COMMAND.exec(text)) {
      const line = m.groups!.c!;
      const at = m.index + m[0].length - line.length;
      for (const s of typedSecrets(line)) found.push({ start: at + s.start, end: at + s.end, kind: s.kind });
    }
  }
}

/**
 * What a typed command line hands over (its positions the line's): the values it stores as secrets, the arguments that
 * look like passwords. Remembered by the line within a block, as a log repeats the same commands; forgotten with it.
 */
function typedSecrets(line: string): Span[] {
  let found = remembered.get(line);
  if (found) return found;
  if (remembered.size > 1024) remembered.clear();
  remembered.set(line, (found = []));
  storedSecrets(line, 0, found);
  ARGUMENT.lastIndex = 0;
  for (let a = ARGUMENT.exec(line); a; a = ARGUMENT.exec(line)) {
    const s = a.groups!.s!;
    // The value of an option that says what it is (`-accessor …`, `--request-id …`) is that.
    const option = /(?:^|\s)--?([A-Za-z][\w-]{0,40})[ \t]+["']?$/.exec(line.slice(Math.max(0, a.index - 48), a.index))?.[1];
    if (option && option.length > 2 && publicName(option) && !isSecretName(option) && !/pass|pwd|secret|token|key|auth|cred/i.test(option)) continue;
    // Nor is a test runner's or a build's name filter (`go test -run`, `--filter`, `--grep`), or a name of words after
    // `-t`/`-k` (`jest -t OAuth2CallbackHandler`; `travis -t` takes a token).
    if (option && (/^(?:run|filter|grep|testNamePattern|test-name-pattern|tests?|target|pattern|match|only)$/.test(option) || (/^[tk]$/.test(option) && /^\w+$/.test(s) && madeOfWords(s)))) continue;
    if (typedPassword(s)) {
      const start = a.index + a.groups!.q!.length;
      found.push({ start, end: start + s.length, kind: "password" });
    }
  }
  return found;
}
const remembered = new Map<string, Span[]>();
