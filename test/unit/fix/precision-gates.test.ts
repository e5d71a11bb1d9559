/**
 * The precision gates (src/fix/precision.ts): each makes aye abstain from a guess whose evidence is thin, and keeps a
 * near one whose evidence holds. Failures here are made up in the manner of the corpora's train splits.
 */
import { expect, test } from "bun:test";
import { failureFrom, offlineReport } from "../../../src/fix/engine.ts";
import type { Calibration } from "../../../src/fix/precision.gen.ts";
import { changeOf, kindKey, mechanismKeys, precise, sourceKey, trainPrecision } from "../../../src/fix/precision.ts";
import type { Suggestion } from "../../../src/fix/types.ts";
import { CWD, fakeWorld, type WorldSpec } from "../../fakes/world.ts";

const NONE: Calibration = { prior: 0.9, weight: 4, ruleWeight: 4, kindWeight: 8, threshold: 0, keys: {}, rules: {}, kinds: {} };
const rule = (command: string, rule = "choices", source: Suggestion["source"] = "rule"): Suggestion => ({ commands: command.split(" && "), source, why: "", rule });
const kept = (command: string, output: string, found: Suggestion[], table = NONE) => precise(found, failureFrom(command, output, 1, CWD), table).kept.map((s) => s.commands.join(" && "));
const first = (command: string, output: string, world: WorldSpec = {}) => {
  const report = offlineReport(failureFrom(command, output, 1, CWD), { ...fakeWorld(world), help: () => undefined });
  return { first: report.found[0]?.commands.join(" && ") ?? null, gates: report.abstained.map((a) => a.gate) };
};

test("the word a suggestion changed, and the option whose value it is", () => {
  const f = failureFrom("git branch --sort=date", "", 1, CWD);
  expect(changeOf(rule("git branch --sort=authordate"), f)).toEqual({ at: 2, from: "date", to: "authordate", option: "--sort" });
  expect(changeOf(rule("tsc --target es2019 x.ts"), failureFrom("tsc --target es2099 x.ts", "", 1, CWD))).toEqual({ at: 2, from: "es2099", to: "es2019", option: "--target" });
  // Two words changed, or a plan of steps: no one word.
  expect(changeOf(rule("git log --oneline -5"), failureFrom("git lgo --online -5", "", 1, CWD))).toBeUndefined();
  expect(changeOf(rule("mkdir -p x && cd x"), failureFrom("cd x", "", 1, CWD))).toBeUndefined();
});

test("a rule's word that contradicts the tool's own 'did you mean' for the same word abstains; one that agrees is kept", () => {
  const output = "error: no such subcommand: `gen`\n\n\tDid you mean `new`?\n";
  expect(kept("cargo gen", output, [rule("cargo generate-lockfile")])).toEqual([]);
  expect(kept("cargo gen", output, [rule("cargo new")])).toEqual(["cargo new"]);
  // The tool's offer of a prefix (gcc's '-Wa,') is no word: aye's own is kept.
  expect(kept("gcc -Wal x.c", "gcc: error: unrecognized command-line option '-Wal'; did you mean '-Wa,'?\n", [rule("gcc -Wall x.c", "unknownFlag")])).toEqual(["gcc -Wall x.c"]);
});

test("helm init (gone since Helm 3): neither the tool's 'lint' taken for a slip nor aye's 'install' is first", () => {
  expect(first("helm init", 'Error: unknown command "init" for "helm"\n\nDid you mean this?\n\tlint\n\nRun \'helm --help\' for usage.\n').first).toBeNull();
});

test("a tool's near name farther from the word than a slip of its length is not adopted; a slip's is", () => {
  expect(kept("cargo make", "error: no such command: `make`\n\n\tDid you mean `add`?\n", [rule("cargo add", "toolHints", "tool")])).toEqual([]);
  expect(kept("cargo biuld", "error: no such command: `biuld`\n\n\tDid you mean `build`?\n", [rule("cargo build", "toolHints", "tool")])).toEqual(["cargo build"]);
  // "use X instead" puts a word for another on purpose: no near name to measure.
  expect(kept("npm install lodash", 'error: This project is configured to use yarn. Please use "yarn add" instead.\n', [rule("yarn add lodash", "advice", "tool")])).toEqual(["yarn add lodash"]);
});

