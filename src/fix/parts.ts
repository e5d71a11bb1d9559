/**
 * Commands within a command line: the one inside a wrapper (`sudo -E …`,
 * `FOO=1 …`, `timeout 5 …`), the script of `sh -c '…'`, and the steps of a
 * chain (`a && b; c`), so rules read each as itself and their fixes are put
 * back in place.
 */
import type { Failure, Suggestion } from "./types.ts";
import { unwrap } from "../guard/shell/wrappers.ts";
import { escapeRegExp, quoteWord, splitWords } from "./words.ts";

/** Programs that run the rest of their line as a command of its own; sudo's reach covers every step of a plan. */
const WRAPPING = new Set(["sudo", "doas", "env", "nice", "nohup", "time", "timeout", "command", "stdbuf", "ionice"]);

/**
 * The command inside `sudo -E …`, `FOO=1 …` or `timeout 5 …`, with the words in
 * front of it as typed: rules then read `mkdir -p /opt/x` whatever runs it.
 * Only when those words are plain (no quotes), so the line is cut exactly.
 */
export function unwrapped(f: Failure): { prefix: string; inner: Failure } | undefined {
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
export function rewrap(s: Suggestion, prefix: string, program: string): Suggestion {
  const root = /^(?:sudo|doas)\b/.test(prefix);
  const commands = s.commands.map((c) => {
    // cd is the shell's own: run as root it is no command at all.
    if (/^cd(?:\s|$)/.test(c)) return c;
    if (root) return `${prefix} ${c.replace(/^(?:sudo|doas)\s+/, "")}`;
    return splitWords(c)[0] === program ? `${prefix} ${c}` : c;
  });
  return { ...s, commands };
}

/** `command` cut wherever `cut` finds a separator outside quotes: the pieces (with where each starts) and the separators. */
function cutTopLevel(command: string, cut: (i: number) => string | undefined): { pieces: { text: string; at: number }[]; separators: string[] } {
  const pieces: { text: string; at: number }[] = [];
  const separators: string[] = [];
  let quote = "";
  let start = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "\\" && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "\\") i++;
    else {
      const separator = cut(i);
      if (!separator) continue;
      pieces.push({ text: command.slice(start, i), at: start });
      separators.push(separator);
      i += separator.length - 1;
      start = i + 1;
    }
  }
  pieces.push({ text: command.slice(start), at: start });
  return { pieces, separators };
}

/** The steps of `a && b; c` at the top level (quotes respected), and what joins them; undefined for one command. */
export function chain(command: string): { steps: string[]; joins: string[] } | undefined {
  const { pieces, separators } = cutTopLevel(command, (i) => (command[i] === ";" ? ";" : command.startsWith("&&", i) ? "&&" : undefined));
  const steps = pieces.map((p) => p.text.trim());
  return steps.length > 1 && steps.every(Boolean) ? { steps, joins: separators.map((s) => (s === ";" ? "; " : " && ")) } : undefined;
}

/** The commands of a pipeline `a | b` at the top level (quotes respected, not `||`), with where each starts; undefined for one. */
export function pipeline(command: string): { text: string; at: number }[] | undefined {
  const { pieces } = cutTopLevel(command, (i) => (command[i] === "|" && command[i + 1] !== "|" && command[i - 1] !== "|" ? "|" : undefined));
  return pieces.length > 1 ? pieces : undefined;
}

/** `sh -c 'a && b'` (as `aye run` is given a line): the script, and how to put a fixed one back. */
export function shellScript(f: Failure): { inner: Failure; put: (script: string) => string } | undefined {
  const [shell, flag, script, ...rest] = f.argv;
  if (!shell || !/^(?:sh|bash|zsh|dash|ksh)$/.test(shell) || flag !== "-c" || !script || rest.length) return undefined;
  return { inner: { ...f, command: script, argv: splitWords(script) }, put: (fixed) => `${shell} -c ${quoteWord(fixed)}` };
}
