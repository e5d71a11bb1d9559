/**
 * The transport of shell providers: one CLI run with its input on stdin, its
 * stdout handed to a format parser, its stderr kept (the tail) and read for
 * retries, a deadline, and a private folder and leftover files that are removed
 * whatever way the run ends (answer, error, timeout, signal).
 */
import { existsSync, mkdirSync, mkdtempSync, readSync, openSync, closeSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { killTree, stopAfter } from "../capture/process-tree.ts";
import type { CliEvent, OutputParser } from "./formats/events.ts";

type Kill = (pid: number, signal: string) => void;

/** A private folder for one call's files (0700, under aye's own cache: gemini refuses files below a world-writable folder such as /tmp). */
export function privateDir(root: string): string {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  return mkdtempSync(join(root, "call-"));
}

/** Writes `files` (path: content), each private to this user. */
export function writeFiles(files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(path, content, { mode: 0o600 });
  }
}

/** Removes the files matching `globs` under `home`, and the `links` there that now point nowhere. */
export function removeLeftovers(home: string | undefined, globs: string[], links: string[] = []): void {
  if (!home) return;
  for (const pattern of globs) {
    try {
      for (const path of new Bun.Glob(pattern).scanSync({ cwd: home, dot: true, onlyFiles: true })) rmSync(join(home, path), { force: true });
    } catch {
      // the folder is not there: nothing was left
    }
  }
  for (const link of links) {
    const path = join(home, link);
    if (!existsSync(path)) rmSync(path, { force: true });
  }
}

/** One run of a CLI. */
export interface RunSpec {
  argv: string[];
  env: Record<string, string | undefined>;
  /** What goes on stdin; undefined: stdin is closed. */
  input?: string;
  timeoutMs: number;
  parser: OutputParser;
  stderrLine?: (line: string) => CliEvent[];
  /** A file the CLI appends its log to, read as it grows (qwen's debug log). */
  logFile?: string;
  kill: Kill;
  signal: AbortSignal;
}

/** How a run ended. */
export interface RunEnd {
  code: number;
  timedOut: boolean;
  /** The last lines of stderr. */
  stderr: string;
}

const FEED_SLICE = 256 * 1024;

/** Reads the lines appended to `path` since the last call. */
function follower(path: string): () => string[] {
  let offset = 0;
  let rest = "";
  return () => {
    let fd: number;
    try {
      fd = openSync(path, "r");
    } catch {
      return [];
    }
    const buffer = Buffer.alloc(64 * 1024);
    let text = "";
    try {
      for (let n; (n = readSync(fd, buffer, 0, buffer.length, offset)) > 0; offset += n) text += buffer.subarray(0, n).toString("utf8");
    } finally {
      closeSync(fd);
    }
    const lines = (rest + text).split("\n");
    rest = lines.pop() ?? "";
    return lines;
  };
}

/**
 * Runs the CLI and yields its events as they come. `stop()` (given to
 * `onStart`) ends it and its whole tree. The generator's return value says how it ended.
 */
export async function* runCli(spec: RunSpec, onStart: (stop: () => void) => void): AsyncGenerator<CliEvent, RunEnd> {
  const proc = Bun.spawn(spec.argv, { env: spec.env, stdin: spec.input === undefined ? "ignore" : "pipe", stdout: "pipe", stderr: "pipe" });
  let timedOut = false;
  let hard: Timer | undefined;
  const stop = () => {
    killTree(proc.pid, "SIGTERM", spec.kill);
    // A CLI that ignores SIGTERM must still not outlive aye.
    hard ??= setTimeout(() => killTree(proc.pid, "SIGKILL", spec.kill), 2000);
  };
  const disarm = stopAfter(proc.pid, spec.timeoutMs, 2000, spec.kill, () => (timedOut = true));
  spec.signal.addEventListener("abort", stop, { once: true });
  onStart(stop);
  const pending: CliEvent[] = [];
  const tail: string[] = [];
  const onStderr = (line: string) => {
    if (line.trim()) tail.push(line);
    if (tail.length > 40) tail.shift();
    if (spec.stderrLine) pending.push(...spec.stderrLine(line));
  };
  const stderrDone = (async () => {
    const decoder = new TextDecoder();
    let rest = "";
    for await (const chunk of proc.stderr) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(onStderr);
    }
    if (rest) onStderr(rest);
  })().catch(() => {});
  const follow = spec.logFile ? follower(spec.logFile) : undefined;
  const polling = follow && spec.stderrLine ? setInterval(() => follow().forEach((l) => pending.push(...spec.stderrLine!(l))), 200) : undefined;
  // Fed while the answer is read, so a CLI that answers before it has read everything cannot deadlock;
  // one that exits without reading must not turn into EPIPE noise.
  const feeding = (async () => {
    if (spec.input === undefined || !proc.stdin) return;
    for (let at = 0; at < spec.input.length; at += FEED_SLICE) {
      proc.stdin.write(spec.input.slice(at, at + FEED_SLICE));
      await proc.stdin.flush();
    }
    await proc.stdin.end();
  })().catch(() => {});
  try {
    const decoder = new TextDecoder();
    const reader = proc.stdout.getReader();
    // Retries show up on stderr while stdout is quiet: wake up to report them.
    for (;;) {
      const read = reader.read();
      let result: Awaited<typeof read> | undefined;
      while (!result) {
        result = await Promise.race([read, Bun.sleep(250).then(() => undefined)]);
        while (pending.length) yield pending.shift()!;
      }
      if (result.done) break;
      for (const event of spec.parser.push(decoder.decode(result.value, { stream: true }))) yield event;
    }
    for (const event of spec.parser.push(decoder.decode())) yield event;
    for (const event of spec.parser.end()) yield event;
    const code = await proc.exited;
    await Promise.all([feeding, stderrDone]);
    if (follow && spec.stderrLine) follow().forEach((l) => pending.push(...spec.stderrLine!(l)));
    while (pending.length) yield pending.shift()!;
    return { code, timedOut, stderr: tail.slice(-20).join("\n") };
  } finally {
    disarm();
    clearInterval(polling);
    spec.signal.removeEventListener("abort", stop);
    if (proc.exitCode === null && proc.signalCode === null) {
      stop();
      // Its files are removed next: let it finish writing them first.
      await Promise.race([proc.exited, Bun.sleep(2500)]);
    }
    clearTimeout(hard);
  }
}
