/**
 * `make bench`: aye against baselines measured in the same run, reported as
 * ratios and differences, never as absolute pass/fail timings.
 *   start-up    aye run true vs true; aye --version
 *   throughput  aye run cat FILE (256 MiB with colour codes) vs cat FILE | tee LOG
 *   memory      peak RSS of aye run for 1 GiB of output vs 1 MiB
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const AYE = join(import.meta.dir, "..", "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-"));
const env = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config") };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Wall time of one run in ms, output to /dev/null. */
function time(argv: string[]): number {
  const start = Bun.nanoseconds();
  const r = Bun.spawnSync(argv, { env, stdout: "ignore", stderr: "ignore", stdin: "ignore" });
  if (r.exitCode !== 0 && r.exitCode !== 1) throw new Error(`${argv.join(" ")} exited ${r.exitCode}`);
  return (Bun.nanoseconds() - start) / 1e6;
}

/** Alternates the commands so drift in the machine's load hits each alike. */
function compare(runs: number, commands: Record<string, string[]>): Record<string, number> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const argv of Object.values(commands)) time(argv); // warm the page cache
  for (let i = 0; i < runs; i++) for (const [name, argv] of Object.entries(commands)) samples[name]!.push(time(argv));
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

/** Peak RSS in KiB of aye alone, read by GNU time (the spawner's own rusage would include its other children). */
function peakRss(argv: string[]): number {
  const r = Bun.spawnSync(["/usr/bin/time", "-f", "%M", ...argv], { env, stdout: "ignore", stderr: "pipe" });
  return Number(r.stderr.toString().trim().split("\n").pop());
}

const rows: [string, string, string, string][] = [];

// Start-up
const startup = compare(60, { bare: ["true"], run: [AYE, "run", "true"], version: [AYE, "--version"] });
rows.push(["start-up: aye run true", ms(startup.run!), `bare true ${ms(startup.bare!)}`, `+${ms(startup.run! - startup.bare!)} (target ≤ +10 ms)`]);
rows.push(["start-up: aye --version", ms(startup.version!), `bare true ${ms(startup.bare!)}`, `+${ms(startup.version! - startup.bare!)} (target ≤ +10 ms)`]);

// Throughput
const file = join(dir, "big.txt");
const line = (i: number) => `\x1b[32m PASS \x1b[0m test/unit/module${i % 97}.test.ts \x1b[2m> suite > case ${i} (${i % 13}ms)\x1b[22m\n`;
const block = Array.from({ length: 4096 }, (_, i) => line(i)).join("");
const blocks = Math.ceil((256 * 1024 * 1024) / block.length);
writeFileSync(file, block.repeat(blocks));
const log = join(dir, "tee.log");
const through = compare(5, {
  tee: ["sh", "-c", `cat '${file}' | tee '${log}' > /dev/null`],
  aye: ["sh", "-c", `'${AYE}' run cat '${file}' > /dev/null`],
  ayeFail: ["sh", "-c", `'${AYE}' run sh -c "cat '${file}'; exit 1" > /dev/null`],
});
const mib = (block.length * blocks) / 2 ** 20;
rows.push([`throughput: aye run cat (${mib.toFixed(0)} MiB)`, ms(through.aye!), `cat | tee ${ms(through.tee!)}`, `${(through.aye! / through.tee!).toFixed(2)}x (target ≤ 1.5x)`]);
rows.push(["throughput: same, failing (captured)", ms(through.ayeFail!), `cat | tee ${ms(through.tee!)}`, `${(through.ayeFail! / through.tee!).toFixed(2)}x`]);
rmSync(file);

// Memory
const gen = (bytes: number) => `yes '\x1b[31mERROR\x1b[0m something went wrong in module 42 at line 1337' | head -c ${bytes}; exit 1`;
const small = median([1, 2, 3].map(() => peakRss([AYE, "run", "sh", "-c", gen(2 ** 20)])));
const large = median([1, 2, 3].map(() => peakRss([AYE, "run", "sh", "-c", gen(2 ** 30)])));
rows.push(["memory: peak RSS, 1 GiB of output", `${(large / 1024).toFixed(1)} MiB`, `1 MiB: ${(small / 1024).toFixed(1)} MiB`, `${(large / small).toFixed(2)}x (target ≤ 1.2x)`]);

rmSync(dir, { recursive: true, force: true });
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("   ")).join("\n"));
