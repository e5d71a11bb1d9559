/**
 * What programs do, as data: one row per program, with rows for subcommands
 * and options where they differ. Gathered from the tools' own documentation.
 * A program or subcommand that is not here is unknown, and unknown means ask.
 *
 * A row is an effect, or:
 * - `is`: what it does when nothing below says otherwise (unknown if absent);
 * - `sub`: rows by subcommand (the first word that is not an option); a key may
 *   list several names separated by spaces;
 * - `valued`: options before the subcommand whose value is the next word;
 * - `dry`: options that make it an honest dry run: it then only reads, whatever
 *   else is given (the row's and its parents');
 * - `reads`: options with which it only lists or prints, unless an option of
 *   `opts` is given too (`iptables -L` reads, `iptables -L -F` does not);
 * - `opts`: options that add an effect (`-f` matches inside `-rf`; `--force`
 *   matches `--force=x` and any prefix typed of it, as getopt_long reads them);
 * - `verbs`: the program is a cloud or cluster CLI whose subcommands are too
 *   many to list: one that reads (`list`, `describe-…`) reads, one that
 *   destroys (`delete`, `terminate-…`) deletes, and any other is unknown;
 */
import type { Effect } from "./effects.ts";
import { MORE_SUBS } from "./effect-table-more.ts";

export interface Row {
  is?: Effect | Effect[];
  sub?: Record<string, Row | Effect>;
  valued?: string;
  dry?: string;
  reads?: string;
  opts?: Record<string, Effect>;
  verbs?: boolean;
}

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";

/**
 * A test runner's options that update its snapshots or golden files: it writes what failed over the expected files git
 * keeps. A script run by name (`npm test -- -u`, its text not read) hands them to whatever runner it runs.
 */
export const SNAPSHOT_UPDATE = "-u --updateSnapshot --update --update-snapshots --snapshot-update --force-regen --update-goldens";

/** Package managers: what they read, build and run, and what installs (installs.ts names the packages). */
const NODE_PM: Row = {
  valued: "--prefix -C --dir --filter -w --workspace --cwd",
  sub: {
    ...MORE_SUBS.node,
    "ls list ll la outdated view info show why explain doctor help version bin root prefix search fund query config-get whoami ping": R,
    "run run-script test t tst build tsc lint typecheck check format fmt compile pack": { is: W, opts: { [SNAPSHOT_UPDATE]: D } },
    "start dev restart stop serve": "runs",
    "ci install i add isntall update up upgrade dedupe prune rebuild": "installs",
    "uninstall remove rm un unlink r": D,
    "publish unpublish deprecate adduser login logout": "sends",
    "exec x dlx create init": "runs",
    config: { sub: { "get list ls": R }, is: "settings" },
    cache: { sub: { "ls list verify": R, "clean clear rm": D } },
    link: "settings",
    audit: { is: R, sub: { fix: "installs", signatures: R } },
    version: { is: W, sub: { "": R } },
  },
};

const PY_PM: Row = {
  sub: {
    ...MORE_SUBS.pip,
    "list freeze show check help search index inspect debug hash": R,
    // Even as a dry run, pip builds what it would install from source: it fetches, and runs setup.py and build backends.
    install: { is: "installs", opts: { "--dry-run": "runs" } },
    "uninstall": D,
    config: { sub: { "get list debug": R }, is: "settings" },
    cache: { sub: { "dir info list": R, "purge remove": D } },
  },
};

const CARGO: Row = {
  valued: "-C --manifest-path --config -Z",
  // `cargo --list` lists its commands.
  reads: "--list",
  // A setting given on the command line may name a wrapper, a linker or a runner (`build.rustc-wrapper=…`).
  opts: { "--config": "runs" },
  sub: {
    ...MORE_SUBS.cargo,
    "build b check c test t bench doc fmt metadata tree search verify-project locate-project pkgid read-manifest help version": W,
    "run r": "runs",
    // clippy --fix applies its suggestions to the sources, as cargo fix does.
    clippy: { is: W, opts: { "--fix --allow-dirty --allow-staged --allow-no-vcs --broken-code": W } },
    "new init vendor fetch generate-lockfile": W,
    // A build tool's clean deletes only what its builds made (cargo's target/), as outputs.ts has it.
    clean: { is: W, opts: { "--target-dir": D } },
    "add remove rm update": W,
    "install uninstall": "installs",
    "publish yank owner login logout": "sends",
    "package": W,
  },
};

const GO: Row = {
  // -toolexec, -exec and -vettool name a program go runs on the build's files.
  opts: { "-toolexec --toolexec -exec --exec -vettool --vettool": "runs" },
  sub: {
    ...MORE_SUBS.go,
    "build vet fmt doc list version help": W,
    // (`-update`, `-golden`: the flag Go's golden-file tests take, by convention, to write what they got as expected.)
    test: { is: W, opts: { "-update -update=true -golden -update-golden -update-goldens -accept": D } },
    generate: "runs",
    env: { is: R, opts: { "-w -u": "settings" } },
    "run": "runs",
    "get install": "installs",
    mod: { sub: { "download graph verify why tidy vendor init edit": W } },
    work: W,
    // Plain go clean deletes the package's object files; its caches and installed files are elsewhere, and shared.
    clean: { is: W, opts: { "-cache -modcache -testcache -fuzzcache -i -r": D } },
    tool: "runs",
  },
};

/** Build tools with subcommands: building, testing and checking write in the tree; their reads read; anything else is asked. */
const BUILD_TOOL: Row = {
  verbs: true,
  sub: { ...MORE_SUBS.build, "build test check compile lint fmt format analyze doc docs bench assemble package verify restore run-tests typecheck vet tidy clean": W, "run exec": "runs" },
};

