/**
 * The last resort, when no rule knew the failure: a word the tool quotes back
 * (so it is the word it stumbled on) that is one slip from exactly one name the
 * world shows: a file here, a branch, a script, a Makefile target, a subcommand
 * aye knows, a program, a man page, a user, a network device, a systemd unit.
 * The quoting is enough; no wording need be known. Strict, so that a compile
 * error naming a variable next to a file of a similar name stays alone.
 */
import { resolve } from "node:path";
import { known } from "../known.ts";
import { refsOf } from "../refs.ts";
import { siblings } from "../nearest.ts";
import { nearestPath } from "./paths.ts";
import type { Failure, Rule, World } from "../types.ts";
import { typoDistance } from "../../suggest.ts";
import { afterDashes, escapeRegExp, examined, replaceRun, replaceToken } from "../words.ts";
import { makefileTargets, packageScripts } from "./runtimes.ts";

/**
 * Whether the output names `word` as the one it stumbled on: quoted ('x', "x",
 * `x', ‘x’), before a colon, before "not found" (Unit ngnix.service not found),
 * or after "unknown user" and "No manual entry for".
 */
const quotes = (output: string, word: string) => {
  const w = escapeRegExp(word);
  return new RegExp(`['"\`‘“]${w}['"’”:]|(?:^|\\s)${w}: |(?:^|\\s)${w}(?:\\.\\w+)? (?:could not be found|not found|does not exist)|(?:unknown (?:user|group|host|unit):?|No manual entry for) ${w}\\b`, "m").test(output);
};

/** Users' and groups' names, marked so: a short word is one slip from too many of them. */
const ACCOUNTS = new WeakSet<string[]>();
const accounts = (names: string[]) => (ACCOUNTS.add(names), names);

const firstFields = (world: World, file: string) => (world.readText(file) ?? "").split("\n").map((line) => line.split(":")[0]!).filter(Boolean);
const units = (world: World) =>
  ["/etc/systemd/system", "/lib/systemd/system", "/usr/lib/systemd/system"].flatMap((dir) => world.list(dir).filter((u) => u.endsWith(".service")).flatMap((u) => [u, u.slice(0, -".service".length)]));

/** Names of users, groups, network devices and systemd units on this machine, read from where the system keeps them. */
function systemNames(world: World): string[] {
  return [...firstFields(world, "/etc/passwd"), ...firstFields(world, "/etc/group"), ...world.list("/sys/class/net"), ...units(world)];
}

/**
 * The kind of name the message says the word should be, when it says: a user
 * is looked for among users only, so that `chown mian` is not "corrected" to
 * the branch main, nor a branch to the user man.
 */
function namespace(f: Failure, world: World, word: string): string[] | undefined {
  const w = escapeRegExp(word);
  // The word where the tool's subcommand goes, which the tool says is no command of its: only its subcommands may stand
  // for it (git remote lsit: not the system's user list).
  const at = f.argv.indexOf(word);
  if (at > 0 && f.argv.slice(1, at).every((w) => !w.startsWith("-")) && new RegExp(`(?:is not a [\\w-]+ command|unknown (?:sub)?command|no such (?:sub)?command|invalid (?:sub)?command)[^\\n]{0,20}${w}|${w}[^\\n]{0,20}(?:is not a [\\w-]+ command|unknown (?:sub)?command)`, "i").test(f.output)) {
    return (known(f.argv.slice(0, at).join(" ")) ?? []).flatMap((k) => k.split("|"));
  }
  const said = (noun: string) => new RegExp(`(?:${noun})[^\n]{0,12}['"\`‘“]?${w}\\b|['"\`‘“]?${w}['"’”]?[^\n]{0,12}(?:${noun})`, "i").test(f.output);
  if (said("user|owner|login")) return accounts(firstFields(world, "/etc/passwd"));
  if (said("group")) return accounts(firstFields(world, "/etc/group"));
  if (said("branch|revision|refspec|reference|pathspec|commit")) {
    return [...refsOf(world, f.cwd).names, ...world.list(f.cwd)];
  }
  if (said("unit|service")) return units(world);
  if (said("device|interface")) return world.list("/sys/class/net");
  return undefined;
}

/**
 * The names the project shows, whatever word of the command is wrong: its files, branches, scripts and targets (the
 * system's users, groups, devices and units are asked only when none of these is near: systemNames).
 */
function worldNames(f: Failure, world: World): string[] {
  const { tags, ...refs } = refsOf(world, f.cwd);
  const found = [...world.list(f.cwd), ...refs.names.filter((n) => !tags.includes(n))];
  found.push(...packageScripts(world, f.cwd), ...makefileTargets(world, f.cwd));
  // man crontb: the pages installed, in the section asked for or any.
  if (f.argv[0] === "man") {
    const section = /^\d$/.test(f.argv[1] ?? "") ? [f.argv[1]!] : ["1", "5", "8", "7", "3"];
    for (const n of section) found.push(...manPages(world, n));
  }
  return found;
}

