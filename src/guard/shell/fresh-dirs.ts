/**
 * Folders the plan itself makes, and that are empty when a later command of it writes there: `mkdir -p third_party &&
 * tar -xf vendor.tar -C third_party` extracts into a folder that was not there when aye judged the plan, so it
 * replaces nothing; nor does `mkdir -p bin && ln -sf ../target/release/app bin/app`. A folder counts from the `mkdir`
 * that makes it (every word known, no wrapper, not in a loop or the background) up to the command being judged, as
 * long as nothing in between does more than read (a write may put files anywhere, that folder too) or names a path in
 * it. What is there already, a dangling link too, is no folder the plan makes: it may hold anything.
 */
import { lstatSync } from "node:fs";
import { resolve } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

const NONE: ReadonlySet<string> = new Set();

const there = (path: string) => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

/** The folders a plain `mkdir` makes, as absolute paths, when none of them is there yet. */
function made(c: SimpleCommand, at: string): string[] {
  if (programName(c.argv[0] ?? "") !== "mkdir" || c.dynamic.some(Boolean) || c.repeated || c.background || (c.wrappers ?? []).length || c.redirects.length) return [];
  const args = c.argv.slice(1);
  if (!args.every((a, i) => !a.startsWith("-") || /^(?:-p|-v|-pv|-vp|--parents|--verbose|-m|--mode=\S+)$/.test(a) || args[i - 1] === "-m")) return [];
  const operands = args.filter((a, i) => !a.startsWith("-") && args[i - 1] !== "-m");
  const dirs = operands.map((o) => resolve(at, o));
  return dirs.every((d) => !there(d)) ? dirs : [];
}

/**
 * For each command of the plan, the folders made empty before it (see the top of this file). `dirs` says where each
 * runs (null: unknown); `reads` whether a command only reads.
 */
export function freshDirs(commands: SimpleCommand[], dirs: Map<SimpleCommand, string | null>, reads: (c: SimpleCommand) => boolean): Map<SimpleCommand, ReadonlySet<string>> {
  const out = new Map<SimpleCommand, ReadonlySet<string>>();
  let fresh = new Set<string>();
  for (const c of commands) {
    const at = dirs.get(c) ?? null;
    if (fresh.size && !c.repeated && !c.background) out.set(c, new Set(fresh));
    const mine = at === null ? [] : made(c, at);
    if (mine.length) {
      for (const d of mine) fresh.add(d);
      continue;
    }
    if (!fresh.size) continue;
    // A command that does more than read, or names a path in such a folder (`cd third_party`), ends what aye knows of it.
    const named = at === null || c.dynamic.some(Boolean) ? [...fresh] : [...c.argv.slice(1), ...c.redirects.map((r) => r.target)].map((w) => resolve(at, w.replace(/^[\w-]*=/, "")));
    if (at === null || !reads(c)) fresh = new Set();
    else for (const d of [...fresh]) if (named.some((p) => p === d || p.startsWith(`${d}/`))) fresh.delete(d);
  }
  return out;
}

export { NONE as NO_FRESH };
