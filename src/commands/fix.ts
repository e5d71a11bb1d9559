/**
 * `aye fix`: the last failure (or one given), corrections from the cache, the
 * offline rules and then an LLM, a choice, and the chosen plan run through the
 * `run` pipeline. Nothing runs without the person's say-so; a dangerous plan
 * only after a typed `yes`.
 */
import { readFileSync, statSync } from "node:fs";
import type { Ctx } from "../context.ts";
import { AyeError, EXIT, usageError } from "../errors.ts";
import { dangers } from "../fix/danger.ts";
import { failureFrom, failureShape, offlineSuggestions, rank } from "../fix/engine.ts";
import { FIX_SYSTEM, fixPrompt, parseReply } from "../fix/llm.ts";
import type { Failure, Suggestion } from "../fix/types.ts";
import { realWorld } from "../fix/world.ts";
import type { Capture } from "../store/captures.ts";
import { providers, trapSignals } from "./answer.ts";
import { run } from "./run.ts";

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
}

const plan = (s: Suggestion) => s.commands.join(" && ");

function fromCapture(c: Capture): Failure {
  const output = [c.stdout, c.stderr].filter(Boolean).join(c.stdout.endsWith("\n") ? "" : "\n");
  return failureFrom(c.command, output, c.exitCode, c.cwd);
}

/** The failure to fix, or the exit code when `aye fix -- CMD` succeeded and there is nothing to fix. */
async function findFailure(input: FixInput, ctx: Ctx): Promise<Failure | number> {
  if (input.runArgv.length) {
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
    const output = ctx.io.isTTY.stdin ? "" : await ctx.io.stdinText();
    return failureFrom(input.command, output, input.exit ?? null, ctx.io.cwd);
  }
  const store = ctx.store();
  const captured = store.peek(ctx.scope()) ?? store.latest();
  const recorded = recordedFailure(ctx);
  // The shell hook saw a failure that did not go through aye, and it is newer than the last capture.
  if (recorded && (!captured || recorded.at > captured.createdAt)) return recorded.failure;
  if (!captured) {
    throw new AyeError("there is no failed command to fix", {
      hint: "Run it through aye (aye fix -- npm test, or aye run npm test), or pass one: aye fix --command 'CMD' < output.txt",
    });
  }
  return fromCapture(captured);
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
  const newline = text.indexOf("\n");
  const [status, cwd] = text.slice(0, newline).split("\t");
  const command = text.slice(newline + 1).replace(/\n+$/, "");
  const code = Number(status);
  if (!command || !cwd || !(code > 0) || /^(?:command\s+)?aye(?:\s|$)/.test(command)) return undefined;
  const failure = failureFrom(command, "", code, cwd);
  // Each command word of the line (after ; && || |), to find the one the shell could not find.
  const heads = failure.argv.filter((_w, i) => i === 0 || ["&&", "||", ";", "|"].includes(failure.argv[i - 1]!));
  const missing = code === 127 ? heads.find((w) => !w.includes("/") && !w.includes("=") && !Bun.which(w, { PATH: ctx.io.env.PATH ?? "" })) : undefined;
  if (missing) failure.output = `${missing}: command not found\n`;
  else ctx.ui.note("The output of that command was not captured: for better fixes, run it as aye fix -- COMMAND.");
  return { failure, at };
}

