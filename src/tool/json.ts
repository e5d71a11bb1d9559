/** The bash tool's outcome as JSON, for `aye exec --json`: the texts and the facts behind them. */
import { formatOutcome } from "./format.ts";
import { isError, type Outcome } from "./outcome.ts";
import type { StreamView } from "./view.ts";

const truncation = (v: StreamView) =>
  v.truncatedBy === null ? null : { by: v.truncatedBy, shownLines: v.shownLines, totalLines: v.totalLines, totalBytes: v.totalBytes, partialLine: v.partialLine };

/** One JSON object per call: kind, pid, exit code, stdout, stderr, truncation, files, isError and the text the model would read. */
export function outcomeJson(o: Outcome): Record<string, unknown> {
  const base = { kind: o.kind, isError: isError(o), text: formatOutcome(o) };
  if (o.kind === "failed") return { ...base, error: o.message };
  const streams = {
    stdout: o.stdout.text,
    stderr: o.stderr.text,
    truncated: { stdout: truncation(o.stdout), stderr: truncation(o.stderr) },
  };
  if (o.kind === "completed") {
    const files = { stdout: o.stdout.file, stderr: o.stderr.file };
    const problems = { stdout: o.stdout.fileProblem, stderr: o.stderr.fileProblem };
    return { ...base, pid: null, exitCode: o.exitCode, signal: o.signal, ...streams, files, fileProblems: problems };
  }
  const running = o.kind === "backgrounded" || o.kind === "running";
  const ended = o.kind === "exited" ? { exitCode: o.exitCode, signal: o.signal, killedWith: o.killedWith } : { exitCode: null, signal: null };
  return { ...base, pid: o.pid, running, ...ended, ...streams, files: o.files };
}
