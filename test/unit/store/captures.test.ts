import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type NewCapture, type Store, openStore } from "../../../src/store/captures.ts";
import { tempHome } from "../../helpers.ts";

const capture = (over: Partial<NewCapture> = {}): NewCapture => ({
  createdAt: Date.now(), scope: "session:a", command: "npm test", argv: ["npm", "test"], cwd: "/p",
  exitCode: 1, signal: null, error: null, durationMs: 5, mode: "pipe", stdout: "out\n", stderr: "err\n",
  truncated: false, outputBytes: 8, logPath: null, logBytes: 0, logNote: null, ...over,
});
const roomy = { keep: 100, maxBytes: 1 << 30 };

let home: ReturnType<typeof tempHome>;
let store: Store;
let warnings: string[];
beforeEach(() => {
  home = tempHome();
  warnings = [];
  store = openStore(join(home.dir, "aye"), (m) => warnings.push(m));
});
afterEach(() => {
  store.close();
  home.cleanup();
});

describe("capture store", () => {
  test("a consumed capture is gone: one-shot", () => {
    const id = store.add(capture(), true, roomy);
    expect(store.consume("session:a")?.id).toBe(id);
    expect(store.consume("session:a")).toBeUndefined();
    expect(store.get(id)?.stdout).toBe("out\n"); // still listed, just no longer pending
  });

  test("the last failure wins within a scope", () => {
    store.add(capture({ command: "first" }), true, roomy);
    store.add(capture({ command: "second" }), true, roomy);
    expect(store.consume("session:a")?.command).toBe("second");
    expect(store.consume("session:a")).toBeUndefined();
  });

  test("scopes do not see each other's pending capture", () => {
    store.add(capture({ scope: "tty:pts/1" }), true, roomy);
    expect(store.consume("tty:pts/2")).toBeUndefined();
    expect(store.consume("tty:pts/1")).toBeDefined();
  });

  test("a kept success does not disarm the pending failure", () => {
    const failed = store.add(capture(), true, roomy);
    store.add(capture({ exitCode: 0 }), false, roomy);
    expect(store.peek("session:a")?.id).toBe(failed);
  });

  test("retention keeps the newest N and the pending one, and deletes old logs", () => {
    const logs = join(home.dir, "aye", "logs");
    const pending = store.add(capture({ logPath: join(logs, "0.log"), logBytes: 1 }), true, roomy);
    writeFileSync(join(logs, "0.log"), "x");
    for (let i = 1; i <= 5; i++) {
      writeFileSync(join(logs, `${i}.log`), "x");
      store.add(capture({ logPath: join(logs, `${i}.log`), logBytes: 1 }), false, { keep: 3, maxBytes: 1 << 30 });
    }
    const ids = store.list(100).map((c) => c.id);
    expect(ids).toHaveLength(4);
    expect(ids).toContain(pending);
    expect(readdirSync(logs).sort()).toEqual(["0.log", "3.log", "4.log", "5.log"]);
  });

  test("retention by total size drops the oldest first", () => {
    for (let i = 0; i < 5; i++) store.add(capture({ stdout: "x".repeat(1000), stderr: "" }), false, { keep: 100, maxBytes: 2500 });
    expect(store.list(100)).toHaveLength(2);
  });

  test("clear --all deletes captures and logs", () => {
    const log = join(home.dir, "aye", "logs", "a.log");
    writeFileSync(log, "x");
    store.add(capture({ logPath: log }), true, roomy);
    expect(store.deleteAll()).toBe(1);
    expect(existsSync(log)).toBe(false);
    expect(store.peek("session:a")).toBeUndefined();
  });

  test("a row that points outside the logs folder (damaged or edited) neither reads nor deletes that file", () => {
    const precious = join(home.dir, "precious.txt");
    writeFileSync(precious, "keep me");
    const id = store.add(capture({ logPath: precious }), true, roomy);
    expect(store.get(id)!.logPath).toBeNull();
    store.add(capture(), false, { keep: 1, maxBytes: 1 << 30 });
    expect(store.deleteAll()).toBeGreaterThan(0);
    expect(existsSync(precious)).toBe(true);
  });

  test("a row whose argv is not JSON is still listed and shown, from its command line", () => {
    const id = store.add(capture({ command: "make test" }), true, roomy);
    store.db.run("UPDATE captures SET argv = 'not json' WHERE id = ?", [id]);
    expect(store.list(10).map((c) => c.argv)).toEqual([["make", "test"]]);
    expect(store.get(id)!.command).toBe("make test");
  });

  test("the directory and database are private to the user", () => {
    expect(statSync(join(home.dir, "aye")).mode & 0o777).toBe(0o700);
    expect(statSync(join(home.dir, "aye", "aye.db")).mode & 0o777).toBe(0o600);
  });

  test("a corrupt database is moved aside and rebuilt, with one warning", () => {
    store.add(capture(), true, roomy);
    store.close();
    const db = join(home.dir, "aye", "aye.db");
    writeFileSync(db, "this is not sqlite at all ".repeat(200));
    store = openStore(join(home.dir, "aye"), (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("corrupt");
    expect(readdirSync(join(home.dir, "aye")).some((f) => f.startsWith("aye.db.corrupt-"))).toBe(true);
    expect(store.add(capture(), true, roomy)).toBe(1);
  });
});
