/**
 * `make bench` (and `make bench-startup` alone): what start-up costs, and where it goes.
 *   - `aye --version` and `aye run true` as ratios against a program the same Bun compiles that
 *     only prints a word (aims: 1.5x and 2x), measured in the same run;
 *   - each module `aye` loads before it knows the command (the static imports of src/main.ts),
 *     compiled alone the way dist/aye is, as milliseconds over that program: a module's figure
 *     includes what it imports. Commands load their own modules on demand (src/cli.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dir, "..");
const AYE = process.env.AYE_BIN ?? join(ROOT, "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-startup-"));
const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config") };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function compile(entry: string, out: string): void {
  const r = Bun.spawnSync([process.execPath, "build", entry, "--compile", "--bytecode", "--minify", "--no-compile-autoload-dotenv", "--no-compile-autoload-bunfig", "--outfile", out], { stdout: "ignore", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`compiling ${entry}: ${r.stderr}`);
}

function time(argv: string[]): number {
  const start = Bun.nanoseconds();
  Bun.spawnSync(argv, { env, stdout: "ignore", stderr: "ignore", stdin: "ignore" });
  return (Bun.nanoseconds() - start) / 1e6;
}

/** Medians in ms; the commands alternate so that the machine's drift hits each alike. */
function compare(runs: number, commands: Record<string, string[]>): Record<string, number> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const argv of Object.values(commands)) time(argv);
  for (let i = 0; i < runs; i++) for (const [name, argv] of Object.entries(commands)) samples[name]!.push(time(argv));
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

// The modules loaded before the command is known: src/main.ts's static imports, deepest first.
Bun.spawnSync([process.execPath, "build", "src/main.ts", "--target=bun", `--outdir=${join(dir, "meta")}`, `--metafile=${join(dir, "meta.json")}`], { cwd: ROOT, stdout: "ignore", stderr: "ignore" });
const inputs: Record<string, { bytes: number; imports: { path: string; kind: string }[] }> = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")).inputs;
const order: string[] = [];
const walk = (file: string, seen = new Set<string>()) => {
  if (seen.has(file) || !inputs[file]) return;
  seen.add(file);
  for (const i of inputs[file]!.imports) if (i.kind === "import-statement") walk(i.path, seen);
  if (file.startsWith("src/")) order.push(file);
};
walk("src/main.ts");

mkdirSync(join(dir, "probes"));
const hello = join(dir, "probes", "hello");
writeFileSync(`${hello}.ts`, 'console.log("hi");\n');
compile(`${hello}.ts`, hello);
const probes: Record<string, string[]> = { hello: [hello] };
for (const file of order.filter((f) => f !== "src/main.ts")) {
  const name = file.replace(/[/.]/g, "_");
  const entry = join(dir, "probes", `${name}.ts`);
  writeFileSync(entry, `import * as m from "${join(ROOT, file)}";\nif (Object.keys(m).length < 0) console.log(m);\nconsole.log("hi");\n`);
  compile(entry, join(dir, "probes", name));
  probes[file] = [join(dir, "probes", name)];
}
// What systemIo() does at every start besides loading modules: libc through bun:ffi, three isatty calls.
const io = join(dir, "probes", "system_io");
writeFileSync(`${io}.ts`, `import { systemIo } from "${join(ROOT, "src", "io.ts")}";\nsystemIo();\nconsole.log("hi");\n`);
compile(`${io}.ts`, io);
probes["systemIo() (libc via bun:ffi)"] = [io];

const whole = compare(60, { hello: [hello], version: [AYE, "--version"], run: [AYE, "run", "true"] });
const modules = compare(20, probes);
rmSync(dir, { recursive: true, force: true });

const ms = (x: number) => `${x.toFixed(1)} ms`;
const rows: string[][] = [
  ["start-up: aye --version / compiled hello", ms(whole.version!), `hello ${ms(whole.hello!)}`, `${(whole.version! / whole.hello!).toFixed(2)}x (aim ≤ 1.5x)`],
  ["start-up: aye run true / compiled hello", ms(whole.run!), `hello ${ms(whole.hello!)}`, `${(whole.run! / whole.hello!).toFixed(2)}x (aim ≤ 2x)`],
];
const costs = Object.entries(modules)
  .filter(([k]) => k !== "hello")
  .map(([k, v]) => [k, v - modules.hello!] as const)
  .sort((a, b) => b[1] - a[1]);
for (const [k, over] of costs) rows.push([`  loaded at start: ${relative(ROOT, join(ROOT, k))}`, `+${ms(Math.max(0, over))}`, "over hello, with its imports", ""]);
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("   ").trimEnd()).join("\n"));
