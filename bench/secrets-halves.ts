/**
 * The readable secret tables cut in two, to tell a rule that generalises from one that fits what it was written for:
 * an id whose sha256's last hex digit is even is in the tune half (its misses may be read), odd in the check half
 * (counts only). train-7's check half is cut again by the second-to-last digit: check-A, read late in the seventh
 * session, and check-B, never read. See test/fixtures/secrets-heldout/README.md.
 *
 *   bun bench/secrets-halves.ts [--misses]     (--misses lists the tune half's misses only)
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { leaks, score, type Snippet } from "../test/fixtures/secrets-heldout/score.ts";
import { redact } from "../src/prompt/redact.ts";

const SPLITS = ["train", "validation", "validation-3", "train-6", "train-7"];
const digit = (id: string, from: number) => parseInt(createHash("sha256").update(id).digest("hex").at(from)!, 16);
const half = (s: Snippet) => (digit(s.id, -1) % 2 === 0 ? "tune" : "check");
const misses = process.argv.includes("--misses");

const total = { tune: [0, 0, 0, 0], check: [0, 0, 0, 0] };
const line = (what: string, s: ReturnType<typeof score>) => `${what.padEnd(22)} reach the model ${s.leaked.length}/${s.secretSnippets}, look-alikes damaged ${s.damaged.length}/${s.lookalikes}`;
for (const split of SPLITS) {
  const all: Snippet[] = await Bun.file(join(import.meta.dir, "../test/fixtures/secrets-heldout", `${split}.json`)).json();
  for (const h of ["tune", "check"] as const) {
    const part = all.filter((s) => half(s) === h);
    const s = score(part);
    total[h][0]! += s.leaked.length;
    total[h][1]! += s.secretSnippets;
    total[h][2]! += s.damaged.length;
    total[h][3]! += s.lookalikes;
    console.log(line(`${split} ${h}`, s));
    if (misses && h === "tune") {
      for (const m of s.leaked) console.log(`  LEAK ${m.id} ${m.kind}: ${JSON.stringify(m.text).slice(0, 300)}\n    ${JSON.stringify(m.secrets.filter((x) => leaks(x, redact(m.text))))}`);
      for (const m of s.damaged) console.log(`  DAMAGED ${m.id} ${m.kind}: ${JSON.stringify(redact(m.text)).slice(0, 300)}`);
    }
    if (split === "train-7" && h === "check") for (const q of ["A", "B"]) console.log(line(`  check-${q}`, score(part.filter((p) => (digit(p.id, -2) % 2 === 0 ? "A" : "B") === q))));
  }
}
for (const h of ["tune", "check"] as const) console.log(`all ${h}: reach the model ${total[h][0]}/${total[h][1]}, look-alikes damaged ${total[h][2]}/${total[h][3]}`);
