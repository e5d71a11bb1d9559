import { expect, test } from "bun:test";
import { AyeError } from "../../src/errors.ts";
import { parseArgs } from "../../src/parse-args.ts";
import { COMMANDS } from "../../src/spec.ts";

const cmd = (name: string) => COMMANDS.find((c) => c.name === name)!;

test.each([
  ["ask", ["--print-prompt", "why", "@x"], { args: ["why", "@x"], options: { printPrompt: true } }],
  ["ask", ["-p", "ollama", "-m", "llama3.2", "hi"], { args: ["hi"], options: { provider: "ollama", model: "llama3.2" } }],
  ["ask", ["--model=qwen2.5", "hi"], { args: ["hi"], options: { model: "qwen2.5" } }],
  ["ask", ["--no-attach", "hi"], { args: ["hi"], options: { attach: false } }],
  ["ask", ["--attach", "12", "hi"], { args: ["hi"], options: { attach: "12" } }],
  ["ask", ["--attach", "fix", "this"], { args: ["fix", "this"], options: { attach: true } }],
  ["ask", ["why", "--", "--does", "-x", "fail"], { args: ["why", "--does", "-x", "fail"], options: {} }],
  ["log", ["-n", "5", "--json"], { args: [], options: { limit: "5", json: true } }],
  ["llm", ["claude", "review", "-"], { args: ["claude", "review", "-"], options: {} }],
])("aye %s %p", (name, words, expected) => {
  expect(parseArgs(cmd(name), words)).toEqual(expected);
});

test.each([
  ["log", ["--jsn"], "unknown option '--jsn'"],
  ["log", ["-n"], "-n needs a value"],
  ["log", ["--json=yes"], "--json takes no value"],
  ["show", ["1", "2"], "unexpected argument '2'"],
  ["completions", [], "missing <shell>"],
])("aye %s %p is refused", (name, words, message) => {
  expect(() => parseArgs(cmd(name), words)).toThrow(message);
  try {
    parseArgs(cmd(name), words);
  } catch (error) {
    expect((error as AyeError).code).toBe(2);
  }
});
