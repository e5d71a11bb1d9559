/**
 * The bash tool's result texts, word for word where seed 001 gives them, and
 * the truncation notices the model can act on (which file, which lines).
 */
import type { Files, Outcome } from "./outcome.ts";
import { MAX_BYTES } from "./truncate-tail.ts";
import type { StreamView } from "./view.ts";

/** 512 -> "512B", 51200 -> "50.0KB", 3.5 MiB -> "3.5MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

/** 120000 -> "120s", 1500 -> "1.5s". */
export function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))}s`;
}

const where = (v: StreamView) =>
  !v.file ? "" : v.fileProblem ? ` Full output file may be incomplete: ${v.file} (${v.fileProblem})` : ` Full output: ${v.file}`;

/**
 * The notice after a truncated stream of a finished command, or null:
 * `[stdout: Showing last 2000 of 8500 lines. Full output: PATH]`. Without a
 * file (line-only truncation of a small output) it says how to see the rest.
 */
export function truncationNotice(label: string, v: StreamView): string | null {
  if (!v.truncatedBy) return null;
  const file = where(v);
  if (v.partialLine) {
    const line = v.lineBytes === null ? "" : ` (line is ${formatSize(v.lineBytes)})`;
    return `[${label}: Showing last ${formatSize(Buffer.byteLength(v.text))} of line ${v.totalLines}${line}.${file}]`;
  }
  const cause = v.truncatedBy === "bytes" ? ` (${formatSize(MAX_BYTES)} limit)` : "";
  const rest = file || " Rerun with head, sed -n or grep to see the earlier lines.";
  return `[${label}: Showing last ${v.shownLines} of ${v.totalLines} lines${cause}.${rest}]`;
}

/** A stream's heading in the bracketed results: `stdout (last 2000 lines):` when cut. */
function heading(label: string, v: StreamView): string {
  if (!v.truncatedBy) return `${label}:`;
  if (v.partialLine) return `${label} (last ${formatSize(Buffer.byteLength(v.text))} of line ${v.totalLines}):`;
  return `${label} (last ${v.shownLines} lines):`;
}

const section = (label: string, v: StreamView) => `${heading(label, v)}\n${v.text}`;

function fullOutput(files: Files, views: { stdout: StreamView; stderr: StreamView }): string {
  const problem = views.stdout.fileProblem ?? views.stderr.fileProblem;
  const paths = `${files.stdout} (stderr: ${files.stderr})`;
  return problem ? `Full output file may be incomplete: ${paths} (${problem})` : `Full output: ${paths}`;
}

function exitWords(exitCode: number | null, signal: string | null, already: boolean): string {
  const had = already ? "had already " : "";
  if (exitCode !== null) return `${had}exited with code ${exitCode}${signal ? ` (${signal})` : ""}`;
  if (signal) return `${already ? "had already been" : "was"} ended by ${signal}`;
  return `${had}exited (exit code unknown)`;
}

function newOutput(label: string, v: StreamView): string {
  const lines = v.totalLines === 1 ? "1 line" : `${v.totalLines} lines`;
  const shown = v.truncatedBy ? (v.partialLine ? `, showing the last ${formatSize(Buffer.byteLength(v.text))}` : `, showing the last ${v.shownLines}`) : "";
  return `New ${label} since last check (${lines}${shown}):\n${v.text}`;
}

/** The text the model reads. */
/** How the reader manages a backgrounded command: the MCP tool's parameters, or `aye exec`'s options. */
const MANAGE = { tool: "Use check_pid or kill_pid to manage.", cli: "Use aye exec --check PID or aye exec --kill PID to manage." };

export function formatOutcome(o: Outcome, reader: keyof typeof MANAGE = "tool"): string {
  switch (o.kind) {
    case "failed":
      return o.message;
    case "completed": {
      const stream = (label: string, v: StreamView) => {
        const notice = truncationNotice(label, v);
        return `${label}:\n${v.text}${notice ? `${v.text ? "\n" : ""}${notice}` : ""}`;
      };
      const code = `exit code: ${o.exitCode}${o.signal ? ` (${o.signal})` : ""}`;
      return `${stream("stdout", o.stdout)}\n\n${stream("stderr", o.stderr)}\n\n${code}`;
    }
    case "backgrounded":
      return (
        `[Command backgrounded after ${formatSeconds(o.afterMs)} timeout (pid ${o.pid}). Partial output:\n\n` +
        `${section("stdout", o.stdout)}\n\n${section("stderr", o.stderr)}\n\n` +
        `${fullOutput(o.files, o)}\n${MANAGE[reader].replaceAll("PID", String(o.pid))}]`
      );
    case "running": {
      const parts: string[] = [];
      if (o.stdout.totalBytes > 0 || o.stderr.totalBytes === 0) parts.push(o.stdout.totalBytes > 0 ? newOutput("output", o.stdout) : "No new output since last check.");
      if (o.stderr.totalBytes > 0) parts.push(newOutput("stderr", o.stderr));
      return `[Process ${o.pid} still running.\n\n${parts.join("\n\n")}\n\n${fullOutput(o.files, o)}]`;
    }
    case "exited": {
      let head: string;
      if (o.killedWith) head = `Process ${o.pid} killed with ${o.killedWith}.`;
      else head = `Process ${o.pid} ${exitWords(o.exitCode, o.signal, o.byKill)}.`;
      return `[${head}\n\n${section("stdout", o.stdout)}\n\n${section("stderr", o.stderr)}\n\n${fullOutput(o.files, o)}]`;
    }
  }
}
