/**
 * Runs the wrapped command so that the person sees exactly what they would
 * without aye: a pseudo-terminal when stdin, stdout and stderr are all
 * terminals, pipes otherwise. Every byte is handed on as it arrives and also
 * shown to `onOutput`, which keeps what it needs.
 */
import { accessSync, constants, statSync } from "node:fs";
import type { Io, Signal } from "../io.ts";
import { parseStat } from "../proc-stat.ts";
import { stopAfter } from "./process-tree.ts";

export interface SpawnOptions {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  pty: boolean;
  /** Milliseconds before the command is stopped (exit 124); 0 for none. */
  timeoutMs: number;
  /** Milliseconds between SIGTERM and SIGKILL on timeout. */
  graceMs: number;
  onOutput(fd: 1 | 2, chunk: Uint8Array): void;
}

export interface Outcome {
  /** The exit code aye passes on: the command's own, 128+N for a signal, 124, 126 or 127. */
  code: number;
  signal: string | null;
  /** Why the command could not start, or was stopped. */
  error: string | null;
  /** Whoever read aye's output stopped reading (`| head`): a SIGPIPE then is no failure. */
  outputClosed: boolean;
}

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGBUS: 7, SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGXCPU: 24, SIGXFSZ: 25 };
/** How long output may keep flowing from a background grandchild after the command exits. */
const DRAIN_MS = 2000;
/** termios c_lflag ISIG: the terminal turns ^C and ^Z into signals. */
const ISIG = 0o1;

/** Finds why `name` cannot be run, as a shell would say it, with its exit code. */
export function resolveCommand(name: string, env: Record<string, string | undefined>, cwd: string): { path: string } | { code: 126 | 127; error: string } {
  if (name.includes("/")) {
    const path = name.startsWith("/") ? name : `${cwd}/${name}`;
    let isDir = false;
    try {
      isDir = statSync(path).isDirectory();
    } catch {
      return { code: 127, error: `${name}: No such file or directory` };
    }
    if (isDir) return { code: 126, error: `${name}: Is a directory` };
    try {
      accessSync(path, constants.X_OK);
    } catch {
      return { code: 126, error: `${name}: Permission denied` };
    }
    return { path };
  }
  const path = Bun.which(name, { PATH: env.PATH ?? "", cwd });
  return path ? { path } : { code: 127, error: `${name}: command not found` };
}

type Exited = { exitCode: number | null; signalCode: string | number | null };

function exitCode(proc: Exited): number {
  if (proc.exitCode !== null) return proc.exitCode;
  return 128 + (typeof proc.signalCode === "number" ? proc.signalCode : (SIGNALS[proc.signalCode ?? ""] ?? 0));
}

/** A command that never ran. */
const notStarted = (code: number, error: string): Outcome => ({ code, signal: null, error, outputClosed: false });

export async function spawnCommand(opts: SpawnOptions, io: Io): Promise<Outcome> {
  const resolved = resolveCommand(opts.argv[0]!, opts.env, opts.cwd);
  if ("error" in resolved) return notStarted(resolved.code, resolved.error);
  const argv = [resolved.path, ...opts.argv.slice(1)];
  try {
    return opts.pty ? await viaTerminal(argv, opts, io) : await viaPipes(argv, opts, io);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return notStarted(127, `${opts.argv[0]}: command not found`);
    if (code === "EACCES" || code === "ENOEXEC") return notStarted(126, `${opts.argv[0]}: cannot execute: ${(error as Error).message}`);
    throw error;
  }
}

/** Whether aye is in its terminal's foreground process group (so keyboard signals reach its child too). */
function inForeground(io: Io): boolean {
  const stat = io.proc("/proc/self/stat");
  if (!stat) return true;
  const { ttyNr, pgrp, tpgid } = parseStat(stat);
  return ttyNr !== 0 && tpgid === pgrp;
}

/** Arms `--timeout`: the whole tree is stopped, SIGKILL after the grace period. */
function armTimeout(pid: number, opts: SpawnOptions, io: Io, state: State): () => void {
  if (!opts.timeoutMs) return () => {};
  return stopAfter(pid, opts.timeoutMs, opts.graceMs, io.kill, () => (state.timedOut = true));
}

interface State {
  timedOut: boolean;
  outputClosed: boolean;
}

function outcome(proc: Exited, state: State, opts: SpawnOptions): Outcome {
  const signal = proc.signalCode === null ? null : String(proc.signalCode);
  const base = { signal, outputClosed: state.outputClosed };
  if (state.timedOut) return { ...base, code: 124, error: `timed out after ${opts.timeoutMs / 1000}s` };
  return { ...base, code: exitCode(proc), error: null };
}

