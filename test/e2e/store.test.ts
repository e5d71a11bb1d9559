/** The capture store keeps its promises through kills, corruption, hostile files and read-only disks. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { chmodSync, chownSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LogFile } from "../../src/capture/log-file.ts";
import { AYE, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let store: string;
beforeEach(() => {
  home = tempHome();
  env = { ...home.env, AYE_SESSION: "s" };
  store = join(home.env.XDG_CACHE_HOME, "aye");
});
afterEach(() => home.cleanup());

const json = async (args: string[], extra: Record<string, string> = {}) => JSON.parse((await aye([...args, "--json"], { env: { ...env, ...extra } })).stdout);

describe("every file aye makes is covered by retention", () => {
  test("after 100 runs killed with SIGKILL mid-output, the logs folder holds only the logs of stored captures", async () => {
    await aye(["run", "sh", "-c", "exit 1"], { env });
    for (let i = 0; i < 100; i++) {
      // 100 KB of output: more than aye buffers before its log file is first written.
      const proc = Bun.spawn([AYE, "run", "sh", "-c", "head -c 100000 /dev/zero | tr '\\0' x; echo; exec sleep 5"], { env, stdout: "pipe", stderr: "ignore", detached: true });
      const reader = proc.stdout.getReader();
      for (let got = 0; got < 100001; ) got += (await reader.read()).value?.length ?? Infinity;
      await Bun.sleep(5);
      process.kill(-proc.pid, "SIGKILL");
      await proc.exited;
    }
    await aye(["run", "sh", "-c", "echo last; exit 2"], { env });
    const kept = (await json(["log", "-n", "1000"])).map((c: { logPath: string | null }) => c.logPath).filter(Boolean);
    const onDisk = readdirSync(join(store, "logs")).map((n) => join(store, "logs", n));
    expect(onDisk.sort()).toEqual(kept.sort());
  }, 60000);

  test("a log of a run that is still going is not swept away by another run", async () => {
    const slow = Bun.spawn([AYE, "run", "sh", "-c", `head -c 200000 /dev/zero | tr '\\0' x; echo; sleep 1; exit 1`], { env, stdout: "ignore", stderr: "ignore" });
    await Bun.sleep(400);
    await aye(["run", "sh", "-c", "exit 1"], { env });
    expect(await slow.exited).toBe(1);
    const newest = (await json(["log", "-n", "2"])).find((c: { command: string }) => c.command.includes("sleep 1"));
    expect(statSync(newest.logPath).size).toBeGreaterThan(200000);
  });

  test("aye clear --all also removes logs that no capture refers to", async () => {
    mkdirSync(join(store, "logs"), { recursive: true });
    writeFileSync(join(store, "logs", "1700000000000-999999-deadbeef.log"), "orphan\n");
    await aye(["clear", "--all"], { env });
    expect(readdirSync(join(store, "logs"))).toEqual([]);
  });

  test("the full log never exceeds its cap, tails included", async () => {
    await aye(["run", "sh", "-c", "seq 1 200000; seq 1 50000 >&2; exit 1"], { env: { ...env, AYE_CAPTURE_LOG_MAX_BYTES: "64KB" } });
    const [c] = await json(["log", "-n", "1"]);
    expect(statSync(c.logPath).size).toBeLessThanOrEqual(64 * 1024);
    expect((await aye(["show", "--log"], { env })).stdout).toContain("log capped at 65536 bytes");
  });

  test("a log that could not be written is not left behind half-written", () => {
    const path = join(home.dir, "full.log");
    symlinkSync("/dev/full", path);
    const log = new LogFile(path, 1 << 20, () => {});
    log.push(1, new Uint8Array(200 * 1024).fill(120));
    log.finish([]);
    expect(log.failure).toContain("could not write");
    expect(existsSync(path) || lstatSync(path, { throwIfNoEntry: false }) !== undefined).toBe(false);
  });

  test("the command line counts against the attach cap", async () => {
    const args = Array.from({ length: 100_000 }, (_, i) => String(i));
    await aye(["run", "sh", "-c", "exit 1", ...args], { env });
    const [c] = await json(["log", "-n", "1"]);
    expect(Buffer.byteLength(c.command)).toBeLessThanOrEqual(10240 / 4 + 64);
    expect(c.command).toContain("[truncated:");
    const block = (await aye(["show"], { env })).stdout;
    expect(Buffer.byteLength(block)).toBeLessThan(10240 + 512);
  });
});

describe("recovery is safe under concurrency", () => {
  test("32 processes meeting a corrupt database at once, 20 rounds: no capture is lost", async () => {
    for (let round = 0; round < 20; round++) {
      const dir = join(home.dir, `r${round}`);
      const cache = join(dir, "cache");
      mkdirSync(join(cache, "aye"), { recursive: true, mode: 0o700 });
      writeFileSync(join(cache, "aye", "aye.db"), "this is not a database at all, just text long enough to look like a header".repeat(20), { mode: 0o600 });
      const procs = Array.from({ length: 32 }, (_, i) => Bun.spawn([AYE, "run", "sh", "-c", `echo run-${i}; exit 1`], { env: { ...env, XDG_CACHE_HOME: cache, AYE_SESSION: `p${i}` }, stdout: "ignore", stderr: "pipe" }));
      const errs = await Promise.all(procs.map(async (p) => (await p.exited, await new Response(p.stderr).text())));
      const stored = await json(["log", "-n", "100"], { XDG_CACHE_HOME: cache });
      expect({ round, count: stored.length, errors: errs.filter((e) => !e.includes("was corrupt")).join("") }).toEqual({ round, count: 32, errors: "" });
      expect(errs.filter((e) => e.includes("was corrupt"))).toHaveLength(1);
    }
  }, 120000);

  test("a directory named aye.db and a file named logs are moved aside, and capturing works", async () => {
    mkdirSync(join(store, "aye.db"), { recursive: true });
    writeFileSync(join(store, "logs"), "not a folder");
    const r = await aye(["run", "sh", "-c", "echo hi; exit 4"], { env });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain("was a directory, not a database; moved it to");
    expect(r.stderr).toContain("was not a directory; moved it to");
    expect((await json(["log"])).length).toBe(1);
  });
});

describe("a store that is not the user's own is refused", () => {
  test("a database file owned by another user", async () => {
    mkdirSync(store, { recursive: true, mode: 0o700 });
    writeFileSync(join(store, "aye.db"), "");
    chownSync(join(store, "aye.db"), 65534, 65534);
    const r = await aye(["log"], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("belongs to user 65534, so aye will not use it");
  });

  test("a database file with a second name (a hard link someone else could read through)", async () => {
    mkdirSync(store, { recursive: true, mode: 0o700 });
    writeFileSync(join(store, "aye.db"), "");
    linkSync(join(store, "aye.db"), join(home.dir, "theirs"));
    const r = await aye(["run", "sh", "-c", "exit 1"], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("has 2 names (hard links)");
  });

  test("with umask 000, the hook and aye still make every folder private", async () => {
    const shell = Bun.spawnSync(["bash", "-c", `umask 000; eval "$(${AYE} init bash)"; ${AYE} run sh -c 'exit 1'`], { env: { ...env, PATH: `/usr/bin:/bin` } });
    expect(shell.exitCode).toBe(1);
    for (const dir of [home.env.XDG_CACHE_HOME, store, join(store, "logs"), join(store, "shells")]) {
      expect({ dir, mode: (statSync(dir).mode & 0o777).toString(8) }).toEqual({ dir, mode: "700" });
    }
  });
});

describe("a store that cannot be written can still be read", () => {
  // Root ignores permissions, so the store belongs to nobody and aye runs as nobody.
  const asNobody = (args: string[]) =>
    Bun.spawnSync(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "env", `HOME=${home.dir}`, `XDG_CACHE_HOME=${home.env.XDG_CACHE_HOME}`, "AYE_SESSION=s", "PATH=/usr/bin:/bin", AYE, ...args], { cwd: "/" });

  test("log and show work, and writing says what is wrong in one line", () => {
    chmodSync(home.dir, 0o755);
    mkdirSync(home.env.XDG_CACHE_HOME, { mode: 0o700 });
    chownSync(home.env.XDG_CACHE_HOME, 65534, 65534);
    expect(asNobody(["run", "sh", "-c", "echo kept; exit 3"]).exitCode).toBe(3);
    chmodSync(store, 0o500);
    chmodSync(join(store, "logs"), 0o500);
    chmodSync(join(store, "aye.db"), 0o400);
    const log = asNobody(["log"]);
    expect({ code: log.exitCode, err: log.stderr.toString() }).toEqual({ code: 0, err: "" });
    expect(log.stdout.toString()).toContain("exit 3");
    expect(asNobody(["show"]).stdout.toString()).toContain("kept");
    const run = asNobody(["run", "sh", "-c", "exit 5"]);
    expect(run.exitCode).toBe(5);
    expect(run.stderr.toString()).toMatch(/^aye: warning: could not save this run's output to .* \(it is read-only\); the command's own result is unchanged\n$/);
    const clear = asNobody(["clear"]);
    expect(clear.exitCode).toBe(1);
    expect(clear.stderr.toString()).toContain("cannot write the capture store");
    expect(clear.stderr.toString()).toContain("Reading (aye log, aye show) still works.");
  });
});
