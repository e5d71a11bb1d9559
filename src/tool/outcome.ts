/** What one call of the bash tool came to, before it is put in words (format.ts) or JSON. */
import type { StreamView } from "./view.ts";

/** The files of a command that runs, or ran, in the background. */
export interface Files {
  stdout: string;
  stderr: string;
}

/** One call's outcome, by kind. */
export type Outcome =
  /** The command ended within its timeout. */
  | { kind: "completed"; exitCode: number; signal: string | null; stdout: StreamView; stderr: StreamView }
  /** The timeout passed: the command goes on in the background. */
  | { kind: "backgrounded"; pid: number; afterMs: number; stdout: StreamView; stderr: StreamView; files: Files }
  /** check_pid of a command still running: what it wrote since the last look. */
  | { kind: "running"; pid: number; stdout: StreamView; stderr: StreamView; files: Files }
  /** check_pid or kill_pid of a command that has ended: its final tails. */
  | {
      kind: "exited";
      pid: number;
      /** null when it is not known (a command ended by a signal, or by someone else). */
      exitCode: number | null;
      signal: string | null;
      /** kill_pid: the signal that ended it, or null when it had already ended. */
      killedWith: string | null;
      byKill: boolean;
      stdout: StreamView;
      stderr: StreamView;
      files: Files;
    }
  /** The call could not be done: bad parameters, a pid aye did not start, a command that could not start. */
  | { kind: "failed"; message: string };

/**
 * Seed 001's isError rule: a command that exits non-zero is an error result,
 * and so is a call that could not be done. A command still running is not; nor
 * is one that kill_pid ended, as asked.
 */
export function isError(outcome: Outcome): boolean {
  switch (outcome.kind) {
    case "completed":
      return outcome.exitCode !== 0;
    case "exited":
      return outcome.killedWith === null && outcome.exitCode !== null && outcome.exitCode !== 0;
    case "failed":
      return true;
    default:
      return false;
  }
}
