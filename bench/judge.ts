/**
 * How long judging a plan takes once the parser is loaded: the effect model and
 * the danger list together (src/guard/to-shell.ts), against the danger list alone
 * (what was judged before the effect model), on every plan of the danger tables
 * (timings only; no case is printed). Median and 99th percentile per plan.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dangers } from "../src/guard/shell/danger.ts";
import { judge, unattendedRefusal } from "../src/guard/to-shell.ts";

const dir = join(import.meta.dir, "../test/fixtures/danger-heldout");
const plans: { plan: string; failed: string }[] = [];
for (const split of ["train", "validation", "heldout"]) plans.push(...(await Bun.file(join(dir, `${split}.json`)).json()));
const cwd = mkdtempSync(join(tmpdir(), "aye-judge-"));

async function time(what: (p: { plan: string; failed: string }) => Promise<unknown>): Promise<number[]> {
  for (const p of plans.slice(0, 50)) await what(p); // warm: the parser loads, the JIT settles
  const ms: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const p of plans) {
      const start = performance.now();
      await what(p);
      ms.push(performance.now() - start);
    }
  }
  return ms.sort((a, b) => a - b);
}

const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const before = await time((p) => dangers(p.plan));
const after = await time(async (p) => unattendedRefusal(await judge(p.plan, cwd, { command: p.failed, output: "" })));
console.log(`judging a plan (${plans.length} plans x 3): danger list alone median ${at(before, 0.5).toFixed(3)} ms, p99 ${at(before, 0.99).toFixed(3)} ms`);
console.log(`  effect model and danger list: median ${at(after, 0.5).toFixed(3)} ms, p99 ${at(after, 0.99).toFixed(3)} ms; ratio ${(at(after, 0.5) / at(before, 0.5)).toFixed(2)}x at the median`);
