/**
 * What aye knows of common tools without asking them: their subcommands (also
 * nested ones: `git stash`, `docker volume`) and the values some options take.
 * For the rules that need a list when the tool printed none (a hook-recorded
 * failure, a tool that only says "unknown"). `a|b` names an alias: a is offered.
 */

import { COMMANDS } from "./known-commands.ts";
import { table } from "./words.ts";

const words = (text: string) => text.trim().split(/\s+/);

/** Subcommands of tools that do not suggest one themselves. */
export const SUBCOMMANDS: Record<string, { unknown: RegExp; words: string[] }> = table({
  docker: {
    unknown: /docker: (?:'(\S+)' is not a docker command|unknown command: docker (\S+))/,
    words: ["attach", "build", "builder", "buildx", "commit", "compose", "container", "context", "cp", "create", "diff", "events", "exec", "export", "history", "image", "images", "import", "info", "inspect", "kill", "load", "login", "logout", "logs", "network", "pause", "port", "ps", "pull", "push", "rename", "restart", "rm", "rmi", "run", "save", "search", "start", "stats", "stop", "system", "tag", "top", "unpause", "update", "version", "volume", "wait"],
  },
  apt: { unknown: /E: Invalid operation (\S+)/, words: ["autoclean", "autoremove", "build-dep", "clean", "depends", "download", "edit-sources", "full-upgrade", "install", "list", "policy", "purge", "rdepends", "reinstall", "remove", "search", "show", "showsrc", "source", "update", "upgrade"] },
  "apt-get": { unknown: /E: Invalid operation (\S+)/, words: ["autoclean", "autoremove", "build-dep", "check", "clean", "dist-upgrade", "download", "install", "purge", "remove", "source", "update", "upgrade"] },
  "apt-cache": { unknown: /E: Invalid operation (\S+)/, words: ["depends", "dump", "madison", "pkgnames", "policy", "rdepends", "search", "show", "showpkg", "showsrc", "stats", "unmet"] },
  systemctl: {
    unknown: /Unknown command verb '?([^'.\s]+)'?/,
    words: ["cat", "daemon-reload", "disable", "edit", "enable", "is-active", "is-enabled", "is-failed", "kill", "list-timers", "list-unit-files", "list-units", "mask", "reload", "restart", "show", "start", "status", "stop", "unmask"],
  },
  brew: { unknown: /Error: Unknown command: (\S+)/, words: ["cleanup", "doctor", "info", "install", "list", "outdated", "reinstall", "search", "services", "tap", "uninstall", "untap", "update", "upgrade"] },
  go: { unknown: /go (\S+): unknown command/, words: ["build", "clean", "doc", "env", "fix", "fmt", "generate", "get", "install", "list", "mod", "run", "test", "tool", "version", "vet", "work"] },
  "apt-mark": { unknown: /E: Invalid operation (\S+)/, words: words("auto manual minimize-manual hold unhold showauto showmanual showhold install deinstall purge showinstall showdeinstall showpurge") },
  // go 1.19-1.22's help topics, and its commands (go help build).
  "go help": { unknown: /go help (\S+): unknown help topic/, words: words("buildconstraint buildmode c cache environment filetype go.mod gopath gopath-get goproxy importpath modules module-get module-auth packages private testflag testfunc vcs build clean doc env fix fmt generate get install list mod work run test tool version vet") },
  // gcloud's core properties (gcloud topic configurations); compute/zone and the like carry their section.
  "gcloud config set": { unknown: /Section \[core\] has no property \[(\S+)\]/, words: words("account project disable_usage_reporting log_http verbosity user_output_enabled custom_ca_certs_file disable_prompts format pass_credentials_to_gsutil max_log_days") },
});


/** What kubectl get, describe and delete take: resource kinds and their short names. */
const KUBE_RESOURCES = words(`all pods|po nodes|no services|svc deployments|deploy replicasets|rs statefulsets|sts daemonsets|ds jobs
  cronjobs|cj configmaps|cm secrets namespaces|ns ingresses|ing persistentvolumeclaims|pvc persistentvolumes|pv events|ev
  serviceaccounts|sa roles rolebindings clusterroles clusterrolebindings endpoints|ep storageclasses|sc networkpolicies|netpol
  horizontalpodautoscalers|hpa poddisruptionbudgets|pdb customresourcedefinitions|crd limitranges|limits resourcequotas|quota
  priorityclasses|pc leases`);

