/**
 * Still more programs for the effect table (effect-table.ts), in its rows and
 * with its meaning, gathered ecosystem by ecosystem from the tools' own
 * documentation (their --help and manuals): firmware and embedded tools,
 * monorepo and build runners, formatters and linters with their fixing
 * options, editors run in batch, database, ORM and migration CLIs, VM and
 * image tools, and the shells' own built-ins that only look.
 *
 * Each name here has this row only (a unit test holds it): effect-table-more.ts
 * adds these rows to its own. Where what a tool does turns on a value aye
 * cannot read (avrdude's `-U mem:op:file`, a build's `-t target`), the option
 * is "unknown": asked.
 */
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";
/** Flashing, erasing or resetting an attached board, or burning its fuses: a device is changed, often for good. */
const DEVICE: Effect = "system";

// ---- Firmware and embedded.

/** esptool (esptool.py before v5, whose commands are spelt with `_`; v5 spells them with `-` and takes both). */
const ESPTOOL: Row = {
  valued: "-p --port -b --baud -c --chip --before --after --connect-attempts --port-filter",
  sub: {
    "chip_id chip-id flash_id flash-id read_mac read-mac get_security_info get-security-info read_flash_status read-flash-status read_flash_sfdp read-flash-sfdp read_mem read-mem verify_flash verify-flash image_info image-info version": R,
    // What they read from the chip, or make from an ELF, goes to the file they are given.
    "read_flash read-flash dump_mem dump-mem elf2image merge_bin merge-bin": W,
    "write_flash write-flash erase_flash erase-flash erase_region erase-region write_flash_status write-flash-status": D,
    "write_mem write-mem load_ram load-ram run": DEVICE,
  },
};

/** espefuse: eFuses are burnt once and for ever; its summary and dump only read them. */
const ESPEFUSE: Row = {
  valued: "-p --port -b --baud -c --chip --before --after --connect-attempts --path-efuse-file",
  sub: {
    "summary dump get_custom_mac get-custom-mac adc_info adc-info check_error check-error": { is: R, opts: { "--file --file-name": W } },
    "burn_efuse burn-efuse burn_key burn-key burn_key_digest burn-key-digest burn_block_data burn-block-data burn_bit burn-bit burn_custom_mac burn-custom-mac set_flash_voltage set-flash-voltage write_protect_efuse write-protect-efuse read_protect_efuse read-protect-efuse": DEVICE,
    "execute_scripts execute-scripts": "runs",
  },
};

/** espsecure: verifying reads; it makes keys and signatures in the files it is given. */
const ESPSECURE: Row = {
  sub: {
    "verify_signature verify-signature signature_info_v2 signature-info-v2": R,
    "generate_signing_key generate-signing-key generate_flash_encryption_key generate-flash-encryption-key extract_public_key extract-public-key digest_sbv2_public_key digest-sbv2-public-key": W,
  },
};

/**
 * idf.py (ESP-IDF) runs every command it is given, in one go (`idf.py build flash monitor`), and refuses one it does
 * not know before any runs: a command that reaches the board, the debugger or outside the project counts wherever it
 * stands (its `opts`, which match the words themselves).
 */
const IDF_ACTS: Record<string, Effect> = {
  "flash app-flash bootloader-flash partition-table-flash partition_table-flash encrypted-flash encrypted-app-flash erase-flash erase_flash erase-otadata efuse-burn efuse-burn-key efuse-read-protect efuse-write-protect": DEVICE,
  // set-target starts the project's sdkconfig afresh; save-defconfig writes over sdkconfig.defaults; menuconfig edits sdkconfig.
  "set-target save-defconfig menuconfig": D,
  "monitor gdb gdbgui gdbtui openocd post-debug coredump-debug qemu confserver docs": "runs",
  // They delete the .pyc files of ESP-IDF's own folder, or write C sources into its efuse component.
  "python-clean efuse-common-table": "outside",
  "add-dependency update-dependencies remove-managed-components remove_managed_components": "installs",
  "secure-encrypt-flash-data secure-decrypt-flash-data secure-sign-data secure-generate-signing-key secure-generate-flash-encryption-key secure-generate-nvs-partition-key secure-generate-key-digest": "unknown",
};
const IDF: Row = {
  valued: "-C --project-dir -B --build-dir -p --port -b --baud -G --generator -D --define-cache-entry",
  sub: {
    ...IDF_ACTS,
    // fullclean and clean delete what the build made in build/.
    "build all app bootloader partition-table partition_table reconfigure size size-components size-files clean fullclean uf2 uf2-app merge-bin efuse-custom-table create-project create-component create-project-from-example": W,
    "show-efuse-table efuse-summary efuse-dump read-otadata build-system-targets secure-verify-signature coredump-info": R,
  },
  opts: IDF_ACTS,
};

