/**
 * Vendor credentials found by their shape (the table: vendor-table.ts). Linear and fast: one pass over runs of
 * token characters, skipping ahead by the shortest token's length where no run can be; at the start of a run (and
 * after a `/` inside one) a table indexed by the first two characters says which rows may start there, and only
 * those rows are checked.
 */
import type { Span } from "./redact.ts";
import { ALNUM, EQUALS, PLUS, RUN, SLASH, VENDOR_TOKENS } from "./vendor-table.ts";
import type { Alphabet, Part, VendorToken } from "./vendor-table.ts";

/** What an earlier pass's mark leaves: what follows it is glued to it (see redact.ts). */
const MARK_BYTE = 1;

interface Row extends VendorToken {
  /** A literal at a fixed offset from the start, checked before anything else. */
  anchor: { offset: number; text: string } | undefined;
  /** A character past the first two and where it stands, looked at before a row is tried at all. */
  probe: number;
  probeCode: number;
  /** The shortest text the row can match. */
  minLength: number;
  last: Part;
}

function compile(row: VendorToken): Row {
  // The literal furthest in that still stands at a fixed offset: `_` of ngrok's `2<26>_…`, `Q~` of Azure's `<3><digit>Q~…`.
  let offset = 0;
  let anchor: Row["anchor"];
  for (const part of row.parts) {
    if (typeof part === "string") {
      if (!anchor || part.length > 1 || anchor.text.length === 1) anchor = { offset, text: part };
      offset += part.length;
      continue;
    }
    if (part.min !== part.max) break;
    offset += part.min;
  }
  const minLength = row.parts.reduce((n, part) => n + (typeof part === "string" ? part.length : part.min), 0);
  // -1: nothing to look at before the row is tried.
  const first = row.parts[0];
  const [probe, probeCode] = typeof first === "string" && first.length >= 3 ? [2, first.charCodeAt(2)] : anchor ? [anchor.offset, anchor.text.charCodeAt(0)] : [0, -1];
  return { kind: row.kind, parts: row.parts, before: row.before, behind: row.behind, anchor, probe, probeCode, minLength, last: row.parts.at(-1)! };
}

const ROWS = VENDOR_TOKENS.map(compile);

/** The characters a part can start with. */
const firsts = (part: Part): string => (typeof part === "string" ? part[0]! : part.alphabet.chars);

/** Every pair of characters a row can start with. */
function startPairs(row: Row): string[] {
  const [first, second] = row.parts;
  if (typeof first === "string") {
    if (first.length >= 2) return [first.slice(0, 2)];
    return [...firsts(second!)].map((c) => first + c);
  }
  const next = first!.min >= 2 ? first!.alphabet.chars : first!.alphabet.chars + firsts(second!);
  return [...first!.alphabet.chars].flatMap((a) => [...next].map((b) => a + b));
}

/**
 * Rows that start with a literal, by their first two characters' codes (`a << 7 | b`): which rows may
 * start at a position. `STARTS` holds 1 + the index of their list in `BY_START`, 0 for none, so that
 * most positions cost one read of a typed array.
 */
const STARTS = new Uint16Array(1 << 14);
const BY_START: Row[][] = [];
for (const row of ROWS.filter((r) => typeof r.parts[0] === "string"))
  for (const pair of new Set(startPairs(row))) {
    const key = (pair.charCodeAt(0) << 7) | pair.charCodeAt(1);
    if (STARTS[key] === 0) STARTS[key] = BY_START.push([]);
    BY_START[STARTS[key]! - 1]!.push(row);
  }

/**
 * Rows that start with a run of an alphabet (a shape: `<14>.atlasv1.<64>`): each has a literal at a fixed
 * offset, whose first character is looked at before anything else.
 */
const SHAPES = ROWS.filter((r) => typeof r.parts[0] !== "string").map((row) => {
  if (!row.anchor) throw new Error(`vendor-tokens: ${row.kind}: a shape needs a literal at a fixed offset`);
  return { row, offset: row.anchor.offset, code: row.anchor.text.charCodeAt(0), first: (row.parts[0] as Exclude<Part, string>).alphabet.has };
});
/** No run shorter than this holds a shape. */
const SHAPE_MIN = Math.min(...SHAPES.map((s) => s.row.minLength));

/** No run shorter than this holds a token: the scan skips by it. */
const MIN = Math.min(...ROWS.map((r) => r.minLength + (r.before?.length ?? 0)));

