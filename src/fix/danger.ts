/**
 * Commands that can destroy work, judged on the line as bash would run it:
 * parsed with tree-sitter-bash, reduced to simple commands (quotes removed,
 * wrappers such as `sudo` and `sh -c` unwrapped), each judged by what its
 * program does with its arguments. What aye cannot see through is dangerous.
 */
import { gitDanger } from "./danger-git.ts";
import { RULES } from "./danger-rules.ts";
import { writeDanger } from "./paths.ts";
import { type SimpleCommand, reduce } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

export { simpleCommands } from "./shell-syntax.ts";

/** Programs that fetch from the network and write what they fetched. */
const FETCHERS = new Set(["curl", "wget", "fetch", "http", "https", "xh", "aria2c", "lwp-request", "GET", "nc", "ncat", "socat", "iwr", "invoke-webrequest"]);

/** Programs that run the code they are given; `source` and `.` run it in the current shell. */
const INTERPRETERS = /^(?:sh|bash|zsh|dash|ksh|mksh|ash|fish|csh|tcsh|rbash|source|\.|eval|python[\d.]*|pypy[\d.]*|perl[\d.]*|ruby[\d.]*|node|nodejs|deno|bun|php[\d.]*|lua[\d.]*|luajit|tclsh|Rscript|pwsh|powershell|osascript|irb)$/;

const SHELLS = /^(?:sh|bash|zsh|dash|ksh|mksh|ash|fish|csh|tcsh|rbash)$/;

/** Options with which an interpreter takes its program from the command line (`python -c`, `-m`, `node -e`, `php -r`). */
const INLINE_PROGRAM = /^-(?:[a-zA-Z]*[cmerE]|-eval|-print|-command|p)$/;

/** Whether an interpreter reads its program from stdin: no program on the command line, or `sh -s`, or `-`. */
function readsProgramFromStdin(argv: string[]): boolean {
  const args = argv.slice(1);
  if (SHELLS.test(programName(argv[0]!))) {
    if (args.some((a) => /^-[a-zA-Z]*s/.test(a))) return true;
    if (args.some((a) => /^-[a-zA-Z]*c/.test(a))) return false;
  } else if (args.some((a) => INLINE_PROGRAM.test(a))) return false;
  const operand = args.find((a) => !a.startsWith("-") || a === "-");
  return operand === undefined || operand === "-";
}

/** What runs code that comes from the network or from a pipe aye cannot read. */
function codeFromElsewhere(c: SimpleCommand): string[] {
  const name = programName(c.argv[0] ?? "");
  if (!INTERPRETERS.test(name)) return [];
  const fetches = (from: SimpleCommand[]) => from.some((f) => FETCHERS.has(programName(f.argv[0] ?? "")));
  const fromStdin = readsProgramFromStdin(c.argv);
  if (fetches(c.argsFrom) || (fromStdin && fetches(c.stdinFrom))) return ["runs a script straight from the network"];
  if (SHELLS.test(name) && fromStdin && (c.stdinFrom.length || c.stdinText)) return ["runs commands it reads from its input, which aye cannot see"];
  return [];
}

/** Why one simple command is dangerous, by its program and its arguments. */
export function judge(argv: string[]): string[] {
  const name = programName(argv[0] ?? "");
  const args = argv.slice(1);
  if (name === "git") return gitDanger(args);
  if (/^mkfs(?:\.\w+)?$|^mke2fs$|^newfs/.test(name)) return ["erases a disk or a filesystem"];
  const why = RULES[name]?.(args);
  return why === undefined ? [] : typeof why === "string" ? [why] : why;
}

/** Redirections that write over disks, system files or start-up files. */
function redirectDangers(c: SimpleCommand): string[] {
  return c.redirects.flatMap((r) => (/^(?:&?>>?|>\||<>|>&)$/.test(r.op) ? (writeDanger(r.target) ?? []) : []));
}

/**
 * Why `command` (a whole line) is dangerous, in plain words ("deletes files
 * recursively without asking"); empty when it is not. A line aye cannot reduce
 * to plain simple commands is dangerous. Loads the parser on first use.
 */
export async function dangers(command: string): Promise<string[]> {
  const { commands, unclear, forkBomb } = await reduce(command);
  const why = new Set<string>();
  if (forkBomb) why.add("is a fork bomb: it copies itself until the machine stalls");
  for (const c of commands) {
    for (const w of [...judge(c.argv), ...redirectDangers(c), ...codeFromElsewhere(c)]) why.add(w);
  }
  if (unclear.length) why.add(`could run anything: aye cannot see through ${unclear.join(", ")}`);
  return [...why];
}
