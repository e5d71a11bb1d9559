/**
 * `make bench`, part two: `aye llm claude "hi"` against the same question put
 * to the real Claude Code directly, with the flags aye passes, both against the
 * local stand-in Anthropic server (no network). Reports the medians and the difference.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startApis } from "../test/fakes/llm-apis.ts";

const ROOT = join(import.meta.dir, "..");
const AYE = join(ROOT, "dist", "aye");
const BIN = join(ROOT, ".tools", "clis", "node_modules", ".bin");
const RUNS = 21;

mkdirSync(join(ROOT, ".tools"), { recursive: true });
const home = mkdtempSync(join(ROOT, ".tools", "bench-home-"));
const api = startApis();
const env: Record<string, string> = {
  PATH: `${BIN}:${process.env.PATH}`,
  HOME: home,
  XDG_CACHE_HOME: join(home, "cache"),
  XDG_CONFIG_HOME: join(home, "config"),
  ANTHROPIC_BASE_URL: api.url,
  ANTHROPIC_API_KEY: "sk-ant-bench",
  DISABLE_TELEMETRY: "1",
  DISABLE_ERROR_REPORTING: "1",
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
};
const FLAGS = `-p --output-format stream-json --verbose --include-partial-messages --tools '' --no-session-persistence`;
const commands = {
  direct: ["sh", "-c", `echo hi | claude ${FLAGS} > /dev/null`],
  aye: ["sh", "-c", `'${AYE}' llm claude hi > /dev/null`],
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Wall time of one run; spawned without blocking, since the stand-in server shares this process. */
async function time(argv: string[]): Promise<number> {
  const start = Bun.nanoseconds();
  const proc = Bun.spawn(argv, { env, cwd: home, stdout: "ignore", stderr: "pipe", stdin: "ignore" });
  const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
  if (code !== 0) throw new Error(`${argv.join(" ")} exited ${code}: ${stderr}`);
  return (Bun.nanoseconds() - start) / 1e6;
}

async function main() {
  const samples: Record<string, number[]> = { direct: [], aye: [] };
  // Warm-up (first start of the native binary, its config file), then alternate so load drift hits both alike.
  await time(commands.direct);
  await time(commands.aye);
  for (let i = 0; i < RUNS; i++) for (const [name, argv] of Object.entries(commands)) samples[name]!.push(await time(argv));
  const direct = median(samples.direct!);
  const aye = median(samples.aye!);
  console.log(`real claude 2.1.197 against a local Anthropic stand-in, median of ${RUNS}:`);
  console.log(`  claude ${FLAGS.replace("''", '""')}   ${direct.toFixed(1)} ms`);
  console.log(`  aye llm claude "hi"   ${aye.toFixed(1)} ms   (+${(aye - direct).toFixed(1)} ms, ${(aye / direct).toFixed(2)}x)`);
}

try {
  await main();
} finally {
  api.stop();
  rmSync(home, { recursive: true, force: true });
}
