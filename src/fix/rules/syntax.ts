/**
 * Options and words written the way another tool or shell wants them: `-n=5`
 * where the short option takes its value apart, `--dry-run=yes` for an option
 * that takes none, `--max-time=5` where only a space will do, `-chdir dir` where
 * `=` is wanted, `-help` for `--help`, `-DVAR value` where cmake wants
 * `-DVAR=value`, an unquoted glob after find's -name or a bracketed name zsh took
 * for one, sed's `s` missing its last slash or `-n 10,20` its `p`, BSD's
 * `sed -i ''`, `export A = b` and `PORT = 3000 npm start`, a misspelt signal, chmod's `0o755`,
 * tar's f inside its cluster, chmod's -r, an option after the arguments, a line continuation pasted onto one line, and an option glued to a closing quote.
 */
import { resolve } from "node:path";
import { plainQuotes } from "../advice.ts";
import type { Rule, Suggestion } from "../types.ts";
import { nearest } from "../nearest.ts";
import { refsOf } from "../refs.ts";
import { escapeRegExp, examined, quoteWord, replaceRun, replaceToken, spelling, SUBCOMMANDED, withoutWord } from "../words.ts";

/** Signal names, without SIG. */
const SIGNALS = "HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM CHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH IO PWR SYS".split(" ");

