/**
 * What a project's own package-manager settings say about where packages come from: a registry or an index other than
 * the public one (`.npmrc`'s `registry=`, a scope's registry, a host given a token; bunfig.toml; .yarnrc and
 * .yarnrc.yml; a virtualenv's pip.conf; uv.toml and pyproject's uv, poetry and pdm sources; cargo's registries), and
 * code the manager runs for every command (yarn's `yarnPath` and `plugins`). A cloned repository's files say this,
 * whatever the plan says: `npm ci --ignore-scripts` then fetches every package from that host, with the person's
 * token if the file puts one there (`//mirror.example/:_authToken=${GITHUB_TOKEN}`), as `--registry` on the line would.
 */
import { join } from "node:path";
import { readManifest } from "./files.ts";
import { programName } from "./wrappers.ts";

/** The registries and indexes everyone uses, to which a project pointing adds nothing. */
const PUBLIC = /^(?:registry\.npmjs\.org|registry\.npmjs\.com|registry\.yarnpkg\.com|registry\.npmmirror\.com|pypi\.org|pypi\.python\.org|files\.pythonhosted\.org|index\.crates\.io|crates\.io|github\.com)$/i;

/** The hosts of the addresses in `text` that are not public ones. */
const otherHosts = (text: string) => [...text.matchAll(/(?:https?:)?\/\/([\w.-]+)(?::\d+)?/gi)].map((m) => m[1]!.toLowerCase()).filter((h) => !PUBLIC.test(h));

/** The settings' lines of a file that name where packages come from, by `keys`. */
const lines = (text: string, keys: RegExp) => text.split("\n").filter((l) => keys.test(l.trim()));

const NPM = /^(?:npm|npx|pnpm|pnpx|yarn|bun|bunx)$/;

/**
 * The settings of a project's .npmrc and .yarnrc.yml that only shape what is installed from where it is said (or how
 * it is printed): any other (`git=./x` runs that program to fetch a git dependency, `https-proxy` with `strict-ssl=false`
 * hands the token to whoever the proxy is) is a setting aye does not know. Registries and tokens are judged by host.
 */
const PLAIN_NPMRC = /^(?:save|save-exact|save-prefix|save-dev|save-optional|fund|audit|audit-level|engine-strict|package-lock|package-lock-only|legacy-peer-deps|auto-install-peers|strict-peer-dependencies|shamefully-hoist|node-linker|prefer-offline|prefer-online|progress|loglevel|resolution-mode|link-workspace-packages|ignore-scripts|workspaces-update|message|tag-version-prefix|init-[\w.-]+|update-notifier|color|unicode|optional|omit|include|install-strategy|install-links|prefer-dedupe|public-hoist-pattern(?:\[\])?|hoist-pattern(?:\[\])?|hoist|dedupe-peer-dependents|enable-pre-post-scripts|prefer-workspace-packages|save-workspace-protocol|shared-workspace-lockfile|recursive-install|frozen-lockfile|lockfile|side-effects-cache|git-checks|fetch-retries|fetch-timeout|network-concurrency|child-concurrency|package-import-method|manage-package-manager-versions|strict-ssl|always-auth|registry|@[\w.-]+:registry|\/\/.*)$/i;
const PLAIN_YARNRC = /^(?:nodeLinker|enableTelemetry|enableGlobalCache|compressionLevel|defaultSemverRangePrefix|enableImmutableInstalls|enableScripts|pnpMode|nmMode|nmHoistingLimits|checksumBehavior|enableProgressBars|enableColors|enableHyperlinks|preferInteractive|enableMirror|cacheFolder|globalFolder|enableStrictSsl|npmRegistryServer|npmPublishRegistry|npmScopes|npmAuthToken|npmAlwaysAuth|yarnPath|plugins|initScope|initFields|changesetBaseRefs|supportedArchitectures|enableInlineBuilds|enableTransparentWorkspaces|tsEnableAutoTypes)$/;

