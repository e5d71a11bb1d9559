/** make release's output, checked without running it: names, contents, checksums, formats. */
import { afterAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { signatureMatches } from "../../release/macho-sign.ts";
import { readElf, readMachO } from "./binary-format.ts";
import { RELEASE, TARGETS, VERSION, archiveName, binary, bytes, cleanUnpacked } from "./release.ts";

afterAll(cleanUnpacked);

describe("make release", () => {
  test("SHA256SUMS lists each archive once, with its SHA-256, in the format sha256sum -c reads", () => {
    const lines = readFileSync(join(RELEASE, "SHA256SUMS"), "utf8").trimEnd().split("\n");
    const listed = lines.map((l) => /^([0-9a-f]{64}) {2}(\S+)$/.exec(l)!);
    expect(listed.every(Boolean)).toBe(true);
    expect(listed.map((m) => m[2]).sort()).toEqual(TARGETS.map(archiveName).sort());
    for (const [, sum, name] of listed) expect(createHash("sha256").update(readFileSync(join(RELEASE, name!))).digest("hex")).toBe(sum!);
    expect(Bun.spawnSync(["sha256sum", "--strict", "-c", "SHA256SUMS"], { cwd: RELEASE }).exitCode).toBe(0);
  });

  test("dist/release holds the archives and SHA256SUMS, nothing half-made", () => {
    const files = readdirSync(RELEASE).filter((f) => f.endsWith(".tar.gz") || f === "SHA256SUMS");
    expect(files.sort()).toEqual([...TARGETS.map(archiveName), "SHA256SUMS"].sort());
  });

  test.each(TARGETS)("the %s archive holds the binary, completions, README and licence in one folder, owned by root", (target) => {
    const listing = Bun.spawnSync(["tar", "-tvzf", join(RELEASE, archiveName(target))]).stdout.toString().trim().split("\n");
    const entries = listing.map((l) => {
      const [mode, owner, , , , name] = l.split(/\s+/);
      return { mode, owner, name };
    });
    const top = `aye-${VERSION}-${target}/`;
    expect(entries.map((e) => e.name).sort()).toEqual(
      ["", "LICENSE", "README.md", "aye", "completions/", "completions/_aye", "completions/aye.bash", "completions/aye.fish"].map((n) => top + n).sort(),
    );
    expect(entries.find((e) => e.name === `${top}aye`)!.mode).toBe("-rwxr-xr-x");
    expect(new Set(entries.map((e) => e.owner))).toEqual(new Set(["0/0"]));
    expect(readFileSync(join(binary(target), "..", "LICENSE"), "utf8")).toStartWith("MIT License");
  });

  test.each([
    ["darwin-x64", "x86_64"],
    ["darwin-arm64", "arm64"],
  ] as const)("the %s binary is a Mach-O %s executable whose ad-hoc signature matches every page", (target, cpu) => {
    const file = bytes(binary(target));
    const macho = readMachO(file)!;
    expect(macho).toMatchObject({ cpu, executable: true });
    expect(macho.signedPages).toBe(Math.ceil(macho.codeLimit / 4096));
    expect(macho.codeLimit).toBe(macho.signatureOffset);
    expect(macho.matchingPages).toBe(macho.signedPages);
  });

  test("a Mach-O with one byte changed no longer matches its signature (the check can fail)", () => {
    const file = bytes(binary("darwin-arm64"));
    expect(signatureMatches(file)).toBe(true);
    file[4096 * 7 + 11]! ^= 1;
    expect(signatureMatches(file)).toBe(false);
    const macho = readMachO(file)!;
    expect(macho.matchingPages).toBe(macho.signedPages - 1);
  });

  test.each([
    ["linux-x64", "x86_64", "/lib64/ld-linux-x86-64.so.2"],
    ["linux-arm64", "aarch64", "/lib/ld-linux-aarch64.so.1"],
    ["linux-x64-musl", "x86_64", "/lib/ld-musl-x86_64.so.1"],
    ["linux-arm64-musl", "aarch64", "/lib/ld-musl-aarch64.so.1"],
  ] as const)("the %s binary is an ELF for %s loaded by %s", (target, machine, interpreter) => {
    const elf = readElf(bytes(binary(target)))!;
    expect(elf).toMatchObject({ machine, interpreter });
    // glibc's own libraries only; a musl build needs musl and libstdc++ (Alpine: apk add libstdc++).
    const allowed = target.endsWith("-musl")
      ? ["libstdc++.so.6", `libc.musl-${machine}.so.1`, "libgcc_s.so.1"]
      : ["libc.so.6", "libpthread.so.0", "libdl.so.2", "libm.so.6", interpreter.split("/").pop()!];
    for (const lib of elf.needed) expect(allowed).toContain(lib);
  });
});

describe("the Homebrew formula", () => {
  test("names each macOS and Linux glibc archive with the SHA-256 SHA256SUMS gives it, and installs the binary and completions", () => {
    const rb = readFileSync(join(RELEASE, "..", "homebrew", "aye.rb"), "utf8");
    const sums = new Map(readFileSync(join(RELEASE, "SHA256SUMS"), "utf8").trim().split("\n").map((l) => [l.split("  ")[1]!, l.split("  ")[0]!]));
    const pairs = [...rb.matchAll(/url "([^"]+)"\n\s+sha256 "([0-9a-f]{64})"/g)].map((m) => [m[1]!.split("/").pop()!, m[2]!]);
    expect(pairs.map(([name]) => name).sort()).toEqual(["darwin-arm64", "darwin-x64", "linux-arm64", "linux-x64"].map(archiveName).sort());
    for (const [name, sum] of pairs) expect(sum).toBe(sums.get(name!)!);
    expect(rb).toContain(`version "${VERSION}"`);
    expect(rb).toContain('bin.install "aye"');
    expect(rb).toContain('fish_completion.install "completions/aye.fish"');
  });
});
