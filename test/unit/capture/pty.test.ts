import { afterEach, expect, test } from "bun:test";
import { closeSync, readSync, writeSync } from "node:fs";
import { execError } from "../../../src/capture/exec-shim.ts";
import { ECHO, ICANON, localFlags, OPOST, openPty, outputFlags, passOutputThrough, type Pty, setWindowSize, windowSize } from "../../../src/capture/pty.ts";

const open: Pty[] = [];
afterEach(() => {
  for (const p of open.splice(0)) for (const fd of [p.master, p.slave]) closeSync(fd);
});
const pty = (cols: number, rows: number) => {
  const p = openPty({ cols, rows })!;
  expect(p).not.toBeNull();
  open.push(p);
  return p;
};

test("a pseudo-terminal opens at the size asked, and a resize reaches its slave", () => {
  const p = pty(97, 31);
  expect(windowSize(p.slave)).toEqual({ cols: 97, rows: 31 });
  setWindowSize(p.master, { cols: 50, rows: 10 });
  expect(windowSize(p.slave)).toEqual({ cols: 50, rows: 10 });
});

test("a new pseudo-terminal is in line mode with echo, and what its slave writes reaches the master", () => {
  const p = pty(80, 24);
  const flags = localFlags(p.master)!;
  expect(flags & ICANON).toBe(ICANON);
  expect(flags & ECHO).toBe(ECHO);
  writeSync(p.slave, "hello\n");
  const buffer = Buffer.alloc(64);
  const n = readSync(p.master, buffer, 0, buffer.length, null);
  // Output processing as on a real terminal: \n becomes \r\n.
  expect(buffer.subarray(0, n).toString()).toBe("hello\r\n");
});

test("passing output through turns only output processing off, and its undo puts back only that", () => {
  const p = pty(80, 24);
  const read = () => {
    const buffer = Buffer.alloc(64);
    return buffer.subarray(0, readSync(p.master, buffer, 0, buffer.length, null)).toString();
  };
  const before = outputFlags(p.slave)!;
  expect(before & OPOST).toBe(OPOST);
  const undo = passOutputThrough(p.slave)!;
  expect(outputFlags(p.slave)! & OPOST).toBe(0);
  writeSync(p.slave, "a\nb\n");
  expect(read()).toBe("a\nb\n");
  // Already off: nothing to undo, and nothing changed.
  expect(passOutputThrough(p.slave)).toBeUndefined();
  const lineMode = localFlags(p.master)!;
  undo();
  expect(outputFlags(p.slave)).toBe(before);
  expect(localFlags(p.master)).toBe(lineMode);
  writeSync(p.slave, "c\n");
  expect(read()).toBe("c\r\n");
});

test("a file descriptor that is no terminal has no window size", () => {
  expect(windowSize(999)).toBeUndefined();
});

test.each([
  ["2", "ENOENT"],
  ["13", "EACCES"],
  ["8", "ENOEXEC"],
])("errno %s from a failed exec reads as %s, as Bun.spawn throws it", (report, code) => {
  expect(execError(report, "/x").code).toBe(code);
});
