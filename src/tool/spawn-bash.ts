/**
 * Starts one command of the bash tool: a fresh `bash -c` in the fixed working
 * directory, leading its own session and process group, stdin from /dev/null
 * (a command that waits for input gets end-of-file, not the agent's time), no
 * controlling terminal (nothing can prompt on /dev/tty), pagers off, and each
 * output stream going straight into its own private file.
 */
import type { Subprocess } from "bun";
import { closeSync } from "node:fs";
import { createPrivateFile, removeFile } from "./output-files.ts";
import type { Files } from "./outcome.ts";
import { startTimeOf } from "./process.ts";

/** Set for every command, so nothing waits on `less` or on a password prompt. */
export const QUIET_ENV: Record<string, string> = {
  PAGER: "cat",
  GIT_PAGER: "cat",
  MANPAGER: "cat",
  SYSTEMD_PAGER: "cat",
  GH_PAGER: "cat",
  BAT_PAGER: "cat",
  PSQL_PAGER: "cat",
  AWS_PAGER: "",
  GIT_TERMINAL_PROMPT: "0",
};

/**
 * The environment of the agent's commands. Their scope for pending captures is
 * the agent's own: an `aye run` the agent starts is not armed for the person's
 * next prompt, since the person did not run it.
 */
export function agentEnv(env: Record<string, string | undefined>, session: string): Record<string, string | undefined> {
  return { ...env, AYE_SESSION: `agent:${session}` };
}

/**
 * For `aye exec`, whose command may outlive it: the exit status is written to
 * a file when the command ends, since no aye is left to wait for it. The
 * command runs in a subshell of this one, with the wrapper's variables gone.
 */
const RECORD_STATUS = `__aye_c=$1 __aye_s=$2; set --; (eval "unset __aye_c __aye_s; $__aye_c"); __aye_r=$?; echo "$__aye_r" > "$__aye_s"; exit "$__aye_r"`;

/** What to run, where, and whether its exit status must outlive this process. */
export interface StartOptions {
  command: string;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Where the output files go (the temp folder). */
  dir: string;
  /** Write the exit status to a file (for a command that may outlive this aye). */
  recordStatus: boolean;
}

/** A started command: its process, its files, and its start time for the record. */
export interface Started {
  proc: Subprocess<"ignore", number, number>;
  pid: number;
  startTime: number | null;
  files: Files;
  statusPath: string | null;
}

let found: { path: string | undefined; bash: string } | undefined;
/** bash on PATH, looked up once per PATH. */
export function whichBash(path: string | undefined): string {
  if (found === undefined || found.path !== path) found = { path, bash: Bun.which("bash", { PATH: path ?? "/usr/bin:/bin" }) ?? "/bin/bash" };
  return found.bash;
}

/** Starts the command; throws an Error whose message says why it could not. */
export function startBash(opts: StartOptions): Started {
  const bash = whichBash(opts.env.PATH);
  const made: { path: string; fd: number }[] = [];
  let open = true;
  const closeAll = () => {
    if (open) for (const f of made) closeSync(f.fd);
    open = false;
  };
  try {
    const out = createPrivateFile(opts.dir, "log");
    made.push(out);
    const err = createPrivateFile(opts.dir, "log");
    made.push(err);
    const status = opts.recordStatus ? createPrivateFile(opts.dir, "status") : null;
    if (status) made.push(status);
    const argv = status ? [bash, "-c", RECORD_STATUS, "bash", opts.command, status.path] : [bash, "-c", opts.command];
    let proc: Subprocess<"ignore", number, number>;
    try {
      proc = Bun.spawn(argv, { cwd: opts.cwd, env: { ...opts.env, ...QUIET_ENV }, stdin: "ignore", stdout: out.fd, stderr: err.fd, detached: true });
    } finally {
      closeAll(); // the child has its own copies
    }
    return { proc, pid: proc.pid, startTime: startTimeOf(proc.pid), files: { stdout: out.path, stderr: err.path }, statusPath: status?.path ?? null };
  } catch (error) {
    closeAll();
    made.forEach((f) => removeFile(f.path));
    const e = error as NodeJS.ErrnoException;
    if (made.length < (opts.recordStatus ? 3 : 2)) throw new Error(`Could not create an output file in ${opts.dir}: ${e.message}`);
    if (e.code === "ENOENT") throw new Error(`Could not run the command: the working directory ${opts.cwd} or bash (${bash}) does not exist.`);
    throw new Error(`Could not run the command: ${e.message}`);
  }
}
