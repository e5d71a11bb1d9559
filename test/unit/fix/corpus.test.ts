import { describe, expect, test } from "bun:test";
import corpus from "../../fixtures/fix-corpus.json" with { type: "json" };
import { failureFrom, offlineReport, offlineSuggestions, rank } from "../../../src/fix/engine.ts";
import type { Suggestion } from "../../../src/fix/types.ts";
import { CWD, type CorpusCase, fakeWorld } from "../../fakes/world.ts";

const cases = corpus.cases as CorpusCase[];

const first = (c: CorpusCase) => offlineSuggestions(failureFrom(c.command, c.output, c.exit, CWD), fakeWorld(c.world))[0]?.commands.join(" && ") ?? null;

describe("the offline rules over the corpus", () => {
  test("the corpus covers every category with at least 60 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.category))).toEqual(new Set(["typo", "tool-hint", "subcommand", "flag", "permission", "path", "runtime", "git"]));
  });

  // Where aye now abstains (src/fix/precision.ts: installing then running again, for Python and Node, is right first
  // too seldom on the train splits, whose gatherers want another form; a tool's hint installed then run again is judged
  // by plans that run the line again, right first 2 times in 3 on failures the rules had not seen; git pull --rebase
  // before a push git rejected is right as often as git pull alone or --force-with-lease): nothing first, the plan
  // among the unsure guesses.
  const ABSTAINS = new Set([14, 71, 72, 74, 78, 79]);
  test.each(cases.map((c) => [`#${c.id} ${c.category}: ${c.command}`, c] as const))("%s", (_name, c) => {
    if (!ABSTAINS.has(c.id)) return expect(first(c)).toBe(c.expect);
    const report = offlineReport(failureFrom(c.command, c.output, c.exit, CWD), fakeWorld(c.world));
    expect(report.found[0]).toBeUndefined();
    expect(report.abstained.map((a) => a.suggestion.commands.join(" && "))).toContain(c.expect!);
  });
});

test("the tool's hint ranks above a rule's guess, which ranks above the LLM; a plan is offered once", () => {
  const s = (source: Suggestion["source"], command: string): Suggestion => ({ commands: [command], source, why: "" });
  const ranked = rank([s("llm", "a"), s("rule", "b"), s("tool", "c"), s("cache", "d"), s("rule", "c")]);
  expect(ranked.map((x) => `${x.source}:${x.commands[0]}`)).toEqual(["cache:d", "tool:c", "rule:b", "llm:a"]);
});
