/**
 * An edit in place of files git holds exactly as its last commit has them loses
 * nothing the person made: `git checkout -- FILE` brings each back. So
 * `sed -i 's/proces\./process./' src/config.ts` in a clean checkout writes in
 * the folder, where the same edit of a file with changes not yet committed, or
 * one git does not track, replaces work that exists nowhere else.
 *
 * Only what the person's tools cannot later run as something new: an edit that
 * swaps one plain word for another (a typo, a name, a version; no space, quote
 * or bracket that would make it a command), of a project's file (not under a
 * hidden folder, the system's folders, or a folder a start-up file links to),
 * reached through no link and with one name only (a hard link is changed
 * wherever it is named), whose backup, if sed makes one, is a new file here.
 */
import { lstatSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { inSettingsPlace } from "./settings-places.ts";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** sed's options read as getopt reads them: whether it edits in place, the suffix the last -i gives, its script. */
export interface SedOptions {
  inPlace: boolean;
  suffix: string;
  scripts: string[];
  operands: string[];
  /** An option this reading does not vouch for (-f, --follow-symlinks, one it does not know). */
  other: boolean;
}

/** GNU sed's long options, each taken by any prefix no other shares (getopt_long). */
const LONG = ["quiet", "silent", "debug", "expression", "file", "follow-symlinks", "in-place", "line-length", "null-data", "zero-terminated", "posix", "regexp-extended", "separate", "sandbox", "unbuffered", "help", "version"];

export function sedOptions(args: string[]): SedOptions {
  const o: SedOptions = { inPlace: false, suffix: "", scripts: [], operands: [], other: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      o.operands.push(...args.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const [name, value] = [a.slice(2).split("=")[0]!, a.includes("=") ? a.slice(a.indexOf("=") + 1) : undefined];
      const full = LONG.filter((l) => l.startsWith(name));
      const long = full.length === 1 || full.includes(name) ? (full.includes(name) ? name : full[0]) : undefined;
      if (long === "in-place") [o.inPlace, o.suffix] = [true, value ?? ""];
      else if (long === "expression") o.scripts.push(value ?? args[++i] ?? "");
      else if (long === "line-length") value ?? i++;
      else if (!/^(?:quiet|silent|regexp-extended|separate|null-data|zero-terminated|unbuffered|posix|debug|sandbox)$/.test(long ?? "")) o.other = true;
      continue;
    }
    if (a.startsWith("-") && a !== "-") {
      // A cluster: flags, then at most one option that takes the rest (or the next word) as its value.
      for (let j = 1; j < a.length; j++) {
        const c = a[j]!;
        if ("nrEsuz".includes(c)) continue;
        const rest = a.slice(j + 1);
        if (c === "i") [o.inPlace, o.suffix] = [true, rest];
        else if (c === "e") o.scripts.push(rest || (args[++i] ?? ""));
        else if (c === "l") rest || i++;
        else o.other = true;
        break;
      }
      continue;
    }
    o.operands.push(a);
  }
  if (!o.scripts.length && o.operands.length) o.scripts.push(o.operands.shift()!);
  return o;
}

/** One plain word: what a typo fix, a rename or a version swaps in (a backreference to what matched, too). */
const PLAIN = /^(?:[\w.:/@=,+%-]|\\[1-9./#|]|&)*$/;

/** A plain word that names no place outside the project either: `./data:/app/data` → `/:/host` mounts the disk. */
const plainWord = (word: string) => PLAIN.test(word) && !/(?:^|[:=,@+%])\/|\.\./.test(word);

/** Whether `script` is only substitutions of a plain word (`s/proces\./process./g`), each with plain flags. */
function plainSubstitutions(script: string): boolean {
  return script.split(/;|\n/).every((part) => {
    const s = part.trim();
    if (!s) return true;
    const m = /^s(.)/.exec(s);
    if (!m || /[\w\s\\]/.test(m[1]!)) return false;
    const d = m[1]!;
    const pieces: string[] = [];
    let piece = "";
    for (let i = 2; i < s.length; i++) {
      if (s[i] === "\\" && i + 1 < s.length) piece += s[i]! + s[++i]!;
      else if (s[i] === d && pieces.length < 2) pieces.push(piece), (piece = "");
      else piece += s[i];
    }
    return pieces.length === 2 && /^[gpiI\d]*$/.test(piece) && plainWord(pieces[1]!.replaceAll(`\\${d}`, "/"));
  });
}

/** A yq edit that sets one path to a plain word (`.version = "2.0.1"`, `.replicas = 3`): no load, env or eval. */
function yqSet(expression: string): boolean {
  const m = /^\s*\.[\w.-]+(?:\[\d+\])*(?:\.[\w-]+)*\s*=\s*("?)([\w.:/@=,+%-]*)\1\s*$/.exec(expression);
  return m !== null && (m[1] === '"' || m[2] !== "") && plainWord(m[2]!);
}

/** yq's operands: its expression, then its files (the values of -o, -p and -I are neither). */
const yqOperands = (args: string[]) => args.filter((a, i) => !a.startsWith("-") && !/^-[opI]$|^--(?:output-format|input-format|indent)$/.test(args[i - 1] ?? ""));

/**
 * The files `cmd` edits in place (sed -i, yq -i), read as the editor reads its options, when its words are plain (no
 * pattern, no expansion); undefined otherwise. Any edit, not only a plain one: writes-code.ts counts what it writes.
 */
export function inPlaceFiles(cmd: SimpleCommand): string[] | undefined {
  const name = programName(cmd.argv[0] ?? "");
  const args = cmd.argv.slice(1);
  let files: string[];
  if (/^g?sed$/.test(name)) {
    const o = sedOptions(args);
    if (!o.inPlace) return undefined;
    files = o.operands;
  } else if (name === "yq" && args.some((a) => /^-[a-zA-Z]*i$|^--inplace$/.test(a))) {
    files = yqOperands(args).slice(1);
  } else return undefined;
  return files.length && !cmd.dynamic.some(Boolean) && files.every((f) => !/[*?[{$`~\\]/.test(f) && f !== "-") ? files : undefined;
}

/**
 * The files a plain edit in place replaces (see the top of this file): a sed of plain substitutions with options
 * read for sure, a backup suffix that names a new file beside each; a yq that sets one path to a plain word.
 */
export function plainEdit(cmd: SimpleCommand, cwd: string): string[] | undefined {
  const files = inPlaceFiles(cmd);
  if (!files) return undefined;
  const name = programName(cmd.argv[0] ?? "");
  const args = cmd.argv.slice(1);
  if (name === "yq") {
    const options = args.filter((a) => a.startsWith("-"));
    const expression = yqOperands(args)[0];
    return options.every((a) => /^-[iPC]+$|^--inplace$/.test(a)) && yqSet(expression ?? "") ? files : undefined;
  }
  const o = sedOptions(args);
  if (o.other || !o.scripts.every(plainSubstitutions)) return undefined;
  if (o.suffix && (/[*/]/.test(o.suffix) || files.some((f) => present(resolve(cwd, f + o.suffix))))) return undefined;
  return files;
}

/** Whether anything is at `path`, a link that points nowhere too. */
function present(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The system's folders: no project lives there, and what is there runs for everyone. */
const SYSTEM = /^\/(?:etc|usr|var|opt|srv|boot|lib\w*|bin|sbin|sys|proc|dev|run|snap|nix|Library|System|Applications|private\/etc)(?:\/|$)/;

/**
 * Whether `path`, inside `cwd`, is a project's plain file: a file, reached through no link, named once (no hard
 * link), with no hidden folder on its real path, outside the system's folders and any folder home's start-up links.
 */
function projectFile(path: string, cwd: string): boolean {
  const rel = relative(cwd, resolve(cwd, path));
  if (!rel || rel.startsWith("..") || isAbsolute(rel)) return false;
  const parts = rel.split("/");
  try {
    if (!parts.every((_p, i) => !lstatSync(join(cwd, ...parts.slice(0, i + 1))).isSymbolicLink())) return false;
    const stat = lstatSync(join(cwd, rel));
    if (!stat.isFile() || stat.nlink !== 1) return false;
    const real = realpathSync(join(cwd, rel));
    if (SYSTEM.test(real) || real.split("/").some((p) => p.startsWith("."))) return false;
    return !inSettingsPlace([real], cwd);
  } catch {
    return false;
  }
}

/** git's answer, or undefined when it fails. (No hook, filter or fsmonitor of the repository's runs for these.) */
function git(args: string[], cwd: string): string | undefined {
  try {
    const run = Bun.spawnSync(["git", "-c", "core.fsmonitor=false", ...args], { cwd, stdout: "pipe", stderr: "ignore", env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } });
    return run.exitCode === 0 ? run.stdout.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether every one of `files` is a project's plain file (projectFile) whose bytes (unfiltered) are those of the
 * last commit: what the index or a skip flag says does not matter, the work tree is what an edit replaces.
 */
export function committedAsIs(files: string[], cwd: string): boolean {
  if (!files.length || !files.every((f) => projectFile(f, cwd))) return false;
  const paths = files.map((f) => relative(cwd, resolve(cwd, f)));
  // (`git ls-tree` names paths from `cwd`: mode, type, blob, path.)
  const head = byPath(git(["ls-tree", "-z", "HEAD", "--", ...paths], cwd), /^100(?:644|755) blob ([0-9a-f]{40,64})\t(.+)$/);
  const worked = git(["hash-object", "--no-filters", "--", ...paths], cwd)?.trim().split("\n");
  return worked?.length === paths.length && paths.every((p, i) => head?.get(p) !== undefined && head.get(p) === worked[i]);
}

/** Path → blob from git's NUL-separated lines, each read by `line` (blob, path); undefined if git failed or a line did not read. */
function byPath(out: string | undefined, line: RegExp): Map<string, string> | undefined {
  if (out === undefined) return undefined;
  const map = new Map<string, string>();
  for (const l of out.split("\0").filter(Boolean)) {
    const m = line.exec(l);
    if (!m) return undefined;
    map.set(m[2]!, m[1]!);
  }
  return map;
}
