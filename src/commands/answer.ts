/**
 * Sends one request and streams the answer to stdout as it arrives: a spinner
 * until the first piece (showing retries), Ctrl-C or any ending signal aborting
 * the request (exit 128+N), and nothing on stdout but the answer. On a terminal
 * the answer is made visible (a model's escape sequences are shown, not
 * obeyed); to a pipe or file it is the exact text.
 */
import { join } from "node:path";
import type { Ctx } from "../context.ts";
import { guardRegistry } from "../guard/to-model.ts";
import { answerStream } from "../render/answer-stream.ts";
import { AyeError, EXIT } from "../errors.ts";
import type { Signal } from "../io.ts";
import { type Registry, makeRegistry } from "../providers/registry.ts";
import type { ChatRequest, Provider } from "../providers/types.ts";
import type { Capture } from "../store/captures.ts";

/** The provider registry for this configuration; every request through it is redacted (src/guard/to-model.ts). */
export function providers(ctx: Ctx): Registry {
  const config = ctx.config();
  const deps = { env: ctx.io.env, fetch, kill: ctx.io.kill, warn: ctx.ui.warn, status: ctx.ui.status, tempRoot: join(ctx.storeDir, "tmp") };
  return guardRegistry(makeRegistry(config, deps), config.values.redact);
}

const SIGNAL_NUMBERS: Record<Signal, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 };

/**
 * While a provider runs, every signal that would end aye (Ctrl-C, a closed
 * terminal, kill, Ctrl-\\) aborts it instead, so the provider stops its CLI and
 * removes its files; `code()` is then 128+N, as the signal itself would give.
 */
export function trapSignals(ctx: Ctx, controller: AbortController): { untrap(): void; code(): number | undefined } {
  let caught: Signal | undefined;
  const untrap = ctx.io.trap(["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"], (signal) => {
    caught ??= signal;
    controller.abort();
  });
  return { untrap, code: () => (caught ? 128 + SIGNAL_NUMBERS[caught] : controller.signal.aborted ? EXIT.cancelled : undefined) };
}

/**
 * Streams the answer. `taken` is the capture the prompt consumed: if no answer
 * came (the provider failed or stayed silent), it goes back to pending.
 */
export async function streamAnswer(provider: Provider, request: ChatRequest, ctx: Ctx, taken?: Capture, opts: { stream?: boolean } = {}): Promise<number> {
  try {
    const { code, answered } = await stream(provider, request, ctx, opts.stream !== false);
    if (taken && !answered) ctx.store().rearm(ctx.scope(), taken.id);
    return code;
  } catch (error) {
    if (taken) ctx.store().rearm(ctx.scope(), taken.id);
    throw error;
  }
}

async function stream(provider: Provider, request: ChatRequest, ctx: Ctx, live: boolean): Promise<{ code: number; answered: boolean }> {
  const { io, ui } = ctx;
  const controller = new AbortController();
  const trap = trapSignals(ctx, controller);
  const stopSpinner = ui.spinner(`asking ${provider.name}…`);
  let last = "";
  let answered = false;
  const guard = answerStream(io, ctx.config().values["render.markdown"] && !request.json);
  // --no-stream: the spinner stays until the answer is whole, then it is written at once.
  let held = "";
  const write = (text: string) => (live ? io.write(1, text) : (held += text));
  try {
    for await (const piece of provider.stream(request, controller.signal)) {
      if (controller.signal.aborted) break;
      if (live) stopSpinner();
      answered = true;
      write(guard ? guard.push(piece) : piece);
      last = piece;
    }
    if (guard) write(guard.end());
    stopSpinner();
    if (held && !controller.signal.aborted) io.write(1, held);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    stopSpinner();
    trap.untrap();
    // A terminal prompt should start on its own line.
    if (answered && io.isTTY.stdout && !last.endsWith("\n")) io.write(1, "\n");
  }
  if (controller.signal.aborted) return { code: trap.code() ?? EXIT.cancelled, answered };
  if (!answered) ui.warn(`${provider.name} gave an empty answer`);
  return { code: EXIT.ok, answered };
}

/** Reads piped stdin whole (when it is not a terminal), within the input limit; `undefined` when there is none. */
export async function readStdin(ctx: Ctx): Promise<string | undefined> {
  if (ctx.io.isTTY.stdin) return undefined;
  const limit = ctx.config().values["prompt.max_input_bytes"];
  const text = await ctx.io.stdinText(limit);
  if (text === undefined) throw tooLarge("the piped input", limit);
  if (text.includes("\0")) throw new AyeError("the piped input is binary (it holds NUL bytes)", { hint: "Pipe text, or name a text file with @path." });
  return text || undefined;
}

/** The error for input over `prompt.max_input_bytes`. */
export function tooLarge(what: string, limit: number): AyeError {
  return new AyeError(`${what} is larger than ${formatBytes(limit)}, more than aye sends to a model`, {
    hint: "Send a part of it (tail -n 500, head -c 1M), or raise prompt.max_input_bytes in your config file.",
  });
}

export const formatBytes = (n: number) => (n >= 1024 ** 2 ? `${+(n / 1024 ** 2).toFixed(1)} MiB` : n >= 1024 ? `${+(n / 1024).toFixed(1)} KiB` : `${n} bytes`);
