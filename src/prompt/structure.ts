/**
 * Secrets named by the structure around them rather than beside them: a record
 * whose `name` field names a secret and whose `value` field holds it (a
 * Kubernetes env entry, `aws ssm get-parameter`, GitLab's variables API, a
 * Hadoop property, a plist's `<key>`/`<string>`), a record marked secret
 * (`masked: true`, `Type: SecureString`), and a value under a parent that names
 * a secret (`db_password: {sensitive: true, value: …}`, `secrets: {stripe: …}`,
 * `<AdministratorPassword><Value>…`, an INI `[credentials]` section).
 *
 * The text is read a line at a time as YAML, pretty-printed JSON, INI/TOML or
 * XML would be: each line that is a field (`key: value`, `"key": "value",`,
 * `key = value`, `<key>value</key>`) joins the record of its indentation; a
 * line indented deeper opens a record named by the field above it. A record is
 * judged when it ends, by the same value judge as a secret-named setting.
 * Linear: every line is matched once, and a record keeps at most its first
 * fields.
 */
import type { Span } from "./redact.ts";
import { appPassword, namedValueSecret, secretName } from "./secret-names.ts";
import { publicName } from "./unknown-names.ts";

interface Field {
  key: string;
  value: string;
  start: number;
  end: number;
  /** Written in quotes (`"""…"""` too). */
  quoted: boolean;
}

interface Frame {
  /** The indentation of its fields; until its first field comes, half a column past the line that opened it. */
  indent: number;
  /** The field that opened it (`secrets:`, `<AdministratorPassword>`, `[credentials]`), or "". */
  name: string;
  fields: Field[];
}

const MAX_FIELDS = 64;

