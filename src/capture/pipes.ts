/**
 * Real pipes for the command's stdout and stderr. Bun.spawn's "pipe" is a
 * socketpair, and a command notices: `/dev/stderr` cannot be opened on a
 * socket (ENXIO), `[ -p /dev/stdout ]` is false, and a reader that leaves gives
 * ECONNRESET instead of SIGPIPE. So aye makes pipe(2) pipes through libc
 * (bun:ffi works inside the compiled binary), passes the write ends as the
 * child's fds 1 and 2, and reads the read ends.
 */
import { closeSync } from "node:fs";
import { libc } from "../libc.ts";

/** One pipe: the command writes to `write`, aye reads `read`. */
export interface Pipe {
  read: number;
  write: number;
}

/**
 * Opens a pipe(2), both ends close-on-exec (the child gets the write end as
 * fd 1 or 2 through dup2, which clears the flag). Null when libc cannot be
 * loaded or the call fails (out of descriptors): the caller falls back to Bun's pipes.
 */
export function openPipe(): Pipe | null {
  const lib = libc();
  if (!lib) return null;
  const fds = new Int32Array(2);
  if (lib.pipe(fds) !== 0) return null;
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
