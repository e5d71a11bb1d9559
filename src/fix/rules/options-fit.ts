/**
 * Search over edits validated by what aye knows (issue 27, point 1): `pip pip -U pip`, where the tool refused the word
 * in its subcommand's place ("unknown command \"pip\"") and no subcommand is a slip of it. The options the line holds
 * are the evidence: when exactly one of the tool's subcommands aye knows the options of takes every one of them (-U:
 * only `pip install`), that subcommand is put in the word's place. Options every subcommand takes (-h, -v, -q) say
 * nothing, and a subcommand one slip from the word is another rule's (a slip, not a word in the wrong place).
 */
import { known } from "../known.ts";
import { OPTIONS, SHORT } from "../known-options.ts";
import { tolerance } from "../nearest.ts";
import type { Rule } from "../types.ts";
import { typoDistance } from "../../suggest.ts";
import { escapeRegExp, replaceToken } from "../words.ts";

/** Whether `tool sub` takes `option` (`--upgrade`, `--index-url=x`, `-U`, `-Ue`), by aye's tables; undefined: not known. */
function takes(tool: string, sub: string, option: string): boolean | undefined {
  const long = OPTIONS[`${tool} ${sub}`];
  const short = SHORT[`${tool} ${sub}`];
  if (long === undefined && short === undefined) return undefined;
  if (option.startsWith("--")) return long !== undefined && long.split(" ").includes(option.split("=")[0]!);
  return short !== undefined && [...option.slice(1)].every((letter) => short.includes(letter));
}

export const subcommandByOptions: Rule = (f) => {
  const tool = f.argv[0]?.split("/").pop() ?? "";
  const word = f.argv[1];
  if (!word || word.startsWith("-") || !/^[\w.-]+$/.test(word)) return [];
  // The tool named the word as no command of its.
  if (!new RegExp(`(?:unknown|invalid|no such) (?:sub)?command:? ["'\`‘]?${escapeRegExp(word)}\\b|["'\`‘]${escapeRegExp(word)}["'’]? is not a \\S+ command`, "i").test(f.output)) return [];
  const subs = (known(tool) ?? []).flatMap((entry) => entry.split("|"));
  if (!subs.length || subs.includes(word) || subs.some((s) => typoDistance(word, s) <= tolerance(word))) return [];
  const end = f.argv.indexOf("--");
  const options = f.argv.slice(2, end < 0 ? undefined : end).filter((w) => /^--?[A-Za-z]/.test(w));
  const measured = subs.filter((s) => options.every((o) => takes(tool, s, o) !== undefined));
  const fits = measured.filter((s) => options.every((o) => takes(tool, s, o)));
  // Evidence: options some subcommands aye knows refuse, and one subcommand alone that takes them all.
  if (!options.length || fits.length !== 1 || fits.length === measured.length) return [];
  const good = fits[0]!;
  // In its place after the program (whose name it may be: pip pip).
  const cut = f.command.indexOf(f.argv[0]!) + f.argv[0]!.length;
  return [{ commands: [f.command.slice(0, cut) + replaceToken(f.command.slice(cut), word, good)], source: "rule", why: `of ${tool}'s subcommands, only ${good} takes ${options.join(" ")}` }];
};
