/**
 * `make bench`, at a terminal: aye run in a pseudo-terminal against the same
 * command without aye in the same harness (this process plays the terminal),
 * reported as ratios.
 *   throughput  cat of 64 MiB of coloured test-runner lines to stdout, and to stderr (its own pty)
 *   latency     a key typed to its echo on the screen (cat reading the terminal)
 *   memory      peak RSS of aye run for 256 MiB of redrawn progress output at a terminal vs 1 MiB
 *   start-up    aye run true at a terminal (the exec shim that gives stderr its own pty is one more start)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const AYE = join(import.meta.dir, "..", "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-tty-"));
const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config"), TERM: "xterm-256color", LANG: "C.UTF-8" };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs `argv` on a fresh terminal, reading all it draws; answers the wall time in ms and the bytes drawn. */
async function atTerminal(argv: string[]): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const start = Bun.nanoseconds();
  const proc = Bun.spawn(argv, { env, cwd: dir, terminal: { cols: 120, rows: 40, data: (_t, d) => (bytes += d.length) } });
  await proc.exited;
  proc.terminal!.close();
  return { ms: (Bun.nanoseconds() - start) / 1e6, bytes };
}

/** Alternates the commands so drift in the machine's load hits each alike; medians in ms. */
async function compare(runs: number, commands: Record<string, string[]>): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const argv of Object.values(commands)) await atTerminal(argv); // warm the page cache
  for (let i = 0; i < runs; i++) for (const [name, argv] of Object.entries(commands)) samples[name]!.push((await atTerminal(argv)).ms);
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

/** Median time from a key written to the terminal to its echo drawn, over `keys` keys, with `cat` reading. */
async function keyLatency(argv: string[], keys: number): Promise<number> {
  let screen = "";
  const proc = Bun.spawn(argv, { env, cwd: dir, terminal: { cols: 120, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) } });
  const t = proc.terminal!;
  const waitFor = async (text: string) => {
    const until = Date.now() + 5000;
    while (!screen.includes(text) && Date.now() < until) await Bun.sleep(0);
    if (!screen.includes(text)) throw new Error(`never drawn: ${text}`);
  };
  t.write("ready\r");
  // The echo, then cat's own copy of the line: both drawn, the terminal is quiet.
  const until = Date.now() + 5000;
  while ((screen.match(/ready/g) ?? []).length < 2 && Date.now() < until) await Bun.sleep(1);
  const samples: number[] = [];
  for (let i = 0; i < keys; i++) {
    const key = String.fromCharCode(97 + (i % 26));
    screen = "";
    const start = Bun.nanoseconds();
    t.write(key);
    await waitFor(key);
    samples.push((Bun.nanoseconds() - start) / 1e6);
    if (i % 20 === 19) {
      // A full line: cat draws it again; wait for that before the next key, so it is not taken for an echo.
      const line = screen;
      screen = "";
      t.write("\r");
      const until = Date.now() + 5000;
      while (!screen.includes(line.slice(-5)) && Date.now() < until) await Bun.sleep(1);
    }
  }
  t.write("\r\x04");
  const timer = setTimeout(() => proc.kill(), 5000);
  await proc.exited;
  clearTimeout(timer);
  t.close();
  return median(samples);
}

const rows: [string, string, string, string][] = [];
const ms = (x: number) => `${x.toFixed(1)} ms`;

// Throughput: what a test runner prints, with colours, at a terminal.
const file = join(dir, "big.txt");
const line = (i: number) => `\x1b[32m PASS \x1b[0m test/unit/module${i % 97}.test.ts \x1b[2m> suite > case ${i} (${i % 13}ms)\x1b[22m\n`;
const block = Array.from({ length: 4096 }, (_, i) => line(i)).join("");
const blocks = Math.ceil((64 * 1024 * 1024) / block.length);
writeFileSync(file, block.repeat(blocks));
const mib = (block.length * blocks) / 2 ** 20;
const through = await compare(5, {
  bare: ["cat", file],
  aye: [AYE, "run", "cat", file],
  bareErr: ["sh", "-c", `cat '${file}' >&2`],
  ayeErr: [AYE, "run", "sh", "-c", `cat '${file}' >&2`],
  ayeFail: [AYE, "run", "sh", "-c", `cat '${file}'; exit 1`],
  // The ceiling of any relay through a second pseudo-terminal: util-linux script(1), in C.
  script: ["script", "-qfc", `cat '${file}'`, "/dev/null"],
});
rmSync(file);
const ratio = (bare: number, aye: number) => `${(bare / aye).toFixed(2)}x of bare (target ≥ 0.8x)`;
rows.push([`terminal throughput: aye run cat (${mib.toFixed(0)} MiB, stdout)`, ms(through.aye!), `cat ${ms(through.bare!)}`, ratio(through.bare!, through.aye!)]);
rows.push(["terminal throughput: same to stderr (its own pty)", ms(through.ayeErr!), `cat >&2 ${ms(through.bareErr!)}`, ratio(through.bareErr!, through.ayeErr!)]);
rows.push(["terminal throughput: same, failing (captured)", ms(through.ayeFail!), `cat ${ms(through.bare!)}`, ratio(through.bare!, through.ayeFail!)]);
rows.push(["terminal throughput: script -c cat (a pty relay in C)", ms(through.script!), `cat ${ms(through.bare!)}`, `${(through.bare! / through.script!).toFixed(2)}x of bare (reference)`]);

// Latency: a key typed, echoed by the (inner) terminal, drawn on the screen.
const bareKey = await keyLatency(["cat"], 200);
const ayeKey = await keyLatency([AYE, "run", "cat"], 200);
const us = (x: number) => `${(x * 1000).toFixed(0)} µs`;
rows.push(["terminal latency: key to screen (median of 200)", us(ayeKey), `cat ${us(bareKey)}`, `${(ayeKey / bareKey).toFixed(2)}x, +${us(ayeKey - bareKey)}`]);

// Memory: a progress display redrawn for 256 MiB, failing, so the capture goes through the emulator.
const rss = join(dir, "rss");
const progress = (bytes: number) => `yes '\x1b[1A\x1b[2K\x1b[33m[queued]\x1b[0m 12 of 300 tests, 0 passed' | head -c ${bytes}; exit 1`;
const peak = async (bytes: number) => {
  await atTerminal(["/usr/bin/time", "-f", "%M", "-o", rss, AYE, "run", "sh", "-c", progress(bytes)]);
  return Number(readFileSync(rss, "utf8").trim().split("\n").pop());
};
const small = median([await peak(2 ** 20), await peak(2 ** 20), await peak(2 ** 20)]);
const large = median([await peak(2 ** 28), await peak(2 ** 28), await peak(2 ** 28)]);
rows.push(["terminal memory: peak RSS, 256 MiB redrawn", `${(large / 1024).toFixed(1)} MiB`, `1 MiB: ${(small / 1024).toFixed(1)} MiB`, `${(large / small).toFixed(2)}x (target ≤ 1.2x)`]);

// Start-up at a terminal.
const startup = await compare(30, { bare: ["true"], aye: [AYE, "run", "true"] });
rows.push(["terminal start-up: aye run true", ms(startup.aye!), `true ${ms(startup.bare!)}`, `+${ms(startup.aye! - startup.bare!)}`]);

rmSync(dir, { recursive: true, force: true });
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join("  "));
