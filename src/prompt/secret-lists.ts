/**
 * Lists of secrets under one name, in the plural or not: a YAML list (`api_keys:` then `- …` lines), a flow list
 * (`tokens: [a, b]`), a comma-separated setting (`ADMIN_TOKENS=a,b`). Each item is judged as a value of that name
 * would be alone (a word or a number is no key; a random run is).
 *
 * Linear: a list's name is found by one search; its items are read once, 64 at most.
 */
import type { Span } from "./redact.ts";
import { namedValueSecret, secretName } from "./secret-names.ts";

/** A name, then a YAML list below it, a flow list, or a comma-separated value. */
const LIST = /(?<![^\n])(?<i>[ \t]{0,32})(?:export[ \t]+)?["']?(?<n>[A-Za-z_][\w.-]{0,63})["']?[ \t]{0,4}(?:(?<y>:[ \t]*\r?\n)|:[ \t]*\[(?<f>[^\]\n]{1,2048})\]|=(?<c>[^\s,]{1,512}(?:,[^\s,]{1,512}){1,63})[ \t]*$)/dgm;

/** A list's name, singular or plural, that names a secret: `api_keys`, `TOKENS`, `passwords`, `signing_secrets`. */
function listName(name: string): ReturnType<typeof secretName> {
  return secretName(name) ?? (/s$/i.test(name) ? secretName(name.slice(0, -1)) : undefined);
}

export function findSecretLists(text: string, spans: Span[], lower = text.toLowerCase()): void {
  // (A text with no secret's word in it holds no list of secrets: searched for in lower case, as fast as `includes`.)
  if (!/pass|pwd|secret|token|key|cred|auth|psk|pat/.test(lower)) return;
  LIST.lastIndex = 0;
  for (let m = LIST.exec(text); m; m = LIST.exec(text)) {
    const strength = listName(m.groups!.n!);
    if (!strength) continue;
    const take = (value: string, at: number) => {
      const v = value.trim().replace(/^["']|["']$/g, "");
      if (v && namedValueSecret(v, "weak")) {
        const start = text.indexOf(v, at);
        if (start >= 0) spans.push({ start, end: start + v.length, kind: "secret" });
      }
    };
    const groups = m.indices!.groups!;
    if (m.groups!.f !== undefined || m.groups!.c !== undefined) {
      const [from] = groups.f ?? groups.c!;
      let at = from!;
      for (const item of (m.groups!.f ?? m.groups!.c!).split(",")) take(item, at), (at += item.length + 1);
      continue;
    }
    // The YAML list: the lines after it that are `- item` at its indentation or deeper.
    const indent = m.groups!.i!.length;
    let at = m.index + m[0].length;
    for (let n = 0; n < 64 && at < text.length; n++) {
      const next = text.indexOf("\n", at);
      const end = next < 0 ? text.length : next;
      const item = /^([ \t]*)- ([^\n#]{1,512})$/.exec(text.slice(at, end));
      if (!item || item[1]!.length < indent) break;
      take(item[2]!, at + item[1]!.length + 2);
      at = end + 1;
    }
    LIST.lastIndex = Math.max(LIST.lastIndex, at);
  }
}
