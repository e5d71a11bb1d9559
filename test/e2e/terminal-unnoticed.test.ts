/**
 * aye run at a terminal: in the pseudo-terminal it makes (stdin, stdout and
 * stderr all terminals), and on pipes with the terminal still there (stdout
 * to a file), where /dev/tty prompts and Ctrl-C must work as without aye.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AYE, aye, running, startedOnce, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

const env = () => ({ ...home.env, TERM: "xterm-256color", NO_COLOR: "1" });
/** aye with stdin, stdout and stderr on the terminal: the pseudo-terminal mode. */
const inTerminal = (args: string[]) => terminal([AYE, ...args], { env: env(), cwd: home.dir });
/** aye at the terminal with its stdout going to a file: pipe mode, in the terminal's foreground. */
const toFile = (args: string[]) => {
  const out = join(home.dir, "out.txt");
  const t = terminal(["sh", "-c", `exec "$0" "$@" > '${out}'`, AYE, ...args], { env: env(), cwd: home.dir });
  return { ...t, output: () => readFileSync(out, "utf8") };
};
const captures = async () => JSON.parse((await aye(["log", "--json"], { env: home.env })).stdout) as { exitCode: number; pending: boolean; stdout: string }[];
const NOTE = "(Captured failing command output; will attach to next AI prompt)";

describe("in the pseudo-terminal", () => {
  test("the command's argv[0] is the word typed", async () => {
    const t = inTerminal(["run", "sh", "-c", 'echo "zero=$0"']);
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("zero=sh\r");
  });

  test("the terminal is sent the bytes the command alone sends it, output processing included", async () => {
    // Each \n reaches the screen as \r\n once (not \r\r\n), and a program that turns its terminal's
    // output processing off (stty -opost) gets bare line feeds, as it asked.
    const script = "printf 'a\\nb\\n'; stty -opost; printf 'c\\nd\\n'; stty opost; printf 'e\\n'";
    const bare = terminal(["sh", "-c", script], { env: env(), cwd: home.dir });
    expect(await bare.exit()).toBe(0);
    expect(bare.screen()).toBe("a\r\nb\r\nc\nd\ne\r\n");
    const t = inTerminal(["run", "sh", "-c", script]);
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toBe(bare.screen());
  });

  test("a script without #! runs with sh", async () => {
    writeFileSync(join(home.dir, "no-shebang"), 'echo "script-ran-$((40+2))"\n', { mode: 0o755 });
    const t = inTerminal(["run", "./no-shebang"]);
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("script-ran-42");
  });

  test("a shell builtin is named as one", async () => {
    const t = inTerminal(["run", "cd", "/tmp"]);
    expect(await t.exit()).toBe(127);
    expect(t.screen()).toContain("cd: is a shell builtin, not a program");
    expect(t.screen()).toContain("aye run sh -c 'cd /tmp'");
  });

  test("Ctrl-C is kept in the log but not armed, and aye adds no note", async () => {
    const t = inTerminal(["run", "sh", "-c", "echo ready; sleep 30"]);
    await t.waitFor("ready");
    t.send("\x03");
    expect(await t.exit()).toBe(130);
    expect(t.screen()).not.toContain("Captured");
    expect(await captures()).toMatchObject([{ exitCode: 130, pending: false }]);
  });

  test("aye's notes start on a line of their own after output that did not end one", async () => {
    const t = inTerminal(["run", "--timeout", "300ms", "sh", "-c", "printf 'progress 50%%'; sleep 5"]);
    expect(await t.exit()).toBe(124);
    expect(t.screen()).toContain("progress 50%\r\naye: timed out after 0.3s\r\n");
    expect(t.screen()).toContain(`\r\n${NOTE}`);
  });

  test("a failure that ends mid-line is armed, its note on a line of its own", async () => {
    const t = inTerminal(["run", "sh", "-c", "printf 'no newline'; exit 1"]);
    expect(await t.exit()).toBe(1);
    expect(t.screen()).toContain(`no newline\r\n${NOTE}`);
    expect(await captures()).toMatchObject([{ exitCode: 1, pending: true }]);
  });
});

describe("on pipes at a terminal", () => {
  test("a /dev/tty prompt (sudo, ssh) reads and writes the terminal", async () => {
    const t = toFile(["run", "sh", "-c", "printf 'password: ' > /dev/tty; read p < /dev/tty; echo \"got $p\"; exit 2"]);
    await t.waitFor("password: ");
    t.send("hunter2\r");
    expect(await t.exit()).toBe(2);
    expect(t.output()).toBe("got hunter2\n");
  });

  test("Ctrl-C stops the command and all it started once, aye exits 130, and nothing is armed", async () => {
    const t = toFile(["run", "bash", "-c", "trap 'echo got-int >> ints; exit 130' INT; echo ready > /dev/tty; sleep 43.1; echo after-sleep"]);
    await t.waitFor("ready");
    t.send("\x03");
    expect(await t.exit()).toBe(130);
    expect(running("43.1")).toEqual([]);
    // bash ran its trap once: the interrupt from the keyboard was not sent a second time by aye.
    expect(readFileSync(join(home.dir, "ints"), "utf8")).toBe("got-int\n");
    expect(t.screen()).not.toContain("Captured");
    expect(await captures()).toMatchObject([{ exitCode: 130, pending: false }]);
  });

  test("SIGTERM sent to aye alone stops the command and everything it started", async () => {
    // The background sleep ignores SIGHUP, which the terminal sends its group when aye, the session leader here, exits.
    const t = toFile(["run", "sh", "-c", "(trap '' HUP; sleep 43.2) & echo ready > /dev/tty; sleep 40"]);
    await t.waitFor("ready");
    await startedOnce("43.2");
    t.proc.kill("SIGTERM");
    expect(await t.exit()).toBe(143);
    await Bun.sleep(100);
    expect(running("43.2")).toEqual([]);
  });
});