/** The first setting of a project's file that is not a plain one, with `strict-ssl`/`enableStrictSsl` off counted too. */
function unknownSetting(text: string | undefined, yaml: boolean): string | undefined {
  for (const line of (text ?? "").split("\n")) {
    if (/^\s*(?:[#;]|$)/.test(line) || (yaml && /^\s/.test(line))) continue;
    const m = yaml ? /^["']?([\w.@/-]+)["']?\s*:\s*(.*)$/.exec(line) : /^\s*([^=\s]+)\s*=\s*(.*)$/.exec(line);
    if (!m) return line.trim();
    const [, key, value] = m as unknown as [string, string, string];
    if (!(yaml ? PLAIN_YARNRC : PLAIN_NPMRC).test(key) || (/^(?:strict-ssl|enableStrictSsl)$/.test(key) && /false/i.test(value))) return key;
  }
  return undefined;
}
const PYTHON = /^(?:pip|pip3|uv|uvx|poetry|pdm|pipenv|hatch)$/;

interface ProjectRegistry {
  /** Where the project's settings send the manager, in words. */
  sends?: string;
  /** The code of the project's the manager runs for every command, in words. */
  runs?: string;
}

/** The tools whose project settings are read here. */
const READS_SETTINGS = /^(?:npm|npx|pnpm|pnpx|yarn|bun|bunx|pip|pip3|uv|uvx|poetry|pdm|pipenv|hatch|cargo|composer|mvn|mvnw|gradle|gradlew)$/;

/**
 * What the project's settings in `dir` make the command `argv` do besides what it is asked, if anything: run the
 * project's code (a yarn release, plugins, a JVM agent), or send to another registry what talks to one.
 */
export function projectSettings(argv: string[], dir: string): { effect: "runs" | "sends"; why: string } | undefined {
  const name = programName(argv[0] ?? "");
  if (!READS_SETTINGS.test(name)) return undefined;
  const theirs = projectRegistry(name, dir, argv);
  if (theirs.runs) return { effect: "runs", why: theirs.runs };
  const word = argv.slice(1).find((a) => !a.startsWith("-")) ?? "";
  // (A bare `yarn` installs; the runners of a package fetch it.)
  const talks = /^(?:npx|pnpx|bunx|uvx)$/.test(name) || (word === "" && name === "yarn" && !argv.slice(1).some((a) => /^--?(?:help|h|version|v)$/.test(a))) || TALKS_TO_REGISTRY.test(word);
  return talks && theirs.sends ? { effect: "sends", why: theirs.sends } : undefined;
}

/** What the project's settings in `dir` make `program` (a package manager, given `argv`) do besides what it is asked. */
function projectRegistry(program: string, dir: string, argv: string[]): ProjectRegistry {
  const found: ProjectRegistry = {};
  const elsewhere = (file: string, text: string | undefined, keys: RegExp) => {
    const hosts = text === undefined ? [] : otherHosts(lines(text, keys).join("\n"));
    if (hosts.length && !found.sends) found.sends = `the registry the project's ${file} names (${hosts[0]})`;
  };
  if (NPM.test(program)) {
    // `registry=`, `@scope:registry=`, and `//host/:_authToken=` (a token for a host is what is sent there).
    const npmrc = readManifest(join(dir, ".npmrc"));
    elsewhere(".npmrc", npmrc, /^(?:@[\w.-]+:)?registry\s*=|^\/\/[^=]*:_(?:authToken|auth|password)|^\/\/[^=]*:username/i);
    const odd = unknownSetting(npmrc, false);
    if (odd !== undefined) found.sends ??= `the project's .npmrc setting \`${odd}\`, which aye does not know`;
    if (/^(?:bun|bunx)$/.test(program)) elsewhere("bunfig.toml", readManifest(join(dir, "bunfig.toml")), /registry|url\s*=|=\s*["']?https?:/i);
    if (program === "yarn") {
      elsewhere(".yarnrc", readManifest(join(dir, ".yarnrc")), /^registry\b|^"?@[\w.-]+:registry"?/i);
      const berry = readManifest(join(dir, ".yarnrc.yml"));
      elsewhere(".yarnrc.yml", berry, /npmRegistryServer|npmPublishRegistry|unsafeHttpWhitelist/i);
      const strange = unknownSetting(berry, true);
      if (strange !== undefined) found.sends ??= `the project's .yarnrc.yml setting \`${strange}\`, which aye does not know`;
      // yarn runs the release the project names instead of itself, for every command (`yarn --version` too), and the
      // plugins it lists: the repository's JavaScript, unread.
      const path = /^\s*yarnPath\s*:\s*["']?([^"'\s#]+)/m.exec(berry ?? "")?.[1];
      if (path) found.runs = `the yarn the project's .yarnrc.yml names (\`${path}\`), which runs for every yarn command`;
      else if (/^\s*plugins\s*:/m.test(berry ?? "")) found.runs = "the plugins the project's .yarnrc.yml loads for every yarn command";
      const classic = /^\s*yarn-path\s+["']?([^"'\s]+)/m.exec(readManifest(join(dir, ".yarnrc")) ?? "")?.[1];
      if (classic) found.runs ??= `the yarn the project's .yarnrc names (\`${classic}\`), which runs for every yarn command`;
    }
  }
  if (PYTHON.test(program)) {
    const pyproject = readManifest(join(dir, "pyproject.toml"));
    elsewhere("pyproject.toml", pyproject, /index-url|extra-index-url|find-links|^\s*url\s*=/i);
    elsewhere("uv.toml", readManifest(join(dir, "uv.toml")), /index-url|extra-index-url|find-links|^\s*url\s*=/i);
    for (const venv of [".venv", "venv", "env"]) elsewhere(`${venv}/pip.conf`, readManifest(join(dir, venv, "pip.conf")), /index-url|extra-index-url|find-links/i);
    elsewhere("pip.conf", readManifest(join(dir, "pip.conf")), /index-url|extra-index-url|find-links/i);
    elsewhere("Pipfile", readManifest(join(dir, "Pipfile")), /^\s*url\s*=/i);
  }
  // Code the tool loads from the project at start-up, whatever it is asked: composer's installed plugins, Maven's
  // extensions and JVM options (`-javaagent:` a jar of the tree), Gradle's JVM arguments.
  if (program === "composer" && !argv.includes("--no-plugins") && /"type"\s*:\s*"composer-plugin"/.test(readManifest(join(dir, "vendor", "composer", "installed.json")) ?? "")) found.runs = "the composer plugins the project has installed, which load for every composer command (--no-plugins loads none)";
  if (/^mvnw?$/.test(program)) {
    const jvm = (readManifest(join(dir, ".mvn", "jvm.config")) ?? "").split(/\s+/).filter(Boolean);
    if (jvm.some((o) => !/^-(?:X(?:mx|ms|ss)\w+|D[\w.-]+=[\w.:/-]*|XX:[+-]?\w+(?:=[\w.]+)?)$/.test(o))) found.runs = "the JVM options the project's .mvn/jvm.config gives every Maven run";
    else if (readManifest(join(dir, ".mvn", "extensions.xml")) !== undefined) found.runs = "the extensions the project's .mvn/extensions.xml loads for every Maven run";
  }
  if (/^gradlew?$/.test(program) && /org\.gradle\.jvmargs\s*=.*-(?:javaagent|agentlib|agentpath|Xbootclasspath)/.test(readManifest(join(dir, "gradle.properties")) ?? "")) found.runs = "the JVM agent the project's gradle.properties gives every Gradle run";
  if (program === "cargo") elsewhere(".cargo/config.toml", readManifest(join(dir, ".cargo", "config.toml")) ?? readManifest(join(dir, ".cargo", "config")), /^\s*(?:index|registry)\s*=|replace-with/i);
  return found;
}

/** A manager's commands that fetch from or talk to its registry (its scripts, help and version do not). */
const TALKS_TO_REGISTRY = /^(?:install|i|ci|add|update|up|upgrade|outdated|view|info|show|v|audit|search|s|find|ping|whoami|publish|unpublish|deprecate|dist-tag|owner|access|team|token|login|adduser|dedupe|ddp|fetch|dlx|create|x|exec|sync|lock|remove|rm|uninstall|download|wheel|npm|vendor|generate-lockfile)$/;
