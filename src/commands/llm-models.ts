/**
 * `aye llm --models [provider]`: what a provider can answer with. Ollama and
 * OpenAI-compatible servers are asked (/api/tags, /v1/models); a CLI's list is
 * what it documents. One provider: one model a line (for scripts and the shell
 * completions); every provider: grouped, with why one cannot be asked.
 */
import type { Ctx } from "../context.ts";
import { AyeError, EXIT } from "../errors.ts";
import { visible } from "../guard/visible.ts";
import type { Registry } from "../providers/registry.ts";
import type { ModelList } from "../providers/types.ts";

interface Row extends Partial<ModelList> {
  provider: string;
  ok: boolean;
  error?: string;
}

async function row(registry: Registry, name: string): Promise<Row> {
  try {
    return { provider: name, ok: true, ...(await registry.get(name).listModels()) };
  } catch (error) {
    if (!(error instanceof AyeError)) throw error;
    return { provider: name, ok: false, error: error.message };
  }
}

export async function listModels(name: string | undefined, registry: Registry, json: boolean, ctx: Ctx): Promise<number> {
  const out = (text: string) => ctx.io.write(1, text);
  if (name) {
    const list = await registry.get(name).listModels();
    if (json) return out(`${JSON.stringify({ provider: name, ...list }, null, 2)}\n`), EXIT.ok;
    for (const model of list.models) out(`${visible(model, true)}\n`);
    ctx.ui.note(`${list.models.length} from ${list.source}${list.default ? `; without -m: ${list.default}` : ""}`);
    if (!list.models.length) ctx.ui.warn(`${name} lists no models`);
    return EXIT.ok;
  }
  const rows = await Promise.all(registry.names.map((n) => row(registry, n)));
  if (json) return out(`${JSON.stringify(rows, null, 2)}\n`), EXIT.ok;
  for (const r of rows) {
    if (!r.ok) {
      out(`✗ ${r.provider}: ${r.error}\n`);
      continue;
    }
    out(`${r.provider} (${r.source}${r.default ? `; default ${visible(r.default, true)}` : ""}):\n`);
    for (const model of r.models ?? []) out(`  ${visible(model, true)}\n`);
    if (!r.models?.length) out("  (none)\n");
  }
  return EXIT.ok;
}
