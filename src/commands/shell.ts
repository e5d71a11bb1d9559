/**
 * `aye shell [bash|zsh|fish]`: the person's own shell, with their startup
 * files, in aye's pseudo-terminal. Every byte passes through unchanged (the
 * OSC 133 marks included); aye's hook marks where each command's output starts
 * and ends, and a command that fails is kept and armed as `aye run` keeps one,
 * for this terminal only. Keys, resizes and signals reach the shell as they would
 * without aye; its exit status is aye's.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Finished, keepFinished } from "../capture/keep.ts";
import { LogFile } from "../capture/log-file.ts";
import { type PtySession, startSession } from "../capture/pty-session.ts";
import { terminalSettings } from "../capture/pty.ts";
import { StreamCapture } from "../capture/stream-capture.ts";
import type { Config } from "../config.ts";
import type { Ctx } from "../context.ts";
import { AyeError, usageError } from "../errors.ts";
import { Cutter, LineReader, type Running, verdict } from "../shell/cutter.ts";
import { launch, shellKind } from "../shell/hooks.ts";
import { MarkSplitter } from "../shell/marks.ts";
import { ensureDir, logName } from "../store/dir.ts";
import { scopeOf } from "../store/scope.ts";

export interface ShellInput {
  shell?: string;
  always: boolean;
}

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
/** How long the shell's last output may take to arrive after it exits. */
const DRAIN_MS = 2000;

