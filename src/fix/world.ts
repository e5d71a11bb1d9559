/**
 * The machine as rules see it: PATH and the file system, read but never run.
 * The one exception, a tool's `--help`, runs only when `mayRun` says the person
 * agreed; otherwise the wish is kept in `wanted`, so aye can ask.
 */
import { accessSync, closeSync, constants, openSync, readFileSync, readSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { World } from "./types.ts";

export interface RealWorld extends World {
  /** The `--help` look-ups rules wanted and were not allowed (each an argv without `--help`). */
  wanted: string[][];
}

export function realWorld(env: Record<string, string | undefined>, options: { mayRun?: boolean; aliases?: string[] } = {}): RealWorld {
  let executables: string[] | undefined;
  const stat = (path: string) => {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  };
  const wanted: string[][] = [];
  const branchesOf = new Map<string, ReturnType<typeof gitBranches>>();
  return {
    wanted,
    executables() {
      if (executables) return executables;
      const names = new Set<string>();
      for (const dir of (env.PATH ?? "").split(":").filter(Boolean)) {
        try {
          for (const name of readdirSync(dir)) names.add(name);
        } catch {
          // a PATH entry that is gone
        }
      }
      return (executables = [...names]);
    },
    home: () => env.HOME,
    onPath: (name) => !name.includes("/") && (env.PATH ?? "").split(":").some((dir) => dir && stat(join(dir, name))?.isFile()),
    aliases: () => options.aliases ?? [],
    isFile: (path) => stat(path)?.isFile() ?? false,
    isDir: (path) => stat(path)?.isDirectory() ?? false,
    isExecutable(path) {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    list(dir) {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    readText: read,
    // Rules ask for the branches several times a failure: the refs are read once a folder.
    branches: (cwd) => branchesOf.get(cwd) ?? branchesOf.set(cwd, gitBranches(cwd)).get(cwd)!,
    tables: sqliteTables,
    help(argv, cwd) {
      if (!options.mayRun) {
        wanted.push(argv);
        return undefined;
      }
      try {
        const r = Bun.spawnSync([...argv, "--help"], { cwd, env: { ...env, PAGER: "cat" }, stdin: "ignore", stdout: "pipe", stderr: "pipe", timeout: 2000 });
        const text = r.stdout.toString() + r.stderr.toString();
        return text || undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A SQLite file's tables, opened read-only, and only when its first bytes say it is one. */
function sqliteTables(path: string): string[] | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
    const fd = openSync(path, "r");
    const head = Buffer.alloc(16);
    readSync(fd, head, 0, 16, 0);
    closeSync(fd);
    if (head.toString("latin1") !== "SQLite format 3\0") return undefined;
    // Loaded here, not at start: few fixes name a database, and bun:sqlite costs every fix a millisecond or more.
    const { Database } = require("bun:sqlite") as typeof import("bun:sqlite");
    const db = new Database(path, { readonly: true });
    try {
      return db.query("select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%'").all().map((r) => (r as { name: string }).name);
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** A rule reads small regular files only: a FIFO named Makefile would block, /dev/zero would never end. */
const MAX_READ = 1 << 20;

const read = (path: string) => {
  try {
    const st = statSync(path);
    return st.isFile() && st.size <= MAX_READ ? readFileSync(path, "utf8") : undefined;
  } catch {
    return undefined;
  }
};

/** Every file name below `dir`, as paths relative to it. */
function walk(dir: string, prefix = ""): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

/**
 * Branches read from the repository's files rather than by running git: git
 * honours hooks and settings of the repository it runs in, and this one may not be trusted.
 */
function gitBranches(cwd: string): { current?: string; all: string[]; tags: string[]; remotes: string[] } {
  let dir = resolve(cwd);
  let gitDir: string | undefined;
  for (;;) {
    const dotGit = join(dir, ".git");
    const pointer = read(dotGit); // a worktree or submodule: "gitdir: PATH"
    if (pointer?.startsWith("gitdir: ")) gitDir = resolve(dir, pointer.slice(8).trim());
    else if (statSync(dotGit, { throwIfNoEntry: false })?.isDirectory()) gitDir = dotGit;
    if (gitDir || dir === "/") break;
    dir = dirname(dir);
  }
  if (!gitDir) return { all: [], tags: [], remotes: [] };
  const common = resolve(gitDir, read(join(gitDir, "commondir"))?.trim() ?? ".");
  const current = /^ref: refs\/heads\/(.+)$/m.exec(read(join(gitDir, "HEAD")) ?? "")?.[1];
  const packed = [...(read(join(common, "packed-refs")) ?? "").matchAll(/^[0-9a-f]+ refs\/(?:heads|remotes)\/(.+)$/gm)].map((m) => m[1]!);
  const loose = [...walk(join(common, "refs", "heads")), ...walk(join(common, "refs", "remotes")).filter((r) => !r.endsWith("/HEAD"))];
  const tags = [...walk(join(common, "refs", "tags")), ...[...(read(join(common, "packed-refs")) ?? "").matchAll(/^[0-9a-f]+ refs\/tags\/(.+)$/gm)].map((m) => m[1]!)];
  // The remotes: those the config names, and those with refs (a slash in a local branch's name names none).
  const remotes = new Set([...(read(join(common, "config")) ?? "").matchAll(/^\[remote "([^"]+)"\]/gm)].map((m) => m[1]!));
  for (const r of [...walk(join(common, "refs", "remotes")), ...[...(read(join(common, "packed-refs")) ?? "").matchAll(/^[0-9a-f]+ refs\/remotes\/(.+)$/gm)].map((m) => m[1]!)]) remotes.add(r.split("/")[0]!);
  return { current, all: [...new Set([...loose, ...packed])], tags: [...new Set(tags)], remotes: [...remotes] };
}
