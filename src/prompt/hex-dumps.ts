/**
 * Text shown as a hex dump is judged as the text it shows: `hexdump -C .openai_key` or `xxd key.txt` prints a
 * file sixteen bytes a line, its characters in a column on the right. The columns of consecutive lines are joined and
 * judged by the caller's `secretsOf` (the redaction's names and known shapes); when they hold a secret, every line of
 * the dump goes, its bytes with its characters (the bytes spell the secret as surely).
 *
 * Linear: a dump is found from its first offset (`0000000`), its lines read once, 4,096 at most; 64 dumps a block.
 */
import type { Span } from "./redact.ts";
import type { SecretsOf } from "./decoded.ts";

/** A line of `hexdump -C` (characters between bars) or of `xxd` (characters after the bytes). */
const CANONICAL = /^[0-9a-f]{7,8}[ \t]{1,2}(?:[0-9a-f]{2}[ \t]{1,2}){1,16}[ \t]*\|(?<a>[^\n]{1,16})\|[ \t]*$/;
const XXD = /^[0-9a-f]{7,8}:[ \t](?:[0-9a-f]{2,4}[ \t]){1,8}[ \t]*(?<a>[^\n]{1,16})$/;

export function findHexDumps(text: string, spans: Span[], secretsOf: SecretsOf): void {
  let budget = 64;
  for (let at = text.indexOf("0000000"); at >= 0 && budget > 0; at = text.indexOf("0000000", at + 1)) {
    if (at > 0 && text[at - 1] !== "\n") continue;
    const lines: [number, number][] = [];
    let joined = "";
    let from = at;
    while (from < text.length && lines.length < 4096) {
      const newline = text.indexOf("\n", from);
      const end = newline < 0 ? text.length : newline;
      const line = text.slice(from, Math.min(end, from + 128));
      const m = CANONICAL.exec(line) ?? XXD.exec(line);
      if (!m || end - from > 128) break;
      lines.push([from, end]);
      joined += m.groups!.a!;
      from = end + 1;
    }
    if (lines.length === 0) continue;
    budget--;
    if (secretsOf(joined).length) for (const [start, end] of lines) spans.push({ start: start + 8, end, kind: "secret" });
    at = Math.max(at, from - 1);
  }
}
