/**
 * Installs of what the project itself declares: `npm ci`, `yarn install`, `poetry install`, `composer install`, `pip
 * install -r requirements.txt` in the project's virtualenv, `npm install -D eslint` where package.json names eslint.
 * They fetch the packages the project's manifests and lock files name and write them into the project (node_modules,
 * vendor, its virtualenv), as its build does: the same trust as building it, as long as none of the fetched
 * packages' own code runs (their install scripts, plugins, source builds: see NONE_OF_THEIRS). What the plan names that the project does
 * not declare stays an install to choose (a model invents names, and a typosquat is one slip away); so does any install
 * that reaches beyond the project: global, under sudo, from a URL, a git fork, a tarball or another index, into the
 * system's Python, or with an option this table does not name. (Bundler is not here: it installs into the system's
 * gems unless told a path, which it then keeps in `.bundle/config`, a setting.)
 */
import { isFile, isFolder, readManifest } from "./files.ts";
import { projectBuild } from "./py-build.ts";
import { readdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";
import { normalName, pythonDeps } from "./python-deps.ts";
import { COMPOSER_EVENTS, managerHooks, pdmHooks, requirementsReach, workspaceHooks } from "./install-hooks.ts";

/** How one package manager's install of the project's own dependencies may be spelt. */
interface OwnInstall {
  /** Options that change only how it installs, not what or where (each also as `--opt=value`). */
  flags: string;
  /** Options whose next word is a value of that kind (a group, a workspace, a log level). */
  valued?: string;
  /** Options whose value is a file or folder of the project it reads (`-r requirements.txt`, `-e .`): inside the tree. */
  files?: string;
  /** Packages it may be given, each declared by the project's manifests of this kind; none when absent. */
  names?: "npm" | "pypi";
  /** Folders of the project it may be given as operands (pip's `.`: the project itself). */
  paths?: true;
  /** It installs into the active Python: only a virtualenv's own (pip). */
  venv?: true;
  /** Hooks of the project's it runs, which aye does not read: their file and keys, and the option that skips them. */
  hooks?: { file: string; keys: string[]; skip: string };
}

const NPM = "--ignore-scripts --no-audit --no-fund --prefer-offline --offline --prefer-online --legacy-peer-deps --strict-peer-deps --package-lock-only --no-package-lock --production --save -S --save-prod -P --save-dev -D --save-exact -E --save-optional -O --save-peer --no-save --silent -s --quiet -q --verbose -d --foreground-scripts --no-progress --workspaces -ws --include-workspace-root --no-optional --no-bin-links --engine-strict --no-color --dry-run --audit --fund --progress --color";
const YARN = "--immutable --immutable-cache --no-immutable --check-cache --inline-builds --ignore-scripts --prefer-offline --offline --production --pure-lockfile --frozen-lockfile --non-interactive --silent --verbose --ignore-engines --ignore-optional --check-files --json -D --dev -E --exact -T --tilde -O --optional -P --peer";
const PNPM = "--frozen-lockfile --no-frozen-lockfile --prefer-frozen-lockfile --prefer-offline --offline --ignore-scripts --lockfile-only --prod -P --dev -D --no-optional -r --recursive --shamefully-hoist --fix-lockfile --resolution-only --silent -s --strict-peer-dependencies -w --workspace-root --save-dev --save-prod --save-optional -O --save-exact -E --save-peer --ignore-workspace --no-color";
const BUN = "--frozen-lockfile --production -p --no-save --ignore-scripts --silent --verbose --dev -d -D --exact -E --optional --peer --no-progress --save-text-lockfile --lockfile-only --dry-run";
const POETRY = "--no-root --only-root --sync --no-interaction -n --all-extras --all-groups --no-directory --no-ansi --ansi -q --quiet -v -vv -vvv --compile --dry-run --no-cache";
const PIP = "--require-virtualenv -U --upgrade --no-deps --quiet -q -qq -v --verbose --no-cache-dir --disable-pip-version-check --no-input --no-color --prefer-binary --use-pep517 --no-build-isolation --dry-run --no-warn-script-location --compile --no-compile --force-reinstall --ignore-installed --compile-bytecode";

/**
 * The installs of the project's own dependencies, by the words that run them; the options each may take. An option not
 * named here (`-g`, `--registry`, `--user`, `--index-url`, `--target`, `--system`, `--trusted-host`,
 * `--dangerously-allow-all-builds`) leaves it an install to choose.
 */
const OWN: Record<string, OwnInstall> = {
  "npm ci": { flags: NPM, valued: "--include --omit --loglevel --workspace -w --install-strategy" },
  "npm install, npm i, npm add": { flags: NPM, valued: "--include --omit --loglevel --workspace -w --install-strategy", names: "npm" },
  "yarn, yarn install": { flags: YARN, valued: "--mode --network-timeout" },
  "yarn add": { flags: YARN, valued: "--mode --network-timeout", names: "npm" },
  "pnpm install, pnpm i, pnpm add": { flags: PNPM, valued: "--filter -F --reporter --loglevel", names: "npm" },
  "bun install, bun i, bun add": { flags: BUN, valued: "--omit --filter --concurrent-scripts --network-concurrency", names: "npm" },
  "composer install": { hooks: { file: "composer.json", keys: COMPOSER_EVENTS, skip: "--no-scripts" }, flags: "--no-scripts --no-plugins --no-dev --dev --prefer-dist --prefer-source --no-interaction -n --no-progress --ignore-platform-reqs --optimize-autoloader -o --classmap-authoritative -a --apcu-autoloader --no-autoloader --no-suggest --quiet -q -v -vv -vvv --ansi --no-ansi --audit --no-audit --dry-run", valued: "--ignore-platform-req --prefer-install --audit-format" },
  "poetry install, poetry sync": { flags: POETRY, valued: "--only --with --without -E --extras" },
  "poetry add": { flags: `${POETRY} --dev -D --allow-prereleases`, valued: "--group -G -E --extras", names: "pypi" },
  "pdm install, pdm sync": { flags: "--prod --dev -d --no-self --frozen-lockfile --no-editable -q -v --check --no-default", valued: "-G --group" },
  "pipenv install, pipenv sync": { flags: "--deploy --ignore-pipfile --dev -d -q --quiet -v --verbose", valued: "--categories" },
  "pip install, pip3 install": { flags: PIP, valued: "--upgrade-strategy --progress-bar --only-binary --no-binary", files: "-r --requirement -c --constraint -e --editable --report", names: "pypi", paths: true, venv: true },
  // uv installs into the active virtualenv or conda environment, whichever it is, before the project's `.venv`: only
  // one the plan activates is the project's.
  "uv pip install, uv pip sync": { flags: `${PIP} --no-build`, valued: "--upgrade-package -P", files: "-r --requirement -c --constraint -e --editable", names: "pypi", paths: true, venv: true },
  "uv sync": { flags: "--frozen --locked --no-dev --dev --all-extras --all-groups --no-install-project --inexact --no-build -q --quiet -v", valued: "--extra --group --only-group --no-group --package" },
  "uv add": { flags: "--dev --optional --frozen --locked --no-sync --no-build -q --quiet -v", valued: "--group --optional", names: "pypi" },
  "mix deps.get": { flags: "--check-locked --no-archives-check", valued: "--only" },
};

/** The table with each of its comma-separated keys on a row of its own. */
const TABLE = new Map(Object.entries(OWN).flatMap(([keys, row]) => keys.split(", ").map((key) => [key, row] as const)));

/** Wrappers that change only how long or how kindly a command runs, not where or as whom. */
const NEUTRAL_WRAPPER = /^(?:time|timeout|nice|ionice|stdbuf|command|builtin|unbuffer|noglob|nocorrect)$/;

/** A Python that is a virtualenv's: its `bin/pip` or `bin/python` inside the project (`.venv/bin/pip`). */
const VENV_PROGRAM = /(?:^|\/)bin\/(?:pip[\d.]*|python[\d.]*)$/;

/** An install of what the project declares: whether its packages' own code runs, and the option that would stop it. */
export interface Own {
  theirs: boolean;
  stop?: string;
}

/**
 * Whether `c`, run in `dir` (the plan's folder then, inside `cwd`; null when aye cannot say), installs only what the
 * project there declares, into the project; `before` are the plan's commands before it (`. .venv/bin/activate`).
 */
export function ownInstall(c: SimpleCommand, dir: string | null, cwd: string, before: SimpleCommand[]): Own | undefined {
  const found = installOf(c, dir, cwd, before);
  if (!found) return undefined;
  const theirs = !runsNoneOfTheirs(found.program, found.rest);
  return theirs ? { theirs, stop: NO_THEIRS[found.program] } : { theirs };
}

/** The manager and its words after the install's own, if `c` installs only what the project declares (ownInstall). */
function installOf(c: SimpleCommand, dir: string | null, cwd: string, before: SimpleCommand[]): { program: string; rest: string[] } | undefined {
  if (dir === null || !within(dir, cwd) || c.dynamic.some(Boolean) || c.repeated || c.background) return undefined;
  if (!(c.wrappers ?? []).every((w) => NEUTRAL_WRAPPER.test(programName(w[0] ?? "")))) return undefined;
  let argv = c.argv;
  let venv = false;
  // A virtualenv's own Python or pip (`.venv/bin/python -m pip install …`), as written.
  if (VENV_PROGRAM.test(argv[0] ?? "") && projectPath(argv[0]!, dir, cwd, false)) venv = true;
  else if (argv[0]!.includes("/")) return undefined;
  if (/^python[\d.]*$/.test(programName(argv[0] ?? "")) && argv[1] === "-m" && /^pip\d*$/.test(argv[2] ?? "")) argv = ["pip", ...argv.slice(3)];
  argv = [programName(argv[0] ?? ""), ...argv.slice(1)];
  // (pip3.12 is pip.)
  if (/^pip[\d.]+$/.test(argv[0]!)) argv = ["pip3", ...argv.slice(1)];
  const found = match(argv);
  if (!found) return undefined;
  const { row, rest } = found;
  // (`--require-virtualenv` asks only that some virtualenv be active: another project's, maybe.)
  if (row.venv && !venv && !activated(before, dir, cwd)) return undefined;
  const flags = new Set(row.flags.split(" "));
  const valued = new Set((row.valued ?? "").split(" ").filter(Boolean));
  const files = new Set((row.files ?? "").split(" ").filter(Boolean));
  const names: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const [option, glued] = a.startsWith("--") && a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    if (a === "--") return undefined;
    if (!a.startsWith("-") || a === "-") {
      names.push(a);
      continue;
    }
    if (flags.has(option)) continue;
    if (valued.has(option)) {
      if (glued === undefined) i++;
      continue;
    }
    if (files.has(option)) {
      const value = glued ?? rest[++i];
      if (value === undefined || !projectPath(value, dir, cwd, option === "--report")) return undefined;
      // A requirements file is read: what it says besides names (`-e .`, `--index-url`, a URL) reaches past them.
      if (/^(?:-r|--requirement|-c|--constraint)$/.test(option) && requirementsReach(join(dir, value), (f) => within(f, cwd))) return undefined;
      continue;
    }
    return undefined;
  }
  if (row.hooks && !rest.includes(row.hooks.skip) && hooked(join(dir, row.hooks.file), row.hooks.keys)) return undefined;
  if (!ownHooksKnown(argv[0]!, rest, dir)) return undefined;
  // (`pip install .` and `-e .` build the project, whatever `--only-binary` says: its build backend runs (py-build.ts),
  // which reads only where it is a declarative one given no code of the project's; without build isolation, with
  // whatever else the environment holds. An editable install of anything but a folder of the project is asked.)
  const editable = rest.filter((_a, i) => /^(?:-e|--editable)$/.test(rest[i - 1] ?? "")).concat(rest.flatMap((a) => /^--editable=(.+)$/.exec(a)?.slice(1) ?? []));
  if (editable.some((e) => !isFolder(join(dir, e)))) return undefined;
  const folders = [...names, ...editable].filter((n) => row.paths && projectPath(n, dir, cwd, false) && isFolder(join(dir, n)));
  if (folders.some((f) => projectBuild(join(dir, f)) !== undefined || (rest.includes("--no-build-isolation") && isFile(join(dir, f, "pyproject.toml"))))) return undefined;
  return names.every((n) => folders.includes(n) || (row.names !== undefined && declared(n, row.names, dir))) ? { program: argv[0]!, rest } : undefined;
}

