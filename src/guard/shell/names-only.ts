/**
 * Filters that keep only the names of what they read: a tool that prints secrets it keeps (`terraform output -json`,
 * `sops -d`, `env`) piped into one of them hands the model names, never values (`terraform output -json | jq keys`,
 * `env | grep ^DATABASE_ | cut -d= -f1`).
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { SECRET_FIELD } from "./exposure.ts";
import { programName } from "./wrappers.ts";

/** Filters that pass whole lines on, or fewer of them: what they let through is judged after them. */
const PASSES = /^(?:grep|egrep|fgrep|sort|uniq|head|tail)$/;

/** A jq or yq program that prints only keys, a count, or fields named for no secret (`.data | {policies, ttl}`). */
const NAMES_PROGRAM = /^\s*(?:(?:\.[\w.]*(?:\[\])?|\.\[\])\s*\|\s*)*(?:keys(?:_unsorted)?(?:\[\]|\s*\|\s*\.\[\])?|length|to_entries\s*\|\s*map\(\s*\.key\s*\)|to_entries\[\]\.key|\{\s*([\w\s,]+)\})\s*$/;

/**
 * Fields that say of a secret or a token only what it is and for how long (`{policies, ttl}`): any other field named
 * may be one of the secrets (a Kubernetes secret's `.data` holds its own names).
 */
const METADATA_FIELD = /^(?:policies|ttl|creation_ttl|explicit_max_ttl|expire_time|creation_time|issue_time|renewable|orphan|num_uses|period|type|kind|name|namespace|path|display_name|version|created|created_at|updated|updated_at|status|state|labels|tags|count|size|length)$/;

/** Whether `c` (after the stages `before` in its pipe) prints only names or counts of the lines it reads on stdin. */
function keepsNames(c: SimpleCommand, before: SimpleCommand[]): boolean {
  const name = programName(c.argv[0] ?? "");
  const args = c.argv.slice(1);
  if (c.dynamic.some(Boolean) || (c.wrappers ?? []).length || c.redirects.some((r) => r.op.startsWith("<"))) return false;
  if (name === "wc") return args.every((a) => /^-[lwcm]+$/.test(a));
  // A grep for whole variables named in full, none for a secret (`env | grep -E '^AWS_(PROFILE|REGION)='`): those lines alone.
  if (/^(?:grep|egrep)$/.test(name) && plainVariables(name, args)) return true;
  // grep -o of a variable's name from the start of a line (`grep -o '^GH_[A-Z_]*'`): what it prints stops at the `=`.
  if (/^(?:grep|egrep)$/.test(name) && args.some((a) => /^-[a-zA-Z]*o[a-zA-Z]*$|^--only-matching$/.test(a))) return printsNamesOnly(name, args);
  // After `cut -d= -f1`, a grep for lines that begin with a variable's prefix in capitals and `_` (`env | cut -d= -f1 |
  // grep -E '^AWS_'`): a line it keeps is a name, unless a value's own later line began with that prefix and held no `=`.
  if (/^(?:grep|egrep)$/.test(name) && before.some((b) => programName(b.argv[0] ?? "") === "cut" && keepsNames(b, [grepFor("^A")])) && prefixOnly(args)) return true;
  if (/^(?:grep|egrep)$/.test(name)) return args.some((a) => /^-[a-zA-Z]*c[a-zA-Z]*$|^--count$/.test(a)) && args.filter((a) => !a.startsWith("-")).length === 1;
  if (/^(?:jq|gojq|yq)$/.test(name)) {
    const operands = args.filter((a) => !/^-[rcMSjCa]+$|^--(?:raw-output|compact-output|monochrome-output|sort-keys)$/.test(a) && !(name === "yq" && /^(?:e|eval)$/.test(a)) && a !== "-");
    const m = operands.length === 1 ? NAMES_PROGRAM.exec(operands[0]!) : null;
    return m !== null && (m[1] === undefined || m[1].split(",").every((f) => METADATA_FIELD.test(f.trim()) && !SECRET_FIELD.test(f.trim())));
  }
  // cut -d= -f1: a variable's name, once a grep for a name's start (`^DATABASE_`) kept only the lines that begin with
  // one (a value's later lines, a key's base64 among them, begin otherwise).
  if (name === "cut") {
    const delimiter = args.some((a, i) => /^(?:-d=|--delimiter==)$/.test(a) || (/^(?:-d|--delimiter)$/.test(args[i - 1] ?? "") && a === "="));
    const first = args.some((a, i) => /^(?:-f1|--fields=1)$/.test(a) || (/^(?:-f|--fields)$/.test(args[i - 1] ?? "") && a === "1"));
    // (-s alone is not enough: a key's last line of base64 ends in `=`.)
    const lines = before.some((b) => /^(?:grep|egrep)$/.test(programName(b.argv[0] ?? "")) && b.argv.slice(1).some((a) => /^\^\w/.test(a)) && !b.argv.slice(1).some((a) => /^-[a-zA-Z]*v/.test(a)));
    return delimiter && first && lines && args.every((a, i) => /^(?:-d=?|-f1?|-s|--delimiter=?=?|--fields=1|--fields|--only-delimited|=|1)$/.test(a) || /^(?:-d|-f)$/.test(args[i - 1] ?? ""));
  }
  return false;
}

/** A stand-in grep that keeps lines beginning with a name: what cut's own check asks of the stage before it. */
const grepFor = (pattern: string): SimpleCommand => ({ argv: ["grep", pattern], dynamic: [false, false], redirects: [], stdinFrom: [], argsFrom: [] });