async function viaPipes(argv: string[], opts: SpawnOptions, io: Io): Promise<Outcome> {
  const proc = Bun.spawn(argv, { cwd: opts.cwd, env: opts.env, stdin: "inherit", stdout: "pipe", stderr: "pipe" });
  // The child shares our process group: in the terminal's foreground, its Ctrl-C
  // reaches the child directly and must not arrive twice. Any other signal is passed on.
  const untrap = io.trap(["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"], (signal: Signal) => {
    if ((signal === "SIGINT" || signal === "SIGQUIT") && inForeground(io)) return;
    proc.kill(signal);
  });
  const state = { timedOut: false, outputClosed: false };
  const disarm = armTimeout(proc.pid, opts, io, state);
  const readers = [proc.stdout.getReader(), proc.stderr.getReader()] as const;
  const pump = async (reader: (typeof readers)[number], fd: 1 | 2) => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      try {
        io.write(fd, value);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EPIPE") throw error;
        // The reader went away (`| head -1`): close our end so the command gets SIGPIPE, as it would alone.
        state.outputClosed = true;
        await reader.cancel();
        return;
      }
      opts.onOutput(fd, value);
      collectNow(value.length);
    }
  };
  const pumps = Promise.all([pump(readers[0], 1), pump(readers[1], 2)]);
  try {
    await proc.exited;
    await drain(pumps, () => Promise.all(readers.map((r) => r.cancel().catch(() => {}))));
  } finally {
    disarm();
    untrap();
  }
  return outcome(proc, state, opts);
}

let sinceCollect = 0;
let collectAt = 4 * 1024 * 1024;
/**
 * Every chunk read is a fresh buffer; on a command that prints gigabytes the
 * collector lags behind them. Collecting every few MiB keeps memory flat at a
 * cost that is small next to the copying.
 */
function collectNow(bytes: number): void {
  sinceCollect += bytes;
  if (sinceCollect < collectAt) return;
  sinceCollect = 0;
  collectAt = Math.min(collectAt * 2, 32 * 1024 * 1024);
  Bun.gc(true);
}

/** Waits for the output to end, but not for a background grandchild that keeps it open. */
async function drain(done: Promise<unknown>, abandon: () => Promise<unknown>): Promise<void> {
  let timer: Timer | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), DRAIN_MS)));
  const result = await Promise.race([done, late]);
  clearTimeout(timer);
  if (result === "late") await abandon();
}

async function viaTerminal(argv: string[], opts: SpawnOptions, io: Io): Promise<Outcome> {
  const size = io.size() ?? { cols: 80, rows: 24 };
  let closed!: () => void;
  const eof = new Promise<void>((resolve) => (closed = resolve));
  let open = true;
  const state: State = { timedOut: false, outputClosed: false };
  const proc = Bun.spawn(argv, {
    cwd: opts.cwd,
    env: opts.env,
    terminal: {
      cols: size.cols,
      rows: size.rows,
      data(_terminal, data) {
        const chunk = data.slice(); // the terminal may reuse its buffer
        if (open) {
          try {
            io.write(1, chunk);
          } catch {
            open = false;
            state.outputClosed = true;
          }
        }
        opts.onOutput(1, chunk);
      },
      exit: () => closed(),
    },
  });
  const terminal = proc.terminal!;
  const forward = (data: Uint8Array) => {
    terminal.write(data);
    // Ctrl-Z with job control on: the command stops in its terminal, so aye stops
    // too and the shell gets its prompt back; `fg` wakes both.
    if (data.includes(0x1a) && (terminal.localFlags & ISIG) !== 0) setTimeout(suspend, 20);
  };
  let restore = io.rawInput(forward);
  const suspend = () => {
    restore();
    io.suspend();
    restore = io.rawInput(forward);
    io.kill(-proc.pid, "SIGCONT");
  };
  const untrap = io.trap(["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"], (signal) => io.kill(-proc.pid, signal));
  const unresize = io.onResize(() => {
    const next = io.size();
    if (next) terminal.resize(next.cols, next.rows);
  });
  const disarm = armTimeout(proc.pid, opts, io, state);
  try {
    await proc.exited;
    await drain(eof, async () => {});
  } finally {
    disarm();
    untrap();
    unresize();
    restore();
    terminal.close();
  }
  return outcome(proc, state, opts);
}
