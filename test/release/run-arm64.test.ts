/**
 * The linux-arm64 archive's binary, run here under qemu-user with Debian's arm64 glibc
 * (test/install-release-tools), as an arm64 machine would run it. The darwin binaries cannot run
 * here (archives.test.ts checks their format and signature); the musl ones need Alpine's
 * libstdc++, which Debian does not have, so archives.test.ts checks what they load.
 */
import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { type TestEnv, tempHome } from "../helpers.ts";
import { VERSION, binary, hostBuild, cleanUnpacked } from "./release.ts";

let home: { dir: string; env: TestEnv; cleanup(): void };
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

/** Runs the arm64 aye under qemu in a bash script (`$AYE`), so that its output can be piped. */
async function arm64(script: string, extra: Record<string, string> = {}) {
  const proc = Bun.spawn(["bash", "-c", script], {
    env: { ...home.env, AYE: binary("linux-arm64"), ...extra },
    cwd: home.dir,
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

afterAll(cleanUnpacked);

describe("linux-arm64 under qemu-user", () => {
  test("aye --version names the version, the commit of this build and linux-arm64", async () => {
    const r = await arm64(`qemu-aarch64 "$AYE" --version --json`);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(r.stdout)).toMatchObject({ version: VERSION, target: "linux-arm64", commit: hostBuild().commit });
  });

  test("aye run false exits 1 and aye show then prints that failure", async () => {
    const run = await arm64(`qemu-aarch64 "$AYE" run false`);
    expect(run).toMatchObject({ code: 1, stdout: "" });
    const show = await arm64(`qemu-aarch64 "$AYE" show`);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain("$ false");
    expect(show.stdout).toContain("exit_code: 1");
  });

  test.each([["linux"], ["portable"]])("in pipe mode (%s OS paths) the command gets real pipes, its bytes unchanged and apart, and its exit code is aye's", async (paths) => {
    const r = await arm64(
      `qemu-aarch64 "$AYE" run sh -c '[ -p /dev/stdout ] && echo out-is-a-pipe; [ -p /dev/stderr ] && echo err-is-a-pipe >&2; printf "\\033[31mred\\033[0m\\n"; exit 3' 2>err.txt | cat -v; echo "code=\${PIPESTATUS[0]}"; cat err.txt`,
      { AYE_OS_PATHS: paths },
    );
    // Colour codes reach the reader untouched; stderr went to its own file.
    expect(r.stdout).toBe("out-is-a-pipe\n^[[31mred^[[0m\ncode=3\nerr-is-a-pipe\n");
    const show = await arm64(`qemu-aarch64 "$AYE" show`);
    expect(show.stdout).toContain("STDOUT:\nout-is-a-pipe\nred\n"); // the capture is sanitized
  });
});
