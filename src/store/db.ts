/**
 * The capture store's database: bun:sqlite in WAL mode, append-only migrations
 * through `PRAGMA user_version`, private permissions, and a corrupt file moved
 * aside and rebuilt rather than crashing.
 */
import { Database } from "bun:sqlite";
import { accessSync, chmodSync, closeSync, constants, copyFileSync, existsSync, lstatSync, mkdtempSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AyeError } from "../errors.ts";
import { ensureDir, moveAside, notYours, uid } from "./dir.ts";

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
  // aye exec: the commands it moved to the background, per terminal scope, so a later call can check or kill them
  `CREATE TABLE bash_jobs (
     scope TEXT NOT NULL,
     pid INTEGER NOT NULL,
     start_time INTEGER,
     command TEXT NOT NULL,
     cwd TEXT NOT NULL,
     started_at INTEGER NOT NULL,
     stdout_path TEXT NOT NULL,
     stderr_path TEXT NOT NULL,
     status_path TEXT,
     stdout_offset INTEGER NOT NULL DEFAULT 0,
     stderr_offset INTEGER NOT NULL DEFAULT 0,
     killed_with TEXT,
     PRIMARY KEY (scope, pid)
   );`,
  // aye chat: conversations, one row a message, appended as they happen
  `CREATE TABLE conversations (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE chat_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     role TEXT NOT NULL,
     content TEXT NOT NULL,
     extra TEXT
   );
   CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, id);`,
];


/**
 * The database file must be a regular file of the user's own with one name:
 * another user could hard-link a file of theirs as aye.db and read what aye writes.
 * A directory in its place is moved aside.
 */
function checkDatabaseFile(path: string, warn: (message: string) => void): void {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) return moveAside(path, "a directory, not a database", warn);
  if (!st.isFile()) throw notYours(path, "is not a regular file (a link or a device)");
  if (st.uid !== uid()) throw notYours(path, `belongs to user ${st.uid}`);
  if (st.nlink > 1) throw notYours(path, `has ${st.nlink} names (hard links)`);
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
 * What many processes making or repairing one store at once can meet for a
 * moment (the file replaced under a connection, an I/O error while another
 * switches it to WAL): worth a few more tries, then taken for what it says.
 */
const isPassing = (error: unknown) => /SQLITE_READONLY_DBMOVED|SQLITE_IOERR|SQLITE_CANTOPEN|disk I\/O error/i.test(`${(error as { code?: string }).code} ${error}`);

/**
 * Setting up a new database (WAL mode, migrations) takes locks that SQLite's
 * busy handler does not always wait for; many processes starting at once retry
 * here, and a few times more on what passes (`alsoPassing` adds to it).
 */
function withRetry<T>(fn: () => T, alsoPassing?: (error: unknown) => boolean): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return fn();
    } catch (error) {
      const passing = isPassing(error) || !!alsoPassing?.(error);
      if (!(isBusy(error) && attempt < 50) && !(passing && attempt < 8)) throw error;
      Bun.sleepSync(20 + Math.random() * 80);
    }
  }
}

function isCorrupt(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return /SQLITE_(NOTADB|CORRUPT)/.test(code) || /not a database|malformed/i.test(String(error));
}

const isReadOnly = (error: unknown) => /EROFS|EACCES|EPERM|SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_IOERR|disk I\/O error|readonly|read-only/i.test(`${(error as { code?: string }).code} ${error}`);

/** Whether the store can take writes (SQLite needs the folder too, for its journal). */
function writable(dir: string, path: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    accessSync(path, constants.W_OK);
    return true;
  } catch (error) {
    // Gone since it was seen (another process moved a corrupt store aside): it will be made anew.
    return (error as NodeJS.ErrnoException).code === "ENOENT";
  }
}

/**
 * A store that cannot be written is read from a private copy: SQLite cannot
 * open a WAL database read-only where it may not create its shared-memory file.
 * The copy takes in the write-ahead log, and is opened read-only, so anything
 * that would write fails with SQLite's read-only error (main says what to do).
 */
/**
 * Stores opened where their folder cannot be written (a read-only HOME or
 * cache), and why: a copy of what is there (or an empty store) in which a
 * command can still work, whose changes are lost when it ends. Commands that
 * exist to write (aye clear) refuse; the others are told once (cli.ts).
 */
export const unwritable = new WeakMap<Database, string>();

