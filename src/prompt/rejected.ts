/**
 * Credentials a failure shows being refused. When the output says a login,
 * a key or a token was rejected (401, "authentication failed", "invalid API
 * key", "wrong password"), the values the command handed over in a
 * credential's usual places are that credential, whatever their names: a
 * URL's query parameter (`?code=…`, `&p=…`, `appid=…`) and a `user:password`
 * pair (`-n 'admin:Sakura84?'`, `stats auth admin:…`). Elsewhere the same
 * shapes are left alone: a query's value or a `name:value` pair is most often
 * not a secret.
 */
import type { Span } from "./redact.ts";
import { chosenPassword, humanPassword, passphrase, PLACEHOLDER, REFERENCE } from "./secret-names.ts";
import { publicName, randomValue } from "./unknown-names.ts";

/** What a tool prints when it refuses a credential. */
export const REFUSED =
  /\b40[13]\b|unauthori[sz]ed|forbidden|authenticat\w* (?:failed|failure|error|required)|authori[sz]ation failed|(?:login|logon|sign[ -]?in|auth) failed|access denied|permission denied|(?:invalid|incorrect|bad|wrong|expired|revoked|unknown) (?:api[ _-]?)?(?:key|token|password|credentials?|secret|signature|passphrase|community|user ?name or password)|(?:password|token|key|signature|credentials?) (?:is |are |was )?(?:invalid|incorrect|expired|revoked|rejected|not valid)|invalid_(?:grant|client|token|auth)|verification failed/i;

/** Query parameters that carry the request's own words, never a credential. */
const QUERY_WORDS = /^(?:utm_\w+|q|query|search|page|per_page|limit|offset|sort|order|status|msg|message|lang|locale|format|units|fields|include|view|tab|ref|v|ver|version|ts|t|_|callback|redirect(?:_uri)?|return(?:_to)?|next|state|nonce|response_type|scope|client_id|gclid|fbclid|ping|type|mode|region|name|path|file|id)$/i;

// `?name=value` and `&name=value` (`;` for matrix parameters): the value up to the next delimiter.
const QUERY = /[?&;]([A-Za-z_][\w.-]{0,31})=([^\s&#"'<>;]{4,256})/g;
// `user:password` standing as one word: not a URL's scheme, a host's port, a time or `key: value`.
const PAIR = /(?<![\w/.@:%-])([A-Za-z][\w.-]{1,31}):([^\s:@/'"`,;()<>]{6,64})(?=["'`\s,;)]|$)/g;

/** Whether a value in a credential's place looks like one: drawn at random, or chosen as people choose passwords. */
export const credentialLike = (v: string) =>
  !PLACEHOLDER.test(v) && !REFERENCE.test(v) && !/^\d+$/.test(v) && (randomValue(v, true) || chosenPassword(v) || humanPassword(v) || passphrase(v));

export function findRejectedCredentials(text: string, found: Span[]): void {
  if (!REFUSED.test(text)) return;
  for (const m of text.matchAll(QUERY)) {
    const [, name, value] = m as unknown as [string, string, string];
    if (QUERY_WORDS.test(name) || (name.length > 1 && publicName(name)) || !credentialLike(value)) continue;
    const end = m.index! + m[0].length;
    found.push({ start: end - value.length, end, kind: "secret" });
  }
  for (const m of text.matchAll(PAIR)) {
    const [, user, password] = m as unknown as [string, string, string];
    // A scheme, a drive or a namespace before the colon (`https:`, `C:`, `std:`) is no user.
    if (/^(?:https?|ftp|ssh|git|file|mailto|data|urn|std|sha\d*|md5|ns|xmlns)$/i.test(user) || !credentialLike(password)) continue;
    const end = m.index! + m[0].length;
    found.push({ start: end - password.length, end, kind: "password" });
  }
}
