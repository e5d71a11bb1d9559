/** `aye completions <shell>`: prints the completion script for a shell. */
import { SCRIPTS } from "../completions.ts";
import type { Ctx } from "../context.ts";
import { usageError } from "../errors.ts";
import { SHELLS } from "../spec.ts";

export function completions(shell: string, ctx: Ctx): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`no completions for '${shell}'`, `Choose one of: ${SHELLS.join(", ")}.`);
  ctx.io.write(1, SCRIPTS[shell as keyof typeof SCRIPTS]());
  return 0;
}
