/**
 * `make bench`: aye against baselines measured in the same run, reported as
 * ratios and differences, never as absolute pass/fail timings.
 *   start-up    aye run true vs true; aye --version
 *   throughput  aye run cat FILE (256 MiB with colour codes) vs cat FILE | tee LOG
 *   memory      peak RSS of aye run for 1 GiB of output vs 1 MiB
 *   llm         aye llm STUB vs STUB; a chunk's delay through aye; aye ask with 10 MB piped in
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const AYE = join(import.meta.dir, "..", "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-"));
const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config") };

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

// Start-up, also against the floor: a program compiled by the same Bun that only prints a word.
const hello = join(dir, "hello");
writeFileSync(`${hello}.ts`, 'console.log("hi");\n');
Bun.spawnSync([process.execPath, "build", `${hello}.ts`, "--compile", "--bytecode", "--minify", "--outfile", hello], { stdout: "ignore", stderr: "ignore" });
const startup = compare(60, { bare: ["true"], hello: [hello], run: [AYE, "run", "true"], version: [AYE, "--version"] });
rows.push(["start-up: aye run true", ms(startup.run!), `bare true ${ms(startup.bare!)}`, `+${ms(startup.run! - startup.bare!)} (target ≤ +10 ms)`]);
rows.push(["start-up: aye --version", ms(startup.version!), `bare true ${ms(startup.bare!)}`, `+${ms(startup.version! - startup.bare!)} (target ≤ +10 ms)`]);
rows.push(["start-up: aye run true / Bun's floor", ms(startup.run!), `compiled hello ${ms(startup.hello!)}`, `${(startup.run! / startup.hello!).toFixed(2)}x (aim ≤ 1.5x)`]);
rows.push(["start-up: aye --version / Bun's floor", ms(startup.version!), `compiled hello ${ms(startup.hello!)}`, `${(startup.version! / startup.hello!).toFixed(2)}x (aim ≤ 1.5x)`]);

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

// aye llm and aye ask against a stub CLI
const bin = join(dir, "bin");
const { mkdirSync, chmodSync } = await import("node:fs");
mkdirSync(bin);
mkdirSync(join(dir, "config", "aye"), { recursive: true });
const script = (name: string, body: string) => {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(bin, name), 0o755);
};
script("stub", "cat > /dev/null; echo ok");
script("ticker", 'cat > /dev/null; for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do date +%s%N; sleep 0.02; done');
writeFileSync(join(dir, "config", "aye", "config.yaml"), "llm:\n  shell_providers:\n    stub: { command: stub }\n    ticker: { command: ticker }\n");
env.PATH = `${bin}:${env.PATH}`;
const llm = compare(40, { bare: [join(bin, "stub")], aye: [AYE, "llm", "stub", "hi"] });
rows.push(["aye llm STUB", ms(llm.aye!), `STUB alone ${ms(llm.bare!)}`, `+${ms(llm.aye! - llm.bare!)} (target ≤ +15 ms)`]);

/** Median delay from a line's timestamp (written by the ticker) to its arrival here. */
async function latency(argv: string[]): Promise<number> {
  const proc = Bun.spawn(argv, { env, stdin: "ignore", stdout: "pipe", stderr: "ignore" });
  const delays: number[] = [];
  let rest = "";
  for await (const chunk of proc.stdout) {
    const now = (performance.timeOrigin + performance.now()) * 1e6;
    const lines = (rest + new TextDecoder().decode(chunk)).split("\n");
    rest = lines.pop()!;
    for (const line of lines) if (line) delays.push((now - Number(line)) / 1e6);
  }
  await proc.exited;
  return median(delays);
}
const direct = await latency([join(bin, "ticker")]);
const via = await latency([AYE, "llm", "ticker", "hi"]);
rows.push(["streaming: chunk to stdout", ms(via), `ticker alone ${ms(direct)}`, `+${ms(via - direct)} (target ≤ 10 ms)`]);

const input = join(dir, "ten-mb.txt");
writeFileSync(input, block.repeat(Math.ceil(10_000_000 / block.length)).slice(0, 10_000_000));
const rssOf = (file: string) => {
  const r = Bun.spawnSync(["sh", "-c", `cat '${file}' | /usr/bin/time -f %M '${AYE}' ask -p stub summarize`], { env, stdout: "ignore", stderr: "pipe" });
  return Number(r.stderr.toString().trim().split("\n").pop());
};
const empty = join(dir, "empty.txt");
writeFileSync(empty, "");
const base = median([1, 2, 3].map(() => rssOf(empty)));
const ten = median([1, 2, 3].map(() => rssOf(input)));
rows.push(["memory: aye ask, 10 MB piped in", `+${((ten - base) / 1024).toFixed(1)} MiB`, `over ${(base / 1024).toFixed(1)} MiB with none`, `${((ten - base) * 1024 / 10_000_000).toFixed(2)}x the input (target ≤ 3x)`]);

rmSync(dir, { recursive: true, force: true });
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("   ")).join("\n"));
