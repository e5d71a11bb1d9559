import { describe, expect, test } from "bun:test";
import corpus from "../../fixtures/fix-corpus.json" with { type: "json" };
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { CWD, type CorpusCase, fakeWorld } from "../../fakes/world.ts";

const cases = corpus.cases as CorpusCase[];

const first = (c: CorpusCase) => offlineSuggestions(failureFrom(c.command, c.output, c.exit, CWD), fakeWorld(c.world))[0]?.commands.join(" && ") ?? null;

describe("the offline rules over the corpus", () => {
  test("the corpus covers every category with at least 60 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.category))).toEqual(new Set(["typo", "tool-hint", "subcommand", "flag", "permission", "path", "runtime", "git"]));
  });

  test.each(cases.map((c) => [`#${c.id} ${c.category}: ${c.command}`, c] as const))("%s", (_name, c) => {
    expect(first(c)).toBe(c.expect);
  });
});