test("a value taken from another option's list in the usage abstains; one from the option's own list is kept", () => {
  const usage = "usage: meson setup [--buildtype {plain,debug,debugoptimized,release,minsize,custom}] [--layout {mirror,flat}]\nmeson setup: error: argument --buildtype: invalid choice: 'fast'\n";
  expect(kept("meson setup build --buildtype=fast", usage, [rule("meson setup build --buildtype=flat")])).toEqual([]);
  expect(kept("meson setup build --buildtype=relase", usage.replace("'fast'", "'relase'"), [rule("meson setup build --buildtype=release")])).toEqual(["meson setup build --buildtype=release"]);
});

test("a shortening of several accepted words abstains (date: authordate, committerdate); of one, it is kept; and the one the tool's users mean (src/fix/known.ts: MEANT) is no toss", () => {
  expect(kept("git branch --sort=date", "fatal: unknown field name: date\n", [rule("git branch --sort=authordate")])).toEqual([]);
  expect(kept("git branch --sort=committer", "fatal: unknown field name: committer\n", [rule("git branch --sort=committerdate")])).toEqual(["git branch --sort=committerdate"]);
  expect(first("git branch --sort=date", "fatal: unknown field name: date\n", { dirs: [".git"] }).first).toBe("git branch --sort=committerdate");
});

test("two corrections of one word by one mechanism, as near as each other, are a toss; the nearer number breaks it", () => {
  const output = "error: unknown subcommand\n";
  expect(kept("tool lnt", output, [rule("tool lint"), rule("tool lent")])).toEqual([]);
  expect(kept("tool lsit", output, [rule("tool list"), rule("tool lost", "other")])).toEqual(["tool list", "tool lost"]);
  expect(kept("rustc --edition 2020 x.rs", output, [rule("rustc --edition 2022 x.rs"), rule("rustc --edition 2025 x.rs")])).toEqual(["rustc --edition 2022 x.rs"]);
});

test("a usage's template or a word said twice is no plan", () => {
  expect(kept("deno --allow-net x.ts", "Usage: deno [OPTIONS] [SUBCOMMAND]\n", [rule("deno [OPTIONS] [SUBCOMMAND]", "advice", "tool")])).toEqual([]);
  expect(kept("gcloud project add-iam-policy-binding p", "", [rule("gcloud projects add-iam-policy-binding add-iam-policy-binding p", "advice", "tool")])).toEqual([]);
  // A word the line itself says twice stays.
  expect(kept("echo echo hi", "", [rule("echo echo hello", "x")])).toEqual(["echo echo hello"]);
});

test("a mechanism right too seldom on the train splits abstains, and nothing below it is first; one unmeasured is shrunk to the prior", () => {
  const table: Calibration = { prior: 0.9, weight: 4, ruleWeight: 4, kindWeight: 8, threshold: 0.7, keys: {}, rules: { "rule:python:then-again": [1, 9] }, kinds: {} };
  const f = failureFrom("python3 app.py", "ModuleNotFoundError: No module named 'requests'\n", 1, CWD);
  const plan = rule("python3 -m pip install requests && python3 app.py", "python");
  expect(sourceKey(plan, f)).toBe("rule:python:then-again");
  expect(kindKey(plan, f)).toBe("rule:then-again");
  expect(mechanismKeys(plan, f)).toEqual(["rule:python:then-again:python3", "rule:python:then-again", "rule:then-again"]);
  expect(trainPrecision(["rule:python:then-again:python3", "rule:python:then-again", "rule:then-again"], table)).toBeCloseTo((1 + 3.6) / 14, 5);
  expect(trainPrecision(["rule:unseen:word", "rule:unseen:word", "rule:word"], table)).toBeCloseTo(0.9, 5);
  const result = precise([plan, rule("pip3 install requests", "packages")], f, table);
  expect(result.kept).toEqual([]);
  expect(result.abstained.map((a) => a.gate)).toEqual(["seldom right", "below an unsure guess"]);
  expect(precise([rule("pip3 install requests", "packages"), plan], f, table).kept.map((s) => s.commands.join(" && "))).toEqual(["pip3 install requests"]);
});

