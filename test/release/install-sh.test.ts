/**
 * install.sh against a local HTTP server on 127.0.0.1 serving dist/release, as
 * `curl -fsSL .../install.sh | sh` would run it; uname and getconf faked through PATH to stand
 * for other machines.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../helpers.ts";
import { readElf, readMachO } from "./binary-format.ts";
import { RELEASE, VERSION, hostBuild } from "./release.ts";

let server: ReturnType<typeof Bun.serve>;
let corrupt = false;
/** A target whose archive the served SHA256SUMS leaves out, as a release without that build. */
let without = "";
const requests: string[] = [];

beforeAll(() => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const name = new URL(req.url).pathname.slice(1);
      requests.push(name);
      const file = Bun.file(join(RELEASE, name));
      if (name.includes("/") || !(await file.exists())) return new Response("not found", { status: 404 });
      if (name === "SHA256SUMS" && without) return new Response((await file.text()).split("\n").filter((l) => !l.endsWith(`-${without}.tar.gz`)).join("\n"));
      if (!corrupt || !name.endsWith(".tar.gz")) return new Response(file);
      const bytes = new Uint8Array(await file.arrayBuffer());
      bytes[bytes.length >> 1]! ^= 0x40;
      return new Response(bytes);
    },
  });
});
afterAll(() => server.stop(true));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "aye-install-"));
  corrupt = false;
  without = "";
  requests.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bin folder put first on PATH with `name` printing `output` (or exiting 1 for null). */