/** west (Zephyr's meta-tool): its workspace listings read; a build's `-t` target may be `flash` or `menuconfig`. */
const WEST: Row = {
  valued: "-z --zephyr-base",
  sub: {
    "list diff status topdir help boards shields compare grep completion bindesc": R,
    manifest: { is: R, opts: { "-o --out": W } },
    config: { is: "settings", reads: "-l --list" },
    init: W,
    // It checks each project out at the manifest's revision, moving its HEAD.
    update: "history",
    forall: "runs",
    build: { is: W, opts: { "-t --target": "unknown" } },
    "flash": DEVICE,
    "debug debugserver attach rtt robot": "runs",
    "sign spdx": W,
    // Twister builds and runs the test suites; on hardware it flashes each board.
    twister: { is: W, opts: { "--device-testing --hardware-map --west-flash": DEVICE } },
    blobs: { sub: { list: R, fetch: W, clean: D } },
    sdk: { sub: { list: R, install: "installs" } },
    // It registers Zephyr in CMake's user package registry (~/.cmake).
    "zephyr-export": "settings",
    packages: { sub: { pip: { is: R, opts: { "--install": "installs" } } } },
  },
};

/** probe-rs: listing probes and reading a target's memory read; downloading, erasing and running change the board. */
const PROBE_RS: Row = {
  sub: {
    "list info read verify trace itm help": R,
    chip: { sub: { "list info": R } },
    "download erase run": DEVICE,
    "reset write benchmark": DEVICE,
    "gdb dap-server debug profile serve": "runs",
    complete: "settings",
  },
};

/** PlatformIO (pio, platformio): builds write; uploading (a run's `-t upload`) reaches the board; packages install. */
const PIO: Row = {
  valued: "-c --caller",
  sub: {
    run: { is: W, opts: { "-t --target": "unknown" } },
    "check boards": R,
    ci: W,
    device: { sub: { list: R } },
    platform: { sub: { "list search show frameworks": R, "install update": "installs", uninstall: D } },
    pkg: { sub: { "list outdated show search": R, "install update": "installs", uninstall: D, pack: W, publish: "sends", unpublish: D, exec: "runs" } },
    lib: { sub: { "list search show builtin stats": R, "install update": "installs", uninstall: D } },
    project: { sub: { "config metadata": R, init: W } },
    system: { sub: { info: R, prune: { is: D, dry: "--dry-run" }, completion: "settings" } },
    settings: { sub: { get: R, "set reset": "settings" } },
    "upgrade update": "installs",
    "home remote": "sends",
    debug: "runs",
  },
};

/** arduino-cli: listings read; compiling writes, uploading or `compile -u` writes the board; cores and libraries install. */
const ARDUINO_CLI: Row = {
  valued: "--config-file --config-dir --log-file --log-level --log-format --format --additional-urls",
  sub: {
    board: { sub: { "list listall search details": R, attach: W } },
    compile: { is: W, opts: { "-u --upload": DEVICE } },
    "upload burn-bootloader": DEVICE,
    core: { sub: { "list search": R, "install upgrade update-index download": "installs", uninstall: D } },
    lib: { sub: { "list search examples deps": R, "install upgrade update-index download": "installs", uninstall: D } },
    sketch: { sub: { "new archive": W } },
    config: { sub: { "dump get": R, "init set add remove delete": "settings" } },
    cache: { sub: { clean: D } },
    "version outdated completion": R,
    "update upgrade": "installs",
    daemon: "outlives",
    debug: "runs",
  },
};

