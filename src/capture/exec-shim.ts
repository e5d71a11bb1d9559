/**
 * The step between Bun's spawn and the command, for a pseudo-terminal run.
 *
 * Bun.spawn's `terminal` makes the pseudo-terminal the command's controlling
 * terminal (job control, /dev/tty, Ctrl-C), but gives it all three streams.
 * To give stderr a terminal of its own (or a pipe), aye starts itself in the
 * new session with the extra descriptors, and this shim puts them in place
 * and execs the command: same process, same session, nothing left of aye.
 *
 * fd 3: what becomes the command's stderr. fd 4: a pipe, close-on-exec, where
 * a failed exec writes its errno (none written: the command runs).
 *
 * Started in a session of its own (`detached`) with a pseudo-terminal of aye's
 * own as fd 0 (src/capture/pty-session.ts), the shim makes that terminal the
 * session's controlling terminal, as Bun's `terminal` does: job control,
 * /dev/tty and the keys that send signals then work in it.
 */
import { constants } from "node:os";

export const SHIM = "__aye-exec";

/** The argv that starts the shim, which then execs `file` with `argv` (argv[0] as typed). */
export function shimArgv(file: string, argv: string[]): string[] {
  // Compiled, aye is its own executable; from source, Bun runs main.ts.
  const self = Bun.main.startsWith("/$bunfs/") || Bun.main === process.execPath ? [process.execPath] : [process.execPath, Bun.main];
  return [...self, SHIM, file, ...argv];
}

/** Signals Bun's runtime may have set to be ignored; an exec keeps an ignored signal ignored, so they are reset. */
const RESET = [1, 2, 3, 13, 14, 15, 20, 21, 22, 28];

/** Runs in the child: never returns. `args` is what follows SHIM. */
export function execShim(args: string[]): never {
  const { dlopen, FFIType, ptr, read } = require("bun:ffi") as typeof import("bun:ffi");
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  let lib: ReturnType<typeof open> | undefined;
  function open(name: string) {
    return dlopen(name, {
      dup2: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      close: { args: [FFIType.i32], returns: FFIType.i32 },
      fcntl: { args: [FFIType.i32, FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      execv: { args: [FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
      write: { args: [FFIType.i32, FFIType.ptr, FFIType.u64], returns: FFIType.i64 },
      signal: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.ptr },
      __errno_location: { args: [], returns: FFIType.ptr },
      _exit: { args: [FFIType.i32], returns: FFIType.void },
      ioctl: { args: [FFIType.i32, FFIType.u64, FFIType.i32], returns: FFIType.i32 },
    }).symbols;
  }
  for (const name of ["libc.so.6", `libc.musl-${arch}.so.1`]) {
    try {
      lib = open(name);
      break;
    } catch {
      // next
    }
  }
  if (!lib) process.exit(127);
  const [file, ...argv] = args;
  // TIOCSCTTY: fd 0 becomes the controlling terminal of a session that has none (a no-op where it already is one).
  if (process.platform === "linux") lib.ioctl(0, 0x540e, 0);
  lib.dup2(3, 2);
  lib.close(3);
  lib.fcntl(4, 2 /* F_SETFD */, 1 /* FD_CLOEXEC */);
  for (const signal of RESET) lib.signal(signal, null); // SIG_DFL
  const cstr = (s: string) => Buffer.from(`${s}\0`);
  const strings = argv.map(cstr);
  const pointers = new BigUint64Array(strings.length + 1);
  strings.forEach((s, i) => (pointers[i] = BigInt(ptr(s))));
  const path = cstr(file!);
  lib.execv(ptr(path), ptr(pointers));
  const errno = read.i32(lib.__errno_location()!, 0);
  const report = cstr(String(errno));
  lib.write(4, ptr(report), report.length - 1);
  lib._exit(127);
  throw new Error("unreachable");
}

/** The error a failed exec reported on the status pipe, shaped as Bun.spawn throws it (its `code` is ENOENT, EACCES…). */
export function execError(report: string, file: string): NodeJS.ErrnoException {
  const errno = Number(report);
  const name = Object.entries(constants.errno).find(([, n]) => n === errno)?.[0] ?? "EIO";
  const error = new Error(`${name}: cannot execute ${file}`) as NodeJS.ErrnoException;
  error.code = name;
  error.errno = errno;
  return error;
}
