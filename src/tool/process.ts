/**
 * The processes of a backgrounded command: is the pid still the process aye
 * started, and ending its whole group. A pid is compared with the start time
 * recorded when aye started it (src/os/processes.ts: /proc on Linux, `ps`
 * elsewhere), so a pid the system has since given to another program is never
 * signalled.
 */
import { constants } from "node:os";
import { killTree } from "../capture/process-tree.ts";
import { osPath } from "../os/path.ts";
import { processInfo, processTable } from "../os/processes.ts";

type Kill = (pid: number, signal: string) => void;

/** A command aye started: its pid leads its own session and process group. */
export interface Owned {
  pid: number;
  /** Start time recorded when it started (src/os/processes.ts); null where the system could not tell. */
  startTime: number | null;
}

const statOf = (pid: number) => processInfo(pid);

/** The start time of `pid` now, for the record. */
export function startTimeOf(pid: number): number | null {
  return statOf(pid)?.startTime ?? null;
}

/** Whether the process aye started still runs as `pid` (not ended, not a zombie, not someone else's under a reused pid). */
export function leaderAlive(job: Owned): boolean {
  const stat = statOf(job.pid);
  if (!stat || stat.state === "Z") return false;
  return job.startTime === null || stat.startTime === job.startTime;
}

/**
 * What is left of the command's group: processes in its session and group
 * that started no earlier than it did. Its group id cannot pass to a new
 * process while any of these live, so they are the command's own. When the
 * pid itself now names another process, the group is that process's: none.
 */
export function groupMembers(job: Owned): number[] {
  const leader = statOf(job.pid);
  if (leader && job.startTime !== null && leader.startTime !== job.startTime) return [];
  // macOS's ps names a session by an address, not by its leader's pid: there the group alone says it.
  const bySession = osPath() === "linux";
  const members: number[] = [];
  for (const stat of processTable()) {
    if (stat.state === "Z" || stat.pgrp !== job.pid || (bySession && stat.session !== String(job.pid))) continue;
    if (job.startTime !== null && stat.startTime < job.startTime) continue;
    members.push(stat.pid);
  }
  return members;
}

/** Signals the command's group and what it started, only when they are still its own. */
export function signalGroup(job: Owned, signal: string, kill: Kill): void {
  if (leaderAlive(job)) killTree(job.pid, signal, kill);
  for (const member of groupMembers(job)) {
    try {
      kill(member, signal);
    } catch {
      // already gone
    }
  }
}

/** Whether anything of the command still runs. */
export function groupAlive(job: Owned): boolean {
  return leaderAlive(job) || groupMembers(job).length > 0;
}

async function waitGone(job: Owned, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await Bun.sleep(25)) if (!groupAlive(job)) return true;
  return !groupAlive(job);
}

/**
 * Ends the command's whole group: SIGTERM, then SIGKILL once `graceMs` has
 * passed. Returns the signal that ended it, or null when nothing was running.
 */
export async function endGroup(job: Owned, kill: Kill, graceMs: number): Promise<"SIGTERM" | "SIGKILL" | null> {
  if (!groupAlive(job)) return null;
  signalGroup(job, "SIGTERM", kill);
  if (await waitGone(job, graceMs)) return "SIGTERM";
  signalGroup(job, "SIGKILL", kill);
  await waitGone(job, 2000);
  return "SIGKILL";
}

/** 128 + the signal's number, as a shell reports a command a signal ended. */
export function signalExitCode(signal: string): number {
  return 128 + ((constants.signals as Record<string, number>)[signal] ?? 0);
}