/** Raspberry Pi's picotool: info and verify read a board; load and erase write its flash; otp writes are for good. */
const PICOTOOL: Row = {
  // -f and -F reboot a running board into BOOTSEL mode to reach it.
  opts: { "-f -F": DEVICE },
  sub: {
    "info verify version help": R,
    save: W,
    "load erase reboot": DEVICE,
    otp: { sub: { "list get dump": R, "set load permissions white-label petname": DEVICE } },
    uf2: { sub: { info: R, convert: W } },
    partition: { sub: { info: R, create: W } },
    "encrypt seal": W,
  },
};

/** stlink's st-flash and pyOCD: reading a board to a file writes it; writing, erasing, resetting change the board. */
const ST_FLASH: Row = { valued: "--freq --serial --area --format --opt --flash", opts: { "--reset": DEVICE }, sub: { read: W, "write erase reset": DEVICE } };
const PYOCD: Row = {
  sub: {
    "list json": R,
    "flash load erase reset": DEVICE,
    "gdbserver gdb commander cmd server rtt": "runs",
    pack: { sub: { "show find": R, "install update": "installs", clean: D } },
  },
};

/** nrfjprog (Nordic): it only lists, prints or reads unless told an option that programs, erases, resets or protects. */
const NRFJPROG: Row = {
  is: "unknown",
  reads: "--ids -i --version -v --deviceversion --readregs --memrd --verify -h --help",
  opts: {
    "--readcode --readuicr --readram --readqspi": W,
    "--program --eraseall -e --erasepage --eraseuicr --recover --memwr --ramwr --qspieraseall --qspichiperase --qspisectorerase --sectorerase --chiperase --sectoranduicrerase --qspicustominit --rbp --pinresetenable --reset -r --pinreset -p --debugreset -d --sysreset --run --halt": DEVICE,
  },
};

/** nrfutil (Nordic): its device listings read; programming, erasing, recovering and DFU change the board. */
const NRFUTIL: Row = {
  sub: {
    device: { sub: { "list device-info fw-info core-info": R, read: W, "program erase recover reset write protection-set x-write x-protection-set": DEVICE } },
    "list search version completion": R,
    "install upgrade self-upgrade": "installs",
    uninstall: D,
    pkg: { sub: { generate: W, display: R } },
    dfu: DEVICE,
  },
};

/** stm32flash: with no operation it prints the chip's details; -r reads it into a file; the rest write, erase or protect it. */
const STM32FLASH: Row = { is: R, opts: { "-r": W, "-w -e -u -j -k -o -g -R": DEVICE } };

/** Mbed CLI 1 and mbed-tools: compiling writes, -f flashes the board; the libraries they deploy install. */
const MBED: Row = {
  sub: {
    compile: { is: W, opts: { "-f --flash": DEVICE, "--sterm": "runs" } },
    "detect ls releases": R,
    "deploy add update sync": "installs",
    "new import export configure": W,
    test: DEVICE,
    "config target toolchain": { is: "settings", reads: "-L --list" },
    sterm: "runs",
    remove: D,
    publish: "sends",
  },
};

/** Particle's CLI: compiling sends the sources to Particle's cloud; flashing and the USB/serial set-ups change the device. */
const PARTICLE: Row = {
  sub: {
    "list whoami help version subscribe": R,
    compile: "sends",
    flash: DEVICE,
    serial: { sub: { "list identify inspect monitor mac": R, "flash wifi": DEVICE } },
    usb: { sub: { list: R, "dfu reset start-listening stop-listening safe-mode configure setup-done": DEVICE } },
    "function variable": { sub: { "list get": R, call: "sends" } },
    "call publish": "sends",
    library: { sub: { "list search view": R, "add install copy": "installs" } },
    project: { sub: { create: W } },
    "login logout token": "settings",
    "update update-cli": "installs",
  },
};

/** Cross toolchains (`arm-none-eabi-gcc`, `xtensa-esp32-elf-objdump`, `avr-size`): as their host's binutils and compilers. */
const CROSS_PREFIXES = "arm-none-eabi aarch64-none-elf aarch64-linux-gnu arm-linux-gnueabihf arm-linux-gnueabi riscv64-unknown-elf riscv32-unknown-elf riscv64-linux-gnu riscv32-esp-elf xtensa-esp32-elf xtensa-esp32s2-elf xtensa-esp32s3-elf xtensa-lx106-elf avr msp430-elf x86_64-w64-mingw32 i686-w64-mingw32";
const cross = (tools: string) => CROSS_PREFIXES.split(" ").flatMap((p) => tools.split(" ").map((t) => `${p}-${t}`)).join(" ");

