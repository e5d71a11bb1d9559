/** The text a plan runs, and is judged as: its commands joined by `&&`, or a script when one spans lines. */
export function planText(commands: string[]): string {
  if (commands.length === 1) return commands[0]!;
  return commands.some((c) => c.includes("\n")) ? `set -e\n${commands.join("\n")}` : commands.join(" && ");
}
