/**
 * Looking around, within bounds: the folders below the current one (a few
 * levels, a few hundred entries, a few milliseconds), and the names the
 * project's manifests there declare. Read-only, through the World; nothing is run.
 */
import { join } from "node:path";
import type { World } from "./types.ts";

export const BOUNDS = { depth: 2, entries: 400, ms: 15 };

/** Folders below `cwd` (relative paths), breadth first, within the bounds. Hidden folders and dependency trees are skipped. */
export function foldersBelow(cwd: string, world: World, bounds = BOUNDS): string[] {
  const start = performance.now();
  const found: string[] = [];
  let seen = 0;
  let level = [""];
  for (let depth = 1; depth <= bounds.depth && level.length; depth++) {
    const next: string[] = [];
    for (const rel of level) {
      for (const name of world.list(join(cwd, rel))) {
        if (++seen > bounds.entries || performance.now() - start > bounds.ms) return found;
        if (name.startsWith(".") || name === "node_modules" || name === "target" || name === "vendor") continue;
        const path = rel ? `${rel}/${name}` : name;
        if (world.isDir(join(cwd, path))) {
          found.push(path);
          next.push(path);
        }
      }
    }
    level = next;
  }
  return found;
}

/** Manifests and the name each declares: Cargo.toml's [package] name, package.json's "name", pyproject.toml's [project] name. */
const MANIFESTS: [string, RegExp][] = [
  ["Cargo.toml", /^\[package\][^[]*?^name\s*=\s*"([^"]+)"/m],
  ["package.json", /"name"\s*:\s*"([^"]+)"/],
  ["pyproject.toml", /^\[(?:project|tool\.poetry)\][^[]*?^name\s*=\s*"([^"]+)"/m],
];

export interface Project {
  /** The folder, relative to cwd ("" for cwd itself). */
  dir: string;
  manifest: string;
  name?: string;
}

/** The projects here and in the folders below: each manifest found, with the name it declares. */
export function projects(cwd: string, world: World, manifests = MANIFESTS.map(([m]) => m)): Project[] {
  const out: Project[] = [];
  for (const dir of ["", ...foldersBelow(cwd, world)]) {
    for (const [manifest, re] of MANIFESTS) {
      if (!manifests.includes(manifest)) continue;
      const path = join(cwd, dir, manifest);
      if (!world.isFile(path)) continue;
      out.push({ dir, manifest, name: re.exec(world.readText(path) ?? "")?.[1] });
    }
  }
  return out;
}
