/**
 * What aye needs to know of other processes: their parents (to stop a command's whole tree), their
 * group, and when they started (so a pid the system has given to another program is never
 * signalled). Linux reads /proc; the portable path asks `ps` (POSIX; macOS's too), one call per
 * question, only when a command is being stopped or checked, never at start-up.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseStat } from "../proc-stat.ts";
import { type OsPath, osPath } from "./path.ts";

export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgrp: number;
  /** The session, to compare for equality only: an id on Linux, a kernel address in macOS's ps. */
  session: string;
  /** R, S, D, Z (a zombie: ended, not yet reaped), T... */
  state: string;
  /** When it started, in units comparable within one path: clock ticks after boot (/proc), seconds (ps). */
  startTime: number;
}

function fromStat(pid: number, text: string): ProcessInfo {
  const s = parseStat(text);
  return { pid, ppid: s.ppid, pgrp: s.pgrp, session: String(s.session), state: s.state, startTime: s.startTime };
}

const PS_FIELDS = "pid=,ppid=,pgid=,sess=,state=,lstart=";

/** `ps -o pid=,ppid=,pgid=,sess=,state=,lstart=` lines; lstart is "Fri Nov 27 20:40:00 2026" in the C locale. */
export function parsePs(text: string): ProcessInfo[] {
  const rows: ProcessInfo[] = [];
  for (const line of text.split("\n")) {
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\S.*\S)\s*$/.exec(line);
    if (!m) continue;
    const started = Date.parse(m[6]!.replace(/\s+/g, " "));
    rows.push({ pid: Number(m[1]), ppid: Number(m[2]), pgrp: Number(m[3]), session: m[4]!, state: m[5]![0]!, startTime: Number.isNaN(started) ? 0 : started / 1000 });
  }
  return rows;
}

function ps(args: string[]): ProcessInfo[] {
  try {
    const r = Bun.spawnSync(["ps", ...args, "-o", PS_FIELDS], { env: { ...process.env, LC_ALL: "C" }, stdin: "ignore", stdout: "pipe", stderr: "ignore" });
    return parsePs(r.stdout.toString());
  } catch {
    return [];
  }
}

/** Every process this user can see. */
export function processTable(path: OsPath = osPath()): ProcessInfo[] {
  if (path === "portable") return ps(["-A"]);
  let names: string[];
  try {
    names = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const rows: ProcessInfo[] = [];
  for (const name of names) {
    try {
      rows.push(fromStat(Number(name), readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      // the process ended while we looked
    }
  }
  return rows;
}

/** One process, or undefined when there is none with that pid. */
export function processInfo(pid: number, path: OsPath = osPath()): ProcessInfo | undefined {
  if (path === "portable") return ps(["-p", String(pid)]).find((p) => p.pid === pid);
  try {
    return fromStat(pid, readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid exists (a zombie counts). */
export function pidExists(pid: number, path: OsPath = osPath()): boolean {
  if (path === "linux") {
    try {
      readFileSync(`/proc/${pid}/stat`);
      return true;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
