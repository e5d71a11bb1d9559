/**
 * The musl archives against Debian's musl (test/install-release-tools). They need libstdc++ built
 * for musl too (Alpine: apk add libstdc++), which Debian does not ship, so they cannot start
 * here; what can be shown is that musl's loader finds every symbol they need from the C library,
 * and only the C++ runtime's are left.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { binary, cleanUnpacked } from "./release.ts";

/** Symbols of the C++ runtime (libstdc++, libgcc): mangled names and the ABI's own. */
const cxx = (symbol: string) => /^(_Z|__cxa_|__once_|__dynamic_cast$|__gxx_)/.test(symbol);

afterAll(cleanUnpacked);

describe("the musl archives under Debian's musl", () => {
  test.each([
    ["linux-x64-musl", ["/lib/ld-musl-x86_64.so.1"]],
    ["linux-arm64-musl", ["qemu-aarch64", "/lib/ld-musl-aarch64.so.1"]],
  ] as const)("%s: musl resolves every C library symbol; only libstdc++ is missing", (target, loader) => {
    const r = Bun.spawnSync([...loader, binary(target), "--version"], { stdout: "pipe", stderr: "pipe" });
    const lines = r.stderr.toString().trim().split("\n");
    expect(lines[0]).toStartWith("Error loading shared library libstdc++.so.6: No such file or directory");
    const missing = lines.slice(1).map((l) => /: (\S+): symbol not found$/.exec(l)?.[1] ?? `unparsed: ${l}`);
    expect(missing.length).toBeGreaterThan(0); // the loader went through the symbols
    expect(missing.filter((s) => !cxx(s))).toEqual([]);
    expect(r.exitCode).not.toBe(0);
  });
});
