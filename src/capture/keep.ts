/**
 * Keeping a finished command, the one way `aye run` and `aye shell` both keep
 * theirs: each stream's text read (by the emulator where it moved the cursor)
 * and redacted before any cut, the last lines per stream, the byte cap over
 * both and the command line, the full log beside it, stored and, for a
 * failure, armed. A failure of aye's bookkeeping is thrown, for the caller to
 * say once.
 */
import type { Config } from "../config.ts";
import type { Ctx } from "../context.ts";
import { storeWriteProblem } from "../store/dir.ts";
import type { Size } from "./pty.ts";
import type { LogFile } from "./log-file.ts";
import type { StreamCapture } from "./stream-capture.ts";
import { enforceByteLimit, headBytes } from "./truncate.ts";

/** One stream as it was captured, and the size of the screen it was shown on (none for a pipe). */
export interface Kept {
  name: string;
  capture: StreamCapture;
  size?: Size;
}

export interface Finished {
  /** The command line as it is shown. */
  command: string;
  argv: string[];
  cwd: string;
  scope: string;
  startedAt: number;
  /** When it ended, if it was kept later; now otherwise. */
  endedAt?: number;
  exitCode: number;
  signal: string | null;
  error: string | null;
  mode: "pty" | "pipe";
  /** stdout's capture, and stderr's where it was told apart. */
  streams: [Kept] | [Kept, Kept];
  log: LogFile;
  arm: boolean;
}

/** Stores `done`: throws what went wrong with the store, the log discarded. */
export async function keepFinished(done: Finished, settings: Config["values"], ctx: Ctx): Promise<void> {
  const maxLines = settings["capture.max_lines"];
  // Loaded only for a run that is kept: its patterns cost start-up that `aye run true` need not pay.
  const redact = settings.redact ? (require("../prompt/redact.ts") as typeof import("../prompt/redact.ts")).redact : undefined;
  const clean = redact ? (text: string) => redact(text) : undefined;
  const texts = await Promise.all(done.streams.map((s) => s.capture.text(maxLines, clean, s.size)));
  const [out, err = { text: "", truncated: false }] = texts;
  // The command line counts against the attach cap too: at most a quarter of it.
  const maxBytes = settings["capture.max_bytes"];
  const command = headBytes((clean ?? String)(done.command), Math.floor(maxBytes / 4));
  const fitted = enforceByteLimit(out!.text, err.text, maxBytes - Buffer.byteLength(command));
  const { log } = done;
  log.finish(done.streams.map((s, i) => ({ name: s.name, text: texts[i]!.text })));
  const logNote = log.failure ?? (log.capped ? `log capped at ${settings["capture.log_max_bytes"]} bytes` : null);
  try {
    const store = ctx.store();
    // A read-only HOME: a capture kept only in memory would be armed for nothing.
    if (store.unwritable) throw new Error(store.unwritable);
    store.add(
      {
        createdAt: done.startedAt,
        scope: done.scope,
        command,
        argv: done.argv,
        cwd: done.cwd,
        exitCode: done.exitCode,
        signal: done.signal,
        error: done.error,
        durationMs: (done.endedAt ?? Date.now()) - done.startedAt,
        mode: done.mode,
        stdout: fitted.stdout,
        stderr: fitted.stderr,
        truncated: texts.some((t) => t.truncated) || fitted.truncated,
        outputBytes: done.streams.reduce((n, s) => n + s.capture.total, 0),
        logPath: log.written > 0 ? log.path : null,
        logBytes: log.written,
        logNote,
      },
      done.arm,
      { keep: settings["store.keep"], maxBytes: settings["store.max_bytes"] },
    );
  } catch (error) {
    log.discard();
    throw new Error(storeWriteProblem(error) ?? (error as Error).message);
  }
}
