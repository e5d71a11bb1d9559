/**
 * An option the tool does not know: the nearest one it does, read from the
 * usage it printed, from what aye knows of common tools (src/fix/known-options.ts),
 * or else (with the person's consent) from its own `--help`.
 */
import { commandRows } from "../choices.ts";
import { unwrapped } from "../parts.ts";
import { known, valuesOf } from "../known.ts";
import { OPTIONS, SHORT } from "../known-options.ts";
import { nearest, siblings } from "../nearest.ts";
import { distance } from "../../suggest.ts";
import type { Failure, Rule, Suggestion } from "../types.ts";
import { escapeRegExp, examined, joinAsTyped, replaceToken, SUBCOMMANDED, table, withoutWord } from "../words.ts";

const UNKNOWN: RegExp[] = [
  /unrecognized option '(--?[\w-]+)/, // GNU coreutils, grep, tar
  /option '(--[\w-]+)(?:=[^']*)?' is ambiguous/, // GNU: a prefix of several (grep --exclud=x)
  /unrecognized argument: (--?[\w-]+)/, // git log
  /unrecognized option: (--?[\w-]+)/,
  /Unknown (?:option or message digest|cipher): (\S+)/, // openssl dgst -sha265, enc -aes256-cbx
  /unrecognized command[- ]line option [‘'`](-[^’'\s]+)[’']/, // gcc, whose own guess for -Wal is -Wa,
  /unknown option:? [`'"]?(-{0,2}[\w-]+)/i, // git: error: unknown option `amned'; many others
  /unknown (?:flag|shorthand flag): '?(--?[\w-]+)/, // cobra: Error: unknown flag: --namespce
  /flag provided but not defined: (-{1,2}[\w-]+)/, // Go's flag package
  /bad option: (--?[\w-]+)/, // node: bad option: --inpsect
  /unknown predicate [`'](-[\w-]+)'/, // find
  /unrecognized arguments?: (--?[\w-]+)/, // argparse
  /invalid option -- '?(\w)'?/, // GNU short options
  /invalid option: (--[\w-]+)/, // git diff
  /Unknown option: (--?[\w-]+)/,
  /Unknown cli config "(--[\w-]+)"/, // npm
  /no such option: (--[\w-]+)/, // pip, click
  /option (--[\w-]+): is unknown/, // curl
  /(?:^|\s)(--?[\w-]+)(?:=[^:\s]*)?: unknown option/m, // rsync: --delete-afer: unknown option
  /Unknown option argument: "(--?[\w-]+)"/, // vim
  /Command line option '?(--?[\w-]+)'? is not understood/, // apt
  /unknown argument:? [`'"‘]?(--?[\w-]+)/i, // cmake
];

/** Other names of the same program. */
const SAME: Record<string, string> = table({ pip3: "pip", python: "python3", nodejs: "node", gmake: "make" });

/** What a table keeps for `git commit`, or else for `git` (`pip3` read as `pip`): the longest prefix of the words it knows. */
function longestKnown(table: Record<string, string>, words: string[]): string | undefined {
  const names = [SAME[words[0]!] ?? words[0]!, ...words.slice(1)];
  for (let n = names.length; n > 0; n--) {
    const key = names.slice(0, n).join(" ");
    if (Object.hasOwn(table, key)) return table[key];
  }
  return undefined;
}

/** Options no help lists one by one: openssl's digests and ciphers, each an option of dgst and enc. */
const DIGESTS = "md5 sha1 sha224 sha256 sha384 sha512 sha512-224 sha512-256 sha3-224 sha3-256 sha3-384 sha3-512 shake128 shake256 blake2b512 blake2s256 rmd160 sm3";
const CIPHERS = "aes-128-cbc aes-192-cbc aes-256-cbc aes-128-ecb aes-256-ecb aes-128-ctr aes-256-ctr aes-128-gcm aes-256-gcm chacha20 chacha20-poly1305 des-ede3-cbc camellia-256-cbc";
/** The C compilers' everyday flags (gcc's help lists them among thousands): enough to put a slip in one right. */
const CC = `-Wall -Wextra -Werror -Wpedantic -pedantic -Wshadow -Wconversion -Wformat -Wunused -Wno-unused-parameter -O0 -O1 -O2 -O3
  -Os -Og -g -ggdb -c -o -S -E -I -L -l -D -U -fPIC -fpic -shared -static -pthread -std=c89 -std=c99 -std=c11 -std=c17 -std=gnu11
  -std=gnu17 -std=c++11 -std=c++14 -std=c++17 -std=c++20 -march=native -fsanitize=address -fsanitize=undefined -MMD -MP -v`.split(/\s+/).join(" ");
const WRITTEN: Record<string, string> = {
  "openssl dgst": DIGESTS.split(" ").map((d) => `-${d}`).join(" "),
  "openssl enc": CIPHERS.split(" ").map((c) => `-${c}`).join(" "),
  ...Object.fromEntries(["gcc", "g++", "cc", "c++", "clang", "clang++"].map((compiler) => [compiler, CC])),
};

/** The options aye knows for `git commit`, or else for `git`: none for a tool it does not know. */
export const knownOptions = (words: string[]): string[] => (longestKnown(OPTIONS, words) ?? longestKnown(WRITTEN, words))?.split(" ") ?? [];

/** The short option letters aye knows for `git commit`, or else for `git`. */
const knownLetters = (words: string[]): string => longestKnown(SHORT, words) ?? "";

/** Letters typed for one another. */
const LOOKALIKE: Record<string, string> = { "0": "O", O: "0", "1": "l", l: "1", I: "l" };

/**
 * A short option the tool does not have (GNU's "invalid option -- '0'", BSD's
 * "illegal option", cobra's "unknown shorthand flag"):
 * - the letter it looks like, or the same letter in the other case, when the tool has that one (wget -0 for -O);
 * - for a word written with one dash (crontab -list), the option whose line in the usage printed names that word.
 */
export const shortOption: Rule = (f) => {
  const letter = /invalid option -- '?(\w)'?|illegal option -- (\w)|unknown shorthand flag: '(\w)'/.exec(f.output)?.slice(1).find(Boolean);
  if (!letter) return [];
  // -h where the tool wants --help (cp -h): help, not -H.
  if (letter === "h" && /--help\b/.test(f.output) && f.argv.includes("-h")) return [{ commands: [replaceToken(f.command, "-h", "--help")], source: "rule", why: "its help is --help" }];
  const out: Suggestion[] = [];
  const known = knownLetters(commandWords(f.argv));
  const other = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  const good = known && !known.includes(letter) ? [LOOKALIKE[letter], other].find((c) => c && known.includes(c)) : undefined;
  const cluster = f.argv.find((w, i) => i > 0 && /^-[a-zA-Z0-9]+$/.test(w) && w.includes(letter));
  if (good && cluster) out.push({ commands: [replaceToken(f.command, cluster, cluster.replace(letter, good))], source: "rule", why: `no option -${letter}; -${good} exists` });
  for (const word of examined(f.argv).slice(1)) {
    const long = /^-([a-z]{3,})$/.exec(word)?.[1];
    const line = long && new RegExp(`^[ \\t]*-(${long[0]})\\b[^\\n]*\\b${long}\\b`, "m").exec(f.output);
    if (line) out.push({ commands: [replaceToken(f.command, word, `-${line[1]}`)], source: "rule", why: `-${line[1]} is ${long}` });
  }
  return out;
};

/** Every long option named in a help or usage text. */
export function flagsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s,[(|])(--[a-z0-9][\w-]*)/gim)].map((m) => m[1]!.replace(/[=[].*$/, ""));
}

