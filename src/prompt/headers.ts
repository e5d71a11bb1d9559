/**
 * HTTP headers whose names aye does not know: a service's own header carries its key (`X-Honeycomb-Team: …`,
 * `X-Emby-Token=…`, an OpenTelemetry exporter's `HEADERS="x-team=…"`). Known by where they stand — curl's `-H`, a
 * request or response dump (`> Name: value`), a `headers` object, an exporter's header list — and by a value that
 * looks drawn at random. A header that names an id, a trace or a digest keeps its value, as do the standard ones.
 *
 * Linear: each pattern's spans are bounded and start at a literal; a header list is read once.
 */
import { findBlockMembers } from "./blocks.ts";
import type { Span } from "./redact.ts";
import { isSecretName } from "./secret-names.ts";
import { drawnAtRandom } from "./value-shapes.ts";
import { publicName, randomValue } from "./unknown-names.ts";
import { contains } from "./contains.ts";

/** A header's value in curl's `-H` or a dump's `> Name:` / `< Name:`. */
const HEADER =
  /(?:(?<![^\s])(?:-H|--header)[ \t]{1,4}["']|(?<![^\n])[<>][ \t])(?<n>[A-Za-z][\w-]{0,63})[ \t]{0,4}:[ \t]{0,4}(?<v>[A-Za-z0-9+/_.~-]{12,512}={0,2})(?![\w+/~=-])/g;
/** A list of headers: `headers={…}`, `"headers": {…}`, `OTEL_EXPORTER_OTLP_HEADERS="a=…,b=…"`. */
const LIST = /[Hh](?:eaders?|EADERS?)["']?[ \t]{0,4}[:=][ \t]{0,4}(?:\{|["'])/g;
/** A member of such a list. */
const MEMBER = /(?<q>["']?)(?<n>[A-Za-z][\w-]{0,63})\k<q>[ \t]{0,4}[:=][ \t]{0,4}["']?(?<v>[A-Za-z0-9+/_.~-]{12,512}={0,2})(?![\w+/~=-])/dg;

/** Standard headers and those of proxies and CDNs, whose values are ids, digests, nonces or times; gRPC's binary metadata (`…-bin`). */
const STANDARD = /^(?:host|accept|accept-\w+|content-\w+|user-agent|date|server|via|vary|age|cache-control|pragma|expires|last-modified|if-[\w-]+|range|referer|origin|location|link|connection|upgrade|cf-ray|cf-cache-status|x-cache|x-served-by|x-timer|server-timing|sec-websocket-accept|sec-websocket-key|[\w-]+-bin|x-amz-cf-id|x-amz-cf-pop|x-powered-by|strict-transport-security|alt-svc|nel|report-to)$/i;

const judged = (n: string, v: string) => !STANDARD.test(n) && !isSecretName(n) && !publicName(n) && (randomValue(v) || drawnAtRandom(v));

/** Values of unknown headers that look drawn at random. */
export function findUnknownHeaders(text: string, spans: Span[]): void {
  if (!contains(text, "-H") && !contains(text, "\n> ") && !contains(text, "\n< ") && !contains(text, "eader") && !contains(text, "EADER")) return;
  HEADER.lastIndex = 0;
  for (let m = HEADER.exec(text); m; m = HEADER.exec(text)) {
    if (!judged(m.groups!.n!, m.groups!.v!)) continue;
    // (The value ends the match: no `d` flag, which costs on every match.)
    const end = m.index + m[0].length;
    spans.push({ start: end - m.groups!.v!.length, end, kind: "secret" });
  }
  findBlockMembers(text, LIST, MEMBER, judged, spans);
}
