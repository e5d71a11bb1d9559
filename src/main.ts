import { main } from "./cli.ts";
import { SHIM, execShim } from "./capture/exec-shim.ts";
import { systemIo } from "./io.ts";

// aye started as the step before a command in its pseudo-terminal (capture/exec-shim.ts): exec it at once.
if (process.argv[2] === SHIM) execShim(process.argv.slice(3));

// Exit as soon as the command is done: a background grandchild may still hold a pipe open.
main(process.argv.slice(2), systemIo()).then((code) => process.exit(code));
