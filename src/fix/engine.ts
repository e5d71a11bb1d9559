/** Offline corrections: every rule over the failure, ranked and without repeats. */
import { advice } from "./rules/advice.ts";
import { build, cmakeGenerator, cmakeTarget } from "./rules/build.ts";
import { capitalValue, choices, optionBeforeSubcommand, outOfRange, sshKeyword } from "./rules/choices.ts";
import { chmodRecursive, goDuration, timeAgo, optionFirst, optionSyntax, singleCharacter, patchLevel, conflictingOptions, numberWord, quoteGluedOption, spacedAssignment, strayContinuation, tarArchive, unclosedPattern, unquotedValue } from "./rules/syntax.ts";
import { archiveKind, files, findPath, jqKey } from "./rules/files.ts";
import { packages } from "./rules/packages.ts";
import { commandNotFound, dashedProgram, doubled, gluedOption, killByName, mixedQuotes, nestedSlip, noBreakSpace, slippedSubcommand, swappedSubcommands, unknownSubcommand } from "./rules/commands.ts";
import { missingRun, shortOption, strayOption, subcommandAsOption, singleDash, strangeOption, unknownFlag } from "./rules/flags.ts";
import { detachedPull, git } from "./rules/git.ts";
import { manSection, named } from "./rules/named.ts";
import { directories, fileBelow, foreignHome, missingFile, permissions, splitPath } from "./rules/paths.ts";
import { composerInstall, cargoPlugin, composeService, dockerBuild, dockerImage, dockerReference, pickListed, ending, goModule, helmRelease, java, kubeContext, makeTargets, node, notInstalled, npmScripts, npxVerb, perlModule, python, rustChannel, rustTarget } from "./rules/runtimes.ts";
import { remote, urlScheme } from "./rules/remote.ts";
import { sql } from "./rules/sql.ts";
import { toolHints } from "./rules/tool-hints.ts";
import { ORDER_RULES } from "./rules/order.ts";
import { HABIT_RULES } from "./rules/habits.ts";
import { KEY_VALUE_RULES } from "./rules/key-value.ts";
import { OPERAND_RULES } from "./rules/operand-shapes.ts";
import { ELSEWHERE_RULES } from "./rules/elsewhere.ts";
import { gitState } from "./rules/git-state.ts";
import { AROUND_RULES } from "./rules/around.ts";
import { declaredName } from "./rules/declared-names.ts";
import { levelTooDeep, usageFit } from "./rules/usage-fit.ts";
import { subcommandByOptions } from "./rules/options-fit.ts";
import { exampleFilled } from "./rules/example.ts";
import { SPELLED_RULES } from "./rules/spelled.ts";
import { unseen } from "./rules/unseen.ts";
import { awkProgram, testBracket, blockSeparator, findTerminator } from "./rules/shell-syntax.ts";
import type { Failure, Rule, Source, Suggestion, World } from "./types.ts";
import { chain, pipeline, rewrap, shellScript, unwrapped } from "./parts.ts";
import { escapeRegExp } from "./words.ts";
import { splitWords } from "./words.ts";
import { validated } from "./validate.ts";
import { withOtherSlips } from "./slips.ts";
import { type Gate, precise } from "./precision.ts";
import type { Calibration } from "./precision.gen.ts";

// By name as written: the compiled binary minifies functions' names, and the precision gates (src/fix/precision.gen.ts) measure rules by theirs.
const RULES: [string, Rule][] = Object.entries({ doubled, noBreakSpace, blockSeparator, findTerminator, testBracket, awkProgram, strayContinuation, quoteGluedOption, mixedQuotes, spacedAssignment, ...ORDER_RULES, ...KEY_VALUE_RULES, ...OPERAND_RULES, ...ELSEWHERE_RULES, ...HABIT_RULES, gitState, ...AROUND_RULES, declaredName, usageFit, subcommandByOptions, levelTooDeep, exampleFilled, ...SPELLED_RULES, toolHints, goModule, advice, dashedProgram, gluedOption, swappedSubcommands, nestedSlip, optionBeforeSubcommand, npmScripts, choices, capitalValue, sshKeyword, outOfRange, singleDash, shortOption, optionSyntax, singleCharacter, unquotedValue, unclosedPattern, patchLevel, tarArchive, chmodRecursive, optionFirst, conflictingOptions, numberWord, goDuration, timeAgo, foreignHome, files, findPath, archiveKind, jqKey, packages, build, cmakeGenerator, cmakeTarget, permissions, commandNotFound, killByName, unknownSubcommand, unknownFlag, subcommandAsOption, missingRun, git, detachedPull, npxVerb, makeTargets, python, perlModule, node, composerInstall, java, sql, remote, urlScheme, kubeContext, cargoPlugin, helmRelease, dockerBuild, dockerReference, dockerImage, composeService, pickListed, ending, notInstalled, rustChannel, rustTarget, directories, missingFile, fileBelow, splitPath, manSection, unseen, strangeOption, strayOption });
const RANK: Record<Source, number> = { cache: 0, tool: 1, rule: 2, llm: 3 };

