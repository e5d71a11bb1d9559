/**
 * A project's own scripts are judged by what they run: a Makefile's recipes (with the targets
 * they depend on) and package.json's scripts (with pre- and post-scripts). Where there is no
 * script the command is judged by its name; a Makefile that is there and cannot be read for
 * sure runs what aye does not know.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scriptOf, UNREAD } from "../../../src/guard/shell/project-scripts.ts";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-scripts-"));
writeFileSync(
  join(cwd, "Makefile"),
  [
    "CC = gcc",
    "BUILD := build",
    ".PHONY: all clean test deploy wipe",
    "all: $(BUILD)/app",
    "",
    "$(BUILD)/app: main.c",
    "\t@mkdir -p $(BUILD)",
    "\t$(CC) -o $@ main.c",
    "",
    "clean:",
    "\trm -rf $(BUILD)",
    "",
    "test: all",
    "\t./$(BUILD)/app --self-test",
    "",
    "deploy:",
    "\trsync -az $(BUILD)/ prod:/srv/app/",
    "",
    "wipe:",
    "\trm -rf $$HOME/.ssh",
    "",
    "vague:",
    "\t$(shell cat cmd.txt)",
    "",
  ].join("\n"),
);
writeFileSync(join(cwd, "package.json"), JSON.stringify({ scripts: { build: "tsc -p .", pretest: "rm -rf coverage", test: "vitest run", nuke: "rm -rf ~/.npm", deploy: "npm run build && scp -r dist prod:/srv" } }));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("the script a command runs is read", () => {
  test("make: the recipes of the target and what it depends on, variables put in", () => {
    expect(scriptOf(["make", "test"], cwd)).toBe("mkdir -p build\ngcc -o build/app main.c\n./build/app --self-test");
    expect(scriptOf(["make"], cwd)).toBe("mkdir -p build\ngcc -o build/app main.c");
    expect(scriptOf(["make", "wipe"], cwd)).toBe("rm -rf $HOME/.ssh");
  });

  test("npm: the script with its pre- and post-scripts", () => {
    expect(scriptOf(["npm", "test"], cwd)).toBe("rm -rf coverage\nvitest run");
    expect(scriptOf(["yarn", "build"], cwd)).toBe("tsc -p .");
  });

  test("the words after a script's name are added to its line; a manager's own command is no script (red-team round 7)", () => {
    expect(scriptOf(["npm", "run", "build", "--", "--outDir", "/root/.ssh"], cwd)).toBe("tsc -p . '--outDir' '/root/.ssh'");
    expect(scriptOf(["yarn", "build", "--outDir", "x y"], cwd)).toBe("tsc -p . '--outDir' 'x y'");
    expect(scriptOf(["bun", "build", "./src/index.ts", "--outfile=/root/.bashrc"], cwd)).toBeUndefined();
    expect(scriptOf(["bun", "test"], cwd)).toBeUndefined();
    expect(scriptOf(["bun", "run", "build"], cwd)).toBe("tsc -p .");
  });

  test("make as it reads a file: rule lines merged, the last recipe kept, $(shell) outside recipes run on reading, pattern rules (red-team round 7)", () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    const makefile = (text: string) => writeFileSync(join(dir, "Makefile"), text);
    makefile("build:\n\trm -rf ~/important\n\nbuild: src/index.ts\n");
    expect(scriptOf(["make", "build"], dir)).toBe("rm -rf ~/important");
    makefile("build:\n\techo one\nbuild:\n\techo two\n");
    expect(scriptOf(["make", "build"], dir)).toBe("echo two");
    makefile("STAMP := $(shell rm -rf ~/important)\n\nbuild:\n\ttsc -p .\n");
    expect(scriptOf(["make", "build"], dir)).toBe("rm -rf ~/important\ntsc -p .");
    makefile("build: out.stamp\n\ttsc -p .\n\n%.stamp:\n\trm -rf ~/important\n");
    expect(scriptOf(["make", "build"], dir)).toBe(UNREAD);
    makefile("$(eval X := y)\nbuild:\n\ttsc\n");
    expect(scriptOf(["make", "build"], dir)).toBe(UNREAD);
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([
    ["a make function", ["make", "vague"]],
    ["a make option that changes what runs", ["make", "-e", "wipe"]],
    ["a folder elsewhere", ["make", "-C", "/etc"]],
  ])("%s: there, and not read", (_what, argv) => {
    expect(scriptOf(argv, cwd)).toBe(UNREAD);
  });

  test.each([
    ["a script package.json does not have", ["npm", "run", "missing"]],
    ["a Makefile that is not there", ["make", "-f", "nothing.mk", "build"]],
  ])("%s: nothing to read", (_what, argv) => {
    expect(scriptOf(argv, cwd)).toBeUndefined();
  });

  test("make's own variables, automatic ones, and those given on its command line", () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    writeFileSync(join(dir, "Makefile"), "app: main.o util.o\n\t$(CC) $(LDFLAGS) -o $@ $^\n%.o: %.c\n\t$(CC) -c $<\nclean:\n\t$(RM) app *.o\n");
    expect(scriptOf(["make", "app"], dir)).toBe(UNREAD); // main.o is made by a pattern rule aye does not follow
    expect(scriptOf(["make", "clean"], dir)).toBe("rm -f app *.o");
    expect(scriptOf(["make", "clean", "RM=rm -rf ~"], dir)).toBe("rm -rf ~ app *.o");
    writeFileSync(join(dir, "Makefile"), "app: main.c\n\t$(CC) -o $@ $<\n");
    expect(scriptOf(["make", "-j", "app"], dir)).toBe("cc -o app main.c");
    rmSync(dir, { recursive: true, force: true });
  });

  test("under -n make runs only what it reads, `+` lines and $(MAKE) lines", () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    writeFileSync(join(dir, "Makefile"), "X := $(shell date)\nbuild:\n\trm -rf out\n\t+rm -rf ~/important\n\t$(MAKE) -C docs\n");
    expect(scriptOf(["make", "-n", "build"], dir)).toBe("date\nrm -rf ~/important\nmake -C docs");
    rmSync(dir, { recursive: true, force: true });
  });

  test.each([
    ["a conditional", "ifeq (1,1)\nbuild:\n\trm -rf ~/important\nendif\n"],
    [".DEFAULT", "build: out.stamp\n\ttsc -p .\n.DEFAULT:\n\trm -rf ~/important\n"],
    ["a suffix rule", "build: main.o\n\ttsc\n.c.o:\n\trm -rf ~/important\n"],
    ["a target-specific variable", "build: CC = rm -rf ~\nbuild:\n\t$(CC)\n"],
    ["a shell assignment", "X != rm -rf ~/important\nbuild:\n\ttsc\n"],
    ["an include", "include evil.mk\nbuild:\n\ttsc\n"],
  ])("a Makefile with %s is there and not read: asked, never trusted by the target's name (red-team round 8)", async (_what, text) => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    writeFileSync(join(dir, "Makefile"), text);
    expect(scriptOf(["make", "build"], dir)).toBe(UNREAD);
    expect(unattendedRefusal(await judge("make build", dir))).toBe("runs code aye cannot read first");
    rmSync(dir, { recursive: true, force: true });
  });

  test("the person's own `make buidl`, corrected, runs their Makefile as they chose to, read or not; a plan's own `make` is asked", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    writeFileSync(join(dir, "Makefile"), "ifeq ($(V),1)\nQ =\nendif\nbuild:\n\techo building\n");
    const typed = { command: "make buidl", output: "make: *** No rule to make target 'buidl'.  Stop.\n" };
    expect(unattendedRefusal(await judge("make build", dir, typed))).toBeUndefined();
    expect(unattendedRefusal(await judge("make build", dir))).toBe("runs code aye cannot read first");
    expect(unattendedRefusal(await judge("make deploy", dir, { command: "make tset", output: "make: *** No rule to make target 'tset'.  Stop.\n" }))).toBeDefined();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a package's scripts where the plan went, and every package's for -r; one other package's named by an option is not read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-ws-"));
    mkdirSync(join(dir, "packages", "ui"), { recursive: true });
    mkdirSync(join(dir, "packages", "api"), { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ scripts: { build: "tsc -p ." } }));
    writeFileSync(join(dir, "packages", "ui", "package.json"), JSON.stringify({ scripts: { build: "vite build" } }));
    writeFileSync(join(dir, "packages", "api", "package.json"), JSON.stringify({ scripts: { build: "rm -rf ~/important" } }));
    expect((await judge("cd packages/api && npm run build", dir)).dangers.length).toBeGreaterThan(0);
    expect((await judge("pnpm -r build", dir)).dangers.length).toBeGreaterThan(0);
    expect(unattendedRefusal(await judge("cd packages/ui && npm run build", dir))).toBeUndefined();
    expect(unattendedRefusal(await judge("npm --prefix packages/ui run build", dir))).toBe("runs code aye cannot read first");
    rmSync(dir, { recursive: true, force: true });
  });

  test("double-colon rules each run their recipe; `?=` keeps a value set before; `:=` takes it at once", () => {
    const dir = mkdtempSync(join(tmpdir(), "aye-make-"));
    writeFileSync(join(dir, "Makefile"), "A = tsc\nA ?= rm -rf ~\nB := $(A)\nA = eslint\nall:: x\n\t$(B)\nall:: y\n\t$(A) .\n");
    expect(scriptOf(["make", "all"], dir)).toBe("tsc\neslint .");
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("and judged as the plan it is", () => {
  test.each(["make", "make clean", "make clean && make", "make test", "npm test", "yarn build"])("%s runs", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });

  test("a recipe that sends the build to a host", async () => {
    expect(await refusal("make deploy")).toContain("sends data out");
    expect(await refusal("npm run deploy")).toContain("sends data out");
  });

  test("a recipe that deletes outside the project is dangerous, and says where it is", async () => {
    const v = await judge("make wipe", cwd);
    expect(v.dangers.join()).toContain("in what `make wipe` runs");
    expect((await judge("npm run nuke", cwd)).dangers.length).toBeGreaterThan(0);
  });

  test("what the plan adds to a script is judged with it", async () => {
    expect(await refusal("npm run build -- --outDir /root/.ssh")).toContain("writes outside this folder");
    expect(await refusal("bun build ./src/index.ts --outfile=/root/.bashrc")).toContain("writes outside this folder");
  });

  test("a redirection of the command still counts", async () => {
    writeFileSync(join(cwd, "notes.txt"), "kept\n");
    expect(await refusal("make test > notes.txt")).toContain("overwrites");
  });
});

describe("a cd to a folder named by its absolute path goes there, not under this one", () => {
  // This folder's Makefile has a `clean` that only deletes the build; /srv/other's, which aye cannot see, may do anything.
  test("another folder's make target is not judged by this folder's Makefile", async () => {
    expect(unattendedRefusal(await judge("make clean", cwd))).toBeUndefined();
    expect(unattendedRefusal(await judge("cd /srv/other && make clean", cwd))).toContain("runs code aye cannot read first");
  });
  test("any other program there is judged as itself, and its paths name what is there, which aye does not know", async () => {
    expect(unattendedRefusal(await judge("cd /etc && touch x", cwd))).toContain("writes outside this folder");
    // (`cat secrets.yml` after `cd ..` prints the parent's secrets.yml, whatever this folder holds.)
    for (const plan of ["cd .. && cat secrets.yml", "cd ~/other && grep -r password .", "cd /srv/app && cat .env", "cd - && ls"]) {
      expect(unattendedRefusal(await judge(plan, cwd))).toContain("where the plan went");
    }
    // A folder of this one is followed.
    mkdirSync(join(cwd, "docs"), { recursive: true });
    expect(unattendedRefusal(await judge("cd docs && ls", cwd))).toBeUndefined();
  });
});
