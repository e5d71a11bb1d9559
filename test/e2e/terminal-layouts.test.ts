/**
 * Each stream as it was: with stdin, stdout and stderr each a terminal, a
 * pipe, a file or /dev/null, in every combination, a command run by aye in a
 * real pseudo-terminal sees the same isatty answers and window sizes, and
 * leaves the same screen and the same files, as without aye.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { emulate } from "../../src/capture/screen.ts";
import { AYE, tempHome } from "../helpers.ts";

type Kind = "tty" | "pipe" | "file" | "null";
const KINDS: Kind[] = ["tty", "pipe", "file", "null"];
const SIZE = { cols: 97, rows: 31 };

let home: ReturnType<typeof tempHome>;
beforeAll(() => {
  home = tempHome();
  // What the command says of each of its streams: t(erminal), p(ipe), c(haracter device), f(ile); and each terminal's size.
  writeFileSync(
    join(home.dir, "probe"),
    `#!/bin/bash
# isatty's answer for each stream (t, or - for a pipe, a file or /dev/null, which aye makes a pipe it
# reads, to keep what went there), and each terminal's size; copies, since $(...) has a stdout of its own.
exec 7<&0 8>&1 9>&2
kinds=""; sizes=""
for f in 7 8 9; do
  if [ -t $f ]; then kinds+=t; sizes+="$f:$(stty size 0<&$f) "
  else kinds+=-; fi
done
[ -t 0 ] || read -r line
echo "$kinds $sizes in=$line" > "$REPORT"
echo "out $kinds"
ls "$MANY"
echo "err $kinds" >&2
`,
    { mode: 0o755 },
  );
  mkdirSync(join(home.dir, "many"));
  for (let i = 0; i < 12; i++) writeFileSync(join(home.dir, "many", `file-number-${i}`), "");
  writeFileSync(join(home.dir, "input"), "from a file\n");
});
afterAll(() => home.cleanup());

/** The shell words that give the command's three streams these kinds, and the readers a pipe needs. */
function layout(dir: string, [stdin, stdout, stderr]: Kind[]): { before: string; redirs: string; after: string } {
  const before: string[] = [];
  const redirs: string[] = [];
  if (stdin === "pipe") before.push(`printf 'from a pipe\\n' > ${dir}/i.fifo &`);
  if (stdin === "file") redirs.push(`< ${home.dir}/input`);
  if (stdin === "null") redirs.push("< /dev/null");
  for (const [fd, kind] of [[1, stdout], [2, stderr]] as const) {
    if (kind === "pipe") before.push(`cat ${dir}/${fd}.fifo > ${dir}/${fd}.piped &`);
    if (kind === "pipe") redirs.push(`${fd}> ${dir}/${fd}.fifo`);
    if (kind === "file") redirs.push(`${fd}> ${dir}/${fd}.file`);
    if (kind === "null") redirs.push(`${fd}> /dev/null`);
  }
  if (stdin === "pipe") redirs.push(`< ${dir}/i.fifo`);
  return { before: before.join(" "), redirs: redirs.join(" "), after: "wait" };
}

/** Runs the probe, with or without aye, in a fresh pseudo-terminal; answers the final screen and every file it left. */
async function runIn(kinds: Kind[], viaAye: boolean): Promise<Record<string, string>> {
  const dir = join(home.dir, `${kinds.join("-")}-${viaAye ? "aye" : "bare"}`);
  mkdirSync(dir);
  const { before, redirs, after } = layout(dir, kinds);
  const command = `${viaAye ? `'${AYE}' run ` : ""}${home.dir}/probe ${redirs}`;
  const script = `cd ${dir} && mkfifo i.fifo 1.fifo 2.fifo || exit 9
${before} ${command}; echo "rc=$?" > rc; ${after}`;
  let screen = "";
  const proc = Bun.spawn(["bash", "-c", script], {
    env: { ...home.env, TERM: "xterm-256color", REPORT: join(dir, "report"), MANY: join(home.dir, "many") },
    cwd: home.dir,
    terminal: { ...SIZE, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const t0 = Date.now();
  await proc.exited;
  if (process.env.DEBUG_LAYOUT) console.log(kinds.join(" "), viaAye, Date.now() - t0);
  proc.terminal!.close();
  // The screen's lines, sorted: lines written to stdout and stderr within the same instant may reach the
  // screen in either order through two terminals (terminal-capture.test.ts checks the order in lock-step).
  const lines = (await emulate(Buffer.from(screen), SIZE)).split("\n").sort();
  const files: Record<string, string> = { screen: lines.join("\n") };
  for (const name of ["report", "rc", "1.piped", "2.piped", "1.file", "2.file"]) {
    try {
      files[name] = readFileSync(join(dir, name), "utf8");
    } catch {
      // not made in this layout
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return files;
}

const layouts: Kind[][] = [];
for (const stdin of KINDS) for (const stdout of KINDS) for (const stderr of KINDS) layouts.push([stdin, stdout, stderr]);

describe("aye run gives each stream the kind it would have without aye", () => {
  test.each(layouts.map((l) => [l.join(" "), l] as const))("stdin, stdout, stderr: %s", async (_name, kinds) => {
    const bare = await runIn(kinds, false);
    const withAye = await runIn(kinds, true);
    expect(withAye).toEqual(bare);
    // The table is not vacuous: the probe ran and told its streams apart.
    expect(bare.report).toMatch(/^[t-]{3} /);
    expect(bare.rc).toBe("rc=0\n");
  });

  test("a terminal stdout keeps ls's columns when stderr goes to /dev/null", async () => {
    const withAye = await runIn(["tty", "tty", "null"], true);
    expect(withAye.report).toStartWith("tt- 7:31 97 8:31 97 ");
    expect(withAye.screen).toMatch(/file-number-0 +file-number-10/);
  });
});
