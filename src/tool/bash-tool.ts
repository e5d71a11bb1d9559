/**
 * The bash tool of seed 001, shared by its two doors (`aye mcp`, `aye exec`):
 * one call is a command to run, a pid to check, or a pid to kill. A command
 * that outlives its timeout goes on in the background with its output in its
 * files; the result says where and how to manage it.
 */
import { diskProblem, OFFLOAD_OVER, readRange, removeFile } from "./output-files.ts";
import type { Job, Jobs } from "./jobs.ts";
import type { Files, Outcome } from "./outcome.ts";
import { endGroup, type Owned, signalExitCode, signalGroup } from "./process.ts";
import { type StartOptions, startBash } from "./spawn-bash.ts";
import { viewOf, type StreamView } from "./view.ts";
import { followFiles, type Watch } from "./watch.ts";

/** Seed 001: a command still running after 120 s moves to the background. */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** How long a killed command has between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 2000;

/** One call, its parameters read: a command to run, a pid to check, or a pid to kill. */
export type Call = { command: string; timeoutMs: number } | { checkPid: number } | { killPid: number };

/** What a door gives the tool: where commands run, their registry, and how to signal. */
export interface ToolEnv {
  cwd: string;
  env: Record<string, string | undefined>;
  /** The temp folder the output files go to. */
  tmp: string;
  jobs: Jobs;
  /** The command may outlive this process (aye exec): its exit status goes to a file. */
  detach: boolean;
  kill(pid: number, signal: string): void;
  /** Commands being waited on right now (not yet ended or backgrounded), so a door that is closing can end them. */
  inFlight: Set<Owned>;
}

/** Someone watching a command's output as it is written (aye chat's `!command`). */
export interface Watching {
  watch?: Watch;
}

const PARAMS = ["command", "check_pid", "kill_pid"] as const;

/** Reads the tool's arguments; a string is the problem, said so the model can correct its call. */
export function parseCall(args: Record<string, unknown> | undefined): Call | string {
  const given = PARAMS.filter((p) => args?.[p] !== undefined && args[p] !== null);
  if (given.length === 0) return "Error: give one of command, check_pid or kill_pid.";
  if (given.length > 1) return `Error: command, check_pid and kill_pid are mutually exclusive; got ${given.join(" and ")}. Give only one.`;
  const a = args!;
  if (a.timeout !== undefined && a.timeout !== null && given[0] !== "command") return "Error: timeout goes with command only.";
  const whole = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v > 0;
  if (given[0] === "command") {
    if (typeof a.command !== "string" || a.command.trim() === "") return "Error: command must be a non-empty string.";
    if (a.timeout !== undefined && a.timeout !== null && !whole(a.timeout)) return "Error: timeout must be a whole number of milliseconds above 0.";
    return { command: a.command, timeoutMs: (a.timeout as number | undefined) ?? DEFAULT_TIMEOUT_MS };
  }
  const pid = a[given[0]!];
  if (!whole(pid)) return `Error: ${given[0]} must be a process id (a whole number above 0).`;
  return given[0] === "check_pid" ? { checkPid: pid as number } : { killPid: pid as number };
}

/** Runs one call of the tool; a call the client cancels (`signal`) ends the command it was waiting on. */
export async function callBash(call: Call, t: ToolEnv, signal?: AbortSignal, watching: Watching = {}): Promise<Outcome> {
  if ("command" in call) return runCommand(call.command, call.timeoutMs, t, signal, watching.watch);
  const pid = "checkPid" in call ? call.checkPid : call.killPid;
  const job = t.jobs.get(pid);
  if (!job) {
    return {
      kind: "failed",
      message: `Error: process ${pid} was not started by this bash tool. Only the pids of commands it moved to the background can be checked or killed.`,
    };
  }
  return "checkPid" in call ? check(job, t) : kill(job, t);
}

/** Both streams read back from `from` (their ranges, for sizes and ends, and their views). */
function views(files: Files, from = { stdout: 0, stderr: 0 }) {
  const out = readRange(files.stdout, from.stdout);
  const err = readRange(files.stderr, from.stderr);
  return { out, err, stdout: viewOf(out), stderr: viewOf(err) };
}

