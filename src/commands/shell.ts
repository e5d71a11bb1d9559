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
  let passing = true;
  let primed = false;
  const pass = (bytes: Uint8Array) => {
    if (!passing || bytes.length === 0) return;
    try {
      io.write(1, bytes);
    } catch {
      passing = false; // the terminal is gone: the shell gets its hangup
    }
  };
  let closed!: () => void;
  const eof = new Promise<void>((resolve) => (closed = resolve));
  const handle = (chunk: Uint8Array) => {
    for (const piece of splitter.push(chunk)) {
      pass(piece.bytes);
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
  const proc = Bun.spawn(start.argv, {
    cwd: io.cwd,
    env: start.env,
    terminal: {
      cols: first.cols,
      rows: first.rows,
      data(_terminal, data) {
        // Used within this call only (the tail is copied into its ring, a cut mark into the splitter's own carry): no copy.
        handle(data);
      },
      exit: () => closed(),
    },
  });
  const terminal = proc.terminal!;
  pid = proc.pid;
  const keys = io.rawInput((data) => {
    if (data.includes(0x03) || data.includes(0x1c)) cutter.interrupt();
    terminal.write(data);
  });
  // What the shell draws is processed by its own terminal already: aye's only passes it through.
  const output = io.rawOutput();
  const restore = () => {
    output();
    keys();
  };
  const unresize = io.onResize(() => {
    const next = io.size();
    if (next) terminal.resize(next.cols, next.rows);
  });
  // A hangup or a kill meant for aye is meant for the shell; Ctrl-C never reaches aye (raw mode), but a signal sent may.
  const untrap = io.trap(["SIGHUP", "SIGTERM", "SIGINT", "SIGQUIT"], (signal) => {
    try {
      io.kill(proc.pid, signal);
    } catch {}
  });
  try {
    await proc.exited;
    await Promise.race([eof, Bun.sleep(DRAIN_MS)]);
    pass(splitter.flush());
  } finally {
    untrap();
    unresize();
    restore();
    terminal.close();
    cutter.close();
  }
  await kept;
  for (const problem of problems) ctx.ui.warn(`${problem}; the shell's own results were unchanged`);
  if (proc.exitCode !== null) return proc.exitCode;
  return 128 + (typeof proc.signalCode === "number" ? proc.signalCode : (SIGNALS[proc.signalCode ?? ""] ?? 0));
}
