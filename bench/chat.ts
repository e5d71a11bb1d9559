/**
 * `make bench`, aye chat:
 *   !true latency   at a real terminal (a pty), from Enter on `!true` to the request reaching a local
 *                   Ollama-protocol server, minus the median time of `bash -c true` spawned directly
 *                   (the command's own cost); budget: at most 10 ms added
 *   memory          peak RSS (/usr/bin/time) of a piped chat of 20 turns vs 200 turns, each answer
 *                   2 KB, so the 200-turn history is well past the context and trimmed; budget: flat
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOllama } from "../test/fakes/ollama-server.ts";

const ROOT = join(import.meta.dir, "..");
const AYE = join(ROOT, "dist", "aye");
const dir = mkdtempSync(join(tmpdir(), "aye-bench-chat-"));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const RUNS = 21;

let arrived = 0;
const fake = startOllama({ reply: ["ok"] });
const env: Record<string, string> = {
  PATH: process.env.PATH!, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), XDG_CONFIG_HOME: join(dir, "config"),
  TERM: "xterm-256color", OLLAMA_HOST: fake.url, AYE_LLM_OLLAMA_MODEL: "llama3.2:latest",
};

// The request's arrival, seen as soon as the server records it.
const requests = fake.requests;
const watch = setInterval(() => {}, 1000);
const originalPush = requests.push.bind(requests);
requests.push = (...items) => {
  if (items.some((r) => r.path === "/api/chat")) arrived = performance.now();
  return originalPush(...items);
};

// Baseline: bash -c true, spawned directly.
const direct: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  await Bun.spawn(["bash", "-c", "true"], { stdout: "ignore", stderr: "ignore" }).exited;
  direct.push(performance.now() - t0);
}

let screen = "";
const decoder = new TextDecoder();
const proc = Bun.spawn([AYE, "chat", "-p", "ollama"], { env, cwd: dir, terminal: { cols: 100, rows: 30, data: (_t, d) => (screen += decoder.decode(d, { stream: true })) } });
const prompts = () => screen.split("you> ").length - 1;
const waitPrompts = async (n: number) => {
  const until = Date.now() + 10_000;
  while (prompts() < n && Date.now() < until) await Bun.sleep(1);
  if (prompts() < n) throw new Error(`aye chat did not prompt again:\n${screen.slice(-500)}`);
};
await waitPrompts(1);
const viaChat: number[] = [];
for (let i = 0; i < RUNS; i++) {
  arrived = 0;
  const t0 = performance.now();
  proc.terminal!.write("!true\r");
  while (!arrived) await Bun.sleep(0);
  viaChat.push(arrived - t0);
  await waitPrompts(i + 2);
}
proc.terminal!.write("\x04");
await proc.exited;
proc.terminal!.close();
fake.stop();

const added = median(viaChat) - median(direct);
console.log(`aye chat !true: Enter to request ${median(viaChat).toFixed(2)} ms, bash -c true ${median(direct).toFixed(2)} ms: ${added.toFixed(2)} ms added (budget 10 ms) ${added <= 10 ? "ok" : "OVER"}`);

// Memory: 20 turns vs 200 turns, piped.
const big = startOllama({ reply: Array(32).fill("x".repeat(63) + " ") });
async function peak(turns: number): Promise<number> {
  const home = mkdtempSync(join(dir, "mem-"));
  const input = Array.from({ length: turns }, (_, i) => `question ${i}: ${"y".repeat(200)}`).join("\n") + "\n";
  // Not spawnSync: the fake server answers from this process's event loop.
  const r = Bun.spawn(["/usr/bin/time", "-f", "%M", AYE, "chat", "-p", "ollama"], {
    env: { ...env, OLLAMA_HOST: big.url, XDG_CACHE_HOME: join(home, "cache"), AYE_CHAT_CONTEXT_TOKENS: "8000" },
    stdin: Buffer.from(input), stdout: "ignore", stderr: "pipe",
  });
  const err = await new Response(r.stderr).text();
  await r.exited;
  const kib = Number(err.trim().split("\n").at(-1));
  if (!Number.isFinite(kib)) throw new Error(`no peak memory for ${turns} turns: ${err}`);
  return kib;
}
const small = await peak(20);
const large = await peak(200);
big.stop();
clearInterval(watch);
const grew = (large - small) / small;
console.log(`aye chat memory: 20 turns ${(small / 1024).toFixed(1)} MiB, 200 turns ${(large / 1024).toFixed(1)} MiB peak: ${(grew * 100).toFixed(1)}% more ${grew < 0.1 ? "(flat)" : "(NOT flat)"}`);
rmSync(dir, { recursive: true, force: true });
