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
  ["validation", 0, 0],
  ["heldout", 1, 3],
  ["heldout-2", 9, 2],
  ["validation-3", 0, 0],
  ["heldout-3", 0, 0],
  ["heldout-4", 8, 3],
  ["heldout-5", 8, 0],
  ["train-6", 3, 0],
  ["heldout-6", 10, 2],
  ["train-7", 1, 0],
  // Set 7's held-out split, never read: 58 / 13 at the session's start, measured once after its redaction work.
  // The eighth session's work on train-8 took it to 38 / 15, then 37 / 16: more look-alikes damaged, measured, not read.
  // (The ninth session: 36 / 16 -> 30 / 13, counted, not read.)
  ["heldout-7", 26, 9],
  // Set 8 (gathered apart in the eighth session, split before use): 31 / 8 and 13 / 6 on arrival.
  ["train-8", 3, 1],
  ["heldout-8", 5, 4],
  // Sets 9 and 10 (gathered apart in the ninth session, split before use). heldout-9: 34 / 15 on arrival, after the
  // session's first redaction work; heldout-10: 24 / 13 when first measured, near the session's end.
  // (The tenth session, redaction by a secret's place: all held-out 135 / 75 -> 119 / 76 of 2,065 / 1,203, counted,
  // not read. Damage rose by one in heldout and heldout-9 and by two in heldout-10, and fell by one in heldout-2 and two
  // in heldout-4: the fail-safe finders take some look-alikes the train halves did not show.)
  ["train-9", 1, 0],
  ["heldout-9", 20, 9],
  ["train-10", 2, 0],
  ["heldout-10", 16, 9],
  // (The same session's look-alike work, one check for every finder: all held-out damage 85 -> 58 of 1,309, counted.)
  // Set 11 (gathered apart in the tenth session, split before use): heldout-11 26 / 10 on arrival, 23 / 9 at the end
  // (counted twice); its train half read late in the session (15 / 18 -> 12 / 0).
  ["train-11", 0, 0],
  // (The eleventh session, redaction by kind of place: all held-out 142 / 58 -> 130 / 59 of 2,230 / 1,309, counted
  // before and after, not read; heldout-11 23 / 9 -> 21 / 9. Damage rose by one in heldout-2.)
  // (The twelfth session: a secret found once removed wherever the text repeats it, in the forms tools print, and
  // values typed where a prompt asked for one: all held-out 168 / 75 -> 157 / 76 of 2,660 / 1,568, counted, not read.
  // Damage rose by one in heldout-11; the lead did not look for which finder, to keep from tuning on it.)
  ["heldout-11", 19, 9],
  // Set 12 (gathered apart in the eleventh session, split before use): heldout-12 24 / 17 on arrival, 21 / 16 at the end
  // (counted, not read; the look-alike helper counted heldout-8 six times to find one of its rules that let a secret
  // through). Its train half read by two helpers: 35 / 14 -> 33 / 2.
  ["train-12", 6, 2],
  ["heldout-12", 19, 15],
  // (Then a token's wrapped rest read only where it looks random, not a word after it: all held-out damage 76 -> 73,
  // counted once after the change.)
  // Set 13 (gathered apart in the twelfth session, split before use): heldout-13 17 / 8 on arrival, 16 / 8 at the end
  // (counted, not read); its train half not worked on (18 / 13 on arrival).
  ["train-13", 17, 12],
  ["heldout-13", 16, 8],
])("the %s split", (split, leaks, damage) => {
  test("lets no more secrets through, and damages no more look-alikes, than measured", async () => {
    const s = score(await load(split));
    expect(s.leaked.length).toBeLessThanOrEqual(leaks);
    expect(s.damaged.length).toBeLessThanOrEqual(damage);
  });
});
