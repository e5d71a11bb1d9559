/**
 * Habits from another tool, OS or shell, kept as data and applied only when the
 * failing tool rejected the other form: a client's port flag typed as another
 * client spells it, PowerShell's parameters, BSD's programs and options on GNU,
 * Windows paths and commands, csh's setenv, another shell's activate script,
 * and bash's `if … then … fi` typed to fish.
 */
import { basename, dirname, resolve } from "node:path";
import type { Rule } from "../types.ts";
import { escapeRegExp, examined, joinAsTyped, quoteWord, replaceToken, table, withoutWord } from "../words.ts";
import { versionForm } from "./versions.ts";

/** The port flag of each client: ssh's -p is scp's -P, mysql's -P is psql's -p. */
const PORT_FLAG: Record<string, string> = table({ ssh: "-p", scp: "-P", sftp: "-P", mysql: "-P", mariadb: "-P", psql: "-p", pg_dump: "-p", "redis-cli": "-p", mongosh: "--port", mongo: "--port", "ssh-copy-id": "-p", "mysqldump": "-P" });
const PORT_FLAGS = ["-p", "-P", "--port"];

/** `scp -p 2222 …`: a port given with the flag another client uses (scp's -p keeps times, and 2222 becomes a file). */
export const portFlag: Rule = (f) => {
  const tool = f.argv[0]!;
  const flag = PORT_FLAG[tool];
  if (!flag) return [];
  const at = f.argv.findIndex((w, i) => i > 0 && PORT_FLAGS.includes(w) && w !== flag && /^\d{2,5}$/.test(f.argv[i + 1] ?? ""));
  if (at < 0) return [];
  // Only where the tool shows it went elsewhere: its default port, a file named as the number, a refused connection.
  if (!/port \d+|Connection refused|No such file|Access denied|password|Unknown|invalid|Could not resolve/i.test(f.output)) return [];
  const words = f.argv.map((w, i) => (i === at ? flag : w));
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${tool} takes the port as ${flag}` }];
};

/** Each client's flags, by what they name: one tool's user flag is another's port flag (mysql -P, psql -p). */
const CLIENT: Record<string, Record<string, string>> = table<Record<string, string>>({
  mysql: { port: "-P", user: "-u", host: "-h", database: "-D" },
  mariadb: { port: "-P", user: "-u", host: "-h", database: "-D" },
  psql: { port: "-p", user: "-U", host: "-h", database: "-d" },
  pg_dump: { port: "-p", user: "-U", host: "-h", database: "-d" },
  "redis-cli": { port: "-p", user: "--user", host: "-h", database: "-n" },
  mongosh: { port: "--port", user: "-u", host: "--host" },
  ssh: { port: "-p", user: "-l" },
  scp: { port: "-P" },
  sftp: { port: "-P" },
});

/** `mysql -U root`, `redis-cli -P 6380`: a flag the tool rejects that another client uses, put as this one names the same thing. */
export const clientFlag: Rule = (f) => {
  const tool = f.argv[0]!;
  const mine = CLIENT[tool];
  const bad = /unknown option '(-[\w-]+)'|invalid option -- '?(\w)'?|Unrecognized option or bad number of args for: '(-[\w-]+)'|unrecognized option '(-[\w-]+)'/.exec(f.output)?.slice(1).find(Boolean);
  if (!mine || !bad) return [];
  const flag = bad.startsWith("-") ? bad : `-${bad}`;
  const at = f.argv.indexOf(flag);
  if (at < 1) return [];
  // What the other clients mean by it, where they agree.
  const roles = [...new Set(Object.entries(CLIENT).filter(([t]) => t !== tool).flatMap(([, flags]) => Object.entries(flags).filter(([, v]) => v === flag).map(([role]) => role)))];
  const good = roles.length === 1 ? mine[roles[0]!] : undefined;
  if (!good || good === flag) return [];
  const words = f.argv.map((w, i) => (i === at ? good : w));
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${tool} names the ${roles[0]} ${good}` }];
};

/** BSD's options on GNU tools: the same thing under GNU's letter. */
const BSD_OPTIONS: Record<string, Record<string, string>> = table<Record<string, string>>({
  xargs: { "-J": "-I" },
  base64: { "-D": "-d" },
  stat: { "-f": "-c" },
  sed: { "-l": "-u" },
});
/** BSD stat's format letters, by GNU's. */
const STAT_FORMAT: [RegExp, string][] = [[/%z/g, "%s"], [/%N/g, "%n"], [/%Sm/g, "%y"], [/%m/g, "%Y"], [/%Lp/g, "%a"], [/%Su/g, "%U"]];

