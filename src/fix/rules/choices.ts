/**
 * The word the tool refused, replaced by the nearest of the words it accepts:
 * those it listed (src/fix/choices.ts), those its usage lines show after the
 * same words (`npm cache clean`), those aye knows (src/fix/known.ts), or, with
 * the person's consent, those its --help lists.
 */
import { passedOn, wrongWord } from "../advice.ts";
import { listedChoices } from "../choices.ts";
import { known, meantBy, sameMeaning, SYNONYMS, VALUES, valuesOf } from "../known.ts";
import { SSH_KEYWORDS } from "../known-options.ts";
import { abbreviates, nearest, numberGap, reordered } from "../nearest.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { typoDistance } from "../../suggest.ts";
import { escapeRegExp, examined, joinWords, replaceRun, replaceToken } from "../words.ts";
import { swapWord } from "./advice.ts";
import { packageScripts } from "./runtimes.ts";


/**
 * How far `bad` is from an accepted word, or undefined when it is too far to be
 * meant: an abbreviation or a cut-off word costs half a point a letter, a typo
 * its keyboard-aware distance (also against the word's start: `humen` for human-numeric).
 */
function nearness(bad: string, good: string): number | undefined {
  if (bad === good || bad.length < 2) return undefined;
  // iso-long for long-iso: the same parts in another order.
  const parts = (w: string) => w.toLowerCase().split(/[-_.]/).sort().join(" ");
  if (/[-_.]/.test(bad) && parts(bad) === parts(good)) return 0.25;
  if (abbreviates(bad, good) || good.endsWith(bad)) return 0.5 * (good.length - bad.length);
  // Letters added to a whole word cost more than letters left off: copy_dir is copy_directory cut short, not copy.
  if (bad.startsWith(good)) return 0.8 * (bad.length - good.length);
  const limit = Math.max(1, bad.length / 3 + 0.5);
  // Each letter more or less costs at least 0.8: most words of a long list are ruled out by their length alone.
  const whole = 0.8 * Math.abs(good.length - bad.length) <= limit ? typoDistance(bad, good) : Infinity;
  const start = good.length > bad.length + 2 && good[0] === bad[0] ? typoDistance(bad, good.slice(0, bad.length)) + 0.5 : Infinity;
  const d = Math.min(whole, start);
  if (d <= limit) return d;
  // useast2 for eastus2: the same letters in another order.
  return reordered(bad, good) ? limit : undefined;
}

/** Words that follow `prefix` in the tool's usage lines: "npm cache clean [<key>]", "or: git stash list". */
function followers(output: string, prefix: string): string[] {
  const found = [...output.matchAll(new RegExp(`(?:^|[\\s:])${escapeRegExp(prefix)} ([a-z][\\w-]*)`, "gm"))].map((m) => m[1]!);
  return [...new Set(found)];
}

