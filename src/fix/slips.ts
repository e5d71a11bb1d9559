/**
 * Two slips in one line (`git chekout feature-logn`): the tool stops at the
 * first, so its message names only that one. Once a suggestion has put the
 * first right, the rest of its words are checked against the names around (a
 * branch, a path, a name in the folder, a long option the tool has) and a word one slip from exactly one of them is
 * put right too.
 */
import { resolve } from "node:path";
import { known } from "./known.ts";
import { OPTIONS } from "./known-options.ts";
import { distance } from "../suggest.ts";
import { nearest, siblings } from "./nearest.ts";
import { refsOf } from "./refs.ts";
import { nearestPath } from "./rules/paths.ts";
import { makefileTargets } from "./rules/runtimes.ts";
import type { Failure, Suggestion, World } from "./types.ts";
import { escapeRegExp, replaceToken, splitWords } from "./words.ts";

/** git's subcommands whose operands are refs. */
const TAKES_REF = /^(?:checkout|switch|merge|rebase|log|diff|show|cherry-pick|reset)$/;

/** Programs whose operands after the options are paths (grep's and rg's after their pattern). */
const TAKES_PATHS = /^(?:ls|cat|less|more|head|tail|wc|du|cd|cp|mv|rm|rmdir|touch|chmod|chown|stat|file|vim|nvim|nano|code|grep|egrep|rg|tar|zip|unzip|diff|python3?|node|bash|sh|make|pytest)$/;

/**
 * `--relase` where `cargo build` takes `--release`: a long option the tool (and its subcommand) does not have, one slip
 * from exactly one it has (src/fix/known-options.ts).
 */
function fixedOption(word: string, tool: string, sub: string | undefined): string | undefined {
  const m = /^(--[a-z][\w-]+)(=.*)?$/.exec(word);
  const options = (sub && OPTIONS[`${tool} ${sub}`]) || OPTIONS[tool];
  if (!m || !options) return undefined;
  const known = options.split(" ");
  if (known.includes(m[1]!)) return undefined;
  const near = nearest(m[1]!, known.filter((o) => !siblings(m[1]!, o)), m[1]!.length >= 9 ? 2 : 1);
  return near.length === 1 ? `${near[0]}${m[2] ?? ""}` : undefined;
}

/**
 * `gerp -rn TODO scr`: a bare operand of a program that takes paths, that is no path here and one slip from exactly one
 * name in the folder (grep's and rg's pattern, the first operand, is data).
 */
function fixedOperand(word: string, i: number, argv: string[], f: Failure, world: World): string | undefined {
  const tool = argv[0]!;
  if (!TAKES_PATHS.test(tool) || word.length < 3 || !/^[\w.-]+$/.test(word) || /^\d+$/.test(word)) return undefined;
  const operands = argv.map((w, j) => [w, j] as const).filter(([w, j]) => j > 0 && !w.startsWith("-") && !/^-\w*[efmABCd]$/.test(argv[j - 1] ?? ""));
  if (/^(?:e?grep|rg)$/.test(tool) && operands[0]?.[1] === i) return undefined;
  if (!operands.some(([, j]) => j === i)) return undefined;
  // make's operands are the Makefile's targets (`mkae biuld`: make first, then build).
  const entries = tool === "make" ? makefileTargets(world, f.cwd) : world.list(f.cwd);
  if (entries.includes(word)) return undefined;
  const near = nearest(word, entries.filter((e) => !siblings(word, e)), 1);
  return near.length === 1 && near[0]!.toLowerCase() !== word.toLowerCase() ? near[0] : undefined;
}

/** git's subcommands that take a remote, then its branches (`git push origin main`). */
const TAKES_REMOTE = /^(?:push|pull|fetch)$/;

