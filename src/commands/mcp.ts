/**
 * `aye mcp`: the bash tool of seed 001 as an MCP server over stdio, built on the
 * official SDK (loaded here only, so other commands start as fast as before).
 * stdout carries only the protocol. The session is the server's life: when the
 * client goes away, the commands it left in the background are ended; their
 * output files stay.
 */
import { tmpdir } from "node:os";
import type { Ctx } from "../context.ts";
import { callBash, endAll, parseCall, type ToolEnv } from "../tool/bash-tool.ts";
import { formatOutcome } from "../tool/format.ts";
import { MemoryJobs } from "../tool/jobs.ts";
import { isError, type Outcome } from "../tool/outcome.ts";
import { sweepOldFiles } from "../tool/output-files.ts";
import { TOOL_DESCRIPTION, TOOL_INPUT_SCHEMA, TOOL_NAME } from "../tool/schema.ts";
import { agentEnv } from "../tool/spawn-bash.ts";
import pkg from "../../package.json" with { type: "json" };

/** Serves the bash tool until the client goes away; returns 0. */
export async function mcp(ctx: Ctx): Promise<number> {
  const { io } = ctx;
  const [{ Server }, { StdioServerTransport }, { CallToolRequestSchema, ListToolsRequestSchema }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/server/stdio.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  const jobs = new MemoryJobs();
  const tool: ToolEnv = { cwd: io.cwd, env: agentEnv(io.env, `mcp-${io.pid}`), tmp: tmpdir(), jobs, detach: false, kill: io.kill, inFlight: new Set() };

  const server = new Server({ name: "aye", version: pkg.version }, { capabilities: { tools: {} } });
  server.onerror = (error) => io.write(2, `aye mcp: ${error.message}\n`);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: TOOL_NAME, description: TOOL_DESCRIPTION, inputSchema: TOOL_INPUT_SCHEMA }],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    let outcome: Outcome;
    if (request.params.name !== TOOL_NAME) outcome = { kind: "failed", message: `Error: unknown tool '${request.params.name}'; this server has one tool, ${TOOL_NAME}.` };
    else {
      const call = parseCall(request.params.arguments);
      outcome = typeof call === "string" ? { kind: "failed", message: call } : await callBash(call, tool, extra.signal);
    }
    return { content: [{ type: "text" as const, text: formatOutcome(outcome) }], isError: isError(outcome) };
  });

  // Started by hand at a terminal, it would just wait: say what it is for.
  if (io.isTTY.stdin) ctx.ui.note("aye mcp speaks MCP on stdin and stdout, for an agent: claude mcp add aye -- aye mcp (Ctrl-D ends it)");
  const { input, output } = io.protocolStreams();
  let gone!: () => void;
  const clientGone = new Promise<void>((resolve) => (gone = resolve));
  input.once("end", () => gone());
  input.once("close", () => gone());
  const untrap = io.trap(["SIGTERM", "SIGINT", "SIGHUP"], () => gone());
  const transport = new StdioServerTransport(input, output);
  transport.onclose = () => gone();
  await server.connect(transport);
  // Files of sessions long over; after connecting, so the client is not kept waiting.
  setTimeout(() => sweepOldFiles(tool.tmp, (path) => jobs.list().some((j) => j.files.stdout === path || j.files.stderr === path)), 1000).unref();

  await clientGone;
  untrap();
  await endAll(tool);
  await server.close().catch(() => {});
  return 0;
}