/**
 * The options under which an install runs no code of the packages it fetches, by package manager. npm, yarn, pnpm and
 * bun run dependencies' install scripts (bun and pnpm 10 only those the project or their own list trusts), composer
 * runs its plugins, and Python's installers build source distributions by running them: code nobody read, from the
 * registry, as it is today (the plan may bring in versions the project never ran). Told not to, or only to lock or to
 * show, they fetch and write. A manager with no such option (poetry, pdm, pipenv) stays an install to choose.
 */
const NONE_OF_THEIRS: Record<string, RegExp> = {
  npm: /^(?:--ignore-scripts|--dry-run|--package-lock-only)$/,
  yarn: /^(?:--ignore-scripts|--mode=skip-build|--mode=update-lockfile)$/,
  pnpm: /^(?:--ignore-scripts|--lockfile-only|--resolution-only)$/,
  bun: /^(?:--ignore-scripts|--dry-run|--lockfile-only)$/,
  composer: /^--no-plugins$/,
  pip: /^(?:--only-binary=:all:|--dry-run)$/,
  pip3: /^(?:--only-binary=:all:|--dry-run)$/,
  uv: /^(?:--no-build|--dry-run)$/,
};

/** The option that keeps a manager's install from running its packages' code, to say in the menu (none for poetry, pdm, pipenv). */
const NO_THEIRS: Record<string, string> = { npm: "--ignore-scripts", yarn: "--ignore-scripts", pnpm: "--ignore-scripts", bun: "--ignore-scripts", composer: "--no-plugins", pip: "--only-binary=:all:", pip3: "--only-binary=:all:", uv: "--no-build" };

