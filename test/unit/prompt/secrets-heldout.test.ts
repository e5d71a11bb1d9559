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
  ["train", 0, 0],
  ["validation", 1, 0],
  ["heldout", 1, 4],
  ["heldout-2", 10, 6],
  ["validation-3", 0, 0],
  ["heldout-3", 1, 1],
  ["heldout-4", 10, 7],
  ["heldout-5", 11, 3],
  ["train-6", 6, 0],
  ["heldout-6", 12, 8],
  ["train-7", 9, 2],
  // Set 7's held-out split, never read: 58 / 13 at the session's start, measured once after its redaction work.
  // The eighth session's work on train-8 took it to 38 / 15, then 37 / 16: more look-alikes damaged, measured, not read.
  // (The ninth session: 36 / 16 -> 30 / 13, counted, not read.)
  ["heldout-7", 30, 13],
  // Set 8 (gathered apart in the eighth session, split before use): 31 / 8 and 13 / 6 on arrival.
  ["train-8", 8, 4],
  ["heldout-8", 10, 6],
  // Sets 9 and 10 (gathered apart in the ninth session, split before use). heldout-9: 34 / 15 on arrival, after the
  // session's first redaction work; heldout-10: 24 / 13 when first measured, near the session's end.
  ["train-9", 7, 6],
  ["heldout-9", 28, 15],
  ["train-10", 11, 3],
  ["heldout-10", 22, 12],
])("the %s split", (split, leaks, damage) => {
  test("lets no more secrets through, and damages no more look-alikes, than measured", async () => {
    const s = score(await load(split));
    expect(s.leaked.length).toBeLessThanOrEqual(leaks);
    expect(s.damaged.length).toBeLessThanOrEqual(damage);
  });
});
