/**
 * URLs that are credentials by their paths: whoever holds a webhook's, a push monitor's, a reset link's or a signed
 * link's URL can use it. Known by the structure, not by the vendor: the segments after a segment that names a
 * capability (`/webhooks/<id>/<token>`, `/IncomingWebhook/<hex>/<uuid>`, `/api/push/<token>`, `/reset/<token>`), and a
 * random segment beside an expiry time (`/secure/<hex>/1718000000/…`). Ids in other paths stay (a package's digest,
 * a commit, a key vault's version, a run's id): the model needs them, and they open nothing.
 *
 * Linear: URLs are found by a bounded pattern that starts at `://`, each read once.
 */
import type { Span } from "./redact.ts";
import { madeOfWords } from "./value-shapes.ts";
import { contains } from "./contains.ts";

/** A URL: scheme, host and path, up to a quote, a blank or a bracket. */
const URL = /:\/\/(?<=[a-z][\w+.-]{0,15}:\/\/)[^\s"'`<>()\\]{1,2048}/gi;

/** A path segment after which the next ones are the capability: a hook, a push endpoint, a signed or a reset link. */
const CAPABILITY =
  /^(?:(?:incoming)?web-?hooks?|incomingwebhook|hooks?|push|heartbeat|ping|beacon|ingest|secure|signed|shares?|shared|invite|invitations?|triggers?|callbacks?|notify|reset|password-reset|reset-password|verify|confirm|activate|unsubscribe|magic|magic-link)$/i;

/** A segment a server drew: letters and digits mixed, eight or more, not words or a number. */
function randomSegment(s: string): boolean {
  if (s.length < 8 || s.length > 256 || !/^[A-Za-z0-9_.~=-]+$/.test(s) || !/\d/.test(s) || !/[A-Za-z]/.test(s)) return false;
  return !madeOfWords(s.replace(/[_.~=-]+/g, "")) && !/^v?\d+(?:\.\d+)+$/.test(s);
}

/** An expiry or a signing time in seconds (2001 to 2286). */
const EPOCH = /^1\d{9}$/;

/** The capability segments of URLs in `text`. */
export function findCapabilityPaths(text: string, spans: Span[]): void {
  if (!contains(text, "://")) return;
  URL.lastIndex = 0;
  for (let m = URL.exec(text); m; m = URL.exec(text)) {
    const url = m[0];
    const hostEnd = url.indexOf("/", 3);
    if (hostEnd < 0) continue;
    const pathEnd = url.slice(hostEnd).search(/[?#]/);
    const path = pathEnd < 0 ? url.slice(hostEnd) : url.slice(hostEnd, hostEnd + pathEnd);
    const segments = path.split("/");
    // Where each segment starts in the text.
    const starts: number[] = [];
    let at = m.index + hostEnd;
    for (const s of segments) starts.push(at), (at += s.length + 1);
    segments.forEach((s, i) => {
      const take = (j: number) => spans.push({ start: starts[j]!, end: starts[j]! + segments[j]!.length, kind: "token" });
      // (A short link's one letter first, `/s/<token>`, is a share's: Nextcloud's, ownCloud's, Dropbox's.)
      if (CAPABILITY.test(s) || (i === 1 && s === "s" && (segments[2]?.length ?? 0) >= 16)) {
        for (let j = i + 1; j <= i + 3 && j < segments.length && randomSegment(segments[j]!); j++) take(j);
      } else if (s.length >= 24 && randomSegment(s) && (EPOCH.test(segments[i - 1] ?? "") || EPOCH.test(segments[i + 1] ?? ""))) {
        take(i);
      }
    });
  }
}