/** Whether `program`'s install, given `rest`, runs no code of what it fetches (mix deps.get only fetches). */
function runsNoneOfTheirs(program: string, rest: string[]): boolean {
  if (program === "mix") return true;
  const none = NONE_OF_THEIRS[program];
  // (`--mode skip-build` and `--only-binary :all:` as two words.)
  return none !== undefined && rest.some((a, i) => none.test(a) || none.test(`${a}=${rest[i + 1] ?? ""}`));
}

/**
 * Whether what `program`'s install of the whole project runs or fetches beyond its packages is known (install-hooks.ts):
 * no workspace package's install script, no pdm hook, nothing of the project's own built by a setup.py (poetry, pdm
 * and pipenv install the project too), no dependency of a file or an address.
 */
function ownHooksKnown(program: string, rest: string[], dir: string): boolean {
  if (/^(?:npm|yarn|pnpm|bun)$/.test(program)) return !managerHooks(program, dir) && (rest.includes("--ignore-scripts") || !workspaceHooks(dir));
  if (program === "pdm" && pdmHooks(dir)) return false;
  if (!/^(?:poetry|pdm|pipenv)$/.test(program) || rest.some((a) => !a.startsWith("-"))) return true;
  if (isFile(join(dir, "setup.py")) && !rest.some((a) => /^--(?:no-root|no-self)$/.test(a))) return false;
  return ![...pythonDeps(pythonManifests(dir).filter((m) => !/\.(?:txt|in)$/.test(m.file))).values()].includes("direct");
}

