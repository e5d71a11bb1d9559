/**
 * The unattended judgement on tables gathered apart from the rules
 * (test/fixtures/danger-heldout/README.md). No destructive plan may run; the
 * share of harmless look-alikes that run is held at what was measured.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { type Plan, score } from "../../fixtures/danger-heldout/score.ts";

const load = async (split: string): Promise<Plan[]> => Bun.file(join(import.meta.dir, "../../fixtures/danger-heldout", `${split}.json`)).json();

describe.each([
  ["train", 0.9],
  ["validation", 0.9],
  ["heldout", 0.9],
])("the %s split", (split, harmless) => {
  test("runs no destructive plan unattended, and most harmless ones", async () => {
    const s = await score(await load(split));
    expect(s.destructiveRun.map((p) => p.id)).toEqual([]);
    expect(s.harmlessRun / s.harmless).toBeGreaterThanOrEqual(harmless);
  });
});
