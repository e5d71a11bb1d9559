/**
 * The word-level steps of bash that tree-sitter leaves to us: quote removal,
 * `$'…'` escapes, brace expansion, and the line continuations bash removes
 * before it splits words.
 */

import type { Decoded } from "./decoded.ts";
import type { Node } from "./shell-parser.ts";

/**
 * A word as bash would pass it. `pattern` is the same text with every quoted
 * or escaped character preceded by `\`, so brace expansion and glob checks see
 * only what bash itself would expand. `dynamic` when its value is known only
 * when the line runs (`$x`, `$(…)`, `{1..3}`).
 */
export interface Word {
  text: string;
  pattern: string;
  dynamic: boolean;
  /** Text the line spells only in code and aye computed (decoded.ts): the word's own, or what its `<(…)` holds. */
  decoded?: Decoded;
}

/** A word whose every character is quoted. */
export const quotedWord = (text: string, dynamic = false): Word => ({ text, pattern: text.replace(/[^]/g, "\\$&"), dynamic });

/** An unquoted word as written, backslash escapes included. */
export const bareWord = (raw: string): Word => ({ text: raw.replace(/\\([^])/g, "$1"), pattern: raw, dynamic: false });

const joinWords = (parts: Word[]): Word => {
  const decoded = parts.find((p) => p.decoded)?.decoded;
  return { text: parts.map((p) => p.text).join(""), pattern: parts.map((p) => p.pattern).join(""), dynamic: parts.some((p) => p.dynamic), ...(decoded ? { decoded } : {}) };
};

