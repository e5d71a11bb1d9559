/** aye run in a real pseudo-terminal: what a person at a terminal sees. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { AYE, aye, tempHome, terminal } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

/** Starts aye with stdin, stdout and stderr all on one terminal; `send` types into it. */
const inTerminal = (args: string[], opts: { cols?: number; rows?: number } = {}) => terminal([AYE, ...args], { env: { ...home.env, TERM: "xterm-256color" }, cwd: home.dir, ...opts });
const show = async () => JSON.parse((await aye(["show", "--json"], { env: home.env })).stdout);
const captures = async () => JSON.parse((await aye(["log", "--json"], { env: home.env })).stdout) as unknown[];

describe("aye run in a terminal", () => {
  test("the command sees a terminal of the same size, and its colours are kept", async () => {
    const t = inTerminal(["run", "sh", "-c", "test -t 0 && test -t 1 && test -t 2 && echo all-tty; stty size; printf '\\033[31mred\\033[0m\\n'; exit 1"], { cols: 123, rows: 41 });
    expect(await t.exit()).toBe(1);
    expect(t.screen()).toContain("all-tty");
    expect(t.screen()).toContain("41 123");
    expect(t.screen()).toContain("\x1b[31mred\x1b[0m");
    expect(t.screen()).toContain("(Captured failing command output; will attach to next AI prompt)");
    const c = await show();
    expect(c.mode).toBe("pty");
    expect(c.stdout).toBe("all-tty\n41 123\nred\n");
  });

  test("Ctrl-C stops the command and aye exits 130", async () => {
    const t = inTerminal(["run", "sh", "-c", "echo ready; sleep 30"]);
    await t.waitFor("ready");
    t.send("\x03");
    expect(await t.exit()).toBe(130);
  });

  test("input typed at the terminal reaches the command", async () => {
    const t = inTerminal(["run", "sh", "-c", "printf 'name? '; read name; echo \"hello $name\"; exit 2"]);
    await t.waitFor("name?");
    t.send("world\r");
    expect(await t.exit()).toBe(2);
    expect(t.screen()).toContain("hello world");
    expect((await show()).stdout).toContain("hello world");
  });

  test("a resize reaches the command", async () => {
    const t = inTerminal(["run", "sh", "-c", "trap 'stty size; exit 0' WINCH; echo ready; while :; do sleep 0.05; done"]);
    await t.waitFor("ready");
    t.resize(77, 22);
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("22 77");
  });

  test("a program that switched to the alternate screen is not captured, whatever its exit code", async () => {
    const t = inTerminal(["run", "sh", "-c", "printf '\\033[?1049hfull screen app\\033[?1049l'; exit 1"]);
    expect(await t.exit()).toBe(1);
    expect(t.screen()).not.toContain("Captured failing");
    expect(await captures()).toHaveLength(0);
  });

  test("a real full-screen program (less) is not captured", async () => {
    const t = inTerminal(["run", "less", "/etc/passwd"]);
    await t.waitFor("root");
    t.send("q");
    expect(await t.exit()).toBe(0);
    expect(await captures()).toHaveLength(0);
  });

  test("stderr is a terminal of its own, and a program that reads its keys there (as less does) gets them", async () => {
    const script = 'test -t 2 && [ "$(tty <&2)" != "$(tty)" ] && echo own-stderr-tty; stty -icanon -echo <&2; printf "key? " >&2; read -r -n1 k <&2; echo "got $k"; exit 5';
    const t = inTerminal(["run", "bash", "-c", script]);
    await t.waitFor("key? ");
    t.send("x");
    expect(await t.exit()).toBe(5);
    expect(t.screen()).toContain("own-stderr-tty");
    expect(t.screen()).toContain("got x");
    const c = await show();
    expect(c.stdout).toContain("got x");
    expect(c.stderr).toBe("key? ");
  });

  test("a program that takes both terminals out of line mode gets its keys on stdin", async () => {
    const script = 'stty -icanon -echo; stty -icanon -echo <&2; printf "key? "; read -r -n1 k; stty sane; stty sane <&2; echo "got $k"';
    const t = inTerminal(["run", "bash", "-c", script]);
    await t.waitFor("key? ");
    t.send("y");
    expect(await t.exit()).toBe(0);
    expect(t.screen()).toContain("got y");
  });

  test("SIGTERM sent to aye reaches the command", async () => {
    const t = inTerminal(["run", "sh", "-c", "trap 'echo got-term; exit 7' TERM; echo ready; while :; do sleep 0.05; done"]);
    await t.waitFor("ready");
    t.proc.kill("SIGTERM");
    expect(await t.exit()).toBe(7);
    expect(t.screen()).toContain("got-term");
  });

  test("the terminal is left in its normal mode afterwards", async () => {
    // aye puts its terminal in raw mode while the command runs; the next program must find it cooked.
    let screen = "";
    const proc = Bun.spawn(["sh", "-c", `'${AYE}' run sh -c 'exit 3'; stty -a`], {
      env: home.env,
      terminal: { cols: 200, rows: 24, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    await proc.exited;
    proc.terminal!.close();
    expect(screen).toMatch(/(^|\s)icanon\b/);
    expect(screen).toMatch(/(^|\s)echo\b/);
    expect(screen).not.toMatch(/(^|\s)-icanon\b/);
  });
});
