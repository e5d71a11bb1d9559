/**
 * Attach truncation (seed 000's hard spec): per stream the last `maxLines` lines
 * behind an exact marker, then a cap on stdout+stderr together, trimming the
 * longer one from the front.
 */

export const lineMarker = (n: number) => `...[truncated: showing last ${n} lines]`;
export const byteMarker = (n: number) => `...[truncated: showing last ${n} bytes]`;

const utf8 = new TextEncoder();
const byteLength = (s: string) => utf8.encode(s).length;

/** Tier 1: keeps the last `maxLines` lines; `earlier` says lines were already dropped upstream. */
export function truncateLines(text: string, maxLines: number, earlier = false): { text: string; truncated: boolean } {
  const final = text.endsWith("\n") ? "\n" : "";
  const body = final ? text.slice(0, -1) : text;
  const lines = body === "" ? [] : body.split("\n");
  if (lines.length <= maxLines && !earlier) return { text, truncated: false };
  return { text: `${lineMarker(maxLines)}\n${lines.slice(-maxLines).join("\n")}${final}`, truncated: true };
}

/** Cuts `text` to its last `bytes` UTF-8 bytes, never splitting a character. */
export function tailBytes(text: string, bytes: number): string {
  const buf = utf8.encode(text);
  if (buf.length <= bytes) return text;
  let start = buf.length - bytes;
  while (start < buf.length && (buf[start]! & 0xc0) === 0x80) start++;
  return new TextDecoder().decode(buf.subarray(start));
}

/** Fits `text` behind the byte marker into `budget` bytes. */
function trimFront(text: string, budget: number): string {
  for (let keep = budget; keep > 0; ) {
    const marker = `${byteMarker(keep)}\n`;
    const room = budget - byteLength(marker);
    if (room <= 0) return "";
    if (room >= keep) return marker + tailBytes(text, keep);
    keep = room;
  }
  return "";
}

/** Tier 2: stdout+stderr within `maxBytes` together, the longer trimmed from the front first. */
export function enforceByteLimit(stdout: string, stderr: string, maxBytes: number): { stdout: string; stderr: string; truncated: boolean } {
  let out = byteLength(stdout), err = byteLength(stderr);
  if (out + err <= maxBytes) return { stdout, stderr, truncated: false };
  if (out >= err) {
    const keepErr = Math.min(err, Math.floor(maxBytes / 2));
    if (keepErr < err) stderr = trimFront(stderr, keepErr), err = byteLength(stderr);
    stdout = trimFront(stdout, maxBytes - err);
  } else {
    const keepOut = Math.min(out, Math.floor(maxBytes / 2));
    if (keepOut < out) stdout = trimFront(stdout, keepOut), out = byteLength(stdout);
    stderr = trimFront(stderr, maxBytes - out);
  }
  return { stdout, stderr, truncated: true };
}

/** Keeps the first `bytes` UTF-8 bytes of a one-line text (a command line), saying how much was cut. */
export function headBytes(text: string, bytes: number): string {
  const buf = utf8.encode(text);
  if (buf.length <= bytes) return text;
  let end = bytes;
  while (end > 0 && (buf[end]! & 0xc0) === 0x80) end--;
  return `${new TextDecoder().decode(buf.subarray(0, end))} …[truncated: ${buf.length - end} more bytes]`;
}
