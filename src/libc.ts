/**
 * The few libc calls aye needs that Bun does not offer cheaply: isatty (node:tty
 * costs more start-up than the rest of aye together) and pipe2 (Bun's spawn
 * makes socketpairs). Loaded once through bun:ffi, which works inside the
 * compiled binary; null where it cannot be (not Linux, no glibc or musl).
 */

/** O_CLOEXEC (Linux, every architecture Bun builds for): neither end of a pipe leaks into the command's own children. */
const O_CLOEXEC = 0o2000000;

export interface Libc {
  isatty(fd: number): boolean;
  /** Fills `fds` with a pipe's read and write ends, both close-on-exec; 0 on success. */
  pipe2(fds: Int32Array): number;
}

let loaded: Libc | null | undefined;

export function libc(): Libc | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (process.platform !== "linux") return loaded;
  const { dlopen, FFIType, ptr } = require("bun:ffi") as typeof import("bun:ffi");
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  for (const name of ["libc.so.6", `libc.musl-${arch}.so.1`]) {
    try {
      const lib = dlopen(name, {
        isatty: { args: [FFIType.i32], returns: FFIType.i32 },
        pipe2: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.i32 },
      });
      loaded = { isatty: (fd) => lib.symbols.isatty(fd) === 1, pipe2: (fds) => lib.symbols.pipe2(ptr(fds), O_CLOEXEC) };
      break;
    } catch {
      // try the next libc
    }
  }
  return loaded;
}
