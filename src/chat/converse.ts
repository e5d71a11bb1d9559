/**
 * One request of a conversation. Ollama and OpenAI-compatible servers get the
 * real `messages` (and the bash tool, when offered); a shell-CLI provider gets
 * the transcript as one prompt through its own stream, and no tools. Every
 * message is redacted on its way out (src/guard/to-model.ts), as every other
 * request is.
 */
import { AyeError } from "../errors.ts";
import { toModel } from "../guard/to-model.ts";
import type { Provider } from "../providers/types.ts";
import { errorText, whyUnreachable } from "../providers/http-errors.ts";
import { TOOL_DESCRIPTION, TOOL_INPUT_SCHEMA, TOOL_NAME } from "../tool/schema.ts";
import type { ChatMessage, ToolCall } from "./messages.ts";
import { transcript } from "./messages.ts";

/** A conversation's request. */
export interface ConverseRequest {
  messages: ChatMessage[];
  system?: string;
  model?: string;
  /** Offer the model seed 001's bash tool. */
  tools: boolean;
  redact: boolean;
  temperature?: number;
  maxTokens?: number;
}

/** What arrives: pieces of the answer's text, then the tool calls it asks for, if any. */
export type Piece = string | { calls: ToolCall[] };

/** Whether the provider can be offered the bash tool. */
export const takesTools = (provider: Provider) => provider.kind !== "shell" && !!provider.endpoint;

const BASH_FUNCTION = { type: "function", function: { name: TOOL_NAME, description: TOOL_DESCRIPTION, parameters: TOOL_INPUT_SCHEMA } };

const clean = (text: string, on: boolean) => toModel({ prompt: text }, on).prompt;

function wireMessages(request: ConverseRequest, kind: "ollama" | "openai"): object[] {
  const out: object[] = request.system ? [{ role: "system", content: clean(request.system, request.redact) }] : [];
  for (const m of request.messages) {
    const content = clean(m.content, request.redact);
    if (m.role === "tool") out.push(kind === "openai" ? { role: "tool", tool_call_id: m.toolCallId, content } : { role: "tool", content, tool_name: TOOL_NAME });
    else if (m.toolCalls?.length) {
      const calls = m.toolCalls.map((c) =>
        kind === "openai" ? { id: c.id, type: "function", function: { name: c.name, arguments: JSON.stringify(c.arguments) } } : { function: { name: c.name, arguments: c.arguments } },
      );
      out.push({ role: "assistant", content, tool_calls: calls });
    } else out.push({ role: m.role, content });
  }
  return out;
}

async function post(provider: Provider, url: string, body: object, signal: AbortSignal, fetcher: typeof fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(url, { method: "POST", headers: { "content-type": "application/json", ...provider.endpoint!.headers }, body: JSON.stringify(body), signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AyeError(`cannot reach ${provider.name} at ${provider.endpoint!.url} (${whyUnreachable(error)})`, { hint: "Is the server running? See 'aye llm --list'." });
  }
  if (response.ok) return response;
  const said = (await errorText(response)).slice(0, 300);
  if (response.status === 404 || /model .*not found|does not exist/i.test(said)) {
    const models = (await provider.models?.()) ?? [];
    throw new AyeError(`${provider.name} does not know that model (${response.status}): ${said}`, { hint: `${models.length ? `Available: ${models.slice(0, 30).join(", ")}. ` : ""}Pick one with -m, or /model NAME in aye chat.` });
  }
  throw new AyeError(`${provider.name} refused the request (${response.status}): ${said}`, { hint: "Check the model (-m) and the server; 'aye llm --list' shows what is set up." });
}

/** The model Ollama answers with when none is set: the first it lists (unreachable is said as such, never as "no models"). */
async function ollamaModel(provider: Provider): Promise<string> {
  const { models } = await provider.listModels();
  if (!models[0]) throw new AyeError(`Ollama at ${provider.endpoint!.url} has no models`, { hint: "Pull one first: ollama pull llama3.2" });
  return models[0];
}

/** Lines of a streamed body, as they complete. */
async function* lines(response: Response): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of response.body!) {
    const parts = (rest + decoder.decode(chunk, { stream: true })).split("\n");
    rest = parts.pop() ?? "";
    yield* parts;
  }
  if (rest) yield rest;
}

