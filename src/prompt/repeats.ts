/**
 * A secret found once is a secret wherever else the text shows it, as it was typed or as tools print it: echoed back
 * (`bash: X: command not found`, a statement SQL*Plus echoes, a prompt repeating what was typed), and in the encodings
 * tools print: base64 of it or of anything holding it (`echo -n X | base64`, `user:X` in a Basic header or a Docker
 * config), URL-escaped (`https://X%23@host`), JSON-escaped, hex, spaced out (`sed 's/./& /g'`) or reversed.
 *
 * Linear: the forms of every value are searched for in one pass over the text, which looks up 4 characters of every
 * 5th place in a table of the forms' first grams (a form is 8 characters or more, so each place it starts has one of
 * its grams sampled), so the cost is the text's length whatever the number of values (bounded, VALUES).
 */
import type { Span } from "./redact.ts";

/** How many values a text's secrets are looked for again (the first found), each in about a dozen forms. */
const VALUES = 64;
/** How long every form is at least. */
const W = 8;
const B = 31;
/** Bits of the table that tells a window that may start a form from one that cannot. */
const FILTER_BITS = 18;

/**
 * Whether a value is a name made of words and numbers (`TestRefreshToken2FA`, `SHOP-4821-RetryOnTimeout`): if a finder
 * took it for a secret, the mistake stays where it was made, and the model still sees the name elsewhere. Its pieces
 * (words by case, runs of digits) are few and none is a lone letter, as a random string's are.
 */
function identifier(value: string): boolean {
  const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g) ?? [];
  const words = pieces.filter((p) => /[A-Za-z]/.test(p));
  return words.every((p) => p.length >= 2) && pieces.filter((p) => !/^[-_.]$/.test(p)).length * 3 <= value.length;
}

/**
 * Whether a secret's value may be looked for elsewhere: long enough that it stands for itself (8 characters; a short
 * `pw` would blank every `pw`), on one line, and not a name of words and numbers, unless it holds a symbol no name
 * has (`wsxcde#86`, `Woaini2006?`: a password chosen to look like a word and a year).
 */
export function repeatable(value: string): boolean {
  if (value.length < W || value.length > 512 || /[\n\0\x01]/.test(value)) return false;
  return !identifier(value) || /[^\w\s.\/:@-]/.test(value);
}

/** A form to look for, and whether a match goes to the ends of the base64 run around it. */
interface Form {
  text: string;
  kind: string;
  run: boolean;
}

/** The value's bytes in UTF-8, as a binary string (what `btoa` takes). */
function bytesOf(value: string): string {
  return /^[\x00-\x7f]*$/.test(value) ? value : String.fromCharCode(...new TextEncoder().encode(value));
}

/**
 * The base64 characters that a value's bytes alone decide, wherever it stands in what was encoded (after 0, 1 or 2
 * bytes of something else, as `X` stands in `user:X`), in both alphabets.
 */
function base64Cores(bytes: string): string[] {
  const cores: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = btoa("\0".repeat(shift) + bytes + "\0\0");
    const core = encoded.slice(Math.ceil((8 * shift) / 6), Math.floor((8 * (shift + bytes.length)) / 6));
    cores.push(core);
    if (/[+/]/.test(core)) cores.push(core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return cores;
}

/** The forms tools print a value in. */
function formsOf(value: string, kind: string): Form[] {
  const bytes = bytesOf(value);
  const hex = Array.from(bytes, (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  const url = encodeURIComponent(value);
  const texts = [
    value,
    url,
    url.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    url.replace(/%20/g, "+"),
    JSON.stringify(value).slice(1, -1),
    hex,
    hex.toUpperCase(),
    [...value].reverse().join(""),
    [...value].join(" "),
  ];
  const forms = [...new Set(texts)].map((text) => ({ text, kind, run: false }));
  for (const core of new Set(base64Cores(bytes))) if (core.length >= W) forms.push({ text: core, kind, run: true });
  return forms;
}

/**
 * A hash of the 4 characters at `at`. The text is sampled every STEP characters: every form is at least W long, so
 * wherever one starts, a sample falls within its first STEP characters, and the form is found from the 4 there.
 */
function gramAt(text: string, at: number): number {
  return (Math.imul(Math.imul(Math.imul(text.charCodeAt(at), B) + text.charCodeAt(at + 1), B) + text.charCodeAt(at + 2), B) + text.charCodeAt(at + 3)) | 0;
}
const Q = 4;
const STEP = W - Q + 1;

const slot = (h: number) => (h ^ (h >>> FILTER_BITS)) & ((1 << FILTER_BITS) - 1);

/** Base64's characters, of either alphabet, and its padding: what a match of a base64 form widens over. */
const BASE64_CHAR = /[A-Za-z0-9+/=_-]/;

/** The secrets of a text, collected as they are found, then looked for again in all of it. */
export class Repeats {
  private values = new Map<string, string>();

  /** Notes the values of the spans found in `text` (those that may be looked for again). */
  add(text: string, spans: Span[]): void {
    for (const s of spans) {
      if (this.values.size >= VALUES) return;
      if (s.kind === "private-key" || s.end - s.start > 512 || s.end - s.start < W) continue;
      const value = text.slice(s.start, s.end);
      // (A text of the same few values over and over, a log's line repeated, judges each once.)
      if (this.values.has(value) || this.judged.has(value)) continue;
      if (this.judged.size < 8192) this.judged.add(value);
      if (repeatable(value)) this.values.set(value, s.kind);
    }
  }

  /** Values already judged not to be looked for again. */
  private judged = new Set<string>();

  get size(): number {
    return this.values.size;
  }

  private table?: { filter: Uint8Array; forms: Map<number, { form: Form; offset: number }[]> };

  /** Spans for every place in `text` where a noted value stands, in any of its forms. */
  find(text: string, spans: Span[]): void {
    if (this.values.size === 0 || text.length < W) return;
    this.table ??= this.build();
    const { filter, forms } = this.table;
    const n = text.length;
    for (let i = 0; i + Q <= n; i += STEP) {
      const h = gramAt(text, i);
      if (filter[slot(h)] === 0) continue;
      const candidates = forms.get(h);
      if (!candidates) continue;
      for (const { form, offset } of candidates) {
        const at = i - offset;
        if (at < 0 || !text.startsWith(form.text, at)) continue;
        let start = at;
        let end = at + form.text.length;
        if (form.run) {
          // The whole run of base64 holds the value (`user:X` encoded): all of it goes, 4 KB either way at most.
          while (start > 0 && at - start < 4096 && BASE64_CHAR.test(text[start - 1]!)) start--;
          while (end < n && end - at < 4096 && BASE64_CHAR.test(text[end]!)) end++;
        }
        spans.push({ start, end, kind: form.kind });
      }
    }
  }

  private build(): { filter: Uint8Array; forms: Map<number, { form: Form; offset: number }[]> } {
    const filter = new Uint8Array(1 << FILTER_BITS);
    const forms = new Map<number, { form: Form; offset: number }[]>();
    for (const [value, kind] of this.values) {
      for (const form of formsOf(value, kind)) {
        // Each of the form's first STEP grams, with where it stands in the form.
        for (let offset = 0; offset < STEP; offset++) {
          const h = gramAt(form.text, offset);
          filter[slot(h)] = 1;
          const list = forms.get(h);
          if (list) list.push({ form, offset });
          else forms.set(h, [{ form, offset }]);
        }
      }
    }
    return { filter, forms };
  }
}
