/**
 * Stopping a command means stopping what it started too: `npm test` is npm,
 * a shell and node. The tree is read from the process table (src/os/processes.ts:
 * /proc on Linux, `ps` elsewhere).
 */
import { processTable } from "../os/processes.ts";

type Kill = (pid: number, signal: string) => void;

function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processTable()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
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
