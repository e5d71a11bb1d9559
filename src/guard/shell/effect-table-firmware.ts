/**
 * Firmware and embedded tools for the effect table (effect-table.ts), in its
 * rows and with its meaning, from their own documentation: chip and board
 * flashers, vendor CLIs, build systems for boards, and the cross toolchains.
 * Reading a chip, listing boards and probes, and building run; flashing,
 * erasing, burning fuses, resetting and debugging a board are asked.
 * effect-table-tools.ts gathers these rows with its own.
 */
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";
/** Flashing, erasing or resetting an attached board, or burning its fuses: a device is changed, often for good. */
const DEVICE: Effect = "system";

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

/**
 * espefuse: eFuses are burnt once and for ever. It runs every command it is given in one call (`espefuse.py summary
 * burn_efuse JTAG_DISABLE 1`), each word that names a command starting the next: a command that burns, protects or
 * runs scripts counts wherever it stands (its `opts`, which match the words themselves), and after a command that
 * reads only another command may follow (a word it does not know is asked). Its summary and dump only read.
 */
const EFUSE_ACTS: Record<string, Effect> = {
  "burn_efuse burn-efuse burn_key burn-key burn_key_digest burn-key-digest burn_block_data burn-block-data burn_bit burn-bit burn_custom_mac burn-custom-mac set_flash_voltage set-flash-voltage write_protect_efuse write-protect-efuse read_protect_efuse read-protect-efuse": DEVICE,
  "execute_scripts execute-scripts": "runs",
};
const EFUSE_COMMANDS: Record<string, Row | Effect> = { ...EFUSE_ACTS };
// summary --file and dump --file-name write what they print to that file.
const EFUSE_READ: Row = { valued: "--format --file --file_name --file-name", sub: { "": R, ...EFUSE_COMMANDS }, opts: { "--file --file_name --file-name": W } };
EFUSE_COMMANDS["summary dump get_custom_mac get-custom-mac adc_info adc-info check_error check-error"] = EFUSE_READ;
Object.assign(EFUSE_READ.sub!, EFUSE_COMMANDS);
const ESPEFUSE: Row = {
  valued: "-p --port -b --baud -c --chip --before --after --connect-attempts --path-efuse-file",
  sub: EFUSE_COMMANDS,
  opts: EFUSE_ACTS,
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
  // -O sets a project option (`project init -O 'build_flags=!cmd'`), which the next build runs.
  opts: { "-O --project-option": "runs" },
  sub: {
    run: { is: W, opts: { "-t --target": "unknown" } },
    "check boards": R,
    // ci -O (the row's) sets any project option: build_flags of `!command` runs it, targets=upload flashes; -c names
    // the platformio.ini whose extra_scripts it runs.
    ci: { is: W, opts: { "-c --project-conf": "runs" } },
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
    // A build property may be a recipe, a command the build runs (`recipe.hooks.prebuild.1.pattern=…`), or a tool's path.
    compile: { is: W, opts: { "-u --upload": DEVICE, "--build-property --build-properties": "runs" } },
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

/**
 * ar, and the toolchains' own (`arm-none-eabi-ar`, `*-gcc-ar`, `llvm-ar`): t and p list or print the members; r, q, m
 * and s make, add to or index the library; d deletes members from it, and x writes the members over any file here of
 * the same name (what they are aye cannot see): asked. A key with a dash or modifiers it does not name is asked.
 */
export const AR: Row = {
  sub: {
    "t tv tvO p pv": R,
    "r rc rcs crs cr cru rcu rv rvs rcsv rs rsc q qc qcs qs s m mv": W,
    "x xv xo xvo d dv": D,
  },
};

/** espflash (and cargo espflash): board-info and listings read; flashing and erasing write the chip; reset resets it. */
export const ESPFLASH: Row = {
  sub: {
    "board-info list-ports checksum-md5 completions partition-table": R,
    "read-flash save-image": W,
    "flash write-bin erase-flash erase-parts erase-region": DEVICE,
    "reset hold-in-reset": DEVICE,
  },
};

/** bossac (SAM boards): with no operation it prints the chip's details; it erases, writes, locks and boots as told. */
const BOSSAC: Row = { is: R, opts: { "-r --read": W, "-e --erase -w --write -u --unlock -l --lock -s --security -b --boot -R --reset -a --arduino-erase --bod --bor": DEVICE } };

/** The firmware and embedded tools' rows, by program. */
export const EMBEDDED: Record<string, Row | Effect> = {
  "espflash cargo-espflash": ESPFLASH,
  espup: { sub: { "install update": "installs", uninstall: D, completions: R } },
  // elf2uf2-rs makes a .uf2 beside the ELF; -d copies it onto the board's drive.
  "elf2uf2-rs": { is: W, opts: { "-d --deploy": DEVICE } },
  // uf2conv.py writes to every UF2 drive it finds unless told only to convert (-c) or to list them.
  "uf2conv.py uf2conv": { is: DEVICE, reads: "-l --list -i --info", dry: "-c --convert" },
  bossac: BOSSAC,
  nrfjprog: NRFJPROG,
  nrfutil: NRFUTIL,
  stm32flash: STM32FLASH,
  "mbed mbed-tools": MBED,
  particle: PARTICLE,
  // SEGGER's J-Link commander runs the commands of the script it is given (loadfile, erase, w4…); its GDB server serves.
  "JLinkExe JLink.exe": "runs",
  "JLinkGDBServer JLinkGDBServerCLExe": "runs",
  [cross("gcc g++ c++ cpp as ld ranlib objcopy strip gcov")]: W,
  [`${cross("ar gcc-ar")} gcc-ar`]: AR,
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
