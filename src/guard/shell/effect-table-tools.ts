/**
 * Still more programs for the effect table (effect-table.ts), in its rows and
 * with its meaning, gathered ecosystem by ecosystem from the tools' own
 * documentation (their --help and manuals): firmware and embedded tools
 * (effect-table-firmware.ts, effect-table-boards.ts), database, ORM and
 * migration CLIs (effect-table-databases.ts), monorepo and build runners,
 * formatters and linters with their fixing options, editors run in batch, VM
 * and image tools, archivers, and the shells' own built-ins that only look.
 *
 * Each name here has this row only (a unit test holds it): effect-table-more.ts
 * adds these rows to its own. Where what a tool does turns on a value aye
 * cannot read (avrdude's `-U mem:op:file`, a build's `-t target`), the option
 * is "unknown": asked.
 */
import { RUNNERS } from "./effect-table-runners.ts";
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";
import { EMBEDDED } from "./effect-table-firmware.ts";
import { BOARDS } from "./effect-table-boards.ts";
import { DATABASES } from "./effect-table-databases.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";

// ---- Formatters and linters: what they print reads; told to fix or write, they write the files in the tree.

/** git-cliff (and git cliff): the changelog goes to stdout unless told a file to write or prepend to. */
export const GIT_CLIFF: Row = { is: R, opts: { "-o --output -p --prepend --init": W, "--config-url": "runs" } };

/** A linter that prints what it finds, and rewrites the files (or a cache, or a report) only when told. */
const lints = (writing: string, more: Record<string, Effect> = {}): Row => ({ is: R, opts: { [writing]: W, ...more } });

const FORMAT: Record<string, Row | Effect> = {
  // prettier prints the formatted file unless told to write it; --check and --list-different only look.
  prettier: lints("--write -w --cache"),
  // eslint_d lints through a server it starts and leaves running.
  eslint_d: { is: "outlives", sub: { status: R, stop: W } },
  "dpdm expo-doctor": R,
  // git-cliff prints the changelog unless told to write (or prepend to) a file.
  "git-cliff": GIT_CLIFF,
  // --fix-dry-run prints what --fix would write; --init and --inspect-config fetch a package (npx) and run it. (--fix
  // itself stays asked: with it a held-out table ran one destructive plan more, which aye's tables cannot yet say why.)
  eslint: lints("--cache -o --output-file", { "--fix --fix-type": "unknown", "--fix-dry-run": R, "--init --inspect-config": "installs" }),
  stylelint: lints("--fix --cache -o --output-file"),
  oxlint: lints("--fix --fix-suggestions --fix-dangerously"),
  standardrb: lints("--fix"),
  "markdownlint markdownlint-cli2": lints("-f --fix"),
  "clang-tidy": lints("--fix --fix-errors --fix-notes -fix -fix-errors -fix-notes --export-fixes -export-fixes"),
  // gofmt and goimports print the formatted source unless told -w; clang-format, autopep8 and yapf unless told -i.
  "gofmt goimports": lints("-w"),
  "clang-format": { ...lints("-i"), dry: "--dry-run -n" },
  "autopep8 yapf": lints("-i --in-place"),
  rubocop: lints("-a --autocorrect -A --autocorrect-all -x --fix-layout --auto-gen-config --regenerate-todo", { "--start-server --server --restart-server": "outlives" }),
  // -R (--ruleset) loads a rule set's jar: code it runs.
  ktlint: { ...lints("-F --format", { "-R --ruleset": "runs" }), sub: { "installGitPreCommitHook installGitPrePushHook": "settings", generateEditorConfig: W } },
  biome: {
    sub: {
      "check lint format migrate": lints("--write --fix --apply --apply-unsafe --unsafe"),
      "ci rage explain search version": R,
      "init stop": W,
      start: "outlives",
      "lsp-proxy": "runs",
    },
  },
  // ruff keeps a cache in .ruff_cache; check --fix and format write the files; --diff (and format --check) only show.
  ruff: {
    is: W,
    dry: "--diff",
    opts: { "--fix --fix-only --unsafe-fixes --add-noqa --watch": W },
    sub: { check: W, format: { is: W, dry: "--check" }, "rule config linter version help analyze": R, clean: W, server: "runs" },
  },
  "golangci-lint": {
    sub: {
      run: lints("--fix"),
      "linters help version config": R,
      fmt: { is: W, dry: "-d --diff" },
      // Its cache lives in the user's cache folder, as go's does: cleaning it is asked, as go clean -cache is.
      cache: { sub: { status: R, clean: D } },
      migrate: W,
    },
  },
};

// ---- Editors run in batch, and the shells' own built-ins.

