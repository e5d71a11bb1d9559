/**
 * Rows of a database dump whose table is named for credentials (`api_tokens`, `oauth_clients`, `user_secrets`,
 * `api_keys`): mysqldump's `INSERT INTO `api_clients` VALUES (1,'erp-sync','ef6b…',…)` and pg_dump's
 * `COPY public.api_tokens (id, token) FROM stdin;` then tab-separated lines. Every cell is judged as a value of an
 * unnamed setting would be (drawn at random: hex, letters and digits), and a cell under a column named for a secret
 * as that name's value; names, dates and numbers stay. The same rows in a table of orders or of users stay too.
 *
 * Linear: statements start at a literal; an INSERT's cells are read once along its line, a COPY's rows until `\.`.
 */
import type { Span } from "./redact.ts";
import { namedValueSecret, secretName } from "./secret-names.ts";
import { randomValue } from "./unknown-names.ts";
import { drawnAtRandom } from "./value-shapes.ts";

/**
 * A table named for credentials: tokens, secrets, keys, credentials, passwords, or an API's or OAuth's clients. (Not
 * a webhook's: its deliveries and events hold ids and digests more often than the signing secret.)
 */
const TABLE = /(?:token|secret|api_?keys?|access_?keys?|credential|passw|(?:api|oauth\d?)_?clients?)/i;

const INSERT = /\bINSERT[ \t]+INTO[ \t]+(?<t>[`"]?[\w.]{1,128}[`"]?)[ \t]*(?:\((?<c>[^)\n]{1,2048})\)[ \t]*)?VALUES[ \t]*/dgi;
const COPY = /(?<![^\n])COPY[ \t]+(?<t>[\w."]{1,128})[ \t]*\((?<c>[^)\n]{1,2048})\)[ \t]+FROM[ \t]+stdin;[ \t]*\n/dgi;
/** A quoted cell of an INSERT's row, a row's start, or a bare cell. */
const CELL = /'(?<q>(?:[^'\\\n]|\\.|''){0,1024})'|(?<open>\()|(?<b>[^,'()\s;]{1,128})/g;

/** Whether a cell holds a secret, under its column's name if the statement gave one. */
function secretCell(v: string, column: string | undefined): boolean {
  const strength = column ? secretName(column) : undefined;
  if (strength) return namedValueSecret(v, strength);
  // (A hash of a key, under a name that says so, is kept as randomValue keeps digests under public names.)
  if (column && /hash|digest|sum|fingerprint|prefix|last4|hint/i.test(column)) return false;
  return randomValue(v, true) || drawnAtRandom(v);
}

/** The columns' names of a statement, unquoted. */
const columnsOf = (list: string | undefined) => list?.split(",").map((c) => c.trim().replace(/^[`"]|[`"]$/g, ""));

function inserts(text: string, spans: Span[], from: number): void {
  INSERT.lastIndex = from;
  for (let m = INSERT.exec(text); m; m = INSERT.exec(text)) {
    if (!TABLE.test(m.groups!.t!)) continue;
    const columns = columnsOf(m.groups!.c);
    const from = m.index + m[0].length;
    const newline = text.indexOf("\n", from);
    const end = newline < 0 ? text.length : newline;
    // Cells are counted within each row's parentheses.
    let column = 0;
    CELL.lastIndex = from;
    for (let c = CELL.exec(text); c && c.index < end; c = CELL.exec(text)) {
      if (c.groups!.open) {
        column = 0;
        continue;
      }
      const v = c.groups!.q ?? c.groups!.b!;
      if (c.groups!.q !== undefined && v.length >= 8 && secretCell(v, columns?.[column])) spans.push({ start: c.index + 1, end: c.index + 1 + v.length, kind: "secret" });
      column++;
    }
    INSERT.lastIndex = Math.max(INSERT.lastIndex, end);
  }
}

function copies(text: string, spans: Span[], from: number): void {
  COPY.lastIndex = from;
  for (let m = COPY.exec(text); m; m = COPY.exec(text)) {
    if (!TABLE.test(m.groups!.t!)) continue;
    const columns = columnsOf(m.groups!.c);
    let at = m.index + m[0].length;
    while (at < text.length) {
      const newline = text.indexOf("\n", at);
      const end = newline < 0 ? text.length : newline;
      const row = end - at <= 8192 ? text.slice(at, end) : "";
      if (row === "\\.") break;
      let start = at;
      row.split("\t").forEach((cell, i) => {
        if (cell.length >= 8 && cell !== "\\N" && secretCell(cell, columns?.[i])) spans.push({ start, end: start + cell.length, kind: "secret" });
        start += cell.length + 1;
      });
      at = end + 1;
    }
    COPY.lastIndex = Math.max(COPY.lastIndex, at);
  }
}

/** Where a statement may start, searched in the text in lower case (one search for both, no `i`). */
const STATEMENT = /insert[ \t]+into|copy[ \t](?<=(?<![^\n])copy[ \t])/g;

export function findCredentialRows(text: string, spans: Span[], lower: string): void {
  STATEMENT.lastIndex = 0;
  const first = lower.length === text.length ? STATEMENT.exec(lower) : { index: 0 };
  if (!first) return;
  inserts(text, spans, first.index);
  copies(text, spans, first.index);
}
