/** `aye show [ID]`: a capture as it would be attached, or its full log. */
import { readFileSync } from "node:fs";
import type { Ctx } from "../context.ts";
import { AyeError, usageError } from "../errors.ts";
import { writeOutside } from "../guard/visible.ts";
import { attachBlock } from "../prompt/attach-block.ts";
import { adoptQuietly } from "../shell/adopt.ts";
import type { Capture, Store } from "../store/captures.ts";

export interface ShowInput {
  id?: string;
  log: boolean;
  json: boolean;
}

/** The capture named by `id`, else the scope's pending one, else the latest. */
export function pickCapture(store: Store, scope: string, id: string | undefined): Capture {
  if (id !== undefined) {
    const n = Number(String(id).replace(/^#/, ""));
    if (!/^#?\d+$/.test(String(id))) throw usageError(`'${id}' is not a capture ID`, "Captures are numbered: see them with 'aye log'.");
    const capture = store.get(n);
    if (!capture) throw new AyeError(`no capture #${n}`, { hint: "It may have been deleted as newer ones arrived; see the captures with 'aye log'." });
    return capture;
  }
  const capture = store.peek(scope) ?? store.latest();
  if (!capture) throw new AyeError("nothing captured yet", { hint: "Run a command through aye: aye run npm test" });
  return capture;
}

export function show(input: ShowInput, ctx: Ctx): number {
  if (input.log && input.json) throw usageError("--log and --json do not go together", "--log prints the log as it is; aye show --json prints the capture as JSON.");
  // A failure the shell hook recorded, with no capture: its output read back from the terminal, if it holds it.
  if (input.id === undefined) adoptQuietly(ctx);
  const capture = pickCapture(ctx.store(), ctx.scope(), input.id);
  const { io } = ctx;
  if (input.log) {
    if (!capture.logPath) throw new AyeError(`capture #${capture.id} has no log on disk${capture.logNote ? ` (${capture.logNote})` : " (the command printed nothing)"}`);
    let text: Buffer;
    try {
      text = readFileSync(capture.logPath);
    } catch (error) {
      throw new AyeError(`cannot read the log of capture #${capture.id}: ${(error as Error).message}`, { hint: "Logs are deleted as newer captures arrive (see store.keep in 'aye config')." });
    }
    writeOutside(io, 1, text.toString("utf8"));
    return 0;
  }
  // JSON escapes every control character itself.
  if (input.json) io.write(1, `${JSON.stringify(capture, null, 2)}\n`);
  else writeOutside(io, 1, `${attachBlock(capture)}\n`);
  return 0;
}
