/**
 * `aye fix`: the last failure (or one given), corrections from the cache, the
 * offline rules and then an LLM, a choice, and the chosen plan run through the
 * `run` pipeline. Nothing runs without the person's say-so; a dangerous plan
 * only after a typed `yes`.
 */
import { readFileSync, statSync } from "node:fs";
import type { Ctx } from "../context.ts";
import { AyeError, EXIT, usageError } from "../errors.ts";
import { failureFrom, failureShape, offlineReport, rank } from "../fix/engine.ts";
import { FIX_SYSTEM, fixPrompt, parseReply } from "../fix/llm.ts";
import type { Failure, Suggestion } from "../fix/types.ts";
import { realWorld } from "../fix/world.ts";
import { planText } from "../guard/plan-text.ts";
import { hasControl, visible } from "../guard/visible.ts";
import type { Capture } from "../store/captures.ts";
import { sanitize } from "../capture/sanitize.ts";
import { handToHistory } from "../shell/history.ts";
import { parseRecord } from "./init.ts";

export interface FixInput {
  /** `aye fix -- CMD`: run it first, fix it if it fails. */
  runArgv: string[];
  /** `--command CMD`: a failure from elsewhere, its output on stdin. */
  command?: string;
  exit?: number;
  llm: boolean;
  noLlm: boolean;
  print: boolean;
  yes: boolean;
  cache: boolean;
  provider?: string;
  model?: string;
  /** `--print-prompt`: print the prompt the LLM would get (with what the rules looked at), send nothing. */
  printPrompt?: boolean;
}

const plan = (s: Suggestion) => planText(s.commands);

function fromCapture(c: Capture): Failure {
  const output = [c.stdout, c.stderr].filter(Boolean).join(c.stdout.endsWith("\n") ? "" : "\n");
  return failureFrom(c.command, output, c.exitCode, c.cwd);
}

/** The failure to fix, or the exit code when `aye fix -- CMD` succeeded and there is nothing to fix. */
async function findFailure(input: FixInput, ctx: Ctx): Promise<Failure | number> {
  if (input.runArgv.length) {
    const { run } = await import("./run.ts");
    const code = await run({ argv: input.runArgv, timeoutMs: 0, always: false, capture: true }, ctx);
    if (code === 0) {
      ctx.ui.note("It worked; nothing to fix.");
      return 0;
    }
    const captured = ctx.store().peek(ctx.scope());
    if (!captured) throw new AyeError("the command failed, but its output could not be kept", { hint: "See the warning above." });
    return fromCapture(captured);
  }
  if (input.command !== undefined) {
    if (!input.command.trim()) throw usageError("--command needs the command line that failed");
    const limit = ctx.config().values["prompt.max_input_bytes"];
    const raw = ctx.io.isTTY.stdin ? "" : await ctx.io.stdinText(limit);
    if (raw === undefined) throw (await import("./answer.ts")).tooLarge("the piped output", limit);
    // Read as a capture would be: escapes and controls out, whatever the source printed.
    const output = sanitize(raw);
    return failureFrom(input.command, output, input.exit ?? null, ctx.io.cwd);
  }
  // A failure the shell hook recorded, with no capture: its output read back from the terminal, if it holds it.
  // Loaded only where the hook keeps a record (adopt.ts reads none elsewhere), as the guard and the context below:
  // the read-back loads the redaction, which a fix of a capture or of a given failure (--command) does without.
  const adopt = ctx.io.env.AYE_LAST_COMMAND_FILE ? await import("../shell/adopt.ts") : undefined;
  adopt?.adoptQuietly(ctx);
  const store = ctx.store();
  const mine = store.peek(ctx.scope());
  const captured = mine ?? store.latest();
  const recorded = recordedFailure(ctx);
  // The shell hook saw a failure that did not go through aye, and it is newer than the last capture
  // (in aye shell, the capture of that very line is as new: it wins).
  const same = recorded && captured && adopt?.covers(captured, { command: recorded.failure.command, cwd: recorded.failure.cwd, at: recorded.at });
  if (recorded && !same && (!captured || recorded.at > captured.createdAt)) {
    if (!recorded.failure.output && !ctx.io.env.AYE_KEY) ctx.ui.note("The output of that command was not captured: for better fixes, run it as aye fix -- COMMAND.");
    // The hook's file is this shell's own: the same terminal.
    return placed(recorded.failure, recorded.at, true, input, ctx);
  }
  if (!captured) {
    throw new AyeError("there is no failed command to fix", {
      hint: "Run it through aye (aye fix -- npm test, or aye run npm test), or pass one: aye fix --command 'CMD' < output.txt",
    });
  }
  return placed(fromCapture(captured), captured.createdAt, mine !== undefined || captured.scope === ctx.scope(), input, ctx);
}

