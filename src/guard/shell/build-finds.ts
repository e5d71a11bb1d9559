/**
 * A find that deletes only what builds make, chosen by its name: `find . -name __pycache__ -type d -prune -exec rm -rf
 * {} +`, `find . -path ./.venv -prune -o -name '*.pyc' -delete`. Every path it deletes is named as a build's folder or
 * a compiled file (outputs.ts), below where it starts, inside the working folder; find follows no link on its way,
 * and git tracks nothing of that name. So it only writes, as `rm -rf dist` does.
 *
 * Its expression is read in one shape only: global options (`-maxdepth N`), then any number of `-path P -prune -o` or
 * `-name P -prune -o` (what is left out), then one `-name`/`-iname` of a build's name, any of `-type d|f`, `-prune`,
 * `-print`, `-depth`, and one deletion, last: `-delete`, or `-exec rm [-r -f -v…] {} +` (or `\;`). Anything else is
 * the danger list's to judge.
 */
import { findOptionsEnd, findStarts } from "./shell-syntax.ts";
import { builtName } from "./outputs.ts";
import { programName } from "./wrappers.ts";

/** The words of what `find … -exec` runs, when it is a plain `rm` of each path it finds. */
function execRm(words: string[]): boolean {
  const [rm, ...rest] = words;
  if (programName(rm ?? "") !== "rm" || rm !== "rm") return false;
  const end = rest.at(-1);
  return (end === "+" || end === ";") && rest.at(-2) === "{}" && rest.slice(0, -2).every((a) => /^-[rRfv]+$|^--(?:recursive|force|verbose)$/.test(a));
}

/** Whether find `argv`, run in `cwd`, deletes only builds' outputs by their names (see the top of this file). */
export function deletesBuiltByName(argv: string[], cwd: string, inside: (path: string) => boolean): boolean {
  if (programName(argv[0] ?? "") !== "find" || findOptionsEnd(argv) !== 1) return false;
  const starts = findStarts(argv);
  if (!starts.every((s) => !s.startsWith("-") && !/[$`*?[~]/.test(s) && inside(s))) return false;
  let i = 1 + (argv.length > 1 && !argv[1]!.startsWith("-") ? starts.length : 0);
  const w = argv.slice(i);
  let k = 0;
  while (/^-(?:maxdepth|mindepth)$/.test(w[k] ?? "") && /^\d+$/.test(w[k + 1] ?? "")) k += 2;
  // What is left out: `-path ./.venv -prune -o`.
  while (/^-(?:path|name|wholename)$/.test(w[k] ?? "") && w[k + 2] === "-prune" && w[k + 3] === "-o") k += 4;
  let name: string | undefined;
  let deletes = false;
  // (find reads its expression left to right: a deletion before the name, `-delete -name '*.pyc'`, deletes everything.)
  while (k < w.length) {
    const a = w[k]!;
    if (deletes) return false;
    if (/^-i?name$/.test(a) && name === undefined && w[k + 1] !== undefined) {
      name = w[k + 1]!;
      k += 2;
    } else if (a === "-type" && /^[df]$/.test(w[k + 1] ?? "")) k += 2;
    else if (/^-(?:prune|print|depth)$/.test(a)) k++;
    else if (a === "-delete" && name !== undefined) {
      deletes = true;
      k++;
    } else if (a === "-exec" && name !== undefined) {
      const end = w.findIndex((x, j) => j > k && (x === "+" || x === ";"));
      if (end < 0 || !execRm(w.slice(k + 1, end + 1))) return false;
      deletes = true;
      k = end + 1;
    } else return false;
  }
  return deletes && name !== undefined && builtName(name, cwd);
}

/** The command a find's `-exec` runs, as the parser lists it after the find (`rm -rf {}`). */
export function execWords(argv: string[]): string[] {
  const at = argv.indexOf("-exec");
  const end = argv.findIndex((x, j) => j > at && (x === "+" || x === ";"));
  return at < 0 || end < 0 ? [] : argv.slice(at + 1, end);
}
