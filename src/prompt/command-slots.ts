/**
 * Credentials a command line hands over in the slots a tool's usage gives them, known by the slot's shape in any
 * tool rather than by the tool:
 * - an option's value drawn at random in one case (`snmpget -c 0e3qb21r7m1u`, `oathtool -b NDZ7Z2CEMV5U7ZK3`), as
 *   community strings, seeds, generated passwords and access keys are, under an option not named for an id, a name,
 *   a host or a file; a value a person chose (`Oeadow*25violet`, `Erchid8046`) after any option but those;
 * - Windows' `/p:` and `/password:`, and a keyword that names the next word a password (`nmcli … password X`);
 * - the words after a host or a URL that look drawn or chosen (`mc alias set lab http://minio:9000 ACCESS SECRET`).
 * Command lines are those after a prompt or a trace's `+`, `history`'s numbered lines, and a text's first line when
 * it reads as a command (a program's name, then an option).
 *
 * Linear: each line is read once, its words by one bounded pattern.
 */
import type { Span } from "./redact.ts";
import { chosenPassword, humanPassword, isSecretName, madeOfWords, PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { drawnAtRandom } from "./value-shapes.ts";
import { publicName } from "./unknown-names.ts";

/**
 * A typed command: after a prompt (`$ `, `# `, `PS C:\> `, `user@host:~$ `), a trace's `+ `, or history's number. Each
 * is found from a literal the engine searches fast, the line's start checked behind it, one search a kind.
 */
const TYPED = [
  /[$#%>❯](?<=(?<![^\n])[ \t]{0,8}[\w.@~:\\-]{0,64}.)[ \t](?<c>[^\n]{1,2048})/g,
  /PS (?<=(?<![^\n])[ \t]{0,8}PS )[^>\n]{0,128}>[ \t]?(?<c>[^\n]{1,2048})/g,
  /\+[ \t](?<=(?<![^\n])\++[ \t])(?<c>[^\n]{1,2048})/g,
  /[ \t]{2}(?<=(?<![^\n])[ \t]{0,5}\d{1,6}[ \t]{2})(?<c>[^\n]{1,2048})/g,
];
/** A text's first line that reads as a command: a program's name (maybe after sudo), then an option among its words. */
const FIRST = /^[ \t]{0,8}(?:sudo[ \t]+)?[a-z][\w.-]{0,31}(?:[ \t]+[^\s-/][^\s]*){0,4}[ \t]+(?:-{1,2}[A-Za-z]|\/[a-z]{1,12}(?![\w/.]))[^\n]{0,2048}/;

/** A word of a command line, quoted or bare. */
const WORD = /(?<![^\s])(["']?)([^\s"'`;|&]{1,512})\1(?![^\s;|&)])/g;

/** Keywords after which the next word is a password, whatever the tool. */
const PASSWORD_KEYWORD = /^(?:password|passwd|passphrase|psk|pin)$/i;

/** Letters of one case and digits drawn at random: ten or more, not hex (a digest), not words and a number. */
function oneCaseRandom(v: string): boolean {
  if (!/^(?:[a-z0-9]{10,64}|[A-Z0-9]{10,64})$/.test(v) || /^[0-9a-fA-F]+$/.test(v) || !/[A-Za-z]/.test(v)) return false;
  // A ULID or a KSUID-like id: a time's digits first.
  if (/^0[0-7][0-9A-Z]{24}$/.test(v)) return false;
  return (v.match(/\d/g)?.length ?? 0) >= 2 && !madeOfWords(v) && new Set(v).size >= v.length * 0.5;
}

/**
 * Whether a value handed to a command looks drawn in one case or chosen, rather than named. (Both cases drawn at
 * random are also a pagination's or a request's token under an option: `--starting-token`; typed ones are
 * credential-slots.ts's.)
 */
function credentialShape(v: string): boolean {
  // (Each shape below first, by its cheapest test: most values have none, and are passed over before the costlier tests.)
  if (!/^(?:[a-z0-9]{10,64}|[A-Z0-9]{10,64})$/.test(v) && !/^[A-Z][a-z]{2,15}[._!#&*+-]?\d{3,6}[!?.#$%&*@+]{0,2}$/.test(v) && !/[!#$%&*?@^]/.test(v)) return false;
  if (REFERENCE.test(v) || PLACEHOLDER.test(v) || /^[$%{<(\[~./\\]|:\/\/|@|^[a-z]:|\.[a-z]{2,4}$/i.test(v)) return false;
  if (oneCaseRandom(v)) return true;
  if (/^[A-Z][a-z]{2,15}[._!#&*+-]?\d{3,6}[!?.#$%&*@+]{0,2}$/.test(v) && humanPassword(v)) return true;
  return typedChoice(v);
}

/** After a host: also what a generator draws in both cases (an access key's secret half). */
const drawnAfterHost = (v: string) => credentialShape(v) || drawnAtRandom(v);

/** A password a person typed: a symbol people type among letters and digits, not a path, an expression or a pair. */
const typedChoice = (v: string) => /[!#$%&*?@^]/.test(v) && chosenPassword(v) && /[A-Za-z]/.test(v) && /\d/.test(v) && !/[=,:@/\\]|^[$%{<(\[~.-]/.test(v);

/** Options whose values are names, paths, formats or numbers: their values are judged no further. */
const NAMING = /^(?:o|output|f|file|format|n|namespace|name|t|tag|target|m|message|c|config|context|C|d|dir|directory|l|label|selector|e|env|k|i|r|b|branch|s|v|x|w|workdir|u|user|username|h|host|hostname|p|port|type|region|zone|profile|since|until|level|log-level|mode|template|query|filter|grep|run)$/;

/**
 * The credential slots of one command line (`line` starts at `at` in the text). Remembered by the line within a block:
 * a log repeats the same commands (a retry loop's trace, a watch), each read once; forgotten with the block.
 */
function slotsOf(line: string, at: number, spans: Span[]): void {
  let found = remembered.get(line);
  if (!found) {
    if (remembered.size > 1024) remembered.clear();
    found = [];
    slotsIn(line, found);
    remembered.set(line, found);
  }
  for (let i = 0; i < found.length; i += 2) spans.push({ start: at + found[i]!, end: at + found[i + 1]!, kind: "password" });
}
const remembered = new Map<string, number[]>();

/** The slots of one line, as offsets in it: start, end, start, end… */
function slotsIn(line: string, found: number[]): void {
  const at = 0;
  const words: string[] = [];
  const quoted: boolean[] = [];
  const starts: number[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m && words.length < 64; m = WORD.exec(line)) {
    words.push(m[2]!);
    quoted.push(m[1] !== "");
    starts.push(at + m.index + m[1]!.length);
  }
  const take = (start: number, end: number) => found.push(start, end);
  let afterHost = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const start = starts[i]!;
    const end = start + w.length;
    const prev = i > 0 ? words[i - 1]! : "";
    const c = w.charCodeAt(0);
    // Windows' `/p:X`, `/pass:X`, `/password:X`; any tool's `--name=X`.
    const windows = c === 47 ? /^\/(p|pass|password|pwd):(.{3,})$/i.exec(w) : null;
    if (windows && !REFERENCE.test(windows[2]!) && !PLACEHOLDER.test(windows[2]!) && !windows[2]!.startsWith("$")) {
      take(end - windows[2]!.length, end);
      continue;
    }
    const glued = c === 45 ? /^--?([A-Za-z][\w-]{0,40})=(.{4,})$/.exec(w) : null;
    const option = glued?.[1] ?? (prev.charCodeAt(0) === 45 ? /^--?([A-Za-z][\w-]{0,40})$/.exec(prev)?.[1] : undefined);
    const value = glued?.[2] ?? w;
    if ((c === 45 || c === 47) && !glued) continue;
    // (Every shape judged below but a keyword's value has a digit: a word without one is passed over at once.)
    const digit = /\d/.test(value);
    if (option !== undefined) {
      if (digit && (option.length < 2 || !publicName(option)) && !isSecretName(option) && !/^(?:p|P|w|W|u|U)$/.test(option) && (NAMING.test(option) ? oneCaseRandom(value) && option.length === 1 && !/^[nftmCdlvx]$/.test(option) : credentialShape(value)))
        take(end - value.length, end);
      continue;
    }
    // (A quoted keyword is what a search looks for: `grep -rn "password" src/`.)
    // (Nor is the item a password manager is asked for by name: `bw get password github.com`.)
    // (The keywords start with a `p` and are 3 to 10 letters long: another word is none, without a search.)
    const keyword = i > 1 && (prev.charCodeAt(0) | 32) === 112 && prev.length >= 3 && prev.length <= 10 && PASSWORD_KEYWORD.test(prev) && !quoted[i - 1] && !/^(?:get|show|read|list|ls|rm|delete|remove|edit)$/.test(words[i - 2]!) && !/^[\w-]+(?:\.[\w-]+)+$/.test(value);
    if (keyword && value.length >= 4 && !/[/\\]/.test(value) && !REFERENCE.test(value) && !PLACEHOLDER.test(value)) {
      take(start, end);
      continue;
    }
    if (digit) {
      // A setter's name, then its value (`setx API_TOKEN Garble2809`, `CONFIG SET requirepass …`), when it looks drawn or chosen.
      if (i > 1 && !quoted[i - 1] && /^[A-Za-z_][\w.-]{2,63}$/.test(prev) && isSecretName(prev) && drawnAfterHost(value)) {
        take(start, end);
        continue;
      }
      // A word a person chose, anywhere among the arguments (`net user svc Oeadow*25violet /add`); after a host, any
      // value that looks drawn or chosen.
      if ((afterHost && drawnAfterHost(value)) || (typedChoice(value) && i > 0)) take(start, end);
      // (An address starts with a digit; a URL holds `://`.)
      if (c >= 48 && c <= 57 && /^(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?$/.test(w)) afterHost = true;
    }
    if (w.includes("://") && /^[a-z][\w+.-]{0,15}:\/\/[^/\s]+/i.test(w)) afterHost = true;
  }
}

/** Credentials in the slots of command lines. */
export function findCommandSlots(text: string, spans: Span[]): void {
  remembered.clear();
  const first = FIRST.exec(text);
  if (first) slotsOf(first[0], first.index, spans);
  for (const re of TYPED) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const line = m.groups!.c!;
      slotsOf(line, m.index + m[0].length - line.length, spans);
    }
  }
}
