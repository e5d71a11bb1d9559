/**
 * Text a shell will run that the line spells only in code: `echo ZG9ja2VyIGltYWdlcw== | base64 -d | sh` runs
 * `docker images`. When the commands that print it (a pipeline's earlier stages, or what is inside `$(…)` or
 * `<(…)`) are only known decoders (decoders.ts) fed only constants (literals, here-strings, variables the line set
 * once to a constant), their output is computed exactly as they would print it, and the reducer judges it as part
 * of the line. Any doubt gives undefined, and the line is judged as before: what it runs is not known.
 */
import { DECODERS, MAX_BYTES, type Printed } from "./decoders.ts";
import type { Node } from "./shell-parser.ts";
import { expandBraces, hasGlob, type Word, wordOf } from "./shell-words.ts";

/** Text computed from constants, and the decoders that made it (`["base64"]`), for a reason to name. */
export interface Decoded {
  text: string;
  how: string[];
  /** What a shell whose printf keeps `\x` as written (dash) gets instead, when that differs. */
  other?: string;
}

/** What the decoding reads from the line: the value a variable surely holds, when it holds a constant. */
export interface Constants {
  value(name: string): string | undefined;
}

/** The most text run after decoding, and the most decoders in a row. */
const MAX_TEXT = 4096;
const MAX_STEPS = 8;

class Doubt extends Error {}

const doubt = (): never => {
  throw new Doubt();
};

/** A word of a decoder's command, only when it is a constant the shell passes as it is (no glob, no brace, no split). */
function constantWord(node: Node, consts: Constants): string {
  const word: Word = wordOf(node, { substitute: doubt, unclear: doubt, value: (name) => consts.value(name) });
  // (`~` unquoted is the home folder, which aye does not put in: `$(echo ~)` is no `~`.)
  if (word.dynamic || hasGlob(word) || expandBraces(word).length !== 1 || /(?:^|[^\\])(?:\\\\)*~/.test(word.pattern)) doubt();
  // An unquoted `$x`, alone or in a word (`a$x`), is split and globbed by the shell: only a value that neither touches is taken as it is.
  for (const part of node.type === "concatenation" ? node.namedChildren : [node]) {
    if (part && /^(?:simple_)?expansion$/.test(part.type) && /[\s*?[\]]/.test(wordOf(part, { substitute: doubt, unclear: doubt, value: (name) => consts.value(name) }).text)) doubt();
  }
  return word.text;
}

/** Flattens the stages of a pipeline; a stage whose only redirection sends errors away (`2>/dev/null`) is its command. */
function stagesOf(node: Node): Node[] {
  if (node.type === "pipeline") return node.namedChildren.flatMap((c) => stagesOf(c!));
  if (node.type === "redirected_statement") {
    const body = node.childForFieldName("body");
    const redirects = node.childrenForFieldName("redirect");
    if (!body || !redirects.every((r) => r?.type === "file_redirect" && /^2>\s*\/dev\/null$/.test(r.text))) doubt();
    return stagesOf(body!);
  }
  if (node.type !== "command") doubt();
  return [node];
}

/** What one simple command prints, reading `input` from the pipe. */
function run(command: Node, input: Uint8Array | undefined, consts: Constants, how: string[]): Printed {
  const args: string[] = [];
  let stdin = input;
  for (const child of command.namedChildren) {
    if (!child) continue;
    if (child.type === "command_name") {
      args.push(constantWord(child.firstNamedChild ?? doubt(), consts));
      if (!DECODERS[args[0]!]) doubt();
    }
    else if (child.type === "herestring_redirect") {
      // `<<< word`: the word and a line end, in place of the pipe.
      const word = child.namedChildren.filter((c) => c !== null);
      if (word.length !== 1) doubt();
      stdin = new TextEncoder().encode(`${constantWord(word[0]!, consts)}\n`);
    } else if (child.type === "file_redirect" && /^2>\s*\/dev\/null$/.test(child.text)) continue;
    else if (/^(?:word|string|raw_string|concatenation|simple_expansion|expansion|number|ansi_c_string)$/.test(child.type)) args.push(constantWord(child, consts));
    // (An assignment for the program, another redirection, a here-document: the tool may read or act otherwise.)
    else doubt();
  }
  const decoder = DECODERS[args[0] ?? ""] ?? doubt();
  const printed = decoder.run(args.slice(1), stdin) ?? doubt();
  if (decoder.how && !(args[0] === "printf" && !args.slice(1).some((a) => a.includes("\\")))) how.push(decoder.how);
  return printed;
}

/** Text a shell reads: UTF-8, no NUL or control character but line ends and tabs, short. */
function asText(bytes: Uint8Array): string {
  if (bytes.length > MAX_TEXT) doubt();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return doubt();
  }
  if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/.test(text)) doubt();
  return text;
}

