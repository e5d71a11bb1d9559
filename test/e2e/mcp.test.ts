/** aye mcp through the compiled binary, with the official SDK's Client as the agent. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { AYE, tempHome } from "../helpers.ts";
import { groupAlive, groupMembers, startTimeOf } from "../../src/tool/process.ts";

let home: ReturnType<typeof tempHome>;
let tmp: string;
let client: Client;
let transport: StdioClientTransport;
let stderr: string;

beforeEach(async () => {
  home = tempHome();
  tmp = join(home.dir, "tmp");
  mkdirSync(tmp);
  stderr = "";
  transport = new StdioClientTransport({ command: AYE, args: ["mcp"], cwd: home.dir, env: { ...home.env, TMPDIR: tmp }, stderr: "pipe" });
  transport.stderr?.on("data", (chunk) => (stderr += chunk));
  client = new Client({ name: "aye-test", version: "1.0.0" });
  await client.connect(transport);
});
afterEach(async () => {
  await client.close();
  home.cleanup();
});

type Result = { text: string; isError: boolean };
async function bash(args: Record<string, unknown>): Promise<Result> {
  const r = (await client.callTool({ name: "bash", arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
  expect(r.content).toHaveLength(1);
  return { text: r.content[0]!.text, isError: r.isError === true };
}
const files = () => readdirSync(tmp).filter((n) => n.startsWith("aye-bash-"));
const pidOf = (text: string) => Number(/\(pid (\d+)\)/.exec(text)![1]);
const fileOf = (text: string) => /Full output: (\S+?\.log)/.exec(text)![1]!;

describe("aye mcp: the bash tool of seed 001", () => {
  test("lists one tool, bash, with the seed's description and schema", async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(1);
    expect(tools[0]!.name).toBe("bash");
    expect(tools[0]!.description).toBe(
      "Execute a bash command. Output truncated to last 2000 lines or 50KB; if truncated, full output saved to temp file. Commands exceeding timeout are auto-backgrounded.",
    );
    expect(tools[0]!.inputSchema).toEqual({
      type: "object",
      properties: {
        command: { type: "string", description: "The bash command to execute" },
        timeout: { type: "integer", description: "Timeout in ms before auto-backgrounding (default: 120000)" },
        check_pid: { type: "integer", description: "Check on a backgrounded process, return new output" },
        kill_pid: { type: "integer", description: "Kill a backgrounded process, return final output" },
      },
    });
    expect(client.getServerVersion()?.name).toBe("aye");
  });

  test("a plain command: stdout and stderr apart, the exit code, in the working directory, stdin closed", async () => {
    const r = await bash({ command: "pwd; echo oops >&2; cat; echo after-cat" });
    expect(r).toEqual({ text: `stdout:\n${home.dir}\nafter-cat\n\nstderr:\noops\n\nexit code: 0`, isError: false });
    expect(files()).toEqual([]);
    expect(stderr).toBe("");
  });

  test("a failing command is an error result with its exit code", async () => {
    const r = await bash({ command: "echo partial; exit 3" });
    expect(r.isError).toBe(true);
    expect(r.text).toBe("stdout:\npartial\n\nstderr:\n\n\nexit code: 3");
  });

  test("pagers are off and git does not prompt", async () => {
    const r = await bash({ command: 'echo "$PAGER $GIT_PAGER $MANPAGER $GIT_TERMINAL_PROMPT"' });
    expect(r.text).toStartWith("stdout:\ncat cat cat 0\n");
  });

  test("3000 short lines: the last 2000, and no file (line-only truncation)", async () => {
    const r = await bash({ command: "seq 3000" });
    const out = r.text.split("\n\nstderr:")[0]!.split("\n");
    expect(out[1]).toBe("1001");
    expect(out.at(-2)).toBe("3000");
    expect(out.at(-1)).toBe("[stdout: Showing last 2000 of 3000 lines. Rerun with head, sed -n or grep to see the earlier lines.]");
    expect(files()).toEqual([]);
  });

  test("200 KB: the full output in a private file, named in the notice", async () => {
    const r = await bash({ command: "seq 40000; echo done >&2" });
    expect(r.text).toMatch(/\[stdout: Showing last 2000 of 40000 lines\. Full output: \S+aye-bash-[0-9a-f]{16}\.log\]/);
    const file = fileOf(r.text);
    expect(readFileSync(file, "utf8")).toBe(Array.from({ length: 40000 }, (_, i) => `${i + 1}\n`).join(""));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(file.startsWith(tmp)).toBe(true);
    expect(files()).toEqual([file.slice(tmp.length + 1)]); // stderr was small: its file is gone
    expect(r.text).toContain("\n\nstderr:\ndone\n\nexit code: 0");
  });

  test("one 80 KB line: the tail of that line, on a character boundary", async () => {
    const r = await bash({ command: "printf 'é'; head -c 81920 /dev/zero | tr '\\0' x" });
    const [out] = r.text.split("\n[stdout: ");
    expect(out).toBe(`stdout:\n${"x".repeat(51_200)}`);
    expect(r.text).toMatch(/\[stdout: Showing last 50\.0KB of line 1 \(line is 80\.0KB\)\. Full output: \S+\]/);
  });

  test("ANSI and control characters are removed; tab, newline and \\r redraws are handled", async () => {
    const r = await bash({ command: "printf '\\033[31mred\\033[0m \\033]0;title\\007bell\\001\\002 tab\\tend\\r\\nprogress 10%%\\rprogress 100%%\\n'" });
    expect(r.text).toStartWith("stdout:\nred bell tab\tend\nprogress 100%\n\nstderr:");
  });

  test("a timeout moves the command to the background; each check shows only what is new, then its exit code", async () => {
    const r = await bash({ command: "for i in $(seq 1 12); do echo tick $i; sleep 0.1; done; echo bye >&2; exit 5", timeout: 250 });
    expect(r.isError).toBe(false);
    expect(r.text).toStartWith("[Command backgrounded after 0.25s timeout (pid ");
    expect(r.text).toContain("Use check_pid or kill_pid to manage.]");
    const pid = pidOf(r.text);
    expect(groupAlive({ pid, startTime: startTimeOf(pid) })).toBe(true);
    const seen = [...r.text.matchAll(/tick (\d+)/g)].map((m) => Number(m[1]));
    let last: Result | undefined;
    for (let i = 0; i < 100; i++) {
      await Bun.sleep(150);
      last = await bash({ check_pid: pid });
      if (!last.text.startsWith(`[Process ${pid} still running.`)) break;
      seen.push(...[...last.text.matchAll(/tick (\d+)/g)].map((m) => Number(m[1])));
    }
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i + 1)); // nothing shown twice, nothing skipped
    expect(last!.text).toStartWith(`[Process ${pid} exited with code 5.\n\nstdout:\ntick 1\n`);
    expect(last!.text).toContain("tick 12\n\nstderr:\nbye\n\nFull output: ");
    expect(last!.isError).toBe(true);
  });

  test("kill_pid ends the whole group, SIGKILL for what ignores SIGTERM, and returns the final output", async () => {
    const r = await bash({ command: "trap '' TERM; echo started; sleep 300 & sleep 300 & wait", timeout: 200 });
    const pid = pidOf(r.text);
    const job = { pid, startTime: startTimeOf(pid) };
    expect(groupMembers(job).length).toBeGreaterThanOrEqual(3);
    const k = await bash({ kill_pid: pid });
    expect(k.text).toStartWith(`[Process ${pid} killed with SIGKILL.\n\nstdout:\nstarted\n`);
    expect(k.isError).toBe(false);
    expect(groupMembers(job)).toEqual([]);
    expect((await bash({ check_pid: pid })).text).toStartWith(`[Process ${pid} killed with SIGKILL.`);
  });

  test("a pid the tool did not start is refused, and nothing is signalled", async () => {
    for (const args of [{ check_pid: process.pid }, { kill_pid: process.pid }, { kill_pid: 1 }]) {
      const r = await bash(args);
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(/^Error: process \d+ was not started by this bash tool\./);
    }
  });

  test.each([
    [{ command: "echo x", check_pid: 1 }, "Error: command, check_pid and kill_pid are mutually exclusive; got command and check_pid. Give only one."],
    [{ check_pid: 1, kill_pid: 1 }, "Error: command, check_pid and kill_pid are mutually exclusive; got check_pid and kill_pid. Give only one."],
    [{}, "Error: give one of command, check_pid or kill_pid."],
    [{ check_pid: 1, timeout: 5 }, "Error: timeout goes with command only."],
    [{ command: "" }, "Error: command must be a non-empty string."],
  ])("parameters %p are a clear error", async (args, message) => {
    expect(await bash(args)).toEqual({ text: message, isError: true });
  });
});

test("a call the client cancels ends its command", async () => {
  const pidFile = join(tmp, "pid");
  const abort = new AbortController();
  const call = client.callTool({ name: "bash", arguments: { command: `echo $$ > ${pidFile}; exec sleep 300` } }, undefined, { signal: abort.signal });
  for (let i = 0; i < 100 && !existsSync(pidFile); i++) await Bun.sleep(20);
  const pid = Number(readFileSync(pidFile, "utf8"));
  const job = { pid, startTime: startTimeOf(pid) };
  expect(groupAlive(job)).toBe(true);
  abort.abort();
  await expect(call).rejects.toThrow();
  for (let i = 0; i < 100 && groupAlive(job); i++) await Bun.sleep(20);
  expect(groupAlive(job)).toBe(false);
});

test("when the client goes away, background commands are ended and their files stay", async () => {
  const r = await bash({ command: "echo before; sleep 300", timeout: 200 });
  const pid = pidOf(r.text);
  const job = { pid, startTime: startTimeOf(pid) };
  const file = fileOf(r.text);
  const server = transport.pid!;
  await client.close(); // ends the server's stdin
  for (let i = 0; i < 100 && (groupAlive(job) || existsSync(`/proc/${server}`)); i++) await Bun.sleep(50);
  expect(groupAlive(job)).toBe(false);
  expect(readFileSync(file, "utf8")).toBe("before\n");
});
