/**
 * Secrets in a table whose header names them: a Markdown table with a `Password` column, a CLI's listing with a
 * `TOKEN` or `SECRET` column (`kubeadm token list`). Each row's cell under that header is the secret, whatever it
 * looks like; an empty cell, a placeholder or a mask is left.
 *
 * Linear: each line is looked at once, and a table's rows only in the columns its header gave.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE, secretName } from "./secret-names.ts";
import { contains } from "./contains.ts";

/** A header cell's words as one name (`API Key` → `api_key`), for the name judge. */
const asName = (cell: string) => cell.trim().replace(/[\s-]+/g, "_");

/** Whether a cell holds a value: not empty, no placeholder, no mask, no state in brackets. */
const holdsValue = (cell: string) => cell.length >= 4 && !PLACEHOLDER.test(cell) && !REFERENCE.test(cell) && !/^[*•x.-]+$|^\(.*\)$|^<.*>$/i.test(cell);

/** Cells of a Markdown row (`| a | b |`) with where each starts, or undefined for a line that is none. */
function markdownCells(line: string): { text: string; at: number }[] | undefined {
  if (!/^\s*\|.*\|\s*$/.test(line)) return undefined;
  const cells: { text: string; at: number }[] = [];
  let from = line.indexOf("|") + 1;
  for (let bar = line.indexOf("|", from); bar >= 0; bar = line.indexOf("|", from)) {
    const raw = line.slice(from, bar);
    cells.push({ text: raw.trim(), at: from + raw.length - raw.trimStart().length });
    from = bar + 1;
  }
  return cells;
}

/** Column starts of a listing's header (`NAME   TOKEN   TTL`): words or word groups two or more spaces apart. */
function listingColumns(line: string): { text: string; at: number }[] | undefined {
  if (!/\S(?: {2,}|\t)\S/.test(line) || /[|=:;,{}]/.test(line) || line.length > 400) return undefined;
  const columns = [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index! }));
  // A header is capitals (`SECRET ACCESS KEY`), title case words, or lower-case names (`conn_id  login  password`),
  // not a row of values.
  return columns.length >= 2 && (columns.every((c) => /^[A-Z][A-Za-z_ ]{0,40}$/.test(c.text)) || columns.every((c) => /^[a-z][a-z_]{1,30}$/.test(c.text))) ? columns : undefined;
}

/** A CSV header's cells (`id,email,temp_password`), or undefined for a line that is none. */
function csvCells(line: string): { text: string; at: number }[] | undefined {
  if (!/^[A-Za-z_"][\w" .-]*(?:,[A-Za-z_"][\w" .-]*){1,40}$/.test(line.trim())) return undefined;
  return cellsOf(line);
}

/** The cells of a comma-separated row, with where each starts (quotes around a cell are not its text). */
function cellsOf(line: string): { text: string; at: number }[] {
  const cells: { text: string; at: number }[] = [];
  let at = 0;
  for (const raw of line.split(",")) {
    const lead = raw.length - raw.trimStart().length + (raw.trimStart().startsWith('"') ? 1 : 0);
    cells.push({ text: raw.trim().replace(/^"|"$/g, ""), at: at + lead });
    at += raw.length + 1;
  }
  return cells;
}

/** The two-column listing of settings (`KEY   VALUE`, `Key  Value`): a row whose name is a secret's holds it in the rest. */
const KEY_VALUE = /^[ \t]*(?:KEY|Key|NAME|Name|key|name)[ \t]{2,}(?:VALUE|Value|value|DATA|Data)[ \t]*$/;

/** `lower` is the text in lower case (made once for every finder). */
export function findSecretColumns(text: string, spans: Span[], lower: string): void {
  if (!["pass", "secret", "token", "key", "credential"].some((w) => contains(lower, w))) return;
  const lines = text.split("\n");
  let offset = 0;
  let table: { kind: "markdown" | "listing" | "csv" | "keyvalue"; secret: number[]; starts: number[] } | undefined;
  for (const line of lines) {
    const md = markdownCells(line);
    if (table?.kind === "keyvalue" && /^[ \t]*\S+[ \t]{2,}\S/.test(line) && !/^[ \t]*-+[ \t]+-+/.test(line)) {
      const row = /^([ \t]*)(\S+)([ \t]{2,})(.+?)[ \t]*$/.exec(line)!;
      const name = row[2]!.split(/[:/]/).at(-1)!;
      const strength = secretName(name);
      const value = row[4]!;
      if (strength && holdsValue(value) && (strength === "strong" || !/\s/.test(value))) {
        const at = row[1]!.length + row[2]!.length + row[3]!.length;
        spans.push({ start: offset + at, end: offset + at + value.length, kind: "secret" });
      }
    } else if (table?.kind === "csv" && line.includes(",")) {
      const cells = cellsOf(line);
      for (const i of table.secret) {
        const cell = cells[i];
        if (cell && holdsValue(cell.text)) spans.push({ start: offset + cell.at, end: offset + cell.at + cell.text.length, kind: "secret" });
      }
    } else if (table?.kind === "keyvalue" && /^[ \t]*-+[ \t]+-+/.test(line)) {
      // The rule under the header.
    } else if (table?.kind === "markdown" && md) {
      for (const i of table.secret) {
        const cell = md[i];
        if (cell && holdsValue(cell.text) && !/^:?-{3,}:?$/.test(cell.text)) spans.push({ start: offset + cell.at, end: offset + cell.at + cell.text.length, kind: "secret" });
      }
    } else if (table?.kind === "listing" && line.trim() && line.length <= 400 && !/^\s*[$#>%] /.test(line)) {
      for (const i of table.secret) {
        const at = table.starts[i]!;
        // The cell is the word that starts under its header.
        const under = at === 0 || line[at - 1] === " " || line[at - 1] === "\t";
        let word = under ? /^\S+/.exec(line.slice(at))?.[0] : undefined;
        let start = at;
        if (!under && i !== table.starts.length - 1) continue;
        // The last column of a listing whose rows do not keep to its header's columns: the row's last word.
        if (!word && i === table.starts.length - 1) {
          const last = /(\S+)[ \t]*$/.exec(line);
          if (last) (word = last[1]), (start = last.index);
        }
        if (word && holdsValue(word)) spans.push({ start: offset + start, end: offset + start + word.length, kind: "secret" });
      }
    } else {
      table = undefined;
      if (KEY_VALUE.test(line)) {
        table = { kind: "keyvalue", secret: [], starts: [] };
        offset += line.length + 1;
        continue;
      }
      const csv = md || !line.includes(",") ? undefined : csvCells(line);
      if (csv) {
        const secret = csv.flatMap((c, i) => (secretName(asName(c.text)) === "strong" ? [i] : []));
        if (secret.length) table = { kind: "csv", secret, starts: [] };
        offset += line.length + 1;
        continue;
      }
      const header = md ?? listingColumns(line);
      // (A name that only may be a secret's, `Key`, heads a column of settings' names as often.)
      // (A listing's bare `SECRET` column names a cluster's Secret object, `kubectl get certificate`'s: a name.)
      const secret = (header ?? []).flatMap((c, i) => (secretName(asName(c.text)) === "strong" && (md || !/^SECRETS?$/.test(c.text)) ? [i] : []));
      if (header && secret.length) table = { kind: md ? "markdown" : "listing", secret, starts: header.map((c) => c.at) };
    }
    offset += line.length + 1;
  }
}
