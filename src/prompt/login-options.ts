/**
 * Passwords in a command line's login, known by the usage that many tools share rather than by the tool:
 * - a password option beside a user option: `-u admin -p X` (mongo, ncftp, rdesktop), `-U sa -P X` (sqlcmd, bcp,
 *   ipmitool), `-D cn=admin… -w X` (ldapsearch), `-u user -A X -X Y` (snmp's v3 passphrases). When the line names a
 *   user, its password option holds the password whatever it looks like, but for a number (`psql -U app -p 5432` is
 *   a port), a path or a format (`-w '%{http_code}'`);
 * - a pair in one word: Oracle's `user/password@db` (`sqlplus`, `rman`, `expdp`, `conn`), lftp's `-u user,password`;
 * - the positional slots a usage gives a password (a table, one row a usage): `poetry config http-basic.<repo> <user>
 *   <password>`, `wpa_passphrase <ssid> <passphrase>`, `vault login <token>`, `openssl enc -K <hex key>`, SNMP's
 *   `-c <community>`.
 * A line is read for the first kind only when it has a password option and names a user; Oracle's tools only as the
 * line's command (after a prompt, a trace's `+` or `SQL>`), where `conn reset/closed` in prose is no login.
 *
 * Linear: each line is found from a literal and read once, by bounded patterns.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** A user named on the line: `-u X`, `-U X`, `--user X`, `--username=X`, `-D <bind dn>`. */
const USER = /(?:^|[ \t])(?:-[uUD]|--user(?:name)?)(?:[ \t]+|=)["']?(?<u>[^\s"'-][^\s"']*)/;
/** A password option's value: `-p X`, `-P X`, `-w X` (and snmp's `-A X`, `-X X`), maybe quoted. */
const PASSWORD_OPTION = /(?<=[ \t])-(?<o>[pPwAX])(?:[ \t]+)(?<q>["']?)(?<v>[^\s"'-][^\s"']{2,127})\k<q>(?=[\s;|&)]|$)/dg;

