/**
 * `make bench`, aye shell: the same pseudo-terminal harness drives the bare
 * shell and `aye shell` around it, reported as differences and ratios.
 *   typing      keystroke to its echo (median), bash --norc vs aye shell bash
 *   throughput  cat of a 100 MiB file at the prompt vs the bare shell, and vs script(1) (one pty hop in C)
 *   memory      aye's RSS over a session that prints AYE_BENCH_SHELL_GIB GiB (default 1), sampled
 *               after the first 10 % and at the end
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const AYE = join(import.meta.dir, "..", "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-shell-"));
writeFileSync(join(dir, ".bashrc"), "PS1='$ '\n");
const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config"), TERM: "xterm-256color", LANG: "C.UTF-8" };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** A shell on a pseudo-terminal: `waitFor` resolves when `text` arrives after the call. */
function session(argv: string[]) {
  let tail = "";
  let bytes = 0;
  let waiting: { text: string; resolve: () => void } | undefined;
  const proc = Bun.spawn(argv, {
    env,
    cwd: dir,
    terminal: {
      cols: 120,
      rows: 40,
      data(_t, data) {
        bytes += data.length;
        tail = (tail + Buffer.from(data).toString("latin1")).slice(-256);
        if (waiting && tail.includes(waiting.text)) {
          const w = waiting;
          waiting = undefined;
          tail = "";
          w.resolve();
        }
      },
    },
  });
  return {
    proc,
    bytes: () => bytes,
    write: (text: string) => proc.terminal!.write(text),
    waitFor(text: string) {
      tail = "";
      return new Promise<void>((resolve) => (waiting = { text, resolve }));
    },
    async close() {
      proc.terminal!.write("exit\r");
      await proc.exited;
      proc.terminal!.close();
    },
  };
}

async function ready(s: ReturnType<typeof session>) {
  const p = s.waitFor("READY-2");
  s.write("echo READY-$((1+1))\r");
  await p;
  await Bun.sleep(200);
}

/** Median keystroke-to-echo time over `n` keys typed at the prompt. */
async function typing(argv: string[], n: number): Promise<number> {
  const s = session(argv);
  await ready(s);
  const samples: number[] = [];
  const keys = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i < n; i++) {
    const key = keys[i % keys.length]!;
    const echoed = s.waitFor(key);
    const start = Bun.nanoseconds();
    s.write(key);
    await echoed;
    samples.push((Bun.nanoseconds() - start) / 1e6);
    if (i % 20 === 19) {
      const cleared = s.waitFor("CLR-2");
      s.write("\x15echo CLR-$((1+1))\r"); // Ctrl-U, then a line that says the prompt is back
      await cleared;
    }
  }
  await s.close();
  return median(samples);
}

/** Seconds for `cat file` at the prompt until the next line's answer arrives. */
async function catTime(argv: string[], file: string): Promise<number> {
  const s = session(argv);
  await ready(s);
  const done = s.waitFor("CAT-DONE-2");
  const start = Bun.nanoseconds();
  s.write(`cat '${file}'; echo CAT-DONE-$((1+1))\r`);
  await done;
  const seconds = (Bun.nanoseconds() - start) / 1e9;
  await s.close();
  return seconds;
}

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const rows: string[][] = [];
const bare = ["bash", "--rcfile", join(dir, ".bashrc"), "-i"];
const through = [AYE, "shell", "bash"];

// Typing: alternate the two, three rounds each, so the machine's drift hits both.
const bareKeys: number[] = [];
const ayeKeys: number[] = [];
for (let round = 0; round < 3; round++) {
  bareKeys.push(await typing(bare, 200));
  ayeKeys.push(await typing(through, 200));
}
const kb = median(bareKeys);
const ka = median(ayeKeys);
rows.push(["typing: keystroke to echo", ms(ka), `bare bash ${ms(kb)}`, `+${ms(ka - kb)} (target ≤ +1 ms)`]);

// Throughput: 100 MiB of test-runner-like lines with colour codes.
const file = join(dir, "big.txt");
const line = (i: number) => `\x1b[32m PASS \x1b[0m test/unit/module${i % 97}.test.ts > suite > case ${i} (${i % 13}ms)\n`;
const block = Array.from({ length: 4096 }, (_, i) => line(i)).join("");
writeFileSync(file, block.repeat(Math.ceil((100 * 2 ** 20) / block.length)));
// util-linux's script puts the same one pseudo-terminal hop between the harness and the shell, in C:
// the floor any wrapper of an interactive shell starts from on this machine.
const viaScript = ["script", "-qfc", `bash --rcfile '${join(dir, ".bashrc")}' -i`, "/dev/null"];
const bareCat: number[] = [];
const ayeCat: number[] = [];
const scriptCat: number[] = [];
for (let round = 0; round < 3; round++) {
  bareCat.push(await catTime(bare, file));
  ayeCat.push(await catTime(through, file));
  scriptCat.push(await catTime(viaScript, file));
}
const cb = median(bareCat);
const ca = median(ayeCat);
const cs = median(scriptCat);
rows.push(["throughput: cat 100 MiB at the prompt", `${(100 / ca).toFixed(0)} MiB/s`, `bare bash ${(100 / cb).toFixed(0)} MiB/s`, `${(cb / ca).toFixed(2)}x of bare (target ≥ 0.8x)`]);
rows.push(["throughput: same through script(1)", `${(100 / cs).toFixed(0)} MiB/s`, `bare bash ${(100 / cb).toFixed(0)} MiB/s`, `${(cb / cs).toFixed(2)}x of bare; aye shell ${(cs / ca).toFixed(2)}x of script`]);

// Memory: one session prints GiB of output (cat of the file, repeated); aye's RSS is sampled.
const gib = Number(process.env.AYE_BENCH_SHELL_GIB ?? 1);
const times = Math.max(1, Math.round((gib * 1024) / 100));
const s = session(through);
await ready(s);
const samples: number[] = [];
const sampler = setInterval(() => samples.push(rssKiB(s.proc.pid)), 100);
const early = s.waitFor("EARLY-2");
s.write(`cat '${file}'; echo EARLY-$((1+1))\r`);
await early;
const afterFirst = rssKiB(s.proc.pid);
const all = s.waitFor("ALL-2");
s.write(`for i in $(seq ${times - 1}); do cat '${file}'; done; ls /no-such-file-at-the-end; echo ALL-$((1+1))\r`);
await all;
clearInterval(sampler);
const peak = Math.max(...samples);
const end = rssKiB(s.proc.pid);
await s.close();
rows.push([`memory: aye shell RSS over ${((times * 100) / 1024).toFixed(2)} GiB printed`, `peak ${(peak / 1024).toFixed(1)} MiB, end ${(end / 1024).toFixed(1)} MiB`, `after 100 MiB ${(afterFirst / 1024).toFixed(1)} MiB`, `${(peak / afterFirst).toFixed(2)}x (target ≤ 1.2x)`]);

rmSync(dir, { recursive: true, force: true });
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("   ")).join("\n"));
