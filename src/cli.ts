/**
 * argv -> a command's input -> exit code. cac parses and validates the options
 * of every command but `run`, whose words after aye's own options belong to
 * the wrapped command verbatim.
 */
import { parseRunArgs } from "./commands/run-args.ts";
import { type Ctx, makeCtx } from "./context.ts";
import { AyeError, EXIT, usageError } from "./errors.ts";
import { commandHelp, mainHelp } from "./help.ts";
import type { Io } from "./io.ts";
import { COMMANDS, type CommandSpec, GLOBAL_OPTIONS, optionNames } from "./spec.ts";
import { closest } from "./suggest.ts";
import pkg from "../package.json" with { type: "json" };

export const VERSION = pkg.version;

type Options = Record<string, unknown>;

/** Each command's module is loaded only when that command runs: start-up is part of the product. */
const handlers: Record<string, (args: string[], options: Options, ctx: Ctx) => Promise<number>> = {
  show: async (args, o, ctx) => (await import("./commands/show.ts")).show({ id: args[0], log: o.log === true, json: o.json === true }, ctx),
  log: async (_args, o, ctx) =>
    (await import("./commands/log.ts")).log({ limit: o.limit === undefined ? 20 : positive(o.limit, "--limit"), json: o.json === true }, ctx),
  clear: async (_args, o, ctx) => (await import("./commands/clear.ts")).clear({ all: o.all === true, json: o.json === true }, ctx),
  config: async (_args, o, ctx) => (await import("./commands/config.ts")).showConfig({ json: o.json === true }, ctx),
  completions: async (args, _o, ctx) => (await import("./commands/completions.ts")).completions(args[0]!, ctx),
};

function positive(value: unknown, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw usageError(`${flag} takes a whole number above 0, not '${value}'`);
  return n;
}

function findCommand(name: string): CommandSpec {
  const command = COMMANDS.find((c) => c.name === name);
  if (command) return command;
  const guess = closest(name, COMMANDS.map((c) => c.name));
  throw usageError(
    `unknown command '${name}'`,
    guess ? `Did you mean 'aye ${guess}'? To run a program, use 'aye run ${name}'.` : `See 'aye --help'. To run a program, use 'aye run ${name}'.`,
  );
}

/** Parses `args` for `command` with cac; unknown options and missing values are usage errors. */
async function parse(command: CommandSpec, args: string[]): Promise<{ args: string[]; options: Options }> {
  const { cac } = await import("cac");
  const cli = cac("aye");
  const cmd = cli.command(`${command.name} ${command.args}`.trim());
  for (const option of command.options) cmd.option(option.flags, option.about);
  const parsed = cli.parse(["aye", "aye", command.name, ...args], { run: false });
  try {
    cmd.checkUnknownOptions();
    cmd.checkOptionValue();
    cmd.checkRequiredArgs();
    cmd.checkUnusedArgs();
  } catch (error) {
    const message = (error as Error).message.replace(/`/g, "'");
    const flag = /Unknown option '(-+[\w-]+)'/.exec(message)?.[1];
    const known = command.options.flatMap((o) => {
      const n = optionNames(o);
      return [`--${n.long}`, ...(n.short ? [`-${n.short}`] : [])];
    });
    const guess = flag && closest(flag, known);
    throw usageError(`aye ${command.name}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, guess ? `Did you mean '${guess}'? See 'aye ${command.name} --help'.` : `See 'aye ${command.name} --help'.`);
  }
  return { args: [...parsed.args], options: parsed.options };
}

const wantsHelp = (args: string[]) => {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "-h" || a === "--help");
};

async function dispatch(argv: string[], ctx: Ctx): Promise<number> {
  const [first, ...rest] = argv;
  const out = (text: string) => ctx.io.write(1, text);
  if (first === undefined || first === "-h" || first === "--help") return out(mainHelp(VERSION)), EXIT.ok;
  if (first === "-v" || first === "--version") return out(`aye ${VERSION}\n`), EXIT.ok;
  if (first.startsWith("-")) {
    const guess = closest(first, GLOBAL_OPTIONS.flatMap((o) => [`--${optionNames(o).long}`]));
    throw usageError(`unknown option '${first}'`, guess ? `Did you mean '${guess}'?` : "See 'aye --help'.");
  }
  if (first === "help") {
    if (rest.length === 0) return out(mainHelp(VERSION)), EXIT.ok;
    return out(commandHelp(findCommand(rest[0]!))), EXIT.ok;
  }
  const command = findCommand(first);
  if (command.name === "run") {
    const input = parseRunArgs(rest);
    if (input === "help") return out(commandHelp(command)), EXIT.ok;
    return (await import("./commands/run.ts")).run(input, ctx);
  }
  if (wantsHelp(rest)) return out(commandHelp(command)), EXIT.ok;
  const { args, options } = await parse(command, rest);
  return handlers[command.name]!(args, options, ctx);
}

/** Runs aye; every failure becomes a message on stderr and an exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const ctx = makeCtx(io);
  try {
    return await dispatch(argv, ctx);
  } catch (error) {
    if (error instanceof AyeError) {
      ctx.ui.error(error.message, error.hint);
      return error.code;
    }
    if ((error as NodeJS.ErrnoException).code === "EPIPE") return EXIT.failed;
    if (io.env.AYE_DEBUG === "1") io.write(2, `${(error as Error).stack ?? error}\n`);
    ctx.ui.error(`aye failed: ${(error as Error).message}`, io.env.AYE_DEBUG === "1" ? undefined : "Run again with AYE_DEBUG=1 for details.");
    return EXIT.failed;
  }
}
