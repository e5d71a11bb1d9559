/**
 * Evidence a correction of one word can be held to, whatever rule made it (src/fix/precision.ts uses these): the word
 * put right must be wrong in the first place, and the word put there must be a word, not a piece of one or a
 * placeholder. Each was found among the wrong first suggestions the rules made on failures they had not seen yet (each
 * corpus's train split scored by the rules as they stood when it arrived: test/fixtures/fresh-precision.ts).
 */
import { known } from "./known.ts";
import type { Change } from "./precision.ts";
import type { Failure, Suggestion } from "./types.ts";
import { escapeRegExp, spelling, splitWords } from "./words.ts";

/** A line of the output that names `word` as what was wrong ("unknown command", "is not a git command", "no such"). */
function namedAsWrong(word: string, output: string): boolean {
  const w = escapeRegExp(word);
  return new RegExp(`^.*(?:\\b|[\`'"‘“])${w}(?:\\b|[\`'"’”]).*$`, "m").test(output) && new RegExp(`^.*(?:unknown|invalid|unrecogni[sz]ed|not (?:a|an|found|valid|recogni[sz]ed)|no such|isn't|is not|did you mean|doesn't|does not|not allowed)[^\\n]*(?:\\b|[\`'"‘“])${w}(?:\\b|[\`'"’”])|^.*(?:\\b|[\`'"‘“])${w}(?:\\b|[\`'"’”])[^\\n]*(?:unknown|invalid|unrecogni[sz]ed|not (?:a|an|found|valid|recogni[sz]ed)|no such|isn't|is not|doesn't|does not|not allowed)`, "im").test(output);
}

/** The words before `at` that name the program and its subcommands (`git remote`), by which known() lists a level's words. */
function levelOf(argv: string[], at: number): string {
  const words = argv.slice(argv[0] === "sudo" ? 1 : 0, at).filter((w) => !w.startsWith("-"));
  return words.map((w, i) => (i === 0 ? w.split("/").pop()! : w)).join(" ");
}

/**
 * `git rerere stauts` made `git revert stauts`: the word changed is a subcommand the tool has at that very place, and
 * the output names another word of the line as what was wrong, not this one, or shows this word's usage. A word that
 * is right is no slip of another. (A tool may still say to use another word instead: `npm ci` for which npm says to run `npm install`.)
 */
export function validWordCorrected(c: Change | undefined, f: Failure): boolean {
  if (!c || c.at === 0 || c.option || c.from.startsWith("-") || !/^[a-z][\w-]*$/i.test(c.from)) return false;
  const words = known(levelOf(f.argv, c.at));
  if (!words?.some((entry) => entry.split("|").includes(c.from)) || namedAsWrong(c.from, f.output)) return false;
  // The tool shows the usage of that very word (`usage: git rerere [clear | forget …]`): it took the word.
  if (new RegExp(`^\\s*usage:\\s+(?:\\S+\\s+)*?${escapeRegExp(c.from)}(?:\\s|$)`, "im").test(f.output)) return true;
  return f.argv.some((w, i) => i !== c.at && i > 0 && w.length > 2 && namedAsWrong(w, f.output));
}

/**
 * `kubectl pods get` made `kubectl logs get`: a later word of the line is itself a subcommand of the tool, so the
 * words are out of order, not mistyped; the word put in is no single slip of the one typed.
 */
export function misordered(c: Change | undefined, f: Failure): boolean {
  if (!c || c.at === 0 || c.option || c.from.startsWith("-")) return false;
  const level = levelOf(f.argv, c.at);
  const words = known(level);
  if (!words || level.includes(" ")) return false;
  const subcommands = new Set(words.flatMap((entry) => entry.split("|")));
  if (!subcommands.has(c.to)) return false;
  const later = f.argv.slice(c.at + 1).find((w) => subcommands.has(w) && w !== c.to);
  return !!later && !oneSlip(c.from.toLowerCase(), c.to.toLowerCase());
}

/** One letter changed, added, dropped, or two beside each other swapped. */
function oneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  return x.slice(1) === y.slice(1) || x.slice(1) === y || x === y.slice(1) || (x.length > 1 && x[0] === y[1] && x[1] === y[0] && x.slice(2) === y.slice(2));
}

/**
 * `cmake -E copy_dir` made `copy`, `--time-style=iso-long` made `iso`: the word put in is the word typed with a part
 * after a `-` or `_` cut off (or before one). The part cut was meant: a word of its own is no slip. (An ending after a
 * `.` or a folder after a `/` is another matter: `java Main.java` is `java Main`.)
 */
export function truncated(c: Change | undefined): boolean {
  if (!c || c.at === 0 || c.from.startsWith("-") || c.to.length < 2) return false;
  if (c.from.startsWith(c.to)) return /^[-_][a-z]{2,}/i.test(c.from.slice(c.to.length));
  if (c.from.endsWith(c.to)) return /[a-z]{2,}[-_]$/i.test(c.from.slice(0, -c.to.length));
  return false;
}