/** Whether the Python project in `dir` takes a dependency from a file or an address (`acme @ file:///opt/acme`): a sync builds it. */
export const directDeps = (dir: string) => [...pythonDeps(pythonManifests(dir)).values()].includes("direct");

/** The table's row for `argv`'s first words (options before them are not read: `npm --prefix ../x ci`), and the words after them. */
function match(argv: string[]): { row: OwnInstall; rest: string[] } | undefined {
  for (let n = Math.min(3, argv.length); n >= 1; n--) {
    const row = TABLE.get(argv.slice(0, n).join(" "));
    if (row) return { row, rest: argv.slice(n) };
  }
  return undefined;
}

/** Whether `dir` is `cwd` or inside it (not /tmp: another project's files are not this one's). */
const within = (dir: string, cwd: string) => dir === cwd || dir.startsWith(`${cwd}/`);

/** A path of the project, not a URL, an archive or a place elsewhere (`-r requirements.txt`, `-e .`); /tmp too for a report. */
function projectPath(value: string, dir: string, cwd: string, tmp: boolean): boolean {
  if (/:\/\/|^git\+|^[~$]|[$`]|\.(?:whl|tgz|zip|tar(?:\.\w+)?)$/i.test(value)) return false;
  if (tmp && (value === "-" || /^\/tmp\/[\w.-]+$/.test(value))) return true;
  if (isAbsolute(value) || value.split("/").includes("..")) return false;
  return within(join(dir, value), cwd) || join(dir, value) === dir;
}

/** Whether a JSON manifest names scripts under any of `keys` (an unreadable one may: it does). */
function hooked(path: string, keys: string[]): boolean {
  const text = readManifest(path);
  if (text === undefined) return false;
  try {
    const scripts = (JSON.parse(text) as { scripts?: Record<string, unknown> } | null)?.scripts ?? {};
    return keys.some((k) => Object.hasOwn(scripts, k));
  } catch {
    return true;
  }
}

/** Whether an earlier command of the plan activated a virtualenv of the project (`. .venv/bin/activate`, `source venv/bin/activate`). */
const activated = (before: SimpleCommand[], dir: string, cwd: string) =>
  before.some((b) => /^(?:\.|source)$/.test(b.argv[0] ?? "") && /(?:^|\/)bin\/activate$/.test(b.argv[1] ?? "") && !b.dynamic[1] && projectPath(b.argv[1]!, dir, cwd, false));

/**
 * Whether the project in `dir` declares the package a spec names (`eslint@8`, `@types/node`, `requests>=2`), and the
 * spec asks for it from the registry (a version, a range or a tag; not `npm:other`, a URL, a git fork, a path).
 */
export function declared(spec: string, kind: "npm" | "pypi", dir: string): boolean {
  if (kind === "npm") {
    const at = spec.indexOf("@", 1);
    const [name, range] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, ""];
    if (!/^(?:@[\w.-]+\/)?[\w.-]+$/.test(name) || !/^[\w.^~<>=|* -]*$/.test(range)) return false;
    try {
      const manifest = JSON.parse(readManifest(join(dir, "package.json")) ?? "null") as Record<string, unknown> | null;
      return ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].some((k) => Object.hasOwn((manifest?.[k] ?? {}) as object, name));
    } catch {
      return false;
    }
  }
  const m = /^([A-Za-z0-9][\w.-]*)(?:\[[\w,.-]*\])?(?:\s*(?:[=<>!~]=?|===)\s*[\w.*+!-]+(?:\s*,\s*(?:[=<>!~]=?)\s*[\w.*+!-]+)*)?$/.exec(spec);
  if (!m) return false;
  // From its dependency lists only (python-deps.ts), and from the index: not a name it takes from a file or an address.
  return pythonDeps(pythonManifests(dir)).get(normalName(m[1]!)) === "index";
}

/** The files in `dir` (or none) whose names `pattern` matches, the first few. */
function filesIn(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir).filter((n) => pattern.test(n)).slice(0, 32).map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** The texts of the files where a Python project declares what it needs (`requirements/*.txt` too). */
const pythonManifests = (dir: string) =>
  [...filesIn(dir, /^(?:requirements[\w.-]*\.(?:txt|in)|pyproject\.toml|setup\.cfg|Pipfile)$/i), ...filesIn(join(dir, "requirements"), /\.(?:txt|in)$/)].flatMap((path) => ((text) => (text === undefined ? [] : [{ file: path, text }]))(readManifest(path)));

/**
 * Whether the project in `dir` declares the package a runner would fetch to run `program` (`npx prisma`: prisma is in
 * package.json): its own tool, though not yet installed.
 */
export const declaresTool = (program: string, dir: string) => declared(program, "npm", dir) && !program.includes("@", 1);