export const optionSyntax: Rule = (f, world) => {
  const output = plainQuotes(f.output);
  const out: Suggestion[] = [];
  const swap = (word: string, replacement: string, why: string) => {
    const command = replaceToken(f.command, word, replacement);
    if (command !== f.command) out.push({ commands: [command], source: "rule", why });
  };
  // Go's flag package takes -name=value as well as -name value: what it blames is the option or the value, never the '='.
  const goFlags = /flag provided but not defined: -|invalid value ".*" for flag -|flag needs an argument: -/.test(output);
  for (const word of examined(f.argv).slice(1)) {
    // -n=5, -C=build, -maxdepth=1: a single-dash option takes its value as the next word.
    const short = /^(-[a-zA-Z][a-zA-Z]*)=(.+)$/.exec(word);
    // Not where the tool blamed another option: Go's flags take -run=TestX, and go test blamed -count.
    const blamed = (option: string) => new RegExp(`(?:^|[\\s'"\`‘])${escapeRegExp(option)}(?=[\\s'"’:=]|$)`, "m").test(output);
    const elsewhere = f.argv.some((w) => w !== word && /^-[a-zA-Z]/.test(w) && blamed(w.replace(/=.*$/, "")));
    // gcc's -std=c99x ("did you mean '-std=c99'?"): a tool that writes the option with '=' itself takes it so.
    const withEquals = short && output.split(`${short[1]}=`).length > output.split(word).length;
    if (short && !withEquals && !goFlags && (output.includes(word) || output.includes(`=${short[2]}`) || !elsewhere)) {
      const [, option, value] = short as unknown as [string, string, string];
      // A one-character value such as a delimiter reads best glued (-d, -d:), and so does all of cut's and sort's (-f2, -k2).
      const glued = (value.length === 1 && /[^\w]/.test(value)) || f.argv[0] === "cut" || f.argv[0] === "sort";
      // The value keeps the quotes it was typed with (cut -d=',' → -d',').
      const typed = spelling(f.command, word) ?? word;
      const fixed = typed.startsWith(`${option}=`) ? `${option}${glued ? "" : " "}${typed.slice(option.length + 1)}` : glued ? `${option}${value}` : `${option} ${quoteWord(value)}`;
      const command = f.command.replace(typed, fixed);
      if (command !== f.command) out.push({ commands: [command], source: "rule", why: `${option} takes its value after a space` });
    }
    // --dry-run=yes where git says: option `dry-run' takes no value.
    const valued = /^(--[\w-]+)=(.*)$/.exec(word);
    if (valued && new RegExp(`option '${valued[1]!.slice(2)}' takes no value|option '${valued[1]}' doesn't allow an argument`).test(output)) {
      // `git diff --name-only=HEAD~1`: a value that names a thing here (a revision, a branch, a path) was an operand,
      // glued on; yes, 100 or auto was the option's own and goes.
      const value = valued[2]!;
      const operand = /^(?:HEAD|@)(?:[~^]\d*)*$/.test(value) || (value.length > 1 && (refsOf(world, f.cwd).names.includes(value) || world.isFile(resolve(f.cwd, value)) || world.isDir(resolve(f.cwd, value))));
      if (!operand) swap(word, valued[1]!, `${valued[1]} takes no value`);
      else out.push({ commands: [f.command.replace(spelling(f.command, word) ?? word, `${valued[1]} ${quoteWord(value)}`)], source: "rule", why: `${valued[1]} takes no value: ${value} is an operand` });
    }
    // -help, -version: GNU tools read them as -h -e -l -p.
    if (/^-(?:help|version)$/.test(word) && /invalid option|unknown option|unrecognized option/.test(output)) swap(word, `-${word}`, "long options take two dashes");
  }
  // A glob the shell could not match (zsh: no matches found: src/pages/[id].tsx): a name with brackets, quoted.
  const unmatched = /no matches found: (\S+)/.exec(output)?.[1];
  if (unmatched && f.argv.includes(unmatched) && /[[\]*?]/.test(unmatched)) swap(unmatched, unmatched, "quote the name so the shell leaves it alone"); // replaceToken quotes it
  // sed -n 10,20: an address with no command; printing it was meant.
  if (f.argv[0] === "sed" && /missing command/.test(output) && f.argv.includes("-n")) {
    const address = f.argv.find((w, i) => i > 0 && /^(?:\d+|\$|\/[^/]*\/)(?:,(?:\d+|\$|\/[^/]*\/))?$/.test(w));
    if (address) swap(address, `${address}p`, "print the lines addressed");
  }
  // jq --arg env=prod: jq's --arg and --argjson take the name and the value as two words.
  const pair = f.argv[0] === "jq" && /compile error|is not defined|not a valid|invalid JSON text passed to --argjson/.test(output) ? f.argv.findIndex((w, i) => /^--arg(?:json)?$/.test(f.argv[i - 1] ?? "") && /^\w+=/.test(w)) : -1;
  if (pair > 0) {
    const word = f.argv[pair]!;
    const command = replaceRun(f.command, [word], `${word.slice(0, word.indexOf("="))} ${quoteWord(word.slice(word.indexOf("=") + 1))}`);
    if (command) out.push({ commands: [command], source: "rule", why: `${f.argv[pair - 1]} takes the name and the value apart` });
  }
  // 7z x a.7z -o out: 7-Zip takes a switch's value glued to it ("Too short switch: -o").
  const bare = output.includes("Too short switch") ? /Too short switch:\s*(-\w+)\s*$/m.exec(output)?.[1] : undefined;
  const switchAt = bare ? f.argv.indexOf(bare) : -1;
  const switched = f.argv[switchAt + 1];
  if (switchAt > 0 && switched && !switched.startsWith("-")) {
    const command = replaceRun(f.command, [bare!, switched], `${bare}${quoteWord(switched)}`);
    if (command) out.push({ commands: [command], source: "rule", why: `${bare} takes its value glued to it` });
  }
  // kill -SIGKIL: the nearest signal name.
  const signal = /kill: (?:SIG)?(\w+): invalid signal specification|kill: unknown signal:? (?:SIG)?(\w+)/i.exec(output);
  const typed = signal ? f.argv.find((w) => /^-/.test(w) && w.toUpperCase().endsWith((signal[1] ?? signal[2])!.toUpperCase())) : undefined;
  if (typed) {
    const prefix = /^-SIG/i.test(typed) ? "SIG" : "";
    for (const good of nearest(typed.replace(/^-(?:SIG)?/i, "").toUpperCase(), SIGNALS, 1)) swap(typed, `-${prefix}${good}`, `the signal is ${good}`);
  }
  // curl --max-time=5: a tool that takes an option's value only after a space says the whole word is unknown.
  const joined = /option (--[\w-]+)=\S*: is unknown|unknown option:? '?(--[\w-]+)=/.exec(output);
  const option = joined?.[1] ?? joined?.[2];
  const word = option ? f.argv.find((w) => w.startsWith(`${option}=`)) : undefined;
  const spaced = word ? f.command.replace(new RegExp(`(^|\\s)${escapeRegExp(option!)}=`), `$1${option} `) : f.command;
  if (spaced !== f.command) out.push({ commands: [spaced], source: "rule", why: `${option} takes its value after a space` });
  // chmod 0o755: Python's octal, not chmod's.
  const mode = /^chmod: invalid mode: '0o([0-7]{3,4})'/m.exec(output);
  if (mode && f.argv[0] === "chmod") swap(`0o${mode[1]}`, mode[1]!, "chmod's octal has no 0o");
  // sed -i '' (BSD's empty suffix): GNU sed reads the '' as the script and the script as a file.
  const at = f.argv.indexOf("-i");
  if (f.argv[0] === "sed" && at > 0 && f.argv[at + 1] === "" && /can't read/.test(output)) {
    const command = f.command.replace(/(\s-i)\s+(?:''|"")(?=\s)/, "$1");
    if (command !== f.command) out.push({ commands: [command], source: "rule", why: "GNU sed's -i takes no empty suffix" });
  }
  // terraform -chdir infra: "must include an equals sign"; clap's (uutils' ls --sort name): "equal sign is needed".
  const equals = /Invalid (-[\w-]+) option: must include an equals sign|equal sign is needed when assigning values to '(--[\w-]+)/.exec(output)?.slice(1).filter(Boolean);
  const value = equals ? f.argv[f.argv.indexOf(equals[0]!) + 1] : undefined;
  if (equals && value) {
    const command = f.command.replace(new RegExp(`(^|\\s)${escapeRegExp(equals[0]!)}\\s+${escapeRegExp(value)}(?=\\s|$)`), `$1${equals[0]}=${value}`);
    if (command !== f.command) out.push({ commands: [command], source: "rule", why: `${equals[0]} takes its value after '='` });
  }
  // terraform's -chdir is its own, before the subcommand: typed after it, or a folder given where -chdir was meant.
  if (/^(?:terraform|tofu)$/.test(f.argv[0]!) && f.argv[1] && !f.argv[1].startsWith("-")) {
    const [tool, sub] = f.argv as [string, string];
    const chdir = output.includes("provided but not defined: -chdir") ? f.argv.find((w) => w.startsWith("-chdir=")) : undefined;
    // The folder is a word no option took as its value (`-var region eu-west-1` names none), and a folder here.
    const operand = f.argv.slice(2).find((w, i) => !w.startsWith("-") && !f.argv[i + 1]!.startsWith("-"));
    const folder = /Did you mean to use -chdir\?|use the global -chdir flag/.test(output) && operand && world.isDir(resolve(f.cwd, operand)) ? operand : undefined;
    const moved = chdir ? replaceRun(withoutWord(f.command, chdir), [tool, sub], `${tool} ${chdir} ${sub}`) : folder ? replaceRun(withoutWord(f.command, folder), [tool, sub], `${tool} -chdir=${quoteWord(folder)} ${sub}`) : undefined;
    if (moved) out.push({ commands: [moved], source: "rule", why: `-chdir is ${tool}'s own option, before the subcommand` });
  }
  // cmake -DVAR value, -D VAR value: "Parse error in command line argument: VAR ... Should be: VAR:type=value"
  const cmake = /Parse error in command line argument: (\S+)/.exec(output);
  if (cmake && f.argv[0] === "cmake") {
    const name = cmake[1]!;
    const glued = f.argv.indexOf(`-D${name}`);
    const apart = f.argv.findIndex((w, i) => w === "-D" && f.argv[i + 1] === name);
    const at = glued > 0 ? glued : apart > 0 ? apart + 1 : -1;
    const value = f.argv[at + 1];
    const typed = glued > 0 ? [`-D${name}`, value ?? ""] : ["-D", name, value ?? ""];
    const command = at > 0 && value && !value.startsWith("-") ? replaceRun(f.command, typed, `-D${name}=${value}`) : undefined;
    if (command) out.push({ commands: [command], source: "rule", why: "cmake wants -DVAR=value" });
  }
  // find . -name *.txt: the shell expanded the glob before find saw it.
  const glob = /possible unquoted pattern after predicate '(-i?(?:name|path|wholename|regex))'/.exec(output);
  if (glob) {
    const at = f.argv.indexOf(glob[1]!);
    const pattern = f.argv[at + 1];
    if (at > 0 && pattern && /[*?[]/.test(pattern)) {
      const command = f.command.replace(new RegExp(`(${glob[1]}\\s+)${escapeRegExp(pattern)}`), `$1'${pattern}'`);
      if (command !== f.command) out.push({ commands: [command], source: "rule", why: "quote the pattern so find gets it, not the shell" });
    }
  }
  // sed s/foo/bar: "unterminated `s' command".
  if (f.argv[0] === "sed" && /unterminated 's' command/.test(output)) {
    for (const word of f.argv) {
      const m = /^s(.)(?:(?!\1).)*\1(?:(?!\1).)*$/.exec(word);
      if (m) swap(word, `${word}${m[1]}`, "the s command ends with its delimiter");
    }
  }
  return out;
};

/** What tools say of a stray word: a path or revision they cannot find, an argument too many. */
const STRAY = /pathspec '([^']+)' did not match|ambiguous argument '([^']+)'|unrecognized arguments?: (\S+)|extra operand '([^']+)'|'([^']+)': No such file or directory|cannot access '([^']+)'/;

