/** A subcommand put in place of a word the tool refused, by the options the line holds (src/fix/rules/options-fit.ts). */
import { expect, test } from "bun:test";
import { failureFrom } from "../../../src/fix/engine.ts";
import { subcommandByOptions } from "../../../src/fix/rules/options-fit.ts";
import { CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const plans = (command: string, output: string) => subcommandByOptions(failureFrom(command, output, 1, CWD), fakeWorld()).map((s) => s.commands.join(" && "));

test("the tool's name typed again where its subcommand goes: the one subcommand that takes the line's options", () => {
  expect(ruleFirst(".venv/bin/pip pip -U pip", 'ERROR: unknown command "pip"\n', fakeWorld({ files: [".venv/bin/pip"] }), CWD)).toBe(".venv/bin/pip install -U pip");
  expect(plans("pip pip --upgrade --no-deps requests", 'ERROR: unknown command "pip"\n')).toEqual(["pip install --upgrade --no-deps requests"]);
});

test.each([
  ["near: options several subcommands take say nothing (--rm: docker run and docker build)", "docker dorker --rm alpine", "docker: 'dorker' is not a docker command.\nSee 'docker --help'\n"],
  ["near: no options, no evidence", "pip pip requests", 'ERROR: unknown command "pip"\n'],
  ["near: options every subcommand aye knows takes (-v) say nothing", "pip pip -v requests", 'ERROR: unknown command "pip"\n'],
  ["near: a word one slip from a subcommand is a slip, another rule's", "pip instal -U requests", 'ERROR: unknown command "instal" - maybe you meant "install"\n'],
  ["near: a word the tool did not refuse", "pip pip -U pip", "ERROR: Could not find a version that satisfies the requirement pip\n"],
])("%s", (_what, command, output) => {
  expect(plans(command, output)).toEqual([]);
});