// Where the last run of each alphabet was found to end, so that a run is read once however many
// candidates start inside it (a base64 blob cut by `/` starts one at each): linear, whatever the text.
const ALPHABETS = [...new Set(ROWS.flatMap((r) => [...r.parts, ...(r.behind ? [r.behind] : [])]).flatMap((p) => (typeof p === "string" ? [] : [p.alphabet])))];
const ALPHABET_ID = new Map(ALPHABETS.map((a, i) => [a, i]));
const runFrom = new Int32Array(ALPHABETS.length);
const runTo = new Int32Array(ALPHABETS.length);

/** The end of the run of `alphabet` that starts at `at`. */
function runEnd(text: string, at: number, alphabet: Alphabet): number {
  const id = ALPHABET_ID.get(alphabet)!;
  const from = runFrom[id]!;
  const to = runTo[id]!;
  if (at >= from && at <= to) return to;
  const { has } = alphabet;
  let end = at;
  for (let c = text.charCodeAt(end); end < text.length && c < 128 && has[c] === 1; c = text.charCodeAt(++end)) {
    if (end === from) {
      end = to;
      break;
    }
  }
  runFrom[id] = at;
  runTo[id] = end;
  return end;
}

const isWordCode = (c: number) => c < 128 && ALNUM.has[c] === 1;

/** A placeholder, or a body no generator drew at random (`xxxx…`, `0123456789abcdef…`, `YOUR_KEY`). */
const PLACEHOLDER = /x{5}|X{5}|example|sample|your|placeholder|redacted|changeme|dummy|fake|insert|replace/i;

/** When each character was last seen, by code, as `random` counts distinct characters without allocating. */
const seenAt = new Int32Array(128);
let seenStamp = 0;

/**
 * Whether the body at `[from, to)` of `text` (of an alphabet of `size` characters, `wide` when it has
 * letters past f) looks drawn at random.
 */
function random(text: string, from: number, to: number, size: number, wide: boolean): boolean {
  let distinct = 0;
  let rising = 1;
  let hexOnly = true;
  const stamp = ++seenStamp;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && seenAt[c] !== stamp) {
      seenAt[c] = stamp;
      distinct++;
    }
    rising = i > from && c === text.charCodeAt(i - 1) + 1 ? rising + 1 : 1;
    if (rising >= 6) return false;
    hexOnly &&= (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
  }
  // A hash where letters past f were expected is a hash.
  if (wide && hexOnly) return false;
  // Far fewer distinct characters than a random draw of this length would show.
  if (distinct < 0.5 * size * (1 - Math.pow(1 - 1 / size, to - from))) return false;
  return !PLACEHOLDER.test(text.slice(from, to));
}


/** Where `row` ends if it matches at `p` (and its secret starts at `start`), else -1. */
function matchAt(text: string, p: number, row: Row): number {
  const { anchor } = row;
  if (anchor && !text.startsWith(anchor.text, p + anchor.offset)) return -1;
  if (row.before && !text.startsWith(row.before, p - row.before.length)) return -1;
  if (row.behind && behindStart(text, p - (row.before?.length ?? 0), row.behind) < 0) return -1;
  let at = p;
  // The body: the longest run of an alphabet in the token.
  let body = 0;
  let bodyLength = 0;
  let bodyAlphabet: Alphabet | undefined;
  for (const part of row.parts) {
    if (typeof part === "string") {
      if (!text.startsWith(part, at)) return -1;
      at += part.length;
      continue;
    }
    const n = Math.min(runEnd(text, at, part.alphabet), at + part.max) - at;
    if (n < part.min) return -1;
    if (n > bodyLength) {
      body = at;
      bodyLength = n;
      bodyAlphabet = part.alphabet;
    }
    at += n;
  }
  // Not the start of something longer: a body runs on, or a word follows.
  const next = text.charCodeAt(at);
  if (isWordCode(next) || (typeof row.last !== "string" && next < 128 && row.last.alphabet.has[next] === 1)) return -1;
  // Cut from a base64 blob by its `+` or `/` (a certificate's, an image's), or padded as base64 is: data, unless its context says so.
  if ((next === PLUS || next === SLASH) && !row.before && isWordCode(text.charCodeAt(at + 1))) return -1;
  if (next === EQUALS && typeof row.last !== "string" && row.last.alphabet.has[EQUALS] !== 1) return -1;
  if (bodyAlphabet && !random(text, body, body + bodyLength, bodyAlphabet.chars.length, bodyAlphabet.wide)) return -1;
  return at;
}

/** Where the run of `behind` before `p` starts, if its length fits, else -1. */
function behindStart(text: string, p: number, behind: NonNullable<VendorToken["behind"]>): number {
  let s = p;
  while (s > 0 && p - s <= behind.max && behind.alphabet.has[text.charCodeAt(s - 1)] === 1) s--;
  const n = p - s;
  return n >= behind.min && n <= behind.max ? s : -1;
}

