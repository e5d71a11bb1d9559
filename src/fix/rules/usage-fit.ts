/**
 * A subcommand the tool refused, put right by its own usage lines (issue 27: words in the wrong shape, validated by
 * the tool's usage text): `git remote rm-url origin ../x.git`, where the usage shows `git remote set-url <name>
 * <newurl> [<oldurl>]` and `git remote get-url <name>`. The one subcommand that shares a part of the word typed (url)
 * and takes the operands typed after it (two) is meant.
 */
import { known } from "../known.ts";
import type { Rule } from "../types.ts";
import { usageLines, usageOperands, usageRequired } from "../word-evidence.ts";
import { escapeRegExp, replaceToken } from "../words.ts";

const parts = (w: string) => w.toLowerCase().split(/[-_]/).filter((p) => p.length >= 3);

export const usageFit: Rule = (f) => {
  if (!/unknown (?:sub)?command|invalid (?:sub)?command|not a valid (?:sub)?command/i.test(f.output)) return [];
  for (let at = 1; at < Math.min(f.argv.length, 4); at++) {
    const bad = f.argv[at]!;
    // The word the tool named as unknown, quoted ("unknown subcommand: `rm-url'"): not one of the words before it.
    if (bad.startsWith("-") || !parts(bad).length || !new RegExp(`[\`'"‘]${escapeRegExp(bad)}[\`'"’]`).test(f.output)) continue;
    const lines = usageLines(f.output, f.argv.slice(0, at).join(" "));
    if (lines.length < 2 || lines.some((l) => l.sub === bad)) continue;
    const operands = f.argv.slice(at + 1).filter((w) => !w.startsWith("-")).length;
    const fits = new Set(
      lines
        .filter((l) => parts(l.sub).some((p) => parts(bad).includes(p)))
        .filter((l) => usageRequired(l.rest) <= operands && operands <= usageOperands(l.rest))
        .map((l) => l.sub),
    );
    if (fits.size !== 1) return [];
    const good = [...fits][0]!;
    return [{ commands: [replaceToken(f.command, bad, good)], source: "rule", why: `its usage: ${f.argv.slice(0, at).join(" ")} ${good} takes ${operands} operand${operands === 1 ? "" : "s"}` }];
  }
  return [];
};

/**
 * `gcloud compute instances ssh vm`: the tool refused `ssh` where `instances` takes its words, and `ssh` is a word of
 * the level above (gcloud compute ssh): a word one level too deep. The word between goes.
 */
export const levelTooDeep: Rule = (f) => {
  for (let at = 2; at < Math.min(f.argv.length, 5); at++) {
    const [word, between] = [f.argv[at]!, f.argv[at - 1]!];
    if (!new RegExp(`(?:invalid|unknown)[^\\n]*[\`'"‘]${escapeRegExp(word)}[\`'"’]`, "i").test(f.output)) continue;
    const level = (p: string[]) => (known(p.join(" ")) ?? []).flatMap((k) => k.split("|"));
    const above = level(f.argv.slice(0, at - 1));
    if (!above.includes(word) || !above.includes(between) || level(f.argv.slice(0, at)).includes(word)) return [];
    return [{ commands: [f.command.replace(new RegExp(`(\\s)${escapeRegExp(between)}\\s+(?=${escapeRegExp(word)}(?:\\s|$))`), "$1")], source: "rule", why: `${word} is ${f.argv.slice(0, at - 1).join(" ")}'s own` }];
  }
  return [];
};
