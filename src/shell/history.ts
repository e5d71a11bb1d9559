/**
 * `aye fix` and the shell's history: a correction aye ran is handed to the
 * `aye shell` hook, which puts it into the shell's history in place of the
 * `aye fix` line at the next prompt (as thefuck's alter_history does), so that
 * the up arrow brings back what worked. Outside `aye shell` nothing is written.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** Leaves `line` for the hook of the `aye shell` this runs in, if any; never fails the fix. */
export function handToHistory(line: string, env: Record<string, string | undefined>): void {
  const dir = env.AYE_SHELL_DIR;
  if (!dir || line.includes("\0")) return;
  try {
    writeFileSync(join(dir, "history"), line, { mode: 0o600 });
  } catch {
    // the session ended, or its folder is gone: history is a convenience
  }
}
