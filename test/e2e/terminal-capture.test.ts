/**
 * The capture of a run at a terminal is what the screen finally showed: a
 * progress display's redrawn frames collapse (a real vitest, and a script
 * that moves the cursor up and erases), stderr is its own section, and the
 * same bytes through a pipe give the same text.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { emulate } from "../../src/capture/screen.ts";
import { AYE, ROOT, aye, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

const SIZE = { cols: 100, rows: 30 };
const PROGRESS = join(ROOT, "test", "fixtures", "progress.sh");
const VITEST = join(ROOT, ".tools", "vitest", "node_modules", ".bin", "vitest");
const show = async () => JSON.parse((await aye(["show", "--json"], { env: home.env })).stdout) as { stdout: string; stderr: string; mode: string };
const NOTE = "(Captured failing command output; will attach to next AI prompt)";

/** aye run at a terminal; answers the screen's final text without aye's own note. */
async function atTerminal(argv: string[], cwd = home.dir, env: Record<string, string> = {}) {
  const t = terminal([AYE, "run", ...argv], { env: { ...home.env, TERM: "xterm-256color", ...env }, cwd, ...SIZE });
  const code = await t.exit();
  const screen = (await emulate(Buffer.from(t.screen()), SIZE)).replace(`${NOTE}\n`, "");
  return { code, screen };
}

describe("the capture keeps what the screen finally showed", () => {
  test("a cursor-up progress display leaves its last frame, and stderr its own section", async () => {
    const { code, screen } = await atTerminal([PROGRESS]);
    expect(code).toBe(1);
    const c = await show();
    expect(c.mode).toBe("pty");
    expect(c.stdout).toBe("run started\n 3 passed, 1 failed\n");
    expect(c.stdout).not.toContain("[queued]");
    expect(c.stderr).toBe("step 4 failed: expected 4\n");
    // Together they are the screen's text, in the order the person saw them.
    expect(screen).toBe(c.stdout + c.stderr);
  });

  test("the same bytes through pipes give the same text", async () => {
    await atTerminal([PROGRESS]);
    const atTty = await show();
    const piped = await aye(["run", PROGRESS], { env: home.env });
    expect(piped.code).toBe(1);
    const c = await show();
    expect(c.mode).toBe("pipe");
    expect(c.stdout).toBe(atTty.stdout);
    expect(c.stderr).toBe(atTty.stderr);
  });

  test("lines that scrolled off the screen still count", async () => {
    const script = "seq 1 80; printf 'frame 1\\n'; printf '\\033[1A\\033[2Kframe 2\\n'; exit 3";
    const { code } = await atTerminal(["bash", "-c", script]);
    expect(code).toBe(3);
    const { stdout } = await show();
    // The screen is 30 rows: 1 to 51 went off it.
    expect(stdout).toStartWith("1\n2\n3\n");
    expect(stdout).toEndWith("79\n80\nframe 2\n");
    expect(stdout).not.toContain("frame 1");
  });

  test.skipIf(!existsSync(VITEST))("a failing vitest run is captured as its final screen, not its [queued] frames", async () => {
    const project = join(home.dir, "project");
    cpSync(join(ROOT, "test", "fixtures", "vitest-failing"), project, { recursive: true });
    const { code, screen } = await atTerminal([VITEST, "run"], project, { NO_COLOR: "1" });
    expect(code).toBe(1);
    const c = await show();
    expect(c.stdout).not.toContain("[queued]");
    expect(c.stdout).not.toMatch(/slow\.mjs \d\/5/);
    expect(c.stdout).toContain("Tests  1 failed | 4 passed (5)");
    expect(c.stderr).toContain("AssertionError: expected 3 not to be 3");
    // Every line captured is on the final screen.
    for (const line of (c.stdout + c.stderr).split("\n").filter(Boolean)) expect(screen).toContain(line);
  });

  test("stdout and stderr reach the screen in the order they were written, and the capture keeps them apart", async () => {
    // Lock-step: each line waits for a key, and the key is sent once the line before is on the screen.
    const script = 'for i in 1 2 3; do echo "out $i"; read -r _; echo "err $i" >&2; read -r _; done; exit 4';
    const t = terminal([AYE, "run", "bash", "-c", script], { env: { ...home.env, TERM: "xterm-256color" }, cwd: home.dir, ...SIZE });
    for (const i of [1, 2, 3]) {
      await t.waitFor(`out ${i}`);
      t.send("\r");
      await t.waitFor(`err ${i}`);
      t.send("\r");
    }
    expect(await t.exit()).toBe(4);
    const screen = await emulate(Buffer.from(t.screen()), SIZE);
    // The order of the lines is the point; where the echo of each Enter lands between them is the terminal's timing.
    expect(screen.split("\n").filter(Boolean).slice(0, 6)).toEqual(["out 1", "err 1", "out 2", "err 2", "out 3", "err 3"]);
    const c = await show();
    expect(c.stdout).toBe("out 1\n\n\nout 2\n\n\nout 3\n\n\n");
    expect(c.stderr).toBe("err 1\nerr 2\nerr 3\n");
  });
});