/**
 * A value of several words left unquoted: `git commit -m fix the bug`, `git log
 * --since 2 weeks ago`. The tool stumbles on the second word; that word, the
 * one before it and those after it up to the next option are one value.
 */
export const unquotedValue: Rule = (f, world) => {
  const stray = STRAY.exec(plainQuotes(f.output))?.slice(1).find(Boolean);
  // An option the tool does not know (venv: error: unrecognized arguments: --promt) is no word of a value.
  const at = stray && !stray.startsWith("-") ? f.argv.indexOf(stray) : -1;
  // date +%Y-%m-%d %H:%M: a format (after +) is one word too.
  const format = at >= 2 && f.argv[0] === "date" && f.argv[at - 1]!.startsWith("+");
  if (!format && (at < 3 || !/^-/.test(f.argv[at - 2]!) || f.argv[at - 1]!.startsWith("-"))) return [];
  let end = at;
  while (end + 1 < f.argv.length && !f.argv[end + 1]!.startsWith("-")) end++;
  const words = f.argv.slice(at - 1, end + 1);
  if (words.some((w) => world.isFile(resolve(f.cwd, w)) || world.isDir(resolve(f.cwd, w)))) return [];
  const command = replaceRun(f.command, words, quoteWord(words.join(" ")));
  return command ? [{ commands: [command], source: "rule", why: `${format ? "date" : f.argv[at - 2]} takes '${words.join(" ")}' as one value` }] : [];
};

