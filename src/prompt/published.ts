/**
 * Values that are published, and say so where they stand: a standard's test vectors and examples named as such in a
 * test (`NIST SP 800-38A F.5.1 key=…`, `RFC 4231 test case 2`, `token from RFC 7519 section 3.1` in a `_test.go`), and
 * what DNS publishes (a TXT record's value in a resolver's or a CA's words, a site's or a domain's verification value,
 * an ACME challenge's token, which the domain serves to anyone who asks). Asked by public-values.ts.
 */

/** A publication of test vectors and examples: an RFC, NIST's CAVS and SP 800 series, FIPS, Wycheproof, an IETF draft. */
const PUBLICATION = /\bRFC[ -]?\d{3,5}\b|\bNIST\b|\bCAVS\b|\bFIPS[ -]?\d{2,3}\b|\bSP[ -]?800-\d{1,3}|\b[Ww]ycheproof\b|\bdraft-[a-z0-9]+(?:-[a-z0-9]+)+\b/;
/** The letters every publication's name holds, looked for first (the full pattern is the costlier). */
const MARKS = /RFC|NIST|CAVS|FIPS|SP|ycheproof|draft-/;
/** Words that say the line is a test's or a spec's example: a test's name or file, a vector, a case, an appendix. */
const TESTISH = /(?:^|[^a-z])test|Test|TEST|[Ee]xample|[Vv]ectors?\b|[Aa]ppendix|\bKAT\b|\bCAVS\b|[Kk]nown[- ]answer/;
/** A header of a file of test vectors (NIST's `.rsp`: `# CAVS 21.0`, `# AESVS GFSbox test data`), on a comment line. */
const VECTOR_HEADER = /^[ \t]*(?:#|\/\/|--|;|\/?\*)[^\n]*(?:\bCAVS\b|[Tt]est [Vv]ectors?|\bKAT\b|[Kk]nown[- ]answer)/m;

/**
 * Whether a value is a published test vector or example: its line, before it, names a publication and a test or an
 * example; or a comment a few lines above names a file of test vectors. A key pasted into a test that cites nothing
 * is still a key.
 */
export function publishedVector(view: string, at: number): boolean {
  const before = view.slice(Math.max(0, at - 512), at);
  const lineStart = before.lastIndexOf("\n") + 1;
  const line = before.slice(Math.max(lineStart, before.length - 200));
  if (MARKS.test(line) && PUBLICATION.test(line) && TESTISH.test(line)) return true;
  // (The four lines above the value's.)
  let from = lineStart;
  for (let n = 0; n < 4 && from > 0; n++) from = before.lastIndexOf("\n", from - 2) + 1;
  return VECTOR_HEADER.test(before.slice(from, lineStart));
}

/** A DNS record's type before `record`: `Incorrect TXT record "…"`, `the CNAME record value …`. */
const RECORD_BEFORE = /\b(?:TXT|CNAME|MX|NS|SRV|CAA|TLSA|SSHFP|DS|DNSKEY|HTTPS|SVCB)[ \t]+records?(?:[ \t]+(?:value|content|data))?[ \t:=]*["'`(]?$/;

/** A record's line in a zone file or a resolver's answer: a name, maybe a TTL and a class, then TXT (`_dnsauth.acme.pt TXT …`). */
const RECORD_LINE = /(?:^|\n)[ \t]*[\w*-]+(?:\.[\w-]+)+\.?(?:[ \t]+\d{1,10})?(?:[ \t]+IN)?[ \t]+TXT[ \t]+(?:\(?[ \t]*)?"?$/;

/** Whether what stands right before a value says it is a DNS record's content. */
export function dnsRecordBefore(view: string, at: number): boolean {
  const before = view.slice(Math.max(0, at - 160), at);
  // (The line's pattern only where TXT stands right before the value: it is the costlier.)
  const near = before.slice(-48);
  return (near.includes("record") && RECORD_BEFORE.test(near)) || (before.slice(-12).includes("TXT") && RECORD_LINE.test(before));
}

/**
 * An ACME http-01 challenge's token, in the path the domain serves it at (`/.well-known/acme-challenge/…`), whether the
 * finder took the token or the path with it.
 */
export function acmeChallengePath(view: string, start: number, value: string): boolean {
  return /(?:^|\/)acme-challenge\/[\w-]{16,128}$/.test(value) || (/^[\w-]{16,128}$/.test(value) && view.slice(Math.max(0, start - 15), start) === "acme-challenge/");
}
