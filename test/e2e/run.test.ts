/** aye run through the compiled binary, on pipes. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AYE, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());
const run = (args: string[], stdin?: string) => aye(["run", ...args], { env: home.env, stdin });
const show = async (...args: string[]) => JSON.parse((await aye(["show", "--json", ...args], { env: home.env })).stdout);
const sh = (script: string) => ["sh", "-c", script];

describe("aye run exit codes", () => {
  test.each([
    ["the wrapped command's own code", sh("exit 3"), 3],
    ["0 on success", ["true"], 0],
    ["128+N for a signal", sh("kill -TERM $$"), 143],
    ["127 for a command not found", ["aye-no-such-command"], 127],
    ["126 for a directory", ["/tmp"], 126],
    ["127 for a missing path", ["./missing-script.sh"], 127],
  ])("run exits with %s", async (_name, argv, code) => {
    expect((await run(argv)).code).toBe(code);
  });

  test("run exits with 126 for a file that is not executable", async () => {
    const file = join(home.dir, "not-executable.sh");
    writeFileSync(file, "echo should not run\n", { mode: 0o644 });
    const r = await run([file]);
    expect(r.code).toBe(126);
    expect(r.stdout).toBe("");
  });

  test("--timeout gives 124 and stops the whole process tree", async () => {
    const marker = join(home.dir, "survivor");
    const started = Date.now();
    const r = await run(["--timeout", "500ms", ...sh(`(sleep 2; touch ${marker}) & sleep 30`)]);
    expect(r.code).toBe(124);
    expect(r.stderr).toContain("timed out after 0.5s");
    expect(Date.now() - started).toBeLessThan(5000);
    await Bun.sleep(2500);
    expect(existsSync(marker)).toBe(false);
  });

  test("--timeout sends SIGKILL after the grace period to a command that ignores SIGTERM", async () => {
    const started = Date.now();
    const r = await run(["--timeout", "0.3", ...sh("trap '' TERM; while :; do sleep 0.1; done")]);
    expect(r.code).toBe(124);
    expect(Date.now() - started).toBeLessThan(9000);
  }, 15000);
});

describe("aye run output", () => {
  test("arguments reach the command verbatim, flags included", async () => {
    const r = await run(["printf", "%s|", "-la", "--watch", "-x", "a b", "", "$HOME", "*"]);
    expect(r.stdout).toBe("-la|--watch|-x|a b||$HOME|*|");
  });

  test("-- separates aye's options from a command that starts with a dash-looking word", async () => {
    expect((await run(["--", "echo", "--always"])).stdout).toBe("--always\n");
  });

  test("stdout and stderr stay apart on pipes", async () => {
    const r = await run(sh("echo to-out; echo to-err >&2; echo more-out"));
    expect(r.stdout).toBe("to-out\nmore-out\n");
    expect(r.stderr).toBe("to-err\n");
  });

  test("output is byte for byte the bare command's, colour codes and binary included", async () => {
    const file = join(home.dir, "data.bin");
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) % 256);
    writeFileSync(file, Buffer.concat([Buffer.from("\x1b[31mred\x1b[0m\r\n"), bytes]));
    const bare = Bun.spawnSync(["cat", file]).stdout;
    const r = await run(["cat", file]);
    expect(Buffer.compare(Buffer.from(r.stdoutBytes), bare)).toBe(0);
  });

  test("stdin reaches the command", async () => {
    expect((await run(["tr", "a-z", "A-Z"], "hello\n")).stdout).toBe("HELLO\n");
  });

  test("a reader that leaves early ends the run at once, quietly, and is no failure", async () => {
    const big = join(home.dir, "big.txt");
    writeFileSync(big, "line of output\n".repeat(500_000));
    const proc = Bun.spawn(["sh", "-c", `'${AYE}' run cat '${big}' | head -1; echo "status=\${PIPESTATUS:-}"`], { env: home.env, stdout: "pipe", stderr: "pipe" });
    const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    expect(out.startsWith("line of output\n")).toBe(true);
    expect(err).toBe("");
    expect((await aye(["log", "--json"], { env: home.env })).stdout.trim()).toBe("[]");
  });

  test("a background grandchild holding the pipe does not keep aye waiting", async () => {
    const started = Date.now();
    const r = await run(sh("sleep 20 & echo started"));
    expect(r.stdout).toBe("started\n");
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe("aye run capture", () => {
  test("a failure is stored and armed, with the seed's block", async () => {
    await run(sh("echo partial; echo 'boom: it broke' >&2; exit 2"));
    const c = await show();
    expect(c).toMatchObject({ command: "sh -c 'echo partial; echo '\\''boom: it broke'\\'' >&2; exit 2'", exitCode: 2, stdout: "partial\n", stderr: "boom: it broke\n", pending: true });
    const block = (await aye(["show"], { env: home.env })).stdout;
    expect(block).toBe(
      `---\nCaptured output from last failing command:\n$ ${c.command}\ncwd: ${home.dir}\nexit_code: 2\n\nSTDOUT:\npartial\n\nSTDERR:\nboom: it broke\n---\n`,
    );
  });

  test("a success is not stored, and does not disarm the pending failure", async () => {
    await run(sh("exit 1"));
    await run(["echo", "fine"]);
    const list = JSON.parse((await aye(["log", "--json"], { env: home.env })).stdout);
    expect(list).toHaveLength(1);
    expect(list[0].pendingHere).toBe(true);
  });

  test("--always keeps a success without arming it", async () => {
    await run(["--always", "echo", "kept"]);
    const c = await show();
    expect(c.stdout).toBe("kept\n");
    expect(c.pending).toBe(false);
  });

  test("--no-capture keeps nothing", async () => {
    await run(["--no-capture", ...sh("exit 5")]);
    expect(existsSync(join(home.env.XDG_CACHE_HOME, "aye", "aye.db"))).toBe(false);
  });

  test("a whole shell command line in one word gets a hint to use sh -c", async () => {
    const r = await run(["make build && make test"]);
    expect(r.code).toBe(127);
    expect(r.stderr).toContain("aye run sh -c 'make build && make test'");
  });

  test("a command that could not start is captured with the reason", async () => {
    await run(["definitely-not-installed-xyz", "--flag"]);
    const c = await show();
    expect(c.exitCode).toBe(127);
    expect(c.stderr).toBe("aye: definitely-not-installed-xyz: command not found\n");
  });

  test("colours, progress bars and control bytes are cleaned in the capture only", async () => {
    const r = await run(sh("printf '\\033[32mok\\033[0m\\n10%%\\r50%%\\r100%%\\r\\ndone\\000\\n'; exit 1"));
    expect(r.stdout).toBe("\x1b[32mok\x1b[0m\n10%\r50%\r100%\r\ndone\0\n");
    expect((await show()).stdout).toBe("ok\n100%\ndone\n");
  });

  test("long output keeps the last 100 lines with the exact marker, and the full log on disk", async () => {
    await run(sh("seq 1 5000; exit 1"));
    const c = await show();
    const lines = c.stdout.split("\n");
    expect(lines[0]).toBe("...[truncated: showing last 100 lines]");
    expect(lines[1]).toBe("4901");
    expect(lines[100]).toBe("5000");
    const log = (await aye(["show", "--log"], { env: home.env })).stdout;
    expect(log.split("\n").length).toBe(5001);
    expect(statSync(c.logPath).mode & 0o777).toBe(0o600);
  });

  test("one huge line is capped at 10 KB for the attach block", async () => {
    await run(sh("head -c 3000000 /dev/zero | tr '\\0' x; exit 1"));
    const c = await show();
    expect(new TextEncoder().encode(c.stdout + c.stderr).length).toBeLessThanOrEqual(10240);
    expect(c.stdout).toStartWith("...[truncated: showing last");
    expect(c.truncated).toBe(true);
  });

  test("the full log is capped, and the cap is stated", async () => {
    await run(sh("seq 1 200000; exit 1"), undefined);
    const env = { ...home.env, AYE_CAPTURE_LOG_MAX_BYTES: "64KB" };
    await aye(["run", "sh", "-c", "seq 1 200000; exit 1"], { env });
    const c = await show();
    expect(c.logNote).toContain("capped");
    const log = readFileSync(c.logPath, "utf8");
    expect(log).toContain("...[log capped at 65536 bytes:");
    expect(log.trimEnd().endsWith("200000")).toBe(true);
  });

  test("binary output does not break the capture", async () => {
    await run(sh("head -c 200000 /dev/urandom; exit 1"));
    const c = await show();
    expect(new TextEncoder().encode(c.stdout).length).toBeLessThanOrEqual(10240);
    expect(c.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });

  test("the store directory is private", async () => {
    await run(sh("exit 1"));
    expect(statSync(join(home.env.XDG_CACHE_HOME, "aye")).mode & 0o777).toBe(0o700);
    expect(statSync(join(home.env.XDG_CACHE_HOME, "aye", "aye.db")).mode & 0o777).toBe(0o600);
  });
});

describe("aye run when aye's own bookkeeping fails", () => {
  test("a corrupt database changes neither output nor exit code, and is rebuilt", async () => {
    const dir = join(home.env.XDG_CACHE_HOME, "aye");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "aye.db"), "garbage ".repeat(1000));
    const r = await run(sh("echo out; exit 4"));
    expect(r.code).toBe(4);
    expect(r.stdout).toBe("out\n");
    expect(r.stderr).toContain("corrupt");
    expect((await show()).stdout).toBe("out\n");
  });

  test("an unwritable cache changes neither output nor exit code", async () => {
    const env = { ...home.env, XDG_CACHE_HOME: "/proc/aye-cannot-write-here" };
    const r = await aye(["run", "sh", "-c", "echo out; echo err >&2; exit 6"], { env });
    expect(r.code).toBe(6);
    expect(r.stdout).toBe("out\n");
    expect(r.stderr).toStartWith("err\n");
    expect(r.stderr).toContain("could not save");
  });

  test("a broken config file warns and runs the command with defaults", async () => {
    mkdirSync(join(home.env.XDG_CONFIG_HOME, "aye"), { recursive: true });
    writeFileSync(join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"), "capture:\n  max_lines: many\n");
    const r = await run(sh("echo out; exit 2"));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("out\n");
    expect(r.stderr).toContain("config.yaml:2");
    expect(r.stderr).toContain("default settings");
  });

  test("32 concurrent failing runs leave 32 captures and no error", async () => {
    const results = await Promise.all(Array.from({ length: 32 }, (_, i) => run(sh(`echo run ${i}; exit 1`))));
    for (const r of results) {
      expect(r.code).toBe(1);
      expect(r.stderr).toBe("");
    }
    const list = JSON.parse((await aye(["log", "--json", "-n", "100"], { env: home.env })).stdout);
    expect(list).toHaveLength(32);
    expect(new Set(list.map((c: { stdout: string }) => c.stdout)).size).toBe(32);
  });

  test("kill -9 of aye mid-run leaves a store the next run uses", async () => {
    await run(sh("exit 1"));
    const proc = Bun.spawn([AYE, "run", "sh", "-c", "seq 1 100000000; exit 1"], { env: home.env, stdout: "ignore", stderr: "ignore" });
    await Bun.sleep(300);
    proc.kill("SIGKILL");
    await proc.exited;
    const r = await run(sh("echo after; exit 3"));
    expect(r.stderr).toBe("");
    expect((await show()).stdout).toBe("after\n");
  });
});
