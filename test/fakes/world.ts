/** A World made of a corpus case's description: what is on PATH, which files exist, what queries answer (git branches, and `--help` texts). */
import { isAbsolute, join, normalize } from "node:path";
import type { World } from "../../src/fix/types.ts";

export interface WorldSpec {
  executables?: string[];
  files?: string[];
  dirs?: string[];
  noexec?: string[];
  queries?: Record<string, string>;
  package?: unknown;
  texts?: Record<string, string>;
}

export const CWD = "/home/dev/proj";

/** The words people start a local branch's name with (feature/login): no remote's. */
const BRANCH_PREFIXES = new Set("feature feat fix bugfix hotfix release chore docs dev test refactor wip".split(" "));

/**
 * The remotes of a case's repository: what `git remote` printed when it was captured, or else the first part
 * of each branch named like a remote's (origin/main, not feature/login). The bench keeps those under refs/remotes.
 */
export function remotesOf(spec: WorldSpec = {}): string[] {
  const listed = spec.queries?.["git remote"];
  if (listed !== undefined) return listed.split(/\s+/).filter(Boolean);
  const all = (spec.queries?.["git branch -a --format=%(refname:short)"] ?? "").split("\n").map((b) => b.trim());
  return [...new Set(all.filter((b) => b.includes("/")).map((b) => b.split("/")[0]!).filter((p) => !BRANCH_PREFIXES.has(p)))];
}

/** One case of test/fixtures/fix-corpus.json. */
export interface CorpusCase {
  id: number;
  category: string;
  command: string;
  output: string;
  exit: number;
  /** The first suggestion a person meant, plans joined with " && "; null when there is none to make. */
  expect: string | null;
  world?: WorldSpec;
}

/** What a developer's PATH usually holds. */
export const PATH_EXECUTABLES = [
  "git", "gio", "gpg", "ls", "cat", "grep", "egrep", "python3", "node", "npm", "npx", "docker", "kubectl", "make", "cargo",
  "sudo", "apt", "apt-get", "systemctl", "gh", "helm", "go", "brew", "yarn", "bun", "rg", "tar", "touch", "mkdir", "cp",
  "mv", "rm", "less", "vim", "sed", "awk", "curl", "wget", "ssh", "echo", "sort", "head", "tail", "pip3", "zip", "tr", "tsc",
];

/**
 * What every case's machine has, as a stock Debian 12 does (and the machine the
 * bench runs on): its users and groups, with the person's own (dev), and the
 * network devices lo and eth0.
 */
const SYSTEM_USERS = "root daemon bin sys sync games man lp mail news uucp proxy www-data backup list irc _apt nobody dev".split(" ");
const SYSTEM_GROUPS = "root daemon bin sys adm tty disk lp mail news uucp man proxy kmem dialout cdrom floppy tape sudo audio dip www-data backup operator list irc src shadow utmp video plugdev staff games users nogroup dev".split(" ");
const SYSTEM_TEXTS: Record<string, string> = {
  "/etc/passwd": SYSTEM_USERS.map((u) => `${u}:x:0:0::/:/bin/sh\n`).join(""),
  "/etc/group": SYSTEM_GROUPS.map((g) => `${g}:x:0:\n`).join(""),
};

export function fakeWorld(spec: WorldSpec = {}): World {
  const abs = (p: string) => normalize(isAbsolute(p) ? p : join(CWD, p));
  const files = new Set((spec.files ?? []).map(abs));
  if (spec.package) files.add(abs("package.json"));
  for (const name of Object.keys(spec.texts ?? {})) files.add(abs(name));
  const dirs = new Set(["/", "/home", "/home/dev", CWD, "/sys/class/net/lo", "/sys/class/net/eth0", ...(spec.dirs ?? []).map(abs)]);
  for (const f of files) for (let d = f.slice(0, f.lastIndexOf("/")) || "/"; d !== "/"; d = d.slice(0, d.lastIndexOf("/")) || "/") dirs.add(d);
  // A folder's parents are folders too.
  for (const f of [...dirs]) for (let d = f.slice(0, f.lastIndexOf("/")) || "/"; d !== "/"; d = d.slice(0, d.lastIndexOf("/")) || "/") dirs.add(d);
  const noexec = new Set((spec.noexec ?? []).map(abs));
  for (const n of noexec) files.add(n);
  const texts = new Map(Object.entries({ ...SYSTEM_TEXTS, ...spec.texts }).map(([k, v]) => [abs(k), v]));
  if (spec.package) texts.set(abs("package.json"), JSON.stringify(spec.package));
  return {
    executables: () => spec.executables ?? PATH_EXECUTABLES,
    home: () => "/home/dev",
    onPath: (name) => (spec.executables ?? PATH_EXECUTABLES).includes(name),
    aliases: () => [],
    isFile: (p) => files.has(normalize(p)),
    isDir: (p) => dirs.has(normalize(p)),
    isExecutable: (p) => files.has(normalize(p)) && !noexec.has(normalize(p)),
    list(dir) {
      const d = normalize(dir);
      const prefix = d === "/" ? "/" : `${d}/`;
      return [...files, ...dirs].filter((p) => p.startsWith(prefix) && p !== d && !p.slice(prefix.length).includes("/")).map((p) => p.slice(prefix.length));
    },
    readText: (p) => texts.get(normalize(p)),
    branches: () => ({
      current: spec.queries?.["git branch --show-current"]?.trim(),
      all: (spec.queries?.["git branch -a --format=%(refname:short)"] ?? "").split("\n").map((b) => b.trim()).filter(Boolean),
      tags: (spec.queries?.["git tag"] ?? "").split("\n").map((t) => t.trim()).filter(Boolean),
      remotes: remotesOf(spec),
    }),
    // What `sqlite3 <file> .tables` printed when the case was captured.
    tables: (p) => {
      const key = Object.keys(spec.queries ?? {}).find((k) => { const m = /^sqlite3 (\S+) \.tables$/.exec(k); return m && abs(m[1]!) === normalize(p); });
      return key ? spec.queries![key]!.split(/\s+/).filter(Boolean) : undefined;
    },
    // As if the person agreed to the look-up: the rules' use of help is tested here, the consent in e2e.
    help: (argv) => spec.queries?.[[...argv, "--help"].join(" ")],
  };
}
