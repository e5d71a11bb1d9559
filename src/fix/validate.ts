/**
 * Precision: a suggestion the evidence does not support is dropped before it
 * is ranked. A wrong first suggestion costs more than none.
 */
import { basename, dirname, resolve } from "node:path";
import { nearest } from "./nearest.ts";
import type { Failure, Suggestion, World } from "./types.ts";
import { splitWords } from "./words.ts";

/**
 * A plan that makes a folder one slip from a folder beside it (`mkdir -p scirpts`
 * where scripts exists): the name is the slip, and making it keeps the slip.
 */
function makesNearName(s: Suggestion, f: Failure, world: World): boolean {
  return s.commands.some((step) => {
    // The cheap test first: a plan's step is split only when it makes folders.
    if (!/^\s*(?:sudo\s+)?mkdir\s/.test(step)) return false;
    const words = splitWords(step).filter((w) => w !== "sudo");
    if (words[0] !== "mkdir") return false;
    return words.slice(1).some((w) => {
      if (w.startsWith("-")) return false;
      const path = resolve(f.cwd, w);
      if (world.isDir(path)) return false;
      const name = basename(path);
      const siblings = world.list(dirname(path)).filter((n) => n !== name && world.isDir(resolve(dirname(path), n)));
      return name.length >= 4 && nearest(name, siblings, 2).length > 0;
    });
  });
}

const CHECKS: ((s: Suggestion, f: Failure, world: World) => boolean)[] = [makesNearName];

/** The suggestions no check rejects. */
export function validated(suggestions: Suggestion[], f: Failure, world: World): Suggestion[] {
  return suggestions.filter((s) => !CHECKS.some((rejects) => rejects(s, f, world)));
}