let callCount = 0;
const callId = () => `call_${Date.now().toString(36)}_${++callCount}`;

async function* ollama(provider: Provider, request: ConverseRequest, signal: AbortSignal, fetcher: typeof fetch): AsyncGenerator<Piece> {
  const model = request.model || provider.endpoint!.model || (await ollamaModel(provider));
  const options = { ...(request.temperature !== undefined ? { temperature: request.temperature } : {}), ...(request.maxTokens ? { num_predict: request.maxTokens } : {}) };
  const body = { model, messages: wireMessages(request, "ollama"), stream: true, ...(request.tools ? { tools: [BASH_FUNCTION] } : {}), ...(Object.keys(options).length ? { options } : {}) };
  const response = await post(provider, `${provider.endpoint!.url}/api/chat`, body, signal, fetcher);
  const calls: ToolCall[] = [];
  for await (const line of lines(response)) {
    if (!line.trim()) continue;
    const part = JSON.parse(line) as { message?: { content?: string; tool_calls?: { function: { name: string; arguments: Record<string, unknown> } }[] }; error?: string };
    if (part.error) throw new AyeError(`Ollama stopped answering: ${part.error}`);
    if (part.message?.content) yield part.message.content;
    for (const c of part.message?.tool_calls ?? []) calls.push({ id: callId(), name: c.function.name, arguments: c.function.arguments ?? {} });
  }
  if (calls.length) yield { calls };
}

async function* openai(provider: Provider, request: ConverseRequest, signal: AbortSignal, fetcher: typeof fetch): AsyncGenerator<Piece> {
  const model = request.model || provider.endpoint!.model;
  if (!model) throw new AyeError(`${provider.name} needs a model`, { hint: `Pass -m, or set llm.endpoints.${provider.name}.model.` });
  const sampling = { ...(request.temperature !== undefined ? { temperature: request.temperature } : {}), ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}) };
  const body = { model, messages: wireMessages(request, "openai"), stream: true, ...(request.tools ? { tools: [BASH_FUNCTION] } : {}), ...sampling };
  const response = await post(provider, `${provider.endpoint!.url}/chat/completions`, body, signal, fetcher);
  const calls: { id: string; name: string; args: string }[] = [];
  for await (const raw of lines(response)) {
    const line = raw.replace(/\r$/, "");
    if (!line.startsWith("data:")) continue;
    const data = line.slice(5).trim();
    if (data === "[DONE]") break;
    let event: { choices?: { delta?: { content?: string; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] } }[]; error?: { message?: string } };
    try {
      event = JSON.parse(data);
    } catch {
      continue;
    }
    if (event.error) throw new AyeError(`the server reported an error mid-answer: ${event.error.message ?? JSON.stringify(event.error)}`);
    const delta = event.choices?.[0]?.delta;
    if (delta?.content) yield delta.content;
    for (const d of delta?.tool_calls ?? []) {
      const call = (calls[d.index ?? 0] ??= { id: d.id ?? callId(), name: "", args: "" });
      if (d.function?.name) call.name += d.function.name;
      if (d.function?.arguments) call.args += d.function.arguments;
    }
  }
  if (calls.length) {
    yield {
      calls: calls.map((c) => {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.args || "{}");
        } catch {
          args = { unparsed: c.args };
        }
        return { id: c.id, name: c.name, arguments: args };
      }),
    };
  }
}

/** Sends one request of the conversation; `provider` comes from the guarded registry. */
export function converse(provider: Provider, request: ConverseRequest, signal: AbortSignal, fetcher: typeof fetch = fetch): AsyncIterable<Piece> {
  if (provider.kind === "ollama" && provider.endpoint) return ollama(provider, request, signal, fetcher);
  if (provider.kind === "openai" && provider.endpoint) return openai(provider, request, signal, fetcher);
  // The provider's own stream: it is guarded, so the transcript is redacted there.
  return provider.stream({ prompt: transcript(request.messages), system: request.system, model: request.model }, signal);
}