export async function shell(input: ShellInput, ctx: Ctx): Promise<number> {
  const { io } = ctx;
  if (!io.isTTY.stdin || !io.isTTY.stdout) {
    throw new AyeError("aye shell needs a terminal", { hint: "Start it in a terminal window; to capture one command from a script, use aye run COMMAND." });
  }
  const wanted = input.shell ?? io.env.SHELL ?? "bash";
  const kind = shellKind(wanted);
  if (!kind) throw usageError(`aye shell knows bash, zsh and fish, not '${wanted}'`, "Name one: aye shell bash (or set SHELL).");
  const path = wanted.includes("/") ? wanted : Bun.which(wanted, { PATH: io.env.PATH ?? "" });
  if (!path) throw new AyeError(`${wanted} is not installed (not found on PATH)`, { hint: `Install ${kind}, or name another: aye shell bash.` });
  let config: Config;
  try {
    config = ctx.config();
  } catch (error) {
    ctx.ui.warn(`${(error as Error).message}; aye shell goes on with the default settings`);
    config = ctx.defaults();
  }
  const settings = config.values;

  // The hook's files and its record of each line live in the private store, gone when the shell ends.
  const nonce = randomBytes(12).toString("hex");
  const dir = privateDir(ctx, nonce);
  try {
    return await session(kind, path, dir, nonce, input, settings, ctx);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The session's folder in the store; where the store cannot be written, a private temporary one (the shell runs all the same). */
function privateDir(ctx: Ctx, nonce: string): string {
  try {
    ensureDir(ctx.storeDir);
    const dir = join(ctx.storeDir, "shells", `session-${ctx.io.pid}-${nonce.slice(0, 8)}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  } catch (error) {
    ctx.ui.warn(`cannot write the capture store in ${ctx.storeDir} (${(error as Error).message}): this shell's failures are not kept`);
    return mkdtempSync(join(tmpdir(), "aye-shell-"));
  }
}

async function session(kind: "bash" | "zsh" | "fish", path: string, dir: string, nonce: string, input: ShellInput, settings: Config["values"], ctx: Ctx): Promise<number> {
  const { io } = ctx;
  const start = launch(kind, path, dir, nonce, io.env, false);
  const size = () => io.size() ?? { cols: 80, rows: 24 };
  const tailBytes = Math.max(256 * 1024, settings["capture.max_bytes"] * 8);
  const logsDir = join(ctx.storeDir, "logs");
  const problems: string[] = [];
  const cutter = new Cutter(
    (): Running => {
      const startedAt = Date.now();
      return {
        capture: new StreamCapture(tailBytes),
        log: new LogFile(join(logsDir, logName(startedAt, io.pid)), settings["capture.log_max_bytes"], () => ensureDir(ctx.storeDir)),
        startedAt,
        interrupted: false,
      };
    },
  );
  const lines = new LineReader(kind, join(dir, "line"));
  const splitter = new MarkSplitter(nonce);
  // Read when first needed: right after the spawn the shell may not have taken its terminal yet.
  let scope: string | undefined;
  let pid = 0;
  // Keeping reads the screen (maybe loading the emulator) and writes the store: one at a time, off the output's path.
  let kept: Promise<void> = Promise.resolve();
  let primed = false;
  // Every byte has reached the screen already (the relay passes them on unchanged, the marks included): this only reads them.
  const handle = (chunk: Uint8Array) => {
    for (const piece of splitter.push(chunk)) {
      // At the first prompt the hook wrote where bash's history stands: read, so the next line is judged against it.
      if (piece.mark?.kind === "A" && !primed) {
        primed = true;
        lines.read();
      }
      const ended = cutter.feed(piece);
      if (!ended) continue;
      // Read at every end, so that bash's history number tells a line history did not take.
      const line = lines.read();
      const decision = verdict(ended.status, ended.running, input.always);
      if (decision === "ignore") {
        ended.running.log.discard();
        continue;
      }
      // aye's own commands keep their own failures (aye run, aye fix -- CMD); its menus are no one's output.
      if (line && /^\s*(command\s+)?aye(\s|$)/.test(line.command)) {
        ended.running.log.discard();
        continue;
      }
      const command = line?.command || "(a line the shell's history did not keep)";
      // A command at a terminal writes both streams to one screen: what it showed is its stdout.
      const done: Finished = {
        command,
        argv: command.split(/\s+/).filter(Boolean),
        cwd: line?.cwd || io.cwd,
        scope: (scope ??= scopeOf(pid, io.env, io.proc)),
        startedAt: ended.running.startedAt,
        endedAt: ended.endedAt,
        exitCode: ended.status,
        signal: null,
        error: null,
        mode: "pty",
        streams: [{ name: "output", capture: ended.running.capture, size: size() }],
        log: ended.running.log,
        arm: decision === "arm",
      };
      kept = kept.then(() => keepFinished(done, settings, ctx)).catch((error) => {
        if (problems.length < 1) problems.push(`could not save a command's output to ${ctx.storeDir} (${(error as Error).message})`);
      });
    }
  };

  const first = size();
  // The shell's terminal starts as the person's is; what it draws is processed there already, so the
  // person's only passes it through, from before the shell starts.
  const person = terminalSettings(0);
  const restoreOutput = io.rawOutput();
  let session: PtySession;
  try {
    session = await startSession(
      {
        file: start.argv[0]!,
        argv: start.argv,
        env: start.env,
        cwd: io.cwd,
        size: first,
        settings: person,
        onData: handle,
        // The terminal is gone: the shell gets its hangup.
        onWriteFailure: () => {},
      },
      io,
    );
  } catch (error) {
    restoreOutput();
    throw error;
  }
  const { proc } = session;
  pid = proc.pid;
  const restoreKeys = io.rawInput((data) => {
    if (data.includes(0x03) || data.includes(0x1c)) cutter.interrupt();
    session.write(data);
  });
  const resized = () => {
    const next = io.size();
    if (next) session.resize(next);
  };
  const unresize = io.onResize(resized);
  // The shell may have drawn, and the window changed, before aye listened: catch up with it.
  const now = io.size();
  if (now && (now.cols !== first.cols || now.rows !== first.rows)) resized();
  // A hangup or a kill meant for aye is meant for the shell; Ctrl-C never reaches aye (raw mode), but a signal sent may.
  const untrap = io.trap(["SIGHUP", "SIGTERM", "SIGINT", "SIGQUIT"], (signal) => {
    try {
      io.kill(proc.pid, signal);
    } catch {}
  });
  try {
    await proc.exited;
    await Promise.race([session.done, Bun.sleep(DRAIN_MS)]);
    await session.stop();
  } finally {
    untrap();
    unresize();
    // Undone in the reverse order: raw input's undo puts back the settings it found.
    restoreKeys();
    restoreOutput();
    session.close();
    cutter.close();
  }
  await kept;
  for (const problem of problems) ctx.ui.warn(`${problem}; the shell's own results were unchanged`);
  if (proc.exitCode !== null) return proc.exitCode;
  return 128 + (typeof proc.signalCode === "number" ? proc.signalCode : (SIGNALS[proc.signalCode ?? ""] ?? 0));
}
