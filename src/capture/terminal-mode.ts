/**
 * The command in a pseudo-terminal (when stdin, stdout and stderr are all
 * terminals): colours, progress bars, prompts, window size and job control
 * behave as without aye, and every byte it draws is also captured.
 */
import type { Io } from "../io.ts";
import { type Command, type Outcome, type SpawnOptions, armTimeout, drain, newState, outcome, passer, trapSignals } from "./child.ts";

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
  let proc: Bun.Subprocess;
  try {
    proc = Bun.spawn([command.file, ...command.argv.slice(1)], {
      argv0: command.argv[0],
      env: opts.env,
      terminal: {
        cols: size.cols,
        rows: size.rows,
        data(_terminal, data) {
          const chunk = data.slice(); // the terminal may reuse its buffer
          if (open) open = pass(1, chunk);
          opts.onOutput(1, chunk);
        },
        exit: () => closed(),
      },
    });
  } catch (error) {
    signals.untrap();
    throw error;
  }
  const terminal = proc.terminal!;
  const forward = (data: Uint8Array) => {
    terminal.write(data);
    const keysSignal = (terminal.localFlags & ISIG) !== 0;
    if (keysSignal && INTERRUPTS.some((c) => data.includes(c))) state.interrupted = true;
    // Ctrl-Z with job control on: the command stops in its terminal, so aye stops
    // too and the shell gets its prompt back; `fg` wakes both.
    if (keysSignal && data.includes(0x1a)) setTimeout(suspend, 20);
  };
  let restore = io.rawInput(forward);
  const suspend = () => {
    restore();
    io.suspend();
    restore = io.rawInput(forward);
    io.kill(-proc.pid, "SIGCONT");
  };
  // The command leads its own session in the pseudo-terminal: a signal sent to aye goes to its whole group.
  const pid = proc.pid;
  signals.start((signal) => io.kill(-pid, signal));
  const unresize = io.onResize(() => {
    const next = io.size();
    if (next) terminal.resize(next.cols, next.rows);
  });
  const disarm = armTimeout(proc.pid, opts, io, state);
  try {
    await proc.exited;
    await drain(eof, async () => {});
  } finally {
    disarm();
    signals.untrap();
    unresize();
    restore();
    terminal.close();
  }
  return outcome(proc, state, opts);
}
