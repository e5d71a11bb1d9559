/**
 * The password field of a connection string of pairs, whatever the password looks like: ADO.NET's and ODBC's
 * `Server=…;User Id=…;Password=…;`, JDBC's `;user=sa;password=…;`, libpq's `host=… user=… password=…`, a login's
 * query (`?user=admin&pass=…`), a settings file's `user X` and `password X` lines. A list that names a user is a
 * login, so its password field holds the password, plain word or not (`willowwillow`); a braced value may hold `;`
 * (`Pwd={v5UTov!;x}`). In a list of comma-separated options (`mount -o user=backup,pass=…`), a comma ends the value.
 *
 * Linear: the search starts at the password's key; the user's key is looked for in the 256 characters around it.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { contains } from "./contains.ts";

const PASSWORD = /(?<=[;,\s"'(?&]|^)(?:password|pwd|passwd|pass)[ \t]{0,4}=(?!=)[ \t]{0,4}(?<v>\{[^}\n]{1,256}\}|[^;&\s"'\n)]{1,256})/dgi;
/** A user's key in the same list. */
const USER = /(?:^|[;,\s"'(?&])(?:user(?:[ _]?id|name)?|uid|login)[ \t]{0,4}=[ \t]{0,4}[^;&\s"'=]/i;

/** A settings file's lines (msmtp's, fetchmail's, OpenVPN's): `password X` alone on its line, a `user X` line near it. */
const PASSWORD_LINE = /(?<![^\n])[ \t]{0,16}(?:password|passwd|pass)[ \t]{1,8}(?<v>[^\s"'#]{4,256})[ \t]*(?=\r?\n|$)/dgi;
const USER_LINE = /(?:^|\n)[ \t]{0,16}(?:user|username|login)[ \t]{1,8}\S/i;

export function findConnectionPasswords(text: string, spans: Span[], lower = text.toLowerCase()): void {
  // (The keys are searched for in lower case first: a text without them is not read position by position.)
  if (!contains(lower, "pass") && !contains(lower, "pwd")) return;
  PASSWORD.lastIndex = 0;
  for (let m = PASSWORD.exec(text); m; m = PASSWORD.exec(text)) {
    const from = Math.max(0, m.index - 256);
    const around = text.slice(from, m.index + m[0].length + 256);
    const line = around.slice(around.lastIndexOf("\n", m.index - from) + 1).split("\n", 1)[0]!;
    const v = m.groups!.v!;
    const inner = v.startsWith("{") ? v.slice(1, -1) : v;
    if (!USER.test(line) || !/[;=][^;\n]*[;=]/.test(line) || REFERENCE.test(inner) || PLACEHOLDER.test(inner) || /^[$%]/.test(inner)) continue;
    const [start, end] = m.indices!.groups!.v!;
    const comma = text[m.index - 1] === "," && !v.startsWith("{") ? v.indexOf(",") : -1;
    spans.push({ start: v.startsWith("{") ? start + 1 : start, end: v.startsWith("{") ? end - 1 : comma > 0 ? start + comma : end, kind: "password" });
  }
  PASSWORD_LINE.lastIndex = 0;
  for (let m = PASSWORD_LINE.exec(text); m; m = PASSWORD_LINE.exec(text)) {
    const near = text.slice(Math.max(0, m.index - 256), m.index + m[0].length + 256);
    const v = m.groups!.v!;
    if (!USER_LINE.test(near) || REFERENCE.test(v) || PLACEHOLDER.test(v) || /^[$%]/.test(v)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}
