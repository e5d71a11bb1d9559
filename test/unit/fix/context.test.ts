/** What the LLM step gets when the rules found nothing (src/fix/context.ts): the rejected guesses and the surroundings, bounded and redacted. */
import { expect, test } from "bun:test";
import { fixContext } from "../../../src/fix/context.ts";
import { failureFrom, offlineReport } from "../../../src/fix/engine.ts";
import { fixPrompt } from "../../../src/fix/llm.ts";
import { CWD, fakeWorld } from "../../fakes/world.ts";

test("the guesses validation rejected are kept for the prompt", () => {
  const f = failureFrom("mv a.sh scirpts/", "mv: cannot move 'a.sh' to 'scirpts/': Not a directory\n", 1, CWD);
  const world = fakeWorld({ files: ["a.sh"], dirs: ["scripts"] });
  const report = offlineReport(f, world);
  expect(report.found[0]?.commands).toEqual(["mv a.sh scripts/"]);
  expect(report.rejected.map((s) => s.commands.join(" && "))).toContain("mkdir -p scirpts && mv a.sh scirpts/");
  expect(fixContext(f, world, report.rejected)).toContain("- mkdir -p scirpts && mv a.sh scirpts/");
});

test("the surroundings: names here, folders and projects below, git's state, a database's tables", () => {
  const f = failureFrom("sqlite3 app.db 'select * from x'", "Error: in prepare, no such table: x\n", 1, CWD);
  const world = fakeWorld({
    files: ["app.db"],
    dirs: [".git", ".git/rebase-merge", "web/src"],
    texts: { "web/package.json": '{ "name": "shop-web" }' },
    queries: { "sqlite3 app.db .tables": "orders users\n", "git branch --show-current": "", "git branch -a --format=%(refname:short)": "(no branch, rebasing feat)\nfeat\nmain\n" },
  });
  const text = fixContext(f, world, []);
  expect(text).toContain(`Names in ${CWD}: .git, app.db, web`);
  expect(text).toContain("Folders below: web/src");
  expect(text).toContain("Projects: shop-web (web/package.json)");
  expect(text).toContain("Git: no branch checked out, a rebase in progress; branches: feat, main");
  expect(text).toContain("Tables of app.db: orders, users");
});

test("bounded: a folder of many names is cut short, and the whole within its limit", () => {
  const f = failureFrom("x", "x: failed\n", 1, CWD);
  const files = Array.from({ length: 500 }, (_, i) => `file-with-a-long-name-${i}.txt`);
  const text = fixContext(f, fakeWorld({ files }), []);
  expect(text).toContain("more)");
  expect(text.length).toBeLessThanOrEqual(2002);
});

test("redacted: a secret in a name does not reach the model", () => {
  const key = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789";
  const f = failureFrom("x", "x: failed\n", 1, CWD);
  const text = fixContext(f, fakeWorld({ files: [`${key}.txt`] }), []);
  expect(text).not.toContain(key);
});

test("the prompt carries the context only when there is one", () => {
  const f = failureFrom("x", "x: failed\n", 1, CWD);
  expect(fixPrompt(f, "bash")).not.toContain("WHAT AYE FOUND");
  expect(fixPrompt(f, "bash", undefined, "Names in /p: a")).toContain("WHAT AYE FOUND AROUND IT (its offline rules found no correction):\nNames in /p: a\n");
});
