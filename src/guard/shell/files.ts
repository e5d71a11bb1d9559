/** The project's files as the judge reads them: never an error, only what is there (or not). */
import { readFileSync, statSync } from "node:fs";

/** The text a plan leaves in files before a runner reads them (visible-writes.ts), by absolute path; set while one is judged. */
let overlay: ReadonlyMap<string, string> | undefined;

/** Runs `read` with the files of `written` read as the text the plan leaves there. */
export function withOverlay<T>(written: ReadonlyMap<string, string>, read: () => T): T {
  const was = overlay;
  overlay = written;
  try {
    return read();
  } finally {
    overlay = was;
  }
}

/** Whether the plan has left text at `path` (see withOverlay). */
export const overlaid = (path: string): boolean => overlay?.has(path) === true;

/** A file's text, its first `limit` characters, or undefined where it cannot be read. */
export const readText = (path: string, limit = Infinity): string | undefined => {
  if (overlay?.has(path)) return overlay.get(path)!.slice(0, limit);
  try {
    return readFileSync(path, "utf8").slice(0, limit);
  } catch {
    return undefined;
  }
};

export const isFile = (path: string): boolean => {
  if (overlay?.has(path)) return true;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** A manifest's or a config's text (package.json, pyproject.toml, .npmrc), its first 512 KB: more is no project's. */
export const readManifest = (path: string) => readText(path, 512 * 1024);
