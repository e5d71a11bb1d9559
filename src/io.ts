/**
 * The one place that touches the process: standard streams, environment,
 * terminal modes and signals. Commands receive an `Io`, so tests can pass their own.
 */
import { fstatSync, readFileSync, readlinkSync, readSync, writeSync } from "node:fs";
import { passOutputThrough, windowSize } from "./capture/pty.ts";
import { libc } from "./libc.ts";

export type Signal = "SIGINT" | "SIGTERM" | "SIGHUP" | "SIGQUIT";

export interface Io {
  env: Record<string, string | undefined>;
  /** This process's id (it names the files a run writes, so a clean-up can tell whether their writer lives). */
  pid: number;
  cwd: string;
  isTTY: { stdin: boolean; stdout: boolean; stderr: boolean };
  /** Writes all of `data` to fd 1 or 2; throws an OutputError (EPIPE when the reader is gone). */
  write(fd: 1 | 2, data: Uint8Array | string): void;
  /** Notes that `data` reached fd 1 or 2 by another way (a relay thread), for atLineStart. */
  wrote(fd: 1 | 2, data: Uint8Array): void;
  /**
   * Whether what was last written where `fd` shows ended a line, so a note may
   * start there: when both are terminals, stdout and stderr are one screen.
   */
  atLineStart(fd: 1 | 2): boolean;
  /** Standard input as a byte stream (read only when a command needs it). */
  stdin(): ReadableStream<Uint8Array>;
  /** All of standard input as text, or undefined when it holds more than `maxBytes` (reading stops there). */
  stdinText(maxBytes: number): Promise<string | undefined>;
  /** Raw mode on standard input (a terminal); returns a function that restores it. */
  rawInput(onData: (data: Uint8Array) => void): () => void;
  /**
   * Output processing off on the terminal that is stdin, where stdout or stderr
   * show on it: for a relay of bytes another terminal has processed already
   * (src/capture/pty.ts). Returns a function that restores it.
   */
  rawOutput(): () => void;
  /** The terminal's size, when stdout is one. */
  size(): { cols: number; rows: number } | undefined;
  /** Calls `handler` when the terminal is resized; returns the undo. */
  onResize(handler: () => void): () => void;
  /** Calls `handler` on each of `signals` instead of the default action; returns the undo. */
  trap(signals: Signal[], handler: (signal: Signal) => void): () => void;
  /** Stops this process as Ctrl-Z would; returns once it is continued. */
  suspend(): void;
  /** Sends a signal to a process (a negative pid: a process group). */
  kill(pid: number, signal: string): void;
  /** The streams interactive prompts read and draw on (stdin and stderr: stdout is for the product). */
  promptStreams(): { input: NodeJS.ReadStream; output: NodeJS.WriteStream };
  /** Standard input and output as streams, for a protocol spoken over them (aye mcp). */
  protocolStreams(): { input: NodeJS.ReadStream; output: NodeJS.WriteStream };
  /** Reads a file under /proc (Linux), or undefined. */
  proc(path: string): string | undefined;
}

/** A write to aye's own stdout or stderr that failed: the reader left (EPIPE), the disk is full (ENOSPC)… */
export class OutputError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly fd: 1 | 2,
    error: NodeJS.ErrnoException,
  ) {
    super(error.message);
    this.name = "OutputError";
    this.code = error.code;
  }
}

function writeAll(fd: 1 | 2, data: Uint8Array | string): void {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      // A non-blocking descriptor that is full: wait for the reader, as a blocking write would.
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw new OutputError(fd, error as NodeJS.ErrnoException);
      Bun.sleepSync(1);
    }
  }
}

/**
 * Reads a descriptor to its end as text through one small reused buffer, so a
 * large input is held once as text and never also as a growing byte buffer.
 * Past `maxBytes` it stops and answers undefined: what would be refused is not read.
 */
function readAllText(fd: number, maxBytes: number): string | undefined {
  let total = 0;
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") {
        Bun.sleepSync(1);
        continue;
      }
      if (code === "EOF") break;
      throw error;
    }
    if (n === 0) break;
    total += n;
    if (total > maxBytes) return undefined;
    pieces.push(decoder.decode(buffer.subarray(0, n), { stream: true }));
  }
  pieces.push(decoder.decode());
  const text = pieces.join("");
  pieces.length = 0;
  if (text.length > 1024 * 1024) Bun.gc(true); // let the pieces go before the prompt is built from the text
  return text;
}

/** Whether a write leaves the cursor at the start of an empty line: after a newline, or after erasing the line (a spinner). */
function endsLine(data: Uint8Array | string): boolean {
  const text = typeof data === "string" ? data.slice(-4) : Buffer.from(data.subarray(-4)).toString("latin1");
  return text.endsWith("\n") || text.endsWith("\r\x1b[K");
}

