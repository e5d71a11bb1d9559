/**
 * The capture store's database: bun:sqlite in WAL mode, append-only migrations
 * through `PRAGMA user_version`, private permissions, and a corrupt file moved
 * aside and rebuilt rather than crashing.
 */
import { Database } from "bun:sqlite";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from "node:fs";
import { join } from "node:path";

/** Append only: a released step is never edited, a change is a new step. */
const MIGRATIONS = [
  `CREATE TABLE captures (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     scope TEXT NOT NULL,
     command TEXT NOT NULL,
     argv TEXT NOT NULL,
     cwd TEXT NOT NULL,
     exit_code INTEGER,
     signal TEXT,
     error TEXT,
     duration_ms INTEGER NOT NULL,
     mode TEXT NOT NULL,
     stdout TEXT NOT NULL,
     stderr TEXT NOT NULL,
     truncated INTEGER NOT NULL,
     output_bytes INTEGER NOT NULL,
     log_path TEXT,
     log_bytes INTEGER NOT NULL DEFAULT 0,
     log_note TEXT
   );
   CREATE TABLE pending (
     scope TEXT PRIMARY KEY,
     capture_id INTEGER NOT NULL REFERENCES captures(id) ON DELETE CASCADE
   );`,
  // aye fix: corrections that worked, by the shape of the failure they fixed
  `CREATE TABLE fixes (
     shape TEXT PRIMARY KEY,
     commands TEXT NOT NULL,
     uses INTEGER NOT NULL DEFAULT 1,
     updated_at INTEGER NOT NULL
   );`,
];

/** `$XDG_CACHE_HOME/aye`, else `~/.cache/aye`. */
export function storeDir(env: Record<string, string | undefined>): string {
  return join(env.XDG_CACHE_HOME || join(env.HOME || "/", ".cache"), "aye");
}

/** Creates `dir` (and logs/ inside it) private to the user. */
export function ensureDir(dir: string): void {
  mkdirSync(join(dir, "logs"), { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  chmodSync(join(dir, "logs"), 0o700);
}

function migrate(db: Database): void {
  db.run("PRAGMA busy_timeout = 10000");
  const { journal_mode } = db.query("PRAGMA journal_mode").get() as { journal_mode: string };
  if (journal_mode !== "wal") db.run("PRAGMA journal_mode = WAL");
  const { quick_check } = db.query("PRAGMA quick_check").get() as { quick_check: string };
  if (quick_check !== "ok") throw Object.assign(new Error(`database is malformed: ${quick_check}`), { code: "SQLITE_CORRUPT" });
  db.run("PRAGMA synchronous = NORMAL");
  db.run("PRAGMA foreign_keys = ON");
  const version = () => (db.query("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version() >= MIGRATIONS.length) return;
  db.transaction(() => {
    // Re-read inside the write lock: another process may have migrated meanwhile.
    for (let v = version(); v < MIGRATIONS.length; v++) {
      db.run(MIGRATIONS[v]!);
      db.run(`PRAGMA user_version = ${v + 1}`);
    }
  }).immediate();
}

const isBusy = (error: unknown) => /SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(`${(error as { code?: string }).code} ${error}`);

/**
 * Setting up a new database (WAL mode, migrations) takes locks that SQLite's
 * busy handler does not always wait for; many processes starting at once retry here.
 */
function withRetry<T>(fn: () => T): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return fn();
    } catch (error) {
      if (!isBusy(error) || attempt >= 50) throw error;
      Bun.sleepSync(20 + Math.random() * 80);
    }
  }
}

function isCorrupt(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return /SQLITE_(NOTADB|CORRUPT)/.test(code) || /not a database|malformed/i.test(String(error));
}

/**
 * Opens (creating) the database in `dir`. A corrupt one is renamed aside and
 * rebuilt; `warn` is told once. Other failures (permissions, full disk) throw.
 */
export function openDatabase(dir: string, warn: (message: string) => void): Database {
  ensureDir(dir);
  const path = join(dir, "aye.db");
  const open = () => {
    if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
    const db = new Database(path, { strict: true });
    try {
      migrate(db);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  };
  try {
    return withRetry(open);
  } catch (error) {
    if (!isCorrupt(error)) throw error;
    const aside = `${path}.corrupt-${Date.now()}`;
    renameSync(path, aside);
    for (const suffix of ["-wal", "-shm"]) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
    warn(`the capture store was corrupt; moved it to ${aside} and started a new one`);
    return withRetry(open);
  }
}
