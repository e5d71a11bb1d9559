/**
 * More programs for the effect table (effect-table.ts), in its rows and with
 * its meaning: what they do, gathered from the tools' own documentation.
 * Where a tool's reading and acting could not be told apart by its words and
 * options, it has no `is` and stays unknown.
 */
import { AR } from "./effect-table-firmware.ts";
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";
import { GIT_CLIFF, TOOLS } from "./effect-table-tools.ts";
import { SQLX } from "./effect-table-databases.ts";
import { ESPFLASH } from "./effect-table-firmware.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";

/** Linters that print findings and rewrite files only when asked to fix them. */
const LINT_FIX: Row = { is: R, opts: { "--fix --fix-all --fix-dry-run": W } };

/** pip under another name. */
const PIP: Row = {
  sub: {
    "list freeze show check help search index inspect debug download hash wheel": R,
    install: "installs",
    uninstall: D,
    config: { sub: { "get list debug": R }, is: "settings" },
    cache: { sub: { "dir info list": R, "purge remove": D } },
  },
};

/** System package managers shaped like apt and dnf. */
const SYSTEM_PM: Row = {
  sub: { "list search show info policy depends rdepends provides whatprovides repoquery repolist check-update": R, history: { sub: { "list info": R, "": R } }, "remove purge autoremove erase del clean": D },
  is: "installs",
  dry: "--simulate --dry-run --just-print --no-act --assumeno --assume-no --print-uris --noaction",
};

/** Static site and documentation generators: build writes, serving sends the folder out, clean deletes. */
const SITE: Row = {
  sub: { "build b generate g gen make": W, "new init create": W, "serve s server dev start preview watch": "sends", "deploy d gh-deploy publish": "sends", "clean clear": D, "doctor version help list info": R },
};

/** Cloud, hosting and cluster CLIs whose subcommands are told apart by their verbs. */
const VERBS: Row = { verbs: true, valued: "--profile --region --project --org --context -n --namespace --account --team --env -e" };

/** A forge's objects (gh, glab), told apart by their verbs. */
const FORGE: Row = { verbs: true, valued: "-R --repo" };

/** A forge's API: a GET reads; a method, a field or a body sends. */
const FORGE_API: Row = { is: R, opts: { "-X --method -f -F --field --raw-field --input": "sends" } };

/** What a build tool of effect-table.ts does (BUILD_TOOL there), for the ones given rows of their own here. */
const BUILD: Record<string, Row | Effect> = { "build test check compile lint fmt format analyze doc docs bench assemble package verify restore run-tests typecheck vet tidy clean": W, "run exec": "runs" };

/** dart pub and flutter pub: getting packages installs them. */
const PUB: Row = {
  verbs: true,
  sub: {
    "get upgrade downgrade add remove": "installs",
    "deps outdated": R,
    cache: { sub: { list: R, clean: D, "add repair": "installs" } },
    global: { sub: { list: R, activate: "installs", deactivate: D, run: "runs" } },
    "publish lish": "sends",
    "login logout token": "settings",
    unpack: W,
  },
};

/** PowerShell's cmdlets that only get, test, select or format (as a plan may name them where pwsh runs it). */
const PS_READS =
  "Get-ChildItem Get-Content Get-Item Get-ItemProperty Get-Location Get-Process Get-Service Get-Help Get-Date Get-Host Get-Module Get-NetIPAddress Get-NetIPConfiguration Get-NetAdapter Get-NetTCPConnection Get-DnsClientServerAddress Get-ComputerInfo Get-PSDrive Get-Volume Get-Disk Get-Partition Get-WinEvent Get-EventLog Get-ExecutionPolicy Get-FileHash Get-Acl Get-Alias Get-Variable Get-Member Get-Culture Get-TimeZone Get-HotFix Get-LocalUser Get-LocalGroup Get-ScheduledTask Get-AppxPackage Get-Package Get-InstalledModule Get-PSRepository Get-WindowsFeature Get-WindowsOptionalFeature Get-CimInstance Get-Printer Get-Counter Get-Job Test-Path Test-Connection Test-NetConnection Resolve-Path Split-Path Join-Path Select-String Measure-Object Format-Table Format-List Format-Wide Out-String ConvertTo-Json ConvertFrom-Json ConvertTo-Csv ConvertFrom-Csv Sort-Object Select-Object Get-Unique Compare-Object Write-Output";

/** git annex (and git-annex): where a file's content is, what the repository holds. */
const GIT_ANNEX: Row = { sub: { "whereis info find list status version": R, "get add unlock lock init": W, "drop dropunused move": D, "copy sync": "sends" } };

/**
 * Subcommands for rows of effect-table.ts, spread into them there (`...MORE_SUBS.git`):
 * where a name is in both, the table's row wins. Keyed by the row they extend.
 */
export const MORE_SUBS: Record<string, Record<string, Row | Effect>> = {
  git: {
    annex: GIT_ANNEX,
    cliff: GIT_CLIFF,
    "diff-files diff-index diff-tree patch-id stripspace fmt-merge-msg check-ref-format check-mailmap column get-tar-commit-id verify-pack show-index": R,
    "stage init-db commit-tree mktree mktag write-tree unpack-file merge-tree update-index pack-objects index-pack unpack-objects pack-refs update-server-info mailinfo mailsplit diagnose bugreport": W,
    "hash-object": { is: R, opts: { "-w": W } },
    "interpret-trailers": { is: R, opts: { "--in-place": D } },
    "fast-export": { is: R, opts: { "--export-marks": W } },
    "checkout-index": { is: W, opts: { "-f --force": D } },
    "prune-packed": { is: W, dry: "-n --dry-run" },
    "commit-graph": { sub: { write: W, verify: R } },
    "multi-pack-index": { sub: { "write repack": W, verify: R, expire: D } },
    refs: { sub: { verify: R } },
    // It replaces the index, and with -u the files: staged work is lost.
    "read-tree": { is: D, dry: "-n --dry-run" },
    "merge-file": { is: D, reads: "-p --stdout" },
    // `git symbolic-ref --short HEAD` names the branch; given a target it moves HEAD.
    "symbolic-ref": { is: "history", reads: "--short" },
    "fast-import": "history",
    bisect: { sub: { "log view visualize terms": R, run: "runs", "start good bad new old skip reset replay": "history" } },
    rerere: { is: W, sub: { "status diff remaining": R, "clear forget gc": D } },
    maintenance: { sub: { run: "history", "start register": "outlives", "stop unregister": "settings" } },
    "sparse-checkout": { is: D, sub: { list: R } },
    "mergetool merge-index merge-one-file for-each-repo": "runs",
    "imap-send send-pack": "sends",
    "fetch-pack": W,
    "pack-redundant": R,
    // It runs the diff tool set in git's config, or the one it is given (--extcmd).
    difftool: { is: "runs", reads: "--tool-help" },
    replay: "history",
    // git-secret, as a git subcommand: revealing writes the plain files in the tree.
    // git-crypt unlock checks the encrypted files out again (git checkout -f) over what the tree holds; lock removes
    // the key from .git (the only copy, if it was never exported), and --force drops local work.
    crypt: { sub: { "status version help": R, "init export-key add-gpg-user": W, "unlock lock": D } },
    secret: { sub: { "list whoknows changes usage cat": R, "reveal hide add tell init": { is: W, opts: { "-f": D } }, "killperson removeperson remove clean": D } },
  },
  // git submodule alone shows their status.
  "git submodule": { "": R },
  "git lfs": {
    "locks fsck pointer": R,
    logs: { is: R, sub: { clear: D } },
    "checkout untrack dedup clone": W,
    "lock unlock": "sends",
    migrate: { sub: { info: R, "import export": "history" } },
    update: "settings",
  },
  kubectl: {
    // Plugins run as subcommands (kubectl-NAME on PATH).
    krew: { sub: { "list search info version": R, "install upgrade update": "installs", "uninstall remove": D } },
    ctx: { is: "settings", sub: { "": R }, reads: "-c --current", opts: { "-u --unset": "settings", "-d": D } },
    ns: { is: "settings", sub: { "": R }, reads: "-c --current", opts: { "-u --unset": "settings" } },
    "tree neat who-can access-matrix resource-capacity images df-pv get-all deprecations view-allocations view-utilization convert": R,
    "node-shell sniff": "runs",
    "stern mtail score lineage outdated popeye": R,
    // kuttl's test steps apply manifests to the cluster.
    kuttl: "system",
    slice: W,
    "oidc-login": "settings",
    // cluster-info dump prints the cluster's state, or writes it into --output-directory.
    "cluster-info": { is: R, opts: { "--output-directory": W } },
  },
  docker: {
    "load import init untag": W,
    sbom: { is: R, opts: { "-o --output": W } },
    "debug unshare": "runs",
    extension: { sub: { "ls list": R, "install update": "installs", "rm uninstall": D } },
    // podman's own.
    "pod machine": { verbs: true },
    generate: { sub: { "systemd kube spec": { is: R, opts: { "-f --files --filename": W } } } },
    kube: { sub: { generate: { is: R, opts: { "-f --filename": W } }, play: "runs", down: D, apply: "system" } },
    play: { sub: { kube: "runs" } },
    healthcheck: { sub: { run: "runs" } },
    "mount unmount umount auto-update": "system",
  },
  // imagetools create pushes the manifest list it makes.
  "docker buildx": { imagetools: { sub: { inspect: R, create: "sends" } }, history: { sub: { "ls inspect logs": R, rm: D } } },
  "docker container": { "restart attach cp commit": "runs", "pause unpause update rename wait checkpoint restore": "system", export: "sends", exists: R },
  "docker image": { "save scp": "sends", "load import tag": W, exists: R },
  "docker compose": { "wait stats volumes": R, "config convert": { is: R, opts: { "-o --output": W } }, "watch attach cp commit": "runs", scale: "system", "publish export": "sends" },
  helm: {
    test: "runs",
    completion: R,
    template: { is: R, opts: { "--output-dir": W } },
    plugin: { sub: { "list ls": R, "uninstall remove rm": D }, is: "installs" },
    // Plugins' subcommands: helm-unittest, helm-secrets, helm-push, helm-s3, mapkubeapis.
    unittest: W,
    secrets: { sub: { view: R, "decrypt dec encrypt enc": W, edit: "runs" } },
    "cm-push": "sends",
    s3: { sub: { "push init reindex": "sends" } },
    mapkubeapis: "system",
  },
  kustomize: {
    build: { is: R, opts: { "-o --output": W } },
    "version completion docs-fn docs-fn-spec docs-io-annotations docs-merge docs-merge3": R,
    "create localize": W,
    cfg: { sub: { "cat count grep tree": R } },
    fn: "runs",
  },
  terraform: {
    // lock writes the lock file here; mirror writes where it is told.
    providers: { is: R, sub: { "lock mirror": W, schema: R } },
    metadata: { sub: { functions: R } },
    modules: R,
    // terragrunt's own.
    "graph-dependencies validate-inputs output-all plan-all info find list": R,
    "hclfmt render-json render scaffold": W,
    hcl: { sub: { fmt: { is: W, reads: "--check" }, validate: R } },
    dag: { sub: { graph: R } },
    "run-all": { sub: { "plan validate show output graph": R, "init fmt get": W, "apply import refresh": "system", destroy: D } },
    "apply-all": "system",
    "destroy-all": D,
  },
  cloud: {
    eks: { verbs: true, sub: { "update-kubeconfig": "settings" } },
    aks: { verbs: true, sub: { "get-credentials": "settings" } },
    sso: { verbs: true, sub: { "login logout": "settings" } },
    "login logout init": "settings",
    account: { verbs: true, sub: { set: "settings" } },
    logs: { verbs: true, sub: { "filter-log-events": R } },
    dynamodb: { verbs: true, sub: { scan: R } },
    // These get- verbs save what they fetch to the file they are given last.
    s3api: { verbs: true, sub: { "get-object get-object-torrent": W } },
    "mediastore-data": { verbs: true, sub: { "get-object": W } },
    glacier: { verbs: true, sub: { "get-job-output": W } },
    apigateway: { verbs: true, sub: { "get-export get-sdk": W } },
    cloudformation: { verbs: true, sub: { package: "sends", deploy: "system" } },
    history: { sub: { "list show": R } },
    components: { verbs: true, sub: { "install update reinstall": "installs", remove: D } },
    extension: { verbs: true, sub: { "add update": "installs", remove: D } },
    upgrade: "installs",
    // gcloud run: Cloud Run's objects, told apart by their verbs (run is no verb there: `gcloud run services describe`).
    run: { verbs: true },
    // gcloud's release tracks: the same command groups, told apart by their verbs (`gcloud beta run services describe`).
    "beta alpha": { verbs: true, sub: { run: { verbs: true } } },
    // aws ecr get-login-password prints a registry password (for docker login); a lifecycle policy's preview only
    // says which images the policy would expire; sts decodes an error message.
    ecr: { verbs: true, sub: { "get-login-password get-authorization-token": R, "start-lifecycle-policy-preview": R } },
    sts: { verbs: true, sub: { "decode-authorization-message": R } },
    // ibmcloud target prints the account, region and group in use; given one, it switches to it.
    target: { sub: { "": R }, is: "settings" },
    bicep: { verbs: true, sub: { "build decompile format generate-params build-params": W, "install upgrade": "installs" } },
  },
  "cloud configure": { "list-profiles": R },
  "cloud auth config": {
    get: R,
    configurations: { verbs: true, sub: { activate: "settings" } },
    "application-default": { sub: { "print-access-token": R }, is: "settings" },
  },
  systemctl: {
    // systemctl alone lists the units; service, launchctl and the rest alone print their usage.
    "": R,
    "list-jobs list-machines list-paths list-automounts": R,
    "managerpid managername manageruid getenv dumpstate procinfo hostinfo print-cache": R,
  },
  node: {
    "diff sbom find-dupes completion help-search versions": R,
    licenses: { sub: { "list ls": R } },
    pkg: { sub: { get: R, "set delete fix": W } },
    "shrinkwrap import patch": W,
    "install-test it cit install-ci-test clean-install ic rb fetch global deploy patch-commit": "installs",
    // yarn's.
    workspaces: { sub: { "list info": R, foreach: "runs", focus: "installs" } },
    workspace: "runs",
    constraints: { is: R, opts: { "--fix": W } },
    set: { sub: { version: "installs" } },
    plugin: { sub: { "list runtime check": R, import: "installs", remove: W } },
    npm: { sub: { "info audit whoami": R, publish: "sends", "login logout": "settings" } },
    "node repl explore": "runs",
    // pnpm's.
    store: { sub: { "path status": R, prune: D, add: "installs" } },
    env: { sub: { "list ls": R, "remove rm": D }, is: "installs" },
    setup: "settings",
    // bun's.
    pm: { sub: { whoami: R, "ls hash hash-string hash-print bin untrusted": R, cache: { is: R, sub: { rm: D } }, trust: "installs", pack: W, pkg: { sub: { get: R, "set delete fix": W } } } },
    "star unstar": "sends",
    // npm's registry objects: listing them reads.
    "dist-tag": { sub: { "ls list": R, "": R, add: "sends", "rm remove": D } },
    owner: { sub: { "ls list": R, add: "sends", "rm remove": D } },
    access: { sub: { "list get": R }, is: "sends" },
    team: { sub: { "ls list": R }, is: "sends" },
    token: { sub: { "list ls": R, "revoke rm": D }, is: "sends" },
    // pnpm's store and builds.
    "cat-file cat-index find-hash ignored-builds": R,
    "self-update": "installs",
    profile: { sub: { get: R }, is: "settings" },
    // npm's registry hooks and organisations; repo, docs and bugs open a browser, edit an editor.
    hook: { sub: { "ls list": R, "add update": "sends", "rm remove": D } },
    org: { sub: { "ls list": R, set: "sends", "rm remove": D } },
    stars: R,
    "repo docs home bugs edit": "runs",
  },
  pip: {
    "completion environment tree": R,
    // They fetch, and build what comes as source: an sdist's setup.py runs, as pip install's does.
    "download wheel": "installs",
    lock: W,
    // uv pip's.
    compile: { is: R, opts: { "-o --output-file": W } },
    sync: "installs",
    // pipx's.
    "inject upgrade upgrade-all upgrade-shared reinstall reinstall-all": "installs",
    "uninstall-all": D,
    run: { is: ["installs", "runs"] },
    ensurepath: "settings",
    interpreter: { sub: { list: R, prune: D } },
  },
  uv: {
    init: W,
    self: { sub: { version: R, update: "installs" } },
    "generate-shell-completion": R,
    format: { is: W, reads: "--check --diff" },
    tool: { sub: { "list dir": R, "install upgrade": "installs", uninstall: D, run: "runs", "update-shell": "settings" } },
  },
  poetry: {
    "init new export fmt format fix import use pin test": W,
    "outdated info graph requirements verify status": R,
    config: { is: "settings", reads: "-l --list" },
    cache: { sub: { "list info": R, "clear clean remove": D } },
    self: { sub: { show: R }, is: "installs" },
    source: { sub: { show: R }, is: W },
    debug: { sub: { "info resolve": R } },
    python: { sub: { "list find show": R, "remove uninstall": D }, is: "installs" },
    dep: { sub: { "show hash": R } },
    project: { sub: { metadata: R } },
    "uninstall clean": D,
    "upgrade fetch": "installs",
    open: "runs",
    // pdm's virtualenvs; rye's toolchains, tools and linter.
    venv: { sub: { "list": R, create: "installs", "remove": D } },
    toolchain: { sub: { list: R, "fetch register": "installs", remove: D } },
    tools: { sub: { list: R, install: "installs", uninstall: D } },
    lint: { is: R, opts: { "--fix": W } },
  },
  conda: {
    "compare doctor notices repoquery": R,
    init: "settings",
    build: "runs",
    export: { is: R, opts: { "-f --file": W } },
  },
  cargo: {
    espflash: ESPFLASH,
    sqlx: SQLX,
    // cargo flash and cargo embed (probe-rs) write the built program to the board.
    "flash embed": "system",
    "fix rustc rustdoc expand udeps bloat semver-checks nextest llvm-cov tarpaulin zigbuild criterion geiger upgrade set-version": W,
    // cargo insta accepts snapshots over the ones git keeps (`accept`, `test --accept`, and `review`, which asks).
    insta: { sub: { "pending-list show": R, test: { is: W, opts: { "--accept --accept-unseen --review": D } }, "accept review reject": D } },
    "report info outdated license": R,
    vet: { is: R, sub: { "certify init fmt regenerate prune add-exemption record-violation trust import": W } },
    machete: { is: R, opts: { "--fix": W } },
    audit: { is: R, sub: { fix: W } },
    deny: { sub: { "check list": R, "init fetch": W } },
    sort: { is: W, reads: "-c --check" },
    release: "sends",
    "watch flamegraph fuzz miri make generate": "runs",
    // cargo msrv find installs each toolchain it tries.
    "binstall msrv": "installs",
    "install-update": { is: "installs", reads: "-l --list" },
    // Plugins that build, test or report inside the tree.
    "hack minimal-versions mutants show-asm asm cyclonedx public-api": W,
    "cross": { sub: { "build b check c test t bench doc clippy": W, "run r": "runs" } },
    // cargo sweep deletes what builds left in target/, as cargo clean does.
    sweep: { is: W, dry: "-d --dry-run" },
    chef: { sub: { "prepare cook": W } },
    leptos: { sub: { "build test end-to-end new": W, "watch serve": "runs" } },
    tauri: { sub: { "build icon init add": W, dev: "runs", info: R } },
    dist: { sub: { "build plan manifest init generate": W, host: "sends" } },
    about: { sub: { "generate init": W } },
    component: { sub: { "build check test new add": W, publish: "sends" } },
    lambda: { sub: { "build new init": W, watch: "runs", "deploy invoke": "sends" } },
    shuttle: { verbs: true, sub: { deploy: "sends", run: "runs", init: W, "login logout": "settings" } },
    "workspaces ws": { sub: { "list ls changed": R, "version publish": "sends", "create init rename": W, exec: "runs" } },
    apk: { sub: { "build check": W, run: "runs" } },
    auditable: { sub: { build: W, install: "installs" } },
    "run-script": "runs",
    config: { sub: { get: R } },
    // cargo cache alone prints the size of cargo's caches; its cleaning options delete them.
    cache: { is: D, reads: "-i --info -l --list-dirs" },
  },
  rustup: {
    "target component": { sub: { list: R, add: "installs", remove: D } },
    toolchain: { sub: { list: R, "install link": "installs", uninstall: D } },
    override: { sub: { list: R }, is: "settings" },
    default: { is: "settings", sub: { "": R } },
    "check completions man": R,
    run: "runs",
    set: "settings",
    self: { sub: { uninstall: D }, is: "installs" },
  },
  deno: {
    outdated: { is: R, opts: { "-u --update": "installs" } },
    "types completions": R,
    "coverage init bundle": W,
    publish: "sends",
    "uninstall clean": D,
    "upgrade cache": "installs",
  },
  go: {
    fix: W,
    telemetry: { is: "settings", sub: { "": R } },
  },
  gem: {
    "fetch unpack rebuild": W,
    "dependency lock stale specification": R,
    check: { is: R, opts: { "--doctor": D } },
    "pristine rdoc": "installs",
    "signin signout": "settings",
    exec: { is: ["installs", "runs"] },
    server: "sends",
  },
  bundle: {
    "init remove binstubs gem viz": W,
    config: { is: "settings", sub: { "": R, "get list": R } },
    "doctor platform licenses issue version": R,
    console: "runs",
    "plugin pristine cache": "installs",
    audit: { sub: { "check": R, "": R } },
  },
  composer: {
    "init bump archive": W,
    "create-project reinstall self-update selfupdate u upgrade i dumpautoload": "installs",
    "audit fund status about list info prohibits": R,
    "clear-cache clearcache cc rm uninstall": D,
    config: { is: "settings", reads: "-l --list" },
  },
  apt: {
    // MacPorts', aptitude's, FreeBSD pkg's, apk's and zypper's listings (words no package of emerge or xbps-install is named).
    "rquery updating variants livecheck locks pchk patch-check products search-packages why why-not versions rdeps contents manifest": R,
    "changelog showsrc repolist repoquery repoinfo provides whatprovides check-update deplist leaves needs-restarting updateinfo installed outdated stats audit dot which query version moo": R,
    // zypper's short names.
    "se if lr repos ls services lu list-updates lp list-patches pa packages pt patterns wp what-provides patches": R,
    "download fetch": W,
    source: { is: W, opts: { "-b --compile --build": "runs" } },
    "autoclean rm delete uninstall": D,
    history: { sub: { "list info": R, "": R } },
    group: { sub: { "list info summary": R, "remove erase": D }, is: "installs" },
    module: { sub: { "list info provides": R, remove: D }, is: "installs" },
  },
  brew: {
    "options command": R,
    "irb ruby sh": "runs",
    completions: { sub: { "": R, state: R, "link unlink": "settings" } },
    // They write into a tap, in Homebrew's own folder.
    "tap-new create extract": "outside",
    "bump-formula-pr bump-cask-pr pr-upload": "sends",
    "vendor-install": "installs",
    "cat formulae casks tap-info commands missing shellenv readall livecheck which-formula": R,
    analytics: { is: "settings", sub: { "": R, state: R } },
    bundle: { is: "installs", sub: { "check list": R, dump: { is: W, opts: { "-f --force": D } }, cleanup: D, exec: "runs" } },
    services: { is: "outlives", sub: { "list info": R, "": R, "stop kill": "system", cleanup: D } },
    "pin unpin": "settings",
    fetch: "installs",
    link: "installs",
    unlink: D,
    style: { is: R, opts: { "--fix": W } },
    audit: R,
    // A formula's test and post-install blocks are its own Ruby code; edit opens an editor.
    "test edit": "runs",
    "postinstall migrate install-bundler-gems": "installs",
    "update-reset": D,
    "gist-logs": "sends",
    developer: { sub: { "": R, state: R, "on off": "settings" } },
  },
  rails: {
    new: "installs",
    "generate g assets:precompile assets:clean assets:clobber tmp:clear db:schema:dump db:structure:dump restart": W,
    "destroy d db:rollback db:migrate:down db:migrate:redo db:seed:replant log:clear app:update": D,
    "db:migrate db:migrate:up db:setup db:prepare db:create db:seed db:environment:set": "system",
    "db:version middleware initializers time:zones zeitwerk:check credentials:show encrypted:show secret unused_routes": R,
    "test:system test:all test:db spec": W,
    "app:template": "runs",
  },
  artisan: {
    "migrate migrate:install": "system",
    "migrate:status queue:failed queue:monitor db:monitor config:show channel:list event:list pail completion help inspire": R,
    "migrate:rollback cache:clear queue:flush queue:clear queue:forget queue:prune-failed queue:prune-batches": D,
    "optimize optimize:clear config:cache config:clear route:cache route:clear view:cache view:clear event:cache event:clear storage:link package:discover lang:publish stub:publish": W,
    "vendor:publish": { is: W, opts: { "--force": D } },
    "key:generate": { is: D, reads: "--show" },
    "make:model make:controller make:migration make:seeder make:factory make:middleware make:request make:resource make:test make:command make:event make:listener make:job make:mail make:notification make:policy make:provider make:rule make:cast make:channel make:component make:enum make:exception make:interface make:class make:trait make:view make:scope make:observer make:config": W,
    "queue:listen queue:retry schedule:run schedule:work horizon reverb:start octane:start db": "runs",
    "down up": "system",
  },
  django: {
    migrate: { is: "system", reads: "--plan --check" },
    makemigrations: { is: W, reads: "--check --dry-run" },
    dumpdata: { is: R, opts: { "-o --output": W } },
    "sqlsequencereset print_settings show_template_tags validate_templates list_model_info notes": R,
    "squashmigrations optimizemigration startapp startproject graph_models": W,
    "loaddata clearsessions remove_stale_contenttypes": D,
    "createsuperuser changepassword createcachetable": "system",
    sendtestemail: "sends",
    "testserver runserver_plus shell_plus": "runs",
  },
  // ---- The long tail of subcommands, for rows of effect-table.ts that share one row among several programs:
  // only words that mean the same for every program of the row are here; the rest stay unknown.
  // Build tools (BUILD_TOOL: zig cabal stack dune crystal nim v gleam rebar3 sbt lein msbuild xcodebuild opam bazel
  // bazelisk buck2 pants earthly, and mix). `init` stays unknown: opam init changes the shell's start-up files.
  build: {
    // Alone, with a listing option: xcodebuild -list, -showsdks, -showBuildSettings.
    "": { reads: "-list -showsdks -showBuildSettings -showdestinations -showTestPlans -version" },
    // Their tests, checkers and packagers write in the tree (rebar3, dune, bazel, sbt, lein, cabal, pants, zig).
    "eunit ct xref dialyzer edoc cover escriptize runtest promote coverage assembly uberjar sdist freeze haddock tailor generate-lockfiles update-build-files export build-for-testing test-without-building docbuild cc c++ build-exe build-lib build-obj fetch sync stage dist": W,
    "targets cquery aquery uquery rules outdated gen-bounds path peek dependencies dependents filedeps roots paths count-loc dependencyTree evicted dependencyUpdates scalafmtCheck scalafmtCheckAll scalafmtSbtCheck translate-c ast-check libc zen printenv projects": R,
    "scalafmt scalafmtAll scalafmtSbt new": W,
    // crystal spec runs the project's specs; nim c (cpp, js) compiles, and with -r runs what it built.
    spec: W,
    "c cpp js objc": { is: W, opts: { "-r --run": "runs" } },
    deps: { is: W, sub: { "list tree": R } },
    mod: { sub: { "graph deps all_paths path explain show_repo show_extension dump_repo_mapping": R, tidy: W } },
    "shell repl console ghci utop": "runs",
    // Into the user's toolchain or package store (cabal install, stack install/setup, opam install/upgrade, sbt publishLocal).
    "install setup upgrade reinstall publishLocal publishM2": "installs",
    // Package indexes and dependency caches: fetched, not installed (cabal update, opam update, sbt update).
    update: W,
    "upload publish deploy": "sends",
    hex: { verbs: true, sub: { "publish cut": "sends", "build": W } },
    switch: { sub: { "": R, "list show": R, "create install import": "installs", "remove uninstall": D }, is: "settings" },
    pin: { sub: { "": R, list: R, add: "installs", "remove": D, edit: "settings" }, is: "installs" },
    repo: { sub: { "": R, list: R }, is: "settings" },
    // mix's own: Ecto's migrations change the database, rolling back or dropping deletes from it.
    "ecto.migrate ecto.create ecto.load": "system",
    "ecto.rollback ecto.reset ecto.drop": D,
    "ecto.gen.migration ecto.dump phx.digest escript.build hex.build": W,
    "phx.server": "runs",
    "hex.audit phx.gen.secret": R,
    credo: { is: R, sub: { "gen.config gen.check": W } },
    // lein ancient lists outdated dependencies; its upgrade rewrites project.clj.
    ancient: { is: R, sub: { "upgrade upgrade-profiles": W } },
  },
  // Database migration tools (flyway liquibase knex sequelize diesel goose migrate dbmate atlas sqitch).
  migrate: {
    "up up-by-one up-to deploy update update-count update-to-tag apply baseline repair changelog-sync changelog-sync-to-tag mark-next-changeset-ran load force clear-checksums tag": "system",
    "down down-to rollback rollback-count rollback-to-date rollback-one-changeset revert redo undo rebase goto": D,
    "rollback-sql rollback-count-sql rollback-to-date-sql update-count-sql update-to-tag-sql future-rollback-sql changelog-sync-sql snapshot print-schema": R,
    "new add rework generate-changelog diff-changelog hash dump fmt fix bundle init": W,
    // atlas migrate …, atlas schema …, diesel migration …, diesel database ….
    "migrate": { verbs: true, is: "system", sub: { "status validate lint": R, "diff hash new edit import": W, apply: "system", "down": D } },
    schema: { verbs: true, sub: { "inspect diff": R, apply: "system", fmt: W, clean: D, push: "sends" } },
    migration: { verbs: true, sub: { "list pending": R, run: "system", "revert redo": D, generate: W } },
    database: { sub: { "reset drop": D, setup: "system" } },
    config: { is: "settings", reads: "-l --list --get --get-all --get-regexp" },
    "target engine": { sub: { "": R, "list show": R }, is: "settings" },
  },
  // Cluster and service CLIs (consul vault nomad etcdctl influx mc s3cmd b2 azcopy nmcli resolvectl networkctl kind
  // eksctl istioctl kops kubeadm crictl ctr), told apart by their verbs: what they name here says the rest.
  infra: {
    // vault token lookup and capabilities look; a token made, renewed or revoked is a change.
    token: { verbs: true, sub: { "lookup capabilities": R, "create renew": "settings", revoke: D } },
    // crictl's own words for pods and images.
    "pods inspecti inspectp statsp imagefsinfo": R,
    rmp: D,
    "stopp runp": "system",
    kv: { verbs: true, sub: { "get list export": R, "put import patch": "sends" } },
    "put write": "sends",
    var: { verbs: true, sub: { put: "sends" } },
    snapshot: { sub: { "status inspect": R, save: W, restore: D } },
    "backup": W,
    restore: D,
    "defrag reload leave force-leave join scale load install": "system",
    // kubeadm upgrade plan only reports.
    upgrade: { is: "system", sub: { plan: R } },
    compact: D,
    alarm: { sub: { list: R }, is: "system" },
    catalog: { sub: { "services nodes datacenters": R } },
    monitor: R,
    "path-help": R,
    agent: "runs",
    // vault server runs one; nomad server members lists a cluster's.
    server: { verbs: true, is: "runs", sub: { "join force-leave": "system" } },
    "exec attach lock": "runs",
    pull: W,
    fmt: W,
    "login logout": "settings",
    create: "system",
    build: W,
    export: { sub: { logs: W, kubeconfig: "settings" } },
    job: { verbs: true, sub: { "run dispatch revert scale promote": "system", "validate inspect": R } },
    alloc: { verbs: true, sub: { exec: "runs", fs: R, "restart signal": "system" } },
    system: { sub: { gc: D, reconcile: "system" } },
    policy: { verbs: true, sub: { write: "system", fmt: W } },
    operator: { verbs: true, sub: { "seal unseal init rekey generate-root step-down migrate": "system" } },
    services: { verbs: true, sub: { register: "system" } },
    // nmcli's objects.
    "connection con c": { verbs: true, sub: { "up down modify add reload load import clone": "system", export: W } },
    "device dev d": { verbs: true, sub: { "connect disconnect reapply set modify up down": "system", wifi: { sub: { "": R, list: R, "connect rescan hotspot": "system" } } } },
    "radio r": { sub: { "": R, "all wifi wwan": { sub: { "": R, "on off": "system" } } } },
    "networking n": { sub: { "": R, connectivity: R, "on off": "system" } },
    "general g": { verbs: true, sub: { "": R, "status permissions": R, "hostname logging": { sub: { "": R }, is: "system" } } },
  },
  // GitOps and local-cluster CLIs (k3d argocd flux linkerd velero skaffold tilt).
  gitops: {
    cluster: { verbs: true, sub: { "create start edit add": "system" } },
    image: { sub: { import: "system" } },
    kubeconfig: { verbs: true, sub: { "merge write": "settings" } },
    "registry node": { verbs: true, sub: { "create start edit": "system" } },
    app: { verbs: true, sub: { "sync rollback create set unset patch edit actions": "system", "manifests resources": R } },
    "repo proj account repocreds cert gpg": { verbs: true, sub: { "add create set": "system" } },
    "login logout relogin": "settings",
    context: { is: "settings", sub: { "": R } },
    "reconcile suspend resume bootstrap install up run deploy dev debug apply ci args trigger": "system",
    down: D,
    create: { verbs: true, is: "system", reads: "--export" },
    export: R,
    // skaffold render may build the images first: it stays unknown.
    "trace tree stats diagnose dump": R,
    build: { sub: { kustomization: R, artifact: W }, is: "sends" },
    "push tag": "sends",
    pull: W,
    init: W,
    fix: { is: R, opts: { "--overwrite": W } },
    "test verify": "runs",
    backup: { verbs: true, sub: { create: "system", download: W } },
    restore: { verbs: true, sub: { create: D } },
  },
  vagrant: {
    box: { sub: { "list outdated": R, "add update repackage": "installs", "remove prune": D } },
    plugin: { sub: { list: R, "install update repair": "installs", "uninstall expunge": D } },
    snapshot: { sub: { list: R, "save push": "system", "restore pop delete": D } },
    port: R,
    // --prune drops the entries of machines that are gone from Vagrant's index in ~/.vagrant.d.
    "global-status": { is: R, opts: { "--prune": "outside" } },
    package: W,
    // vagrant init -f writes over the Vagrantfile there is.
    init: { is: W, opts: { "-f --force": D } },
    "rdp powershell winrm": "runs",
    upload: "sends",
  },
  packer: {
    plugins: { sub: { "installed required": R, install: "installs", remove: D } },
    hcl2_upgrade: W,
    fix: R,
  },
  // Hosting and serverless CLIs (railway render surge amplify sam cdk serverless sls eb copilot sst). `init` stays
  // unknown: amplify init and copilot init make cloud resources.
  hosting: {
    "bootstrap import": "system",
    "watch sync package": "sends",
    context: { is: R, opts: { "--clear --reset": W } },
    "notices metrics": R,
    local: { sub: { "invoke start-api start-lambda": "runs", "generate-event": R } },
    invoke: { is: "sends", sub: { local: "runs" } },
    offline: "runs",
    // An environment made or changed in the cloud (`copilot env init`, `amplify env add`), or chosen for later commands.
    env: { sub: { "ls list show status get": R, "init add deploy update upgrade": "sends", "checkout pull": "settings", "delete remove rm": D } },
  },
  // Version and environment managers (nvm fnm volta asdf mise pyenv rbenv sdk jenv goenv nodenv).
  envmgr: {
    "shims completion completions": R,
    // pyenv virtualenv makes an environment among its versions.
    virtualenv: "installs",
    flush: D,
    "where whence prefix root latest info commands bin-paths registry outdated ls-all list-all available virtualenvs home activate hook-env": R,
    install: { is: "installs", reads: "-l --list" },
    env: { is: R, sub: { "install clear init": "installs" } },
    config: { sub: { "ls list get": R }, is: "settings" },
    settings: { sub: { "": R, "ls list get": R }, is: "settings" },
    tasks: { sub: { "": R, "ls info deps": R, run: "runs" } },
    "plugin plugins": { sub: { "list ls ls-remote list-all": R, "add install update": "installs", "remove uninstall rm": D } },
    // Which version runs: a file here (.tool-versions, .python-version) or in the home folder.
    "use local global shell default alias unalias pin unuse set trust setup add enable-plugin disable-plugin": "settings",
    "uninstall remove rm prune virtualenv-delete": D,
    cache: { sub: { "clear clean": D, "dir path": R } },
  },
  // Disk and pool tools (fdisk … zpool zfs diskutil nvme cryptsetup): their listing subcommands.
  disk: {
    "list status get iostat info activity history listFilesystems verifyVolume verifyDisk userspace groupspace holds luksDump isLuks id-ctrl id-ns smart-log error-log fw-log list-subsys": R,
    apfs: { sub: { "list listCryptoUsers listSnapshots listVolumeGroups": R } },
  },
  // snap and flatpak.
  snap: {
    "remotes remote-ls remote-info history ps permissions permission-show documents connections changes change tasks services logs version get saved interfaces warnings whoami aliases": R,
    run: "runs",
    "kill stop start restart enable disable set unset connect disconnect alias unalias revert repair save": "system",
    "remote-add remote-modify override config login logout": "settings",
    "remote-delete forget permission-reset permission-remove": D,
  },
  nix: {
    key: { sub: { "convert-secret-to-public generate-secret": R } },
    nar: { sub: { "ls cat dump-path": R } },
    realisation: { sub: { info: R } },
    env: { sub: { shell: "runs" } },
    // nix fmt runs the formatter the flake names.
    fmt: "runs",
    "help-stores": R,
    flake: { sub: { "show metadata info": R, "check update lock init new clone prefetch": W, archive: { is: W, opts: { "--to": "sends" } } } },
    store: { sub: { "ls cat verify diff-closures path-info dump-path": R, "gc delete": D, "optimise repair": "system" } },
    hash: R,
    "print-dev-env": W,
    repl: "runs",
    edit: "runs",
    copy: "sends",
    registry: { sub: { list: R }, is: "settings" },
    config: { sub: { "show check": R } },
    doctor: R,
    "upgrade-nix": "installs",
    derivation: { sub: { show: R, add: W } },
    bundle: W,
    daemon: "outlives",
  },
  direnv: {
    hook: R,
    dump: R,
    // Both evaluate the folder's .envrc.
    "export reload": "runs",
    prune: "settings",
    fetchurl: W,
  },
  // choco, winget and scoop.
  winpm: {
    "status cat features validate": R,
    cleanup: D,
    // scoop reset switches an app's version and its shims.
    reset: "settings",
    "shim alias": { sub: { "": R, "list info": R, add: "settings", "rm remove": D } },
    source: { sub: { "list export": R, update: "installs", remove: D }, is: "settings" },
    "pin feature": { sub: { "": R, list: R }, is: "settings" },
    repair: "installs",
    // choco export writes over packages.config: export stays unknown.
    "download pack new": W,
    "import update": "installs",
    "checkup which prefix depends hash": R,
    configure: "system",
    push: "sends",
    "apikey hold unhold": "settings",
    bucket: { sub: { "list known": R, add: "settings", "rm remove": D } },
    cache: { sub: { show: R, "rm remove": D } },
    config: { sub: { "": R, "list get": R }, is: "settings" },
  },
  // rclone: what it names on a remote sends or deletes there; config stays the table's.
  rclone: {
    "cryptcheck cryptdecode obscure checksum lsl": R,
    // bisync deletes on either side what the other side deleted; rcat writes over the remote file it names.
    "bisync rcat": D,
    "touch mkdir link copyurl": "sends",
    selfupdate: "installs",
    gendocs: W,
  },
  // Backup tools (restic borg borgmatic kopia duplicity rsnapshot tarsnap): restoring writes over files, forgetting
  // and compacting deletes from the repository, creating sends to it.
  backup: {
    // tarsnap's mode is an option: only its listings read.
    "": { reads: "--list-archives --print-stats" },
    "restore extract forget rewrite recreate compact unlock break-lock": D,
    dump: { is: R, opts: { "--target": W } },
    // restic cache lists the caches (--cleanup removes old ones); kopia cache clear empties its own.
    cache: { opts: { "--cleanup": D }, sub: { "": R, "info list": R, clear: D, set: "settings" } },
    "copy import-tar full incremental": "sends",
    "mount umount tag rename upgrade": "system",
    "with-lock": "runs",
    "self-update selfupdate": "installs",
    "collection-status configtest": R,
    // rsnapshot's intervals rotate the oldest snapshot away; -t prints what it would do.
    "hourly daily weekly monthly alpha beta gamma delta": { is: D, dry: "-t" },
    snapshot: { verbs: true, sub: { create: "sends", restore: D, "verify estimate": R } },
    repository: { verbs: true, sub: { "connect disconnect": "settings", create: "sends" } },
    policy: { verbs: true, sub: { set: "system" } },
    maintenance: { verbs: true, sub: { run: D, info: R } },
  },
  // nixos-rebuild, home-manager, darwin-rebuild: their generations and options are read.
  nixos: {
    "generations packages news option list-generations changelog": R,
    "expire-generations remove-generations uninstall": D,
    "edit repl": "runs",
  },
  // knife: it runs commands on the nodes, bootstraps them, uploads cookbooks.
  knife: {
    "ssh exec": "runs",
    bootstrap: "system",
    upload: "sends",
    cookbook: { verbs: true, sub: { upload: "sends", download: W } },
    ssl: { sub: { check: R, fetch: "settings" } },
    configure: "settings",
    status: R,
  },
  // The firewalls' row (iptables … ufw firewall-cmd): ufw's application profiles.
  firewall: {
    app: { sub: { "list info": R }, is: "system" },
  },
  // Registry tools (buildah skopeo crane regctl).
  registry: {
    // manifest, config, blob and tag stay unknown: regctl's and buildah's groups of the same names write.
    "digest catalog standalone-verify manifest-digest": R,
    "append mutate rebase flatten cp sync": "sends",
    "standalone-sign commit from": W,
    run: "runs",
    auth: { sub: { "get token": R, "login logout": "settings" } },
  },
  // timedatectl hostnamectl localectl loginctl and the rest of that row.
  ctl: {
    "list-timezones list-keymaps list-locales list-x11-keymap-models list-x11-keymap-layouts show-timesync timesync-status show-session show-user show-seat list-sessions list-users list-seats": R,
    "set-hostname set-icon-name set-chassis set-deployment set-location set-timezone set-ntp set-local-rtc set-time set-keymap set-locale set-x11-keymap enable-linger disable-linger activate lock-session unlock-session lock-sessions unlock-sessions": "system",
  },
};

