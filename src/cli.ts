/**
 * argv -> a command's input -> exit code. Options are checked against spec.ts;
 * `run` parses its own, since every word from the command on is the command's.
 */
import { parseRunArgs } from "./commands/run-args.ts";
import { type Ctx, makeCtx } from "./context.ts";
import { AyeError, EXIT, usageError } from "./errors.ts";
import { storeWriteProblem } from "./store/dir.ts";
import { commandHelp, mainHelp } from "./help.ts";
import { type Options, parseArgs } from "./parse-args.ts";
import { type Io, OutputError } from "./io.ts";
import { COMMANDS, type CommandSpec, GLOBAL_OPTIONS, optionNames } from "./spec.ts";
import { closest } from "./suggest.ts";
import { VERSION, buildInfo, versionLine } from "./version.ts";

export { VERSION };

/** Each command's module is loaded only when that command runs: start-up is part of the product. */
const handlers: Record<string, (args: string[], options: Options, ctx: Ctx) => Promise<number>> = {
  ask: async (args, o, ctx) =>
    (await import("./commands/ask.ts")).ask(
      {
        words: args,
        attach: o.attach !== false,
        attachId: typeof o.attach === "string" ? o.attach : undefined,
        printPrompt: o.printPrompt === true,
        provider: text(o.provider, "--provider"),
        model: text(o.model, "--model"),
        system: text(o.system, "--system"),
        continue: o.continue !== undefined,
        continueId: typeof o.continue === "string" ? o.continue : undefined,
        asking: asking(o),
      },
      ctx,
    ),
  chat: async (_args, o, ctx) =>
    (await import("./commands/chat.ts")).chat(
      {
        provider: text(o.provider, "--provider"),
        model: text(o.model, "--model"),
        system: text(o.system, "--system"),
        continue: o.continue !== undefined,
        continueId: typeof o.continue === "string" ? o.continue : undefined,
        role: text(o.role, "--role"),
        temperature: o.temperature === undefined ? undefined : temperatureValue(text(o.temperature, "--temperature")!),
        maxTokens: o.maxTokens === undefined ? undefined : positive(o.maxTokens, "--max-tokens"),
        yolo: o.yolo === true,
      },
      ctx,
    ),
  chats: async ([action, ...args], o, ctx) =>
    (await import("./commands/chats.ts")).chats(
      { action, args, limit: o.limit === undefined ? 20 : positive(o.limit, "--limit"), json: o.json === true, format: text(o.format, "--format") },
      ctx,
    ),
  fix: async (args, o, ctx) =>
    (await import("./commands/fix.ts")).fix(
      {
        runArgv: args,
        command: text(o.command, "--command"),
        exit: o.exit === undefined ? undefined : exitCode(o.exit),
        llm: o.llm === true,
        noLlm: o.llm === false,
        print: o.print === true,
        yes: o.yes === true,
        cache: o.cache !== false,
        provider: text(o.provider, "--provider"),
        model: text(o.model, "--model"),
        printPrompt: o.printPrompt === true,
      },
      ctx,
    ),
  llm: async (words, o, ctx) =>
    (await import("./commands/llm.ts")).llm(
      {
        words,
        provider: text(o.provider, "--provider"),
        list: o.list === true,
        models: o.models === true,
        json: o.json === true,
        attach: o.attach === true,
        model: text(o.model, "--model"),
        system: text(o.system, "--system"),
        asking: asking(o),
      },
      ctx,
    ),
  roles: async ([action, name, ...rest], o, ctx) => (await import("./commands/roles.ts")).roles({ kind: "roles", action, name, rest, json: o.json === true }, ctx),
  templates: async ([action, name, ...rest], o, ctx) => (await import("./commands/roles.ts")).roles({ kind: "templates", action, name, rest, json: o.json === true }, ctx),
  exec: async (args, o, ctx) =>
    (await import("./commands/exec.ts")).exec(
      {
        words: args,
        timeoutMs: o.timeout === undefined ? undefined : positive(o.timeout, "--timeout", "milliseconds, as the agent's tool takes them: --timeout 5000"),
        check: o.check === undefined ? undefined : positive(o.check, "--check"),
        kill: o.kill === undefined ? undefined : positive(o.kill, "--kill"),
        list: o.list === true,
        json: o.json === true,
      },
      ctx,
    ),
  mcp: async (_args, _o, ctx) => (await import("./commands/mcp.ts")).mcp(ctx),
  show: async (args, o, ctx) => (await import("./commands/show.ts")).show({ id: args[0], log: o.log === true, json: o.json === true }, ctx),
  log: async (_args, o, ctx) =>
    (await import("./commands/log.ts")).log({ limit: o.limit === undefined ? 20 : positive(o.limit, "--limit"), json: o.json === true }, ctx),
  clear: async (_args, o, ctx) => (await import("./commands/clear.ts")).clear({ all: o.all === true, json: o.json === true }, ctx),
  config: async (_args, o, ctx) => (await import("./commands/config.ts")).showConfig({ json: o.json === true }, ctx),
  shell: async (args, o, ctx) => (await import("./commands/shell.ts")).shell({ shell: args[0], always: o.always === true }, ctx),
  init: async (args, _o, ctx) => (await import("./commands/init.ts")).init(args[0]!, ctx),
  completions: async (args, _o, ctx) => (await import("./commands/completions.ts")).completions(args[0]!, ctx),
};

