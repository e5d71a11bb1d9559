/**
 * Commands that can destroy work, judged on the line as bash would run it:
 * parsed with tree-sitter-bash, reduced to simple commands (quotes removed,
 * wrappers such as `sudo` and `sh -c` unwrapped), each judged by what its
 * program does with its arguments. What aye cannot see through is dangerous.
 */
import { codeDangers } from "./danger-code.ts";
import { gitDanger } from "./danger-git.ts";
import { RULES } from "./danger-rules.ts";
import { writeDanger } from "./paths.ts";
import { type Reduction, type SimpleCommand, reduce } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

export { simpleCommands } from "./shell-syntax.ts";

/** Why one simple command is dangerous, by its program and its arguments. */
export function judge(argv: string[]): string[] {
  const name = programName(argv[0] ?? "");
  const args = argv.slice(1);
  if (name === "git") return gitDanger(args);
  if (/^mkfs(?:\.\w+)?$|^mke2fs$|^newfs/.test(name)) return ["erases a disk or a filesystem"];
  const why = RULES[name]?.(args);
  return why === undefined ? [] : typeof why === "string" ? [why] : why;
}

/** Programs whose arguments are data, never a command they run: `echo rm -rf /` deletes nothing. */
const DATA_ARGS = /^(?:echo|printf|grep|egrep|fgrep|rg|ag|ack|man|info|help|whatis|apropos|tldr|which|type|whereis|hash|alias|git|history|fc|read|test|\[|true|false|:|apt|apt-get|apt-cache|dnf|yum|brew|pacman|apk|snap|pip\d*|pipx|cargo|gem|go|npm|pnpm|yarn|bun|deno)$/;

/** Clients that take their statements on stdin as readily as on the command line. */
const DATA_CLIENTS = /^(?:psql|mysql|mariadb|sqlite3|sqlcmd|duckdb|cockroach|clickhouse-client|redis-cli|mongo|mongosh)$/;

/**
 * An unknown wrapper (`strace rm -rf /`, `poetry run rm -rf x`) still runs its
 * command: each later word that names a program with rules is judged with the
 * words after it.
 */
function wrappedDangers(argv: string[]): string[] {
  if (DATA_ARGS.test(programName(argv[0] ?? "")) || RULES[programName(argv[0] ?? "")]) return [];
  return argv.flatMap((w, i) => (i > 0 && !w.startsWith("-") && (RULES[programName(w)] || /^mkfs/.test(programName(w))) ? judge(argv.slice(i)) : []));
}

/** What a database client reads on stdin from the line itself: a here-string, or what `echo`/`printf` pipe in. */
function statementsFed(c: SimpleCommand): string[] {
  if (!DATA_CLIENTS.test(programName(c.argv[0] ?? ""))) return [];
  const piped = c.stdinFrom.filter((f) => /^(?:echo|printf)$/.test(programName(f.argv[0] ?? ""))).map((f) => f.argv.slice(1).join(" "));
  return [...(c.stdinText === undefined ? [] : [c.stdinText]), ...piped];
}

/** `find … -exec sh -c 'rm "$1"'`, `… | xargs rm`: deleting whatever another program finds. */
const deletesFound = (c: SimpleCommand) => (c.repeated && /^(?:rm|shred|unlink)$/.test(programName(c.argv[0] ?? "")) ? ["deletes the files it finds"] : []);

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
  let reduced: Reduction;
  try {
    reduced = await reduce(command);
  } catch (error) {
    // Fail closed: a line that cannot be judged is not run without a typed yes.
    return [`could not be judged (${(error as Error).message})`];
  }
  return dangersOf(reduced);
}

/**
 * Why a line already reduced is dangerous. `readsOnly` names the commands known
 * to only read (an honest dry run, a `--help`): their words are not judged.
 */
export function dangersOf(reduced: Reduction, readsOnly: (c: SimpleCommand) => boolean = () => false): string[] {
  const { commands, unclear, forkBomb } = reduced;
  const why = new Set<string>();
  if (forkBomb) why.add("is a fork bomb: it copies itself until the machine stalls");
  for (const c of commands) {
    if (readsOnly(c)) continue;
    // (What aye decoded is named: `echo cm0gLXJmIH4= | base64 -d | sh` deletes, and the reason says it runs `rm -rf ~`.)
    const own = [...judge([...c.argv, ...statementsFed(c)]), ...wrappedDangers(c.argv), ...deletesFound(c), ...redirectDangers(c)];
    for (const w of own) why.add(w);
    if (own.length && c.decoded) why.add(`runs ${c.decoded}`);
  }
  for (const w of codeDangers(commands)) why.add(w);
  if (unclear.length) why.add(`could run anything: aye cannot see through ${unclear.join(", ")}`);
  return [...why];
}
