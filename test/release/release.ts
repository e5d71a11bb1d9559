/** What the release tests share: dist/release as `make release` left it, each archive unpacked once. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pkg from "../../package.json" with { type: "json" };
import { ROOT } from "../helpers.ts";

export const RELEASE = join(ROOT, "dist", "release");
export const VERSION = pkg.version;
export const TARGETS = ["linux-x64", "linux-arm64", "linux-x64-musl", "linux-arm64-musl", "darwin-x64", "darwin-arm64"] as const;
export type Target = (typeof TARGETS)[number];
export const archiveName = (target: string) => `aye-${VERSION}-${target}.tar.gz`;

if (!existsSync(join(RELEASE, "SHA256SUMS"))) throw new Error("dist/release/SHA256SUMS is missing: run 'make release' (make test does)");

let unpacked: string | undefined;

/** Unpacks the target's archive (into aye-VERSION-TARGET/ of a temporary folder) on first use. */
function unpack(target: Target): string {
  unpacked ??= mkdtempSync(join(tmpdir(), "aye-release-"));
  const dir = join(unpacked, `aye-${VERSION}-${target}`);
  if (existsSync(dir)) return dir;
  const r = Bun.spawnSync(["tar", "-xzf", join(RELEASE, archiveName(target)), "-C", unpacked]);
  if (r.exitCode !== 0) throw new Error(`tar -xzf ${archiveName(target)}: ${r.stderr}`);
  return dir;
}

/** Removes what was unpacked (each test file's afterAll). */
export function cleanUnpacked(): void {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  unpacked = undefined;
}

export const binary = (target: Target) => join(unpack(target), "aye");
export const bytes = (path: string) => new Uint8Array(readFileSync(path));

/** The commit dist/aye was built from, which the release must name too. */
export function hostBuild(): { commit: string; version: string } {
  return JSON.parse(Bun.spawnSync([join(ROOT, "dist", "aye"), "--version", "--json"]).stdout.toString());
}
