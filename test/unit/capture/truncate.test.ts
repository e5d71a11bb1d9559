import { describe, expect, test } from "bun:test";
import { byteMarker, enforceByteLimit, lineMarker, truncateLines } from "../../../src/capture/truncate.ts";

const lines = (n: number, prefix = "line") => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}\n`).join("");
const size = (s: string) => new TextEncoder().encode(s).length;

describe("truncateLines (tier 1)", () => {
  test.each([
    [0, false],
    [1, false],
    [100, false],
    [101, true],
    [5000, true],
  ])("%i lines: truncated is %p", (n, truncated) => {
    expect(truncateLines(lines(n), 100).truncated).toBe(truncated);
  });

  test("keeps the last 100 lines behind the exact marker", () => {
    const { text } = truncateLines(lines(150), 100);
    expect(text.split("\n")[0]).toBe("...[truncated: showing last 100 lines]");
    expect(text.split("\n")[1]).toBe("line 51");
    expect(text.endsWith("line 150\n")).toBe(true);
    expect(text.split("\n").length).toBe(102); // marker + 100 lines + final ""
  });

  test("leaves short output untouched, byte for byte", () => {
    expect(truncateLines("a\nb", 100)).toEqual({ text: "a\nb", truncated: false });
  });

  test("marks output whose head was dropped upstream even when few lines remain", () => {
    expect(truncateLines("tail\n", 100, true)).toEqual({ text: `${lineMarker(100)}\ntail\n`, truncated: true });
  });

  test("the line count is a setting", () => {
    expect(truncateLines(lines(5), 2).text).toBe("...[truncated: showing last 2 lines]\nline 4\nline 5\n");
  });
});

describe("enforceByteLimit (tier 2)", () => {
  test("does nothing within the cap", () => {
    expect(enforceByteLimit("out", "err", 10240)).toEqual({ stdout: "out", stderr: "err", truncated: false });
  });

  test("trims the longer stream from the front and keeps the shorter one whole", () => {
    const big = "x".repeat(20000);
    const r = enforceByteLimit(big, "small error\n", 10240);
    expect(r.stderr).toBe("small error\n");
    expect(size(r.stdout) + size(r.stderr)).toBeLessThanOrEqual(10240);
    expect(r.stdout.startsWith("...[truncated: showing last ")).toBe(true);
    expect(r.stdout.endsWith("xxxx")).toBe(true);
  });

  test("a single huge line fits the cap, marker included", () => {
    const r = enforceByteLimit("", "y".repeat(1_000_000), 10240);
    expect(size(r.stderr)).toBeLessThanOrEqual(10240);
    expect(size(r.stderr)).toBeGreaterThan(10100);
    const first = r.stderr.split("\n")[0]!;
    expect(first).toBe(byteMarker(size(r.stderr) - size(first) - 1));
  });

  test("two large streams share the budget", () => {
    const r = enforceByteLimit("o".repeat(9000), "e".repeat(8000), 10240);
    expect(size(r.stdout) + size(r.stderr)).toBeLessThanOrEqual(10240);
    expect(size(r.stdout)).toBeGreaterThan(4000);
    expect(size(r.stderr)).toBeGreaterThan(4000);
  });

  test("never splits a multi-byte character", () => {
    const r = enforceByteLimit("€".repeat(5000), "", 1000);
    expect(r.stdout).not.toContain("\uFFFD");
    expect(size(r.stdout)).toBeLessThanOrEqual(1000);
  });
});
