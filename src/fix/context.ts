/**
 * What the rules used, for the LLM when they found nothing: the guesses the
 * evidence did not support, and the surroundings aye looked at (names here and
 * below, the projects' manifests, git's state, a database's tables). Bounded
 * and redacted: it goes to a model.
 */
import { resolve } from "node:path";
import { redact } from "../prompt/redact.ts";
import { inProgress } from "./rules/git-state.ts";
import { foldersBelow, projects } from "./surroundings.ts";
import type { Failure, Suggestion, World } from "./types.ts";

/** The most the context may hold, in characters, and in names of each kind. */
export const CONTEXT_LIMIT = { chars: 2000, names: 40 };

const list = (names: string[]) => (names.length > CONTEXT_LIMIT.names ? `${names.slice(0, CONTEXT_LIMIT.names).join(", ")}, … (${names.length - CONTEXT_LIMIT.names} more)` : names.join(", "));

export function fixContext(f: Failure, world: World, rejected: Suggestion[]): string {
  const lines: string[] = [];
  if (rejected.length) {
    lines.push("Guesses aye's offline rules made and rejected (what is here did not support them, or aye was unsure of them):");
    for (const s of rejected.slice(0, 5)) lines.push(`- ${s.commands.join(" && ")}   (${s.why})`);
  }
  const here = world.list(f.cwd).filter((n) => !n.startsWith(".") || n === ".git").sort();
  if (here.length) lines.push(`Names in ${f.cwd}: ${list(here)}`);
  const below = foldersBelow(f.cwd, world).filter((d) => d.includes("/"));
  if (below.length) lines.push(`Folders below: ${list(below)}`);
  const found = projects(f.cwd, world).filter((p) => p.name);
  if (found.length) lines.push(`Projects: ${list(found.map((p) => `${p.name} (${p.dir ? `${p.dir}/` : ""}${p.manifest})`))}`);
  const git = world.branches(f.cwd);
  if (git.all.length || git.current) {
    const state = inProgress(f.cwd, world);
    lines.push(`Git: ${git.current ? `on ${git.current}` : "no branch checked out"}${state ? `, a ${state} in progress` : ""}; branches: ${list(git.all.filter((b) => !b.startsWith("(")))}`);
  }
  for (const word of f.argv.slice(1)) {
    if (!/\.(?:db|sqlite3?)$/.test(word) || !world.tables) continue;
    const tables = world.tables(resolve(f.cwd, word));
    if (tables) lines.push(`Tables of ${word}: ${list(tables)}`);
  }
  const text = redact(lines.join("\n"));
  return text.length > CONTEXT_LIMIT.chars ? `${text.slice(0, CONTEXT_LIMIT.chars)}\n…` : text;
}
