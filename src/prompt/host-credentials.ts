/**
 * Credentials a tool keeps by host and prints back by host: `bundle config` lists `gems.contribsys.com` (or
 * `BUNDLE_GEMS__CONTRIBSYS__COM`) and under it `"user:password"`; so do credential helpers and registry settings.
 * A `user:password` pair standing as one word, on a host's line or within the two lines after it, is that host's
 * login when its second half looks drawn or chosen (rejected.ts's judge). Elsewhere a `name:value` word is most often
 * no secret (`redis:7.2`, `cart:4821`), and stays.
 *
 * Linear: the pairs are one search; a host is looked for in the 320 characters before each.
 */
import type { Span } from "./redact.ts";
import { credentialLike } from "./rejected.ts";

/** `user:password` as one word (after a blank, a quote or `=`), not a URL's scheme, a host's port or `key: value`. */
const PAIR = /:(?<=(?<![^\s"'=`])(?<u>[A-Za-z0-9][\w.@+-]{0,63}):)(?<v>[^\s:@/'"`,;()<>]{6,128})(?=["'`\s,;)]|$)/dg;

/** A host's name: a domain under a common top-level name, or Bundler's spelling of one in a variable. */
const HOST = /(?<![\w.-])(?:[a-z0-9-]{1,63}\.){1,6}(?:com|org|net|io|dev|app|cloud|co|us|eu|de|uk|fr|nl|ai|sh|xyz|internal|local|lan|corp|tech|pkg)(?![\w-])|\bBUNDLE_[A-Z0-9_]*__(?:COM|ORG|NET|IO|DEV|APP|CLOUD|CO|LOCAL|INTERNAL)\b/;

/** A host's top-level name anywhere in the text: a text with none holds no host's login (searched from `.` or `__`). */
const ANY_HOST = /\.(?:com|org|net|io|dev|app|cloud|co|us|eu|de|uk|fr|nl|ai|sh|xyz|internal|local|lan|corp|tech|pkg)(?![\w-])|__(?:COM|ORG|NET|IO|DEV|APP|CLOUD|CO|LOCAL|INTERNAL)\b/;

export function findHostCredentials(text: string, spans: Span[]): void {
  if (!ANY_HOST.test(text)) return;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text)) {
    const user = m.groups!.u!;
    // A scheme, a namespace or a digest's algorithm before the colon is no user (`h1:…=` in go.sum, `zh:…` in a lock file).
    if (/^(?:https?|ftp|ssh|git|file|mailto|data|urn|std|ns|xmlns|arn|docker|npm|pypi|h\d|zh|sha\d*|md5|blake\w*|crc\d*|xxh\d*|sri|b64|base64)$/i.test(user)) continue;
    const v = m.groups!.v!;
    if (!credentialLike(v) || /^\d+(?:\.\d+)*$/.test(v)) continue;
    // The pair's line and the two before it.
    const back = text.slice(Math.max(0, m.index - user.length - 320), m.index - user.length);
    let lines = back.length;
    for (let n = 0, at = back.length; n < 3; n++) {
      const nl = back.lastIndexOf("\n", at - 1);
      lines = nl + 1;
      if (nl < 0) break;
      at = nl;
    }
    if (!HOST.test(back.slice(lines))) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}
