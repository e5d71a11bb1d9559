/**
 * The answer is a habit or in the surroundings (issue 27), each validated by what is here: a decompressor for another
 * ending (`gunzip data.zip`), an option the tool refuses in this place (pip's `--user` inside a virtualenv),
 * Flask's application named by the one module here, and a build folder one level down (`meson compile` outside it).
 */
import { basename, resolve } from "node:path";
import type { Rule } from "../types.ts";
import { quoteWord, withoutWord } from "../words.ts";
import { leafElsewhere, shortenedName } from "./moved-path.ts";

/** The program that unpacks each ending. */
const UNPACKS: [RegExp, string][] = [
  [/\.zip$/i, "unzip"],
  [/\.(?:tar\.gz|tgz)$/i, "tar -xzf"],
  [/\.(?:tar\.xz|txz)$/i, "tar -xJf"],
  [/\.(?:tar\.bz2|tbz2?)$/i, "tar -xjf"],
  [/\.bz2$/i, "bunzip2"],
  [/\.xz$/i, "unxz"],
  [/\.zst$/i, "unzstd"],
  [/\.gz$/i, "gunzip"],
];
const DECOMPRESSORS = /^(?:gunzip|bunzip2|unxz|unzstd|unzip|zcat|7z)$/;

/** `gunzip data.zip`: "unknown suffix -- ignored" (or "not in gzip format"): the program that unpacks that ending. */
export const unpackerForEnding: Rule = (f, world) => {
  if (!DECOMPRESSORS.test(f.argv[0] ?? "") || f.argv.length !== 2 || !/unknown suffix|not in (?:gzip|bzip2|xz) format|not a bzip2 file|not a zipfile|End-of-central-directory signature not found|File format not recognized/i.test(f.output)) return [];
  const file = f.argv[1]!;
  const program = UNPACKS.find(([ending]) => ending.test(file))?.[1];
  if (!program || program.split(" ")[0] === f.argv[0] || !world.isFile(resolve(f.cwd, file))) return [];
  return [{ commands: [`${program} ${quoteWord(file)}`], source: "rule", why: `${program.split(" ")[0]} unpacks ${basename(file)}` }];
};

/**
 * `.venv/bin/pip install --user rich`: "Can not perform a '--user' install. User site-packages are not visible in this
 * virtualenv." The option the tool says has no place here, left out.
 */
export const refusedHere: Rule = (f) => {
  const m = /Can ?not perform a '(--[\w-]+)' install/i.exec(f.output);
  if (!m || !f.argv.includes(m[1]!)) return [];
  return [{ commands: [withoutWord(f.command, m[1]!)], source: "tool", why: `${m[1]} has no place in a virtualenv` }];
};

/**
 * `flask run`: "Could not locate a Flask application. Use the 'flask --app' option". The one module here that makes a
 * Flask application (its text says `Flask(`), by its name.
 */
export const flaskApp: Rule = (f, world) => {
  if (f.argv[0] !== "flask" || f.argv.includes("--app") || !/Could not locate a Flask application/.test(f.output)) return [];
  const modules = world.list(f.cwd).filter((n) => /^[A-Za-z_]\w*\.py$/.test(n) && /\bFlask\s*\(/.test(world.readText(resolve(f.cwd, n)) ?? ""));
  const fallback = world.list(f.cwd).filter((n) => /^[A-Za-z_]\w*\.py$/.test(n) && !/^(?:setup|conftest|test_\w*|\w*_test|__init__)\.py$/.test(n));
  const found = modules.length ? modules : fallback;
  if (found.length !== 1) return [];
  return [{ commands: [`flask --app ${found[0]!.replace(/\.py$/, "")} ${f.command.replace(/^flask\s+/, "")}`], source: "rule", why: `${found[0]} is the application here` }];
};

/** Build tools whose commands run in a build folder: their words, what they say outside one, the file that marks one, the option naming it. */
const BUILD_DIRS: [number, RegExp, RegExp, string, string][] = [
  [2, /^meson (?:compile|test|install|introspect)$/, /not a meson build directory/i, "meson-info", "-C"],
  [1, /^ninja$/, /loading 'build\.ninja': No such file/i, "build.ninja", "-C"],
];

/** `meson compile` in the source folder: the one folder below that is a build folder, named with -C. */
export const buildFolderBelow: Rule = (f, world) => {
  for (const [n, command, said, marker, option] of BUILD_DIRS) {
    if (f.argv.length < n || !command.test(f.argv.slice(0, n).join(" ")) || !said.test(f.output) || f.argv.includes(option)) continue;
    const below = world.list(f.cwd).filter((d) => !d.startsWith(".") && world.isDir(resolve(f.cwd, d)) && (world.isDir(resolve(f.cwd, d, marker)) || world.isFile(resolve(f.cwd, d, marker))));
    if (below.length !== 1) return [];
    const words = f.command.trim().split(/\s+/);
    return [{ commands: [[...words.slice(0, n), option, quoteWord(below[0]!), ...words.slice(n)].join(" ")], source: "rule", why: `${below[0]} is the build folder` }];
  }
  return [];
};

/** Build tools whose build folder is made by a setup step from the source folder: what they say, the source's file, the step. */
const SETUP: [RegExp, RegExp, string, string][] = [[/^meson (?:compile|test|install)$/, /not a meson build directory/i, "meson.build", "meson setup"]];

/** `meson compile -C builddir` where builddir was never set up, beside the project's meson.build: set it up first. */
export const buildFolderUnset: Rule = (f, world) => {
  for (const [command, said, source, setup] of SETUP) {
    const at = f.argv.indexOf("-C");
    const dir = at > 1 ? f.argv[at + 1] : undefined;
    if (!dir || !command.test(f.argv.slice(0, 2).join(" ")) || !said.test(f.output) || !world.isFile(resolve(f.cwd, source))) continue;
    if (world.isDir(resolve(f.cwd, dir, "meson-info"))) continue;
    return [{ commands: [`${setup} ${quoteWord(dir)}`, f.command], source: "rule", why: `${dir} is not set up yet` }];
  }
  return [];
};

/** The endings a template file carries beside the file it is copied to (.env.example: .env). */
const TEMPLATE = /^(.+?)[.-](?:example|sample|dist|template|tmpl|default)$/i;

/** `cp .env.example`: a template copied with no destination, to the file it is the template of (when that is not there). */
export const templateCopy: Rule = (f, world) => {
  if (!/^(?:cp|install)$/.test(f.argv[0] ?? "") || !/missing destination file operand/.test(f.output)) return [];
  const operands = f.argv.slice(1).filter((w) => !w.startsWith("-"));
  const target = operands.length === 1 ? TEMPLATE.exec(basename(operands[0]!))?.[1] : undefined;
  if (!target || !world.isFile(resolve(f.cwd, operands[0]!))) return [];
  const to = `${operands[0]!.slice(0, operands[0]!.lastIndexOf("/") + 1)}${target}`;
  if (world.isFile(resolve(f.cwd, to))) return [];
  return [{ commands: [`${f.command} ${quoteWord(to)}`], source: "rule", why: `${basename(operands[0]!)} is the template of ${target}` }];
};

export const ELSEWHERE_RULES: Record<string, Rule> = { unpackerForEnding, refusedHere, flaskApp, buildFolderBelow, buildFolderUnset, templateCopy, leafElsewhere, shortenedName };
