/**
 * What an offline fix loads only when it needs it (test/unit/fix/offline-loads.test.ts) still works in the
 * compiled binary when it is needed: bun:sqlite for a database's tables, a file redirected to stdin read as output.
 */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { AYE, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => {
  home = tempHome();
});
afterEach(() => home.cleanup());

test("a table misspelt in a statement is corrected from the database's own schema", async () => {
  const db = new Database(join(home.dir, "app.db"));
  db.run("create table users (id integer)");
  db.close();
  const r = await aye(["fix", "--command", "sqlite3 app.db 'select * from user'", "--exit", "1", "--print", "--no-llm"], { env: home.env, cwd: home.dir, stdin: "Error: in prepare, no such table: user\n" });
  expect(r).toMatchObject({ code: 0, stdout: "sqlite3 app.db 'select * from users'\n" });
});

test("output redirected from a file is read as the failure's output; from /dev/null there is none", async () => {
  // A tool aye knows nothing of: only its output can say what was meant.
  writeFileSync(join(home.dir, "out.txt"), "mytool: unknown command 'instal'\nDid you mean this?\n\tinstall\n");
  const run = (stdin: string) => Bun.spawnSync(["sh", "-c", `"$0" fix --command 'mytool instal' --exit 1 --print --no-llm < ${stdin}`, AYE], { env: home.env, cwd: home.dir });
  const fromFile = run("out.txt");
  expect(fromFile.stdout.toString()).toBe("mytool install\n");
  const none = run("/dev/null");
  expect(none.exitCode).not.toBe(0);
  expect(none.stdout.toString()).toBe("");
});
