/** aye run on pipes (every CI job): the command cannot tell aye is there. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AYE, aye, ayeInBash, running, startedOnce, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());
const run = (args: string[]) => aye(["run", ...args], { env: home.env });
const sh = (script: string) => ["sh", "-c", script];
const captures = async () => JSON.parse((await aye(["log", "--json"], { env: home.env })).stdout) as { exitCode: number; pendingHere: boolean }[];

/** Runs a bash script with $0 set to aye, as a shell pipeline would run it; stdout, stderr, code. */
const bash = (script: string) => ayeInBash(script, { env: home.env, cwd: home.dir });

describe("the command's output goes to real pipes", () => {
  test("/dev/stdout and /dev/stderr can be opened, and both are pipes", async () => {
    const r = await run(sh("echo to-err > /dev/stderr; echo to-out > /dev/stdout; [ -p /dev/stdout ] && [ -p /dev/stderr ] && echo both-pipes; stat -L -c %F /dev/stdout"));
    expect(r.stderr).toBe("to-err\n");
    expect(r.stdout).toBe("to-out\nboth-pipes\nfifo\n");
    expect(r.code).toBe(0);
  });

  test("output is passed on as it comes, not when the command ends", async () => {
    const proc = Bun.spawn([AYE, "run", ...sh("echo first; sleep 3; echo second")], { env: home.env, stdout: "pipe", stderr: "pipe" });
    const started = Date.now();
    const first = await proc.stdout.getReader().read();
    expect(new TextDecoder().decode(first.value)).toBe("first\n");
    expect(Date.now() - started).toBeLessThan(2000);
    proc.kill("SIGTERM");
    await proc.exited;
  });

  test("a reader that leaves gives the command SIGPIPE: exit 141, no error message, nothing stored", async () => {
    const r = await bash(`"$0" run yes | head -1; echo "yes=\${PIPESTATUS[0]}"; "$0" run seq 1 1000000 | head -2; echo "seq=\${PIPESTATUS[0]}"`);
    expect(r.stdout).toBe("y\nyes=141\n1\n2\nseq=141\n");
    expect(r.stderr).toBe("");
    expect(await captures()).toEqual([]);
  });

  test("aye's stdout failing (a full disk) leaves the exit code alone, with one warning line", async () => {
    const r = await bash(`exec "$0" run sh -c 'echo out; echo err >&2; exit 5' > /dev/full`);
    expect(r.code).toBe(5);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toContain("err");
    const warnings = lines.filter((line) => line !== "err");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toStartWith("aye: warning: could not pass the command's stdout on (ENOSPC");
  });

  test("output lost to a full device is a failure, as it is for the command alone and for tee", async () => {
    const r = await bash(`sh -c 'echo out' > /dev/full; echo "alone=$?" >&2; "$0" run sh -c 'echo out' > /dev/full; echo "aye=$?" >&2`);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("alone=1");
    expect(r.stderr).toContain("aye=1");
    expect(r.stderr).toContain("aye: warning: could not pass the command's stdout on (ENOSPC");
    expect(await captures()).toMatchObject([{ exitCode: 1, pendingHere: true }]);
  });

  test("a full filesystem gives a non-zero exit, as the command alone does", async () => {
    const mnt = join(home.dir, "small");
    mkdirSync(mnt);
    // A 64 KiB tmpfs (the tests run as root, in CI too); unmounted at the end whatever happens.
    const mounted = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mnt]).exitCode === 0;
    expect(mounted).toBe(true);
    try {
      const r = await bash(`seq 1 100000 > small/alone; echo "alone=$?"; "$0" run seq 1 100000 > small/aye; echo "aye=$?"`);
      expect(r.stdout).toBe("alone=1\naye=1\n");
    } finally {
      Bun.spawnSync(["umount", mnt]);
    }
  });

  test("a full stdout does not stop the command: all of its output is still captured", async () => {
    const r = await bash(`exec "$0" run sh -c 'seq 1 100000; exit 3' > /dev/full`);
    expect(r.code).toBe(3);
    const c = JSON.parse((await aye(["show", "--json"], { env: home.env })).stdout);
    expect(c.stdout.trimEnd().split("\n").pop()).toBe("100000");
  });
});

