/** `aye clear`: the next prompt goes without the pending capture; `--all` deletes everything. */
import type { Ctx } from "../context.ts";

export interface ClearInput {
  all: boolean;
  json: boolean;
}

export function clear(input: ClearInput, ctx: Ctx): number {
  const store = ctx.store();
  const scope = ctx.scope();
  const pending = store.peek(scope)?.id ?? null;
  const disarmed = store.disarm(scope) ? pending : null;
  const deleted = input.all ? store.deleteAll() : 0;
  if (input.json) ctx.io.write(1, `${JSON.stringify({ disarmed, deleted })}\n`);
  else {
    ctx.ui.note(disarmed === null ? "Nothing was pending." : `Capture #${disarmed} will not be attached.`);
    if (input.all) ctx.ui.note(`Deleted ${deleted} capture${deleted === 1 ? "" : "s"} and their logs.`);
  }
  return 0;
}
