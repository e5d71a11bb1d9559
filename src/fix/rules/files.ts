/**
 * Everyday file and directory errors, read from coreutils' and git's wording:
 * a directory where a file was expected (rm, cp, grep, git rm without -r), a
 * folder that is not empty, a name that exists already (ln, git mv), a hard link
 * to a directory, an archive that is not gzipped, and a move into a folder that
 * does not exist yet; cd into a file, source of a virtual environment's folder,
 * make where only a folder below has a Makefile, a folder given for its main
 * file, and a project's command run one folder above its project; a jq filter's
 * key one slip from a key of its file. (mkdir of a folder that exists needs
 * nothing, unless a line goes on after it.)
 */
import { basename, dirname, resolve } from "node:path";
import { plainQuotes } from "../advice.ts";
import { MAKEFILES } from "./runtimes.ts";
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { escapeRegExp, examined, quoteWord, replaceRun, replaceToken, table, withOption } from "../words.ts";


const FLAGS: [RegExp, string, string, string][] = [
  // [what the tool says, the tool, the option it needs, why]
  [/^rm: cannot remove '[^']+': Is a directory/m, "rm", "-r", "it is a directory"],
  [/^cp: -r not specified; omitting directory|^cp: omitting directory/m, "cp", "-r", "it is a directory"],
  [/^grep: [^:\n]+: Is a directory/m, "grep", "-r", "search the directory"],
  [/not removing '[^']+' recursively without -r/, "git", "-r", "git needs -r for a directory"],
  [/fatal: destination exists/, "git", "-f", "replace what is there"],
  [/^ln: [^\n]*hard link not allowed for directory/m, "ln", "-s", "a directory takes a symbolic link"],
  [/^(?:scp: )?[^:\n]+: not a regular file/m, "scp", "-r", "it is a directory"],
  // scp between local paths runs cp, which says so in its own words.
  [/^cp: -r not specified; omitting directory/m, "scp", "-r", "it is a directory"],
  [/^gzip: \S+ already exists/m, "gzip", "-f", "replace the .gz that is there"],
  [/^zstd: \S+ already exists/m, "zstd", "-f", "replace the file that is there"],
  [/^xz: \S+: File exists/m, "xz", "-f", "replace the file that is there"],
  [/^bzip2: Output file \S+ already exists/m, "bzip2", "-f", "replace the file that is there"],
  [/replace [^\n]*\? \[y\]es, \[n\]o, \[A\]ll/, "unzip", "-o", "replace the files that are there"],
];

