import { expect, test } from "bun:test";
import { cutOutput, readTerminal, type Runner } from "../../../src/shell/scrollback.ts";

test.each([
  ["the lines between the command and aye", "$ make\ncc -o x\nerror: boom\n$ aye show\n", "make", "cc -o x\nerror: boom\n"],
  ["the last time the command ran", "$ make\nold\n$ make\nnew\n$ aye ask why\n\n\n", "make", "new\n"],
  ["a command that printed nothing", "$ false\n$ aye fix\n", "false", ""],
  ["a command no longer on screen", "$ other\nx\n$ aye show\n", "make", undefined],
  ["a command of two lines", "$ for i in 1; do\n> echo $i; false; done\n1\n$ aye show\n", "for i in 1; do\necho $i; false; done", "1\n"],
  ["no aye line yet (read from elsewhere)", "$ make\nerror\n", "make", "error\n"],
])("%s", (_name, screen, command, expected) => {
  expect(cutOutput(screen, command)).toBe(expected);
});

test("only the person's own pane, window or id is asked for, and the first terminal that answers wins", () => {
  const calls: string[] = [];
  const run: Runner = (argv) => {
    calls.push(argv.join(" "));
    return argv[0] === "tmux" ? { code: 1, stdout: "" } : { code: 0, stdout: "out\n" };
  };
  const got = readTerminal({ TMUX: "/tmp/tmux-0/default,1,0", TMUX_PANE: "%3", KITTY_WINDOW_ID: "2" }, run);
  expect(calls).toEqual(["tmux capture-pane -p -J -t %3 -S -2000", "kitty @ get-text --match id:2 --extent last_non_empty_output"]);
  expect(got).toEqual({ source: "kitty", text: "out\n", outputOnly: true });
  expect(readTerminal({ PATH: "/bin" }, run)).toBeUndefined();
});
