/**
 * Secrets fed to a program that asks for one, known by what the program then says rather than by the program: a word
 * handed to its input by a here-string or a pipe (`keepassxc-cli open vault.kdbx <<< "…"`, `echo … | ./unlock`) when
 * the lines after it prompt for a password or refuse one ("Enter password to unlock", "Invalid credentials"), and the
 * word a password command prints (`--password-command "echo …"`, `PassCmd "echo …"`, `passwordeval = echo …`), which
 * is the password by what that option means; and the line a mail client sends after the server's `334 UGFzc3dvcmQ6`
 * (base64 of `Password:`).
 *
 * Linear: each kind starts at a literal (`<<<`, `|`, `echo`), with bounded spans; the lines after are read 3 at most.
 */
import type { Span } from "./redact.ts";
import { contains } from "./contains.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** A word given to a program's input: a here-string, or echo/printf into a pipe. */
const FED = [
  /<<<[ \t]{0,8}(?<q>["']?)(?<v>[^\s"'$`<>|;&\\][^\s"'`<>|;&\\]{3,127})\k<q>[ \t]*(?=\n|$|[|;&)>])/dg,
  /(?:echo|printf)(?<=(?<![\w-])(?:echo|printf))(?:[ \t]+(?:-[neE]{1,3}|'%s\\?n?'|"%s\\?n?"|%s))*[ \t]+(?:(?<q>["'])(?<v>[^\s"'$`<>|;&\\-][^\n"'`<>|;&\\]{3,127}?)(?:\\n)?\k<q>|(?<w>[^\s"'$`<>|;&\\-][^\s"'`<>|;&\\]{3,127}))[ \t]*\|[^|]/dg,
  // A pipeline's parts in a trace are lines of their own: `+ echo '…'`, then `+ sudo -S …` (in either order).
  /\+[ \t](?<=(?<![^\n])\++[ \t])(?:echo|printf)(?:[ \t]+(?:-[neE]{1,3}|'%s\\?n?'|"%s\\?n?"|%s))*[ \t]+(?:(?<q>["'])(?<v>[^\s"'$`<>|;&\\-][^\n"'`\\]{3,127}?)(?:\\n)?\k<q>|(?<w>[^\s"'$`<>|;&\\-][^\s"'`<>|;&\\]{3,127}))[ \t]*(?=\n)/dg,
];

/** What a program says when it asks for a password or turns one down, on the lines after the command. */
const ASKS =
  /\b(?:enter|type|new|current|old|retype|confirm)[ \t]+(?:the[ \t]+|your[ \t]+|a[ \t]+)?(?:master[ \t]+|vault[ \t]+|key[ \t]+|unlock[ \t]+)?(?:password|passphrase|passcode|pin)\b|^(?:password|passphrase|pin)(?:[ \t]+for[^\n:]{1,80})?:|\b(?:wrong|invalid|incorrect|bad)[ \t]+(?:password|passphrase|credentials|pin)\b|\bpassword[ \t]+(?:to[ \t]+unlock|for[ \t]+\S{1,80}:|incorrect|rejected)|\bauthentication[ \t]+failed\b/im;

/** A program that reads its password from its input, on the line it is fed on. */
const READS_PASSWORD =
  /\bsudo\b[^\n|]{0,40}?[ \t]-[a-zA-Z]*S\b|--password-stdin|--passphrase-fd[ \t=]+0\b|--passphrase-file[ \t=]+\/dev\/stdin|-pass(?:in)?[ \t]+(?:stdin|fd:0)\b|\bpasswd\b[^\n|]{0,40}--stdin|\bchpasswd\b|--key-file[ \t=]+-(?:[ \t]|$)|\bcryptsetup\b|\bsmbpasswd\b[^\n|]{0,40}[ \t]-[a-z]*s\b|\bhtpasswd\b[^\n|]{0,40}[ \t]-[a-zB]*i|--with-token\b|--password-file[ \t=]+(?:-|\/dev\/stdin|STDIN)(?:[ \t]|$)|\bsecrets?[ \t]+(?:set|put|create|add)\b|\bsecret[ \t]+create\b|\bkinit\b|\bvault[ \t]+login\b[^\n|]{0,40}[ \t]-(?:[ \t]|$)|\|[ \t]*(?:sudo[ \t]+)?(?:passwd|smbpasswd|su|ftp|telnet)\b/;

/** A password command whose program is echo or printf: what it prints is the password. */
const PASSWORD_COMMAND =
  /(?:command|cmd|eval|helper)(?<=(?:pass(?:word|phrase)?|pw|secret)[-_]?(?:command|cmd|eval|helper))["']?[ \t]{0,4}[= \t][ \t]{0,4}["']?(?:echo|printf)(?:[ \t]+-[ne]{1,3})?[ \t]+(?<q>["']?)(?<v>[^\s"'`;|&]{3,128})\k<q>/dg;

/** The answer to a mail server's prompt for a password, in base64 (`334 UGFzc3dvcmQ6` is `334 Password:`). */
const PROMPTED = /334 UGFzc3dvcmQ6[ \t]*\r?\n(?:[>C]:?[ \t]{0,4})?(?<v>[A-Za-z0-9+/]{4,512}={0,2})[ \t]*(?=\r?\n|$)/dg;

/** A value that is a word given in earnest: not a variable, a placeholder, a number, a yes, a flag or a path. */
function fedValue(v: string): boolean {
  if (REFERENCE.test(v) || PLACEHOLDER.test(v) || /^\$[A-Z_][A-Z0-9_]*$|^\$[({]/.test(v)) return false;
  if (/^(?:\d{1,3}|y|yes|n|no|q|quit|exit|true|false)$/i.test(v) || /^[./~]|\/\w/.test(v) || /^[{[]/.test(v)) return false;
  return /[A-Za-z]/.test(v);
}

/** Lines fed to a program (`printf 'admin\nX\n' | ftp -n host`, `echo -e "X\nX" | passwd bob`): the login's answers. */
const LINES_FED = /(?:echo|printf)(?<=(?<![\w-])(?:echo|printf))(?:[ \t]+-[neE]{1,3})*[ \t]+(?<q>["'])(?<v>[^"'\n`$]{3,256}?)\k<q>[ \t]*\|(?<c>[^\n|;&]{1,200})/dg;

/** A word written to a file whose name says it holds a secret: `echo 'X' > ~/.vault_pass`, `printf X > db.password`. */
const TO_FILE =
  /(?:echo|printf)(?<=(?<![\w-])(?:echo|printf))(?:[ \t]+-[neE]{1,3})*[ \t]+(?<q>["']?)(?<v>[^\s"'$`<>|;&\\-][^\n"'`<>|;&\\]{3,127}?)\k<q>[ \t]*>>?[ \t]*(?<p>[^\s;|&<>]{1,256})/dg;
const SECRET_FILE = /(?:^|[/._-])(?:pass(?:word|wd)?|secrets?|tokens?|creds?|credentials|psk|pwd|apikey|api[_-]key)(?:[._-][^/]*)?$|\.key$/i;

/** expect's answer to a prompt for a password: `expect "assword:"` then `send "X\r"`. */
const EXPECT_SEND = /send[ \t]+(?:--[ \t]+)?"(?<v>[^"\\\n]{3,128})(?:\\[rn])*"/dg;

/** `yes X | passwd bob`: the word repeated into a program that sets a password. */
const YES_FED = /yes[ \t]+(?<=(?<![\w-])yes[ \t]+)(?<q>["']?)(?<v>[^\s"'|;&<>$]{4,127})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:passwd|smbpasswd|chpasswd)\b/dg;

function findFedLines(text: string, spans: Span[]): void {
  if (!text.includes("|")) return;
  if (contains(text, "passwd")) {
    YES_FED.lastIndex = 0;
    for (let m = YES_FED.exec(text); m; m = YES_FED.exec(text)) {
      const [start, end] = m.indices!.groups!.v!;
      if (fedValue(m.groups!.v!)) spans.push({ start, end, kind: "password" });
    }
  }
  if (!contains(text, "echo") && !contains(text, "printf")) return;
  LINES_FED.lastIndex = 0;
  for (let m = LINES_FED.exec(text); m; m = LINES_FED.exec(text)) {
    const v = m.groups!.v!;
    if (!v.includes("\\n")) continue;
    const parts = v.split("\\n");
    const starts: number[] = [];
    for (let i = 0, at = m.indices!.groups!.v![0]; i < parts.length; at += parts[i]!.length + 2, i++) starts.push(at);
    // A new password and its confirmation are one value twice; a login's lines are a user's name, then the password.
    const twice = parts.filter((p, i) => p.length >= 4 && parts.indexOf(p) !== i);
    const reads = READS_PASSWORD.test(`|${m.groups!.c!}`) || ASKS.test(text.slice(m.index + m[0].length, m.index + m[0].length + 600).split("\n", 4).slice(1).join("\n"));
    parts.forEach((p, i) => {
      if ((twice.includes(p) || (reads && i > 0)) && fedValue(p)) spans.push({ start: starts[i]!, end: starts[i]! + p.length, kind: "password" });
    });
  }
}

function findWrittenSecrets(text: string, spans: Span[]): void {
  TO_FILE.lastIndex = 0;
  for (let m = TO_FILE.exec(text); m; m = TO_FILE.exec(text)) {
    const path = m.groups!.p!.replace(/^["']|["']$/g, "");
    if (!SECRET_FILE.test(path) || /\.(?:pub|log|md|example|sample)$/i.test(path) || /[$=\s]/.test(m.groups!.v!) || !fedValue(m.groups!.v!)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

function findExpectAnswers(text: string, spans: Span[]): void {
  if (!text.includes("send")) return;
  EXPECT_SEND.lastIndex = 0;
  for (let m = EXPECT_SEND.exec(text); m; m = EXPECT_SEND.exec(text)) {
    if (!/expect[^\n]{0,120}(?:assword|passphrase|PIN|passcode)[^\n]{0,40}$/i.test(text.slice(Math.max(0, m.index - 160), m.index).replace(/\n/g, " ")) || !fedValue(m.groups!.v!)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

export function findFedSecrets(text: string, spans: Span[], lower: string): void {
  // (Both start at echo or printf: one search for each word, as fast as `includes`, before either pattern's.)
  findFedLines(text, spans);
  if (text.includes(">") && (contains(text, "echo") || contains(text, "printf"))) findWrittenSecrets(text, spans);
  findExpectAnswers(text, spans);
  for (const re of FED) {
    // (Both start with a literal, searched as fast as `includes`; a pipe is looked for once, for the second.)
    if (re === FED[1] && !text.includes("|")) continue;
    if (re === FED[2] && !text.includes("+ ")) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const group = m.groups!.v === undefined ? "w" : "v";
      const v = m.groups![group]!;
      if (!fedValue(v)) continue;
      // The command's line, when its program reads a password from its input; else the three lines after it ask for one.
      // (A trace's part: the traced lines before and after it are the pipeline's other parts.)
      const back = text.slice(Math.max(0, m.index - 512), m.index);
      const lineStart = m.index - back.length + back.lastIndexOf("\n") + 1;
      const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 600);
      const traced = re === FED[2];
      const line = traced ? `${back.slice(back.lastIndexOf("\n", back.length - 2) + 1)}${rest.split("\n", 2)[1] ?? ""}` : text.slice(lineStart, m.index + m[0].length) + rest.split("\n", 1)[0];
      if (!READS_PASSWORD.test(line) && !ASKS.test(rest.split("\n", 4).slice(1).join("\n"))) continue;
      const [start, end] = m.indices!.groups![group]!;
      spans.push({ start, end, kind: "password" });
    }
  }
  PROMPTED.lastIndex = 0;
  for (let m = PROMPTED.exec(text); m; m = PROMPTED.exec(text)) {
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
  // (Searched in the text in lower case, where its positions are the text's: a pattern without `i` is faster.)
  if (lower.length !== text.length) return;
  PASSWORD_COMMAND.lastIndex = 0;
  for (let m = PASSWORD_COMMAND.exec(lower); m; m = PASSWORD_COMMAND.exec(lower)) {
    const [start, end] = m.indices!.groups!.v!;
    const v = text.slice(start, end);
    if (REFERENCE.test(v) || PLACEHOLDER.test(v) || /^\$(?:[A-Z_][A-Z0-9_]*$|[a-z_][a-z0-9_]*$|[({])/.test(v)) continue;
    spans.push({ start, end, kind: "password" });
  }
}
