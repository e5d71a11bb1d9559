/**
 * The three trust boundaries through the binary (DESIGN.md, Trust boundaries):
 * what reaches the terminal, what reaches a model, and what runs.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { failureFrom, failureShape } from "../../src/fix/engine.ts";
import { openStore } from "../../src/store/captures.ts";
import { standInShell } from "../fakes/stand-in-shell.ts";
import { recorded, stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, aye, type tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
/** What the stand-in shell was asked to run: aye fix runs a plan as `$SHELL -c PLAN`. */
let ran: string;
beforeEach(() => {
  ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "t" }));
  ({ shell: env.SHELL, ran } = standInShell(home.dir));
});
afterEach(() => home.cleanup());
const call = (args: string[], opts: { stdin?: string; env?: Record<string, string>; cwd?: string } = {}) =>
  aye(args, { env: { ...env, ...opts.env }, stdin: opts.stdin, cwd: opts.cwd });
const runs = () => (existsSync(ran) ? readFileSync(ran, "utf8") : "");

/** Starts aye in a pseudo-terminal; `screen()` is everything it drew, raw. */
function inTerminal(args: string[], extra: Record<string, string> = {}) {
  let screen = "";
  const proc = Bun.spawn([AYE, ...args], {
    env: { ...env, ...extra, TERM: "xterm-256color" },
    cwd: home.dir,
    terminal: { cols: 160, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const waitFor = async (text: string) => {
    const until = Date.now() + 5000;
    while (!screen.includes(text) && Date.now() < until) await Bun.sleep(20);
    expect(screen).toContain(text);
  };
  return { proc, screen: () => screen, waitFor, keys: (k: string) => proc.terminal!.write(k) };
}

const SECRETS = {
  aws: "AKIAUJZDE8GXD6NCF10E",
  github: "ghp_0123456789abcdefghijABCDEFGHIJ012345",
  postgres: "postgres://app:S3cretPassw0rd@db.internal:5432/app",
};
const leaked = (text: string) => Object.values(SECRETS).filter((s) => text.includes(s.includes("://") ? "S3cretPassw0rd" : s));
const failing = `echo 'deploying with ${SECRETS.aws} and ${SECRETS.github}'; echo 'DATABASE_URL=${SECRETS.postgres}' >&2; exit 1`;

describe("what reaches a model is redacted on every path", () => {
  test("aye ask: the captured failure", async () => {
    await call(["run", "sh", "-c", failing]);
    expect((await call(["ask", "-p", "claude", "why?"])).code).toBe(0);
    expect(leaked(recorded(rec, "claude").stdin!)).toEqual([]);
  });

  test("aye llm: piped input, and the failure with --attach", async () => {
    await call(["run", "sh", "-c", failing]);
    expect((await call(["llm", "claude", "--attach", "review"], { stdin: `token ${SECRETS.github}\n` })).code).toBe(0);
    const sent = recorded(rec, "claude").stdin!;
    expect(sent).toContain("Captured output from last failing command");
    expect(leaked(sent)).toEqual([]);
  });

  test("aye fix --llm: the captured failure, and output given on stdin", async () => {
    await call(["run", "sh", "-c", failing]);
    await call(["fix", "--llm", "--print", "-p", "claude"], { env: { STUB_MODE: "reply", STUB_REPLY: "true\\n" } });
    expect(leaked(recorded(rec, "claude").stdin!)).toEqual([]);
    await call(["fix", "--command", "deploy", "--llm", "--print", "-p", "claude"], { stdin: `key ${SECRETS.aws}\n${SECRETS.postgres}\n`, env: { STUB_MODE: "reply", STUB_REPLY: "true\\n" } });
    expect(leaked(recorded(rec, "claude").stdin!)).toEqual([]);
  });

  test("with redact: false the text goes as it is (the check above can fail)", async () => {
    await call(["run", "sh", "-c", failing], { env: { AYE_REDACT: "false" } });
    await call(["ask", "-p", "claude", "why?"], { env: { AYE_REDACT: "false" } });
    expect(leaked(recorded(rec, "claude").stdin!).length).toBe(3);
  });

  test("secrets known by their kind, not their vendor, reach the model redacted; look-alikes stay whole (aye ask)", async () => {
    const secrets = {
      prefixed: "kvt_live-Q8xW2mZr7KpL4nB9sT1vY6cJ3hD0fG5aE",
      table: "hvs.Zq4Lm8Rt2Xw6Vn0Pk3",
      dsl: "Xr7!mQ2#pL9vW4",
      pgpass: "pG7-xM2.qW9_zR4",
      tns: "oR4cl3Pw-2x9",
    };
    const lookalikes = ["sha512-Kx9vR2mQ7pL4nW8tY1cZ6hJ3dF0gS5aE2bN7uI9oP4kL8jH3gF6dS1aQ0wE5rT2yU7iO9pA4sD6fG8hJ1kL3zX5cV==", "123e4567-e89b-12d3-a456-426614174000", "node-cache-Linux-x64-npm-8b673c658d9e2f44fb6eb10cb554b7fc5cefc3451ccd36d60f3cbea9d9f92e4e"];
    const printed = [
      `deploy token ${secrets.prefixed}`,
      `token               ${secrets.table}`,
      `    storePassword "${secrets.dsl}"`,
      `db.internal:5432:app:report:${secrets.pgpass}`,
      `url = jdbc:oracle:thin:scott/${secrets.tns}@//ora.internal:1521/ORCL`,
      ...lookalikes.map((l) => `integrity ${l}`),
    ];
    writeFileSync(join(home.dir, "out.txt"), `${printed.join("\n")}\n`);
    await call(["run", "sh", "-c", "cat out.txt; exit 1"], { cwd: home.dir });
    expect((await call(["ask", "-p", "claude", "why?"])).code).toBe(0);
    const sent = recorded(rec, "claude").stdin!;
    for (const secret of Object.values(secrets)) expect(sent).not.toContain(secret);
    for (const l of lookalikes) expect(sent).toContain(l);
  });

  test("a private key whose BEGIN line is beyond the kept lines still does not leak", async () => {
    const key = Array.from({ length: 150 }, (_, i) => `MIIEvQIBADANBgkqhkiG9w0BAQEFAASC${String(i).padStart(4, "0")}kgwggSkAgEAAoIBAQC7`).join("\n");
    writeFileSync(join(home.dir, "key.txt"), `-----BEGIN PRIVATE KEY-----\n${key}\n-----END PRIVATE KEY-----\n`);
    await call(["run", "sh", "-c", "cat key.txt; exit 1"], { cwd: home.dir });
    const shown = await call(["show"]);
    expect(shown.stdout).toContain("[REDACTED:private-key]");
    expect(shown.stdout).not.toContain("kgwggSkAgEAAoIBAQC7");
  });

  test("a private key whose BEGIN line is beyond everything aye kept still does not leak", async () => {
    // 5000 lines of key: far more than the 256 KiB tail aye keeps of a stream, so the tail starts inside the key.
    const key = Array.from({ length: 5000 }, (_, i) => `MIIEvQIBADANBgkqhkiG9w0BAQEFAASC${String(i).padStart(5, "0")}kgwggSkAgEAAoIBAQC7`).join("\n");
    writeFileSync(join(home.dir, "key.txt"), `-----BEGIN OPENSSH PRIVATE KEY-----\n${key}\n-----END OPENSSH PRIVATE KEY-----\nnext line\n`);
    await call(["run", "sh", "-c", "cat key.txt; exit 1"], { cwd: home.dir });
    const shown = await call(["show"]);
    expect(shown.stdout).toContain("next line");
    expect(shown.stdout).not.toContain("kgwggSkAgEAAoIBAQC7");
  });
});

describe("what reaches the terminal is made visible", () => {
  const OSC52 = "\x1b]52;c;cm0gLXJmIH4=\x07";

  test("an answer's escape sequences are shown at a terminal and passed as they are to a pipe", async () => {
    const reply = "clipboard\\033]52;c;cm0gLXJmIH4=\\007 done\\n";
    const piped = await call(["llm", "claude", "hi"], { env: { STUB_MODE: "reply", STUB_REPLY: reply } });
    expect(piped.stdout).toBe(`clipboard${OSC52} done\n`);
    const t = inTerminal(["llm", "claude", "hi"], { STUB_MODE: "reply", STUB_REPLY: reply });
    expect(await t.proc.exited).toBe(0);
    expect(t.screen()).toContain("clipboard\\e]52;c;cm0gLXJmIH4=\\x07 done");
    expect(t.screen()).not.toContain("\x1b]52");
  });

  test("a command line with escapes is shown escaped by show and log", async () => {
    await call(["run", "sh", "-c", "exit 3", OSC52]);
    const listed = await call(["log"]);
    expect(listed.stdout).toContain("\\e]52;c;");
    expect(listed.stdout).not.toContain("\x1b");
    const t = inTerminal(["show"]);
    expect(await t.proc.exited).toBe(0);
    expect(t.screen()).toContain("\\e]52;c;cm0gLXJmIH4=\\x07");
    expect(t.screen()).not.toContain("\x1b]52");
  });

  test("--print-prompt at a terminal shows the piped input's escapes", async () => {
    await call(["run", "sh", "-c", "exit 1", `\x1b[2J${OSC52}`]);
    const t = inTerminal(["ask", "--print-prompt", "hi"]);
    expect(await t.proc.exited).toBe(0);
    expect(t.screen()).toContain("\\e[2J\\e]52");
    expect(t.screen()).not.toContain("\x1b[2J");
  });

  test("an LLM plan that would draw another command over itself is never offered, and nothing runs", async () => {
    // Shown raw, this would erase its own line and draw "make build" where the find is.
    const spoof = `find ~ -name "*.bak" -delete #\\033[2K\\r│  ● make build\\n`;
    const listed = await call(["fix", "--command", "make", "--exit", "2", "--llm", "-p", "claude"], { env: { STUB_MODE: "reply", STUB_REPLY: spoof } });
    expect(listed.stderr).toContain("held control characters and was dropped");
    expect(listed.stderr).toContain("\\e[2K\\r");
    expect(listed.stdout + listed.stderr).not.toContain("\x1b");
    const yes = await call(["fix", "--command", "make", "--exit", "2", "--llm", "--yes", "-p", "claude"], { env: { STUB_MODE: "reply", STUB_REPLY: spoof } });
    expect(yes.code).toBe(1);
    expect(runs()).toBe("");
  });

  test("at a terminal the spoofed plan is not in the menu, and Enter does not run it", async () => {
    const spoof = `find ~ -name "*.bak" -delete #\\033[2K\\r│  ● make build\\n`;
    const t = inTerminal(["fix", "--command", "make", "--exit", "2", "--llm", "-p", "claude"], { STUB_MODE: "reply", STUB_REPLY: spoof });
    await t.waitFor("Cancel");
    expect(t.screen()).toContain("dropped: find ~ -name \"*.bak\" -delete #\\e[2K\\r│  ● make build");
    const menu = t.screen().slice(t.screen().indexOf("Fix: make"));
    expect(menu).not.toContain("make build");
    expect(menu).not.toContain("-delete");
    t.keys("\x1b");
    expect(await t.proc.exited).toBe(130);
    expect(runs()).toBe("");
  });
});

describe("nothing runs that the person did not choose", () => {
  /** A program that records each time it runs: the one aye must not run by itself. */
  const deployScript = () => {
    const dir = join(home.dir, "proj");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "deploy.sh"), `#!/bin/sh\necho "ran: $*" >> '${join(home.dir, "deploy-ran.txt")}'\necho "deploy.sh: unrecognized option '--forse'" >&2\nexit 2\n`, { mode: 0o755 });
    return dir;
  };

  test("aye fix never runs the failed program to read its --help, in any non-interactive mode", async () => {
    const cwd = deployScript();
    const output = "deploy.sh: unrecognized option '--forse'\n";
    for (const mode of [[], ["--print"], ["--yes"]]) {
      const r = await aye(["fix", "--command", "./deploy.sh prod --forse", "--exit", "2", "--no-llm", ...mode], { env, cwd, stdin: output });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("runs none of your programs on its own");
    }
    expect(existsSync(join(home.dir, "deploy-ran.txt"))).toBe(false);
    expect(runs()).toBe("");
  });

  test("at a terminal, reading --help is offered and runs only when chosen", async () => {
    const cwd = deployScript();
    const log = join(home.dir, "deploy-ran.txt");
    writeFileSync(
      join(cwd, "deploy.sh"),
      `#!/bin/sh\necho "ran: $*" >> '${log}'\ncase " $* " in *" --help "*) echo "usage: deploy.sh [--force] [--dry-run] TARGET"; exit 0 ;; esac\necho "deploy.sh: unrecognized option '--forse'" >&2\nexit 2\n`,
      { mode: 0o755 },
    );
    await aye(["run", "./deploy.sh", "prod", "--forse"], { env, cwd });
    expect(readFileSync(log, "utf8")).toBe("ran: prod --forse\n");
    let screen = "";
    const proc = Bun.spawn([AYE, "fix", "--no-llm"], {
      env: { ...env, TERM: "xterm-256color" },
      cwd,
      terminal: { cols: 160, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    const waitFor = async (text: string) => {
      const until = Date.now() + 5000;
      while (!screen.includes(text) && Date.now() < until) await Bun.sleep(20);
      expect(screen).toContain(text);
    };
    // The label says exactly what would run, words before the first option included.
    await waitFor("Read ./deploy.sh prod --help for the right option (runs it)");
    expect(readFileSync(log, "utf8")).toBe("ran: prod --forse\n");
    proc.terminal!.write("\x1b[B\r"); // below "Edit a command…"
    await waitFor("./deploy.sh prod --force");
    expect(readFileSync(log, "utf8")).toBe("ran: prod --forse\nran: prod --help\n");
    proc.terminal!.write("\x1b");
    expect(await proc.exited).toBe(130);
    expect(runs()).toBe("");
  });

  test("a remembered plan is judged again: a dangerous one in the cache is not run by --yes", async () => {
    await call(["run", "sh", "-c", "echo 'make: *** No targets.  Stop.' >&2; exit 2"]);
    const store = openStore(join(env.XDG_CACHE_HOME!, "aye"), () => {});
    const captured = store.latest()!;
    store.rememberFix(failureShape(failureFrom(captured.command, captured.stdout + captured.stderr, captured.exitCode, captured.cwd)), ["find ~ -name '*.bak' -delete"]);
    store.close();
    const r = await call(["fix", "--yes", "--no-llm"]);
    expect(r.stderr).toContain("not running a dangerous command");
    expect(r.code).toBe(1);
    expect(runs()).toBe("");
  });

  test("a misspelt module is never offered for install, and an LLM's install of it is refused and flagged", async () => {
    const output = "Traceback (most recent call last):\nModuleNotFoundError: No module named 'reqests'\n";
    const offline = await call(["fix", "--command", "python3 app.py", "--exit", "1", "--no-llm"], { stdin: output });
    expect(offline.stdout).not.toContain("install reqests");
    const llm = { STUB_MODE: "reply", STUB_REPLY: "pip install reqests\\n" };
    const listed = await call(["fix", "--command", "python3 app.py", "--exit", "1", "--llm", "-p", "claude"], { stdin: output, env: llm });
    expect(listed.stdout).toContain("DANGEROUS: 'reqests' is one slip from the well-known 'requests'");
    const yes = await call(["fix", "--command", "python3 app.py", "--exit", "1", "--llm", "--yes", "-p", "claude"], { stdin: output, env: llm });
    expect(yes.code).toBe(1);
    expect(runs()).toBe("");
  });

  test("--yes installs nothing, even a well-known package", async () => {
    // Offline, installing then running again is a guess aye is unsure of (src/fix/precision.ts): the plan comes from the model.
    const stdin = "Command 'tree' not found, but can be installed with:\n\nsudo apt install tree\n";
    const offline = await call(["fix", "--command", "tree", "--exit", "127", "--yes", "--no-llm"], { stdin });
    expect(offline.code).toBe(1);
    expect(runs()).toBe("");
    const r = await call(["fix", "--command", "tree", "--exit", "127", "--yes", "--llm", "-p", "claude"], { stdin, env: { STUB_MODE: "reply", STUB_REPLY: "sudo apt install tree && tree\\n" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not installing anything without your choice");
    expect(runs()).toBe("");
    // A module installed then the script run again is a guess aye is unsure of (src/fix/precision.ts): not even offered.
    const unsure = await call(["fix", "--command", "python3 app.py", "--exit", "1", "--yes", "--no-llm"], { stdin: "ModuleNotFoundError: No module named 'requests'\n" });
    expect(unsure.code).toBe(1);
    expect(unsure.stderr).toContain("no correction for: python3 app.py");
    expect(runs()).toBe("");
  });

  test("--yes installs what the project declares, into the project, with its packages' scripts off, and nothing else", async () => {
    const project = join(home.dir, "app");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "app", scripts: { test: "vitest run" }, devDependencies: { vitest: "^1.6.0" } }));
    const stdin = "sh: 1: vitest: not found\n";
    // (Each on a failure of its own: a plan that worked is remembered for its failure.)
    const fix = (reply: string, yes = true) => call(["fix", "--command", reply.split(" && ")[1]!, "--exit", "127", ...(yes ? ["--yes"] : []), "--llm", "-p", "claude"], { stdin, cwd: project, env: { STUB_MODE: "reply", STUB_REPLY: `${reply}\\n` } });
    // The listing says what it does, in words.
    expect((await fix("npm ci --ignore-scripts && npm test", false)).stdout).toContain("installs the packages this project declares, into it");
    expect(runs()).toBe("");
    // Its packages' install scripts would run code nobody read.
    const scripts = await fix("npm ci && npm run unit");
    expect(scripts.code).toBe(1);
    expect(runs()).toBe("");
    const own = await fix("npm ci --ignore-scripts && npm test");
    expect(own.code).toBe(0);
    expect(runs()).toBe("-c\nnpm ci --ignore-scripts && npm test\n");
    const other = await fix("npm install vitest-fixer && npm run unit");
    expect(other.code).toBe(1);
    expect(other.stderr).toContain("not installing anything without your choice");
    const global = await fix("npm install -g vitest && npm run e2e");
    expect(global.code).toBe(1);
    expect(runs()).toBe("-c\nnpm ci --ignore-scripts && npm test\n");
  });

  test("git's own advice to change a setting is listed with what it changes, and --yes does not take it", async () => {
    const output = "fatal: detected dubious ownership in repository at '/srv/app'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /srv/app\n";
    // Offline, the advice then the line again is a guess aye is unsure of (src/fix/precision.ts): the model offers it here.
    const llm = { STUB_MODE: "reply", STUB_REPLY: "git config --global --add safe.directory /srv/app && git status\\n" };
    const listed = await call(["fix", "--command", "git status", "--exit", "128", "--llm", "-p", "claude"], { stdin: output, env: llm });
    expect(listed.stdout).toContain("git config --global --add safe.directory /srv/app && git status");
    expect(listed.stdout).toContain("changes git's global settings");
    const yes = await call(["fix", "--command", "git status", "--exit", "128", "--yes", "--llm", "-p", "claude"], { stdin: output, env: llm });
    expect(yes.stderr).toContain("not changing settings without your choice");
    expect(yes.code).toBe(1);
    expect(runs()).toBe("");
  });

  test("a plan typed under Edit is run once but not remembered as the fix", async () => {
    await call(["run", "ehco", "one"]);
    const t = inTerminal(["fix", "--no-llm"]);
    await t.waitFor("Edit a command");
    t.keys("\x1b[B\r");
    await t.waitFor("Command to run");
    t.keys("\x15git status --short\r");
    expect(await t.proc.exited).toBe(0);
    expect(runs()).toBe("-c\ngit status --short\n");
    await call(["run", "ehco", "one"]);
    const listed = await call(["fix", "--no-llm"]);
    expect(listed.stdout).not.toContain("fixed it last time");
  });
});

describe("input to a prompt has limits that are said before anything is read", () => {
  test.each([
    ["/dev/zero", "not a regular file"],
    [".", "is a directory"],
  ])("@%s gets a clear answer", async (path, message) => {
    const r = await call(["ask", "--print-prompt", `look at @${path}`], { env: { AYE_SESSION: "none" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
  });

  test("a FIFO named with @ is refused without opening it", async () => {
    Bun.spawnSync(["mkfifo", join(home.dir, "pipe")]);
    const r = await call(["ask", "--print-prompt", "@pipe"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not a regular file");
  });

  test("a 2 GB sparse file is refused by its size, unread", async () => {
    Bun.spawnSync(["truncate", "-s", "2G", join(home.dir, "big.log")]);
    const r = await call(["ask", "--print-prompt", "@big.log"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("@big.log is larger than 16 MiB");
    expect(r.stderr).toContain("prompt.max_input_bytes");
  });

  test("piped input past the limit is refused", async () => {
    const r = await call(["llm", "claude", "hi"], { stdin: "x".repeat(4096), env: { AYE_PROMPT_MAX_INPUT_BYTES: "1KB" } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("the piped input is larger than 1 KiB");
    expect(recorded(rec, "claude").stdin).toBeUndefined();
  });
});
