/** `aye clear`: the next prompt goes without the pending capture; `--all` deletes everything. */
import type { Ctx } from "../context.ts";
import { AyeError } from "../errors.ts";

export interface ClearInput {
  all: boolean;
  json: boolean;
}

export function clear(input: ClearInput, ctx: Ctx): number {
  const store = ctx.store();
  // Clearing is writing: where the store cannot be written, nothing would be cleared.
  if (store.unwritable) {
    throw new AyeError(`cannot write the capture store in ${ctx.storeDir}: ${store.unwritable}`, {
      hint: "Make it writable, or point XDG_CACHE_HOME at another folder. Reading (aye log, aye show) still works.",
    });
  }
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
