/**
 * The few libc calls aye needs that Bun does not offer cheaply: isatty (node:tty costs more
 * start-up than the rest of aye together), a close-on-exec pipe (Bun's spawn makes socketpairs),
 * and the terminal's foreground group. Loaded once through bun:ffi, which works inside the
 * compiled binary; null where it cannot be.
 *
 * Two paths (src/os/path.ts): on Linux, pipe2(O_CLOEXEC) makes the pipe close-on-exec at once;
 * the portable path (macOS has no pipe2) calls pipe() and then ioctl(FIOCLEX) on each end. Not
 * fcntl(F_SETFD): fcntl is variadic, and on Apple's arm64 a variadic argument goes on the stack,
 * where a call through FFI does not put it; FIOCLEX takes no third argument.
 */
import { type OsPath, osPath } from "./os/path.ts";

/** O_CLOEXEC (Linux, every architecture Bun builds for). */
const O_CLOEXEC = 0o2000000;
/** ioctl's "close on exec" request: _IO('f', 1) on macOS and the BSDs, 0x5451 on Linux. */
const FIOCLEX = process.platform === "linux" ? 0x5451 : 0x20006601;

export interface Libc {
  isatty(fd: number): boolean;
  /** Fills `fds` with a pipe's read and write ends, both close-on-exec; 0 on success. */
  pipe(fds: Int32Array): number;
  /** This process's group. */
  getpgrp(): number;
  /** The foreground process group of the terminal open on `fd`, or -1. */
  tcgetpgrp(fd: number): number;
  /** The device name of the terminal open on `fd` (/dev/pts/3, /dev/ttys003), or null. */
  ttyname(fd: number): string | null;
}

const loaded = new Map<OsPath, Libc | null>();

/** The names libc goes by: glibc, musl (Alpine), macOS. */
function libraries(): string[] {
  if (process.platform === "darwin") return ["libSystem.B.dylib", "/usr/lib/libSystem.B.dylib"];
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  return ["libc.so.6", `libc.musl-${arch}.so.1`, "libc.so"];
}

export function libc(path: OsPath = osPath()): Libc | null {
  if (loaded.has(path)) return loaded.get(path)!;
  loaded.set(path, null);
  if (process.platform === "win32") return null;
  const { dlopen, FFIType, ptr } = require("bun:ffi") as typeof import("bun:ffi");
  for (const name of libraries()) {
    try {
      const lib = dlopen(name, {
        isatty: { args: [FFIType.i32], returns: FFIType.i32 },
        getpgrp: { args: [], returns: FFIType.i32 },
        tcgetpgrp: { args: [FFIType.i32], returns: FFIType.i32 },
        ttyname: { args: [FFIType.i32], returns: FFIType.cstring },
        ...(path === "linux"
          ? { pipe2: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.i32 } }
          : { pipe: { args: [FFIType.ptr], returns: FFIType.i32 }, ioctl: { args: [FFIType.i32, FFIType.u64], returns: FFIType.i32 } }),
      });
      const s = lib.symbols as unknown as Record<string, (...args: unknown[]) => unknown>;
      const pipe =
        path === "linux"
          ? (fds: Int32Array) => s.pipe2!(ptr(fds), O_CLOEXEC) as number
          : (fds: Int32Array) => {
              if ((s.pipe!(ptr(fds)) as number) !== 0) return -1;
              // Both ends, before anything can be spawned: aye's JavaScript runs on one thread.
              if ((s.ioctl!(fds[0], FIOCLEX) as number) === 0 && (s.ioctl!(fds[1], FIOCLEX) as number) === 0) return 0;
              const { closeSync } = require("node:fs") as typeof import("node:fs");
              closeSync(fds[0]!);
              closeSync(fds[1]!);
              return -1;
            };
      loaded.set(path, {
        isatty: (fd) => s.isatty!(fd) === 1,
        pipe,
        getpgrp: () => s.getpgrp!() as number,
        tcgetpgrp: (fd) => s.tcgetpgrp!(fd) as number,
        ttyname: (fd) => {
          const name = s.ttyname!(fd);
          return name ? String(name) : null;
        },
      });
      break;
    } catch {
      // try the next name
    }
  }
  return loaded.get(path)!;
}
