/** Looking around within bounds (src/fix/surroundings.ts, src/fix/rules/around.ts): a case each kind gets right and a near case it leaves alone. */
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { foldersBelow, projects } from "../../../src/fix/surroundings.ts";
import { realWorld } from "../../../src/fix/world.ts";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";

const WORKSPACE: WorldSpec = { texts: { "Cargo.toml": '[workspace]\nmembers = ["crates/web-api", "crates/web-cli"]\n', "crates/web-api/Cargo.toml": '[package]\nname = "web-api"\n', "crates/web-cli/Cargo.toml": '[package]\nname = "web-cli"\n' } };

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a workspace member by part of its name", "cargo build -p cli", "error: package ID specification `cli` did not match any packages\n", WORKSPACE, "cargo build -p web-cli"],
  ["near: a part two members share", "cargo build -p web", "error: package ID specification `web` did not match any packages\n", WORKSPACE, null],
  ["the one Python project one folder down", "pip install -e .", "ERROR: file:///home/dev/proj does not appear to be a Python project: neither 'setup.py' nor 'pyproject.toml' found.\n", { files: ["api/pyproject.toml", "web/package.json"] }, "pip install -e ./api"],
  ["near: two projects below, no guess", "pip install -e .", "ERROR: file:///home/dev/proj does not appear to be a Python project: neither 'setup.py' nor 'pyproject.toml' found.\n", { files: ["api/pyproject.toml", "worker/pyproject.toml"] }, null],
  ["a table the database has", "sqlite3 shop.db 'select * from order'", "Error: in prepare, no such table: order\n", { files: ["shop.db"], queries: { "sqlite3 shop.db .tables": "orders  items\n" } }, "sqlite3 shop.db 'select * from orders'"],
  ["near: a table near none the database has", "sqlite3 shop.db 'select * from users'", "Error: in prepare, no such table: users\n", { files: ["shop.db"], queries: { "sqlite3 shop.db .tables": "orders  items\n" } }, null],
  ["a test named after its file with a slip", "pytest tests/test_api.py::test_logn", "ERROR: not found: /home/dev/proj/tests/test_api.py::test_logn\n(no name '/home/dev/proj/tests/test_api.py::test_logn' in any of [<Module test_api.py>])\n", { texts: { "tests/test_api.py": "def test_login():\n    pass\n\ndef test_logout():\n    pass\n" } }, "pytest tests/test_api.py::test_login"],
  ["near: a test name near two the file defines", "pytest tests/test_api.py::test_log", "ERROR: not found: /home/dev/proj/tests/test_api.py::test_log\n", { texts: { "tests/test_api.py": "def test_log1():\n    pass\ndef test_log2():\n    pass\n" } }, null],
  ["a Go test named with a slip", "go test -run TestParseConfg .", "testing: warning: no tests to run\nPASS\nok  \tacme/app\t0.002s [no tests to run]\n", { files: ["go.mod"], texts: { "config_test.go": "package app\n\nfunc TestParseConfig(t *testing.T) {}\n" } }, "go test -run TestParseConfig ."],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = offlineSuggestions(failureFrom(command, output, 1, CWD), world)[0]?.commands.join(" && ") ?? null;
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});

test("folders below are bounded in depth and count, and skip hidden and dependency folders", () => {
  const world = fakeWorld({ dirs: ["a/b/c/d", ".git/objects", "node_modules/x", "z"] });
  expect(foldersBelow(CWD, world).sort()).toEqual(["a", "a/b", "z"]);
  expect(foldersBelow(CWD, world, { depth: 2, entries: 1, ms: 50 }).length).toBeLessThanOrEqual(1);
});

test("projects read the names their manifests declare", () => {
  expect(projects(CWD, fakeWorld(WORKSPACE), ["Cargo.toml"]).map((p) => p.name).sort()).toEqual([undefined, "web-api", "web-cli"].sort() as string[]);
});

test("the real world reads a SQLite file's tables read-only, and nothing from a file that is none", () => {
  const dir = mkdtempSync(join(tmpdir(), "aye-around-"));
  const db = new Database(join(dir, "app.db"));
  db.run("create table users (id integer)");
  db.run("create view active as select * from users");
  db.close();
  writeFileSync(join(dir, "notes.db"), "not a database");
  mkdirSync(join(dir, "sub"));
  const world = realWorld({ PATH: "" });
  expect(world.tables!(join(dir, "app.db"))?.sort()).toEqual(["active", "users"]);
  expect(world.tables!(join(dir, "notes.db"))).toBeUndefined();
  expect(world.tables!(join(dir, "sub"))).toBeUndefined();
  expect(world.tables!(join(dir, "missing.db"))).toBeUndefined();
});
