/**
 * The members of blocks a label opens (`cookies = {…}`, `headers: {…}`, `-b '…'`), judged by name and value: each block
 * runs from its opener to its closing bracket or quote, 2 KB at most.
 *
 * Linear: each block is read once, and the search for the next opener starts where the block ended.
 */
import type { Span } from "./redact.ts";

/** The values of `member`s (groups `n` and `v`, with the `d` flag) inside each block `opener` starts, that `secret` judges one. */
export function findBlockMembers(text: string, opener: RegExp, member: RegExp, secret: (name: string, value: string) => boolean, spans: Span[]): void {
  opener.lastIndex = 0;
  for (let m = opener.exec(text); m; m = opener.exec(text)) {
    const from = m.index + m[0].length;
    const close = m[0].endsWith("{") ? "}" : m[0].at(-1)!;
    let end = text.indexOf(close, from);
    if (end < 0 || end - from > 2048) end = Math.min(text.length, from + 2048);
    const block = text.slice(from, end);
    member.lastIndex = 0;
    for (let c = member.exec(block); c; c = member.exec(block)) {
      if (!secret(c.groups!.n!, c.groups!.v!)) continue;
      const [start, stop] = c.indices!.groups!.v!;
      spans.push({ start: from + start, end: from + stop, kind: "secret" });
    }
    opener.lastIndex = Math.max(opener.lastIndex, end);
  }
}
