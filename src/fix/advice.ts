/**
 * How tools phrase advice, read out of what they printed: "did you mean X", "a
 * similar command exists: X", "tip:", "hint: use -f", "help: run `X`", "run X to
 * create it", "use X instead", a command indented under "you can do so with:".
 * Pure: it only reads text. Each piece of advice is a whole command, a word to
 * put in place of a wrong one, or an option to add.
 */

import { typoDistance } from "../suggest.ts";
import { tolerance } from "./nearest.ts";
import { escapeRegExp } from "./words.ts";

export type Advice =
  /**
   * A whole command line the tool spells out (it may hold <placeholders>); `unquoted` when it is set apart only by
   * layout or prose (an indented line, "run npm install to …"), so it must name a program that is installed.
   */
  | { kind: "command"; command: string; loose?: boolean; unquoted?: boolean; instead?: boolean }
  /** Words to put in place of `bad` (when the tool names it) or of the nearest word. */
  | { kind: "word"; good: string[]; bad?: string }
  /**
   * An option to add; with `cluster`, a letter to join the cluster of short options typed (at its front with "front"); with `last`, at the end
   * of the line, where the tool says to add it ("run this command again with the -w flag").
   */
  | { kind: "flag"; flag: string; cluster?: boolean | "front"; last?: boolean }
  /** What to write in place of the stretch of `line` (the command as the tool echoed it) that it marked with carets. */
  | { kind: "span"; line: string; from: number; to: number; good: string };

/** GNU quotes with ‘…’, others with “…”: one kind of quote is easier to read. */
export const plainQuotes = (text: string) => text.replace(/[‘’`´]/g, "'").replace(/[“”]/g, '"');

/** npm prefixes its lines ("npm error", "npm ERR!"); the messages read better without. */
export const withoutNpmPrefix = (output: string) => output.replace(/^npm (?:error|ERR!|warn)(?: |$)/gm, "");

/** Advice a person should not follow as a fix: how to silence the hint, where to read more, how to get past a safeguard. */
const NOT_A_FIX = /turn this message off|to disable this|advice\.\w+|--help\b|\bhelp\b.*\bfor (?:more )?(?:usage|information|details)|\bman \w|failsafe|--no-preserve-root|to exit with (?:code|status) 0|\bto learn more\b|--verbose\b|to (?:get|see) (?:a |the )?list of|use --force to continue|(?:^|\s)-help\b|\bview all installed\b|\bfind a package to install\b/i;

/** A row of a listing ("  remove [-f] <file>...  - remove the file(s), use -f to force it"): a description, not advice. */
const TABLE_ROW = /^\s{2,}[a-z][\w-]*\b.*\s-\s+\w/;

const QUOTED = `['"]([^'"\\n]{1,200}?)['"]`;

/** Each line a tool's "did you mean" may stand on, with the words it offers after it. */
const SUGGESTS: RegExp[] = [
  new RegExp(`did you mean:?\\s+${QUOTED}`, "gi"),
  /did you mean:?\s+(?!this\?|one of)([-\w.:/@+=]+)\s*\?/gi,
  new RegExp(`(?:maybe|perhaps) you meant:?\\s+${QUOTED}`, "gi"),
  new RegExp(`similar (?:command|subcommand|argument|option|flag|name|value)s? (?:exists?|are|is):?\\s+${QUOTED}`, "gi"),
  new RegExp(`(?:please )?use ${QUOTED}(?: or ${QUOTED})? instead`, "gi"),
  // gradle: "Some candidates are: 'build'."
  new RegExp(`\\bcandidates (?:are|is):?\\s+${QUOTED}(?:,\\s*${QUOTED})?(?:,\\s*${QUOTED})?`, "gi"),
  // Ruby's did_you_mean (rake, bundler, rails): "Did you mean?  db:migrate".
  /did you mean\?[ \t]+([-\w.:/@+=]+)/gi,
  // hg: "(did you mean one of stat, status?)"
  /did you mean one of (?!these\b|those\b)([\w-]+)(?:, ([\w-]+))?(?:, ([\w-]+))?\?/gi,
];

/** A list under a "did you mean" line: one candidate per indented line. */
const SUGGEST_LIST = /(?:did you mean(?: one of these| this)?\??|maybe you meant|the most similar (?:commands? (?:is|are)|ones? (?:is|are))):?\s*\n(?:[ \t]*\n)?((?:[ \t]+\S[^\n]*\n?)+)/gi;

/** Advice to run something, quoted: help: run 'X', run `X` to ..., try 'X'. */
const RUN = new RegExp(`(?:^|[\\s:(])(?:run|try|try running|you can run|please run|consider running|execute|install(?: [\\w-]+){1,4} with|start by|start with|fix (?:it|this) (?:by|with)(?: running)?)[:\\s]+${QUOTED}`, "gim");

/** "Run npm install to fetch them": a command in prose, unquoted, up to where the sentence goes on. */
const RUN_BARE = /(?<!\b(?:this|the|a|each|every|last|next|first|test|dry) )\b(?:run|try running|please run|you (?:may|might|should|can) (?:want to )?run)[ \t]+([a-z][\w.-]*(?: (?!to\b|first\b|before\b|and\b|then\b|in\b|from\b|again\b|with\b)[^\s,;:'"`]+){1,6})(?=[ \t]+(?:to|first|before|and|then|in|from|again|with)\b|[,;:]|\.(?:\s|$)|$)/gim;

