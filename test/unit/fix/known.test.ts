/** The commands a help text lists under its headings, and the subcommands read from the tools' own help (src/fix/known-commands.ts) put to use. */
import { expect, test } from "bun:test";
import { commandRows } from "../../../src/fix/choices.ts";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { known } from "../../../src/fix/known.ts";
import { nearest } from "../../../src/fix/nearest.ts";
import { fakeWorld } from "../../fakes/world.ts";

// Excerpts of help texts as Debian 12's tools print them (docker 28, kubectl, systemd 252, yarn 1.22, npm 11, pip 23).
const HELPS: [string, string, string[]][] = [
  ["cobra's headings of several words", "Common Commands:\n  run         Create and run a new container\n  exec        Execute a command\n\nManagement Commands:\n  volume      Manage volumes\n\nGlobal Options:\n  -D, --debug   Enable debug mode\n", ["run", "exec", "volume"]],
  ["a heading with a note in brackets", "Basic Commands (Beginner):\n  create          Create a resource from a file\n  expose          Take a replication controller, service, deployment or pod and expose it as a new Kubernetes\n                  service\n", ["create", "expose"]],
  ["rows with arguments, and a description's next line skipped", "Unit Commands:\n  list-units [PATTERN...]             List units currently in memory\n  list-sockets [PATTERN...]           List socket units currently in memory,\n                                      ordered by address\n  status [PATTERN...|PID...]          Show runtime status\n", ["list-units", "list-sockets", "status"]],
  ["yarn's bullets under an indented heading", "  Commands:\n    - access\n    - add\n    - audit\n\n  Run `yarn help COMMAND` for more information on specific commands.\n", ["access", "add", "audit"]],
  ["npm's comma list after a blank line", "All commands:\n\n    access, adduser, audit, bugs, cache, ci,\n    completion, config\n\nSpecify configs in the ini-formatted file:\n", ["access", "adduser", "audit", "bugs", "cache", "ci", "completion", "config"]],
  ["pip's indented bullets with a colon", "Subcommands:\n\n  - dir: Show the cache directory.\n  - info: Show information about the cache.\n", ["dir", "info"]],
  ["a sentence that mentions commands is no heading", "To list the commands you can run, type:\n    git help -a\n", []],
];

test.each(HELPS)("commandRows: %s", (_what, text, expected) => {
  expect(commandRows(text)).toEqual(expected);
});

test("known: the tools' own lists join the written ones, aliases kept once", () => {
  expect(known("timedatectl")).toContain("set-timezone");
  expect(known("docker volume")).toContain("rm|remove");
  expect(known("docker volume")).not.toContain("rm");
  expect(known("rustup toolchain")).toContain("list");
  expect(new Set(known("git")).size).toBe(known("git")!.length);
});

// Outputs captured from systemd 252's tools and docker 28.
const TYPOS: [string, string, string][] = [
  ["timedatectl set-timezon Europe/Paris", "Unknown command verb set-timezon.\n", "timedatectl set-timezone Europe/Paris"],
  ["loginctl enable-lingr dev", "Unknown command verb enable-lingr.\n", "loginctl enable-linger dev"],
  ["networkctl stauts", "Unknown command verb stauts.\n", "networkctl status"],
  ["docker volume lss", "docker: unknown command: docker volume lss\n\nUsage:  docker volume COMMAND\n", "docker volume ls"],
];

test.each(TYPOS)("a subcommand the tool's help lists: %s", (command, output, expected) => {
  const found = offlineSuggestions(failureFrom(command, output, 1, "/home/dev/proj"), { ...fakeWorld(), help: () => undefined });
  expect(found[0]?.commands.join(" && ")).toBe(expected);
});

test("known: a word that is no tool's name is not read off Object's prototype", () => {
  expect(known("constructor")).toBeUndefined();
  expect(known("toString")).toBeUndefined();
  expect(known("nosuchtool")).toBeUndefined();
});

test("a long word with its letters in another order finds the one such name, when no name is a slip away", () => {
  expect(nearest("useast2", ["eastus2", "westus2", "centralus"])).toEqual(["eastus2"]);
  expect(nearest("abcd", ["dcba"])).toEqual([]);
});