test("a rule seen seldom is judged by its kind: what suggestions that change the line as it does were right", () => {
  // Plans that run the line again were right 2 times in 10; one word put for another 95 times in 100.
  const table: Calibration = { prior: 0.9, weight: 4, ruleWeight: 4, kindWeight: 8, threshold: 0.7, keys: {}, rules: { "rule:fresh:then-again": [1, 0] }, kinds: { "rule:then-again": [2, 8], "rule:word": [95, 5] } };
  const base = (2 + 0.9 * 8) / (10 + 8);
  expect(trainPrecision(["rule:fresh:then-again:cargo install", "rule:fresh:then-again", "rule:then-again"], table)).toBeCloseTo((1 + base * 4) / 5, 5);
  const f = failureFrom("cargo make", "error: no such command: `make`\n", 101, CWD);
  expect(precise([rule("cargo install cargo-make && cargo make", "fresh")], f, table).abstained.map((a) => a.gate)).toEqual(["seldom right"]);
  // The same rule putting one word for another is kept: its kind holds.
  const typo = failureFrom("cargo biuld", "error: no such command: `biuld`\n", 101, CWD);
  expect(kindKey(rule("cargo build", "fresh"), typo)).toBe("rule:word");
  expect(precise([rule("cargo build", "fresh")], typo, table).kept.length).toBe(1);
});

test("what aye abstains from goes to the LLM's prompt as a rejected candidate", () => {
  const report = offlineReport(failureFrom("helm init", 'Error: unknown command "init" for "helm"\n\nDid you mean this?\n\tlint\n', 1, CWD), { ...fakeWorld(), help: () => undefined });
  expect(report.found).toEqual([]);
  expect(report.abstained.length).toBeGreaterThan(0);
  for (const a of report.abstained) expect(report.rejected.map((s) => s.commands)).toContainEqual(a.suggestion.commands);
  expect(report.rejected[0]!.why).toContain("aye was unsure");
});

test("a word the tool has at that place is no slip: its usage shown, or another word named as wrong", () => {
  const usage = "usage: git rerere [clear | forget <pathspec>... | diff | status | remaining | gc]\n";
  expect(kept("git rerere stauts", usage, [rule("git revert stauts")])).toEqual([]);
  expect(kept("git remote set-head origin feture", "error: Not a valid ref: refs/remotes/origin/feture\n", [rule("git remote set-url origin feture")])).toEqual([]);
  // The word the tool refused is put right; and a word the tool says to use instead (npm ci: run npm install) stays.
  expect(kept("git rebsae main", "git: 'rebsae' is not a git command. See 'git --help'.\n", [rule("git rebase main")])).toEqual(["git rebase main"]);
  expect(kept("npm ci", "npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync. Please update your lock file with `npm install` before continuing.\n", [rule("npm install", "advice", "tool")])).toEqual(["npm install"]);
});

test("words out of order are no slip: the subcommand typed later is the one meant", () => {
  const output = 'error: unknown command "pods" for "kubectl"\n\nDid you mean this?\n\tlogs\n';
  expect(kept("kubectl pods get", output, [rule("kubectl logs get", "toolHints", "tool")])).toEqual([]);
  // One slip from the word typed is a slip, whatever follows.
  expect(kept("kubectl gte pods", 'error: unknown command "gte" for "kubectl"\n', [rule("kubectl get pods", "unknownSubcommand")])).toEqual(["kubectl get pods"]);
});

test("a word cut short at a - or _ is no slip of the word typed", () => {
  expect(kept("cmake -E copy_dir assets build", "CMake Error: unknown command copy_dir\n", [rule("cmake -E copy assets build")])).toEqual([]);
  expect(kept("ls -l --time-style=iso-long", "ls: invalid argument ‘iso-long’ for ‘--time-style’\n", [rule("ls -l --time-style=iso")])).toEqual([]);
  // A letter said again, or an ending after a dot, is cut.
  expect(kept("git pushhh", "git: 'pushhh' is not a git command.\n", [rule("git push", "commandNotFound")])).toEqual(["git push"]);
  expect(kept("java Main.java x", "error: could not find or load main class Main.java\n", [rule("java Main x", "java")])).toEqual(["java Main x"]);
});

