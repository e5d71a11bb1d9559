import { describeTty, terminalPlace } from "../os/terminal.ts";
import { parseStat } from "../proc-stat.ts";

/**
 * The pending attach is per terminal: `$AYE_SESSION` if set, else the
 * controlling terminal (so `aye run x > file` and `aye ask` in the same window
 * agree), else one global scope.
 */
export function attachScope(env: Record<string, string | undefined>, proc: (path: string) => string | undefined): string {
  if (env.AYE_SESSION) return `session:${env.AYE_SESSION}`;
  const name = terminalPlace(proc)?.name;
  return name ? `tty:${name}` : "global";
}

/**
 * The scope of the terminal process `pid` runs in (`aye shell` stores for the
 * shell it started, whose terminal is aye's own): what `attachScope` answers
 * inside that shell. Read from /proc: on another system, aye's own scope.
 */
export function scopeOf(pid: number, env: Record<string, string | undefined>, proc: (path: string) => string | undefined): string {
  if (env.AYE_SESSION) return `session:${env.AYE_SESSION}`;
  const stat = proc(`/proc/${pid}/stat`);
  if (!stat) return attachScope(env, proc);
  const ttyNr = parseStat(stat).ttyNr;
  return ttyNr > 0 ? `tty:${describeTty(ttyNr)}` : "global";
}
