/**
 * A program on a pseudo-terminal that is its controlling terminal, its output
 * relayed to aye's stdout as it comes: the one mechanism under `aye run` at a
 * terminal and `aye shell`.
 *
 * Two ways, chosen by platform (src/os/path.ts). On Linux the terminal is aye's
 * own (openpty, with the settings of the person's terminal), the exec shim
 * makes it the controlling terminal of the program's new session, and the
 * relay thread (relay.ts) passes its output on. Elsewhere Bun.spawn's
 * `terminal` makes it, and its reads are passed on from aye's event loop
 * (the shim runs only to give stderr a terminal of its own).
 */
import type { Io } from "../io.ts";
import { osPath } from "../os/path.ts";
import { execError, shimArgv } from "./exec-shim.ts";
import { closer, openPipe, readEnd } from "./pipes.ts";
import { localFlags, openPty, type Size, setNonBlocking, setWindowSize } from "./pty.ts";
import { type RelaySource, startRelay } from "./relay.ts";
import { writeSync } from "node:fs";

export interface SessionSpec {
  /** What to execute, and the argv the program receives (its argv[0] as typed). */
  file: string;
  argv: string[];
  env: Record<string, string | undefined>;
  cwd?: string;
  size: Size;
  /** The settings the terminal starts with (the person's terminal's, read before aye changed any). */
  settings?: Uint32Array;
  /**
   * A terminal of stderr's own (stdout and stderr then stay apart), relayed to
   * aye's stderr with the same care; the program's terminal is its stderr otherwise.
   * Its master is the caller's to close, after `done` or `stop()`.
   */
  stderr?: { master: number; slave: number; onData(chunk: Uint8Array): void; onWriteFailure(message: string): void };
  /** What the terminal drew, after it reached aye's stdout. */
  onData(chunk: Uint8Array): void;
  /** aye's stdout could not take it (the terminal hung up): said once; the rest is dropped. */
  onWriteFailure(message: string): void;
}

export interface PtySession {
  proc: Bun.Subprocess;
  /** Keys, as typed on the terminal (never waits: what the terminal cannot take yet is sent when it can). */
  write(keys: Uint8Array): void;
  resize(size: Size): void;
  /** The terminal's local modes (c_lflag: ISIG, ICANON, ECHO), as the program set them. */
  localFlags(): number;
  /** Resolves once the output has ended (every holder of the terminal closed it), all of it passed on. */
  done: Promise<void>;
  /** Stops passing output on (a background grandchild keeps the terminal open). */
  stop(): Promise<void>;
  close(): void;
}

/** Starts the program; throws as Bun.spawn throws (ENOENT, EACCES, ENOEXEC) when it cannot be executed. */
export async function startSession(spec: SessionSpec, io: Io): Promise<PtySession> {
  if (osPath() === "linux") {
    const own = await ownSession(spec, io);
    if (own) return own;
  }
  return bunSession(spec, io);
}

/** The program's exec failed if the shim wrote its errno on the status pipe before closing it. */
async function execReport(status: { read: number }): Promise<string> {
  const close = closer(status.read);
  try {
    return await new Response(readEnd(status.read)).text();
  } finally {
    close();
  }
}