async function askLlm(failure: Failure, input: FixInput, ctx: Ctx): Promise<Suggestion[]> {
  const provider = await providers(ctx).choose(input.provider);
  const stop = ctx.ui.spinner(`asking ${provider.name} for a fix…`);
  let reply = "";
  const controller = new AbortController();
  const trap = trapSignals(ctx, controller);
  try {
    for await (const piece of provider.stream({ prompt: fixPrompt(failure, ctx.io.env.SHELL ?? "sh"), system: FIX_SYSTEM, model: input.model }, controller.signal)) reply += piece;
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

/** Cache, rules, and the LLM when the rules found nothing (or when asked to use only it). */
async function suggest(failure: Failure, input: FixInput, ctx: Ctx, withLlm: boolean): Promise<Suggestion[]> {
  const found: Suggestion[] = [];
  const known = input.cache ? ctx.store().knownFix(failureShape(failure)) : undefined;
  if (known) found.push({ commands: known, source: "cache", why: "fixed it last time" });
  if (!input.llm) found.push(...offlineSuggestions(failure, realWorld(ctx.io.env)));
  if (!input.noLlm && (input.llm || (withLlm && found.length === 0))) found.push(...(await askLlm(failure, input, ctx)));
  return rank(found);
}

async function describe(s: Suggestion): Promise<string> {
  const danger = await dangers(plan(s));
  return `${plan(s)}    (${s.why}${danger.length ? `; DANGEROUS: ${danger.join(", ")}` : ""})`;
}

/** Runs a plan through the `run` pipeline, so a new failure is captured again. */
async function runPlan(commands: string[], ctx: Ctx): Promise<number> {
  const line = commands.join(" && ");
  const shell = ctx.io.env.SHELL && /\/(?:ba|z|k|da)?sh$/.test(ctx.io.env.SHELL) ? ctx.io.env.SHELL : "/bin/sh";
  return run({ argv: [shell, "-c", line], timeoutMs: 0, always: false, capture: true, display: line }, ctx);
}

/** A plan that starts by changing directory cannot do that for the person's shell; it is handed back instead. */
const changesDirectory = (commands: string[]) => /^cd(?:\s|$)/.test(commands[0] ?? "");

export async function fix(input: FixInput, ctx: Ctx): Promise<number> {
  if (input.llm && input.noLlm) throw usageError("--llm and --no-llm contradict each other");
  const interactive = ctx.io.isTTY.stdin && ctx.io.isTTY.stderr && !input.print && !input.yes;
  let failure = await findFailure(input, ctx);
  if (typeof failure === "number") return failure;
  for (let round = 1; ; round++) {
    const suggestions = await suggest(failure, input, ctx, !interactive);
    if (input.print) {
      const best = suggestions[0];
      if (!best) {
        ctx.ui.error(`no correction for: ${failure.command}`);
        return EXIT.failed;
      }
      ctx.io.write(1, `${plan(best)}\n`);
      return EXIT.ok;
    }
    if (!interactive && !input.yes) {
      if (!suggestions.length) {
        ctx.ui.error(`no correction for: ${failure.command}`, input.noLlm ? undefined : "No LLM answered either; see 'aye llm --list'.");
        return EXIT.failed;
      }
      for (const [i, s] of suggestions.entries()) ctx.io.write(1, `${i + 1}. ${await describe(s)}\n`);
      ctx.ui.note("Nothing was run: at a terminal aye fix asks; --yes runs the first, --print prints it.");
      return EXIT.ok;
    }
    let commands: string[] | undefined;
    if (input.yes) {
      const best = suggestions[0];
      if (!best) {
        ctx.ui.error(`no correction for: ${failure.command}`);
        return EXIT.failed;
      }
      const danger = await dangers(plan(best));
      if (danger.length) {
        throw new AyeError(`not running a dangerous command without confirmation: ${plan(best)}`, { hint: `It ${danger.join(", ")}. Run aye fix at a terminal to confirm it.` });
      }
      commands = best.commands;
    } else {
      const { choose } = await import("../fix/choose.ts");
      const choice = await choose(failure, suggestions, ctx, !input.noLlm && !suggestions.some((s) => s.source === "llm"), () => askLlm(failure as Failure, input, ctx));
      if (choice === "cancel") return EXIT.cancelled;
      commands = choice;
    }
    if (changesDirectory(commands)) {
      // aye runs in a child process: a cd there would change nothing for the person.
      ctx.io.write(1, `${commands.join(" && ")}\n`);
      ctx.ui.note("aye cannot change your shell's directory; run the line above (or set up 'aye init' to get it on your command line).");
      return EXIT.ok;
    }
    const code = await runPlan(commands, ctx);
    if (code === 0) {
      if (input.cache) ctx.store().rememberFix(failureShape(failure), commands);
      return code;
    }
    const again = ctx.store().peek(ctx.scope());
    if (input.yes || !again || round >= 3) return code;
    const { confirmAgain } = await import("../fix/choose.ts");
    if (!(await confirmAgain(ctx))) return code;
    failure = fromCapture(again);
  }
}