const GIT: Row = {
  valued: "-C -c --git-dir --work-tree --namespace --exec-path --config-env",
  sub: {
    ...MORE_SUBS.git,
    // git grep -O opens its matches in a program it is given.
    grep: { is: R, opts: { "-O --open-files-in-pager": "runs" } },
    "status log diff show blame shortlog describe rev-parse rev-list ls-files ls-tree ls-remote cat-file help version whatchanged show-ref show-branch for-each-ref count-objects fsck verify-commit verify-tag name-rev merge-base cherry range-diff annotate var check-ignore check-attr bisect-log": R,
    "add mv init commit": W,
    // fetch --force overwrites local tags and branches that differ from the remote's; --prune-tags deletes local tags.
    fetch: { is: W, opts: { "-f --force -P --prune-tags": "history" } },
    // clone -u names the upload-pack it runs; init --template copies hooks from a folder.
    clone: { is: W, opts: { "-u": "runs" } },
    // Their --abort and --quit drop what was done so far; notes can be removed.
    "revert cherry-pick": { is: W, opts: { "--abort --quit --skip": D } },
    notes: { sub: { "list show": R, "add append copy edit merge": W, "remove prune": D } },
    config: "settings",
    reflog: { is: R, sub: { "expire delete": "history" } },
    branch: { is: W, opts: { "-d -D --delete -m -M --move -c -C --copy -f --force --set-upstream-to -u --unset-upstream --edit-description": "history" } },
    tag: { is: W, opts: { "-d --delete -f --force": "history" } },
    push: { is: "sends", opts: { "-f --force --force-with-lease --force-if-includes --delete -d --mirror --prune": "history" }, dry: "-n --dry-run" },
    "pull reset rebase am filter-branch filter-repo replace update-ref gc prune repack merge": "history",
    "checkout restore switch stash clean rm apply": D,
    worktree: { sub: { list: R, add: W, "remove prune move repair lock unlock": D } },
    submodule: { sub: { ...MORE_SUBS["git submodule"], "status summary": R, "update init add sync absorbgitdirs": { is: W, opts: { "-f --force": D } }, deinit: D, foreach: "runs", "set-url set-branch": "settings" } },
    remote: { sub: { "show get-url": R, "": R }, is: "settings" },
    "archive bundle format-patch": W,
    "send-email request-pull": "sends",
    "daemon instaweb": "outlives",
    hook: "runs",
    lfs: { sub: { ...MORE_SUBS["git lfs"], "ls-files status env version track": R, "fetch pull": W,
    "install uninstall": "settings", push: "sends", prune: D } },
  },
  opts: { "--exec -x": "runs", "--output": W },
};

const KUBECTL: Row = {
  valued: "-n --namespace --context --cluster --kubeconfig -s --server --user -l --selector -o --output --field-selector --request-timeout --token --as",
  verbs: true,
  sub: {
    ...MORE_SUBS.kubectl,
    "get describe logs top explain api-resources api-versions version diff events wait kustomize completion options plugin": R,
    auth: { sub: { "can-i whoami": R }, is: "system" },
    rollout: { sub: { "status history": R }, is: "system" },
    "apply create replace patch set label annotate scale autoscale edit expose run cordon uncordon taint certificate": "system",
    "delete drain": D,
    "exec attach cp debug proxy port-forward": "runs",
    config: { sub: { "view get-contexts get-clusters get-users current-context": R }, is: "settings" },
  },
  dry: "--dry-run --dry-run=client --dry-run=server",
};

const DOCKER: Row = {
  valued: "-H --host -c --context --config -l --log-level",
  sub: {
    ...MORE_SUBS.docker,
    "ps images info version inspect logs history top stats port diff search events help": R,
    build: { is: W, opts: { "--push": "sends" } },
    buildx: { sub: { ...MORE_SUBS["docker buildx"], "build b bake": { is: W, opts: { "--push": "sends" } }, "ls inspect du version": R, "prune rm stop": D, "create use": "settings" } },
    "pull": W,
    "login logout push save export": "sends",
    // A container given the host's powers (all devices, its processes, its network) changes the system.
    "run create": { is: "runs", opts: { "--privileged --pid=host --userns=host --uts=host --ipc=host --network=host --net=host --cap-add --device": "system" } },
    "exec start restart attach cp commit": "runs",
    "stop kill pause unpause update rename wait": "system",
    "rm rmi": D,
    "tag": W,
    container: { sub: { ...MORE_SUBS["docker container"], "ls list ps inspect logs top stats port diff": R, "rm prune kill stop": D, "run exec create start": "runs" } },
    image: { sub: { ...MORE_SUBS["docker image"], "ls list inspect history": R, "rm prune remove": D, build: W, pull: W, push: "sends" } },
    "volume network context plugin secret config node service stack swarm trust manifest": { verbs: true },
    system: { sub: { "df info events": R, prune: D } },
    builder: { sub: { ls: R, prune: D } },
    compose: {
      valued: "-f --file -p --project-name --profile --env-file --project-directory",
      sub: { ...MORE_SUBS["docker compose"], "ps ls images logs top version port events ": R, build: W, pull: W, "up run exec start restart create": "runs", "stop kill pause unpause": "system", "down rm": D, push: "sends" },
      dry: "--dry-run",
    },
  },
};

const TERRAFORM: Row = {
  valued: "-chdir",
  sub: {
    ...MORE_SUBS.terraform,
    "plan validate show output graph version state-list console": R,
    "fmt get": W,
    init: { is: W, opts: { "-migrate-state -force-copy -reconfigure": "system" } },
    test: "system",
    apply: { is: "system", opts: { "-destroy --destroy": D } },
    "import refresh taint untaint force-unlock": "system",
    destroy: D,
    state: { sub: { "list show pull": R, "rm mv push replace-provider": D } },
    workspace: { sub: { "list show": R, "select new": "settings", delete: D } },
    "login logout": "settings",
  },
};

/** Cloud CLIs: reads and deletes are told apart by their verbs; anything else is asked. */
const CLOUD: Row = { verbs: true, valued: "--profile --region --output --project --account --configuration --subscription -g --resource-group --format --zone", dry: "--dryrun --dry-run --what-if" };

