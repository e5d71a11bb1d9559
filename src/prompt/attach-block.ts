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
