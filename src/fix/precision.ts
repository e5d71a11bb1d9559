/**
 * Precision (issue 27 point 5): a wrong first suggestion costs more than none.
 * Each suggestion the rules make passes these gates; a gate that finds the
 * evidence too thin makes aye abstain from it (it goes to the LLM's prompt as a
 * rejected candidate instead). The gates ask for evidence any rule's guess can
 * be held to: a correction of one word is unique among the words it was taken
 * from, taken from the list the tool gave for that very place, and does not
 * contradict the tool's own "did you mean". Where a mechanism's guesses are
 * right too seldom, on the corpora's train splits and on failures the rules had
 * not seen yet, its table (src/fix/precision.gen.ts) makes it abstain.
 */
import { readAdvice } from "./advice.ts";
import { listedChoices } from "./choices.ts";
import { type Calibration, CALIBRATION } from "./precision.gen.ts";
import type { Failure, Suggestion } from "./types.ts";
import { typoDistance } from "../suggest.ts";
import { known, meantBy, valuesOf } from "./known.ts";
import { numberGap, tolerance } from "./nearest.ts";
import { planKind } from "./plan-kind.ts";
import { misordered, placeholder, quotedDataRespelt, tooManyOperands, truncated, validWordCorrected } from "./word-evidence.ts";
import { splitWords } from "./words.ts";

/** The one word a single-command suggestion changed, or the value after `=` in it (`--sort=date`). */
export interface Change {
  at: number;
  from: string;
  to: string;
  /** The option whose value changed, when the word is `--opt=value` or follows `--opt`. */
  option?: string;
}

/** The single word (or option value) `s` puts in place of another, when that is all it does. */
export function changeOf(s: Suggestion, f: Failure): Change | undefined {
  if (s.commands.length !== 1) return undefined;
  const argv = splitWords(s.commands[0]!);
  if (argv.length !== f.argv.length) return undefined;
  const at = argv.findIndex((w, i) => w !== f.argv[i]);
  if (at < 0 || argv.some((w, i) => i > at && w !== f.argv[i])) return undefined;
  const [was, now] = [f.argv[at]!, argv[at]!];
  const glued = /^(--?[\w.-]+)=(.*)$/;
  const [a, b] = [glued.exec(was), glued.exec(now)];
  if (a && b && a[1] === b[1]) return { at, from: a[2]!, to: b[2]!, option: a[1] };
  const before = f.argv[at - 1];
  return { at, from: was, to: now, ...(before && /^--?[\w-]+$/.test(before) ? { option: before } : {}) };
}

/**
 * The tool named its own nearest words for the one refused ("Did you mean `new`?", "Did you mean this? lint"),
 * and the rule put another there: the tool knows its words better than a list aye keeps.
 */
function contradictsTool(s: Suggestion, c: Change | undefined, offered: Offer[]): boolean {
  if (s.source !== "rule" || !c || c.at === 0) return false;
  const words = offered.filter((o) => o.bad === c.from).flatMap((o) => o.good);
  return words.length > 0 && !words.includes(c.to);
}

/** Words the tool offered in place of the word it named as wrong; an offer that is no whole word (gcc's `-Wa,`) is none. */
interface Offer {
  bad: string;
  good: string[];
}
function offers(output: string): Offer[] {
  return readAdvice(output).flatMap((a) => {
    const good = a.kind === "word" && a.bad ? a.good.map((w) => w.replace(/^.*\s/, "")).filter((w) => !/[,=:]$/.test(w)) : [];
    return good.length ? [{ bad: (a as { bad: string }).bad, good }] : [];
  });
}

/**
 * A word the tool offered ("Did you mean `new`?" for `gen`, `add` for `make`) farther from the word typed than a slip
 * of that length: the tool's nearest name, not what was meant. The tool knows its words, not what was typed.
 */
function farOffer(s: Suggestion, c: Change | undefined, f: Failure): boolean {
  // "use yarn add instead", "'preserve' superseded by 'merges'": a word put for another on purpose, no near name.
  const nearName = s.rule === "toolHints" || (/did you mean|similar|maybe you meant/i.test(f.output) && !/instead|superseded|replaced by/i.test(f.output));
  if (s.source !== "tool" || !nearName || !c || c.at === 0 || /^-/.test(c.from) !== /^-/.test(c.to)) return false;
  const [a, b] = [c.from.toLowerCase(), c.to.toLowerCase()];
  if (a.startsWith(b) || b.startsWith(a) || !/^[\w-]+$/.test(a) || !/^[\w-]+$/.test(b)) return false;
  return typoDistance(a, b) > tolerance(a);
}