/**
 * The line with option `bad` renamed `good`, its value kept as typed (--exclud=x, -ldflag="-s -w"),
 * or put right too where aye knows the values the option takes and it is one slip from one (--colour=alwyas).
 */
function renameOption(f: Failure, bad: string, good: string): string {
  const command = f.command.replace(new RegExp(`(^|\\s)${escapeRegExp(bad)}(?==|\\s|$)`), `$1${good}`);
  const value = f.argv.find((w) => w.startsWith(`${bad}=`))?.slice(bad.length + 1);
  const values = value ? valuesOf(f.argv[0] === "sudo" ? (f.argv[1] ?? "") : f.argv[0]!, good) : undefined;
  const meant = values && !values.includes(value!) ? nearest(value!, values, 1)[0] : undefined;
  return meant ? replaceToken(command, `${good}=${value}`, `${good}=${meant}`) : command;
}

/** The words of the (sub)command before its first option, past sudo. */
export function commandWords(argv: string[]): string[] {
  const end = argv.findIndex((w) => w.startsWith("-"));
  return argv.slice(argv[0] === "sudo" ? 1 : 0, end < 0 ? argv.length : end);
}

/**
 * A long option written with one dash (`wc -lines`, `docker run -name web`,
 * `kubectl scale -replicas=3`), which the tool read as a cluster of short ones.
 */
