/**
 * Following a running command's output files as they grow, for a person who
 * watches it (aye chat's `!command`): each new piece is handed over as it is
 * read, stdout's before stderr's within one look. What the model gets is read
 * from the same files afterwards, apart, as always.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import type { Files } from "./outcome.ts";

export type Watch = (stream: "stdout" | "stderr", bytes: Uint8Array) => void;

/** How often the files are looked at. */
const EVERY_MS = 25;
/** The most read in one look of one file (the rest comes at the next). */
const PIECE = 256 * 1024;

/** Starts following `files`; `stop()` reads what is left and ends. */
export function followFiles(files: Files, watch: Watch): { stop(): void } {
  const offsets = { stdout: 0, stderr: 0 };
  const look = (all: boolean) => {
    for (const stream of ["stdout", "stderr"] as const) {
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
