/**
 * The tool's own "did you mean": the surest suggestion there is, so it ranks
 * first. Matched on what current versions print (git 2.39+, npm 10/11,
 * cargo 1.7x+, cobra CLIs such as kubectl and gh, pip 23+, clap, apt).
 */
import { distance, typoDistance } from "../../suggest.ts";
import { GIT_EXTENSIONS } from "./commands.ts";
import { scriptMeant } from "./runtimes.ts";
import { passedOn, withoutNpmPrefix } from "../advice.ts";
import type { Failure, Rule, Suggestion } from "../types.ts";
import { joinAsTyped, replaceToken } from "../words.ts";


const swap = (f: Failure, bad: string, good: string, why: string): Suggestion => ({ commands: [replaceToken(f.command, bad, good)], source: "tool", why });

/** [pattern, bad word group, candidates group] over the output; candidates may be several, one per line. */
const SIMILAR: [RegExp, string][] = [
  // git: 'stauts' is not a git command ... The most similar command is\n\tstatus
  [/git: '(?<bad>[^']+)' is not a git command[\s\S]*?The most similar commands? (?:is|are)\s*\n(?<good>(?:\t\S+\n?)+)/, "git"],
  // cobra (kubectl, gh, helm, hugo): unknown command "gte" for "kubectl"\n\nDid you mean this?\n\tget
  [/unknown command "(?<bad>[^"]+)" for "[^"]+"\s*\n\s*Did you mean this\?\s*\n(?<good>(?:\s+\S+\n?)+)/, "the tool"],
  // npm: Unknown command: "instal" ... Did you mean this?\n    npm install # Install a package
  [/Unknown command: "(?<bad>[^"]+)"\s*\n[\s\S]*?Did you mean (?:this|one of these)\?\s*\n(?<good>(?:\s+npm [^\n]+\n?)+)/, "npm"],
  // npm: Missing script: "tset" ... Did you mean this?\n  npm run test # … (a command it offers instead, npm init, is no script)
  [/Missing script: "(?<bad>[^"]+)"[\s\S]*?Did you mean (?:this|one of these)\?\s*\n(?<good>(?:\s+npm (?:run|test|start|stop|restart) [^\n]*\n?)+)/, "npm"],
  // cargo: error: no such command: `biuld`\n\n\tDid you mean `build`?  /  help: a command with a similar name exists: `build`
  [/no such (?:sub)?command: [`'](?<bad>[^`']+)[`'][\s\S]*?(?:Did you mean|a command with a similar name exists:) [`'](?<good>[^`']+)[`']/, "cargo"],
  // pip: ERROR: unknown command "instal" - maybe you meant "install"
  [/unknown command "(?<bad>[^"]+)" - maybe you meant "(?<good>[^"]+)"/, "pip"],
  // clap (cargo, rg, fd...): error: unexpected argument '--colr' found\n\n  tip: a similar argument exists: '--color'
  [/unexpected argument '(?<bad>[^']+)' found[\s\S]*?a similar argument exists: '(?<good>[^']+)'/, "the tool"],
  // clap subcommands: error: unrecognized subcommand 'biuld'\n\n  tip: a similar subcommand exists: 'build'
  [/unrecognized subcommand '(?<bad>[^']+)'[\s\S]*?a similar subcommand exists: '(?<good>[^']+)'/, "the tool"],
  // yarn, brew and others: Command "tset" not found. Did you mean "test"?
  [/(?:Command|command|Unknown command|unknown command) ["'`](?<bad>[^"'`]+)["'`] (?:not found|is unknown)\.?\s*Did you mean ["'`](?<good>[^"'`]+)["'`]/, "the tool"],
  // systemd 254+: Unknown command verb 'stauts', did you mean 'status'?
  [/Unknown command verb '(?<bad>[^']+)', did you mean '(?<good>[^']+)'/, "systemctl"],
  // Ubuntu's command-not-found: Command 'gti' not found, did you mean:\n\n  command 'git' from deb git (1:2.43.0-1)
  [/Command '(?<bad>[^']+)' not found, did you mean:\s*\n(?<good>(?:\s*command '[^']+' from [^\n]+\n?)+)/, "command-not-found"],
];