test("a placeholder or prose read out of the output is no step", () => {
  expect(kept("shellcheck deploy.sh", "For example: cat $f | shellcheck -\n", [rule("cat $f && shellcheck deploy.sh", "advice", "tool")])).toEqual([]);
  expect(kept("yarn workspaces ifno", "Commands available: info, run\n", [rule("info, run && yarn workspaces ifno", "advice", "tool")])).toEqual([]);
  // A variable every shell sets, or one the line itself uses, is a word of the plan.
  expect(kept("pip install x", "Permission denied: '.venv'\n", [rule("sudo chown -R $USER .venv && pip install x", "permissions")])).toEqual(["sudo chown -R $USER .venv && pip install x"]);
  expect(kept("echo $NAME", "", [rule("NAME=dev && echo $NAME", "x")])).toEqual(["NAME=dev && echo $NAME"]);
});

test("a package's name said twice where the line said it once is a splice gone wrong", () => {
  expect(kept("composer install vendor/pkg", "Invalid argument vendor/pkg. Use \"composer require vendor/pkg\" instead to add packages to your composer.json.\n", [rule("composer require vendor/pkg vendor/pkg", "advice", "tool")])).toEqual([]);
  expect(kept("composer install vendor/pkg", "", [rule("composer require vendor/pkg", "advice", "tool")])).toEqual(["composer require vendor/pkg"]);
});

test("a quoted word with a dash is data the tool took for an option: passed as data, never respelt", () => {
  const output = "grep: invalid option -- 't'\nUsage: grep [OPTION]... PATTERNS [FILE]...\n";
  expect(kept("grep -rn '-timeout' src", output, [rule("grep -rn '-Timeout' src", "shortOption")])).toEqual([]);
  expect(kept("grep -rn '-timeout' src", output, [rule("grep -rn -e '-timeout' src", "dashWord")])).toEqual(["grep -rn -e '-timeout' src"]);
  // Unquoted, a dashed word is an option, and a slip of one is put right.
  expect(kept("grep -rn --ignroe-case x src", "grep: unrecognized option '--ignroe-case'\n", [rule("grep -rn --ignore-case x src", "unknownFlag")])).toEqual(["grep -rn --ignore-case x src"]);
});

test("a guess the evidence shows wrong in itself does not hold back the one below it; a guess aye is only unsure of does", () => {
  const output = "Unknown command verb 'nginx', did you mean 'reload'?\n";
  // Correcting nginx while the subcommand (restart) came later: words out of order, wrong in itself; the reordering is kept.
  expect(kept("systemctl nginx restart", output, [rule("systemctl reload restart"), rule("systemctl restart nginx", "unknownSubcommand")])).toEqual(["systemctl restart nginx"]);
  // Below a guess too seldom right, nothing is first.
  const seldom: Calibration = { ...NONE, threshold: 0.5, rules: { "rule:choices:word": [0, 20] } };
  expect(kept("systemctl nginx restrat", "Unknown command verb 'restrat'.\n", [rule("systemctl nginx restart"), rule("systemctl nginx restart --now", "unknownSubcommand")], seldom)).toEqual([]);
});

test("a later suggestion whose mechanism is right clearly more often comes first; one a little surer does not", () => {
  const found = [rule("tmux kill -sesion -t a", "gluedOption"), rule("tmux kill-session -t a")];
  const output = "unknown command: kill-sesion\n";
  const clearly: Calibration = { ...NONE, threshold: 0.1, rules: { "rule:gluedOption:reshaped": [2, 3], "rule:choices:word": [60, 1] } };
  expect(kept("tmux kill-sesion -t a", output, found, clearly)[0]).toBe("tmux kill-session -t a");
  const little: Calibration = { ...NONE, threshold: 0.1, rules: { "rule:gluedOption:reshaped": [40, 5], "rule:choices:word": [60, 1] } };
  expect(kept("tmux kill-sesion -t a", output, found, little)[0]).toBe("tmux kill -sesion -t a");
});