/** Best first: the cache, the tool's own hint, a rule's guess, the LLM; the same plan only once. */
export function rank(suggestions: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions
    .map((s, i) => [s, i] as const)
    .sort(([a, i], [b, j]) => RANK[a.source] - RANK[b.source] || i - j)
    .map(([s]) => s)
    .filter((s) => {
      const key = s.commands.join("\n");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A rule's suggestions; a rule that trips on odd input must not cost the others. */
function tryRule([name, rule]: [string, Rule], failure: Failure, world: World): Suggestion[] {
  try {
    return rule(failure, world).map((s) => (s.rule ? s : { ...s, rule: name }));
  } catch {
    return [];
  }
}

function applyRules(failure: Failure, world: World): Suggestion[] {
  let all = RULES.flatMap((rule) => tryRule(rule, failure, world));
  // A subcommand typed one slip from a known one misleads the tool too: a hint that keeps the slip is no fix.
  const slip = slippedSubcommand(failure.argv);
  if (slip) all = all.filter((s) => splitWords(s.commands[0] ?? "")[1] !== slip.word);
  // The last resort only when no rule knew the failure.
  return all.length ? all : tryRule(["named", named], failure, world);
}

/** For a chain, the first step some rule can put right, put right in its place. */
function inChain(failure: Failure, world: World): Suggestion[] {
  const parts = chain(failure.command);
  if (!parts) return [];
  // The first 32 steps: the one that failed stands early in any line a person writes.
  for (const [i, step] of parts.steps.slice(0, 32).entries()) {
    const found = applyRules({ ...failure, command: step, argv: splitWords(step), chained: true }, world).filter((s) => !(s.commands.length === 1 && s.commands[0] === step));
    if (!found.length) continue;
    const line = (replacement: string) => parts.steps.map((s, j) => (j === i ? replacement : s)).reduce((text, s, j) => (j === 0 ? s : `${text}${parts.joins[j - 1]}${s}`), "");
    return found.map((s) => ({ ...s, commands: [line(s.commands.join(" && "))] }));
  }
  return [];
}

/**
 * `cat notes.txt | wc -1`: the command of a pipeline after the first that the
 * output blames ("wc: invalid option", "bash: grpe: command not found"), as a
 * failure of its own, and how to put its fix back in the line.
 */
function blamedInPipeline(f: Failure): { inner: Failure; put: (fixed: string) => string } | undefined {
  const pieces = pipeline(f.command);
  if (!pieces) return undefined;
  for (const piece of pieces.slice(1)) {
    const text = piece.text.trim();
    const program = splitWords(text)[0];
    if (!program || !/^[\w.+-]+$/.test(program)) continue;
    const p = escapeRegExp(program);
    if (!new RegExp(`(?:^|\\n)(?:(?:ba|z|da|k)?sh: (?:line \\d+: )?)?${p}: |command not found: ${p}\\b`).test(f.output)) continue;
    const start = f.command.indexOf(text, piece.at);
    return { inner: { ...f, command: text, argv: splitWords(text) }, put: (fixed) => `${f.command.slice(0, start)}${fixed}${f.command.slice(start + text.length)}` };
  }
  return undefined;
}

/**
 * `cd scr && make` made `cd src`: a rule that read the whole chain as one command and fixed its first step dropped the
 * steps after it, which the person still means to run. A plan for a chain ends with its last step (as typed, or with
 * its own words put right: the same program); the chain's own fixes (inChain) put each step back in its place.
 */
function keepingLaterSteps(found: Suggestion[], f: Failure): Suggestion[] {
  const parts = found.length ? chain(f.command) : undefined;
  // Steps joined by `;` may be one shell construct (`for f in *; do …; done`), which the shell-syntax rules rewrite whole.
  if (!parts || parts.joins.some((j) => j !== " && ")) return found;
  const last = parts.steps.at(-1)!;
  const program = (step: string) => splitWords(step).find((w) => !/^[A-Za-z_]\w*=/.test(w) && !/^(?:sudo|doas)$/.test(w));
  return found.filter((s) => {
    const plan = s.commands.join(" && ").trim();
    if (plan.endsWith(last)) return true;
    return program(splitWords(plan).includes("&&") || plan.includes(";") ? (chain(plan)?.steps.at(-1) ?? plan) : plan) === program(last);
  });
}

/** `table`: the precision gates' calibration (src/fix/precision.gen.ts); the tests of a rule pass one with no threshold. */
export function offlineSuggestions(failure: Failure, world: World, table?: Calibration): Suggestion[] {
  return offlineReport(failure, world, table).found;
}

/**
 * The rules' suggestions, ranked, and the guesses validation rejected (for the LLM's prompt); among those, the ones
 * aye abstains from for want of evidence (src/fix/precision.ts), with the gate that stopped each.
 */
export function offlineReport(failure: Failure, world: World, table?: Calibration): { found: Suggestion[]; rejected: Suggestion[]; abstained: { suggestion: Suggestion; gate: Gate }[] } {
  const report = candidateReport(failure, world);
  const { kept, abstained } = precise(report.found, failure, table);
  // The guesses aye was unsure of first: they passed every check of what is here.
  const unsure = abstained.map(({ suggestion, gate }) => ({ ...suggestion, why: `${suggestion.why}; aye was unsure: ${gate}` }));
  return { found: kept, rejected: [...unsure, ...report.rejected], abstained };
}

/** Every rule's suggestions that validation kept, ranked, before any precision gate. */
export function candidateReport(failure: Failure, world: World): { found: Suggestion[]; rejected: Suggestion[] } {
  // A later command of a pipeline that the output blames is read alone: the line's first program did not fail.
  const piped = blamedInPipeline(failure);
  // Only a fix of one command goes back in its place: a plan of steps has no place inside a pipe.
  const all = piped ? applyRules(piped.inner, world).filter((s) => s.commands.length === 1).map((s) => ({ ...s, commands: [piped.put(s.commands[0]!)] })) : keepingLaterSteps(applyRules(failure, world), failure);
  const wrapped = piped ? undefined : unwrapped(failure);
  if (wrapped) all.push(...applyRules(wrapped.inner, world).map((s) => rewrap(s, wrapped.prefix, wrapped.inner.argv[0]!)));
  all.push(...inChain(failure, world));
  // sh -c 'script': the script's own fixes, as one script again.
  const script = shellScript(failure);
  if (script) all.push(...candidateReport(script.inner, world).found.map((s) => ({ ...s, commands: [script.put(s.commands.join(" && "))] })));
  // A plan that is only the failed command again is no correction.
  const supported = validated(all, failure, world);
  const passed = new Set(supported);
  const rejected = all.filter((s) => !passed.has(s));
  const kept = supported.map((s) => withOtherSlips(s, failure, world));
  return { found: rank(kept.filter((s) => s.commands.every((c) => c.trim()) && !(s.commands.length === 1 && s.commands[0] === failure.command))), rejected };
}

export function failureFrom(command: string, output: string, exitCode: number | null, cwd: string): Failure {
  return { command: command.trim(), argv: splitWords(command.trim()), output, exitCode, cwd };
}

/**
 * The shape of a failure, for the cache of corrections that worked: the command
 * and the last lines of its output with numbers, hashes and times taken out.
 */
export function failureShape(f: Failure): string {
  const tail = f.output
    .trimEnd()
    .split("\n")
    .slice(-5)
    .map((line) => line.replace(/\b[0-9a-f]{7,}\b/gi, "#").replace(/\d+/g, "0").trim())
    .join("\n");
  return `${f.command}\n${f.exitCode ?? ""}\n${tail}`;
}
