/** The correction flow's vocabulary: a failure in, ranked suggestions out. */

export interface Failure {
  /** The command line as typed (or as aye quoted it). */
  command: string;
  /** Its words, split as a POSIX shell would. */
  argv: string[];
  /** stdout and stderr together, sanitized. */
  output: string;
  exitCode: number | null;
  cwd: string;
  /** One step of a longer line (`mkdir build && cd build`): a change that only lets the line go on is a fix. */
  chained?: boolean;
}

/** Where a suggestion comes from, in rank order: the tool's own hint beats a rule's guess beats the LLM. */
export type Source = "cache" | "tool" | "rule" | "llm";

export interface Suggestion {
  /** One or more commands, run in order (a plan). */
  commands: string[];
  source: Source;
  /** Why, in a few words: shown next to the suggestion. */
  why: string;
  /** The rule that made it (its function's name), for measuring which mechanism is wrong when. */
  rule?: string;
}

/** What rules may look at on this machine, passed in so tests give their own. */
export interface World {
  /** Every executable name on PATH. */
  executables(): string[];
  /** Whether a program of this name is on PATH (without listing all of PATH). */
  onPath(name: string): boolean;
  /** Shell builtins and aliases the person uses (from `aye init`), if known. */
  aliases(): string[];
  isFile(path: string): boolean;
  isDir(path: string): boolean;
  isExecutable(path: string): boolean;
  /** Names in a directory (empty when it cannot be read). */
  list(dir: string): string[];
  readText(path: string): string | undefined;
  /** The person's home folder, what `~` stands for. */
  home(): string | undefined;
  /** The git branches (and tags) of the repository around `cwd`, read from its files (nothing is run). */
  branches(cwd: string): { current?: string; all: string[]; tags?: string[]; remotes?: string[] };
  /**
   * The tool's own `argv --help`. Running it runs the person's program, so the
   * real world does it only with their consent; otherwise it notes the wish and
   * answers undefined.
   */
  help(argv: string[], cwd: string): string | undefined;
  /** The tables and views of a SQLite file, read from its schema without running anything (undefined when it is none). */
  tables?(path: string): string[] | undefined;
}

/** A rule is a pure function of a failure and the world: no network, no LLM, nothing run but `world.help` with consent. */
export type Rule = (failure: Failure, world: World) => Suggestion[];