/** [lists of accepted words, the words each may replace]. */
function candidates(f: Failure, world: World): [string[], string[]][] {
  const named = wrongWord(f.output);
  const at = named ? f.argv.indexOf(named) : -1;
  const out: [string[], string[]][] = [];
  const printed = listedChoices(f.output);
  // Each word of the line, those inside a quoted argument too ('.mode jsn').
  const words = examined(f.argv).slice(1).flatMap((w) => w.split(/\s+/)).map((w) => w.replace(/^--?[\w-]+=/, "")).filter((w) => w && !printed.some((l) => l.includes(w)));
  // Those the output quotes, when it quotes any ("The provided location 'uswest2'"): the others were taken.
  const quoted = words.filter((w) => !w.startsWith("-") && new RegExp(`['"‘“]${escapeRegExp(w)}['"’”]`).test(f.output));
  const suspects = named ? [named] : quoted.length ? quoted : words;
  for (const list of printed) out.push([list, suspects]);
  // A wrong subcommand: what follows the same words in the usage, what aye knows, or (with consent) the help.
  // A subcommand follows plain words only: in `git branch -d mian` the wrong word is a branch, not a subcommand.
  const plainBefore = (i: number) => f.argv.slice(1, i).every((w) => !w.startsWith("-")) || known(f.argv.slice(0, i).join(" ")) !== undefined;
  const sub = at > 0 ? (plainBefore(at) ? at : -1) : f.argv.findIndex((w, i) => i > 0 && i < 5 && !w.startsWith("-") && known(f.argv.slice(0, i).join(" "))?.some((k) => k.split("|").includes(w)) === false);
  // yarn jest, pnpm lint: a script of the package.json here is a command of the package manager's (npm's with `run`).
  const script = sub === 1 && /^(?:yarn|pnpm|bun|npm)$/.test(f.argv[0]!) && packageScripts(world, f.cwd).includes(f.argv[1]!);
  if (sub > 0 && !f.argv[sub]!.startsWith("-") && !script) {
    const prefix = f.argv.slice(0, sub).join(" ");
    const bad = [f.argv[sub]!];
    const usage = followers(f.output, prefix);
    // Only a word the tool complained of, or answered with its usage: ip takes `addr` for address, and says nothing of it.
    // A one-letter slip from a subcommand aye knows is meant whatever the tool blamed (apt-get instal -s: "option 's'").
    const slip = bad[0]!.length >= 4 && (known(prefix) ?? []).some((k) => k.split("|").some((w) => (nearness(bad[0]!, w) ?? 2) <= 1));
    if (usage.length > 1 || f.output.includes(bad[0]!) || slip) {
      if (usage.length > 1) out.push([usage, bad]);
      const listed = known(prefix);
      if (listed) out.push([listed, bad]);
      // Only where the tool spoke of a command (not "bad revision 'feat~5'"): its --help lists those.
      if (!out.length && /command|choice|usage|operation|action|verb|object|unknown (?!revision)|help/i.test(f.output)) {
        const help = world.help(f.argv.slice(0, sub), f.cwd);
        for (const list of help ? listedChoices(help) : []) out.push([list, bad]);
      }
    }
  }
  // An option's value that the tool refused without listing the good ones: --date=isoo, -t ed2519, -p warnign.
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  examined(f.argv).forEach((word, i) => {
    // An option, or a word a tool takes a value after (ss's `state`).
    // GOOS=linx go build: a setting in the environment, by the name `env GOOS`.
    const setting = /^([A-Z][A-Z\d_]*)=(.+)$/.exec(word);
    const [option, value] = setting ? [`env ${setting[1]}`, setting[2]] : /^(--?[\w-]+)=(.+)$/.exec(word)?.slice(1) ?? (/^--?[\w-]+$/.test(word) || (tool && VALUES[`${tool} ${word}`]) ? [word, f.argv[i + 1]] : []);
    const values = option && value && tool ? valuesOf(tool, option) : undefined;
    // Each item of a list (source,size,use%), less the - of a descending sort (-commiterdate).
    const items = value ? value.split(",").map((v) => v.replace(/^-(?=\w)/, "")).filter((v) => values && !values.includes(v)) : [];
    if (values && (f.output.includes(value!) || f.output.includes(option!.replace(/^-+/, "")) || items.some((v) => f.output.includes(v)))) out.push([values, items]);
  });
  return out;
}

/**
 * `good` in place of `bad` where `bad` is one item of a comma-separated value
 * (--output=source,size,use%) or a value with a leading - for descending order.
 */
function swapValue(f: Failure, good: string, bad: string): string | undefined {
  const word = f.argv.find((w) => new RegExp(`^(?:--?[\\w-]+|[A-Z][A-Z\\d_]*)=(?:.*,)?-?${escapeRegExp(bad)}(?:,|$)`).test(w));
  if (!word) return undefined;
  const value = word.slice(word.indexOf("=") + 1).split(",").map((item) => (item === bad ? good : item === `-${bad}` ? `-${good}` : item)).join(",");
  return replaceToken(f.command, word, `${word.slice(0, word.indexOf("=") + 1)}${value}`);
}

/**
 * Whether `word`, refused where a subcommand goes, is a word the tool takes a
 * level down (`kubectl pods`: pods is what `kubectl get` takes): a word of
 * another place, not a slip of a subcommand.
 */
function wordOfAnotherLevel(f: Failure, word: string): boolean {
  const at = f.argv.indexOf(word);
  if (at < 1) return false;
  const prefix = f.argv.slice(0, at).join(" ");
  return (known(prefix) ?? []).some((sub) => sub.split("|").some((s) => known(`${prefix} ${s}`)?.some((k) => k.split("|").includes(word))));
}