/** "use "pnpm install --no-frozen-lockfile"": a quoted command line after use (not git's "(use "git add <file>…" to …)" asides). */
const USE = /(?<!\(|forget to )\buse[ \t]+['"]([a-z][\w.-]* [^'"\n]{1,200}?)['"]/gi;

/**
 * An option the tool asks for: "Use -f if you really want to add them", "pass `--allow-dirty`", "Use -buildvcs=false to …".
 * One "to see" more (clang's "use -v to see invocation") explains the failure; it does not fix it.
 */
const FLAG = /\b(?:use|using|pass|add|try|rerun with|run with|run [a-z][\w-]* with|try with|run again with|try again with)(?: the)? ['"]?(-{1,2}[a-z][\w-]*(?:=\w+)?)['"]?(?: flag| option|(?= if| to (?!(?:see|show|display|print|view)\b)| when| instead|[.,]|$))/gim;

/** Whether a text (in lower case) holds one of the words: a test that costs next to nothing, before a pattern that needs one. */
export const holds = (lower: string, ...words: string[]) => words.some((word) => lower.includes(word));

/** The word the tool says is wrong: quoted after "unknown", "invalid", "unrecognized" and the like. */
const WRONG = new RegExp(
  `(?<![\\w-])(?:unknown|unrecognized|invalid|unexpected|unsupported|no such|not a valid|bad|illegal)[\\w -]{0,40}?(?:: )?${QUOTED}|${QUOTED} is not an? (?:valid |known )?[\\w-]+ (?:command|option|subcommand|argument)|${QUOTED} (?:option |flag )?(?:is no longer supported|is deprecated|has been removed|is unknown|not found|does not exist|is not defined)|has no attribute ${QUOTED}`,
  "i",
);

/** npm's warning about a setting in the person's npmrc, printed before any npx or npm command's own words. */
const NPMRC_WARNING = /^npm warn Unknown (?:user|project|global|builtin|env|cli) config "[^"]*"\..*\n?/gm;

/** The word the tool says is wrong, when it quotes one. */
export function wrongWord(output: string): string | undefined {
  if (output.includes("npm warn Unknown")) output = output.replace(NPMRC_WARNING, "");
  const said = holds(output.toLowerCase(), "unknown", "unrecognized", "invalid", "unexpected", "unsupported", "no such", "not a", "bad", "illegal", "supported", "deprecated", "removed", "not found", "does not exist", "not defined", "no attribute");
  const plain = said ? plainQuotes(output) : "";
  const m = said ? WRONG.exec(plain) : null;
  const word = m?.slice(1).find(Boolean);
  // gcc's "unrecognized argument to '-fsanitize=' option: 'adress'", click's "Invalid value for '-t' / '--target-version':
  // 'py3.11' is not one of …": an option's name is where the wrong word goes; the word is the value quoted after it on
  // the same line after a colon (the option's other names skipped).
  if (word && /^-[\w-]+=?$/.test(word.trim())) {
    const rest = plain.slice(m!.index + m![0].length).split("\n")[0]!;
    const value = [...rest.matchAll(/:\s*['"]([^'"\s]+)['"]/g)].map((q) => q[1]!).find((q) => !q.startsWith("-"));
    if (value && !value.endsWith("=")) return value;
    if (word.trim().endsWith("=")) return undefined;
  }
  // A quoted stretch of prose between two quoted names is no word.
  return word && !/\s/.test(word.trim()) ? word.trim() : undefined;
}

/** The candidate words of an indented list: the first word of each line, or npm's "npm X # why". */
function listed(block: string): string[] {
  return block
    .split("\n")
    .map((line) => line.trim().replace(/\s+#.*$/, ""))
    .filter(Boolean)
    .map((line) => line.replace(/^[-*•]\s*/, "").replace(/^'(.*)'$/, "$1"));
}

/** Text drawn in a frame (terraform's "│ " and "╷"/"╵" lines) read as plain lines. */
const unframed = (output: string) => output.replace(/^[ \t]*[│┃║╷╵][ \t]?/gm, "");

/**
 * "please use X" under a line the tool echoed with carets beneath the wrong
 * stretch (fish: "$? is not the exit status. In fish, please use $status.",
 * then `echo $?` and `      ^`). A lone caret marks where the stretch begins
 * (or the character after): the stretch is the word the message names ("$? is
 * not …"), or else as long as the advice when it holds the same characters
 * (`${HOME}` for `{$HOME}`).
 */
function caretAdvice(output: string): Advice[] {
  // A command ('count $argv') put in place of a word is the shell's substitution of it: (count $argv).
  const inPlace = (good: string, at: number) => (at > 0 && good.includes(" ") ? `(${good})` : good);
  const lines = output.split("\n");
  const found: Advice[] = [];
  for (let i = 2; i < lines.length; i++) {
    const marks = /^( *)\^(~*\^?)\s*$/.exec(lines[i]!);
    const use = marks && /please use (?:'([^'\n]+)'|"([^"\n]+)"|(\S+?))\.?$/.exec(lines[i - 2]!);
    if (!marks || !use) continue;
    const line = lines[i - 1]!;
    const good = use.slice(1).find(Boolean)!;
    const at = marks[1]!.length;
    if (marks[2]) {
      found.push({ kind: "span", line, from: at, to: at + 1 + marks[2].length, good: inPlace(good, at) });
      continue;
    }
    // fish sets a lone caret on the character after a `$`.
    const named = /^\S+: (\S+) is not\b/.exec(lines[i - 2]!)?.[1];
    const same = (a: string) => [...a].sort().join("");
    const from = [at, at - 1].find((start) => (named ? line.startsWith(named, start) : same(line.slice(start, start + good.length)) === same(good)));
    if (from !== undefined && from >= 0) found.push({ kind: "span", line, from, to: from + (named ?? good).length, good: inPlace(good, from) });
  }
  return found;
}

/** "run this command again with the -w flag": the option goes at the end of the line as typed. */
const AGAIN = /\b(?:re-?run|run|running|try|trying) (?:this|the|your) command again with(?: the)? ['"]?(-{1,2}[a-zA-Z][\w-]*)['"]?/gi;

/** cargo's "to pass '--port' as a value, use '-- --port'": the tool's words in place of the ones it quotes. */
const AS_VALUE = /to pass '([^'\n]+)' as a value, use '([^'\n]+)'/g;
/** git pull --rebase=preserve: "'preserve' superseded by 'merges'", a word the tool renamed. */
const SUPERSEDED = /'([^'\s]+)' (?:has been |is |was )?(?:superseded|replaced) by '([^'\s]+)'/g;

/**
 * Whether `good`, offered for `bad`, gives way to what the tool says of `bad` besides: clap offers '--test' for
 * --test-threads and says how to pass it on as a value; cargo offers `add` for `make` and says which plugin to
 * install. A word that far is no typo.
 */
export const passedOn = (output: string, bad: string, good: string) => {
  if (good.startsWith("-- ")) return false;
  // A plugin of the very name is likelier than any word more than one slip away.
  if (output.includes(`cargo search cargo-${bad}\``)) return typoDistance(good, bad) > 1;
  return output.includes(`to pass '${bad}' as a value`) && typoDistance(good, bad) > tolerance(bad);
};

/** A command after "with:" at the end of a line ("Try creating one first with: npm i --package-lock-only"). */
const WITH_COLON = /\b(?:with|using|run):[ \t]+([a-z][\w.-]* [^\n'"`]{1,200})$/gim;

/** Every piece of advice in `output`, in the order the tool gave it. */
export function readAdvice(output: string): Advice[] {
  if (output.includes("npm warn Unknown")) output = output.replace(NPMRC_WARNING, "");
  // shellcheck's report ("In x.sh line 3:"): its "Did you mean:" rewrites a line of the script, not the command.
  if (/^In \S.* line \d+:$/m.test(output)) return [];
  const found: { at: number; advice: Advice }[] = [];
  const add = (at: number, advice: Advice) => found.push({ at, advice });
  // Each pattern below is tried only when the words it needs are there: most outputs hold no advice at all.
  const said = (...words: string[]) => holds(output.toLowerCase(), ...words);
  // help:, hint:, tip: lines (rustc's "= help:" too) that quote a command of two words or more after a verb.
  for (const m of said("help:", "hint:", "tip:") ? plainQuotes(output).matchAll(/^[ \t=]*(?:help|hint|tip):[^\n]*/gim) : []) {
    if (NOT_A_FIX.test(m[0])) continue;
    // "consider using `cargo build -Z build-std` instead": a line to run in place of the one typed.
    for (const q of m[0].matchAll(/\b(?:with|run|use|try|using|running):?\s+['"]([a-z][\w.-]* [^'"\n]{1,200}?)['"](\s+instead\b)?/gi)) add(m.index + q.index, { kind: "command", command: q[1]!.trim(), ...(q[2] ? { instead: true } : {}) });
  }
  const text = plainQuotes(unframed(output))
    .split("\n")
    .map((line) => line.replace(/^\s*(?:hint|tip|help|note|npm (?:error|ERR!|warn)|error|warning):\s?/i, (m) => (/^\s+/.test(m) ? " " : "")))
    .filter((line) => !NOT_A_FIX.test(line) && !TABLE_ROW.test(line))
    .join("\n");
  const lower = text.toLowerCase();
  const has = (...words: string[]) => holds(lower, ...words);
  const all = (pattern: RegExp, ...words: string[]) => (has(...words) ? text.matchAll(pattern) : []);
  const wrong = has("mean", "similar", "use ", "candidates") ? wrongWord(text) : undefined;
  for (const m of all(SUGGEST_LIST, "did you mean", "maybe you meant", "most similar")) add(m.index, { kind: "word", good: listed(m[1]!), ...(wrong ? { bad: wrong } : {}) });
  for (const pattern of SUGGESTS) {
    for (const m of all(pattern, "mean", "similar", "use ", "candidates")) {
      const good = m.slice(1).filter((g): g is string => !!g);
      add(m.index, { kind: "word", good, ...(wrong ? { bad: wrong } : {}) });
    }
  }
  for (const m of all(RUN, "run", "try", "execute", "install", "start by", "start with", "fix it", "fix this")) {
    const command = m[1]!.trim();
    // yarn: Try "info, run": a list of the words it takes, not a command.
    if (/^[\w-]+(?:,\s*[\w-]+)+$/.test(command)) add(m.index, { kind: "word", good: command.split(/,\s*/), ...(wrong ? { bad: wrong } : {}) });
    else add(m.index, { kind: "command", command });
  }
  for (const m of all(RUN_BARE, "run")) add(m.index, { kind: "command", command: m[1]!.replace(/\.$/, ""), unquoted: true });
  for (const m of all(USE, "use")) add(m.index, { kind: "command", command: m[1]!.trim() });
  for (const m of all(AGAIN, "again with")) add(m.index, { kind: "flag", flag: m[1]!, last: true });
  // An option "to specify" something wants a value the tool did not give: no fix by itself.
  // A help page the tool printed for a bad option (docker-compose up's "use the `--no-recreate` flag") documents its
  // options; it does not advise one.
  const helpPage = has("options:", "flags:") && /^\s*(?:options|flags):\s*$/im.test(text);
  for (const m of helpPage ? [] : all(FLAG, "use", "using", "pass", "add", "try", "with")) if (!/to specify/.test(text.slice(m.index, m.index + m[0].length + 12))) add(m.index, { kind: "flag", flag: m[1]! });
  for (const m of all(AS_VALUE, "as a value")) add(m.index, { kind: "word", good: [m[2]!], bad: m[1]! });
  for (const m of all(SUPERSEDED, "superseded by", "replaced by")) add(m.index, { kind: "word", good: [m[2]!], bad: m[1]! });
  for (const m of all(WITH_COLON, "with:", "using:", "run:")) add(m.index, { kind: "command", command: m[1]!.trim(), unquoted: true });
  // git clean: "neither -i, -n, nor -f given": the last one named is the one to give, at the front of the cluster
  // typed (`git clean -d` -> `git clean -fd`, as it is written).
  for (const m of all(/\bnor (-[a-zA-Z]) given\b/g, "nor -")) add(m.index, { kind: "flag", flag: m[1]!, cluster: "front" });
  // tar: "(missing -f option?)": the letter joins the cluster typed, so that its value still follows it.
  for (const m of all(/\bmissing (-[a-zA-Z]) option\b/g, "missing -")) add(m.index, { kind: "flag", flag: m[1]!, cluster: true });
  // A command set on its own indented line after a line that ends with a colon ("you can do so with:") or with
  // "use" or "run" (git: "on the remote, use"), or, loosely (only the same tool's), after a sentence.
  // A usage's own lines ("Usage:\n  pip list [options]") show the form of a command, not a fix.
  // npm's "please run:\nnpm error   sudo chown -R …" too.
  const bare = withoutNpmPrefix(text);
  for (const m of bare.matchAll(/([:.]|\b(?:use|run))[ \t]*\n(?:[ \t]*\n)?(?:[ \t]{2,}|\t)([a-z][\w.-]*(?: [^\n]+)?)\n/g)) {
    if (m[1] === ":" && /\busage:?\s*$/i.test(bare.slice(Math.max(0, m.index - 12), m.index + 1))) continue;
    // gcloud's "Maybe you meant:" and a column of commands under it: a menu to choose from, not the one to run.
    const next = bare.slice(m.index + m[0].length).split("\n", 1)[0]!;
    if (m[1] === ":" && new RegExp(`^[ \\t]{2,}${escapeRegExp(m[2]!.split(" ")[0]!)} `).test(next)) continue;
    // npm run's listing ("included in p:\n  test\n    echo t"): a name with its description indented below it.
    const indent = (line: string) => /^[ \t]*/.exec(line)![0].length;
    if (indent(next) > indent(m[0].split("\n").find((line, i) => i > 0 && line.trim())!)) continue;
    // "[-z serial_number] file ...\n       ssh-keygen -L": an ellipsis ends no sentence; a usage's next form follows it.
    if (m[1] === "." && bare.slice(Math.max(0, m.index - 2), m.index) === "..") continue;
    // "In deploy.sh line 3:\n  cat $f": a line of the file the tool read, not one to run.
    if (m[1] === ":" && /\bline \d+$/.test(bare.slice(Math.max(0, m.index - 12), m.index))) continue;
    add(m.index, { kind: "command", command: m[2]!.trim(), unquoted: true, ...(m[1] === "." ? { loose: true } : {}) });
  }
  for (const advice of said("please use") ? caretAdvice(output) : []) add(-1, advice);
  return found.sort((a, b) => a.at - b.at).map((f) => f.advice);
}
