/**
 * aye's place at its controlling terminal: whether it has one, whether its process group is the
 * terminal's foreground group, and the terminal's name (the pending attach is per terminal).
 * Linux reads /proc/self/stat (through Io, so tests can fake it); the portable path asks libc:
 * getpgrp and tcgetpgrp on the terminal, ttyname for its name.
 */
import { openSync, closeSync } from "node:fs";
import { libc } from "../libc.ts";
import { parseStat } from "../proc-stat.ts";
import { type OsPath, osPath } from "./path.ts";

export interface TerminalPlace {
  terminal: boolean;
  foreground: boolean;
  /** pts/3, tty1, ttys003; undefined without a terminal or where it cannot be told. */
  name?: string;
}

/** Reads a /proc file, or undefined (Io's `proc`). */
type Proc = (path: string) => string | undefined;

export function terminalPlace(proc: Proc, path: OsPath = osPath()): TerminalPlace | undefined {
  return path === "linux" ? fromProc(proc) : fromLibc();
}

function fromProc(proc: Proc): TerminalPlace | undefined {
  const stat = proc("/proc/self/stat");
  if (!stat) return undefined;
  const { ttyNr, pgrp, tpgid } = parseStat(stat);
  if (ttyNr === 0) return { terminal: false, foreground: false };
  return { terminal: true, foreground: tpgid === pgrp, name: describeTty(ttyNr) };
}

/** A device number as a name people know: pts/3, tty1, or the raw number. */
export function describeTty(nr: number): string {
  const major = (nr >> 8) & 0xfff;
  const minor = (nr & 0xff) | ((nr >> 12) & 0xfff00);
  if (major >= 136 && major <= 143) return `pts/${(major - 136) * 256 + minor}`;
  if (major === 4 && minor < 64) return `tty${minor}`;
  return String(nr);
}

function fromLibc(): TerminalPlace | undefined {
  const lib = libc("portable");
  if (!lib) return undefined;
  // /dev/tty opens only with a controlling terminal, whatever stdin, stdout and stderr are.
  let fd: number;
  try {
    fd = openSync("/dev/tty", "r");
  } catch {
    return { terminal: false, foreground: false };
  }
  try {
    const foreground = lib.tcgetpgrp(fd) === lib.getpgrp();
    // /dev/tty's own name says nothing; one of the standard streams usually is the terminal itself.
    const device = [0, 1, 2].map((n) => (lib.isatty(n) ? lib.ttyname(n) : null)).find((n) => n && n !== "/dev/tty");
    return { terminal: true, foreground, name: device?.replace(/^\/dev\//, "") };
  } finally {
    closeSync(fd);
  }
}
