/**
 * The command on pipes (when stdin, stdout or stderr is not a terminal: every
 * CI job). Its stdout and stderr are pipe(2) pipes aye reads and passes on, so
 * /dev/stdout, `[ -p /dev/stdout ]` and SIGPIPE behave as in a shell pipeline.
 */
import type { Io } from "../io.ts";
import { terminalPlace } from "../os/terminal.ts";
import { type Command, type Deliver, type Outcome, type SpawnOptions, armTimeout, collectNow, drain, newState, outcome, passer, trapSignals } from "./child.ts";
import { closer, openPipe, type Pipe, readEnd } from "./pipes.ts";
import { killTree } from "./process-tree.ts";

/** aye's place at its controlling terminal, if it has one. */
interface Place {
  terminal: boolean;
  foreground: boolean;
}

function place(io: Io): Place {
  // When it cannot be told, assume a terminal in the foreground: the command then stays in aye's group.
  return terminalPlace(io.proc) ?? { terminal: true, foreground: true };
}

/**
 * Which process group the command runs in, and how a signal sent to aye reaches it.
 *
 * Without a controlling terminal (CI, cron, a service), the command leads a
 * group of its own (`detached`: a new session, and there is no terminal to
 * lose), and every signal aye receives goes to that whole group at once, as a
 * terminal sends Ctrl-C to a whole job: `sh -c 'make; ...'` and everything it
 * started stop together, and aye exits with the command's 128+N.
 *
 * With a controlling terminal, the command stays in aye's own process group.
 * That group is the one the shell made the job's (with `| less` or `| tee` in
 * it), so it is the terminal's foreground group when aye is: /dev/tty prompts
 * (sudo, ssh, gpg) read and write the terminal instead of stopping on SIGTTIN,
 * and Ctrl-C and Ctrl-\ from the keyboard already reach the command and all it
 * started, so they are not sent a second time. A new group for the command
 * would have to take the terminal's foreground away from the rest of the
 * pipeline (`aye run git log | less` would stop less). Signals sent to aye
 * alone (kill, a terminal closing, or Ctrl-C while aye is in the background)
 * are passed to the command and every process below it (src/os/processes.ts),
 * since the group also holds the other members of the pipeline.
 *
 * The price of a group of its own: a SIGKILL (which aye cannot pass on) sent to
 * aye's group by a supervisor no longer reaches the command. SIGTERM, SIGHUP
 * and SIGINT, which supervisors send first, do.
 */
function deliverer(pid: number, own: boolean, io: Io): Deliver {
  if (own) {
    return (signal) => {
      try {
        io.kill(-pid, signal);
      } catch {
        // the group is gone already
      }
    };
  }
  return (signal, early) => {
    const keyboard = signal === "SIGINT" || signal === "SIGQUIT";
    // One from the keyboard reached the command too, unless it came before the command was there.
    if (keyboard && !early && place(io).foreground) return;
    killTree(pid, signal, io.kill);
  };
}

/** Two real pipes, or null (the caller then uses Bun's socketpairs, where libc is not to be had). */
function openPipes(): [Pipe, Pipe] | null {
  const out = openPipe();
  const err = out && openPipe();
  if (out && err) return [out, err];
  if (out) for (const fd of [out.read, out.write]) closer(fd)();
  return null;
}

export async function viaPipes(command: Command, opts: SpawnOptions, io: Io): Promise<Outcome> {
  const own = !place(io).terminal;
  const state = newState();
  const signals = trapSignals(io, state);
  const pipes = openPipes();
  const closeRead = pipes ? pipes.map((p) => closer(p.read)) : [() => {}, () => {}];
  let proc: Bun.Subprocess;
  try {
    proc = Bun.spawn([command.file, ...command.argv.slice(1)], {
      argv0: command.argv[0],
      env: opts.env,
      stdin: "inherit",
      stdout: pipes ? pipes[0].write : "pipe",
      stderr: pipes ? pipes[1].write : "pipe",
      detached: own,
    });
  } catch (error) {
    closeRead.forEach((close) => close());
    signals.untrap();
    throw error;
  } finally {
    // The child holds its own copies now: only its end of the pipe may keep it open, or EOF never comes.
    if (pipes) for (const p of pipes) closer(p.write)();
  }
  const sources = pipes ? [readEnd(pipes[0].read), readEnd(pipes[1].read)] : [proc.stdout as ReadableStream<Uint8Array>, proc.stderr as ReadableStream<Uint8Array>];
  signals.start(deliverer(proc.pid, own, io));
  const disarm = armTimeout(proc.pid, opts, io, state);
  const pass = passer(io, opts, state);
  const readers = sources.map((s) => s.getReader());
  const pump = async (index: 0 | 1) => {
    const reader = readers[index]!;
    const fd = (index + 1) as 1 | 2;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return closeRead[index]!();
      if (!pass(fd, value)) {
        // The reader went away (`| head -1`): closing our end gives the command SIGPIPE on its next write.
        await reader.cancel().catch(() => {});
        return closeRead[index]!();
      }
      opts.onOutput(fd, value);
      collectNow(value.length);
    }
  };
  const pumps = Promise.all([pump(0), pump(1)]);
  try {
    await proc.exited;
    await drain(pumps, async () => {
      await Promise.all(readers.map((r) => r.cancel().catch(() => {})));
      closeRead.forEach((close) => close());
    });
  } finally {
    disarm();
    signals.untrap();
  }
  return outcome(proc, state, opts);
}
