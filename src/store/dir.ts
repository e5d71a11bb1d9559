/**
 * Where the store lives, its private folders, the names of its logs, and how a
 * failed write is told: apart from the database code, since `aye run` needs
 * these at start-up and loading bun:sqlite costs time.
 */
import { chmodSync, lstatSync, mkdirSync, renameSync, statSync } from "node:fs";
import { join } from "node:path";
import { AyeError } from "../errors.ts";

/** `$XDG_CACHE_HOME/aye`, else `~/.cache/aye`. */
export function storeDir(env: Record<string, string | undefined>): string {
  return join(env.XDG_CACHE_HOME || join(env.HOME || "/", ".cache"), "aye");
}

/** Why a write to the store failed, in words a person can act on; undefined when it is not that kind of failure. */
export function storeWriteProblem(error: unknown): string | undefined {
  const text = `${(error as { code?: string }).code} ${error}`;
  if (/SQLITE_FULL|ENOSPC|database or disk is full/i.test(text)) return "the disk is full";
  if (/SQLITE_READONLY|EROFS|readonly database/i.test(text)) return "it is read-only";
  return undefined;
}

/** node:os is loaded here, on first use: at every start it would cost start-up most commands need not pay. */
export const uid = () => (require("node:os") as typeof import("node:os")).userInfo().uid;

/** Renames `path` aside (a thing of the wrong kind where aye keeps its own), with one warning. */
export function moveAside(path: string, what: string, warn: (message: string) => void): void {
  const aside = `${path}.moved-${Date.now()}`;
  renameSync(path, aside);
  warn(`${path} was ${what}; moved it to ${aside}`);
}

/**
 * Creates `dir` (and logs/ inside it) private to the user, whatever the umask.
 * A directory of someone else's is refused: its owner could read every capture.
 */
export function ensureDir(dir: string, warn: (message: string) => void = () => {}): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = statSync(dir);
  if (st.uid !== uid()) throw notYours(dir, `belongs to user ${st.uid}`);
  const logs = join(dir, "logs");
  const entry = lstatSync(logs, { throwIfNoEntry: false });
  if (entry && !entry.isDirectory()) moveAside(logs, "not a directory", warn);
  mkdirSync(logs, { mode: 0o700, recursive: true });
  for (const path of [dir, logs]) {
    // On a read-only file system the mode cannot change: that is fine while it is already private.
    if ((statSync(path).mode & 0o077) === 0) continue;
    chmodSync(path, 0o700);
  }
}

export const notYours = (path: string, why: string) =>
  new AyeError(`the capture store ${path} ${why}, so aye will not use it`, {
    hint: "Captures can hold secrets: point XDG_CACHE_HOME at a folder of your own, or remove it if you made it.",
  });


/** A log's name: when the run started, the pid of the aye writing it, and a random part. */
export const logName = (startedAt: number, pid: number) => `${startedAt}-${pid}-${crypto.randomUUID().slice(0, 8)}.log`;
