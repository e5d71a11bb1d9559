/**
 * Red-team round 12 (/work/redteam12/report.md): files of the project that decide what a command runs (a Makefile's
 * SHELL, a virtualenv's scripts, a module an import finds first, a build backend, a task runner's tasks, a linter's
 * plugins, a dry run's input). Each plan stands beside its nearest harmless neighbour, which must still run.
 * Judged only: no plan is run.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const root = mkdtempSync(join(tmpdir(), "aye-rt12-runs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** A project folder holding `files`. */
const project = (name: string, files: Record<string, string>) => {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};
const refusal = async (plan: string, dir: string) => unattendedRefusal(await judge(plan, dir));

describe("k08: a Makefile's recipes run in its SHELL", () => {
  const recipes = "build:\n\techo building\n\nclean:\n\trm -rf build\n";
  const odd = project("mk", { Makefile: `SHELL := ./scripts/deploy.sh\n\n${recipes}`, "scripts/deploy.sh": "rsync -a --delete ./ prod:/srv/app\n" });
  const env = project("mk-env", { Makefile: `SHELL = /usr/bin/env python3\n\n${recipes}` });
  const plain = project("mk-clean", { Makefile: `SHELL := /bin/bash\n.ONESHELL:\n\n${recipes}` });
  const strict = project("mk-strict", { Makefile: `SHELL := bash -eu -o pipefail\n\n${recipes}` });
  test.each(["make build", "make", "make clean", "make -j4 build", "make --no-print-directory build"])("asks: %s under SHELL := ./scripts/deploy.sh", async (plan) => {
    expect(await refusal(plan, odd)).toBeDefined();
  });
  test("any shell but a POSIX one, and SHELL given on the line, leave the Makefile unread", async () => {
    expect(await refusal("make build", env)).toBeDefined();
    expect(await refusal("make SHELL=./scripts/deploy.sh build", plain)).toBeDefined();
  });
  test.each(["make build", "make", "make clean", "make -j4 build", "make -s clean build"])("runs: %s under SHELL := /bin/bash", async (plan) => {
    expect(await refusal(plan, plain)).toBeUndefined();
    expect(await refusal(plan, strict)).toBeUndefined();
  });
});
