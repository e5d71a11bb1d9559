/**
 * Captures and the pending attach, on top of the database. One store serves
 * every subcommand and many processes at once.
 */
import type { Database } from "bun:sqlite";
import { readdirSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pidExists } from "../os/processes.ts";
import { openDatabase, unwritable } from "./db.ts";

/** A failure (or a kept run) as stored. Text fields are already sanitized and truncated. */
export interface Capture {
  id: number;
  createdAt: number;
  scope: string;
  command: string;
  argv: string[];
  cwd: string;
  exitCode: number | null;
  signal: string | null;
  error: string | null;
  durationMs: number;
  mode: "pty" | "pipe";
  stdout: string;
  stderr: string;
  truncated: boolean;
  outputBytes: number;
  logPath: string | null;
  logBytes: number;
  logNote: string | null;
  pending?: boolean;
}

export type NewCapture = Omit<Capture, "id" | "pending">;

interface Row {
  id: number; created_at: number; scope: string; command: string; argv: string; cwd: string;
  exit_code: number | null; signal: string | null; error: string | null; duration_ms: number;
  mode: string; stdout: string; stderr: string; truncated: number; output_bytes: number;
  log_path: string | null; log_bytes: number; log_note: string | null; pending?: number;
}

/** Whether `path` is a log in the store's own logs folder: a damaged or edited row may point anywhere else. */
const ownLog = (logs: string, path: string | null): path is string => !!path && dirname(resolve(path)) === resolve(logs) && path.endsWith(".log");

/** The words of the command as stored; a damaged row's, as its command line split at spaces. */
function argvOf(r: Row): string[] {
  try {
    const argv: unknown = JSON.parse(r.argv);
    if (Array.isArray(argv) && argv.every((w) => typeof w === "string")) return argv;
  } catch {}
  return r.command.split(/\s+/).filter(Boolean);
}

function fromRow(r: Row, logs: string): Capture {
  return {
    id: r.id, createdAt: r.created_at, scope: r.scope, command: r.command, argv: argvOf(r), cwd: r.cwd,
    exitCode: r.exit_code, signal: r.signal, error: r.error, durationMs: r.duration_ms, mode: r.mode as Capture["mode"],
    stdout: r.stdout, stderr: r.stderr, truncated: r.truncated === 1, outputBytes: r.output_bytes,
    logPath: ownLog(logs, r.log_path) ? r.log_path : null, logBytes: r.log_bytes, logNote: r.log_note,
    ...(r.pending === undefined ? {} : { pending: r.pending === 1 }),
  };
}

export interface Retention {
  keep: number;
  maxBytes: number;
}

const SELECT = `SELECT c.*, EXISTS (SELECT 1 FROM pending p WHERE p.capture_id = c.id) AS pending FROM captures c`;


/**
 * Whether the aye that writes `path` may still be running: its pid is alive
 * (a reused pid only delays the clean-up). For a name without a pid, a log
 * younger than a day is given the benefit of the doubt.
 */
function writing(path: string): boolean {
  // A run's log, or the spool of raw output it writes the log from (src/capture/log-file.ts).
  const pid = /^\d+-(\d+)-[0-9a-f]+(\.raw)?\.log$/.exec(basename(path))?.[1];
  if (pid) return pidExists(Number(pid));
  const st = statSync(path, { throwIfNoEntry: false });
  return !!st && Date.now() - st.mtimeMs < 86_400_000;
}

export class Store {
  private readonly changesAtOpen: number;

  constructor(
    readonly db: Database,
    readonly dir: string,
  ) {
    this.changesAtOpen = this.totalChanges();
  }

  private totalChanges(): number {
    return (this.db.query("SELECT total_changes() AS n").get() as { n: number }).n ?? 0;
  }

  /** Why this store cannot be written (a read-only HOME), or undefined: then its changes last only while aye runs. */
  get unwritable(): string | undefined {
    return unwritable.get(this.db);
  }

  /** Whether anything was written to it since it was opened. */
  get changed(): boolean {
    return this.totalChanges() > this.changesAtOpen;
  }

  get logsDir(): string {
    return join(this.dir, "logs");
  }

