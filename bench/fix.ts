/**
 * `aye fix` against thefuck on the same cases: the corpus written with the rules
 * (test/fixtures/fix-corpus.json, in-sample) and the one gathered apart from them
 * (fix-heldout.json, and fourteen gathered later: fix-heldout-b.json to fix-heldout-o.json),
 * their train and held-out splits reported apart. How often the
 * first suggestion is the one meant, and how long one offline suggestion takes
 * as a process. The held-out misses are counted, never listed: no rule is tuned on them. Each case gets a real world on disk: its files,
 * and a PATH of stand-ins that answer the case's read-only queries (git branch,
 * tool --help) for both tools alike.
 */
import { Database } from "bun:sqlite";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import corpus from "../test/fixtures/fix-corpus.json" with { type: "json" };
import heldout from "../test/fixtures/fix-heldout.json" with { type: "json" };
import second from "../test/fixtures/fix-heldout-b.json" with { type: "json" };
import third from "../test/fixtures/fix-heldout-c.json" with { type: "json" };
import fourth from "../test/fixtures/fix-heldout-d.json" with { type: "json" };
import fifth from "../test/fixtures/fix-heldout-e.json" with { type: "json" };
import sixth from "../test/fixtures/fix-heldout-f.json" with { type: "json" };
import seventh from "../test/fixtures/fix-heldout-g.json" with { type: "json" };
import eighth from "../test/fixtures/fix-heldout-h.json" with { type: "json" };
import ninth from "../test/fixtures/fix-heldout-i.json" with { type: "json" };
import tenth from "../test/fixtures/fix-heldout-j.json" with { type: "json" };
import eleventh from "../test/fixtures/fix-heldout-k.json" with { type: "json" };
import twelfth from "../test/fixtures/fix-heldout-l.json" with { type: "json" };
import thirteenth from "../test/fixtures/fix-heldout-m.json" with { type: "json" };
import fourteenth from "../test/fixtures/fix-heldout-n.json" with { type: "json" };
import fifteenth from "../test/fixtures/fix-heldout-o.json" with { type: "json" };
import { failureFrom, offlineSuggestions } from "../src/fix/engine.ts";
import { splitWords } from "../src/fix/words.ts";
import { CWD, type CorpusCase, fakeWorld, PATH_EXECUTABLES, remotesOf } from "../test/fakes/world.ts";

// AYE_BIN: another build to measure the same way (an earlier commit's, for a before and after).
const AYE = process.env.AYE_BIN ?? join(import.meta.dir, "..", "dist", "aye");
const THEFUCK = "/usr/share/thefuck";
const root = mkdtempSync(join(tmpdir(), "aye-fixbench-"));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const tfScript = join(root, "tf.py");
writeFileSync(
  tfScript,
  `import sys
from thefuck.conf import settings
settings.init()
from thefuck.types import Command
from thefuck.corrector import get_corrected_commands
c = list(get_corrected_commands(Command(sys.argv[1], sys.stdin.read())))
print(c[0].script if c else "")
`,
);
const haveThefuck = !process.env.NO_THEFUCK && Bun.spawnSync(["/usr/bin/python3", "-c", "import thefuck"], { env: { PYTHONPATH: THEFUCK } }).exitCode === 0;

/**
 * A case's world on disk: returns its cwd, home and PATH. The cases were captured as /home/dev in /home/dev/proj
 * (test/fakes/world.ts, what the unit counts read): here the home is the case's own folder and the project a folder
 * in it, so that the world's files under /home/dev (~/.ssh/config, ~/.kube/config) are where aye looks, and the
 * paths in the case's command and output are rewritten to them (onDisk). Files elsewhere (/var/log, /etc) are not
 * made: `reproducible` says whether the world is all on disk.
 */
