/**
 * Runs the wrapped command so that neither the person nor the command can tell
 * aye is there: a pseudo-terminal when stdin, stdout and stderr are all
 * terminals; otherwise stdin as it is, and for stdout and stderr each a
 * pseudo-terminal where the person's is a terminal, a real pipe where not. Every byte is handed on as it arrives and
 * also shown to `onOutput`, which keeps what it needs.
 */
import type { Io } from "../io.ts";
import { type Command, type Outcome, type SpawnOptions, notStarted } from "./child.ts";
import { viaPipes } from "./pipe-mode.ts";
import { looksLikeScript, resolveCommand } from "./resolve.ts";
import { viaTerminal } from "./terminal-mode.ts";

export type { Outcome, SpawnOptions, Terminals } from "./child.ts";

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

export async function spawnCommand(opts: SpawnOptions, io: Io): Promise<Outcome> {
  const name = opts.argv[0]!;
  const resolved = resolveCommand(name, opts.env, opts.cwd);
  if ("error" in resolved) return notStarted(resolved.code, resolved.error, resolved.builtin);
  const { stdin, stdout, stderr } = opts.terminals;
  const start = (command: Command) => (stdin && stdout && stderr ? viaTerminal(command, opts, io) : viaPipes(command, opts, io));
  try {
    // The program gets its name as typed (`ls`, not `/usr/bin/ls`): usage lines and `$0` read as without aye.
    return await start({ file: resolved.path, argv: opts.argv });
  } catch (error) {
    if (errno(error) === "ENOEXEC") {
      if (!looksLikeScript(resolved.path)) return notStarted(126, `${name}: cannot execute binary file: Exec format error`);
      // No `#!`: shells hand such a script to sh (POSIX's ENOEXEC rule), and so does aye.
      const script = name.includes("/") ? name : resolved.path;
      try {
        return await start({ file: "/bin/sh", argv: ["sh", script, ...opts.argv.slice(1)] });
      } catch (again) {
        return cannotStart(name, again);
      }
    }
    return cannotStart(name, error);
  }
}

function cannotStart(name: string, error: unknown): Outcome {
  const code = errno(error);
  if (code === "ENOENT") return notStarted(127, `${name}: command not found`);
  if (code === "EACCES" || code === "ENOEXEC") return notStarted(126, `${name}: cannot execute: ${(error as Error).message}`);
  throw error;
}
