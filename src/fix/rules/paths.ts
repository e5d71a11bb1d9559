/**
 * Files and directories: a script without its execute bit, work that needs
 * root, a directory that does not exist yet, and a path one typo away from a
 * real one.
 */
import { basename, dirname, join, resolve } from "node:path";
import { nearest, siblings } from "../nearest.ts";
import { distance } from "../../suggest.ts";
import { plainQuotes } from "../advice.ts";
import type { Rule, Suggestion, World } from "../types.ts";
import { pipeline } from "../parts.ts";
import { escapeRegExp, examined, quoteWord, replaceRun, replaceToken, splitWords, withOption } from "../words.ts";

const NEEDS_ROOT = [
  /are you root\?/i,
  /you must be root|killing pid \d+ failed: Operation not permitted|^mount: .*failed to setup loop device/im,
  /must be (?:run as |executed as )?(?:the )?(?:root|superuser)/i,
  /requires? (?:root|superuser|administrator|elevated) privileges?/i,
  /you need to be root|only root can|need root privileges|run (?:it |this )?as root/i,
  /EACCES: permission denied, \w+ '\/(?!home\/|tmp\/)/,
  /^(?:chown|chgrp|mount|umount|setcap|renice|iptables|nft|sysctl|modprobe|useradd|usermod|userdel|groupadd|groupdel|chroot|swapon|swapoff|dmesg|ip|tcpdump|hwclock|timedatectl|hostnamectl|setfacl|ethtool|insmod|rmmod|losetup|fdisk|mkfs[\w.]*|nmap): .*(?:operation not permitted|permission denied)/im,
  /permission denied while trying to connect to the docker (?:daemon|API)/i,
  /EACCES: permission denied, (?:mkdir|open|rename|symlink|access) '\/(?:usr|opt|etc|var)\//,
  /\b(?:Permission denied|Operation not permitted)\b.*\s'?\/(?:etc|usr|var|opt|root|boot|srv|sys|proc)\//,
  /Could not open lock file \/var\/|Unable to lock (?:the )?(?:directory|administration directory) \/var\//,
  /^RTNETLINK answers: Operation not permitted/m,
  /PolicyKit1 was not provided|zsh: permission denied: \/(?:etc|usr|var|opt|root|boot|srv)\/|error occurred while redirecting file '\/(?:etc|usr|var|opt|root|boot|srv)\//,
  /has to be run (?:under|as) (?:the )?root|Operation not permitted[\s\S]*can't open raw socket|requires interactive authentication|Access denied as the requested operation requires/i,
  /(?:^|[\s'])\/(?:etc|usr|var|opt|root|boot|srv|sys|proc|dev)\/[^\s:']*'?: (?:Permission denied|Operation not permitted)/m,
  /Interactive authentication required/,
  // sqlite3 on a database file another user (root) owns.
  /attempt to write a readonly database/,
  /'\/(?:etc|usr|var|opt|root|boot|srv)\/[^']*': (?:Permission denied|Operation not permitted)/,
  /Failed to [\w-]+ [\w.@-]+: Access denied/,
  /\((?:try|retry) (?:with|using) sudo\)|try (?:again )?(?:with|using) sudo|must be privileged|root privileges (?:are )?required|insufficient privileges|you don't have permission to (?:perform this )?capture|you may not view or modify|you don't have write permissions? for the \//i,
  /^(?:bash|zsh|sh): (?:line \d+: )?kill: \(\d+\) - Operation not permitted|^kill: \(\d+\): Operation not permitted/m,
];

/** Where systemd finds units for each user's manager, and where it finds the system's. */
const USER_UNITS = ["~/.config/systemd/user", "/etc/systemd/user", "/usr/lib/systemd/user", "/usr/local/lib/systemd/user", "/lib/systemd/user"];
const SYSTEM_UNITS = ["/etc/systemd/system", "/usr/lib/systemd/system", "/lib/systemd/system", "/usr/local/lib/systemd/system"];

/** Programs that refuse to run as root, in their words. */
const NOT_AS_ROOT = /cannot perform this operation as root|(?:should|must) not (?:be )?run (?:this |it )?as root|do not run (?:this |it )?as root|Running [\w-]+ as root is (?:not supported|extremely dangerous)|don't run this as root|is not allowed to run as root|as root is not allowed/i;

