import { main } from "./cli.ts";
import { systemIo } from "./io.ts";

// Exit as soon as the command is done: a background grandchild may still hold a pipe open.
main(process.argv.slice(2), systemIo()).then((code) => process.exit(code));