function fixedWord(word: string, tool: string, sub: string | undefined, f: Failure, world: World, operand: number): string | undefined {
  if (word.startsWith("--")) return fixedOption(word, tool, sub);
  if (word.startsWith("-") || word.length < 4 || /[$*?'"`=:@~^]/.test(word)) return undefined;
  const path = resolve(f.cwd, word);
  if (world.isFile(path) || world.isDir(path)) return undefined;
  if (tool === "git" && sub && TAKES_REMOTE.test(sub)) {
    // The first operand is the remote, the rest its branches: each put right among its own kind only (mian: main).
    const refs = refsOf(world, f.cwd);
    const names = operand === 0 ? refs.remotes : refs.names.filter((b) => !b.startsWith("(") && !refs.tracking.includes(b));
    if (names.includes(word)) return undefined;
    const near = nearest(word, names.filter((n) => !siblings(word, n)), word.length >= 8 ? 2 : 1);
    return near.length === 1 ? near[0] : undefined;
  }
  if (tool === "git" && sub && TAKES_REF.test(sub)) {
    const names = refsOf(world, f.cwd).names.filter((b) => !b.startsWith("("));
    if (names.includes(word)) return undefined;
    const near = nearest(word, names.filter((n) => !siblings(word, n)), word.length >= 8 ? 2 : 1);
    return near.length === 1 ? near[0] : undefined;
  }
  if (/[./]/.test(word)) return nearestPath(word, f.cwd, world);
  return undefined;
}

/**
 * `kubeclt descibe pod web-0`, `ptyhon3 -m pip isntall requests`: once the program's name is put right, the words after
 * it that stand where the tool's subcommands go (as far as aye knows the levels: `kubectl describe`'s resource kinds)
 * and are none of them, each one slip (two in a long word) from exactly one. The shell stopped at the name, so no tool
 * ever read these words. Only up to the first option, the first word that is a file or folder here, and the last level
 * aye knows: an operand is never matched against a list.
 */
function fixedSubcommands(after: string[], f: Failure, world: World): Map<number, string> {
  const fixed = new Map<number, string>();
  // python3 -m pip …: the module is the tool.
  const module = /^python[\d.]*$/.test(after[0]!) && after[1] === "-m" && after[2] ? 2 : 0;
  const prefix = [after[module]!];
  for (let i = module + 1; i < after.length && prefix.length <= 3; i++) {
    const list = known(prefix.join(" "))?.flatMap((entry) => entry.split("|"));
    const word = after[i]!;
    if (!list || word.startsWith("-") || !/^[a-z][\w-]*$/.test(word)) break;
    if (list.includes(word)) {
      prefix.push(word);
      continue;
    }
    const path = resolve(f.cwd, word);
    if (word.length < 4 || world.isFile(path) || world.isDir(path)) break;
    const near = nearest(word, list.filter((n) => !siblings(word, n)), 2);
    if (near.length !== 1 || distance(word, near[0]!) > (word.length >= 8 ? 2 : 1) + +reorderedPair(word, near[0]!)) break;
    fixed.set(i, near[0]!);
    prefix.push(near[0]!);
  }
  return fixed;
}

/** Two letters swapped side by side (isntall: install), which an edit distance counts as two slips. */
function reorderedPair(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return at.length === 2 && at[1] === at[0]! + 1 && a[at[0]!] === b[at[1]!] && a[at[1]!] === b[at[0]!];
}

/** The suggestion with the line's other slips put right as well, when its first step kept them. */
export function withOtherSlips(s: Suggestion, f: Failure, world: World): Suggestion {
  // A long line is left as the first fix made it: each word checked would cost a look around.
  if (s.commands.length !== 1 || s.source === "llm" || f.argv.length > 16) return s;
  const before = f.argv;
  const after = splitWords(s.commands[0]!);
  // Only a suggestion that changed a word in place: the same number of words, one of them different.
  if (after.length !== before.length || after.filter((w, i) => w !== before[i]).length !== 1) return s;
  let line = s.commands[0]!;
  // The program's name put right: the shell read no further, so its subcommands may be slipped too.
  const subcommands = after[0] !== before[0] ? fixedSubcommands(after, f, world) : new Map<number, string>();
  const [tool] = after;
  const sub = subcommands.get(1) ?? after[1];
  for (const [i, word] of after.entries()) {
    const meant = subcommands.get(i);
    if (meant && word === before[i]) {
      line = replaceToken(line, word, meant);
      continue;
    }
    if (i === 0 || word !== before[i] || (tool === "git" && i === 1)) continue;
    // Which operand it is (git push's remote is the first), options and their values aside.
    const operand = after.slice(2, i).filter((w) => !w.startsWith("-")).length;
    const good = fixedWord(word, tool!, sub, f, world, operand) ?? fixedOperand(word, i, after, f, world);
    if (good && good !== word) line = replaceToken(line, word, good);
  }
  // git checkout -b feature/login for a branch there is: the tool stopped at the subcommand before it could say so.
  const create = tool === "git" && /^(?:checkout|switch)$/.test(sub ?? "") ? after.findIndex((w, i) => i > 1 && (w === "-b" || w === "-c")) : -1;
  const branch = create > 0 ? after[create + 1] : undefined;
  if (branch && (after[0] !== before[0] || after[1] !== before[1]) && refsOf(world, f.cwd).local.includes(branch)) line = line.replace(new RegExp(`\\s${after[create]}(?=\\s+${escapeRegExp(branch)}(?:\\s|$))`), "");
  return line === s.commands[0] ? s : { ...s, commands: [line], why: `${s.why}; and the other slip` };
}
