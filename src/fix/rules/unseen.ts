/**
 * Corrections that need no output: for a failure the shell hook recorded
 * (`aye init`), only the command line and its status are known. What can
 * still be checked is the line itself: a path that does not exist but is one
 * typo from one that does, and a subcommand the tool does not have (a long
 * option it does not have is read so for any failure: flags.ts).
 */
import { resolve } from "node:path";
import { nearest } from "../nearest.ts";
import { known } from "../known.ts";
import type { Rule, Suggestion } from "../types.ts";
import { examined, quoteWord, replaceToken } from "../words.ts";
import { nearestPath } from "./paths.ts";

export const unseen: Rule = (f, world) => {
  if (f.output.trim()) return [];
  const out: Suggestion[] = [];
  const [tool, sub] = f.argv;
  const words = tool ? known(tool)?.map((w) => w.split("|")[0]!) : undefined;
  if (words && sub && !sub.startsWith("-") && !words.includes(sub)) {
    for (const good of nearest(sub, words)) out.push({ commands: [replaceToken(f.command, sub, good)], source: "rule", why: `${tool} has no '${sub}'` });
  }
  // Paths that are not there: cd …/prj, ls /usr/lbi, cat READNE.md.
  for (const word of examined(f.argv).slice(1)) {
    if (word.startsWith("-") || !/[./~]/.test(word) || /^[a-z]+:\/\//.test(word)) continue;
    const path = resolve(f.cwd, word);
    if (world.isFile(path) || world.isDir(path)) continue;
    const fixed = nearestPath(word, f.cwd, world);
    if (fixed && fixed !== word) out.push({ commands: [replaceToken(f.command, word, fixed)], source: "rule", why: `${quoteWord(fixed)} exists` });
  }
  return out;
};
