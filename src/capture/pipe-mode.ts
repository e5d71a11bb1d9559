/**
 * The command with aye's own stdin, and stdout and stderr each of the kind the
 * person's is (when stdin, stdout or stderr is not a terminal: every CI job,
 * `2>/dev/null`, `> out.txt`, `< input`). Where the person's stream is not a
 * terminal it is a pipe(2) pipe aye reads and passes on, so /dev/stdout,
 * `[ -p /dev/stdout ]` and SIGPIPE behave as in a shell pipeline; where it is
 * a terminal it is a pseudo-terminal of its own (not the command's controlling
 * terminal: that stays the person's, so /dev/tty, Ctrl-C and Ctrl-Z work as
 * without aye), of the same size, so `ls` still prints columns.
 */
import type { Io } from "../io.ts";
import { terminalPlace } from "../os/terminal.ts";
import { type Command, type Deliver, type Outcome, type SpawnOptions, armTimeout, collectNow, drain, newState, outcome, passer, trapSignals } from "./child.ts";
import { closer, openPipe, type Pipe, readEnd } from "./pipes.ts";
import { openPty, type Size, setNonBlocking, setWindowSize } from "./pty.ts";
import { type RelaySource, startRelay } from "./relay.ts";
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

/** Where one of the command's output streams goes: aye reads `read`; `tty` when it is a pseudo-terminal (`read` its master). */
interface Channel extends Pipe {
  tty: boolean;
}

/**
 * stdout's and stderr's channels, each a pseudo-terminal where `tty` says so
 * and a real pipe elsewhere, or null (the caller then uses Bun's socketpairs,
 * where neither is to be had).
 */
function openChannels(tty: [boolean, boolean], size: Size): [Channel, Channel] | null {
  const open = (terminal: boolean): Channel | null => {
    const pty = terminal ? openPty(size) : null;
    if (pty) return { read: pty.master, write: pty.slave, tty: true };
    const pipe = openPipe();
    return pipe && { ...pipe, tty: false };
  };
  const out = open(tty[0]);
  const err = out && open(tty[1]);
  if (out && err) return [out, err];
  if (out) for (const fd of [out.read, out.write]) closer(fd)();
  return null;
}

export async function viaPipes(command: Command, opts: SpawnOptions, io: Io): Promise<Outcome> {
  const own = !place(io).terminal;
  const state = newState();
  const signals = trapSignals(io, state);
  const size = io.size() ?? { cols: 80, rows: 24 };
  const pipes = openChannels([opts.terminals.stdout, opts.terminals.stderr], size);
  // A pseudo-terminal's master is the relay's until it ends; it is closed after.
  const closeRead = pipes ? pipes.map((p) => (p.tty ? () => {} : closer(p.read))) : [() => {}, () => {}];
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
    if (pipes) for (const p of pipes) if (p.tty) closer(p.read)();
    signals.untrap();
    throw error;
  } finally {
    // The child holds its own copies now: only its end of the pipe may keep it open, or EOF never comes.
    if (pipes) for (const p of pipes) closer(p.write)();
  }
  // A terminal's master goes through the relay thread, as at a terminal (src/capture/relay.ts); a pipe is read here.
  const failed = { 1: false, 2: false };
  const relayed = pipes
    ? pipes.flatMap((p, index): RelaySource[] => {
        if (!p.tty) return [];
        const fd = (index + 1) as 1 | 2;
        setNonBlocking(p.read);
        return [{
          from: p.read,
          to: fd,
          sink: {
            data(chunk) {
              io.wrote(fd, chunk);
              opts.onOutput(fd, chunk);
            },
            writeFailed(message) {
              if (failed[fd]) return;
              failed[fd] = true;
              opts.onWriteFailure(fd, message);
            },
          },
        }];
      })
    : [];
  const relay = relayed.length ? startRelay(relayed) : undefined;
  const sources = pipes ? pipes.map((p) => (p.tty ? null : readEnd(p.read))) : [proc.stdout, proc.stderr].map((s) => (s as ReadableStream<Uint8Array> | null) ?? new Blob([]).stream());
  const ptys = pipes ? pipes.filter((p) => p.tty) : [];
  // Not the command's controlling terminal: the person's sends it SIGWINCH, and aye keeps these the same size.
  const unresize = ptys.length ? io.onResize(() => {
    const next = io.size();
    if (next) for (const p of ptys) setWindowSize(p.read, next);
  }) : () => {};
  signals.start(deliverer(proc.pid, own, io));
  const disarm = armTimeout(proc.pid, opts, io, state);
  const pass = passer(io, opts, state);
  const readers = sources.map((s) => s?.getReader());
  const pump = async (index: 0 | 1) => {
    const reader = readers[index];
    if (!reader) return;
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
  const pumps = Promise.all([pump(0), pump(1), relay?.done]);
  try {
    await proc.exited;
    await drain(pumps, async () => {
      await Promise.all([...readers.map((r) => r?.cancel().catch(() => {})), relay?.stop()]);
      closeRead.forEach((close) => close());
    });
  } finally {
    disarm();
    signals.untrap();
    unresize();
    // The relay has let go of the masters.
    for (const p of ptys) closer(p.read)();
  }
  return outcome(proc, state, opts);
}
