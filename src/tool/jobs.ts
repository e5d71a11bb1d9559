/**
 * The registry of commands the bash tool moved to the background: only these
 * pids can be checked or killed. `aye mcp` keeps it in memory for the life of
 * the session (seed 001's session-scoped map); `aye exec` keeps it in the store
 * (src/store/bash-jobs.ts), since each call is a new process.
 */
import type { Subprocess } from "bun";
import { readFileSync } from "node:fs";
import type { Files } from "./outcome.ts";
import { leaderAlive, type Owned, signalExitCode } from "./process.ts";

/** Bytes of each stream's file already shown to the model. */
export interface Offsets {
  stdout: number;
  stderr: number;
}

/** A command in the background, as the registry knows it. */
export interface Job extends Owned {
  command: string;
  cwd: string;
  startedAt: number;
  files: Files;
  /** Where the exit status is written when it ends (aye exec), else null. */
  statusPath: string | null;
  /** How far the model has read each file (check_pid shows what is new). */
  offsets: Offsets;
  /** The signal kill_pid ended it with. */
  killedWith: string | null;
}

/** How a command ended: its exit code when known, and the signal that ended it, if one did. */
export interface Ending {
  exitCode: number | null;
  signal: string | null;
}

/** A registry of background commands: only these pids may be checked or killed. */
export interface Jobs {
  add(job: Job, proc?: Subprocess): void;
  get(pid: number): Job | undefined;
  /** Moves the read offsets to `to`: the next check shows what comes after. */
  advance(pid: number, to: Offsets): void;
  markKilled(pid: number, signal: string): void;
  /** How the command ended, or undefined while it runs. */
  ending(job: Job): Ending | undefined;
  list(): Job[];
}

/** An ending read back from the exit status file, for a command aye no longer waits on. */
export function endingFromFiles(job: Job): Ending | undefined {
  if (leaderAlive(job)) return undefined;
  let text = "";
  try {
    text = job.statusPath ? readFileSync(job.statusPath, "utf8").trim() : "";
  } catch {
    // removed: the code is unknown
  }
  if (/^\d+$/.test(text)) return { exitCode: Number(text), signal: null };
  return { exitCode: job.killedWith ? signalExitCode(job.killedWith) : null, signal: job.killedWith };
}

/** The session's registry of `aye mcp`: the commands are its own children, so their exit is known first hand. */
export class MemoryJobs implements Jobs {
  private jobs = new Map<number, { job: Job; proc?: Subprocess }>();

  add(job: Job, proc?: Subprocess): void {
    this.jobs.set(job.pid, { job, proc });
  }

  get(pid: number): Job | undefined {
    return this.jobs.get(pid)?.job;
  }

  advance(pid: number, to: Offsets): void {
    const entry = this.jobs.get(pid);
    if (entry) entry.job.offsets = to;
  }

  markKilled(pid: number, signal: string): void {
    const entry = this.jobs.get(pid);
    if (entry) entry.job.killedWith = signal;
  }

  ending(job: Job): Ending | undefined {
    const proc = this.jobs.get(job.pid)?.proc;
    if (!proc) return endingFromFiles(job);
    if (proc.exitCode === null && proc.signalCode === null) return undefined;
    const signal = proc.signalCode === null ? null : String(proc.signalCode);
    return { exitCode: proc.exitCode ?? (signal ? signalExitCode(signal) : null), signal };
  }

  list(): Job[] {
    return [...this.jobs.values()].map((e) => e.job);
  }
}
