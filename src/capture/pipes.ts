/**
 * Real pipes for the command's stdout and stderr. Bun.spawn's "pipe" is a
 * socketpair, and a command notices: `/dev/stderr` cannot be opened on a
 * socket (ENXIO), `[ -p /dev/stdout ]` is false, and a reader that leaves gives
 * ECONNRESET instead of SIGPIPE. So aye makes pipe(2) pipes through libc
 * (bun:ffi works inside the compiled binary), passes the write ends as the
 * child's fds 1 and 2, and reads the read ends.
 */
import { closeSync } from "node:fs";

/** O_CLOEXEC (Linux, every architecture Bun builds for): neither end leaks into the command's own children. */
const O_CLOEXEC = 0o2000000;

interface Libc {
  pipe2(fds: Int32Array): number;
}

let libc: Libc | null | undefined;

/** libc's pipe2, loaded on first use; null where it cannot be (not Linux, no glibc or musl). */
function load(): Libc | null {
  if (libc !== undefined) return libc;
  libc = null;
  if (process.platform !== "linux") return libc;
  const { dlopen, FFIType, ptr } = require("bun:ffi") as typeof import("bun:ffi");
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  for (const name of ["libc.so.6", `libc.musl-${arch}.so.1`]) {
    try {
      const lib = dlopen(name, { pipe2: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.i32 } });
      libc = { pipe2: (fds) => lib.symbols.pipe2(ptr(fds), O_CLOEXEC) };
      break;
    } catch {
      // try the next libc
    }
  }
  return libc;
}

/** One pipe: the command writes to `write`, aye reads `read`. */
export interface Pipe {
  read: number;
  write: number;
}

/**
 * Opens a pipe(2), both ends close-on-exec (the child gets the write end as
 * fd 1 or 2 through dup2, which clears the flag). Null when pipe2 is not
 * available or fails (out of descriptors): the caller falls back to Bun's pipes.
 */
export function openPipe(): Pipe | null {
  const lib = load();
  if (!lib) return null;
  const fds = new Int32Array(2);
  if (lib.pipe2(fds) !== 0) return null;
  return { read: fds[0]!, write: fds[1]! };
}

/** Closes a descriptor once; a second call is a no-op, so no reused number is ever closed by mistake. */
export function closer(fd: number): () => void {
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  };
}

/** The read end of a pipe as a stream. It stays open when the stream ends or is cancelled: close it with `closer`. */
export function readEnd(fd: number): ReadableStream<Uint8Array> {
  return Bun.file(fd).stream();
}
