/**
 * The corpora gathered apart from the rules (test/fixtures/fix-heldout.json,
 * and fix-heldout-b.json to fix-heldout-o.json). Rules are tuned on their train splits only; the held-out
 * splits are a measurement, guarded here only against falling back. The figures
 * are in `make bench`.
 */
import { expect, test } from "bun:test";
import first from "../../fixtures/fix-heldout.json" with { type: "json" };
import second from "../../fixtures/fix-heldout-b.json" with { type: "json" };
import third from "../../fixtures/fix-heldout-c.json" with { type: "json" };
import fourth from "../../fixtures/fix-heldout-d.json" with { type: "json" };
import fifth from "../../fixtures/fix-heldout-e.json" with { type: "json" };
import sixth from "../../fixtures/fix-heldout-f.json" with { type: "json" };
import seventh from "../../fixtures/fix-heldout-g.json" with { type: "json" };
import eighth from "../../fixtures/fix-heldout-h.json" with { type: "json" };
import ninth from "../../fixtures/fix-heldout-i.json" with { type: "json" };
import tenth from "../../fixtures/fix-heldout-j.json" with { type: "json" };
import eleventh from "../../fixtures/fix-heldout-k.json" with { type: "json" };
import twelfth from "../../fixtures/fix-heldout-l.json" with { type: "json" };
import thirteenth from "../../fixtures/fix-heldout-m.json" with { type: "json" };
import fourteenth from "../../fixtures/fix-heldout-n.json" with { type: "json" };
import fifteenth from "../../fixtures/fix-heldout-o.json" with { type: "json" };
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { CWD, type CorpusCase, fakeWorld } from "../../fakes/world.ts";
import { EVIDENCE } from "./rule-first.ts";

type Split = CorpusCase & { split: "train" | "heldout" };

/**
 * The share of cases whose first suggestion is the one meant; no --help is read (nobody consented). `table`: the
 * precision gates' calibration; on the train splits, none (rule-first.ts): the table is calibrated on those very
 * splits, and a recalibration that makes aye abstain more there is no rule falling back.
 */
function score(cases: Split[], split: string, table?: typeof EVIDENCE): number {
  const mine = cases.filter((c) => c.split === split);
  const right = mine.filter((c) => {
    const world = { ...fakeWorld(c.world), help: () => undefined };
    return (offlineSuggestions(failureFrom(c.command, c.output, c.exit, CWD), world, table)[0]?.commands.join(" && ") ?? null) === c.expect;
  });
  return right.length / mine.length;
}

// [corpus, train at least, held-out at least (what was last measured, less a little; the target is 90 %)]
const CORPORA: [string, Split[], number, number][] = [
  // Train figures fell where the precision gates (src/fix/precision.ts) abstain: fix-heldout 193 -> 185, c 136 -> 133,
  // j 167 -> 166 right first of their train splits; the wrong first suggestions they hold back are below. With the gate
  // calibrated out of sample as well (seventh session): fix-heldout 181, b 231, c 129, h 131, i 121 right first.
  ["fix-heldout.json", first.cases as Split[], 0.9, 0.79],
  ["fix-heldout-b.json", second.cases as Split[], 0.88, 0.61],
  ["fix-heldout-c.json", third.cases as Split[], 0.77, 0.52],
  ["fix-heldout-d.json", fourth.cases as Split[], 0.8, 0.51],
  ["fix-heldout-e.json", fifth.cases as Split[], 0.77, 0.56],
  ["fix-heldout-f.json", sixth.cases as Split[], 0.8, 0.47],
  ["fix-heldout-g.json", seventh.cases as Split[], 0.73, 0.62],
  ["fix-heldout-h.json", eighth.cases as Split[], 0.89, 0.69],
  ["fix-heldout-i.json", ninth.cases as Split[], 0.86, 0.69],
  // Captured from real tools (issue 27): 166/181 train and 95/127 held-out right first at the end of that work;
  // 167/181 train after the precision work (held-out unchanged in right first); 166/181 with the precision gates;
  // 166/181 and 94/127 with the gate calibrated out of sample (i's held-out: 65 -> 63 right first).
  ["fix-heldout-j.json", tenth.cases as Split[], 0.91, 0.74],
  // Captured in the seventh session apart from the rules, measured on arrival and once after the precision work,
  // never tuned on: held-out 87 -> 86 of 122 right first. Its train split tuned on in the ninth session: 137 -> 159/186.
  ["fix-heldout-k.json", eleventh.cases as Split[], 0.85, 0.7],
  // Captured in the eighth session apart from the rules; on arrival 150/191 train, 96/141 held-out right first. Its
  // train split tuned on in the ninth session: 150 -> 170/191.
  ["fix-heldout-l.json", twelfth.cases as Split[], 0.88, 0.68],
  // Captured in the ninth session apart from the rules; on arrival 139/184 train, 79/118 held-out right first; never
  // tuned on: 142/184 and 81/118 after the ninth session's merge of the fix work done on the other corpora.
  ["fix-heldout-m.json", thirteenth.cases as Split[], 0.77, 0.68],
  // Captured in the tenth session apart from the rules; on arrival 130/169 train, 82/104 held-out right first; never
  // tuned on: 129/169 and 81/104 after that session's merge of the fix work done on the other corpora.
  ["fix-heldout-n.json", fourteenth.cases as Split[], 0.76, 0.77],
  // Captured in the eleventh session apart from the rules; on arrival 137/180 train (all gates), 91/123 held-out right
  // first. Its train split tuned on in the twelfth session (mechanisms, not cases): 159/180 under the evidence gates,
  // 151/180 with all; held-out 92/123 at the end of that work (measured twice: fix-heldout-o.md).
  ["fix-heldout-o.json", fifteenth.cases as Split[], 0.88, 0.74],
];

