/**
 * Precision: a suggestion the evidence does not support is dropped before it
 * is ranked. A wrong first suggestion costs more than none.
 */
import { basename, dirname, resolve } from "node:path";
import { isShellBuiltin } from "../capture/resolve.ts";
import { unwrap } from "../guard/shell/wrappers.ts";
import { distance } from "../suggest.ts";
import { known } from "./known.ts";
import { OPTIONS } from "./known-options.ts";
import { nearest } from "./nearest.ts";
import type { Failure, Suggestion, World } from "./types.ts";
import { escapeRegExp, splitWords } from "./words.ts";

/**
 * A plan that makes a folder one slip from a folder beside it (`mkdir -p scirpts`
 * where scripts exists): the name is the slip, and making it keeps the slip.
 */
function makesNearName(s: Suggestion, f: Failure, world: World): boolean {
  return s.commands.some((step) => {
    // The cheap test first: a plan's step is split only when it makes folders.
    if (!/^\s*(?:sudo\s+)?mkdir\s/.test(step)) return false;
    const words = splitWords(step).filter((w) => w !== "sudo");
    if (words[0] !== "mkdir") return false;
    return words.slice(1).some((w) => {
      if (w.startsWith("-")) return false;
      const path = resolve(f.cwd, w);
      if (world.isDir(path)) return false;
      const name = basename(path);
      const siblings = world.list(dirname(path)).filter((n) => n !== name && world.isDir(resolve(dirname(path), n)));
      return name.length >= 4 && nearest(name, siblings, 2).length > 0;
    });
  });
}

/** An option that takes a folder (-chdir, --directory, -C) given a file that exists (`terraform -chdir=prod.tfvars`). */
function folderOptionGivenFile(s: Suggestion, f: Failure, world: World): boolean {
  return s.commands.some((step) => {
    if (!/-(?:chdir|directory|C|cwd|working-directory)\b/.test(step)) return false;
    const words = splitWords(step);
    return words.some((w, i) => {
      const glued = /^-{1,2}(?:chdir|directory|cwd|working-directory)=(.+)$/.exec(w)?.[1];
      const value = glued ?? (/^(?:-C|--directory|-chdir|--cwd|--working-directory)$/.test(w) ? words[i + 1] : undefined);
      return value !== undefined && !f.command.includes(w) && world.isFile(resolve(f.cwd, value));
    });
  });
}

const PACKAGE_MANAGERS = /^(?:pipx|pip3?|uv|poetry|conda|mamba|npm|pnpm|yarn|bun|deno|gem|bundle|cargo|go|apt|apt-get|aptitude|dnf|yum|zypper|pacman|apk|brew|port|snap|flatpak|nix-env|composer|dotnet|nuget|choco|winget|scoop|helm|krew|asdf|mise|rustup|sdk)$/;

/** What package managers are asked to do. */
const MANAGER_WORDS = ["install", "uninstall", "remove", "add", "update", "upgrade", "search", "info", "list", "reinstall", "purge"];
const MANAGER_VERBS = new RegExp(`^(?:${MANAGER_WORDS.join("|")})$`);

/**
 * A program put for one not installed, where the line asks a package manager's
 * verb of it that the new program does not have (`brew install wget` is no
 * `grep install wget`).
 */
function programWithoutVerb(s: Suggestion, f: Failure): boolean {
  const [tool, typedVerb] = f.argv;
  // A verb mistyped is the verb (composer instal).
  const verb = typedVerb && (MANAGER_VERBS.test(typedVerb) ? typedVerb : MANAGER_WORDS.find((v) => v.length >= 5 && distance(typedVerb, v) === 1));
  if (!tool || !verb || s.commands.length !== 1) return false;
  const words = splitWords(s.commands[0]!);
  const at = words[0] === "sudo" ? 1 : 0;
  const program = words[at];
  if (!program || program === tool || words[at + 1] !== typedVerb) return false;
  const list = known(program);
  if (list) return !list.some((k) => k.split("|").includes(verb));
  // A program aye knows no subcommands of: a package manager's verb fits only a package manager.
  return !PACKAGE_MANAGERS.test(program.split("/").pop()!);
}

/**
 * A tool's suggestion that is wrong for the line: a word put for one it is no
 * slip of (cargo's `d` for `add`: a short alias for a longer word), or another
 * program "instead" that shares nothing with the line (rustup target add wasm →
 * cargo build -Z build-std).
 */