/** A system folder: what a user's own programs cannot write without root. */
const SYSTEM_PATH = /(?:^|[\s'"(=])\/(?:etc|usr|var|opt|root|boot|srv|sys|proc|dev|lib|lib64|bin|sbin|mnt|media|run)(?:\/|['":\s]|$)/m;

/** A line that says access was refused about a system path, whatever the wording (Errno 13, EACCES, denied, not permitted). */
const refusedOnSystemPath = (output: string) =>
  output.split("\n").some((line) => /permission denied|operation not permitted|\bEACCES\b|\bEPERM\b|Errno 13|\(13: |access denied|not permitted/i.test(line) && SYSTEM_PATH.test(line));

/** Refused, in any wording, while the command works on a system path (`tar -C /usr/local`, `find /root`). */
const refusedWithSystemPath = (f: { argv: string[]; output: string }) =>
  /permission denied|operation not permitted|\bEACCES\b|Failure writing output to destination/i.test(f.output) && !/publickey/.test(f.output) && f.argv.slice(1).some((w) => SYSTEM_PATH.test(w));

/** Words one of the refusals below holds: a failure without any of them costs one test, not thirty. */
const REFUSAL_WORDS = /permi|denied|root|may not|privilege|authenticat|EACCES|EPERM|lock|superuser|sudo|PolicyKit|cannot execute|not an executable|Errno 13|\(13: |Failure writing|loop device|readonly database/i;

export const permissions: Rule = (f, world) => {
  const out: Suggestion[] = [];
  if (!REFUSAL_WORDS.test(f.output)) return out;
  // GNU quotes paths with ‘…’: the patterns read plain quotes.
  f = { ...f, output: plainQuotes(f.output) };
  const script = f.argv[0] ?? "";
  const name = escapeRegExp(script);
  // fish: "'./run.sh' exists but is not an executable file."
  const denied = script !== "" && new RegExp(`${name}: (?:Permission denied|cannot execute)|permission denied: ${name}|'${name}' exists but is not an executable file`).test(f.output);
  // The script typed, or one the command ran (npm run deploy → sh: 1: ./deploy.sh: Permission denied).
  // A shell says so ("sh: 1: ./deploy.sh: Permission denied"); "cat: /etc/shadow: Permission denied" is a file read,
  // and a file the line redirects into (> /proc/x) is written, not run.
  const ran = /(?:^|\b(?:sh|bash|dash|zsh|ksh)(?:: (?:line )?\d+)?: )(\.{0,2}\/[\w./-]+|[\w.-]+\/[\w./-]+): Permission denied$/m.exec(f.output)?.[1];
  const written = ran !== undefined && new RegExp(`>\\s*${escapeRegExp(ran)}(?=\\s|$)`).test(f.command);
  const target = denied && script.includes("/") ? script : ran && ran !== script && !written ? ran : undefined;
  if (target && world.isFile(resolve(f.cwd, target)) && !world.isExecutable(resolve(f.cwd, target))) {
    out.push({ commands: [`chmod +x ${quoteWord(target.replace(/^\.\/(?=.)/, ""))}`, f.command], source: "rule", why: `${target} is not executable` });
  }
  // ssh ignores a private key others may read: chmod 600 it.
  const key = /Permissions 0\d{3} for '([^']+)' are too open/.exec(f.output)?.[1];
  if (key) out.push({ commands: [`chmod 600 ${quoteWord(key)}`, f.command], source: "rule", why: "ssh ignores a private key others can read" });
  // A program that refuses root (pacaur, makepkg, brew): the same line without sudo.
  if (f.argv[0] === "sudo" && NOT_AS_ROOT.test(f.output)) {
    const plain = f.command.replace(/^sudo\s+(?:-[A-Za-z]+\s+)*/, "");
    if (plain !== f.command) out.push({ commands: [plain], source: "rule", why: "it refuses to run as root" });
  }
  // bad interpreter: Permission denied: the script's folder forbids running programs (noexec); its shell can read it.
  const interpreter = /: (\/\S+): bad interpreter: Permission denied/.exec(f.output)?.[1];
  if (interpreter && script.includes("/")) out.push({ commands: [`${basename(interpreter)} ${quoteWord(script.replace(/^\.\/(?=.)/, ""))}${f.command.slice(f.command.indexOf(script) + script.length)}`], source: "rule", why: `run it with ${basename(interpreter)}` });
  const needsRoot = !interpreter && !/publickey|Permission denied \((?:publickey|password|keyboard-interactive|gssapi)/.test(f.output) && (NEEDS_ROOT.some((p) => p.test(f.output)) || refusedOnSystemPath(f.output) || refusedWithSystemPath(f));
  // `echo x > /etc/file`: sudo would not reach the shell's redirection (not even `sudo echo x > …`); tee can write as root.
  const redirect = /^(.*?)\s*(>>?)\s*(\/\S+)\s*$/.exec(f.command);
  if (needsRoot && redirect && f.output.includes(redirect[3]!) && /permission denied/i.test(f.output)) {
    const what = redirect[1]!.replace(/^sudo\s+/, "");
    out.push({ commands: [`${what} | sudo tee ${redirect[2] === ">>" ? "-a " : ""}${redirect[3]}`], source: "rule", why: "write the file as root" });
  } else if (needsRoot && f.argv[0] !== "sudo") {
    // A user unit (~/.config/systemd/user, or one a package installs for every user) is the person's to manage: --user, not root.
    const unit = f.argv[0] === "systemctl" && !f.argv.includes("--user") ? f.argv.slice(2).find((w) => !w.startsWith("-"))?.replace(/^['"]|['"]$/g, "") : undefined;
    const unitIn = (dirs: string[]) => dirs.some((dir) => ["", ".service"].some((end) => world.isFile(`${dir}/${unit}${end}`)));
    const own = unit && unitIn(USER_UNITS.map((dir) => dir.replace(/^~/, world.home() ?? "~"))) && !unitIn(SYSTEM_UNITS);
    if (own) out.push({ commands: [f.command.replace(/^systemctl\b/, "systemctl --user")], source: "rule", why: `${unit} is a user unit` });
    // In a pipeline, sudo goes before the program that was refused when it names itself (`… | tee -a /etc/hosts`).
    const refused = pipeline(f.command)?.find((p, i) => {
      const program = splitWords(p.text)[0];
      return i > 0 && program && new RegExp(`^${escapeRegExp(basename(program))}: `, "m").test(f.output);
    });
    const at = refused ? refused.at + refused.text.length - refused.text.trimStart().length : 0;
    const program = refused ? splitWords(refused.text)[0] : undefined;
    out.push({ commands: [`${f.command.slice(0, at)}sudo ${f.command.slice(at)}`], source: "rule", why: program ? `${program} needs root` : "it needs root" });
  }
  // The tool itself refused by the kernel's EPERM as it set the system's state ("date: cannot set date: Operation not
  // permitted"), or chsh's "You may not change the shell for 'www-data'", where nothing above named another way and the
  // line runs no script of its own: as root. A file's "Permission denied" (EACCES) is not enough (its mode or owner may be
  // what to change), nor a file's EPERM (macOS's protected folders refuse root too).
  const tool = basename(script);
  const refusedItself = !denied && !target && !interpreter && !key && f.argv[0] !== "sudo" && /^[a-z][\w.-]*$/.test(tool) && !/^(?:ssh|scp|sftp|git|docker|pip3?|npm|yarn|pnpm|cargo|go|python3?|node)$/.test(tool);
  if (refusedItself && !out.length && (new RegExp(`^${escapeRegExp(tool)}: (?:[^\\n]*: )?cannot (?:set|change|modify) [^\\n]*\\bOperation not permitted\\s*$`, "m").test(f.output) || /^You may not change the [\w ]+ for '[^']+'/m.test(f.output))) {
    out.push({ commands: [`sudo ${f.command}`], source: "rule", why: `${tool} was refused: it needs root` });
  }
  // A folder of your own project that root came to own (an earlier `sudo pip install` or `sudo npm install`): take it back.
  const inProject = /(?:Permission denied|EACCES: permission denied, \w+)[:,]? '?(\/[^'\s]+)/.exec(f.output)?.[1];
  const folder = !needsRoot && inProject?.startsWith(`${f.cwd}/`) ? inProject.slice(f.cwd.length + 1).split("/")[0] : undefined;
  if (folder && (inProject !== `${f.cwd}/${folder}` || world.isDir(`${f.cwd}/${folder}`))) {
    out.push({ commands: [`sudo chown -R $USER ${quoteWord(folder)}`, f.command], source: "rule", why: `${folder} is owned by another user` });
  }
  return out;
};

/**
 * Whether two names may be one file misspelt: main.rs is no main.go, nor app.c app.h; config.ymal is config.yaml,
 * and manage.yp is manage.py (two letters swapped).
 */
function sameKind(typed: string, name: string): boolean {
  const ext = (n: string) => /\.([^.]+)$/.exec(n)?.[1];
  const [a, b] = [ext(typed), ext(name)];
  if (!a || !b || a === b) return true;
  if (a.length === 2 && b.length === 2) return a === [...b].reverse().join("");
  return a.length >= 3 && b.length >= 3 && distance(a, b) <= 1;
}

/** The nearest existing path to `path`, fixing one component at a time. */
export function nearestPath(path: string, cwd: string, world: World): string | undefined {
  const absolute = path.startsWith("/");
  const parts = path.split("/").filter((p, i) => p !== "" || i === 0);
  // ~/.ssh/id_ed2519.pub: the home folder as the shell reads it, written as typed.
  const home = parts[0] === "~" ? world.home() : undefined;
  let base = absolute ? "/" : (home ?? cwd);
  if (home) parts[0] = ".";
  const fixed: string[] = [];
  let changed = false;
  for (const part of parts) {
    if (part === "" || part === "." || part === "..") {
      fixed.push(part);
      base = part === "" ? base : resolve(base, part);
      continue;
    }
    const here = join(base, part);
    if (world.isDir(here) || world.isFile(here)) {
      fixed.push(part);
      base = here;
      continue;
    }
    const entries = world.list(base);
    const ci = entries.find((e) => e.toLowerCase() === part.toLowerCase());
    // Two names as near (note1, note2 for note): no guess.
    const near = nearest(part, entries.filter((e) => sameKind(part, e) && !siblings(part, e)), 2);
    const best = ci ?? (near.length === 1 ? near[0] : undefined);
    if (!best) return undefined;
    fixed.push(best);
    base = join(base, best);
    changed = true;
  }
  if (!changed) return undefined;
  // scr/ stays a folder's name with its slash: src/.
  const joined = (home ? ["~", ...fixed.slice(1)] : fixed).join("/") + (path.endsWith("/") && parts.length ? "/" : "");
  return absolute && !joined.startsWith("/") ? `/${joined}` : joined;
}

const CD_MISSING = [/cd: (?:no such file or directory|not a directory): (.+)/, /cd: (.+?): No such file or directory/, /cd: The directory '(.+?)' does not exist/];
const SHELL_MISSING = /(?:bash|zsh|sh): (?:line \d+: )?(?:no such file or directory: )?([^:\n]+?)(?:: No such file or directory)?(?:\n|$)/;
const CREATE_MISSING = [
  /mkdir: cannot create directory '(.+?)': No such file or directory/,
  /cannot create regular file '(.+?)': No such file or directory/,
  // cp -r src dist/v2/src: the folder cp makes, in a parent that is not there.
  /^cp: cannot create directory '(.+?)': No such file or directory/m,
  /touch: cannot touch '(.+?)': No such file or directory/,
  SHELL_MISSING,
  /^tar(?: \(child\))?: (.+?): Cannot open: No such file or directory/m,
  /unable to open database "(.+?)": unable to open database file/,
];

export const directories: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const cdTarget = CD_MISSING.map((p) => p.exec(f.output)?.[1]?.trim()).find(Boolean);
  if (f.argv[0] === "cd" && cdTarget) {
    const typed = f.argv[1] ?? cdTarget;
    const fixed = nearestPath(typed, f.cwd, world);
    if (fixed) out.push({ commands: [`cd ${quoteWord(fixed)}`], source: "rule", why: `${fixed} exists` });
    out.push({ commands: [`mkdir -p ${quoteWord(typed)}`, `cd ${quoteWord(typed)}`], source: "rule", why: "create it" });
    return out;
  }
  // GNU's wording, and BSD's "mkdir: a/b: No such file or directory".
  if (f.argv[0] === "mkdir" && /cannot create directory .+ No such file or directory|^mkdir: [^\n]+: No such file or directory/m.test(f.output) && !f.argv.includes("-p")) {
    // Parents in a system folder (/srv/app/logs) are made as root, as the folder itself would be.
    const system = f.argv.slice(1).some((w) => SYSTEM_PATH.test(w));
    out.push({ commands: [f.command.replace(/^mkdir\b/, system ? "sudo mkdir -p" : "mkdir -p")], source: "rule", why: "create the parents too" });
    return out;
  }
  // The shell's own "x: No such file or directory" is about a file to make only when x is where output goes (> x):
  // `source .venv/bin/activate` reads a file, and a folder made for it holds none.
  const made = (t: string, i: number) => CREATE_MISSING[i + 1] !== SHELL_MISSING || new RegExp(`(?:^|\\s)(?:\\d|&)?>>?\\s*['"]?${escapeRegExp(t)}`).test(f.command);
  const target = CREATE_MISSING.slice(1).map((p, i) => [p.exec(f.output)?.[1]?.trim(), i] as const).find(([t, i]) => t && made(t, i) && f.argv.some((w) => w === t || w.endsWith(t) || t.endsWith(w)))?.[0];
  // tar's archive is missing, not its folder, unless tar was making it (-c).
  const extracting = f.argv[0] === "tar" && !/^-?[a-zA-Z]*c[a-zA-Z]*$/.test(f.argv[1] ?? "") && !f.argv.includes("--create");
  if (target && f.argv[0] !== "mkdir" && !extracting) {
    // "cannot create directory 'dist/static/img/'": the tool was making that folder itself (cp -r): its parent is missing.
    const itself = new RegExp(`cannot create directory ['‘]?${escapeRegExp(target)}`).test(f.output);
    const dir = target.endsWith("/") && !itself ? target : dirname(target.replace(/(?<=.)\/+$/, ""));
    if (dir !== "." && !world.isDir(resolve(f.cwd, dir))) {
      // install makes the folders itself with -D.
      const own = f.argv[0] === "install" ? withOption(f.command, f.argv, "-D") : undefined;
      out.push(own ? { commands: [own], source: "rule", why: `install -D makes ${dir}` } : { commands: [`mkdir -p ${quoteWord(dir)}`, f.command], source: "rule", why: `${dir} does not exist yet` });
    }
  }
  return out;
};

/** deploy for deploy.sh: the one file of its folder named so, with an extension. */
function withExtension(path: string, cwd: string, world: World): string | undefined {
  const name = basename(path);
  if (!name || name.includes(".")) return undefined;
  const found = world.list(resolve(cwd, dirname(path))).filter((n) => n.startsWith(`${name}.`) && /^\.\w+$/.test(n.slice(name.length)));
  return found.length === 1 ? path + found[0]!.slice(name.length) : undefined;
}

/** The ways tools say a file or folder they were given is not there. */
const MISSING = /no such (?:file|directory)|(?:can't|cannot|could ?not|unable to) (?:open|find|access|read|stat|locate)|does(?: not|n't) exist|not (?:be )?found|did not match any files?|is not a (?:directory|file)|: not a directory$/im;

/** A file argument one typo away from a file that exists (cat READNE.md, python3 scrpt.py), or its extension left off. */
export const missingFile: Rule = (f, world) => {
  if (!MISSING.test(f.output)) return [];
  const out: Suggestion[] = [];
  // A path given as an option's value (-var-file=prod.tfvar, --config=app.yml) is checked as well.
  for (const typed of examined(f.argv).slice(1)) {
    // Go's package pattern (./internal/auht/...): the folder before its "/...".
    const word = (/^--?[\w-]+=(.+)$/.exec(typed)?.[1] ?? typed).replace(/(?<=.)\/\.\.\.$/, "");
    // The cheap tests first: most words of most lines are not named in the output at all.
    if (word.startsWith("-") || !f.output.includes(basename(word))) continue;
    // A word that looks like a path, or one the tool quotes back as missing (ls srcc, php's "input file: artsian"),
    // or as the end of a path it printed whole (cmake: "/home/dev/proj/biuld is not a directory").
    const quoted = () => new RegExp(`['‘\`]${escapeRegExp(word)}['’]|(?:^|\\s)${escapeRegExp(word)}: |: ${escapeRegExp(word)}$|${escapeRegExp(`${f.cwd}/${word}`)}(?=[\\s:'"’]|$)`, "m").test(f.output);
    if ((!/[./]/.test(word) && !quoted()) || world.isFile(resolve(f.cwd, word)) || world.isDir(resolve(f.cwd, word))) continue;
    const fixed = nearestPath(word, f.cwd, world) ?? withExtension(word, f.cwd, world);
    const command = typed === word ? replaceToken(f.command, word, fixed ?? word) : replaceToken(f.command, typed, typed.replace(word, fixed ?? word));
    if (fixed && fixed !== word) out.push({ commands: [command], source: "rule", why: `${fixed} exists` });
  }
  return out;
};

/**
 * A file named on the line that is not here but in one folder just below
 * (`python3 app.py` for src/app.py): its path from here; with more of the
 * line's files there too (`ansible-playbook -i hosts site.yml`), the command
 * run from that folder.
 */
export const fileBelow: Rule = (f, world) => {
  if (!MISSING.test(f.output)) return [];
  const here = (w: string) => world.isFile(resolve(f.cwd, w)) || world.isDir(resolve(f.cwd, w));
  const typed = examined(f.argv).slice(1).filter((w) => !/^[-/~]/.test(w) && !w.includes("="));
  // A file's name (an ending, or a folder in it) that the tool named and that is not here.
  const missing = typed.find((w) => /\.\w+$|\/./.test(w) && f.output.includes(basename(w)) && !here(w));
  if (!missing) return [];
  const words = typed.filter((w) => !here(w));
  const folders = world.list(f.cwd).filter((d) => !d.startsWith(".") && world.isFile(resolve(f.cwd, d, missing)));
  if (folders.length !== 1) return [];
  const folder = folders[0]!;
  // cat notes/ todo.txt: the folder is on the line already, cut from its file (splitPath).
  if (f.argv.some((w) => w.replace(/\/$/, "") === folder)) return [];
  const others = words.filter((w) => w !== missing && (world.isFile(resolve(f.cwd, folder, w)) || world.isDir(resolve(f.cwd, folder, w))));
  if (others.length) return [{ commands: [`cd ${quoteWord(folder)}`, f.command], source: "rule", why: `${missing} and ${others[0]} are in ${folder}` }];
  return [{ commands: [replaceToken(f.command, missing, `${folder}/${missing}`)], source: "rule", why: `${missing} is in ${folder}` }];
};

/**
 * A path cut by a space: `cd ~ /projects`, `python3 my script.py` for the file
 * `my script.py`. Two to five words in a row, none of them there alone, that
 * name a file or folder once joined (with or without their spaces) become one
 * word, quoted as needed.
 */
export const splitPath: Rule = (f, world) => {
  if (!/No such file|too many arguments|can't open file|cannot access|cannot stat|not found|does not exist|extra operand|unrecognized arguments/i.test(f.output)) return [];
  const place = (p: string) => resolve(f.cwd, p.replace(/^~(?=\/|$)/, world.home() ?? "~"));
  const exists = (p: string) => world.isFile(place(p)) || world.isDir(place(p));
  const words = examined(f.argv);
  for (let i = 1; i < words.length - 1; i++) {
    for (let n = 2; n <= 5 && i + n <= words.length; n++) {
      const parts = words.slice(i, i + n);
      if (parts.some((w) => w.startsWith("-")) || parts.every(exists)) break;
      const path = [parts.join(" "), parts.join("")].find(exists);
      const command = path && replaceRun(f.command, parts, path.startsWith("~/") ? `~/${quoteWord(path.slice(2))}` : quoteWord(path));
      if (command) return [{ commands: [command], source: "rule", why: `${path} exists` }];
    }
  }
  return [];
};

/**
 * A path in another person's home, copied from a guide (/home/pi/kiosk, /Users/anna/src): where that home is not on
 * this machine and the tool stopped at the home itself, the same path in yours.
 */
export const foreignHome: Rule = (f, world) => {
  const home = world.home();
  if (!home || !/No such file or directory|Permission denied|cannot create|does not exist/i.test(f.output)) return [];
  const out: Suggestion[] = [];
  for (const word of examined(f.argv).slice(1)) {
    const other = /^(?:--?[\w-]+=)?((?:\/home|\/Users)\/[^/\s]+)(?=\/|$)/.exec(word)?.[1];
    // The tool stopped at that home itself (mkdir -p: "cannot create directory '/home/pi'"), not at a folder in it.
    if (!other || other === home || world.isDir(other) || !new RegExp(`${escapeRegExp(other)}(?![\\w/.-])`).test(f.output)) continue;
    out.push({ commands: [replaceToken(f.command, word, word.replace(other, home))], source: "rule", why: `${other} is not on this machine; your home is ${home}` });
  }
  return out;
};