/** `xargs -J % cp % dst`, `stat -f %z f` on GNU: BSD's option, as GNU spells it. */
export const bsdOption: Rule = (f) => {
  const tool = f.argv[0]!;
  const table = BSD_OPTIONS[tool];
  if (!table || !/invalid option|unrecognized option|illegal option|cannot read file system information|unknown option/.test(f.output)) return [];
  const at = f.argv.findIndex((w, i) => i > 0 && Object.hasOwn(table, w));
  if (at < 0) return [];
  const words = [...f.argv];
  words[at] = table[f.argv[at]!]!;
  if (tool === "stat" && words[at + 1]) words[at + 1] = STAT_FORMAT.reduce((fmt, [re, gnu]) => fmt.replace(re, gnu), words[at + 1]!);
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `BSD's ${f.argv[at]} is GNU's ${table[f.argv[at]!]}` }];
};

/** `find -E . -regex …` (BSD) on GNU find: -regextype after the path. */
export const bsdFindRegex: Rule = (f) => {
  if (f.argv[0] !== "find" || f.argv[1] !== "-E" || !/unknown predicate [`'‘]-E/.test(f.output)) return [];
  const path = f.argv[2] && !f.argv[2].startsWith("-") ? [f.argv[2]] : ["."];
  const rest = f.argv.slice(2 + (f.argv[2] && !f.argv[2].startsWith("-") ? 1 : 0));
  return [{ commands: [joinAsTyped(f.command, ["find", ...path, "-regextype", "posix-extended", ...rest])], source: "rule", why: "BSD find's -E is GNU find's -regextype posix-extended" }];
};

/** fish's `for x in (cmd); …; end` and `set -x K V` typed to bash or zsh. */
export const fishInPosix: Rule = (f) => {
  if (!/syntax error|parse error/.test(f.output) || !/;\s*end\s*$/.test(f.command) || !/^(?:for|while|if)\b/.test(f.command)) return [];
  const loop = /^(for\s+\w+\s+in\s+.*?|while\s+.*?);\s*(.*?);\s*end\s*$/.exec(f.command);
  const cond = /^(if\s+.*?);\s*(.*?);\s*end\s*$/.exec(f.command);
  const sub = (text: string) => text.replace(/(^|\s)\(([^()]+)\)/g, "$1$($2)");
  if (loop) return [{ commands: [`${sub(loop[1]!)}; do ${loop[2]}; done`], source: "rule", why: "fish's block, in this shell's words" }];
  if (cond) return [{ commands: [`${sub(cond[1]!)}; then ${cond[2]}; fi`], source: "rule", why: "fish's block, in this shell's words" }];
  return [];
};

/** PowerShell's parameters, by the POSIX tool's short option. */
/** PowerShell's parameters as each POSIX tool spells them (ls -R recurses, ls -r reverses; ls -Force shows all). */
const COMMON: Record<string, string> = { "-verbose": "v", "-whatif": "" };
const POWERSHELL: Record<string, Record<string, string>> = table<Record<string, string>>({
  rm: { ...COMMON, "-recurse": "r", "-force": "f", "-confirm": "i" },
  cp: { ...COMMON, "-recurse": "r", "-force": "f", "-confirm": "i" },
  mv: { ...COMMON, "-force": "f", "-confirm": "i" },
  ls: { "-recurse": "R", "-force": "a" },
  chmod: { ...COMMON, "-recurse": "R" },
  chown: { ...COMMON, "-recurse": "R" },
  mkdir: { ...COMMON, "-force": "p" },
});

/** `rm -Recurse -Force build`: PowerShell's parameters, which GNU reads as clusters of letters. */
export const powershellOptions: Rule = (f) => {
  const own = POWERSHELL[f.argv[0]!];
  if (!own || !/invalid option|unrecognized option|illegal option/.test(f.output)) return [];
  const ps = f.argv.filter((w) => /^-[A-Z][a-z]+$/.test(w));
  // Each one as this tool spells it, or no guess.
  if (!ps.length || !ps.every((w) => Object.hasOwn(own, w.toLowerCase()))) return [];
  const letters = ps.map((w) => own[w.toLowerCase()]).join("");
  const rest = f.argv.slice(1).filter((w) => !ps.includes(w));
  const words = [f.argv[0]!, ...(letters ? [`-${letters}`] : []), ...rest];
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: "PowerShell's parameters, as POSIX options" }];
};

/** Programs of another system, by the one this system has: BSD/macOS and Windows names. */
const PROGRAM: Record<string, string> = table({ md5: "md5sum", sha1: "sha1sum", sha256: "sha256sum", gsed: "sed", gawk: "awk", gtar: "tar", greadlink: "readlink", gdate: "date", pbcopy: "xclip -selection clipboard", pbpaste: "xclip -selection clipboard -o", open: "xdg-open", ipconfig: "ip addr", ifconfig: "ip addr", findstr: "grep", cls: "clear", tracert: "traceroute", where: "which", dir: "ls", del: "rm", erase: "rm", copy: "cp", move: "mv", ren: "mv", md: "mkdir", rd: "rmdir" });

/** `md5 release.tar.gz`: another system's program, where this one is on PATH under its own name. */
export const foreignProgram: Rule = (f, world) => {
  const [tool, ...rest] = f.argv;
  if (!tool || !/command not found|not found|Unknown command|is not recognized/.test(f.output)) return [];
  if (world.onPath(tool)) return [];
  const local = PROGRAM[tool];
  if (!local || !world.onPath(local.split(" ")[0]!)) return [];
  return [{ commands: [[local, ...rest.map(quoteWord)].join(" ")], source: "rule", why: `${tool} is ${local.split(" ")[0]} here` }];
};

/** Package managers of other systems, and the verbs that mean install. */
const FOREIGN_MANAGERS = /^(?:brew|port|choco|winget|scoop|pacman|yay|dnf|yum|zypper|apk|pkg)$/;
const INSTALLS = /^(?:install|-S|add|in)$/;

/** `brew install wget` where there is no brew but apt: the system's own manager. */
export const foreignManager: Rule = (f, world) => {
  const [tool, verb, ...names] = f.argv;
  if (!tool || !verb || !FOREIGN_MANAGERS.test(tool) || !INSTALLS.test(verb) || world.onPath(tool) || !/command not found|not found|No such file/.test(f.output)) return [];
  const packages = names.filter((n) => !n.startsWith("-"));
  if (!packages.length || !world.onPath("apt")) return [];
  return [{ commands: [`sudo apt install ${packages.map(quoteWord).join(" ")}`], source: "rule", why: `${tool} is another system's; this one installs with apt` }];
};

/** Builtins that change the shell itself: no program sudo could run, and nothing root would need for them. */
const SHELL_STATE = /^(?:source|\.|cd|pushd|popd|export|alias|unalias|unset|set)$/;

/** `sudo source ~/.bashrc`: "sudo: source: command not found"; the shell's own word, run by the shell. */
export const sudoBuiltin: Rule = (f) => {
  const word = f.argv[1];
  if (f.argv[0] !== "sudo" || !word || !SHELL_STATE.test(word) || !new RegExp(`^sudo: ${escapeRegExp(word)}: command not found`, "m").test(f.output)) return [];
  return [{ commands: [f.command.replace(/^sudo\s+/, "")], source: "rule", why: `${word} is the shell's own; sudo runs programs` }];
};

/**
 * `python3 setup.py install` in a project that has no setup.py but a pyproject.toml: the older habit; pip builds and
 * installs such a project (`pip install .`; `develop` is `pip install -e .`).
 */
export const setupPyHabit: Rule = (f, world) => {
  const [python, script, verb] = f.argv;
  if (!python || !/^python[\d.]*$/.test(python) || script !== "setup.py" || !verb || !/can't open file .*setup\.py/.test(f.output)) return [];
  if (world.isFile(resolve(f.cwd, "setup.py")) || !world.isFile(resolve(f.cwd, "pyproject.toml"))) return [];
  const target = verb === "install" ? "." : verb === "develop" ? "-e ." : undefined;
  return target && f.argv.length === 3 ? [{ commands: [`pip install ${target}`], source: "rule", why: "the project is described by pyproject.toml; pip builds and installs it" }] : [];
};

/** `setenv EDITOR vim` (csh) and `set -x EDITOR vim` (fish) in a POSIX shell. */
export const foreignAssignment: Rule = (f) => {
  const [tool, name, ...value] = f.argv;
  if (tool !== "setenv" || !name || !/command not found/.test(f.output) || !/^[A-Za-z_]\w*$/.test(name)) return [];
  return [{ commands: [`export ${name}=${quoteWord(value.join(" "))}`], source: "rule", why: "csh's setenv is export in this shell" }];
};

/** `type README.md` (Windows): bash's type names programs; cat shows a file. */
export const typeFile: Rule = (f, world) => {
  const [tool, file, ...rest] = f.argv;
  if (tool !== "type" || !file || rest.length || !/type: .*not found/.test(f.output) || !world.isFile(resolve(f.cwd, file))) return [];
  return [{ commands: [`cat ${quoteWord(file)}`], source: "rule", why: "type shows a file on Windows; cat here" }];
};

/**
 * `cat .\config\app.json`: a Windows path, whose backslashes the shell took
 * away. The same path with slashes must exist.
 */
export const windowsPath: Rule = (f, world) => {
  if (!f.command.includes("\\")) return [];
  const typed = /(?:^|\s)([\w.~-]*\\[\w.-]\S*)/.exec(f.command)?.[1];
  if (!typed || /^\\[nt]/.test(typed)) return [];
  const posix = typed.replace(/\\/g, "/").replace(/^(?!\.|\/|~)/, "./");
  const slashed = posix.startsWith("./") && !typed.startsWith(".") ? posix.slice(2) : posix;
  // A virtualenv's Windows scripts (venv\Scripts\activate, pip.exe) live in bin here, without their ending.
  const plain = [slashed, slashed.replace(/(^|\/)Scripts\//, "$1bin/").replace(/\.(?:exe|bat|cmd|ps1)$/i, "")].find((p) => world.isFile(resolve(f.cwd, p)) || world.isDir(resolve(f.cwd, p)));
  if (!plain) return [];
  return [{ commands: [f.command.replace(typed, plain)], source: "rule", why: "a Windows path; the separator is / here" }];
};

/** The shells' own activate scripts (Python's venv, conda): the one for this shell has no suffix. */
const SHELL_SUFFIX = /\.(?:fish|csh|nu|ps1|bat)$/;

/** `source .venv/bin/activate.fish` in bash or zsh: the script written for another shell. */
export const otherShellScript: Rule = (f, world) => {
  const [tool, script] = f.argv;
  if ((tool !== "source" && tool !== ".") || !script || !SHELL_SUFFIX.test(script) || f.argv.length !== 2) return [];
  if (!/parse error|syntax error|unexpected|command not found/.test(f.output)) return [];
  const own = script.replace(SHELL_SUFFIX, "");
  if (!world.isFile(resolve(f.cwd, own))) return [];
  return [{ commands: [`${tool} ${quoteWord(own)}`], source: "rule", why: `${basename(script)} is for another shell` }];
};

/** BSD date's -v adjustments, by GNU's words. */
const DATE_UNITS: Record<string, string> = table({ y: "year", m: "month", w: "week", d: "day", H: "hour", M: "minute", S: "second" });

/** `date -v+1d` (BSD) on GNU date, which reads the same as `-d '+1 day'`. */
export const bsdDate: Rule = (f) => {
  if (f.argv[0] !== "date" || !/invalid option -- '?v/.test(f.output)) return [];
  const at = f.argv.findIndex((w) => /^-v[+-]?\d+[ymwdHMS]$/.test(w));
  if (at < 0) return [];
  const m = /^-v([+-]?)(\d+)([ymwdHMS])$/.exec(f.argv[at]!)!;
  const amount = Number(m[2]);
  const phrase = `${m[1] || "+"}${amount} ${DATE_UNITS[m[3]!]}${amount === 1 ? "" : "s"}`;
  const command = f.command.replace(new RegExp(`(^|\\s)${escapeRegExp(f.argv[at]!)}(?=\\s|$)`), `$1-d '${phrase}'`);
  return [{ commands: [command], source: "rule", why: "BSD date's -v is GNU date's -d" }];
};

/** bash's `if [ … ]; then …; fi` and `for …; do …; done` typed to fish, which ends blocks with `end`. */
export const fishBlocks: Rule = (f) => {
  if (!/^fish: /m.test(f.output) || !/\b(?:then|do)\b/.test(f.command) || !/\b(?:fi|done)\s*$/.test(f.command)) return [];
  const line = f.command
    .replace(/\[\s+(.*?)\s+\](?=\s*;)/g, "test $1")
    .replace(/;\s*(?:then|do)\s+/g, "; ")
    .replace(/;\s*(?:fi|done)\s*$/, "; end")
    .replace(/\bfor (\w+) in (.*?);/, "for $1 in $2;");
  return line === f.command ? [] : [{ commands: [line], source: "rule", why: "fish ends a block with end" }];
};

/**
 * A word that starts with a dash and is a file here (`cat -notes.txt`), or a
 * quoted grep pattern that starts with one: the tool read it as options.
 */
export const dashWord: Rule = (f, world) => {
  if (!/invalid option|unrecognized option|unknown option|illegal option/.test(f.output)) return [];
  const tool = f.argv[0]!;
  const dashes = f.argv.indexOf("--");
  for (const [at, word] of examined(f.argv).entries()) {
    if (at === 0 || !/^-[^-]/.test(word) || (dashes >= 0 && dashes < at)) continue;
    if (/^(?:grep|egrep|fgrep|rg|ag|git grep)$/.test(tool) && new RegExp(`(["'])${escapeRegExp(word)}\\1`).test(f.command) && !f.argv.includes("-e")) {
      const words = [...f.argv.slice(0, at), "-e", word, ...f.argv.slice(at + 1)];
      return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: "-e before a pattern that starts with a dash" }];
    }
    if (world.isFile(resolve(f.cwd, word)) && world.isDir(dirname(resolve(f.cwd, word)))) {
      const words = [...f.argv.slice(0, at), "--", word, ...f.argv.slice(at + 1)];
      return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `-- before ${word}, a file's name` }];
    }
  }
  return [];
};

/**
 * git's habits typed to another version control: `hg checkout -b x` (Mercurial names a new branch with `hg branch x`),
 * `svn commit -am 'x'` (Subversion commits every change without -a). Only where the tool refused the git word.
 */
export const gitHabitElsewhere: Rule = (f) => {
  const [tool, sub, ...rest] = f.argv;
  if (tool === "hg" && /^(?:checkout|co|update|up)$/.test(sub ?? "") && rest[0] === "-b" && rest.length === 2 && /option -b not recognized/.test(f.output)) {
    return [{ commands: [`hg branch ${quoteWord(rest[1]!)}`], source: "rule", why: "hg branch names a new branch" }];
  }
  const cluster = rest.find((w) => /^-[a-zA-Z]*a[a-zA-Z]*$/.test(w));
  if (tool === "svn" && /^(?:commit|ci)$/.test(sub ?? "") && cluster && /invalid option character: a|unknown option.*-a\b/.test(f.output)) {
    const kept = cluster.replace("a", "");
    const command = kept === "-" ? withoutWord(f.command, cluster) : replaceToken(f.command, cluster, kept);
    return [{ commands: [command], source: "rule", why: "svn commits every change: it has no -a" }];
  }
  return [];
};

/** Each C compiler's C++ driver: the C one compiles C++ but does not link its standard library. */
const CXX: Record<string, string> = table({ gcc: "g++", cc: "c++", clang: "clang++" });

/** `gcc -o hello hello.cpp` and undefined references to std::: C++ built by the C driver; its C++ driver links the library. */
export const cxxDriver: Rule = (f) => {
  const cxx = CXX[f.argv[0] ?? ""];
  if (!cxx || !/undefined reference to [`']std::|undefined reference to [`']operator (?:new|delete)/.test(f.output) || !f.argv.some((w) => /\.(?:cpp|cc|cxx|C)$/.test(w))) return [];
  return [{ commands: [f.command.replace(/^\S+/, cxx)], source: "rule", why: `${cxx} links C++'s standard library` }];
};

export const HABIT_RULES: Record<string, Rule> = { versionForm, cxxDriver, sudoBuiltin, setupPyHabit, gitHabitElsewhere, dashWord, foreignManager, portFlag, clientFlag, bsdOption, bsdFindRegex, fishInPosix, powershellOptions, foreignProgram, foreignAssignment, typeFile, windowsPath, otherShellScript, bsdDate, fishBlocks };