const EMBEDDED: Record<string, Row | Effect> = {
  nrfjprog: NRFJPROG,
  nrfutil: NRFUTIL,
  stm32flash: STM32FLASH,
  "mbed mbed-tools": MBED,
  particle: PARTICLE,
  // SEGGER's J-Link commander runs the commands of the script it is given (loadfile, erase, w4…); its GDB server serves.
  "JLinkExe JLink.exe": "runs",
  "JLinkGDBServer JLinkGDBServerCLExe": "runs",
  [cross("gcc g++ c++ cpp as ld ar gcc-ar ranlib objcopy strip gcov")]: W,
  [cross("size objdump nm readelf strings addr2line c++filt")]: R,
  [cross("gdb")]: "runs",
  "esptool esptool.py": ESPTOOL,
  "espefuse espefuse.py": ESPEFUSE,
  "espsecure espsecure.py": ESPSECURE,
  "idf.py": IDF,
  west: WEST,
  "probe-rs": PROBE_RS,
  "pio platformio": PIO,
  "arduino-cli": ARDUINO_CLI,
  picotool: PICOTOOL,
  "st-flash": ST_FLASH,
  "st-info": R,
  pyocd: PYOCD,
  // avrdude connects and reads the part's signature; -U names a memory, an operation (r, w, v) and a file in one value,
  // which aye does not take apart: asked. -e erases the chip; -t and -T run its terminal's commands.
  avrdude: { is: R, opts: { "-U": "unknown", "-e": DEVICE, "-t -T": "unknown", "-l": W } },
  // dfu-util -l lists DFU devices; -D writes a device, -U reads one into a new file, -e and -R detach and reset it.
  "dfu-util": { is: R, opts: { "-D --download": DEVICE, "-U --upload": W, "-e --detach -R --reset": DEVICE } },
  // OpenOCD runs the Tcl of its config files and -c commands, and serves gdb and telnet until it is stopped.
  openocd: { is: "runs", reads: "-v --version -h --help" },
  teensy_loader_cli: { is: DEVICE, reads: "--list-mcus" },
};

// ---- Monorepo and build runners.

/**
 * nx: a target it is given runs the project's own executor, as a build does (`nx build web`, `nx run web:test`); its
 * own commands say the rest. reset deletes its cache (.nx/) and stops its daemon.
 */
