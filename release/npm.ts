/**
 * release/npm.ts: the npm packages, from the binaries make release staged in dist/stage/, the way
 * esbuild, biome and opencode ship theirs: one package per target holding only the binary, limited
 * by `os`, `cpu` and `libc` so npm installs just the one that fits, and the `aye` package, which
 * holds them as optional dependencies and a small Node script (release/npm/aye.js) that runs the
 * right one. No runtime dependencies, no install scripts, a `files` whitelist. Scoped names, as
 * esbuild moved to (@esbuild/linux-x64): only the scope's owner can publish under it.
 * Writes dist/npm/<package>/ and packs each into dist/npm/*.tgz (release/build then removes the
 * folders: publish the tarballs, platform packages first).
 */
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pkg from "../package.json" with { type: "json" };

export const SCOPE = "@aye-cli";
const ROOT = join(import.meta.dir, "..");
const OUT = join(ROOT, "dist", "npm");

interface Target {
  target: string;
  package: string;
  os: string;
  cpu: string;
  libc?: "glibc" | "musl";
}

/** The release targets (release/runtimes.lock), as npm names platforms. */
export function targets(): Target[] {
  const lock = readFileSync(join(ROOT, "release", "runtimes.lock"), "utf8");
  return lock
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => {
      const target = l.split(/\s+/)[0]!;
      const [os, cpu, musl] = target.split("-") as [string, string, string | undefined];
      return { target, package: `${SCOPE}/${target}`, os, cpu, ...(os === "linux" ? { libc: musl ? "musl" : "glibc" } : {}) } as Target;
    });
}

const common = { version: pkg.version, license: pkg.license };

function write(dir: string, manifest: object): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.main) {
  rmSync(OUT, { recursive: true, force: true });
  const all = targets();
  const dirs: string[] = [];
  for (const t of all) {
    const dir = join(OUT, t.target);
    write(dir, {
      name: t.package,
      ...common,
      description: `aye's binary for ${t.target}; install 'aye', which picks it.`,
      os: [t.os],
      cpu: [t.cpu],
      ...(t.libc ? { libc: [t.libc] } : {}),
      files: ["bin/aye", "LICENSE"],
      preferUnplugged: true,
    });
    mkdirSync(join(dir, "bin"));
    copyFileSync(join(ROOT, "dist", "stage", `aye-${pkg.version}-${t.target}`, "aye"), join(dir, "bin", "aye"));
    chmodSync(join(dir, "bin", "aye"), 0o755);
    copyFileSync(join(ROOT, "LICENSE"), join(dir, "LICENSE"));
    dirs.push(dir);
  }
  const main = join(OUT, "aye");
  write(main, {
    name: "aye",
    ...common,
    description: pkg.description,
    bin: { aye: "bin/aye.js" },
    files: ["bin/aye.js", "README.md", "LICENSE"],
    engines: { node: ">=18" },
    optionalDependencies: Object.fromEntries(all.map((t) => [t.package, pkg.version])),
  });
  mkdirSync(join(main, "bin"));
  const shim = readFileSync(join(ROOT, "release", "npm", "aye.js"), "utf8").replace(
    "__TARGETS__",
    JSON.stringify(all.map(({ package: name, os, cpu, libc }) => ({ package: name, os, cpu, libc }))),
  );
  writeFileSync(join(main, "bin", "aye.js"), shim, { mode: 0o755 });
  copyFileSync(join(ROOT, "README.md"), join(main, "README.md"));
  copyFileSync(join(ROOT, "LICENSE"), join(main, "LICENSE"));
  dirs.push(main);
  for (const dir of dirs) {
    const r = Bun.spawnSync(["npm", "pack", "--silent", "--pack-destination", OUT], { cwd: dir, stdout: "pipe", stderr: "inherit" });
    if (r.exitCode !== 0) throw new Error(`npm pack in ${dir} failed`);
    console.error(`release: dist/npm/${r.stdout.toString().trim()}`);
  }
}
