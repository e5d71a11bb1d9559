/**
 * Pseudo-terminals of aye's own: the command's controlling terminal on Linux
 * (pty-session.ts), and one per stream that is a terminal for the person, so
 * that stdout and stderr stay apart at a terminal and each still answers
 * `isatty`; and the settings of the person's terminal that a relay needs
 * (output processing). openpty, termios and the window-size ioctls come from
 * libc through bun:ffi (glibc has openpty in libc.so.6 since 2.34,
 * libutil.so.1 before; musl in libc).
 */

/** TIOCGWINSZ and TIOCSWINSZ: the same numbers on every Linux architecture Bun builds for. */
const TIOCGWINSZ = 0x5413;
const TIOCSWINSZ = 0x5414;

export interface Size {
  cols: number;
  rows: number;
}

interface PtyLib {
  openpty(master: Int32Array, slave: Int32Array, termios: Uint32Array | null, winsize: Uint16Array): number;
  ioctl(fd: number, request: number, arg: Uint16Array): number;
  fcntl(fd: number, cmd: number, arg: number): number;
  tcgetattr(fd: number, termios: Uint32Array): number;
  tcsetattr(fd: number, when: number, termios: Uint32Array): number;
}

let loaded: PtyLib | null | undefined;

function lib(): PtyLib | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (process.platform !== "linux") return loaded;
  const { dlopen, FFIType, ptr } = require("bun:ffi") as typeof import("bun:ffi");
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  const open = <T extends Record<string, import("bun:ffi").FFIFunction>>(names: string[], symbols: T) => {
    for (const name of names) {
      try {
        return dlopen(name, symbols).symbols;
      } catch {
        // try the next library
      }
    }
    return null;
  };
  const libcs = ["libc.so.6", `libc.musl-${arch}.so.1`];
  const base = open(libcs, {
    ioctl: { args: [FFIType.i32, FFIType.u64, FFIType.ptr], returns: FFIType.i32 },
    fcntl: { args: [FFIType.i32, FFIType.i32, FFIType.i32], returns: FFIType.i32 },
    tcgetattr: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
    tcsetattr: { args: [FFIType.i32, FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
  });
  const pty = open([...libcs, "libutil.so.1"], { openpty: { args: [FFIType.ptr, FFIType.ptr, FFIType.ptr, FFIType.ptr, FFIType.ptr], returns: FFIType.i32 } });
  if (!base || !pty) return loaded;
  loaded = {
    openpty: (m, s, t, ws) => pty.openpty(ptr(m), ptr(s), null, t ? ptr(t) : null, ptr(ws)),
    ioctl: (fd, request, arg) => base.ioctl(fd, request, ptr(arg)),
    fcntl: (fd, cmd, arg) => base.fcntl(fd, cmd, arg),
    tcgetattr: (fd, termios) => base.tcgetattr(fd, ptr(termios)),
    tcsetattr: (fd, when, termios) => base.tcsetattr(fd, when, ptr(termios)),
  };
  return loaded;
}

/** A pseudo-terminal: the command gets `slave` as one of its streams, aye reads `master`. */
export interface Pty {
  master: number;
  slave: number;
}

/**
 * Opens a pseudo-terminal of the given size, or null where that is not to be
 * had. With `settings` (terminalSettings), it starts with those (line
 * editing, IUTF8, output processing), as the person's own terminal would give
 * them to the command.
 */
export function openPty(size: Size, settings?: Uint32Array): Pty | null {
  const l = lib();
  if (!l) return null;
  const master = new Int32Array(1);
  const slave = new Int32Array(1);
  if (l.openpty(master, slave, settings ?? null, new Uint16Array([size.rows, size.cols, 0, 0])) !== 0) return null;
  // Neither end may leak into the command's own children (the slave reaches the command through dup2).
  for (const fd of [master[0]!, slave[0]!]) l.fcntl(fd, 2 /* F_SETFD */, 1 /* FD_CLOEXEC */);
  return { master: master[0]!, slave: slave[0]! };
}

/** The settings (struct termios) of the terminal on `fd`, for a terminal that is to start alike; undefined where none. */
export function terminalSettings(fd: number): Uint32Array | undefined {
  const l = lib();
  if (!l) return undefined;
  const termios = new Uint32Array(16);
  return l.tcgetattr(fd, termios) === 0 ? termios : undefined;
}

/** Makes reads and writes on `fd` answer EAGAIN rather than wait (O_NONBLOCK). */
export function setNonBlocking(fd: number): void {
  const l = lib();
  if (!l) return;
  const flags = l.fcntl(fd, 3 /* F_GETFL */, 0);
  if (flags >= 0) l.fcntl(fd, 4 /* F_SETFL */, flags | 0o4000 /* O_NONBLOCK */);
}

/** The window size of the terminal on `fd`, or undefined when it is none. */
export function windowSize(fd: number): Size | undefined {
  const l = lib();
  if (!l) return undefined;
  const ws = new Uint16Array(4);
  if (l.ioctl(fd, TIOCGWINSZ, ws) !== 0 || !ws[0] || !ws[1]) return undefined;
  return { rows: ws[0], cols: ws[1] };
}

/** termios c_lflag bits. */
export const ISIG = 0o1;
export const ICANON = 0o2;
export const ECHO = 0o10;

/** The local modes (c_lflag) of the pseudo-terminal whose master is `fd`, or undefined. */
export function localFlags(fd: number): number | undefined {
  const l = lib();
  if (!l) return undefined;
  const termios = new Uint32Array(16); // struct termios is 60 bytes on Linux
  if (l.tcgetattr(fd, termios) !== 0) return undefined;
  return termios[3];
}

/** termios c_oflag OPOST: the terminal's own output processing (ONLCR draws \n as \r\n, and so on). */
export const OPOST = 0o1;

/** The output modes (c_oflag) of the terminal on `fd`, or undefined. */
export function outputFlags(fd: number): number | undefined {
  const l = lib();
  if (!l) return undefined;
  const termios = new Uint32Array(16);
  if (l.tcgetattr(fd, termios) !== 0) return undefined;
  return termios[1];
}

/**
 * Turns the output processing of the terminal on `fd` off, as script(1) does
 * for the terminal it relays to: what aye passes on was processed already, by
 * the command's own terminal (under the command's own settings), so the bytes
 * arrive as they would without aye (no second `\r` before each `\n`), and the
 * kernel copies each write whole instead of line by line (the relay's largest
 * cost). Returns the undo, which puts back only the output modes, so it
 * composes with raw input in either order; undefined where nothing changed.
 */
export function passOutputThrough(fd: number): (() => void) | undefined {
  const l = lib();
  if (!l) return undefined;
  const termios = new Uint32Array(16);
  if (l.tcgetattr(fd, termios) !== 0) return undefined;
  const saved = termios[1]!;
  if ((saved & OPOST) === 0) return undefined;
  termios[1] = saved & ~OPOST;
  if (l.tcsetattr(fd, 0 /* TCSANOW */, termios) !== 0) return undefined;
  return () => {
    const now = new Uint32Array(16);
    if (l.tcgetattr(fd, now) !== 0) return;
    now[1] = saved;
    l.tcsetattr(fd, 0, now);
  };
}

/** Sets the window size of the pseudo-terminal whose master is `fd`. */
export function setWindowSize(fd: number, size: Size): void {
  lib()?.ioctl(fd, TIOCSWINSZ, new Uint16Array([size.rows, size.cols, 0, 0]));
}
