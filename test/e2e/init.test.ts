/** aye init in real bash, zsh and fish under a pseudo-terminal. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

/** [shell, argv, setup, how the shell writes 40+2] */
const SHELLS: [string, string[], string, (a: number, b: number) => string][] = [
  ["bash", ["bash", "--norc", "--noprofile", "-i"], `PS1='$ '; eval "$(aye init bash)"`, (a, b) => `$((${a}+${b}))`],
  ["zsh", ["zsh", "-f", "-i"], `PS1='$ '; eval "$(aye init zsh)"`, (a, b) => `$((${a}+${b}))`],
  ["fish", ["fish", "--private", "-i"], "function fish_prompt; echo -n '$ '; end; aye init fish | source", (a, b) => `(math ${a}+${b})`],
];

test.each(SHELLS)("%s: a failure typed at the prompt is known to aye fix, and Ctrl-X Ctrl-F puts the fix on the line", async (_name, argv, setup, sum) => {
  let screen = "";
  const proc = Bun.spawn(argv, {
    env: { ...home.env, PATH: `${join(ROOT, "dist")}:${home.env.PATH}`, TERM: "xterm", SHELL: argv[0]! },
    cwd: home.dir,
    terminal: { cols: 200, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const t = proc.terminal!;
  const clean = () => screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]|\x1b\][^\x07]*\x07|\x1b[=>]/g, "");
  const waitFor = async (pattern: RegExp) => {
    const until = Date.now() + 8000;
    while (!pattern.test(clean()) && Date.now() < until) await Bun.sleep(25);
    expect(clean()).toMatch(pattern);
  };
  t.write(`${setup}; echo ready-${sum(40, 2)}\r`);
  await waitFor(/ready-42/);
  t.write("gti status\r");
  await waitFor(/gti/);
  await Bun.sleep(300);
  t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await waitFor(/done-2/);
  expect(clean()).toMatch(/[\r\n]git status\r?\n/);
  screen = "";
  t.write("\x18\x06"); // Ctrl-X Ctrl-F
  await waitFor(/git status/);
  t.write("\x15exit\r");
  await proc.exited;
  t.close();
}, 20000);

test.each(SHELLS)("%s: a directory whose name holds newlines and tabs cannot shift the hook's record", async (_name, argv, setup, sum) => {
  // The old record was status, tab, directory, newline, command: this name used to become the command.
  const hostile = join(home.dir, "x\tgit push --force\n0\tgit push --force\ngit push --force");
  mkdirSync(hostile);
  let screen = "";
  const proc = Bun.spawn(argv, {
    env: { ...home.env, PATH: `${join(ROOT, "dist")}:${home.env.PATH}`, TERM: "xterm", SHELL: argv[0]! },
    cwd: hostile,
    terminal: { cols: 200, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const t = proc.terminal!;
  const clean = () => screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]|\x1b\][^\x07]*\x07|\x1b[=>]/g, "");
  const waitFor = async (pattern: RegExp) => {
    const until = Date.now() + 8000;
    while (!pattern.test(clean()) && Date.now() < until) await Bun.sleep(25);
    expect(clean()).toMatch(pattern);
  };
  t.write(`${setup}; echo ready-${sum(40, 2)}\r`);
  await waitFor(/ready-42/);
  t.write("gti status\r");
  await waitFor(/gti/);
  await Bun.sleep(300);
  t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await waitFor(/done-2/);
  const shown = clean();
  expect(shown).toMatch(/[\r\n]git status\r?\n/);
  expect(shown.slice(shown.lastIndexOf("aye fix --print"))).not.toContain("push --force");
  t.write("exit\r");
  await proc.exited;
  t.close();
}, 20000);