export const MORE: Record<string, Row | Effect> = {
  // ---- Files and text: reading and listing.
  "sha224sum sha384sum shasum md5 b3sum xxhsum xxh32sum xxh64sum xxh128sum crc32 ssdeep hashdeep md5deep sha1deep sha256deep tsort hd pathchk logname users pinky finger getopt tput clear reset pidof pmap pwdx prtstat slabtop tload ipcs mpstat cifsiostat nfsiostat sadf zdump usleep jot rs lam uconv units figlet toilet lolcat banner pwgen xkcdpass apg": R,
  "hash getopts read mapfile readarray shift times jobs compgen complete dirs let caller exit return break continue :": R,
  "eza exa lsd diskus erd choose hck jtbl jp jaq gojq jql jid yj fq htmlq pup hcl2json dyff json-diff diff-so-fancy ydiff interdiff combinediff filterdiff lsdiff grepdiff diffstat pcregrep pcre2grep grepcidr dsq csvformat mdfind mdls lsbom lsappinfo ioreg kextstat pbpaste notify-send": R,
  "wl-paste": { is: R, opts: { "-w --watch": "runs" } },
  "zstdcat zstdgrep zstdless lz4cat lzcat xzdec bzgrep bzegrep bzfgrep bzless bzmore bzdiff bzcmp xzgrep xzegrep xzfgrep xzless xzmore xzdiff xzcmp zmore zegrep zfgrep lzgrep lzegrep lzfgrep lzless lzmore lzdiff lzcmp lsar als acat zipdetails zipgrep zipcmp isoinfo rpm2cpio uuencode shar": R,
  "split csplit splitdiff mkfifo link": W,
  jc: { sub: { "": R } },
  pidstat: { is: R, opts: { "-e": "runs" } },
  "dos2unix unix2dos mac2unix unix2mac": W,
  "mknod": "system",
  rhash: { is: R, opts: { "-u --update -o --output --log": W } },
  sponge: { is: D, sub: { "": R } },
  "combine errno isutf8 ifdata": R,
  "ifne chronic pee zrun mispipe lckdo vipe": "runs",
  "vidir mmv qmv imv detox": D,
  convmv: { is: R, opts: { "--notest": D } },
  "fdupes jdupes": { is: R, opts: { "-d --delete -L -l -B --linkhard --linksoft --link-hard --link-soft --dedupe -D --deferconfirmation -P --permissions-delete": D } },
  rdfind: { is: W, opts: { "-deleteduplicates -makesymlinks -makehardlinks": D } },
  sd: { is: D, reads: "-p --preview" },
  ruplacer: { is: R, opts: { "--go -g": W } },
  fastmod: W,
  comby: { is: R, opts: { "-i -in-place": W } },
  "ast-grep": { is: R, sub: { "run scan": R, test: R, new: W, completions: R }, opts: { "-U --update-all -i --interactive": W } },
  bfs: { is: R, opts: { "-delete -rm": D, "-fprint -fprint0 -fprintf -fls": W } },
  fuser: { is: R, opts: { "-k --kill": "system" } },
  dasel: { is: R, sub: { "put delete": D }, opts: { "-o --out -w --write": D } },
  pygmentize: { is: R, opts: { "-o": W, "-x": "runs" } },
  highlight: { is: R, opts: { "-o --output -O --outdir": W } },
  jd: { is: R, opts: { "-o": W } },
  diffoscope: { is: R, opts: { "--html --html-dir --text --json --markdown --restructured-text": W } },
  patch: { is: D, dry: "--dry-run" },
  wiggle: D,
  pv: R,
  cheat: { is: R, opts: { "-e --edit": "settings" } },
  inotifywait: { is: R, opts: { "-o --outfile": W } },
  "inotifywatch fswatch": R,
  "entr watchexec navi thefuck script expect wish": "runs",
  scriptreplay: R,
  zoxide: { sub: { "query init": R, "add remove edit import": "settings" } },
  atuin: { sub: { "search stats status": R, history: { sub: { list: R } }, "sync login register logout": "sends", import: "settings" } },
  starship: { sub: { "prompt module explain timings print-config init completions": R, "config preset toggle": "settings" } },
  asciinema: { sub: { "play cat": R, rec: "runs", upload: "sends", auth: "settings" } },
  "vhs ttyrec": "runs",
  agg: W,
  tmate: "sends",
  zellij: { sub: { "list-sessions ls": R, "kill-session k kill-all-sessions ka delete-session d delete-all-sessions da": D }, is: "outlives" },

  // ---- Archives and compression.
  "lzma unlzma lzip lunzip plzip lzop pigz unpigz pbzip2 lbzip2 pzstd zstdmt": { is: D, reads: "-l --list -t --test -c --stdout" },
  "znew gzexe zforce": D,
  unar: { is: W, opts: { "-f --force-overwrite": D } },
  aunpack: W,
  "cabextract": { is: W, reads: "-l --list -t --test" },
  rar: { sub: { "l lb lt v vb vt t": R, "x e": W, a: W, "d u rn": D } },
  // (x writes the members over files here of the same name: effect-table-firmware.ts.)
  "ar llvm-ar": AR,
  pax: { is: R, opts: { "-r -w": W } },
  "bsdcpio": { is: W, reads: "-t --list" },
  zipnote: { is: R, opts: { "-w": D } },
  zipsplit: W,
  unsquashfs: { is: W, reads: "-l -ls -s -stat -ll -lls -lc -llc -i -info", opts: { "-f -force": D } },
  "mksquashfs genisoimage mkisofs": W,
  unshar: "runs",

  // ---- JavaScript and TypeScript.
  "jshint quick-lint-js ts-prune ts-unused-exports type-coverage tsd publint bundlesize wait-on": R,
  "standard semistandard xo tslint textlint": LINT_FIX,
  sherif: { is: R, opts: { "-f --fix": W } },
  "jscpd": { is: R, opts: { "-o --output": W } },
  "depcruise dependency-cruiser": { is: R, opts: { "-o --output-to": W } },
  "npm-check": { is: R, opts: { "-u --update -y --update-all": "installs" } },
  syncpack: { sub: { "list lint list-mismatches lint-semver-ranges": R, "fix-mismatches format set-semver-ranges update fix": W } },
  manypkg: { sub: { check: R, fix: W, upgrade: W, "run exec": "runs" } },
  "sort-package-json": { is: W, reads: "-c --check" },
  dprint: { sub: { "check output-file-paths output-resolved-config license": R, fmt: W, "config init": W, upgrade: "installs" } },
  "lint-staged": "runs",
  "semantic-release release-it": { is: "sends", dry: "--dry-run -d" },
  "standard-version": { is: W, dry: "--dry-run" },
  changeset: { sub: { status: R, "version add tag pre init": W, "": W, publish: "sends" } },
  "conventional-changelog auto-changelog": W,
  np: "sends",
  parcel: { sub: { build: W } },
  "rspack rsbuild": { sub: { build: W } },
  "microbundle babel postcss sass node-sass lessc stylus tailwindcss unbuild bunchee size-limit": W,
  ncc: { sub: { build: W, run: "runs" } },
  "terser uglifyjs": { is: R, opts: { "-o --output": W } },
  "svgo": D,
  "jasmine tape uvu qunit testcafe cucumber-js istanbul lighthouse": W,
  wdio: { sub: { run: W } },
  stryker: { sub: { run: W, init: "installs" } },
  "codecov coveralls": "sends",
  "newman k6 artillery locust": "runs",
  "autocannon hey ab wrk vegeta siege h2load": "sends",
  nest: { sub: { "build generate g": W, "info i": R, "start": "runs", "new n add": "installs" } },
  gatsby: { sub: { build: W, "develop serve": "sends", clean: D, info: R } },
  "react-native": { sub: { "info doctor config": R, bundle: W, "start run-android run-ios": "runs" } },
  "electron-forge": { sub: { "make package": W, publish: "sends", start: "runs" } },
  eleventy: { is: W, opts: { "--serve": "sends" } },
  "node-gyp": { sub: { "configure build rebuild": W, "clean remove": D, install: "installs", list: R } },
  "patch-package": W,
  degit: { is: W, opts: { "-f --force": D } },
  "npm-run-all run-s run-p concurrently cross-env dotenv env-cmd zx jiti esr sucrase-node babel-node coffee nbb bb tsc-watch": "runs",
  "serve http-server live-server browser-sync json-server": "sends",
  "ni nci": "installs",
  "nr nlx": "runs",
  nun: D,
  n: { sub: { "ls list lsr ls-remote which bin": R }, is: "installs" },
  rush: { sub: { "build rebuild change": W, "install update": "installs", "list check": R, publish: "sends", purge: D } },
  vsce: { sub: { "package": W, publish: "sends", "ls show": R } },
  ovsx: { sub: { publish: "sends" } },
  flow: { sub: { check: R, version: R } },
  "graphql-codegen openapi-typescript orval widdershins": W,
  "shadow-cljs": { sub: { "compile release check": W, "watch server node-repl cljs-repl clj-repl browser-repl run": "runs" } },
  "ts-node-esm tsimp": "runs",
  jscodeshift: "runs",
  redocly: { sub: { "lint stats": R, "bundle build-docs split join": W, "preview-docs preview push login": "sends" } },
  "swagger-cli": { sub: { validate: R, bundle: W } },
  "openapi-generator openapi-generator-cli": { sub: { "validate list version config-help help author": R, "generate batch": W } },
  ajv: { sub: { "validate test": R, "compile migrate": W } },
  "html-validate csslint lesshint sass-lint alex write-good proselint cspell mdl markdown-link-check check-jsonschema jsonschema dockerfilelint bashate checkbashisms renovate-config-validator action-validator cfn_nag cfn_nag_scan kube-linter kubent kube-bench dockle dive container-diff": R,
  squawk: { is: R, sub: { "upload-to-github": "sends" } },
  zizmor: LINT_FIX,
  cookstyle: { is: R, opts: { "-a --auto-correct -A --autocorrect --autocorrect-all": W } },
  regal: { sub: { lint: R, "fix new init": W, version: R } },
  remark: { is: R, opts: { "-o --output": W } },
  lychee: { is: R, opts: { "-o --output --cache": W } },
  htmltest: W,

  // ---- Python.
  "pyflakes pycodestyle pydocstyle prospector pylama vulture radon xenon deptry interrogate tryceratops dodgy validate-pyproject check-wheel-contents": R,
  "pip-review": { is: R, opts: { "-a --auto -i --interactive": "installs" } },
  "pytype basedpyright stubgen stubtest pyupgrade add-trailing-comma reorder-python-imports blacken-docs flynt wily pyproject-fmt yamlfix pyinstaller nuitka cython cythonize f2py shiv sphinx-build sphinx-apidoc sphinx-quickstart": W,
  "conda-lock": { valued: "-f --file -p --platform", sub: { "lock render": W, "": W, install: "installs" } },
  "autoflake docformatter": { is: R, opts: { "-i --in-place": W } },
  "2to3": { is: R, opts: { "-w --write -o --output-dir": W } },
  "pycln ssort sqlfmt": { is: W, reads: "-c --check -d --diff" },
  djlint: { is: R, opts: { "--reformat": W } },
  "sqlfluff": { sub: { "lint parse render dialects rules version": R, "fix format": W } },
  "sqlformat": { is: R, opts: { "-o --outfile": W } },
  pg_format: { is: R, opts: { "-o --output -i --inplace": W } },
  "cmake-format": { is: R, opts: { "-i --in-place -o --outfile-path": W } },
  "cmakelint flawfinder lizard splint oclint include-what-you-use pgsanity": R,
  "dmypy pyre": "outlives",
  "ipython bpython ptpython jython micropython python3.8 python3.9 python3.10 python3.11 python3.12 python3.13 python3.14 pypy3.9 pypy3.10 pypy3.11 uvx": "runs",
  "pip3.8 pip3.9 pip3.10 pip3.11 pip3.12 pip3.13 pip3.14": PIP,
  "python-config python3-config": R,
  flit: { sub: { build: W, publish: "sends", install: "installs", init: W } },
  twine: { sub: { check: R, "upload register": "sends" } },
  "pyproject-build": W,
  maturin: { sub: { "build sdist": W, develop: "installs", "publish upload": "sends", "new init generate-ci": W, list: R } },
  auditwheel: { sub: { show: R, repair: W } },
  "delocate-listdeps": R,
  "delocate-wheel": W,
  // (`jupyter server list` lists the servers running, from its runtime files; the bare subcommand starts one.)
  jupyter: { reads: "--paths --config-dir --data-dir --runtime-dir", sub: { nbconvert: { is: W, opts: { "--execute": "runs", "--inplace": D } }, kernelspec: { sub: { list: R } }, "notebook lab server": { is: "runs", sub: { list: R } }, "console qtconsole execute run": "runs" } },
  "jupyter-nbconvert": { is: W, opts: { "--execute": "runs", "--inplace": D } },
  nbstripout: { is: W, opts: { "--install --uninstall": "settings" }, reads: "--status --is-installed" },
  jupytext: { is: W, opts: { "--execute --pipe --check --pre-commit --pre-commit-mode": "runs" } },
  "jupyter-book": { sub: { build: W, clean: D, create: W } },
  "nbqa papermill voila streamlit gradio uvicorn gunicorn hypercorn daphne waitress-serve celery dramatiq rq scrapy fab doit pydoit py-spy scalene memray pyinstrument": "runs",
  flask: { sub: { routes: R, "run shell": "runs" } },
  fastapi: { sub: { "dev run": "runs" } },
  towncrier: { sub: { check: R, create: W, build: D, "": D }, dry: "--draft" },
  "bump2version bumpversion": { is: W, dry: "--dry-run -n" },
  "bump-my-version": { sub: { "show show-bump": R, "bump replace sample-config": W }, dry: "--dry-run -n" },
  cz: { sub: { "check version ls info example schema": R, "changelog ch commit c init": W }, dry: "--dry-run" },
  dvc: {
    sub: {
      "status diff dag ls list doctor version": R,
      metrics: { sub: { "show diff": R } },
      params: { sub: { diff: R } },
      plots: { sub: { "show diff": W } },
      // repro --dry prints the commands of the stages it would run.
      repro: { is: "runs", dry: "--dry" },
      run: "runs",
      // Experiments run the pipeline; shown and listed they read; applied they write over the workspace.
      exp: { is: "runs", sub: { "show diff list": R, push: "sends", "pull branch save": W, "remove rm gc apply": D } },
      remote: { sub: { list: R, "add modify rename default": "settings", remove: D } },
      config: { is: "settings", reads: "-l --list" },
      cache: { sub: { dir: R, migrate: W } },
      data: { sub: { status: R } },
      stage: { sub: { list: R, add: W } },
      queue: { sub: { "status logs": R, start: "outlives", "stop kill": "system", remove: D } },
      "check-ignore ls-url root": R,
      "unprotect update freeze unfreeze": W,
      move: D,
      // dvc install writes git hooks.
      install: "settings",
      push: "sends",
      "fetch add commit import import-url get get-url init": W,
      "pull checkout gc remove destroy": D,
    },
  },
  "huggingface-cli": { sub: { "whoami env scan-cache version": R, "upload upload-large-folder": "sends", "login logout lfs-enable-largefiles": "settings", "delete-cache": D, download: "outside", repo: { ...VERBS, sub: { create: "sends" } }, "repo-files": { sub: { delete: D } } } },
  pixi: { sub: { "list tree info search": R, "run shell exec shell-hook": "runs", "install add remove update upgrade global": "installs" } },
  pipreqs: { is: W, reads: "--print", opts: { "--force": D } },
  pyinfra: { is: "system", dry: "--dry" },

  // ---- Ruby.
  "reek flay flog ri typeprof": R,
  rubycritic: W,
  brakeman: { is: R, opts: { "-o --output": W } },
  "bundle-audit bundler-audit": { sub: { "check version stats": R } },
  yard: { sub: { "doc yardoc graph": W, "": W, "stats list ri": R, server: "sends" } },
  "rdoc cucumber racc ragel": W,
  "erb pry guard sidekiq puma unicorn thin rackup thor": "runs",
  // fastlane's lanes are the project's Ruby (its Fastfile, loaded to list them too); only listing them is known.
  fastlane: { sub: { "lanes list": W, "run": "runs", "add_plugin install_plugins update_plugins update_fastlane": "installs" } },
  "erblint erb_lint haml-lint slim-lint": { is: R, opts: { "-a --autocorrect -A --autocorrect-all": W } },
  srb: { sub: { tc: R, rbi: W } },
  steep: { sub: { "check stats validate": R, init: W } },
  rufo: { is: W, reads: "-c --check" },
  stree: { sub: { "check format ast doc json match version": R, write: W } },
  tapioca: { sub: { "gem dsl init annotations todo require check-shims": W } },
  rbs: { sub: { "validate list ancestors methods method constant paths prototype parse": R, collection: { sub: { "install update": "installs", init: W } } } },
  license_finder: { sub: { "report action_items version": R, "": R, "approvals permitted_licenses restricted_licenses ignored_dependencies ignored_groups inherited_decisions project_name dependencies": W } },
  mina: "sends",
  kamal: VERBS,
  "rvm ruby-build ruby-install": "installs",
  middleman: { sub: { build: W, "server serve": "sends" } },

  // ---- PHP.
  "php-cs-fixer": { sub: { fix: W, "check describe list list-files list-sets help": R }, dry: "--dry-run" },
  phpcbf: W,
  pint: { is: W, dry: "--test" },
  rector: { sub: { process: W, "": W, list: R }, dry: "--dry-run -n" },
  "phpmd phpcpd phploc phan deptrac composer-require-checker composer-unused": R,
  "phpdoc phpDocumentor phpmetrics infection paratest behat phpize": W,
  phpspec: { sub: { "run describe": W } },
  "psysh phing robo": "runs",
  "php-config": R,
  "pecl pear phpbrew phpenv": "installs",
  wp: { sub: { cli: { sub: { "info version": R } }, "plugin theme": { sub: { "list status search get path is-installed is-active": R } }, core: { sub: { "version check-update verify-checksums": R } }, "option post user": { sub: { "list get": R } } } },
  symfony: { sub: { "check:requirements check:security local:check:requirements version help server:list server:status": R, "server:start serve": "sends" } },

  // ---- Java, Kotlin, Scala, Groovy.
  "javadoc jlink jpackage jmod native-image groovyc": W,
  "jdeprscan serialver": R,
  jarsigner: { is: W, reads: "-verify" },
  jfr: { sub: { "print summary metadata view": R } },
  "jrunscript jdb jbang kscript amm": "runs",
  jwebserver: "sends",
  jstatd: "outlives",
  "gu": "installs",
  scalafmt: { is: W, reads: "--test --list -l" },
  scalafix: { is: W, reads: "--check" },
  "scala-cli": { sub: { "compile test fmt package doc setup-ide": W, "run repl shell": "runs", publish: "sends", version: R } },
  "coursier cs": { sub: { "resolve fetch complete list": R, "install setup update uninstall": "installs", launch: "runs", bootstrap: W } },
  "google-java-format": { is: R, opts: { "-i --replace": W } },
  jib: "sends",
  kubebuilder: { sub: { "init create edit": W, version: R } },
  "operator-sdk": { sub: { "init create generate": W, version: R } },
  "controller-gen": W,

  // ---- Go.
  "gofumpt golines misspell": { is: R, opts: { "-w -o": W } },
  gci: { sub: { "print diff list": R, write: W } },
  "gocritic errcheck ineffassign gocyclo deadcode nilaway benchstat impl": R,
  "go-licenses": { sub: { "check report csv": R, save: W } },
  "mockgen mockery stringer oapi-codegen gotests": W,
  wire: { sub: { "gen": W, "check show diff": R, "": W } },
  sqlc: { sub: { "generate init": W, "compile diff vet version": R, "push upload verify cloud": "sends" } },
  templ: { sub: { "generate fmt": W, "info version": R } },
  "air reflex dlv": "runs",
  ko: { sub: { version: R, "build publish resolve": "sends", "apply create run": "system", delete: D } },
  tinygo: { sub: { "build test": W, "run gdb": "runs", flash: "system", "info version targets env": R } },
  swag: { sub: { "init i fmt f": W } },
  swagger: { sub: { generate: W, "validate diff version": R, serve: "sends" } },
  "godoc pkgsite": "sends",

  // ---- Rust and WebAssembly.
  "rustdoc clippy-driver wasm-bindgen wasm-opt": W,
  "rust-gdb rust-lldb evcxr wasmtime wasmer wasm3": "runs",
  "wasm-pack": { sub: { "build test pack new": W, "publish login": "sends" } },
  trunk: { sub: { "build watch": W, serve: "sends", clean: D } },
  "rustfilt addr2line c++filt llvm-cxxfilt llvm-objdump llvm-readelf llvm-readobj llvm-nm llvm-size llvm-symbolizer llvm-dwarfdump llvm-config size eu-readelf eu-nm eu-objdump eu-size eu-addr2line eu-stack lddtree scanelf checksec gprof ms_print callgrind_annotate cg_annotate": R,
  "llvm-strip llvm-objcopy strip objcopy ranlib llvm-ranlib elfedit eu-strip eu-elfcompress": W,
  "llvm-profdata": { sub: { show: R, "merge overlap": W } },
  "llvm-cov": { sub: { "report export": R, show: W } },
  "lipo llvm-lipo": { is: W, reads: "-info -detailed_info -archs -verify_arch" },
  patchelf: { is: W, reads: "--print-interpreter --print-rpath --print-needed --print-soname --print-os-abi --print-execstack", opts: { "--set-interpreter --set-rpath --add-rpath --remove-rpath --shrink-rpath --add-needed --remove-needed --replace-needed --set-soname --no-default-lib --clear-symbol-version --set-os-abi --clear-execstack --set-execstack --rename-dynamic-symbols --add-debug-tag --page-size": W } },
  chrpath: { is: W, reads: "-l --list", opts: { "-r --replace -d --delete -c --convert": W } },
  upx: { is: W, reads: "-l -t --list --test" },
  binwalk: { is: R, opts: { "-e --extract -D --dd -z --carve -M --matryoshka": W, "-r --rm": D } },
  "radare2 r2 rizin rr uftrace heaptrack bpftrace": "runs",

  // ---- C and C++.
  "cpp gfortran gdc gccgo icc icx icpx nvcc hipcc emcc em++ clang-cpp musl-gcc": W,
  tcc: { is: W, opts: { "-run": "runs" } },
  "emrun emcmake emconfigure emmake bear scan-build distcc configure": "runs",
  "autoconf autoreconf automake aclocal autoheader libtoolize autoupdate autoscan premake5 premake4 qmake cpack doxygen gcovr genhtml": W,
  ccache: { is: "runs", reads: "-s --show-stats -p --show-config --print-stats -x --show-compression", opts: { "-C --clear --cleanup --zero-stats --evict-older-than --evict-namespace --trim-dir": D, "-M --max-size -F --max-files --set-config --recompress -X": "settings" } },
  conan: {
    sub: {
      "search list inspect graph": R,
      "build create export export-pkg source new": W,
      "install download": "installs",
      upload: "sends",
      remove: D,
      profile: { sub: { "list show path": R } },
      remote: { sub: { list: R }, is: "settings" },
      config: { sub: { "show home": R } },
    },
  },
  vcpkg: { sub: { "search list depend-info owns version": R, "install x-update-baseline update upgrade": "installs", remove: D, integrate: "settings", "new format-manifest": W } },
  xmake: { sub: { "build b config f package p project": W, "": W, "run r": "runs", "clean c": D, "install i uninstall u": "installs", show: R } },
  gn: { sub: { "desc ls refs path check meta outputs help": R, "gen format": W, clean: D } },

  // ---- .NET.
  "csc vbc fsc dotnet-format": W,
  "mono fsi csi dotnet-script": "runs",
  // nuget locals NAME -list prints where its caches are; -clear empties them.
  nuget: { sub: { "list search help": R, locals: { reads: "-list -l", opts: { "-clear -c": D } }, pack: W, "restore install": "installs", push: "sends", delete: D } },
  paket: { sub: { "outdated why find-packages show-installed-packages show-groups": R, "install restore update add": "installs", remove: D } },
  ilspycmd: { is: R, opts: { "-o --outputdir -p --project": W } },
  azd: VERBS,
  func: VERBS,

  // ---- Elixir, Erlang, Haskell, OCaml, Elm and kin.
  "iex erl escript ghci runghc runhaskell lfe utop ocaml racket sbcl clisp guile gsi swipl gprolog octave maxima gp sage raku rakudo perl6 hhvm qjs llrt rhino d8 jjs radian fennel": "runs",
  "elixirc dialyzer ct_run hpack haddock hspec-discover ocamlc ocamlopt ocamlbuild elm-test moonc": W,
  purs: { sub: { "compile docs graph": W, repl: "runs" } },
  "typer weeder": R,
  ghcup: { sub: { "list debug-info whereis": R, "install set upgrade compile": "installs", "rm gc nuke": D } },
  hlint: { is: R, opts: { "--refactor": W } },
  "ormolu fourmolu": { is: R, opts: { "-i -m --mode": W } },
  "stylish-haskell ocamlformat": { is: R, opts: { "-i --inplace": W } },
  hoogle: { is: R, sub: { generate: W, server: "sends" } },
  "ghcid": "runs",
  spago: { sub: { "build test bundle docs bundle-app bundle-module": W, "run repl": "runs", install: "installs", publish: "sends" } },
  elm: { sub: { make: W, init: W, reactor: "sends", repl: "runs", install: "installs", publish: "sends", diff: R, bump: W } },
  "elm-format": { is: W, reads: "--validate" },
  "elm-review": LINT_FIX,
  rescript: { sub: { "build format": W, "": W, clean: D } },
  kerl: "installs",
  nimble: { sub: { "build test check c cpp js doc init refresh": W, "install develop": "installs", uninstall: D, run: "runs", publish: "sends", "list search dump path tasks": R } },
  shards: { sub: { "install update": "installs", build: W, "list check outdated version": R, prune: D } },
  odin: { sub: { "build check test doc": W, run: "runs" } },
  tl: { sub: { check: R, "gen build": W, run: "runs" } },

  // ---- Swift, Apple platforms, Dart.
  swiftlint: { sub: { "lint analyze rules version reporters": R, "": R, "generate-docs": W }, opts: { "--fix --autocorrect --format": W } },
  swiftformat: { is: W, dry: "--dryrun --lint" },
  "swift-format": { is: R, sub: { lint: R, format: R, "dump-configuration": R }, opts: { "-i --in-place": W } },
  "xcpretty xcbeautify": R,
  xcodegen: W,
  // xcrun runs the developer tool it names; its own options print paths, and simctl drives the simulators.
  xcrun: {
    is: "runs",
    // Its own options stand before the tool, whose options may look alike (`xcrun git push -f`): alone they read.
    valued: "--sdk --toolchain --find -f",
    sub: {
      "": { reads: "--find -f --show-sdk-path --show-sdk-version --show-sdk-build-version --show-sdk-platform-path --show-sdk-platform-version --show-toolchain-path --version" },
      simctl: { verbs: true, sub: { "list getenv get_app_container appinfo listapps": R, "boot shutdown create clone openurl push": "system", "erase delete uninstall": D, install: "installs", "launch spawn": "runs" } },
      notarytool: { sub: { "history info log": R, "submit wait": "sends", "store-credentials": "settings" } },
      stapler: { sub: { validate: R, staple: W } },
      altool: "sends",
      // xcresulttool prints what a test run's result bundle holds; export and merge write files of it.
      xcresulttool: { sub: { "get metadata graph formatDescription version": R, "export merge compare": W } },
      "xctrace devicectl": { sub: { list: R } },
    },
  },
  "xcode-select": { is: "system", reads: "-p --print-path -v --version", opts: { "-s --switch --install -r --reset": "system" } },
  pod: { sub: { "install update repo-update": "installs", "outdated search list env": R, trunk: "sends", init: W, deintegrate: D, lib: { sub: { lint: W, create: W } }, spec: { sub: { lint: W, cat: R, which: R } } } },
  fvm: { sub: { "list ls releases doctor api": R, "install use global": "installs", remove: D, "flutter dart exec spawn": "runs" } },
  melos: { sub: { "bootstrap bs": "installs", "run exec": "runs", list: R, "analyze format test version": W, publish: "sends", clean: D } },

  // ---- Lua, Perl, R, Julia.
  luarocks: { sub: { "list search show path which help doc": R, install: "installs", "remove purge": D, "make build": "installs", "pack test": W, lint: R, upload: "sends", config: { sub: { "": R } } } },
  "luacheck selene perlcritic podchecker kpsewhich chktex lacheck": R,
  luac: { is: W, reads: "-p" },
  busted: W,
  "perltidy prove h2xs pod2man pod2html pod2text pod2markdown": W,
  pod2usage: R,
  // cpanm --showdeps and --scandeps print the dependencies they would install.
  "cpan cpanm": { is: "installs", reads: "--info --showdeps --scandeps" },
  carton: { sub: { "list tree check show": R, "install update bundle": "installs", exec: "runs" } },
  perldoc: { is: R, opts: { "-M -w -o": "runs" } },
  perlbrew: { sub: { "list available info version": R, "install upgrade-perl install-cpanm self-upgrade": "installs", "uninstall clean": D, exec: "runs", "use switch switch-off off": "settings" } },
  plenv: { sub: { "versions version which whence": R }, is: "installs" },
  dzil: { sub: { "build test listdeps authordeps smoke": W, release: "sends", install: "installs", clean: D } },
  R: { is: "runs", sub: { CMD: { sub: { "build check Rd2pdf Rdconv Rd2txt": W, INSTALL: "installs", REMOVE: D, "BATCH": "runs" } } } },
  quarto: { sub: { "render create convert": W, "preview serve publish": "sends", "check inspect": R, "install tools uninstall update": "installs", run: "runs" } },
  juliaup: { sub: { "status st list ls": R, "add update up self": "installs", "remove rm gc": D, "default link override config": "settings" } },

  // ---- Documentation and sites.
  hugo: { is: W, sub: { "version env config list": R, "new gen": W, "server serve": "sends", deploy: "sends", convert: D, mod: { sub: { "graph verify": R, "get tidy vendor npm": "installs", clean: D } } } },
  "jekyll hexo mkdocs vuepress vitepress docusaurus zola mdbook": SITE,
  docsify: { sub: { serve: "sends", init: W } },
  pelican: { is: W, opts: { "-l --listen": "sends" } },
  "sphinx-autobuild": "sends",
  "typedoc jsdoc esdoc api-extractor antora rst2html rst2html5 rst2pdf rst2man rst2latex rst2odt texi2any makeinfo install-info ronn mmdc plantuml helm-docs tesseract ocrmypdf wkhtmltopdf weasyprint ps2pdf pdf2ps pdfcrop pdfjam": W,
  compodoc: { is: W, opts: { "-s --serve -w --watch": "sends" } },
  documentation: { sub: { "build readme": W, lint: R, serve: "sends" } },
  "asciidoctor asciidoctor-pdf": { is: W, opts: { "-r --require": "runs" } },
  docfx: { sub: { "build metadata pdf init": W, serve: "sends" } },
  "redoc-cli": { sub: { "build bundle": W, serve: "sends" } },
  pandoc: { is: R, opts: { "-o --output --extract-media": W, "-F --filter -L --lua-filter -d --defaults --pdf-engine-opt": "runs" } },
  "cmark markdown scdoc txt2man man2html mandoc tbl eqn pic refer soelim": R,
  marked: { is: R, opts: { "-o --output": W } },
  "groff nroff troff": { is: R, opts: { "-U": "runs" } },
  "help2man m4 gomplate": "runs",
  typst: { sub: { "compile c watch w init": W, "query fonts": R } },
  "pdflatex xelatex lualatex latex tex etex pdftex luatex": { is: W, opts: { "-shell-escape --shell-escape -enable-write18 --enable-write18": "runs" } },
  latexmk: { is: W, opts: { "-c -C -CA": D, "-e -r -shell-escape": "runs" } },
  "bibtex biber makeindex tectonic dvipdfm dvipdfmx dvips": W,
  latexindent: { is: R, opts: { "-w --overwrite -o --outputfile": W } },
  tlmgr: { sub: { "info search list": R, "install update": "installs", remove: D } },
  "msgfmt msgmerge xgettext msginit msgcat msgattrib msguniq msgunfmt": W,
  "gettext ngettext": R,

  // ---- Media, images and PDF.
  "ffplay soxi play mpg123 ogg123 aplay paplay afplay chafa viu timg catimg vipsheader otfinfo fc-list fc-match fc-query fc-pattern pdffonts capinfos": R,
  "sox lame oggenc opusenc cwebp dwebp avifenc avifdec heif-convert heif-enc HandBrakeCLI mkvextract MP4Box x264 x265 vips vipsthumbnail resvg ttx pyftsubset pdftotext pdftohtml pdftoppm pdftocairo pdfseparate pdfunite pdfattach pdftk afconvert screencapture editcap mergecap dumpcap tcpflow": W,
  flac: { is: W, reads: "-t --test", opts: { "--delete-input-file -f --force": D } },
  optipng: { is: W, dry: "-simulate" },
  pngquant: { is: W, opts: { "-f --force --ext": D } },
  jpegoptim: { is: W, dry: "-n --noaction", opts: { "-m --max -S --size -s --strip-all": D } },
  oxipng: { is: W, dry: "-P --pretend", opts: { "--strip": D } },
  gifsicle: { is: R, opts: { "-o --output": W, "-b --batch": D } },
  "jpegtran cjpeg djpeg": { is: R, opts: { "-outfile": W } },
  "img2pdf rsvg-convert": { is: R, opts: { "-o --output": W } },
  exiv2: { is: R, sub: { "pr print": R, "ex extract": W, "rm delete mo modify in insert mv rename fi fixiso fc fixcom ad adjust": D }, opts: { "-M -m": D } },
  pdfimages: { is: W, reads: "-list" },
  pdfdetach: { is: W, reads: "-list" },
  pdfsig: { is: R, opts: { "-add-signature": W } },
  qpdf: { is: W, reads: "--check --show-npages --show-pages --show-encryption --show-xref --show-object --json --is-encrypted --requires-password --list-attachments", opts: { "--replace-input": D } },
  mutool: { sub: { "show info pages trace": R, "draw convert clean merge create poster extract": W, run: "runs" } },
  mkvmerge: { is: W, reads: "-i --identify -J -l --list-types --list-languages" },
  mkvinfo: R,
  mkvpropedit: D,
  "dot neato circo fdp twopi sfdp osage patchwork": { is: R, opts: { "-o -O": W } },
  d2: { is: W, opts: { "-w --watch": "sends" } },
  "gnuplot asy asymptote blender": "runs",
  say: { is: R, opts: { "-o --output-file": W } },
  textutil: { is: W, reads: "-info -help" },
  sips: { is: D, reads: "-g --getProperty --formats -h --help", opts: { "-s --setProperty -r --rotate -f --flip -c --cropToHeightWidth -p --padToHeightWidth -z --resampleHeightWidth -Z --resampleHeightWidthMax --resampleWidth --resampleHeight -i --addIcon -e --embedProfile -E --embedProfileIfNone -m --matchTo -M --matchToWithIntent -d --deleteProperty -x --extractProfile -o --out --deleteColorManagementProperties --optimizeColorForSharing": D, "-j --js": "runs" } },
  pactl: { sub: { "list info stat get-default-sink get-default-source get-sink-volume get-sink-mute get-source-volume get-source-mute": R }, is: "settings" },
  amixer: { sub: { "scontrols scontents controls contents get cget sget info": R, "": R }, is: "settings" },
  wpctl: { sub: { "status inspect get-volume": R }, is: "settings" },
  "yt-dlp youtube-dl": { is: W, opts: { "--exec --exec-before-download --exec-before --plugin-dirs --postprocessor-args --ppa": "runs", "-U --update --update-to": "installs", "--cookies-from-browser": "sends" } },
  "axel httrack": W,
  wget2: { is: W, reads: "--spider", opts: { "--post-data --post-file --method --body-data --body-file": "sends", "-O --output-document": W, "-e --execute": "runs" } },

  // ---- Databases and migrations.
  "mongostat mongotop pg_controldata pg_waldump pg_lsclusters pg_verifybackup mysqlshow mysql_tzinfo_to_sql mysql_config sqldiff sqlite3_analyzer pt-summary pt-mysql-summary pt-duplicate-key-checker pt-variable-advisor pt-diskstats migra": R,
  "pt-query-digest": { is: R, opts: { "--review --history --execute-command": "system" } },
  pg_amcheck: { is: R, opts: { "--install-missing": "system" } },
  bsondump: { is: R, opts: { "--outFile -o": W } },
  mysqlbinlog: { is: R, opts: { "-r --result-file --raw": W } },
  mysqlcheck: { is: R, opts: { "-r --repair -o --optimize -a --analyze --auto-repair --fix-db-names --fix-table-names": "system" } },
  mysql_config_editor: { sub: { print: R, "set remove reset": "settings" } },
  "pgbench mysqlimport myloader pg_archivecleanup pt-archiver": D,
  "pt-online-schema-change": { is: D, dry: "--dry-run" },
  "pg_upgrade vacuumdb reindexdb clusterdb pg_createcluster mysql_upgrade mysql_secure_installation pt-kill": "system",
  pg_dropcluster: D,
  pg_checksums: { is: "system", reads: "-c --check", opts: { "-e --enable -d --disable": "system" } },
  "mysqlsh arangosh": "runs",
  litestream: { sub: { "snapshots generations wal databases version": R, replicate: "sends", restore: W } },
  nodetool: { valued: "-h --host -p --port -u --username -pw --password", sub: { "status info ring describecluster tablestats cfstats compactionstats tpstats gossipinfo version netstats getcompactionthroughput proxyhistograms tablehistograms statusgossip statusbinary listsnapshots describering getendpoints": R }, is: "system" },
  // bq query --dry_run plans the query and says how much it would read.
  bq: { valued: "--project_id --location --format", sub: { "ls show head version help": R, rm: D, query: { dry: "--dry_run --dry-run" } } },
  cbt: VERBS,
  "drizzle-kit": { sub: { "generate introspect pull up": W, "check export": R, "push migrate": "system", drop: D, studio: "sends" } },
  typeorm: { sub: { "migration:show schema:log version": R, "migration:generate migration:create entity:create subscriber:create init": W, "migration:run schema:sync": "system", "migration:revert schema:drop cache:clear": D } },
  "node-pg-migrate db-migrate": { sub: { create: W, up: "system", "down redo reset": D } },
  dbt: { sub: { "compile parse": W, "ls list debug show": R, "run build seed snapshot run-operation": "system", deps: "installs", clean: D, docs: { sub: { generate: W, serve: "sends" } }, init: W } },
  "pscale neonctl neon turso hasura": VERBS,

  // ---- Containers, VMs and clusters.
  cosign: { sub: { "verify verify-attestation verify-blob tree triangulate version download public-key": R, "sign attest sign-blob attest-blob upload copy": "sends", "generate-key-pair": W, clean: D, login: "settings" } },
  oras: {
    ...VERBS,
    sub: {
      pull: W,
      "push attach cp copy tag": "sends",
      "discover resolve": R,
      manifest: { ...VERBS, sub: { "fetch fetch-config": R, push: "sends" } },
      blob: { ...VERBS, sub: { fetch: R, push: "sends" } },
      repo: { ...VERBS, sub: { tags: R } },
      "login logout": "settings",
    },
  },
  "lxc-ls lxc-info lxc-checkconfig virt-top virt-df virt-ls virt-cat virt-inspector virt-filesystems virt-log virt-host-validate": R,
  "lxc-start lxc-stop lxc-create lxc-freeze lxc-unfreeze virt-install virt-clone qemu-nbd guestmount": "system",
  "lxc-destroy virt-customize virt-sysprep virt-sparsify virt-resize virt-edit": D,
  "lxc-attach lxc-execute guestfish qemu-system-x86_64 qemu-system-aarch64 qemu-system-arm qemu-system-riscv64 runc crun firecracker vboxheadless VBoxHeadless lima": "runs",
  "apptainer singularity": { sub: { "inspect search version help": R, "build pull": W, "exec run shell test instance": "runs", push: "sends", delete: D, cache: { sub: { list: R, clean: D } } } },
  "distrobox toolbox": { sub: { "list ls": R, create: "system", "enter run": "runs", rm: D } },
  "pvesh qm pct prlctl utmctl tart": VERBS,
  polaris: { sub: { audit: R, dashboard: "sends", fix: W, version: R } },
  pluto: { sub: { "detect detect-files detect-helm detect-api-resources detect-all-in-cluster list-versions version": R } },
  popeye: { is: R, opts: { "--save --output-file": W, "--push-gtw-url --s3-bucket": "sends" } },
  kubetail: R,
  helmfile: { sub: { "diff lint template build list status version": R, "apply sync charts": "system", "destroy delete": D, "deps fetch": W, repos: "settings" } },
  ct: { sub: { "lint list-changed version": R, "install lint-and-install": "system" } },
  ytt: { is: R, opts: { "--output-files": W } },
  vendir: { sub: { sync: W, version: R } },
  cue: { sub: { "eval vet def version help": R, export: { is: R, opts: { "-o --outfile": W } }, "fmt mod get import": W, cmd: "runs" } },
  jsonnet: { is: R, opts: { "-o --output-file -m --multi -c --create-output-dirs": W } },
  jb: { sub: { "install update init rewrite": W } },
  "talosctl clusterctl rancher vcluster kapp imgpkg tkn argo jx drone woodpecker-cli cilium hubble k0sctl crossplane ctlptl": VERBS,
  cdk8s: { sub: { "synth synthesize import init": W } },

  // ---- Clouds, hosting and IaC.
  "sf sfdx cf openstack stripe twilio shopify koyeb scalingo clever hcp spacectl waypoint rain sceptre ecs-cli s5cmd databricks dokku tea jira": VERBS,
  "sentry-cli": { ...VERBS, sub: { info: R, login: "settings", "send-event send-envelope upload-dif upload-dsym debug-files sourcemaps upload-proguard": "sends" } },
  cdktf: { ...VERBS, sub: { synth: W, "diff list": R, deploy: "sends", destroy: D, get: W } },
  terraformer: W,
  tfupdate: W,
  "tfenv tgenv tfswitch tgswitch": { sub: { "list list-remote version-name": R }, is: "installs" },
  terrascan: { sub: { "scan version": R } },
  kics: { sub: { scan: { is: R, opts: { "-o --output-path": W } }, version: R } },
  driftctl: { sub: { scan: R, "gen-driftignore": W } },
  opa: { sub: { "check inspect parse deps version capabilities": R, fmt: { is: R, opts: { "-w --write": W } }, "build test": W, "run exec": "runs" } },
  bicep: { sub: { "build decompile generate-params format build-params restore": W, lint: R, "publish publish-extension": "sends" } },
  "ansible-vault": { sub: { "view encrypt_string": R, "encrypt decrypt rekey create": W, edit: "runs" } },
  "ansible-pull salt-ssh salt-run salt-cp": "system",
  "ansible-console": "runs",
  molecule: { sub: { "list syntax lint matrix": R, destroy: D, "test create converge prepare side-effect verify idempotence cleanup login": "system" } },
  "salt-key": { is: "system", reads: "-L --list-all -l --list -F --finger-all -f --finger -p --print", opts: { "-a --accept -A --accept-all -r --reject -R --reject-all -d --delete -D --delete-all --gen-keys": "system" } },
  "facter hiera": R,
  kitchen: { sub: { "list diagnose": R, destroy: D }, is: "system" },
  inspec: { sub: { "check json version": R, "exec shell": "runs" } },
  "snyk sonar-scanner ggshield reviewdog": "sends",
  noseyparker: { sub: { scan: W, "report summarize": R } },
  "ripsecrets secretlint whispers": R,
  // protolint lint reads; -fix rewrites the files, -plugin runs a program, -output_file writes one.
  protolint: { sub: { lint: { is: R, opts: { "-fix --fix -auto_disable --auto_disable": W, "-plugin --plugin": "runs", "-output_file --output_file": W } }, "list version": R } },
  "git-secrets": { reads: "--scan --scan-history --list", opts: { "--install --register-aws --add --add-provider --aws-provider": "settings" } },
  "gitlab-runner": { sub: { "list status": R, verify: { is: R, opts: { "--delete": D } }, "exec": "runs", register: "settings", "run start": "outlives" } },
  "act-runner": "outlives",
  gitlint: { is: R, sub: { "install-hook uninstall-hook": "settings", "run-hook": "runs", "generate-config": W } },
  ratchet: { sub: { "lint check": R, "pin update upgrade unpin": W } },
  renovate: "sends",

  // ---- Secrets and credentials.
  // sops alone opens the file in an editor; -e, -d, -r print what they make unless told to write it: in place they
  // write over the file (a decrypted secret where the encrypted one was), to --output a file of its own.
  sops: {
    reads: "-d --decrypt -e --encrypt -r --rotate --extract",
    opts: { "-i --in-place": D, "--output": W },
    sub: { "decrypt encrypt rotate": { is: R, opts: { "-i --in-place": D, "--output": W } }, "updatekeys set unset": W, filestatus: R, "exec-env exec-file": "runs", publish: "sends", keyservice: "outlives" },
  },
  "age age-keygen": { is: R, opts: { "-o --output": W } },
  pass: { sub: { "ls list find search grep": R, "": R, show: { is: R, opts: { "-c --clip -q --qrcode": "outlives" } }, "rm mv": D, git: { sub: { "log status diff show": R } } } },
  op: { ...VERBS, sub: { read: { is: R, opts: { "-o --out-file": W } }, document: { verbs: true, sub: { get: { is: R, opts: { "-o --out-file --output": W } } } } } },
  bw: { ...VERBS, sub: { get: { is: R, opts: { "--output": W } } } },
  "keyring secret-tool saml2aws step berglas": VERBS,
  // They run the command they are given with the secrets in its environment.
  // (doppler secrets --only-names lists the names; without it the table shows the values: exposure.ts.)
  // (doppler secrets --only-names lists the names: effect-specials.ts.)
  "doppler infisical": { ...VERBS, sub: { run: "runs", secrets: VERBS } },
  chamber: { ...VERBS, sub: { exec: "runs" } },
  "aws-vault": { ...VERBS, sub: { exec: "runs", login: "sends" } },
  ejson: { sub: { decrypt: { is: R, opts: { "-o": W } }, encrypt: W, keygen: { is: R, opts: { "-w": "settings" } } } },
  dotenvx: { sub: { "get ls keypair": R, run: "runs", "set encrypt decrypt genexample": W } },
  htpasswd: { is: D, reads: "-n -v" },
  // mkcert writes the certificate here; -install trusts its authority system-wide.
  mkcert: { is: W, reads: "-CAROOT", opts: { "-install -uninstall": "system" } },
  minisign: { reads: "-V" },
  signify: { reads: "-V -C" },
  gpgv: R,
  klist: R,
  kinit: "settings",
  kdestroy: D,
  "ssh-agent gpg-agent": "outlives",
  "sshpass": "runs",
  sshfs: "system",
  sshuttle: "sends",

  // ---- Version control helpers.
  "git-lfs": { sub: { "ls-files status env version": R, "track untrack fetch pull checkout": W, install: "settings", push: "sends", prune: D, migrate: "history" } },
  "git-absorb": { is: W, opts: { "-r --and-rebase": "history" } },
  "git-cliff": { is: R, opts: { "-o --output -p --prepend": W } },
  "git-quick-stats git-standup onefetch git-summary git-effort git-info": R,
  jj: {
    valued: "-R --repository --at-op --at-operation --config --config-toml",
    sub: {
      "status st log diff show help version root interdiff evolog obslog": R,
      "": R,
      "new commit edit": W,
      "describe desc squash abandon rebase split duplicate backout absorb undo": "history",
      restore: D,
      git: { sub: { push: "sends", "fetch clone init": W, remote: { sub: { list: R }, is: "settings" } } },
      init: W,
      op: { sub: { "log show diff": R }, is: "history" },
      "bookmark branch": { sub: { "list l": R } },
      config: { sub: { "list get path": R }, is: "settings" },
      file: { sub: { "list show annotate": R } },
    },
  },

  // ---- Network diagnostics.
  "traceroute6 ping6 arping fping tcptraceroute paris-traceroute drill kdig delv doggo dog ipcalc sipcalc iwlist bmon nload ifstat bwm-ng ngrep termshark httping tcping avahi-browse avahi-resolve avahi-resolve-host-name avahi-resolve-address nmblookup showmount rpcinfo snmpwalk snmpget snmpbulkwalk snmptable snmpstatus ldapsearch ldapwhoami geoiplookup mmdblookup iptables-save ip6tables-save": R,
  "hping3 nping zmap arp-scan tcpreplay websocat wscat grpcurl evans ghz nsupdate mail mailx ssmtp": "sends",
  // sendmail -bv only verifies addresses and -bp prints the queue; msmtp --serverinfo asks the server what it offers,
  // --pretend prints its settings.
  sendmail: { is: "sends", reads: "-bv -bp" },
  msmtp: { is: "sends", reads: "--serverinfo -S --pretend -P --version" },
  // mutt -v prints its version and build (its settings, which may run commands in backticks, it does not read then).
  "mutt neomutt": { is: "sends", reads: "-v -V" },
  "snmpset ldapmodify ldapadd ldappasswd openvpn": "system",
  // iptables-restore --test parses the rules and commits nothing.
  "iptables-restore ip6tables-restore": { is: "system", dry: "-t --test" },
  ldapdelete: D,
  smbclient: { reads: "-L --list" },
  arp: { is: R, opts: { "-d --delete -s --set -f --file": "system" } },
  route: { valued: "-A", sub: { "": R, "get monitor show print PRINT": R, "add del delete change flush": "system" } },
  tc: { sub: { "qdisc class filter": { sub: { "show ls list": R }, is: "system" } }, is: "system" },
  conntrack: { is: "system", reads: "-L --dump -G --get -C --count -S --stats -E --event", opts: { "-D --delete -F --flush -U --update -I --create": "system" } },
  ethtool: { is: R, opts: { "-s --change -A --pause -C --coalesce -G --set-ring -K --features --offload -L --set-channels -E --change-eeprom -f --flash -W --set-dump -p --identify -r --negotiate -X --set-rxfh-indir --set-rxfh -N -U --config-nfc --config-ntuple --set-priv-flags --set-eee --set-fec --reset --set-phy-tunable --set-module --set-mm --set-plca-cfg -t --test": "system" } },
  wg: { sub: { "show showconf genkey genpsk pubkey": R, "": R }, is: "system" },
  "wg-quick": { sub: { strip: R }, is: "system" },
  // tailscale serve (funnel) status shows what is served; file get receives what was sent here.
  tailscale: { sub: { "status ip netcheck ping whois version": R, "serve funnel": { is: "sends", sub: { status: R, reset: "settings" } }, file: { is: "sends", sub: { get: W } }, "up down set login logout switch": "system", ssh: "runs" } },
  "zerotier-cli": { sub: { "info listnetworks listpeers peers": R, "join leave set": "system" } },
  "tsh boundary": VERBS,
  "dns-sd": { is: R, opts: { "-R -P": "sends" } },
  sntp: { is: R, opts: { "-S -s": "system" } },
  ntpq: R,
  ntpdate: { is: "system", reads: "-q" },
  chronyc: { valued: "-h -p -f", sub: { "tracking sources sourcestats activity ntpdata serverstats clients rtcdata selectdata authdata waitsync": R }, is: "system" },

  // ---- Linux administration.
  "lsscsi lsmem lsinitramfs lsb_release hostid modinfo getcap getenforce sestatus getsebool aa-status apparmor_status ausearch aureport lastb rc-status checkrestart needs-restarting systemd-cgls systemd-cgtop systemd-delta systemd-path systemd-escape systemd-id128 mountpoint quota repquota xfs_info dumpe2fs acpi upower tlp-stat edac-util fail2ban-regex debconf-show repoquery checkupdates pactree equery qlist eix xbps-query pkg_info": R,
  pkgfile: { is: R, opts: { "-u --update": "system" } },
  lshw: { is: R, opts: { "-dump": W } },
  hwinfo: { is: R, opts: { "--log": W } },
  dmidecode: { is: R, opts: { "--dump-bin": W } },
  "setcap depmod renice edquota setquota update-rc.d invoke-rc.d add-apt-repository apt-add-repository debconf-set-selections dpkg-reconfigure locale-gen localedef update-locale sensors-detect partprobe e4defrag fstrim aa-enforce aa-complain aa-disable aa-audit apparmor_parser setsebool systemd-tmpfiles systemd-sysusers tasksel updatedb yum-config-manager": "system",
  "do-release-upgrade": "installs",
  makepkg: "runs",
  "systemd-inhibit systemd-cat": "runs",
  udevadm: { sub: { "info monitor": R }, is: "system" },
  dkms: { sub: { status: R }, is: "system" },
  logrotate: { is: "system", dry: "-d --debug" },
  "unattended-upgrade unattended-upgrades": { is: "installs", dry: "--dry-run" },
  "apt-key": { sub: { "list finger fingerprint export exportall": R }, is: "system" },
  "apt-mark": { sub: { "showauto showmanual showhold showinstall showremove showpurge": R }, is: "system" },
  "apt-file": { sub: { "search find list show": R } },
  debsums: { is: R, opts: { "-g --generate": "system" } },
  "dpkg-divert dpkg-statoverride": { is: "system", reads: "--list", opts: { "--add --remove --rename --update": "system" } },
  "dpkg-deb": { reads: "-c --contents -I --info -W --show -f --field" },
  "nala dnf5 microdnf tdnf pkcon pkgin opkg": SYSTEM_PM,
  "yay paru": { is: "installs", reads: "-Ss -Si -Q -Qi -Ql -Qs -Qq -Qe -Qm -Qdt -Sl -Sg -Qo -Qk", opts: { "-R": D } },
  paccache: { is: D, dry: "-d --dryrun" },
  reflector: { is: R, opts: { "--save": "system" } },
  "pacman-key": { is: "system", reads: "-l --list-keys --list-sigs --finger" },
  pkg_add: "installs",
  pkg_delete: D,
  "xbps-remove": D,
  "chkconfig": { is: "system", reads: "--list" },
  "rc-update": { sub: { show: R }, is: "system" },
  "tuned-adm": { sub: { "list active recommend verify": R }, is: "system" },
  "fail2ban-client": { sub: { "status ping version get banned": R }, is: "system" },
  semodule: { is: "system", reads: "-l --list-modules", opts: { "-i --install -r --remove -e --enable -d --disable -B --build -R --reload -u --upgrade -X": "system" } },
  restorecon: { is: "system", dry: "-n" },
  auditctl: { is: "system", reads: "-l -s", opts: { "-D -a -A -d -w -W -e -f -r -b -R": "system" } },
  faillock: { is: R, opts: { "--reset": "system" } },
  blockdev: { is: "system", reads: "--report --getsz --getsize64 --getss --getbsz --getro --getra --getpbsz --getiomin --getioopt --getalignoff --getmaxsect", opts: { "--setro --setrw --setra --setbsz --flushbufs --rereadpt --setfra": "system" } },
  badblocks: { is: R, opts: { "-w -n": D } },
  udisksctl: { sub: { "status info dump monitor help": R }, is: "system" },
  btrfs: {
    sub: {
      filesystem: { sub: { "show df usage du": R }, is: "system" },
      subvolume: { sub: { "list show get-default": R, delete: D }, is: "system" },
      device: { sub: { "stats usage": R }, is: "system" },
      "scrub balance replace": { sub: { status: R }, is: "system" },
      qgroup: { sub: { show: R }, is: "system" },
      property: { sub: { "get list": R }, is: "system" },
      inspect: { sub: { "dump-tree dump-super dump-csum inode-resolve logical-resolve subvolid-resolve rootid min-dev-size list-chunks tree-stats": R } },
      // check only reads unless told to repair.
      check: { is: R, opts: { "--repair --init-csum-tree --init-extent-tree --clear-space-cache": D } },
      version: R,
    },
    is: "system",
  },
  cpupower: { sub: { "frequency-info idle-info info monitor": R }, is: "system" },
  rfkill: { sub: { list: R, "": R, "block unblock toggle": "system" } },
  brctl: { sub: { "show showmacs showstp": R }, is: "system" },
  gio: { sub: { "info list cat tree version": R, "trash remove rm move rename": D, "open launch": "runs", mount: "system", "mkdir": W } },
  "supervisord": "outlives",
  stow: { is: "outside", dry: "-n --no --simulate", opts: { "-D --delete -R --restow --adopt": D } },
  chezmoi: { sub: { "diff status data doctor managed unmanaged cat source-path target-path verify dump cat-config ignored": R, "apply update init": "settings", "add re-add edit": "settings", "forget destroy purge": D }, dry: "-n --dry-run" },
  spack: { sub: { "find list info spec providers versions arch compilers": R, install: "installs", "uninstall gc clean": D } },
  "nix-collect-garbage": D,
  "nix-build nix-prefetch-url": W,
  "nix-hash": R,
  // (--gc with --print-dead, --print-live or --print-roots only prints what a collection would find.)
  "nix-store": { reads: "-q --query --print-env --dump-db --verify-path --read-log -l", dry: "--print-dead --print-live --print-roots", opts: { "--gc --delete --optimise --repair --repair-path --import --restore": D } },
  "nix-channel": { is: "settings", reads: "--list" },
  "nixpkgs-fmt alejandra nixfmt": { is: W, reads: "-c --check" },
  statix: { sub: { check: R, fix: W } },
  deadnix: { is: R, opts: { "-e --edit": W } },
  devbox: { sub: { "info search list ls version": R, "shell run services": "runs", "add rm install update": "installs", generate: W } },
  cachix: { sub: { "push watch-exec watch-store": "sends", "use authtoken": "settings" } },
  "rtx proto": { sub: { "list ls ls-remote list-remote current which version versions doctor bin status": R, "exec x run r": "runs", "install i use u": "installs", "uninstall rm prune": D } },
  pkgx: "runs",

  // ---- macOS administration.
  "open xdg-open": "runs",
  "scutil": { is: "system", reads: "--get --dns --proxy --nwi -r", opts: { "--set": "system" } },
  networksetup: { is: "system", reads: "-listallnetworkservices -listallhardwareports -listnetworkserviceorder -getinfo -getdnsservers -getsearchdomains -getwebproxy -getsecurewebproxy -getproxybypassdomains -getairportnetwork -getairportpower -getcurrentlocation -listlocations -getmacaddress -getcomputername -getv6additionalroutes -getadditionalroutes -getautoproxyurl -getsocksfirewallproxy -getMTU -listValidMTURange -getMedia -listValidMedia" },
  pmset: { is: "system", reads: "-g", opts: { "-a -b -c -u": "system" } },
  hdiutil: { sub: { "info imageinfo verify help pmap isencrypted": R, "create makehybrid convert": { is: W, opts: { "-ov": D } }, "attach mount detach eject resize compact burn erasekeys": "system" } },
  log: { sub: { "show stream stats help": R, erase: D, config: "system", collect: W } },
  spctl: { is: "system", reads: "--assess -a --status", opts: { "--master-disable --master-enable --global-disable --global-enable --add --remove --enable --disable": "system" } },
  csrutil: { sub: { status: R }, is: "system" },
  codesign: { is: W, reads: "-v --verify -d --display", opts: { "-s --sign --remove-signature -f --force": W } },
  xattr: { is: R, opts: { "-w -d -c": D } },
  chflags: "system",
  dscl: { is: "system", reads: "-read -list -readall -search -readpl", opts: { "-create -delete -passwd -append -merge -change -createpl -deletepl -changei -mergepl": "system" } },
  "sysadminctl dseditgroup bless systemsetup": "system",
  fdesetup: { sub: { "status list isactive haspersonalrecoverykey hasinstitutionalrecoverykey supportsauthrestart showdeferralinfo usingrecoverykey validaterecovery": R }, is: "system" },
  tmutil: { sub: { "listbackups latestbackup destinationinfo status isexcluded compare machinedirectory listlocalsnapshots listlocalsnapshotdates version": R, "delete deletelocalsnapshots thinlocalsnapshots": D }, is: "system" },
  mas: { sub: { "list outdated search info account version": R, "install upgrade purchase lucky": "installs", uninstall: D } },
  installer: { is: "installs", reads: "-pkginfo -volinfo -query" },
  pkgutil: { is: "system", reads: "--pkgs --pkgs-plist --files --pkg-info --pkg-info-plist --file-info --file-info-plist --lsbom --check-signature --payload-files --groups --group-pkgs --packages", opts: { "--forget --learn --unlink": "system", "--expand --expand-full --flatten --bom": W } },
  nvram: { is: "system", reads: "-p -x", opts: { "-d -c -f": "system" } },
  softwareupdate: { is: "installs", reads: "-l --list --history --dump-state", opts: { "-i --install -a --all -d --download --schedule --background --install-rosetta --fetch-full-installer": "installs" } },
  shortcuts: { sub: { list: R, run: "runs", sign: W } },
  plutil: { is: D, reads: "-lint -p -help", opts: { "-convert -replace -insert -remove -o -e": D } },

  // ---- Observability.
  promtool: { sub: { "check query test": R, push: "sends", tsdb: { sub: { "analyze list dump dump-openmetrics": R } }, debug: W } },
  amtool: { sub: { "alert silence": { sub: { query: R, "": R } }, "check-config": R, config: { sub: { "show routes": R } } } },
  logcli: { sub: { "query instant-query labels series stats volume volume_range detected-fields": R } },
  "grafana-cli": { sub: { plugins: { sub: { "ls list-remote list-versions": R, "install update update-all": "installs", "remove uninstall": D } }, admin: "system" } },
  goaccess: { is: R, opts: { "-o --output": W, "--real-time-html --daemonize": "sends" } },
  dstat: { is: R, opts: { "--output": W } },
  sar: { is: R, opts: { "-o": W } },
  // Log and metric shippers run their pipelines; their checks and listings only read the configuration.
  vector: { is: "runs", sub: { "validate list generate graph top tap": R } },
  otelcol: { is: "runs", sub: { "validate components": R } },
  "fluent-bit": { is: "runs", dry: "--dry-run" },
  logstash: { is: "runs", reads: "-t --config.test_and_exit -V --version" },
  // promtail -dry-run prints the entries it would send; -check-syntax only parses.
  promtail: { is: "sends", dry: "-dry-run --dry-run -check-syntax --check-syntax" },
  "filebeat metricbeat heartbeat auditbeat packetbeat winlogbeat journalbeat": {
    is: "runs",
    sub: { test: { sub: { "config output": R } }, version: R, export: { sub: { "config template ilm-policy index-pattern dashboard": R } }, keystore: { sub: { list: R }, is: "settings" }, modules: { sub: { list: R }, is: "settings" }, setup: "system" },
  },
  // Servers' own checks of their configuration.
  sshd: { is: "system", reads: "-t -T -V" },
  postfix: { sub: { "check status": R }, is: "system" },
  "doveconf": R,
  dovecot: { is: "system", reads: "-n -a --version" },

  // ---- Editors: they write any file and run commands; unknown, but they can list.
  "code-insiders codium cursor windsurf": { reads: "--list-extensions --status", opts: { "--install-extension --uninstall-extension": "installs" } },
  "helix hx micro kak joe jed mcedit ed ex view gedit kate zed emacsclient editor sensible-editor vimdiff": "unknown",
  "nu nushell elvish xonsh osh ysh yash posh rbash rc": "runs",
  // journalctl reads; its vacuum and rotation are in effect-specials.ts. --setup-keys makes the sealing keys.
  journalctl: { is: R, opts: { "--setup-keys --update-catalog": "system", "--cursor-file": W } },

  // ---- Forges, clusters, hosting and IaC: rows of their own, taken out of effect-table.ts's shared rows.
  gh: {
    sub: {
      "help version status browse search completion": R,
      auth: { sub: { "status token": R }, is: "settings" },
      "project cache ruleset org": FORGE,
      // gh workflow run starts a workflow on the forge.
      workflow: { ...FORGE, sub: { run: "sends", "view list": R } },
      // `gh co` is gh's own alias of pr checkout; --force resets the local branch to the pull request's.
      co: { is: W, opts: { "-f --force": "history" } },
      pr: { ...FORGE, sub: { "checkout co": { is: W, opts: { "-f --force": "history" } }, "create comment edit review ready revert close reopen lock unlock": "sends", "merge update-branch": "history" } },
      issue: { ...FORGE, sub: { "create comment edit close reopen lock unlock pin unpin develop": "sends" } },
      repo: { ...FORGE, sub: { clone: W, "fork create": "sends", sync: "history", "set-default": { is: "settings", reads: "-v --view" } } },
      run: { ...FORGE, sub: { watch: R, download: W } },
      release: { ...FORGE, sub: { download: { is: W, opts: { "--clobber": D } }, "create upload edit": "sends" } },
      gist: { ...FORGE, sub: { clone: W, "create edit rename": "sends" } },
      label: { ...FORGE, sub: { "create edit clone": "sends" } },
      "secret variable": { ...FORGE, sub: { set: "sends" } },
      "ssh-key gpg-key": { ...FORGE, sub: { add: "sends" } },
      codespace: { ...FORGE, sub: { ports: { is: R, sub: { "forward visibility": "sends" } }, "ssh code jupyter": "runs", cp: "sends" } },
      "extension ext extensions": { ...FORGE, sub: { "install upgrade": "installs", create: W, exec: "runs" } },
      alias: { ...FORGE, sub: { "set import": "settings" } },
      config: { ...FORGE, sub: { set: "settings" } },
      attestation: { ...FORGE, sub: { download: W } },
      api: FORGE_API,
    },
  },
  glab: {
    sub: {
      "help version check-update completion changelog": R,
      auth: { sub: { status: R }, is: "settings" },
      "issue label variable schedule snippet ssh-key gpg-key deploy-key cluster incident iteration milestone user token stack securefile opentofu": FORGE,
      mr: { ...FORGE, sub: { "checkout co": W, "create new note update approve revoke rebase close reopen": "sends", merge: "history" } },
      // glab repo archive downloads the repository as an archive.
      repo: { ...FORGE, sub: { "clone archive": W, "fork create": "sends" } },
      "ci pipe pipeline": { ...FORGE, sub: { "trace status": R, artifact: W } },
      job: { ...FORGE, sub: { artifact: W } },
      release: { ...FORGE, sub: { download: W, "create upload": "sends" } },
      config: { ...FORGE, sub: { get: R, "set edit": "settings" } },
      alias: { ...FORGE, sub: { set: "settings" } },
      api: FORGE_API,
    },
  },
  kompose: { sub: { convert: W, "version completion": R, up: "system", down: D } },
  // kubectx lists contexts, and switches to the one it is given; kubens the same for namespaces.
  kubectx: { is: "settings", sub: { "": R }, reads: "-c --current", opts: { "-u --unset": "settings", "-d": D } },
  kubens: { is: "settings", sub: { "": R }, reads: "-c --current", opts: { "-u --unset": "settings" } },
  k9s: { sub: { "info version help": R }, reads: "--readonly" },
  stern: R,
  minikube: {
    ...VERBS,
    valued: "-p --profile -n --namespace",
    sub: {
      "status ip version update-check docker-env podman-env options": R,
      logs: { is: R, opts: { "--file": W } },
      profile: { sub: { list: R, "": R }, is: "settings" },
      "start stop pause unpause tunnel mount": "system",
      "update-context": "settings",
      delete: D,
      "ssh kubectl cp": "runs",
      addons: { ...VERBS, sub: { list: R, "enable disable configure": "system" } },
      service: { ...VERBS, sub: { list: R } },
      config: { sub: { "view get": R }, is: "settings" },
    },
  },
  pulumi: {
    ...VERBS,
    valued: "-C --cwd",
    sub: {
      "about version whoami logs gen-completion view-trace": R,
      preview: { is: R, opts: { "--save-plan": W } },
      // pulumi new makes a stack in its backend (and installs the template's packages).
      new: "sends",
      convert: W,
      config: { sub: { get: R, "": R, "set set-all rm rm-all refresh cp": W } },
      "up update watch import": "system",
      refresh: { dry: "--preview-only" },
      destroy: { is: D, dry: "--preview-only" },
      "install": "installs",
      plugin: { sub: { ls: R, install: "installs", rm: D } },
      stack: { ...VERBS, sub: { "": R, "ls output history": R, export: { is: R, opts: { "--file": W } }, graph: W, "select unselect": "settings", init: "sends", tag: { sub: { "ls get": R } } } },
      state: { sub: { delete: D } },
      schema: { sub: { check: R } },
      "login logout": "settings",
    },
  },
  "fly flyctl": {
    ...VERBS,
    valued: "-a --app -c --config",
    sub: {
      "status logs releases dig ping platform whoami doctor checks": R,
      version: { is: R, sub: { "upgrade update": "installs" } },
      "deploy": "sends",
      destroy: D,
      "ssh console": { sub: { console: "runs", issue: "settings", "": "runs" } },
      config: { ...VERBS, sub: { save: W, "show display env validate": R } },
      auth: { ...VERBS, sub: { whoami: R, "login logout signup docker": "settings" } },
    },
  },
  heroku: {
    ...VERBS,
    valued: "-a --app -r --remote",
    sub: {
      "apps addons releases domains buildpacks regions stacks features labs spaces pipelines access certs drains maintenance config authorizations keys sessions teams": R,
      "run run:detached pg:psql redis:cli local": "runs",
      "git:remote": "settings",
      "git:clone pg:backups:download": W,
      "pg:backups": R,
    },
  },
  vercel: {
    ...VERBS,
    valued: "--cwd -A --local-config -S --scope -t --token",
    sub: {
      // vercel alone deploys the folder.
      "": "sends",
      "deploy redeploy promote": "sends",
      build: W,
      // vercel pull links the folder and writes the environment's secrets into .vercel.
      "pull link": "settings",
      dev: "runs",
      // vercel env pull writes the project's secrets over .env.local.
      env: { ...VERBS, sub: { "ls list": R, pull: D, add: "sends", "rm remove": D } },
      "inspect whoami ls list logs": R,
      "remove rm": D,
      rollback: "system",
      "login logout switch": "settings",
      telemetry: { sub: { status: R }, is: "settings" },
      "domains dns certs alias project projects teams target integration": VERBS,
    },
  },
  "netlify ntl": {
    ...VERBS,
    sub: {
      deploy: "sends",
      // netlify init makes the site on Netlify and links this folder to it.
      init: "sends",
      "env:set env:import env:clone": "sends",
      "env:unset": D,
      "functions:build functions:create functions:new": W,
      "functions:serve functions:invoke": "runs",
      build: W,
      "dev serve": "runs",
      "link unlink": W,
      "login logout switch": "settings",
      "status watch": R,
    },
  },
  wrangler: {
    ...VERBS,
    sub: {
      dev: "runs",
      "deploy publish": "sends",
      // wrangler init runs create-cloudflare, fetched from npm.
      init: { is: ["installs", "runs"] },
      "types build": W,
      "tail whoami docs": R,
      "login logout": "settings",
      rollback: "system",
      d1: { ...VERBS, sub: { migrations: { ...VERBS, sub: { list: R, create: W, apply: "system" } }, export: W } },
      pages: { ...VERBS, sub: { dev: "runs", "deploy publish": "sends", functions: { sub: { build: W } } } },
      secret: { ...VERBS, sub: { "put bulk": "sends" } },
      versions: { ...VERBS, sub: { "upload deploy": "sends" } },
    },
  },
  firebase: {
    ...VERBS,
    valued: "-P --project",
    sub: {
      deploy: "sends",
      "serve emulators:start emulators:exec functions:shell": "runs",
      init: W,
      // firebase use lists the project aliases; given one it writes .firebaserc.
      use: { is: W, sub: { "": R }, opts: { "--add --clear --unalias": W } },
      "login logout": "settings",
    },
  },
  supabase: {
    ...VERBS,
    valued: "--workdir --project-ref",
    sub: {
      "init link unlink": W,
      start: "outlives",
      stop: { is: "system", opts: { "--no-backup": D } },
      status: R,
      "login logout": "settings",
      db: { ...VERBS, sub: { diff: { is: R, opts: { "-f --file": W } }, dump: { is: R, opts: { "-f --file": W } }, lint: R, push: "system", reset: D, start: "outlives" } },
      migration: { ...VERBS, sub: { list: R, "new fetch": W, up: "system", "down squash": D, repair: "history" } },
      functions: { ...VERBS, sub: { "new download": W, serve: "runs", deploy: "sends" } },
      gen: { sub: { "types keys": R } },
      inspect: { is: R, sub: { report: W } },
      secrets: { ...VERBS, sub: { set: "sends", unset: D } },
      test: { sub: { db: "runs", new: W } },
      seed: { sub: { buckets: "sends" } },
    },
  },
  prisma: {
    reads: "-v",
    sub: {
      "init generate": W,
      "validate version debug": R,
      format: { is: W, reads: "--check" },
      studio: "sends",
      dev: "runs",
      // (migrate diff --script prints the SQL; from or to migrations it applies them to the shadow database, which it
      // resets first.)
      migrate: { sub: { "status": R, diff: { is: R, opts: { "-o --output": W, "--script --exit-code": R, "--from-migrations --to-migrations --shadow-database-url": "system" } }, "dev deploy resolve": "system", reset: D } },
      db: { sub: { push: { is: "system", opts: { "--accept-data-loss --force-reset": D } }, pull: { is: D, reads: "--print" }, seed: "runs", execute: "system" } },
    },
  },
  // alembic upgrade --sql prints the SQL it would run.
  alembic: {
    valued: "-c --config -n --name -x",
    dry: "--sql",
    sub: { "branches check current heads history show list_templates": R, "init revision merge": W, "upgrade ensure_version stamp": "system", downgrade: D },
  },
  "ansible-galaxy": {
    sub: {
      collection: { sub: { "list verify": R, install: "installs", "init build download": W, publish: "sends" } },
      role: { sub: { "list search info": R, install: "installs", "remove delete": D, init: W, "import setup": "sends" } },
      "list search info": R,
      install: "installs",
      remove: D,
      init: W,
    },
  },
  // openssl's commands print what they make unless told where to write it (-out, -keyout), which may be a file here.
  openssl: {
    sub: {
      "version help list info ciphers speed errstr s_client s_time verify prime rand passwd": R,
      "x509 crl crl2pkcs7 pkcs7 pkcs8 pkcs12 asn1parse rsa ec pkey pkeyparam ecparam dsa dsaparam dhparam genrsa genpkey gendsa dgst sha1 sha224 sha256 sha384 sha512 md5 base64 enc pkeyutl rsautl mac kdf cms smime storeutl sess_id nseq spkac": R,
      req: W,
      "rehash c_rehash": W,
      s_server: "sends",
    },
    opts: { "-out -keyout": D, "-CAcreateserial": W },
  },
  dotnet: {
    verbs: true,
    reads: "--info --list-sdks --list-runtimes",
    sub: {
      ...BUILD,
      "publish pack msbuild vstest": W,
      new: { is: W, sub: { "list search": R, install: "installs", uninstall: D } },
      add: { sub: { package: "installs", reference: W } },
      remove: W,
      list: R,
      sln: { sub: { list: R }, is: W },
      tool: { sub: { "list search": R, "install update restore": "installs", uninstall: D, run: "runs" } },
      workload: { sub: { "list search": R, "install update repair restore": "installs", "uninstall clean": D } },
      nuget: {
        sub: {
          "verify why": R,
          push: "sends",
          delete: D,
          locals: { is: D, reads: "-l --list" },
          // Its feeds and client certificates are the person's NuGet settings.
          list: { sub: { "source client-cert": R } },
          "add update enable disable remove": "settings",
          config: { sub: { "paths get": R }, is: "settings" },
          trust: { sub: { "": R, list: R }, is: "settings" },
          sign: W,
        },
      },
      // .NET 10's noun-first forms: dotnet package add, dotnet reference list.
      package: { sub: { "list search": R, "add update": "installs", remove: W } },
      reference: { sub: { list: R, "add remove": W } },
      "build-server": { sub: { shutdown: "system" } },
      "user-jwts": { sub: { "list print key": R }, is: "settings" },
      help: R,
      "dev-certs": { sub: { https: { is: "settings", reads: "-c --check", opts: { "--trust -t": "system", "--clean": D } } } },
      watch: "runs",
      "user-secrets": { sub: { list: R }, is: "settings" },
      ef: { sub: { migrations: { sub: { "list has-pending-model-changes": R, "add script bundle": W, remove: D } }, database: { sub: { update: "system", drop: D } }, dbcontext: { sub: { "info list": R, "scaffold optimize script": W } } } },
      sdk: { sub: { check: R } },
      format: { is: W, reads: "--verify-no-changes" },
    },
  },
  dart: {
    verbs: true,
    sub: { ...BUILD, "fix compile": W, create: W, info: R, pub: PUB, "devtools": "sends" },
  },
  flutter: {
    verbs: true,
    sub: {
      ...BUILD,
      pub: PUB,
      "run attach drive": "runs",
      "create gen-l10n screenshot": W,
      "upgrade downgrade precache": "installs",
      install: "system",
      "doctor devices logs": R,
      emulators: { is: R, opts: { "--launch --create": "runs" } },
      channel: { is: "settings", sub: { "": R } },
      config: { is: "settings", reads: "--list" },
    },
  },
  // swift NAME runs swift-NAME from PATH, and swift package NAME a package's plugin: only the words below are known.
  swift: {
    sub: {
      ...BUILD,
      package: {
        sub: {
          // Describing a package runs its manifest (Package.swift is code) and resolves, fetching, what it depends on.
          "resolve update edit unedit init reset clean archive-source add-dependency add-target add-product add-target-dependency add-setting show-dependencies describe dump-package": W,
          "compute-checksum completion-tool tools-version": R,
          "purge-cache": D,
          "plugin generate-documentation": "runs",
          config: { sub: { "get-mirror": R }, is: "settings" },
        },
      },
      // swift format prints the formatted source unless told to rewrite it (-i).
      format: { is: R, sub: { lint: R }, opts: { "-i --in-place": W } },
      sdk: { sub: { list: R, install: "installs", remove: D, configure: "settings" } },
      repl: "runs",
      help: R,
    },
  },

  // ---- The long tail: queues, stores and their admin scripts.
  nats: {
    verbs: true,
    valued: "-s --server --context --creds --user --password --nkey --tlscert --tlskey --tlsca",
    sub: {
      // A JetStream subscriber that acknowledges consumes what it reads.
      "sub subscribe": { is: R, opts: { "--ack --durable --stream --jetstream": "sends" } },
      "pub publish req request reply bench": "sends",
      "rtt events": R,
      "stream str": { verbs: true, sub: { "subjects get": R } },
      kv: { verbs: true, sub: { "get keys history status watch": R, "put create update": "sends" } },
      "object obj": { verbs: true, sub: { put: "sends", get: W } },
      "consumer con": { verbs: true, sub: { next: "sends" } },
      server: { verbs: true, sub: { "check ping report": R } },
      "context ctx": { verbs: true, sub: { "select add save edit": "settings" } },
      account: { verbs: true },
    },
  },
  // Kafka's admin scripts (kafka-topics.sh, or kafka-topics as Confluent names them): their listing options read.
  "kafka-topics kafka-topics.sh": { is: "system", reads: "--list --describe --version", opts: { "--delete": D, "--create --alter": "system" } },
  "kafka-consumer-groups kafka-consumer-groups.sh": { is: "system", reads: "--list --describe --version", opts: { "--reset-offsets --delete --delete-offsets": D } },
  "kafka-configs kafka-configs.sh": { is: "system", reads: "--describe --version", opts: { "--alter --add-config --delete-config": "system" } },
  "kafka-acls kafka-acls.sh": { is: "system", reads: "--list --version", opts: { "--add": "system", "--remove": D } },
  // Its --verify also lifts the throttles a reassignment set.
  "kafka-reassign-partitions kafka-reassign-partitions.sh": { is: "system", reads: "--generate --version", opts: { "--execute --cancel": "system" } },
  "kafka-log-dirs kafka-log-dirs.sh kafka-broker-api-versions kafka-broker-api-versions.sh kafka-get-offsets kafka-get-offsets.sh kafka-dump-log kafka-dump-log.sh": R,
  // The console consumer reads; in a group it commits that group's offsets.
  "kafka-console-consumer kafka-console-consumer.sh": { is: R, opts: { "--group": "system" } },
  "kafka-console-producer kafka-console-producer.sh kafka-producer-perf-test kafka-producer-perf-test.sh": "sends",
  "kafka-delete-records kafka-delete-records.sh": D,
  "kafka-leader-election kafka-leader-election.sh kafka-server-stop kafka-server-stop.sh": "system",
  "kafka-server-start kafka-server-start.sh zookeeper-server-start zookeeper-server-start.sh": "runs",
  "kafka-storage kafka-storage.sh": { sub: { "info random-uuid": R, format: D } },
  "kafka-metadata-quorum kafka-metadata-quorum.sh": { sub: { describe: R } },
  "kafka-features kafka-features.sh": { sub: { describe: R }, is: "system" },
  // kcat's mode is an option: -L lists metadata, -C consumes (-G in a group, committing), -Q queries offsets, -P produces,
  // and with none it produces what it is piped.
  "kcat kafkacat": { is: "sends", reads: "-L -C -Q -V", opts: { "-P": "sends", "-G": "system" } },
  rabbitmqctl: {
    verbs: true,
    sub: {
      "cluster_status environment report node_health_check await_startup ping": R,
      eval: "runs",
      "add_user add_vhost set_permissions set_topic_permissions set_policy set_parameter change_password set_user_tags start_app join_cluster change_cluster_node_type update_cluster_nodes enable_feature_flag set_vm_memory_high_watermark close_connection close_all_connections import_definitions": "system",
      "forget_cluster_node clear_permissions clear_policy clear_parameter": D,
      export_definitions: W,
    },
  },
  // rabbitmqadmin get may take the messages off the queue (ackmode=ack_requeue_false): it stays unknown.
  rabbitmqadmin: { verbs: true, sub: { publish: "sends", "declare close import": "system", export: W, get: "unknown" } },
  "rabbitmq-plugins": { sub: { "list directories is_enabled": R, "enable disable set": "system" } },
  // Its diagnostics look (status, ping and check_* by their verbs); remote_shell is an Erlang shell on the node.
  "rabbitmq-diagnostics": {
    verbs: true,
    sub: {
      "environment listeners memory_breakdown alarms log_location log_tail log_tail_stream observer server_version erlang_version cluster_status is_booting is_running maybe_stuck os_env runtime_thread_stats schema_info tls_versions cipher_suites certificates discover_peers command_line_arguments erlang_cookie_sources erlang_cookie_hash resolve_hostname": R,
      remote_shell: "runs",
    },
  },
  "rabbitmq-queues": { verbs: true, sub: { "check_if_node_is_quorum_critical check_if_node_is_mirror_sync_critical quorum_status": R, "add_member delete_member grow shrink rebalance": "system" } },
  "rabbitmq-upgrade": "system",
  // redis-benchmark writes its own keys into the database it is given.
  "redis-benchmark": "system",
  "redis-server redis-sentinel": "runs",
  "redis-check-aof": { is: R, opts: { "--fix --truncate-to-timestamp": D } },
  "redis-check-rdb": R,
  "etcdutl": { sub: { snapshot: { sub: { status: R, restore: D } }, "hashkv version": R, defrag: "system", backup: W, migrate: "system" } },
  pg_receivewal: { is: W, opts: { "--create-slot --drop-slot": "system" } },
  pg_test_fsync: W,
  pg_test_timing: R,
  "pg_resetwal pg_rewind": { is: D, dry: "-n --dry-run" },
  pgbadger: W,
  mysqlslap: "system",

  // ---- The long tail: clusters, secrets and images.
  // kubeseal prints the sealed secret; -w writes it, --merge-into rewrites a file of sealed secrets.
  kubeseal: { is: R, opts: { "-w --sealed-secret-file": W, "--merge-into": D } },
  "puppet-lint": { is: R, opts: { "-f --fix": W } },
  cross: { sub: { "build b check c test t bench doc clippy": W, "run r": "runs" } },
  rushx: { sub: { "build test tests check lint typecheck type-check tsc compile format fmt spec unit e2e coverage bench docs verify ci validate": W } },
  "nix-instantiate": { is: W, reads: "--eval --parse" },
  "nix-shell": "runs",
  guix: {
    sub: {
      "search show describe lint graph hash import": R,
      // guix size builds or fetches what it measures.
      size: W,
      refresh: { is: R, opts: { "-u --update": W } },
      "install upgrade pull": "installs",
      remove: D,
      // guix gc --list-dead (-live, -roots, -failures) lists what a collection would find, and collects nothing.
      gc: { is: D, dry: "--list-dead --list-live --list-roots --list-failures --list-busy" },
      "shell environment time-machine edit repl": "runs",
      "build download pack": W,
      "system home": { sub: { "describe list-generations search": R, "reconfigure roll-back switch-generation delete-generations init": "system" } },
      package: { is: "installs", reads: "-l --list-generations -I --list-installed -A --list-available -s --search --show", opts: { "-r --remove --roll-back -d --delete-generations": D } },
    },
  },
  corepack: { sub: { enable: "installs", disable: D, "prepare install up use": "installs", cache: { sub: { "clean clear": D } }, "pnpm yarn npm pnpx yarnpkg": "runs", pack: W } },
  "lvm": { sub: { "lvs vgs pvs lvdisplay vgdisplay pvdisplay version formats segtypes fullreport lvmconfig dumpconfig": R } },
  "pvscan vgscan lvscan": { is: R, opts: { "--cache --mknodes -a --activate": "system" } },
  // LVM's commands run in test mode with -t: they update no metadata.
  "vgcreate vgchange vgextend vgreduce vgrename vgimport vgexport vgmerge vgsplit lvchange lvrename lvresize lvconvert pvresize pvchange": { is: "system", dry: "-t --test" },
  "pvcreate lvreduce pvmove": { is: D, dry: "-t --test" },

  // ---- The long tail: mobile toolchains.
  adb: {
    valued: "-s -t -H -P -L",
    sub: {
      "devices version help get-state get-serialno get-devpath wait-for-device": R,
      // logcat -c clears the device's logs.
      logcat: { is: R, opts: { "-c --clear": D, "-G --buffer-size": "system" } },
      "install install-multiple install-multi-package": "installs",
      uninstall: D,
      "shell exec-out emu": "runs",
      "push sync": "sends",
      "pull bugreport backup": W,
      restore: D,
      "reboot root unroot remount disable-verity enable-verity sideload tcpip usb kill-server start-server reconnect connect disconnect pair": "system",
      "forward reverse": { is: "sends", reads: "--list", opts: { "--remove --remove-all": D } },
    },
  },
  emulator: { is: "runs", reads: "-list-avds -version -help", opts: { "-wipe-data": D } },
  avdmanager: { sub: { list: R, create: "installs", delete: D, move: "system" } },
  sdkmanager: { is: "installs", reads: "--list --list_installed --version", opts: { "--uninstall": D } },
  apksigner: { sub: { "verify help version": R, "sign rotate lineage": W } },
  // zipalign -c only checks; -f writes over the output there is.
  zipalign: { is: W, reads: "-c", opts: { "-f": D } },
  bundletool: { sub: { "build-apks build-bundle extract-apks": W, "install-apks install-multi-apks": "installs", "get-device-spec validate dump get-size version": R } },
  expo: { sub: { doctor: { is: R, opts: { "--fix-dependencies": "installs" } }, "config whoami": R, start: "sends", "install add upgrade": "installs", prebuild: { is: "installs", opts: { "--clean": D } }, "export customize": W, "run:ios run:android": "runs", "login logout register": "settings" } },
  eas: { ...VERBS, sub: { "build update submit deploy": "sends", "whoami diagnostics": R, "login logout": "settings" } },
  ionic: { sub: { build: W, serve: "sends", info: R, doctor: { sub: { "": R, "check list": R, treat: "installs" } }, "capacitor cap": { sub: { "copy build": W, "sync update add": "installs", "run open": "runs" } } } },
  cap: { sub: { "doctor ls list": R, "copy build": W, "sync update add": "installs", "run open": "runs" } },
  // cordova prepare (and build, which prepares) restores the platforms and plugins the project names.
  cordova: { sub: { "build prepare": "installs", compile: W, "run emulate serve": "runs", "info requirements": R, "platform plugin": { sub: { "ls list": R, "add update": "installs", "rm remove": D } } } },

  // ---- The long tail: CI, pipelines and certificates.
  // Loading a module runs its SDK: dagger functions runs code as dagger call does.
  dagger: { sub: { version: R, "functions call run shell": "runs", "init develop install": W, "login logout": "settings" } },
  circleci: { ...VERBS, sub: { config: { sub: { "validate process": "sends", pack: W } }, local: { sub: { execute: "runs" } }, setup: "settings" } },
  "gitlab-ci-local": { is: "runs", reads: "--list --list-all --list-json --preview" },
  // infracost prices the resources it reads by asking its pricing service.
  infracost: { sub: { "breakdown diff comment upload": "sends", output: R, "configure auth": "settings" } },
  "acme.sh": { reads: "--list --info --version --help" },
  lego: { sub: { list: R, "run renew": "sends", revoke: D } },
  yalc: { sub: { check: R, "publish push add link update": "installs", remove: D, installations: { sub: { show: R, clean: D } } } },
  verdaccio: "sends",
  traefik: { sub: { "version healthcheck": R } },

  // ---- The long tail: models and experiments.
  ollama: { sub: { "list ls ps show": R, pull: W, run: "runs", serve: "sends", rm: D, stop: "system", "create cp": W, push: "sends", "signin signout": "settings" } },
  // llm alone sends the prompt it is given to a model.
  llm: {
    is: "sends",
    sub: {
      "prompt chat embed embed-multi similar": "sends",
      models: { sub: { "": R, list: R, default: "settings" } },
      logs: { is: R, sub: { "on off": "settings" } },
      "templates aliases plugins schemas tools fragments collections embed-models": { sub: { "": R, "list path show": R } },
      keys: { sub: { "": R, "list path get": R, set: "settings" } },
      install: "installs",
      uninstall: D,
      cmd: "runs",
    },
  },
  mlflow: {
    sub: {
      "ui server": "sends",
      "runs experiments": { verbs: true },
      // A model served answers requests; predicting runs the model's code; preparing its environment installs.
      models: { verbs: true, sub: { serve: "sends", predict: "runs", "prepare-env": "installs", "build-docker generate-dockerfile": W } },
      artifacts: { verbs: true, sub: { download: W, "log-artifact log-artifacts": "sends" } },
      db: { sub: { upgrade: "system" } },
      gc: D,
      doctor: R,
    },
  },
  wandb: { sub: { "login logout offline online off on disabled enabled": "settings", "sync artifact": "sends", status: R, "agent sweep launch": "runs" } },

  // ---- The long tail: schemas and code generators, Apple's project tools.
  buf: {
    sub: {
      "lint breaking ls-files stats convert": R,
      "build generate export": W,
      format: { is: R, opts: { "-w --write": W } },
      "push curl": "sends",
      "dep mod": { sub: { "update prune init": W, "graph ls-lint-rules ls-breaking-rules": R } },
      "registry": VERBS,
      "login logout": "settings",
    },
  },
  // protoc runs the plugins it finds (protoc-gen-NAME); one it is pointed at may be anything.
  protoc: { is: W, opts: { "--plugin": "runs" } },
  "flatc thrift": W,
  capnp: { sub: { compile: W, "eval decode encode convert id": R } },
  bloop: { sub: { "compile test clean": W, run: "runs", "projects about": R } },
  tuist: { sub: { "generate build test graph init scaffold": W, "dump inspect version": R, "fetch install": "installs", edit: "runs", clean: D } },
  carthage: { sub: { "update bootstrap checkout": "installs", "build archive": W, "outdated validate version help": R } },
  mint: { sub: { run: { is: ["installs", "runs"] }, "install bootstrap": "installs", "list which": R, uninstall: D } },
  periphery: { sub: { scan: W, "check-update version": R, "clear-cache": D } },
  agvtool: { sub: { "what-version vers what-marketing-version mvers": R, "new-version next-version bump new-marketing-version": W } },
  "dhall-to-json dhall-to-yaml dhall-to-yaml-ng": { is: R, opts: { "--output": W } },
  dhall: { sub: { "format lint freeze": { is: W, reads: "--check" }, "type resolve normalize hash diff text": R, repl: "runs" } },
  nickel: { sub: { export: { is: R, opts: { "-o --output": W } }, "eval typecheck query": R, "format doc": W, repl: "runs" } },
  pkl: { sub: { eval: { is: R, opts: { "-o --output-path -m --multiple-file-output-path": W } }, test: W, project: { sub: { "resolve package": W } }, "repl server": "runs", "download-package": W } },
  // Tanka and kpt: what they show reads, applying changes the cluster, pruning deletes from it.
  // tk export --merge-strategy=replace-envs deletes the files of the environments it exports again.
  tk: { sub: { "show eval diff status": R, export: { is: W, opts: { "--merge-strategy": D } }, "fmt init": W, apply: "system", "prune delete": D, env: { sub: { list: R, "add set remove": W } } } },
  kpt: { sub: { pkg: { sub: { "diff tree cat": R, "get update init": W } }, fn: { sub: { "render eval": "runs", doc: R } }, live: { sub: { status: R, init: W, "apply migrate": "system", destroy: D } } } },

  // ---- The long tail: data platforms.
  pgloader: "system",
  "pg_activity pspg": R,
  "spark-submit spark-shell pyspark spark-sql sparkR": "runs",
  // beeline -e runs the statements it is given (effect-specials.ts reads them); a file (-f, -i) runs unread.
  beeline: { is: "unknown" },
  // hdfs dfs and hadoop fs take their command as an option: only the listing ones are read here.
  "hdfs hadoop": {
    sub: {
      "dfs fs": { reads: "-ls -lsr -cat -text -du -dus -df -count -stat -tail -head -test -find -checksum -getfacl -getfattr -help -usage" },
      dfsadmin: { reads: "-report -printTopology -listOpenFiles" },
      fsck: { is: R, opts: { "-move -delete": D } },
      "version getconf classpath checknative envvars": R,
      jar: "runs",
    },
  },
  "zkCli.sh zkCli zookeeper-shell zookeeper-shell.sh": { verbs: true, valued: "-server" },
  "pulsar-admin": { verbs: true },
  airflow: {
    sub: {
      dags: { verbs: true, sub: { "state next-execution details list list-import-errors list-runs list-jobs list-warnings report show": R, test: "runs", "trigger backfill pause unpause reserialize": "system" } },
      tasks: { verbs: true, sub: { "state states-for-dag-run render list": R, "test run": "runs", clear: D } },
      db: { sub: { "check check-migrations": R, "init migrate upgrade": "system", "reset clean downgrade": D, shell: "runs" } },
      // Their export writes over the file it is given: it stays unknown.
      "users connections variables pools roles": { verbs: true, sub: { "add set import create": "system" } },
      "version info cheat-sheet plugins": R,
      config: { sub: { "list get-value": R } },
      "standalone scheduler webserver api-server triggerer dag-processor celery kerberos": "runs",
      jobs: { verbs: true },
      providers: { verbs: true },
    },
  },
  dagster: { sub: { dev: "runs", job: { verbs: true, sub: { "execute launch backfill": "runs" } }, asset: { verbs: true, sub: { materialize: "runs" } }, "instance run schedule sensor": { verbs: true } } },
  prefect: { ...VERBS, sub: { "server worker agent": { sub: { start: "runs" } }, deploy: "sends" } },
  temporal: { verbs: true, sub: { server: { sub: { "start-dev": "runs" } }, workflow: { verbs: true, sub: { "start execute signal reset update": "system" } } } },

  // ---- The long tail: system information, indexers and viewers.
  "neofetch screenfetch btop iotop pg_top": R,
  inxi: { is: R, opts: { "-U --update": "installs" } },
  fastfetch: { is: R, opts: { "--gen-config --gen-config-force": "settings" } },
  glances: { is: R, opts: { "-w --webserver -s --server --export": "sends" } },
  powertop: { is: R, opts: { "--auto-tune --calibrate": "system", "--html --csv": W } },
  // ncdu deletes what it is told to from its browser, unless read-only (-r); -o exports the scan.
  ncdu: { reads: "-r", opts: { "-o": W } },
  "ctags gtags": W,
  global: { is: R, opts: { "-u --update": W } },
  rga: R,
  // tree-sitter compiles the grammars it parses with into its cache.
  "tree-sitter": { sub: { "dump-languages": R, "parse query highlight tags generate build test init": W, "init-config": "settings", playground: "sends" } },
  trust: { sub: { "list dump": R, "anchor extract extract-compat": "system" } },
  numactl: { reads: "-H --hardware -s --show" },
  // caffeinate runs the command it is given, or keeps the machine awake until stopped.
  caffeinate: "runs",
  grpcui: "sends",

  // ---- The long tail: Android and Apple device tools.
  // fastboot talks to a device's bootloader: flashing and erasing wipe its partitions.
  fastboot: {
    valued: "-s -S",
    sub: {
      "devices getvar help": R,
      "flash flashall update erase format wipe-super": D,
      "reboot reboot-bootloader continue set_active": "system",
      boot: "runs",
      // flashing unlock and lock wipe the device's data; get_unlock_ability only asks.
      flashing: { sub: { get_unlock_ability: R }, is: D },
    },
  },
  aapt: { sub: { "d dump l list v version": R, "p package a add c crunch": W, "r remove": D } },
  aapt2: { sub: { "dump diff version": R, "compile link optimize convert": W, daemon: "outlives" } },
  // apkanalyzer only prints what it finds in an APK.
  apkanalyzer: R,
  apktool: { sub: { "d decode": { is: W, opts: { "-f --force": D } }, "b build": W, "if install-framework": "installs", "empty-framework-dir": D } },
  jadx: W,
  dexdump: R,
  // maestro's flows drive the app on a device and may run JavaScript of their own.
  maestro: { sub: { "test record": "runs", hierarchy: R, "download-samples": W, cloud: "sends", "login logout": "settings", "start-device": "system" } },
  appium: { is: "runs", sub: { "driver plugin": { sub: { "list doctor": R, "install update": "installs", uninstall: D, run: "runs" } }, setup: "installs" } },
  // NativeScript: ns clean removes node_modules, platforms and the lock file.
  "ns tns": {
    sub: {
      "build prepare": W,
      create: "installs",
      install: "installs",
      "run debug test": "runs",
      "doctor info": R,
      device: { sub: { "": R, "log list-applications": R, "install run uninstall": "system" } },
      plugin: { sub: { "": R, "add install update": "installs", remove: D, "build create": W } },
      platform: { sub: { list: R, "add update": "installs", remove: D } },
      deploy: "system",
      preview: "sends",
      clean: D,
    },
  },
  // ios-deploy installs the app it is given on a device unless only asked to find one or list.
  "ios-deploy": { is: "system", reads: "-c --detect -B --list_bundle_id -e --exists -V --version", opts: { "-9 --uninstall_only -r --uninstall": D, "-d --debug -L --justlaunch -m --noinstall": "runs", "-b --bundle -1 --bundle_id -o --upload -2 --download": "system" } },
  "idevice_id ideviceinfo idevicesyslog": R,
  idevicename: { sub: { "": R }, is: "system" },
  idevicescreenshot: W,
  ideviceinstaller: { reads: "-l --list-apps", opts: { "-i --install -g --upgrade": "installs", "-U --uninstall": D }, sub: { list: R, "install upgrade": "installs", uninstall: D } },
  idevicepair: { sub: { "list validate": R, "pair unpair": "settings" } },
  xcodes: { sub: { "list installed version": R, install: "installs", download: "outside", uninstall: D, select: "system", runtimes: { sub: { "": R, list: R, install: "installs" } }, signout: "settings" } },
  xcversion: { sub: { "list installed": R, install: "installs", uninstall: D, select: "system", simulators: { is: R, opts: { "--install": "installs" } } } },
  applesimutils: { is: "system", reads: "-l --list --version --help", opts: { "--clearKeychain --clearMedia": D, "--setPermissions -sp --restartSB --biometricEnrollment --matchFace --unmatchFace --matchFinger --unmatchFinger": "system" } },
  "ibtool actool momc pkgbuild productbuild productsign": W,

  // ---- The long tail: game engines, images, audio and video.
  // Godot and Unity run the project's own scripts (its editor plugins and @tool scripts too, when exporting).
  "godot godot4 godot3 Godot Unity unity-editor": "runs",
  // ffmpeg's outputs may be files or network URLs (rtmp, http, udp) its options do not tell apart: only its listings are known.
  ffmpeg: { reads: "-version -formats -codecs -encoders -decoders -filters -pix_fmts -protocols -devices -bsfs -muxers -demuxers -layouts -sample_fmts -hwaccels -buildconf -sources -sinks -L -h -help", opts: { "-y": D } },
  // ImageMagick writes its last operand, over a file of that name; mogrify rewrites the files it is given.
  "magick": {
    is: D,
    reads: "-version -list",
    sub: { identify: R, "convert mogrify montage composite compare stream import": D, conjure: "runs" },
    opts: { "-script": "runs" },
  },
  "convert montage composite compare stream mogrify": { is: D, reads: "-version -list" },
  conjure: "runs",
  // GraphicsMagick: compare only prints its metrics unless told to write the difference (-file).
  gm: { sub: { "identify version": R, "convert mogrify montage composite": D, compare: { is: R, opts: { "-file": D } }, "conjure batch": "runs" } },
  // Inkscape: its queries print; its actions and shell may save over the file it opens.
  inkscape: { reads: "-S --query-all -X --query-x -Y --query-y -W --query-width -H --query-height -V --version --action-list --system-data-directory --user-data-directory", opts: { "-a --actions --actions-file --shell --export-overwrite --vacuum-defs --export-filename --export-type --export-do --export-png --export-pdf --export-eps --export-ps --export-plain-svg --export-emf --export-wmf -e -A -E -P -l": D } },
  gimp: "runs",
  "rawtherapee-cli": { is: W, opts: { "-Y": D } },
  // dcraw writes the decoded image beside the raw one, over an earlier one of that name; -c prints it, -i identifies.
  dcraw: { is: D, reads: "-i -c" },
  metaflac: { is: D, reads: "--list --show-md5sum --show-min-blocksize --show-max-blocksize --show-min-framesize --show-max-framesize --show-sample-rate --show-channels --show-bps --show-total-samples --show-vendor-tag --show-tag --show-all-tags", opts: { "--set-tag --set-tag-from-file --remove-tag --remove-first-tag --remove-all-tags --remove-replay-gain --import-tags-from --import-cuesheet-from --import-picture-from --add-seekpoint --add-replay-gain --add-padding --remove --remove-all --merge-padding --sort-padding --dont-use-padding --export-tags-to --export-cuesheet-to --export-picture-to": D } },
  vorbiscomment: { is: R, opts: { "-w --write -a --append": D } },
  // id3v2 sets a frame by any option named after it (--TIT2): even with -l it may write.
  id3v2: D,
  "ffmpeg-normalize": { is: W, opts: { "-f --force": D } },
  // AtomicParsley writes its changes to a temporary copy beside the file unless told to overwrite it.
  "AtomicParsley atomicparsley": { is: W, reads: "-t -T", opts: { "-W --overWrite": D } },
  // whisper writes its transcripts here, and fetches its model into the home folder's cache.
  whisper: "outside",
  "opusinfo ogginfo": R,

  // ---- The long tail: Windows administration (as Git Bash, MSYS and WSL call it; its options are /words).
  "reg reg.exe": {
    sub: {
      "query QUERY compare COMPARE": R,
      "add ADD import IMPORT copy COPY restore RESTORE load LOAD unload UNLOAD": "system",
      "delete DELETE": D,
      // export and save write a file, over one of that name when told /y.
      "export EXPORT save SAVE": { is: W, opts: { "/y /Y": D } },
    },
  },
  // sc takes an optional \\server first: then it stays unknown.
  "sc sc.exe": {
    sub: {
      "query queryex qc qdescription qfailure qfailureflag qsidtype qprivs qtriggerinfo qpreferrednode qmanagedaccount qprotection quserservice enumdepend getdisplayname getkeyname GetDisplayName GetKeyName sdshow showsid": R,
      "start stop pause continue interrogate config description failure failureflag sidtype privs managedaccount create control sdset triggerinfo preferrednode boot": "system",
      delete: D,
    },
  },
  // netsh's contexts are many: show reads, a verb that changes is asked. (wmic stays unknown: its /format: may load a script.)
  "netsh netsh.exe": { verbs: true },
  "schtasks schtasks.exe": { is: "system", reads: "/query /Query /QUERY", opts: { "/delete /Delete /DELETE": D, "/create /Create /CREATE /change /Change /CHANGE /run /Run /RUN /end /End /END": "system" } },
  // icacls changes permissions by options spelt in any case: only its checks are known to read.
  "icacls icacls.exe": { is: "system", reads: "/verify /findsid /VERIFY /FINDSID", opts: { "/save /SAVE /Save": W, "/grant /deny /remove /reset /setowner /inheritance:e /inheritance:d /inheritance:r /setintegritylevel /restore /substitute": "system" } },
  "attrib attrib.exe": { is: R, opts: { "+r +h +s +a +i -r -h -s -a -i +R +H +S +A +I -R -H -S -A -I": "system" } },
  "takeown takeown.exe bcdboot bcdboot.exe": "system",
  // robocopy writes over what differs at the destination (and /MIR, /PURGE, /MOVE delete); /L only lists.
  "robocopy robocopy.exe": { is: D, dry: "/L /l" },
  // xcopy's destination is a Windows path aye cannot place.
  "xcopy xcopy.exe": { is: D, dry: "/L /l" },
  "bcdedit bcdedit.exe": { is: "system", sub: { "": R }, reads: "/enum /ENUM /Enum" },
  "diskpart diskpart.exe format format.com": D,
  "dism dism.exe": {
    is: "system",
    reads: "/Get-Features /get-features /Get-FeatureInfo /get-featureinfo /Get-Packages /get-packages /Get-PackageInfo /get-packageinfo /Get-Capabilities /get-capabilities /Get-CapabilityInfo /Get-Drivers /get-drivers /Get-DriverInfo /Get-ImageInfo /get-imageinfo /Get-WimInfo /get-wiminfo /Get-MountedImageInfo /Get-MountedWimInfo /Get-CurrentEdition /get-currentedition /Get-TargetEditions /Get-Intl /get-intl /CheckHealth /checkhealth /ScanHealth /scanhealth /AnalyzeComponentStore /analyzecomponentstore",
    opts: { "/RestoreHealth /restorehealth /StartComponentCleanup /startcomponentcleanup /Enable-Feature /enable-feature /Disable-Feature /disable-feature /Add-Package /add-package /Remove-Package /remove-package /Add-Capability /add-capability /Remove-Capability /remove-capability /Add-Driver /Remove-Driver /Apply-Image /Mount-Image /Unmount-Image /Commit-Image /Set-Edition /ResetBase /resetbase": "system" },
  },
  "sfc sfc.exe": { is: "system", reads: "/verifyonly /VERIFYONLY", opts: { "/scannow /SCANNOW /scanfile /SCANFILE /offbootdir /offwindir /revert": "system" } },
  // chkdsk alone only reports; its fixing options are spelt in any case.
  "chkdsk chkdsk.exe": { is: "system", sub: { "": R } },
  // ipconfig: Windows' (/all) and macOS's (getifaddr) in one row.
  "ipconfig ipconfig.exe": {
    sub: {
      "": R,
      "/all /displaydns /showclassid /showclassid6 /? getifaddr getoption getpacket getv6packet getsummary getiflist ifcount getra": R,
      "/release /renew /release6 /renew6 /flushdns /registerdns /setclassid /setclassid6 set setverbose": "system",
    },
  },
  "tasklist tasklist.exe systeminfo systeminfo.exe driverquery driverquery.exe getmac getmac.exe where where.exe findstr findstr.exe whoami.exe hostname.exe": R,
  "taskkill taskkill.exe": "system",
  "wevtutil wevtutil.exe": { sub: { "qe query-events el enum-logs gl get-log gp get-publisher ep enum-publishers gli get-log-info": R, "cl clear-log": D, "epl export-log al archive-log": W, "sl set-log im install-manifest um uninstall-manifest": "system" } },
  "powercfg powercfg.exe": {
    is: "system",
    reads: "/list /L /l /query /Q /q /a /availablesleepstates /getactivescheme /devicequery /lastwake /requests /waketimers",
    opts: { "/setactive /S /s /change /X /x /hibernate /H /h /delete /D /d /import /duplicatescheme /setacvalueindex /setdcvalueindex /deviceenablewake /devicedisablewake /requestsoverride /changename /deletesetting /setsecuritydescriptor": "system" },
  },
  // wsl runs its command inside a Linux distribution.
  // (wsl's listings and status read: effect-specials.ts.)
  "wsl wsl.exe": "runs",

  // ---- The long tail: PowerShell's reading cmdlets, in any case (their Set-, Remove- and Invoke- kin stay unknown).
  [`${PS_READS} ${PS_READS.toLowerCase()}`]: R,

  // ---- The long tail: version control beyond git.
  // Perforce: what it prints reads; opening files writes here; reverting, deleting and resolving lose local work;
  // submitting and shelving send to the server. Spec commands (p4 client, change …) print with -o and edit otherwise.
  p4: {
    valued: "-c -C -d -H -p -P -u -x -L -Q -r -z --field",
    sub: {
      "info changes changelists describe diff diff2 files filelog fstat have opened print sizes where dirs clients workspaces users groups labels branches streams jobs fixes annotate grep counters depots help interchanges istat cstat status tickets protects remotes servers ignores": R,
      set: { sub: { "": R }, is: "settings" },
      // sync brings the whole workspace to a revision: it replaces files, and deletes those the depot deleted.
      sync: { is: D, dry: "-n" },
      reconcile: { is: W, dry: "-n" },
      "edit add reopen": W,
      // Each previews what it would do with -n.
      "delete move rename revert unshelve resolve": { is: D, dry: "-n" },
      clean: { is: D, dry: "-n" },
      "submit populate": "sends",
      shelve: { is: "sends", opts: { "-d": D } },
      "change changelist client workspace user label branch stream job group depot": { reads: "-o", opts: { "-d": D } },
      // obliterate only previews what it would remove unless told -y.
      obliterate: { is: R, opts: { "-y": D } },
      login: { is: "settings", reads: "-s" },
      "logout passwd": "settings",
    },
  },
  // fossil commits sync to the remote by default (autosync).
  fossil: {
    sub: {
      "status changes extras finfo info timeline cat annotate blame praise ls whatis version help search descendants leaves": R,
      // fossil diff --command runs the differ it is given; --tk and --by open a script or a browser.
      diff: { is: R, opts: { "--command --tk --tclsh --by": "runs" } },
      gdiff: "runs",
      // A new branch is a check-in, which autosync sends.
      branch: { sub: { "list ls info current": R, new: "sends" } },
      tag: { sub: { "list ls find": R } },
      "add addremove": W,
      "rm delete forget mv rename": { is: W, opts: { "--hard": D } },
      "commit ci push sync": "sends",
      "pull clone init new": W,
      "checkout co": { is: W, opts: { "-f --force": D } },
      "revert undo redo clean purge": D,
      amend: "history",
      "ui server": "sends",
      "settings set unset": { sub: { "": R }, is: "settings" },
      stash: { sub: { "ls list show cat": R, diff: { is: R, opts: { "--command --tk --tclsh --by": "runs" } }, gdiff: "runs" }, is: D },
      "zip tarball sqlar": W,
    },
  },
  // Bazaar and Breezy. commit stays unknown: in a bound branch it commits to the remote master.
  "bzr brz": {
    sub: {
      "status st log info cat annotate blame ls version help missing revno check tags": R,
      diff: { is: R, opts: { "--using": "runs" } },
      whoami: { sub: { "": R }, is: "settings" },
      "add mv rename branch checkout co init init-repo": W,
      "push send serve": "sends",
      "pull update": "history",
      merge: { is: W, opts: { "--force": D } },
      "revert shelve unshelve clean-tree remove rm": D,
      uncommit: "history",
    },
  },
  darcs: {
    sub: {
      "whatsnew log changes diff show annotate help check": R,
      "record add init initialize clone get tag optimize move mv remove": W,
      "revert obliterate unpull": D,
      "unrecord amend amend-record": "history",
      "push send": "sends",
      test: "runs",
      setpref: "settings",
    },
  },
  // Sapling; sl alone draws the smartlog.
  sl: {
    sub: {
      "": R,
      "status st log diff show smartlog ssl annotate blame help version root": R,
      "commit ci add addremove pull clone": W,
      // As git's checkout does in the table, moving the working copy to another commit is asked.
      "goto go checkout co": D,
      push: "sends",
      "amend metaedit fold rebase hide unhide uncommit unamend absorb split histedit": "history",
      "revert shelve unshelve clean purge": D,
    },
  },
  tig: R,
  stg: {
    sub: {
      "series top applied unapplied show log diff status id version help files": R,
      init: W,
      "new refresh edit push pop goto float sink squash clean undo redo reset rebase pull commit uncommit sync pick spill rename hide unhide import": "history",
      delete: D,
    },
  },
  quilt: {
    sub: {
      "series applied unapplied top previous next files patches annotate graph grep": R,
      // quilt diff --diff=PROG runs that differ; header -e opens the editor.
      diff: { is: R, opts: { "--diff": "runs" } },
      header: { is: R, opts: { "-a -r": W, "-e": "runs" } },
      "push pop": { is: W, opts: { "-f --force": D } },
      "refresh new fork rename import add setup init fold snapshot": W,
      "delete remove revert": D,
      edit: "runs",
      mail: "sends",
    },
  },
  // Graphite: moving between branches is asked as git's checkout is; sync deletes merged branches.
  gt: {
    sub: {
      "log ls ll info parent children": R,
      "checkout co up u down d top t bottom b": D,
      submit: "sends",
      "create c modify m restack move fold split squash absorb rename pop undo continue abort track untrack reorder get": "history",
      "delete sync": D,
      "auth init": "settings",
    },
  },
  ghstack: { is: "sends", sub: { "submit land": "sends", checkout: D, unlink: "history" } },
  // As git crypt and git secret (MORE_SUBS.git).
  "git-crypt": MORE_SUBS.git!.crypt!,

  // ---- The long tail: JVM and .NET builds and tools.
  // mill's tasks are the build's own (module.compile): only its planning and listing commands are known.
  mill: { valued: "-j --jobs -D --define --import", sub: { "resolve inspect plan version": R, "clean init": W } },
  // ant runs the targets build.xml defines; -p lists them.
  ant: { reads: "-p -projecthelp -version -diagnostics" },
  buck: { sub: { "build test clean": W, run: "runs", "query targets audit uquery": R, install: "installs" } },
  "plz please pleasew": { sub: { "build test cover": W, "run exec watch tool": "runs", query: R, "clean export init": W, gc: D, update: "installs" } },
  "clj-kondo": { is: R, opts: { "--copy-configs": W } },
  cljfmt: { sub: { check: R, fix: W } },
  jreleaser: { sub: { "config env": R, "init template assemble package prepare sign checksum catalog changelog download": W, "full-release release publish upload announce deploy": "sends" } },
  spring: { sub: { init: W, "encodepassword version help": R, run: "runs" } },
  quarkus: {
    sub: {
      "create build": W,
      "dev test": "runs",
      "ext extension": { sub: { "list ls categories cat": R, "add remove rm": W } },
      "info version": R,
      deploy: "sends",
      image: { sub: { build: W, push: "sends" } },
      "plugin plug": { sub: { "list ls": R, add: "installs", "remove rm": D } },
    },
  },
  "jmeter jmeter.sh gatling gatling.sh fake cake dotnet-cake": "runs",
  "dotnet-ef": {
    sub: {
      migrations: { sub: { "list has-pending-model-changes": R, "add script bundle": W, remove: D } },
      database: { sub: { update: "system", drop: D } },
      dbcontext: { sub: { "info list": R, "scaffold optimize script": { is: W, opts: { "-f --force": D } } } },
    },
  },
  "dotnet-outdated": { is: R, opts: { "-u --upgrade": "installs" } },
  // Their collect and monitor can launch the program given after --: only the listings are known.
  "dotnet-trace dotnet-counters": { sub: { "ps list-profiles list": R } },
  "dotnet-dump": { sub: { ps: R, collect: W, analyze: R } },
  "dotnet-gcdump": { sub: { "ps report": R, collect: W } },

  // ---- The long tail: data, models and compute clusters.
  hf: {
    sub: {
      auth: { sub: { "whoami list": R }, is: "settings" },
      // Into the shared cache in the home folder, unless told --local-dir.
      download: "outside",
      "upload upload-large-folder": "sends",
      repo: { ...VERBS, sub: { create: "sends" } },
      "repo-files": { sub: { delete: D } },
      cache: { sub: { "scan ls": R, "delete rm prune": D } },
      "env version": R,
      jobs: { verbs: true, sub: { "run uv": "sends" } },
    },
  },
  kaggle: {
    ...VERBS,
    sub: {
      "competitions c": { ...VERBS, sub: { "files submissions": R, leaderboard: { is: R, opts: { "-d --download": W } }, download: { is: W, opts: { "-o --force": D } }, submit: "sends" } },
      "datasets d": { ...VERBS, sub: { "files status": R, download: { is: W, opts: { "-o --force --unzip": D } }, "create version": "sends", "init metadata": W } },
      "kernels k": { ...VERBS, sub: { status: R, "pull output init": W, push: "sends" } },
      "models m": { ...VERBS, sub: { init: W } },
      config: { sub: { view: R }, is: "settings" },
    },
  },
  bentoml: {
    ...VERBS,
    sub: {
      "list get": R,
      "build containerize pull export import": W,
      serve: "runs",
      "push deploy": "sends",
      delete: D,
      models: { ...VERBS, sub: { "list get": R, delete: D, "export import pull": W, push: "sends" } },
    },
  },
  ray: {
    sub: {
      "status memory summary logs get list": R,
      start: "outlives",
      stop: "system",
      up: "system",
      down: D,
      "submit exec attach": "runs",
      "rsync-up": "sends",
      "rsync-down timeline": W,
      job: { verbs: true, sub: { submit: "runs" } },
      dashboard: "sends",
    },
  },
  tensorboard: { is: "sends", reads: "--inspect --version_tb" },
  // marimo's servers run the notebook's code; exporting to HTML runs it too.
  marimo: { sub: { "edit run new tutorial": { is: ["runs", "sends"] }, export: "runs", convert: W, env: R } },
  accelerate: { sub: { "launch test": "runs", config: "settings", "env estimate-memory": R } },
  "torchrun deepspeed mpirun mpiexec horovodrun srun salloc": "runs",
  "gpustat nvitop nvtop": R,
  // Slurm: its queues and accounts read; a batch job runs later, on the cluster.
  "squeue sinfo sacct sshare sprio sstat sdiag": R,
  scontrol: { sub: { "show ping version": R }, is: "system" },
  scancel: D,
  sbatch: { is: ["runs", "outlives"] },
  // Environment modules (Lmod): what is loaded lives in the shell it runs in.
  module: { sub: { "avail av list show display spider whatis keyword help": R, "load add unload rm purge swap switch restore use unuse save": "settings" } },

  // ---- The long tail: DNS, CDN and edge.
  // octodns-sync only plans unless told --doit.
  "octodns-sync": { is: R, opts: { "--doit": "system" } },
  "octodns-dump": W,
  "octodns-validate octodns-compare octodns-report octodns-versions": R,
  dnscontrol: { sub: { "preview check print-ir check-creds version get-zones": R, fmt: W, "write-types": W, "push create-domains": "system" } },
  // lexicon PROVIDER ACTION …: its action is told by its verb.
  lexicon: { verbs: true },
  fastly: {
    ...VERBS,
    sub: {
      compute: { ...VERBS, sub: { "build pack init": W, "publish deploy": "sends", serve: "runs", validate: R } },
      "whoami version": R,
      profile: { ...VERBS, sub: { "create switch update": "settings" } },
      purge: D,
      sso: "settings",
    },
  },
  akamai: { verbs: true, sub: { "install update": "installs", uninstall: D, "list search help": R, config: "settings" } },
  flarectl: VERBS,
  "cf-terraforming": { sub: { "generate import version": R } },
  deployctl: { sub: { deploy: "sends", logs: R, "projects deployments": VERBS, upgrade: "installs" } },
  // aws-nuke only lists what it would delete unless told --no-dry-run.
  "aws-nuke": { is: R, opts: { "--no-dry-run": D } },
  "cloud-nuke": { sub: { "inspect-aws inspect-gcp": R, "aws gcp defaults-aws": D } },
  // Steampipe's queries and checks stay unknown: a table of its exec plugin runs commands.
  steampipe: { sub: { completion: R, plugin: { sub: { list: R, "install update": "installs", uninstall: D } }, service: { sub: { status: R, start: "outlives", "stop restart": "system" } }, login: "settings" } },
  powerpipe: { sub: { "benchmark control query detection dashboard": { sub: { "list show": R } }, server: "sends", mod: { sub: { list: R, "install update init": "installs", uninstall: D } }, login: "settings" } },

  // ---- The long tail: containers and clusters.
  rdctl: { sub: { "list-settings version info": R, "set start shutdown": "system", "factory-reset": D, shell: "runs", snapshot: { sub: { list: R, create: "system", "restore delete": D } } } },
  ctop: R,
  kubie: { sub: { "ctx ns exec": "runs", "info lint": R } },
  k3sup: { sub: { "install join": "system", "version ready": R } },
  telepresence: { sub: { "status list version": R, "connect intercept leave quit loglevel": "system", uninstall: D, "gather-logs": W, helm: { sub: { "install upgrade": "system", uninstall: D } } } },
  okteto: { ...VERBS, sub: { up: "system", "deploy build": "sends", "destroy down": D, "context ctx": { ...VERBS, sub: { use: "settings" } }, init: W } },
  devspace: { sub: { "dev enter attach run": "runs", deploy: "system", purge: D, "print analyze logs": R, list: { verbs: true }, "build sync": "sends", init: W, use: "settings" } },
  dapr: { sub: { "init upgrade": "installs", uninstall: D, run: "runs", "list status components configurations version": R, dashboard: "sends", stop: "system", "publish invoke": "sends" } },
  "kn kamel vela": VERBS,

  // ---- The long tail: secret stores.
  gopass: {
    sub: {
      "": R,
      "ls list find search audit version help": R,
      show: { is: R, opts: { "-c --clip -C --alsoclip -q --qr": "outlives" } },
      "rm delete remove mv move": D,
      sync: "sends",
      git: { sub: { "log status": R, push: "sends" } },
    },
  },
  // keepassxc-cli rewrites the database file for any change.
  "keepassxc-cli": { sub: { "ls show search analyze db-info estimate generate diceware export": R, "rm rmdir add edit mkdir mv merge attachment-import attachment-rm": D, "attachment-export import db-create": W, clip: "outlives", open: "runs" } },
  lpass: { sub: { "ls status export": R, show: { is: R, opts: { "-c --clip": "outlives" } }, "login logout": "settings", "sync add edit generate duplicate mv passwd share": "sends", rm: D } },
  "bws akeyless conjur": VERBS,
  teller: { sub: { "show env yaml json export scan redact graph": R, run: "runs", "put copy": "sends", delete: D, new: W } },
  vals: { sub: { "eval get env ksdecode version": R, exec: "runs" } },
  "rage rage-keygen": { is: R, opts: { "-o --output": W } },
  cfssl: { sub: { "gencert genkey sign certinfo bundle info selfsign version print-defaults gencrl ocspsign": R, "serve ocspserve scan": "sends" } },
  cfssljson: W,

  // ---- The long tail: version managers.
  jabba: { sub: { "ls ls-remote current which": R, install: "installs", uninstall: D, "use alias unalias link unlink deactivate": "settings" } },
  nodebrew: { sub: { "ls list ls-remote ls-all help": R, "install install-binary selfupdate migrate-package": "installs", "uninstall clean": D, "use alias unalias": "settings", exec: "runs" } },
  gvm: { sub: { "list listall version": R, install: "installs", uninstall: D, use: "settings" } },
  elan: { sub: { "show which": R, toolchain: { sub: { list: R, "install link": "installs", uninstall: D } }, "default override": "settings", self: { sub: { update: "installs", uninstall: D } }, run: "runs" } },
  "rustup-init": "installs",

  // ---- The long tail: Linux administration.
  iw: { sub: { "list event": R, reg: { sub: { get: R }, is: "system" }, "dev phy": { verbs: true, sub: { "": R } } } },
  bluetoothctl: { sub: { "list show devices info paired-devices version": R }, is: "system" },
  "systemd-resolve": { is: R, opts: { "--flush-caches --reset-statistics --reset-server-features --set-dns --set-domain --set-llmnr --set-mdns --set-dnssec --set-dnsovertls --set-nta --revert": "system" } },
  "update-ca-trust": { sub: { check: R }, is: "system" },
  "fc-cache": "outside",
  xrandr: { is: "system", sub: { "": R }, reads: "-q --query --listmonitors --listactivemonitors --listproviders", opts: { "--output --fb --dpi --newmode --rmmode --addmode --delmode --setmonitor --delmonitor -s --size -o --orientation --auto --off --primary": "system" } },
  "xdpyinfo xwininfo xlsclients xlsfonts xev glxinfo vainfo vdpauinfo": R,
  xprop: { is: R, opts: { "-set -remove": "system" } },
  setxkbmap: { is: "settings", reads: "-query -print" },
  xset: { sub: { q: R }, is: "settings" },
  xinput: { sub: { "list list-props query-state test test-xi2 version": R }, is: "settings" },
  "v4l2-ctl": { is: "system", reads: "--list-devices --all -l --list-ctrls -L --list-ctrls-menus -C --get-ctrl -D --info --list-formats --list-formats-ext -V --get-fmt-video -P --get-parm -I --get-input -S --get-standard --log-status", opts: { "-c --set-ctrl -v --set-fmt-video -p --set-parm -i --set-input -s --set-standard -f --set-freq -t --set-tuner -o --set-output --set-priority --set-edid --clear-edid --set-dv-bt-timings --set-selection --set-crop --set-fmt-overlay --set-fmt-vbi --set-fmt-sliced-vbi --set-fmt-sdr --set-fmt-meta --set-fmt-video-out --set-audio-input --set-audio-output --set-modulator --set-jpegcomp --set-subdev-fmt --set-parm-output --encoder-cmd --decoder-cmd --stream-mmap --stream-user --stream-dmabuf --stream-out-mmap --stream-out-user --stream-out-dmabuf": "system", "--stream-to": W } },
  mokutil: { is: "system", reads: "--sb-state --list-enrolled -l --list-new -N --list-delete --test-key -t --pk --kek --db --dbx", opts: { "-i --import -d --delete --revoke-import --revoke-delete -x --export -p --password -c --clear-password --disable-validation --enable-validation --reset -g --generate-hash --ignore-db --use-db --import-hash --delete-hash --set-verbosity --set-fallback-verbosity --set-fallback-noreboot --trust-mok --untrust-mok --set-sbat-policy --timeout --mokx": "system" } },
  sbctl: { sub: { "status verify list-files list-bundles list-enrolled-keys": R }, is: "system" },
  fwupdmgr: { sub: { "get-devices get-updates get-upgrades get-releases get-history get-remotes get-topology get-details get-plugins get-approved-firmware get-results get-bios-setting security check-reboot-needed": R, "update upgrade install install-blob local-install reinstall downgrade switch-branch": "installs" }, is: "system" },
  multipath: { is: "system", reads: "-l -ll -t", dry: "-d", opts: { "-f -F -r -a -w -W -u -U": "system" } },
  // exportfs alone lists what is exported.
  exportfs: { sub: { "": { is: R, opts: { "-a -r -u -f -i -o": "system" } } }, is: "system" },
  "nfsstat smbstatus testparm named-checkconf named-checkzone unbound-checkconf a2query mailq varnishstat varnishlog varnishtop varnishhist": R,
  realm: { sub: { "discover list": R, "join leave permit deny": "system" } },
  sssctl: { sub: { "domain-list domain-status user-checks config-check analyze user-show group-show netgroup-show": R, "cache-remove cache-expire logs-remove": D } },
  authselect: { sub: { "current list show check test list-features requirements": R }, is: "system" },
  semanage: { is: "system", reads: "-l --list -E --extract", opts: { "-a --add -d --delete -m --modify -D --deleteall": "system" } },
  cscli: { verbs: true, sub: { "metrics version": R } },
  // postqueue -p lists the queue; flushing it delivers the mail.
  postqueue: { is: "sends", reads: "-p -j", opts: { "-f -i -s": "sends" } },
  postsuper: { is: "system", opts: { "-d": D } },
  rndc: { sub: { "status zonestatus showzone tsig-list": R }, is: "system" },
  "unbound-control": { sub: { "status list_stubs list_forwards list_local_zones list_local_data list_auth_zones list_insecure get_option lookup dump_cache dump_infra dump_requestlist": R }, is: "system" },
  dhclient: "system",
  "a2ensite a2dissite a2enmod a2dismod a2enconf a2disconf": "system",
  varnishadm: { sub: { "status vcl.list ban.list backend.list param.show panic.show ping help storage.list": R }, is: "system" },
  // mosquitto_sub reads a topic; told --remove-retained, it clears the messages kept there.
  mosquitto_sub: { is: R, opts: { "--remove-retained": D } },
  "mosquitto_pub mosquitto_rr": "sends",
  // telegraf's inputs may run commands (inputs.exec): its tests run them too.
  telegraf: "runs",
  // monit -t alone only checks its control file.
  monit: { sub: { "status summary report": R, "": { is: "system", reads: "-t" } }, is: "system" },
  icinga2: { sub: { daemon: { is: "runs", reads: "-C --validate" }, object: { sub: { list: R } }, feature: { sub: { list: R }, is: "system" }, variable: { sub: { "list get": R } } } },

  // ---- The long tail: macOS administration and the clipboard.
  mdutil: { is: "system", reads: "-s", opts: { "-i -E -X -p -d -a": "system" } },
  // ditto copies over what is at the destination.
  ditto: D,
  kmutil: { sub: { "showloaded inspect find": R }, is: "system" },
  // Alone, its old listing options read (profiles -P).
  profiles: { sub: { "list show status version help validate": R, "": { is: "system", reads: "-P -C" } }, is: "system" },
  dscacheutil: { is: R, opts: { "-flushcache": "system" } },
  tccutil: { sub: { reset: D } },
  GetFileInfo: R,
  SetFile: "system",
  dot_clean: D,
  // What is put on the clipboard stays there after aye, for any program to read.
  "pbcopy wl-copy": "outlives",
  xclip: { is: "outlives", reads: "-o -out" },

  // ---- The long tail: Windows' other administration tools.
  "cmd cmd.exe": "runs",
  // msiexec installs a package; /x removes one.
  "msiexec msiexec.exe": { is: "installs", opts: { "/x /X /uninstall": D } },
  "wusa wusa.exe": { is: "installs", opts: { "/uninstall": D } },
  // vssadmin delete shadows removes the restore points.
  "vssadmin vssadmin.exe": { sub: { "list List LIST": R, "delete Delete DELETE resize Resize": D, "create Create add Add": "system" } },
  "wbadmin wbadmin.exe": { sub: { "get Get": R, "delete Delete": D, "start Start stop Stop enable Enable disable Disable": "system" } },
  "bitsadmin bitsadmin.exe": { reads: "/list /info /LIST /INFO" },
  "manage-bde manage-bde.exe": { is: "system", reads: "-status -Status", opts: { "-on -off -pause -resume -lock -unlock -autounlock -protectors -tpm -setidentifier -forcerecovery -changepassword -changepin -changekey -keypackage -upgrade -wipefreespace -w": "system" } },
  fsutil: {
    sub: {
      fsinfo: R,
      "volume dirty behavior 8dot3name quota repair resource sparse tiering": { sub: { "query diskfree list queryflag queryrange allocationreport": R, "": R }, is: "system" },
      file: { sub: { "queryfileid queryfilenamebyid queryallocranges queryvaliddata queryextents layout queryoptimizemetadata": R }, is: "system" },
    },
    is: "system",
  },
  "mountvol mountvol.exe": { sub: { "": R }, is: "system" },
  "nbtstat nbtstat.exe": { is: R, opts: { "-R -RR": "system" } },
  "pathping pathping.exe tracert tracert.exe": R,
  "gpresult gpresult.exe": { is: R, opts: { "/h /H /x /X": W } },
  "gpupdate gpupdate.exe logoff logoff.exe": "system",
  "auditpol auditpol.exe": { is: "system", reads: "/get /list", opts: { "/set /clear /remove /restore /backup": "system" } },
  "pnputil pnputil.exe": { is: "system", reads: "/enum-drivers /enum-devices /enum-interfaces /enum-classes /enum-containers -e", opts: { "/add-driver -a -i /install": "installs", "/delete-driver -d /remove-device /disable-device": D } },
  "tzutil tzutil.exe": { is: "system", reads: "/g /l" },
  "w32tm w32tm.exe": { is: "system", reads: "/query /stripchart /tz /monitor", opts: { "/resync /config /register /unregister": "system" } },
  "defrag defrag.exe": { is: "system", reads: "/A /a", opts: { "/O /o /D /d /K /k /L /l /X /x /B /b /G /g": "system" } },
  "compact compact.exe": { sub: { "": R }, is: "system" },

  // ---- The long tail: macOS's own tools.
  systemextensionsctl: { sub: { list: R }, is: "system" },
  sfltool: { sub: { "dumpbtm list": R, resetbtm: D }, is: "system" },
  sharing: { is: "system", reads: "-l" },
  bputil: { is: "system", reads: "-d --display-policy" },
  wdutil: { sub: { info: R, diagnose: "outside" }, is: "system" },
  networkQuality: "sends",

  // ---- The long tail: servers, storage and clusters.
  // ipmitool's commands read as their verbs say (chassis status, sensor list); power and raw commands are asked.
  ipmitool: { verbs: true, valued: "-H -U -P -I -p -L -f -k -y -C -N -R -E -K -A -o" },
  // iwd's client: station … get-networks reads; connecting is asked.
  iwctl: { verbs: true },
  wpa_cli: { valued: "-i -p -g -P -G", sub: { "status list_networks scan_results ping mib get_network interface_list": R }, is: "system" },
  bridge: { verbs: true, sub: { "link fdb mdb vlan monitor": { verbs: true, sub: { "": R } } } },
  ipvsadm: { is: "system", reads: "-L -l --list -S --save", opts: { "-A --add-service -E --edit-service -D --delete-service -C --clear -R --restore -a --add-server -e --edit-server -d --delete-server --set -Z --zero": "system" } },
  pcs: { verbs: true, sub: { status: R, config: { verbs: true, sub: { "": R, show: R } } } },
  drbdadm: { sub: { "status cstate dstate role show-gi dump sh-resources": R }, is: "system" },
  // ceph -s alone reads; its subcommands read or destroy by their verbs.
  ceph: {
    verbs: true,
    valued: "-c --conf -n --name -k --keyring --id -i --in-file -o --out-file --cluster -m",
    sub: {
      "": { reads: "-s --status -w --watch -v --version" },
      "df health status versions version": R,
      // auth get-or-create makes the key it is asked for.
      auth: { verbs: true, sub: { "get-or-create get-or-create-key add import caps": "system" } },
    },
  },
  // rados get writes the object to the file it is given.
  rados: { verbs: true, valued: "-p --pool -c --conf -n --name --id -N --namespace", sub: { "lspools df ls stat listxattr getxattr listomapkeys listomapvals getomapval": R, get: D } },
  "rbd radosgw-admin gluster": { verbs: true },
  snapper: { sub: { "list ls list-configs get-config diff status xadiff": R, "create create-config set-config modify": "system", "delete remove rm undochange rollback cleanup delete-config": D } },
  timeshift: { is: "system", reads: "--list --list-snapshots --list-devices", opts: { "--delete --delete-all --restore": D, "--create": "system" } },
  patronictl: { sub: { "list topology history show-config version dsn": R, "switchover failover restart reload reinit pause resume edit-config flush": "system", remove: D } },
  repmgr: { sub: { cluster: { sub: { "show events crosscheck matrix": R }, is: "system" }, node: { sub: { "status check": R }, is: "system" }, "primary standby witness daemon": { is: "system" } } },
  // pgBackRest's backups go to its repository (which may be remote); restoring writes over the data directory.
  // Its check switches the WAL and archives a segment to the repository.
  pgbackrest: { sub: { "info version help": R, "backup archive-push check": "sends", "restore expire stanza-delete": D, "stanza-create stanza-upgrade start stop": "system" } },
  barman: { sub: { "list-servers list-backups list-backup show-server show-backup status diagnose list-files replication-status": R, "backup switch-wal switch-xlog cron receive-wal": "system", "recover delete": D } },
  "wal-g": { sub: { "backup-list wal-show wal-verify": R, "backup-push wal-push": "sends", "backup-fetch wal-fetch delete": D } },
  // Its check runs a check's Python code once.
  "datadog-agent": { sub: { "status health configcheck version hostname diagnose": R, check: "runs", flare: "sends", "start stop restart run launch-gui": "system" } },

  // ---- The long tail: security scanners (they probe the hosts they are given) and malware checks.
  "nikto sqlmap gobuster ffuf dirb wfuzz feroxbuster hydra medusa nuclei testssl testssl.sh sslscan sslyze whatweb wpscan amass subfinder httpx naabu dnsx": "sends",
  // clamscan only reports unless told to remove or move what it finds.
  clamscan: { is: R, opts: { "--remove --move --copy": D } },
  freshclam: "installs",
  aide: { is: "system", reads: "--check -C --compare --config-check -D --version", opts: { "--init -i --update -u": "system" } },

  // ---- The long tail: building packages for other systems.
  // They run the package's own build scripts (debian/rules, the spec's %build).
  "debuild dpkg-buildpackage pdebuild sbuild rpmbuild flatpak-builder": "runs",
  "lintian rpmlint deborphan": R,
  "appimagetool createrepo createrepo_c": W,
  // fpm: Ruby's package builder (its operands follow options), and Fortran's package manager, whose run, install
  // and publish are its own.
  fpm: { is: W, sub: { run: "runs", install: "installs", publish: "sends" } },
  alien: { is: W, opts: { "-i --install": "installs" } },
  checkinstall: "installs",
  dput: "sends",
  aptly: { verbs: true },
  snapcraft: {
    sub: {
      "pack snap build prime stage pull try": "runs",
      "upload push release close promote register": "sends",
      "login logout export-login": "settings",
      "list-plugins plugins list-extensions extensions whoami status list revisions names validations": R,
      "clean init": W,
    },
  },

  // ---- The long tail: application frameworks' command lines.
  tauri: { sub: { build: W, dev: "runs", info: R, "init icon": W, add: "installs", signer: { sub: { generate: W } }, "android ios": { sub: { init: W, "dev run": "runs", build: W } } } },
  // sccache wraps the compiler it is given; its statistics read.
  sccache: { is: "runs", reads: "--show-stats --show-adv-stats --dist-status", opts: { "-z --zero-stats --stop-server": "system", "--start-server": "outlives" } },
  briefcase: { sub: { "create build package update new": W, "run dev open": "runs", "publish upload": "sends" } },
  // Their templates' hooks (and copier's tasks) run as they make the project.
  "cookiecutter copier": "runs",
  ember: { sub: { "build b test t": W, "serve s server": "sends", "generate g": W, "destroy d": D, "install i new init": "installs", "version v": R } },
  vue: { sub: { "create add invoke": "installs", "serve ui": "sends", build: W, "inspect info": R } },
  nuxi: { sub: { dev: "runs", "build generate prepare typecheck analyze": W, "preview start": "runs", "init upgrade": "installs", add: W, module: { sub: { add: "installs" } }, "cleanup clean": W, info: R } },
  taze: { is: R, opts: { "-w --write": W, "-i --install": "installs" } },
  // attw --pack packs the project first (npm pack, with its scripts).
  attw: { is: R, opts: { "--pack -P": W } },
  "chromatic percy": "sends",
  lhci: { sub: { "autorun collect open": "runs", upload: "sends", "assert healthcheck": R, server: "sends" } },
  drush: {
    sub: {
      "status st core:status pm:list pml config:get cget watchdog:show ws version": R,
      "sql:drop site:install si": D,
      "config:export cex": D,
      "sql:dump": W,
      "sql:cli sqlc php:eval ev php:script scr php:cli php": "runs",
      "updatedb updb deploy pm:install en pm:enable pm:uninstall pmu config:import cim cache:rebuild cr": "system",
    },
  },
  laravel: { sub: { new: "installs" } },
  swiftly: { sub: { "list list-available": R, "install init self-update": "installs", uninstall: D, use: "settings", run: "runs" } },
  matlab: "runs",
  "ansible-navigator": { sub: { run: "system", "doc collections images inventory config settings lint replay": R, exec: "runs" } },
  "buildkite-agent": {
    sub: {
      start: "outlives",
      pipeline: { sub: { upload: "sends" } },
      "meta-data": { sub: { "get exists keys": R, set: "sends" } },
      artifact: { sub: { download: W, upload: "sends", "search shasum": R } },
      annotate: "sends",
      step: { sub: { get: R, update: "sends" } },
    },
  },
  bk: VERBS,
  terramate: { sub: { list: R, run: "runs", "generate fmt create": W } },
  atlantis: { sub: { server: "sends", version: R, testdrive: "runs" } },
  "terraform-compliance": R,
  kubescape: { sub: { scan: { is: R, opts: { "--submit": "sends" } }, "list version": R, download: "outside" } },
  kbld: { is: R, opts: { "--lock-output --imgpkg-lock-output": W } },
  kubecm: { sub: { "list ls version": R, "switch s namespace ns": "settings", "add merge rename": "settings", "delete clear": D } },
  kail: R,
  awslogs: { sub: { "get groups streams": R } },
  chalice: { sub: { local: "runs", deploy: "sends", delete: D, "package new-project gen-policy": W, "logs url": R } },
  zappa: { sub: { "deploy update schedule certify": "sends", "undeploy unschedule": D, "status tail": R, "invoke manage": "runs", rollback: "system", "package init template": W } },

  // ---- The long tail: data kept beside git.
  "git-secret": MORE_SUBS.git!.secret!,
  "git-annex": GIT_ANNEX,
  datalad: { sub: { "status diff wtf": R, siblings: { sub: { "": R, query: R }, is: "settings" }, "get save clone install create": W, "drop remove": D, push: "sends", "run rerun": "runs" } },

  // ---- Breadth, third pass: SQL clients whose statements effect-specials.ts reads (-e, --execute, -q, -Q): a
  // statement that only reads runs; anything else, and a file of statements, is asked.
  "trino presto snowsql vsql impala-shell clickhouse-local": { is: "unknown" },
  clickhouse: { sub: { "client local": { is: "unknown" }, format: R } },
  // memcached-tool HOST:PORT MODE: display, stats, settings, sizes and dump read; move shifts the server's slabs.
  "memcached-tool": { verbs: true },
  neo4j: { sub: { "status version help": R, "start restart stop": "system", console: "runs" } },
  "neo4j-admin": { verbs: true },
  "elasticsearch-plugin opensearch-plugin": { sub: { list: R, install: "installs", remove: D } },
  "elasticsearch-keystore opensearch-keystore": { sub: { "list has-passwd": R }, is: "settings" },
  solr: { verbs: true, sub: { "status version healthcheck assert": R, "start restart stop": "system", "post": "sends" } },

  hive: { is: "unknown" },
  // Dolt, a SQL database versioned as git is: its logs and diffs read; dolt sql -q reads as its statements do.
  dolt: {
    sub: {
      "status log diff show blame ls version reflog": R,
      "add commit init": W,
      sql: { is: "unknown" },
      branch: { is: W, sub: { "": R }, opts: { "-d -D --delete -f --force -m -M --move -c -C --copy": "history" } },
      "reset checkout clean rm merge rebase revert cherry-pick": D,
      "push": "sends",
      "pull fetch": "history",
      "remote config": { sub: { "": R }, is: "settings" },
    },
  },
  // SQL over CSV files, that writes nothing but what it is told to; trdsql given a database driver queries that database.
  q: { is: R, opts: { "-C --caching-mode -S --save-db-to-disk": W } },
  textql: { is: R, opts: { "-save-to": W } },
  trdsql: { is: R, opts: { "-driver -dsn": "unknown" } },
  octosql: { is: R, sub: { plugin: { sub: { list: R, install: "installs" } } } },
  xan: { is: R, sub: { "split partition": W }, opts: { "-o --output": W } },
  tabview: R,
  // Kedro loads the project (its settings, catalog and pipelines) for any command but info.
  kedro: { sub: { info: R, "catalog registry": { sub: { "list describe": W } }, run: "runs", "jupyter ipython": "runs", "new package": W } },
  flink: { sub: { list: R, "run run-application": "runs", cancel: D, "stop savepoint": "system" } },
  // Redpanda's rpk: its objects are told apart by their verbs; consuming in a group commits the group's offsets.
  rpk: { verbs: true, sub: { topic: { verbs: true, sub: { consume: { is: R, opts: { "-g --group": "system" } }, produce: "sends" } }, cluster: { verbs: true, sub: { "info health": R } } } },
  "modal replicate": VERBS,

  // ---- Breadth, third pass: geodata, scientific file formats, bioinformatics and workflow tools.
  // Their readers print what a file holds (h5dump -o writes, as any output option does).
  // gdalinfo -stats (-hist) saves what it computes beside the raster (.aux.xml).
  gdalinfo: { is: R, opts: { "-stats -approx_stats -hist": W } },
  "gdalsrsinfo gdallocationinfo gdalmdiminfo ncdump h5dump h5ls h5stat h5diff h5check cs2cs proj projinfo gdaltransform": R,
  // ogrinfo's SQL (-sql) may be an UPDATE or DELETE, and -update opens the data for writing.
  ogrinfo: { is: R, opts: { "-sql -dialect -update": "unknown" } },
  // They write the file they are told to (an output operand, -o); h5copy adds to an output that exists, gdalwarp warps
  // into one, and gdalbuildvrt replaces one only when told.
  "ncgen nccopy h5repack h5import": W,
  "h5copy gdalwarp": D,
  gdalbuildvrt: { is: W, opts: { "-overwrite": D } },
  pdal: { sub: { info: R } },
  // samtools, bcftools and bedtools print to stdout unless told a file; indexing writes an index beside the data.
  samtools: {
    sub: {
      "view head": { is: R, opts: { "-o": W } },
      "flagstat idxstats stats depth coverage quickcheck tview bedcov mpileup calmd samples": R,
      "index faidx dict sort fastq fasta fixmate markdup collate split cat addreplacerg ampliconclip fqidx": W,
      merge: { is: W, opts: { "-f": D } },
      reheader: { is: R, opts: { "-i --in-place": D } },
    },
  },
  bcftools: {
    sub: {
      "view query stats head": { is: R, opts: { "-o --output": W } },
      "index annotate norm filter concat merge sort isec call mpileup consensus csq reheader convert": W,
      // Its plugins are shared libraries found on BCFTOOLS_PLUGINS.
      "plugin +fill-tags": "runs",
    },
  },
  bedtools: { is: R, sub: { split: W }, opts: { "-fo": W } },
  tabix: W,
  // bgzip replaces the file it packs, as gzip does, unless it writes to stdout (-c) or only tests (-t).
  bgzip: { is: D, reads: "-c --stdout -t --test" },
  seqkit: { is: R, sub: { "split split2": W }, opts: { "-o --out-file -O --out-dir": W } },
  csvtk: { is: R, sub: { "split split2": W }, opts: { "-o --out-file": W } },
  fastqc: W,
  multiqc: { is: W, opts: { "-f --force": D } },
  // Snakemake evaluates its Snakefile (Python) and runs the rules; -n only says which rules it would run, and its
  // listings and graphs print.
  snakemake: { is: "runs", dry: "-n --dry-run --dryrun", reads: "-l --list --list-target-rules --lt --summary -S --detailed-summary -D --dag --rulegraph --filegraph --version -v" },
  // Nextflow: run runs the pipeline (its -preview still runs the script); clean deletes work folders, -n only lists them.
  nextflow: {
    sub: {
      run: "runs",
      "info list log view": R,
      clean: { is: D, dry: "-n -dry-run" },
      clone: W,
      pull: "outside",
      drop: D,
      "self-update": "installs",
      "console kuberun": "runs",
      secrets: { sub: { list: R, "set delete": "settings" } },
    },
  },
  raco: { sub: { pkg: { sub: { show: R, "install update migrate": "installs", remove: D } }, "make test exe": W } },

  // ---- Breadth, third pass: build tools and package managers of smaller ecosystems.
  // dub (D): builds and tests fetch packages into its cache, as cargo's do; run runs; remove drops a cached package.
  dub: { sub: { "build test lint generate upgrade add fetch clean describe": W, "list search": R, run: "runs", remove: D, "add-local add-path remove-local remove-path add-override remove-override": "settings", convert: D } },
  // Alire (Ada).
  // (Alire fetches its index, and a crate's toolchain, before it can show or list.)
  alr: { sub: { "build test get with update pin clean show search list printenv": W, version: R, run: "runs", publish: "sends", "index toolchain config": "settings" } },
  haxelib: { sub: { "list path info search config version": R, "install git dev update upgrade": "installs", remove: D, run: "runs", submit: "sends", setup: "settings" } },
  // haxe compiles (its macros run at compile time, as a build's do); --run, --interp and --cmd run what it built or a command.
  haxe: { is: W, opts: { "--run -x --interp --cmd -cmd --server-listen --wait --connect": "runs" } },
  esy: { sub: { "build b": W, "ls-builds ls-libs ls-modules status": R, "install i": "installs", "x exec-command shell": "runs" } },
  hare: { sub: { "build test": W, run: "runs", version: R } },
  ocamlfind: { sub: { "list query printconf": R, "ocamlc ocamlopt ocamldep ocamldoc": W, "install remove": "installs" } },
  // rdiff-backup: its listings and checks read; restoring, removing increments and regressing overwrite or delete.
  "rdiff-backup": { reads: "-l --list-increments --list-increment-sizes --list-changed-since --list-at-time --compare --verify --calculate-average", sub: { "list verify info compare test": R, "restore remove regress": D } },
  syncthing: { sub: { cli: { sub: { show: R } } } },
  // Mail: notmuch and mu search their index; fetchmail -c and mbsync -l only look at the server.
  notmuch: { sub: { "search count show address reply dump": R, config: { sub: { "get list": R }, is: "settings" } } },
  mu: { sub: { "find view cfind info": R } },
  fetchmail: { is: D, reads: "-c --check -V --version" },
  mbsync: { is: D, reads: "-l --list -V --version" },
  offlineimap: { is: D, dry: "--dry-run" },

  // ---- Breadth, third pass: formatters and linters, by what they rewrite.
  taplo: { sub: { "check lint get": R, "fmt format": { is: W, reads: "--check" }, lsp: "runs" } },
  // yamlfmt, buildifier and mdformat rewrite the files they are given unless told only to check them.
  yamlfmt: { is: W, reads: "-lint -dry" },
  buildifier: { is: W, reads: "-mode=check -mode=diff --mode=check --mode=diff", opts: { "-lint=fix --lint=fix": W } },
  mdformat: { is: W, reads: "--check" },
  csharpier: { is: W, reads: "--check", sub: { check: R, format: W } },
  // erlfmt, gersemi and hclfmt print the formatted source unless told to write it.
  erlfmt: { is: R, opts: { "-w --write": W } },
  gersemi: { is: R, opts: { "-i --in-place": W } },
  hclfmt: { is: R, opts: { "-w": W } },
  // HTML Tidy prints the tidied page; -m writes it over the file, and a config file may tell it to.
  tidy: { is: R, opts: { "-m -modify --modify": D, "-o -output --output-file": W, "-config --config": "unknown" } },
  "checkmake cmake-lint ls-lint": R,
  "sql-formatter": { is: R, opts: { "--fix -o --output": W } },
  // tomlq (yq's TOML face) prints unless told to edit in place; hq is jq for HTML; bandwhich only watches.
  tomlq: { is: R, opts: { "-i --in-place": D } },
  "hq bandwhich": R,
  // macOS: powermetrics samples the machine's power and load; airport -s scans for networks, -z leaves one.
  powermetrics: R,
  airport: { is: "system", reads: "-s --scan -I --getinfo" },
  // Windows' net: its listings (net user, net localgroup NAME, net share) read (effect-specials.ts); the rest is asked.
  "net net.exe": { is: "unknown" },
  // ---- Breadth, third pass: finding what is left over, and removing it.
  // symlinks lists the links it finds; -d deletes the dangling ones, -c rewrites absolute ones.
  symlinks: { is: R, opts: { "-d -c": D } },
  "trash-list": R,
  "trash-empty trash-rm": D,
  "trash-restore": W,
  // They delete what is older than they are told, unless only testing (-t).
  "tmpreaper tmpwatch": { is: D, dry: "-t --test" },
  bleachbit: { is: D, dry: "-p --preview", reads: "-l --list-cleaners --version" },
  // rmlint writes a script (rmlint.sh) that would remove what it found; running that script is another matter.
  rmlint: W,
  fclones: { sub: { group: R, "remove link dedupe move": D } },
  "pip-autoremove": { is: D, reads: "-l --list -L --leaves" },
  sorbet: { is: R, opts: { "-a --autocorrect": W } },

  // ---- Breadth, third pass: more of bioinformatics and climate data.
  // Aligners and assemblers write where they are told (-o, -S, a prefix), over what is there, as other converters do.
  "bowtie2 bowtie2-build hisat2 hisat2-build STAR salmon kallisto fastp cutadapt featureCounts kraken2 megahit prokka makeblastdb": W,
  // BLAST searches locally unless told -remote: then the query goes to NCBI.
  "blastn blastp blastx tblastn tblastx": { is: W, opts: { "-remote": "sends" } },
  minimap2: { is: R, opts: { "-o -d": W } },
  bwa: { sub: { "mem aln samse sampe bwasw": R, index: W } },
  // ecCodes' readers print a GRIB file's messages; wgrib2 prints its inventory unless told to write (-grib, -netcdf…).
  "grib_ls grib_dump grib_get grib_compare codes_info": R,
  "grib_set grib_copy": W,
  wgrib2: { is: R, opts: { "-grib -grib_out -netcdf -csv -text -bin -ieee -append -set_grib_type -new_grid": W } },

  // ---- Breadth, third pass: game tooling.
  // Rojo (Roblox): build writes the place file; serve lets Studio sync from this folder; upload publishes.
  rojo: { sub: { "build sourcemap init fmt-project": W, serve: "sends", upload: "sends", "plugin": { sub: { install: "installs", uninstall: D } } } },
  wally: { sub: { "install update": "installs", "publish": "sends", "login logout": "settings", "search manifest-to-json": R, package: W } },
  // butler (itch.io): status and version read; push uploads a build.
  butler: { sub: { "status version which ls verify diff": R, push: "sends", "login logout": "settings", fetch: W, "unzip apply": D } },

  // ---- Breadth, third pass: macOS and Linux profilers that only watch.
  "nettop fs_usage heap vmmap footprint opensnoop execsnoop iosnoop": R,
  // leaks -atExit -- CMD launches the program it is given.
  leaks: { is: R, opts: { "-atExit --atExit": "runs", "--outputGraph": W } },
  // sample and spindump write their reports (to /tmp unless told a file); dtruss runs the command it is given.
  "sample spindump": W,
  "dtruss dtrace": "runs",

  // ---- Breadth, third pass: smaller clouds, IaC wrappers, server tests, schema tools, brokers.
  "yc tccli ionosctl ovhcloud stackit triton zenml": VERBS,
  // Atmos runs terraform and helmfile for a stack: their plans and diffs read, applying changes the cloud.
  atmos: {
    sub: {
      // (They write the component's backend and variables files, and init it, first.)
      terraform: { sub: { "plan validate show output graph providers init fmt generate varfile backend": W, "apply deploy import refresh workspace": "system", destroy: D } },
      helmfile: { sub: { "diff template lint": R, "apply sync": "system", destroy: D } },
      "describe validate list version": R,
      vendor: { sub: { pull: W } },
    },
  },
  // goss validate runs goss.yaml's checks (its command checks run commands), as a project's tests run; add writes a
  // check into it; serve answers checks over HTTP.
  goss: { sub: { render: R, "validate v add a autoadd aa": W, "serve s": "sends" } },
  dgoss: "runs",
  // Skeema compares in a scratch schema it makes on the server (diff, lint, format): only push is known, and it changes the database.
  skeema: { sub: { "version help": R, push: "system" } },
  // Kafka's friendlier clients: consuming in a group commits its offsets.
  kaf: { verbs: true, sub: { "topics groups nodes": R, consume: { is: R, opts: { "-g --group": "system" } }, produce: "sends" } },
  kafkactl: { verbs: true, sub: { consume: { is: R, opts: { "-g --group": "system" } }, produce: "sends" } },
  "nsq_tail nsq_stat": R,
  // Tunnels and folder servers send what they reach or serve.
  "frpc frps inlets inlets-pro chisel rathole miniserve darkhttpd webfsd updog dufs simple-http-server static-web-server": "sends",
  zrok: { is: "sends", sub: { "status overview version": R } },

  // ---- Breadth, third pass: FreeBSD and OpenBSD administration.
  // nixos-option prints an option's value and where it is set.
  "nixos-option": R,
  "freebsd-version sockstat kldstat jls procstat fstat swapinfo gstat devinfo systat kdump": R,
  "truss ktrace jexec": "runs",
  "kldload kldunload sysupgrade": "system",
  camcontrol: { sub: { "devlist identify inquiry readcap periphlist": R }, is: "system" },
  gpart: { sub: { "show list status": R }, is: D },
  // geom CLASS VERB, and the classes' own commands: list and status read.
  geom: { verbs: true },
  "gmirror gconcat gstripe glabel graid gmultipath": { sub: { "list status dump": R }, is: "system" },
  geli: { sub: { "list status dump": R, kill: D }, is: "system" },
  // sysrc NAME prints a setting; NAME=VALUE and -x change rc.conf (effect-specials.ts tells them apart).
  sysrc: { is: "system" },
  pciconf: { is: R, opts: { "-w": "system" } },
  usbconfig: { verbs: true, valued: "-d -u -a -i" },
  // IDS fetches the release's file hashes into /var/db before it compares.
  "freebsd-update": { sub: { updatesready: R, IDS: "installs", "fetch install upgrade rollback cron": "installs" } },
  "bectl beadm": { sub: { list: R, "create mount umount unmount rename activate jail unjail export import": "system", destroy: D } },
  rcctl: { sub: { "ls get check": R }, is: "system" },
  syspatch: { is: "installs", reads: "-l -c" },
  fw_update: { is: "installs", dry: "-n" },
  pkg_check: { is: R, opts: { "-f": "system" } },
  vmctl: { sub: { "status show": R }, is: "system" },
};

/** PowerShell's cmdlets that change things, each honouring -WhatIf: then it only says what it would do. */
const PS_WHATIF: [string, Row][] = [
  ["Remove-Item Move-Item Rename-Item Clear-Content Clear-Item Remove-ItemProperty Clear-RecycleBin Copy-Item Set-Content Add-Content Out-File Set-Item Set-ItemProperty Export-Csv", { is: D }],
  ["New-Item New-ItemProperty Expand-Archive Compress-Archive", { is: W, opts: { "-F -Fo -For -Forc -Force -f -fo -for -forc -force -U -Up -Upd -Upda -Updat -Update -u -up -upd -upda -updat -update": D } }],
  ["Stop-Service Start-Service Restart-Service Set-Service Suspend-Service Resume-Service New-Service Stop-Process Restart-Computer Stop-Computer Set-Date Set-TimeZone Set-Acl New-LocalUser Remove-LocalUser Add-LocalGroupMember Remove-LocalGroupMember Disable-NetAdapter Enable-NetAdapter New-NetFirewallRule Remove-NetFirewallRule Set-NetFirewallRule", { is: "system" }],
  ["Install-Module Install-Package Install-Script Update-Module", { is: "installs" }],
  ["Uninstall-Module Uninstall-Package Uninstall-Script Remove-AppxPackage", { is: D }],
  ["Set-ExecutionPolicy Set-PSRepository Register-PSRepository Unregister-PSRepository", { is: "settings" }],
];
for (const [names, row] of PS_WHATIF) MORE[`${names} ${names.toLowerCase()}`] = { ...row, dry: "-WhatIf -whatif -WHATIF" };

/** More of PowerShell's cmdlets that only get, test or print; Pester runs the project's tests, PSScriptAnalyzer lints. */
const PS_MORE_READS = "Get-Command Get-Verb Get-Uptime Get-Error Get-History Get-Random Get-AuthenticodeSignature Get-PfxCertificate Get-WmiObject Resolve-DnsName Test-Json Test-ModuleManifest Select-Xml Write-Host Out-Host Out-Null ConvertTo-Html ConvertTo-Xml ConvertFrom-StringData Find-Module Find-Package Get-Clipboard";
MORE[`${PS_MORE_READS} ${PS_MORE_READS.toLowerCase()}`] = R;
MORE["Invoke-Pester invoke-pester"] = W;
MORE["Invoke-ScriptAnalyzer invoke-scriptanalyzer"] = { is: R, opts: { "-Fix -fix": W } };
MORE["pwsh.exe powershell.exe"] = "runs";

// The rows of effect-table-tools.ts (each name there has no other row).
Object.assign(MORE, TOOLS);
