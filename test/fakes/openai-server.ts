import type { Scripted } from "./ollama-server.ts";

/**
 * A local server that speaks OpenAI's chat completions protocol: streamed as
 * server-sent events, GET /v1/models, and the error statuses a real one sends.
 */
export interface OpenAIFake {
  url: string;
  requests: { path: string; body: any; headers: Headers }[];
  stop(): void;
}

/** `statuses` are answered in turn before the stream (e.g. [429, 200]); 200 means stream. */
export function startOpenAI(opts: { statuses?: number[]; reply?: string[]; key?: string; models?: string[]; script?: (body: any, n: number) => Scripted | undefined } = {}): OpenAIFake {
  const requests: OpenAIFake["requests"] = [];
  const statuses = [...(opts.statuses ?? [])];
  const models = opts.models ?? ["gpt-test"];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const body: any = req.method === "POST" ? await req.json() : undefined;
      requests.push({ path, body, headers: req.headers });
      if (opts.key && req.headers.get("authorization") !== `Bearer ${opts.key}`) {
        return Response.json({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }, { status: 401 });
      }
      if (path === "/v1/models") return Response.json({ object: "list", data: models.map((id) => ({ id, object: "model" })) });
      if (path !== "/v1/chat/completions") return new Response("not found", { status: 404 });
      const status = statuses.shift() ?? 200;
      if (status === 429) return Response.json({ error: { message: "Rate limit reached" } }, { status, headers: { "retry-after": "0" } });
      if (status !== 200) return Response.json({ error: { message: `fake error ${status}` } }, { status });
      if (!models.includes(body.model)) return Response.json({ error: { message: `The model '${body.model}' does not exist` } }, { status: 404 });
      const scripted = opts.script?.(body, requests.filter((r) => r.path === "/v1/chat/completions").length);
      const pieces = scripted?.reply ?? opts.reply ?? ["Hi", " from", " openai"];
      const stream = new ReadableStream({
        async start(controller) {
          const send = (data: string) => controller.enqueue(new TextEncoder().encode(`data: ${data}\n\n`));
          for (const piece of pieces) {
            send(JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }));
            await Bun.sleep(scripted?.delayMs ?? 5);
          }
          scripted?.calls?.forEach((c, index) => {
            // Split as real servers do: the name first, the arguments in two pieces.
            const args = JSON.stringify(c.arguments);
            const half = Math.floor(args.length / 2);
            send(JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { tool_calls: [{ index, id: `call_${index}`, type: "function", function: { name: c.name, arguments: "" } }] }, finish_reason: null }] }));
            send(JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }, finish_reason: null }] }));
            send(JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: args.slice(half) } }] }, finish_reason: null }] }));
          });
          send(JSON.stringify({ id: "c1", object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: scripted?.calls ? "tool_calls" : "stop" }] }));
          send("[DONE]");
          controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream" } });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/v1`, requests, stop: () => server.stop(true) };
}
