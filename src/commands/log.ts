/** `aye log`: recent captures, newest first; * marks the one pending in this terminal. */
import type { Ctx } from "../context.ts";
import { visible } from "../guard/visible.ts";
import { ago as age } from "../prompt/attach-block.ts";
import { colorsOn, paint } from "../ui.ts";

export { age };

export interface LogInput {
  limit: number;
  json: boolean;
}

export function log(input: LogInput, ctx: Ctx): number {
  const store = ctx.store();
  const pending = store.peek(ctx.scope())?.id;
  const captures = store.list(input.limit);
  const { io } = ctx;
  if (input.json) {
    io.write(1, `${JSON.stringify(captures.map((c) => ({ ...c, pendingHere: c.id === pending })), null, 2)}\n`);
    return 0;
  }
  if (captures.length === 0) {
    ctx.ui.note("Nothing captured yet. Try: aye run npm test");
    return 0;
  }
  const now = Date.now();
  const color = colorsOn(io, 1);
  const rows = captures.map((c) => [`${c.id === pending ? "*" : " "}${c.id}`, age(now - c.createdAt), `exit ${c.exitCode ?? "-"}`, visible(c.command, true)]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  // On a terminal, one line per capture: the command is cut to fit.
  const room = io.isTTY.stdout ? (io.size()?.cols ?? 80) - widths.reduce((a, b) => a + b + 2, 0) : Infinity;
  for (const [i, row] of rows.entries()) {
    const command = row[3]!.length > room ? `${row[3]!.slice(0, Math.max(10, room - 1))}…` : row[3]!;
    const line = [...row.slice(0, 3).map((cell, j) => cell.padEnd(widths[j]!)), command].join("  ");
    io.write(1, `${color && captures[i]!.id === pending ? paint().bold(line) : line}\n`);
  }
  return 0;
}
