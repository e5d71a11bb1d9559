/**
 * A vendor-style token of a vendor aye has no row for: a short name, an environment's or a role's word, then a long
 * random body in any alphabet (`acme_live_fzgzsparj6tnso8…`, `zk_prod_f7c63587abdd…`, `shop-sk-…`). Stripe taught
 * the world this shape, and new services copy it; the word in the middle is what tells it from a slug or a cache key
 * (`deps-Linux-8f3a…` names a platform, not a key's environment).
 *
 * Linear: the search starts at the middle word's separator, the prefix checked behind it, the body bounded.
 */
import { entropy } from "./random-tokens.ts";
import type { Span } from "./redact.ts";

const PREFIXED =
  /[_-](?<=(?<![\w-])[a-z][a-z0-9]{1,11}[_-])(?:live|prod|production|test|sandbox|staging|sk|rk|secret|pat|priv)[_-](?<b>[a-z0-9]{24,128}|[A-Z0-9]{24,128}|[A-Za-z0-9]{24,128})(?![\w-])/dg;

/**
 * A UUID under a prefix that says what it opens: `sdk-…`, `mob-…` (LaunchDarkly's keys), `key-…`, `secret-…`,
 * `token-…`, `api-…`. A bare UUID is an id (a request's, a row's); one a vendor prefixed with a key's word is a key.
 * Found from the UUID's fixed dashes, the prefix checked behind.
 */
const KEY_UUID =
  /-(?<=(?<![\w-])(?:sdk|mob|key|apikey|api|secret|token|pat|sk|auth)-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/gi;

/** Whether a body was drawn at random: digits among its letters (a tenth of it or more), and no run of words. */
const drawn = (b: string) => (b.match(/\d/g)?.length ?? 0) >= b.length / 10 && /[A-Za-z]/.test(b) && entropy(b) >= 3.5 && !/[a-z]{12}/i.test(b.replace(/[0-9]/g, "\n"));

export function findPrefixedTokens(text: string, spans: Span[]): void {
  KEY_UUID.lastIndex = 0;
  for (let m = KEY_UUID.exec(text); m; m = KEY_UUID.exec(text)) {
    // (The prefix is the letters before the match's first dash.)
    const start = m.index - /[A-Za-z]+$/.exec(text.slice(Math.max(0, m.index - 8), m.index))![0].length;
    spans.push({ start, end: m.index + m[0].length, kind: "token" });
  }
  PREFIXED.lastIndex = 0;
  for (let m = PREFIXED.exec(text); m; m = PREFIXED.exec(text)) {
    if (!drawn(m.groups!.b!)) continue;
    const start = text.slice(Math.max(0, m.index - 13), m.index).search(/[a-z][a-z0-9]{1,11}$/) + Math.max(0, m.index - 13);
    spans.push({ start, end: m.index + m[0].length, kind: "token" });
  }
}
