/**
 * One local server that speaks the three APIs the real CLIs call, streamed as
 * server-sent events: Anthropic Messages (claude), the Gemini API (gemini) and
 * OpenAI chat completions (qwen). It records every request and can answer with
 * an error status instead.
 */
export interface ApiRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: any;
}

export interface ApiFake {
  url: string;
  requests: ApiRequest[];
  /** The requests that asked for the answer (not token counts, model lists or gemini's routing). */
  chats(): ApiRequest[];
  /** Answer every chat request with this status (0: stream the reply). */
  status: number;
  /** Accept chat requests and never answer them. */
  hang: boolean;
  reply: string[];
  stop(): void;
}

const sse = (events: { event?: string; data: unknown }[], delayMs = 5) =>
  new Response(
    new ReadableStream({
      async start(controller) {
        for (const e of events) {
          controller.enqueue(new TextEncoder().encode(`${e.event ? `event: ${e.event}\n` : ""}data: ${JSON.stringify(e.data)}\n\n`));
          await Bun.sleep(delayMs);
        }
        controller.close();
      },
    }),
    { headers: { "content-type": "text/event-stream", "cache-control": "no-cache" } },
  );

function anthropic(body: any, reply: string[]): Response {
  const model = body.model ?? "claude-test";
  if (!body.stream) {
    return Response.json({ id: "msg_1", type: "message", role: "assistant", model, content: [{ type: "text", text: reply.join("") }], stop_reason: "end_turn", stop_sequence: null, usage: { input_tokens: 5, output_tokens: 3 } });
  }
  return sse([
    { event: "message_start", data: { type: "message_start", message: { id: "msg_1", type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 5, output_tokens: 1 } } } },
    { event: "content_block_start", data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } } },
    ...reply.map((text) => ({ event: "content_block_delta", data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } } })),
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    { event: "message_delta", data: { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 3 } } },
    { event: "message_stop", data: { type: "message_stop" } },
  ]);
}

/** A value that fits a Gemini response schema: gemini's model router asks for JSON before the answer. */
function fromSchema(schema: any): unknown {
  const type = String(schema?.type ?? "").toUpperCase();
  if (type === "OBJECT") return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fromSchema(v)]));
  if (type === "ARRAY") return [];
  if (type === "INTEGER" || type === "NUMBER") return 10;
  if (type === "BOOLEAN") return false;
  return schema?.enum?.[0] ?? "simple";
}

function gemini(path: string, body: any, reply: string[]): Response {
  const usage = { promptTokenCount: 5, candidatesTokenCount: 3, totalTokenCount: 8 };
  if (path.endsWith(":countTokens")) return Response.json({ totalTokens: 5 });
  if (!path.endsWith(":streamGenerateContent")) {
    const schema = body?.generationConfig?.responseJsonSchema ?? body?.generationConfig?.responseSchema;
    const text = schema ? JSON.stringify(fromSchema(schema)) : reply.join("");
    return Response.json({ candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }], usageMetadata: usage });
  }
  return sse(
    reply.map((text, i) => ({
      data: { candidates: [{ content: { role: "model", parts: [{ text }] }, index: 0, ...(i === reply.length - 1 ? { finishReason: "STOP" } : {}) }], usageMetadata: usage, modelVersion: "gemini-test" },
    })),
  );
}

function openai(body: any, reply: string[]): Response {
  const chunk = (delta: object, finish: string | null) => ({ id: "c1", object: "chat.completion.chunk", created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] });
  if (!body.stream) return Response.json({ id: "c1", object: "chat.completion", created: 1, model: body.model, choices: [{ index: 0, message: { role: "assistant", content: reply.join("") }, finish_reason: "stop" }], usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } });
  const events = [chunk({ role: "assistant", content: "" }, null), ...reply.map((content) => chunk({ content }, null)), chunk({}, "stop")];
  const stream = sse(events.map((data) => ({ data })));
  return new Response(
    stream.body!.pipeThrough(
      new TransformStream({
        flush: (controller) => controller.enqueue(new TextEncoder().encode("data: [DONE]\n\n")),
      }),
    ),
    { headers: stream.headers },
  );
}

function errorFor(path: string, status: number): Response {
  const message = status === 401 ? "invalid x-api-key" : `stand-in error ${status}`;
  if (path.startsWith("/v1/messages")) return Response.json({ type: "error", error: { type: status === 401 ? "authentication_error" : "api_error", message } }, { status });
  if (path.startsWith("/v1beta")) return Response.json({ error: { code: status, message, status: status === 401 ? "UNAUTHENTICATED" : "INTERNAL" } }, { status });
  return Response.json({ error: { message, type: "server_error", code: status } }, { status });
}

export function startApis(opts: { reply?: string[] } = {}): ApiFake {
  const fake: ApiFake = {
    url: "",
    requests: [],
    status: 0,
    hang: false,
    reply: opts.reply ?? ["Hello", " from", " the stand-in"],
    chats: () => fake.requests.filter((r) => r.method === "POST" && /\/v1\/messages$|:streamGenerateContent$|\/chat\/completions$/.test(r.path)),
    stop: () => server.stop(true),
  };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    idleTimeout: 60,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const text = req.method === "POST" ? await req.text() : "";
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      fake.requests.push({ method: req.method, path, headers: Object.fromEntries(req.headers), body });
      const isChat = req.method === "POST" && /\/v1\/messages$|:streamGenerateContent$|:generateContent$|\/chat\/completions$/.test(path);
      if (isChat && fake.status) return errorFor(path, fake.status);
      if (isChat && fake.hang) return new Response(new ReadableStream({ start() {} }), { headers: { "content-type": "text/event-stream" } });
      if (path === "/v1/messages/count_tokens") return Response.json({ input_tokens: 5 });
      if (path.startsWith("/v1/messages")) return anthropic(body, fake.reply);
      if (path.startsWith("/v1beta/models/")) return gemini(path, body, fake.reply);
      if (path.endsWith("/chat/completions")) return openai(body, fake.reply);
      if (path.endsWith("/models")) return Response.json({ object: "list", data: [{ id: "qwen-test", object: "model" }] });
      return new Response("not found", { status: 404 });
    },
  });
  fake.url = `http://127.0.0.1:${server.port}`;
  return fake;
}
