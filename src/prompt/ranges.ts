/**
 * Whether a span lies inside one of a set of ranges, asked of many spans: the ranges sorted once, each span found by a
 * binary search (spans times ranges would be quadratic: a log of `ENC(…)` values, each beside a secret), ranges that
 * hold others counted by the furthest end reached so far.
 */
import type { Span } from "./redact.ts";

export function insideRanges(ranges: [number, number][]): (s: Span) => boolean {
  if (!ranges.length) return () => false;
  ranges.sort((x, y) => x[0] - y[0]);
  // The furthest end of any range starting at or before each one.
  const reach = ranges.map(([, b]) => b);
  for (let i = 1; i < reach.length; i++) reach[i] = Math.max(reach[i]!, reach[i - 1]!);
  return (s) => {
    let lo = 0;
    let hi = ranges.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (ranges[mid]![0] <= s.start) (at = mid), (lo = mid + 1);
      else hi = mid - 1;
    }
    return at >= 0 && reach[at]! >= s.end;
  };
}
