/** The block seed 000 appends to a prompt, exactly as `aye show` prints it. */
import type { Capture } from "../store/captures.ts";

export function attachBlock(c: Pick<Capture, "command" | "cwd" | "exitCode" | "stdout" | "stderr">): string {
  const body = (text: string) => (text.endsWith("\n") || text === "" ? text : `${text}\n`);
  return [
    "---",
    "Captured output from last failing command:",
    `$ ${c.command}`,
    `cwd: ${c.cwd}`,
    `exit_code: ${c.exitCode ?? "none"}`,
    "",
    "STDOUT:",
    `${body(c.stdout)}`,
    "STDERR:",
    `${body(c.stderr)}---`,
  ].join("\n");
}

/** A command line as a person would type it back into a POSIX shell. */
export function shellQuote(argv: string[]): string {
  return argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(" ");
}

/** How long ago, in a word: `12s ago`, `5m ago`, `3h ago`, `2d ago`. */
export function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.round(s / 60)}m ago`;
  if (s < 86400) return `${Math.round(s / 3600)}h ago`;
  return `${Math.round(s / 86400)}d ago`;
}

/** The one line that tells the person which failure rides along with their message, and how old it is. */
export function ridesAlong(c: Pick<Capture, "command" | "exitCode" | "createdAt">, now = Date.now()): string {
  const command = c.command.length > 60 ? `${c.command.slice(0, 59)}…` : c.command;
  return `with the failure of ${command} (exit ${c.exitCode ?? "?"}, ${ago(now - c.createdAt)}); aye clear drops it`;
}
