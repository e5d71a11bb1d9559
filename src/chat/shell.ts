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

const RULE = "━".repeat(50);

/** The bash tool's environment for one chat. */
export function chatTool(io: Io, scope: string): ToolEnv {
  return { cwd: io.cwd, env: agentEnv(io.env, scope), tmp: tmpdir(), jobs: new MemoryJobs(), detach: false, kill: io.kill, inFlight: new Set() };
}

/** Where what the person watches goes: stdout at a terminal; stderr when stdout is the product. */
export const showFd = (io: Io): 1 | 2 => (io.isTTY.stdout ? 1 : 2);

/** Runs `command`, shows it and its output, and returns seed 002's context message (cut to `max` characters a stream). */
export async function runBang(command: string, io: Io, tool: ToolEnv, max: number, signal?: AbortSignal): Promise<string> {
  const fd = showFd(io);
  const show = (text: string) => io.write(fd, text);
  show(`\n💻 Running: ${visible(command, true)}\n${RULE}\n`);
  const outcome = await callBash({ command, timeoutMs: DEFAULT_TIMEOUT_MS }, tool, signal);
  if (outcome.kind === "failed") {
    show(`❌ Error executing command: ${visible(outcome.message)}\n\n`);
    return failedMessage(command, outcome.message);
  }
  // Past the timeout the command goes on in the background: what it wrote so far is what there is.
  // Stopped by the person's Ctrl-C: 130, as a shell reports it, not the SIGTERM aye then sent.
  const exitCode = signal?.aborted ? 130 : outcome.kind === "completed" || outcome.kind === "exited" ? (outcome.exitCode ?? 1) : 124;
  const stdout = outcome.stdout.text;
  const stderr = outcome.stderr.text;
  if (stdout) show(`${visible(stdout)}\n`);
  if (stderr) show(`stderr: ${visible(stderr)}\n`);
  show(`${RULE}\nExit code: ${exitCode}\n\n`);
  return contextMessage({ command, stdout, stderr, exitCode, stdoutBytes: outcome.stdout.totalBytes, stderrBytes: outcome.stderr.totalBytes }, max);
}