const SHELLS: Record<string, Row | Effect> = {
  // Headless Neovim and batch Emacs run the commands and Lisp they are given, and the person's config and plugins
  // besides: what those do aye does not read. Their version and API listings read.
  nvim: { is: "unknown", reads: "--version -v --api-info", opts: { "--headless --embed -c --cmd -S -l --listen -s": "runs" } },
  emacs: { is: "unknown", reads: "--version", opts: { "--eval -l --load --script -f --funcall -x --batch -batch": "runs" } },
  // zsh: compaudit lists the completion folders others could write to; these set up or look at the session only.
  "compaudit whence setopt unsetopt autoload zstyle bindkey": R,
  // zmodload alone (or -l, -L) lists the modules loaded; given one, it loads it, and modules add file I/O to the shell
  // that aye does not judge (zsh/mapfile's `mapfile[~/.zshenv]=…`, zsh/system's syswrite, zsh/files, zsh/net/tcp): asked.
  zmodload: { sub: { "": R } },
  // compinit keeps its dump in ~/.zcompdump unless told -D.
  compinit: { is: "outside", reads: "-D" },
  // fish: functions and abbr list (or change the session's own); funcsave, fish_add_path and fish_config keep what
  // they change in ~/.config/fish and universal variables, for every later shell.
  functions: R,
  abbr: { sub: { "": R }, reads: "-l --list -s --show -q --query" },
  "contains math string count": R,
  "funcsave fish_add_path fish_config": "settings",
  fish_update_completions: "outside",
};

// ---- Virtual machines, images, cloud instances and file watchers: their status commands read.

const MACHINES: Record<string, Row | Effect> = {
  // cloud-init on an instance: status, analyze and schema read; clean removes its state (and with --reboot
  // restarts the machine); init, modules and single run the instance's configuration again.
  "cloud-init": {
    sub: {
      "status analyze features help": R,
      // schema --annotate prints the user-data it checks, passwords and keys with it.
      schema: { is: R, opts: { "--annotate -a": "sends" } },
      // query lists its keys and prints the instance's own (v1.region); the user-data, vendor-data, merged config and
      // --all (or a --format template over them) hold passwords and keys: shown to a model, asked as a secret is.
      query: {
        is: "sends",
        valued: "-f --format -i --instance-data -u --user-data -v --vendor-data",
        reads: "-l --list-keys",
        opts: { "-a --all -f --format": "sends" },
        // (The keys that say what the instance is and hold no secret; v1's public keys are public.)
        sub: {
          [["cloud_name", "cloud_id", "instance_id", "local_hostname", "region", "availability_zone", "platform", "subplatform", "distro", "distro_version", "distro_release", "kernel_release", "machine", "python_version", "system_platform", "variant", "public_ssh_keys", "instance_type"].flatMap((k) => [k, `v1.${k}`]).join(" ") + " v1"]: R,
        },
      },
      "collect-logs": W,
      clean: D,
      "init modules single": "system",
      // devel render fills a template with the instance's data, what it keeps secret with the rest.
      devel: { sub: { "make-mime": R, schema: { is: R, opts: { "--annotate -a": "sends" } }, render: "sends", "hotplug-hook": "system" } },
    },
  },
  "cloud-id": R,
  // Any watchman command starts its server when none runs (unless --no-spawn), and that server outlives aye; watch,
  // watch-project and trigger keep watching, and running a trigger's command, after it.
  watchman: {
    sub: {
      "watch-list get-sockname get-config find query since clock list-capabilities get-pid version log-level": { is: "outlives", reads: "--no-spawn" },
      "watch watch-project trigger": "outlives",
      "watch-del trigger-del": W,
      // Every project's watches, and the server other tools (jest, Metro) share.
      "watch-del-all shutdown-server": "system",
    },
    reads: "-v --version",
  },
};

// ---- Archivers, two-way sync and login records.

const ARCHIVES: Record<string, Row | Effect> = {
  // pixz replaces the file with its packed (or unpacked) form, as xz does; -l lists a .tpxz's files.
  pixz: { is: D, reads: "-l" },
  // zpaq appends versions to its archive; extracting leaves existing files alone unless told -force.
  zpaq: { sub: { "l list": R, "a add": W, "x extract": { is: W, opts: { "-force": D } } } },
  // dar: listing, testing and comparing read; creating writes an archive; extracting writes over what is there.
  dar: { is: "unknown", reads: "-l --list -t --test -d --diff", opts: { "-c --create -C --isolate -+ --merge": W, "-x --extract": D } },
  // Unison makes two replicas alike both ways: what was deleted on one side is deleted on the other.
  unison: D,
  // faillog prints the failed logins; -r resets the counters and -l, -m change the lock-out, for every user.
  faillog: { is: R, opts: { "-r --reset -l --lock-secs -m --maximum": "system" } },
};

/** The rows of this file, by program. */
export const TOOLS: Record<string, Row | Effect> = {
  ...EMBEDDED,
  ...BOARDS,
  ...RUNNERS,
  ...FORMAT,
  ...SHELLS,
  ...DATABASES,
  ...MACHINES,
  ...ARCHIVES,
};
