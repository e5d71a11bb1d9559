import { describe, expect, test } from "bun:test";
import { installsIn, nearMiss } from "../../../src/guard/shell/installs.ts";
import { parseRecord, TAG } from "../../../src/commands/init.ts";
import { judge } from "../../../src/guard/to-shell.ts";

describe("installs in a plan", () => {
  test.each([
    [["pip", "install", "requests==2.31"], "pip install", ["requests"]],
    [["python3", "-m", "pip", "install", "-U", "reqests"], "pip install", ["reqests"]],
    [["/usr/bin/pip3", "install", "flask[async]"], "pip3 install", ["flask"]],
    [["npm", "install", "-D", "expresss", "@types/node@20"], "npm install", ["expresss", "@types/node"]],
    [["npx", "create-react-app", "my-app"], "npx", ["create-react-app"]],
    [["yarn", "add", "lodash"], "yarn add", ["lodash"]],
    [["uv", "pip", "install", "numpy"], "uv pip install", ["numpy"]],
    [["apt-get", "install", "-y", "jq"], "apt-get install", ["jq"]],
  ])("%j installs with %s: %j", (argv, tool, packages) => {
    expect(installsIn([argv])).toEqual([expect.objectContaining({ tool, packages })]);
  });

  test.each([[["npm", "install"]], [["npm", "test"]], [["pip", "install", "-r", "requirements.txt"]], [["pip", "install", "./dist/app.whl"]], [["pip", "install", "-e", "."]], [["git", "add", "."]]])(
    "%j installs no named package",
    (argv) => {
      expect(installsIn([argv])).toEqual([]);
    },
  );
});

describe("near misses of well-known packages", () => {
  test.each([
    ["reqests", "pypi", "requests"],
    ["requets", "pypi", "requests"],
    ["numpyy", "pypi", "numpy"],
    ["beautifulsoup", "pypi", "beautifulsoup4"],
    ["expresss", "npm", "express"],
    ["lodahs", "npm", "lodash"],
    ["axois", "npm", "axios"],
  ] as const)("%s on %s is one slip from %s", (name, ecosystem, known) => {
    expect(nearMiss(name, ecosystem)).toBe(known);
  });

  test.each([
    ["requests", "pypi"],
    ["pyyaml", "pypi"],
    ["my-company-lib", "pypi"],
    ["express", "npm"],
    ["left-pad", "npm"],
    ["jq", "other"],
  ] as const)("%s on %s is no near miss", (name, ecosystem) => {
    expect(nearMiss(name, ecosystem)).toBeUndefined();
  });
});

describe("the shell hook's records", () => {
  const record = (...fields: string[]) => `${fields.join("\0")}\0`;
  test("fields come back whatever bytes the directory and command hold", () => {
    const cwd = "/tmp/x\tgit push --force\n0\tevil";
    expect(parseRecord(record(TAG, "127", cwd, "gti status\nsecond line"))).toEqual({ status: 127, cwd, command: "gti status\nsecond line" });
  });
  test.each([
    ["the old tab-and-newline format", "127\t/tmp\ngti status\n"],
    ["a torn write", `${TAG}\x00127\x00/tmp`],
    ["a status that is not a number", record(TAG, "x", "/tmp", "ls")],
    ["an extra field", record(TAG, "1", "/tmp", "ls", "more")],
  ])("%s is not a record", (_what, text) => {
    expect(parseRecord(text)).toBeUndefined();
  });
});

test.each([
  ["git config --global --add safe.directory /srv/app", "changes git's global settings"],
  ["sudo git config --system core.autocrlf true && git status", "changes git's system settings"],
  ["npm config set registry http://127.0.0.1:4873", "changes npm's settings"],
  ["git config --get user.name", undefined],
  ["git config user.name", undefined],
  ["npm config get registry", undefined],
  ["git status", undefined],
])("a change of settings is named: %s", async (line, expected) => {
  expect((await judge(line, "/tmp")).settings).toBe(expected);
});
