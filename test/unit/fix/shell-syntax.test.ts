/** A line the shell could not parse, put in the shape its grammar wants (src/fix/rules/shell-syntax.ts). */
import { expect, test } from "bun:test";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { CWD, fakeWorld } from "../../fakes/world.ts";

// [what, command, output, the first suggestion (null: none)]
const CASES: [string, string, string, string | null][] = [
  ["a ; before done", "for f in *.txt; do echo $f done", "bash: -c: line 2: syntax error: unexpected end of file\n", "for f in *.txt; do echo $f; done"],
  ["a ; before then", "if [ -f notes.txt ] then echo y; fi", "bash: -c: line 1: syntax error near unexpected token `fi'\n", "if [ -f notes.txt ]; then echo y; fi"],
  ["a ; before do and done", "while true do sleep 1 done", "bash: syntax error: unexpected end of file\n", "while true; do sleep 1; done"],
  ["zsh's words for it", "for f in a b do echo $f; done", "zsh: parse error near `do'\n", "for f in a b; do echo $f; done"],
  ["near: a word done that closes nothing is left alone", "for x in a; do echo done; done", "bash: syntax error near unexpected token `x'\n", null],
  ["near: a keyword inside quotes is text", "echo 'then' fi", "bash: syntax error\n", null],
  ["near: no syntax error, no change", "for f in *.txt; do echo $f done", "", null],
  ["find's -exec ended", "find . -name '*.py' -exec grep -l TODO {}", "find: missing argument to `-exec'\n", "find . -name '*.py' -exec grep -l TODO {} \\;"],
  ["a test's ] glued to its operand and to &&", "[ -f .env]&& echo found", "bash: [: missing `]'\n", "[ -f .env ] && echo found"],
  ["a test's ] glued to its operand", "if [ -d build]; then echo yes; fi", "bash: [: missing `]'\n", "if [ -d build ]; then echo yes; fi"],
  ["near: a test whose ] stands apart, another error", "[ -f .env ] && echo found", "bash: [: too many arguments\n", null],
  ["awk's program typed bare", "awk -F: {print $1} /etc/passwd", "awk: line 2: missing } near end of file\n", "awk -F: '{print $1}' /etc/passwd"],
  ["near: awk's program quoted, a real syntax error", "awk '{print $1' /etc/passwd", "awk: line 1: syntax error at or near end of file\n", null],
  ["one character with spaces around it, where the tool takes one", "cut -d ', ' -f2 users.csv", "cut: the delimiter must be a single character\nTry 'cut --help' for more information.\n", "cut -d ',' -f2 users.csv"],
  ["near: two characters, no guess which", "cut -d ';,' -f2 users.csv", "cut: the delimiter must be a single character\n", null],
  ["near: an -exec that is ended is no such slip", "find . -exec grep -l TODO {} +", "find: missing argument to `-exec'\n", null],
];

test.each(CASES)("%s", (_what, command, output, expected) => {
  const first = offlineSuggestions(failureFrom(command, output, 2, CWD), { ...fakeWorld({}), help: () => undefined })[0];
  expect(first?.commands.join(" && ") ?? null).toBe(expected);
});
