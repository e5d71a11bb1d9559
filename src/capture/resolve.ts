/**
 * Finding the program to run as a shell would, and saying why it cannot be
 * run the way a shell says it: not found (127), not executable (126), a shell
 * builtin (127: aye runs programs, as env(1) and xargs(1) do).
 */
import { accessSync, closeSync, constants, openSync, readSync, statSync } from "node:fs";

/**
 * Words a shell runs itself. Those that are not also programs on PATH cannot be
 * run by aye: `cd`, `export` or `source` in a child process would change
 * nothing for the person's shell anyway.
 */
export const SHELL_BUILTINS = [
  ".", ":", "alias", "bg", "bind", "break", "builtin", "caller", "cd", "command", "compgen", "complete", "continue", "declare",
  "dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export", "fc", "fg", "getopts", "hash", "help", "history", "jobs",
  "let", "local", "logout", "mapfile", "popd", "printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "set", "shift",
  "shopt", "source", "suspend", "test", "times", "trap", "type", "typeset", "ulimit", "umask", "unalias", "unset", "wait",
];

/** Builtins whose whole point is to change the shell they run in: no other shell can do it for yours. */
const SHELL_STATE = new Set(["cd", "pushd", "popd", "export", "unset", "source", ".", "alias", "unalias", "set", "shopt", "ulimit", "umask", "declare", "typeset", "readonly", "local", "exit", "logout", "exec", "hash", "trap", "enable", "bind", "complete"]);

export const isShellBuiltin = (name: string): boolean => SHELL_BUILTINS.includes(name);

/** Whether `name` is a builtin that exists only to change the shell that runs it (cd, export, source...). */
export const changesShell = (name: string): boolean => SHELL_STATE.has(name);

/** Why a command could not start: its exit code, the message as a shell words it, and whether it is a builtin. */
export interface NotRunnable {
  code: 126 | 127;
  error: string;
  builtin?: boolean;
}

/** Finds the program `name` names, relative to `cwd` when it holds a slash, else on PATH. */
export function resolveCommand(name: string, env: Record<string, string | undefined>, cwd: string): { path: string } | NotRunnable {
  if (name.includes("/")) {
    const path = name.startsWith("/") ? name : `${cwd}/${name}`;
    let isDir = false;
    try {
      isDir = statSync(path).isDirectory();
    } catch {
      return { code: 127, error: `${name}: No such file or directory` };
    }
    if (isDir) return { code: 126, error: `${name}: Is a directory` };
    try {
      accessSync(path, constants.X_OK);
    } catch {
      return { code: 126, error: `${name}: Permission denied` };
    }
    return { path };
  }
  const path = Bun.which(name, { PATH: env.PATH ?? "", cwd });
  if (path) return { path };
  if (isShellBuiltin(name)) return { code: 127, error: `${name}: is a shell builtin, not a program`, builtin: true };
  return { code: 127, error: `${name}: command not found` };
}

/**
 * Whether a file execve(2) refused (ENOEXEC) is a script a shell would run
 * with `sh`: like bash, a file with a NUL byte in its first line is binary.
 */
export function looksLikeScript(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const head = Buffer.alloc(80);
    const n = readSync(fd, head, 0, head.length, 0);
    const firstLine = head.subarray(0, n);
    const end = firstLine.indexOf(0x0a);
    return !(end < 0 ? firstLine : firstLine.subarray(0, end)).includes(0);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
