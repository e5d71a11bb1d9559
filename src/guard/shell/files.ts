/** The project's files as the judge reads them: never an error, only what is there (or not). */
import { readFileSync, statSync } from "node:fs";

/** A file's text, its first `limit` characters, or undefined where it cannot be read. */
export const readText = (path: string, limit = Infinity): string | undefined => {
  try {
    return readFileSync(path, "utf8").slice(0, limit);
  } catch {
    return undefined;
  }
};

export const isFile = (path: string): boolean => {
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
