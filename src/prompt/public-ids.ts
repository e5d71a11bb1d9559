/**
 * Ids whose vendor's form says "id", told by a check the form carries rather than by a prefix alone: Twilio's SIDs (a
 * resource type's two letters and 32 hex; not `SK…`, which some rule sets hold for a key), Firebase's push ids (a
 * time in their first eight characters), and the public keys of NATS and Stellar (their strkeys: a version byte that
 * says public, a CRC-16 that must match). The seeds of the same encodings are private by their version byte.
 * Asked by public-forms.ts; a document's id in its editor's URL is asked by public-values.ts.
 */

/** Twilio's resource types that are ids: account, message, MMS, call, number, messaging service, recording, conference… */
const TWILIO_SID = /^(?:AC|SM|MM|CA|PN|MG|RE|CF|QU|IS|US|CH|IP|VA|VE|FW|WW|WT|WK|WA|TR|MZ|BU|RN|EC|HS|KS|ZS|ZB|ZH|DE|QA|RT)[0-9a-f]{32}$/;

/** Whether a value is an id by its vendor's form. */
export function idForm(v: string): boolean {
  if (v.length === 34) return TWILIO_SID.test(v);
  if (v.length === 20 && v.charCodeAt(0) === 45) return pushId(v);
  if (v.length === 56) return strkey(v) === "public";
  return false;
}

/** Whether a value is a seed in a strkey's encoding (NATS' `SU…`, `SA…`, Stellar's `S…`): private material. */
export const seedForm = (v: string) => (v.length === 56 || v.length === 58) && strkey(v) === "private";

/** Firebase's alphabet for push ids, in order: the first eight characters are a time in milliseconds. */
const PUSH = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

/** A push id (`-OaVvEri8SFswMfRVH-b`): 20 characters of Firebase's alphabet, the first eight a time from 2013 to 2039. */
function pushId(v: string): boolean {
  if (!/^-[\w-]{19}$/.test(v)) return false;
  let t = 0;
  for (let i = 0; i < 8; i++) t = t * 64 + PUSH.indexOf(v[i]!);
  return t >= 1.357e12 && t <= 2.2e12;
}

/** RFC 4648 base32 to bytes, or undefined. */
function base32(v: string): number[] | undefined {
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    const n = c >= 65 && c <= 90 ? c - 65 : c >= 50 && c <= 55 ? c - 24 : -1;
    if (n < 0) return undefined;
    acc = ((acc << 5) | n) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return out;
}

/** CRC-16/XMODEM, as NATS' nkeys and Stellar's strkeys append it (little-endian). */
function crc16(bytes: number[], end: number): number {
  let crc = 0;
  for (let i = 0; i < end; i++) {
    crc ^= bytes[i]! << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * What a strkey holds, by its version byte once its checksum matches: a public key (NATS' operator, account, server,
 * cluster, user and curve keys; a Stellar account) or a seed.
 */
function strkey(v: string): "public" | "private" | "none" {
  if (!/^[A-Z2-7]+$/.test(v)) return "none";
  const bytes = base32(v);
  if (!bytes || (bytes.length !== 35 && bytes.length !== 36)) return "none";
  const end = bytes.length - 2;
  if (crc16(bytes, end) !== (bytes[end]! | (bytes[end + 1]! << 8))) return "none";
  const version = bytes[0]! >> 3;
  if (version === 18) return "private";
  return bytes.length === 35 && [0, 2, 6, 13, 14, 20, 23].includes(version) ? "public" : "none";
}

/**
 * A Google document's, sheet's, deck's, form's or Drive file's id in its URL (`docs.google.com/spreadsheets/d/<id>/edit`):
 * it names the file, and the file's sharing decides who may open it. (A form's published `d/e/<id>` link is one too.)
 */
const DOCUMENT_PATH = /(?:docs\.google\.com\/(?:document|spreadsheets|presentation|forms|drawings)|drive\.google\.com\/file)\/d\/(?:e\/)?$/;

export function documentId(view: string, at: number, value: string): boolean {
  return /^[\w-]{25,64}$/.test(value) && DOCUMENT_PATH.test(view.slice(Math.max(0, at - 48), at));
}
