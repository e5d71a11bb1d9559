/**
 * Runs a `!command` through the bash tool (seed 001's pipeline and limits),
 * shows it to the person as seed 002 does, and gives back the context message.
 * Its commands run in the agent's scope: a failure of theirs is not armed as
 * the person's pending capture.
 */
import { tmpdir } from "node:os";
import type { Io } from "../io.ts";
import { visible } from "../guard/visible.ts";
import { callBash, DEFAULT_TIMEOUT_MS, type ToolEnv } from "../tool/bash-tool.ts";
import { MemoryJobs } from "../tool/jobs.ts";
import { agentEnv } from "../tool/spawn-bash.ts";
import { contextMessage, failedMessage } from "./inject.ts";
import { ColourStream } from "../render/colour-stream.ts";
import { colorsOn } from "../ui.ts";

const RULE = "━".repeat(50);

/** The bash tool's environment for one chat. */
export function chatTool(io: Io, scope: string): ToolEnv {
  return { cwd: io.cwd, env: agentEnv(io.env, scope), tmp: tmpdir(), jobs: new MemoryJobs(), detach: false, kill: io.kill, inFlight: new Set() };
}

/** Where what the person watches goes: stdout at a terminal; stderr when stdout is the product. */
export const showFd = (io: Io): 1 | 2 => (io.isTTY.stdout ? 1 : 2);

/** Runs `command`, shows its output as it is written, and returns seed 002's context message (cut to `max` characters a stream). */
export async function runBang(command: string, io: Io, tool: ToolEnv, max: number, signal?: AbortSignal): Promise<string> {
  const fd = showFd(io);
  // Rules and emoji are for a terminal; elsewhere (a log, a pipe) the lines are plain.
  const tty = fd === 1 ? io.isTTY.stdout : io.isTTY.stderr;
  const colours = tty && colorsOn(io, fd);
  const show = (text: string) => io.write(fd, text);
  show(tty ? `\n💻 Running: ${visible(command, true)}\n${RULE}\n` : `Running: ${visible(command, true)}\n`);
  // Shown live, in the order it is read, colours kept at a terminal; the model's copy is read from the files after.
  const streams = { stdout: new ColourStream(colours), stderr: new ColourStream(colours) };
  let last = "\n";
  const put = (text: string) => {
    if (!text) return;
    show(text);
    last = text;
  };
  // Tools that colour only at a terminal are told one is watching; the model's copy has colours taken out.
  const env = colours ? { ...tool, env: { ...tool.env, FORCE_COLOR: "1", CLICOLOR_FORCE: "1" } } : tool;
  const outcome = await callBash({ command, timeoutMs: DEFAULT_TIMEOUT_MS }, env, signal, { watch: (stream, bytes) => put(streams[stream].push(bytes)) });
  put(streams.stdout.end());
  put(streams.stderr.end());
  // Colours left on by the command end with it.
  if (colours) show("\x1b[0m");
  if (!last.endsWith("\n")) show("\n");
  if (outcome.kind === "failed") {
    show(tty ? `❌ Error executing command: ${visible(outcome.message)}\n\n` : `Error executing command: ${visible(outcome.message)}\n`);
    return failedMessage(command, outcome.message);
  }
  // Past the timeout the command goes on in the background: what it wrote so far is what there is.
  // Stopped by the person's Ctrl-C: 130, as a shell reports it, not the SIGTERM aye then sent.
  const exitCode = signal?.aborted ? 130 : outcome.kind === "completed" || outcome.kind === "exited" ? (outcome.exitCode ?? 1) : 124;
  show(tty ? `${RULE}\nExit code: ${exitCode}\n\n` : `Exit code: ${exitCode}\n`);
  return contextMessage({ command, stdout: outcome.stdout.text, stderr: outcome.stderr.text, exitCode, stdoutBytes: outcome.stdout.totalBytes, stderrBytes: outcome.stderr.totalBytes }, max);
}