/** The option whose value (or one item of it) `value` is on the line (`--sort=date`, `--sort=-date,refname`, `--sort date`). */
function optionOf(f: Failure, value: string): string | undefined {
  const glued = f.argv.map((w) => /^(--?[\w-]+)=(.*)$/.exec(w)).find((m) => m?.[2]!.split(",").some((item) => item.replace(/^-/, "") === value))?.[1];
  const at = f.argv.indexOf(value);
  return glued ?? (at > 1 && /^--?\w/.test(f.argv[at - 1]!) ? f.argv[at - 1] : undefined);
}

export const choices: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const who = f.argv.find((w) => !/^[A-Z][A-Z\d_]*=/.test(w)) ?? f.argv[0];
  for (const [list, suspects] of candidates(f, world)) {
    for (const bad of suspects) {
      if (wordOfAnotherLevel(f, bad)) continue;
      const names = list.flatMap((entry) => entry.split("|").map((alias) => [alias, entry.split("|")[0]!] as const));
      const synonym = meantBy(f.argv[0]!, optionOf(f, bad), bad) ?? SYNONYMS[bad];
      let ranked = names
        .map(([alias, good]) => [good, synonym === good ? 0 : sameMeaning(bad, alias) ? 0.1 : nearness(bad, alias)] as const)
        .filter((r): r is readonly [string, number] => r[1] !== undefined)
        .sort((a, b) => a[1] - b[1] || numberGap(bad, a[0]) - numberGap(bad, b[0]));
      // number for numeric: no word near, but one alone that begins as it does (half the word, three letters or more).
      if (!ranked.length) {
        const stem = (word: string) => {
          let i = 0;
          while (i < bad.length && word[i] === bad[i]) i++;
          return i;
        };
        const longest = Math.max(0, ...names.map(([alias]) => stem(alias)));
        const sharing = [...new Set(names.filter(([alias]) => stem(alias) === longest).map(([, good]) => good))];
        if (longest >= 3 && longest * 2 >= bad.length && sharing.length === 1) ranked = [[sharing[0]!, 1]];
      }
      // --state all, where the tool lists no such value: all is what it does without the option.
      if (!ranked.length && /^(?:all|any|both)$/i.test(bad)) {
        const command = withoutValue(f, bad);
        if (command) out.push({ commands: [command], source: "rule", why: `without ${bad}, ${f.argv[0]} takes every value` });
      }
      // The nearest only (two at most when they tie): a farther word is a guess that crowds the menu.
      const tied = [...new Set(ranked.filter(([, d]) => d === ranked[0]![1]).map(([g]) => g))];
      // Several as near, and nothing (not even a number's distance) to tell them apart: a coin to toss is no first suggestion.
      const alike = tied.filter((g) => numberGap(bad, g) === numberGap(bad, tied[0]!));
      if (alike.length > 1) continue;
      for (const good of tied.slice(0, 2)) {
        if (passedOn(f.output, bad, good)) continue;
        const command = swapValue(f, good, bad) ?? swapWord(f, good, bad);
        if (command && command !== f.command) out.push({ commands: [command], source: "rule", why: `${who} accepts '${good}'` });
      }
    }
  }
  return out;
};

/** The line without the option whose value is `value` (`--state all`, `--state=all`). */
function withoutValue(f: Failure, value: string): string | undefined {
  const at = f.argv.indexOf(value);
  const glued = f.argv.find((w) => new RegExp(`^--?[\\w-]+=${escapeRegExp(value)}$`).test(w));
  const words = glued ? [glued] : at > 1 && /^--?\w/.test(f.argv[at - 1]!) ? [f.argv[at - 1]!, value] : undefined;
  const typed = words && new RegExp(`\\s+${words.map(escapeRegExp).join("\\s+")}(?=\\s|$)`);
  return typed?.test(f.command) ? f.command.replace(typed, "") : undefined;
}

/**
 * ansible-galaxy --roles-path roles install: an option of the subcommand put
 * before it, so the tool took the option's value for the subcommand. The
 * option goes after the subcommand, which the tool's list names.
 */