/** Whether bash would treat the word as a glob: an unquoted `*`, `?` or `[`. */
export const hasGlob = (w: Word) => /(?:^|[^\\])(?:\\\\)*[*?[]/.test(w.pattern);

/**
 * Removes backslash-newline outside single quotes, as bash does before it
 * reads words: `r\⏎m` is `rm`. tree-sitter would read two words there.
 */
export function joinContinuations(line: string): string {
  // A here-document's body is bash's to cut, line by line: a `\` at a line's end there joins nothing in a quoted one,
  // and bash ends it at its delimiter's line whatever came before. Left as written, tree-sitter reads it as bash does.
  if (/<<-?[ \t]*['"\\]?[A-Za-z_]/.test(line)) return line;
  let out = "";
  let quote: "'" | '"' | "$'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    // A comment ends at its line's end, a `\` there included (`ls # list \` then `rm -rf data` runs rm).
    if (quote === undefined && c === "#" && (i === 0 || /[\s;&|()]/.test(line[i - 1]!))) {
      const end = line.indexOf("\n", i);
      out += line.slice(i, end < 0 ? line.length : end);
      i = (end < 0 ? line.length : end) - 1;
      continue;
    }
    if (quote === "'") {
      if (c === "'") quote = undefined;
      out += c;
    } else if (c === "\\") {
      if (line[i + 1] === "\n" && quote !== "$'") i++;
      else out += c + (line[++i] ?? "");
    } else {
      if (quote === undefined && c === "$" && line[i + 1] === "'") {
        quote = "$'";
        out += "$'";
        i++;
        continue;
      }
      if (quote === undefined && (c === "'" || c === '"')) quote = c;
      else if ((quote === '"' && c === '"') || (quote === "$'" && c === "'")) quote = undefined;
      out += c;
    }
  }
  return out;
}

const C_ESCAPES: Record<string, string> = { a: "\x07", b: "\b", e: "\x1b", E: "\x1b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };

/** The value of a `$'…'` string (its body, without `$'` and `'`). */
export function decodeAnsiC(body: string): string {
  return body.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|u([0-9a-fA-F]{1,4})|U([0-9a-fA-F]{1,8})|c(.)|([^]))/g, (all, oct, hex, u4, u8, ctl, other) => {
    if (oct) return String.fromCharCode(parseInt(oct, 8));
    if (hex) return String.fromCharCode(parseInt(hex, 16));
    if (u4 || u8) return String.fromCodePoint(Math.min(parseInt(u4 ?? u8, 16), 0x10ffff));
    if (ctl) return String.fromCharCode(ctl.charCodeAt(0) & 31);
    return C_ESCAPES[other] ?? all;
  });
}

const MAX_WORDS = 64;

/** Expands `{a,b}` as bash does (`-{r,f}` is `-r -f`); a word without one is returned as it is. */
export function expandBraces(word: Word): Word[] {
  const found = braceAt(word.pattern);
  if (!found) return [word];
  const { open, close, commas } = found;
  const p = word.pattern;
  const bounds = [open, ...commas, close];
  const out: Word[] = [];
  for (let i = 0; i + 1 < bounds.length && out.length <= MAX_WORDS; i++) {
    const pattern = p.slice(0, open) + p.slice(bounds[i]! + 1, bounds[i + 1]) + p.slice(close + 1);
    out.push(...expandBraces({ pattern, text: unescape(pattern), dynamic: word.dynamic }));
  }
  // Past that many words the rest is not read: the word stands for what aye cannot list.
  return out.length > MAX_WORDS ? [{ ...word, dynamic: true }] : out;
}

const unescape = (pattern: string) => pattern.replace(/\\([^])/g, "$1");

/** The first unescaped `{…}` holding a top-level unescaped comma. */
function braceAt(p: string): { open: number; close: number; commas: number[] } | undefined {
  for (let open = 0; open < p.length; open++) {
    if (p[open] === "\\") {
      open++;
      continue;
    }
    if (p[open] !== "{") continue;
    let depth = 0;
    const commas: number[] = [];
    for (let i = open + 1; i < p.length; i++) {
      const c = p[i];
      if (c === "\\") i++;
      else if (c === "{") depth++;
      else if (c === "}" && depth > 0) depth--;
      else if (c === "," && depth === 0) commas.push(i);
      else if (c === "}") {
        if (commas.length) return { open, close: i, commas };
        break;
      }
    }
  }
  return undefined;
}

/** An unescaped backtick or `$(` that tree-sitter left inside a plain word. */
const HIDES_COMMAND = /(?:^|[^\\])(?:\\\\)*(?:`|\$\()/;

/** What reading a word needs from the reducer. */
export interface WordContext {
  /** Walks a `$(…)`, backtick or `<(…)` node: its commands run. */
  substitute(node: Node): void;
  /** Notes a node type aye cannot see through. */
  unclear(type: string): void;
  /** The value a variable surely holds here (set plainly earlier in the line), if any. */
  value?(name: string): string | undefined;
  /** What a variable was set to that aye decoded (`c=$(… | base64 -d)`), for a reason to name. */
  decodedValue?(name: string): Decoded | undefined;
  /** The word a `$(…)` or `<(…)` makes when what it prints is computed from constants (decoded.ts, `decodedWord`). */
  decode?(node: Node): Word | undefined;
}

/** Substitutions anywhere under `node` (`${x:-$(cmd)}` runs cmd). */
export function substitutionsIn(node: Node, ctx: WordContext) {
  for (const c of node.namedChildren) {
    if (c?.type === "command_substitution" || c?.type === "process_substitution") ctx.substitute(c);
    else if (c) substitutionsIn(c, ctx);
  }
}

/** A word's text when it holds no expansion: a plain word, or one quoted whole or in parts (`+"%Y-%m-%d"`). */
function plainText(node: Node): string | undefined {
  if (node.type === "command_name") return node.firstNamedChild ? plainText(node.firstNamedChild) : node.text;
  if (node.type === "word") return /[\\$`*?[{~]/.test(node.text) ? undefined : node.text;
  if (node.type === "raw_string") return node.text.slice(1, -1);
  if (node.type === "string") return node.namedChildren.every((c) => c?.type === "string_content") ? node.namedChildren.map((c) => c!.text).join("").replace(/\\([$`"\\])/g, "$1") : undefined;
  if (node.type === "concatenation") {
    const parts = node.children.map((c) => (c ? plainText(c) : undefined));
    return parts.every((p) => p !== undefined) ? parts.join("") : undefined;
  }
  return undefined;
}

/** What `date` prints for each directive of a format that can print no space, slash or newline (`%D` has slashes, `%e` a space). */
const DATE_SAMPLE: Record<string, string> = { Y: "2026", m: "01", d: "02", H: "03", M: "04", S: "05", y: "26", j: "002", s: "1767323045", N: "000000000", F: "2026-01-02", T: "03:04:05", V: "01", u: "5", w: "5", z: "+0000", I: "03", G: "2026", g: "26", "%": "%" };

/** What `date [-u] +FORMAT` prints, in the form it always has (`$(date +%F)` → 2026-01-02), when FORMAT makes one word. */
function dateSample(args: string[]): string | undefined {
  const format = args.filter((a) => !/^(?:-u|--utc|--universal)$/.test(a));
  if (format.length !== 1 || !format[0]!.startsWith("+")) return undefined;
  let unknown = false;
  const out = format[0]!.slice(1).replace(/%(.)?/g, (_m, d: string | undefined) => DATE_SAMPLE[d ?? ""] ?? ((unknown = true), ""));
  return unknown || !/^[\w.:+-]+$/.test(out) ? undefined : out;
}

/** What `printf FORMAT WORD…` prints when FORMAT holds only `%s` and plain text (the format is reused for the words left). */
function printfOutput(args: string[]): string | undefined {
  const [format, ...words] = args;
  if (format === undefined || format.startsWith("-") || !/^[^%\\]*(?:%s[^%\\]*)*$/.test(format)) return undefined;
  const slots = format.split("%s").length - 1;
  if (!slots) return format;
  let out = "";
  let next = 0;
  do out += format.replace(/%s/g, () => words[next++] ?? "");
  while (next < words.length);
  return out;
}

/**
 * What `$(…)` surely prints when it is a constant: `$(echo make)` → make, `$(command -v crontab)` and `$(which x)` → the
 * program itself, `$(date +%Y%m%d)` → a date in that form. Only a single plain word: anything else is made when the line runs.
 */
function constantOutput(node: Node): string | undefined {
  const inner = node.namedChildren.filter((c) => c && c.type !== "comment");
  if (inner.length !== 1 || inner[0]!.type !== "command") return undefined;
  const parts = inner[0]!.namedChildren.filter((c): c is Node => c !== null);
  const words = parts.map(plainText);
  if (words.some((w) => w === undefined)) return undefined;
  const out = words[0] === "echo" && words.length === 2 ? words[1] : /^(?:command|type)$/.test(words[0] ?? "") && words[1] === "-v" && words.length === 3 ? words[2] : words[0] === "which" && words.length === 2 ? words[1] : words[0] === "date" ? dateSample(words.slice(1) as string[]) : words[0] === "printf" ? printfOutput(words.slice(1) as string[]) : undefined;
  return out !== undefined && /^[\w@%+=:,.-]+$/.test(out) ? out : undefined;
}

/**
 * A `$(…)` whose output was decoded: that text less its trailing line ends, as bash substitutes it. Unquoted within a
 * word (`x$(…)`), it must hold nothing bash would split or glob; a whole unquoted word is split by the reducer. A
 * `<(…)` stays a name known only when the line runs, with what it holds beside it. Text dash's printf prints otherwise
 * (`other`) stands only as a command's name that dash would not find (a name with a backslash): nothing else runs then.
 */
export function decodedWord(node: Node, d: Decoded | undefined): Word | undefined {
  if (!d) return undefined;
  if (node.type === "process_substitution") return d.other === undefined && node.text.startsWith("<(") ? { ...quotedWord(node.text, true), decoded: d } : undefined;
  const text = d.text.replace(/\n+$/, "");
  const parent = node.parent?.type;
  if (parent === "concatenation" && /[\s*?[\]]/.test(text)) return undefined;
  if (d.other !== undefined) {
    const first = (t: string) => t.replace(/\n+$/, "").trimStart().split(/[ \t\n]/)[0] ?? "";
    let up = node.parent;
    while (up && /^(?:string|concatenation)$/.test(up.type)) up = up.parent;
    const named = up?.type === "command_name";
    if (!named || first(d.other) === first(d.text) || !first(d.other).includes("\\")) return undefined;
  }
  return { ...quotedWord(text), decoded: d };
}

/** The value of a word node after quote removal, before brace expansion. */
export function wordOf(node: Node, ctx: WordContext): Word {
  const text = node.text;
  // `$G`, `${G}` of a variable the line set to a plain word: that word (`G=gh; $G repo view`). So is `${G:?}`, `${G-x}`,
  // `${G:-x}` of one set to a word that is not empty: the default or the message is neither used nor expanded.
  const name = /^(?:simple_)?expansion$/.test(node.type) ? (/^\$\{?([A-Za-z_]\w*)\}?$/.exec(text)?.[1] ?? /^\$\{([A-Za-z_]\w*):?[?-][^}$`]*\}$/.exec(text)?.[1] ?? "") : undefined;
  const value = name === undefined ? undefined : ctx.value?.(name);
  const known = value === "" && !/^\$\{?[A-Za-z_]\w*\}?$/.test(text) ? undefined : value;
  if (known !== undefined) {
    const decoded = ctx.decodedValue?.(name!);
    return decoded ? { ...quotedWord(known), decoded } : quotedWord(known);
  }
  switch (node.type) {
    case "word":
    case "number":
    case "variable_name":
      if (HIDES_COMMAND.test(text)) ctx.unclear("hidden_command");
      return bareWord(text);
    case "raw_string":
      return quotedWord(text.slice(1, -1));
    case "ansi_c_string":
      return quotedWord(decodeAnsiC(text.slice(2, -1)));
    case "translated_string":
      return wordOf(node.firstNamedChild ?? node, ctx);
    case "string":
      return joinWords(
        node.children.flatMap((c) => {
          if (!c || c.text === '"') return [];
          if (c.type === "string_content") return [quotedWord(c.text.replace(/\\([$`"\\\n])/g, (_m, ch: string) => (ch === "\n" ? "" : ch)))];
          if (!c.isNamed) return [quotedWord(c.text)];
          const part = wordOf(c, ctx);
          return [{ ...quotedWord(part.text, part.dynamic), ...(part.decoded ? { decoded: part.decoded } : {}) }];
        }),
      );
    case "variable_assignment": {
      // `export A=$x`: one word, name=value.
      const value = node.childForFieldName("value");
      return joinWords([bareWord(`${node.childForFieldName("name")?.text ?? ""}=`), ...(value ? [wordOf(value, ctx)] : [])]);
    }
    case "concatenation":
      return joinWords(node.children.filter((c): c is Node => c !== null).map((c) => wordOf(c, ctx)));
    case "command_substitution":
    case "process_substitution": {
      ctx.substitute(node);
      const folded = node.type === "command_substitution" ? constantOutput(node) : undefined;
      if (folded !== undefined) return quotedWord(folded);
      return ctx.decode?.(node) ?? quotedWord(text, true);
    }
    case "simple_expansion":
    case "expansion":
    case "arithmetic_expansion":
    case "brace_expression":
      substitutionsIn(node, ctx);
      // `${x@P}` expands the value as a prompt, running what `$(…)` it holds.
      if (/@P\}$/.test(text)) ctx.unclear("hidden_command");
      // tree-sitter reads `${x:-`cmd`}` as a plain word, where bash runs cmd.
      if (node.namedChildren.some((c) => c && !c.type.endsWith("substitution") && HIDES_COMMAND.test(c.text))) ctx.unclear("hidden_command");
      return quotedWord(text, true);
    default:
      if (!node.isNamed) return bareWord(text);
      ctx.unclear(node.type);
      substitutionsIn(node, ctx);
      return quotedWord(text, true);
  }
}