/** What the word at `at` could also have meant: a subcommand aye knows there, or a program after sudo, man, which… */
function namesAt(f: Failure, world: World, at: number): string[] {
  const found = (known(f.argv.slice(0, at).join(" ")) ?? []).flatMap((k) => k.split("|"));
  if (at === 1 && ["sudo", "man", "which", "type", "command", "time", "env"].includes(f.argv[0]!)) found.push(...world.executables());
  return found;
}

/** The manual pages installed in a section, by name (read.2.gz is read). */
const manPages = (world: World, section: string) => world.list(`/usr/share/man/man${section}`).map((page) => page.replace(/\.\w+(?:\.gz)?$/, ""));

/** man 3 read: the page is in another section (2), which the person had wrong, not the name. */
export const manSection: Rule = (f, world) => {
  const missing = /No manual entry for (\S+) in section (\w+)/.exec(f.output);
  if (f.argv[0] !== "man" || !missing) return [];
  const [, page, asked] = missing;
  const other = ["1", "8", "2", "3", "5", "7", "4", "6"].find((n) => n !== asked && manPages(world, n).includes(page!));
  const command = other && replaceRun(f.command, [asked!, page!], `${other} ${page}`);
  return command ? [{ commands: [command], source: "rule", why: `${page} is in section ${other}` }] : [];
};

export const named: Rule = (f, world) => {
  let shown: string[] | undefined; // read once, at the first quoted word
  for (const [at, typed] of examined(f.argv).entries()) {
    // www-dta:www-data: each part of a user:group pair on its own.
    // HEAD:READM.md: the part shaped as a path first.
    const parts = typed.split(":").filter((part) => part.length >= 3 && quotes(f.output, part));
    const word = parts.find((part) => /[./]/.test(part)) ?? parts[0] ?? typed;
    // A word that names a file or folder here is no slip of another name.
    if (at === 0 || word.length < 3 || word.startsWith("-") || !quotes(f.output, word) || world.isFile(resolve(f.cwd, word)) || world.isDir(resolve(f.cwd, word))) continue;
    shown ??= worldNames(f, world);
    // A word the tool says is a missing file is a path: only the names of files here may stand for it (not a user irc for src).
    // So is a word after `--` (git checkout -- mian).
    const path = afterDashes(f.argv, at) || new RegExp(`${escapeRegExp(word)}['’]?: (?:Cannot \\w+: )?(?:No such file or directory|Is a directory|Not a directory)|cannot (?:access|stat) ['‘]${escapeRegExp(word)}['’]`).test(f.output);
    // A path the tool quotes as missing in its own words ("no such path 'src/mian.c' in HEAD"): the path one slip away.
    if (/\//.test(word) || /^[\w-]+\.[a-z]{1,4}$/i.test(word)) {
      const near = nearestPath(word, f.cwd, world);
      if (near && near !== word) return [{ commands: [replaceToken(f.command, typed, typed.replace(word, near))], source: "rule", why: `${near} exists` }];
    }
    const space = path ? undefined : namespace(f, world, word);
    // Among users and groups a word of three letters is one slip from too many (mna: man, the manual's system user).
    if (word.length < 4 && space && ACCOUNTS.has(space)) continue;
    const near = (names: string[]) =>
      [...new Set(names)]
        .filter((name) => Math.abs(name.length - word.length) <= 2)
        .map((name) => [name, typoDistance(word, name)] as const)
        .filter(([name, d]) => name !== word && d <= (word.length >= 8 ? 1.5 : 1) && !siblings(word, name));
    // A word no message places is the project's before it is the machine's: a user, group or unit is a candidate only
    // when no file, branch, script or subcommand is near it. Every machine has other users and units; a name of the
    // project's is not lost to a tie with one of them (nor a branch put right to a user: mian is not man).
    let scored = near(path ? world.list(f.cwd) : (space ?? [...shown, ...namesAt(f, world, at)]));
    if (!scored.length && !path && !space) scored = near(systemNames(world));
    const best = Math.min(...scored.map(([, d]) => d));
    let winners = scored.filter(([, d]) => d === best);
    // One name in two cases (man's git(1) and Perl's Git(3pm)): the one written as the word was.
    if (winners.length > 1 && winners.every(([n]) => n.toLowerCase() === winners[0]![0].toLowerCase())) winners = winners.filter(([n]) => (n === n.toLowerCase()) === (word === word.toLowerCase()));
    if (winners.length === 1) return [{ commands: [replaceToken(f.command, typed, typed.replace(word, winners[0]![0]))], source: "rule", why: `'${winners[0]![0]}' exists` }];
  }
  return [];
};
