/** Options the tool refused, put right from what it printed or from what aye knows of it (src/fix/known-options.ts), without running its --help; and the command inside sudo, env or timeout read as itself. */
import { expect, test } from "bun:test";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { chain } from "../../../src/fix/parts.ts";
import { knownOptions, shortOption, unknownFlag } from "../../../src/fix/rules/flags.ts";
import { fakeWorld } from "../../fakes/world.ts";

// Outputs captured from Debian 12's tools (coreutils 9.1, grep 3.8, git 2.39.5, pip 23.2).
const CASES: [string, string, string, string | null][] = [
  ["sort: a long option aye knows", "sort --reverze a.txt", "sort: unrecognized option '--reverze'\nTry 'sort --help' for more information.\n", "sort --reverse a.txt"],
  ["du: the value kept", "du -h --max-depht=1", "du: unrecognized option '--max-depht=1'\nTry 'du --help' for more information.\n", "du -h --max-depth=1"],
  ["grep: an ambiguous prefix, the nearest meant", "grep -R foo --exclud=x .", "grep: option '--exclud=x' is ambiguous; possibilities: '--exclude' '--exclude-from' '--exclude-dir'\nUsage: grep [OPTION]... PATTERNS [FILE]...\n", "grep -R foo --exclude=x ."],
  ["git log: unrecognized argument, from the manual's options", "git log --onelin", "fatal: unrecognized argument: --onelin\n", "git log --oneline"],
  ["git diff: invalid option", "git diff --stats", "error: invalid option: --stats\n", "git diff --stat"],
  ["pip3 is pip", "pip3 install --upgade pip", "\nUsage:   \n  pip3 install [options] <requirement specifier> [package-index-options] ...\n\nno such option: --upgade\n", "pip3 install --upgrade pip"],
  ["after sudo", "sudo tail --folow /var/log/syslog", "tail: unrecognized option '--folow'\nTry 'tail --help' for more information.\n", "sudo tail --follow /var/log/syslog"],
  ["find: a predicate, one dash", "find src -mtim -1", "find: unknown predicate `-mtim'\n", "find src -mtime -1"],
  ["go: a flag with its quoted value kept", 'go build -ldflag="-s -w" -o bin/app .', "flag provided but not defined: -ldflag\nusage: go build [-o output] [build flags] [packages]\n", 'go build -ldflags="-s -w" -o bin/app .'],
  ["an option of a tool aye does not know stays unguessed", "acme --verbos", "acme: unrecognized option '--verbos'\n", null],
];

test.each(CASES)("%s", (_what, command, output, expected) => {
  const found = unknownFlag(failureFrom(command, output, 2, "/home/dev/proj"), { ...fakeWorld(), help: () => undefined });
  expect(found[0]?.commands.join(" && ") ?? null).toBe(expected);
});

test("known options: the longest known prefix of the command's words", () => {
  expect(knownOptions(["git", "commit"])).toContain("--amend");
  expect(knownOptions(["git", "commit"])).not.toContain("--oneline");
  expect(knownOptions(["ls"])).toContain("--human-readable");
  expect(knownOptions(["nosuchtool"])).toEqual([]);
});

const WRAPPED: [string, string, string, string, { dirs?: string[]; files?: string[]; package?: unknown }?][] = [
  ["sudo: every step of the plan under sudo", "sudo mkdir /opt/app/logs", "mkdir: cannot create directory '/opt/app/logs': No such file or directory\n", "sudo mkdir -p /opt/app/logs", { dirs: ["/opt"] }],
  ["sudo with its own options", "sudo -E rm /opt/cache", "rm: cannot remove '/opt/cache': Is a directory\n", "sudo -E rm -r /opt/cache", { dirs: ["/opt/cache"] }],
  ["an assignment in front", "NODE_ENV=production npm run biuld", 'npm error Missing script: "biuld"\n', "NODE_ENV=production npm run build", { package: { scripts: { build: "x" } } }],
  ["timeout and its operand", "timeout 5 sort --reverze a.txt", "sort: unrecognized option '--reverze'\n", "timeout 5 sort --reverse a.txt", {}],
];

test.each(WRAPPED)("the command inside a wrapper: %s", (_what, command, output, expected, world) => {
  const found = offlineSuggestions(failureFrom(command, output, 1, "/home/dev/proj"), { ...fakeWorld(world), help: () => undefined });
  expect(found[0]?.commands.join(" && ")).toBe(expected);
});

