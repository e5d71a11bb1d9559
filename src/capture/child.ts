/**
 * What both ways of running the command share: its options, its outcome, the
 * timeout, and waiting for its output to end.
 */
import type { Io, Signal } from "../io.ts";
import { stopAfter } from "./process-tree.ts";

export interface SpawnOptions {
  /** The command as typed: argv[0] is what the command sees as its own name. */
  argv: string[];
  /** aye's own working directory (the command inherits it, so a deleted one works as in a shell); names are found from here. */
  cwd: string;
  env: Record<string, string | undefined>;
  /** Which of the person's streams are terminals: the command gets the same kind, stream by stream. */
  terminals: Terminals;
  /** Milliseconds before the command is stopped (exit 124); 0 for none. */
  timeoutMs: number;
  /** Milliseconds between SIGTERM and SIGKILL on timeout. */
  graceMs: number;
  onOutput(fd: 1 | 2, chunk: Uint8Array): void;
  /** aye could not pass output on to `fd` (a full disk): said once per stream; the rest is dropped, the command carries on. */
  onWriteFailure(fd: 1 | 2, message: string): void;
}

export interface Terminals {
  stdin: boolean;
  stdout: boolean;
  stderr: boolean;
}

/** What to execute: the file, and the argv the program receives (its argv[0] as typed). */
export interface Command {
  file: string;
  argv: string[];
}

export interface Outcome {
  /** The exit code aye passes on: the command's own, 128+N for a signal, 124, 126 or 127. */
  code: number;
  signal: string | null;
  /** Why the command could not start, or was stopped. */
  error: string | null;
  /** Whoever read aye's output stopped reading (`| head`): a SIGPIPE then is no failure. */
  outputClosed: boolean;
  /** Someone interrupted the run (Ctrl-C, Ctrl-\, SIGINT or SIGQUIT to aye). */
  interrupted: boolean;
  /** A command that could not start is a shell builtin (`cd`, `export`). */
  builtin?: boolean;
}

export interface State {
  timedOut: boolean;
  outputClosed: boolean;
  interrupted: boolean;
}

export const newState = (): State => ({ timedOut: false, outputClosed: false, interrupted: false });

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGBUS: 7, SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGXCPU: 24, SIGXFSZ: 25 };
/** How long output may keep flowing from a background grandchild after the command exits. */
const DRAIN_MS = 2000;

type Exited = { exitCode: number | null; signalCode: string | number | null };

function exitCode(proc: Exited): number {
  if (proc.exitCode !== null) return proc.exitCode;
  return 128 + (typeof proc.signalCode === "number" ? proc.signalCode : (SIGNALS[proc.signalCode ?? ""] ?? 0));
}

/** A command that never ran. */
export const notStarted = (code: number, error: string, builtin = false): Outcome => ({ code, signal: null, error, outputClosed: false, interrupted: false, builtin });

/** Exit codes of a program stopped by SIGINT or SIGQUIT, whether it died of it or exited as a shell does after one. */
const INTERRUPT_CODES = [128 + 2, 128 + 3];

export function outcome(proc: Exited, state: State, opts: SpawnOptions): Outcome {
  const signal = proc.signalCode === null ? null : String(proc.signalCode);
  const code = exitCode(proc);
  // aye's own handler may run only after the command's exit has been seen (the terminal signals both at
  // once), so an exit that says "interrupted" counts as one too.
  const interrupted = !state.timedOut && (state.interrupted || INTERRUPT_CODES.includes(code));
  const base = { signal, outputClosed: state.outputClosed, interrupted };
  if (state.timedOut) return { ...base, code: 124, error: `timed out after ${opts.timeoutMs / 1000}s` };
  return { ...base, code, error: null };
}

/** How a signal aye received is passed on; `early` when it came before the command had started. */
export type Deliver = (signal: Signal, early: boolean) => void;

/**
 * Traps the signals aye passes on from before the command starts: a Ctrl-C
 * typed just then must not end aye and leave the command running, unrecorded.
 * Signals that come before `start` are delivered by it.
 */
export function trapSignals(io: Io, state: State): { start(deliver: Deliver): void; untrap(): void } {
  let passOn: Deliver | undefined;
  const early: Signal[] = [];
  const untrap = io.trap(["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"], (signal) => {
    if (signal === "SIGINT" || signal === "SIGQUIT") state.interrupted = true;
    if (passOn) passOn(signal, false);
    else early.push(signal);
  });
  return {
    start(deliver) {
      passOn = deliver;
      for (const signal of early.splice(0)) deliver(signal, true);
    },
    untrap,
  };
}

/** Arms `--timeout`: the whole tree is stopped, SIGKILL after the grace period. */
export function armTimeout(pid: number, opts: SpawnOptions, io: Io, state: State): () => void {
  if (!opts.timeoutMs) return () => {};
  return stopAfter(pid, opts.timeoutMs, opts.graceMs, io.kill, () => (state.timedOut = true));
}

/** Waits for the output to end, but not for a background grandchild that keeps it open. */
export async function drain(done: Promise<unknown>, abandon: () => Promise<unknown>): Promise<void> {
  let timer: Timer | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), DRAIN_MS)));
  const result = await Promise.race([done, late]);
  clearTimeout(timer);
  if (result === "late") await abandon();
}

let sinceCollect = 0;
let collectAt = 4 * 1024 * 1024;
/**
 * Every chunk read is a fresh buffer; on a command that prints gigabytes the
 * collector lags behind them. Collecting every few MiB keeps memory flat at a
 * cost that is small next to the copying (every 8 MiB: peak RSS at 1 GiB of
 * output 1.06x that at 1 MiB, against 1.14x every 32 MiB, for ~3% throughput).
 */
export function collectNow(bytes: number): void {
  sinceCollect += bytes;
  if (sinceCollect < collectAt) return;
  sinceCollect = 0;
  collectAt = Math.min(collectAt * 2, 8 * 1024 * 1024);
  Bun.gc(true);
}

/**
 * Hands output on to aye's own fd 1 or 2. Returns false once the reader has
 * gone (EPIPE): the caller then closes its end so the command meets SIGPIPE, as
 * it would alone. Any other failure (a full disk) is told once; the rest of that
 * stream is dropped and the command carries on, its exit code untouched.
 */
export function passer(io: Io, opts: SpawnOptions, state: State): (fd: 1 | 2, chunk: Uint8Array) => boolean {
  const failed = { 1: false, 2: false };
  return (fd, chunk) => {
    if (failed[fd]) return true;
    try {
      io.write(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EPIPE") {
        state.outputClosed = true;
        return false;
      }
      failed[fd] = true;
      opts.onWriteFailure(fd, (error as Error).message);
    }
    return true;
  };
}
