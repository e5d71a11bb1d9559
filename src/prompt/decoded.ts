/**
 * Secrets in text that is encoded or escaped on its way to the output: base64 of text (a Docker config, an env file,
 * `user:password`), base64 wrapped over lines (`base64 sa.json`), and text escaped for a URL or a string. What it
 * decodes to is judged as text by the caller's `secretsOf` (the redaction's names and known shapes), and the encoded
 * run, or the secret as it was escaped in it, is marked. Bounded: 64 decodes and 256 KB of decoded text a block.
 */
import type { Span } from "./redact.ts";
import { credentialLike } from "./rejected.ts";
import { findConnectionPasswords } from "./connection-strings.ts";
import { contains } from "./contains.ts";

/** The secrets the redaction finds in a decoded text, as they stand in it. */
export type SecretsOf = (decoded: string) => string[];

/** How much base64 a block decodes to look inside, and in how many runs (each costs a redaction of what it decodes to). */
const DECODE_AT_MOST = 256 * 1024;
const DECODE_RUNS = 64;
/** Runs of base64's characters, of either alphabet (no bound on the run, so no backtracking: its length is checked after). */
const BASE64_RUN = /[A-Za-z0-9+/_-]{20,}={0,2}/g;

/**
 * Secrets in base64 of text: a Docker config's `{"auths":…}`, a service account's JSON, `user:password`, an env file.
 * What the run decodes to is redacted as any text is; if anything in it is a secret, the whole run is one. Base64 of
 * text with no secret in it (a PNG's name, a harmless JSON) stays as it is.
 */
