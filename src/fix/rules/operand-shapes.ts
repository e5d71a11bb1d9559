/**
 * Operands in the wrong shape (issue 27), put right only where the file system and the tool's message agree: a
 * destination folder not there yet (`git mv utils.py lib/`), a compiler's output name without its -o or swapped with
 * the source after it (`gcc main.c app`, `gcc -o main.c app`), a folder to extract into given bare (`unzip site.zip
 * public/`), a path given to `python -m` as its module, the `--` a tool's usage puts before a command, and a boolean
 * value one slip from true or false.
 */
import { resolve } from "node:path";
import type { Rule, World } from "../types.ts";
import { typoDistance } from "../../suggest.ts";
import { escapeRegExp, examined, joinAsTyped, quoteWord, replaceToken } from "../words.ts";

/** `~/x` as the path it names, for the file system's sake; the line keeps it as typed. */
const expand = (path: string, cwd: string, world: World) => resolve(cwd, path.replace(/^~(?=\/|$)/, world.home() ?? "~"));

/** Commands whose last operand is where the others go. */
const COPIES = /^(?:cp|mv|install|ln|rsync|git mv)$/;
/** The ways they say that place is missing. */
const NO_DESTINATION = /destination directory does not exist|cannot create regular file '[^']*\/': No such file or directory|not a directory|target '[^']*' is not a directory|No such file or directory/i;

/**
 * `git mv utils.py lib/`, `install -m 755 app ~/.local/bin/`: the destination is a folder (a trailing slash says so), it
 * is not there, and the sources are. It is made first.
 */
export const missingDestination: Rule = (f, world) => {
  const n = f.argv[0] === "git" ? 2 : 1;
  if (!COPIES.test(f.argv.slice(0, n).join(" ")) || f.argv.length > 40 || !NO_DESTINATION.test(f.output) || /Permission denied|Operation not permitted/i.test(f.output)) return [];
  // A -t names the folder itself; install -D makes it.
  if (f.argv.some((w) => /^-t$|^--target-directory\b|^-D$/.test(w))) return [];
  // Options and their values (install -m 755, -o user) are no operands.
  const operands = f.argv.slice(n).filter((w, i, rest) => !w.startsWith("-") && !/^-[mogS]$|^--(?:mode|owner|group|suffix)$/.test(rest[i - 1] ?? ""));
  const destination = operands.at(-1);
  const sources = operands.slice(0, -1);
  if (!destination || !sources.length || !destination.endsWith("/") || world.isDir(expand(destination, f.cwd, world))) return [];
  if (!sources.every((s) => world.isFile(expand(s, f.cwd, world)) || world.isDir(expand(s, f.cwd, world)))) return [];
  const folder = destination.replace(/(?<=.)\/+$/, "");
  // One folder copied or moved (cp -r assets/ dist/static/img/, rsync -a photos/ backup/2024/photos/): the tool makes the
  // destination's last folder itself, as the copy; made first, the folder would land inside it. Its parent is made.
  if (sources.length === 1 && world.isDir(expand(sources[0]!, f.cwd, world))) {
    const parent = folder.includes("/") ? folder.slice(0, folder.lastIndexOf("/")) : "";
    return parent && !world.isDir(expand(parent, f.cwd, world)) ? [{ commands: [`mkdir -p ${quoteWord(parent)}`, f.command], source: "rule", why: `${parent} does not exist yet; ${f.argv[0]} makes ${folder}` }] : [];
  }
  return [{ commands: [`mkdir -p ${quoteWord(folder)}`, f.command], source: "rule", why: `${destination} does not exist yet` }];
};

/** Compilers whose output file follows -o. */
const COMPILERS = /^(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+|gfortran)(?:-\d+)?$/;
const SOURCE = /\.(?:c|cc|cpp|cxx|c\+\+|m|mm|s|S|f90|f)$/;

/**
 * `gcc main.c app`: the linker looked for `app` as an input ("cannot find app") that is not here and has no source's
 * ending, beside a source that is: it is the program to make, after -o. `gcc -o main.c app`: the same, with -o before
 * the source (which the compiler would have overwritten): the two swapped.
 */
export const outputOperand: Rule = (f, world) => {
  const tool = f.argv[0] ?? "";
  if (!COMPILERS.test(tool) || f.argv.some((w) => w === "-c" || w === "-E" || w === "-S") || f.argv.length > 24) return [];
  const here = (w: string) => world.isFile(resolve(f.cwd, w));
  const sought = (w: string) => new RegExp(`cannot find ${escapeRegExp(w)}\\b|(?:^|\\s)${escapeRegExp(w)}: No such file or directory`, "m").test(f.output);
  const output = f.argv.indexOf("-o");
  if (output > 0) {
    // -o main.c app: the source named as the output, the program's name read as an input.
    const [named, other] = [f.argv[output + 1], f.argv[output + 2]];
    if (!named || !other || !SOURCE.test(named) || !here(named) || SOURCE.test(other) || here(other) || other.startsWith("-") || !sought(other)) return [];
    const words = [...f.argv.slice(0, output + 1), other, named, ...f.argv.slice(output + 3)];
    return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${other} is the program to make, ${named} its source` }];
  }
  if (f.argv.some((w) => w.startsWith("-o"))) return [];
  const operands = f.argv.map((w, i) => [w, i] as const).filter(([w, i]) => i > 0 && !w.startsWith("-") && !/^-[IDLlx]$|^-include$/.test(f.argv[i - 1]!));
  const sources = operands.filter(([w]) => SOURCE.test(w) && here(w));
  const named = operands.filter(([w]) => !SOURCE.test(w) && /^[\w.+-]+$/.test(w) && !/\.(?:o|a|so)$/.test(w) && !here(w) && sought(w));
  if (!sources.length || named.length !== 1) return [];
  const [word, at] = named[0]!;
  // `gcc main.c utils` with utils.c here and not on the line: a source's ending left off, not an output's name
  // (`cc prog.c prog` names its source already: prog is the program).
  if (world.list(f.cwd).some((n) => n.startsWith(`${word}.`) && SOURCE.test(n) && !sources.some(([s]) => s === n || s === `./${n}`))) return [];
  const words = [...f.argv.slice(0, at), "-o", ...f.argv.slice(at)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${word} is the program to make: -o names it` }];
};

