/** The command line itself: version, help, usage errors, and the store commands. */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pkg from "../../package.json" with { type: "json" };
import { COMMANDS } from "../../src/spec.ts";
import { ROOT, aye, ayeInBash, tempHome, writeConfig } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());
const call = (...args: string[]) => aye(args, { env: home.env });

describe("aye's command line", () => {
  test.each([["--version"], ["-v"]])("%s prints the version, the commit, the build date and the target on stdout", async (flag) => {
    const commit = Bun.spawnSync(["git", "rev-parse", "--short=12", "HEAD"], { cwd: ROOT }).stdout.toString().trim();
    const target = Bun.spawnSync([join(ROOT, "release", "host-target")]).stdout.toString().trim();
    const r = await call(flag);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(new RegExp(`^aye ${pkg.version.replaceAll(".", "\\.")} \\(commit ${commit}(-dirty)?, built \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ, ${target}\\)\n$`));
  });

  test("--version --json says the same as one JSON object", async () => {
    const [line, json] = [await call("--version"), await call("--version", "--json")];
    expect(json).toMatchObject({ code: 0, stderr: "" });
    const info = JSON.parse(json.stdout);
    expect(Object.keys(info)).toEqual(["version", "commit", "date", "target"]);
    expect(line.stdout).toBe(`aye ${info.version} (commit ${info.commit}, built ${info.date}, ${info.target})\n`);
  });

  test("--version with anything but --json is a usage error", async () => {
    const r = await call("--version", "--jsn");
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toContain("'--jsn' does not go with --version");
  });

  test("--help lists every command", async () => {
    const r = await call("--help");
    expect(r.code).toBe(0);
    for (const c of COMMANDS) expect(r.stdout).toContain(`  ${c.name}`);
  });

  test.each(COMMANDS.map((c) => [c.name]))("help %s and %s --help show the command's options", async (name) => {
    const viaHelp = await call("help", name);
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout).toContain(`aye ${name}`);
    for (const o of COMMANDS.find((c) => c.name === name)!.options) expect(viaHelp.stdout).toContain(o.flags);
    if (name !== "help") expect((await call(name, "--help")).stdout).toBe(viaHelp.stdout);
  });

  test.each([
    ["an unknown command, with what was meant", ["sho"], /unknown command 'sho'[\s\S]*Did you mean 'aye show'/],
    ["an unknown command, pointing at aye run", ["npm", "test"], /unknown command 'npm'[\s\S]*aye run npm/],
    ["an unknown option, with what was meant", ["log", "--jsn"], /unknown option '--jsn'[\s\S]*Did you mean '--json'/],
    ["an unknown global option", ["--verison"], /unknown option '--verison'[\s\S]*--version/],
    ["an unknown option of run", ["run", "--alwys", "true"], /unknown option '--alwys' for aye run/],
    ["run without a command", ["run"], /needs a command/],
    ["a missing value", ["run", "--timeout"], /--timeout needs a duration/],
    ["a bad duration", ["run", "--timeout", "soon", "true"], /'soon' is not a duration/],
    ["a timeout of nothing", ["run", "--timeout", "0", "true"], /a timeout of '0' would stop the command at once\n  Give a duration above 0/],
    ["exec's timeout with a unit", ["exec", "--timeout", "5s", "--", "true"], /--timeout takes a whole number above 0, not '5s'\n  In milliseconds/],
    ["a bad limit", ["log", "-n", "zero"], /--limit takes a whole number/],
    ["show's log asked for as JSON", ["show", "--log", "--json"], /--log and --json do not go together/],
    ["an unknown shell", ["completions", "powershell"], /no completions for 'powershell'/],
    ["help for an unknown command", ["help", "rnu"], /Did you mean 'aye run'/],
    ["an extra argument", ["log", "extra"], /unexpected argument 'extra'/],
  ])("%s is a usage error (exit 2)", async (_name, args, message) => {
    const r = await call(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toContain("    at "); // no stack trace
  });

  test("a broken config file is a usage error for commands other than run", async () => {
    mkdirSync(join(home.env.XDG_CONFIG_HOME, "aye"), { recursive: true });
    writeFileSync(join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"), "store:\n  kep: 3\n");
    const r = await call("config");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("config.yaml:2: unknown setting 'store.kep'");
    expect(r.stderr).toContain("Did you mean 'store.keep'?");
  });
});

describe("config mistakes and messages, in one voice", () => {

  test("a YAML syntax error names its line, and aye config shows it with the defaults", async () => {
    writeConfig(home.env, "provider: claude\ncapture:\n  max_lines: [1\nstore:\n  keep: 3\n");
    const r = await call("config");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("config.yaml:3: not valid YAML");
    expect(r.stderr).toContain("near 'max_lines: [1'");
    expect(r.stdout).toContain("capture.max_lines");
    expect(r.stdout).toContain("(not usable: defaults shown)");
  });

  test.each([[["ask", "--print-prompt", "hi"]], [["llm", "--list"]]])("a bad value stops aye %j with exit 2", async (args) => {
    writeConfig(home.env, "store:\n  keep: -1\n");
    const r = await call(...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("config.yaml:2: 'store.keep' must be a whole number above 0, not -1");
  });

  test.each([[["log"]], [["show"]], [["clear"]]])("reading one's own captures (aye %j) needs no valid config", async (args) => {
    writeConfig(home.env, "store:\n  keep: -1\n");
    const r = await call(...args);
    expect(r.stderr).not.toContain("store.keep");
    expect(r.code).not.toBe(2);
  });

  test("a config file that is a symlink loop is reported, not ignored", async () => {
    mkdirSync(join(home.env.XDG_CONFIG_HOME, "aye"), { recursive: true });
    symlinkSync(join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"), join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"));
    const r = await call("ask", "--print-prompt", "hi");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("ELOOP");
  });

  test("aye show with a word that is not a number says so", async () => {
    expect(await call("show", "abc")).toMatchObject({ code: 2, stderr: "aye: 'abc' is not a capture ID\n  Captures are numbered: see them with 'aye log'.\n" });
  });

  test.each([
    [["--x"], "aye: unknown option '--x'\n"],
    [["log", "--x"], "aye: unknown option '--x' for aye log\n"],
    [["run", "--x", "ls"], "aye: unknown option '--x' for aye run\n"],
  ])("%j: errors all start with 'aye: '", async (args, first) => {
    const r = await aye(args, { env: home.env });
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")[0] + "\n").toBe(first);
  });
});

describe("aye's own output", () => {
  const bash = (script: string) => ayeInBash(script, { env: home.env });

  test("a reader that leaves early ends aye quietly, as SIGPIPE ends a program: 141", async () => {
    // A log far larger than a pipe holds, so that aye is still writing when head has gone.
    const r = await bash(`"$0" run sh -c 'seq 1 300000; exit 1' >/dev/null 2>&1; "$0" show --log | head -1; echo "rc=\${PIPESTATUS[0]}"`);
    expect(r.stdout).toBe("1\nrc=141\n");
    expect(r.stderr).toBe("");
  });

  test("a full disk under stdout is said as such, not as a problem of the store", async () => {
    const r = await bash(`"$0" --help > /dev/full`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("aye: cannot write to stdout: no space left on the device\n");
  });
});

describe("show, log, clear and config", () => {
  const env = () => ({ ...home.env, AYE_SESSION: "one" });
  const fail = (text: string, e = env()) => aye(["run", "sh", "-c", `echo ${text}; exit 1`], { env: e });

  test("show with nothing captured says how to get a capture", async () => {
    const r = await call("show");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("nothing captured yet");
    expect(r.stderr).toContain("aye run");
  });

  test("show ID picks a capture; an unknown ID is an error", async () => {
    await fail("first");
    await fail("second");
    expect((await aye(["show", "1"], { env: env() })).stdout).toContain("first");
    expect((await aye(["show"], { env: env() })).stdout).toContain("second");
    const r = await aye(["show", "99"], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("no capture #99");
  });

  test("log marks the capture pending in this session only", async () => {
    await fail("mine");
    await fail("theirs", { ...home.env, AYE_SESSION: "two" });
    const mine = JSON.parse((await aye(["log", "--json"], { env: env() })).stdout);
    expect(mine.map((c: { pendingHere: boolean }) => c.pendingHere)).toEqual([false, true]);
    const text = (await aye(["log"], { env: env() })).stdout.split("\n");
    expect(text[1]).toMatch(/^\*1\s/);
    expect(text[0]).toMatch(/^ 2\s/);
  });

  test("clear disarms without deleting; clear --all deletes", async () => {
    await fail("x");
    expect(JSON.parse((await aye(["clear", "--json"], { env: env() })).stdout)).toEqual({ disarmed: 1, deleted: 0 });
    expect(JSON.parse((await aye(["clear", "--json"], { env: env() })).stdout)).toEqual({ disarmed: null, deleted: 0 });
    expect(JSON.parse((await aye(["log", "--json"], { env: env() })).stdout)).toHaveLength(1);
    expect(JSON.parse((await aye(["clear", "--all", "--json"], { env: env() })).stdout)).toEqual({ disarmed: null, deleted: 1 });
    expect(JSON.parse((await aye(["log", "--json"], { env: env() })).stdout)).toHaveLength(0);
  });

  test("config shows the path and where each value comes from", async () => {
    const r = await aye(["config", "--json"], { env: { ...home.env, AYE_CAPTURE_MAX_LINES: "42" } });
    const c = JSON.parse(r.stdout);
    expect(c.path).toBe(join(home.env.XDG_CONFIG_HOME, "aye", "config.yaml"));
    expect(c.settings["capture.max_lines"]).toEqual({ value: 42, source: "env", env: "AYE_CAPTURE_MAX_LINES" });
    const text = (await call("config")).stdout;
    expect(text).toContain("not present: defaults in effect");
    expect(text).toContain("capture.max_lines");
  });

  test("settings change the capture: max_lines", async () => {
    await aye(["run", "sh", "-c", "seq 1 50; exit 1"], { env: { ...env(), AYE_CAPTURE_MAX_LINES: "5" } });
    expect((await aye(["show", "--json"], { env: env() })).stdout).toContain("...[truncated: showing last 5 lines]\\n46\\n47\\n48\\n49\\n50\\n");
  });
});
