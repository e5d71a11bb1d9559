/**
 * Words in the wrong shape and answers in the surroundings (issue 27), through the binary on a real folder: a
 * destination folder not there yet, a compiler's output name without -o, a Windows venv path, two slips in one line,
 * and a subcommand put right against the usage the tool printed (no first suggestion that its usage refuses).
 */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let dir: string;
beforeEach(() => {
  home = tempHome();
  dir = join(home.dir, "proj");
  mkdirSync(join(dir, "src"), { recursive: true });
  mkdirSync(join(dir, "env", "bin"), { recursive: true });
  writeFileSync(join(dir, "src", "util.js"), "export {};\n");
  writeFileSync(join(dir, "prog.c"), "int main(void) { return 0; }\n");
  writeFileSync(join(dir, "env", "bin", "activate"), "# venv\n");
});
afterEach(() => home.cleanup());

const fix = (command: string, output: string) => aye(["fix", "--command", command, "--exit", "1", "--print", "--no-llm", "--no-cache"], { env: home.env, cwd: dir, stdin: output });

test("a destination folder that is not there yet is made first", async () => {
  const r = await fix("git mv src/util.js lib/", "fatal: destination directory does not exist, source=src/util.js, destination=lib/\n");
  expect(r).toMatchObject({ code: 0, stdout: "mkdir -p lib && git mv src/util.js lib/\n" });
});

test("a compiler's output name without its -o", async () => {
  const r = await fix("cc prog.c prog", "/usr/bin/ld: cannot find prog: No such file or directory\ncollect2: error: ld returned 1 exit status\n");
  expect(r).toMatchObject({ code: 0, stdout: "cc prog.c -o prog\n" });
});

test("a venv's Windows script path, as this system lays it out", async () => {
  const r = await fix("source env\\Scripts\\activate", "bash: envScriptsactivate: No such file or directory\n");
  expect(r).toMatchObject({ code: 0, stdout: "source env/bin/activate\n" });
});

test("a program and a folder of the line, both slipped, put right at once", async () => {
  const r = await fix("lss -la scr", "bash: lss: command not found\n");
  expect(r).toMatchObject({ code: 0, stdout: "ls -la src\n" });
});

test("no subcommand is offered first that the usage the tool printed refuses for the operands typed; the one it takes them is", async () => {
  // remove is nearest to rm-url, and takes one operand; the line gives two: set-url (url, two or three) takes them.
  const usage = "error: unknown subcommand: `rm-url'\nusage: git remote [-v | --verbose]\n   or: git remote remove <name>\n   or: git remote set-url [--push] <name> <newurl> [<oldurl>]\n";
  const r = await fix("git remote rm-url upstream ../fork.git", usage);
  expect(r).toMatchObject({ code: 0, stdout: "git remote set-url upstream ../fork.git\n" });
});

test("no subcommand is offered first that the usage the tool printed refuses for the operands typed, when none fits", async () => {
  const usage = "error: unknown subcommand: `rm-ur'\nusage: git remote [-v | --verbose]\n   or: git remote remove <name>\n   or: git remote set-url [--push] <name> <newurl> [<oldurl>]\n";
  const r = await fix("git remote rm-ur upstream ../fork.git", usage);
  expect(r.stdout).not.toBe("git remote remove upstream ../fork.git\n");
});

test("a name the tool's own files declare: a pytest marker from pytest.ini, one slip off", async () => {
  writeFileSync(join(dir, "pytest.ini"), "[pytest]\nmarkers =\n    slow: long-running tests\n    db: needs a database\n");
  const r = await fix("pytest -m slwo", "collected 2 items / 2 deselected / 0 selected\n");
  expect(r).toMatchObject({ code: 0, stdout: "pytest -m slow\n" });
});

test("go run . where the program's main.go is one folder down", async () => {
  mkdirSync(join(dir, "cmd", "server"), { recursive: true });
  writeFileSync(join(dir, "go.mod"), "module example.com/app\n");
  writeFileSync(join(dir, "cmd", "server", "main.go"), "package main\nfunc main() {}\n");
  const r = await fix("go run .", "go: no packages loaded from .\n");
  expect(r).toMatchObject({ code: 0, stdout: "go run ./cmd/server\n" });
});

test("one folder copied to a new name: only its parent is made (cp makes the copy)", async () => {
  const r = await fix("cp -r src/ dist/static/js/", "cp: cannot create directory 'dist/static/js/': No such file or directory\n");
  expect(r).toMatchObject({ code: 0, stdout: "mkdir -p dist/static && cp -r src/ dist/static/js/\n" });
});

test("a path whose folders are another's: the one entry of its name below what exists of it", async () => {
  const r = await fix("source env/Scripts/activate", "bash: env/Scripts/activate: No such file or directory\n");
  expect(r).toMatchObject({ code: 0, stdout: "source env/bin/activate\n" });
});

test("a template copied with no destination goes to the file it is the template of", async () => {
  writeFileSync(join(dir, ".env.example"), "PORT=3000\n");
  const r = await fix("cp .env.example", "cp: missing destination file operand after '.env.example'\nTry 'cp --help' for more information.\n");
  expect(r).toMatchObject({ code: 0, stdout: "cp .env.example .env\n" });
});

test("GNU's --version typed to a tool that prints its version otherwise, as its usage lists", async () => {
  const r = await fix("tmux --version", "usage: tmux [-2CDlNuvV] [-c shell-command] [-f file] [-L socket-name]\n");
  expect(r).toMatchObject({ code: 0, stdout: "tmux -V\n" });
});
