/** Ranking candidates for a mistyped word. */
import { distance } from "../suggest.ts";

/** Commands people type most, to break ties between equally near names (gti: git before gio). */
const POPULAR = [
  "git", "ls", "cd", "cat", "grep", "python3", "python", "node", "npm", "npx", "pnpm", "yarn", "bun", "docker", "kubectl",
  "make", "cargo", "go", "pip", "pip3", "ssh", "curl", "wget", "vim", "nvim", "less", "find", "sed", "awk", "tar", "cp",
  "mv", "rm", "mkdir", "touch", "echo", "sudo", "apt", "apt-get", "brew", "systemctl", "journalctl", "code", "gh", "helm",
  "terraform", "ruby", "rustc", "java", "javac", "gcc", "clang", "tmux", "top", "htop", "ps", "kill", "chmod", "chown",
  "head", "tail", "sort", "uniq", "wc", "diff", "jq", "zip", "unzip", "man", "which", "env", "export", "source",
];

/**
 * Whether `candidate`, a program, is near enough to `typed` to be meant: one slip
 * away, or two from one of the commands people type most in a word of five
 * letters or more. A PATH holds thousands of names, and a rare one two slips
 * away (pbcopy: objcopy) is chance, not a typo.
 */
export function programMeant(typed: string, candidate: string): boolean {
  // One slip is a typo; two are chance unless the program is a common one and the word long enough to keep its
  // shape (helm: head is not).
  return distance(typed.toLowerCase(), candidate.toLowerCase()) <= 1 || (POPULAR.includes(candidate) && typed.length > 4);
}

/** How far apart the numbers of two words that differ only in them are (es2023, es2022: 1); 0 for other words. */
export function numberGap(a: string, b: string): number {
  const frame = (w: string) => w.replace(/\d+/g, "#");
  const numbers = (w: string) => (w.match(/\d+/g) ?? []).map(Number);
  if (frame(a) !== frame(b)) return 0;
  const [x, y] = [numbers(a), numbers(b)];
  return x.reduce((sum, n, i) => sum + Math.abs(n - y[i]!), 0);
}

/**
 * Whether two names are siblings rather than one a slip of the other: they
 * differ only in a number (develop2, develop; notes-2, notes-3) or in one letter
 * set apart (test_a.py, test_b.py; main.c, main.h). A person names such things
 * on purpose, one after another: the one typed is another, not the one near it.
 */
export function siblings(typed: string, name: string): boolean {
  let start = 0;
  while (start < typed.length && start < name.length && typed[start] === name[start]) start++;
  let end = 0;
  while (end < typed.length - start && end < name.length - start && typed.at(-1 - end) === name.at(-1 - end)) end++;
  // Digits around the difference belong to it: es2019 and es2099 differ in a number, not in one digit.
  while (start > 0 && /\d/.test(typed[start - 1]!)) start--;
  const [a, b] = [typed.slice(start, typed.length - end), name.slice(start, name.length - end)];
  // A number where the name has none (develop2), or one numeral for another (file1, file2); a longer number's slip
  // (sha265 for sha256, ed2519 for ed25519) is a slip.
  const whole = (w: string, at: number, n: string) => n !== "" && !/\d/.test(w[at - 1] ?? "") && !/\d/.test(w[at + n.length] ?? "");
  if (/^\d+$/.test(a) && b === "" && whole(typed, start, a)) return true;
  if (/^\d$/.test(a) && /^\d$/.test(b) && whole(typed, start, a) && whole(name, start, b)) return true;
  const setApart = (i: number) => i <= 0 || /[-_./]/.test(typed[i - 1]!);
  const after = typed[typed.length - end];
  return a.length === 1 && b.length === 1 && /[a-z]/i.test(a) && /[a-z]/i.test(b) && setApart(start) && (after === undefined || /[-_./]/.test(after));
}

/** How far a candidate may be and still read as a typo of `word`. */
export const tolerance = (word: string) => (word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3);

/**
 * Candidates within tolerance of `word` at the best distance found (a one-letter
 * slip hides every two-letter guess), popular before rare, the nearest number first (1.5.0 for 1.15.0).
 */
export function nearest(word: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = tolerance(word);
  const scored: [string, number, number][] = [];
  for (const candidate of new Set(candidates)) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d > limit) continue;
    const rank = POPULAR.indexOf(candidate);
    scored.push([candidate, d, rank < 0 ? POPULAR.length : rank]);
  }
  if (!scored.length) return anagram(word, candidates);
  const best = Math.min(...scored.map((s) => s[1]));
  // A guess two slips away needs a clear lead: one a slip farther beside it (test_log: test_login, test_logout) is a toss.
  if (best >= 2 && scored.some((s) => s[1] === best + 1)) return [];
  const ranked = scored.filter((s) => s[1] === best).sort((a, b) => a[2] - b[2] || numberGap(word, a[0]) - numberGap(word, b[0]) || a[0].localeCompare(b[0]));
  // Two as near, alike in how often people type them and in their numbers: only the alphabet would choose.
  const [one, two] = ranked;
  if (one && two && one[2] === two[2] && numberGap(word, one[0]) === numberGap(word, two[0])) return [];
  return ranked.slice(0, max).map((s) => s[0]);
}

/** Whether `typed` is `name` with its letters in another order (useast2: eastus2), in a word too long for that to be chance. */
export function reordered(typed: string, name: string): boolean {
  const letters = (w: string) => [...w.toLowerCase()].sort().join("");
  return typed.length >= 5 && typed.length === name.length && typed !== name && letters(typed) === letters(name);
}

/** The one candidate with the same letters in another order, for words too long to be only a slip. */
function anagram(word: string, candidates: Iterable<string>): string[] {
  const found = [...new Set(candidates)].filter((c) => reordered(word, c));
  return found.length === 1 ? found : [];
}

/** Whether `short` is `long` with letters left out, first letter kept: `sz` for size, `stat` for status. */
export function abbreviates(short: string, long: string): boolean {
  if (short[0] !== long[0] || short.length >= long.length) return false;
  let at = 0;
  for (const c of long) if (c === short[at]) at++;
  return at >= short.length;
}
