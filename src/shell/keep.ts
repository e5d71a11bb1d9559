/**
 * Keeping one command of `aye shell` as `aye run` keeps a run: its screen text
 * read by the emulator, redacted before any cut, the last lines per stream,
 * the byte cap, the full log beside it, stored and (for a failure) armed in
 * this terminal's scope. A command in a terminal writes both streams to one
 * screen: what it showed is its stdout; stderr is not told apart here.
 */
import type { LogFile } from "../capture/log-file.ts";
import type { Size } from "../capture/pty.ts";
import type { StreamCapture } from "../capture/stream-capture.ts";
import { enforceByteLimit, headBytes } from "../capture/truncate.ts";
import type { Config } from "../config.ts";
import type { Ctx } from "../context.ts";
import { redact } from "../prompt/redact.ts";
import { storeWriteProblem } from "../store/dir.ts";

export interface Finished {
  command: string;
  cwd: string;
  status: number;
  startedAt: number;
  endedAt: number;
  capture: StreamCapture;
  log: LogFile;
  size: Size;
  scope: string;
  arm: boolean;
}

/** Stores `done`; a failure of aye's bookkeeping is one warning, never more. */
export async function keep(done: Finished, settings: Config["values"], ctx: Ctx): Promise<void> {
  const maxLines = settings["capture.max_lines"];
  const clean = settings.redact ? (text: string) => redact(text) : undefined;
  const out = await done.capture.text(maxLines, clean, done.size);
  const maxBytes = settings["capture.max_bytes"];
  const command = headBytes((clean ?? String)(done.command), Math.floor(maxBytes / 4));
  const fitted = enforceByteLimit(out.text, "", maxBytes - Buffer.byteLength(command));
  const { log } = done;
  log.finish([{ name: "output", text: out.text }]);
  const logNote = log.failure ?? (log.capped ? `log capped at ${settings["capture.log_max_bytes"]} bytes` : null);
  try {
    const store = ctx.store();
    if (store.unwritable) throw new Error(store.unwritable);
    store.add(
      {
        createdAt: done.startedAt,
        scope: done.scope,
        command,
        argv: done.command.split(/\s+/).filter(Boolean),
        cwd: done.cwd,
        exitCode: done.status,
        signal: null,
        error: null,
        durationMs: done.endedAt - done.startedAt,
        mode: "pty",
        stdout: fitted.stdout,
        stderr: fitted.stderr,
        truncated: out.truncated || fitted.truncated,
        outputBytes: done.capture.total,
        logPath: log.written > 0 ? log.path : null,
        logBytes: log.written,
        logNote,
      },
      done.arm,
      { keep: settings["store.keep"], maxBytes: settings["store.max_bytes"] },
    );
  } catch (error) {
    log.discard();
    throw new Error(`could not save a command's output to ${ctx.storeDir} (${storeWriteProblem(error) ?? (error as Error).message})`);
  }
}