async function runCommand(command: string, timeoutMs: number, t: ToolEnv, signal?: AbortSignal, watch?: Watch): Promise<Outcome> {
  const options: StartOptions = { command, cwd: t.cwd, env: t.env, dir: t.tmp, recordStatus: t.detach };
  let started;
  try {
    started = startBash(options);
  } catch (error) {
    return { kind: "failed", message: (error as Error).message };
  }
  const { proc, files } = started;
  const owned: Owned = { pid: started.pid, startTime: started.startTime };
  t.inFlight.add(owned);
  const cancel = () => void endGroup(owned, t.kill, KILL_GRACE_MS);
  signal?.addEventListener("abort", cancel, { once: true });
  let timer: Timer | undefined;
  const following = watch ? followFiles(files, watch) : undefined;
  const timedOut = await Promise.race([
    proc.exited.then(() => false),
    // A timer past 2^31 ms would fire at once: such a timeout means "never", near enough (24 days).
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), Math.min(timeoutMs, 2 ** 31 - 1)))),
  ]);
  clearTimeout(timer);
  following?.stop();
  signal?.removeEventListener("abort", cancel);
  t.inFlight.delete(owned);

  if (!timedOut) {
    const v = views(files);
    for (const [view, range, path] of [[v.stdout, v.out, files.stdout], [v.stderr, v.err, files.stderr]] as const) {
      if (range.bytes > OFFLOAD_OVER || view.truncatedBy === "bytes") {
        view.file = path;
        view.fileProblem ??= diskProblem(path);
      } else removeFile(path);
    }
    removeFile(started.statusPath);
    const endedBy = proc.signalCode === null ? null : String(proc.signalCode);
    return { kind: "completed", exitCode: proc.exitCode ?? (endedBy ? signalExitCode(endedBy) : 1), signal: endedBy, stdout: v.stdout, stderr: v.stderr };
  }

  const v = views(files);
  const job: Job = {
    pid: started.pid,
    startTime: started.startTime,
    command,
    cwd: t.cwd,
    startedAt: Date.now() - timeoutMs,
    files,
    statusPath: started.statusPath,
    offsets: { stdout: v.out.end, stderr: v.err.end },
    killedWith: null,
  };
  t.jobs.add(job, proc);
  if (t.detach) proc.unref();
  return { kind: "backgrounded", pid: job.pid, afterMs: timeoutMs, stdout: v.stdout, stderr: v.stderr, files };
}

function withFiles(view: StreamView, path: string): StreamView {
  return { ...view, file: path };
}

function finalOutcome(job: Job, t: ToolEnv, byKill: boolean, killedWith: string | null): Outcome {
  const ending = t.jobs.ending(job) ?? { exitCode: null, signal: null };
  const v = views(job.files);
  return {
    kind: "exited",
    pid: job.pid,
    exitCode: ending.exitCode,
    signal: ending.signal,
    killedWith,
    byKill,
    stdout: withFiles(v.stdout, job.files.stdout),
    stderr: withFiles(v.stderr, job.files.stderr),
    files: job.files,
  };
}

function check(job: Job, t: ToolEnv): Outcome {
  if (t.jobs.ending(job)) return finalOutcome(job, t, false, job.killedWith);
  const out = readRange(job.files.stdout, job.offsets.stdout);
  const err = readRange(job.files.stderr, job.offsets.stderr);
  t.jobs.advance(job.pid, { stdout: out.end, stderr: err.end });
  return { kind: "running", pid: job.pid, stdout: viewOf(out), stderr: viewOf(err), files: job.files };
}

async function kill(job: Job, t: ToolEnv): Promise<Outcome> {
  if (t.jobs.ending(job)) {
    // The command is done, but what it left running in its group goes too.
    signalGroup(job, "SIGKILL", t.kill);
    return finalOutcome(job, t, true, null);
  }
  const signal = await endGroup(job, t.kill, KILL_GRACE_MS);
  if (signal) t.jobs.markKilled(job.pid, signal);
  // The leader is aye's own child in a session: give its exit a moment to be seen.
  for (let i = 0; i < 40 && !t.jobs.ending(job); i++) await Bun.sleep(5);
  return finalOutcome(job, t, true, signal);
}

/** Ends what a door leaves behind when it closes: the commands it waits on and those it moved to the background. */
export async function endAll(t: ToolEnv): Promise<void> {
  const left = [...t.inFlight, ...t.jobs.list().filter((job) => !t.jobs.ending(job))];
  await Promise.all(left.map((job) => endGroup(job, t.kill, KILL_GRACE_MS)));
}