function build(c: CorpusCase): { cwd: string; home: string; bin: string; reproducible: boolean } {
  const base = join(root, `case-${c.id}`);
  const home = join(base, "home", "dev");
  const cwd = join(home, "proj");
  const bin = join(base, "bin");
  mkdirSync(cwd, { recursive: true });
  mkdirSync(bin);
  const w = c.world ?? {};
  let reproducible = true;
  const place = (p: string) => {
    if (!isAbsolute(p)) return join(cwd, p);
    if (p === HOME || p.startsWith(`${HOME}/`)) return home + p.slice(HOME.length);
    reproducible = false;
    return undefined;
  };
  for (const d of w.dirs ?? []) {
    const at = place(d);
    if (at) mkdirSync(at, { recursive: true });
  }
  for (const f of [...(w.files ?? []), ...(w.noexec ?? [])]) {
    const at = place(f);
    if (!at) continue;
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, w.noexec?.includes(f) ? "#!/bin/sh\necho ok\n" : "");
  }
  if (w.package) writeFileSync(join(cwd, "package.json"), JSON.stringify(w.package));
  for (const [name, text] of Object.entries(w.texts ?? {})) {
    const at = place(name);
    if (!at) continue;
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  // Branches as git keeps them on disk: aye reads them from there rather than running git.
  const current = w.queries?.["git branch --show-current"]?.trim();
  const branches = (w.queries?.["git branch -a --format=%(refname:short)"] ?? "").split("\n").map((b) => b.trim()).filter(Boolean);
  const remotes = remotesOf(w);
  const tags = (w.queries?.["git tag"] ?? "").split("\n").map((t) => t.trim()).filter(Boolean);
  // The tags and the remotes the case's `git tag` and `git remote` printed, as git keeps them: a remote with no
  // branch fetched yet is only a section of .git/config (the world the unit counts see: test/fakes/world.ts).
  if (current || branches.length || tags.length || remotes.length) {
    mkdirSync(join(cwd, ".git", "refs", "heads"), { recursive: true });
    writeFileSync(join(cwd, ".git", "HEAD"), `ref: refs/heads/${current ?? "main"}\n`);
    // After the case's own .git/config, if it has one, and only the remotes it does not name.
    const config = w.texts?.[".git/config"] ?? "";
    const more = remotes.filter((r) => !config.includes(`[remote "${r}"]`)).map((r) => `[remote "${r}"]\n\turl = https://example.invalid/${r}.git\n`);
    writeFileSync(join(cwd, ".git", "config"), config + more.join(""));
    const refs = [...branches, ...(current ? [current] : [])].map((b) => (remotes.includes(b.split("/")[0]!) && b.includes("/") ? join("remotes", b) : join("heads", b)));
    for (const ref of [...refs, ...tags.map((t) => join("tags", t))]) {
      mkdirSync(dirname(join(cwd, ".git", "refs", ref)), { recursive: true });
      writeFileSync(join(cwd, ".git", "refs", ref), "0000000000000000000000000000000000000000\n");
    }
  }
  // A database's tables, as `sqlite3 FILE .tables` printed them: aye reads a SQLite file's schema, never runs sqlite3.
  for (const [q, out] of Object.entries(w.queries ?? {})) {
    const file = /^sqlite3 (\S+) \.tables$/.exec(q)?.[1];
    if (!file || isAbsolute(file)) continue;
    rmSync(join(cwd, file), { force: true });
    const db = new Database(join(cwd, file));
    for (const table of out.split(/\s+/).filter(Boolean)) db.run(`create table "${table.replace(/"/g, '""')}" (id integer)`);
    db.close();
  }
  for (const exe of w.executables ?? PATH_EXECUTABLES) {
    const answers = Object.entries(w.queries ?? {})
      .filter(([q]) => q.split(" ")[0] === exe)
      .map(([q, out]) => `  '${q.split(" ").slice(1).join(" ").replace(/'/g, "'\\''")}') /bin/cat <<'AYE_EOF'\n${out}AYE_EOF\n  exit 0 ;;`)
      .join("\n");
    writeFileSync(join(bin, exe), `#!/bin/sh\ncase "$*" in\n${answers}\nesac\nexit 1\n`);
    chmodSync(join(bin, exe), 0o755);
  }
  return { cwd, home, bin, reproducible };
}

