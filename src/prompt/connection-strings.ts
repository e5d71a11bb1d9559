/**
 * The password field of a connection string of pairs, whatever the password looks like: ADO.NET's and ODBC's
 * `Server=…;User Id=…;Password=…;`, JDBC's `;user=sa;password=…;`, libpq's `host=… user=… password=…`. A pair list
 * that names a user is a login, so its password field holds the password, plain word or not (`willowwillow`); a
 * braced value may hold `;` (`Pwd={v5UTov!;x}`).
 *
 * Linear: the search starts at the password's key; the user's key is looked for in the 256 characters around it.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";

const PASSWORD = /(?<=[;\s"'(]|^)(?:password|pwd|passwd)[ \t]{0,4}=(?!=)[ \t]{0,4}(?<v>\{[^}\n]{1,256}\}|[^;\s"'\n)]{1,256})/dgi;
/** A user's key in the same list. */
const USER = /(?:^|[;\s"'(])(?:user(?:[ _]?id|name)?|uid|login)[ \t]{0,4}=[ \t]{0,4}[^;\s"'=]/i;

export function findConnectionPasswords(text: string, spans: Span[]): void {
  PASSWORD.lastIndex = 0;
  for (let m = PASSWORD.exec(text); m; m = PASSWORD.exec(text)) {
    const from = Math.max(0, m.index - 256);
    const around = text.slice(from, m.index + m[0].length + 256);
    const line = around.slice(around.lastIndexOf("\n", m.index - from) + 1).split("\n", 1)[0]!;
    const v = m.groups!.v!;
    const inner = v.startsWith("{") ? v.slice(1, -1) : v;
    if (!USER.test(line) || !/[;=][^;\n]*[;=]/.test(line) || REFERENCE.test(inner) || PLACEHOLDER.test(inner) || /^[$%]/.test(inner)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start: v.startsWith("{") ? start + 1 : start, end: v.startsWith("{") ? end - 1 : end, kind: "password" });
  }
}
