/** Reading /proc/<pid>/stat (Linux): the fields aye needs. */
export interface Stat {
  ppid: number;
  pgrp: number;
  ttyNr: number;
  /** The foreground process group of the controlling terminal, or -1. */
  tpgid: number;
}

export function parseStat(text: string): Stat {
  // "pid (comm) state ppid pgrp session tty_nr tpgid ...": comm may hold spaces and parentheses.
  const [, ppid, pgrp, , ttyNr, tpgid] = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(ppid), pgrp: Number(pgrp), ttyNr: Number(ttyNr), tpgid: Number(tpgid) };
}