/**
 * A fix belongs to the folder, and the terminal, the command failed in: there
 * it is offered as always. Elsewhere aye says where and how long ago it failed,
 * and runs nothing unattended (`--yes`) nor hands a line to the shell (`--print`).
 */
async function placed(failure: Failure, at: number, sameTerminal: boolean, input: FixInput, ctx: Ctx): Promise<Failure> {
  if (failure.cwd === ctx.io.cwd && sameTerminal) return failure;
  const { age } = await import("./log.ts");
  const where = `${failure.cwd === ctx.io.cwd ? "here" : `in ${failure.cwd}`}${sameTerminal ? "" : " in another terminal"}, ${age(Date.now() - at)}`;
  const what = visible(failure.command, true);
  if (input.yes || input.print) {
    throw new AyeError(`the last failure, ${what}, was ${where}`, {
      hint: failure.cwd === ctx.io.cwd ? "Run aye fix there, or here without --yes/--print to choose." : `A fix belongs where it failed: cd ${failure.cwd} && aye fix (or aye fix here without --yes/--print to choose).`,
    });
  }
  ctx.ui.warn(`${what} failed ${where}; a fix chosen here runs in ${ctx.io.cwd}`);
  return failure;
}

/**
 * The last command line the shell hook (`aye init`) recorded, when it failed and
 * was not aye itself. Its output was not captured; for a missing command the
 * shell's message is known, so the rules still have something to read.
 */