const NX: Row = {
  is: W,
  sub: {
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
  is: W,
  dry: "--dry-run --dry --dry=json --dry=text --dry-run=json --dry-run=text",
  opts: { "--force --graph --summarize --continue": W },
  sub: {
    "run prune gen generate": W,
    "ls query info bin boundaries": R,
    "login logout link unlink telemetry scan": { is: "settings", sub: { status: R } },
    daemon: { sub: { status: R, start: "outlives", "stop restart clean": W } },
    watch: "runs",
  },
};

/** Lerna: run builds each package's script; version commits, tags and pushes; publish sends to the registry. */
const LERNA: Row = {
  sub: {
    "changed diff list ls ll la info": R,
    "run create init import link repair add-caching clean": W,
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
    "check test lint fmt fix package tailor update-build-files generate-lockfiles export export-codegen migrate-call-by-name": W,
    "list peek dependencies dependents filedeps roots paths count-loc filter py-constraints version help help-advanced help-all": R,
  },
  opts: PANTS_ACTS,
};

/** nox and tox run the project's sessions and environments (as its tests), in .nox/ and .tox/. */
const NOX: Row = {
  is: W,
  reads: "-l --list --list-sessions --json",
  opts: { "--force-python -P --report --install-only --no-install -r -R --reuse-existing-virtualenvs --reuse-venv --no-reuse-existing-virtualenvs --no-venv --force-venv-backend --default-venv-backend": W },
};
const TOX: Row = {
  is: W,
  reads: "-l --listenvs -a --listenvs-all --showconfig",
  opts: { "-r --recreate --force-dep -x --override --installpkg": W },
  sub: {
    "list l config c depends de": R,
    "run r run-parallel p legacy le devenv d quickstart q": W,
    "exec e": "runs",
  },
};

/** Earthly builds the Earthfile's targets in containers; --push also pushes what they push, -P grants them the host's powers. */
const EARTHLY: Row = {
  is: W,
  opts: { "--push": "sends", "-P --allow-privileged": "system", "-i --interactive": "runs" },
  sub: { "ls doc": R, prune: D, "init": W, "bootstrap config github": "settings", "account org secret satellite sat cloud project registry": { verbs: true } },
};

/** moon (moonrepo): running tasks builds, as nx's targets; its queries read; the graphs are served unless printed. */
const MOON: Row = {
  sub: {
    "run ci check sync clean init generate migrate docker exec": W,
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

const RUNNERS: Record<string, Row | Effect> = { nx: NX, turbo: TURBO, lerna: LERNA, pants: PANTS, nox: NOX, tox: TOX, earthly: EARTHLY, moon: MOON, tk: TANKA };

// ---- Formatters and linters: what they print reads; told to fix or write, they write the files in the tree.

/** git-cliff (and git cliff): the changelog goes to stdout unless told a file to write or prepend to. */
export const GIT_CLIFF: Row = { is: R, opts: { "-o --output -p --prepend --init": W } };

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
  ktlint: { ...lints("-F --format"), sub: { "installGitPreCommitHook installGitPrePushHook": "settings", generateEditorConfig: W } },
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
  "compaudit whence setopt unsetopt autoload zstyle bindkey zmodload": R,
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

// ---- Databases' own tools, ORMs and migration CLIs: status, listings and SQL printed read; applying changes the
// database; undoing, dropping and resetting delete from it.

const DATABASES: Record<string, Row | Effect> = {
  // mongoexport prints the documents it reads (or writes them to --out); mongoimport writes them into a collection,
  // dropping it first with --drop, deleting with --mode delete; mongofiles lists, gets, puts and deletes GridFS files.
  mongoexport: { is: R, opts: { "-o --out": W } },
  mongoimport: { is: "system", opts: { "--drop --mode": D } },
  mongofiles: { valued: "-d --db --uri -h --host --port -u --username -p --password --prefix -l --local -t --type --authenticationDatabase", sub: { "list search": R, "get get_id": W, "put put_id replace": "system", "delete delete_id": D } },
  // datasette serves the databases it is given (the default); inspect prints their tables' counts.
  datasette: { is: "sends", sub: { serve: "sends", inspect: { is: R, opts: { "--inspect-file": W } }, plugins: R, publish: "sends", package: W, "install uninstall": "installs" } },
  "sequelize sequelize-cli": {
    sub: {
      "db:migrate:status help version": R,
      "db:migrate db:seed db:seed:all db:create": "system",
      "db:migrate:undo db:migrate:undo:all db:seed:undo db:seed:undo:all db:drop": D,
      "init init:config init:migrations init:models init:seeders migration:generate migration:create model:generate model:create seed:generate seed:create": W,
    },
  },
  knex: {
    sub: {
      "migrate:status migrate:list migrate:currentVersion help": R,
      "migrate:make seed:make init": W,
      "migrate:latest migrate:up seed:run migrate:unlock": "system",
      "migrate:rollback migrate:down": D,
    },
  },
};

// ---- Virtual machines, images, cloud instances and file watchers: their status commands read.

const MACHINES: Record<string, Row | Effect> = {
  // cloud-init on an instance: status, query, analyze and schema read; clean removes its state (and with --reboot
  // restarts the machine); init, modules and single run the instance's configuration again.
  "cloud-init": {
    sub: {
      "status query analyze schema features help": R,
      "collect-logs": W,
      clean: D,
      "init modules single": "system",
      devel: { sub: { "schema render make-mime": R, "hotplug-hook": "system" } },
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

/** The rows of this file, by program. */
export const TOOLS: Record<string, Row | Effect> = {
  ...EMBEDDED,
  ...RUNNERS,
  ...FORMAT,
  ...SHELLS,
  ...DATABASES,
  ...MACHINES,
};