/** Usages whose slots hold a password, and Oracle's and lftp's pairs: `s` is the secret. */
// (Each is tried where HEADS found its command's name, the boundary checked behind it.)
const USAGES: RegExp[] = [
  /poetry(?<![\w-]poetry)[ \t]+config[ \t]+http-basic\.[\w.-]+[ \t]+\S+[ \t]+(?<q>["']?)(?<s>[^\s"']{3,256})\k<q>/dy,
  /wpa_passphrase(?<![\w-]wpa_passphrase)[ \t]+(?:"[^"\n]{1,64}"|'[^'\n]{1,64}'|\S+)[ \t]+(?<q>["']?)(?<s>[^\s"'<>|]{8,63})\k<q>/dy,
  /vault(?<![\w-]vault)[ \t]+login[ \t]+(?!-)(?<q>["']?)(?<s>[^\s"'=-][^\s"'=]{7,255})\k<q>(?=\s|$)/dy,
  /openssl(?<![\w-]openssl)[ \t]+(?:enc|aes|des|bf|camellia|chacha)[^\n]{0,200}?[ \t]-K[ \t]+(?<s>[0-9a-fA-F]{16,128})\b/dy,
  /(?:sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl)(?<=(?<![^\n])[ \t]{0,8}(?:[$#%>❯+][ \t]{1,4})?(?:sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl))[ \t]+(?:-[sSlL][A-Za-z]*[ \t]+)*["']?[\w$#.-]{1,64}\/(?<s>[^\s@/"']{3,128})(?=@|["']?(?:\s|$))/dy,
  /conn(?:ect)?(?<=SQL>[ \t]{0,4}conn(?:ect)?)[ \t]+["']?[\w$#.-]{1,64}\/(?<s>[^\s@/"']{3,128})(?=@|["']?(?:\s|$))/dy,
  /lftp(?<![\w-]lftp)[^\n]{0,200}?[ \t]-u[ \t]+["']?[^\s,"']{1,64},(?<s>[^\s"']{3,128})/dy,
  // SNMP's v1 and v2c community string: its password (`public` and `private` are everyone's).
  /snmp(?<![\w-]snmp)[a-z]*(?:[ \t]+[^\s|;&]+){0,8}?[ \t]+-c[ \t]*(?<q>["']?)(?!(?:public|private)\k<q>(?:\s|$))(?<s>[^\s"']{3,128})\k<q>(?=\s|$)/dy,
];

/** The commands' names, one search for all the usages. */
const HEADS = /poetry|wpa_passphrase|vault|openssl|sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl|conn|lftp|snmp/g;
/** Which usage each name starts (Oracle's tools share one). */
const USAGE_OF: Record<string, number> = { poetry: 0, wpa_passphrase: 1, vault: 2, openssl: 3, conn: 5, lftp: 6, snmp: 7 };

/** Whether a value is a password given in earnest: no number, path, format, variable or placeholder. */
const given = (v: string) => !/^[\d.:]+$|^[$%{<~./\\]|\/|^[\w-]+\.\w{1,4}$/.test(v) && !REFERENCE.test(v) && !PLACEHOLDER.test(v);

/**
 * Tools whose `-p` followed by a blank is no password: MySQL's asks for one at its prompt (`mysql -u root -p shop`:
 * `shop` is the database), and PostgreSQL's `-p` is a port.
 */
const NOT_PASSWORD_P = /(?:^|[\s/])(?:mysql\w*|mariadb\w*|psql|pg_\w+|python\d*(?:\.\d+)?)[ \t]/;

/** The simple commands of a line: a user option and a password option count together only within one. */
const COMMANDS = /[^;&|]+/g;

function loginOptions(line: string, at: number, spans: Span[]): void {
  for (const c of line.matchAll(COMMANDS)) if (/[ \t]-[pPwAX][ \t]/.test(c[0])) loginOption(c[0], at + c.index!, spans);
}

function loginOption(line: string, at: number, spans: Span[]): void {
  const user = USER.exec(line)?.groups!.u;
  // (A user's value that is a file is another option's: `python -u train.py`.)
  if (!user || /\/|\.\w{1,4}$/.test(user)) return;
  const snmp = /\bsnmp\w*/.test(line);
  const ldap = /\bldap\w*/.test(line);
  const noP = NOT_PASSWORD_P.test(line);
  PASSWORD_OPTION.lastIndex = 0;
  for (let m = PASSWORD_OPTION.exec(line); m; m = PASSWORD_OPTION.exec(line)) {
    const o = m.groups!.o!;
    const v = m.groups!.v!;
    if (((o === "A" || o === "X") && !snmp) || (o === "w" && !ldap) || (o === "p" && noP)) continue;
    if (!given(v) || (o === "w" && /%/.test(v))) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start: at + start, end: at + end, kind: "password" });
  }
}

/**
 * A password option glued to a quoted value (`7z x -p'cinnamon istanbul …'`, `mysql -p"…"`, `rar -p'…'`): quoting a
 * value glued to `-p` is how a password with spaces or symbols is given; a port or a path is not written so.
 */
const GLUED_QUOTED = /-[pP](?<=[ \t]-[pP])(?<q>['"])(?<s>[^'"\n]{3,128})\k<q>/dg;

export function findLoginOptions(text: string, spans: Span[]): void {
  GLUED_QUOTED.lastIndex = 0;
  for (let m = GLUED_QUOTED.exec(text); m; m = GLUED_QUOTED.exec(text)) {
    const v = m.groups!.s!;
    // (grep's `-P'…'` is a Perl pattern.)
    if (/^\d+$/.test(v) || !given(v) || v.startsWith("$") || /\b(?:grep|rg|ag|ack|pcre2?grep)\b[^\n|;&]*$/.test(text.slice(Math.max(0, m.index - 256), m.index))) continue;
    const [start, end] = m.indices!.groups!.s!;
    spans.push({ start, end, kind: "password" });
  }
  // The user options' pass: only on lines with a password option, found from the option's literal.
  if (text.includes(" -")) {
    const seen = new Set<number>();
    for (const m of text.matchAll(/[ \t]-[pPwAX][ \t]/g)) {
      // The line around the option, 2 KB either way at most (a longer line is no command a person typed).
      const from = Math.max(0, m.index! - 2048);
      const back = text.slice(from, m.index!).lastIndexOf("\n");
      if (back < 0 && from > 0) continue;
      const lineStart = from + back + 1;
      if (seen.has(lineStart)) continue;
      seen.add(lineStart);
      const ahead = text.slice(m.index!, m.index! + 2048);
      const newline = ahead.indexOf("\n");
      loginOptions(text.slice(lineStart, newline < 0 ? m.index! + ahead.length : m.index! + newline), lineStart, spans);
    }
  }
  HEADS.lastIndex = 0;
  for (let h = HEADS.exec(text); h; h = HEADS.exec(text)) {
    const re = USAGES[USAGE_OF[h[0]] ?? 4]!;
    re.lastIndex = h.index;
    const m = re.exec(text);
    if (!m) continue;
    const s = m.groups!.s!;
    if (!given(s) && !/^[0-9a-fA-F]{16,}$/.test(s)) continue;
    const [start, end] = m.indices!.groups!.s!;
    spans.push({ start, end, kind: "password" });
  }
}
