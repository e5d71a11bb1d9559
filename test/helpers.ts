/** Shared by the tests: a temporary home, the compiled binary, an in-memory Io. */
import { expect } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Io } from "../src/io.ts";

export const ROOT = join(import.meta.dir, "..");
export const AYE = join(ROOT, "dist", "aye");

/** A fresh temporary directory with cache/ and config/ for XDG; removed by `cleanup()`. */
export interface TestEnv extends Record<string, string> {
  PATH: string;
  HOME: string;
  XDG_CACHE_HOME: string;
  XDG_CONFIG_HOME: string;
}

export function tempHome(): { dir: string; env: TestEnv; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "aye-test-"));
  const env: TestEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: dir,
    XDG_CACHE_HOME: join(dir, "cache"),
    XDG_CONFIG_HOME: join(dir, "config"),
    LANG: "C.UTF-8",
    // `AYE_OS_PATHS=portable make test-portable` runs the suites through the portable OS paths (src/os/path.ts).
    ...(process.env.AYE_OS_PATHS ? { AYE_OS_PATHS: process.env.AYE_OS_PATHS } : {}),
  };
  return { dir, env, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `yaml` as the config file of a temporary home. */
export function writeConfig(env: { XDG_CONFIG_HOME: string }, yaml: string): void {
  mkdirSync(join(env.XDG_CONFIG_HOME, "aye"), { recursive: true });
  writeFileSync(join(env.XDG_CONFIG_HOME, "aye", "config.yaml"), yaml);
}

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
  stdoutBytes: Uint8Array;
}

/** Runs dist/aye with pipes (never a terminal) and a minimal environment. */
export async function aye(args: string[], opts: { env: Record<string, string>; stdin?: string | Uint8Array; cwd?: string }): Promise<Result> {
  const proc = Bun.spawn([AYE, ...args], {
    env: opts.env,
    cwd: opts.cwd ?? opts.env.HOME,
    stdin: opts.stdin === undefined ? "ignore" : new Blob([opts.stdin]),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdoutBytes, stderr, code] = await Promise.all([new Response(proc.stdout).bytes(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout: new TextDecoder().decode(stdoutBytes), stderr, stdoutBytes };
}

/** `aye fix --yes` for the failure `command` (exit `exit`), with the claude stub answering `plan` in a fenced block. */
export function fixYesWith(plan: string, command: string, opts: { env: Record<string, string>; cwd?: string; exit?: number }): Promise<Result> {
  // The stub prints its reply with printf %b: backslashes must survive it.
  const reply = `\`\`\`sh\n${plan}\n\`\`\`\n`.replaceAll("\\", "\\\\");
  return aye(["fix", "--command", command, "--exit", String(opts.exit ?? 1), "--llm", "--yes", "-p", "claude"], { env: { ...opts.env, STUB_MODE: "reply", STUB_REPLY: reply }, cwd: opts.cwd });
}

/** Runs a bash script with `$0` set to dist/aye, so that it can pipe aye into and out of other programs. */
export async function ayeInBash(script: string, opts: { env: Record<string, string>; cwd?: string }): Promise<{ stdout: string; stderr: string; code: number }> {
  const proc = Bun.spawn(["bash", "-c", script, AYE], { env: opts.env, cwd: opts.cwd ?? opts.env.HOME, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

/** Starts `argv` on a real pseudo-terminal (stdin, stdout and stderr); `send` types into it, `screen` is all it drew. */
export function terminal(argv: string[], opts: { env: Record<string, string>; cwd: string; cols?: number; rows?: number }) {
  let screen = "";
  const decoder = new TextDecoder();
  const proc = Bun.spawn(argv, {
    env: opts.env,
    cwd: opts.cwd,
    terminal: { cols: opts.cols ?? 100, rows: opts.rows ?? 30, data: (_t, d) => (screen += decoder.decode(d, { stream: true })) },
  });
  return {
    proc,
    screen: () => screen,
    send: (text: string) => proc.terminal!.write(text),
    resize: (cols: number, rows: number) => proc.terminal!.resize(cols, rows),
    async waitFor(text: string, ms = 5000) {
      const until = Date.now() + ms;
      while (!screen.includes(text) && Date.now() < until) await Bun.sleep(20);
      expect(screen).toContain(text);
    },
    async exit() {
      const code = await proc.exited;
      proc.terminal!.close();
      return code;
    },
  };
}

/** Pids of the processes whose argv holds the word `token` (say, a sleep with an odd duration). */
export function running(token: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(token);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Waits (up to 3 s) until exactly one process has `token` in its argv: a child started in the background may not be there yet. */
export async function startedOnce(token: string): Promise<void> {
  const until = Date.now() + 3000;
  while (running(token).length === 0 && Date.now() < until) await Bun.sleep(20);
  expect(running(token)).toHaveLength(1);
}

/** An Io that records what is written, for unit tests of commands. */
export function memoryIo(env: Record<string, string | undefined> = {}, cwd = "/tmp"): Io & { out: string; err: string } {
  const decoder = new TextDecoder();
  const io = {
    env,
    pid: process.pid,
    cwd,
    out: "",
    err: "",
    isTTY: { stdin: false, stdout: false, stderr: false },
    write(fd: 1 | 2, data: Uint8Array | string) {
      const text = typeof data === "string" ? data : decoder.decode(data);
      if (fd === 1) io.out += text;
      else io.err += text;
    },
    atLineStart: (fd: 1 | 2) => !(fd === 1 ? io.out : io.err) || (fd === 1 ? io.out : io.err).endsWith("\n"),
    stdin: () => new Blob([]).stream(),
    stdinText: async (): Promise<string | undefined> => "",
    rawInput: () => () => {},
    rawOutput: () => () => {},
    wrote: () => {},
    size: () => undefined,
    onResize: () => () => {},
    trap: () => () => {},
    suspend: () => {},
    promptStreams: () => ({ input: process.stdin, output: process.stderr }),
    protocolStreams: () => ({ input: process.stdin, output: process.stdout }),
    kill: () => {},
    proc: () => undefined,
  };
  return io;
}