/** A plan that is a usage's template (`deno [OPTIONS] [SUBCOMMAND]`, `git pull <remote> <branch>`), or that says a word twice where the line said it once (a splice gone wrong). */
function malformed(s: Suggestion, f: Failure, long: boolean): boolean {
  if (s.commands.some((c) => /(?:^|\s)(?:\[[A-Za-z][\w -]*\]|<[a-z][\w-]*>)(?:\s|$)/.test(c))) return true;
  // A name said twice (`composer require vendor/pkg vendor/pkg`): a package's or a path's as well as a word's.
  const doubled = (words: string[]) => words.filter((w, i) => i > 0 && w === words[i - 1] && /^[a-z][\w./@:-]{2,}$/i.test(w)).length;
  return !long && s.commands.some((c) => doubled(splitWords(c)) > doubled(f.argv));
}

/**
 * `--buildtype=fast` made `flat`: the word is in the list the usage gives another option (`[--layout {mirror,flat}]`),
 * not in this option's own. A correction taken from a namespace the tool did not ask for abstains.
 */
function anotherOptionsList(c: Change | undefined, f: Failure): boolean {
  if (!c?.option) return false;
  const lists = [...f.output.matchAll(/(--?[\w.-]+)[ =]\{([^{}\n]+)\}/g)].map((m) => [m[1]!, m[2]!.split(",").map((w) => w.trim())] as const);
  const own = lists.filter(([o]) => o === c.option);
  if (!lists.length || own.some(([, words]) => words.includes(c.to))) return false;
  return lists.some(([o, words]) => o !== c.option && words.includes(c.to));
}

/**
 * `--sort=date` made `authordate`: the word typed is the end or the start of several words the tool accepts there
 * (authordate, committerdate, creatordate), none shorter than the others by two letters or more: which one was meant,
 * nothing says. A letter or one more left off (modul, describe-instance) is a slip, not a shortening.
 */
function ambiguousShortening(c: Change | undefined, f: Failure): boolean {
  if (!c || c.from.length < 2 || c.to.length - c.from.length < 2) return false;
  const extended = (w: string) => w.length > c.from.length && (w.endsWith(c.from) || w.startsWith(c.from));
  if (!extended(c.to)) return false;
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  // The one the tool's users mean by the short word (git's --sort=date: committerdate) is no toss.
  if (tool && meantBy(tool, c.option, c.from) === c.to) return false;
  const known = (c.option && tool && valuesOf(tool, c.option)) || [];
  const lists = listedChoices(f.output).filter((list) => list.includes(c.to));
  const pool = new Set([...lists.flat(), ...known].filter(extended));
  pool.delete(c.to);
  return [...pool].some((w) => w.length < c.to.length + 2);
}

/**
 * Two corrections of the same word by the same mechanism, as near to it as each other (a tie that only the alphabet
 * or a list's order would break): a coin to toss is no first suggestion. The nearer number (2021 for 2020, not 2018)
 * breaks it.
 */
function tossUp(s: Suggestion, c: Change | undefined, r: Reading): boolean {
  if (!c) return false;
  const d = typoDistance(c.from, c.to);
  return r.found.some((o) => {
    if (o === s || o.rule !== s.rule || o.source !== s.source) return false;
    const oc = r.change(o);
    return !!oc && oc.at === c.at && oc.to !== c.to && typoDistance(oc.from, oc.to) === d && numberGap(c.from, c.to) >= numberGap(oc.from, oc.to);
  });
}

/**
 * The keys a suggestion's mechanism is measured by, finest first: where it came from, which rule, what it does to the
 * line (src/fix/plan-kind.ts) and, unless it puts one word for another, what its first step runs (`git pull`: the git
 * rule's plans differ in how often they are right by what they run); the same without what it runs; the kind alone.
 */
export function mechanismKeys(s: Suggestion, f: Failure): [key: string, rule: string, kind: string] {
  const kind = planKind(s, f);
  const rule = `${s.source}:${s.rule ?? "?"}:${kind}`;
  if (kind === "word") return [rule, rule, `${s.source}:${kind}`];
  const step = s.commands.find((c) => c.trim() !== f.command.trim()) ?? s.commands[0]!;
  // The program, and its subcommand where aye knows it as one (never a file's or a package's name).
  const [program, sub] = splitWords(step).filter((w) => w !== "sudo" && !w.startsWith("-"));
  const name = program?.split("/").pop() ?? "";
  const runs = sub && known(name)?.some((entry) => entry.split("|").includes(sub)) ? `${name} ${sub}` : name;
  return [`${rule}:${runs}`, rule, `${s.source}:${kind}`];
}

/** The rule's key (`source:rule:kind`), by which calibrate.ts and train-misses.ts name a mechanism. */
export const sourceKey = (s: Suggestion, f: Failure) => mechanismKeys(s, f)[1];
/** The kind alone (`source:kind`), whatever the rule. */
export const kindKey = (s: Suggestion, f: Failure) => mechanismKeys(s, f)[2];

/**
 * The share of a mechanism's first suggestions that were right, shrunk toward its rule's share of that kind, which is
 * shrunk toward the kind's share, which is shrunk toward the share over all: one right or one wrong decides nothing,
 * and a mechanism seen seldom is judged by its rule and kind. The counts are out of sample as well as in
 * (src/fix/precision.gen.ts).
 */