/**
 * What `statements` print (the commands of a `$(…)`, or a pipeline's earlier stages), when that is computed from
 * constants by decoders alone; undefined at any doubt. A printf whose `\x` escapes dash keeps as written gives `other`.
 */
export function printedBy(statements: Node[], consts: Constants): Decoded | undefined {
  const stages = statements.filter((s) => s.type !== "comment");
  return stages.length === 1 ? pipedBy(stages, consts) : undefined;
}

/** What the stages of a pipeline print at its end (`echo ZG9ja2VyIGltYWdlcw== | base64 -d`), as `printedBy`. */
export function pipedBy(stages: Node[], consts: Constants): Decoded | undefined {
  try {
    const commands = stages.flatMap(stagesOf);
    if (commands.length > MAX_STEPS) return undefined;
    const how: string[] = [];
    let bytes: Uint8Array | undefined;
    let other: Uint8Array | undefined;
    for (const [i, command] of commands.entries()) {
      const printed = run(command, bytes, consts, how);
      // (What dash prints is judged nowhere but as a command's name: not fed on to another decoder.)
      if (printed.other && i < commands.length - 1) return undefined;
      bytes = printed.bytes;
      other = printed.other;
    }
    if (!bytes || bytes.length > MAX_BYTES) return undefined;
    return { text: asText(bytes), how: [...new Set(how)], ...(other ? { other: asText(other) } : {}) };
  } catch (error) {
    if (error instanceof Doubt) return undefined;
    throw error;
  }
}

/**
 * Whether `name` holds for the whole line the constant it was set to: in all the text the line runs, it is set
 * once (`name=`) and otherwise only read whole (`$name`, `${name}`). Anything else may set it another way:
 * `read name`, `printf -v name`, `((name=…))`, `${name:=…}`, `name=… cmd` in a POSIX shell, `declare -n r=name`.
 */
export function setOnce(name: string, texts: string[]): boolean {
  let sets = 0;
  const whole = new RegExp(`(?<![\\w])${name}(?!\\w)`, "g");
  for (const text of texts) {
    for (const m of text.matchAll(whole)) {
      const before = text.slice(0, m.index);
      const after = text.slice(m.index! + name.length);
      if (before.endsWith("$") || (before.endsWith("${") && after.startsWith("}"))) continue;
      if (after.startsWith("=") && (m.index === 0 || /[\s;&|(]$/.test(before))) sets++;
      else return false;
    }
  }
  return sets === 1;
}

/**
 * Whether the tools the decoding stands for are the ones the line would run: no alias, builtin switched, hash,
 * `xpg_echo` (bash's echo then reads escapes) in its text, and none of the variables that change what a tool
 * does or which one runs (PATH, the locale, POSIXLY_CORRECT, GZIP, OPENSSL_CONF).
 */
export function toolsAsKnown(texts: string[], assigned: Set<string>): boolean {
  if (texts.some((t) => /\b(?:alias|enable|hash|xpg_echo|BASHOPTS|SHELLOPTS)\b/.test(t))) return false;
  return ![...assigned].some((v) => /^(?:PATH|LANG|LANGUAGE|LC_\w+|POSIXLY_CORRECT|GZIP|OPENSSL_\w+|LD_\w+|BASH_ENV|ENV|IFS)$/.test(v));
}

/**
 * What dash (Debian's /bin/sh), ash, ksh and zsh read otherwise than bash: `$'…'` and `$"…"` (`$'a\' ; rm -rf ~ ;
 * echo \''` is one word to bash, and runs rm in dash), `&>` (`a &>/dev/null b` is `a &` then `b` to dash), `|&`,
 * `<<<`, `[[ … ]]` (`[[ x > f ]]` empties f in dash), `((…))` (a subshell in dash), `<(…)`, `>(…)`, `function f`.
 */
const BASH_ONLY = /\$['"]|&>|\|&|<<<|(?:^|[\s;&|(!])\[\[\s|(?<!\$)\(\(|[<>]\(|(?:^|[\s;&|(])function\s/;

/** Whether `shell` (`sh`, `bash`, `eval`…) reads `text` as the bash grammar aye judges it with. */
export function readsAsBash(shell: string, text: string): boolean {
  return /^(?:bash|eval|source|\.)$/.test(shell) || !BASH_ONLY.test(text);
}

/** How a reason names decoded text: "`docker images` decoded from base64". */
export function describe(d: Decoded, shown: (text: string) => string): string {
  const text = `\`${shown(d.text.replace(/\n+$/, ""))}\``;
  return d.how.length ? `${text} decoded from ${d.how.join(", then ")}` : `${text} as the line prints it`;
}
