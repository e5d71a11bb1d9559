/**
 * An option the tool does not know: the nearest one it does, read from the
 * usage it printed, from what aye knows of common tools (src/fix/known-options.ts),
 * or else (with the person's consent) from its own `--help`.
 */
import { OPTIONS } from "../known-options.ts";
import { nearest } from "../nearest.ts";
import type { Rule } from "../types.ts";
import { replaceToken } from "../words.ts";

const UNKNOWN: RegExp[] = [
  /unrecognized option '(--?[\w-]+)/, // GNU coreutils, grep, tar
  /option '(--[\w-]+)(?:=[^']*)?' is ambiguous/, // GNU: a prefix of several (grep --exclud=x)
  /unrecognized argument: (--?[\w-]+)/, // git log
  /unrecognized option: (--?[\w-]+)/,
  /unknown option:? [`'"]?(-{0,2}[\w-]+)/i, // git: error: unknown option `amned'; many others
  /unknown (?:flag|shorthand flag): '?(--?[\w-]+)/, // cobra: Error: unknown flag: --namespce
  /flag provided but not defined: (-{1,2}[\w-]+)/, // Go's flag package
  /bad option: (--?[\w-]+)/, // node: bad option: --inpsect
  /unrecognized arguments?: (--?[\w-]+)/, // argparse
  /invalid option -- '?(\w)'?/, // GNU short options
  /invalid option: (--[\w-]+)/, // git diff
  /Unknown option: (--?[\w-]+)/,
  /Unknown cli config "(--[\w-]+)"/, // npm
  /no such option: (--[\w-]+)/, // pip, click
  /option (--[\w-]+): is unknown/, // curl
];

/** Other names of the same program. */
const SAME: Record<string, string> = { pip3: "pip", python: "python3", nodejs: "node", gmake: "make" };

/** The options aye knows for `git commit`, or else for `git`: none for a tool it does not know. */
export function knownOptions(words: string[]): string[] {
  const names = [SAME[words[0]!] ?? words[0]!, ...words.slice(1)];
  for (let n = names.length; n > 0; n--) {
    const known = OPTIONS[names.slice(0, n).join(" ")];
    if (known) return known.split(" ");
  }
  return [];
}

/** Every long option named in a help or usage text. */
export function flagsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s,[(|])(--[a-z0-9][\w-]*)/gim)].map((m) => m[1]!.replace(/[=[].*$/, ""));
}

export const unknownFlag: Rule = (f, world) => {
  let bad = UNKNOWN.map((p) => p.exec(f.output)?.[1]).find(Boolean);
  if (!bad) return [];
  // git writes `amned' for --amned; GNU writes a short one as a bare letter
  const typed = f.argv.find((w) => w === bad || w === `--${bad}` || w === `-${bad}` || w.startsWith(`${bad}=`) || w.startsWith(`--${bad}=`));
  if (!typed) return [];
  bad = typed.replace(/=.*$/, "");
  if (!bad.startsWith("--")) return [];
  // --depth1: a value glued to its option.
  const glued = /^(--[a-z][\w-]*?[a-z])(\d+)$/.exec(typed);
  if (glued) return [{ commands: [replaceToken(f.command, typed, `${glued[1]}=${glued[2]}`)], source: "rule", why: `the value of ${glued[1]} goes after '='` }];
  // The usage the tool printed, else its own --help (the words before the first option name the (sub)command).
  let found = nearest(bad, flagsIn(f.output));
  const tool = f.argv.slice(f.argv[0] === "sudo" ? 1 : 0, f.argv.findIndex((w) => w.startsWith("-")));
  if (!found.length) found = nearest(bad, knownOptions(tool));
  if (!found.length && tool.length) {
    const help = world.help(tool, f.cwd);
    found = help ? nearest(bad, flagsIn(help)) : [];
  }
  // --exclud=x: the option is put right, its value kept.
  const value = typed.slice(bad.length);
  return found.map((good) => ({ commands: [replaceToken(f.command, typed, good + value)], source: "rule" as const, why: `no option ${bad}; ${good} exists` }));
};