/**
 * `unzip site.zip public/`: unzip reads operands after the archive as members to extract ("filename not matched:
 * public/"); a folder to extract into goes after -d.
 */
export const extractInto: Rule = (f) => {
  if (f.argv[0] !== "unzip" || f.argv.includes("-d") || f.argv.length > 8) return [];
  const archive = f.argv.findIndex((w, i) => i > 0 && /\.zip$/i.test(w) && !f.argv[i - 1]!.startsWith("-"));
  const folder = archive > 0 ? f.argv[archive + 1] : undefined;
  if (!folder || !folder.endsWith("/") || f.argv.length !== archive + 2 || !new RegExp(`filename not matched:\\s+${escapeRegExp(folder)}`).test(f.output)) return [];
  return [{ commands: [joinAsTyped(f.command, [...f.argv.slice(0, archive + 1), "-d", folder])], source: "rule", why: `unzip extracts into ${folder} after -d` }];
};

/**
 * `python3 -m tests/test_api.py`: -m takes a module, dotted, not its file's path ("No module named 'tests/test_api'").
 * Only a path to a Python file that is here.
 */
export const modulePath: Rule = (f, world) => {
  const at = /^python[\d.]*$/.test(f.argv[0] ?? "") ? f.argv.indexOf("-m") : -1;
  const path = at > 0 ? f.argv[at + 1] : undefined;
  if (!path || !/^[\w./-]+\.py$|^[\w.-]+\/[\w./-]+$/.test(path) || !/No module named|Error while finding module/.test(f.output)) return [];
  const file = path.endsWith(".py") ? path : `${path}.py`;
  if (!world.isFile(resolve(f.cwd, file))) return [];
  const module = file.replace(/^\.\//, "").replace(/\.py$/, "").replace(/\//g, ".");
  if (!/^[A-Za-z_][\w.]*$/.test(module)) return [];
  return [{ commands: [replaceToken(f.command, path, module)], source: "rule", why: `-m takes the module ${module}, not its path` }];
};

/**
 * kubectl's "Use exec [POD] -- [COMMAND] instead": the tool's form puts `--` between its operand and the command it
 * runs. Put where that form says, after the first operand.
 */
export const dashesBeforeCommand: Rule = (f) => {
  const m = /\bUse (\w[\w-]*) \[(\w+)\] -- \[(\w+)\]/.exec(f.output);
  if (!m || f.argv.includes("--")) return [];
  const sub = f.argv.indexOf(m[1]!);
  if (sub < 1) return [];
  // The first operand after the subcommand (its options taking no value here: -it, -i), then the command.
  const operand = f.argv.findIndex((w, i) => i > sub && !w.startsWith("-"));
  if (operand < 0 || operand + 1 >= f.argv.length || f.argv[operand + 1]!.startsWith("-")) return [];
  const words = [...f.argv.slice(0, operand + 1), "--", ...f.argv.slice(operand + 1)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "tool", why: `${f.argv[0]} ${m[1]} takes the command after --` }];
};

const BOOLEANS = ["true", "false"];

/**
 * `terraform fmt -diff=ture`: a value one slip from true or false, given to an option with `=`, where the tool refused
 * the line (printed its usage, or called the value invalid).
 */
export const booleanSlip: Rule = (f) => {
  if (!/usage|invalid|unknown|parse|boolean|must be|not a valid|unrecognized/i.test(f.output)) return [];
  for (const word of examined(f.argv).slice(1)) {
    const m = /^(--?[\w.-]+=)([A-Za-z]+)$/.exec(word);
    if (!m || BOOLEANS.includes(m[2]!.toLowerCase()) || m[2]!.length < 3) continue;
    const near = BOOLEANS.filter((b) => typoDistance(m[2]!.toLowerCase(), b) <= 1);
    if (near.length !== 1) continue;
    return [{ commands: [replaceToken(f.command, word, `${m[1]}${near[0]}`)], source: "rule", why: `${m[1]!.slice(0, -1)} takes ${near[0]}` }];
  }
  return [];
};

export const OPERAND_RULES: Record<string, Rule> = { missingDestination, outputOperand, extractInto, modulePath, dashesBeforeCommand, booleanSlip };
