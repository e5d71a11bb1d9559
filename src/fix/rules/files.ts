/**
 * Everyday file and directory errors, read from coreutils' and git's wording:
 * a directory where a file was expected (rm, cp, git rm without -r), a folder
 * that is not empty, a name that exists already, and a move into a folder that
 * does not exist yet.
 */
import { dirname, resolve } from "node:path";
import type { Failure, Rule, Suggestion } from "../types.ts";
import { quoteWord } from "../words.ts";

/** GNU quotes with ‘…’; one kind of quote is easier to match. */
const plain = (text: string) => text.replace(/[‘’`]/g, "'");

/** The command with `flag` right after `tool` (the first word, or `git rm`'s two), or undefined when it has it. */
function withFlag(f: Failure, tool: string, flag: string): string | undefined {
  const at = f.argv.indexOf(tool.split(" ").at(-1)!);
  if (at < 0 || f.argv.slice(at + 1).some((w) => w === flag || (/^-[a-zA-Z]+$/.test(w) && w.includes(flag.slice(1))))) return undefined;
  const escaped = tool.replace(/ /g, "\\s+");
  const head = new RegExp(`^(\\s*(?:sudo\\s+)?${escaped})(?=\\s|$)`);
  return head.test(f.command) ? f.command.replace(head, `$1 ${flag}`) : undefined;
}

const FLAGS: [RegExp, string, string, string][] = [
  // [what the tool says, the tool, the option it needs, why]
  [/^rm: cannot remove '[^']+': Is a directory/m, "rm", "-r", "it is a directory"],
  [/^cp: -r not specified; omitting directory|^cp: omitting directory/m, "cp", "-r", "it is a directory"],
  [/not removing '[^']+' recursively without -r/, "git rm", "-r", "git needs -r for a directory"],
  [/^mkdir: cannot create directory '[^']+': File exists/m, "mkdir", "-p", "it exists already"],
  [/^ln: failed to create (?:symbolic )?link '[^']+': File exists/m, "ln", "-f", "replace the link that is there"],
  [/^scp: [^:]+: not a regular file/m, "scp", "-r", "it is a directory"],
];

export const files: Rule = (f, world) => {
  const output = plain(f.output);
  const out: Suggestion[] = [];
  for (const [pattern, tool, flag, why] of FLAGS) {
    if (!pattern.test(output)) continue;
    const command = withFlag(f, tool, flag);
    if (command) out.push({ commands: [command], source: "rule", why });
  }
  // rmdir refuses a folder with things in it: rm -r takes them too (and is judged dangerous, so it asks).
  const full = /^rmdir: failed to remove '([^']+)': Directory not empty/m.exec(output);
  if (full && f.argv[0] === "rmdir") out.push({ commands: [`rm -r ${quoteWord(full[1]!)}`], source: "rule", why: "the folder is not empty" });
  // mv/cp into a folder that is not there yet.
  const target = /^(?:mv: cannot move|cp: cannot create regular file|cp: cannot copy) (?:'[^']+' to )?'([^']+)': No such file or directory/m.exec(output);
  const folder = target ? dirname(target[1]!) : undefined;
  if (folder && folder !== "." && !world.isDir(resolve(f.cwd, folder))) {
    out.push({ commands: [`mkdir -p ${quoteWord(folder)}`, f.command], source: "rule", why: `${folder} does not exist yet` });
  }
  return out;
};
