import { expect, test } from "bun:test";
import { covers } from "../../../src/shell/adopt.ts";
import type { Capture } from "../../../src/store/captures.ts";

const capture = (over: Partial<Capture>): Capture => ({
  id: 1, createdAt: 1_000_000, scope: "tty:pts/1", command: "make test", argv: ["make", "test"], cwd: "/p", exitCode: 2, signal: null, error: null,
  durationMs: 4000, mode: "pty", stdout: "", stderr: "", truncated: false, outputBytes: 0, logPath: null, logBytes: 0, logNote: null, ...over,
});

test.each([
  ["aye shell kept the very line the hook recorded as it ended", capture({}), { command: "make test", cwd: "/p", at: 1_004_050 }, true],
  ["a capture read back from the terminal (made at the record's time)", capture({ durationMs: 0, createdAt: 1_004_050 }), { command: "make test", cwd: "/p", at: 1_004_050 }, true],
  ["the same line run again much later", capture({}), { command: "make test", cwd: "/p", at: 1_500_000 }, false],
  ["another line", capture({}), { command: "make lint", cwd: "/p", at: 1_004_050 }, false],
  ["another folder", capture({}), { command: "make test", cwd: "/q", at: 1_004_050 }, false],
])("%s", (_name, c, record, expected) => {
  expect(covers(c, record)).toBe(expected);
});
