/**
 * What `aye --version` says: the version from package.json and, baked in by the build
 * (`bun build --define AYE_BUILD=...`, see the Makefile), the commit, the build date and the
 * target the binary was compiled for. Run from source, the build fields say so.
 */
import pkg from "../package.json" with { type: "json" };

/** Replaced at build time by the Makefile; absent when run from source (`bun src/main.ts`). */
declare const AYE_BUILD: { commit: string; date: string; target: string } | undefined;

export interface BuildInfo {
  version: string;
  /** The git commit built, `-dirty` when the work tree had changes; "unknown" from source. */
  commit: string;
  /** UTC, ISO 8601; "unknown" from source. */
  date: string;
  /** The release target: linux-x64, linux-arm64, linux-x64-musl, darwin-arm64... */
  target: string;
}

export const VERSION: string = pkg.version;

export function buildInfo(): BuildInfo {
  const baked = typeof AYE_BUILD === "undefined" ? undefined : AYE_BUILD;
  return {
    version: VERSION,
    commit: baked?.commit || "unknown",
    date: baked?.date || "unknown",
    target: baked?.target || `${process.platform}-${process.arch} (from source)`,
  };
}

/** `aye 0.1.0 (commit 1a2b3c4d5e6f, built 2026-11-27T20:30:00Z, linux-x64)` */
export function versionLine(info: BuildInfo): string {
  return `aye ${info.version} (commit ${info.commit}, built ${info.date}, ${info.target})\n`;
}