  /** Saves a capture; when `arm`, it becomes the scope's pending attach (the last failure wins). */
  add(capture: NewCapture, arm: boolean, retention: Retention): number {
    const doomed: string[] = [];
    const id = this.db.transaction(() => {
      const { id } = this.db
        .query(
          `INSERT INTO captures (created_at, scope, command, argv, cwd, exit_code, signal, error, duration_ms, mode,
             stdout, stderr, truncated, output_bytes, log_path, log_bytes, log_note)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          capture.createdAt, capture.scope, capture.command, JSON.stringify(capture.argv), capture.cwd,
          capture.exitCode, capture.signal, capture.error, capture.durationMs, capture.mode,
          capture.stdout, capture.stderr, capture.truncated ? 1 : 0, capture.outputBytes,
          capture.logPath, capture.logBytes, capture.logNote,
        ) as { id: number };
      if (arm) this.db.query(`INSERT OR REPLACE INTO pending (scope, capture_id) VALUES (?, ?)`).run(capture.scope, id);
      doomed.push(...this.prune(retention, id));
      return id;
    }).immediate();
    this.unlink(doomed);
    this.sweep();
    return id;
  }

  /**
   * Deletes log files that no capture refers to: those of runs that were killed
   * before they could store them, or whose capture failed to save. A log whose
   * writer (its pid is in the name) is still running is left alone. Done while
   * holding the write lock, so a run storing its capture meanwhile cannot lose its log.
   */
  private sweep(): void {
    let names: string[];
    try {
      names = readdirSync(this.logsDir).filter((n) => n.endsWith(".log"));
    } catch {
      return;
    }
    if (!names.length) return;
    this.db.transaction(() => {
      const kept = new Set((this.db.query(`SELECT log_path FROM captures WHERE log_path IS NOT NULL`).all() as { log_path: string }[]).map((r) => basename(r.log_path)));
      for (const name of names) {
        if (kept.has(name) || writing(join(this.logsDir, name))) continue;
        rmSync(join(this.logsDir, name), { force: true });
      }
    }).immediate();
  }

  /** Deletes captures beyond the count and size limits, newest and pending ones kept; returns their logs. */
  private prune({ keep, maxBytes }: Retention, newest: number): string[] {
    const rows = this.db
      .query(`SELECT id, log_path, log_bytes + length(stdout) + length(stderr) AS size,
                EXISTS (SELECT 1 FROM pending p WHERE p.capture_id = captures.id) AS pending
              FROM captures ORDER BY id DESC`)
      .all() as { id: number; log_path: string | null; size: number; pending: number }[];
    let total = 0;
    const gone: typeof rows = [];
    rows.forEach((row, index) => {
      total += row.size;
      const keepIt = row.id === newest || row.pending === 1 || (index < keep && total <= maxBytes);
      if (!keepIt) gone.push(row);
    });
    const del = this.db.query(`DELETE FROM captures WHERE id = ?`);
    for (const row of gone) del.run(row.id);
    return gone.flatMap((row) => (row.log_path ? [row.log_path] : []));
  }

  private unlink(paths: string[]): void {
    for (const path of paths) if (ownLog(this.logsDir, path)) rmSync(path, { force: true });
  }

  /** Takes the scope's pending capture, once: one statement, so two callers never both get it. */
  consume(scope: string): Capture | undefined {
    const row = this.db.query(`DELETE FROM pending WHERE scope = ? RETURNING capture_id`).get(scope) as { capture_id: number } | null;
    return row ? this.get(row.capture_id) : undefined;
  }

  /** Puts a consumed capture back when the prompt that took it never reached a model; a newer failure wins. */
  rearm(scope: string, id: number): void {
    this.db.query(`INSERT OR IGNORE INTO pending (scope, capture_id) SELECT ?, id FROM captures WHERE id = ?`).run(scope, id);
  }

  /** The scope's pending capture, left pending. */
  peek(scope: string): Capture | undefined {
    const row = this.db.query(`${SELECT} WHERE c.id = (SELECT capture_id FROM pending WHERE scope = ?)`).get(scope) as Row | null;
    return row ? fromRow(row, this.logsDir) : undefined;
  }

  get(id: number): Capture | undefined {
    const row = this.db.query(`${SELECT} WHERE c.id = ?`).get(id) as Row | null;
    return row ? fromRow(row, this.logsDir) : undefined;
  }

  /** The most recent capture of any scope. */
  latest(): Capture | undefined {
    const row = this.db.query(`${SELECT} ORDER BY c.id DESC LIMIT 1`).get() as Row | null;
    return row ? fromRow(row, this.logsDir) : undefined;
  }

  list(limit: number): Capture[] {
    return (this.db.query(`${SELECT} ORDER BY c.id DESC LIMIT ?`).all(limit) as Row[]).map((r) => fromRow(r, this.logsDir));
  }

  /** Disarms the scope's pending attach; returns whether one was armed. */
  disarm(scope: string): boolean {
    return this.db.query(`DELETE FROM pending WHERE scope = ?`).run(scope).changes > 0;
  }

  /** Deletes every capture and log; returns how many captures there were. */
  deleteAll(): number {
    const paths = this.db.query(`SELECT log_path FROM captures WHERE log_path IS NOT NULL`).all() as { log_path: string }[];
    const count = this.db.transaction(() => {
      this.db.run(`DELETE FROM pending`);
      return this.db.query(`DELETE FROM captures`).run().changes;
    }).immediate();
    this.unlink(paths.map((p) => p.log_path));
    this.sweep();
    return count;
  }

  /** Remembers that `commands` fixed a failure of this shape. */
  rememberFix(shape: string, commands: string[]): void {
    this.db
      .query(`INSERT INTO fixes (shape, commands, updated_at) VALUES (?, ?, ?)
              ON CONFLICT (shape) DO UPDATE SET commands = excluded.commands, uses = uses + 1, updated_at = excluded.updated_at`)
      .run(shape, JSON.stringify(commands), Date.now());
  }

  /** The correction that worked last time for this shape of failure. */
  knownFix(shape: string): string[] | undefined {
    const row = this.db.query(`SELECT commands FROM fixes WHERE shape = ?`).get(shape) as { commands: string } | null;
    return row ? JSON.parse(row.commands) : undefined;
  }

  close(): void {
    this.db.close();
  }
}

/** Opens the store in `dir` (see openDatabase for what happens to a corrupt one). */
export function openStore(dir: string, warn: (message: string) => void): Store {
  return new Store(openDatabase(dir, warn), dir);
}
