/**
 * The registry of `aye exec`: the commands it moved to the background, kept in
 * the store and scoped like the pending capture (one terminal, or $AYE_SESSION),
 * so `aye exec --check PID` in a later call finds what an earlier one started,
 * and a pid of another scope is not this one's to touch.
 */
import type { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { type Ending, endingFromFiles, type Job, type Jobs, type Offsets } from "../tool/jobs.ts";
import { KEEP_FILES_MS } from "../tool/output-files.ts";

interface Row {
  pid: number; start_time: number | null; command: string; cwd: string; started_at: number;
  stdout_path: string; stderr_path: string; status_path: string | null;
  stdout_offset: number; stderr_offset: number; killed_with: string | null;
}

const fromRow = (r: Row): Job => ({
  pid: r.pid, startTime: r.start_time, command: r.command, cwd: r.cwd, startedAt: r.started_at,
  files: { stdout: r.stdout_path, stderr: r.stderr_path }, statusPath: r.status_path,
  offsets: { stdout: r.stdout_offset, stderr: r.stderr_offset }, killedWith: r.killed_with,
});

/** The registry; the store is opened on first use, so a command that ends in time never touches it. */
export class StoreJobs implements Jobs {
  private opened: Database | undefined;
  constructor(
    private readonly open: () => Database,
    private readonly scope: string,
  ) {}

  private get db(): Database {
    return (this.opened ??= this.open());
  }

  add(job: Job): void {
    this.db.transaction(() => {
      this.db
        .query(`INSERT OR REPLACE INTO bash_jobs (scope, pid, start_time, command, cwd, started_at, stdout_path, stderr_path, status_path, stdout_offset, stderr_offset, killed_with)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(this.scope, job.pid, job.startTime, job.command, job.cwd, job.startedAt, job.files.stdout, job.files.stderr, job.statusPath, job.offsets.stdout, job.offsets.stderr, job.killedWith);
      this.forgetOld();
    }).immediate();
  }

  /** Rows of commands started long ago whose files are gone (swept) are no use to anyone. */
  private forgetOld(): void {
    const old = this.db.query(`SELECT * FROM bash_jobs WHERE started_at < ?`).all(Date.now() - KEEP_FILES_MS) as (Row & { scope: string })[];
    const del = this.db.query(`DELETE FROM bash_jobs WHERE scope = ? AND pid = ?`);
    for (const row of old) if (!existsSync(row.stdout_path) && !existsSync(row.stderr_path)) del.run(row.scope, row.pid);
  }

  get(pid: number): Job | undefined {
    const row = this.db.query(`SELECT * FROM bash_jobs WHERE scope = ? AND pid = ?`).get(this.scope, pid) as Row | null;
    return row ? fromRow(row) : undefined;
  }

  advance(pid: number, to: Offsets): void {
    this.db.query(`UPDATE bash_jobs SET stdout_offset = ?, stderr_offset = ? WHERE scope = ? AND pid = ?`).run(to.stdout, to.stderr, this.scope, pid);
  }

  markKilled(pid: number, signal: string): void {
    this.db.query(`UPDATE bash_jobs SET killed_with = ? WHERE scope = ? AND pid = ?`).run(signal, this.scope, pid);
  }

  ending(job: Job): Ending | undefined {
    const killed = this.get(job.pid)?.killedWith ?? job.killedWith;
    return endingFromFiles({ ...job, killedWith: killed });
  }

  list(): Job[] {
    return (this.db.query(`SELECT * FROM bash_jobs WHERE scope = ? ORDER BY started_at DESC`).all(this.scope) as Row[]).map(fromRow);
  }

  /** Every file a listed command still writes, for the sweep of old files. */
  paths(): Set<string> {
    const rows = this.db.query(`SELECT stdout_path, stderr_path, status_path FROM bash_jobs`).all() as Row[];
    return new Set(rows.flatMap((r) => [r.stdout_path, r.stderr_path, ...(r.status_path ? [r.status_path] : [])]));
  }
}