/** pip's subcommands, nested ones too; pip3 has the same. */
const PIP: Record<string, string[]> = {
  pip: words("install download uninstall freeze inspect list show check config search cache index wheel hash completion debug help"),
  "pip config": words("debug edit get list set unset"),
  "pip cache": words("dir info list purge remove"),
};

/** One list of subcommands under each of the ways its prefix is written. */
const spelt = (prefixes: string[], list: string) => Object.fromEntries(prefixes.map((prefix) => [prefix, words(list)]));

/** Subcommands written here, by the words that come before them; those read from the tools are added below. */
const WRITTEN: Record<string, string[]> = {
  git: words(`add am annotate apply archive bisect blame branch bundle checkout cherry cherry-pick citool clean clone commit
    config count-objects describe diff difftool fetch format-patch fsck gc grep gui help init instaweb log ls-files ls-remote
    ls-tree maintenance merge merge-base mergetool mv notes prune pull push range-diff rebase reflog remote repack replace
    rerere reset restore rev-list rev-parse revert rm shortlog show show-branch show-ref sparse-checkout stash status
    submodule switch tag verify-commit verify-tag version whatchanged worktree`),
  "git rerere": words("clear forget diff status remaining gc"),
  "git bundle": words("create verify list-heads unbundle"),
  "git reflog": words("show expire delete exists"),
  "git sparse-checkout": words("init list set add reapply disable"),
  "git stash": words("list show drop pop apply branch push clear create store save"),
  "git bisect": words("start bad good new old terms skip reset visualize view replay log run"),
  // gcloud compute's groups and its own commands (gcloud compute --help): ssh and scp are the group's, not an instance's.
  "gcloud compute": words(`addresses backend-buckets backend-services commitments config-ssh connect-to-serial-port copy-files diagnose
  disk-types disks firewall-rules forwarding-rules health-checks images instance-groups instance-templates instances
  machine-images machine-types networks operations os-config os-login project-info regions reservations reset-windows-password
  resource-policies routers routes scp security-policies ssh ssl-certificates ssl-policies start-iap-tunnel target-pools tpus url-maps zones`),
  "git notes": words("list add copy append edit show merge remove prune get-ref"),
  "git maintenance": words("run start stop register unregister"),
  "git remote": words("add rename remove|rm set-head set-branches get-url set-url show prune update"),
  "git worktree": words("add list lock move prune remove repair unlock"),
  "git submodule": words("add status init deinit update set-branch set-url summary foreach sync absorbgitdirs"),
  npm: words(`access audit cache ci config dedupe exec explain fund init install link login logout ls outdated pack pkg
    publish rebuild run start stop test uninstall update version view whoami`),
  "npm cache": words("add clean ls verify"),
  "npm config": words("set get delete list edit fix"),
  "npm pkg": words("set get delete fix"),
  cargo: words("add bench build check clean clippy doc fetch fix fmt init install metadata new publish remove run search test tree uninstall update"),
  kubectl: words(`annotate api-resources api-versions apply attach auth autoscale certificate cluster-info completion config cordon cp create
    debug delete describe diff drain edit events exec explain expose get kustomize label logs options patch plugin port-forward proxy
    replace rollout run scale set taint top uncordon version wait`),
  ...Object.fromEntries(["get", "describe", "delete", "edit", "explain"].map((verb) => [`kubectl ${verb}`, KUBE_RESOURCES])),
  "set -o": words(`allexport braceexpand emacs errexit errtrace functrace hashall histexpand history ignoreeof interactive-comments
    keyword monitor noclobber noexec noglob nolog notify nounset onecmd physical pipefail posix privileged verbose vi xtrace`),
  "kubectl config": words(`current-context delete-cluster delete-context delete-user get-clusters get-contexts get-users rename-context set
    set-cluster set-context set-credentials unset use-context view`),
  "kubectl rollout": words("history pause restart resume status undo"),
  "kubectl completion": words("bash zsh fish powershell"),
  "kubectl create": words(`clusterrole clusterrolebinding configmap cronjob deployment ingress job namespace poddisruptionbudget priorityclass
    quota role rolebinding secret service serviceaccount token`),
  "poetry env": words("activate info list remove use"),
  ...PIP,
  ...Object.fromEntries(Object.entries(PIP).map(([prefix, list]) => [prefix.replace(/^pip/, "pip3"), list])),
  "go work": words("edit init sync use vendor"),
  "docker volume": words("create inspect ls|list prune rm|remove"),
  "docker network": words("connect create disconnect inspect ls|list prune rm|remove"),
  "docker context": words("create export import inspect ls|list rm|remove show update use"),
  "docker image": words("build history import inspect load ls|list prune pull push rm|remove save tag"),
  "docker container": words("attach commit cp create diff exec export inspect kill logs ls|list pause port prune rename restart rm run start stats stop top unpause update wait"),
  "docker compose": words("build config cp create down events exec images kill logs ls pause port ps pull push restart rm run start stop top unpause up version"),
  "docker-compose": words("build config cp create down events exec images kill logs ls pause port ps pull push restart rm run start stop top unpause up version"),
  "go mod": words("download edit graph init tidy vendor verify why"),
  ip: words("address addrlabel link neighbour|neigh route rule maddress mroute tunnel netns monitor xfrm token tcp_metrics ntable netconf vrf"),
  // ip's objects, under the shortenings people type (ip takes any start of the word).
  ...spelt(["ip address", "ip addr", "ip a"], "add change replace del|delete flush save restore show|list showdump help"),
  ...spelt(["ip link", "ip l"], "add delete set show|list xstats afstats property help"),
  ...spelt(["ip route", "ip ro", "ip r"], "add append change replace delete show|list flush get save restore help"),
  ...spelt(["ip neighbour", "ip neighbor", "ip neigh", "ip n"], "add del|delete change replace show|list flush get help"),
  ...spelt(["ip rule", "ip ru"], "add delete flush show|list save restore help"),
  ...spelt(["ip netns"], "list add attach set delete identify pids exec monitor list-id help"),
  "terraform workspace": words("delete list new select show"),
  yarn: words("add audit autoclean bin cache check config create dedupe exec generate-lock-entry global help import info init install licenses link list login logout outdated owner pack policies publish remove run tag team test unlink unplug upgrade upgrade-interactive version versions why workspace workspaces"),
  pnpm: words("add audit create dedupe deploy dlx env exec fetch import init install install-test link list|ls outdated pack patch publish prune rebuild remove|rm root run server setup start store test unlink update|up why"),
  bun: words("add build create exec init install link outdated patch pm publish remove run test unlink update upgrade x"),
  deno: words("add bench cache check compile completions coverage doc eval fmt info init install jupyter lint lsp publish remove repl run serve task test types uninstall upgrade"),
  uv: words("add build cache export help init lock pip publish python remove run self sync tool tree venv version"),
  poetry: words("about add build cache check config debug env export help init install list lock new publish remove run search self shell show source sync update version"),
  conda: words("activate clean compare config create deactivate env export info init install list notices package remove rename run search update upgrade"),
  rustup: words("check component default doc help install man override run self set show target toolchain uninstall update upgrade which"),
  "rustup toolchain": words("install link list uninstall"),
  "rustup target": words("add list remove"),
  "rustup component": words("add list remove"),
  gh: words("alias api attestation auth browse cache codespace completion config extension gist gpg-key issue label org pr project release repo ruleset run search secret ssh-key status variable workflow"),
  "gh pr": words("checkout checks close comment create diff edit list merge ready reopen review status view"),
  "gh issue": words("close comment create delete develop edit list lock pin reopen status transfer unlock unpin view"),
  "gh repo": words("archive clone create delete deploy-key edit fork list rename set-default sync unarchive view"),
  helm: words("completion create dependency env get help history install lint list package plugin pull push registry repo rollback search show status template test uninstall upgrade verify version"),
  "helm repo": words("add index list remove update"),
  terraform: words("apply console destroy fmt force-unlock get graph import init login logout metadata output plan providers refresh show state taint test untaint validate version workspace"),
  "terraform state": words("list mv pull push replace-provider rm show"),
  dnf: words("autoremove check check-update clean deplist distro-sync downgrade group help history info install list makecache mark module provides reinstall remove repolist repoquery search swap updateinfo upgrade"),
  snap: words("abort ack alias aliases changes connect connections disable disconnect download enable find get help info install interfaces known list login logout logs pack prefer refresh remove restart revert run services set start stop switch tasks try unalias version wait warnings watch"),
  hg: words(`add addremove annotate archive backout bisect bookmarks branch branches bundle cat clone commit config copy diff export files
    forget graft grep heads help identify import incoming init locate log manifest merge outgoing parents paths phase pull push recover
    remove rename resolve revert rollback root serve shelve status summary tag tags tip unbundle unshelve update verify version`),
  adb: words(`bugreport connect devices disconnect emu forward install install-multiple jdwp logcat pair pull push reboot reconnect
    remount reverse root shell sideload start-server kill-server uninstall unroot usb tcpip wait-for-device get-state get-serialno`),
  // fish's string builtin.
  string: words("collect escape join join0 length lower match pad repeat replace shorten split split0 sub trim unescape upper"),
  bundle: words(`add binstubs cache check clean config console doctor exec|e gem help info init inject install|i issue licenses list lock open
    outdated platform plugin pristine remove show update version viz`),
  gem: words(`build cert check cleanup contents dependency environment fetch help info install list lock open outdated owner pristine push
    query rdoc search server signin signout sources specification stale uninstall unpack update which yank`),
  "uv python": words("dir find install list pin uninstall"),
  // A word that is neither is read as role's action, so the error lists only those.
  "ansible-galaxy": words("collection role"),
  dotnet: words("add build build-server clean format help list msbuild new nuget pack publish remove restore run sdk sln store test tool vstest watch workload"),
  tmux: words("attach-session|attach|a detach-client|detach kill-server kill-session list-sessions|ls new-session|new new-window|neww rename-session select-window source-file split-window switch-client"),
  systemctl: words("cat daemon-reload disable edit enable is-active is-enabled is-failed kill list-dependencies list-timers list-unit-files list-units mask reload restart show start status stop unmask"),
  "cmake -E": words("capabilities cat chdir compare_files copy copy_directory copy_if_different echo env environment make_directory md5sum remove remove_directory rename rm sleep tar time touch true false"),
  ...Object.fromEntries(Object.entries(SUBCOMMANDS).map(([tool, entry]) => [tool, entry.words])),
};

