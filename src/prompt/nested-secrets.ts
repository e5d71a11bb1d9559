/**
 * Secrets whose name stands one level up, not beside them:
 * - XML that names the secret in an element or a key and holds it in the value element after it: unattend.xml's
 *   `<Password><Value>…</Value>`, a Java map's `<entry><key>db.password</key><value>…</value>`, a plist's
 *   `<key>Password</key><string>…</string>`, Hadoop's `<name>…password</name><value>…</value>`, even when a grep's
 *   prefixes stand between the lines;
 * - a login's object, where a user's key makes the short `pwd`/`pass` key a password's, whatever it looks like
 *   (`db.createUser({ user: "x", pwd: "asdf;lkj$" })`);
 * - a chain's accounts list, which holds private keys (`accounts: ["0x<64 hex>"]` in a Hardhat or Truffle config);
 * - a field of a struct or a map as Go prints it (`{User:app Password:Sparrowmarble Host:db}`, `map[password:…]`),
 *   where a field's value runs to the next blank.
 *
 * Linear: each kind starts at a literal, its spans bounded; the name is looked for in the 320 characters before.
 */
import type { Span } from "./redact.ts";
import { namedValueSecret, PLACEHOLDER, REFERENCE, secretName } from "./secret-names.ts";

/** A value element with text in it. */
const VALUE_ELEMENT = /<(?<t>[Vv]alue|VALUE|string)>(?<v>[^<\n]{1,512})<\/\k<t>>/dg;

/** A tag, read where a `<` stands: an opening tag (a parent), or the end of a `<key>`/`<name>` that labels a value. */
const TAG = /<(?<close>\/?)(?<n>[A-Za-z][\w.:-]{0,80})(?:[ \t][^<>]{0,200})?>/y;

/** A short password key in an object, and a user's key in the same object. */
const LOGIN_PASSWORD = /(?:pwd|pass|passwd)(?<=(?<![\w.$-])(?:pwd|pass|passwd))["']?[ \t]{0,4}:[ \t]{0,4}(?<q>["'])(?<v>[^"'\n]{1,256})\k<q>/dg;
const USER_KEY = /(?:^|[{,\s])["']?(?:user|username|login)["']?[ \t]{0,4}:[ \t]{0,4}["']/;

/** A chain's list of accounts, and a private key's shape in it: 32 bytes of hex. */
const ACCOUNTS = /\baccounts["']?[ \t]{0,4}[:=][ \t]{0,4}\[(?<l>[^\]\n]{1,2048})\]/dg;
const HEX_KEY = /(?<q>["'])(?<v>(?:0x)?[0-9a-fA-F]{64})\k<q>/dg;

/** Whether a value is given in earnest: not a reference, a placeholder or a mask. */
const given = (v: string) => !REFERENCE.test(v) && !PLACEHOLDER.test(v) && !/^[*•x]{3,}$|^\$/.test(v.trim());

/** The name the last tag before `at` gives a value: its parent's, or its `<key>`'s or `<name>`'s text. */
function labelBefore(text: string, at: number): string | undefined {
  const from = Math.max(0, at - 320);
  const back = text.slice(from, at).lastIndexOf("<");
  if (back < 0) return undefined;
  const lt = from + back;
  TAG.lastIndex = lt;
  const tag = TAG.exec(text);
  if (!tag) return undefined;
  if (!tag.groups!.close) return tag.groups!.n;
  if (!/^(?:key|name)$/i.test(tag.groups!.n!)) return undefined;
  const label = text.slice(Math.max(0, lt - 140), lt);
  const open = label.lastIndexOf(`<${tag.groups!.n}>`);
  return open >= 0 ? label.slice(open + tag.groups!.n!.length + 2) : undefined;
}

function xmlValues(text: string, spans: Span[]): void {
  VALUE_ELEMENT.lastIndex = 0;
  for (let m = VALUE_ELEMENT.exec(text); m; m = VALUE_ELEMENT.exec(text)) {
    const v = m.groups!.v!;
    if (!v.trim() || !given(v)) continue;
    const name = labelBefore(text, m.index);
    const strength = name ? secretName(name) : undefined;
    if (!strength || !namedValueSecret(v.trim(), strength)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

function loginPasswords(text: string, spans: Span[]): void {
  LOGIN_PASSWORD.lastIndex = 0;
  for (let m = LOGIN_PASSWORD.exec(text); m; m = LOGIN_PASSWORD.exec(text)) {
    const v = m.groups!.v!;
    // The object around the key: back to its brace, within the line and 256 characters.
    const back = text.slice(Math.max(0, m.index - 256), m.index);
    const open = back.lastIndexOf("{");
    if (open < 0 || open < back.lastIndexOf("\n") || !USER_KEY.test(back.slice(open)) || !given(v) || v.length < 4) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

/** A field of a Go struct or map as `%+v` prints it: its name, a colon, its value up to a blank or the end. */
const GO_FIELD = /:(?<=(?<=[{[ ])(?<n>[A-Za-z_]\w{0,40}):)(?<v>[A-Za-z0-9][^\s{}[\]:]{0,255})(?=[ }\]])/dg;

function goFields(text: string, spans: Span[]): void {
  GO_FIELD.lastIndex = 0;
  for (let m = GO_FIELD.exec(text); m; m = GO_FIELD.exec(text)) {
    const strength = secretName(m.groups!.n!);
    const v = m.groups!.v!;
    if (!strength || !given(v) || !namedValueSecret(v, strength)) continue;
    // Inside a struct's braces or a map's brackets, on the field's line.
    const back = text.slice(Math.max(0, m.index - 512), m.index);
    const open = Math.max(back.lastIndexOf("{"), back.lastIndexOf("map["));
    // (A shell's `${NAME:?message}` is an expansion, not a struct.)
    if (open < 0 || open < Math.max(back.lastIndexOf("}"), back.lastIndexOf("]"), back.lastIndexOf("\n")) || back[open - 1] === "$") continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

function accountKeys(text: string, spans: Span[]): void {
  ACCOUNTS.lastIndex = 0;
  for (let m = ACCOUNTS.exec(text); m; m = ACCOUNTS.exec(text)) {
    const list = m.groups!.l!;
    const [from] = m.indices!.groups!.l!;
    HEX_KEY.lastIndex = 0;
    for (let k = HEX_KEY.exec(list); k; k = HEX_KEY.exec(list)) {
      const [start, end] = k.indices!.groups!.v!;
      spans.push({ start: from + start, end: from + end, kind: "private-key" });
    }
  }
}

export function findNestedSecrets(text: string, spans: Span[]): void {
  // (Each pattern starts with a literal, searched as fast as `includes` would be: no search for it first.)
  if (text.includes("<")) xmlValues(text, spans);
  loginPasswords(text, spans);
  accountKeys(text, spans);
  // (A struct's fields are searched from their colons: only in a text with a brace or a map.)
  if (text.includes("{") || text.includes("map[")) goFields(text, spans);
}
