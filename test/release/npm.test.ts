/**
 * The npm packages make release packs into dist/npm/: installed offline from the tarballs into a
 * clean prefix, with no Bun on PATH, as the README says, then run.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../helpers.ts";
import { TARGETS, VERSION, hostBuild } from "./release.ts";

const NPM = join(ROOT, "dist", "npm");
const tarball = (name: string) => join(NPM, `${name.replace("@", "").replace("/", "-")}-${VERSION}.tgz`);
const manifest = (name: string) => JSON.parse(Bun.spawnSync(["tar", "-xzOf", tarball(name), "package/package.json"]).stdout.toString());
const listing = (name: string) => Bun.spawnSync(["tar", "-tzf", tarball(name)]).stdout.toString().trim().split("\n").sort();

/** The README's npm line, run as written in dist/npm/. */
const readmeLine = () => /^(npm install -g (?:\.\/aye-\S+\.tgz ?)+?)\s*#/m.exec(readFileSync(join(ROOT, "README.md"), "utf8"))?.[1];

let dir: string;
let env: Record<string, string>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "aye-npm-"));
  // Node and npm only: no Bun, no network (an empty cache and --offline), a prefix of its own.
  env = { PATH: `${join(dir, "prefix", "bin")}:/usr/local/bin:/usr/bin:/bin`, HOME: dir, npm_config_prefix: join(dir, "prefix"), npm_config_cache: join(dir, "cache"), npm_config_offline: "true", XDG_CACHE_HOME: join(dir, "xdg"), XDG_CONFIG_HOME: join(dir, "xdg") };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sh = (script: string, cwd = dir) => {
  const r = Bun.spawnSync(["bash", "-c", script], { env, cwd, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
};

describe("npm packages", () => {
  test("aye holds only its launcher, README and licence: no dependencies, no scripts, each target's package optional", () => {
    const m = manifest("aye");
    expect(listing("aye")).toEqual(["package/LICENSE", "package/README.md", "package/bin/aye.js", "package/package.json"]);
    expect(m).toMatchObject({ name: "aye", version: VERSION, license: "MIT", bin: { aye: "bin/aye.js" } });
    expect(m.dependencies).toBeUndefined();
    expect(m.scripts).toBeUndefined();
    expect(Object.keys(m.optionalDependencies).sort()).toEqual(TARGETS.map((t) => `@aye-cli/${t}`).sort());
    expect(new Set(Object.values(m.optionalDependencies))).toEqual(new Set([VERSION]));
  });

  test.each([
    ["linux-x64", { os: ["linux"], cpu: ["x64"], libc: ["glibc"] }],
    ["linux-arm64", { os: ["linux"], cpu: ["arm64"], libc: ["glibc"] }],
    ["linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["linux-arm64-musl", { os: ["linux"], cpu: ["arm64"], libc: ["musl"] }],
    ["darwin-x64", { os: ["darwin"], cpu: ["x64"] }],
    ["darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
  ])("@aye-cli/%s holds the binary alone, limited to its platform", (target, fields) => {
    const m = manifest(`@aye-cli/${target}`);
    expect(m).toMatchObject({ name: `@aye-cli/${target}`, version: VERSION, ...fields });
    if (!target.startsWith("linux")) expect(m.libc).toBeUndefined();
    expect(m.scripts).toBeUndefined();
    expect(m.dependencies).toBeUndefined();
    expect(listing(`@aye-cli/${target}`)).toEqual(["package/LICENSE", "package/bin/aye", "package/package.json"]);
  });

  test("the README's npm line installs aye offline into a clean prefix, with no Bun, and aye runs", () => {
    const line = readmeLine();
    expect(line).toBeDefined();
    expect(sh("command -v bun").code).not.toBe(0);
    const install = sh(`${line} --no-audit --no-fund`, NPM);
    expect(install.stderr).not.toContain("ERR");
    expect(install.code).toBe(0);
    expect(existsSync(join(dir, "prefix", "lib", "node_modules", "aye", "bin", "aye.js"))).toBe(true);
    const version = sh("aye --version --json");
    expect(version).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(version.stdout)).toMatchObject({ version: VERSION, target: "linux-x64", commit: hostBuild().commit });
  });

  test("through npm's launcher, exit codes, stdout, stderr and a signal's end are the binary's", () => {
    const run = sh(`aye run sh -c 'echo out; echo err >&2; exit 7' 2>err.txt | cat; echo "code=\${PIPESTATUS[0]}"; cat err.txt`);
    expect(run.stdout).toBe("out\ncode=7\nerr\n");
    expect(sh("aye run false").code).toBe(1);
    expect(sh(`aye show`).stdout).toContain("$ false");
    expect(sh(`aye run sh -c 'kill -TERM $$'; echo "code=$?"`).stdout).toBe("code=143\n");
    expect(sh(`aye run yes | head -1; echo "code=\${PIPESTATUS[0]}"`).stdout).toBe("y\ncode=141\n");
  });

  test("without its platform's package, the launcher says what is missing and why", () => {
    rmSync(join(dir, "prefix", "lib", "node_modules", "@aye-cli", "linux-x64"), { recursive: true });
    const r = sh("aye --version");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("aye: the binary for linux-x64 is not installed (@aye-cli/linux-x64 or @aye-cli/linux-x64-musl)");
    expect(r.stderr).toContain("--omit=optional");
  });
});
