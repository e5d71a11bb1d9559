/**
 * A virtualenv's scripts are files of the project, trusted only in the shape `python -m venv`, virtualenv or pip
 * write them: `bin/activate` as their template (assignments of the environment's own variables, tests, `deactivate`),
 * `bin/pip` and its kin as a console-script entry point run by the environment's Python, and `bin/python` as a link to
 * a Python outside the project. Anything else there (a line appended to `activate`, an `os.system` in `pip`, a
 * `python` that is a script) runs what aye has not read.
 */
import { lstatSync, realpathSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { readText } from "./files.ts";

/** A value the template gives a variable: quoted or bare words, `$VAR`/`${VAR…}` expansions, and its two substitutions. */
const VALUE = String.raw`(?:"(?:[^"$\x60\\]|\$\{?(?:[A-Za-z_]\w*|\d)(?::?[-+][^}$\x60]*)?\}?)*"|'[^']*'|\$\{?(?:[A-Za-z_]\w*|\d)(?::?[-+][^}$\x60]*)?\}?|\$\(basename "\$VIRTUAL_ENV"\)|\$\(cygpath(?: -u)? (?:"[^"$\x60]*"|"\$VIRTUAL_ENV")\)|[\w./:-]*)`;

/** The environment's own variables, the only ones its activate sets. */
const NAME = String.raw`(?:VIRTUAL_ENV|VIRTUAL_ENV_PROMPT|PATH|PS1|PYTHONHOME|_OLD_VIRTUAL_\w+)`;

/**
 * What each may be set to: PATH only the environment's bin before it (or put back), PYTHONHOME only put back, the
 * environment itself only as an absolute path written out (checked against the folder: `venvActivate`).
 */
const ASSIGNMENT = String.raw`(?:PATH=(?:"\$VIRTUAL_ENV/"?bin"?:\$PATH"|"?\$\{?_OLD_VIRTUAL_PATH(?::-)?\}?"?)|PYTHONHOME="?\$\{?_OLD_VIRTUAL_PYTHONHOME(?::-)?\}?"?|VIRTUAL_ENV=(?:"\/[^"$\x60\\]*"|'\/[^']*'|\$\(cygpath(?: -u)? (?:"[^"$\x60]*"|"\$VIRTUAL_ENV")\))|(?:VIRTUAL_ENV_PROMPT|PS1|_OLD_VIRTUAL_\w+)=${VALUE})`;

/** A `[ … ]` test over variables and words (no substitution, no redirection). */
const TEST = String.raw`!?\s*\(?\s*\[\s+(?:[^\]$\x60;<>|&]|\$\{?(?:[A-Za-z_]\w*|\d)(?::?[-+][^}$\x60]*)?\}?)*\]\s*\)?`;

/** Every line a venv, virtualenv or uv `activate` (for bash and sh) holds, comments and blank lines apart. */
const ACTIVATE_LINES = [
  String.raw`(?:export\s+)?${ASSIGNMENT}`,
  String.raw`export\s+${NAME}(?:\s+${NAME})*`,
  String.raw`unset\s+(?:-f\s+)?(?:${NAME}|deactivate|pydoc)(?:\s+>\s*\/dev\/null)?(?:\s+2>&1)?(?:\s*\|\|\s*true)?`,
  String.raw`(?:el)?if\s+${TEST}(?:\s*(?:-o|-a|\|\||&&)\s*${TEST})*(?:\s*&&\s*\$\(command -v cygpath &> \/dev\/null\))?\s*;\s*then`,
  String.raw`(?:then|else|fi|esac|;;|\}|\{)`,
  String.raw`case\s+"\$\(uname\)"\s+in`,
  String.raw`[\w*|]+\)(?:\s*(?:export\s+)?${ASSIGNMENT}\s*;;)?`,
  String.raw`(?:deactivate|pydoc)\s*\(\)\s*\{`,
  String.raw`deactivate\s+nondestructive`,
  String.raw`hash\s+-r(?:\s+2>\s*\/dev\/null)?(?:\s*\|\|\s*true)?;?`,
  String.raw`python\s+-m\s+pydoc\s+"\$@";?`,
  String.raw`alias\s+pydoc\s+2>\/dev\/null\s+>\/dev\/null\s+&&\s+unalias\s+pydoc\s+\|\|\s+true`,
  String.raw`echo\s+"You must source this script: \\\$ source \$0"\s+>&2`,
  String.raw`(?:exit|return)\s+\d+`,
  // (virtualenv 20.x before it set VIRTUAL_ENV_PROMPT.)
  String.raw`PS1="\(\x60basename \\"\$VIRTUAL_ENV\\"\x60\) \$\{PS1-\}"`,
].map((line) => new RegExp(`^${line}$`));

/**
 * Whether `text` is an activate script in the shape venv, virtualenv or uv write, for the environment in `venv`: the
 * folder it names is that one, or one not on this machine (an environment made elsewhere, whose bin is not there).
 */
export function venvActivate(text: string, venv?: string): boolean {
  const shaped = text.split("\n").every((raw) => {
    const line = raw.trim();
    return !line || line.startsWith("#") || ACTIVATE_LINES.some((shape) => shape.test(line));
  });
  if (!shaped || venv === undefined) return shaped;
  const named = [...text.matchAll(/^\s*(?:export\s+)?VIRTUAL_ENV=["'](\/[^"']*)["']/gm)].map((m) => m[1]!);
  return named.every((path) => absent(path) || sameFile(path, venv));
}

/** Whether two paths lead to the same place. */
function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * A console script as pip, distlib, installer (poetry, pdm) and uv write it: the environment's Python runs one function
 * of one module (quotes as each writes them, taken as double).
 */
const ENTRY = new RegExp(
  [
    String.raw`^(?:#!(\S+)|#!\/bin\/sh\n"""exec" "?(\S+?)"? "\$0" "\$@"\n" """)\n(?:# -\*- coding: utf-8 -\*-\n)?(?:import re\n)?import sys\nfrom ([\w.]+) import (\w+)\nif __name__ == "__main__":\n`,
    String.raw`(?: {4}sys\.argv\[0\] = re\.sub\(r"\(-script\\\.pyw\|\\\.exe\)\?\$", "", sys\.argv\[0\]\)\n`,
    String.raw`| {4}if sys\.argv\[0\]\.endswith\("-script\.pyw"\):\n {8}sys\.argv\[0\] = sys\.argv\[0\]\[:-11\]\n {4}elif sys\.argv\[0\]\.endswith\("\.exe"\):\n {8}sys\.argv\[0\] = sys\.argv\[0\]\[:-4\]\n)`,
    String.raw` {4}sys\.exit\((\w+)\(\)\)\n?$`,
  ].join(""),
);

/** Whether a path of the project is a link to a file outside `root` (a venv's Python), following every link. */
function linkOut(path: string, root: string): boolean {
  try {
    if (!lstatSync(path).isSymbolicLink()) return false;
    const target = realpathSync(path);
    const home = realpathSync(root);
    return target !== home && !target.startsWith(`${home}/`);
  } catch {
    return false;
  }
}

/** Whether a file is absent (nothing of the project's runs by that name). */
const absent = (path: string) => {
  try {
    lstatSync(path);
    return false;
  } catch {
    return true;
  }
};

/**
 * Whether the program at `path` (`.venv/bin/pip`, `.venv/bin/pytest`, in the project `root`) is what a virtualenv
 * holds: a link to a Python outside the project, or an entry script run by such a Python of its own folder.
 */
export function venvProgram(path: string, root: string): boolean {
  if (linkOut(path, root)) return true;
  const text = readText(path, 4096);
  // (A file that holds no command, empty or a shell's comments only, runs nothing whatever its name.)
  if (text !== undefined && /^(?:#![ \t]*\/(?:usr\/)?bin\/(?:sh|bash|dash)[ \t]*\n)?(?:[ \t]*(?:#[^\n]*)?\n?)*$/.test(text)) return true;
  const m = text === undefined ? null : ENTRY.exec(text.replaceAll("'", '"'));
  if (!m || m[4] !== m[5]) return false;
  // (Its Python is the environment's own, beside it: a link out, or not there at all, when pip cannot start.)
  const python = m[1] ?? m[2]!;
  const own = join(dirname(path), basename(python));
  return /^python[\d.]*$/.test(basename(python)) && (resolve(dirname(path), python) === resolve(own) || basename(dirname(python)) === "bin") && (linkOut(own, root) || absent(own));
}

/** Why the activate script at `path` (sourced in `dir`) is not to be trusted; undefined when it is. */
export function untrustedActivate(path: string, dir: string): string | undefined {
  const full = resolve(dir, path);
  const text = readText(full, 64 * 1024);
  if (text === undefined) return absent(full) ? undefined : `what \`${path}\` runs (it could not be read)`;
  return venvActivate(text, dirname(dirname(full))) ? undefined : `what \`${path}\` runs: it is not the script a virtualenv writes`;
}

/** A program named by its path in a virtualenv's `bin` (beside an `activate`), or the activate script sourced. */
export function venvRisk(argv: string[], cwd: string, root: string): string | undefined {
  const [name = "", path = ""] = argv;
  if (/^(?:\.|source)$/.test(name) && /(?:^|\/)bin\/activate$/.test(path)) return untrustedActivate(path, cwd);
  if (!name.includes("/")) return undefined;
  const full = resolve(cwd, name);
  if (absent(join(dirname(full), "activate")) || absent(full)) return undefined;
  return venvProgram(full, root) ? undefined : `what \`${name}\` runs: it is not what a virtualenv holds`;
}

/** The `bin` folder a command activates (`. .venv/bin/activate`), as a path from `cwd`. */
export const activatedBin = (argv: string[], cwd: string): string | undefined => (/^(?:\.|source)$/.test(argv[0] ?? "") && /(?:^|\/)bin\/activate$/.test(argv[1] ?? "") ? dirname(resolve(cwd, argv[1]!)) : undefined);

/** After `activate`, a bare program name runs the environment's file of that name first: what of it is not a virtualenv's. */
export function shadowedByVenv(program: string, bins: string[], root: string): string | undefined {
  if (program.includes("/") || !program) return undefined;
  const bin = bins.find((b) => !absent(join(b, program)));
  return bin === undefined || venvProgram(join(bin, program), root) ? undefined : `what \`${program}\` runs: the virtualenv's own file, which is not what a virtualenv holds`;
}
