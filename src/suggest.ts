/** "Did you mean" for commands, options and settings. */

/** One table for every distance computed: (a.length + 1) × (b.length + 1) cells, row by row, its first row and column filled. */
let cells = new Float64Array(4096);
function table(n: number, m: number): Float64Array {
  if (cells.length < (n + 1) * (m + 1)) cells = new Float64Array((n + 1) * (m + 1) * 2);
  for (let i = 0; i <= n; i++) cells[i * (m + 1)] = i;
  for (let j = 0; j <= m; j++) cells[j] = j;
  return cells;
}

/** Damerau-Levenshtein distance (optimal string alignment). */
export function distance(a: string, b: string): number {
  const w = b.length + 1;
  const d = table(a.length, b.length);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * w + j]! + 1, d[i * w + j - 1]! + 1, d[(i - 1) * w + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * w + j - 2]! + 1);
      d[i * w + j] = v;
    }
  }
  return d[a.length * w + b.length]!;
}

/** The nearest candidate within a distance that still reads as a typo, or undefined. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const dist = distance(word.toLowerCase(), candidate.toLowerCase());
    if (dist < bestDistance) [best, bestDistance] = [candidate, dist];
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  if (best && bestDistance <= limit) return best;
  return candidates.find((c) => c.startsWith(word) || word.startsWith(c));
}

/** QWERTY rows: a slip to a neighbouring key is the likeliest typo. */
const ROWS = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./"];
const KEY = new Map<string, [number, number]>();
ROWS.forEach((row, r) => [...row].forEach((c, col) => KEY.set(c, [r, col + r * 0.5])));

/** Whether `a` and `b` sit next to each other on a QWERTY keyboard. */
export function adjacent(a: string, b: string): boolean {
  const p = KEY.get(a.toLowerCase());
  const q = KEY.get(b.toLowerCase());
  return !!p && !!q && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1;
}

/**
 * A keyboard-aware distance: like `distance`, but hitting a neighbouring key or
 * swapping two letters costs less than an unrelated letter, so `stattus` is
 * nearer `status` than `start`, and `gti` nearer `git` than `gtk`.
 */
export function typoDistance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const w = b.length + 1;
  const d = table(a.length, b.length);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1]!;
      const y = b[j - 1]!;
      const cost = x === y ? 0 : adjacent(x, y) ? 0.6 : 1;
      // A letter typed twice, or once where it is doubled, is a common slip too.
      const del = d[(i - 1) * w + j]! + (i > 1 && a[i - 2] === x ? 0.8 : 1);
      const ins = d[i * w + j - 1]! + (j > 1 && b[j - 2] === y ? 0.8 : 1);
      let v = Math.min(del, ins, d[(i - 1) * w + j - 1]! + cost);
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) v = Math.min(v, d[(i - 2) * w + j - 2]! + 0.7);
      d[i * w + j] = v;
    }
  }
  return d[a.length * w + b.length]!;
}