/** The options of how a question is put (ask, llm). */
function asking(o: Options) {
  const temperature = text(o.temperature, "--temperature");
  return {
    role: text(o.role, "--role"),
    template: text(o.template, "--template"),
    vars: typeof o.var === "string" ? o.var.split("\0") : [],
    temperature: temperature === undefined ? undefined : temperatureValue(temperature),
    maxTokens: o.maxTokens === undefined ? undefined : positive(o.maxTokens, "--max-tokens"),
    stream: o.stream !== false,
    json: o.jsonAnswer === true,
  };
}

function temperatureValue(value: string): number {
  const n = Number(value);
  if (!/^\s*\d*\.?\d+\s*$/.test(value) || !(n >= 0 && n <= 2)) throw usageError(`--temperature takes a number from 0 to 2, not '${value}'`, "For example: --temperature 0.2");
  return n;
}

function text(value: unknown, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "boolean") throw usageError(`${flag} needs a value`);
  return String(value);
}

function exitCode(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 255) throw usageError(`--exit takes an exit code from 0 to 255, not '${value}'`);
  return n;
}

function positive(value: unknown, flag: string, unit?: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw usageError(`${flag} takes a whole number above 0, not '${value}'`, unit ? `In ${unit}.` : undefined);
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

const wantsHelp = (args: string[]) => {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "-h" || a === "--help");
};

/** `aye --version [--json]`: what was built, from which commit, when, for which platform. */
function version(rest: string[], out: (text: string) => void): number {
  const extra = rest.find((a) => a !== "--json");
  if (extra !== undefined) throw usageError(`'${extra}' does not go with --version`, "Use 'aye --version' or 'aye --version --json'.");
  const info = buildInfo();
  out(rest.includes("--json") ? `${JSON.stringify(info)}\n` : versionLine(info));
  return EXIT.ok;
}

async function dispatch(argv: string[], ctx: Ctx): Promise<number> {
  const [first, ...rest] = argv;
  const out = (text: string) => ctx.io.write(1, text);
  if (first === undefined || first === "-h" || first === "--help") return out(mainHelp(VERSION)), EXIT.ok;
  if (first === "-v" || first === "--version") return version(rest, out);
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
  const { args, options } = parseArgs(command, rest);
  // A broken config file stops every command that could read it, so no command quietly uses half of it;
  // aye run and aye fix carry on with the defaults (a typo must not keep a failure from being fixed),
  // aye config shows the mistake, and reading one's own captures (log, show, clear), init, completions
  // and the agent's bash tool (exec, mcp) need no settings.
  if (command.name === "fix") withDefaultsIfBroken(ctx, "aye fix");
  else if (!["config", "shell", "init", "completions", "exec", "mcp", "log", "show", "clear"].includes(command.name)) ctx.config();
  return handlers[command.name]!(args, options, ctx);
}

/** A broken config file is said once, and the command goes on with the default settings. */
function withDefaultsIfBroken(ctx: Ctx, who: string): void {
  try {
    ctx.config();
  } catch (error) {
    if (!(error instanceof AyeError)) throw error;
    ctx.ui.warn(`${error.message}${error.hint ? ` (${error.hint})` : ""}; ${who} goes on with the default settings`);
    const defaults = ctx.defaults();
    ctx.config = () => defaults;
  }
}

/** Runs aye; every failure becomes a message on stderr and an exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const ctx = makeCtx(io);
  try {
    const code = await dispatch(argv, ctx);
    // A read-only HOME: the command worked on a copy of the store; what it changed there is gone, said once.
    const store = ctx.openedStore();
    if (store?.unwritable && store.changed) ctx.ui.warn(`cannot write the capture store in ${ctx.storeDir} (${store.unwritable}): what this command changed there is not kept`);
    return code;
  } catch (error) {
    if (error instanceof AyeError) {
      ctx.ui.error(error.message, error.hint);
      return error.code;
    }
    // The reader of aye's output left (aye log | head -1): quiet, as a program that SIGPIPE ends.
    if (error instanceof OutputError && error.code === "EPIPE") return EXIT.pipe;
    if (error instanceof OutputError) {
      const problem = error.code === "ENOSPC" ? "no space left on the device" : error.message;
      try {
        ctx.ui.error(`cannot write to ${error.fd === 1 ? "stdout" : "stderr"}: ${problem}`);
      } catch {}
      return EXIT.failed;
    }
    const problem = storeWriteProblem(error);
    if (problem) {
      ctx.ui.error(`cannot write the capture store in ${ctx.storeDir}: ${problem}`, "Free some space or make it writable, or point XDG_CACHE_HOME at another folder. Reading (aye log, aye show) still works.");
      return EXIT.failed;
    }
    if (io.env.AYE_DEBUG === "1") io.write(2, `${(error as Error).stack ?? error}\n`);
    ctx.ui.error(`aye failed: ${(error as Error).message}`, io.env.AYE_DEBUG === "1" ? undefined : "Run again with AYE_DEBUG=1 for details.");
    return EXIT.failed;
  }
}
