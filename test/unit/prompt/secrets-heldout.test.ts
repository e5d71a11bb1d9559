/**
 * Redaction on tables gathered apart from the rules (test/fixtures/secrets-heldout/README.md),
 * held at what was measured: a rise in leaks or damage fails.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { score, type Snippet } from "../../fixtures/secrets-heldout/score.ts";

const load = async (split: string): Promise<Snippet[]> => Bun.file(join(import.meta.dir, "../../fixtures/secrets-heldout", `${split}.json`)).json();

describe.each([
  // split, secret snippets that may reach the model, look-alikes that may be damaged
  ["train", 1, 0],
  ["validation", 1, 0],
  ["heldout", 1, 4],
  ["heldout-2", 12, 8],
  ["validation-3", 0, 0],
  ["heldout-3", 2, 1],
  ["heldout-4", 11, 7],
  ["heldout-5", 12, 4],
  ["train-6", 6, 0],
  ["heldout-6", 16, 10],
  ["train-7", 10, 2],
  // Set 7's held-out split, never read: 58 / 13 at the session's start, measured once after its redaction work.
  // The eighth session's work on train-8 took it to 38 / 15, then 37 / 16: more look-alikes damaged, measured, not read.
  ["heldout-7", 36, 16],
  // Set 8 (gathered apart in the eighth session, split before use): 31 / 8 and 13 / 6 on arrival.
  ["train-8", 15, 5],
  ["heldout-8", 12, 6],
])("the %s split", (split, leaks, damage) => {
  test("lets no more secrets through, and damages no more look-alikes, than measured", async () => {
    const s = score(await load(split));
    expect(s.leaked.length).toBeLessThanOrEqual(leaks);
    expect(s.damaged.length).toBeLessThanOrEqual(damage);
  });
});