export function trainPrecision([key, rule, kind]: [string, string, string], table: Calibration = CALIBRATION): number {
  const shrink = (counts: [number, number] | undefined, toward: number, weight: number) => ((counts?.[0] ?? 0) + toward * weight) / ((counts?.[0] ?? 0) + (counts?.[1] ?? 0) + weight);
  const ofKind = shrink(table.kinds[kind], table.prior, table.kindWeight);
  const ofRule = shrink(table.rules[rule], ofKind, table.ruleWeight);
  return shrink(table.keys[key], ofRule, table.weight);
}

export type Gate = "quoted data respelt" | "a valid word corrected" | "words out of order" | "a word cut short" | "a placeholder" | "more operands than its usage takes" | "a toss-up" | "a template or a splice" | "a far offer" | "contradicts the tool" | "another option's list" | "ambiguous shortening" | "seldom right" | "below an unsure guess";

/** What the gates read of a failure, read once for all its suggestions. */
interface Reading {
  f: Failure;
  offered: () => Offer[];
  change: (s: Suggestion) => Change | undefined;
  found: Suggestion[];
  long: boolean;
}

function reading(f: Failure, found: Suggestion[]): Reading {
  let offered: Offer[] | undefined;
  const changes = new Map<Suggestion, Change | undefined>();
  const long = f.argv.length > 65;
  return {
    f,
    found,
    offered: () => (offered ??= offers(f.output)),
    // A line of thousands of words is read word by word by no rule (words.ts: examined): nor by the gates.
    change: (s) => (long ? undefined : changes.has(s) ? changes.get(s) : changes.set(s, changeOf(s, f)).get(s)),
    long,
  };
}

/** Why aye abstains from `s`, or undefined when the evidence holds. */
function abstention(s: Suggestion, r: Reading, table: Calibration = CALIBRATION): Gate | undefined {
  if (s.source === "cache" || s.source === "llm") return undefined;
  const c = r.change(s);
  if (contradictsTool(s, c, c ? r.offered() : [])) return "contradicts the tool";
  if (farOffer(s, c, r.f)) return "a far offer";
  if (malformed(s, r.f, r.long)) return "a template or a splice";
  if (anotherOptionsList(c, r.f)) return "another option's list";
  if (ambiguousShortening(c, r.f)) return "ambiguous shortening";
  if (validWordCorrected(c, r.f)) return "a valid word corrected";
  if (misordered(c, r.f)) return "words out of order";
  if (truncated(c)) return "a word cut short";
  if (placeholder(s, r.f)) return "a placeholder";
  if (quotedDataRespelt(c, r.f)) return "quoted data respelt";
  if (tooManyOperands(c, r.f)) return "more operands than its usage takes";
  if (tossUp(s, c, r)) return "a toss-up";
  if (table.threshold > 0 && trainPrecision(mechanismKeys(s, r.f), table) < table.threshold) return "seldom right";
  return undefined;
}

/** How much more often a later suggestion's mechanism must be right than the first's to come first. */
const CLEARLY = 0.2;

/** The suggestions whose evidence holds, and those aye abstains from, with why. */
export function precise(found: Suggestion[], f: Failure, table: Calibration = CALIBRATION): { kept: Suggestion[]; abstained: { suggestion: Suggestion; gate: Gate }[] } {
  const kept: Suggestion[] = [];
  const abstained: { suggestion: Suggestion; gate: Gate }[] = [];
  const r = reading(f, found);
  for (const s of found) {
    // Below a best guess aye abstains from, a lesser one is no surer: it would be first only by default.
    // A guess the evidence shows wrong in itself (its words out of order, a usage's template or a splice) is no doubt
    // about what follows: the next is judged on its own (on the fresh runs: 2 right more, no wrong).
    const unsure = abstained.filter((a) => a.gate !== "words out of order" && a.gate !== "a template or a splice");
    const gate = unsure.length && !kept.length ? "below an unsure guess" : abstention(s, r, table);
    if (gate) abstained.push({ suggestion: s, gate });
    else kept.push(s);
  }
  // The first by rank (the tool's hint, then the rules in order) gives way to a suggestion whose mechanism is right
  // clearly more often by the table (a fifth of the time or more): `tmux new-sesion` is new-session respelt (a word put
  // right, right 19 times in 20) before new with -sesion split off (a line reshaped). On the fresh runs: 2 wrong -> right.
  if (kept.length > 1 && table.threshold > 0 && !r.long) {
    const p = (s: Suggestion) => trainPrecision(mechanismKeys(s, f), table);
    const best = kept.reduce((a, b) => (p(b) >= p(a) + CLEARLY ? b : a));
    if (best !== kept[0]) kept.splice(kept.indexOf(best), 1), kept.unshift(best);
  }
  return { kept, abstained };
}
