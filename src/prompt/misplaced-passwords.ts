/**
 * A password typed where a prompt asked for a user's name: `Username for 'https://git.acme.test': Cerisier1979#`,
 * `login: Wq7$pale2`. A person who types ahead of a prompt gives the password to the name's field, and the tool shows
 * it (and then prints it again, escaped in a URL, which repeats.ts removes). Known by a character no user name holds
 * (`#`, `!`, `$`, `%`…) among letters and digits, as a chosen password is written; a name (`ana.m@acme.test`) stays.
 *
 * Linear: the search starts at a literal (`user`, `login`) in the text in lower case, with bounded spans.
 */
import type { Span } from "./redact.ts";
import { chosenPassword } from "./secret-names.ts";

const NAME_PROMPT = /(?:user(?:[ _-]?name)?|login)(?<=(?<![a-z])(?:user(?:[ _-]?name)?|login))(?:[ \t]+for[ \t]+'[^'\n]{1,200}')?[ \t]*:[ \t]+(?<v>[^\s'"]{6,64})[ \t]*(?=\r?\n|$)/dg;

/** What a user's name may hold: letters, digits, `.`, `_`, `-`, `@`, `+`, `\` (a domain's). */
const NAME_CHARS = /^[\p{L}\p{N}._@+\\-]+$/u;

export function findMisplacedPasswords(text: string, spans: Span[], lower: string): void {
  if (lower.length !== text.length || (!lower.includes("user") && !lower.includes("login"))) return;
  NAME_PROMPT.lastIndex = 0;
  for (let m = NAME_PROMPT.exec(lower); m; m = NAME_PROMPT.exec(lower)) {
    const [start, end] = m.indices!.groups!.v!;
    const v = text.slice(start, end);
    if (NAME_CHARS.test(v) || !/\p{L}/u.test(v) || !/\d/.test(v) || !chosenPassword(v)) continue;
    spans.push({ start, end, kind: "password" });
  }
}
