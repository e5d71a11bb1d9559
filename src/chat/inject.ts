/**
 * Seed 002's `!command`: which lines are one, and the context message that puts
 * a command's output in front of the model, word for word as the seed gives it.
 * Pure; running the command is shell.ts's part.
 */

/** Seed 002: a context message is cut to 10,000 characters unless configured otherwise. */
export const DEFAULT_MAX_OUTPUT_CHARS = 10_000;

/** Seed 002's usage, printed for a `!` with no command; nothing is sent. */
export const BANG_USAGE = "Error: No command specified\nUsage: !<command>\nExample: !ls -la\n";

/** Only a line that starts with `!` is a command: "What is !ls?" is a question. */
export function isShellCommand(input: string): boolean {
  return input.startsWith("!");
}

/** The command of a `!` line, trimmed; empty for `!` alone. */
export function bangCommand(input: string): string {
  return input.slice(1).trim();
}

/**
 * Keeps the last `max` characters (where the errors are), from a line's start when one begins within them, and
 * says how much there was: `totalBytes`, the whole stream's size, when the text is already a tail of it. Unlike the
 * seed's head cut, the tail is what a failure needs.
 */
export function cutTail(text: string, max: number, totalBytes?: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let tail = text.slice(text.length - max);
  const newline = tail.indexOf("\n");
  if (newline >= 0 && newline < tail.length - 1) tail = tail.slice(newline + 1);
  const whole = totalBytes !== undefined && totalBytes > text.length ? `${totalBytes} bytes in all` : `${text.length} total characters`;
  return { text: `... (output truncated, ${whole}; showing the last ${tail.length} characters)\n\n${tail}`, cut: true };
}

/** What the context message needs of a command that ran; the sizes are of its whole streams, when known. */
export interface Ran {
  command: string;
  stdout: string;
  stderr: string;
  exitCode: number;
  stdoutBytes?: number;
  stderrBytes?: number;
}

/** Seed 002's `[Shell command output]` message, each stream cut to `max` characters. */
export function contextMessage(ran: Ran, max = DEFAULT_MAX_OUTPUT_CHARS): string {
  const out = cutTail(ran.stdout, max, ran.stdoutBytes);
  const err = cutTail(ran.stderr, max, ran.stderrBytes);
  let message = `[Shell command output]\nCommand: ${ran.command}\nExit code: ${ran.exitCode}`;
  if (out.text) message += `\n\nOutput:\n${out.text}`;
  if (err.text) message += `\n\nStderr:\n${err.text}`;
  if (!out.text && !err.text) message += "\n\n(No output)";
  if (out.cut || err.cut) message += "\n\nNote: Output was truncated due to length.";
  return message;
}

/** Seed 002's message for a command that could not be run at all. */
export function failedMessage(command: string, error: string): string {
  return `[Shell command failed]\nCommand: ${command}\nError: ${error}`;
}