/** What a regular expression's tool says of a group or class left open. */
const UNMATCHED: [RegExp, string][] = [
  [/Unmatched \( or \\\(|missing closing parenthesis|unclosed group|missing \)/i, ")"],
  [/Unmatched \[|unclosed character class|brackets \(\[ \]\) not balanced/i, "]"],
];

/** grep -E '(WARN|ERROR': the pattern given its closing bracket, at its end. */
export const unclosedPattern: Rule = (f) => {
  if (!/^(?:grep|egrep|rg|ag)$/.test(f.argv[0] ?? "")) return [];
  const closer = UNMATCHED.find(([said]) => said.test(f.output))?.[1];
  if (!closer) return [];
  // The pattern: after -e, or else the first word that is not an option.
  const e = f.argv.indexOf("-e");
  const pattern = e > 0 ? f.argv[e + 1] : f.argv.slice(1).find((w) => !w.startsWith("-"));
  const open = closer === ")" ? "(" : "[";
  const count = (text: string, c: string) => text.split(c).length - 1;
  if (!pattern || count(pattern, open) <= count(pattern, closer)) return [];
  // 'foo(' closed is an empty group, which matches nothing more: the bracket was meant as a character, not a group.
  // '[0-9+' ends in a repeat, which the closing bracket would swallow: where it goes is not known.
  if (pattern.endsWith(open) || /[+*?}]$/.test(pattern)) return [];
  return [{ commands: [replaceToken(f.command, pattern, pattern + closer)], source: "rule", why: `the pattern's ${open} is never closed` }];
};

/** patch < fix.patch of a git diff (a/…, b/…): its paths start one folder down. */
export const patchLevel: Rule = (f) => {
  if (f.argv[0] !== "patch" || f.argv.some((w) => /^-p\d|^--strip/.test(w)) || !/can't find file to patch/.test(f.output) || !/^\|?--- a\//m.test(f.output)) return [];
  return [{ commands: [f.command.replace(/^patch\b/, "patch -p1")], source: "rule", why: "a git diff's paths begin with a/ and b/" }];
};

/**
 * tar's archive: -cfz makes f take the rest of the cluster (an archive named z),
 * so f goes last; `tar -czf src x.tar.gz` names the folder as the archive, so
 * the two swap; `tar -f x.tar` says what to do with it: extract one that is there.
 */
export const tarArchive: Rule = (f, world) => {
  if (f.argv[0] !== "tar") return [];
  const cluster = f.argv.find((w) => /^-[a-zA-Z]*f[a-zA-Z]+$/.test(w));
  if (cluster && /Cannot (?:stat|open)|No such file/.test(f.output)) {
    return [{ commands: [replaceToken(f.command, cluster, `${cluster.replace("f", "")}f`)], source: "rule", why: "f takes the word after it: it goes last" }];
  }
  const at = f.argv.findIndex((w) => /^-[a-zA-Z]*f$/.test(w));
  const [archive, file] = at > 0 ? [f.argv[at + 1], f.argv[at + 2]] : [];
  if (archive && file && /\.(?:tar|tgz|tbz2?|txz)(?:\.\w+)?$/.test(file) && /Cannot open: Is a directory/.test(f.output)) {
    const command = replaceRun(f.command, [archive, file], `${file} ${archive}`);
    if (command) return [{ commands: [command], source: "rule", why: `${file} is the archive, ${archive} what goes in it` }];
  }
  if (at > 0 && archive && /You must specify one of the '-Acdtrux'/.test(f.output) && world.isFile(resolve(f.cwd, archive))) {
    return [{ commands: [replaceToken(f.command, f.argv[at]!, `-x${f.argv[at]!.slice(1)}`)], source: "rule", why: `extract ${archive}` }];
  }
  return [];
};

/** chmod 755 -r dir: chmod reads -r as a mode (take read away), and the mode as a file; recursive is -R, first. */
export const chmodRecursive: Rule = (f) => {
  if (f.argv[0] !== "chmod" || !f.argv.includes("-r") || !/cannot access/.test(f.output)) return [];
  const command = f.command.replace(/\s+-r(?=\s|$)/, "").replace(/^chmod\b/, "chmod -R");
  return [{ commands: [command], source: "rule", why: "chmod's recursive option is -R" }];
};

/** git log README.md -p: "option '-p' must come before non-option arguments": moved before the first of them. */
export const optionFirst: Rule = (f) => {
  const option = f.output.includes("must come before") ? /option '(-{1,2}[\w-]+)' must come before non-option arguments/.exec(f.output)?.[1] : undefined;
  const at = option ? f.argv.indexOf(option) : -1;
  const start = SUBCOMMANDED.test(f.argv[0] ?? "") ? 2 : 1;
  const first = f.argv.findIndex((w, i) => i >= start && i < at && !w.startsWith("-"));
  if (at < 0 || first < 0) return [];
  const without = withoutWord(f.command, option!);
  const command = replaceRun(without, [f.argv[first]!], `${option} ${f.argv[first]}`);
  return command ? [{ commands: [command], source: "rule", why: `${option} goes before the other arguments` }] : [];
};

/** "cannot specify both --restart and --rm": the line without the second. */
export const conflictingOptions: Rule = (f) => {
  // yarn: "Your lockfile needs to be updated, but yarn was run with `--frozen-lockfile`": the line without it.
  const refused = /\bwas run with [`'"](--[\w-]+)[`'"]/.exec(f.output)?.[1];
  if (refused && f.argv.includes(refused)) return [{ commands: [withoutWord(f.command, refused)], source: "rule", why: `${refused} is what stopped it` }];
  // du -sh --max-depth=1: "summarizing conflicts with --max-depth=1": the depth asked for, without -s.
  if (f.argv[0] === "du" && /summarizing conflicts with --max-depth/.test(f.output)) {
    const summary = f.argv.find((w) => w === "--summarize" || /^-[a-zA-Z]*s[a-zA-Z]*$/.test(w));
    const command = summary === "--summarize" || summary === "-s" ? withoutWord(f.command, summary) : summary ? replaceToken(f.command, summary, summary.replace("s", "")) : undefined;
    if (command) return [{ commands: [command], source: "rule", why: "-s and --max-depth cannot go together" }];
  }
  if (!/both|exclusive|together/.test(f.output)) return [];
  const both = /(?:cannot|can't|may not) (?:specify|use|combine|set) both (-{1,2}[\w-]+) and (-{1,2}[\w-]+)|(-{1,2}[\w-]+) and (-{1,2}[\w-]+) (?:are mutually exclusive|cannot be used together)/.exec(f.output);
  const options = both?.slice(1).filter(Boolean) ?? [];
  const out: Suggestion[] = [];
  for (const option of options.reverse()) {
    const typed = f.argv.find((w) => w === option || w.startsWith(`${option}=`));
    if (!typed || f.argv.filter((w) => w === typed).length > 1) continue;
    const command = withoutWord(f.command, typed);
    if (command !== f.command) out.push({ commands: [command], source: "rule", why: `${options.join(" and ")} cannot go together` });
  }
  return out;
};

/** A number written as a word (--replicas=two) where the tool wanted digits. */
export const numberWord: Rule = (f) => {
  if (!f.argv.some((w) => NUMBERS.some((n) => w.endsWith(n))) || !/invalid syntax|not a (?:valid )?number|invalid (?:integer|number|floating point argument)|expected (?:an? )?(?:integer|number)|must be (?:an? )?(?:integer|number)|ParseInt|invalid digit/i.test(f.output)) return [];
  for (const word of examined(f.argv).slice(1)) {
    const value = /^(?:--?[\w-]+=)?([a-z]+)$/.exec(word)?.[1];
    const digit = value ? NUMBERS.indexOf(value) : -1;
    if (digit >= 0 && f.output.includes(value!)) return [{ commands: [replaceToken(f.command, word, word.replace(new RegExp(`${value}$`), String(digit)))], source: "rule", why: `${value} is ${digit}` }];
  }
  return [];
};

const NUMBERS = "zero one two three four five six seven eight nine ten eleven twelve".split(" ");

/**
 * Spaces around an assignment's `=`: `export PATH = x` and `alias gs = 'git
 * status'` (not a valid identifier), or `PORT = 3000 npm start`, where bash
 * reads a command PORT (or a command 3000 after an empty `PORT=`). The
 * assignment written as one word, the rest of the line as typed.
 */
export const spacedAssignment: Rule = (f) => {
  const m = /^((?:(export|alias|declare|local|readonly|typeset)\s+)?([A-Za-z_][\w-]*))(\s+=\s*|=\s+)(\S+)/.exec(f.command);
  if (!m) return [];
  const [, head, declared, name, , next] = m as unknown as [string, string, string | undefined, string, string, string];
  const missing = (word: string) => new RegExp(`(?:^|: )${escapeRegExp(word)}: command not found`, "m").test(f.output);
  const refused = declared ? /not a valid identifier|not found|bad assignment/.test(f.output) : missing(name) || missing(next);
  return refused ? [{ commands: [`${head}=${f.command.slice(m.index + m[0].length - next.length)}`], source: "rule", why: "no spaces around = in an assignment" }] : [];
};

/** A line continuation pasted onto one line (`app.yml \ --inventory=x`): the backslash keeps the space in the word. */
export const strayContinuation: Rule = (f) => {
  if (!f.command.includes(" \\ ") || !f.argv.some((w) => w.startsWith(" "))) return [];
  return [{ commands: [f.command.replace(/ \\ +(?=\S)/g, " ")], source: "rule", why: "a line break's backslash, pasted onto one line" }];
};

/** A closing quote with an option glued to it (`"tool.dll"--dir x`), which the tool reads as one word. */
export const quoteGluedOption: Rule = (f) => {
  const glued = /(["'])([^"'\s]*)\1(--?[a-zA-Z][\w-]*)/.exec(f.command);
  if (!glued || !f.output.includes(`${glued[2]}${glued[3]}`)) return [];
  return [{ commands: [f.command.replace(glued[0], `${glued[1]}${glued[2]}${glued[1]} ${glued[3]}`)], source: "rule", why: "a space before the option" }];
};

/** Go's units, by the words people write for them. */
const GO_UNITS: [RegExp, (n: number) => string][] = [
  [/^(?:d|days?)$/i, (n) => `${n * 24}h`],
  [/^(?:w|wks?|weeks?)$/i, (n) => `${n * 168}h`],
  [/^(?:hrs?|hours?)$/i, (n) => `${n}h`],
  [/^(?:mins?|minutes?)$/i, (n) => `${n}m`],
  [/^(?:secs?|seconds?)$/i, (n) => `${n}s`],
];

/**
 * A duration a Go program refused (kubectl, helm, logcli, …): `--since=1d` has a unit Go lacks ("time: unknown unit
 * "d" in duration "1d"": 24h), `--since 3600` none at all (seconds, as such a number means).
 */
export const goDuration: Rule = (f) => {
  const m = /time: (?:unknown unit "?([^"\s]+)"? in|missing unit in) duration "?([^"\s,]+)"?/.exec(f.output);
  const value = m?.[2];
  const word = value && examined(f.argv).find((w) => w === value || w.endsWith(`=${value}`));
  if (!m || !value || !word) return [];
  const number = /^(\d+)/.exec(value)?.[1];
  const unit = m[1];
  const fixed = !unit ? (/^\d+$/.test(value) ? `${value}s` : undefined) : number && GO_UNITS.find(([names]) => names.test(value.slice(number.length)))?.[1](Number(number));
  return fixed ? [{ commands: [replaceToken(f.command, word, word.slice(0, word.length - value.length) + fixed)], source: "rule", why: `Go reads ${fixed} as a duration` }] : [];
};

/** journalctl --since '1 hour': systemd reads a span back from now only with `ago` ("Failed to parse timestamp: 1 hour"). */
export const timeAgo: Rule = (f) => {
  const value = /Failed to parse timestamp: (\d+ ?(?:s|sec|seconds?|m|min|minutes?|h|hours?|d|days?|w|weeks?|months?|years?))\s*$/m.exec(f.output)?.[1];
  const word = value && examined(f.argv).find((w) => w === value || w.endsWith(`=${value}`));
  return word ? [{ commands: [replaceToken(f.command, word, `${word} ago`)], source: "rule", why: "a time back from now ends in 'ago'" }] : [];
};

/**
 * `cut -d ', ' -f2`: "the delimiter must be a single character", and the value typed is one character with spaces
 * around it (a habit from CSV's ", "): the character alone, as typed otherwise.
 */
export const singleCharacter: Rule = (f) => {
  if (!/must be a single character|multi-character tab/i.test(f.output)) return [];
  for (const [i, w] of f.argv.entries()) {
    if (i === 0 || !/^-[a-zA-Z]$/.test(f.argv[i - 1] ?? "") || w.length < 2 || w.trim().length !== 1) continue;
    // The person's quotes are kept (',' stays quoted).
    return [{ commands: [replaceToken(f.command, w, w.trim())], source: "rule", why: `${f.argv[i - 1]} takes one character` }];
  }
  return [];
};