function recordedFailure(ctx: Ctx): { failure: Failure; at: number } | undefined {
  const path = ctx.io.env.AYE_LAST_COMMAND_FILE;
  if (!path) return undefined;
  let text: string;
  let at: number;
  try {
    text = readFileSync(path, "utf8");
    at = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const record = parseRecord(text);
  if (!record) return undefined;
  const { status: code, cwd, command } = record;
  if (!command || !cwd || !(code > 0)) return undefined;
  const failure = failureFrom(command, "", code, cwd);
  // Each command word of the line (after ; && || |), to find the one the shell could not find.
  const head = (i: number) => i === 0 || ["&&", "||", ";", "|"].includes(failure.argv[i - 1]!);
  const heads = failure.argv.filter((_w, i) => head(i));
  // A line that ran aye (clear; aye run make): aye's own capture tells more than the line.
  if (failure.argv.some((w, i) => w === "aye" && (head(i) || (failure.argv[i - 1] === "command" && head(i - 1))))) return undefined;
  const missing = code === 127 ? heads.find((w) => !w.includes("/") && !w.includes("=") && !Bun.which(w, { PATH: ctx.io.env.PATH ?? "" })) : undefined;
  if (missing) failure.output = `${missing}: command not found\n`;
  return { failure, at };
}

/** The prompt the LLM gets for this failure: seed 003's, with what the rules looked at when they ran. */
async function llmPrompt(failure: Failure, ctx: Ctx, context?: string): Promise<string> {
  // The shell and the directory are in seed 003's prompt already; prompt.context adds the OS.
  const os = ctx.config().values["prompt.context"] ? (await import("../prompt/environment.ts")).readEnvironment(ctx.io.env, failure.cwd).os : undefined;
  return fixPrompt(failure, ctx.io.env.SHELL ?? "sh", os, context);
}

async function askLlm(failure: Failure, input: FixInput, ctx: Ctx, context?: string): Promise<Suggestion[]> {
  // Loaded here: an offline fix never needs the providers.
  const { providers, trapSignals } = await import("./answer.ts");
  const provider = await providers(ctx).choose(input.provider);
  const stop = ctx.ui.spinner(`asking ${provider.name} for a fix…`);
  let reply = "";
  const controller = new AbortController();
  const trap = trapSignals(ctx, controller);
  try {
    const prompt = await llmPrompt(failure, ctx, context);
    for await (const piece of provider.stream({ prompt, system: FIX_SYSTEM, model: input.model }, controller.signal)) reply += piece;
  } finally {
    stop();
    trap.untrap();
  }
  if (controller.signal.aborted) throw new AyeError("cancelled", { code: trap.code() ?? EXIT.cancelled });
  const commands = parseReply(reply);
  if (!commands.length) {
    ctx.ui.warn(`${provider.name}'s reply held no command${reply.trim() ? `:\n${reply.trim().split("\n").slice(0, 8).join("\n")}` : " (it was empty)"}`);
    return [];
  }
  return [{ commands, source: "llm", why: `${provider.name}'s suggestion` }];
}

/**
 * Plans fit to show: one that holds control characters could look like another
 * command on screen than the one it runs, so it is never offered. A plan over
 * several lines keeps its newlines and tabs; the menu shows them escaped.
 */
function showable(suggestions: Suggestion[], ctx: Ctx): Suggestion[] {
  return suggestions.filter((s) => {
    if (!s.commands.some((c) => hasControl(c.replace(/[\n\t]/g, " "), true))) return true;
    ctx.ui.warn(`a suggestion held control characters and was dropped: ${visible(plan(s), true)}`);
    return false;
  });
}

/** The offline rules; `mayRun` lets them read a tool's --help (the person agreed). */
function offline(failure: Failure, ctx: Ctx, mayRun: boolean): { found: Suggestion[]; unsure: Suggestion[]; wanted: string[][]; context: () => Promise<string> } {
  const world = realWorld(ctx.io.env, { mayRun });
  const report = offlineReport(failure, world);
  // What aye abstained from (src/fix/precision.ts): never first, never run unattended; shown only when asked for.
  const unsure = report.abstained.map(({ suggestion, gate }) => ({ ...suggestion, why: `${suggestion.why}; unsure: ${gate}` }));
  // Only the LLM reads it: redacting it, and loading the redaction, waits until one is asked.
  return { found: report.found, unsure, wanted: world.wanted, context: async () => (await import("../fix/context.ts")).fixContext(failure, world, report.rejected) };
}

/** Cache, rules, and the LLM when the rules found nothing (or when asked to use only it). */
async function suggest(failure: Failure, input: FixInput, ctx: Ctx, withLlm: boolean): Promise<{ suggestions: Suggestion[]; unsure: Suggestion[]; wanted: string[][]; context: () => Promise<string | undefined> }> {
  const found: Suggestion[] = [];
  let unsure: Suggestion[] = [];
  let wanted: string[][] = [];
  let context = async (): Promise<string | undefined> => undefined;
  const known = input.cache ? ctx.store().knownFix(failureShape(failure)) : undefined;
  if (known) found.push({ commands: known, source: "cache", why: "fixed it last time" });
  if (!input.llm) {
    const rules = offline(failure, ctx, false);
    found.push(...rules.found);
    unsure = rules.unsure;
    wanted = rules.wanted;
    let once: Promise<string> | undefined;
    context = () => (once ??= rules.context());
  }
  if (!input.noLlm && (input.llm || (withLlm && found.length === 0))) {
    // Said before any hint the LLM gives: what follows is a model's guess, not a rule's.
    if (!input.llm) ctx.ui.note("no offline correction found; asking the LLM");
    found.push(...(await askLlm(failure, input, ctx, await context())));
  }
  return { suggestions: showable(rank(found), ctx), unsure, wanted, context };
}

/** A suggestion on one line for a listing: the plan, why, and what it needs. */
async function describe(s: Suggestion, ctx: Ctx): Promise<string> {
  const { judge, verdictNotes } = await import("../guard/to-shell.ts");
  const v = await judge(plan(s), ctx.io.cwd);
  const notes = [s.why, ...verdictNotes(v)];
  return visible(`${plan(s)}    (${notes.join("; ")})`, true);
}

/**
 * The best plan, if --yes may run it: one known to only read or write in this
 * folder (installing what the project declares, a pull from the upstream),
 * or the person's own command corrected that is not known to destroy; never a
 * dangerous one, another install, or a change of settings.
 */
async function unattended(best: Suggestion, failure: Failure, ctx: Ctx): Promise<string[]> {
  const { effectNote, judge, unattendedRefusal } = await import("../guard/to-shell.ts");
  const v = await judge(plan(best), ctx.io.cwd, failure);
  if (v.dangers.length) {
    throw new AyeError(`not running a dangerous command without confirmation: ${plan(best)}`, { hint: `It ${v.dangers.join("; ")}. Run aye fix at a terminal to confirm it.` });
  }
  if (v.installs) throw new AyeError(`not installing anything without your choice: ${plan(best)}`, { hint: `It ${v.installs}. Run aye fix at a terminal to choose it.` });
  if (v.settings) throw new AyeError(`not changing settings without your choice: ${plan(best)}`, { hint: `It ${v.settings}. Run aye fix at a terminal to choose it.` });
  const why = unattendedRefusal(v);
  if (why) {
    throw new AyeError(`not running without your choice: ${plan(best)}`, {
      hint: `It ${why}. With --yes aye runs only what it knows to read or write in this folder (installing what the project declares too, its packages' scripts off), or your own command corrected. Run aye fix at a terminal to choose it.`,
    });
  }
  // Said on stderr before it runs: a log of an unattended run shows what ran, and why it could.
  ctx.ui.note(`running ${planText(best.commands)} (it ${effectNote(v) || "reads only"})`);
  return best.commands;
}

/**
 * Runs a plan through the `run` pipeline, so a new failure is captured again: in the person's shell when they
 * chose it, in bash when no one did, since bash is the language it was judged in (zsh's glob qualifiers and
 * tied arrays run what bash would read as words).
 */
async function runPlan(commands: string[], ctx: Ctx, unattended: boolean): Promise<number> {
  const line = planText(commands);
  const own = ctx.io.env.SHELL && /\/(?:ba|z|k|da)?sh$/.test(ctx.io.env.SHELL) ? ctx.io.env.SHELL : "/bin/sh";
  const shell = !unattended || own.endsWith("/bash") ? own : (await import("../tool/spawn-bash.ts")).whichBash(ctx.io.env.PATH);
  const { run } = await import("./run.ts");
  return run({ argv: [shell, "-c", line], timeoutMs: 0, always: false, capture: true, display: line }, ctx);
}

/** A plan that starts by changing directory cannot do that for the person's shell; it is handed back instead. */
const changesDirectory = (commands: string[]) => /^cd(?:\s|$)/.test(commands[0] ?? "");

/** A line that starts with a shell builtin cannot be run again through aye. */
const BUILTIN = /^\s*(?:cd|source|\.|export|alias|unalias|set|unset|pushd|popd|exit|exec|eval|ulimit|umask)(?:\s|$)/;

const helpLine = (argv: string[]) => `${argv.join(" ")} --help`;

export async function fix(input: FixInput, ctx: Ctx): Promise<number> {
  if (input.llm && input.noLlm) throw usageError("--llm and --no-llm contradict each other");
  const interactive = ctx.io.isTTY.stdin && ctx.io.isTTY.stderr && !input.print && !input.yes;
  let failure = await findFailure(input, ctx);
  if (typeof failure === "number") return failure;
  if (input.printPrompt) {
    // What the LLM step would be sent, with what the rules looked at; nothing is sent.
    const context = input.llm ? undefined : await offline(failure, ctx, false).context();
    ctx.io.write(1, `${await llmPrompt(failure, ctx, context)}\n`);
    return EXIT.ok;
  }
  for (let round = 1; ; round++) {
    // The shell key with no output to read: a run through aye (handed back below) beats an LLM's guess from the line alone.
    const keyOnly = !!ctx.io.env.AYE_KEY && !failure.output;
    const { suggestions, unsure, wanted, context } = await suggest(failure, input, ctx, !interactive && !keyOnly);
    const lookUp = wanted.length ? `aye could read '${helpLine(wanted[0]!)}' for the right option, but runs none of your programs on its own: run aye fix at a terminal to allow it.` : "";
    if (input.print || input.yes) {
      const best = suggestions[0];
      if (!best && input.print && keyOnly && !BUILTIN.test(failure.command)) {
        // The shell key (aye init) found nothing without the output: it hands back a line that runs the
        // command again through aye, for the person to accept with Enter or not.
        ctx.io.write(1, `aye fix -- ${failure.command}\n`);
        ctx.ui.note("No fix is known without its output: press Enter to run it again through aye fix.");
        return EXIT.ok;
      }
      if (!best) {
        ctx.ui.error(`no correction for: ${failure.command}`, lookUp || undefined);
        return EXIT.failed;
      }
      if (input.print) {
        ctx.io.write(1, `${plan(best)}\n`);
        return EXIT.ok;
      }
    }
    if (!interactive && !input.yes) {
      if (!suggestions.length) {
        ctx.ui.error(`no correction for: ${failure.command}`, lookUp || (input.noLlm ? undefined : "No LLM answered either; see 'aye llm --list'."));
        return EXIT.failed;
      }
      for (const [i, s] of suggestions.entries()) ctx.io.write(1, `${i + 1}. ${await describe(s, ctx)}\n`);
      ctx.ui.note("Nothing was run: at a terminal aye fix asks; --yes runs the first, --print prints it.");
      return EXIT.ok;
    }
    let commands: string[];
    let proposed = true;
    if (input.yes) commands = await unattended(suggestions[0]!, failure, ctx);
    else {
      const { choose } = await import("../fix/choose.ts");
      const current = failure;
      const extras = [
        ...wanted.slice(0, 1).map((argv) => ({ label: `Read ${helpLine(argv)} for the right option (runs it)`, more: async () => showable(offline(current, ctx, true).found, ctx) })),
        ...(unsure.length ? [{ label: `Show ${unsure.length === 1 ? "a guess" : `${unsure.length} guesses`} aye is unsure of`, more: async () => showable(unsure, ctx) }] : []),
        ...(!input.noLlm && !suggestions.some((s) => s.source === "llm") ? [{ label: "Ask an LLM", more: async () => showable(await askLlm(current, input, ctx, await context()), ctx) }] : []),
      ];
      // The menu says "No offline correction found" above its options when it has none (choose.ts): before any hint a
      // model gives, so what it offers next is not taken for a rule's.
      const choice = await choose(failure, suggestions, ctx, extras);
      if (choice === "cancel") {
        // Said, so a closed menu does not look like a crash or a silent run.
        ctx.ui.note("Cancelled: nothing was run.");
        return EXIT.cancelled;
      }
      ({ commands, proposed } = choice);
    }
    if (changesDirectory(commands)) {
      // aye runs in a child process: a cd there would change nothing for the person.
      ctx.io.write(1, `${planText(commands)}\n`);
      ctx.ui.note("aye cannot change your shell's directory; run the line above (or set up 'aye init' to get it on your command line).");
      return EXIT.ok;
    }
    const code = await runPlan(commands, ctx, input.yes === true);
    handToHistory(commands.join(" && "), ctx.io.env);
    if (code === 0) {
      // Only what aye proposed is remembered: a line the person typed is theirs, not a fix for every such failure.
      if (input.cache && proposed) ctx.store().rememberFix(failureShape(failure), commands);
      return code;
    }
    const again = ctx.store().peek(ctx.scope());
    if (input.yes || !again || round >= 3) return code;
    const { confirmAgain } = await import("../fix/choose.ts");
    if (!(await confirmAgain(ctx))) return code;
    failure = fromCapture(again);
  }
}