/** Variables a plan may use that every shell sets (fish's own among them). */
const SET_BY_SHELL = new Set(["status", "pipestatus", "argv", "HOME", "USER", "PATH", "PWD", "SHELL", "LOGNAME", "UID", "EUID", "HOSTNAME", "TMPDIR", "EDITOR", "LANG", "OLDPWD", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "VIRTUAL_ENV", "GOPATH"]);

/**
 * A step read out of the output that is a placeholder or prose, not a command: a variable the line never set and no
 * shell sets (`cat $f` from a manual's example), or a first word ending in punctuation (`info, run`).
 */
export function placeholder(s: Suggestion, f: Failure): boolean {
  return s.commands.some((step) => {
    if (f.command.includes(step)) return false;
    const words = splitWords(step);
    if (/[,;:.]$/.test(words[words[0] === "sudo" ? 1 : 0] ?? "")) return true;
    const names = [...step.matchAll(/\$\{?([A-Za-z_]\w*)\}?/g)].map((m) => m[1]!);
    return names.some((name) => !SET_BY_SHELL.has(name) && !f.command.includes(name) && !new RegExp(`\\b${name}=`).test(s.commands.join("\n")));
  });
}

/**
 * `grep -rn '-timeout' src` made `-Timeout`: a word the person quoted that begins with a dash is data the tool took
 * for an option. The fix passes it as data (`-e`, `--`); respelt, it is another pattern.
 */
export function quotedDataRespelt(c: Change | undefined, f: Failure): boolean {
  if (!c || c.at === 0 || !c.from.startsWith("-")) return false;
  return /^['"]/.test(spelling(f.command, c.from) ?? "") && c.to.replace(/^-+/, "") !== c.from.replace(/^-+/, "");
}

/** The most operands a usage line's rest takes (`<name> <newurl> [<oldurl>]`: 3), Infinity for `<file>...`; an option's own value is none. */
export function usageOperands(rest: string): number {
  if (/\.\.\./.test(rest)) return Infinity;
  let text = rest;
  // [-t <branch>], [--mirror=<fetch|push>]: an option and its value, innermost first.
  for (let before = ""; before !== text; ) [before, text] = [text, text.replace(/\[\s*-[^[\]]*\]/g, " ")];
  // (-a | --auto | <branch>): alternatives, one word at most.
  text = text.replace(/\([^()]*\)/g, " <one> ");
  return (text.match(/<[^<>]+>/g) ?? []).length;
}

/** The fewest operands a usage line's rest takes: those outside brackets (`<name> <newurl> [<oldurl>]`: 2). */
export function usageRequired(rest: string): number {
  let text = rest;
  for (let before = ""; before !== text; ) [before, text] = [text, text.replace(/\[[^[\]]*\]/g, " ")];
  text = text.replace(/\([^()]*\)/g, " <one> ");
  return (text.match(/<[^<>]+>/g) ?? []).length;
}

/** The subcommands the usage lines in `output` show after `prefix` (`or: git remote set-url …`), each with the rest of its line. */
export function usageLines(output: string, prefix: string): { sub: string; rest: string }[] {
  // A usage line wrapped onto the next, indented deeper than its `or:`: one line again.
  const text = output.replace(/\n {8,}(?!or:)(?=\S)/g, " ");
  return [...text.matchAll(new RegExp(`^\\s*(?:usage|or):\\s+${escapeRegExp(prefix)}(?:\\s+\\[[^\\]]*\\])*\\s+([a-z][\\w-]*)(?=\\s|$)(.*)$`, "gim"))].map((m) => ({ sub: m[1]!, rest: m[2]! }));
}

/**
 * `git remote rm-url origin ../x.git` made `git remote remove origin ../x.git`: the tool's own usage, in its message,
 * says `git remote remove <name>`, and the line gives it two operands. A subcommand put right must take the operands
 * typed after it, by the usage lines the tool printed for it.
 */
export function tooManyOperands(c: Change | undefined, f: Failure): boolean {
  if (!c || c.at < 1 || c.option || !/^(?:usage|\s+or):/im.test(f.output)) return false;
  const prefix = f.argv.slice(0, c.at).join(" ");
  // A usage line wrapped onto the next, indented deeper than its `or:`: one line again.
  const output = f.output.replace(/\n {8,}(?!or:)(?=\S)/g, " ");
  const rests = [...output.matchAll(new RegExp(`^\\s*(?:usage|or):\\s+${escapeRegExp(prefix)}(?:\\s+\\[[^\\]]*\\])*\\s+${escapeRegExp(c.to)}(?=\\s|$)(.*)$`, "gim"))].map((m) => m[1]!);
  if (!rests.length) return false;
  const operands = f.argv.slice(c.at + 1).filter((w) => !w.startsWith("-")).length;
  return operands > Math.max(...rests.map(usageOperands));
}
