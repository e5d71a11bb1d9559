/**
 * What a plan would do that the person must agree to, judged every time a plan
 * is shown or run, whatever its source (a rule, the cache, an LLM, the person).
 */
import { dangers } from "./danger.ts";
import { describeInstalls, installsIn } from "./installs.ts";
import { splitWords } from "./words.ts";

export interface Verdict {
  /** Reasons it is dangerous: it runs only after a typed `yes`, never with --yes. */
  dangers: string[];
  /** What it installs, when it does: it runs only when chosen, never with --yes. */
  installs?: string;
}

/** The argv of each simple command in a line (split at `;`, `&&`, `||`, `|`, `&`). */
function commandsOf(line: string): string[][] {
  const all: string[][] = [[]];
  for (const word of splitWords(line)) {
    if ([";", "&&", "||", "|", "&"].includes(word)) all.push([]);
    else all.at(-1)!.push(word);
  }
  // sudo pip install x installs x too.
  return all.filter((argv) => argv.length).map((argv) => (argv[0] === "sudo" ? argv.slice(argv.findIndex((w, i) => i > 0 && !w.startsWith("-"))) : argv));
}

export async function judge(commands: string[]): Promise<Verdict> {
  const line = commands.join(" && ");
  const installs = installsIn(commands.flatMap(commandsOf));
  const found = await dangers(line);
  if (!installs.length) return { dangers: found };
  const { what, typosquats } = describeInstalls(installs);
  return { dangers: [...found, ...typosquats], installs: what };
}