const SINGLE: [string, string, string, string | null][] = [
  ["wc", "wc -lines README.md", "wc: invalid option -- 'i'\nTry 'wc --help' for more information.\n", "wc --lines README.md"],
  ["docker", "docker run -d -name web nginx", "unknown shorthand flag: 'n' in -name\n\nUsage:  docker run [OPTIONS] IMAGE [COMMAND] [ARG...]\n", "docker run -d --name web nginx"],
  ["kubectl, with its value", "kubectl scale deploy web -replicas=3", "Error: unknown shorthand flag: 'r' in -replicas=3\n", "kubectl scale deploy web --replicas=3"],
  ["cargo, in clap's words (its -r read, then the e)", "cargo build -release", "error: unexpected argument '-e' found\n\nUsage: cargo build [OPTIONS]\n\nFor more information, try '--help'.\n", "cargo build --release"],
  ["find's own one-dash options stay", "find . -maxdepth=1", "find: unknown predicate `-maxdepth=1'\n", "find . -maxdepth 1"],
];

test.each(SINGLE)("a long option written with one dash: %s", (_what, command, output, expected) => {
  const found = offlineSuggestions(failureFrom(command, output, 1, "/home/dev/proj"), { ...fakeWorld(), help: () => undefined });
  expect(found[0]?.commands.join(" && ") ?? null).toBe(expected);
});

test("a chain's steps: quotes, escapes and the joins kept", () => {
  expect(chain("mkdir b && cd b; make")).toEqual({ steps: ["mkdir b", "cd b", "make"], joins: [" && ", "; "] });
  expect(chain(`echo 'a && b' && git log --grep="x;y"`)).toEqual({ steps: ["echo 'a && b'", 'git log --grep="x;y"'], joins: [" && "] });
  expect(chain("echo a \\; b")).toBeUndefined();
  expect(chain("ls | wc -l")).toBeUndefined();
});

test("a line of thousands of words or steps is read in bounded time (only the first words and steps are examined)", () => {
  const names = Array.from({ length: 20_000 }, (_, i) => `file${i}.txt`);
  const output = names.slice(0, 2000).map((n) => `rm: cannot remove '${n}': No such file or directory`).join("\n");
  const world = { ...fakeWorld({ files: ["file1.txd"] }), help: () => undefined };
  const start = performance.now();
  offlineSuggestions(failureFrom(`rm ${names.join(" ")}`, output, 1, "/home/dev/proj"), world);
  offlineSuggestions(failureFrom(names.map((n) => `zork ${n}`).join(" && "), "zork: failed\n".repeat(2000), 1, "/home/dev/proj"), world);
  // Quadratic reading took tens of seconds here; the bound is far above what it takes now (~0.2 s).
  expect(performance.now() - start).toBeLessThan(5000);
});

test("the script of sh -c, as aye run is given a line: fixed inside, quoted again", () => {
  const world = { ...fakeWorld({ dirs: ["build"] }), help: () => undefined };
  const f = failureFrom("sh -c 'mkdir build && cd build && ls'", "mkdir: cannot create directory ‘build’: File exists\n", 1, "/home/dev/proj");
  expect(offlineSuggestions(f, world)[0]?.commands).toEqual(["sh -c 'mkdir -p build && cd build && ls'"]);
  const g = failureFrom(`bash -c "git comit -m 'x y'"`, "git: 'comit' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcommit\n", 1, "/home/dev/proj");
  // The word put right where it stands keeps the person's own quoting.
  expect(offlineSuggestions(g, world)[0]?.commands).toEqual([`bash -c "git commit -m 'x y'"`]);
});

// Outputs of wget 1.21, cron 3.0 and coreutils 9.1.
test.each([
  ["a digit for the letter it looks like", "wget -0 health.json http://localhost:8765/health", "wget: invalid option -- '0'\nUsage: wget [OPTION]... [URL]...\n\nTry `wget --help' for more options.\n", "wget -O health.json http://localhost:8765/health"],
  ["the letter in the other case", "tail -N 5 app.log", "tail: invalid option -- 'N'\nTry 'tail --help' for more information.\n", "tail -n 5 app.log"],
  ["a word with one dash: the option its usage line names", "crontab -list", "crontab: invalid option -- 's'\ncrontab: usage error: unrecognized option\nusage:\tcrontab [-u user] [-n] file\n\tcrontab [ -u user ] [ -i ] { -e | -l | -r }\n\n\t-e\t(edit user's crontab)\n\t-l\t(list user's crontab)\n\t-r\t(delete user's crontab)\n", "crontab -l"],
  ["no letter like it: nothing", "ls -0", "ls: invalid option -- '0'\nTry 'ls --help' for more information.\n", null],
])("short options: %s", (_what, command, output, expected) => {
  const found = shortOption(failureFrom(command, output, 2, "/home/dev/proj"), fakeWorld());
  expect(found[0]?.commands.join(" && ") ?? null).toBe(expected);
});