function toolHintOffLine(s: Suggestion, f: Failure): boolean {
  if (s.source !== "tool" || s.commands.length !== 1) return false;
  const words = splitWords(s.commands[0]!).filter((w) => w !== "sudo");
  const typed = f.argv.filter((w) => w !== "sudo");
  if (words.length === typed.length) {
    const changed = words.map((w, i) => [typed[i]!, w] as const).filter(([a, b]) => a !== b);
    if (changed.length === 1 && changed[0]![1].length <= 2 && changed[0]![0].length >= 3 && !changed[0]![1].startsWith("-")) return true;
    // kubectl's "did you mean logs" for pods: a word the tool guesses as a slip ("did you mean", not "use X
    // instead") more slips away than a typo of its length makes is no slip of it.
    if (changed.length === 1 && /did you mean|most similar|similar (?:command|name)/i.test(f.output)) {
      const [a, b] = changed[0]!;
      const slips = a.length <= 4 ? 1 : a.length <= 7 ? 2 : 3;
      if (/^[a-z][\w-]{2,}$/i.test(a) && /^[a-z][\w-]{2,}$/i.test(b) && !b.startsWith(a) && !a.startsWith(b) && distance(a.toLowerCase(), b.toLowerCase()) > slips) return true;
    }
  }
  // "Run 'source deactivate' instead of 'deactivate'": advice for a line with a word this one does not have.
  const line = f.output.split("\n").find((l) => l.includes(s.commands[0]!));
  const insteadOf = line && /instead of [`'"‘]?([\w.-]+)/i.exec(line.slice(line.indexOf(s.commands[0]!) + s.commands[0]!.length))?.[1];
  if (insteadOf && !typed.includes(insteadOf)) return true;
  const program = (w: string | undefined) => w?.split("/").pop();
  if (program(words[0]) !== program(typed[0]) && /\binstead\b/i.test(f.output)) {
    const shared = typed.slice(1).filter((w) => !w.startsWith("-") && words.includes(w));
    if (!shared.length) return true;
  }
  return false;
}

/**
 * A step read out of the output that is no command of its program: a list of
 * packages under "will be upgraded:" (`git jq`), or prose run on past the
 * command ("run apt-get update or try with --fix-missing").
 */
function adviceNotCommand(s: Suggestion, f: Failure): boolean {
  if (s.source !== "tool") return false;
  return s.commands.some((step) => {
    if (step === f.command || f.command.includes(step)) return false;
    const words = splitWords(step).filter((w) => w !== "sudo");
    const [program, sub] = words;
    if (!program || step.length > 400) return false;
    if (words.some((w, i) => i > 1 && (w === "or" || w === "and") && !new RegExp(`\\s${w}\\s`).test(f.command))) return true;
    const subs = known(program.split("/").pop()!);
    // A short form (npm i for install) is the tool's too.
    return !!subs && !!sub && !sub.startsWith("-") && !sub.startsWith("+") && !subs.some((k) => k.split("|").some((w) => w === sub || w.startsWith(sub))) && f.argv[0] !== program;
  });
}

/**
 * A step the tool says to run only after the person's own work: "Resolve all
 * conflicts manually, mark them as resolved …, then run "git rebase --continue"".
 * Run now, it fails again; the work is theirs to do first. The ways out it offers
 * beside that ("You can instead skip this commit", "To abort … run") give up what
 * was asked: no correction either.
 */
function adviceAfterManualStep(s: Suggestion, f: Failure): boolean {
  if (s.source !== "tool") return false;
  return s.commands.some((step) => {
    if (f.command.includes(step)) return false;
    const at = f.output.indexOf(step);
    if (at < 0) return false;
    // The sentence that leads up to the step (git's hints run over several lines, each after "hint: ").
    const lead = f.output.slice(Math.max(0, at - 240), at).replace(/^hint: /gm, "").split(/[.!?]\s|\n\s*\n/).pop() ?? "";
    const manual = (text: string) => /\b(?:resolv\w*|fix\w*|edit\w*|after)\b[\s\S]*\bthen\b/i.test(text) || /\bafter (?:resolving|fixing|editing)\b/i.test(text);
    if (manual(lead)) return true;
    return /\binstead\b|\bto abort\b/i.test(lead) && /(?:^|\n)(?:hint: )?(?:Resolve all conflicts|After resolving the conflicts|fix conflicts and then)/i.test(f.output);
  });
}

/** Programs that run the rest of their line as a program found on PATH. */
const PATH_WRAPPERS = new Set(["sudo", "doas", "env", "nice", "nohup", "time", "timeout", "command", "stdbuf", "ionice", "exec"]);

/** Shell words that start a command without naming a program. */
const KEYWORDS = new Set(["if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "function", "time", "!", "{", "}", "[[", "]]", "[", "end", "set"]);

/**
 * A step whose program is nowhere: read out of an option's description in the
 * output and not on PATH, not the shell's own, not a word of the line typed, not
 * a tool aye knows, not set up by an earlier step (`merge-base --fork-point` in
 * git's list of options is no command); or the program the output says is not
 * installed, kept without installing it (`helm list` where helm is not found).
 */
function programNowhere(s: Suggestion, f: Failure, world: World): boolean {
  const missing = /(?:^|\n)(?:[\w./-]+: )?(?:line \d+: )?([\w.+-]+): (?:command )?not found|command not found: ([\w.+-]+)|Unknown command:? '?([\w.+-]+)'?/.exec(f.output)?.slice(1).find(Boolean);
  const typed = new Set(f.argv.filter((w) => w !== missing));
  return s.commands.some((step, i) => {
    const words = splitWords(step);
    let at = 0;
    // Past settings and wrappers (FOO=1, sudo -u nobody, env, timeout 5) to the program they run.
    for (let guard = 0; guard < 8 && at < words.length; guard++) {
      while (/^[A-Za-z_]\w*=/.test(words[at] ?? "")) at++;
      // Only programs that run another from PATH: npx and poetry run find theirs in the project.
      if (!PATH_WRAPPERS.has(words[at] ?? "")) break;
      const inner = unwrap(words.slice(at));
      if (!inner || !("runs" in inner) || inner.runs <= 0) break;
      at += inner.runs;
    }
    const program = words[at];
    if (!program || program.includes("/") || /[$`(){}|;&<>*?"'=]/.test(program) || KEYWORDS.has(program)) return false;
    if (isShellBuiltin(program) || world.onPath(program) || world.aliases().includes(program) || typed.has(program)) return false;
    // Put there by an earlier step of the plan (apt install pipx && pipx install black, apt install ansible && ansible-playbook).
    const installed = s.commands.slice(0, i).some((c) => c.includes(program) || /\b(?:install|add)\b/.test(c));
    if (program === missing) return !installed;
    // A rule's program is its knowledge (unzip for a zip file), and a tool may name one of the person's own (nvm,
    // corepack); but one quoted only in the description of an option is no advice at all.
    if (s.source !== "tool" || installed || known(program) || OPTIONS[program]) return false;
    const lines = f.output.split("\n").filter((line) => line.includes(step));
    return lines.length > 0 && lines.every((line) => /^\s+-{1,2}[\w-]/.test(line));
  });
}

/** A plan that only asks the tool for its help (`npm help` for `npm lst`): a place to look, not a correction. */
function onlyHelp(s: Suggestion, f: Failure): boolean {
  // -h alone: for du and ls it is --human-readable.
  const asks = (words: string[]) => words.slice(1, 3).some((w) => /^(?:help|--help)$/.test(w)) || (words.length === 2 && /^(?:-h|-\?)$/.test(words[1]!));
  // Unless help is what was asked for, however typed (git hlep, ls -help).
  return asks(splitWords(s.commands.at(-1) ?? "")) && !f.argv.some((w) => /help|^-h$/i.test(w) || distance(w.replace(/^-+/, "").toLowerCase(), "help") <= (/^-*h/i.test(w) ? 2 : 1));
}

/**
 * `gcloud auth lgoin` -> "Maybe you meant: gcloud auth": the line with the word the tool rejected cut off, which names
 * the group that word belongs to. Run, it prints the group's help: a place to look, not a correction.
 */
function onlyGroup(s: Suggestion, f: Failure): boolean {
  const words = s.commands.length === 1 ? splitWords(s.commands[0]!) : [];
  if (words.length < 2 || words.length >= f.argv.length || words.some((w, i) => w !== f.argv[i])) return false;
  const dropped = f.argv.slice(words.length);
  return !dropped[0]!.startsWith("-") && new RegExp(`['"‘\`]${escapeRegExp(dropped[0]!)}['"’\`]`).test(f.output);
}

const CHECKS: ((s: Suggestion, f: Failure, world: World) => boolean)[] = [(s, f) => onlyHelp(s, f), (s, f) => onlyGroup(s, f), (s, f, w) => programNowhere(s, f, w), makesNearName, folderOptionGivenFile, (s, f) => programWithoutVerb(s, f), (s, f) => toolHintOffLine(s, f), (s, f) => adviceNotCommand(s, f), (s, f) => adviceAfterManualStep(s, f)];

/** The suggestions no check rejects. */
export function validated(suggestions: Suggestion[], f: Failure, world: World): Suggestion[] {
  return suggestions.filter((s) => !CHECKS.some((rejects) => rejects(s, f, world)));
}
