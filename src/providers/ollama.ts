/**
 * Ollama through the `ollama` package. Ollama silently cuts a prompt longer than
 * its context window, so aye sizes `num_ctx` to the prompt and says when the
 * model cannot hold it.
 */
import { Ollama } from "ollama";
import { AyeError } from "../errors.ts";
import type { ChatRequest, Provider, ProviderDeps } from "./types.ts";
import { whyUnreachable } from "./http-errors.ts";
import { ollamaAddress } from "./address.ts";

export { DEFAULT_OLLAMA_HOST } from "./address.ts";
/** Room left for the answer, in tokens. */
const ANSWER_TOKENS = 2048;
/** Below this, Ollama's own default context is enough and no sizing is needed. */
const DEFAULT_CONTEXT = 4096;

/** A conservative token estimate: about 3.5 bytes of text per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text) / 3.5);
}

/** The `num_ctx` for a prompt (pure): enough for prompt and answer, rounded up, within the model's limit. */
export function contextSize(promptTokens: number, modelLimit: number | undefined): { numCtx: number; fits: boolean } {
  const wanted = Math.ceil((promptTokens + ANSWER_TOKENS) / 1024) * 1024;
  if (modelLimit === undefined || wanted <= modelLimit) return { numCtx: Math.max(wanted, DEFAULT_CONTEXT), fits: true };
  return { numCtx: modelLimit, fits: false };
}

export function ollamaMessages(request: ChatRequest): { role: string; content: string }[] {
  return [...(request.system ? [{ role: "system", content: request.system }] : []), { role: "user", content: request.prompt }];
}

/** What answered, in a few words: "an HTML page (Welcome to nginx!)", "text/plain", "HTTP 404 with JSON". */
export function describeBody(contentType: string, body: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.trim().replace(/\s+/g, " ");
  if (/html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(body)) return `an HTML page${title ? ` ("${title.slice(0, 60)}")` : ""}`;
  const first = body.trim().split("\n")[0]?.slice(0, 60) ?? "";
  return `${contentType.split(";")[0] || "a body of no type"}${first ? ` ("${first}")` : ""}`;
}

/**
 * A fetch for the Ollama client that refuses, in one line, an answer that is not
 * Ollama's JSON (another web server on that port), before the client prints or
 * quotes a whole page.
 */
export function ollamaFetch(host: string, inner: typeof fetch): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    const response = await inner(url, init);
    const type = response.headers.get("content-type") ?? "";
    if (/json/i.test(type)) return response;
    const path = new URL(String(url instanceof Request ? url.url : url)).pathname;
    const body = await response.text().catch(() => "");
    throw new AyeError(`${host} is not Ollama: ${path} answered ${response.status} with ${describeBody(type, body)}, not Ollama's JSON`, {
      hint: "Point OLLAMA_HOST (or llm.ollama.host) at your Ollama server; its default is http://127.0.0.1:11434.",
    });
  }) as typeof fetch;
}

function unreachable(host: string, error: unknown): AyeError {
  return new AyeError(`cannot reach Ollama at ${host} (${whyUnreachable(error)})`, {
    hint: "Start it with 'ollama serve', or point OLLAMA_HOST (or llm.ollama.host) at your server.",
  });
}

export function ollamaProvider(settings: { host: string; model: string; fallbackModel: string }, deps: ProviderDeps): Provider {
  const host = ollamaAddress(settings.host, deps.env).url;
  const guarded = ollamaFetch(host, deps.fetch);
  const client = new Ollama({ host, fetch: guarded });
  // Listing is also how availability is probed: a server that does not answer must not hang aye.
  const timed = ((url: string | URL | Request, init?: RequestInit) => guarded(url, { ...init, signal: AbortSignal.timeout(3000) })) as typeof fetch;
  const lister = new Ollama({ host, fetch: timed });
  const models = async () => {
    try {
      const listed = (await lister.list()).models;
      if (!Array.isArray(listed)) throw new AyeError(`${host} is not Ollama: /api/tags answered JSON without a model list`, { hint: "Point OLLAMA_HOST (or llm.ollama.host) at your Ollama server." });
      return listed.map((m) => m.name);
    } catch (error) {
      if (error instanceof AyeError) throw error;
      const status = (error as { status_code?: number }).status_code;
      // Something answered, in JSON, but not as Ollama does (an OpenAI-compatible server, say).
      if (status) throw new AyeError(`${host} is not Ollama: /api/tags answered ${status} (${(error as Error).message.slice(0, 100)}), not Ollama's model list`, { hint: "Point OLLAMA_HOST (or llm.ollama.host) at your Ollama server." });
      throw unreachable(host, error);
    }
  };
  return {
    name: "ollama",
    kind: "ollama",
    endpoint: { url: host, headers: {}, model: settings.model || settings.fallbackModel },
    models: () => models().catch(() => []),
    async listModels() {
      const names = await models();
      return { models: names, default: settings.model || settings.fallbackModel || names[0], source: `${host}/api/tags` };
    },
    async available() {
      try {
        const names = await models();
        return names.length ? { ok: true, detail: `${host} (${names.length} models)` } : { ok: false, detail: `${host} has no models (ollama pull llama3.2)` };
      } catch (error) {
        return { ok: false, detail: error instanceof AyeError ? error.message : String(error) };
      }
    },
    async *stream(request, signal) {
      const names = await models();
      const model = request.model || settings.model || settings.fallbackModel || names[0];
      if (!model) throw new AyeError(`Ollama at ${host} has no models`, { hint: "Pull one first: ollama pull llama3.2" });
      if (!names.includes(model) && !names.includes(`${model}:latest`)) {
        throw new AyeError(`Ollama has no model '${model}'`, { hint: `Available: ${names.join(", ") || "none"}. Pull it with: ollama pull ${model}` });
      }
      const messages = ollamaMessages(request);
      const tokens = estimateTokens(messages.map((m) => m.content).join("\n"));
      let numCtx: number | undefined;
      if (tokens + ANSWER_TOKENS > DEFAULT_CONTEXT) {
        // Typed as a Map, but JSON gives a plain object.
        const info = (await client.show({ model })).model_info as unknown as Record<string, unknown> | undefined;
        const limitKey = Object.keys(info ?? {}).find((k) => k.endsWith(".context_length"));
        const sized = contextSize(tokens, limitKey ? Number(info![limitKey]) : undefined);
        numCtx = sized.numCtx;
        if (!sized.fits) deps.warn(`the prompt (about ${tokens} tokens) is longer than ${model}'s context of ${sized.numCtx} tokens: Ollama will drop its beginning`);
      }
      let parts;
      try {
        const options = { ...(numCtx ? { num_ctx: numCtx } : {}), ...(request.temperature !== undefined ? { temperature: request.temperature } : {}), ...(request.maxTokens ? { num_predict: request.maxTokens } : {}) };
        parts = await client.chat({ model, messages, stream: true, ...(request.json ? { format: "json" } : {}), ...(Object.keys(options).length ? { options } : {}) });
      } catch (error) {
        if (error instanceof AyeError) throw error;
        if ((error as { status_code?: number }).status_code) throw new AyeError(`Ollama refused the request: ${(error as Error).message}`);
        throw unreachable(host, error);
      }
      const abort = () => parts.abort();
      signal.addEventListener("abort", abort, { once: true });
      try {
        for await (const part of parts) {
          if (part.message?.content) yield part.message.content;
        }
      } catch (error) {
        if (!signal.aborted) throw new AyeError(`Ollama stopped answering: ${(error as Error).message}`);
      } finally {
        signal.removeEventListener("abort", abort);
      }
    },
  };
}