/** The home the cases were captured in (test/fakes/world.ts). */
const HOME = "/home/dev";
const HOME_PATH = /\/home\/dev(?![\w.-])/g;
/** A case's text as if captured in the bench's world: its home's paths are the world's home's. */
const onDisk = (text: string, world: { home: string }) => text.replace(HOME_PATH, world.home);
/** A suggestion read back as the case's: the world's home is /home/dev again. */
const asCaptured = (text: string, world: { home: string }) => text.split(world.home).join(HOME);

/**
 * Whether two command lines are the same command written differently: the same
 * words other than options, in the same order, and the same options in any
 * order, short ones in or out of clusters (`ln -sf` is `ln -f -s`; `git merge
 * --allow-unrelated-histories x` is `git merge x --allow-unrelated-histories`).
 */
function equivalent(a: string, b: string): boolean {
  if (a === b) return true;
  const shape = (line: string) => {
    const steps = line.split(" && ").map((step) => {
      const words = splitWords(step);
      const options = words.filter((w) => /^-[a-zA-Z]{2,}$/.test(w)).flatMap((w) => [...w.slice(1)].map((c) => `-${c}`));
      const rest = words.filter((w) => !/^-[a-zA-Z]{2,}$/.test(w));
      return JSON.stringify([rest.filter((w) => !w.startsWith("-")), [...rest.filter((w) => w.startsWith("-")), ...options].sort()]);
    });
    return steps.join("\n");
  };
  return a !== "" && b !== "" && shape(a) === shape(b);
}

/** The suggestion, the wall time and the CPU time (user and system, all of the process's threads): what the machine's load adds to the first, not to the second. */
function timed(argv: string[], c: CorpusCase, world: { cwd: string; home: string; bin: string }, env: Record<string, string>): { out: string; ms: number; cpu: number } {
  const start = Bun.nanoseconds();
  const r = Bun.spawnSync(argv, { cwd: world.cwd, env: { PATH: world.bin, HOME: world.home, ...env }, stdin: new Blob([onDisk(c.output, world)]), stdout: "pipe", stderr: "pipe" });
  const cpu = r.resourceUsage ? Number(r.resourceUsage.cpuTime.user + r.resourceUsage.cpuTime.system) / 1000 : NaN;
  return { out: asCaptured(r.stdout.toString().trim(), world), ms: (Bun.nanoseconds() - start) / 1e6, cpu };
}

