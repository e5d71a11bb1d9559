/**
 * What a suggestion does to the line typed, in words no rule owns: one word put for another, an option added (in the
 * line or at its end), a word added or dropped, the same words reordered, the line reshaped otherwise, a plan of steps,
 * or a plan ending in the line run again. The precision gates (src/fix/precision.ts) measure mechanisms by it as well
 * as by rule: a rule with few cases of its own is judged by how often suggestions of its kind are right, and the kinds
 * differ (on failures the rules had not seen, an option added inside the line was right 3 times in 4, one word put
 * for another 19 times in 20).
 */
import type { Failure, Suggestion } from "./types.ts";
import { splitWords } from "./words.ts";

export type PlanKind = "word" | "option-added" | "option-appended" | "word-added" | "word-dropped" | "reordered" | "reshaped" | "plan" | "then-again";

const sorted = (x: string[]) => [...x].sort().join("\0");
const SORTED = new WeakMap<string[], string>();

/** The kind of change `s` makes to the failed line `f`. */
export function planKind(s: Suggestion, f: Failure): PlanKind {
  if (s.commands.length > 1) return s.commands.at(-1)!.trim() === f.command.trim() ? "then-again" : "plan";
  const [a, b] = [f.argv, splitWords(s.commands[0]!)];
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((w, i) => w === y[i]);
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  if (b.length === a.length && same(a.slice(at + 1), b.slice(at + 1))) return "word";
  // `--` before a path is no option: a separator, added as a word is.
  if (b.length === a.length + 1 && same(a.slice(at), b.slice(at + 1))) return !b[at]!.startsWith("-") || b[at] === "--" ? "word-added" : at === b.length - 1 ? "option-appended" : "option-added";
  if (b.length === a.length - 1 && same(a.slice(at + 1), b.slice(at))) return "word-dropped";
  // The failed line's words sorted once per failure: a line of thousands is weighed against each of its suggestions.
  if (a.length !== b.length) return "reshaped";
  const line = SORTED.get(a) ?? SORTED.set(a, sorted(a)).get(a)!;
  return line === sorted(b) ? "reordered" : "reshaped";
}