test.each(CORPORA)("%s: split 40 % held out, as it was gathered", (_name, cases) => {
  expect(cases.length).toBeGreaterThanOrEqual(200);
  expect(cases.filter((c) => c.split === "heldout").length / cases.length).toBeCloseTo(0.4, 1);
});

test.each(CORPORA)("%s: the train split stays where it was tuned (the rules, under the evidence gates)", (_name, cases, train) => {
  expect(score(cases, "train", EVIDENCE)).toBeGreaterThanOrEqual(train);
});

test.each(CORPORA)("%s: the held-out split does not fall back", (_name, cases, _train, heldout) => {
  expect(score(cases, "heldout")).toBeGreaterThanOrEqual(heldout);
});

/** How many cases' first suggestion is some other plan than the one meant (none is not wrong). */
function wrong(cases: Split[], split: string): number {
  return cases.filter((c) => {
    if (c.split !== split) return false;
    const world = { ...fakeWorld(c.world), help: () => undefined };
    const first = offlineSuggestions(failureFrom(c.command, c.output, c.exit, CWD), world)[0]?.commands.join(" && ") ?? null;
    return first !== null && first !== c.expect;
  }).length;
}

// Issue 27: a wrong first suggestion costs more than none. [corpus, train at most, held-out at most]: the counts
// with the precision gates (train: test/fixtures/calibrate.ts; held-out: measured as counts only, logged in
// fix-heldout-j.md). Before the gates: train 5, 17, 14, 14, 12, 15, 15, 7, 8, 6; held-out 8, 24, 18, 14, 5, 14, 6, 10, 7,
// 14 (measurement 1, the rules ungated; J was 15 before ties at the nearest distance became a toss). With the gate
// calibrated out of sample as well (seventh session, measured once at its end): the figures below.
// Eleventh session: the table recalibrated with M's train split as it arrived (test/fixtures/fresh-rules.ts): train
// wrongs f 4 -> 3, j 2 -> 1, k 4 -> 1, m 8 -> 4 (and 15 rights fewer over all train splits, where aye now abstains).
const WRONG: [string, Split[], number, number][] = [
  ["fix-heldout.json", first.cases as Split[], 3, 7],
  ["fix-heldout-b.json", second.cases as Split[], 4, 13],
  ["fix-heldout-c.json", third.cases as Split[], 4, 14],
  ["fix-heldout-d.json", fourth.cases as Split[], 1, 3],
  ["fix-heldout-e.json", fifth.cases as Split[], 2, 4],
  ["fix-heldout-f.json", sixth.cases as Split[], 3, 9],
  // G's train 2 -> 3 (tenth session): with ripgrep's types known, `rg --type pyhton` gets the nearest, `cython`; G's
  // gatherer wrote `--type python`, a type ripgrep refuses (L's capture: "unrecognized file type: python"), so neither is right.
  ["fix-heldout-g.json", seventh.cases as Split[], 3, 5],
  ["fix-heldout-h.json", eighth.cases as Split[], 1, 6],
  ["fix-heldout-i.json", ninth.cases as Split[], 0, 3],
  // J's train 0 -> 2 (tenth session): `pip install -e ./backend`, the path form L and M's gatherers wrote, where J's wrote
  // `backend` (L and M's train wrongs fell by one each for it); and `git switch main && git pull` on a detached HEAD, as
  // B, H, I, K and M's gatherers wrote it, where J's wrote `git checkout main && git pull`.
  ["fix-heldout-j.json", tenth.cases as Split[], 1, 10],
  // K and L's train splits after the ninth session's work on them (was 7 and 8).
  ["fix-heldout-k.json", eleventh.cases as Split[], 1, 5],
  ["fix-heldout-l.json", twelfth.cases as Split[], 0, 11],
  // Twelfth session: M's train 4 -> 3 (terraform -chdir=infra plan, not a cd), N's 10 -> 6 and held-out 5 -> 4, O's train
  // 11 -> 5 and held-out 5 -> 4 (the mechanisms of fix-heldout-o.md's end section).
  ["fix-heldout-m.json", thirteenth.cases as Split[], 3, 6],
  ["fix-heldout-n.json", fourteenth.cases as Split[], 6, 4],
  ["fix-heldout-o.json", fifteenth.cases as Split[], 5, 4],
];

test.each(WRONG)("%s: wrong first suggestions do not rise", (_name, cases, train, heldout) => {
  expect(wrong(cases, "train")).toBeLessThanOrEqual(train);
  expect(wrong(cases, "heldout")).toBeLessThanOrEqual(heldout);
});
