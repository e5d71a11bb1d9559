/**
 * Cookies, known by where they stand rather than by their names: in a `Cookie:` or `Set-Cookie:` header, a
 * `cookies` object or jar (`cookies={…}`, `"cookies": {…}`), curl's `-b`/`--cookie`, a cookie file's line (Netscape's
 * format, which curl, wget and browsers' exports write: domain, flag, path, secure, expiry, name, value). A server sets a cookie to find
 * its session again, so a cookie's value is a secret unless it is known not to be: a preference's or a flag's short
 * value (`theme=dark`), or the cookie of an analytics tool, a load balancer, a bot check or a consent banner
 * (`_ga=GA1.2.…`, `AWSALB=…`, `__cf_bm=…`), which carry no login.
 */
import { findBlockMembers } from "./blocks.ts";
import { lineEnd } from "./password-lines.ts";
import type { Span } from "./redact.ts";
import { dataInBase64 } from "./random-tokens.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { publicName } from "./unknown-names.ts";
import { contains } from "./contains.ts";

/** Names of cookies that carry a session, a login or a token, whatever their values look like. */
const SESSION = /sess|sid\b|^sid|auth|token|jwt|login|remember|csrf|xsrf|identity|secret|credential|^_?[a-z]*_?u(?:ser)?_?id$|^id$|^__(?:Host|Secure)-/i;
/** Cookies that carry no login: analytics and advertising ids, load balancers' stickiness, bot checks, consent, preferences. */
export const HARMLESS =
  /^(?:_ga(?:_\w+)?|_gid|_gat\w*|_gcl_\w+|_fb[pc]|__utm\w|_hj\w+|ajs_\w+|mp_\w+|amplitude_\w+|__stripe_[ms]id|_cl(?:ck|sk)|_uet[sv]id|_pk_\w+|AWSALB\w*|AWSELB\w*|__cf_bm|__cfduid|_cfuvid|__cflb|cf_\w+|ab_\w*|\w*experiment\w*|optimizely\w*|BIGipServer\w*|ARRAffinity\w*|ROUTEID|SERVERID|OptanonConsent|OptanonAlertBoxClosed|CookieConsent|cookieconsent_\w+|euconsent\w*|theme|lang|language|locale|tz|timezone|currency|country|i18n_\w+|dark_mode|color_mode)$/i;
/**
 * A value a server drew to find a session again: long, of letters and digits (base64's too). Not a structured value
 * (`GA1.2.…`, `rum=0&expire=…`, `%7B…`), which a script writes for itself, nor a UUID; but one that holds a long
 * random run (`_|WARNING:…|_DD1063…`).
 */
const TOKEN = (v: string) =>
  (v.length >= 16 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v) && !UUID.test(v)) || /[A-Za-z0-9+/]{40,}/.test(v);
/** An id rather than a session: a UUID (a device's, a visitor's, an experiment's). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a cookie's value is a secret, by its name and its value. */
export function cookieSecret(name: string, value: string): boolean {
  if (!value || ATTRIBUTE.test(name) || HARMLESS.test(name) || REFERENCE.test(value) || PLACEHOLDER.test(value)) return false;
  // (A value that decodes to text with no secret's name in it, a preference in base64 JSON, is data.)
  return SESSION.test(name) || (TOKEN(value) && !publicName(name) && !dataInBase64(value));
}

/** Attributes of Set-Cookie, not cookies. */
const ATTRIBUTE = /^(?:path|domain|expires|max-age|secure|httponly|samesite|priority|partitioned|version|comment)$/i;

/** Whether the header name ending at `end` is Cookie or Set-Cookie, followed by its colon; the value's start if so. */
export function cookieHeader(text: string, start: number, end: number): number | undefined {
  if (!/^(?:set-)?cookie$/i.test(text.slice(start, end))) return undefined;
  const m = /^["']?[ \t]{0,4}:[ \t]{0,8}/.exec(text.slice(end, end + 16));
  return m ? end + m[0].length : undefined;
}

/** The secret values of the cookies from `from` to the end of the line; answers where the header ends. */
export function cookieValues(text: string, from: number, found: Span[]): number {
  const { end } = lineEnd(text, from, 8192);
  let at = from;
  for (const pair of text.slice(from, end).split(";")) {
    const eq = pair.indexOf("=");
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    const value = raw.trim().replace(/^"|"$/g, "").replace(/["'\\]+$/, "");
    // (A value that decodes to text with no secret's name in it, a preference in base64 JSON, is data.)
    if (cookieSecret(name, value)) {
      const s = text.indexOf(value, at + eq + 1);
      if (s >= 0) found.push({ start: s, end: s + value.length, kind: "secret" });
    }
    at += pair.length + 1;
  }
  return end;
}

/**
 * A cookie jar written as an object or handed to curl: `cookies={"a": "…"}`, `"cookies":{"a":"…"}`, `cookies: {a: …}`,
 * `curl -b 'a=…; b=…'`. Its members are read to the object's end (within 2,048 characters, one level deep).
 */
const JAR = /(?:\bcookies?(?:_?jar)?["']?[ \t]{0,4}[:=][ \t]{0,4}(?:dict\()?\{|(?<![^\s])(?:-b|--cookie)[ \t]{1,4}["'])/gi;
/** A member: `"name": "value"`, `'name': 'value'`, `name=value`. */
const MEMBER = /(?<q>["']?)(?<n>[^\s"'=:;,{}]{1,128})\k<q>[ \t]*[:=][ \t]*(?<vq>["']?)(?<v>[^\s"';,{}]{1,4096})\k<vq>/dg;

/** A line of a cookie file: the search starts at the domain's flag, the line's start checked behind it. */
const COOKIE_LINE =
  /\t(?:TRUE|FALSE)\t(?<=(?<![^\n])(?:#HttpOnly_)?[^\t\n]{1,253}\t(?:TRUE|FALSE)\t)[^\t\n]{1,1024}\t(?:TRUE|FALSE)\t\d{1,12}\t(?<n>[^\t\n]{1,256})\t(?<v>[^\t\r\n]{1,4096})/dg;

/** The secret values of cookie jars and cookie files. */
export function findCookieJars(text: string, found: Span[], lower = text.toLowerCase()): void {
  if (text.includes("\t") && (contains(text, "TRUE\t") || contains(text, "FALSE\t"))) {
    COOKIE_LINE.lastIndex = 0;
    for (let m = COOKIE_LINE.exec(text); m; m = COOKIE_LINE.exec(text)) {
      if (!cookieSecret(m.groups!.n!, m.groups!.v!)) continue;
      const [start, end] = m.indices!.groups!.v!;
      found.push({ start, end, kind: "secret" });
    }
  }
  if (!contains(lower, "cookie") && !/(?<![^\s])-b[ \t]/.test(text)) return;
  findBlockMembers(text, JAR, MEMBER, cookieSecret, found);
}
