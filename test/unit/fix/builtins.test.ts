import { describe, expect, test } from "bun:test";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { CWD, fakeWorld } from "../../fakes/world.ts";

/** How a builtin run without a shell has been reported: by aye now, by aye before, by a shell that execs. */
const REPORTS = [(name: string) => `aye: ${name}: is a shell builtin, not a program`, (name: string) => `aye: ${name}: command not found`, (name: string) => `env: '${name}': No such file or directory`];

describe("aye fix never offers another command in place of a shell builtin", () => {
  test.each([["cd /tmp"], ["export A=1"], ["source x"], ["alias ll=ls"], ["set -e"], ["ulimit -n 4096"], ["umask 022"], ["unset A"]])("%s", (command) => {
    const name = command.split(" ")[0]!;
    for (const report of REPORTS) {
      const suggestions = offlineSuggestions(failureFrom(command, `${report(name)}\n`, 127, CWD), fakeWorld({ dirs: ["/tmp"] }));
      expect(suggestions.map((s) => s.commands.join(" && ")).filter((plan) => !plan.startsWith(`${name} `))).toEqual([]);
    }
  });

  test("a typo of a program is still corrected", () => {
    const suggestions = offlineSuggestions(failureFrom("gti status", "aye: gti: command not found\n", 127, CWD), fakeWorld());
    expect(suggestions[0]?.commands).toEqual(["git status"]);
  });
});
