/**
 * Stopping a command means stopping what it started too: `npm test` is npm,
 * a shell and node. The tree is read from /proc (Linux); elsewhere only the
 * command and its process group are signalled.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseStat } from "../proc-stat.ts";

type Kill = (pid: number, signal: string) => void;

function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return children;
  }
  for (const name of entries) {
    try {
      const { ppid } = parseStat(readFileSync(`/proc/${name}/stat`, "utf8"));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** The process and all its descendants, parents first. */
export function processTree(pid: number): number[] {
  const children = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Sends `signal` to `pid`'s process group (when it leads one) and to every descendant. */
export function killTree(pid: number, signal: string, kill: Kill): void {
  const tree = processTree(pid);
  try {
    kill(-pid, signal);
  } catch {
    // not a group leader: the tree below covers it
  }
  for (const member of tree) {
    try {
      kill(member, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops `pid` and its tree after `ms`: SIGTERM, then SIGKILL once `graceMs` has
 * passed. `onExpire` is told first. Returns the function that disarms it.
 */
export function stopAfter(pid: number, ms: number, graceMs: number, kill: Kill, onExpire: () => void): () => void {
  let hard: Timer | undefined;
  const soft = setTimeout(() => {
    onExpire();
    killTree(pid, "SIGTERM", kill);
    hard = setTimeout(() => killTree(pid, "SIGKILL", kill), graceMs);
  }, ms);
  return () => {
    clearTimeout(soft);
    clearTimeout(hard);
  };
}
