import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { AyeError } from "../../src/errors.ts";
import { tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
const write = (text: string) => {
  mkdirSync(join(home.env.XDG_CONFIG_HOME, "aye"), { recursive: true });
  writeFileSync(join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"), text);
};
const failure = (env = home.env) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(AyeError);
    return error as AyeError;
  }
  throw new Error("expected the config to be refused");
};
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

describe("config", () => {
  test("defaults when there is no file", () => {
    const c = loadConfig(home.env);
    expect(c.fileExists).toBe(false);
    expect(c.values["capture.max_lines"]).toBe(100);
    expect(c.values["capture.max_bytes"]).toBe(10240);
    expect(c.sources["capture.max_lines"]).toBe("default");
  });

  test("the file overrides defaults and the environment overrides the file", () => {
    write("capture:\n  max_lines: 50\n  max_bytes: 4KB\nstore:\n  keep: 10\n");
    const c = loadConfig({ ...home.env, AYE_STORE_KEEP: "7" });
    expect(c.values["capture.max_lines"]).toBe(50);
    expect(c.values["capture.max_bytes"]).toBe(4096);
    expect(c.values["store.keep"]).toBe(7);
    expect(c.sources["store.keep"]).toBe("env");
    expect(c.sources["capture.max_lines"]).toBe("file");
  });

  test.each([
    ["an unknown key names file, line and a suggestion", "capture:\n  max_line: 5\n", /config\.yaml:2: unknown setting 'capture\.max_line'/, /capture\.max_lines/],
    ["a wrong type names the key and line", "store:\n  keep: 10\n  max_bytes: lots\n", /config\.yaml:3: 'store\.max_bytes' must be a size/, /aye config/],
    ["invalid YAML names the file", "capture: [\n  max_lines: 1\n", /config\.yaml.*not valid YAML/, /aye config/],
    ["a list at the top is refused", "- a\n- b\n", /config\.yaml:1: expected a mapping/, /./],
  ])("%s", (_name, text, message, hint) => {
    write(text);
    const error = failure();
    expect(error.message).toMatch(message);
    expect(error.hint ?? "").toMatch(hint);
    expect(error.code).toBe(2);
  });

  test("a bad environment value is named", () => {
    expect(failure({ ...home.env, AYE_CAPTURE_MAX_LINES: "-3" }).message).toContain("AYE_CAPTURE_MAX_LINES");
  });

  test("an empty file is fine", () => {
    write("# nothing yet\n");
    expect(loadConfig(home.env).values["store.keep"]).toBe(200);
  });
});
