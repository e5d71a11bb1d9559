/**
 * A local server that speaks Ollama's HTTP protocol (as ollama 0.x does):
 * GET /api/tags, POST /api/show, POST /api/chat streamed as NDJSON, and its errors.
 */
export interface OllamaFake {
  url: string;
  requests: { path: string; body: any }[];
  stop(): void;
}

/** A scripted answer: its text pieces, and the tool calls it asks for (`{ name, arguments }`). */
export interface Scripted {
  reply?: string[];
  calls?: { name: string; arguments: Record<string, unknown> }[];
  /** Wait this long between pieces (to be interrupted). */
  delayMs?: number;
}

export function startOllama(opts: { models?: string[]; contextLength?: number; reply?: string[]; script?: (body: any, n: number) => Scripted | undefined } = {}): OllamaFake {
  const models = opts.models ?? ["llama3.2:latest"];
  const requests: OllamaFake["requests"] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const body: any = req.method === "POST" ? await req.json() : undefined;
      requests.push({ path, body });
      if (path === "/api/tags") {
        return Response.json({ models: models.map((name) => ({ name, model: name, modified_at: "2026-01-01T00:00:00Z", size: 1, digest: "x", details: {} })) });
      }
      if (path === "/api/show") {
        return Response.json({ modelfile: "", parameters: "", template: "", details: {}, model_info: { "general.architecture": "llama", "llama.context_length": opts.contextLength ?? 131072 } });
      }
      if (path === "/api/chat") {
        if (!models.includes(body.model) && !models.includes(`${body.model}:latest`)) {
          return Response.json({ error: `model '${body.model}' not found` }, { status: 404 });
        }
        const scripted = opts.script?.(body, requests.filter((r) => r.path === "/api/chat").length);
        const pieces = scripted?.reply ?? opts.reply ?? ["Hello", " from", " ollama"];
        const stream = new ReadableStream({
          async start(controller) {
            for (const piece of pieces) {
              controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ model: body.model, created_at: "2026-01-01T00:00:00Z", message: { role: "assistant", content: piece }, done: false })}\n`));
              await Bun.sleep(scripted?.delayMs ?? 5);
            }
            if (scripted?.calls) {
              const tool_calls = scripted.calls.map((c) => ({ function: { name: c.name, arguments: c.arguments } }));
              controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ model: body.model, message: { role: "assistant", content: "", tool_calls }, done: false })}\n`));
            }
            controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ model: body.model, message: { role: "assistant", content: "" }, done: true, done_reason: "stop" })}\n`));
            controller.close();
          },
        });
        return new Response(stream, { headers: { "content-type": "application/x-ndjson" } });
      }
      return new Response("404 page not found", { status: 404 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, requests, stop: () => server.stop(true) };
}