// `key: value`, `- key: value`, `"key": "value",`, `key = value`, `key => value`: indent, item dash, name, the rest.
// (The rest ends the line: its place is the line's end less its length, with no `d` flag, which costs on every line.)
const FIELD = /^([ \t]{0,64})(- {1,4})?(?:"([^"\\\n]{1,64})"|'([^'\\\n]{1,64})'|([A-Za-z_$@][\w.$@/-]{0,63}))[ \t]{0,16}(?:=>|:(?![:/])|=(?!=))[ \t]{0,16}(.{0,4096})$/;
// `<tag attr="…">text</tag>` on a line of its own; `<tag>` opening one; `[section]` of INI and TOML.
const XML_FIELD = /^([ \t]{0,64})<([A-Za-z_][\w.:-]{0,63})(?:[ \t][^<>\n]{0,256})?>([^<\n]{1,4096})<\/\2>[ \t]*$/d;
const XML_OPEN = /^([ \t]{0,64})<([A-Za-z_][\w.:-]{0,63})(?:[ \t][^<>/\n]{0,256})?>[ \t]*$/;
const SECTION = /^\[([A-Za-z_][\w. "'-]{0,63})\][ \t]*$/;

/** Field names that name the record's secret, and field names that hold its value. */
const NAME_FIELD = /^(?:name|key|label|parameter_?(?:key|name)|variable|var|env|property|setting|secret_?name|field|id)$/i;
const VALUE_FIELD = /^(?:value|data|string|secret_?string|secret_?value|plain_?text|text|content|current_?value|val|parameter_?value|default(?:_?value)?)$/i;
/** A record marked secret by a flag beside its value. */
const FLAG_FIELD = /^(?:masked|sensitive|secret|secure|is_?secret|is_?sensitive|protected|hidden)$/i;
const SECRET_TYPE = /^(?:securestring|secret|password|secure_?string|securetext|secret_?text)$/i;

/** A value as written: the inside of its quotes (`"…"`, `'…'`, `"""…"""`), or the bare word; "" when it opens a block. */
function unquote(raw: string): { value: string; offset: number } {
  let v = raw.replace(/[ \t]*,$/, "");
  for (const q of ['"""', "'''", '"', "'"]) {
    if (v.length >= 2 * q.length && v.startsWith(q) && v.endsWith(q)) return { value: v.slice(q.length, -q.length), offset: q.length };
  }
  if (/^[{[|>]/.test(v) || /^!\S+$/.test(v)) return { value: "", offset: 0 };
  v = v.replace(/[ \t]+#.*$/, "");
  return { value: v, offset: 0 };
}

/** The name a path or a dotted property ends in: `/prod/db/password` → `password`; `fs.s3a.secret.key` stays whole. */
const lastName = (value: string) => value.split(/[/\\:]/).filter(Boolean).at(-1) ?? "";

/**
 * A block whose members are secrets whatever their names: one named for a secret, a plural of one (`accessTokens`,
 * `passwords`, keyed by host or URL), a bearer's, or a Kubernetes Secret's `stringData`.
 */
const secretBlock = (name: string) => secretName(name) !== undefined || /(?:tokens|passwords|secrets|credentials|bearer|apikeys|api_keys)$/i.test(name) || name === "stringData";

function judge(frame: Frame, parent: string, found: Span[]): void {
  const { fields } = frame;
  if (!fields.length) return;
  const truthy = (f: Field) => /^(?:true|yes|1)$/i.test(f.value);
  const marked = fields.some((f) => (FLAG_FIELD.test(f.key) && truthy(f)) || (/^(?:type|kind)$/i.test(f.key) && SECRET_TYPE.test(f.value)));
  // One name field names the record (`name: DB_PASSWORD … value: …`); several, as a plist's `<key>`s, each the field after it.
  const names = fields.filter((f) => NAME_FIELD.test(f.key));
  const named = names.length === 1 && secretName(lastName(names[0]!.value)) !== undefined ? names[0] : undefined;
  const strength = named ? secretName(lastName(named.value)) : marked ? "strong" : secretName(frame.name) ?? (parent ? secretName(parent) : undefined);
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    if (names.length > 1 && NAME_FIELD.test(f.key)) {
      const next = fields[i + 1];
      const s = secretName(lastName(f.value));
      if (next && s && !NAME_FIELD.test(next.key) && namedValueSecret(next.value, s)) found.push({ start: next.start, end: next.end, kind: "secret" });
      continue;
    }
    if (!f.value || f === named) continue;
    // A secret-named field is judged where it stands (secret-names.ts), but for quotes that finder does not read (`"""…"""`).
    if (secretName(f.key) !== undefined) {
      if (f.quoted && ((!/\s/.test(f.value) && namedValueSecret(f.value, secretName(f.key)!)) || appPassword(f.value))) found.push({ start: f.start, end: f.end, kind: "secret" });
      continue;
    }
    if (VALUE_FIELD.test(f.key)) {
      if (strength && namedValueSecret(f.value, strength)) found.push({ start: f.start, end: f.end, kind: "secret" });
    } else if (!named && !marked && secretBlock(frame.name) && !NAME_FIELD.test(f.key) && !publicName(f.key) && !FLAG_FIELD.test(f.key)) {
      // A member of a block named for secrets (`secrets: {stripe: …}`): its value is one when it looks drawn or chosen.
      if (namedValueSecret(f.value, "weak")) found.push({ start: f.start, end: f.end, kind: "secret" });
    }
  }
}

/** Secrets that the structure of YAML, JSON, INI/TOML or XML names. */
export function findStructuredSecrets(text: string, found: Span[], lower: string): void {
  if (!/pass|secret|token|key|cred|auth|masked|sensitive|secure|bearer|stringdata/.test(lower)) return;
  const stack: Frame[] = [{ indent: -1, name: "", fields: [] }];
  /** Ends (and judges) the records indented deeper than `indent`. */
  const close = (indent: number) => {
    while (stack.length > 1 && stack.at(-1)!.indent > indent) judge(stack.pop()!, stack.at(-1)!.name, found);
    // The outermost record ends too (a JSON array's `},`), and starts again with the next field.
    const root = stack[0]!;
    if (stack.length === 1 && root.indent > indent && root.fields.length) judge(root, "", found), (root.fields = []);
  };
  for (let at = 0; at < text.length; ) {
    const newline = text.indexOf("\n", at);
    const end = newline < 0 ? text.length : newline;
    const lineAt = at;
    at = end + 1;
    if (end - lineAt > 4096) continue;
    const line = text.slice(lineAt, end);
    if (!/\S/.test(line)) continue;
    // (Each pattern is tried only where the line's first character allows it: `[` a section, `<` after blanks an element.)
    let first = 0;
    while (first <= 64 && (line.charCodeAt(first) === 32 || line.charCodeAt(first) === 9)) first++;
    const element = first <= 64 && line.charCodeAt(first) === 60;
    const section = line.charCodeAt(0) === 91 ? SECTION.exec(line) : null;
    if (section) {
      close(-2);
      judge(stack[0]!, "", found);
      stack[0]!.fields = [];
      // (A section's path names its block by any part that names a secret: `[credentials.prod]`.)
      const parts = section[1]!.split(/[ ."']+/).filter(Boolean);
      stack.push({ indent: -0.5, name: parts.find(secretBlock) ?? parts.at(-1) ?? "", fields: [] });
      continue;
    }
    const xml = element ? XML_FIELD.exec(line) : null;
    const field = xml ? undefined : FIELD.exec(line);
    if (!xml && !field) {
      // Any other line ends the records deeper than it; `<tag>` opens one named by it.
      const open = element ? XML_OPEN.exec(line) : null;
      close(line.search(/\S/));
      if (open) stack.push({ indent: open[1]!.length + 0.5, name: open[2]!, fields: [] });
      continue;
    }
    const m = (xml ?? field)!;
    const indent = xml ? m[1]!.length : m[1]!.length + (m[2]?.length ?? 0);
    const key = xml ? m[2]! : (m[3] ?? m[4] ?? m[5]!);
    const [rawStart, rawEnd] = xml ? xml.indices![3]! : [line.length - field![6]!.length, line.length];
    close(indent);
    let top = stack.at(-1)!;
    if (!top.fields.length) top.indent = indent;
    else if (indent > top.indent && top.fields.length) {
      // Deeper than the record above: a record of its own, named by the field that opened it.
      const opener = top.fields.at(-1)!;
      stack.push((top = { indent, name: opener.value ? "" : opener.key, fields: [] }));
    } else if (field?.[2] && indent === top.indent) {
      // A list item begins a new record at its members' indentation.
      judge(top, stack.at(-2)?.name ?? "", found);
      top.fields = [];
    }
    // (The rest of the line, its trailing blanks cut here: a pattern that left them out would try every length.)
    const raw = line.slice(rawStart, rawEnd).trimEnd();
    const { value, offset } = xml ? { value: raw.trim(), offset: raw.length - raw.trimStart().length } : unquote(raw);
    if (top.fields.length < MAX_FIELDS) {
      const start = lineAt + rawStart + offset;
      // (An element's text is set apart as a quoted value is: `<Pass encoding="base64">…</Pass>`.)
      top.fields.push({ key, value, start, end: start + value.length, quoted: (offset > 0 || !!xml) });
    }
  }
  close(-2);
  judge(stack[0]!, "", found);
}

/** How many one-line JSON values a text is parsed for, how much of it in all, and how long a line may be. */
const JSON_LINES = 256;
const JSON_BYTES = 256 * 1024;
const JSON_LINE_MAX = 64 * 1024;
/** Where an object or an array may start. */
const OPENER = /[{[]/g;

/**
 * The same judgement on JSON written on one line (`{"smtp":{"password":{"plain":"…"}}}`, GitLab's variables, an
 * `environment` array of `{"value", "name"}`): each line that holds an object or an array is parsed, and each object
 * judged as a record named by its key, its members found again in the line in the order they stand.
 */
export function findJsonSecrets(text: string, found: Span[]): void {
  let parsed = 0;
  let bytes = 0;
  // Only lines that hold a brace or a bracket are looked at: each found by a search, its line's ends then.
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(text); m && parsed < JSON_LINES && bytes < JSON_BYTES; m = OPENER.exec(text)) {
    const lineAt = text.lastIndexOf("\n", m.index) + 1;
    const newline = text.indexOf("\n", m.index);
    const end = newline < 0 ? text.length : newline;
    OPENER.lastIndex = end + 1;
    if (end - lineAt > JSON_LINE_MAX || end - lineAt < 8) continue;
    const line = text.slice(lineAt, end);
    const open = line.search(/[{[]/);
    const close = Math.max(line.lastIndexOf("}"), line.lastIndexOf("]"));
    if (open < 0 || close <= open || !line.includes('"')) continue;
    let value: unknown;
    try {
      parsed++;
      bytes += close + 1 - open;
      value = JSON.parse(line.slice(open, close + 1));
    } catch {
      continue;
    }
    const cursor = { at: lineAt + open };
    walk(value, "", "", text, lineAt + close + 1, cursor, found);
  }
}

/** Walks a parsed JSON value, finding each string again in the text after `cursor` (JSON keeps its members' order). */
function walk(node: unknown, name: string, parent: string, text: string, limit: number, cursor: { at: number }, found: Span[]): void {
  if (Array.isArray(node)) {
    // `[["user","app"],["password","x"]]`: a pair of a name and its value.
    if (node.length === 2 && typeof node[0] === "string" && typeof node[1] === "string") {
      const k = locate(text, node[0], limit, cursor);
      const v = locate(text, node[1], limit, cursor);
      const s = secretName(node[0]);
      if (k && v && s && namedValueSecret(node[1], s)) found.push({ ...v, kind: "secret" });
      return;
    }
    for (const item of node) walk(item, name, parent, text, limit, cursor, found);
    return;
  }
  if (!node || typeof node !== "object") return;
  const fields: Field[] = [];
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (!locate(text, key, limit, cursor)) return;
    if (value !== null && typeof value === "object") {
      walk(value, key, name, text, limit, cursor, found);
      continue;
    }
    const v = String(value);
    const where = typeof value === "string" ? locate(text, value, limit, cursor) : { start: cursor.at, end: cursor.at };
    if (!where) return;
    if (fields.length < MAX_FIELDS) fields.push({ key, value: v, ...where, quoted: typeof value === "string" });
  }
  judge({ indent: 0, name, fields }, parent, found);
}

/** Where a JSON string stands next in the text, written as JSON writes it, and the cursor moved past it. */
function locate(text: string, value: string, limit: number, cursor: { at: number }): { start: number; end: number } | undefined {
  const written = JSON.stringify(value);
  const at = text.indexOf(written, cursor.at);
  if (at < 0 || at + written.length > limit) return undefined;
  cursor.at = at + written.length;
  // The span is the string's inside: as written, escapes and all.
  return { start: at + 1, end: at + written.length - 1 };
}
