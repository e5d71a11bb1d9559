/**
 * What a command asked for a secret prints: the line after `$ bw get password github.com`, `$ gopass show x`,
 * `$ gh auth token` in a terminal's text is the secret itself, whatever it looks like.
 */
import type { Span } from "./redact.ts";
import { isSecretName, NOT_A_VALUE, PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/**
 * Commands whose output is a secret they keep: password managers, keychains, and the CLIs' print-a-token commands.
 * (The guard asks before running one: what it prints goes to the model.)
 */
export const PRINTS_SECRET =
  /^(?:sudo\s+)?(?:bw\s+get\s+(?:password|totp|notes)|gopass\s+(?:show|cat)|pass(?:\s+show)?\s+(?!ls\b|insert\b|generate\b|edit\b|rm\b|mv\b|cp\b|init\b|git\b|grep\b|find\b)\S|op\s+read|lpass\s+show\s+.*--password|security\s+find-\w+-password\s+.*-w|secret-tool\s+lookup|keyring\s+get|gh\s+auth\s+token|heroku\s+auth:token|aws\s+.*get-login-password|gcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token|doppler\s+secrets\s+get\s+.*--plain|vault\s+(?:kv\s+get|read)\s+.*-field)/;

/**
 * A command that names a secret it prints, whatever the tool: `cat .vault_pass`, `cat ~/.erlang.cookie`, `argocd admin
 * initial-password`, `echo "$REGISTRY_PASSWORD" | base64`, `cat ~/.google_authenticator`. Not a list of their names.
 */
const NAMES_SECRET = /(?:pass(?:wd|word|phrase)?|pwd|secret|token|cookie|credentials?|private|authenticator|otp|recovery|backup[-_ ]?codes?|api[-_]?key|\.key)(?![a-z])/gi;
/**
 * Whether a command or a path names a secret: the word starts one or ends a short run of letters (`.deploy_pass`,
 * `dbPassword`, `dbpassword`), not a longer word it ends (`jsonwebtoken`, a package's name).
 */
const namesSecret = (s: string) => [...s.matchAll(NAMES_SECRET)].some((m) => !/[a-z]{6}$/.test(s.slice(Math.max(0, m.index - 6), m.index)) || !/[a-z]/.test(m[0][0]!));
/** Commands that print about secrets, not one: lists, help, status, and what is kept encrypted (`credentials.yml.enc`). */
const LISTS = /(?:^|\s)(?:list|ls|--help|-h|help|--version|status)(?:\s|$)|\.(?:enc|gpg|age)\b|encrypted/;

/** A query for a secret's address, name or dates rather than its value (`--query id`, `--query attributes.expires`). */
export const QUERIES_ELSE = /--query[ =]["']?(?:id|name|attributes|tags|contentType|kid|managed|properties)\b/;

/** A prompt before a command: `$ `, `# `, `% `, `> `, `❯ `. */
const PROMPT = /^[ \t]*(?:[\w@.:~/-]*[$#%>❯][ \t]+)/;

/**
 * A command that shows a stored value by its name (`config get`, `secret show`, Redis's `CONFIG GET`), and the name:
 * when the name is a secret's (`requirepass`, `db_password`, snyk's `api`), or the store one of secrets, what it shows is.
 */
const SHOWS_VALUE = /\b(?:config(?:uration)?|CONFIG|settings?|secrets?|keyvault|parameters?|ssm)\s+(?:get|GET|show|read|view|access|get-parameter)\b(?:\s+-\S+(?:\s+[^-\s]\S*)?){0,8}\s+(?<name>[\w.:/-]+)/;

/** The values a secret-showing command prints: a JSON field's (`"value": "…"`, `"SecretString": "…"`), a Redis reply's second item. */
const SHOWN_VALUE = /^\s*"(?:value|Value|SecretString|secretString|secret|password|data|plaintext)"\s*:\s*"(?<v>[^"\n]{4,4096})"|^\s*2\)\s+"(?<r>[^"\n]{4,4096})"\s*$/;

/** Marks what a command that shows a stored secret's value printed, up to the next prompt (a few lines at most). */
function shownValues(text: string, from: number, spans: Span[]): void {
  for (let at = from, n = 0; n < 24 && at < text.length; n++) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end < 0 ? text.length : end);
    if (PROMPT.test(line)) return;
    const m = SHOWN_VALUE.exec(line);
    const value = m?.groups?.v ?? m?.groups?.r ?? (n === 0 ? /^[ \t]*(\S{6,512})[ \t]*$/.exec(line)?.[1] : undefined);
    if (value && !REFERENCE.test(value) && !PLACEHOLDER.test(value) && !/^[A-Za-z][a-z]{0,23}[.:!?]?$|^\[REDACTED:|^[{[]$/.test(value)) {
      const start = at + line.indexOf(value);
      spans.push({ start, end: start + value.length, kind: "secret" });
    }
    if (end < 0) return;
    at = end + 1;
  }
}

/** Marks the first line a secret-printing command printed, when it is one word (no space): the secret. */
export function findPrintedSecrets(text: string, spans: Span[]): void {
  if (!/[$#%>❯][ \t]/.test(text) && !text.includes("Run ")) return;

  let at = 0;
  while (at < text.length) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end < 0 ? text.length : end);
    // (And a client's prompt, `127.0.0.1:6379> `; and a CI step's header, GitHub Actions' `Run …`, whose output follows
    // the step's script and its `shell:` and `env:`, indented.)
    // (Each tried only on a line that starts with its first character: most lines start with none.)
    const first = line.charCodeAt(0);
    const step = first === 82 || first === 35 ? /^(?:##\[group\])?Run[ \t]/.exec(line) : null;
    const prompt = PROMPT.exec(line) ?? /^[\w.-]+(?::\d+)?>[ \t]/.exec(line) ?? (REPL_FIRST.has(first) ? REPL_PROMPT.exec(line) : null) ?? step;
    const command = prompt ? line.slice(prompt[0].length) : "";
    const shows = prompt && end >= 0 ? SHOWS_VALUE.exec(command) : undefined;
    // (`--query id`, `--query attributes`: what is printed is the secret's address or its dates, not its value.)
    if (shows && !/--query[ =]["']?(?!value)\w/.test(command) && (isSecretName(shows.groups!.name!.split(/[/:]/).at(-1)!) || /^(?:api|requirepass|masterauth)$/i.test(shows.groups!.name!) || /secret|keyvault|ssm/i.test(command.slice(0, shows.index! + shows[0].length - shows.groups!.name!.length)))) {
      shownValues(text, end + 1, spans);
    }
    if (prompt && (PRINTS_SECRET.test(command) || (namesSecret(command) && !LISTS.test(command))) && !QUERIES_ELSE.test(command) && end >= 0) {
      let from = end + 1;
      let next = text.indexOf("\n", from);
      for (let n = 0; step && next >= 0 && n < 32 && /^(?:  |##\[endgroup\])/.test(text.slice(from, from + 13)); n++) (from = next + 1), (next = text.indexOf("\n", from));
      // (A store that prints the key before its value, `etcdctl get /config/db_password`, is read a line further.)
      const echoed = text.slice(from, next < 0 ? text.length : next).trim();
      if (next >= 0 && echoed.length >= 3 && command.split(/\s+/).includes(echoed)) (from = next + 1), (next = text.indexOf("\n", from));
      // (A REPL shows the value after its mark, quoted: tinker's `= "…"`, irb's `=> "…"`, IPython's `Out[3]: '…'`, gdb's `$1 = "…"`.)
      const line = text.slice(from, next < 0 ? text.length : next);
      const result = REPL_RESULT.exec(line);
      if (result) from += result[0].length;
      const out = result ? line.slice(result[0].length).replace(/["'][ \t]*$/, "") : line;
      // (Printed with no newline after it, as `terraform output -raw` does, the next prompt follows on its line.)
      // (The prompt may be a bare `$ `, after a secret that ends in a prompt's characters: `Tundra1998-$ psql`.)
      // (Spaced out a character at a time, `sed 's/./& /g'`: the whole line.)
      const alone = /^[ \t]*(\S{6,512}|\S(?: \S){5,255})[ \t]*$/.exec(out);
      const word = alone ?? /^(\S{6,512}?)(?=[$#%>❯] \S)/.exec(out) ?? /^(\S{6,512}?)(?=[\w@.:~/-]*[$#%>❯] \S)/.exec(out);
      // (A word of prose or a mark an earlier pass left is no secret: `done`, `[REDACTED:token]`.)
      // (Nor is a variable's name or a placeholder: `AWS_SECRET_ACCESS_KEY` from `printenv | cut -d= -f1`, `(none)`.)
      // (Nor an assignment, `REDIS_PASSWORD=` from a grep, or an object the name finders read, `{"ca.crt":…}`.)
      if (word && (!alone || !PROMPT.test(out)) && !/^[A-Za-z][a-z]{0,23}[.:!?]?$|^\[REDACTED:|^[A-Z_][A-Z0-9_]*=|^[{[]/.test(word[1]!) && !REFERENCE.test(word[1]!) && !PLACEHOLDER.test(word[1]!)) {
        const start = from + out.indexOf(word[1]!);
        spans.push({ start, end: start + word[1]!.length, kind: "secret" });
      }
    }
    if (end < 0) break;
    at = end + 1;
  }
}

/** A REPL's prompt: Python's, IPython's, irb's and pry's, Elixir's. */
const REPL_PROMPT = /^(?:>>>|In \[\d+\]:|irb\([^)\n]{0,32}\)[:\d]*>|pry\([^)\n]{0,32}\)>|iex\(\d+\)>)[ \t]/;

/** The characters REPL_PROMPT's lines start with. */
const REPL_FIRST = new Set([">", "I", "i", "p"].map((c) => c.charCodeAt(0)));

/** A REPL's mark before a value it shows, and the value's opening quote. */
const REPL_RESULT = /^[ \t]*(?:(?:=>?|Out\[\d+\]:|\$\d+[ \t]*=|res\d+:[ \t]*\w+[ \t]*=)[ \t]*)?["']/;

/** A command that prints a file (`cat`, `sudo less`, `head -n 20`, `Get-Content`, `type`), and the file's path. */
const PRINTS_FILE = /^(?:sudo\s+(?:-\S+\s+)*)?(?:cat|less|more|head|tail|bat|batcat|type|Get-Content|gc|nl|tac|strings)\b(?:\s+-\S+(?:\s+\d+)?){0,6}\s+(?<path>["']?[^\s|;&<>]+)["']?\s*$/;

/**
 * Files that hold logins by their kind, though their name says no secret: a proxy's or a server's user lists, a mail
 * client's settings, a VPN's `auth-user-pass` file however it is named (`login.txt`, `vpn-creds.conf`).
 */
const CREDENTIAL_FILE = /(?:userlist|htpasswd|passwd|shadow|netrc|pgpass|msmtprc|fetchmailrc|authinfo|sasl|auth-user-pass|git-credentials|smbcredentials|chap-secrets|pap-secrets|wpa_supplicant|vault-token)[^/\\]*$|(?:^|[/\\])(?:[\w.-]*[-_.])?(?:auth|login|logins|creds?|userpass)\.(?:txt|conf|cfg)$|(?:^|[/\\])(?:\.my\.cnf|\.pypirc|\.s3cfg|\.boto|rclone\.conf|\.dockercfg|\.muttrc|\.ldaprc)$/i;

/** The last field of a `user:…:secret` line (htpasswd, .pgpass, a SASL db, chap-secrets), or the second of `"user" "secret"`. */
const LAST_FIELD = /^[ \t]*(?:[^\s:#]+:){1,6}([^\s:]{4,512})[ \t]*$|^[ \t]*"[^"\n]{1,128}"[ \t]+"([^"\n]{4,512})"[ \t]*$|^[ \t]*\S+[ \t]+\S+[ \t]+"?([^\s"]{4,512})"?[ \t]+\S+[ \t]*$/;

/**
 * The secrets of a file that holds logins, printed at a prompt (`$ cat /etc/pgbouncer/userlist.txt`): each line up to
 * the next prompt is read as such a file is written. A setting named for a secret loses its whole value, spaces and
 * all (msmtp's `password abcd efgh ijkl mnop`); a `user:…:secret` line its last field; a line of one word that word.
 */
export function findPrintedCredentialFiles(text: string, spans: Span[]): void {
  if (!/[$#%>❯][ \t]/.test(text)) return;
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf("\n", at);
    if (end < 0) break;
    const line = text.slice(at, end);
    at = end + 1;
    const prompt = PROMPT.exec(line);
    const path = prompt && PRINTS_FILE.exec(line.slice(prompt[0].length))?.groups?.path?.replace(/^["']/, "");
    if (!path || !(CREDENTIAL_FILE.test(path) || (namesSecret(path.split(/[/\\]/).at(-1)!) && !LISTS.test(path))) || /\.(?:pub|enc|gpg|age|asc|crt|example|sample|dist|template)$/i.test(path)) continue;
    for (let n = 0; n < 64 && at < text.length; n++) {
      const next = text.indexOf("\n", at);
      const row = text.slice(at, next < 0 ? text.length : next);
      if (PROMPT.test(row)) break;
      const start = at;
      at = next < 0 ? text.length : next + 1;
      const found = secretOfRow(row.replace(/\r$/, ""));
      if (found) spans.push({ start: start + found.at, end: start + found.at + found.value.length, kind: "secret" });
      if (next < 0) break;
    }
  }
}

/** What is secret in one row of a file that holds logins, if anything. */
function secretOfRow(row: string): { value: string; at: number } | undefined {
  if (!row.trim() || /^[ \t]*[#;!]|^[ \t]*\[[^\]]*\][ \t]*$/.test(row) || row.includes("[REDACTED:")) return undefined;
  const named = /^[ \t]*(?:set[ \t]+)?([A-Za-z_][\w.-]{0,63})(?:[ \t]*[=:][ \t]*|[ \t]+)(.+?)[ \t]*$/.exec(row);
  if (named && isSecretName(named[1]!)) {
    const value = named[2]!.replace(/^["']|["']$/g, "");
    return usable(value) ? { value, at: row.indexOf(value, named[0].length - named[2]!.length - 1) } : undefined;
  }
  const field = LAST_FIELD.exec(row);
  // (Or the last token's last field: postfix's `[smtp.host]:587    user@host:secret`.)
  const value = field?.[1] ?? field?.[2] ?? field?.[3] ?? /^[ \t]*\S+[ \t]+[^\s:]{1,128}:([^\s:]{4,512})[ \t]*$/.exec(row)?.[1];
  if (value && usable(value) && !/^\d{1,6}$/.test(value)) return { value, at: row.lastIndexOf(value) };
  const word = /^[ \t]*(\S{6,512})[ \t]*$/.exec(row)?.[1];
  return word && usable(word) && !/^[A-Za-z][a-z]{0,23}[.:!?]?$/.test(word) ? { value: word, at: row.indexOf(word) } : undefined;
}

/** A value, not a reference to one, a placeholder or a mask. */
const usable = (v: string) => v.length >= 4 && !PLACEHOLDER.test(v) && !REFERENCE.test(v) && !/^[*•x.]+$|^<.*>$|^\$\w+$/i.test(v) && !NOT_A_VALUE.test(v);