export function encodedSecrets(view: string, spans: Span[], secretsOf: SecretsOf): void {
  let budget = DECODE_AT_MOST;
  let runs = DECODE_RUNS;
  BASE64_RUN.lastIndex = 0;
  for (let m = BASE64_RUN.exec(view); m && budget > 0 && runs > 0; m = BASE64_RUN.exec(view)) {
    const run = m[0];
    // Base64 of text mixes cases; a word, a hex digest or a path's piece does not, or is too short to hold a secret.
    // (Nor is a run against a mark an earlier pass left: the first pass saw it as part of a longer one.)
    if (run.length < 20 || run.length > 65536 || !/[A-Z]/.test(run) || !/[a-z]/.test(run) || /[A-Za-z0-9\0\x01]/.test(view[m.index - 1] ?? "") || /[\0\x01]/.test(view[m.index + run.length] ?? "")) continue;
    const text = decodedText(run);
    if (!text) continue;
    budget -= text.length;
    runs--;
    // `user:password` (Basic auth's form): a user's name, a colon, and one value that looks chosen or drawn.
    const pair = /^([\w.@+-]{1,64}):([^\s"'{}[\],:]{4,128})$/.exec(text.trim());
    if ((pair && credentialLike(pair[2]!)) || secretsOf(text).length) {
      spans.push({ start: m.index, end: m.index + run.length, kind: "secret" });
    }
  }
}

/** An escape of a URL's (`%3A`) or a string's (`\u0022`); a run holding three (two) of them is read unescaped. */
const ESCAPE = /%[0-9A-Fa-f]{2}|\\u00[0-9A-Fa-f]{2}/g;
/** Where a run of escaped text ends: at a space or a quote. */
const RUN_END = /[\s"'<>]/;

/**
 * Secrets in text escaped for a URL or a string (`body=%7B%22password%22%3A%22…%22%7D`, `{\u0022password\u0022:…}`,
 * a redirect's `%3Faccess_token%3D…`): the run is unescaped and judged as text, and each secret found in it is
 * found again in the run as it was escaped (or the whole run goes, when it cannot be). Linear: each run is found from
 * its first escape and read once, its ends found by scanning out to a space or a quote (4 KB at most either way).
 */
export function escapedSecrets(view: string, spans: Span[], secretsOf: SecretsOf): void {
  if (!view.includes("%") && !contains(view, "\\u00")) return;
  let budget = DECODE_RUNS;
  ESCAPE.lastIndex = 0;
  // (Each character is scanned once: a run's start is looked for no further back than the last run's end.)
  let lastEnd = 0;
  for (let m = ESCAPE.exec(view); m && budget > 0; m = ESCAPE.exec(view)) {
    let start = m.index;
    while (start > lastEnd && m.index - start < 4096 && !RUN_END.test(view[start - 1]!)) start--;
    let end = m.index;
    while (end < view.length && end - m.index < 4096 && !RUN_END.test(view[end]!)) end++;
    ESCAPE.lastIndex = lastEnd = end;
    const run = view.slice(start, end);
    const unicode = m[0].startsWith("\\");
    if ((run.match(unicode ? /\\u00[0-9A-Fa-f]{2}/g : /%[0-9A-Fa-f]{2}/g)?.length ?? 0) < (unicode ? 2 : 3)) continue;
    let decoded: string;
    try {
      decoded = unicode ? JSON.parse(`"${run.replace(/\\(?!u00)/g, "\\\\").replace(/"/g, '\\"')}"`) : decodeURIComponent(run.replace(/\+/g, " "));
    } catch {
      continue;
    }
    budget--;
    // A URL inside a URL's query is escaped once more for each layer (`next=%252Fcb%253Fpass%253D…`): read to the last.
    for (let layer = 0; layer < 3 && !unicode && /%[0-9A-Fa-f]{2}/.test(decoded); layer++) {
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        break;
      }
    }
    // The names and known shapes judge what it holds, and so does a login's query: its password field is one
    // whatever it looks like (`?user=bob&pass=zhongguosunshine`), as it is in the URL unescaped.
    const found: Span[] = [];
    findConnectionPasswords(decoded, found);
    for (const value of [...secretsOf(decoded), ...found.map((f) => decoded.slice(f.start, f.end))]) {
      const forms = [value, encodeURIComponent(value), encodeURIComponent(encodeURIComponent(value)), JSON.stringify(value).slice(1, -1)];
      const found = forms.map((f) => ({ f, i: run.indexOf(f) })).find((x) => x.i >= 0 && x.f.length > 0);
      if (found) spans.push({ start: start + found.i, end: start + found.i + found.f.length, kind: "secret" });
      else spans.push({ start, end, kind: "secret" });
    }
  }
}


/**
 * Secrets in base64 wrapped over lines (`base64 sa.json`, a blob printed 76 to a line): consecutive lines of one length
 * (the last shorter) are joined and decoded; when what they decode to holds a secret, every line of it goes.
 */
export function wrappedBase64(view: string, spans: Span[], secretsOf: SecretsOf): void {
  if (!view.includes("\n")) return;
  let budget = DECODE_RUNS;
  // Candidate lines are found by a search (a text of blank lines or prose is not split into lines); from each, the
  // block runs while the lines keep its width, the last one shorter.
  LINE_OF_BASE64.lastIndex = 0;
  for (let m = LINE_OF_BASE64.exec(view); m && budget > 0; m = LINE_OF_BASE64.exec(view)) {
    const width = m[0].length;
    const start = m.index;
    let end = start + width;
    let lines = 1;
    for (;;) {
      const next = view.indexOf("\n", end + 1);
      const line = view.slice(end + 1, next < 0 ? view.length : next);
      if (end >= view.length || !/^[A-Za-z0-9+/]{1,120}={0,2}$/.test(line) || line.length > width) break;
      end += 1 + line.length;
      lines++;
      if (line.length < width || end - start > 64 * 1024) break;
    }
    LINE_OF_BASE64.lastIndex = end;
    // (A block past 64 KB is data, an image or an archive; a credential file is a few KB.)
    if (lines < 2 || end - start > 64 * 1024) continue;
    budget--;
    const decoded = decodedText(view.slice(start, end).replace(/\n/g, ""));
    if (decoded && (/PRIVATE KEY/.test(decoded) || secretsOf(decoded).length)) spans.push({ start, end, kind: "secret" });
  }
}

/** A line of base64 alone, 40 to 120 long (base64 wraps at 76, PEM and others at 64). */
const LINE_OF_BASE64 = /(?<![^\n])[A-Za-z0-9+/]{40,120}={0,2}(?=\n)/g;

/** What base64 decodes to when that is text (nine in ten characters printable), or undefined. */
function decodedText(run: string): string | undefined {
  let bytes: string;
  try {
    bytes = atob(run.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "").padEnd(Math.ceil(run.replace(/=+$/, "").length / 4) * 4, "="));
  } catch {
    return undefined;
  }
  // Text in UTF-8 (`svc:Maçã2001@`) is decoded as such; bytes that are no UTF-8 are no text.
  let text = bytes;
  if (/[\x80-\xff]/.test(bytes)) {
    try {
      text = UTF8.decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
    } catch {
      return undefined;
    }
  }
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13 || (c >= 0xa0 && c < 0xd800)) printable++;
  }
  return printable >= text.length * 0.9 ? text : undefined;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });
