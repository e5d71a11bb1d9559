/**
 * Monorepo and build runners for the effect table (effect-table.ts), in its
 * rows and with its meaning, from their own documentation: nx, Turborepo,
 * Lerna, Pants, nox, tox, Earthly, moon and Tanka. A task named as a build
 * (build, test, lint) runs as a build does; any other task, and a target whose
 * commands aye does not read (an Earthfile's, `nx run p:t`), is asked.
 * effect-table-tools.ts gathers these rows with its own.
 */
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";

// ---- Monorepo and build runners.

/**
 * Task names that build, test or check, whose command is trusted as a project script of that name is (`yarn build`,
 * effect-specials.ts BUILD_SCRIPT). Any other task (`nx seed-db api`, `turbo run deploy`) runs a command of the
 * project's that aye does not read here: asked, as an unknown script is.
 */
const BUILD_TASKS = "build test lint e2e typecheck type-check tsc compile check coverage bench docs doc verify validate spec unit";

/**
 * A runner's list of tasks (`turbo run build lint`, `nx run-many -t build test`): every task named must be a build's,
 * the first one given (`valued`: the runner's options that take a value, so that a task is told from them).
 */
function taskList(valued: string): Row {
  const more: Row = { valued, sub: { "": W } };
  more.sub![BUILD_TASKS] = more;
  return { valued, sub: { [BUILD_TASKS]: more } };
}
const NX_VALUED = "-p --projects --exclude --base --head --files --parallel --maxParallel -c --configuration --output-style --runner --batch";
const TURBO_VALUED = "--filter -F --concurrency --cache-dir --output-logs --log-order --log-prefix --env-mode --cache --profile --since --scope --ignore --global-deps --team --token --api --heap --cpuprofile --ui --affected-base";

/**
 * nx: a target it is given runs the project's own executor or script: a build's (`nx build web`, `nx affected -t
 * test`) as a build does, any other (`nx run web:deploy`, `nx seed-db api`) asked; its own commands say the rest. reset
 * deletes its cache (.nx/) and stops its daemon.
 */
const NX: Row = {
  valued: NX_VALUED,
  sub: {
    [BUILD_TASKS]: W,
    // `nx run project:target`: the target's command is the project's, not read here (its name is after the colon).
    run: { sub: {} },
    "run-many affected": taskList(NX_VALUED),
    "show list report print-affected format:check sync:check": R,
    "format:write format reset repair sync import": W,
    "generate g": { is: W, dry: "--dry-run -d" },
    migrate: { is: W, opts: { "--run-migrations": "runs" } },
    // It serves the graph on a local port and opens a browser; --file writes it, --print prints it.
    graph: { is: "sends", reads: "--file --print" },
    daemon: { is: R, opts: { "--start": "outlives" } },
    "add init": "installs",
    release: { is: "sends", dry: "--dry-run -d" },
    "connect connect-to-nx-cloud view-logs": "sends",
    "login logout": "settings",
    "exec watch": "runs",
  },
};

/** Turborepo: running tasks builds (`--force` only skips the cache); its listings read; login and link change settings. */
const TURBO: Row = {
  valued: TURBO_VALUED,
  dry: "--dry-run --dry --dry=json --dry=text --dry-run=json --dry-run=text",
  opts: { "--force --graph --summarize --continue": W },
  sub: {
    ...taskList(TURBO_VALUED).sub,
    run: taskList(TURBO_VALUED),
    "prune gen generate": W,
    "ls query info bin boundaries": R,
    "login logout link unlink telemetry scan": { is: "settings", sub: { status: R } },
    daemon: { sub: { status: R, start: "outlives", "stop restart clean": W } },
    watch: "runs",
  },
};

/** Lerna: run runs each package's script (a build's as a build); version commits, tags and pushes; publish sends to the registry. */
const LERNA: Row = {
  sub: {
    "changed diff list ls ll la info": R,
    run: taskList("--scope --ignore --since --concurrency --npm-client --profile-location"),
    "create init import link repair add-caching clean": W,
    "exec watch": "runs",
    "bootstrap add": "installs",
    "version publish": "sends",
  },
};

