/**
 * `make bench`: how fast `redact` reads 10 MB of ordinary and of pathological
 * text, in MB/s (the median of 5 runs). Linear time shows as throughput that
 * holds up on the pathological rows; a quadratic pattern would fall to KB/s.
 * Each row runs in a process of its own, as aye redacts one input a process:
 * in one process, rows measured after others ran up to 30 times slower (JSC's
 * regex engine and GC state carried over), which said nothing about redact.
 * Beside the time, the CPU time (on a machine others share, the time waits for a core; the CPU time does not).
 */
import { redact } from "../src/prompt/redact.ts";

const SIZE = 10_000_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// A build log: colour, JSON lines, stack traces, and a secret now and then.
const logLines = [
  ...Array.from({ length: 12 }, (_, i) => `2026-11-23T08:00:01Z [api] INFO GET /v1/users/${i} 200 12ms request_id=123e4567-e89b-12d3-a456-42661417400${i % 10}`),
  ...Array.from({ length: 12 }, (_, i) => `\x1b[32m PASS \x1b[0m test/unit/module${i}.test.ts \x1b[2m(${i} ms)\x1b[22m`),
  ...Array.from({ length: 12 }, (_, i) => `{"level":"debug","msg":"cache miss","key":"user:${i}","took_ms":${i},"ok":true}`),
  ...Array.from({ length: 12 }, (_, i) => `    at Object.<anonymous> (/home/me/project/src/index.ts:${i}:5)`),
  "2026-11-23T08:00:02Z [worker] WARN retrying postgres://app:hunter2@db.internal:5432/app",
  "export GITHUB_TOKEN=ghp_jIhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7Dxtp",
];

// A shell session: prompts and traces, options, a request dump, settings and a cookie, a secret now and then.
const sessionLines = [
  ...Array.from({ length: 6 }, (_, i) => `$ kubectl logs -n payments api-7f8d9c-x2k4q --since ${i}m | grep -v healthz`),
  ...Array.from({ length: 6 }, (_, i) => `+ curl -sf -H "Accept: application/json" https://api.example.com/v1/items?page=${i}`),
  ...Array.from({ length: 6 }, (_, i) => `> X-Request-Id: 9f8e7d6c5b4a3928170${i}f5e4d3c2b1a0`),
  ...Array.from({ length: 6 }, (_, i) => `  replicas: ${i}\n  image: ghcr.io/acme/api:1.4.${i}\n  region: eu-west-1`),
  "Set-Cookie: theme=dark; Path=/",
  "docker run -e MODE=prod -e DB_PASSWORD=Giolet9621! -d app:3",
];

// The same session with every line different (a counter in each): what finders remember of a repeated line is no help.
function sessionUnique(): string {
  const units: string[] = [];
  let size = 0;
  for (let k = 0; size < SIZE; k += 6) {
    const unit = [
      ...Array.from({ length: 6 }, (_, i) => `$ kubectl logs -n payments api-7f8d9c-${(k + i).toString(36)} --since ${k + i}m | grep -v healthz`),
      ...Array.from({ length: 6 }, (_, i) => `+ curl -sf -H "Accept: application/json" https://api.example.com/v1/items?page=${k + i}`),
      ...Array.from({ length: 6 }, (_, i) => `> X-Request-Id: 9f8e7d6c5b4a${(k + i).toString(16).padStart(8, "0")}f5e4d3c2b1a0`),
      ...Array.from({ length: 6 }, (_, i) => `  replicas: ${i}\n  image: ghcr.io/acme/api:1.4.${k + i}\n  region: eu-west-1`),
      "Set-Cookie: theme=dark; Path=/",
      `docker run -e MODE=prod -e DB_PASSWORD=Giolet${k % 10000}! -d app:${k}`,
    ].join("\n");
    units.push(unit);
    size += unit.length + 1;
  }
  return `${units.join("\n")}\n`.slice(0, SIZE);
}

function random(): string {
  let seed = 7;
  return Array.from({ length: SIZE }, () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return String.fromCharCode(32 + (seed % 95));
  }).join("");
}

const inputs: [string, () => string][] = [
  ["a build log (colour, JSON, 1 secret in 25 lines)", () => fill(`${logLines.join("\n")}\n`)],
  ["a shell session (prompts, options, headers, settings, 1 secret in 31 lines)", () => fill(`${sessionLines.join("\n")}\n`)],
  ["random printable text", random],
  ["blank lines", () => fill("\n")],
  ["copies of a.", () => fill("a.")],
  ["one line of word characters", () => fill("a")],
  ["runs of = and :", () => fill("==::")],
  ["secret assignments, back to back", () => fill('password: "')],
  ["name/value pairs, back to back", () => fill("name: DB_PASSWORD value: ")],
  ["escape sequences", () => fill("\x1b[")],
  ["a shell session, every line different", sessionUnique],
];

const row = process.argv[2];
if (row !== undefined) {
  const text = inputs[Number(row)]![1]();
  const runs = [1, 2, 3, 4, 5].map(() => {
    const cpu = process.cpuUsage();
    const start = Bun.nanoseconds();
    redact(text);
    const used = process.cpuUsage(cpu);
    return [(Bun.nanoseconds() - start) / 1e6, (used.user + used.system) / 1000] as const;
  });
  console.log(median(runs.map((r) => r[0])), median(runs.map((r) => r[1])));
  process.exit(0);
}

const rows = inputs.map(([what], i) => {
  const [ms, cpu] = Bun.spawnSync([process.execPath, import.meta.path, String(i)], { stderr: "inherit" }).stdout.toString().trim().split(" ").map(Number) as [number, number];
  return [what, `${(SIZE / 1e6 / (ms / 1000)).toFixed(0)} MB/s`, `${ms.toFixed(0)} ms for 10 MB (${cpu.toFixed(0)} ms CPU)`];
});
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("   ")).join("\n"));
