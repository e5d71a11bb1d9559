/**
 * The message states the bound or the vocabulary, and the line is put right
 * within it: a number below the least the tool takes ("fields are numbered
 * from 1"), a word of date's relative vocabulary mistyped, a manual page named
 * tool-subcommand with the tool mistyped, a Ruby library not installed.
 */
import { adjacent } from "../../suggest.ts";
import { known } from "../known.ts";
import { nearest } from "../nearest.ts";
import type { Rule } from "../types.ts";
import { escapeRegExp, examined, quoteWord, replaceToken } from "../words.ts";

const LEAST = /numbered from (\d+)|must be (?:at least|>=|greater than or equal to) (\d+)|(?:minimum|lowest) (?:value )?is (\d+)|must be (?:a )?positive/i;

/** `cut -f0`: "fields are numbered from 1"; the number below the least becomes the least. */
export const leastNumber: Rule = (f) => {
  const m = LEAST.exec(f.output);
  if (!m) return [];
  const least = Number(m.slice(1).find((g) => g !== undefined) ?? 1);
  for (const word of examined(f.argv).slice(1)) {
    // A number alone, or glued to its option (-f0, --fields=0), or the start of a range (-c0-4), below the least.
    const m = /^(--[a-zA-Z][\w-]*=|-[a-zA-Z])?(\d+)((?:[-,]\d*)*)$/.exec(word);
    if (!m || Number(m[2]) >= least) continue;
    return [{ commands: [replaceToken(f.command, word, `${m[1] ?? ""}${least}${m[3]}`)], source: "rule", why: `${f.argv[0]} counts from ${least}` }];
  }
  return [];
};

/** The words GNU date reads in a relative date (`date -d 'next friday'`). */
const DATE_WORDS = "today tomorrow yesterday now next last this ago week weeks month months year years day days hour hours minute minutes second seconds fortnight monday tuesday wednesday thursday friday saturday sunday noon midnight".split(" ");

/** What tools say of a date or time they cannot read, and the value they quote. */
const BAD_DATE = [
  /invalid date [‘'"]([^’'"]+)[’'"]/,
  /Failed to parse timestamp: ([^\n]+)/,
  /(?:invalid|bad|unparseable|could not parse|cannot parse|failed to parse|unrecognized)[^\n]{0,30}(?:date|time|timestamp|duration)\b[^\n]*?[‘'"`]([^’'"`\n]+)[’'"`]/i,
];

/**
 * `date -d tomorow`, `journalctl --since yesterdya`, `git log --since=yesterdy`
 * where the tool says so: the date words GNU's parser and its kin read, one mistyped.
 */
export const dateWord: Rule = (f) => {
  const bad = BAD_DATE.map((p) => p.exec(f.output)?.[1]?.trim()).find(Boolean);
  if (!bad) return [];
  let fixed = bad;
  for (const word of bad.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (DATE_WORDS.includes(word) || word.length < 3) continue;
    const good = nearest(word, DATE_WORDS, 2);
    if (good.length !== 1) return [];
    fixed = fixed.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, "i"), good[0]!);
  }
  const typed = f.argv.find((w) => w === bad || w.endsWith(`=${bad}`));
  if (fixed === bad || !typed) return [];
  return [{ commands: [replaceToken(f.command, typed, typed.replace(bad, fixed))], source: "rule", why: `${f.argv[0]} reads ${fixed}` }];
};

/** `man gti-rebase`: a page named tool-subcommand, the tool one slip from one on PATH that has that subcommand. */
export const manPageSlip: Rule = (f, world) => {
  const page = /No manual entry for (\S+)/.exec(f.output)?.[1];
  if (f.argv[0] !== "man" || !page || !f.argv.includes(page)) return [];
  const dash = page.indexOf("-");
  if (dash < 2) return [];
  const [tool, sub] = [page.slice(0, dash), page.slice(dash + 1)];
  const fits = nearest(tool, world.executables(), 1).filter((t) => known(t)?.some((k) => k.split("|").includes(sub)));
  if (fits.length !== 1) return [];
  return [{ commands: [replaceToken(f.command, page, `${fits[0]}-${sub}`)], source: "rule", why: `${fits[0]} has ${sub}` }];
};

/** `ruby -e 'require "nokogiri"'`: a gem not installed ("cannot load such file -- nokogiri"). */
export const rubyGem: Rule = (f, world) => {
  const lib = /cannot load such file -- ([\w-]+)(?:\/[\w/-]*)? \(LoadError\)/.exec(f.output)?.[1];
  if (!lib || !/^(?:ruby|irb|bundle|rake|rails|rspec)$/.test(f.argv[0]!) || !world.onPath("gem") && !world.onPath("ruby")) return [];
  // Under bundler the Gemfile names what is installed.
  if (world.isFile(`${f.cwd}/Gemfile`)) return [{ commands: ["bundle install", f.command], source: "rule", why: "the Gemfile's gems are not installed" }];
  return [{ commands: [`gem install ${quoteWord(lib)}`], source: "rule", why: `${lib} is a gem not installed` }];
};

/** The letters a symbolic mode grants (chmod u+rwx), and the classes it may copy (g=u). */
const MODE_LETTERS = "rwxXstugo";

/**
 * `chmod u+rwz run.sh`: chmod names the mode it cannot read; a letter it does
 * not take, beside exactly one it takes on the keyboard (r, w, x first), was that one.
 */
export const chmodMode: Rule = (f) => {
  const mode = /invalid mode:? [‘'"]([^’'"]+)[’'"]/.exec(f.output)?.[1];
  if (!mode || !f.argv.includes(mode) || !/^(?:chmod|install|mkdir)$/.test(f.argv[0]!)) return [];
  let fixed = "";
  for (const clause of mode.split(",")) {
    const m = /^([ugoa]*)([-+=])(.*)$/.exec(clause);
    if (!m) return [];
    const [, who, op, letters] = m as unknown as [string, string, string, string];
    let put = "";
    for (const c of letters) {
      if (MODE_LETTERS.includes(c)) put += c;
      else {
        // r, w and x before the rarer X, s and t (z sits beside both x and s: x).
        const near = [..."rwxXst"].filter((g) => adjacent(c, g) && !letters.includes(g));
        const common = near.filter((g) => "rwx".includes(g));
        const one = common.length ? common : near;
        if (one.length !== 1) return [];
        put += one[0];
      }
    }
    fixed += `${fixed ? "," : ""}${who}${op}${put}`;
  }
  return fixed === mode ? [] : [{ commands: [replaceToken(f.command, mode, fixed)], source: "rule", why: `a mode's letters are r, w, x, X, s and t` }];
};

export const SPELLED_RULES: Record<string, Rule> = { leastNumber, dateWord, manPageSlip, rubyGem, chmodMode };
