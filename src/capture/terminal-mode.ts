/**
 * The command in a pseudo-terminal (when stdin, stdout and stderr are all
 * terminals): colours, progress bars, prompts, window size and job control
 * behave as without aye, and every byte it draws is also captured. Its stderr
 * is a second pseudo-terminal (through the exec shim), so that `[ -t 2 ]`
 * holds and what went to stderr is still told apart.
 */
import { writeSync } from "node:fs";
import type { Io } from "../io.ts";
import { type Command, type Outcome, type SpawnOptions, armTimeout, drain, newState, outcome, trapSignals } from "./child.ts";
import { closer } from "./pipes.ts";
import { ECHO, ICANON, ISIG as PTY_ISIG, localFlags, openPty, setWindowSize, terminalSettings } from "./pty.ts";
import { type PtySession, startSession } from "./pty-session.ts";

/** termios c_lflag ISIG: the terminal turns ^C, ^\ and ^Z into signals. */
const ISIG = 0o1;
/** The default VINTR (^C) and VQUIT (^\) characters. */
const INTERRUPTS = [0x03, 0x1c];

export async function viaTerminal(command: Command, opts: SpawnOptions, io: Io): Promise<Outcome> {
  const size = io.size() ?? { cols: 80, rows: 24 };
  const state = newState();
  const signals = trapSignals(io, state);
  // What aye could not pass on is said once per stream; the rest of it is dropped, the command carries on.
  const failed = { 1: false, 2: false };
  const failure = (fd: 1 | 2) => (message: string) => {
    if (failed[fd]) return;
    failed[fd] = true;
    opts.onWriteFailure(fd, message);
  };
  // stderr's own terminal; without it (not Linux) stderr shares the terminal.
  const errPty = openPty(size);
  const closeErr = errPty ? closer(errPty.master) : () => {};
  // The command's terminal starts as the person's is; what it draws is processed there already, so
  // the person's only passes it through: from before it starts, as the relay passes its first bytes on at once.
  const settings = terminalSettings(0);
  let restoreOutput = io.rawOutput();
  let session: PtySession;
  try {
    session = await startSession(
      {
        file: command.file,
        argv: command.argv,
        env: opts.env,
        size,
        settings,
        stderr: errPty ? { ...errPty, onData: (chunk) => opts.onOutput(2, chunk), onWriteFailure: failure(2) } : undefined,
        onData: (chunk) => opts.onOutput(1, chunk),
        onWriteFailure: failure(1),
      },
      io,
    );
  } catch (error) {
    restoreOutput();
    signals.untrap();
    closeErr();
    throw error;
  } finally {
    if (errPty) closer(errPty.slave)();
  }
  const { proc } = session;
  const forward = (data: Uint8Array) => {
    // A program that took stderr's terminal for its keyboard (less) put it out of the normal line
    // mode and left the controlling terminal in it: keys then go there. Otherwise to the
    // controlling terminal, as always.
    const lineMode = (flags: number) => (flags & (ICANON | ECHO)) === (ICANON | ECHO);
    const errFlags = errPty ? localFlags(errPty.master) : undefined;
    if (errPty && errFlags !== undefined && !lineMode(errFlags) && lineMode(session.localFlags())) {
      try {
        writeSync(errPty.master, data);
      } catch {
        // its terminal cannot take more keys now (a paste into a program not reading): as a full terminal drops them
      }
      // stderr's terminal is no session's: its interrupt keys are turned into signals here.
      if ((errFlags & PTY_ISIG) !== 0 && INTERRUPTS.some((c) => data.includes(c))) {
        state.interrupted = true;
        io.kill(-proc.pid, data.includes(0x03) ? "SIGINT" : "SIGQUIT");
      }
      return;
    }
    session.write(data);
    const keysSignal = (session.localFlags() & ISIG) !== 0;
    if (keysSignal && INTERRUPTS.some((c) => data.includes(c))) state.interrupted = true;
    // Ctrl-Z with job control on: the command stops in its terminal, so aye stops
    // too and the shell gets its prompt back; `fg` wakes both.
    if (keysSignal && data.includes(0x1a)) setTimeout(suspend, 20);
  };
  // Keys go to the command as typed.
  let restoreKeys = io.rawInput(forward);
  // Undone in the reverse order: raw input's undo puts back the settings it found, output processing off included.
  const restore = () => {
    restoreKeys();
    restoreOutput();
  };
  const suspend = () => {
    restore();
    io.suspend();
    restoreOutput = io.rawOutput();
    restoreKeys = io.rawInput(forward);
    io.kill(-proc.pid, "SIGCONT");
  };
  // The command leads its own session in the pseudo-terminal: a signal sent to aye goes to its whole group.
  const pid = proc.pid;
  signals.start((signal) => io.kill(-pid, signal));
  const resized = () => {
    const next = io.size();
    if (!next) return;
    session.resize(next);
    if (errPty) setWindowSize(errPty.master, next);
  };
  const unresize = io.onResize(resized);
  // The command may have drawn, and the window changed, before aye listened: catch up with it.
  const now = io.size();
  if (now && (now.cols !== size.cols || now.rows !== size.rows)) resized();
  const disarm = armTimeout(proc.pid, opts, io, state);
  try {
    await proc.exited;
    await drain(session.done, () => session.stop());
  } finally {
    disarm();
    signals.untrap();
    unresize();
    restore();
    session.close();
    closeErr();
  }
  return outcome(proc, state, opts);
}

