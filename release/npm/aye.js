#!/usr/bin/env node
// aye's npm entry point: finds the binary npm installed for this platform (one of the optional
// dependencies, each limited by os/cpu/libc) and runs it with this process's stdio, arguments
// and environment, passing signals on and returning its exit status. No install script: the
// binary is found when aye runs. (The esbuild, biome and opencode packages work the same way.)
"use strict";
const { spawn } = require("child_process");
const { join, dirname } = require("path");

const TARGETS = __TARGETS__;

function binary() {
  const os = process.platform;
  const cpu = process.arch;
  const found = TARGETS.filter((t) => t.os === os && t.cpu === cpu).flatMap((t) => {
    try {
      return [{ ...t, path: join(dirname(require.resolve(`${t.package}/package.json`)), "bin", "aye") }];
    } catch {
      return [];
    }
  });
  // npm installs only the package whose libc matches; should both be there, ask Node which libc runs it.
  if (found.length > 1) {
    const glibc = Boolean(process.report && process.report.getReport().header.glibcVersionRuntime);
    return found.find((t) => t.libc === (glibc ? "glibc" : "musl")) || found[0];
  }
  if (found.length === 1) return found[0];
  const supported = TARGETS.map((t) => `${t.os}-${t.cpu}${t.libc === "musl" ? "-musl" : ""}`).join(", ");
  const wanted = TARGETS.filter((t) => t.os === os && t.cpu === cpu).map((t) => t.package);
  process.stderr.write(
    wanted.length
      ? `aye: the binary for ${os}-${cpu} is not installed (${wanted.join(" or ")}).\n` +
          "  npm skips it when optional dependencies are turned off (--omit=optional, --no-optional); reinstall aye without that.\n"
      : `aye: no binary for ${os}-${cpu}; aye is built for ${supported}.\n`,
  );
  process.exit(1);
}

const child = spawn(binary().path, process.argv.slice(2), { stdio: "inherit" });
// A signal sent to this process is passed on. Ctrl-C and Ctrl-\ at a terminal reach the child
// from the terminal itself (it is in the same foreground group), so they are not sent twice.
const typed = process.stdin.isTTY === true;
for (const signal of ["SIGINT", "SIGQUIT", "SIGTERM", "SIGHUP", "SIGUSR1", "SIGUSR2"]) {
  process.on(signal, () => {
    if (typed && (signal === "SIGINT" || signal === "SIGQUIT")) return;
    try {
      child.kill(signal);
    } catch {}
  });
}
child.on("error", (error) => {
  process.stderr.write(`aye: cannot run ${error.path || "the aye binary"}: ${error.message}\n`);
  process.exit(126);
});
child.on("exit", (code, signal) => {
  if (signal) {
    // End as the child ended, so the shell sees the same signal.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    // A signal Node ignores (SIGPIPE) does not end it: then exit as a shell reports one.
    setTimeout(() => process.exit(128 + (require("os").constants.signals[signal] || 0)), 100);
    return;
  }
  process.exit(code === null ? 1 : code);
});
