/**
 * A failure the shell hook recorded outside `aye shell` has no capture; when
 * the person asks about it (ask, fix, show) and the terminal can be read, its
 * output is read back from the terminal (scrollback.ts) and kept as a capture
 * of this terminal, sanitized, redacted and truncated as every capture is.
 * From then on it is an ordinary capture: show prints it, ask attaches it once,
 * fix reads it.
 */
import { readFileSync, statSync } from "node:fs";
import { sanitize } from "../capture/sanitize.ts";
import { enforceByteLimit, headBytes, truncateLines } from "../capture/truncate.ts";
import { parseRecord } from "../commands/init.ts";
import type { Ctx } from "../context.ts";
import type { Capture } from "../store/captures.ts";
import { cutOutput, readTerminal, type Runner, runCommand } from "./scrollback.ts";

export interface Recorded {
  status: number;
  cwd: string;
  command: string;
  /** When the hook wrote it (the command's end). */
  at: number;
}

/** The hook's record of this shell's last failed line, if any. */
export function readRecord(env: Record<string, string | undefined>): Recorded | undefined {
  const path = env.AYE_LAST_COMMAND_FILE;
  if (!path) return undefined;
  try {
    const record = parseRecord(readFileSync(path, "utf8"));
    if (!record || !record.command || !record.cwd || !(record.status > 0)) return undefined;
    return { ...record, at: statSync(path).mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Whether `capture` is the recorded failure itself: `aye shell` kept the line
 * the hook recorded too (or it was read back before), so the record adds nothing.
 */
export function covers(capture: Capture, record: Pick<Recorded, "command" | "cwd" | "at">): boolean {
  if (capture.cwd !== record.cwd || capture.command.trim() !== record.command.trim()) return false;
  return Math.abs(record.at - (capture.createdAt + capture.durationMs)) < 10_000 || capture.createdAt >= record.at;
}

/** As adoptRecorded, never failing the command that asked: reading back is a bonus. */
export function adoptQuietly(ctx: Ctx, run: Runner = runCommand): void {
  try {
    adoptRecorded(ctx, run);
  } catch {
    // a broken config, a store that cannot be written: the command goes on without it
  }
}

/** Reads back and keeps the recorded failure's output, when it has no capture and the terminal holds it. */
export function adoptRecorded(ctx: Ctx, run: Runner = runCommand): void {
  const { env } = ctx.io;
  // In aye shell every command is seen as it runs: nothing to read back.
  if (env.AYE_SHELL_DIR) return;
  const record = readRecord(env);
  if (!record) return;
  let store;
  try {
    store = ctx.store();
    if (store.unwritable) return;
    if (store.list(20).some((c) => c.createdAt >= record.at - 10_000 && covers(c, record))) return;
    const newest = store.latest();
    if (newest && newest.createdAt > record.at) return;
  } catch {
    return;
  }
  const screen = readTerminal(env, run);
  if (!screen) return;
  const raw = screen.outputOnly ? screen.text : cutOutput(sanitize(screen.text), record.command);
  if (raw === undefined) return;
  const settings = ctx.config().values;
  // Loaded once a screen was read: a fix or a question with nothing to read back does without the redaction's tables.
  const redact = settings.redact ? (require("../prompt/redact.ts") as typeof import("../prompt/redact.ts")).redact : undefined;
  const clean = redact ? (text: string) => redact(text) : (text: string) => text;
  const out = truncateLines(clean(sanitize(raw)), settings["capture.max_lines"], false);
  const maxBytes = settings["capture.max_bytes"];
  const command = headBytes(clean(record.command), Math.floor(maxBytes / 4));
  const fitted = enforceByteLimit(out.text, "", maxBytes - Buffer.byteLength(command));
  store.add(
    {
      createdAt: record.at,
      scope: ctx.scope(),
      command,
      argv: record.command.split(/\s+/).filter(Boolean),
      cwd: record.cwd,
      exitCode: record.status,
      signal: null,
      error: null,
      durationMs: 0,
      mode: "pty",
      stdout: fitted.stdout,
      stderr: fitted.stderr,
      truncated: out.truncated || fitted.truncated,
      outputBytes: Buffer.byteLength(raw),
      logPath: null,
      logBytes: 0,
      logNote: `read back from ${screen.source}'s screen`,
    },
    true,
    { keep: settings["store.keep"], maxBytes: settings["store.max_bytes"] },
  );
}