/** Whether a row that starts with a literal may start at `p`: one read of a table, most often 0. */
const mayStart = (text: string, p: number) => {
  const a = text.charCodeAt(p);
  const b = text.charCodeAt(p + 1);
  return (a | b) < 128 && STARTS[(a << 7) | b] !== 0;
};

/** Where a token that starts at `p` ends (and its span pushed), else -1. Shapes are tried with `shapes`. */
function tokenAt(text: string, p: number, shapes: boolean, spans: Span[]): number {
  const a = text.charCodeAt(p);
  const b = text.charCodeAt(p + 1);
  if ((a | b) >= 128) return -1;
  let to = -1;
  let row: Row | undefined;
  const list = STARTS[(a << 7) | b]!;
  if (list !== 0) {
    const rows = BY_START[list - 1]!;
    for (let k = 0; k < rows.length && to < 0; k++) {
      const r = rows[k]!;
      if (r.probeCode < 0 || text.charCodeAt(p + r.probe) === r.probeCode) to = matchAt(text, p, (row = r));
    }
  }
  if (to < 0 && shapes)
    for (let k = 0; k < SHAPES.length && to < 0; k++) {
      const shape = SHAPES[k]!;
      if (shape.first[a] === 1 && text.charCodeAt(p + shape.offset) === shape.code) to = matchAt(text, p, (row = shape.row));
    }
  if (to < 0) return -1;
  const from = row!.behind ? behindStart(text, p - (row!.before?.length ?? 0), row!.behind) : p;
  spans.push({ start: from, end: to, kind: row!.kind });
  return to;
}

/** Where the run that `nextRun` found starts. */
let runStart = 0;

/**
 * The end of the next run of at least MIN token characters at or after `i` (its start in `runStart`),
 * or -1. Runs are found as Boyer–Moore skips: when the character MIN - 1 ahead is no token character,
 * no such run starts before it. Kept apart from what is done with a run, so that this loop, where the
 * time goes, stays small enough for the JIT to make tight.
 */
function nextRun(text: string, i: number): number {
  const n = text.length;
  const run = RUN.has;
  while (i + MIN <= n) {
    let c = text.charCodeAt(i + MIN - 1);
    if (c >= 128 || run[c] !== 1) {
      i += MIN;
      continue;
    }
    let start = i + MIN - 1;
    while (start > i && (c = text.charCodeAt(start - 1)) < 128 && run[c] === 1) start--;
    let end = i + MIN;
    while (end < n && (c = text.charCodeAt(end)) < 128 && run[c] === 1) end++;
    if (end - start >= MIN) {
      runStart = start;
      return end;
    }
    i = end;
  }
  return -1;
}

/** Where the `/` last found by `tokensInRun` stands: it only moves forward, so each stretch of text is searched once. */
let slash = -1;

/** The tokens of the run at `[start, end)`, spans pushed; where the search goes on from. */
function tokensInRun(text: string, start: number, end: number, spans: Span[]): number {
  let i = end;
  // At the run's start (not glued to a mark), where a shape may stand alone (`CLIENT_SECRET=abc8Q~…`) too.
  let at = start;
  const shapes = end - start >= SHAPE_MIN;
  if ((shapes || mayStart(text, start)) && (start === 0 || text.charCodeAt(start - 1) !== MARK_BYTE)) {
    const to = tokenAt(text, start, shapes, spans);
    if (to >= 0) at = i = Math.max(i, to);
  }
  // After each `/` with room for a token after it: in a long run (a blob, a line of one character),
  // found by indexOf rather than read again one by one.
  const last = end - MIN;
  for (let p = Math.max(at, start + 1); p <= last; p++) {
    if (last - p > 64) {
      if (slash < p - 1) slash = text.indexOf("/", p - 1);
      if (slash < 0) slash = text.length;
      if (slash + 1 > last) break;
      p = slash + 1;
    } else if (text.charCodeAt(p - 1) !== SLASH) continue;
    if (!mayStart(text, p)) continue;
    const to = tokenAt(text, p, false, spans);
    if (to >= 0) p = (i = Math.max(i, to)) - 1;
  }
  return i;
}

/**
 * Vendor tokens in `text`, each a span of the kind its row names. Each run of token characters
 * (a long enough one) is looked at where a token may start: at its start, and after a `/`.
 */
export function findVendorTokens(text: string, spans: Span[]): void {
  runFrom.fill(-1);
  runTo.fill(-1);
  slash = -1;
  for (let i = 0, end = nextRun(text, 0); end >= 0; end = nextRun(text, i)) i = tokensInRun(text, runStart, end, spans);
}
