/**
 * `aye llm [provider] [prompt...]`: the dispatcher for pipes and scripts. What
 * the pipe carries and the prompt go to the provider; the pending failure only
 * with --attach. A shell provider's exit code is passed through. The provider
 * is -p, else the first word when it names one, else the configured default
 * (AYE_PROVIDER, or 'provider:' in the config file).
 */
import type { Ctx } from "../context.ts";
import { EXIT, usageError } from "../errors.ts";
import { buildPrompt } from "../prompt/build.ts";
import type { Registry } from "../providers/registry.ts";
import type { Provider } from "../providers/types.ts";
import type { Capture } from "../store/captures.ts";
import { providers, readStdin, streamAnswer } from "./answer.ts";
import { type AskingOptions, applyAsking, requestExtras } from "./asking.ts";

export interface LlmInput {
  /** The positional words: a provider first, or the prompt. */
  words: string[];
  /** -p/--provider. */
  provider?: string;
  list: boolean;
  /** --models: list the models of the provider named (or of every provider). */
  models: boolean;
  json: boolean;
  attach: boolean;
  model?: string;
  system?: string;
  asking: AskingOptions;
}

/** The provider and the prompt's words (pure but for the registry's lookups). */
export function pickProvider(input: Pick<LlmInput, "words" | "provider">, registry: Registry, configured: string): { name?: string; words: string[] } {
  if (input.provider) return { name: input.provider, words: input.words };
  const [first, ...rest] = input.words;
  if (first !== undefined && registry.names.includes(first)) return { name: first, words: rest };
  if (configured) return { name: configured, words: input.words };
  return { words: input.words };
}

export async function llm(input: LlmInput, ctx: Ctx): Promise<number> {
  const config = ctx.config();
  const registry = providers(ctx);
  if (input.json && !input.list && !input.models) {
    throw usageError("--json works with --list or --models only: an answer is the model's own text", "aye llm --list --json, or aye llm --models ollama --json.");
  }
  if (input.list && input.models) throw usageError("--list and --models are two listings: give one", "aye llm --list (providers), aye llm --models [provider] (their models).");
  if (input.list) return list(registry.names.map((name) => registry.get(name)), input.json, ctx);
  if (input.models) {
    const { listModels } = await import("./llm-models.ts");
    if (input.words.length > (input.provider ? 0 : 1)) throw usageError("--models takes one provider, not a prompt", "aye llm --models ollama");
    return listModels(input.provider ?? input.words[0], registry, input.json, ctx);
  }
  const picked = pickProvider(input, registry, config.values.provider);
  if (!picked.name) {
    const first = input.words[0] ?? "";
    const example = registry.names[0];
    const setDefault = "or set a default provider: AYE_PROVIDER=ollama, or 'provider: ollama' in your config file ('aye config' shows it)";
    if (!first) throw usageError("aye llm needs a provider", `For example: git diff | aye llm claude "review this"; ${setDefault}. Known: ${registry.names.join(", ")}.`);
    if (/\s/.test(first)) throw usageError(`'${first}' looks like a prompt, not a provider`, `aye llm takes the provider first: aye llm ${example} ${JSON.stringify(first)}, or -p ${example}; ${setDefault}. Known: ${registry.names.join(", ")}.`);
    registry.get(first); // an unknown name, said with the nearest known one
  }
  const provider: Provider = registry.get(picked.name!);
  const words = picked.words.join(" ").trim();
  const stdin = await readStdin(ctx);
  let attach: Capture | undefined;
  if (input.attach) attach = ctx.store().consume(ctx.scope());
  if (!words && !stdin && !attach && !input.asking.template) throw usageError("nothing to send", `Pipe something in or give a prompt: echo hi | aye llm ${provider.name} "answer briefly"`);
  let extras;
  let asked;
  try {
    extras = requestExtras(input.asking, provider);
    asked = applyAsking(buildPrompt({ words, stdin, files: [], attach, redact: config.values.redact }), input.system, input.asking, config, !!(words || stdin || attach));
  } catch (error) {
    // Never sent: the failure stays pending.
    if (attach) ctx.store().rearm(ctx.scope(), attach.id);
    throw error;
  }
  return streamAnswer(provider, { prompt: asked.prompt, system: asked.system, model: input.model || undefined, ...extras }, ctx, attach, { stream: input.asking.stream });
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