function fake(name: string, script: string): string {
  const bin = join(dir, "fake");
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`);
  chmodSync(join(bin, name), 0o755);
  return bin;
}

/** `curl -fsSL URL/install.sh | sh`, with a home of its own. */
async function install(opts: { env?: Record<string, string>; path?: string; asNobody?: boolean } = {}) {
  const url = `http://127.0.0.1:${server.port}`;
  const env = { PATH: opts.path ?? "/usr/local/bin:/usr/bin:/bin", HOME: join(dir, "home"), SHELL: "/bin/bash", AYE_RELEASE_URL: url, ...opts.env };
  mkdirSync(env.HOME, { recursive: true });
  const user = opts.asNobody ? ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : [];
  if (opts.asNobody) Bun.spawnSync(["chown", "-R", "nobody:nogroup", dir]);
  // Not spawnSync: the server answering it runs in this process.
  const proc = Bun.spawn([...user, "sh", "-c", `curl -fsSL "$AYE_RELEASE_URL/install.sh" | sh`], { env, cwd: dir, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout, stderr, home: env.HOME };
}

describe("install.sh", () => {
  test("the install.sh a release serves is the one at the top of the repository", () => {
    expect(readFileSync(join(RELEASE, "install.sh"), "utf8")).toBe(readFileSync(join(ROOT, "install.sh"), "utf8"));
  });

  test("installs this machine's build into ~/.local/bin, checked, and says what it did and what to add", async () => {
    const r = await install();
    expect(r.stdout).toBe("");
    expect(r.code).toBe(0);
    const aye = join(r.home, ".local", "bin", "aye");
    const info = JSON.parse(Bun.spawnSync([aye, "--version", "--json"]).stdout.toString());
    expect(info).toMatchObject({ version: VERSION, target: "linux-x64", commit: hostBuild().commit });
    expect(requests).toEqual(["install.sh", "SHA256SUMS", `aye-${VERSION}-linux-x64.tar.gz`]);
    const sum = readFileSync(join(RELEASE, "SHA256SUMS"), "utf8").split("\n").find((l) => l.endsWith(`-linux-x64.tar.gz`))!.split(" ")[0];
    expect(r.stderr).toContain(`installed ${aye}: aye ${VERSION} (commit`);
    expect(r.stderr).toContain(`checked: SHA-256 ${sum}`);
    expect(r.stderr).toContain(`${join(r.home, ".local", "bin")} is not on your PATH`);
    expect(r.stderr).toContain('eval "$(aye init bash)"    # in ~/.bashrc');
    expect(readdirSync(join(r.home, ".local", "bin"))).toEqual(["aye"]);
  });

  test("AYE_INSTALL_DIR chooses the folder; the shell hook is said for the person's shell; no root needed", async () => {
    const target = join(dir, "tools");
    const r = await install({ env: { AYE_INSTALL_DIR: target, SHELL: "/usr/bin/zsh" }, path: `${target}:/usr/local/bin:/usr/bin:/bin`, asNobody: true });
    expect(r.code).toBe(0);
    expect(Bun.spawnSync(["stat", "-c", "%U", join(target, "aye")]).stdout.toString().trim()).toBe("nobody");
    expect(existsSync(join(target, "aye"))).toBe(true);
    expect(r.stderr).not.toContain("not on your PATH");
    expect(r.stderr).toContain('eval "$(aye init zsh)"    # in ~/.zshrc');
  });

  test("a download that does not match SHA256SUMS is refused and nothing is installed", async () => {
    corrupt = true;
    const r = await install();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`aye-${VERSION}-linux-x64.tar.gz does not match SHA256SUMS`);
    expect(r.stderr).toContain("nothing was installed");
    expect(existsSync(join(r.home, ".local", "bin", "aye"))).toBe(false);
  });

  test.each([
    ["FreeBSD", "amd64", "no aye build for this system (FreeBSD amd64)"],
    ["Linux", "riscv64", "no aye build for this CPU (linux riscv64)"],
  ])("on %s %s it says there is no build, and which there are", async (os, arch, message) => {
    const bin = fake("uname", `case "$1" in -s) echo ${os} ;; -m) echo ${arch} ;; esac`);
    const r = await install({ path: `${bin}:/usr/local/bin:/usr/bin:/bin` });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`aye install: ${message}`);
    expect(r.stderr).toContain("aye is built for linux-x64, linux-arm64, linux-x64-musl, linux-arm64-musl, darwin-x64, darwin-arm64");
    expect(requests).toEqual(["install.sh"]);
  });

  test.each([
    ["Linux", "aarch64", "glibc", "linux-arm64"],
    ["Linux", "x86_64", "musl", "linux-x64-musl"],
    ["Linux", "aarch64", "musl", "linux-arm64-musl"],
    ["Darwin", "arm64", "", "darwin-arm64"],
    ["Darwin", "x86_64", "", "darwin-x64"],
  ])("on %s %s (%s) it picks the %s archive", async (os, arch, libc, target) => {
    fake("uname", `case "$1" in -s) echo ${os} ;; -m) echo ${arch} ;; esac`);
    const bin = fake("getconf", libc === "musl" ? "exit 1" : "echo glibc 2.36");
    const r = await install({ path: `${bin}:/usr/local/bin:/usr/bin:/bin` });
    expect(r.code).toBe(0);
    expect(requests.at(-1)).toBe(`aye-${VERSION}-${target}.tar.gz`);
    const file = new Uint8Array(readFileSync(join(r.home, ".local", "bin", "aye")));
    const format: string | undefined = os === "Darwin" ? readMachO(file)?.cpu : readElf(file)?.machine;
    expect(format).toBe(({ "linux-arm64": "aarch64", "linux-x64-musl": "x86_64", "linux-arm64-musl": "aarch64", "darwin-arm64": "arm64", "darwin-x64": "x86_64" } as Record<string, string>)[target]);
  });

  test("a release without this machine's build says so and lists the builds it has", async () => {
    without = "linux-x64";
    const r = await install();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`aye install: the release at http://127.0.0.1:${server.port} has no build for linux-x64`);
    expect(r.stderr).toContain("Builds there: darwin-arm64 darwin-x64 linux-arm64-musl linux-arm64 linux-x64-musl");
  });
});
