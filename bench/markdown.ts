/**
 * `make bench`: what rendering Markdown adds to each streamed chunk of an answer
 * at a terminal. A long answer (headings, lists, code, emphasis, a 20 KB line
 * without a break) is cut into chunks of 1 to 40 characters, as models stream,
 * and pushed through the renderer and through the plain escape guard alone;
 * the added time per chunk at the 99th percentile must stay under 5 ms.
 */
import { VisibleStream } from "../src/guard/visible.ts";
import { COLOURS, MarkdownStream } from "../src/render/markdown.ts";

const section = `## Why the build fails

The linker cannot find **libssl**: the package *openssl-dev* is missing, and \`pkg-config\` says so.

1. Install it: \`sudo apt-get install libssl-dev\`
2. Run the build again, see [the docs](https://example.com/build#deps).
- [x] checked the path
- [ ] checked the version

\`\`\`bash
sudo apt-get install -y libssl-dev pkg-config
make clean && make -j4 2>&1 | tee build.log
\`\`\`

> Note: on macOS use _brew install openssl@3_ instead.

| tool | version |
|------|---------|
| gcc  | 12.2    |
`;
const answer = `${section.repeat(200)}${"word ".repeat(4000)}\n`;

let seed = 11;
const chunks: string[] = [];
for (let i = 0; i < answer.length; ) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  const n = 1 + (seed % 40);
  chunks.push(answer.slice(i, i + n));
  i += n;
}

function times(make: () => { push(p: string): string; end(): string }): number[] {
  const stream = make();
  const out: number[] = [];
  for (const chunk of chunks) {
    const start = Bun.nanoseconds();
    stream.push(chunk);
    out.push((Bun.nanoseconds() - start) / 1e6);
  }
  stream.end();
  return out;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
// A warm-up run of each, then the measured one.
times(() => new VisibleStream());
times(() => new MarkdownStream(() => 100, COLOURS));
const plain = times(() => new VisibleStream());
const markdown = times(() => new MarkdownStream(() => 100, COLOURS));
const added = markdown.map((t, i) => t - plain[i]!);
const row = (name: string, xs: number[]) => console.log(`${name.padEnd(28)} p50 ${pct(xs, 50).toFixed(4)} ms  p99 ${pct(xs, 99).toFixed(4)} ms  max ${Math.max(...xs).toFixed(3)} ms`);
console.log(`markdown rendering: ${chunks.length} chunks of 1-40 characters, ${(answer.length / 1024).toFixed(0)} KB`);
row("escape guard alone", plain);
row("escape guard + Markdown", markdown);
row("added by Markdown", added);
const p99 = pct(added, 99);
console.log(`added per chunk at p99: ${p99.toFixed(4)} ms (limit 5 ms): ${p99 <= 5 ? "ok" : "TOO SLOW"}`);
if (p99 > 5) process.exitCode = 1;
