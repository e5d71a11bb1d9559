/**
 * The files a bash tool command writes its output to. Each stream goes
 * straight into its own private temp file (`aye-bash-<hex>.log`, 0600, created
 * exclusively), so a command that outlives its timeout, or the aye that started
 * it, keeps writing without anyone reading a pipe. aye only ever reads the last
 * 100 KB of a file (the rolling buffer of seed 001) and counts its lines in a
 * small reused buffer: memory stays flat whatever the output's size.
 */
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readSync, rmSync, statfsSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";

/** The rolling buffer: how much of a stream's end is read back. */
export const WINDOW_BYTES = 100 * 1024;
/** Past this many bytes a stream's file is kept and named in the result (seed 001: offload over 50 KB). */
export const OFFLOAD_OVER = 51_200;
/** Files older than this, not in use, are removed by the sweep. */
export const KEEP_FILES_MS = 24 * 60 * 60 * 1000;

const NAME = /^aye-bash-[0-9a-f]{16}\.(log|status)$/;

/** Creates a new private file in `dir`; throws when it cannot. */
export function createPrivateFile(dir: string, ext: "log" | "status"): { path: string; fd: number } {
  for (let attempt = 0; ; attempt++) {
    const hex = Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString("hex");
    const path = join(dir, `aye-bash-${hex}.${ext}`);
    try {
      // "wx": O_EXCL, so nothing planted at that name (a link of someone else's) is ever written through.
      return { path, fd: openSync(path, "wx", 0o600) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 5) throw error;
    }
  }
}

/** What a stream's file holds from `from` to its current end. */
export interface Range {
  /** At most the last WINDOW_BYTES of the range, starting on a line (or, in one long line, a character) boundary. */
  window: Uint8Array;
  /** Bytes of the range lie before the window. */
  earlier: boolean;
  /** The window starts inside a line it does not hold whole. */
  partialLine: boolean;
  lines: number;
  bytes: number;
  /** The file's size when read: where the next range starts. */
  end: number;
  /** Why the file cannot be trusted to hold all the output, if it cannot. */
  problem: string | null;
}

const empty = (end: number, problem: string | null): Range => ({ window: new Uint8Array(0), earlier: false, partialLine: false, lines: 0, bytes: 0, end, problem });

/** Counts newlines in [from, to) of `fd`, one reused megabyte at a time. */
function countNewlines(fd: number, from: number, to: number): number {
  if (to <= from) return 0;
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  let count = 0;
  for (let pos = from; pos < to; ) {
    const n = readSync(fd, buffer, 0, Math.min(buffer.length, to - pos), pos);
    if (n <= 0) break;
    for (let i = buffer.indexOf(10, 0); i !== -1 && i < n; i = buffer.indexOf(10, i + 1)) count++;
    pos += n;
  }
  return count;
}

/** Reads the range of `path` from byte `from` to its end. */
export function readRange(path: string, from = 0): Range {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    return empty(from, `${(error as NodeJS.ErrnoException).code === "ENOENT" ? "the file was removed" : (error as Error).message}`);
  }
  try {
    const size = fstatSync(fd).size;
    if (size < from) return empty(size, "the file was truncated or replaced");
    const start = Math.max(from, size - WINDOW_BYTES);
    const raw = Buffer.allocUnsafe(size - start);
    let got = 0;
    while (got < raw.length) {
      const n = readSync(fd, raw, got, raw.length - got, start + got);
      if (n <= 0) break;
      got += n;
    }
    let window: Uint8Array = raw.subarray(0, got);
    const earlier = start > from;
    let partialLine = false;
    const endsOpen = got > 0 && window[got - 1] !== 10;
    let lines = countNewlines(fd, from, start) + (endsOpen ? 1 : 0);
    for (let i = raw.indexOf(10); i !== -1 && i < got; i = raw.indexOf(10, i + 1)) lines++;
    if (earlier) {
      const nl = raw.indexOf(10);
      if (nl >= 0 && nl < got - 1) window = window.subarray(nl + 1);
      else {
        // One line longer than the window: start on a character, not inside one.
        partialLine = true;
        let skip = 0;
        while (skip < window.length && (window[skip]! & 0xc0) === 0x80) skip++;
        window = window.subarray(skip);
      }
    }
    return { window, earlier, partialLine, lines, bytes: size - from, end: size, problem: null };
  } finally {
    closeSync(fd);
  }
}

/** Why a file that is kept may be short of the output, judged after the fact: a full disk. */
export function diskProblem(path: string): string | null {
  try {
    const fs = statfsSync(path);
    return fs.bavail === 0 ? "the disk is full" : null;
  } catch {
    return null;
  }
}

/** Removes `path`, quietly. */
export function removeFile(path: string | null | undefined): void {
  if (path) rmSync(path, { force: true });
}

/**
 * Removes this user's bash tool files in `dir` untouched for KEEP_FILES_MS,
 * except those `inUse` claims (a background command still writing, silently).
 */
export function sweepOldFiles(dir: string, inUse: (path: string) => boolean, now = Date.now()): number {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => NAME.test(name));
  } catch {
    return 0;
  }
  const uid = userInfo().uid;
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (!st || !st.isFile() || st.uid !== uid || now - st.mtimeMs < KEEP_FILES_MS || inUse(path)) continue;
    rmSync(path, { force: true });
    removed++;
  }
  return removed;
}
