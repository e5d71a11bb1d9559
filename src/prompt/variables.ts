/**
 * A variable that a secret's place reads is a secret where it is set: `+ HC=hpODX3…` then `curl -H "X-Team: $HC"`,
 * `export PW=…` then `mysql -p"$PW"`, `TOKEN=…` then `Authorization: Bearer ${TOKEN}`. The places are a header's
 * value, an option or a setting named for a secret, and `-p`; what the variable is set to is judged only as far as a
 * path, a URL without a password, a number or a flag being no secret.
 *
 * Linear: one search for the places, then one search a variable, for 16 variables at most.
 */
import type { Span } from "./redact.ts";
import { NOT_A_VALUE, PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** A variable read where a secret goes. */
const READ =
  /(?:(?<![^\s"'])-H[ \t]{1,4}["']?[A-Za-z][\w-]{0,63}:[ \t]{0,4}|(?:[Bb]earer|[Bb]asic|[Tt]oken)[ \t]{1,4}|(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|auth)[\w-]{0,32}["']?[ \t]{0,4}[:= ][ \t]{0,4}["']?|(?<![^\s"'])-p["']?)\$\{?(?<v>[A-Za-z_]\w{0,63})/gi;

/** Values no variable holds as a secret: a path, a URL without a password, a number, a flag, a placeholder. */
function noSecret(v: string): boolean {
  return v.length < 6 || /^[~.]?\/|^[a-z]+:\/\/[^@]*$|^\d+$|^\$/.test(v) || NOT_A_VALUE.test(v) || REFERENCE.test(v) || PLACEHOLDER.test(v) || /^[a-z]+\/[\w.+-]+$/.test(v);
}

export function findReadVariables(text: string, spans: Span[]): void {
  if (!text.includes("$")) return;
  const names = new Set<string>();
  READ.lastIndex = 0;
  for (let m = READ.exec(text); m && names.size < 16; m = READ.exec(text)) names.add(m.groups!.v!);
  for (const name of names) {
    // Where it is set: at a line's start or after a trace's `+`, `export`, `set`, `ENV`, `-e`, or a space.
    const set = new RegExp(`(?<![\\w$.-])${name}=(?<q>["']?)(?<s>[^\\s"'\`;|&]{1,512})\\k<q>`, "dg");
    for (let m = set.exec(text); m; m = set.exec(text)) {
      if (noSecret(m.groups!.s!)) continue;
      const [start, end] = m.indices!.groups!.s!;
      spans.push({ start, end, kind: "secret" });
    }
  }
}
