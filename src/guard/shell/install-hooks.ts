/**
 * What an install of the project's own dependencies runs or fetches beyond what its command line shows: the install
 * scripts of a workspace's packages (npm, yarn, pnpm and bun run each one's), pdm's hook scripts, composer's events,
 * and what a requirements file says besides names (`-e .` builds a setup.py, `--index-url` another index, a URL or
 * a `git+` address a package of anyone's). Where aye finds one, the install is the person's to choose (own-deps.ts).
 */
import { readManifest } from "./files.ts";
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { packagesBelow } from "./project-scripts.ts";
import { pythonDeps } from "./python-deps.ts";

/** The scripts a package manager runs for a package it installs or links (a workspace's packages are linked). */
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare", "dependencies"];

/** A package.json's scripts (an unreadable one: undefined). */
function scriptsIn(path: string): Record<string, unknown> | undefined {
  try {
    return ((JSON.parse(readManifest(path) ?? "null") as { scripts?: Record<string, unknown> } | null)?.scripts ?? {}) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Whether the project in `dir` is a workspace (package.json's `workspaces`, pnpm-workspace.yaml) one of whose
 * packages has an install script, or whose packages aye cannot read for sure (a member out of the folder, a
 * package.json it cannot parse, too many of them).
 */
export function workspaceHooks(dir: string): boolean {
  let manifest: { workspaces?: unknown } | null = null;
  try {
    manifest = JSON.parse(readManifest(join(dir, "package.json")) ?? "null") as { workspaces?: unknown } | null;
  } catch {
    // An unreadable package.json is the install's to fail on.
  }
  if (linkedHooks(manifest as Record<string, unknown> | null, dir)) return true;
  const yaml = readManifest(join(dir, "pnpm-workspace.yaml"));
  const globs = [...(Array.isArray(manifest?.workspaces) ? manifest.workspaces : ((manifest?.workspaces as { packages?: unknown[] } | undefined)?.packages ?? [])), ...(yaml?.match(/^\s*-\s*["']?([^"'\n#]+)/gm) ?? [])].map(String);
  if (!globs.length && yaml === undefined) return false;
  // (A member named out of this folder, `../shared`, is a package aye does not look at.)
  if (globs.some((g) => isAbsolute(g.replace(/^\s*-\s*["']?/, "")) || g.includes(".."))) return true;
  const members = packagesBelow(dir);
  if (members.length > 64) return true;
  return members.some((m) => {
    const scripts = scriptsIn(join(m, "package.json"));
    return scripts === undefined || INSTALL_SCRIPTS.some((k) => Object.hasOwn(scripts, k));
  });
}

/**
 * Whether a dependency the manifest takes from a folder or a tarball (`file:../lib`, `link:./tools/x`) has install
 * scripts, which the install runs, or is one aye cannot read: out of this folder, a tarball, a folder with no
 * package.json it can parse.
 */
function linkedHooks(manifest: Record<string, unknown> | null, dir: string): boolean {
  const specs = ["dependencies", "devDependencies", "optionalDependencies"].flatMap((k) => Object.values((manifest?.[k] ?? {}) as Record<string, unknown>)).map(String);
  return specs.some((spec) => {
    const path = /^(?:file|link):(.*)$/.exec(spec)?.[1];
    if (path === undefined) return false;
    const at = resolve(dir, path);
    if (!(at === dir || at.startsWith(`${dir}/`)) || /\.(?:tgz|tar(?:\.gz)?)$/i.test(path)) return true;
    const scripts = scriptsIn(join(at, "package.json"));
    return scripts === undefined || INSTALL_SCRIPTS.some((k) => Object.hasOwn(scripts, k));
  });
}

/** Whether pyproject.toml in `dir` gives pdm a hook an install runs (`[tool.pdm.scripts] post_install = …`, `pre_lock`). */
export const pdmHooks = (dir: string) => /^\s*\[\s*tool\.pdm\.scripts\b[\s\S]*\b(?:pre|post)_(?:install|lock)\b/m.test(readManifest(join(dir, "pyproject.toml")) ?? "");

/**
 * Composer's script events an install runs: its own, those of an update (an install with no composer.lock is one), the
 * package events (`post-package-install` runs the root's script for every package) and the solver's and plugins' events.
 */
export const COMPOSER_EVENTS = [
  ..."pre-install-cmd post-install-cmd pre-update-cmd post-update-cmd pre-autoload-dump post-autoload-dump pre-operations-exec".split(" "),
  ..."pre-package-install post-package-install pre-package-update post-package-update pre-package-uninstall post-package-uninstall".split(" "),
  ..."pre-dependencies-solving post-dependencies-solving init command pre-command-run pre-file-download post-file-download pre-pool-create".split(" "),
];

/** The options a requirements file may hold that change only how its names are installed. */
const PLAIN_LINE_OPTION = /^--?(?:hash(?:=\S+)?|require-hashes|prefer-binary|pre|only-binary(?:[= ]\S+)?|no-binary(?:[= ]\S+)?)$/;

/**
 * Whether a requirements file of the project (`path`, read from `dir`) says more than names from the index: an
 * editable or a path (`-e .` builds the project's setup.py), another index or a place to find packages
 * (`--index-url`, `--extra-index-url`, `-f`, `--trusted-host`), a URL, a `git+` address, `name @ url`, a variable;
 * or a file it names that reaches. A file aye cannot read reaches too. (`within`: whether a path is the project's.)
 */
export function requirementsReach(path: string, within: (file: string) => boolean, depth = 0): boolean {
  const text = readManifest(path);
  if (text === undefined || depth > 4) return true;
  for (const raw of text.replace(/\\\r?\n/g, " ").split("\n")) {
    const line = raw.replace(/(?:^|\s)#.*$/, "").trim();
    if (!line) continue;
    if (line.includes("$")) return true;
    const nested = /^(?:-r|--requirement|-c|--constraint)(?:\s*=?\s*)(\S+)$/.exec(line);
    if (nested) {
      const file = resolve(dirname(path), nested[1]!);
      if (!within(file) || !existsSync(file) || requirementsReach(file, within, depth + 1)) return true;
      continue;
    }
    if (line.startsWith("-")) {
      if (!line.split(/\s+/).every((w) => PLAIN_LINE_OPTION.test(w))) return true;
      continue;
    }
    // The line's requirement; of its own options after it, only a hash (`--global-option`, `--config-settings` steer its build).
    const [spec, ...options] = line.split(/\s+(?=--?\w)/);
    if (!options.every((o) => /^--hash[= ]\S+$/.test(o.trim()))) return true;
    const deps = pythonDeps([{ file: "requirements.txt", text: spec! }]);
    if (deps.size !== 1 || [...deps.values()][0] !== "index") return true;
  }
  return false;
}

/**
 * Code of the project's a package manager loads for an install, besides its scripts: pnpm's `.pnpmfile.cjs` (its
 * `readPackage` and `afterAllResolved` hooks), and an `.npmrc` that has every node process load a file or scripts run
 * by another shell (`node-options=--require ./x.js`, `script-shell`, `onload-script`).
 */
export function managerHooks(program: string, dir: string): boolean {
  const npmrc = readManifest(join(dir, ".npmrc")) ?? "";
  if (/^\s*(?:node-options|script-shell|onload-script|shell|pnpmfile|global-pnpmfile)\s*=/im.test(npmrc)) return true;
  return program === "pnpm" && (["pnpmfile.cjs", ".pnpmfile.cjs", ".pnpmfile.mjs", "pnpmfile.js"].some((f) => existsSync(join(dir, f))) || /^\s*(?:pnpmfilePath|globalPnpmfile)\s*:/m.test(readManifest(join(dir, "pnpm-workspace.yaml")) ?? ""));
}
