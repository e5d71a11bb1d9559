/**
 * `aye run`: the command's output goes to the person untouched and its exit
 * code is aye's; a failure is kept in the store and armed for the next prompt.
 * aye's own bookkeeping never changes what the command does.
 */
import { join } from "node:path";
import { keepFinished } from "../capture/keep.ts";
import { LogFile } from "../capture/log-file.ts";
import { changesShell } from "../capture/resolve.ts";
import { type Outcome, spawnCommand } from "../capture/spawn.ts";
import { StreamCapture } from "../capture/stream-capture.ts";
import type { Config } from "../config.ts";
import type { Ctx } from "../context.ts";
import { shellQuote } from "../prompt/attach-block.ts";
import { ensureDir, logName } from "../store/dir.ts";
import type { RunInput } from "./run-args.ts";

export const CAPTURED_NOTE = "(Captured failing command output; will attach to next AI prompt)";
const GRACE_MS = 5000;

export async function run(input: RunInput, ctx: Ctx): Promise<number> {
  const { io, ui } = ctx;
  let config: Config;
  try {
    config = ctx.config();
  } catch (error) {
    ui.warn(`${(error as Error).message}; running with default settings`);
    config = ctx.defaults();
  }
  const settings = config.values;
  // The attach block needs at most max_bytes of text per stream; keep a margin for escapes and \r.
  const tailBytes = Math.max(256 * 1024, settings["capture.max_bytes"] * 8);
  const streams = { 1: new StreamCapture(tailBytes), 2: new StreamCapture(tailBytes) };
  const startedAt = Date.now();
  const logsDir = join(ctx.storeDir, "logs");
  const log = input.capture
    ? new LogFile(join(logsDir, logName(startedAt, io.pid)), settings["capture.log_max_bytes"], () => ensureDir(ctx.storeDir, ui.warn))
    : undefined;
  const terminals = io.isTTY;

  // What aye could not pass on (a full disk, /dev/full): as with tee, a run whose output was lost did not succeed.
  let lost: string | undefined;
  const spawned = await spawnCommand(
    {
      argv: input.argv,
      cwd: io.cwd,
      env: io.env,
      terminals,
      timeoutMs: input.timeoutMs,
      graceMs: GRACE_MS,
      onOutput(fd, chunk) {
        streams[fd].push(chunk);
        log?.push(fd, chunk);
      },
      onWriteFailure(fd, message) {
        lost ??= `could not pass the command's ${fd === 1 ? "stdout" : "stderr"} on (${message})`;
        ui.warn(`could not pass the command's ${fd === 1 ? "stdout" : "stderr"} on (${message}); the rest of it is dropped, the command carries on, and the run counts as failed`);
      },
    },
    io,
  );
  if (spawned.error) explain(spawned, input, ctx, (line) => {
    streams[2].push(line);
    log?.push(2, line);
  });

  // Its own failure stands; a success whose output was lost is exit 1 (the warning above said why).
  const outcome: Outcome = lost && spawned.code === 0 ? { ...spawned, code: 1, error: lost } : spawned;
  const interactive = streams[1].altScreen || streams[2].altScreen;
  // Killed by SIGPIPE after its reader left (`aye run x | head -1`) is how pipes end, not a failure.
  const failed = outcome.code !== 0 && !(outcome.outputClosed && outcome.signal === "SIGPIPE");
  // Stopped by the person (Ctrl-C): nothing to explain to a model, but it stays in `aye log`.
  const interrupted = failed && outcome.interrupted;
  const arm = failed && !interrupted;
  if (!log || interactive || !(failed || input.always)) {
    log?.discard();
    return outcome.code;
  }

  // A terminal's output is read at the size it was shown at; a pipe's as a wide terminal would show it.
  const size = io.size();
  try {
    await keepFinished(
      {
        command: input.display ?? shellQuote(input.argv),
        argv: input.argv,
        cwd: io.cwd,
        scope: ctx.scope(),
        startedAt,
        exitCode: outcome.code,
        signal: outcome.signal,
        error: outcome.error,
        mode: terminals.stdout || terminals.stderr ? "pty" : "pipe",
        streams: [
          { name: "stdout", capture: streams[1], size: terminals.stdout ? size : undefined },
          { name: "stderr", capture: streams[2], size: terminals.stderr ? size : undefined },
        ],
        log,
        arm,
      },
      settings,
      ctx,
    );
    if (log.failure) ui.warn(log.failure);
    if (arm) ui.note(CAPTURED_NOTE);
  } catch (error) {
    ui.warn(`could not save this run's output to ${ctx.storeDir} (${(error as Error).message}); the command's own result is unchanged`);
  }
  return outcome.code;
}

/**
 * Says why the command did not run, or was stopped, as a shell would say it,
 * on a line of its own; the line is kept with the output too ("why didn't this
 * run?" is a fair question for a model).
 */
function explain(outcome: Outcome, input: RunInput, ctx: Ctx, keep: (line: Uint8Array) => void): void {
  const { io, ui } = ctx;
  const line = Buffer.from(`aye: ${outcome.error}\n`);
  try {
    io.write(2, io.atLineStart(2) ? line : Buffer.concat([Buffer.from("\n"), line]));
  } catch {
    // stderr is gone: the exit code still tells
  }
  keep(line);
  const name = input.argv[0]!;
  if (outcome.builtin) {
    const why = changesShell(name) ? ` ('${name}' there changes only that shell: type it without aye to change yours)` : "";
    ui.error("aye runs programs, not shell builtins", `To run it in a shell: aye run sh -c ${shellQuote([shellQuote(input.argv)])}${why}`);
  } else if (outcome.code === 127 && input.argv.length === 1 && /\s/.test(name)) {
    ui.error("aye runs a program with its arguments, not a shell command line", `To run it through a shell: aye run sh -c ${shellQuote(input.argv)}`);
  }
}
