/** Reading /proc/<pid>/stat (Linux): the fields aye needs. */
export interface Stat {
  /** R, S, D, Z (a zombie: ended, not yet reaped), T... */
  state: string;
  ppid: number;
  pgrp: number;
  session: number;
  ttyNr: number;
  /** The foreground process group of the controlling terminal, or -1. */
  tpgid: number;
  /** Clock ticks after boot when the process started: with the pid, it names one process for good. */
  startTime: number;
}

export function parseStat(text: string): Stat {
  // "pid (comm) state ppid pgrp session tty_nr tpgid ...": comm may hold spaces and parentheses.
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { state: f[0] ?? "", ppid: Number(f[1]), pgrp: Number(f[2]), session: Number(f[3]), ttyNr: Number(f[4]), tpgid: Number(f[5]), startTime: Number(f[19]) };
}
