/**
 * OpenAI-compatible chat completions (OpenAI, OpenRouter, LM Studio, vLLM,
 * llama.cpp's server), streamed over server-sent events. The request and the
 * event parsing are pure; the transport retries only where a retry can help.
 */
import { AyeError } from "../errors.ts";
import type { ChatRequest, Provider, ProviderDeps } from "./types.ts";
import { errorText, whyUnreachable } from "./http-errors.ts";
import { baseUrl } from "./address.ts";

export interface EndpointConfig {
  base_url: string;
  /** The environment variable holding the API key; none for local servers. */
  api_key_env?: string;
  model?: string;
}

export const DEFAULT_ENDPOINTS: Record<string, EndpointConfig> = {
  openai: { base_url: "https://api.openai.com/v1", api_key_env: "OPENAI_API_KEY" },
  openrouter: { base_url: "https://openrouter.ai/api/v1", api_key_env: "OPENROUTER_API_KEY" },
};

const RETRIES = 2;

/** Where a model for endpoint `name` can be set; openai also takes the variable OpenAI's own tools read. */
const modelHint = (name: string) => `${name === "openai" ? "export OPENAI_MODEL=..., " : ""}set llm.endpoints.${name}.model, or pass -m; 'aye llm --models ${name}' lists them`;

export function requestBody(request: ChatRequest, model: string): string {
  const messages = [...(request.system ? [{ role: "system", content: request.system }] : []), { role: "user", content: request.prompt }];
  return JSON.stringify({
    model,
    messages,
    stream: true,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    ...(request.json ? { response_format: { type: "json_object" } } : {}),
  });
}

/** Splits server-sent events into the text deltas they carry; keeps partial lines for the next chunk. */
export class EventParser {
  private rest = "";
  done = false;

  push(text: string): string[] {
    const lines = (this.rest + text).split("\n");
    this.rest = lines.pop() ?? "";
    const out: string[] = [];
    for (const raw of lines) {
      const line = raw.replace(/\r$/, "");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") {
        this.done = true;
        continue;
      }
      let event: { choices?: { delta?: { content?: string } }[]; error?: { message?: string } };
      try {
        event = JSON.parse(data);
      } catch {
        continue; // a keep-alive or a comment the server chose to send as data
      }
      if (event.error) throw new AyeError(`the server reported an error mid-answer: ${event.error.message ?? JSON.stringify(event.error)}`);
      const piece = event.choices?.[0]?.delta?.content;
      if (piece) out.push(piece);
    }
    return out;
  }
}

export function openaiProvider(name: string, config: EndpointConfig, fallbackModel: string, deps: ProviderDeps): Provider {
  const base = baseUrl(config.base_url);
  const key = config.api_key_env ? deps.env[config.api_key_env] : undefined;
  const headers = { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) };
  const listModels = async (): Promise<string[]> => {
    try {
      const response = await deps.fetch(`${base}/models`, { headers, signal: AbortSignal.timeout(5000) });
      if (!response.ok) return [];
      return ((await response.json()) as { data?: { id: string }[] }).data?.map((m) => m.id) ?? [];
    } catch {
      return [];
    }
  };
  const send = async (body: string, signal: AbortSignal): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await deps.fetch(`${base}/chat/completions`, { method: "POST", headers, body, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AyeError(`cannot reach ${name} at ${base} (${whyUnreachable(error)})`, { hint: "Is the server running, and is base_url right? See 'aye llm --list'." });
      }
      if (response.ok) return response;
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < RETRIES) {
        const after = Number(response.headers.get("retry-after"));
        const wait = Math.min(Number.isFinite(after) && after > 0 ? after * 1000 : 500 * 2 ** attempt, 10_000);
        deps.warn(`${name} answered ${response.status}; trying again in ${(wait / 1000).toFixed(1)}s`);
        await response.body?.cancel();
        await Bun.sleep(wait);
        continue;
      }
      const said = await errorText(response);
      if (response.status === 401 || response.status === 403) {
        throw new AyeError(`${name} refused the API key (${response.status}): ${said}`, {
          hint: config.api_key_env ? `Check $${config.api_key_env}.` : `Set api_key_env under llm.endpoints.${name} in your config file.`,
        });
      }
      if (response.status === 404) {
        const models = await listModels();
        throw new AyeError(`${name} does not know that model (404): ${said}`, { hint: models.length ? `Available: ${models.slice(0, 30).join(", ")}` : "Pass one with -m." });
      }
      if (response.status === 429) throw new AyeError(`${name} is rate limiting requests (429): ${said}`, { hint: "Wait a little, or use another provider with -p." });
      throw new AyeError(`${name} failed with ${response.status}: ${said}`, { hint: response.status >= 500 ? "The server's own error; try again later." : undefined });
    }
  };
  return {
    name,
    kind: "openai",
    endpoint: { url: base, headers, model: config.model || fallbackModel },
    models: listModels,
    async listModels() {
      if (config.api_key_env && !key) throw new AyeError(`${name} needs an API key to list its models: $${config.api_key_env} is not set`, { hint: `export ${config.api_key_env}=...` });
      let response: Response;
      try {
        response = await deps.fetch(`${base}/models`, { headers, signal: AbortSignal.timeout(5000) });
      } catch (error) {
        throw new AyeError(`cannot reach ${name} at ${base} (${whyUnreachable(error)})`, { hint: "Is the server running, and is base_url right? See 'aye llm --list'." });
      }
      if (response.status === 401 || response.status === 403) throw new AyeError(`${name} refused the API key (${response.status}): ${await errorText(response)}`, { hint: config.api_key_env ? `Check $${config.api_key_env}.` : undefined });
      if (!response.ok) throw new AyeError(`${name} cannot list its models: ${base}/models answered ${response.status}: ${(await errorText(response)).slice(0, 200)}`);
      const data = ((await response.json().catch(() => ({}))) as { data?: { id?: unknown }[] }).data;
      if (!Array.isArray(data)) throw new AyeError(`${name} cannot list its models: ${base}/models did not answer with OpenAI's model list`);
      const ids = data.map((m) => m?.id).filter((id): id is string => typeof id === "string").sort();
      return { models: ids, ...(config.model || fallbackModel ? { default: config.model || fallbackModel } : {}), source: `${base}/models` };
    },
    async available() {
      const missing = [
        ...(config.api_key_env && !key ? [`$${config.api_key_env} is not set (export ${config.api_key_env}=...)`] : []),
        ...(!config.model && !fallbackModel ? [`no model (${modelHint(name)})`] : []),
      ];
      if (missing.length) return { ok: false, detail: missing.join("; ") };
      return { ok: true, detail: `${base} (${config.model || fallbackModel})` };
    },
    async *stream(request, signal) {
      // Said before any request leaves the machine.
      if (config.api_key_env && !key) {
        throw new AyeError(`${name} needs an API key: $${config.api_key_env} is not set`, { hint: `export ${config.api_key_env}=... (or set api_key_env under llm.endpoints.${name})` });
      }
      const model = request.model || config.model || fallbackModel;
      if (!model) {
        const models = await listModels();
        throw new AyeError(`${name} needs a model`, {
          hint: `${modelHint(name)[0]!.toUpperCase()}${modelHint(name).slice(1)}.${models.length ? ` Available: ${models.slice(0, 30).join(", ")}` : ""}`,
        });
      }
      const response = await send(requestBody(request, model), signal);
      const parser = new EventParser();
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) {
        for (const piece of parser.push(decoder.decode(chunk, { stream: true }))) yield piece;
        if (parser.done) break;
      }
    },
  };
}
