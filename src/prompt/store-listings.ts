/**
 * Secrets in the listings of tools that print them by their own layout, rather than as `name=value`:
 * - a network device's configuration, where a secret follows its type number (Cisco's `password 7 <hex>`, `secret 5
 *   $1$…`, `key 7 …`, `key-string 7 …`; `password 0 <plain>` at a line's end): type 7 is reversible, 5, 8 and 9 are
 *   crackable hashes; a count in prose (`password 8 characters long`) has no such value after it;
 * - `kubectl describe`'s data, each key on a line, a rule of dashes, then its value (`DB_PASSWORD:` / `----` / `…`);
 * - the Data table `vault kv get` prints (`====== Data ======`, then `Key  Value` rows), where every value is what the
 *   secret holds, whatever its key is named; its Metadata table is not.
 *
 * Linear: each kind starts at a literal; a Data table's rows are read once, 256 at most.
 */
import type { Span } from "./redact.ts";
import { namedValueSecret, PLACEHOLDER, REFERENCE, secretName } from "./secret-names.ts";

const TYPED = /(?:password|secret|key|key-string|passwd|authentication-key|pre-shared-key|md5)(?<=(?<![\w-])(?:password|secret|key|key-string|passwd|authentication-key|pre-shared-key|md5))[ \t]+(?<t>[05789])[ \t]+(?<v>[^\s]{4,256})/dg;

/** What each type's value looks like: hex for type 7, a crypt hash for 5, 8 and 9, a word at the line's end for 0. */
function typed(type: string, v: string, rest: string): boolean {
  if (type === "7") return /^[0-9A-Fa-f]{4,}$/.test(v) && v.length % 2 === 0;
  if (type === "0") return /^[ \t]*(?:\n|$)/.test(rest) && !REFERENCE.test(v) && !PLACEHOLDER.test(v);
  return /^\$\d{1,2}\$|^\$[a-z0-9]{1,8}\$/.test(v);
}

// (Each starts at a literal, `:\n---` and `Data =`: a pattern that starts with a run of `-` or `=` would read a long
// run again from each of its characters.)
const DESCRIBED = /:\n---(?<=(?<![^\n])(?<n>[A-Za-z_][\w.-]{0,127}):\n---)-*[ \t]*\n(?<v>[^\n]{1,4096})/dg;

const DATA = /Data[ \t]+===(?<=(?<![^\n])={3,}[ \t]+Data[ \t]+===)=*[ \t]*\n/g;

function deviceSecrets(text: string, spans: Span[]): void {
  TYPED.lastIndex = 0;
  for (let m = TYPED.exec(text); m; m = TYPED.exec(text)) {
    const end = m.index + m[0].length;
    if (!typed(m.groups!.t!, m.groups!.v!, text.slice(end, end + 64))) continue;
    const [s, e] = m.indices!.groups!.v!;
    spans.push({ start: s, end: e, kind: "password" });
  }
}

function describedValues(text: string, spans: Span[]): void {
  DESCRIBED.lastIndex = 0;
  for (let m = DESCRIBED.exec(text); m; m = DESCRIBED.exec(text)) {
    const strength = secretName(m.groups!.n!);
    const v = m.groups!.v!.trim();
    if (!strength || !v || !namedValueSecret(v, strength)) continue;
    const [s] = m.indices!.groups!.v!;
    const at = s + m.groups!.v!.indexOf(v);
    spans.push({ start: at, end: at + v.length, kind: "secret" });
  }
}

function dataTables(text: string, spans: Span[]): void {
  DATA.lastIndex = 0;
  for (let m = DATA.exec(text); m; m = DATA.exec(text)) {
    let at = m.index + m[0].length;
    for (let n = 0; n < 256 && at < text.length; n++) {
      const newline = text.indexOf("\n", at);
      const end = newline < 0 ? text.length : newline;
      const row = /^(\S+)([ \t]{2,})(\S(?:[^\n]{0,4094}\S)?)[ \t]*$/.exec(text.slice(at, Math.min(end, at + 4400)));
      if (!row) break;
      const [, key, gap, value] = row;
      // The header and its rule are no row; a value's placeholder or reference is no secret.
      if (!(key === "Key" && value === "Value") && !/^-+$/.test(key!) && value!.length >= 4 && !REFERENCE.test(value!) && !PLACEHOLDER.test(value!) && !/^(?:n\/a|<nil>|map\[\])$/.test(value!)) {
        const start = at + key!.length + gap!.length;
        spans.push({ start, end: start + value!.length, kind: "secret" });
      }
      at = end + 1;
    }
    DATA.lastIndex = Math.max(DATA.lastIndex, at);
  }
}

export function findStoreListings(text: string, spans: Span[]): void {
  deviceSecrets(text, spans);
  if (text.includes("---")) describedValues(text, spans);
  if (text.includes("===")) dataTables(text, spans);
}
