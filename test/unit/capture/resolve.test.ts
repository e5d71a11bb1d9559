import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { changesShell, looksLikeScript, resolveCommand } from "../../../src/capture/resolve.ts";

const dir = mkdtempSync(join(tmpdir(), "aye-resolve-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Uint8Array, mode = 0o755) => {
  writeFileSync(join(dir, name), content, { mode });
  return join(dir, name);
};
const env = { PATH: "/usr/bin:/bin" };

describe("resolveCommand says why a command cannot run, as a shell would", () => {
  test.each([
    ["a program on PATH", "sh", { path: expect.stringMatching(/\/sh$/) }],
    ["a missing program", "aye-no-such-program", { code: 127, error: "aye-no-such-program: command not found" }],
    ["a builtin that is no program", "cd", { code: 127, error: "cd: is a shell builtin, not a program", builtin: true }],
    ["a builtin that is also a program runs the program", "printf", { path: expect.stringMatching(/\/printf$/) }],
    ["a missing path", "./missing", { code: 127, error: "./missing: No such file or directory" }],
  ])("%s", (_name, word, expected) => {
    expect(resolveCommand(word, env, dir)).toEqual(expected as never);
  });

  test("a directory is 126, and so is a file without the execute bit", () => {
    mkdirSync(join(dir, "sub"), { recursive: true });
    expect(resolveCommand("./sub", env, dir)).toMatchObject({ code: 126, error: "./sub: Is a directory" });
    file("plain.txt", "echo hi\n", 0o644);
    expect(resolveCommand("./plain.txt", env, dir)).toMatchObject({ code: 126, error: "./plain.txt: Permission denied" });
  });
});

describe("looksLikeScript: what execve refused, sh may still run", () => {
  test.each([
    ["shell lines without #!", "echo hi\nexit 3\n", true],
    ["an empty file", "", true],
    ["a NUL in the first line (a binary)", Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x00, 0x0a]), false],
    ["a NUL only after the first line", Buffer.concat([Buffer.from("echo hi\n"), Buffer.from([0, 1, 2])]), true],
  ])("%s: %p", (name, content, script) => {
    expect(looksLikeScript(file(name.replace(/\W+/g, "-"), content))).toBe(script);
  });

  test("a file that cannot be read is not run as a script", () => {
    expect(looksLikeScript(join(dir, "absent"))).toBe(false);
  });
});

test.each([
  ["cd", true],
  ["export", true],
  ["source", true],
  ["type", false],
  ["jobs", false],
])("changesShell(%p) is %p", (name, changes) => {
  expect(changesShell(name)).toBe(changes);
});