describe("the command sees itself as typed", () => {
  test("its argv[0] is the word typed, not the resolved path", async () => {
    expect((await run(sh("echo $0"))).stdout).toBe("sh\n");
    expect((await run(["ls", "--help"])).stdout).toStartWith("Usage: ls ");
  });

  test("a script without #! runs with sh, as in a shell", async () => {
    const script = join(home.dir, "no-shebang");
    writeFileSync(script, 'echo "ran as $0 with $1"\nexit 4\n', { mode: 0o755 });
    const r = await aye(["run", "./no-shebang", "an-arg"], { env: home.env, cwd: home.dir });
    expect(r.stdout).toBe("ran as ./no-shebang with an-arg\n");
    expect(r.code).toBe(4);
  });

  test("a deleted working directory: the command still runs there, as in a shell, and the run is kept", async () => {
    const dir = join(home.dir, "gone");
    const r = await bash(`mkdir "${dir}" && cd "${dir}" && rmdir "${dir}" && exec "$0" run sh -c 'echo ran; exit 3' 2>&1`);
    expect(r.stdout).toContain("ran\n");
    expect(r.code).toBe(3);
    expect(JSON.parse((await aye(["show", "--json"], { env: home.env })).stdout)).toMatchObject({ cwd: dir, exitCode: 3, stdout: "ran\n" });
  });

  test("a binary that cannot be executed still gets 126", async () => {
    const file = join(home.dir, "not-for-this-machine");
    writeFileSync(file, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 0x0a]), { mode: 0o755 });
    const r = await run([file]);
    expect(r.code).toBe(126);
    expect(r.stderr).toContain("cannot execute binary file");
  });
});

describe("shell builtins", () => {
  test.each([["cd", "/tmp"], ["export", "A=1"], ["source", "x"], ["alias", "ll=ls"], ["set", "-e"], ["ulimit", "-n"]])(
    "%s is reported as a shell builtin, with how to run it in a shell",
    async (name, arg) => {
      const argv = [name, arg];
      const r = await run(argv);
      expect(r.code).toBe(127);
      expect(r.stderr).toContain(`aye: ${name}: is a shell builtin, not a program`);
      expect(r.stderr).toContain(`aye run sh -c '${argv.join(" ")}'`);
      expect(r.stderr).not.toContain("command not found");
    },
  );

  test("aye fix offers no other command in place of a builtin", async () => {
    await run(["cd", "/tmp"]);
    const r = await aye(["fix", "--print", "--no-llm"], { env: home.env });
    expect(r.stdout).toBe("");
    expect(r.code).toBe(1);
  });
});

describe("signals sent to aye reach the command's whole process group", () => {
  test.each([
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ] as const)("%s: aye exits 128+N and nothing the command started keeps running", async (signal, code) => {
    const token = `41.${code}`;
    const proc = Bun.spawn([AYE, "run", ...sh(`sleep ${token} & echo ready; sleep 40`)], { env: home.env, stdout: "pipe", stderr: "pipe" });
    try {
      const reader = proc.stdout.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe("ready\n");
      await startedOnce(token);
      const sent = Date.now();
      proc.kill(signal);
      expect(await proc.exited).toBe(code);
      expect(Date.now() - sent).toBeLessThan(2000);
      await Bun.sleep(100);
      expect(running(token)).toEqual([]);
    } finally {
      proc.kill("SIGTERM");
      for (const pid of running(token)) process.kill(pid, "SIGKILL");
    }
  });

  test("SIGINT stops a shell waiting on its child at once (exit 130), and the interrupt is logged, not armed", async () => {
    const token = "42.130";
    const proc = Bun.spawn([AYE, "run", "bash", "-c", `echo ready; sleep ${token}; echo not-reached`], { env: home.env, stdout: "pipe", stderr: "pipe" });
    const reader = proc.stdout.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("ready\n");
    const sent = Date.now();
    proc.kill("SIGINT");
    expect(await proc.exited).toBe(130);
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(running(token)).toEqual([]);
    expect(await captures()).toMatchObject([{ exitCode: 130, pendingHere: false }]);
  });
});