/**
 * Subcommands, by the words that come before them: those written here (with
 * their aliases, and some the tools' help leaves out), then those the tools'
 * own help lists (src/fix/known-commands.ts) that are not already named.
 */
const merged = new Map<string, string[] | undefined>();
export function known(prefix: string): string[] | undefined {
  // Merged when first asked for: a fix asks after a few of the hundred and more tools.
  if (!merged.has(prefix)) {
    const written = Object.hasOwn(WRITTEN, prefix) ? WRITTEN[prefix]! : [];
    const named = new Set(written.flatMap((entry) => entry.split("|")));
    const listed = Object.hasOwn(COMMANDS, prefix) ? COMMANDS[prefix]!.split(" ").filter((word) => !named.has(word)) : [];
    merged.set(prefix, written.length || listed.length ? [...written, ...listed] : undefined);
  }
  return merged.get(prefix);
}

/**
 * Values of options (and git's settings) that tools reject without listing
 * them: by the tool and option (`ssh-keygen -t`), or by the option alone where
 * tools agree on it.
 */
export const VALUES: Record<string, string[]> = table({
  "git --format": words("oneline short medium full fuller reference email raw"),
  "git --pretty": words("oneline short medium full fuller reference email raw"),
  // iso8601 and rfc2822 are git's other names for iso and rfc (git-log(1)).
  "git --date": words("relative local iso iso8601 iso-strict iso8601-strict rfc rfc2822 short raw human unix default"),
  // ripgrep 13's file types (rg --type-list), which it refuses without listing: "unrecognized file type: typescript".
  // Its one-letter types (c d h k r z) are left out: every word that begins with one of them would count as it cut long.
  ...(() => {
    const types = words(`agda aidl amake asciidoc asm asp ats avro awk bazel bitbake brotli buildstream bzip2 cabal cbor ceylon clojure cmake coffeescript config coq cpp creole crystal cs csharp cshtml css csv cython dart dhall diff docker dvc ebuild edn elisp elixir elm erb erlang fidl fish flatbuffers fortran fsharp fut gap gn go gradle groovy gzip haml haskell hbs hs html idris java jinja jl js json jsonl julia jupyter kotlin less license lisp lock log lua lz4 lzma m4 make mako man markdown matlab md meson minified mint mk ml msbuild nim nix objc objcpp ocaml org pascal pdf perl php po pod postscript protobuf ps puppet purs py qmake qml racket rdoc readme red robot rst ruby rust sass scala sh slim smarty sml soy spark spec sql stylus sv svg swift swig systemd taskpaper tcl tex textile tf thrift toml ts twig txt typoscript vala vb vcl verilog vhdl vim vimscript webidl wiki xml xz yacc yaml yang zig zsh zstd`);
    return { "rg --type": types, "rg -t": types, "rg --type-not": types, "rg -T": types };
  })(),
  "git --untracked-files": words("no normal all"),
  "git --sort": words("committerdate creatordate authordate refname objectname objectsize version:refname"),
  "--color": words("always auto never"),
  // procps ps's sort keys (ps --sort=-%mem). (ripgrep's types differ by version: 13 has no `python`, 14 has.)
  "ps --sort": words("%cpu %mem pid ppid pgid rss vsz sz time etime start_time lstart user uid comm cmd args nice pri stat tty"),
  "cargo --profile": words("release dev test bench"),
  "node --unhandled-rejections": words("strict warn throw warn-with-error-code none"),
  "df --output": words("source fstype itotal iused iavail ipcent size used avail pcent file target"),
  "go -covermode": words("set count atomic"),
  "ssh-keygen -t": words("ed25519 rsa ecdsa ed25519-sk ecdsa-sk dsa"),
  // ss's state filter, a word rather than an option: `ss -t state listening`.
  // npm version's increments (or a version number): `npm version pacth`.
  "npm version": words("major minor patch premajor preminor prepatch prerelease from-git"),
  "ss state": words("all connected synchronized bucket big established syn-sent syn-recv fin-wait-1 fin-wait-2 time-wait closed close-wait last-ack listening closing"),
  "journalctl -p": words("emerg alert crit err warning notice info debug"),
  "journalctl --priority": words("emerg alert crit err warning notice info debug"),
  "journalctl -o": words("short short-iso short-precise short-monotonic short-unix verbose export json json-pretty json-sse cat"),
  "journalctl --output": words("short short-iso short-precise short-monotonic short-unix verbose export json json-pretty json-sse cat"),
  "systemctl -t": words("service socket target device mount automount swap timer path slice scope"),
  "systemctl --type": words("service socket target device mount automount swap timer path slice scope"),
  "systemctl --state": words("active inactive failed running exited dead enabled disabled static masked loaded not-found"),
  "grep --binary-files": words("binary text without-match"),
  "grep --directories": words("read skip recurse"),
  "kubectl --restart": words("Always OnFailure Never"),
  "kubectl -o": words("json yaml wide name go-template go-template-file template templatefile jsonpath jsonpath-file jsonpath-as-json custom-columns custom-columns-file"),
  "kubectl --output": words("json yaml wide name go-template go-template-file template templatefile jsonpath jsonpath-file jsonpath-as-json custom-columns custom-columns-file"),
  "docker --format": words("json table"),
  "docker --restart": words("no always on-failure unless-stopped"),
  "docker --network": words("bridge host none"),
  "docker --pull": words("always missing never"),
  "ls --time-style": words("full-iso long-iso iso locale"),
  "ls --format": words("across commas horizontal long single-column verbose vertical"),
  "ls --indicator-style": words("none slash file-type classify"),
  "date --iso-8601": words("date hours minutes seconds ns"),
  "sort --sort": words("general-numeric human-numeric month numeric random version"),
  "tar --format": words("gnu oldgnu pax posix ustar v7"),
  "npm --loglevel": words("silent error warn notice http info verbose silly"),
  "pip --progress-bar": words("on off"),
  "python3 -W": words("default error always module once ignore"),
  "rustc --edition": words("2015 2018 2021 2024"),
  "rustc --crate-type": words("bin lib rlib dylib cdylib staticlib proc-macro"),
  "rustc --emit": words("asm llvm-bc llvm-ir obj metadata link dep-info mir"),
  "gcc -std": words("c89 c99 c11 c17 c2x gnu89 gnu99 gnu11 gnu17 gnu2x c++98 c++11 c++14 c++17 c++20 c++23 gnu++11 gnu++14 gnu++17 gnu++20"),
  "terraform -lock": words("true false"),
  "find -type": words("f d l p s b c D"),
  "find -xtype": words("f d l p s b c D"),
  "git --type": words("bool int bool-or-int path expiry-date color"),
  // ip link add NAME type KIND: a word, as ss's state is.
  "ip type": words("bridge bond dummy veth vlan vxlan macvlan macvtap ipvlan ipvtap gre gretap ip6gre ip6gretap ipip sit vti ip6tnl wireguard vrf can vcan vxcan ifb nlmon geneve bareudp xfrm team"),
  // Settings given in the environment before a command: GOOS=linx go build.
  "env GOOS": words("linux darwin windows freebsd openbsd netbsd dragonfly solaris illumos aix android ios js wasip1 plan9"),
  "env GOARCH": words("amd64 arm64 386 arm wasm riscv64 ppc64 ppc64le s390x mips mipsle mips64 mips64le loong64"),
  "env RUST_LOG": words("error warn info debug trace off"),
  "env NODE_ENV": words("development production test"),
  // git's settings that take more than true and false, by the lower-case key git names when it cannot read one.
  "git core.autocrlf": words("true false input"),
  "git pull.rebase": words("true false merges interactive"),
  "git color.ui": words("auto always never true false"),
  "git branch.autosetupmerge": words("always true false inherit simple"),
  "git diff.algorithm": words("default myers minimal patience histogram"),
  "git merge.conflictstyle": words("merge diff3 zdiff3"),
  "git status.showuntrackedfiles": words("no normal all"),
  "git push.default": words("nothing current upstream tracking simple matching"),
});