export const singleDash: Rule = (f) => {
  if (!/invalid option|unknown shorthand flag|unrecognized option|unknown option|illegal option|unexpected argument '-/i.test(f.output)) return [];
  const known = new Set([...flagsIn(f.output), ...knownOptions(commandWords(f.argv))]);
  const out: Suggestion[] = [];
  for (const word of examined(f.argv).slice(1)) {
    const m = /^-([a-z][\w-]{2,})(=.*)?$/.exec(word);
    if (m && known.has(`--${m[1]}`)) out.push({ commands: [replaceToken(f.command, word, `-${word}`)], source: "rule", why: `--${m[1]} takes two dashes` });
  }
  return out;
};

/** A tool's usage that lists options (three or more) without naming the wrong one: the typed long option it lacks. */
function unlisted(f: Failure): string | undefined {
  if (!/usage:/i.test(f.output)) return undefined;
  const listed = new Set(flagsIn(f.output));
  if (listed.size < 3) return undefined;
  return examined(f.argv).find((w) => /^--[\w-]+/.test(w) && !listed.has(w.replace(/=.*$/, "")));
}

/**
 * pip install -M x, docker ps -x: an option the tool does not have, near none it has. The line without it; any
 * rule that found the option meant ranks first.
 */
export const strayOption: Rule = (f) => {
  if (!f.output.includes("option") && !f.output.includes("flag")) return [];
  const named = /no such option: (-[\w-]+)|unknown (?:shorthand )?flag: '?(-{0,2}[\w-]+)'?(?: in -\w+)?|invalid option -- '?(\w)'?|illegal option -- (\w)|unrecognized option '(--?[\w-]+)'/.exec(f.output)?.slice(1).find(Boolean);
  const option = named && (named.startsWith("-") ? named : `-${named}`);
  // Inside sudo, timeout or env the option is the inner command's: its own pass drops it, after its better guesses.
  if (!option || f.argv.filter((w) => w === option).length !== 1 || f.argv.indexOf(option) < 1 || unwrapped(f)) return [];
  // Only for a tool whose options are known (aye's tables, or a usage printed): for another, its --help may know.
  if (!knownOptions(commandWords(f.argv)).length && !knownLetters(commandWords(f.argv)) && !flagsIn(f.output).length) return [];
  // docker compose --bulid: without it, a command that only waits for its subcommand does nothing.
  if (known(f.argv.filter((w) => w !== option).join(" "))) return [];
  // An option that reads as the start of one the tool has (-n for --name, --isoo for --iso-8601) was meant as
  // that one: dropping it loses what was asked for, and which one is not known.
  // (The option the message names as unknown is no option the tool has: pip's "no such option: --save".)
  const longs = [...flagsIn(f.output), ...knownOptions(commandWords(f.argv))].filter((o) => o !== option);
  const stem = option.startsWith("--") ? option.slice(0, 5) : `--${option.slice(1)}`;
  if (longs.some((o) => o.startsWith(stem))) return [];
  // A letter that looks like one the tool has (wc -1: -l) was that one.
  const letters = knownLetters(commandWords(f.argv));
  if (/^-\w$/.test(option) && LOOKALIKE[option[1]!] && letters.includes(LOOKALIKE[option[1]!]!)) return [];
  return [{ commands: [withoutWord(f.command, option)], source: "rule", why: `${f.argv[0]} has no ${option}` }];
};

/**
 * An option where a subcommand goes: `git stash --pop` (the subcommand written with dashes), or
 * `git submodule --init`, an option that only one subcommand's usage line holds (update [--init]).
 */
export const subcommandAsOption: Rule = (f) => {
  const prefix = commandWords(f.argv);
  const option = f.argv[prefix.length];
  // `go -version`, `kubectl --version`: the tool refused the option, and the word is one of its own subcommands.
  const bare = option?.replace(/^--?/, "");
  if (f.argv.length === 2 && bare && /^--?[a-z]{3,}$/.test(option!) && /not defined|unknown (?:flag|option|shorthand)|unrecognized option/i.test(f.output) && f.output.includes(option!)) {
    if ((known(f.argv[0]!) ?? []).flatMap((k) => k.split("|")).includes(bare)) return [{ commands: [`${f.argv[0]} ${bare}`], source: "rule", why: `${bare} is a subcommand of ${f.argv[0]}` }];
  }
  if (prefix.length < 2 || !option?.startsWith("--") || !/usage|unknown|unrecognized|invalid/i.test(f.output)) return [];
  const name = option.replace(/^--/, "").replace(/=.*$/, "");
  const lead = escapeRegExp(prefix.join(" "));
  // The usage's forms: "usage: git submodule [--quiet] update [--init [...]] ...", one per line.
  const forms = [...f.output.matchAll(new RegExp(`(?:usage|or):\\s+${lead}\\s+((?:\\[[^\\]]*\\]\\s+)*)([a-z][\\w-]*)([^\\n]*)`, "gi"))].map((m) => ({ sub: m[2]!, rest: m[3]! }));
  const subs = [...forms.map((form) => form.sub), ...(known(prefix.join(" ")) ?? []).flatMap((k) => k.split("|"))];
  // The option of one form first: `git submodule --init` is update's --init more than the init subcommand.
  const holding = [...new Set(forms.filter((form) => new RegExp(`[\\s[(|]${escapeRegExp(`--${name}`)}(?=[\\s\\]=)|])`).test(form.rest)).map((form) => form.sub))];
  if (holding.length === 1) {
    const at = f.command.indexOf(option, f.command.indexOf(prefix.at(-1)!) + prefix.at(-1)!.length);
    return [{ commands: [`${f.command.slice(0, at)}${holding[0]} ${f.command.slice(at)}`], source: "rule", why: `${option} is an option of ${prefix.join(" ")} ${holding[0]}` }];
  }
  if (subs.includes(name) && !option.includes("=")) return [{ commands: [replaceToken(f.command, option, name)], source: "rule", why: `${name} is a subcommand of ${prefix.join(" ")}` }];
  return [];
};

/**
 * subzy --targets x, deno --allow-net app.ts: an option of the tool's `run` given to the tool itself, which
 * knows no such option and lists `run` among its commands. The line with `run` put in.
 */
export const missingRun: Rule = (f) => {
  // A package manager's run runs the project's scripts: no home for a stray option.
  if (!f.argv[1]?.startsWith("--") || /^(?:npm|pnpm|yarn|bun)$/.test(f.argv[0]!) || !/unknown (?:flag|option|argument)|unrecognized|unexpected argument/i.test(f.output)) return [];
  const commands = [...commandRows(f.output), ...(known(f.argv[0]!) ?? [])];
  if (!commands.includes("run")) return [];
  return [{ commands: [`${f.argv[0]} run ${f.command.slice(f.command.indexOf(f.argv[0]!) + f.argv[0]!.length).trim()}`], source: "rule", why: `${f.argv[1]!.replace(/=.*$/, "")} is an option of ${f.argv[0]} run` }];
};

/**
 * The options nearest a mistyped long one, measured on the name without its dashes:
 * `--` is no part of the slip, and counted in it lets a name three letters off pass
 * (--reqest: --digest).
 */
function nearestOption(bad: string, options: string[]): string[] {
  const bare = (o: string) => o.replace(/^-+/, "");
  const byName = new Map(options.filter((o) => o.startsWith("-")).map((o) => [bare(o), o]));
  const whole = nearest(bare(bad), byName.keys());
  if (whole.length) return whole.map((name) => byName.get(name)!);
  // A GNU tool takes any unambiguous start of a long option: --numric is --numeric(-sort) mistyped. One, or none.
  const name = bare(bad);
  if (name.length < 5) return [];
  const starts = [...byName.keys()].filter((o) => o.length > name.length + 1 && [name.length - 1, name.length, name.length + 1].some((n) => distance(name, o.slice(0, n)) <= 1));
  return starts.length === 1 ? [byName.get(starts[0]!)!] : [];
}

export const unknownFlag: Rule = (f, world) => {
  // Every message above holds one of these words: a failure without them is passed at the cost of one test.
  const said = /unrecogni[sz]ed|unknown|ambiguous|not defined|bad option|invalid option|no such option|not understood/i.test(f.output);
  let bad = (said ? UNKNOWN.map((p) => p.exec(f.output)?.[1]).find(Boolean) : undefined) ?? unlisted(f);
  if (!bad) return [];
  // git writes `amned' for --amned; GNU writes a short one as a bare letter
  const typed = f.argv.find((w) => w === bad || w === `--${bad}` || w === `-${bad}` || w.startsWith(`${bad}=`) || w.startsWith(`--${bad}=`));
  if (!typed) return [];
  bad = typed.replace(/=.*$/, "");
  // One dash before a long option: only tools whose options are written so (find -mtime, go build -ldflags).
  if (!bad.startsWith("--")) {
    // Those aye knows, and those the tool's usage lists one a line (Go's flag package: "  -recursive").
    const listed = [...f.output.matchAll(/^\s+(-[a-z][\w-]+)\b/gm)].map((m) => m[1]!);
    const single = [...new Set([...knownOptions(commandWords(f.argv)), ...listed])].filter((o) => !o.startsWith("--"));
    // -std=c99x: against the options known with their value (-std=c99) first.
    const whole = typed.includes("=") ? nearest(typed, single.filter((o) => o.includes("="))) : [];
    if (whole.length) return whole.map((good) => ({ commands: [replaceToken(f.command, typed, good)], source: "rule" as const, why: `no option ${typed}; ${good} exists` }));
    if (bad.length < 4 || !single.length) return [];
    // -md6 is no -md5, nor -sha2 -sha1: one numeral for another names another algorithm, not a slip.
    return nearest(bad, single.filter((o) => !siblings(bad!, o))).map((good) => ({ commands: [renameOption(f, bad!, good)], source: "rule" as const, why: `no option ${bad}; ${good} exists` }));
  }
  // --depth1: a value glued to its option.
  const glued = /^(--[a-z][\w-]*?[a-z])(\d+)$/.exec(typed);
  if (glued) return [{ commands: [replaceToken(f.command, typed, `${glued[1]}=${glued[2]}`)], source: "rule", why: `the value of ${glued[1]} goes after '='` }];
  // The usage the tool printed, else its own --help (the words before the first option name the (sub)command).
  let found = nearestOption(bad, flagsIn(f.output));
  const tool = commandWords(f.argv);
  // docker --rm run: an option of the subcommand written before it.
  const at = f.argv.indexOf(typed);
  const sub = f.argv.slice(at + 1).find((w) => !w.startsWith("-"));
  if (!found.length && at === 1 && sub && SUBCOMMANDED.test(f.argv[0]!) && knownOptions([f.argv[0]!, sub]).includes(bad)) {
    const moved = joinAsTyped(f.command, [f.argv[0]!, ...f.argv.slice(2, f.argv.indexOf(sub) + 1), typed, ...f.argv.slice(f.argv.indexOf(sub) + 1)]);
    return [{ commands: [moved], source: "rule", why: `${bad} belongs to ${f.argv[0]} ${sub}` }];
  }
  if (!found.length) found = nearestOption(bad, knownOptions(tool));
  if (!found.length && tool.length) {
    const help = world.help(tool, f.cwd);
    found = help ? nearestOption(bad, flagsIn(help)) : [];
  }
  return found.map((good) => ({ commands: [renameOption(f, bad!, good)], source: "rule" as const, why: `no option ${bad}; ${good} exists` }));
};

/**
 * A long option the tool does not have, whatever it printed (`journalctl --unti nginx` fails as "Failed to parse
 * timestamp: nginx"; a hook-recorded failure printed nothing): the nearest one it has. Only where aye knows the
 * options of exactly the command typed (`docker run`, not `docker` for it), or of a tool without subcommands.
 */
export const strangeOption: Rule = (f) => {
  const words = commandWords(f.argv);
  // Subcommands nest three deep at most (`kubectl config set-context`).
  const names = [SAME[words[0]!] ?? words[0]!, ...words.slice(1, 4)];
  const at = [...names.keys()].reverse().find((n) => Object.hasOwn(OPTIONS, names.slice(0, n + 1).join(" ")));
  // npm takes any of its settings as an option (--force is one): its list is never whole.
  if (at === undefined || names[0] === "npm" || (at < names.length - 1 && known(names.slice(0, at + 1).join(" ")))) return [];
  // Only options of two dashes: Go's flags take one or two alike.
  const options = OPTIONS[names.slice(0, at + 1).join(" ")]!.split(" ").filter((o) => o.startsWith("--"));
  const out: Suggestion[] = [];
  for (const word of examined(f.argv).slice(1)) {
    const option = /^--[\w-]+/.exec(word)?.[0];
    if (!option || options.includes(option)) continue;
    for (const good of nearestOption(option, options).slice(0, 1)) out.push({ commands: [replaceToken(f.command, word, good + word.slice(option.length))], source: "rule", why: `${names.slice(0, at + 1).join(" ")} has no ${option}` });
  }
  return out;
};