// (`psql -l` lists the databases; to sqlite3 and duckdb `-line` is an output mode, to sqlcmd `-l` a timeout.)
const DB_CLIENT: Row = { is: "unknown", reads: "--list" };

const SYSTEMCTL: Row = {
  sub: { ...MORE_SUBS.systemctl, "list print print-disabled blame status show cat list-units list-unit-files list-timers list-sockets list-dependencies is-active is-enabled is-failed is-system-running get-default help show-environment": R },
  is: "system",
};

export const TABLE: Record<string, Row | Effect> = {
  // Reading and listing.
  "col colrm expand unexpand getfacl lsattr zipinfo zcmp zdiff pdfinfo identify mediainfo ffprobe openssl-version nproc getconf lscpu lsipc lslocks lslogins lsirq ldd pkg-config pkgconf dpkg-architecture uname apt-config systemd-analyze systemd-detect-virt sw_vers system_profiler vm_stat otool dwarfdump codesign-verify spctl-assess csrutil-status file-rs hexyl delta difft icdiff wdiff colordiff meld-cli fzf-preview glow mdcat pandoc-version dust duf btm procs bottom gdu sloc cloc tokei scc git-sizer gource-check ack-grep sift pt fzf peco sk watchman-list zoxide-query": R,
  "ls dir vdir ll cat tac head tail less more most bat batcat wc file stat du df free uptime whoami id groups hostname uname arch nproc lscpu lsblk lsusb lspci lsof lsmod date cal pwd printenv env which whereis type realpath readlink dirname basename md5sum sha1sum sha256sum sha512sum b2sum cksum sum cmp diff diff3 sdiff comm grep egrep fgrep ag ack zgrep zcat bzcat xzcat zless column cut paste join nl fold fmt pr od hexdump xxd strings nm objdump readelf ldd tty locale getent ps pgrep top htop iostat vmstat netstat ip ifconfig dig nslookup host ping traceroute tracepath whois jq yq xq gron fx man info apropos whatis tldr help history echo printf true false test [ sleep seq yes expr bc factor uniq tr wc rev look numfmt w who last lastlog dmesg lsns findmnt blkid iconv base32 base64 basenc envsubst jo mlr csvlook xsv locate mlocate plocate pstree watch time": R,
  "sort shuf": { is: R, opts: { "-o --output": W } },
  "fd fdfind": { is: R, opts: { "-x --exec -X --exec-batch": "runs" } },
  "rg": { is: R, opts: { "--pre": "runs" } },
  "tree": { is: R, opts: { "-o": W } },
  "timedatectl hostnamectl localectl loginctl busctl machinectl coredumpctl homectl portablectl userdbctl bootctl": { verbs: true, sub: { ...MORE_SUBS.ctl, "": R } },
  "ss": { is: R, opts: { "-K --kill": "system" } },
  "dmesg": { is: R, opts: { "-c -C -D -E -n --clear --read-clear --console-off --console-on --console-level": "system" } },
  "yq xq": { is: R, opts: { "-i --inplace --in-place": D } },
  exiftool: { is: R, opts: { "-overwrite_original -overwrite_original_in_place -o -out -delete_original -tagsFromFile": D } },
  smartctl: { is: R, opts: { "-s --smart -t --test -X --abort -o --offlineauto -S --saveauto --set": "system" } },
  tcpdump: { is: R, opts: { "-w -z": W } },
  "mlr": { is: R, opts: { "-I": D } },
  "iconv": { is: R, opts: { "-o --output": W } },
  "uniq tr": R,
  "cd pushd popd": R,
  // fish's set -U keeps the variable for every later fish (fish_user_paths, ...): a setting.
  set: { is: R, opts: { "-U --universal": "settings" } },
  "export unset alias unalias shopt declare typeset local readonly umask ulimit trap wait": R,
  // A virtualenv's activate script only sets PATH and a prompt: read where it is the project's (a written one is code, writes-code.ts).
  "source .": { is: "runs", sub: { "venv/bin/activate .venv/bin/activate env/bin/activate .env/bin/activate virtualenv/bin/activate": R } },
  // Creating in the tree.
  "mkdir touch mktemp": { is: W },
  "cp install": { is: W, opts: { "-f --force --remove-destination -u --update": D } },
  mv: { is: D },
  // rename's -n is judged with its expression, which perl runs even then (effect-specials.ts).
  rename: { is: D },
  // ln -f replaces only a name that is there (effects.ts); a backup of it may be written over one.
  "ln": { is: W, opts: { "-b --backup": D } },
  "rm rmdir unlink shred wipe srm trash trash-put gio-trash": D,
  "tee": { is: W },
  "sed": { is: R, opts: { "-i --in-place": D } },
  // xmlstarlet ed writes to stdout unless -L (--inplace) edits the file itself.
  xmlstarlet: { is: R, opts: { "-L --inplace": D } },
    "awk gawk mawk nawk": "runs",
  "find": { is: R, opts: { "-delete": D, "-fprint -fprint0 -fprintf -fls": W } },
  "xargs parallel": "runs",
  "truncate fallocate": D,
  // dd writes only where `of=` says, judged as any output file is (effects.ts): a new file, one that is there, a device.
  dd: W,
  "chmod chown chgrp chattr setfacl chcon setfattr": "system",
  // Archives: listing reads; extracting writes in the tree (over what is there with some options).
  "tar bsdtar": { is: W, reads: "-t --list --test-label -d --diff --compare", opts: { "-P --absolute-names --overwrite --recursive-unlink --unlink-first -U --remove-files --delete": D, "--to-command --checkpoint-action --info-script --new-volume-script -F --use-compress-program -I": "runs" } },
  "zip": { is: W, opts: { "-d --delete -m --move": D, "-TT --unzip-command": "runs" } },
  // Extracting overwrites what is there unless told to keep it (unzip -n).
  "unzip": { is: D, reads: "-l -t -v -Z -p -c -z" },
  // -sdel deletes the files once they are in the archive.
  "7z 7za 7zr 7zz": { sub: { "l t i h": R, "x e": D, a: { is: W, opts: { "-sdel": D } }, "d u rn": D } },
  // They replace each file with its (un)packed form unless told to keep it (effect-specials.ts); zstd, lz4 and brotli keep it unless told --rm.
  "gzip gunzip bzip2 bunzip2 xz unxz compress uncompress": { is: D, reads: "-l --list -t --test -c --stdout" },
  "zstd unzstd lz4 brotli": { is: W, reads: "-l --list -t --test -c --stdout", opts: { "--rm -f --force": D } },
  "unrar": { sub: { "l lb lt v vb vt t": R, "x e": W } },
  "cpio": { is: W, reads: "-t --list" },
  // Sync: whatever copies to a remote sends; --delete deletes.
  "rsync": { is: W, dry: "-n --dry-run --list-only", opts: { "-e --rsh": "runs", "--delete --delete-before --delete-during --delete-after --delete-delay --delete-excluded --remove-source-files --del -I --ignore-times --inplace": D } },
  "rclone": { sub: { ...MORE_SUBS.rclone, "ls lsd lsl lsf lsjson size check cat about version help config-show listremotes tree md5sum sha1sum hashsum ncdu": R, "copy copyto": W, "sync move moveto delete deletefile purge rmdir rmdirs cleanup": D, dedupe: { is: D, sub: { list: R } }, serve: "sends", mount: "system", config: "settings" }, dry: "-n --dry-run" },
  "scp sftp ftp lftp ncftp rcp croc magic-wormhole wormhole": "sends",
  "ssh mosh autossh": { is: "runs", reads: "-G -V -Q" },
  "curl": { is: R, opts: { "-c --cookie-jar -D --dump-header --trace --trace-ascii --stderr --libcurl --etag-save --hsts --alt-svc": W, "-d --data --data-ascii --data-binary --data-raw --data-urlencode --json -F --form -T --upload-file -X --request --form-string --url-query": "sends", "-o --output -O --remote-name --remote-name-all -J": W, "-K --config": "runs" } },
  "wget": { is: W, reads: "--spider", opts: { "--post-data --post-file --method --body-data --body-file": "sends", "-O --output-document": W, "-e --execute": "runs" } },
  "http https xh httpie": { is: "sends", reads: "--offline" },
  "nc ncat netcat": { is: "sends", reads: "-z" },
  "socat telnet": "sends",
  "ngrok cloudflared localtunnel lt bore serveo": { is: "sends", sub: { "version help": R, config: { is: "settings", sub: { check: R } }, tunnel: { is: "sends", sub: { "list info": R } } } },
  // Version control and forges.
  git: GIT,
  "hub": { verbs: true },
  "svn hg": { sub: { "status st log diff info cat blame annotate list ls help version summary": R, "heads parents tip identify id files manifest root paths outgoing out incoming in": R, "add commit ci update up pull checkout co clone": W, push: "sends", "revert rm remove delete strip": D, purge: { is: D, dry: "--print -p" } } },
  // Build and test inside the tree.
  // (`-p` prints the data base and then builds, as make always does: no dry run.)
  "make gmake": { is: W, dry: "-n --just-print --dry-run --recon -q --question", opts: { "-f --file --makefile --eval -E": "runs", "-C --directory": W } },
  "cmake": { is: W, opts: { "-E -P": "runs", "--install": "installs" } },
  "ninja meson scons": { is: W, dry: "-n --dry-run" },
  "shellcheck hadolint yamllint jsonlint actionlint xmllint tidy-check htmlhint stylua-check staticcheck revive detekt checkstyle pmd cppcheck cpplint rubocop-check phpstan psalm phpcs tflint tfsec checkov kubeval kubeconform kube-score conftest cfn-lint spectral vale codespell typos editorconfig-checker commitlint license-checker": R,
  // (`tflint --init` downloads the plugins .tflint.hcl names, binaries it then loads.)
  tflint: { is: R, opts: { "--init": "installs" } },
  "rspec minitest phpunit pest behave robot ginkgo gotestsum ctest karma nyc c8 lcov gcov grcov tarpaulin nextest": W,
  "rustfmt black-check shfmt stylua ktfmt terraform-fmt": { is: W, reads: "-l -d --check --diff -n --dry-run" },
  "tsc vue-tsc svelte-check rollup webpack vite esbuild swc tsup mocha ava tap cypress storybook next nuxt astro ng remix": W,
  // (Told to update its snapshots, a test runner writes what failed over the expected files git keeps.)
  "jest vitest playwright": { is: W, opts: { [SNAPSHOT_UPDATE]: D } },
  "mypy pyright flake8 pylint bandit coverage": W,
  // Told to show a diff (or only to check), they write nothing back: `black --check`.
  "black isort": { is: W, dry: "--diff --check --check-only" },
  // (--import-mode picks how test modules are imported: prepend, append or importlib.)
  "pytest py.test": { is: W, valued: "--import-mode --rootdir", opts: { "--snapshot-update --force-regen --update-goldens --inline-snapshot=fix --inline-snapshot=create": D } },
  // (pre-commit run clones each hook repository the config names and installs it, then runs what the config says.)
  "pre-commit lefthook husky overcommit": { sub: { "autoupdate validate-config validate-manifest sample-config": W, "run try-repo": "runs", "install uninstall init clean gc install-hooks": "settings" } },
  "mvn mvnw gradle gradlew": { is: "unknown" },
  "javac kotlinc scalac swiftc gcc g++ cc c++ clang clang++ ld as rustc ghc erlc nasm yasm cl clang-cl": W,
  "java jshell elixir clojure clj": "runs",
  // deps.clean deletes what deps.get fetched and what building them made (deps/NAME, _build/…/lib/NAME), as a build
  // tool's clean does; --unlock also takes them out of mix.lock, which the project keeps.
  mix: { ...BUILD_TOOL, sub: { ...BUILD_TOOL.sub, "deps.get deps.update deps.compile": "installs", "phx.routes deps.tree hex.info hex.outdated": R, "ecto.migrations": R, "deps.clean": { is: W, opts: { "--unlock": D } } } },
  "zig cabal stack dune crystal nim v gleam rebar3 sbt lein msbuild xcodebuild opam bazel bazelisk buck2": BUILD_TOOL,
  "just task rake": { is: "unknown", dry: "-n --dry-run --dry" },
  "mage invoke grunt gulp": "unknown",
  // Frameworks' own command lines: their reads read, their builds and tests write, anything else is asked.
  rails: { verbs: true, sub: { ...MORE_SUBS.rails, "routes about stats notes version": R, test: W, "console c server s runner dbconsole": "runs", "db:drop db:reset db:schema:load db:purge db:truncate_all": D, "db:migrate:status": R } },
  artisan: { verbs: true, dry: "--pretend", sub: { ...MORE_SUBS.artisan, "route:list about list env inspect model:show db:show db:table schedule:list": R, test: W, "migrate:fresh migrate:reset migrate:refresh db:wipe db:seed": D, "serve tinker queue:work": "runs" } },
  // (check --deploy checks the settings a deployment needs; it deploys nothing.)
  "manage.py django-admin": { verbs: true, sub: { ...MORE_SUBS.django, check: { is: R, opts: { "--deploy": R } }, "showmigrations diffsettings inspectdb sqlmigrate show_urls help version dbshell-check": R, test: W, "collectstatic compilemessages makemessages": W, "flush reset_db sqlflush": D, "runserver shell dbshell": "runs" } },
  "pm2 forever supervisorctl foreman overmind": { verbs: true, sub: { "list ls status logs show describe monit jlist prettylist info": R } },
  "certbot": { verbs: true, sub: { certificates: R }, dry: "--dry-run" },
  // (`-c` names the config to start with, or for apachectl a directive: not a test.)
  "nginx apachectl apache2ctl httpd haproxy caddy": { is: "system", reads: "-t -T -v -V configtest -version --version validate fmt-check" },
  "virsh VBoxManage vboxmanage lxc incus multipass colima limactl docker-machine qemu-img podman-machine orb": { verbs: true, sub: { "info check compare map measure dominfo list showvminfo": R } },
  // (restic's repository and its password file are named before the subcommand: `restic -r /srv/restic snapshots`; a
  // backend's option may name a program it runs, `-o sftp.command=…`, as may --password-command.)
  "restic borg borgmatic kopia duplicity rsnapshot tarsnap": { verbs: true, valued: "-r --repo --repository-file --password-file -p --cache-dir --password-command", opts: { "--password-command -o --option": "runs" }, sub: { ...MORE_SUBS.backup, "snapshots ls check stats diff find cat mount-check": R, "backup create": "sends" }, dry: "--dry-run -n" },
  "git-filter-repo bfg": { is: "history", dry: "--analyze --dry-run" },
  "defaults gsettings dconf xdg-settings xdg-mime update-desktop-database": { sub: { "read read-type list get list-keys list-recursively list-schemas dump domains find": R }, is: "settings" },
  "direnv": { sub: { ...MORE_SUBS.direnv, "status version help": R, "allow deny edit permit block": "settings", exec: "runs" } },
  "pipdeptree pip-audit safety pip-licenses depcheck madge knip license-checker-rseidelsohn npm-check-updates ncu govulncheck cargo-audit syft semgrep bandit gitleaks trufflehog detect-secrets osv-scanner dependency-check retire audit-ci better-npm-audit": { is: R, opts: { "-u --upgrade --fix": W } },
  // (pip-audit --fix upgrades the packages it finds into whichever environment is active.)
  "pip-audit": { is: R, opts: { "--fix": "installs" } },
  // Scanners that also keep a cache or a database of their own, which some subcommands delete.
  trivy: { is: R, sub: { clean: D, server: "outlives", plugin: { sub: { "list info search": R, "install upgrade": "installs", uninstall: D } }, module: { sub: { install: "installs", uninstall: D } } } },
  grype: { is: R, sub: { db: { sub: { "status list check providers": R, "update import": W, delete: D } } } },
  "pip-compile pip-tools terraform-docs": W,
  "pip-sync": "installs",
  "tsx ts-node nodemon node-dev esno vite-node": "runs",
  "goreleaser": { verbs: true, sub: { "check healthcheck": R, build: W, release: "sends" }, dry: "--snapshot --skip=publish" },
  "jar": { is: W, reads: "-t --list tf tvf" },
  "javap jdeps jps jstack jmap jcmd jinfo jstat sensors tshark mtr iftop nethogs vnstat lsns pstack gstack ltrace-list perf-list": R,
  // nvidia-smi reads, but its settings options reset the GPU (killing what uses it) or change its modes and limits.
  "nvidia-smi": { is: R, opts: { "-r --gpu-reset -pm --persistence-mode -c --compute-mode -e --ecc-config -p --reset-ecc-errors -pl --power-limit -ac --applications-clocks -rac --reset-applications-clocks -lgc --lock-gpu-clocks -rgc --reset-gpu-clocks -lmc --lock-memory-clocks -rmc --reset-memory-clocks -mig --multi-instance-gpu -am --accounting-mode -caa --clear-accounted-apps --auto-boost-default --auto-boost-permission -cc --cuda-clocks": "system" } },
  "hyperfine valgrind gdb lldb perf strace ltrace": "runs",
  "mongodump pg_basebackup mysqlpump mydumper redis-dump": W,
  "sqlite-utils csvsql": { verbs: true, sub: { "tables rows query schema views indexes": R } },
  "csvcut csvstat csvlook csvgrep csvjson in2csv csvsort csvjoin csvstack datamash parquet-tools jless miller": R,
  // qsv's commands that run code (foreach, luau, py), fetch (fetch, fetchpost) or write elsewhere (to) are not reads;
  // what it is given that is not named here is not known.
  qsv: { sub: { "count headers stats select search searchset slice sort sortcheck sample frequency index schema table transpose flatten fmt input join joinp cat dedup exclude fill fixlengths behead enum explode extdedup extsort replace rename reverse split partition pseudo safenames sniff validate jsonl json excel lens moarstats describegpt-help help": R, "foreach luau py": "runs", "fetch fetchpost": "sends" } },
  // ugrep's --filter runs a command on each file it searches.
  ugrep: { is: R, opts: { "--filter": "runs" } },
  // (vim in silent ex mode with commands that only print reads: effect-specials.ts.)
  "vim vi nano subl idea": "unknown",
  // VS Code's command line: listings read; extensions install and go.
  code: { is: "unknown", reads: "--list-extensions --version -v --help -h --status", opts: { "--install-extension": "installs", "--uninstall-extension": D } },
  "act": "runs",
  "nmap masscan": "sends",
  "iperf iperf3": "sends",
  "choco winget scoop": { verbs: true, sub: { ...MORE_SUBS.winpm, "list search info show outdated": R, "install upgrade": "installs", "uninstall remove": D } },
  "nixos-rebuild home-manager darwin-rebuild": { sub: { ...MORE_SUBS.nixos, "dry-build dry-activate build": W }, is: "system" },
  "knife": { verbs: true, sub: { ...MORE_SUBS.knife } },
  "pastebinit termbin ix sprunge 0x0 gist": "sends",
  "busybox toybox": "unknown",
  cargo: CARGO,
  go: GO,
  "rustup": { sub: { ...MORE_SUBS.rustup, "show which doc help": R }, is: "installs" },
  // Package and environment managers.
  "npm pnpm": NODE_PM,
  // Bare `yarn` is `yarn install`.
  yarn: { ...NODE_PM, sub: { ...NODE_PM.sub, "": "installs" } },
  "bun": { ...NODE_PM, sub: { ...NODE_PM.sub, "x": "runs", "run test build": W } },
  "npx bunx pnpx": "runs",
  "deno": { sub: { ...MORE_SUBS.deno, "check lint fmt test info doc bench compile": W, "run eval repl serve task": "runs", "install add remove": "installs" } },
  "pip pip3 pipx": PY_PM,
  "uv": { sub: { ...MORE_SUBS.uv, "pip": PY_PM, "lock venv build tree export version": W, run: { is: "runs", opts: { "--with --with-requirements --with-editable": "installs" } }, "sync add remove": "installs", publish: "sends", cache: { sub: { dir: R, "clean prune": D } }, python: { sub: { "list find dir": R }, is: "installs" } } },
  // A project's environment lives outside it (poetry's cache): removing one is asked.
  // (hatch's test, run and shell build and install the project into their environment first, then run scripts pyproject names.)
  hatch: { sub: { ...MORE_SUBS.poetry, "show check lock build version about config-list list search": W, env: { verbs: true, sub: { "show find": R }, is: "installs" }, "test run shell fmt": "runs", publish: "sends" } },
  "poetry pdm pipenv rye": { sub: { ...MORE_SUBS.poetry, "show check lock build version about config-list list search": W, env: { verbs: true, sub: { "info list": R } }, "install add remove update sync": "installs", "run shell exec": "runs", publish: "sends" } },
  "conda mamba micromamba": { sub: { ...MORE_SUBS.conda, "list info search env-list": R, env: { verbs: true, sub: { "list export": R } }, "install create update upgrade": "installs", "remove uninstall clean": D, "run activate": "runs", config: { is: "settings", reads: "--show --show-sources --get --describe --validate" } }, dry: "--dry-run -d" },
  "gem": { sub: { ...MORE_SUBS.gem, "list search info query spec contents environment env help which outdated": R, sources: { is: "settings", reads: "-l --list" }, "install update": "installs", "uninstall cleanup": D, "push yank owner": "sends", build: W } },
  "bundle bundler": { sub: { ...MORE_SUBS.bundle, "check list show outdated info config-get": R, "install update add lock package": "installs", "exec": "runs", clean: D } },
  "composer": { sub: { ...MORE_SUBS.composer, "show validate outdated diagnose check-platform-reqs licenses depends why why-not suggests search": R, "install update require dump-autoload": "installs", "remove": D, "run-script run exec": "runs" } },
  // (zypper's -s is its table style: only --dry-run is its dry run.)
  zypper: { sub: { ...MORE_SUBS.apt, "list search se show info policy": R, "remove rm purge clean": D }, is: "installs", dry: "--dry-run -D" },
  "apt apt-get aptitude dnf yum apk emerge pkg port xbps-install": { sub: { ...MORE_SUBS.apt, "list search show info policy depends rdepends check": R, "remove purge autoremove erase del clean": D }, is: "installs", dry: "-s --simulate --dry-run --just-print --no-act --assume-no --print-uris" },
  // pacman takes its mode as the first option (effect-specials.ts reads it).
  pacman: { is: "installs", dry: "-p --print" },
  "apt-cache dpkg-query rpm-query": R,
  dpkg: { is: "installs", dry: "--test --simulate --dry-run --no-act", reads: "-l --list -L --listfiles -s --status -S --search -c --contents -I --info", opts: { "-r --remove -P --purge -i --install": D } },
  // (rpm's --eval and --define expand macros, and `%(…)` runs a shell.)
  rpm: { is: "installs", dry: "--test", reads: "-q --query -V --verify", opts: { "-e --erase -i --install -U --upgrade": D, "--eval -E --define -D": "runs" } },
  "brew": { sub: { ...MORE_SUBS.brew, "list ls info search outdated deps uses config doctor leaves desc home log": R, "install reinstall upgrade update tap": "installs", "uninstall remove rm untap cleanup autoremove": D }, reads: "--prefix --cellar --cache --repository --repo", dry: "-n --dry-run" },
  "snap flatpak": { sub: { ...MORE_SUBS.snap, "list info find search": R, "remove uninstall": D }, is: "installs" },
  "nix-env": { is: "installs", reads: "-q --query", opts: { "-e --uninstall --delete-generations --rollback -i --install -u --upgrade": D } },
  "nix": { sub: { ...MORE_SUBS.nix, "search eval show-config flake-show flake-check log path-info why-depends": R, build: W, "run develop shell": "runs", profile: "installs" } },
  "nvm fnm volta asdf mise pyenv rbenv sdk jenv goenv nodenv": { sub: { ...MORE_SUBS.envmgr, "list ls ls-remote current which version versions help doctor": R, "exec x run shell": "runs" }, is: "installs" },
  "virtualenv venv": W,
  // Interpreters run code aye does not read; asking for their version reads.
  "python python2 python3 pypy pypy3 node nodejs ruby php perl lua luajit Rscript julia tclsh pwsh powershell osascript irb groovy scala kotlin": "runs",
  "sh bash zsh dash ksh mksh fish csh tcsh ash eval": "runs",
  "command exec builtin": R,
  // Databases: what a client runs depends on its statements; listing reads.
  psql: { ...DB_CLIENT, reads: "-l --list" },
  "mysql mariadb sqlite3 sqlcmd duckdb cockroach clickhouse-client cqlsh mongo mongosh redis-cli influx usql pgcli mycli litecli": DB_CLIENT,
  "pg_dump pg_dumpall mysqldump mongodump sqlite3-dump pg_isready pg_config": { is: W },
  mysqladmin: { valued: "-u -p -h -P -S --user --host --port --socket", sub: { "status processlist variables version ping extended-status": R }, is: "system" },
  "pg_ctl pg_ctlcluster": { sub: { status: R }, is: "system" },
  "pg_restore mongorestore dropdb dropuser createdb createuser initdb": "system",
  // (golang-migrate names its folder and its database before the command: `migrate -path db -database $URL version`.)
  "flyway liquibase diesel goose migrate dbmate atlas sqitch": { verbs: true, valued: "-path -database -source -lock-timeout -prefetch", sub: { ...MORE_SUBS.migrate, "status current history heads info validate show version update-sql diff": R }, dry: "--sql --dry-run" },
  // Containers and clusters.
  "docker podman nerdctl": DOCKER,
  "docker-compose podman-compose": DOCKER.sub!.compose as Row,
  "buildah skopeo regctl": { verbs: true, sub: { ...MORE_SUBS.registry, "inspect ls list images containers": R, "bud build pull": W, "push copy login": "sends", "rm rmi prune delete": D } },
  // crane's config, manifest and blob print what the registry holds (regctl's and buildah's groups of those names write).
  crane: { verbs: true, sub: { ...MORE_SUBS.registry, "inspect ls list images containers config manifest blob validate": R, "bud build pull": W, "push copy login": "sends", "rm rmi prune delete": D } },
  "kubectl oc k3s microk8s": KUBECTL,
  "helm": { valued: "-n --namespace --kube-context --kubeconfig", sub: { ...MORE_SUBS.helm, "list ls status get history show search lint version env help diff verify dependency-list": R, "install upgrade rollback": "system", "uninstall delete del un": D, "push registry package-push": "sends", repo: { sub: { list: R }, is: "settings" }, "package pull fetch dependency create": W }, dry: "--dry-run --dry-run=client --dry-run=server" },
  "kustomize": { is: R, sub: { ...MORE_SUBS.kustomize, edit: W } },
  "k3d argocd flux linkerd velero skaffold tilt": { verbs: true, sub: { ...MORE_SUBS.gitops } },
  // Clouds, their CLIs and hosting.
  "aws gcloud gsutil az doctl linode-cli hcloud scw oci ibmcloud aliyun exo vultr-cli civo upcloud": {
    ...CLOUD,
    sub: {
      ...MORE_SUBS.cloud,
      s3: { sub: { ls: R, "cp mv sync": "sends", "rm rb": D, "mb website presign": "sends" } },
      "cp mv": "sends",
      rsync: { is: "sends", dry: "-n --dry-run --dryrun" },
      deployment: { verbs: true, sub: { "what-if validate": R } },
      configure: { sub: { ...MORE_SUBS["cloud configure"], "list get": R }, is: "settings" },
      "auth config": { sub: { ...MORE_SUBS["cloud auth config"], "list print-access-token print-identity-token describe get-value application-default-print-access-token": R }, is: "settings" },
      "acl iam defacl": { verbs: true },
    },
  },
  "railway render surge amplify sam cdk serverless sls eb copilot sst": {
    verbs: true,
    sub: { ...MORE_SUBS.hosting, "deploy publish push up release": "sends", "destroy remove": D, "logs status list ls info whoami version help diff synth preview validate": R, "build dev": W },
  },
  // (salt's cmd.run and cmd.script run whatever test=True says.)
  "chef-client": { is: "system", dry: "--why-run -W" },
  // (A resource may set its own `noop => false`; left to the manifest, as a build is left to its code.)
  puppet: { is: "system", dry: "--noop" },
  // (A function that only answers, `salt-call --local test.ping`, reads: effect-specials.ts.)
  "salt salt-call": { is: "system", dry: "test=True", opts: { "cmd.run cmd.script cmd.shell cmd.exec_code cmd.run_all cmd.run_stdout cmd.powershell": "runs" } },
  "consul vault nomad etcdctl influx mc s3cmd b2 azcopy nmcli resolvectl networkctl kind eksctl istioctl kops kubeadm crictl ctr": { verbs: true, sub: { ...MORE_SUBS.infra } },
  "terraform tofu terragrunt": TERRAFORM,
  "packer": { sub: { ...MORE_SUBS.packer, "validate inspect version console": R, fmt: { is: W, reads: "-check" }, build: "sends", init: W } },
  "vagrant": { sub: { ...MORE_SUBS.vagrant, "status ssh-config box-list validate version": R, "up reload provision halt suspend resume": "system", "destroy box-remove": D, ssh: "runs" } },
  "ansible ansible-playbook": { is: "system", dry: "--check -C --syntax-check --list-hosts --list-tasks --list-tags" },
  "ansible-inventory ansible-doc ansible-config": R,
  // (ansible-lint installs what requirements.yml names, unless --offline: dry-run-inputs.ts reads whether it names any.)
  "ansible-lint": R,
  // System administration.
  "systemctl service launchctl rc-service sv initctl": SYSTEMCTL,
  "useradd userdel usermod groupadd groupdel groupmod chpasswd adduser deluser addgroup delgroup visudo chsh chfn gpasswd newusers": "system",
  // passwd -S prints an account's status (locked, last change, ageing), as chage -l does; any other option changes it.
  passwd: { is: "system", reads: "-S --status", opts: { "-d --delete -l --lock -u --unlock -e --expire -n --mindays -x --maxdays -w --warndays -i --inactive -k --keep-tokens -r --repository -q --quiet": "system" } },
  "iptables ip6tables nft ufw firewall-cmd pfctl ipset ebtables": { is: "system", sub: { ...MORE_SUBS.firewall, "status list show": R }, reads: "-L --list -S --list-rules --list-all --list-all-zones --get-zones --get-active-zones --get-default-zone --state --list-services --list-ports --query-service --query-port -sr -s", opts: { "-A --append -D --delete -I --insert -R --replace -F --flush -Z --zero -N --new-chain -X --delete-chain -P --policy -E --rename-chain": "system" } },
  // Their listing forms read: mount and sysctl alone or asked for a value, swapon --show, losetup -l, modprobe -n.
  // (`mount -l` lists only alone: `mount -l --bind a b` mounts.)
  mount: { is: "system", sub: { "": R } },
  sysctl: "system",
  swapon: { is: "system", reads: "-s --summary --show" },
  losetup: { is: "system", reads: "-l --list -a --all -j --associated" },
  modprobe: { is: "system", dry: "-n --dry-run --show-depends -D --show-config -c" },
  "umount swapoff rmmod insmod kexec update-grub grub-install grub-mkconfig efibootmgr update-initramfs mkinitcpio dracut hwclock setenforce tune2fs resize2fs lvremove lvcreate lvextend vgremove pvremove hdparm quotacheck ldconfig": { is: "system", dry: "--dry-run" },
  // A check that changes nothing: e2fsck and xfs_repair -n, fsck -N.
  "e2fsck fsck xfs_repair": { is: "system", dry: "-n -N" },
  "update-alternatives alternatives": { is: "system", reads: "--display --query --list --get-selections" },
  "chage": { is: "system", reads: "-l --list" },
  "blkid lsblk findfs namei lvs vgs pvs lvdisplay vgdisplay pvdisplay lvmdiskscan dmsetup-info": R,
  parted: { is: D, reads: "-l --list" },
  // (`-l` lists only for the partition editors; to mkfs, blkdiscard, cryptsetup, sgdisk and nvme it is a value of
  // the operation: a bad-block list, a length, a key's size, a backup to load, a format.)
  "fdisk sfdisk gdisk cfdisk": { is: D, reads: "-l --list", sub: { ...MORE_SUBS.disk } },
  "sgdisk blkdiscard mkswap mkfs mkfs.xfs mkfs.btrfs mkfs.vfat mkfs.fat mkfs.ntfs mkfs.f2fs cryptsetup diskutil nvme": { is: D, sub: { ...MORE_SUBS.disk } },
  // Their -n is a dry run: `zfs destroy -nv`, `zpool create -n`, `wipefs --no-act`.
  "wipefs zpool zfs": { is: D, reads: "-l --list", dry: "-n --no-act", sub: { ...MORE_SUBS.disk } },
  "shutdown reboot halt poweroff init telinit killall5": "system",
  // kill -l lists the signals.
  "kill killall pkill": { is: "system", reads: "-l -L --list --table" },
  "crontab at batch atrm anacron": { is: "outlives", reads: "-l --list", opts: { "-r --remove -e --edit": D } },
  "atq": R,
  tmux: { sub: { "ls list-sessions list-windows list-panes list-clients list-buffers show-options show show-environment display-message display capture-pane has-session info": R }, is: "outlives", reads: "-V" },
  screen: { is: "outlives", reads: "-ls -list -v --version" },
  "nohup setsid disown daemonize start-stop-daemon byobu dtach abduco systemd-run": "outlives",
  "sudo doas": { is: "system", reads: "-l --list -V --version -v --validate -k -K --reset-timestamp --remove-timestamp" },
  "su runuser pkexec chroot": "system",
  "mke2fs mkfs.ext2 mkfs.ext3 mkfs.ext4": { is: D, dry: "-n", reads: "-V" },
  "mdadm": { is: "system", reads: "--detail --examine --query -D -E -Q" },
  // keytool's commands are single-dash words (-importcert): only those that print read; the rest change a keystore,
  // which is trust settings (the JDK's cacerts, under sudo, the system's).
  keytool: { is: "settings", reads: "-list -printcert -printcertreq -printcrl -showinfo -help --help" },
  "ssh-keygen certutil update-ca-certificates security": { verbs: true, sub: { "version help verify": R }, reads: "-l -L -lf -F -list -printcert -V" },
  "gpg gpg2": { is: "unknown", reads: "-k -K --list-keys --list-secret-keys --list-public-keys --fingerprint --list-sigs --check-sigs --verify --list-packets --version --help" },
  "ssh-add": { is: "settings", reads: "-l -L -T" },
  "ssh-copy-id": "sends",
  "ssh-keyscan": R,
};
