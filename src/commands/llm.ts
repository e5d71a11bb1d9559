/**
 * `aye llm <provider> [prompt...]`: the dispatcher for pipes and scripts. What
 * the pipe carries and the prompt go to the provider; the pending failure only
 * with --attach. A shell provider's exit code is passed through.
 */
import type { Ctx } from "../context.ts";
import { EXIT, usageError } from "../errors.ts";
import { buildPrompt } from "../prompt/build.ts";
import type { Capture } from "../store/captures.ts";
import { providers, readStdin, streamAnswer } from "./answer.ts";

export interface LlmInput {
  provider?: string;
  words: string[];
  list: boolean;
  json: boolean;
  attach: boolean;
  model?: string;
  system?: string;
}

export async function llm(input: LlmInput, ctx: Ctx): Promise<number> {
  const config = ctx.config();
  const registry = providers(ctx);
  if (input.list) return list(registry.names.map((name) => registry.get(name)), input.json, ctx);
  if (!input.provider) throw usageError("aye llm needs a provider", `For example: git diff | aye llm claude "review this". Known: ${registry.names.join(", ")}.`);
  if (/\s/.test(input.provider) && !registry.names.includes(input.provider)) {
    const example = config.values.provider || registry.names[0];
    throw usageError(`'${input.provider}' looks like a prompt, not a provider`, `aye llm takes the provider first: aye llm ${example} ${JSON.stringify(input.provider)}. Known: ${registry.names.join(", ")}.`);
  }
  const provider = registry.get(input.provider);
  const words = input.words.join(" ").trim();
  const stdin = await readStdin(ctx);
  let attach: Capture | undefined;
  if (input.attach) attach = ctx.store().consume(ctx.scope());
  if (!words && !stdin && !attach) throw usageError("nothing to send", `Pipe something in or give a prompt: echo hi | aye llm ${input.provider} "answer briefly"`);
  const prompt = buildPrompt({ words, stdin, files: [], attach, redact: config.values.redact });
  return streamAnswer(provider, { prompt, system: input.system, model: input.model || undefined }, ctx, attach);
}

async function list(providers: { name: string; kind: string; available(): Promise<{ ok: boolean; detail: string }> }[], json: boolean, ctx: Ctx): Promise<number> {
  const rows = await Promise.all(providers.map(async (p) => ({ name: p.name, kind: p.kind, ...(await p.available()) })));
  if (json) {
    ctx.io.write(1, `${JSON.stringify(rows, null, 2)}\n`);
    return EXIT.ok;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) ctx.io.write(1, `${r.ok ? "✓" : "✗"} ${r.name.padEnd(width)}  ${r.kind.padEnd(6)}  ${r.detail}\n`);
  return EXIT.ok;
}

