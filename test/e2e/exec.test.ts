/** aye exec through the compiled binary: the bash tool from a shell, across separate processes. */
import { Database } from "bun:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { aye, tempHome } from "../helpers.ts";
import { groupAlive, groupMembers, startTimeOf } from "../../src/tool/process.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let tmp: string;
beforeEach(() => {
  home = tempHome();
  tmp = join(home.dir, "tmp");
  mkdirSync(tmp);
  env = { ...home.env, TMPDIR: tmp, AYE_SESSION: "exec-test" };
});
afterEach(() => home.cleanup());

const exec = (...args: string[]) => aye(["exec", ...args], { env });
const pidOf = (text: string) => Number(/\(pid (\d+)\)/.exec(text)![1]);
const files = () => readdirSync(tmp).filter((n) => n.startsWith("aye-bash-"));

describe("aye exec: the tool's result, the command's exit code", () => {
  test("prints the result text and exits with the command's code", async () => {
    const r = await exec("--", "echo out; echo err >&2; exit 3");
    expect(r.code).toBe(3);
    expect(r.stdout).toBe("stdout:\nout\n\nstderr:\nerr\n\nexit code: 3\n");
    expect(r.stderr).toBe("");
    expect(files()).toEqual([]);
  });

  test.each([
    ["3000 short lines: cut by lines, no file", "seq 3000", "1001\n", "[stdout: Showing last 2000 of 3000 lines. Rerun with head, sed -n or grep to see the earlier lines.]", 0],
    ["one 80 KB line: its tail", "head -c 81920 /dev/zero | tr '\\0' x", "x".repeat(51_200), "[stdout: Showing last 50.0KB of line 1 (line is 80.0KB). Full output: ", 1],
    ["ANSI and control characters", "printf '\\033[1;32mok\\033[0m\\a\\b done\\r\\n'", "ok done\n", "", 0],
  ])("%s", async (_name, command, shown, notice, kept) => {
    const r = await exec("--", command);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`stdout:\n${shown}`);
    expect(r.stdout).toContain(notice);
    expect(files()).toHaveLength(kept);
  });

  test("the words after -- are one command line, run by bash", async () => {
    const r = await exec("--", "echo", "a", "&&", "echo", "b");
    expect(r.stdout).toStartWith("stdout:\na\nb\n");
  });

  test("--json: stdout, stderr, exit code, truncation, files", async () => {
    const r = await exec("--json", "--", "seq 40000");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ kind: "completed", exitCode: 0, pid: null, isError: false, stderr: "", truncated: { stdout: { by: "lines", shownLines: 2000, totalLines: 40000 }, stderr: null } });
    expect(j.stdout.split("\n")[0]).toBe("38001");
    expect(readFileSync(j.files.stdout, "utf8").length).toBe(228_894);
    expect(j.files.stderr).toBeNull();
    expect(j.text).toContain(`[stdout: Showing last 2000 of 40000 lines. Full output: ${j.files.stdout}]`);
  });

  test("an agent's failing command is not armed for the person's next prompt, nor is an aye run inside it", async () => {
    await exec("--", "false");
    const nested = await exec("--", `'${join(import.meta.dir, "..", "..", "dist", "aye")}' run false`);
    expect(nested.code).toBe(1);
    const prompt = await aye(["ask", "--print-prompt", "hi"], { env });
    expect(prompt.stdout).not.toContain("Captured output");
  });
});

describe("aye exec: backgrounded commands across separate calls", () => {
  test("a timeout backgrounds the command, which outlives aye; --check shows what is new, then the exit code", async () => {
    const r = await exec("--timeout", "300", "--", "for i in $(seq 1 10); do echo tick $i; sleep 0.1; done; exit 5");
    expect(r.code).toBe(124);
    expect(r.stdout).toStartWith("[Command backgrounded after 0.3s timeout (pid ");
    const pid = pidOf(r.stdout);
    // The way to manage it is aye exec's own, not the MCP tool's parameters.
    expect(r.stdout).toContain(`Use aye exec --check ${pid} or aye exec --kill ${pid} to manage.]`);
    expect(groupAlive({ pid, startTime: startTimeOf(pid) })).toBe(true); // aye has exited; the command runs on
    const seen = [...r.stdout.matchAll(/tick (\d+)/g)].map((m) => Number(m[1]));
    let last = r;
    for (let i = 0; i < 100; i++) {
      await Bun.sleep(150);
      last = await exec("--check", String(pid));
      if (last.code !== 124) break;
      expect(last.stdout).toStartWith(`[Process ${pid} still running.`);
      seen.push(...[...last.stdout.matchAll(/tick (\d+)/g)].map((m) => Number(m[1])));
    }
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i + 1));
    expect(last.code).toBe(5);
    expect(last.stdout).toStartWith(`[Process ${pid} exited with code 5.\n\nstdout:\ntick 1\n`);
    const list = await exec("--list", "--json");
    expect(JSON.parse(list.stdout)).toMatchObject([{ pid, state: "exited 5" }]);
  });

  test("--kill ends the whole group from another call and prints the final output", async () => {
    const r = await exec("--timeout", "200", "--", "echo started; sleep 300 & sleep 300");
    const pid = pidOf(r.stdout);
    const job = { pid, startTime: startTimeOf(pid) };
    expect(groupMembers(job).length).toBeGreaterThanOrEqual(2);
    expect((await exec("--list")).stdout).toStartWith(`${pid}\trunning\t`);
    const k = await exec("--kill", String(pid));
    expect(k.code).toBe(0);
    expect(k.stdout).toStartWith(`[Process ${pid} killed with SIGTERM.\n\nstdout:\nstarted\n`);
    expect(groupMembers(job)).toEqual([]);
    expect((await exec("--check", String(pid))).stdout).toStartWith(`[Process ${pid} killed with SIGTERM.`);
  });

  test("a pid aye exec did not start here is refused: another scope's, or nobody's", async () => {
    const r = await exec("--timeout", "100", "--", "sleep 300");
    const pid = pidOf(r.stdout);
    const other = await aye(["exec", "--kill", String(pid)], { env: { ...env, AYE_SESSION: "someone-else" } });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`aye: process ${pid} was not started by this bash tool.`);
    expect(groupAlive({ pid, startTime: startTimeOf(pid) })).toBe(true);
    const init = await exec("--check", "1");
    expect(init.code).toBe(1);
    expect(init.stdout).toBe("");
    await exec("--kill", String(pid));
  });

  test("a recorded pid that now names another process (its start time differs) is never signalled", async () => {
    const r = await exec("--timeout", "100", "--", "sleep 300");
    const pid = pidOf(r.stdout);
    const startTime = startTimeOf(pid);
    const db = new Database(join(home.env.XDG_CACHE_HOME, "aye", "aye.db"));
    db.run("UPDATE bash_jobs SET start_time = start_time - 1 WHERE pid = ?", [pid]); // as if the pid had been reused
    db.close();
    const k = await exec("--kill", String(pid));
    expect(k.stdout).toStartWith(`[Process ${pid} had already exited (exit code unknown).`);
    expect(groupAlive({ pid, startTime })).toBe(true);
    process.kill(-pid, "SIGKILL");
  });

  test.each([
    [["--check", "1", "--", "ls"], "a command and --check cannot go together"],
    [["--check", "1", "--kill", "2"], "--check and --kill cannot go together"],
    [[], "give a command after --"],
    [["--timeout", "5", "--list"], "--timeout goes with a command only"],
    [["--timeout", "0", "--", "ls"], "--timeout takes a whole number above 0"],
  ])("%p is a usage error", async (args, message) => {
    const r = await exec(...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