export const files: Rule = (f, world) => {
  const output = plainQuotes(f.output);
  const out: Suggestion[] = [];
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  for (const [pattern, needs, flag, why] of FLAGS) {
    if (tool !== needs || !pattern.test(output)) continue;
    const command = withOption(f.command, f.argv, flag, needs !== "git");
    if (command) out.push({ commands: [command], source: "rule", why });
  }
  // unzip *.zip: the shell gave unzip b.zip as a name inside a.zip; unzip expands the pattern itself.
  const glob = f.argv[0] === "unzip" && /caution: filename not matched/.test(output) ? /(^|\s)([^\s'"]*[*?][^\s'"]*)(?=\s|$)/.exec(f.command) : undefined;
  if (glob) out.push({ commands: [f.command.replace(glob[0], `${glob[1]}'${glob[2]}'`)], source: "rule", why: "let unzip expand the pattern" });
  // ln -s of a link that is there: -f replaces it. A file there and a source that is not: the two names the wrong way round
  // (-f would put a dangling link over the file).
  const taken = tool === "ln" ? /^ln: failed to create (?:symbolic )?link '([^']+)': File exists/m.exec(output)?.[1] : undefined;
  if (taken) {
    const names = f.argv.filter((w, i) => i > 0 && !w.startsWith("-"));
    const source = names.length === 2 ? names[0]! : undefined;
    // A name beside it (no folder given) that is not there; a path elsewhere is taken to be known.
    const missing = source !== undefined && !source.includes("/") && !world.isFile(resolve(f.cwd, dirname(taken), source)) && !world.isDir(resolve(f.cwd, dirname(taken), source));
    if (missing && world.isFile(resolve(f.cwd, taken))) {
      out.push({ commands: [replaceRun(f.command, names, `${quoteWord(names[1]!)} ${quoteWord(names[0]!)}`) ?? f.command], source: "rule", why: `${taken} is the file; the link goes the other way` });
    } else if (!missing && resolve(f.cwd, dirname(taken), names[0]!) !== resolve(f.cwd, taken)) {
      // Not where the link would point at itself (ln -s README.md here): -f would put a loop over the file.
      const command = withOption(f.command, f.argv, "-f", true);
      if (command) out.push({ commands: [command], source: "rule", why: "replace the link that is there" });
    }
  }
  // cat of a folder, and of nothing else: what is in it.
  const read = /^(?:cat|head|tail|bat|nl): (?:error reading )?'?([^':\n]+)'?: Is a directory|^([^\n:]+) is a directory$/m.exec(output)?.slice(1).find(Boolean);
  const alone = f.argv.filter((w, i) => i > 0 && !w.startsWith("-")).length === 1;
  if (read && alone && /^(?:cat|less|more|head|tail|bat|nl)$/.test(tool ?? "") && world.isDir(resolve(f.cwd, read))) out.push({ commands: [`ls ${quoteWord(read)}`], source: "rule", why: `${read} is a folder` });
  // mkdir of a folder that is there stops a line (mkdir build && cd build): -p lets it go on.
  if (f.chained && tool === "mkdir" && /^mkdir: cannot create directory '[^']+': File exists/m.test(output)) {
    const command = withOption(f.command, f.argv, "-p");
    if (command) out.push({ commands: [command], source: "rule", why: "it is there: -p goes on" });
  }
  // rmdir refuses a folder with things in it: rm -r takes them too (and is judged dangerous, so it asks).
  const full = /^rmdir: failed to remove '([^']+)': Directory not empty/m.exec(output);
  if (full && f.argv[0] === "rmdir") out.push({ commands: [`rm -r ${quoteWord(full[1]!)}`], source: "rule", why: "the folder is not empty" });
  // rm -d is rmdir's habit: it too takes empty folders only.
  const notEmpty = /^rm: cannot remove '([^']+)': Directory not empty/m.exec(output);
  if (notEmpty && f.argv[0] === "rm" && f.argv.includes("-d")) out.push({ commands: [f.command.replace(/(\s)-d(?=\s)/, "$1-r")], source: "rule", why: "-d takes empty folders only" });
  // gzip src: a compressor takes files; a folder goes into a tarball compressed the same way.
  const packer = tool ? PACKERS[tool] : undefined;
  const packed = packer ? /(?:^\S+: |Input file )(\S+?)(?:: Is a directory|(?: is a directory))/m.exec(output)?.[1] : undefined;
  if (packer && packed && world.isDir(resolve(f.cwd, packed)) && examined(f.argv).filter((w) => !w.startsWith("-")).length === 2) {
    const name = packed.replace(/\/+$/, "");
    out.push({ commands: [`tar ${packer[0]} ${quoteWord(`${basename(name)}.tar.${packer[1]}`)} ${quoteWord(name)}`], source: "rule", why: `${tool} packs files; a folder goes into a tarball` });
  }
  // A folder to write into that is not there yet: tar -C out ("tar: out: Cannot open: No such file or directory"),
  // ssh-keygen -f keys/id ("Saving key \"keys/id\" failed: No such file or directory").
  const into = tool === "tar" ? /^tar: ([^:\n]+): Cannot open: No such file or directory/m.exec(output)?.[1] : undefined;
  // tar names the folder without the slash typed after it (-C out/).
  const changed = into && f.argv.some((w, i) => (w.replace(/\/+$/, "") === into && /^(?:-C|--directory)$/.test(f.argv[i - 1]!)) || w.replace(/\/+$/, "") === `--directory=${into}`);
  const saved = output.includes("Saving key") ? /^Saving key "([^"]+)" failed: No such file or directory/m.exec(output)?.[1] : undefined;
  const make = changed ? into : saved && dirname(saved) !== "." ? dirname(saved) : undefined;
  if (make && !world.isDir(resolve(f.cwd, make))) out.push({ commands: [`mkdir -p ${quoteWord(make)}`, f.command], source: "rule", why: `${make} does not exist yet` });
  // mv/cp (or touch) into a folder that is not there yet.
  const target = /^(?:mv: cannot move|cp: cannot create regular file|cp: cannot copy|mv: target|cp: target|touch: cannot touch) (?:'[^']+' to )?'([^']+)': (?:No such file or directory|Not a directory)/m.exec(output);
  // mv a b archive: "target 'archive'" names the folder itself.
  const folder = target ? (target[1]!.endsWith("/") ? target[1]!.slice(0, -1) : / target '/.test(target[0]) ? target[1]! : dirname(target[1]!)) : undefined;
  if (folder && folder !== "." && !world.isDir(resolve(f.cwd, folder))) {
    // As the person wrote it: ~/Documents/reports, not the /home/… the tool printed.
    const typed = f.argv.find((w) => w.startsWith("~/") && target![1]!.endsWith(w.slice(1)));
    const shown = typed ? (typed.endsWith("/") ? typed.slice(0, -1) : dirname(typed)) : folder;
    out.push({ commands: [`mkdir -p ${shown.startsWith("~/") ? `~/${quoteWord(shown.slice(2))}` : quoteWord(shown)}`, f.command], source: "rule", why: `${shown} does not exist yet` });
  }
  // cd into a file: its folder was meant.
  const notDir = /cd: (?:([^:\n]+): Not a directory|not a directory: (\S+)|'([^']+)' is not a directory)/.exec(output);
  const file = notDir?.slice(1).find(Boolean);
  if (file && f.argv[0] === "cd" && world.isFile(resolve(f.cwd, file)) && dirname(file) !== ".") {
    out.push({ commands: [`cd ${quoteWord(dirname(file))}`], source: "rule", why: `${file} is a file` });
  }
  // source venv: the folder of a virtual environment, whose activate script was meant.
  const sourced = /(?:source|\.): ([^:\n]+): is a directory/.exec(output);
  if (sourced && world.isFile(resolve(f.cwd, sourced[1]!, "bin/activate"))) {
    out.push({ commands: [`${f.argv[0]} ${quoteWord(`${sourced[1]!.replace(/\/$/, "")}/bin/activate`)}`], source: "rule", why: "activate the virtual environment" });
  }
  // make where there is no Makefile, but a folder below has one.
  if (tool === "make" && /No targets specified and no makefile found/.test(output)) {
    const below = world.list(f.cwd).filter((d) => MAKEFILES.some((m) => world.isFile(resolve(f.cwd, d, m))));
    if (below.length === 1) out.push({ commands: [`make -C ${quoteWord(below[0]!)}${f.argv.length > 1 ? ` ${f.command.replace(/^\S+\s+/, "")}` : ""}`], source: "rule", why: `${below[0]} has a Makefile` });
  }
  // A folder given where the tool wants its file: node src, python3 src, rustc src.
  const main = tool ? MAIN_FILES[tool] : undefined;
  // The tool must name the folder: its full path, or the word quoted.
  const named = (w: string) => output.includes(resolve(f.cwd, w)) || new RegExp(`['"\`]${escapeRegExp(w.replace(/\/$/, ""))}/?['"\`]`).test(output);
  const given = main && examined(f.argv).slice(1).find((w) => !w.startsWith("-") && w !== "." && world.isDir(resolve(f.cwd, w)) && named(w));
  const entry = given ? main!.find((name) => world.isFile(resolve(f.cwd, given, name))) : undefined;
  if (given && entry) out.push({ commands: [replaceToken(f.command, given, `${given.replace(/\/$/, "")}/${entry}`)], source: "rule", why: `${given} is a folder` });
  // A virtual environment's activate script run as a program, or fish's sourced by bash.
  const activate = f.argv.find((w) => /(?:^|\/)bin\/activate(?:\.fish|\.csh)?$/.test(w));
  if (activate && /Permission denied|syntax error/.test(output)) {
    const script = activate.replace(/\.(?:fish|csh)$/, "");
    if (world.isFile(resolve(f.cwd, script))) out.push({ commands: [`source ${quoteWord(script)}`], source: "rule", why: "activate is sourced, not run" });
  }
  // A project's command run one folder too high: the only folder below with the project's file.
  const manifest = MANIFESTS.find(([word, pattern]) => output.includes(word) && pattern.test(output))?.[2];
  if (manifest) {
    // [folder, its project file] for each folder just below that has one.
    const below = world.list(f.cwd).filter((d) => !d.startsWith(".") && world.isDir(resolve(f.cwd, d))).flatMap((d) => {
      const file = world.list(resolve(f.cwd, d)).find((name) => manifest.test(name) && world.isFile(resolve(f.cwd, d, name)));
      return file ? [[d, file] as const] : [];
    });
    const [dir, file] = below.length === 1 ? below[0]! : [];
    // A tool with its own way to run in another folder (terraform -chdir=infra plan) is run so, without a cd.
    const option = tool && dir && f.argv[0] === tool ? IN_FOLDER[tool]?.(quoteWord(dir)) : undefined;
    if (dir && option) out.push({ commands: [f.command.replace(/^(\S+)/, `$1 ${option}`)], source: "rule", why: `${dir} has the ${file}` });
    else if (dir) out.push({ commands: [`cd ${quoteWord(dir)}`, f.command], source: "rule", why: `${dir} has the ${file}` });
  }
  return out;
};

/** Tools with their own option to run as if in another folder, the way their users write it (make's -C is above). */
const IN_FOLDER: Record<string, (dir: string) => string> = table({ terraform: (dir: string) => `-chdir=${dir}` });

/** Compressors of single files: tar's options for the same compression, and the tarball's ending. */
const PACKERS: Record<string, [string, string]> = table({ gzip: ["-czf", "gz"], xz: ["-cJf", "xz"], bzip2: ["-cjf", "bz2"], zstd: ["--zstd -cf", "zst"] });

/** The file a tool runs in a folder, by the tool. */
const MAIN_FILES: Record<string, string[]> = table({
  node: ["index.js", "main.js", "app.js", "server.js", "index.mjs"],
  python3: ["__main__.py", "main.py", "app.py"],
  python: ["__main__.py", "main.py", "app.py"],
  rustc: ["main.rs", "lib.rs"],
  go: ["main.go"],
  javac: ["Main.java"],
  // cargo --manifest-path api: "manifest path `api` is a directory but expected a file".
  cargo: ["Cargo.toml"],
});

/**
 * What a tool says when the project file it needs is not here, and the names that file goes by; each saying
 * tried only where a word of it is there (most outputs are about something else).
 */
const MANIFESTS: [string, RegExp, RegExp][] = [
  ["Cargo.toml", /could not find [`']Cargo\.toml[`'] in/, /^Cargo\.toml$/],
  ["package.json", /(?:ENOENT|enoent)[\s\S]*package\.json|Could not read package\.json|Couldn't find a package\.json file|No package\.json found/, /^package\.json$/],
  ["go.mod", /go\.mod file not found in current directory or any parent/, /^go\.mod$/],
  ["pyproject", /could not find a pyproject\.toml file/i, /^pyproject\.toml$/],
  ["ompose", /Could not find a (?:file named )?(?:docker-)?compose(?:\.ya?ml)?|Can't find a suitable configuration file in this directory/, /^(?:docker-)?compose\.ya?ml$/],
  ["no configuration file provided", /no configuration file provided: not found/, /^(?:docker-)?compose\.ya?ml$/],
  ["no POM", /there is no POM in this directory/, /^pom\.xml$/],
  ["Gradle build", /does not contain a Gradle build/, /^(?:settings|build)\.gradle(?:\.kts)?$/],
  ["No configuration files", /Error: No configuration files\b/, /\.tf$/],
  ["composer.json", /Composer could not find a composer\.json file/, /^composer\.json$/],
  ["Gemfile", /Could not locate Gemfile/, /^Gemfile$/],
  ["Mix.Project", /Could not find a Mix\.Project/, /^mix\.exs$/],
  ["solution file", /does not contain a project or solution file/, /\.(?:csproj|fsproj|sln)$/],
  ["Vagrant environment", /A Vagrant environment or target machine is required/, /^Vagrantfile$/],
];

/** tar's letter for each compression, by the archive's ending. */
const COMPRESSION: [RegExp, string][] = [[/\.(?:tar\.gz|tgz)$/, "z"], [/\.(?:tar\.xz|txz)$/, "J"], [/\.(?:tar\.bz2|tbz2?)$/, "j"], [/\.(?:tar\.zst|tzst)$/, "--zstd "], [/\.tar$/, ""]];

/**
 * An archive opened by the wrong tool, or with the wrong compression: unzip on
 * a tarball (`unzip -l dist.tar.gz` lists it as `tar -tzf dist.tar.gz`), tar on
 * a zip file, `tar -xzf x.tar.xz`. The archive's ending says which is right.
 */
export const archiveKind: Rule = (f) => {
  const archive = examined(f.argv).find((w, i) => i > 0 && /\.(?:zip|tar|tgz|txz|tbz2?|tzst|tar\.(?:gz|xz|bz2|zst))$/.test(w));
  if (!archive) return [];
  const letter = COMPRESSION.find(([ending]) => ending.test(archive))?.[1];
  // tar's cluster of letters (-xzf, or bare as its first word: xzf), and whether a listing was asked for.
  const cluster = f.argv[0] === "tar" ? f.argv.find((w, i) => (i === 1 || w.startsWith("-")) && /^-?[A-Za-z]+$/.test(w) && /[xtc]/.test(w)) : undefined;
  const list = f.argv.includes("-l") || !!cluster?.includes("t");
  if (f.argv[0] === "unzip" && letter !== undefined && /End-of-central-directory signature not found|not a zipfile/.test(f.output)) {
    const plan = letter.endsWith(" ") ? `tar ${letter}-${list ? "t" : "x"}f ${archive}` : `tar -${list ? "t" : "x"}${letter}f ${archive}`;
    return [{ commands: [plan], source: "rule", why: `${archive} is a tarball` }];
  }
  if (f.argv[0] === "tar" && archive.endsWith(".zip") && /does not look like a tar archive|not in gzip format|more than one entry|not a bzip2 file/.test(f.output)) {
    return [{ commands: [`unzip ${list ? "-l " : ""}${archive}`], source: "rule", why: `${archive} is a zip file` }];
  }
  // tar -xzf x.tar.xz: the cluster's compression letter for the one the ending names (none for a plain .tar).
  if (cluster && /[zjJ]/.test(cluster) && !letter?.endsWith(" ") && /not in gzip format|not a bzip2 file|File format not recognized|not in xz format/i.test(f.output)) {
    const packed = letter ? `compressed with ${{ z: "gzip", J: "xz", j: "bzip2" }[letter]}` : "not compressed";
    return [{ commands: [replaceToken(f.command, cluster, cluster.replace(/[zjJ]/, letter ?? ""))], source: "rule", why: `${archive} is ${packed}` }];
  }
  return [];
};

/** Every key of a JSON document, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value.slice(0, 100)) keysOf(item, into);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) keysOf(item, into.add(key));
  return into;
}

/**
 * jq '.itmes[]' order.json: "Cannot iterate over null" and the like, where a key of the filter is not in the file
 * and one of its keys is one slip from it.
 */
export const jqKey: Rule = (f, world) => {
  if (f.argv[0] !== "jq" || !/\bnull\b/.test(f.output)) return [];
  const args = f.argv.slice(1).filter((w) => !w.startsWith("-"));
  const [filter, file] = [args[0], args.at(-1)];
  const text = filter && file && file !== filter ? world.readText(resolve(f.cwd, file)) : undefined;
  let keys: Set<string>;
  try {
    keys = keysOf(JSON.parse(text ?? "null"));
  } catch {
    return [];
  }
  const out: Suggestion[] = [];
  for (const m of filter!.matchAll(/\.([A-Za-z_]\w*)/g)) {
    if (keys.has(m[1]!)) continue;
    for (const good of nearest(m[1]!, [...keys], 1)) out.push({ commands: [replaceToken(f.command, filter!, filter!.replace(m[0], `.${good}`))], source: "rule", why: `${file} has the key ${good}` });
  }
  return out;
};

/** find -name '*.txt' . : "paths must precede expression": the folder goes first, after find. */
export const findPath: Rule = (f, world) => {
  const path = f.argv[0] === "find" ? /paths must precede expression: [`'‘](.+?)['’]$/m.exec(f.output)?.[1] : undefined;
  const at = path ? f.argv.lastIndexOf(path) : -1;
  // A file there is a glob's second match (find -name *.py), not a folder put last.
  if (at < 2 || !f.argv[1]!.startsWith("-") || !(/^(?:\.{1,2}|~|\/|\.\/)/.test(path!) || world.isDir(resolve(f.cwd, path!)))) return [];
  const typed = new RegExp(`\\s+(["']?)${escapeRegExp(path!)}\\1(?=\\s|$)`);
  const command = replaceRun(f.command.replace(typed, ""), ["find"], `find ${quoteWord(path!)}`);
  return command ? [{ commands: [command], source: "rule", why: "find takes its folders before the tests" }] : [];
};
