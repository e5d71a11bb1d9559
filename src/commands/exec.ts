/**
 * `aye exec`: the bash tool of `aye mcp` for agents and scripts that have only
 * a shell. Each call is its own process, so a command that outlives its timeout
 * is detached (its output goes straight to its files, its exit status to one
 * more) and recorded in the store, where `--check`, `--kill` and `--list` of a
 * later call find it, in the same scope as the pending capture.
 */
import { tmpdir } from "node:os";
import type { Ctx } from "../context.ts";
import { AyeError, EXIT, usageError } from "../errors.ts";
import { visible } from "../guard/visible.ts";
import { StoreJobs } from "../store/bash-jobs.ts";
import { type Call, callBash, DEFAULT_TIMEOUT_MS, type ToolEnv } from "../tool/bash-tool.ts";
import { formatOutcome } from "../tool/format.ts";
import type { Job, Jobs } from "../tool/jobs.ts";
import { outcomeJson } from "../tool/json.ts";
import type { Outcome } from "../tool/outcome.ts";
import { sweepOldFiles } from "../tool/output-files.ts";
import { signalGroup } from "../tool/process.ts";
import { agentEnv } from "../tool/spawn-bash.ts";

/** aye exec's options, read by cli.ts. */
export interface ExecInput {
  /** The command line's words, joined with spaces and run by `bash -c`. */
  words: string[];
  timeoutMs?: number;
  check?: number;
  kill?: number;
  list: boolean;
  json: boolean;
}

/** exec's exit code for a command still running (backgrounded, or checked while it runs), as timeout(1) has it. */
export const STILL_RUNNING = 124;

function chooseCall(input: ExecInput): Call | "list" {
  const modes = [input.words.length > 0 && "a command", input.check !== undefined && "--check", input.kill !== undefined && "--kill", input.list && "--list"].filter(Boolean);
  if (modes.length === 0) throw usageError("give a command after --, or --check PID, --kill PID or --list", "For example: aye exec -- 'make test'");
  if (modes.length > 1) throw usageError(`${modes.join(" and ")} cannot go together; give one`);
  if (input.timeoutMs !== undefined && input.words.length === 0) throw usageError("--timeout goes with a command only");
  if (input.list) return "list";
  if (input.check !== undefined) return { checkPid: input.check };
  if (input.kill !== undefined) return { killPid: input.kill };
  return { command: input.words.join(" "), timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}

function exitCodeOf(outcome: Outcome): number {
  switch (outcome.kind) {
    case "completed":
      return outcome.exitCode;
    case "backgrounded":
    case "running":
      return STILL_RUNNING;
    case "exited":
      return outcome.killedWith ? 0 : (outcome.exitCode ?? 1);
    case "failed":
      return 1;
  }
}

/** Runs one call of the bash tool from the shell; returns the exit code (see README). */
export async function exec(input: ExecInput, ctx: Ctx): Promise<number> {
  const { io } = ctx;
  const call = chooseCall(input);
  const jobs = new StoreJobs(() => ctx.store().db, ctx.scope());
  const tmp = tmpdir();
  const print = (text: string) => io.write(1, io.isTTY.stdout ? visible(text) : text);
  if (call === "list") {
    sweepOldFiles(tmp, (path) => jobs.paths().has(path));
    const rows = jobs.list().map((job) => listRow(job, jobs));
    if (input.json) print(`${JSON.stringify(rows)}\n`);
    else if (rows.length === 0) ctx.ui.note("No command of aye exec is in the background here.");
    // One line a command, whatever its command line holds: escaped, as aye log does.
    else io.write(1, rows.map((r) => `${r.pid}\t${r.state}\t${new Date(r.startedAt).toISOString()}\t${visible(r.command, true)}`).join("\n") + "\n");
    return 0;
  }
  const tool: ToolEnv = { cwd: io.cwd, env: agentEnv(io.env, ctx.scope()), tmp, jobs, detach: true, kill: io.kill, inFlight: new Set() };
  // Stopped while it waits (Ctrl-C): the command, in its own session, would run on unseen and unrecorded.
  let stopped = false;
  const untrap = io.trap(["SIGINT", "SIGTERM", "SIGHUP"], () => {
    stopped = true;
    for (const job of tool.inFlight) signalGroup(job, "SIGKILL", io.kill);
  });
  const outcome = await callBash(call, tool).finally(untrap);
  if (stopped) return EXIT.cancelled;
  if (outcome.kind === "backgrounded") sweepOldFiles(tmp, (path) => jobs.paths().has(path));
  if (outcome.kind === "failed" && !input.json) {
    const ours = "command" in call ? undefined : "See 'aye exec --list' for the commands aye exec started here.";
    throw new AyeError(outcome.message.replace(/^Error: /, ""), { hint: ours });
  }
  print(input.json ? `${JSON.stringify(outcomeJson(outcome))}\n` : `${formatOutcome(outcome, "cli")}\n`);
  return exitCodeOf(outcome);
}

function listRow(job: Job, jobs: Jobs) {
  const ending = jobs.ending(job);
  const state = !ending ? "running" : job.killedWith ? `killed (${job.killedWith})` : ending.exitCode === null ? "exited (code unknown)" : `exited ${ending.exitCode}`;
  return { pid: job.pid, state, startedAt: job.startedAt, command: job.command, cwd: job.cwd, files: job.files };
}