export const optionBeforeSubcommand: Rule = (f) => {
  const bad = wrongWord(f.output);
  const at = bad ? f.argv.indexOf(bad) : -1;
  const [option, sub] = [f.argv[at - 1], f.argv[at + 1]];
  if (at < 2 || !option || !sub || !/^--?\w[\w-]*$/.test(option) || !listedChoices(f.output).some((list) => list.includes(sub))) return [];
  const command = replaceRun(f.command, [option, bad!, sub], joinWords([sub, option, bad!]));
  return command ? [{ commands: [command], source: "rule", why: `${option} belongs after ${sub}` }] : [];
};

/**
 * vagrant up --provider VirtualBox: an option's value in capitals that the tool
 * could not find, where it lists nothing to match against. Names of providers,
 * drivers, namespaces and levels are written in lower case.
 */
export const capitalValue: Rule = (f) => {
  if (!/not found|could not be found|not supported|unsupported|invalid|unknown|does not exist/i.test(f.output) || /No such file/.test(f.output)) return [];
  for (const [i, word] of examined(f.argv).entries()) {
    // A long option's: a short one may take no value, and the word be a file's name.
    const glued = /^(--[\w-]+=)([A-Za-z][\w-]*)$/.exec(word);
    const value = glued ? glued[2]! : i > 1 && /^--\w[\w-]*$/.test(f.argv[i - 1]!) ? word : undefined;
    // Three letters at least: --depth=O is a zero mistyped, not a name.
    if (!value || value.length < 3 || !/[A-Z]/.test(value) || !/^[A-Za-z][\w-]*$/.test(value)) continue;
    if (!new RegExp(`['"‘“]${escapeRegExp(value)}['"’”]`).test(f.output)) continue;
    return [{ commands: [replaceToken(f.command, word, word.replace(value, value.toLowerCase()))], source: "rule", why: `${f.argv[0]} writes it in lower case` }];
  }
  return [];
};

/**
 * ssh -o StrictHostKeyCheking=no: ssh names the keyword it does not know, in
 * lower case ("Bad configuration option: stricthostkeycheking"); the nearest of
 * those ssh_config(5) lists, written as it spells it. scp and sftp say the same.
 */
export const sshKeyword: Rule = (f) => {
  const bad = /Bad configuration option: (\S+)/.exec(f.output)?.[1];
  if (!bad) return [];
  const out: Suggestion[] = [];
  for (const word of examined(f.argv)) {
    const key = word.replace(/^-o/, "").split(/[=\s]/)[0]!;
    if (key.toLowerCase() !== bad.toLowerCase()) continue;
    for (const good of nearest(key, SSH_KEYWORDS.split(" "), 1)) {
      const command = replaceToken(f.command, word, word.replace(key, good));
      if (command !== f.command) out.push({ commands: [command], source: "rule", why: `ssh knows ${good}` });
    }
  }
  return out;
};

/** A range the tool states: "between 0-3", "between 1 and 65535", "in range [0, 100]", "1..10". */
const RANGE = /between (-?\d+) ?(?:-|and|to) ?(-?\d+)|range:? \[?(-?\d+) ?(?:-|,|\.\.|to) ?(-?\d+)\]?|\b(-?\d+)\.\.(-?\d+)\b/i;

/** A number outside the range the tool states (`rustc -C opt-level=4`, "between 0-3"): the nearest end of it. */
export const outOfRange: Rule = (f) => {
  const bounds = RANGE.exec(f.output)?.slice(1).filter((b): b is string => b !== undefined).map(Number);
  if (!bounds || bounds.length !== 2 || bounds[0]! > bounds[1]!) return [];
  const [low, high] = bounds as [number, number];
  for (const word of examined(f.argv).slice(1)) {
    const number = /(?:^|=)(-?\d+)$/.exec(word)?.[1];
    if (number === undefined || !f.output.includes(number)) continue;
    const value = Number(number);
    if (value >= low && value <= high) continue;
    const good = String(value < low ? low : high);
    return [{ commands: [replaceToken(f.command, word, word.slice(0, word.length - number.length) + good)], source: "rule", why: `${low} to ${high}` }];
  }
  return [];
};
