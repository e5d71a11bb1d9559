import { terminalPlace } from "../os/terminal.ts";

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