const sets: { name: string; cases: CorpusCase[]; list: boolean }[] = [
  { name: "in-sample corpus (written with the rules)", cases: corpus.cases as CorpusCase[], list: true },
  { name: "gathered apart, train split", cases: (heldout.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "gathered apart, HELD-OUT split", cases: (heldout.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "second corpus gathered apart, train split", cases: (second.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "second corpus gathered apart, HELD-OUT split", cases: (second.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "third corpus gathered apart, train split", cases: (third.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "third corpus gathered apart, HELD-OUT split", cases: (third.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "fourth corpus gathered apart, train split", cases: (fourth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "fourth corpus gathered apart, HELD-OUT split", cases: (fourth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "fifth corpus gathered apart, train split", cases: (fifth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "fifth corpus gathered apart, HELD-OUT split", cases: (fifth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "sixth corpus gathered apart, train split", cases: (sixth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "sixth corpus gathered apart, HELD-OUT split", cases: (sixth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "seventh corpus gathered apart, train split", cases: (seventh.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "seventh corpus gathered apart, HELD-OUT split", cases: (seventh.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "eighth corpus gathered apart, train split", cases: (eighth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "eighth corpus gathered apart, HELD-OUT split", cases: (eighth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "ninth corpus gathered apart, train split", cases: (ninth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "ninth corpus gathered apart, HELD-OUT split", cases: (ninth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "tenth corpus gathered apart (captured), train split", cases: (tenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "tenth corpus gathered apart (captured), HELD-OUT split", cases: (tenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "eleventh corpus gathered apart (captured), train split", cases: (eleventh.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "eleventh corpus gathered apart (captured), HELD-OUT split", cases: (eleventh.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "twelfth corpus gathered apart (captured), train split", cases: (twelfth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "twelfth corpus gathered apart (captured), HELD-OUT split", cases: (twelfth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "thirteenth corpus gathered apart (captured), train split", cases: (thirteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "thirteenth corpus gathered apart (captured), HELD-OUT split", cases: (thirteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "fourteenth corpus gathered apart (captured), train split", cases: (fourteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "fourteenth corpus gathered apart (captured), HELD-OUT split", cases: (fourteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
  { name: "fifteenth corpus gathered apart (captured), train split", cases: (fifteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "train"), list: true },
  { name: "fifteenth corpus gathered apart (captured), HELD-OUT split", cases: (fifteenth.cases as (CorpusCase & { split: string })[]).filter((c) => c.split === "heldout"), list: false },
];
// CORPORA=m,l: those corpora alone (`a` is fix-heldout.json, `corpus` the in-sample one), for a quicker run of one.
const LETTERS = ["corpus", "a", ..."bcdefghijklmno"];
if (process.env.CORPORA) {
  const wanted = new Set(process.env.CORPORA.split(","));
  sets.splice(0, sets.length, ...sets.filter((_, i) => wanted.has(LETTERS[i === 0 ? 0 : Math.ceil(i / 2)]!)));
}
// TRAIN_ONLY=1: the train splits alone (an A/B of two builds' time, say, that measures no held-out split again).
if (process.env.TRAIN_ONLY) sets.splice(0, sets.length, ...sets.filter((s) => s.list));
let n = 0;
// The start-up alone (aye --version), timed beside each case: what the rules add is the difference, whatever the machine's load.
const allMs = { aye: [] as number[], thefuck: [] as number[], startup: [] as number[], ayeCpu: [] as number[], startupCpu: [] as number[] };
for (const set of sets) {
  const results = { aye: { right: 0, same: 0, wrong: 0, misses: [] as string[], apart: [] as string[], unmade: 0, alike: 0, system: 0, places: new Map<string, number>() }, thefuck: { right: 0, same: 0, wrong: 0 } };
  for (const c of set.cases) {
    const world = build({ ...c, id: n++ });
    const expected = c.expect ?? "";
    const a = timed([AYE, "fix", "--command", onDisk(c.command, world), "--exit", String(c.exit), "--print", "--no-llm", "--no-cache"], c, world, { XDG_CACHE_HOME: join(root, "cache"), XDG_CONFIG_HOME: join(root, "config") });
    allMs.aye.push(a.ms);
    allMs.ayeCpu.push(a.cpu);
    const version = timed([AYE, "--version"], c, world, {});
    allMs.startup.push(version.ms);
    allMs.startupCpu.push(version.cpu);
    if (a.out === expected) results.aye.right++;
    else if (a.out) results.aye.wrong++;
    if (equivalent(a.out, expected)) results.aye.same++;
    else results.aye.misses.push(`#${c.id} ${c.command} -> ${JSON.stringify(a.out)} (meant ${JSON.stringify(expected)})`);
    // The unit counts (test/fixtures/heldout-counts.ts, train-misses.ts) read the same case in process, in a world made
    // of its description: where the binary says otherwise, one of the two measures something else.
    const fake = { ...fakeWorld(c.world), help: () => undefined };
    // The paths outside the home the rules looked at: the machine's own (/etc/passwd, /sys/class/net, /usr/share/perl5)
    // are not the case's, and the fake world answers for them as a stock Debian would.
    const read = new Set<string>();
    const looks = (p: string) => void (p === HOME || p.startsWith(`${HOME}/`) || read.add(p.split("/").slice(0, 3).join("/")));
    const watched = { ...fake, isFile: (p: string) => (looks(p), fake.isFile(p)), isDir: (p: string) => (looks(p), fake.isDir(p)), list: (p: string) => (looks(p), fake.list(p)), readText: (p: string) => (looks(p), fake.readText(p)) };
    const inProcess = offlineSuggestions(failureFrom(c.command, c.output, c.exit, CWD), watched)[0]?.commands.join(" && ") ?? "";
    const system = read.size > 0;
    if (inProcess !== a.out) {
      results.aye.apart.push(`#${c.id} ${c.command} -> ${JSON.stringify(a.out)} (in process ${JSON.stringify(inProcess)})${world.reproducible ? "" : " [world not all on disk]"}${system ? " [read the machine's files]" : ""}`);
      // Counted by kind, so that a held-out split's differences can be told apart without reading them.
      if (!world.reproducible) results.aye.unmade++;
      else if (equivalent(inProcess, a.out)) results.aye.alike++;
      else if (system) {
        results.aye.system++;
        // Which of the machine's places (two levels: /etc/passwd, /usr/share): a kind, not a case.
        for (const place of read) results.aye.places.set(place, (results.aye.places.get(place) ?? 0) + 1);
      }
    }
    if (haveThefuck) {
      const t = timed(["/usr/bin/python3", tfScript, onDisk(c.command, world)], c, world, { PYTHONPATH: THEFUCK, TF_SHELL: "bash" });
      allMs.thefuck.push(t.ms);
      if (t.out === expected) results.thefuck.right++;
      else if (t.out) results.thefuck.wrong++;
      if (equivalent(t.out, expected)) results.thefuck.same++;
    }
  }
  const pct = (k: number) => `${((100 * k) / set.cases.length).toFixed(1)} % (${k}/${set.cases.length})`;
  console.log(`aye fix, offline, ${set.name}:`);
  console.log(`  first suggestion right   aye ${pct(results.aye.right)}${haveThefuck ? `   thefuck ${pct(results.thefuck.right)}` : (process.env.NO_THEFUCK ? "   thefuck skipped (NO_THEFUCK)" : "   thefuck not installed (apt-get install thefuck)")}`);
  // A wrong first suggestion costs more than none (issue 27): counted beside the hits.
  console.log(`  first suggestion wrong   aye ${pct(results.aye.wrong)}${haveThefuck ? `   thefuck ${pct(results.thefuck.wrong)}` : ""}`);
  console.log(`  the same command, options in any order or cluster   aye ${pct(results.aye.same)}${haveThefuck ? `   thefuck ${pct(results.thefuck.same)}` : ""}`);
  const { apart, unmade, alike, system } = results.aye;
  console.log(`  binary and in-process first suggestion differ   ${apart.length}${apart.length ? ` (world not all on disk ${unmade}, the same command written otherwise ${alike}, read the machine's files ${system}${system ? ` [${[...results.aye.places].map(([p, k]) => `${p} ${k}`).join(", ")}]` : ""}, other ${apart.length - unmade - alike - system})` : ""}`);
  if (set.list && results.aye.apart.length) console.log(`    ${results.aye.apart.join("\n    ")}`);
  if (set.list && results.aye.misses.length && process.env.MISSES) console.log(`  aye missed:\n    ${results.aye.misses.join("\n    ")}`);
}
if (!process.env.KEEP) rmSync(root, { recursive: true, force: true });
else console.log(root);
const [fixMs, startMs] = [median(allMs.aye), median(allMs.startup)];
const p95 = (ms: number[]) => [...ms].sort((x, y) => x - y)[Math.floor(ms.length * 0.95)] ?? 0;
console.log(`time per suggestion (all cases)   aye ${fixMs.toFixed(1)} ms median (target ≤ 30 ms), ${p95(allMs.aye).toFixed(1)} ms p95 (target < 100 ms)${haveThefuck ? `   thefuck ${median(allMs.thefuck).toFixed(1)} ms` : ""}`);
console.log(`  of which start-up (aye --version, same run) ${startMs.toFixed(1)} ms: the fix itself ${(fixMs - startMs).toFixed(1)} ms, ${(fixMs / startMs).toFixed(2)}x start-up`);
// The work itself, whatever else the machine runs: a loaded machine stretches the wall times above, hardly these.
console.log(`  CPU time per suggestion (user + system, all threads)   aye ${median(allMs.ayeCpu).toFixed(1)} ms median, ${p95(allMs.ayeCpu).toFixed(1)} ms p95; aye --version ${median(allMs.startupCpu).toFixed(1)} ms`);
