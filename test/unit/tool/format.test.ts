import { describe, expect, test } from "bun:test";
import { formatOutcome, formatSeconds, formatSize, truncationNotice } from "../../../src/tool/format.ts";
import { isError, type Outcome } from "../../../src/tool/outcome.ts";
import type { StreamView } from "../../../src/tool/view.ts";

const view = (over: Partial<StreamView> = {}): StreamView => ({
  text: "", totalLines: 0, totalBytes: 0, shownLines: 0, truncatedBy: null, partialLine: false, lineBytes: null, file: null, fileProblem: null, ...over,
});
const files = { stdout: "/tmp/aye-bash-aaaa.log", stderr: "/tmp/aye-bash-bbbb.log" };

describe("truncation notices", () => {
  test.each([
    ["not truncated", view({ text: "x", totalLines: 1, shownLines: 1 }), null],
    ["lines, with a file", view({ truncatedBy: "lines", shownLines: 2000, totalLines: 8500, file: "/tmp/aye-bash-a1b2c3d4.log" }), "[stdout: Showing last 2000 of 8500 lines. Full output: /tmp/aye-bash-a1b2c3d4.log]"],
    ["lines, no file", view({ truncatedBy: "lines", shownLines: 2000, totalLines: 3000 }), "[stdout: Showing last 2000 of 3000 lines. Rerun with head, sed -n or grep to see the earlier lines.]"],
    ["bytes", view({ truncatedBy: "bytes", shownLines: 640, totalLines: 3000, file: "/tmp/f.log" }), "[stdout: Showing last 640 of 3000 lines (50.0KB limit). Full output: /tmp/f.log]"],
    ["one long line", view({ text: "x".repeat(51_200), truncatedBy: "bytes", partialLine: true, totalLines: 1, shownLines: 1, lineBytes: 81_920, file: "/tmp/f.log" }), "[stdout: Showing last 50.0KB of line 1 (line is 80.0KB). Full output: /tmp/f.log]"],
    ["a file that could not be written whole", view({ truncatedBy: "lines", shownLines: 2000, totalLines: 8500, file: "/tmp/f.log", fileProblem: "the disk is full" }), "[stdout: Showing last 2000 of 8500 lines. Full output file may be incomplete: /tmp/f.log (the disk is full)]"],
  ])("%s", (_name, v, expected) => {
    expect(truncationNotice("stdout", v)).toBe(expected);
  });
});

describe("result texts (seed 001)", () => {
  test("normal completion", () => {
    const o: Outcome = { kind: "completed", exitCode: 0, signal: null, stdout: view({ text: "hi" }), stderr: view() };
    expect(formatOutcome(o)).toBe("stdout:\nhi\n\nstderr:\n\n\nexit code: 0");
  });

  test("a truncated stream carries its notice after its text", () => {
    const out = view({ text: "2999\n3000", truncatedBy: "lines", shownLines: 2000, totalLines: 3000 });
    const o: Outcome = { kind: "completed", exitCode: 0, signal: null, stdout: out, stderr: view() };
    expect(formatOutcome(o)).toStartWith("stdout:\n2999\n3000\n[stdout: Showing last 2000 of 3000 lines.");
  });

  test("a signal is named beside the exit code", () => {
    const o: Outcome = { kind: "completed", exitCode: 137, signal: "SIGKILL", stdout: view(), stderr: view() };
    expect(formatOutcome(o)).toEndWith("exit code: 137 (SIGKILL)");
  });

  test("backgrounded", () => {
    const o: Outcome = { kind: "backgrounded", pid: 12345, afterMs: 120_000, stdout: view({ text: "partial" }), stderr: view(), files };
    expect(formatOutcome(o)).toBe(
      "[Command backgrounded after 120s timeout (pid 12345). Partial output:\n\nstdout:\npartial\n\nstderr:\n\n\n" +
        "Full output: /tmp/aye-bash-aaaa.log (stderr: /tmp/aye-bash-bbbb.log)\nUse check_pid or kill_pid to manage.]",
    );
  });

  test("check_pid, still running", () => {
    const o: Outcome = { kind: "running", pid: 12345, stdout: view({ text: "a\nb", totalLines: 2, totalBytes: 4 }), stderr: view(), files };
    expect(formatOutcome(o)).toBe("[Process 12345 still running.\n\nNew output since last check (2 lines):\na\nb\n\nFull output: /tmp/aye-bash-aaaa.log (stderr: /tmp/aye-bash-bbbb.log)]");
  });

  test("check_pid, nothing new", () => {
    const o: Outcome = { kind: "running", pid: 7, stdout: view(), stderr: view(), files };
    expect(formatOutcome(o)).toContain("No new output since last check.");
  });

  test("check_pid, finished", () => {
    const o: Outcome = { kind: "exited", pid: 12345, exitCode: 0, signal: null, killedWith: null, byKill: false, stdout: view({ text: "x", truncatedBy: "lines", shownLines: 2000, totalLines: 2500 }), stderr: view(), files };
    expect(formatOutcome(o)).toStartWith("[Process 12345 exited with code 0.\n\nstdout (last 2000 lines):\nx\n\nstderr:\n");
  });

  test.each([
    [{ killedWith: "SIGTERM", byKill: true, exitCode: 143, signal: "SIGTERM" }, "[Process 9 killed with SIGTERM."],
    [{ killedWith: null, byKill: true, exitCode: 0, signal: null }, "[Process 9 had already exited with code 0."],
    [{ killedWith: null, byKill: false, exitCode: null, signal: null }, "[Process 9 exited (exit code unknown)."],
  ] as const)("the first line of an ended command: %p", (over, first) => {
    const o: Outcome = { kind: "exited", pid: 9, stdout: view(), stderr: view(), files, ...over };
    expect(formatOutcome(o).split("\n")[0]).toBe(first);
  });
});

describe("isError", () => {
  const ended = (over: object): Outcome => ({ kind: "exited", pid: 1, exitCode: 0, signal: null, killedWith: null, byKill: false, stdout: view(), stderr: view(), files, ...over });
  test.each([
    ["exit 0", { kind: "completed", exitCode: 0, signal: null, stdout: view(), stderr: view() } as Outcome, false],
    ["exit 1", { kind: "completed", exitCode: 1, signal: null, stdout: view(), stderr: view() } as Outcome, true],
    ["backgrounded", { kind: "backgrounded", pid: 1, afterMs: 1, stdout: view(), stderr: view(), files } as Outcome, false],
    ["checked, running", { kind: "running", pid: 1, stdout: view(), stderr: view(), files } as Outcome, false],
    ["checked, exited 2", ended({ exitCode: 2 }), true],
    ["killed as asked", ended({ exitCode: 143, killedWith: "SIGTERM", byKill: true }), false],
    ["a call that could not be done", { kind: "failed", message: "Error" } as Outcome, true],
  ])("%s", (_name, outcome, expected) => {
    expect(isError(outcome)).toBe(expected);
  });
});

test.each([
  [512, "512B"],
  [51_200, "50.0KB"],
  [3.5 * 1024 * 1024, "3.5MB"],
])("formatSize(%p)", (bytes, text) => expect(formatSize(bytes)).toBe(text));

test.each([
  [120_000, "120s"],
  [1500, "1.5s"],
  [300, "0.3s"],
])("formatSeconds(%p)", (ms, text) => expect(formatSeconds(ms)).toBe(text));
