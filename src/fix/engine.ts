/** Offline corrections: every rule over the failure, ranked and without repeats. */
import { advice } from "./rules/advice.ts";
import { build } from "./rules/build.ts";
import { choices } from "./rules/choices.ts";
import { optionSyntax } from "./rules/syntax.ts";
import { files } from "./rules/files.ts";
import { packages } from "./rules/packages.ts";
import { commandNotFound, dashedProgram, doubled, unknownSubcommand } from "./rules/commands.ts";
import { singleDash, unknownFlag } from "./rules/flags.ts";
import { git } from "./rules/git.ts";
import { named } from "./rules/named.ts";
import { directories, missingFile, permissions } from "./rules/paths.ts";
import { dockerBuild, ending, java, makeTargets, node, notInstalled, npmScripts, python } from "./rules/runtimes.ts";
import { toolHints } from "./rules/tool-hints.ts";
import { unseen } from "./rules/unseen.ts";
import type { Failure, Rule, Source, Suggestion, World } from "./types.ts";
import { unwrap } from "./wrappers.ts";
import { escapeRegExp, splitWords } from "./words.ts";

const RULES: Rule[] = [doubled, toolHints, advice, choices, singleDash, optionSyntax, files, packages, build, permissions, commandNotFound, dashedProgram, unknownSubcommand, unknownFlag, git, npmScripts, makeTargets, python, node, java, dockerBuild, ending, notInstalled, directories, missingFile, unseen, named];
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

function applyRules(failure: Failure, world: World): Suggestion[] {
  const all: Suggestion[] = [];
  for (const rule of RULES) {
    try {
      all.push(...rule(failure, world));
    } catch {
      // a rule that trips on odd input must not cost the others
    }
  }
  return all;
}

/** Programs that run the rest of their line as a command of its own; sudo's reach covers every step of a plan. */
const WRAPPING = new Set(["sudo", "doas", "env", "nice", "nohup", "time", "timeout", "command", "stdbuf", "ionice"]);

/**
 * The command inside `sudo -E …`, `FOO=1 …` or `timeout 5 …`, with the words in
 * front of it as typed: rules then read `mkdir -p /opt/x` whatever runs it.
 * Only when those words are plain (no quotes), so the line is cut exactly.
 */
function unwrapped(f: Failure): { prefix: string; inner: Failure } | undefined {
  let at = 0;
  while (/^[A-Za-z_]\w*=/.test(f.argv[at] ?? "")) at++;
  const name = f.argv[at];
  if (name && WRAPPING.has(name)) {
    const u = unwrap(f.argv.slice(at));
    if (!u || !("runs" in u)) return undefined;
    at += u.runs;
  }
  if (at === 0 || at >= f.argv.length) return undefined;
  const words = f.argv.slice(0, at);
  if (!words.every((w) => /^[\w@%+=:,./-]+$/.test(w))) return undefined;
  const prefix = new RegExp(`^${words.map(escapeRegExp).join("\\s+")}\\s+`).exec(f.command)?.[0];
  if (!prefix) return undefined;
  const command = f.command.slice(prefix.length);
  return { prefix: prefix.trimEnd(), inner: { ...f, command, argv: f.argv.slice(at) } };
}

/** An inner plan put back in its wrapper: under sudo every step, else the steps that run the same program. */
function rewrap(s: Suggestion, prefix: string, program: string): Suggestion {
  const root = /^(?:sudo|doas)\b/.test(prefix);
  const commands = s.commands.map((c) => {
    if (root) return `${prefix} ${c.replace(/^(?:sudo|doas)\s+/, "")}`;
    return splitWords(c)[0] === program ? `${prefix} ${c}` : c;
  });
  return { ...s, commands };
}

/** The steps of `a && b; c` at the top level (quotes respected), and what joins them; undefined for one command. */
export function chain(command: string): { steps: string[]; joins: string[] } | undefined {
  const steps: string[] = [];
  const joins: string[] = [];
  let quote = "";
  let start = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "\\") i++;
    else if (c === ";" || command.startsWith("&&", i)) {
      steps.push(command.slice(start, i).trim());
      joins.push(c === ";" ? "; " : " && ");
      i += c === ";" ? 0 : 1;
      start = i + 1;
    }
  }
  steps.push(command.slice(start).trim());
  return steps.length > 1 && steps.every(Boolean) ? { steps, joins } : undefined;
}

/** For a chain, the first step some rule can put right, put right in its place. */
function inChain(failure: Failure, world: World): Suggestion[] {
  const parts = chain(failure.command);
  if (!parts) return [];
  for (const [i, step] of parts.steps.entries()) {
    const found = applyRules({ ...failure, command: step, argv: splitWords(step), chained: true }, world).filter((s) => !(s.commands.length === 1 && s.commands[0] === step));
    if (!found.length) continue;
    const line = (replacement: string) => parts.steps.map((s, j) => (j === i ? replacement : s)).reduce((text, s, j) => (j === 0 ? s : `${text}${parts.joins[j - 1]}${s}`), "");
    return found.map((s) => ({ ...s, commands: [line(s.commands.join(" && "))] }));
  }
  return [];
}

export function offlineSuggestions(failure: Failure, world: World): Suggestion[] {
  const all = applyRules(failure, world);
  const wrapped = unwrapped(failure);
  if (wrapped) all.push(...applyRules(wrapped.inner, world).map((s) => rewrap(s, wrapped.prefix, wrapped.inner.argv[0]!)));
  all.push(...inChain(failure, world));
  // A plan that is only the failed command again is no correction.
  return rank(all.filter((s) => s.commands.every((c) => c.trim()) && !(s.commands.length === 1 && s.commands[0] === failure.command)));
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
