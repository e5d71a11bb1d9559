/**
 * An edit in place of files git holds exactly as its last commit has them loses
 * nothing the person made: `git checkout -- FILE` brings each back. So
 * `sed -i 's/proces\./process./' src/config.ts` in a clean checkout writes in
 * the folder, where the same edit of a file with changes not yet committed, or
 * one git does not track, replaces work that exists nowhere else.
 */
import { existsSync, lstatSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** Each editor's options: those that edit in place, those that take no value, those that take the next word. */
const EDITORS: Record<string, { inPlace: RegExp; flag: RegExp; valued: RegExp }> = {
  // (GNU sed: `-i`, `-i.bak`, `-Ei`, `--in-place[=SUFFIX]`; -f runs a script file and --follow-symlinks edits
  // where a link points, so neither is here: a command with an option not listed is not read.)
  sed: { inPlace: /^-[nErsuz]*i|^--in-place(?:=|$)/, flag: /^-[nErsuz]*(?:i\S*)?$|^--(?:in-place(?:=\S*)?|quiet|silent|regexp-extended|separate|null-data|unbuffered|posix|debug|sandbox)$/, valued: /^-[nErsuz]*e$|^--expression$|^-l$|^--line-length$/ },
  yq: { inPlace: /^-[a-zA-Z]*i$|^--inplace$/, flag: /^-[CMPenrSi]+$|^--(?:inplace|colors|no-colors|prettyPrint|exit-status|null-input|unwrapScalar|no-doc)$/, valued: /^-[opI]$|^--(?:output-format|input-format|indent)$/ },
};
EDITORS.gsed = EDITORS.sed!;

/**
 * The files `cmd` edits in place, when it is an editor above asked only with options it lists and the words are
 * plain (no pattern, no expansion); undefined otherwise. The script is the first operand unless an option gave it.
 */
export function inPlaceFiles(cmd: SimpleCommand): string[] | undefined {
  const editor = EDITORS[programName(cmd.argv[0] ?? "")];
  const args = cmd.argv.slice(1);
  if (!editor || !args.some((a) => editor.inPlace.test(a)) || cmd.dynamic.some(Boolean)) return undefined;
  const operands: string[] = [];
  let scripted = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (editor.valued.test(a)) {
      if (/e$|expression$/.test(a)) scripted = true;
      i++;
    } else if (/^--expression=/.test(a)) scripted = true;
    else if (a.startsWith("-") && a !== "-") {
      if (!editor.flag.test(a)) return undefined;
    } else operands.push(a);
  }
  const files = scripted ? operands : operands.slice(1);
  return files.length && files.every((f) => !/[*?[{$`~\\]/.test(f) && f !== "-") ? files : undefined;
}

/** inPlaceFiles, where a backup the edit makes beside each (sed's `-i.bak`) is a new file, named with no `*`. */
export function editedInPlace(cmd: SimpleCommand, cwd: string): string[] | undefined {
  const files = inPlaceFiles(cmd);
  const suffix = cmd.argv.slice(1).map((a) => /^-[nErsuz]*i(.+)$|^--in-place=(.+)$/.exec(a)).find(Boolean)?.slice(1).find(Boolean);
  return files && suffix !== undefined && (/[*/]/.test(suffix) || files.some((f) => existsSync(resolve(cwd, f + suffix)))) ? undefined : files;
}

/** Whether no part of `path`, inside `cwd`, is a symbolic link (an edit through one lands where it points). */
function unlinked(path: string, cwd: string): boolean {
  const rel = relative(cwd, resolve(cwd, path));
  if (!rel || rel.startsWith("..") || isAbsolute(rel)) return false;
  const parts = rel.split("/");
  try {
    return parts.every((_p, i) => !lstatSync(join(cwd, ...parts.slice(0, i + 1))).isSymbolicLink()) && lstatSync(join(cwd, rel)).isFile();
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
 * Whether every one of `files` is a file inside `cwd`, reached through no link, whose bytes (unfiltered) are those
 * of the last commit: what the index or a skip flag says does not matter, the work tree is what an edit replaces.
 */
export function committedAsIs(files: string[], cwd: string): boolean {
  if (!files.length || !files.every((f) => unlinked(f, cwd))) return false;
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
