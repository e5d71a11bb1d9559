/** Splitting and joining POSIX shell words, enough for command lines people type. */

/** The words of the last long lines split: a line of thousands of words is split once for all its suggestions' weighing. */
const LONG: Map<string, string[]> = new Map();

/** Splits a command line into words, honouring quotes and backslashes; operators stay words of their own. */
export function splitWords(line: string): string[] {
  if (line.length < 4096) return scanWords(line).map((w) => w.word);
  let words = LONG.get(line);
  if (!words) {
    if (LONG.size >= 8) LONG.clear();
    words = scanWords(line).map((w) => w.word);
    LONG.set(line, words);
  }
  // A copy: callers may change theirs.
  return [...words];
}

/** Where a run of plain characters ends, outside quotes and inside double ones: found by one search, not a test a character. */
const UNQUOTED_STOP = /[\s'"\\|&;<>]/g;
const DOUBLE_STOP = /["\\]/g;

/** The first `stop` in `line` from `from`, or its end. */
function next(stop: RegExp, line: string, from: number): number {
  stop.lastIndex = from;
  return stop.exec(line)?.index ?? line.length;
}

/** The words of a line, each with its text as typed (`"$HOME"`, `a\ b`). */
function scanWords(line: string): { word: string; typed: string }[] {
  const words: { word: string; typed: string }[] = [];
  let word = "";
  let start = 0;
  let quoted = false;
  let quote: '"' | "'" | undefined;
  const push = (end: number) => {
    if (word !== "" || quoted) words.push({ word, typed: line.slice(start, end) });
    word = "";
    quoted = false;
  };
  // Runs of characters that are only text are taken whole: a line of thousands of words is scanned in one pass.
  for (let i = 0; i < line.length; ) {
    if (word === "" && !quoted) start = i;
    if (quote === "'") {
      const end = line.indexOf("'", i);
      word += line.slice(i, end < 0 ? line.length : end);
      if (end >= 0) quote = undefined;
      i = end < 0 ? line.length : end + 1;
      continue;
    }
    if (quote === '"') {
      let stop = next(DOUBLE_STOP, line, i);
      word += line.slice(i, stop);
      if (stop === line.length) break;
      // A closing quote; a backslash before " \ $ ` takes the character it escapes, any other is itself.
      if (line[stop] === '"') quote = undefined;
      else if (stop + 1 < line.length && '"\\$`'.includes(line[stop + 1]!)) word += line[++stop];
      else word += "\\";
      i = stop + 1;
      continue;
    }
    const stop = next(UNQUOTED_STOP, line, i);
    if (stop > i) {
      word += line.slice(i, stop);
      i = stop;
      continue;
    }
    const c = line[i]!;
    if (c === "'" || c === '"') {
      quote = c;
      quoted = true;
    } else if (c === "\\") word += i + 1 < line.length ? line[++i] : c;
    else if (/\s/.test(c)) push(i);
    else {
      push(i);
      const two = line.slice(i, i + 2);
      const op = ["&&", "||", ">>"].includes(two) ? two : c;
      words.push({ word: op, typed: op });
      i += op.length - 1;
    }
    i++;
  }
  push(line.length);
  return words;
}

/**
 * The words rules look at one by one: the program and its first 64 arguments, so
 * that a line of thousands of file names costs no more than one of 64.
 */
export const examined = (argv: string[]) => (argv.length > 65 ? argv.slice(0, 65) : argv);

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Quotes a word for a POSIX shell only when it needs it. */
export function quoteWord(word: string): string {
  return /^[\w@%+=:,./~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export const joinWords = (words: string[]) => words.map(quoteWord).join(" ");

/** How the person typed `word` in `line` (`-d=','` for the word -d=,), if they typed it. */
export const spelling = (line: string, word: string) => scanWords(line).find((w) => w.word === word)?.typed;

/**
 * `words` joined into a line, each word the person typed in `line` spelled as they
 * typed it: `$PROJECT` stays a variable to expand, not the quoted text '$PROJECT'.
 */
export function joinAsTyped(line: string, words: string[]): string {
  const typed = new Map<string, string>();
  for (const w of scanWords(line)) if (!typed.has(w.word)) typed.set(w.word, w.typed);
  return words.map((w) => typed.get(w) ?? quoteWord(w)).join(" ");
}

/**
 * The command line with the first standalone `word` replaced, everything else
 * kept exactly as typed (quotes, globs, pipes).
 */
export function replaceToken(line: string, word: string, replacement: string): string {
  const escaped = escapeRegExp(word);
  const pattern = new RegExp(`(^|[\\s;&|(])(["']?)${escaped}\\2(?=$|[\\s;&|)])`);
  // The person's own quotes are kept: 's/a/b' stays quoted when it becomes 's/a/b/'.
  const requote = (quote: string) => (quote && !replacement.includes(quote) ? `${quote}${replacement}${quote}` : quoteWord(replacement));
  return pattern.test(line) ? line.replace(pattern, (_m, before: string, quote: string) => `${before}${requote(quote)}`) : line;
}

/**
 * The line with the first run of `words` (typed bare, one space or more apart)
 * put as `text`, written as given: `ps-a` as `ps -a`, `my script.py` as
 * `'my script.py'`. Undefined when the line has no such run.
 */
export function replaceRun(line: string, words: string[], text: string): string | undefined {
  const run = new RegExp(`(^|[\\s;&|(])${words.map(escapeRegExp).join("\\s+")}(?=$|[\\s;&|)])`).exec(line);
  return run ? line.slice(0, run.index) + run[1] + text + line.slice(run.index + run[0].length) : undefined;
}

/** The line without the first standalone `word` after its first word (an option dropped), the rest as typed. */
export const withoutWord = (line: string, word: string) => line.replace(new RegExp(`\\s+${escapeRegExp(word)}(?=\\s|$)`), "");

/** Whether the word at `at` comes after a `--` (git checkout -- file): a path or operand, whatever it looks like. */
export const afterDashes = (argv: string[], at: number) => argv.includes("--") && at > argv.indexOf("--");

/** Tools whose first word after the name is a subcommand: an option goes after it. */
export const SUBCOMMANDED = /^(?:git|npm|pnpm|yarn|bun|docker|podman|kubectl|helm|cargo|go|pip3?|uv|poetry|brew|apt|apt-get|systemctl|gh|terraform|dotnet|conda)$/;

/**
 * The command line with `option` added where people write it: after the tool
 * (and its subcommand), or at the end of a line of options only; with `merge`, into a cluster of short options that
 * stands there (`-n` and `-r` make `-rn`, as in grep -rn and rm -rf; `-s` and `-f`
 * make `-sf`), for tools whose clusters take no values. Undefined when the
 * command has it already.
 */
export function withOption(command: string, argv: string[], option: string, merge = false): string | undefined {
  let start = argv[0] === "sudo" ? 1 : 0;
  while (/^[A-Za-z_]\w*=/.test(argv[start] ?? "")) start++;
  const tool = argv[start];
  if (!tool || argv.includes(option)) return undefined;
  const at = start + (SUBCOMMANDED.test(tool) && argv[start + 1] && !argv[start + 1]!.startsWith("-") ? 2 : 1);
  const next = argv[at];
  const head = argv.slice(0, at).map(escapeRegExp).join("\\s+");
  const short = /^-[a-zA-Z]$/.test(option);
  if (merge && short && next && /^-[a-zA-Z]+$/.test(next)) {
    if (next.includes(option[1]!)) return undefined;
    const merged = option === "-r" ? `-r${next.slice(1)}` : `${next}${option[1]}`;
    const re = new RegExp(`^(\\s*${head}\\s+)${escapeRegExp(next)}(?=\\s|$)`);
    return re.test(command) ? command.replace(re, `$1${merged}`) : undefined;
  }
  // Behind options only (cargo fix --edition), a new long one goes at the end, where people add it.
  const rest = argv.slice(at);
  if (option.startsWith("--") && rest.length && rest.every((w) => w.startsWith("-")) && command.trimEnd().endsWith(rest.at(-1)!)) return `${command.trimEnd()} ${option}`;
  const re = new RegExp(`^(\\s*${head})(?=\\s|$)`);
  return re.test(command) ? command.replace(re, `$1 ${option}`) : undefined;
}

/** A table without inherited keys: a word typed ("constructor", "toString") finds only what the table holds. */
export const table = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);
