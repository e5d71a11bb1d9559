/** The machine as rules see it: PATH, the file system, and read-only queries with a time limit. */
import { accessSync, constants, readFileSync, readdirSync, statSync } from "node:fs";
import type { World } from "./types.ts";

export function realWorld(env: Record<string, string | undefined>, aliases: string[] = []): World {
  let executables: string[] | undefined;
  const stat = (path: string) => {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  };
  return {
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
    aliases: () => aliases,
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
    readText(path) {
      try {
        return readFileSync(path, "utf8");
      } catch {
        return undefined;
      }
    },
    query(argv, cwd) {
      try {
        const r = Bun.spawnSync(argv, { cwd, env: { ...env, GIT_TERMINAL_PROMPT: "0", PAGER: "cat" }, stdin: "ignore", stdout: "pipe", stderr: "pipe", timeout: 2000 });
        const text = r.stdout.toString() + r.stderr.toString();
        return text || undefined;
      } catch {
        return undefined;
      }
    },
  };
}
