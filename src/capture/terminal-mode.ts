/**
 * The command in a pseudo-terminal (when stdin, stdout and stderr are all
 * terminals): colours, progress bars, prompts, window size and job control
 * behave as without aye, and every byte it draws is also captured. Its stderr
 * is a second pseudo-terminal (through the exec shim), so that `[ -t 2 ]`
 * holds and what went to stderr is still told apart.
 */
import { writeSync } from "node:fs";
import type { Io } from "../io.ts";
import { type Command, type Outcome, type SpawnOptions, armTimeout, drain, newState, outcome, passer, trapSignals } from "./child.ts";
import { execError, shimArgv } from "./exec-shim.ts";
import { closer, openPipe, readEnd } from "./pipes.ts";
import { ECHO, ICANON, ISIG as PTY_ISIG, localFlags, openPty, relayMaster, setWindowSize } from "./pty.ts";

/** termios c_lflag ISIG: the terminal turns ^C, ^\ and ^Z into signals. */
const ISIG = 0o1;
/** The default VINTR (^C) and VQUIT (^\) characters. */
const INTERRUPTS = [0x03, 0x1c];

export async function viaTerminal(command: Command, opts: SpawnOptions, io: Io): Promise<Outcome> {
  const size = io.size() ?? { cols: 80, rows: 24 };
  let closed!: () => void;
  const eof = new Promise<void>((resolve) => (closed = resolve));
  let open = true;
  const state = newState();
  const pass = passer(io, opts, state);
  const signals = trapSignals(io, state);
  // stderr's own terminal, and the pipe a failed exec reports on; without them (not Linux) stderr shares the terminal.
  const errPty = openPty(size);
  const status = errPty && openPipe();
  const closeStatus = status ? closer(status.read) : () => {};
  let proc: Bun.Subprocess;
  try {
    const argv = errPty && status ? shimArgv(command.file, command.argv) : [command.file, ...command.argv.slice(1)];
    proc = Bun.spawn(argv, {
      argv0: errPty && status ? argv[0] : command.argv[0],
      env: opts.env,
      stdio: errPty && status ? ["inherit", "inherit", "inherit", errPty.slave, status.write] : undefined,
      terminal: {
        cols: size.cols,
        rows: size.rows,
        data(_terminal, data) {
          // The terminal may reuse its buffer: nothing below keeps the chunk (the capture copies what it keeps).
          const chunk = data;
          if (open) open = pass(1, chunk);
          opts.onOutput(1, chunk);
        },
        exit: () => closed(),
      },
    });
  } catch (error) {
    signals.untrap();
    if (errPty) closer(errPty.master)();
    closeStatus();
    throw error;
  } finally {
    if (errPty) closer(errPty.slave)();
    if (status) closer(status.write)();
  }
  const terminal = proc.terminal!;
  if (status) {
    // Nothing on the status pipe before it closes: the exec went through.
    const report = await new Response(readEnd(status.read)).text();
    closeStatus();
    if (report) {
      await proc.exited;
      await drain(eof, async () => {});
      terminal.close();
      if (errPty) closer(errPty.master)();
      signals.untrap();
      throw execError(report, command.file);
    }
  }
  const errRelay = errPty
    ? relayMaster(errPty.master, (chunk) => {
        if (open) open = pass(2, chunk);
        opts.onOutput(2, chunk);
      })
    : undefined;
  const errDone = errRelay?.done ?? Promise.resolve();
  const forward = (data: Uint8Array) => {
    // A program that took stderr's terminal for its keyboard (less) put it out of the normal line
    // mode and left the controlling terminal in it: keys then go there. Otherwise to the
    // controlling terminal, as always.
    const lineMode = (flags: number) => (flags & (ICANON | ECHO)) === (ICANON | ECHO);
    const errFlags = errPty ? localFlags(errPty.master) : undefined;
    if (errPty && errFlags !== undefined && !lineMode(errFlags) && lineMode(terminal.localFlags)) {
      writeSync(errPty.master, data);
      // stderr's terminal is no session's: its interrupt keys are turned into signals here.
      if ((errFlags & PTY_ISIG) !== 0 && INTERRUPTS.some((c) => data.includes(c))) {
        state.interrupted = true;
        io.kill(-proc.pid, data.includes(0x03) ? "SIGINT" : "SIGQUIT");
      }
      return;
    }
    terminal.write(data);
    const keysSignal = (terminal.localFlags & ISIG) !== 0;
    if (keysSignal && INTERRUPTS.some((c) => data.includes(c))) state.interrupted = true;
    // Ctrl-Z with job control on: the command stops in its terminal, so aye stops
    // too and the shell gets its prompt back; `fg` wakes both.
    if (keysSignal && data.includes(0x1a)) setTimeout(suspend, 20);
  };
  // Keys go to the command as typed; what it draws is processed by its own terminal already, so aye's is only passed through.
  const relay = () => {
    const keys = io.rawInput(forward);
    const output = io.rawOutput();
    return () => {
      output();
      keys();
    };
  };
  let restore = relay();
  const suspend = () => {
    restore();
    io.suspend();
    restore = relay();
    io.kill(-proc.pid, "SIGCONT");
  };
  // The command leads its own session in the pseudo-terminal: a signal sent to aye goes to its whole group.
  const pid = proc.pid;
  signals.start((signal) => io.kill(-pid, signal));
  const unresize = io.onResize(() => {
    const next = io.size();
    if (!next) return;
    terminal.resize(next.cols, next.rows);
    if (errPty) setWindowSize(errPty.master, next);
  });
  const disarm = armTimeout(proc.pid, opts, io, state);
  try {
    await proc.exited;
    await drain(Promise.all([eof, errDone]), async () => errRelay?.stop());
  } finally {
    disarm();
    signals.untrap();
    unresize();
    restore();
    terminal.close();
  }
  return outcome(proc, state, opts);
}

