/**
 * A line the shell could not parse, put in the shape its grammar wants: the
 * `;` a block's keyword needs before it (`for f in *.txt; do echo $f done`,
 * `if [ -f x ] then …`), and the `\;` that ends find's -exec.
 */
import type { Rule } from "../types.ts";

/** Keywords that start a clause only after a `;` or a new line, by the keyword that opens their block. */
const CLAUSES: [RegExp, string[]][] = [
  [/(?:^|[;&|(]\s*)(?:if|elif)\s/, ["then", "fi", "else", "elif"]],
  [/(?:^|[;&|(]\s*)(?:for|while|until|select)\s/, ["do", "done"]],
];

/** Words that may stand right before a keyword without a `;` (`then echo`, `do done` is not written, `else fi`). */
const OPENERS = new Set(["then", "do", "else", "{", "(", "!", "in"]);

/**
 * Where `keyword` follows a command on the same line with no `;` (outside
 * quotes): the index to put one at, for each place.
 */
function missingSeparators(line: string, keyword: string): number[] {
  const at: number[] = [];
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === "\\") i++;
    else if (/\s/.test(c) && line.startsWith(keyword, i + 1) && !/[\w-]/.test(line[i + 1 + keyword.length] ?? "")) {
      const before = line.slice(0, i).trimEnd();
      const last = before.split(/\s+/).pop() ?? "";
      // A closing keyword ends the line (`echo done; done` has a word done that closes nothing).
      const closes = keyword === "done" || keyword === "fi";
      if (closes && line.slice(i + 1 + keyword.length).trim() !== "") continue;
      if (before && !/[;&|\n]$/.test(before) && !OPENERS.has(last)) at.push(i);
    }
  }
  return at;
}

/** `for f in *.txt; do echo $f done`: bash's syntax error, and the `;` before each keyword that needs one. */
export const blockSeparator: Rule = (f) => {
  if (!/syntax error|unexpected end of file|parse error|unexpected token/i.test(f.output)) return [];
  const places = new Set<number>();
  for (const [opener, keywords] of CLAUSES) {
    if (!opener.test(f.command)) continue;
    for (const keyword of keywords) for (const i of missingSeparators(f.command, keyword)) places.add(i);
  }
  if (!places.size) return [];
  let line = f.command;
  for (const i of [...places].sort((a, b) => b - a)) line = `${line.slice(0, i)};${line.slice(i)}`;
  return [{ commands: [line], source: "rule", why: "the shell wants a ; before each keyword of a block" }];
};

/** `find . -exec grep -l TODO {}`: the command -exec runs ends at `\;` (or `+`), which was left out. */
export const findTerminator: Rule = (f) => {
  const action = /missing argument to [`'‘]?(-exec|-execdir|-ok|-okdir)['’]?/.exec(f.output)?.[1];
  if (f.argv[0] !== "find" || !action || !f.argv.includes(action) || /[|;&]/.test(f.command.replace(/\\;/g, ""))) return [];
  if (f.argv.slice(f.argv.indexOf(action)).some((w) => w === ";" || w === "+")) return [];
  return [{ commands: [`${f.command} \\;`], source: "rule", why: `find's ${action} runs a command that ends at \\;` }];
};

/**
 * `[ -f .env]&& echo found`: "[: missing `]'": the test's closing bracket is a word of its own, a space on each side
 * (glued to the last operand, `.env]` is that operand). The `[ … ]` outside quotes gets its spaces.
 */
export const testBracket: Rule = (f) => {
  if (!/\[: missing [`']\]'/.test(f.output) || /['"]/.test(f.command)) return [];
  // `[ x]` -> `[ x ]`, then `]&&` -> `] &&`.
  const line = f.command.replace(/(^|[;&|(]\s*|\s)\[\s+([^\]\n]*?[^\s\]])\]/g, "$1[ $2 ]");
  const spaced = line.replace(/ \](&&|\|\|)(?=\s|$)/g, " ] $1");
  return spaced !== f.command ? [{ commands: [spaced], source: "rule", why: "the test's ] is a word of its own" }] : [];
};

/**
 * `awk -F: {print $1} file`: awk's program typed bare; the shell split it into words (and may expand `$1`). The words
 * from the one that opens the braces to the one that closes them, as one quoted program.
 */
export const awkProgram: Rule = (f) => {
  if (!/^[gm]?awk$/.test(f.argv[0] ?? "") || !/syntax error|missing \}|unexpected|runaway/i.test(f.output) || /['"]/.test(f.command)) return [];
  const m = /(\s)(\{[^'"\n]*\})(?=\s|$)/.exec(f.command);
  if (!m || !m[2]!.includes(" ")) return [];
  const at = m.index + 1;
  return [{ commands: [`${f.command.slice(0, at)}'${m[2]}'${f.command.slice(at + m[2]!.length)}`], source: "rule", why: "awk's program is one word: quote it" }];
};
