/**
 * `aye fix --yes` through the binary with plans that spell what they run only in code: the text is decoded and
 * judged, so a harmless one runs as it was written and a destructive one is refused with what it decoded to named.
 * The shell aye runs plans with is a stand-in that only records its arguments: nothing is run for real.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { standInShell } from "../fakes/stand-in-shell.ts";
import { stubbedHome } from "../fakes/stub-cli.ts";
import { AYE, fixYesWith } from "../helpers.ts";

let home: ReturnType<typeof stubbedHome>["home"];
let env: Record<string, string>;
let ran: string;

beforeEach(() => {
  const stubbed = stubbedHome(["claude"], { AYE_SESSION: "decoded" });
  home = stubbed.home;
  const standIn = standInShell(home.dir);
  ran = standIn.ran;
  env = { ...stubbed.env, SHELL: standIn.shell };
});
afterEach(() => home.cleanup());

/** `aye fix --yes` with the LLM stub replying `plan` in a fenced block. */
const fixWith = (plan: string) => fixYesWith(plan, "docker image ls", { env });

const b64 = (text: string) => Buffer.from(text).toString("base64");

describe("aye fix --yes and plans that decode what they run", () => {
  test("a harmless decoded plan runs, exactly as written", async () => {
    const plan = `echo ${b64("docker images")} | base64 -d | sh`;
    const r = await fixWith(plan);
    expect(r.code).toBe(0);
    expect(readFileSync(ran, "utf8")).toBe(`-c\n${plan}\n`);
  });

  test("at a terminal, it says what it decoded and judged", async () => {
    let screen = "";
    const plan = `echo ${b64("docker images")} | base64 -d | sh`;
    const proc = Bun.spawn([AYE, "fix", "--command", "docker image ls", "--exit", "1", "--llm", "--yes", "-p", "claude"], {
      env: { ...env, STUB_MODE: "reply", STUB_REPLY: `\`\`\`sh\n${plan}\n\`\`\`\n`, TERM: "xterm-256color" },
      cwd: home.dir,
      terminal: { cols: 200, rows: 30, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    expect(await proc.exited).toBe(0);
    proc.terminal!.close();
    expect(screen).toContain("aye judged `docker images` decoded from base64");
    expect(readFileSync(ran, "utf8")).toBe(`-c\n${plan}\n`);
  });

  test.each([
    [`echo ${b64("rm -rf ~")} | base64 -d | sh`, "runs `rm -rf ~` decoded from base64"],
    [`eval "$(echo '~ fr- mr' | rev)"`, "runs `rm -rf ~` decoded from rev"],
    ["$(printf '\\x72\\x6d') -rf ~", "runs `rm` decoded from printf escapes"],
  ])("refuses %p, names what it decoded to, and runs nothing", async (plan, named) => {
    const r = await fixWith(plan);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("not running a dangerous command without confirmation");
    expect(r.stderr).toContain(named);
    expect(existsSync(ran)).toBe(false);
  });

  test("decoded text is named on one line, its line ends made visible", async () => {
    const r = await fixWith(`echo ${b64("ls\nrm -rf ~\n")} | base64 -d | sh`);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("runs `ls\\x0arm -rf ~` decoded from base64");
    expect(existsSync(ran)).toBe(false);
  });
});
