/** aye fix through the binary: non-interactive use, the LLM path, and the choice at a real terminal. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { standInShell } from "../fakes/stand-in-shell.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "f", SHELL: "/bin/sh" })));
afterEach(() => home.cleanup());
const call = (args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}) => aye(args, { env: { ...env, ...opts.env }, stdin: opts.stdin });

describe("aye fix without a terminal", () => {
  test("--print writes only the best correction of the last failure", async () => {
    await call(["run", "sh", "-c", "echo 'bash: gti: command not found' >&2; exit 127"]);
    await call(["run", "gti", "status"]);
    const r = await call(["fix", "--print", "--no-llm"]);
    expect(r).toMatchObject({ code: 0, stdout: "git status\n" });
  });

  test("--print exits 1 when there is no correction", async () => {
    await call(["run", "sh", "-c", "echo 'segfault somewhere' >&2; exit 139"]);
    const r = await call(["fix", "--print", "--no-llm"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("no correction");
  });

  test("with no terminal and no flag it lists the suggestions and runs nothing", async () => {
    const r = await call(["fix", "--command", "git stauts", "--exit", "1", "--no-llm"], {
      stdin: "git: 'stauts' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tstatus\n",
    });
    expect(r).toMatchObject({ code: 0, stdout: "1. git status    (git suggests 'status'; reads only)\n" });
  });

  test("a FIFO or a device where a rule reads a file does not stall it", async () => {
    const dir = join(home.dir, "fifo");
    mkdirSync(dir);
    for (const name of ["Makefile", "package.json"]) Bun.spawnSync(["mkfifo", join(dir, name)]);
    symlinkSync("/dev/zero", join(dir, "GNUmakefile"));
    const r = await aye(["fix", "--command", "make biuld", "--exit", "2", "--print", "--no-llm"], { env, cwd: dir, stdin: "make: *** No rule to make target 'biuld'.  Stop.\n" });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("no correction");
  });

  test("with no capture at all it says how to get one", async () => {
    const r = await call(["fix"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("there is no failed command to fix");
    expect(r.stderr).toContain("aye fix -- npm test");
  });

  test("-- CMD runs the command first and leaves a success alone", async () => {
    const r = await call(["fix", "--", "echo", "fine"]);
    expect(r).toMatchObject({ code: 0, stdout: "fine\n" });
  });

  test("-- CMD fixes the command when it fails", async () => {
    const r = await call(["fix", "--print", "--no-llm", "--", "ehco", "hi"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("echo hi\n");
    expect(r.stderr).toContain("aye: ehco: command not found");
  });

  test("a failure is fixed in the folder it failed in; elsewhere aye says where and when, and runs nothing unattended", async () => {
    const project = join(home.dir, "project");
    const other = join(home.dir, "other");
    mkdirSync(project);
    mkdirSync(other);
    writeFileSync(join(project, "realfile"), "the real content\n");
    const failing = await aye(["run", "cat", "realfle"], { env, cwd: project });
    expect(failing.code).toBe(1);
    for (const flag of ["--yes", "--print"]) {
      const r = await aye(["fix", flag, "--no-llm"], { env, cwd: other });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(`the last failure, cat realfle, was in ${project}, `);
      expect(r.stderr).toMatch(/, \d+s ago/);
      expect(r.stderr).toContain(`cd ${project} && aye fix`);
    }
    // Nothing ran in the other folder; in its own, the fix is offered and runs.
    expect(JSON.parse((await aye(["log", "--json"], { env })).stdout)).toHaveLength(1);
    const there = await aye(["fix", "--yes", "--no-llm"], { env, cwd: project });
    expect(there).toMatchObject({ code: 0, stdout: "the real content\n" });
  });

  test("a failure from another terminal is not fixed unattended, even in its folder", async () => {
    const dir = join(home.dir, "proj2");
    mkdirSync(dir);
    writeFileSync(join(dir, "realfile"), "x\n");
    await aye(["run", "cat", "realfle"], { env: { ...env, AYE_SESSION: "other-terminal" }, cwd: dir });
    const r = await aye(["fix", "--yes", "--no-llm"], { env, cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("was here in another terminal, ");
  });

  test("--yes runs the best correction through the run pipeline, and it is remembered", async () => {
    const dir = join(home.dir, "proj");
    mkdirSync(dir);
    writeFileSync(join(dir, "deploy.sh"), "#!/bin/sh\necho deployed\n", { mode: 0o644 });
    const failing = await aye(["run", "./deploy.sh"], { env, cwd: dir });
    expect(failing.code).toBe(126);
    const r = await aye(["fix", "--yes", "--no-llm"], { env, cwd: dir });
    expect(r).toMatchObject({ code: 0, stdout: "deployed\n" });
    // The same failure again: the remembered correction comes first.
    await aye(["run", "sh", "-c", "chmod -x deploy.sh"], { env, cwd: dir });
    await aye(["run", "./deploy.sh"], { env, cwd: dir });
    const listed = await aye(["fix", "--no-llm"], { env, cwd: dir });
    expect(listed.stdout.split("\n")[0]).toBe("1. chmod +x deploy.sh && ./deploy.sh    (fixed it last time; writes in this folder; does what aye does not know: `deploy.sh`)");
    const fresh = await aye(["fix", "--no-llm", "--no-cache"], { env, cwd: dir });
    expect(fresh.stdout.split("\n")[0]).toContain("(./deploy.sh is not executable;");
  });

  test("the LLM gets seed 003's prompt and its messy reply is parsed", async () => {
    const reply = "Sure! Here is the fix:\\n\\n```bash\\n$ git status\\n```\\n\\nThis runs git.\\n";
    const r = await call(["fix", "--command", "gti status", "--exit", "127", "--llm", "--print", "-p", "claude"], { stdin: "zsh: command not found: gti\n", env: { STUB_MODE: "reply", STUB_REPLY: reply } });
    expect(r).toMatchObject({ code: 0, stdout: "git status\n" });
    const sent = recorded(rec, "claude").stdin!;
    const argv = recorded(rec, "claude").argv!;
    expect(argv[argv.indexOf("--system-prompt") + 1]).toStartWith("You are a shell command correction assistant.");
    expect(sent).not.toContain("You are a shell command correction assistant.");
    expect(sent).toContain("FAILED COMMAND:\ngti status\n\nERROR OUTPUT:\nzsh: command not found: gti");
  });

  test("an LLM reply with no command is reported as such", async () => {
    const r = await call(["fix", "--command", "frobnicate", "--llm", "--print", "-p", "claude"], { env: { STUB_MODE: "reply", STUB_REPLY: "I am not sure what you meant.\\n" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("reply held no command");
  });

  test("--llm and --no-llm together are a usage error", async () => {
    expect((await call(["fix", "--llm", "--no-llm"])).code).toBe(2);
  });

  test("an empty --command is a usage error, not a failure with no correction", async () => {
    const r = await call(["fix", "--command", " ", "--print", "--no-llm"], { stdin: "x\n" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--command needs the command line that failed");
  });
});

describe("aye fix at a terminal", () => {
  const inTerminal = (args: string[], extra: Record<string, string> = {}, cwd = home.dir) => {
    let screen = "";
    const proc = Bun.spawn([AYE, ...args], {
      env: { ...env, ...extra, TERM: "xterm-256color" },
      cwd,
      terminal: { cols: 120, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    const waitFor = async (text: string) => {
      const until = Date.now() + 5000;
      while (!screen.includes(text) && Date.now() < until) await Bun.sleep(20);
      expect(screen).toContain(text);
    };
    return { proc, screen: () => screen, waitFor, keys: (k: string) => proc.terminal!.write(k) };
  };

  test("choosing the first suggestion runs it", async () => {
    await call(["run", "ehco", "hi-there"]);
    const t = inTerminal(["fix", "--no-llm"]);
    await t.waitFor("Fix: ehco hi-there");
    await t.waitFor("echo hi-there");
    t.keys("\r");
    expect(await t.proc.exited).toBe(0);
    expect(t.screen()).toContain("hi-there\r\n");
  });

  test("Escape cancels with 130 and runs nothing", async () => {
    await call(["run", "ehco", "hi"]);
    const t = inTerminal(["fix", "--no-llm"]);
    await t.waitFor("Cancel");
    t.keys("\x1b");
    expect(await t.proc.exited).toBe(130);
  });

  test("edit before running", async () => {
    await call(["run", "ehco", "one"]);
    const t = inTerminal(["fix", "--no-llm"]);
    await t.waitFor("Edit a command");
    t.keys("\x1b[A"); // up from the first wraps to "Cancel"; once more is "Edit a command…"
    await Bun.sleep(50);
    t.keys("\x1b[A");
    await Bun.sleep(50);
    t.keys("\r");
    await t.waitFor("Command to run");
    t.keys(" two\r");
    expect(await t.proc.exited).toBe(0);
    expect(t.screen()).toContain("one two");
  });

  test("a dangerous suggestion runs only after a typed yes", async () => {
    // A stand-in shell records the plan instead of running it: nothing is deleted for real.
    const { shell, ran } = standInShell(home.dir);
    const reply = "rm -rf junk\\n";
    const t = inTerminal(["fix", "--command", "make clean", "--llm", "-p", "claude"], { STUB_MODE: "reply", STUB_REPLY: reply, SHELL: shell });
    await t.waitFor("rm -rf junk");
    expect(t.screen()).toContain("DANGEROUS");
    t.keys("\r");
    await t.waitFor("Type yes to run it");
    t.keys("no\r");
    expect(await t.proc.exited).toBe(130);
    expect(existsSync(ran)).toBe(false);
    const t2 = inTerminal(["fix", "--command", "make clean", "--llm", "-p", "claude"], { STUB_MODE: "reply", STUB_REPLY: reply, SHELL: shell });
    await t2.waitFor("rm -rf junk");
    t2.keys("\r");
    await t2.waitFor("Type yes to run it");
    t2.keys("yes\r");
    expect(await t2.proc.exited).toBe(0);
    expect(readFileSync(ran, "utf8")).toBe("-c\nrm -rf junk\n");
  });

  test("when the correction fails too, it offers to fix again", async () => {
    // A script without its execute bit whose correction (chmod +x, then run) still fails.
    writeFileSync(join(home.dir, "s.sh"), "#!/bin/sh\nexit 3\n", { mode: 0o644 });
    await call(["run", "./s.sh"], {});
    const t2 = inTerminal(["fix", "--no-llm"], {}, home.dir);
    await t2.waitFor("chmod +x s.sh");
    t2.keys("\r");
    await t2.waitFor("That failed too");
    t2.keys("\x1b[B\r"); // No
    expect(await t2.proc.exited).toBe(3);
  });
});
