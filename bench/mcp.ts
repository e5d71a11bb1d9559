/**
 * `make bench`, the agent's bash tool: aye mcp against baselines measured in the same run.
 *   per call     a tool call of `true` through aye mcp vs `bash -c true` spawned directly (median, alternating)
 *   start-up     spawn to the answer to `initialize`
 *   memory       peak RSS of aye mcp for a call printing 1 GiB vs one printing 1 MiB
 *   peer         Desktop Commander (@wonderwhy-er/desktop-commander, pinned, installed by the Makefile into
 *                .tools/bench): the same calls through its start_process tool, telemetry off, its feature-flag
 *                fetch pointed at a closed loopback port, so nothing leaves the machine.
 * The client is a few lines of JSON-RPC over pipes, the same for both servers, so its own cost is not counted.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const AYE = join(ROOT, "dist", "aye");
const DC = join(ROOT, ".tools", "bench", "node_modules", "@wonderwhy-er", "desktop-commander", "dist", "index.js");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-mcp-"));
const tmp = join(dir, "tmp");
mkdirSync(tmp);
const env: Record<string, string> = { PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config"), TMPDIR: tmp, SHELL: "/bin/bash" };
// Desktop Commander: no telemetry (its config and its environment switch), no flag fetch off the machine, no onboarding.
const dcEnv = { ...env, DESKTOP_COMMANDER_DISABLE_TELEMETRY: "1", DC_FLAG_URL: "http://127.0.0.1:9/flags.json" };
mkdirSync(join(dir, ".claude-server-commander"));
writeFileSync(join(dir, ".claude-server-commander", "config.json"), JSON.stringify({ telemetryEnabled: false, defaultShell: "/bin/bash", pendingWelcomeOnboarding: false }));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

/** An MCP session over stdio, spoken by hand: one request at a time. */
class Session {
  private proc;
  private reader;
  private buf = "";
  private id = 0;
  constructor(
    private readonly argv: string[],
    childEnv: Record<string, string>,
  ) {
    this.proc = Bun.spawn(argv, { cwd: dir, env: childEnv, stdin: "pipe", stdout: "pipe", stderr: "ignore" });
    this.reader = this.proc.stdout.getReader();
  }
  async request(method: string, params: unknown): Promise<{ result?: { content?: { text: string }[] }; error?: unknown }> {
    const id = ++this.id;
    this.proc.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    this.proc.stdin.flush();
    for (;;) {
      const nl = this.buf.indexOf("\n");
      if (nl >= 0) {
        const message = JSON.parse(this.buf.slice(0, nl));
        this.buf = this.buf.slice(nl + 1);
        if (message.id === id) return message;
        continue;
      }
      const { value, done } = await this.reader.read();
      if (done) throw new Error(`${this.argv.join(" ")}: the server closed its output`);
      this.buf += new TextDecoder().decode(value);
    }
  }
  async initialize(): Promise<void> {
    await this.request("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "aye-bench", version: "1" } });
    this.proc.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
  }
  /** The server's peak resident memory so far, in KiB (VmHWM: the kernel's high-water mark). */
  peakKib(): number {
    const status = readFileSync(`/proc/${this.proc.pid}/status`, "utf8");
    return Number(/VmHWM:\s+(\d+)/.exec(status)![1]);
  }
  /** Closes stdin, as a client going away does; a server still there 2 s later is stopped. */
  async close(): Promise<void> {
    this.proc.stdin.end();
    const timer = setTimeout(() => this.proc.kill("SIGKILL"), 2000);
    await this.proc.exited;
    clearTimeout(timer);
  }
}

interface Server {
  name: string;
  argv: string[];
  env: Record<string, string>;
  call(command: string): { name: string; arguments: Record<string, unknown> };
}
const aye: Server = { name: "aye mcp", argv: [AYE, "mcp"], env, call: (command) => ({ name: "bash", arguments: { command, timeout: 600_000 } }) };
const dc: Server = {
  name: "Desktop Commander",
  argv: ["node", DC, "--no-onboarding"],
  env: dcEnv,
  call: (command) => ({ name: "start_process", arguments: { command, timeout_ms: 600_000 } }),
};

async function directTrue(): Promise<number> {
  const start = Bun.nanoseconds();
  const proc = Bun.spawn(["bash", "-c", "true"], { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  await Promise.all([proc.exited, new Response(proc.stdout).arrayBuffer(), new Response(proc.stderr).arrayBuffer()]);
  return (Bun.nanoseconds() - start) / 1e6;
}

/** Median wall time of a tool call of `true`, alternating with `bash -c true` spawned directly. */
async function perCall(server: Server, runs: number): Promise<{ call: number; direct: number }> {
  const s = new Session(server.argv, server.env);
  await s.initialize();
  for (let i = 0; i < 5; i++) await s.request("tools/call", server.call("true")); // warm
  const calls: number[] = [], direct: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = Bun.nanoseconds();
    await s.request("tools/call", server.call("true"));
    calls.push((Bun.nanoseconds() - start) / 1e6);
    direct.push(await directTrue());
  }
  await s.close();
  return { call: median(calls), direct: median(direct) };
}

/** Median time from spawn to the answer to `initialize`. */
async function startUp(server: Server, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = Bun.nanoseconds();
    const s = new Session(server.argv, server.env);
    await s.initialize();
    times.push((Bun.nanoseconds() - start) / 1e6);
    await s.close();
  }
  return median(times);
}

const printing = (bytes: number) => `yes 'aye bench: an ordinary line of build output, 64 bytes long....' | head -c ${bytes}`;

/** Peak RSS (KiB) of the server over a session with one call printing `bytes`. */
async function peakRss(server: Server, bytes: number, limitMs: number): Promise<{ kib: number; finished: boolean }> {
  const s = new Session(server.argv, server.env);
  await s.initialize();
  let timer: Timer | undefined;
  const finished = await Promise.race([
    s.request("tools/call", server.call(printing(bytes))).then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
  ]);
  clearTimeout(timer);
  const kib = s.peakKib();
  await s.close();
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  return { kib, finished };
}

const rows: string[][] = [];
const ayeCall = await perCall(aye, 200);
rows.push(["per call: bash tool, `true`", ms(ayeCall.call), `bash -c true ${ms(ayeCall.direct)}`, `+${ms(ayeCall.call - ayeCall.direct)} (target ≤ +3 ms)`]);
const ayeStart = await startUp(aye, 20);
rows.push(["start-up: spawn to initialize", ms(ayeStart), "", "(target < 100 ms)"]);
const smalls: number[] = [], larges: number[] = [];
for (let i = 0; i < 3; i++) smalls.push((await peakRss(aye, 2 ** 20, 120_000)).kib);
for (let i = 0; i < 3; i++) larges.push((await peakRss(aye, 2 ** 30, 600_000)).kib);
rows.push(["memory: peak RSS, a call printing 1 GiB", mib(median(larges)), `1 MiB: ${mib(median(smalls))}`, `${(median(larges) / median(smalls)).toFixed(2)}x (target ≤ 1.2x)`]);

if (existsSync(DC)) {
  const dcCall = await perCall(dc, 30);
  rows.push(["peer: Desktop Commander per call, `true`", ms(dcCall.call), `bash -c true ${ms(dcCall.direct)}`, `+${ms(dcCall.call - dcCall.direct)}; aye +${ms(ayeCall.call - ayeCall.direct)}`]);
  const dcStart = await startUp(dc, 5);
  rows.push(["peer: Desktop Commander start-up", ms(dcStart), `aye ${ms(ayeStart)}`, `${(dcStart / ayeStart).toFixed(1)}x aye's`]);
  const dcSmall = await peakRss(dc, 2 ** 20, 120_000);
  const dcLarge = await peakRss(dc, 2 ** 30, 180_000);
  const note = dcLarge.finished ? "" : " (call unfinished after 180 s; peak so far)";
  rows.push(["peer: Desktop Commander memory, 1 GiB", `${mib(dcLarge.kib)}${note}`, `1 MiB: ${mib(dcSmall.kib)}`, `${(dcLarge.kib / dcSmall.kib).toFixed(2)}x; aye ${mib(median(larges))}`]);
} else rows.push(["peer: Desktop Commander", "not installed", "", "run `make bench` (it installs it into .tools/bench)"]);

rmSync(dir, { recursive: true, force: true });
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("   ")).join("\n"));