/** The values `option` takes for `tool`, if aye knows them. */
export const valuesOf = (tool: string, option: string) => VALUES[`${tool} ${option}`] ?? VALUES[option];

/** Words that mean no and yes in one tool's vocabulary or another's (pip's --progress-bar=none where it takes on and off). */
export const MEANINGS: string[][] = [words("off no none never false disable disabled"), words("on yes always true enable enabled")];

/** Whether `a` and `b` are words of one meaning (none and off). */
export const sameMeaning = (a: string, b: string) => a !== b && MEANINGS.some((m) => m.includes(a.toLowerCase()) && m.includes(b.toLowerCase()));

/** Words people use for a value that tools spell otherwise. */
export const SYNONYMS: Record<string, string> = table({ mount: "target", mountpoint: "target", typescript: "ts", javascript: "js", python: "py", golang: "go", esm: "module", mjs: "module", cjs: "commonjs", delete: "remove", del: "remove", remove: "uninstall", rm: "remove", uninstall: "remove", require: "add", yes: "always", force: "always", on: "always", sometimes: "auto", tty: "auto", off: "never", none: "never", date: "time", day: "date", mtime: "time", modified: "time", "use%": "pcent", "iuse%": "ipcent", use: "pcent", file: "f", dir: "d", directory: "d", link: "l", symlink: "l", boolean: "bool", integer: "int", memory: "%mem", mem: "%mem", cpu: "%cpu" });

/**
 * What a word means to one tool's option where the tool has several near it (git's `--sort=date`: authordate,
 * committerdate, creatordate, taggerdate): the one its users mean, as the tool's own docs use it.
 */
export const MEANT: Record<string, Record<string, string>> = table({
  "git --sort": { date: "committerdate", author: "authorname", name: "refname" },
});

/** The value `word` stands for in `tool option`, if aye knows a meaning for it there. */
export const meantBy = (tool: string, option: string | undefined, word: string) => (option ? MEANT[`${tool} ${option}`]?.[word] : undefined);