/** One pattern, anchored, of three or more capitals, digits or `_` ending in `_` (`^AWS_`, `^NODE_`), no -v, -i or context. */
const prefixOnly = (args: string[]) => {
  const patterns = args.filter((a) => !a.startsWith("-"));
  return patterns.length === 1 && /^\^[A-Z][A-Z0-9_]{1,}_$/.test(patterns[0]!) && args.every((a) => !a.startsWith("-") || /^-[Esh]+$/.test(a));
};

/** Words in a variable's name that say it may hold a secret, or an address that may carry one. */
const SECRET_VARIABLE = /KEY|TOKEN|SECRET|PASS|PWD|AUTH|CRED|CERT|PRIVATE|SESSION|COOKIE|SIGN|DSN|URL|URI|CONN|JWT|SALT|HASH|PIN|OTP/;

/**
 * Whether a grep keeps only the lines of variables it names whole, from the line's start to its `=`, none of them
 * named for a secret: `^AWS_(PROFILE|REGION|DEFAULT_REGION)=`, `^NODE_ENV=\|^PORT=`. (No -v, no context, no -i, one
 * pattern; a group of plain alternatives at most once in each.)
 */
function plainVariables(name: string, args: string[]): boolean {
  const patterns = args.filter((a) => !a.startsWith("-"));
  if (patterns.length !== 1 || !args.every((a) => !a.startsWith("-") || /^-[Ensh]+$/.test(a))) return false;
  const extended = name === "egrep" || args.some((a) => /^-[a-zA-Z]*E/.test(a));
  // The top-level alternatives (outside a group), each `^PREFIX(A|B)SUFFIX=` or `^NAME=`.
  const bar = extended ? "|" : "\\|";
  const [open, close] = extended ? ["(", ")"] : ["\\(", "\\)"];
  const names: string[] = [];
  let rest = patterns[0]!;
  while (rest.length) {
    const m = new RegExp(`^\\^([A-Z0-9_]*)(?:${esc(open)}([A-Z0-9_]+(?:${esc(bar)}[A-Z0-9_]+)*)${esc(close)})?([A-Z0-9_]*)=(?:${esc(bar)}|$)`).exec(rest);
    if (!m) return false;
    const inner = m[2] === undefined ? [""] : m[2].split(bar);
    names.push(...inner.map((i) => `${m[1]}${i}${m[3]}`));
    rest = rest.slice(m[0].length);
    // (A bar with nothing after it matches every line.)
    if (!rest.length && m[0].endsWith(bar)) return false;
  }
  return names.length > 0 && names.every((n) => /^[A-Z][A-Z0-9_]*$/.test(n) && !SECRET_VARIABLE.test(n));
}

const esc = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/**
 * Whether `grep -o PATTERN` prints only the upper-case names at the start of lines: every alternative is `^`, three or
 * more letters, digits or `_` of its own, then only such letters, digits and `_`, one at a time or as a class repeated
 * (`^GITHUB_[A-Z_]*`). No match can reach past a name's `=`; case is kept (with -i, `^GH[A-Z_]*` would match a token's
 * first letters on a line of its own).
 */
function printsNamesOnly(name: string, args: string[]): boolean {
  const patterns = args.filter((a) => !a.startsWith("-"));
  if (patterns.length !== 1 || !args.every((a) => !a.startsWith("-") || /^-[oEsh]+$|^--only-matching$/.test(a))) return false;
  const extended = name === "egrep" || args.some((a) => /^-[a-zA-Z]*E/.test(a));
  const alternatives = patterns[0]!.split(extended ? "|" : "\\|");
  return alternatives.every((p) => /^\^[A-Z0-9_]{3,}(?:\[(?:A-Z|0-9|_)+\][*+]?|[A-Z0-9_])*$/.test(p));
}

/** Whether `c`, a stage of its own, prints only names or counts of what it reads (`jq keys`, `grep -c x`). */
export const keepsNamesAlone = (c: SimpleCommand) => keepsNames(c, []);

/**
 * Whether what `c` prints reaches the end of its pipe only through filters that keep names: after it in `commands`,
 * the stages that read its output, each passing lines on, until one that keeps only names.
 */
export function namesOnlyAfter(c: SimpleCommand, commands: SimpleCommand[]): boolean {
  const after = commands.filter((d) => d.stdinFrom.includes(c)).sort((a, b) => a.stdinFrom.length - b.stdinFrom.length);
  for (const [i, d] of after.entries()) {
    // (Each stage reads the one before it: a stage that takes its input from elsewhere breaks the chain.)
    if (d.stdinFrom.at(-1) !== (i === 0 ? c : after[i - 1])) return false;
    if (keepsNames(d, after.slice(0, i))) return true;
    const name = programName(d.argv[0] ?? "");
    // (`cut -d= -f1` passes each line's part before its `=` on: a grep after it for a prefix may keep names only.)
    if (name === "cut" && keepsNames(d, [grepFor("^A")])) continue;
    // (Whole lines only: not a part of one, `grep -o`, `tail -c 40`.)
    if (!PASSES.test(name) || d.dynamic.some(Boolean) || (d.wrappers ?? []).length || d.redirects.length || d.argv.slice(1).some((a) => /^-[a-zA-Z]*[oABCc]|^--(?:only-matching|after|before|context|bytes)/.test(a))) return false;
  }
  return false;
}
