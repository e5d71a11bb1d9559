/**
 * The portable OS paths (macOS's: libc's pipe and ioctl, getpgrp/tcgetpgrp/ttyname, `ps`), forced
 * on Linux and held against the Linux paths (pipe2, /proc) on the same processes.
 * `make test` also runs the run, exec and terminal suites with AYE_OS_PATHS=portable.
 */
import { expect, test } from "bun:test";
import { closeSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { libc } from "../../../src/libc.ts";
import { type OsPath } from "../../../src/os/path.ts";
import { parsePs, pidExists, processInfo, processTable } from "../../../src/os/processes.ts";
import { ROOT, tempHome, terminal } from "../../helpers.ts";

const PATHS: OsPath[] = ["linux", "portable"];

test.each(PATHS)("the %s path's pipe is a pipe with both ends close-on-exec", (path) => {
  const fds = new Int32Array(2);
  expect(libc(path)!.pipe(fds)).toBe(0);
  for (const fd of fds) {
    const flags = Number.parseInt(/^flags:\s+(\d+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"))![1]!, 8);
    expect(flags & 0o2000000).toBe(0o2000000);
  }
  expect(readlinkSync(`/proc/self/fd/${fds[0]}`)).toMatch(/^pipe:\[\d+\]$/);
  expect(readlinkSync(`/proc/self/fd/${fds[1]}`)).toBe(readlinkSync(`/proc/self/fd/${fds[0]}`));
  for (const fd of fds) closeSync(fd);
});

test("ps's table and /proc's agree on a command's processes: parents and group", async () => {
  const proc = Bun.spawn(["sh", "-c", "sleep 30 & sleep 30 & wait"], { stdin: "ignore", stdout: "ignore", stderr: "ignore", detached: true });
  await Bun.sleep(100);
  const mine = (path: OsPath) =>
    processTable(path)
      .filter((p) => p.pgrp === proc.pid)
      .map((p) => `${p.pid} ${p.ppid} ${p.pgrp}`)
      .sort();
  expect(mine("linux")).toHaveLength(3);
  expect(mine("portable")).toEqual(mine("linux"));
  process.kill(-proc.pid, "SIGKILL");
  await proc.exited;
});

test.each(PATHS)("the %s path tells a process's start time the same each time, and no process under an unused pid", async (path) => {
  const proc = Bun.spawn(["sleep", "30"], { stdin: "ignore", stdout: "ignore", stderr: "ignore" });
  const first = processInfo(proc.pid, path)!;
  expect(first).toMatchObject({ pid: proc.pid, ppid: process.pid });
  expect(processInfo(proc.pid, path)!.startTime).toBe(first.startTime);
  expect(pidExists(proc.pid, path)).toBe(true);
  proc.kill("SIGKILL");
  await proc.exited;
  expect(processInfo(proc.pid, path)).toBeUndefined();
  expect(pidExists(proc.pid, path)).toBe(false);
});

test("ps's lstart is read as seconds; lines that are not rows are skipped", () => {
  const rows = parsePs("  PID\n  42     1    42 s000 Ss   Fri Nov 27 20:40:00 2026\n 43 42 42 0x1234 R+ Fri Nov 27 20:40:01 2026\n");
  expect(rows.map((r) => [r.pid, r.ppid, r.pgrp, r.session, r.state])).toEqual([
    [42, 1, 42, "s000", "S"],
    [43, 42, 42, "0x1234", "R"],
  ]);
  expect(rows[1]!.startTime - rows[0]!.startTime).toBe(1);
});

test("without a controlling terminal, both paths say so", () => {
  const script = `import { terminalPlace } from "${join(ROOT, "src", "os", "terminal.ts")}";
const read = (p) => { try { return require("fs").readFileSync(p, "utf8"); } catch {} };
console.log(JSON.stringify([terminalPlace(read, "linux"), terminalPlace(read, "portable")]));`;
  const r = Bun.spawnSync(["setsid", process.execPath, "-e", script], { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [linux, portable] = JSON.parse(r.stdout.toString());
  expect(linux).toEqual({ terminal: false, foreground: false });
  expect(portable).toEqual(linux);
});

test("at a terminal, both paths name the same one and agree on the foreground, in front and behind", async () => {
  const home = tempHome();
  const script = join(home.dir, "place.ts");
  writeFileSync(
    script,
    `import { terminalPlace } from "${join(ROOT, "src", "os", "terminal.ts")}";
const read = (p: string) => { try { return require("fs").readFileSync(p, "utf8"); } catch {} };
console.log("PLACE " + JSON.stringify([terminalPlace(read, "linux"), terminalPlace(read, "portable")]));`,
  );
  const t = terminal(["bash", "--norc", "-i"], { env: { ...home.env, PS1: "$ ", BUN: process.execPath, SCRIPT: script }, cwd: home.dir });
  t.send(`"$BUN" "$SCRIPT"; "$BUN" "$SCRIPT" & wait\n`);
  await t.waitFor("PLACE", 10000);
  for (let i = 0; i < 100 && (t.screen().match(/PLACE \[.*\]/g) ?? []).length < 2; i++) await Bun.sleep(50);
  t.send("exit\n");
  await t.proc.exited;
  home.cleanup();
  const [front, back] = t.screen().match(/PLACE \[.*\]/g)!.map((l) => JSON.parse(l.slice(6)));
  expect(front[0]).toMatchObject({ terminal: true, foreground: true, name: expect.stringMatching(/^pts\/\d+$/) });
  expect(front[1]).toEqual(front[0]);
  expect(back[0]).toMatchObject({ terminal: true, foreground: false });
  expect(back[1]).toMatchObject({ terminal: true, foreground: false });
});
