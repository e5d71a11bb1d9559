/** The real World rules read: PATH look-ups, git refs from the repository's files, and only small regular files. */
import { afterEach, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { realWorld } from "../../../src/fix/world.ts";

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "aye-world-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

test("onPath finds a program on PATH without listing PATH, and never a path", () => {
  const bin = temp();
  writeFileSync(join(bin, "zork"), "#!/bin/sh\n");
  chmodSync(join(bin, "zork"), 0o755);
  const world = realWorld({ PATH: `/nonexistent:${bin}` });
  expect(world.onPath("zork")).toBe(true);
  expect(world.onPath("zorx")).toBe(false);
  expect(world.onPath(`${bin}/zork`)).toBe(false);
});

test("branches and tags, loose and packed, read from .git without running git", () => {
  const repo = temp();
  for (const ref of ["heads/main", "heads/feature/login", "remotes/origin/main", "tags/v1.1.0"]) {
    mkdirSync(join(repo, ".git", "refs", ref, ".."), { recursive: true });
    writeFileSync(join(repo, ".git", "refs", ref), "0".repeat(40));
  }
  writeFileSync(join(repo, ".git", "HEAD"), "ref: refs/heads/main\n");
  writeFileSync(join(repo, ".git", "packed-refs"), `# pack-refs\n${"1".repeat(40)} refs/tags/v1.2.0\n${"2".repeat(40)} refs/heads/old\n`);
  mkdirSync(join(repo, "src"));
  writeFileSync(join(repo, ".git", "config"), '[core]\n\tbare = false\n[remote "upstream"]\n\turl = ../up.git\n');
  const { current, all, tags, remotes } = realWorld({}).branches(join(repo, "src"));
  expect(current).toBe("main");
  expect(all.sort()).toEqual(["feature/login", "main", "old", "origin/main"]);
  expect(tags?.sort()).toEqual(["v1.1.0", "v1.2.0"]);
  // A remote with refs, and one the config names that has none yet; feature/ is a local branch's name, no remote.
  expect(remotes?.sort()).toEqual(["origin", "upstream"]);
});

test("readText reads small regular files only", () => {
  const dir = temp();
  writeFileSync(join(dir, "Makefile"), "all:\n");
  writeFileSync(join(dir, "big"), "x".repeat((1 << 20) + 1));
  Bun.spawnSync(["mkfifo", join(dir, "fifo")]);
  const world = realWorld({});
  expect(world.readText(join(dir, "Makefile"))).toBe("all:\n");
  expect(world.readText(join(dir, "big"))).toBeUndefined();
  expect(world.readText(join(dir, "fifo"))).toBeUndefined();
  expect(world.readText("/dev/zero")).toBeUndefined();
});
