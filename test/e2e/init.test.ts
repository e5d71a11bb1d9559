/** aye init in real bash, zsh and fish under a pseudo-terminal. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
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

/** An interactive shell with the hook loaded, in `cwd`; `waitFor` reads the screen without escapes. */
async function shell(argv: string[], setup: string, sum: (a: number, b: number) => string, cwd = home.dir) {
  let screen = "";
  const proc = Bun.spawn(argv, {
    env: { ...home.env, PATH: `${join(ROOT, "dist")}:${home.env.PATH}`, TERM: "xterm", SHELL: argv[0]! },
    cwd,
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
  const end = async () => {
    t.write("\x15exit\r");
    await proc.exited;
    t.close();
  };
  return { t, waitFor, clean, clear: () => (screen = ""), end };
}

test.each(SHELLS)("%s: a failure typed at the prompt is known to aye fix, and Ctrl-X Ctrl-F puts the fix on the line", async (_name, argv, setup, sum) => {
  const s = await shell(argv, setup, sum);
  s.t.write("gti status\r");
  await s.waitFor(/gti/);
  await Bun.sleep(300);
  s.t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await s.waitFor(/done-2/);
  expect(s.clean()).toMatch(/[\r\n]git status\r?\n/);
  s.clear();
  s.t.write("\x18\x06"); // Ctrl-X Ctrl-F
  await s.waitFor(/git status/);
  await s.end();
}, 20000);

test.each(SHELLS)("%s: a directory whose name holds newlines and tabs cannot shift the hook's record", async (_name, argv, setup, sum) => {
  // The old record was status, tab, directory, newline, command: this name used to become the command.
  const hostile = join(home.dir, "x\tgit push --force\n0\tgit push --force\ngit push --force");
  mkdirSync(hostile);
  const s = await shell(argv, setup, sum, hostile);
  s.t.write("gti status\r");
  await s.waitFor(/gti/);
  await Bun.sleep(300);
  s.t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await s.waitFor(/done-2/);
  const shown = s.clean();
  expect(shown).toMatch(/[\r\n]git status\r?\n/);
  expect(shown.slice(shown.lastIndexOf("aye fix --print"))).not.toContain("push --force");
  await s.end();
}, 20000);

test.each(SHELLS)("%s: with no output to read, the key still fixes a mistyped subcommand and a mistyped path", async (_name, argv, setup, sum) => {
  const s = await shell(argv, setup, sum);
  s.t.write("git psuh\r");
  await Bun.sleep(400);
  s.t.write("\x18\x06");
  await s.waitFor(/git push/);
  s.t.write("\x15ls /usr/lbi\r");
  await Bun.sleep(400);
  s.t.write("\x18\x06");
  await s.waitFor(/ls \/usr\/lib/);
  await s.end();
}, 20000);

test("bash: when nothing is known without the output, the key offers to run it again through aye fix, and says why", async () => {
  const [, argv, setup, sum] = SHELLS[0]!;
  const s = await shell(argv, setup, sum);
  s.t.write("sh -c 'exit 3'\r");
  await Bun.sleep(400);
  s.t.write("\x18\x06");
  await s.waitFor(/aye fix -- sh -c 'exit 3'/);
  expect(s.clean()).toContain("No fix is known without its output: press Enter to run it again through aye fix.");
  await s.end();
}, 20000);

test("bash: a capture newer than the hook's record wins, without a note about uncaptured output", async () => {
  const [, argv, setup, sum] = SHELLS[0]!;
  const s = await shell(argv, setup, sum);
  s.t.write("false\r");
  await Bun.sleep(300);
  s.t.write(`aye run sh -c "echo 'bash: gti: command not found' >&2; exit 127"; echo x-${sum(3, 4)}\r`);
  await s.waitFor(/x-7/);
  s.t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await s.waitFor(/done-2/);
  expect(s.clean()).not.toContain("was not captured");
  await s.end();
}, 20000);

test("bash: a line that ran aye after another command leaves aye's capture to be fixed, not the line", async () => {
  const [, argv, setup, sum] = SHELLS[0]!;
  const s = await shell(argv, setup, sum);
  s.t.write(`true; aye run sh -c "echo 'bash: gti: command not found' >&2; exit 127"\r`);
  await s.waitFor(/gti: command not found/);
  await Bun.sleep(300);
  s.t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await s.waitFor(/done-2/);
  expect(s.clean()).not.toContain("was not captured");
  // The capture's command, not the line around it.
  expect(s.clean()).toContain("no correction for: sh -c");
  await s.end();
}, 20000);

/** How each shell is told to keep a line typed with a leading space out of its history (fish always does). */
const IGNORE_SPACE: Record<string, string> = { bash: "HISTCONTROL=ignoreboth", zsh: "setopt HIST_IGNORE_SPACE", fish: "true" };

test.each(SHELLS)("%s: a failing line kept out of history (leading space) is recorded as it ran, or not at all", async (name, argv, setup, sum) => {
  writeFileSync(join(home.dir, "realfile"), "real\n");
  const s = await shell(argv, `${IGNORE_SPACE[name]}; ${setup}`, sum);
  s.t.write("gti status\r");
  await s.waitFor(/gti/);
  s.t.write(" cat realfle\r");
  await s.waitFor(/No such file/);
  s.clear();
  s.t.write(`aye fix --print --no-llm; echo done-${sum(1, 1)}\r`);
  await s.waitFor(/done-2/);
  // Never the line before it: Ctrl-X Ctrl-F would offer to run that again.
  expect(s.clean()).not.toContain("git status");
  // zsh and fish are told the line that ran (without its output no rule corrects it); bash's history has
  // no record of it, so nothing is recorded.
  if (name !== "bash") expect(s.clean()).toContain("no correction for: cat realfle");
  else expect(s.clean()).toContain("there is no failed command to fix");
  // An empty line runs nothing: it does not make the failure before it unknown.
  s.t.write("gti status\r");
  await s.waitFor(/command not found: gti|gti: command not found|Unknown command/);
  s.t.write("\r");
  s.clear();
  s.t.write(`aye fix --print --no-llm; echo done-${sum(2, 1)}\r`);
  await s.waitFor(/done-3/);
  expect(s.clean()).toMatch(/[\r\n]git status\r?\n/);
  await s.end();
}, 20000);