async function ownSession(spec: SessionSpec, io: Io): Promise<PtySession | null> {
  const pty = openPty(spec.size, spec.settings);
  const status = pty && openPipe();
  if (!pty || !status) {
    if (pty) for (const fd of [pty.master, pty.slave]) closer(fd)();
    return null;
  }
  const closeMaster = closer(pty.master);
  const closeSlave = closer(pty.slave);
  setNonBlocking(pty.master);
  // Started before the program, so that the thread starts up while the program does.
  const out: RelaySource = { from: pty.master, to: 1, sink: { data: spec.onData, writeFailed: spec.onWriteFailure } };
  const relay = startRelay([out, ...stderrSource(spec)].map((s) => noted(s, io)));
  let proc: Bun.Subprocess;
  try {
    const argv = shimArgv(spec.file, spec.argv);
    proc = Bun.spawn(argv, {
      argv0: argv[0],
      env: spec.env,
      cwd: spec.cwd,
      // A session of its own, where the shim takes the terminal for its controlling one.
      detached: true,
      stdio: [pty.slave, pty.slave, pty.slave, spec.stderr?.slave ?? pty.slave, status.write],
    });
  } catch (error) {
    closeSlave();
    closer(status.write)();
    await relay.stop();
    closeMaster();
    closer(status.read)();
    throw error;
  }
  // The program holds its own copies now: only theirs may keep the terminal open, or its end never comes.
  closeSlave();
  closer(status.write)();
  const report = await execReport(status);
  if (report) {
    await proc.exited;
    await Promise.race([relay.done, Bun.sleep(2000)]);
    await relay.stop();
    closeMaster();
    throw execError(report, spec.file);
  }
  // Keys the terminal cannot take yet (a paste into a program that is not reading) wait here, in order.
  const pending: Uint8Array[] = [];
  let retry: Timer | undefined;
  const flush = () => {
    retry = undefined;
    while (pending.length) {
      const keys = pending[0]!;
      let n = 0;
      try {
        n = writeSync(pty.master, keys);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") {
          pending.length = 0; // the terminal is gone
          return;
        }
      }
      if (n < keys.length) {
        pending[0] = keys.subarray(n);
        retry = setTimeout(flush, 10);
        return;
      }
      pending.shift();
    }
  };
  return {
    proc,
    write(keys) {
      pending.push(keys.slice());
      if (!retry) flush();
    },
    resize: (size) => setWindowSize(pty.master, size),
    localFlags: () => localFlags(pty.master) ?? 0,
    done: relay.done,
    stop: relay.stop,
    close() {
      if (retry) clearTimeout(retry);
      closeMaster();
    },
  };
}

/** stderr's own terminal, as a relay's source. */
function stderrSource(spec: SessionSpec): RelaySource[] {
  const err = spec.stderr;
  if (!err) return [];
  setNonBlocking(err.master);
  return [{ from: err.master, to: 2, sink: { data: err.onData, writeFailed: err.onWriteFailure } }];
}

/** A source whose batches are noted as written (for aye's own notes, which start on a line of their own). */
function noted(source: RelaySource, io: Io): RelaySource {
  const { sink } = source;
  const to = source.to as 1 | 2;
  return {
    ...source,
    sink: {
      data(chunk) {
        io.wrote(to, chunk);
        sink.data(chunk);
      },
      writeFailed: sink.writeFailed,
    },
  };
}

async function bunSession(spec: SessionSpec, io: Io): Promise<PtySession> {
  let closed!: () => void;
  const eof = new Promise<void>((resolve) => (closed = resolve));
  // The shim only where stderr has a terminal of its own: it puts that one in place.
  const status = spec.stderr !== undefined ? openPipe() : null;
  let failed = false;
  let proc: Bun.Subprocess;
  try {
    const argv = status ? shimArgv(spec.file, spec.argv) : [spec.file, ...spec.argv.slice(1)];
    proc = Bun.spawn(argv, {
      argv0: status ? argv[0] : spec.argv[0],
      env: spec.env,
      cwd: spec.cwd,
      stdio: status ? ["inherit", "inherit", "inherit", spec.stderr!.slave, status.write] : undefined,
      terminal: {
        cols: spec.size.cols,
        rows: spec.size.rows,
        data(_terminal, data) {
          if (!failed) {
            try {
              io.write(1, data);
            } catch (error) {
              failed = true;
              spec.onWriteFailure((error as Error).message);
            }
          }
          // The terminal may reuse its buffer: nothing below keeps the chunk (the capture copies what it keeps).
          spec.onData(data);
        },
        exit: () => closed(),
      },
    });
  } catch (error) {
    if (status) closer(status.read)();
    throw error;
  } finally {
    if (status) closer(status.write)();
  }
  const terminal = proc.terminal!;
  const errSources = stderrSource(spec).map((s) => noted(s, io));
  const errRelay = errSources.length ? startRelay(errSources) : undefined;
  const done = Promise.all([eof, errRelay?.done]).then(() => {});
  if (status) {
    const report = await execReport(status);
    if (report) {
      await proc.exited;
      await Promise.race([done, Bun.sleep(2000)]);
      await errRelay?.stop();
      terminal.close();
      throw execError(report, spec.file);
    }
  }
  return {
    proc,
    write: (keys) => terminal.write(keys),
    resize: (size) => terminal.resize(size.cols, size.rows),
    localFlags: () => terminal.localFlags,
    done,
    stop: async () => {
      await errRelay?.stop();
    },
    close: () => terminal.close(),
  };
}