function readOnlyCopy(path: string): Database {
  const dir = mkdtempSync(join(tmpdir(), "aye-store-"));
  try {
    const copy = join(dir, "aye.db");
    copyFileSync(path, copy);
    if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
    for (const file of [copy, `${copy}-wal`]) if (existsSync(file)) chmodSync(file, 0o600); // a copy keeps a read-only mode
    const db = new Database(copy);
    db.run("PRAGMA wal_checkpoint(TRUNCATE)");
    db.run("PRAGMA journal_mode = DELETE");
    db.close();
    // Writable, and written nowhere that lasts: the open file lives on without its name, its journal in memory.
    const working = new Database(copy, { strict: true });
    working.run("PRAGMA journal_mode = MEMORY");
    unwritable.set(working, "it is read-only");
    return working;
  } finally {
    // The open file lives on without its name.
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens and migrates the database at `path`, creating it only where told (under the lock). */
function open(path: string, create = true): Database {
  if (!existsSync(path)) {
    // Moved aside since it was seen: made by whoever holds the lock, not here.
    if (!create) throw Object.assign(new Error("the store is being made again"), { code: "SQLITE_BUSY" });
    closeSync(openSync(path, "a", 0o600));
  }
  const seen = inode(path);
  const db = new Database(path, { strict: true });
  try {
    migrate(db);
    // A store moved aside and made again while this connection opened: it holds the old file, and SQLite finds the
    // new one's write-ahead log by name, so it reads one file's pages through another's log. Opened again.
    if (inode(path) !== seen) throw Object.assign(new Error("the store was made again while it opened"), { code: "SQLITE_BUSY" });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs `fn` holding a lock file beside the database, so that of many processes
 * meeting a new or corrupt store at once only one makes or repairs it, and no
 * one moves aside a store another has just rebuilt. A lock older than 30 s is
 * taken as stale.
 */
function withRepairLock<T>(path: string, fn: () => T): T {
  const lock = `${path}.repair-lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      closeSync(openSync(lock, "wx", 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const st = statSync(lock, { throwIfNoEntry: false });
      if ((st && Date.now() - st.mtimeMs > 30_000) || waited > 30_000) rmSync(lock, { force: true });
      Bun.sleepSync(50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Opens (creating) the database in `dir`. A corrupt one is renamed aside and
 * rebuilt, by one process at a time; `warn` is told once. Where the store cannot
 * be written (a read-only file system, a full disk), it is opened read-only so
 * that reading still works. Anything else throws an AyeError that says what to do.
 */
export function openDatabase(dir: string, warn: (message: string) => void): Database {
  const path = join(dir, "aye.db");
  let seen: string | undefined;
  try {
    ensureDir(dir, warn);
    checkDatabaseFile(path, warn);
    if (existsSync(path) && !writable(dir, path)) return readOnlyCopy(path);
    // A store being made (absent, or its file still empty: a new store's tables wait in its write-ahead log) is
    // opened by one process at a time: one that opened it half-made could take it for corrupt and move it aside.
    const fresh = () => !(lstatSync(path, { throwIfNoEntry: false })?.size ?? 0);
    seen = inode(path);
    return withRetry(() => (fresh() ? withRepairLock(path, () => open(path)) : open(path, false)));
  } catch (error) {
    if (error instanceof AyeError) throw error;
    if (isCorrupt(error)) return repair(path, seen, warn);
    if (isReadOnly(error) && existsSync(path)) {
      try {
        return readOnlyCopy(path);
      } catch {
        // fall through to the error below
      }
    }
    if (isReadOnly(error) && !existsSync(path)) {
      // No store, and none can be made (a read-only HOME): an empty one in memory, so that reading and asking work.
      const empty = new Database(":memory:", { strict: true });
      migrate(empty);
      unwritable.set(empty, /EACCES|EPERM/.test(String((error as { code?: string }).code)) ? "it is not writable" : "it is read-only");
      return empty;
    }
    throw new AyeError(`cannot open the capture store in ${dir}: ${(error as Error).message}`, {
      hint: "Check that the folder is yours and writable and the disk is not full, or point XDG_CACHE_HOME elsewhere.",
    });
  }
}

/** Which file a path names now (device and inode), so that a store another process has replaced is told apart. */
function inode(path: string): string | undefined {
  const st = lstatSync(path, { throwIfNoEntry: false });
  return st && `${st.dev}:${st.ino}`;
}

/** Moves aside the corrupt file that was seen at `path` and starts a new store, unless another process has done so already. */
function repair(path: string, seen: string | undefined, warn: (message: string) => void): Database {
  return withRepairLock(path, () => {
    // Another process may have rebuilt it while this one waited for the lock: a new file is never moved aside
    // here, and one that reads as corrupt for a moment (caught half-written) is read again.
    if (inode(path) !== seen) return withRetry(() => open(path), isCorrupt);
    try {
      // The same file, read again now that no one is making it.
      return withRetry(() => open(path));
    } catch (error) {
      if (!isCorrupt(error)) throw error;
    }
    const aside = `${path}.corrupt-${Date.now()}`;
    renameSync(path, aside);
    for (const suffix of ["-wal", "-shm"]) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
    warn(`the capture store was corrupt; moved it to ${aside} and started a new one`);
    return withRetry(() => open(path));
  });
}

