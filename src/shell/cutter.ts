/**
 * Cuts a shell's output into commands at aye's marks: what comes between a C
 * (output start) and the D (end, with its status) is that command's output.
 * Only the command running now is held (a bounded tail, and a capped log on
 * disk); nothing accumulates across commands. Prompts and line editing (outside
 * C..D) are never kept.
 */
import { readFileSync } from "node:fs";
import { LogFile } from "../capture/log-file.ts";
import { StreamCapture } from "../capture/stream-capture.ts";
import type { ShellKind } from "./hooks.ts";
import type { Piece } from "./marks.ts";

/** 128 + SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU: a job stopped (Ctrl-Z), not ended. */
const STOPPED = [147, 148, 149, 150];

export interface Running {
  capture: StreamCapture;
  log: LogFile;
  startedAt: number;
  /** Ctrl-C or Ctrl-\ was typed while it ran. */
  interrupted: boolean;
}

export type Verdict = "ignore" | "keep" | "arm";

/**
 * What to do with a command that ended: a failure is armed; one the person
 * stopped (Ctrl-C) is kept unarmed, as `aye run` keeps it; a stopped job
 * (Ctrl-Z), a full-screen program and, unless `always`, a success are not kept.
 */
export function verdict(status: number, running: Pick<Running, "capture" | "interrupted">, always: boolean): Verdict {
  if (STOPPED.includes(status) || running.capture.altScreen) return "ignore";
  if (status === 0) return always ? "keep" : "ignore";
  if (status === 130 || status === 131 || (running.interrupted && status > 128)) return "keep";
  return "arm";
}

export interface Ended {
  status: number;
  running: Running;
  endedAt: number;
}

export class Cutter {
  private running: Running | undefined;

  constructor(private readonly start: () => Running) {}

  /** Feeds one piece; returns the command that ended with it, if any. */
  feed(piece: Piece): Ended | undefined {
    const { mark } = piece;
    if (!mark) {
      if (this.running) {
        this.running.capture.push(piece.bytes);
        this.running.log.push(1, piece.bytes);
      }
      return undefined;
    }
    if (mark.kind === "C") {
      this.running?.log.discard();
      this.running = this.start();
      return undefined;
    }
    if (mark.kind === "D" && this.running) {
      const running = this.running;
      this.running = undefined;
      return { status: mark.status, running, endedAt: Date.now() };
    }
    return undefined;
  }

  /** A Ctrl-C (or Ctrl-\) typed now concerns the command running, if one is. */
  interrupt(): void {
    if (this.running) this.running.interrupted = true;
  }

  /** The session ended in the middle of a command: its log goes. */
  close(): void {
    this.running?.log.discard();
    this.running = undefined;
  }
}

/**
 * The directory and command line the hook wrote at the end of a command. bash
 * writes `history 1` (`  42  make test`): its number must have moved on since
 * the last one, or history did not take this line (ignorespace, ignoredups).
 */
export class LineReader {
  private lastNumber: string | undefined;

  constructor(
    private readonly kind: ShellKind,
    private readonly path: string,
  ) {}

  read(): { cwd: string; command: string } | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, "utf8");
    } catch {
      return undefined;
    }
    const nul = text.indexOf("\0");
    if (nul < 0) return undefined;
    const cwd = text.slice(0, nul);
    let command = text.slice(nul + 1);
    if (this.kind === "bash") {
      const m = /^\s*(\d+)\*?\s+([^]*?)\n?$/.exec(command);
      if (!m || m[1] === this.lastNumber) return { cwd, command: "" };
      this.lastNumber = m[1];
      command = m[2]!;
    }
    return { cwd, command };
  }
}
