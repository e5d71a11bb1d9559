import { parseStat } from "../proc-stat.ts";

/**
 * The pending attach is per terminal: `$AYE_SESSION` if set, else the
 * controlling terminal (so `aye run x > file` and `aye ask` in the same window
 * agree), else one global scope.
 */
export function attachScope(env: Record<string, string | undefined>, proc: (path: string) => string | undefined): string {
  if (env.AYE_SESSION) return `session:${env.AYE_SESSION}`;
  const stat = proc("/proc/self/stat");
  const ttyNr = stat ? parseStat(stat).ttyNr : 0;
  if (ttyNr > 0) return `tty:${describeTty(ttyNr)}`;
  return "global";
}

/**
 * The scope of the terminal process `pid` runs in (`aye shell` stores for the
 * shell it started, whose terminal is aye's own): what `attachScope` answers
 * inside that shell.
 */
export function scopeOf(pid: number, env: Record<string, string | undefined>, proc: (path: string) => string | undefined): string {
  if (env.AYE_SESSION) return `session:${env.AYE_SESSION}`;
  const stat = proc(`/proc/${pid}/stat`);
  const ttyNr = stat ? parseStat(stat).ttyNr : 0;
  return ttyNr > 0 ? `tty:${describeTty(ttyNr)}` : "global";
}

/** A device number as a name people know: pts/3, tty1, or the raw number. */
function describeTty(nr: number): string {
  const major = (nr >> 8) & 0xfff;
  const minor = (nr & 0xff) | ((nr >> 12) & 0xfff00);
  if (major >= 136 && major <= 143) return `pts/${(major - 136) * 256 + minor}`;
  if (major === 4 && minor < 64) return `tty${minor}`;
  return String(nr);
}
