/**
 * A path whose last name is right and whose folders are not (`go test ./pkg/auth` for internal/auth, Windows'
 * `venv/Scripts/activate` for venv/bin/activate): the one file or folder of that name found below the deepest folder of
 * the path that exists, within the surroundings' bounds. A folder slipped by a letter is another rule's
 * (src/fix/rules/paths.ts: nearestPath), and comes first.
 */
import { basename, dirname, join, resolve } from "node:path";
import { BOUNDS, foldersBelow } from "../surroundings.ts";
import type { Rule, Suggestion, World } from "../types.ts";
import { examined, replaceToken } from "../words.ts";
import { nearestPath } from "./paths.ts";

/** The ways tools say a path they were given is not there. */
const MISSING = /no such file|not found|does(?: not|n't) exist|(?:cannot|can't|unable to) (?:access|open|find|stat)/i;

/** The deepest folder of `path` (relative, without ./) that exists here, "" for the current one. */
function deepestHere(path: string, cwd: string, world: World): string {
  let dir = dirname(path);
  while (dir !== "." && dir !== "/" && !world.isDir(resolve(cwd, dir))) dir = dirname(dir);
  return dir === "." ? "" : dir;
}

/** The one place below `base` holding an entry named `leaf` of the kind asked, relative to cwd; none or several: undefined. */
function onlyPlace(leaf: string, base: string, kind: "folder" | "file" | "either", cwd: string, world: World): string | undefined {
  const root = resolve(cwd, base);
  const found = ["", ...foldersBelow(root, world, { ...BOUNDS, depth: 3 })].filter((rel) => {
    const at = join(root, rel, leaf);
    return (kind !== "file" && world.isDir(at)) || (kind !== "folder" && world.isFile(at));
  });
  return found.length === 1 ? join(base, found[0]!, leaf) : undefined;
}

export const leafElsewhere: Rule = (f, world) => {
  if (!MISSING.test(f.output)) return [];
  const out: Suggestion[] = [];
  for (const typed of examined(f.argv).slice(1)) {
    // Go's package pattern keeps its /... ; ./ is kept as typed.
    const m = /^(\.\/)?([\w.-]+(?:\/[\w.-]+)+?)(\/\.\.\.)?\/?$/.exec(typed);
    if (!m || typed.startsWith("-")) continue;
    const [, dot = "", path, dots = ""] = m as unknown as [string, string | undefined, string, string | undefined];
    const leaf = basename(path);
    if (leaf.length < 3 || !f.output.includes(leaf) || path.split("/").some((p) => p === "..")) continue;
    if (world.isFile(resolve(f.cwd, path)) || world.isDir(resolve(f.cwd, path)) || nearestPath(path, f.cwd, world)) continue;
    // A folder for a package pattern (pkg/auth/...), a file for a name with an ending, either for another.
    const kind = dots ? "folder" : /\.\w+$/.test(leaf) ? "file" : "either";
    const found = onlyPlace(leaf, deepestHere(path, f.cwd, world), kind, f.cwd, world);
    // Never the line's own other word: a destination to create (cp app.conf config/prod/app.conf) names its source.
    if (!found || found === path || f.argv.some((w) => w.replace(/^\.\//, "").replace(/\/$/, "") === found)) continue;
    out.push({ commands: [replaceToken(f.command, typed, `${dot}${found}${dots}`)], source: "rule", why: `${leaf} is in ${dirname(found)}` });
  }
  return out;
};

/** Endings that name one kind of file two ways. */
const SAME_ENDING: string[][] = [["yml", "yaml"], ["jpg", "jpeg"], ["htm", "html"], ["tif", "tiff"], ["md", "markdown"]];
const endingsLike = (ext: string) => SAME_ENDING.find((pair) => pair.includes(ext)) ?? [ext];

/**
 * `kubectl apply -f k8s/deploy.yml` for k8s/deployment.yaml: a file named by the start of its name (four letters or
 * more), its ending written either way; the one file of its folder so named.
 */
export const shortenedName: Rule = (f, world) => {
  if (!MISSING.test(f.output)) return [];
  const out: Suggestion[] = [];
  for (const typed of examined(f.argv).slice(1)) {
    const m = /^((?:[\w.-]+\/)*)([\w-]{4,})\.(\w+)$/.exec(typed);
    if (!m || !f.output.includes(typed) || world.isFile(resolve(f.cwd, typed))) continue;
    const [, dir = "", stem, ext] = m as unknown as [string, string | undefined, string, string];
    const endings = endingsLike(ext.toLowerCase());
    const found = world.list(resolve(f.cwd, dir || ".")).filter((name) => {
      const n = /^([\w.-]+)\.(\w+)$/.exec(name);
      return !!n && n[1] !== stem && n[1]!.startsWith(stem) && endings.includes(n[2]!.toLowerCase()) && world.isFile(resolve(f.cwd, dir, name));
    });
    if (found.length !== 1) continue;
    out.push({ commands: [replaceToken(f.command, typed, `${dir}${found[0]}`)], source: "rule", why: `${dir}${found[0]} is the one file named so` });
  }
  return out;
};