/** The candidate words out of a matched "good" group (one per line, or npm's full commands). */
function candidates(group: string, bad: string): string[] {
  return group
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const quoted = /^command '([^']+)'/.exec(line);
      if (quoted) return quoted[1]!;
      const words = line.replace(/\s+#.*$/, "").split(/\s+/);
      // npm prints whole commands ("npm run test"): the word that replaces the bad one is the closest to it.
      if (words.length === 1) return words[0]!;
      const near = words.slice(1).sort((a, b) => distance(a, bad) - distance(b, bad))[0]!;
      // uv's 'uv pip uninstall' for `uv python remove`: no word of the line is near the one typed.
      return distance(near, bad) <= Math.max(2, bad.length / 2) ? near : undefined;
    })
    .filter((word): word is string => word !== undefined);
}

export const toolHints: Rule = (f, world) => {
  const output = withoutNpmPrefix(f.output);
  const out: Suggestion[] = [];
  // Each hint above holds one of these words: a failure without them is passed at the cost of one test.
  const hinted = /did you mean|is not a git command|no such (?:sub)?command|maybe you meant|similar (?:argument|subcommand)/i.test(output);
  for (const [pattern, who] of hinted ? SIMILAR : []) {
    const m = pattern.exec(output);
    if (!m?.groups) continue;
    const bad = m.groups.bad!;
    // git lfs, git flow: an extension not installed, not a typo of log or show.
    if (who === "git" && GIT_EXTENSIONS.includes(bad)) continue;
    if (who === "npm" && f.argv[1] === bad && scriptMeant(f, world)) continue;
    // npm lint: "npm run lint" holds the word as typed, so it is the line meant (before "npm link").
    const whole = m.groups.good!.split("\n").map((line) => line.replace(/\s+#.*$/, "").trim().split(/\s+/)).find((words) => words.length > 2 && words.slice(1).includes(bad));
    const at = f.argv.indexOf(bad);
    if (whole && at > 0) out.push({ commands: [joinAsTyped(f.command, [...whole, ...f.argv.slice(at + 1)])], source: "tool", why: `${who} suggests '${whole.join(" ")}'` });
    // Several offered (cobra's "edit", "list" for lsit): the nearest to the word typed first, a slip's keys weighed.
    for (const good of candidates(m.groups.good!, bad).sort((x, y) => typoDistance(bad, x) - typoDistance(bad, y))) {
      if (good !== bad && !passedOn(output, bad, good)) out.push(swap(f, bad, good, `${who} suggests '${good}'`));
    }
  }
  // A command the tool spells out in full: git's upstream hint, apt's "can be installed with".
  const upstream = output.includes("--set-upstream") ? /^\s+(git push --set-upstream \S+ \S+)\s*$/m.exec(output) : undefined;
  if (upstream) out.push({ commands: [upstream[1]!], source: "tool", why: "git's own hint: set the upstream" });
  // git switch origin/feature with no branch feature here: git switch feature makes one that tracks it (git's
  // --detach is for a look only, and stays the hint when a branch of that name is here already).
  const remote = output.includes("got remote branch") ? /a branch is expected, got remote branch '([^'/]+\/([^']+))'/.exec(output) : undefined;
  if (remote && f.argv[1] === "switch" && f.argv.includes(remote[1]!) && !world.branches(f.cwd).all.includes(remote[2]!)) {
    out.push({ commands: [replaceToken(f.command, remote[1]!, remote[2]!)], source: "tool", why: `git makes ${remote[2]}, tracking the remote branch` });
  }
  // Ubuntu's command-not-found: "You also have python3 installed, you can run 'python3' instead.", before installing.
  const instead = /you can run '([\w.+-]+)' instead/.exec(output)?.[1];
  if (instead && f.argv[0] !== instead) out.push({ commands: [replaceToken(f.command, f.argv[0]!, instead)], source: "tool", why: `${instead} is installed` });
  const install = output.includes("can be installed with") && /can be installed with:\s*\n\s*\n?\s*((?:sudo )?(?:apt|apt-get|snap|dnf|brew) install [^\n]+)/.exec(output);
  if (install) out.push({ commands: [install[1]!.trim(), f.command], source: "tool", why: "install it, then run again" });
  return out;
};
