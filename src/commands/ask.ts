/**
 * `aye ask`: the words given, piped input, `@path` files and the pending
 * failure (seed 000's block, taken once) go to an LLM; the answer streams to stdout.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Ctx } from "../context.ts";
import { AyeError, EXIT, usageError } from "../errors.ts";
import { toModel } from "../guard/to-model.ts";
import { writeOutside } from "../guard/visible.ts";
import { ridesAlong } from "../prompt/attach-block.ts";
import { atReferences, buildPrompt } from "../prompt/build.ts";
import { readEnvironment } from "../prompt/environment.ts";
import { adoptQuietly } from "../shell/adopt.ts";
import type { Capture } from "../store/captures.ts";
import { providers, readStdin, streamAnswer, tooLarge } from "./answer.ts";
import { pickCapture } from "./show.ts";
import { type AskingOptions, applyAsking, requestExtras } from "./asking.ts";

export interface AskInput {
  words: string[];
  attach: boolean;
  attachId?: string;
  printPrompt: boolean;
  provider?: string;
  model?: string;
  system?: string;
  /** Add the question as a turn of the last `aye chat` conversation. */
  continue?: boolean;
  /** -c ID: of that conversation. */
  continueId?: string;
  asking: AskingOptions;
}

/**
 * Reads the files named by `@path`; a word that is not a file is left as typed,
 * with a note. Only regular files within the input limit are read (judged by
 * their size first, so a huge or endless one is never read), and a binary one is refused.
 */
export function readReferences(words: string, ctx: Ctx, budget: number): { path: string; content: string }[] {
  const files: { path: string; content: string }[] = [];
  for (const ref of atReferences(words)) {
    const candidates = [ref, ref.replace(/[),.;:!?'"]+$/, "")];
    const found = candidates.map((p) => ({ p, st: statSync(resolve(ctx.io.cwd, p), { throwIfNoEntry: false }) })).find((c) => c.st);
    if (!found?.st) {
      if (/[/.]/.test(ref)) ctx.ui.warn(`@${ref} is not a file here; left as typed`);
      continue;
    }
    const { p: path, st } = found;
    if (st.isDirectory()) throw new AyeError(`@${path} is a directory`, { hint: "Name files: aye ask \"explain\" @src/app.ts @src/util.ts" });
    if (!st.isFile()) throw new AyeError(`@${path} is not a regular file (a device, FIFO or socket)`, { hint: `To send what it gives, pipe it: head -c 64K ${path} | aye ask "…"` });
    if (files.some((f) => f.path === path)) continue;
    if (st.size > budget) throw tooLarge(`@${path}`, ctx.config().values["prompt.max_input_bytes"]);
    const bytes = readFileSync(resolve(ctx.io.cwd, path));
    if (bytes.includes(0)) throw new AyeError(`@${path} is a binary file`, { hint: "Name text files only." });
    budget -= bytes.length;
    files.push({ path, content: bytes.toString("utf8") });
  }
  return files;
}

/** The conversation `-c` adds to: ID, else the last one (undefined: a new one is started). */
async function pickConversation(ctx: Ctx, id: string | undefined) {
  const db = ctx.store().db;
  if (id !== undefined) return (await import("../chat/archive.ts")).findConversation(db, id).conversation;
  return (await import("../chat/history.ts")).lastConversation(db);
}

export async function ask(input: AskInput, ctx: Ctx): Promise<number> {
  const config = ctx.config();
  const words = input.words.join(" ").trim();
  const stdin = await readStdin(ctx);
  const files = readReferences(words, ctx, config.values["prompt.max_input_bytes"] - Buffer.byteLength(stdin ?? ""));

  // A failure the shell hook recorded, with no capture: its output read back from the terminal, if it holds it.
  if (input.attach && input.attachId === undefined) adoptQuietly(ctx);
  const store = input.attach ? ctx.store() : undefined;
  const scope = ctx.scope();
  let attach: Capture | undefined;
  let taken: Capture | undefined;
  if (store && input.attachId !== undefined) attach = pickCapture(store, scope, input.attachId);
  else if (store && input.printPrompt) attach = store.peek(scope);
  else if (store) attach = taken = store.consume(scope);

  if (!words && !stdin && !attach && !input.asking.template) {
    throw usageError("nothing to ask", "Give a prompt (aye ask \"why does this fail?\"), pipe something in, or run a failing command with 'aye run' first.");
  }
  // Whatever stops the question before a model has it (a missing role, conversation or provider) keeps the failure pending.
  const keep = async <T>(step: () => T | Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (taken) store!.rearm(scope, taken.id);
      throw error;
    }
  };
  if (input.continue && (input.asking.json || !input.asking.stream)) {
    await keep(() => {
      throw usageError("--json-answer and --no-stream are for one question, not with -c", "Ask it without -c, or drop them.");
    });
  }
  // A question added to a conversation that already told the model its environment does not tell it again.
  const conversation = input.continue ? await keep(() => pickConversation(ctx, input.continueId)) : undefined;
  const told = !!conversation?.size();
  const environment = config.values["prompt.context"] && !told ? readEnvironment(ctx.io.env, ctx.io.cwd) : undefined;
  const asked = await keep(() => applyAsking(buildPrompt({ words, stdin, files, attach, environment, redact: config.values.redact }), input.system, input.asking, config, !!(words || stdin || attach)));
  if (input.printPrompt) {
    // Exactly what a model would receive; a system prompt of a role or template is said first.
    const sent = toModel({ prompt: asked.prompt, system: asked.system }, config.values.redact);
    const text = `${sent.system && (input.asking.role || input.asking.template) ? `System:\n${sent.system}\n\nUser:\n` : ""}${sent.prompt}`;
    writeOutside(ctx.io, 1, text.endsWith("\n") ? text : `${text}\n`);
    return EXIT.ok;
  }
  const prompt = asked.prompt;
  // At a terminal, one dim line says what rides along (ui.note is silent elsewhere).
  if (attach) ctx.ui.note(ridesAlong(attach));
  const provider = await keep(() => providers(ctx).choose(input.provider));
  const extras = await keep(() => requestExtras(input.asking, provider));
  if (input.continue) {
    const { continueConversation } = await import("../chat/continue.ts");
    const opts = { system: asked.system, model: input.model || undefined, temperature: extras.temperature, maxTokens: extras.maxTokens };
    return keep(() => continueConversation(prompt, provider, opts, ctx, conversation));
  }
  return streamAnswer(provider, { prompt, system: asked.system, model: input.model || undefined, ...extras }, ctx, taken, { stream: input.asking.stream });
}