/**
 * The working directory, even when it was deleted under the shell (a shell
 * still runs commands there, and so does aye): process.cwd() then throws, and
 * /proc names the directory as it was.
 */
function workingDirectory(): string {
  try {
    return process.cwd();
  } catch {
    try {
      return readlinkSync("/proc/self/cwd").replace(/ \(deleted\)$/, "");
    } catch {
      return process.env.PWD ?? ".";
    }
  }
}

/** Whether a descriptor is a character device, as every terminal is; a closed one is not. */
function characterDevice(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

export function systemIo(): Io {
  // libc's isatty rather than process.stdin.isTTY (which builds a stream) or node:tty (which loads
  // Node's net and stream modules): each costs more start-up than the rest of aye.
  // Asked on first use: `aye --version` needs none of it, and libc through bun:ffi costs start-up.
  // A pipe or a file (what scripts and the shell key's `aye fix --print` have) is told by fstat, without libc.
  const tty = (fd: number) => characterDevice(fd) && (libc()?.isatty ?? ((n: number) => (require("node:tty") as typeof import("node:tty")).isatty(n)))(fd);
  const known: { stdin?: boolean; stdout?: boolean; stderr?: boolean } = {};
  const isTTY = {
    get stdin() {
      return (known.stdin ??= tty(0));
    },
    get stdout() {
      return (known.stdout ??= tty(1));
    },
    get stderr() {
      return (known.stderr ??= tty(2));
    },
  };
  const lineStart = { 1: true, 2: true };
  let screenLineStart = true;
  let sharedScreen: boolean | undefined;
  const shared = () => (sharedScreen ??= isTTY.stdout && isTTY.stderr);
  const wrote = (fd: 1 | 2, data: Uint8Array | string) => {
    if (data.length === 0) return;
    lineStart[fd] = endsLine(data);
    screenLineStart = lineStart[fd];
  };
  return {
    env: process.env,
    pid: process.pid,
    cwd: workingDirectory(),
    isTTY,
    write(fd, data) {
      writeAll(fd, data);
      wrote(fd, data);
    },
    wrote,
    atLineStart: (fd) => (shared() ? screenLineStart : lineStart[fd]),
    stdin: () => Bun.stdin.stream(),
    stdinText: async (maxBytes) => readAllText(0, maxBytes),
    rawInput(onData) {
      const stdin = process.stdin;
      stdin.setRawMode(true);
      stdin.on("data", onData);
      stdin.resume();
      return () => {
        stdin.off("data", onData);
        stdin.setRawMode(false);
        stdin.pause();
      };
    },
    rawOutput() {
      // Only the terminal aye reads the keys of: a terminal named as stdout alone (`> /dev/pts/7`) is someone else's screen.
      const device = (fd: number) => {
        try {
          return fstatSync(fd).rdev;
        } catch {
          return undefined;
        }
      };
      const keys = isTTY.stdin ? device(0) : undefined;
      const undo: (() => void)[] = [];
      for (const fd of [1, 2] as const) {
        if (keys === undefined || !isTTY[fd === 1 ? "stdout" : "stderr"] || device(fd) !== keys) continue;
        const restore = passOutputThrough(fd);
        if (restore) undo.unshift(restore);
      }
      return () => undo.forEach((restore) => restore());
    },
    size() {
      // Whichever of the streams is the terminal (`2>/dev/null`, `> out.txt`): they show one window.
      for (const fd of [1, 2, 0] as const) {
        if (!isTTY[(["stdin", "stdout", "stderr"] as const)[fd]]) continue;
        const size = windowSize(fd);
        if (size) return size;
      }
      const { columns, rows } = process.stdout;
      return columns && rows ? { cols: columns, rows } : undefined;
    },
    onResize(handler) {
      if (!isTTY.stdout) {
        process.on("SIGWINCH", handler);
        return () => process.off("SIGWINCH", handler);
      }
      process.stdout.on("resize", handler);
      return () => process.stdout.off("resize", handler);
    },
    trap(signals, handler) {
      const listeners = signals.map((signal) => {
        const listener = () => handler(signal);
        process.on(signal, listener);
        return [signal, listener] as const;
      });
      return () => listeners.forEach(([signal, listener]) => process.off(signal, listener));
    },
    promptStreams: () => ({ input: process.stdin, output: process.stderr }),
    protocolStreams: () => ({ input: process.stdin, output: process.stdout }),
    suspend: () => process.kill(process.pid, "SIGSTOP"),
    kill: (pid, signal) => process.kill(pid, signal),
    proc(path) {
      try {
        return readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
    },
  };
}
