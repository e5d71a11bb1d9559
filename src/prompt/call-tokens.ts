/**
 * Tokens known by their layout or by the call they are handed to, whatever the vendor:
 * - three dot-separated runs drawn at random (`<24>.<6>.<38>`: a bot's token, an opaque signed session), the middle
 *   one short; a JWT's `eyJ` layout is secret-patterns.ts's, a file's or a class's dotted name is made of words;
 * - the string arguments of a call that logs in or builds a client (`client.run("…")`, `Client("AC…", "<32 hex>")`,
 *   `login("…")`, `authenticate(…)`, Ruby's `Client.new(…)`, `create_superuser(…)`) when they look drawn at random,
 *   or, after the first, chosen as a password is; a SID-like id (`AC` + 32 hex) stays, as do names, URLs and numbers.
 *
 * Linear: the dotted runs are one bounded pattern; a call's arguments are read once, 4 at most and 512 characters.
 */
import type { Span } from "./redact.ts";
import { randomValue } from "./unknown-names.ts";
import { chosenPassword, drawnAtRandom, humanPassword } from "./value-shapes.ts";

/** Found from its short middle run between two dots; the runs on either side are then read out to their ends. */
const MIDDLE = /\.[A-Za-z0-9_-]{4,16}\.(?=[A-Za-z0-9_-]{20})/g;
const BEFORE = /(?<![\w.\/-])[A-Za-z0-9_-]{20,128}$/;
const AFTER = /^[A-Za-z0-9_-]{20,256}(?![\w.\/-])/;

/** A call that logs in or makes a client, with its opening parenthesis. */
const CALL =
  /(?:Client(?:\.new)?|login|log_in|logIn|run|authenticate|authorize|auth|connect|signIn|sign_in|create_(?:super)?user|create(?:Super)?[Uu]ser|add_?[Uu]ser)\((?<=(?<![\w$])[A-Za-z_]{3,20}(?:\.new)?\()[ \t]*(?=["'])/g;
const STRING = /(?<q>["'])(?<v>[^"'\\\n]{1,256})\k<q>[ \t]*(?:,[ \t]*|\))/y;

/** An id with a vendor's letters before hex (`AC` + 32 hex, a Twilio SID), or a UUID: an account's name, not its key. */
const ID = /^[A-Z]{2,3}[0-9a-f]{32}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dotted = (a: string, c: string) => !a.startsWith("eyJ") && drawnAtRandom(a.replace(/[-_]/g, "")) && drawnAtRandom(c.replace(/[-_]/g, ""));

export function findCallTokens(text: string, spans: Span[]): void {
  if (text.includes(".")) {
    MIDDLE.lastIndex = 0;
    for (let m = MIDDLE.exec(text); m; m = MIDDLE.exec(text)) {
      const a = BEFORE.exec(text.slice(Math.max(0, m.index - 129), m.index))?.[0];
      const c = a && AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 257))?.[0];
      if (a && c && dotted(a, c)) spans.push({ start: m.index - a.length, end: m.index + m[0].length + c.length, kind: "token" });
    }
  }
  if (!text.includes("(")) return;
  CALL.lastIndex = 0;
  for (let m = CALL.exec(text); m; m = CALL.exec(text)) {
    let at = CALL.lastIndex;
    for (let n = 0; n < 4; n++) {
      STRING.lastIndex = at;
      const s = STRING.exec(text);
      if (!s) break;
      const v = s.groups!.v!;
      const start = at + 1;
      // (After the first argument, a user's or a host's, a value a person chose is the password: `create_superuser('admin',
      // 'admin@acme.test', 'woaini520')`.)
      const chosen = n > 0 && v.length >= 8 && (humanPassword(v) || chosenPassword(v)) && !/@|^[\w-]+(?:\.[\w-]+)+$/.test(v);
      if (v.length >= 8 && !ID.test(v) && !/^[a-z][\w+.-]*:\/\/|\s/.test(v) && (randomValue(v, true) || drawnAtRandom(v) || chosen)) spans.push({ start, end: start + v.length, kind: "token" });
      at = STRING.lastIndex;
      if (text[at - 1] === ")") break;
    }
  }
}
