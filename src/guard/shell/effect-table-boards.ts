/**
 * Boards reached through a serial line or a USB drive, and FPGA toolchains, for
 * the effect table (effect-table.ts), in its rows and with its meaning, from
 * their own documentation: MicroPython and CircuitPython tools, QMK, FPGA
 * synthesis, simulation and programming, and the serial line's own settings.
 * effect-table-tools.ts gathers these rows with its own.
 */
import type { Row } from "./effect-table.ts";
import type { Effect } from "./effects.ts";

const R: Effect = "reads";
const W: Effect = "writes";
const D: Effect = "deletes";
/** Writing a board's files or flash, resetting it, or changing a port's settings. */
const DEVICE: Effect = "system";

/**
 * mpremote runs every command it is given in turn (`mpremote connect /dev/ttyACM0 ls cp a.py :`): a command that
 * writes to the board, resets it or runs code there counts wherever it stands.
 */
const MPREMOTE_ACTS: Record<string, Effect> = { "cp rm rmdir mkdir touch edit rtc mount umount reset soft-reset bootloader romfs": DEVICE, "exec eval run repl mip": "runs" };
const MPREMOTE: Row = {
  sub: { ...MPREMOTE_ACTS, "ls cat df sha256sum devs connect disconnect resume help version": R, fs: { sub: { "ls cat df sha256sum": R } } },
  opts: MPREMOTE_ACTS,
};

/** Adafruit's ampy and rshell: listing and reading a board's files read; putting, removing and resetting change it. */
const AMPY: Row = { valued: "-p --port -b --baud -d --delay", sub: { ls: R, get: W, "put mkdir rm rmdir reset": DEVICE, run: "runs" } };
// rshell runs its words as a line of its own commands (and -f a file of them): one that writes the board, or runs code
// there or on the host (repl, shell), counts wherever it stands.
const RSHELL_ACTS: Record<string, Effect> = { "cp rsync rm mkdir edit": DEVICE, "repl shell": "runs" };
const RSHELL: Row = { valued: "-p --port -b --baud -f --file -e --editor -a --ascii", opts: { ...RSHELL_ACTS, "-f --file": "runs" }, sub: { ...RSHELL_ACTS, "ls cat connect boards help": R } };

/** circup: CircuitPython libraries on the board's drive; installing and updating write them there. */
const CIRCUP: Row = {
  sub: {
    "list show bundle-show": R,
    // freeze -r writes requirements.txt here, over the one there is.
    freeze: { is: R, opts: { "-r --requirement": D } },
    "install update uninstall": DEVICE,
    "bundle-add bundle-remove": "settings",
  },
};

/** QMK's CLI: compiling and its generators write in the tree; flashing writes the keyboard; setup installs the toolchain. */
const QMK: Row = {
  sub: {
    "compile c2json json2c format-c format-python format-json format-text new-keyboard new-keymap clean userspace-compile": W,
    "info list-keyboards list-keymaps list-layouts lint console userspace-list": R,
    doctor: { is: R, opts: { "-y --yes": DEVICE } },
    flash: DEVICE,
    setup: "installs",
  },
};

/** The rows of boards, FPGA toolchains and serial lines, by program. */
export const BOARDS: Record<string, Row | Effect> = {
  mpremote: MPREMOTE,
  ampy: AMPY,
  rshell: RSHELL,
  circup: CIRCUP,
  qmk: QMK,
  // FPGA toolchains: Verilator and Icarus compile the design in the tree (--lint-only only reads); vvp runs the
  // simulation it built; nextpnr places and routes into the files it is told; Vivado runs the Tcl it is given.
  verilator: { is: W, reads: "--lint-only" },
  "iverilog icepack nextpnr-ice40 nextpnr-ecp5 nextpnr-nexus nextpnr-gowin nextpnr-generic ecppack": W,
  "icetime iceunpack": R,
  "vvp vivado": "runs",
  // Programmers: -t (iceprog) and the listings read; anything else writes the FPGA or its flash.
  "iceprog ecpprog": { is: DEVICE, reads: "-t" },
  openFPGALoader: { is: DEVICE, reads: "--detect --scan-usb --list-boards --list-cables --list-fpga" },
  // A serial line's settings (stty -F /dev/ttyUSB0 115200) are the system's; -a, -g, size and speed only print them.
  stty: { is: DEVICE, valued: "-F --file", sub: { "": R }, reads: "-a --all -g --save size speed" },
  setserial: { is: DEVICE, reads: "-g -G" },
  usbip: { sub: { "list port": R, "attach detach bind unbind": DEVICE } },
};