/**
 * Pants runs every goal it is given (`pants fmt lint check ::`) and refuses one it does not know before any runs: a
 * goal that runs, serves or publishes counts wherever it stands.
 */
const PANTS_ACTS: Record<string, Effect> = { "run repl experimental-explorer experimental-bsp": "runs", "publish experimental-deploy": "sends" };
const PANTS: Row = {
  sub: {
    ...PANTS_ACTS,
    // (Its backends and plugins, and the config files that name them, are Python it loads.)
    "check test lint fmt fix package tailor update-build-files generate-lockfiles export export-codegen migrate-call-by-name": W,
    "list peek dependencies dependents filedeps roots paths count-loc filter py-constraints version help help-advanced help-all": R,
  },
  opts: { ...PANTS_ACTS, "--pythonpath --backend-packages --plugins --pants-config-files": "runs" },
};

/**
 * nox and tox run the project's sessions and environments, in .nox/ and .tox/: each installs what it names, builds and
 * installs the project itself, then runs the commands tox.ini or noxfile.py (Python) say, which aye does not read.
 */
const NOX: Row = {
  is: "runs",
  reads: "-l --list --list-sessions --json",
  opts: { "--force-python -P --report --install-only --no-install -r -R --reuse-existing-virtualenvs --reuse-venv --no-reuse-existing-virtualenvs --no-venv --force-venv-backend --default-venv-backend": W },
};
const TOX: Row = {
  is: "runs",
  reads: "-l --listenvs -a --listenvs-all --showconfig",
  // -x (--override) sets any setting of tox.ini, its commands among them; -c names the tox.ini whose commands it runs.
  opts: { "-r --recreate --force-dep --installpkg": W, "-x --override -c --conf": "runs" },
  sub: {
    "list l config c depends de": R,
    "run r run-parallel p legacy le devenv d": "runs",
    "quickstart q": W,
    "exec e": "runs",
  },
};

/**
 * Earthly runs the commands of the Earthfile's targets (`earthly +build`), in containers or on the host (LOCALLY), and
 * builds a target named by a repository's address (`github.com/x/y+build`) from that repository: what they run aye
 * does not read, so a target is asked. --push also pushes what they push, -P grants them the host's powers.
 */
const EARTHLY: Row = {
  opts: { "--push": "sends", "-P --allow-privileged": "system", "-i --interactive": "runs" },
  sub: { "ls doc": R, prune: D, "init": W, "bootstrap config github": "settings", "account org secret satellite sat cloud project registry": { verbs: true } },
};

/** moon (moonrepo): running tasks builds, as nx's targets; its queries read; the graphs are served unless printed. */
const MOON: Row = {
  sub: {
    // run, exec and ci run the project's tasks (`moon run :deploy`), whose commands aye does not read here: asked.
    "run exec ci": { sub: {} },
    "check clean init generate migrate": W,
    // sync hooks writes the git hooks every later commit runs; docker setup installs the projects' dependencies.
    sync: { is: W, sub: { hooks: "settings" } },
    docker: { sub: { "scaffold file prune": W, setup: "installs" } },
    "query project task templates completions bin": R,
    "project-graph action-graph task-graph": { is: "sends", reads: "--json --dot" },
    "setup upgrade": "installs",
    teardown: D,
    ext: "runs",
  },
};

/** Grafana Tanka (tk): show, diff and eval print; apply changes the cluster, delete and prune delete from it. */
const TANKA: Row = {
  sub: {
    "show diff eval status lint": R,
    apply: "system",
    "delete prune": D,
    "export init": W,
    fmt: { is: W, reads: "--test -t" },
    env: { sub: { list: R, "add set": W, remove: D } },
  },
};

export const RUNNERS: Record<string, Row | Effect> = { nx: NX, turbo: TURBO, lerna: LERNA, pants: PANTS, nox: NOX, tox: TOX, earthly: EARTHLY, moon: MOON, tk: TANKA };
