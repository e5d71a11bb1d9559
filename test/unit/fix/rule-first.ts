/**
 * What a rule's test pins: the plan the rules make and the evidence gates keep (src/fix/precision.ts), whatever the
 * calibrated table (src/fix/precision.gen.ts) says of the rule's mechanism this week. The table is measured on the
 * corpora's train splits and recalibrated as they grow: a rule's test that read it would fail at each recalibration
 * for no change of the rule. The calibrated gate has tests of its own (precision-gates.test.ts, with tables made there).
 */
import { failureFrom, offlineReport } from "../../../src/fix/engine.ts";
import { CALIBRATION } from "../../../src/fix/precision.gen.ts";
import type { World } from "../../../src/fix/types.ts";

/** The evidence gates alone: no mechanism abstains for its share right on the train splits. */
export const EVIDENCE = { ...CALIBRATION, threshold: 0 };

/** The first plan the rules make for the failure that the evidence holds, or null. */
export function ruleFirst(command: string, output: string, world: World, cwd: string, exit = 1): string | null {
  return offlineReport(failureFrom(command, output, exit, cwd), world, EVIDENCE).found[0]?.commands.join(" && ") ?? null;
}
