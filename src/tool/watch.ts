/**
 * Following a running command's output files as they grow, for a person who
 * watches it (aye chat's `!command`): each new piece is handed over as it is
 * read, the two streams within one look in the order their files last changed. What the model gets is read
 * from the same files afterwards, apart, as always.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import type { Files } from "./outcome.ts";

export type Watch = (stream: "stdout" | "stderr", bytes: Uint8Array) => void;

/** How often the files are looked at. */
const EVERY_MS = 25;
/** The most read in one look of one file (the rest comes at the next). */
const PIECE = 256 * 1024;

/** Starts following `files`; `stop()` reads what is left and ends. */
export function followFiles(files: Files, watch: Watch): { stop(): void } {
  const offsets = { stdout: 0, stderr: 0 };
  // Within one look, the stream whose file changed last goes last: when each wrote once since the
  // last look (the usual case, an error after some output), that is the order they were written in.
  const changed = (path: string) => {
    try {
      return statSync(path, { bigint: true }).mtimeNs;
    } catch {
      return 0n;
    }
  };
  const look = (all: boolean) => {
    const order: ("stdout" | "stderr")[] = changed(files.stderr) < changed(files.stdout) ? ["stderr", "stdout"] : ["stdout", "stderr"];
    for (const stream of order) {
      let fd: number;
      try {
        fd = openSync(files[stream], "r");
      } catch {
        continue;
      }
      try {
        for (;;) {
          const size = fstatSync(fd).size;
          if (size <= offsets[stream]) break;
          const buf = Buffer.allocUnsafe(Math.min(PIECE, size - offsets[stream]));
          const got = readSync(fd, buf, 0, buf.length, offsets[stream]);
          if (got <= 0) break;
          offsets[stream] += got;
          watch(stream, buf.subarray(0, got));
          if (!all) break;
        }
      } finally {
        closeSync(fd);
      }
    }
  };
  const timer = setInterval(() => look(false), EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      look(true);
    },
  };
}
