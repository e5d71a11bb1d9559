/**
 * A program aye has an entry for, asked only for its help or its version, prints it: `gh auth login --help`,
 * `mail -V`, `terraform destroy -help`. One place knows the words, wherever they stand after the program's
 * subcommands, for every program of the table, unless its entry says otherwise:
 * - the command is the program, then plain words (its subcommands, as typed: no option, path, value or `--`),
 *   then one of the help or version words, last and alone; words before it only for a program with subcommands,
 *   whose parsers read options wherever they stand (cobra, click, clap, git's parse-options, mitchellh/cli): a BSD
 *   `rm build --help` stops at `build`, removes it, and then looks for a file named `--help`;
 * - what the same command does without that word is known and runs nothing of others: a word the table does not
 *   know may be a plugin (`kubectl foo --help` runs kubectl-foo), and a runner's word is the program it runs
 *   (`docker run img --help`, `npx jest --help` are the image's and jest's), and a package manager's bare word
 *   may be a script of the project's (`yarn deploy --help`);
 * - `-h` and `-V` are help and version by convention only, and a parser may not read any of them after a
 *   subcommand (runit's `sv stop nginx --help` stops nginx): where the command changes the system, deletes or
 *   rewrites history, they are left to the table (`shutdown -h` halts).
 */
import type { Effect } from "./effects.ts";

/** The long spellings every argument parser reads as help or version (getopt_long, Go's flag, click, cobra, clap). */
const LONG = /^(?:--help|-help|--version|-version)$/;
/** The short spellings, help or version by convention. */
const SHORT = /^(?:-h|-V)$/;
/** Where `-h`, `-V`, or any help word after a subcommand, is left to the table: a command that destroys may read them otherwise. */
const DESTROYS = new Set<Effect>(["system", "deletes", "history", "undoes"]);
/** A subcommand as typed: a lowercase word, no path, value or expansion. */
const WORD = /^[a-z][a-z0-9-]*$/;

/**
 * Whether `argv` (a program of the table, not a path) only asks for help or a version; `without` says what it does
 * without its last word, `subcommands` whether the table knows the program as one with subcommands.
 */
export function asksOnlyHelp(argv: string[], without: (argv: string[]) => Effect[], subcommands: boolean): boolean {
  const last = argv.at(-1) ?? "";
  if (argv.length < 2 || !(LONG.test(last) || SHORT.test(last)) || (argv.length > 2 && !subcommands)) return false;
  if ((argv[0] ?? "").includes("/") || !argv.slice(1, -1).every((w) => WORD.test(w))) return false;
  const effects = without(argv.slice(0, -1));
  if (effects.some((e) => e === "runs" || e === "unknown" || e === "installs" || e === "outside")) return false;
  // (After subcommands, a parser that does not read options wherever they stand runs the command: runit's `sv stop
  // nginx --help` stops nginx. So where the command changes the system, deletes or rewrites, the table decides.)
  return (LONG.test(last) && argv.length === 2) || !effects.some((e) => DESTROYS.has(e));
}
