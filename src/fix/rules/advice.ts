/**
 * The tool's own advice, whatever its wording (src/fix/advice.ts reads it),
 * turned into a command: a word put in place of the wrong one, an option added,
 * or the command it spells out, with its <placeholders> filled from what the
 * world shows (the current branch, the one remote) or else left unproposed.
 */
import { readAdvice, wrongWord } from "../advice.ts";
import { listedChoices } from "../choices.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { joinWords, replaceToken, splitWords } from "../words.ts";
import { typoDistance } from "../../suggest.ts";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The command with `good` in place of `bad`: a whole word, an option's `=value`, or the option itself. */
function swapWord(f: Failure, good: string, bad: string | undefined): string | undefined {
  const words = splitWords(good);
  if (words.length > 1) {
    // "uv pip install" for `uv install x`: the tool's words up to the wrong one, then the rest as typed.
    if (words[0] !== f.argv[0]) return undefined;
    const at = bad ? f.argv.indexOf(bad) : f.argv.findIndex((w, i) => w !== words[i]);
    return at > 0 ? joinWords([...words, ...f.argv.slice(at + 1)]) : undefined;
  }
  if (!bad) {
    // The nearest word of the command, when the tool did not say which one was wrong.
    const scored = f.argv.slice(1).map((w) => [w, typoDistance(w.replace(/=.*$/, ""), good)] as const);
    const best = scored.filter(([, d]) => d > 0 && d <= Math.max(1, good.length / 3)).sort((a, b) => a[1] - b[1])[0];
    bad = best?.[0].replace(/=.*$/, "");
  }
  if (!bad || bad === good) return undefined;
  if (f.argv.includes(bad)) return replaceToken(f.command, bad, good);
  // --sort=sz, or a wrong --opt=value written as one word.
  const glued = new RegExp(`(^|\\s)(--?[\\w-]+=)?${escape(bad)}(?==|\\s|$)`);
  if (glued.test(f.command)) return f.command.replace(glued, (_m, before: string, option: string | undefined) => `${before}${option ?? ""}${good}`);
  return undefined;
}

/** Tools whose first word after the name is a subcommand: an option goes after it. */
const SUBCOMMANDED = /^(?:git|npm|pnpm|yarn|bun|docker|podman|kubectl|helm|cargo|go|pip3?|uv|poetry|brew|apt|apt-get|systemctl|gh|terraform|dotnet|conda)$/;

function addFlag(f: Failure, flag: string): string | undefined {
  if (f.argv.includes(flag)) return undefined;
  const sub = SUBCOMMANDED.test(f.argv[0] ?? "") && f.argv[1] && !f.argv[1].startsWith("-") ? f.argv[1] : undefined;
  const head = new RegExp(`^(\\s*\\S+${sub ? `\\s+${escape(sub)}` : ""})(?=\\s|$)`);
  return head.test(f.command) ? f.command.replace(head, `$1 ${flag}`) : undefined;
}

/** The repository's remotes, read from its config file. */
function remotes(f: Failure, world: World): string[] {
  const names = new Set(world.branches(f.cwd).all.filter((b) => b.includes("/")).map((b) => b.split("/")[0]!));
  const config = world.readText(`${f.cwd}/.git/config`) ?? "";
  for (const m of config.matchAll(/^\[remote "([^"]+)"\]/gm)) names.add(m[1]!);
  return [...names];
}

/** `<remote>` and `<branch>` filled in, or undefined while any placeholder is left. */
function fill(command: string, f: Failure, world: World): string | undefined {
  const only = remotes(f, world);
  const values: Record<string, string | undefined> = {
    remote: only.length === 1 ? only[0] : only.includes("origin") ? "origin" : undefined,
    branch: world.branches(f.cwd).current,
  };
  values.branchname = values.branch;
  const filled = command.replace(/<([\w-]+)>/g, (m, name: string) => values[name.toLowerCase()] ?? m);
  return /<[\w-]+>|\.\.\./.test(filled) ? undefined : filled;
}

export const advice: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const who = f.argv[0] ?? "the tool";
  for (const a of readAdvice(f.output)) {
    if (a.kind === "word") {
      for (const good of a.good) {
        const command = swapWord(f, good, a.bad);
        if (command && command !== f.command) out.push({ commands: [command], source: "tool", why: `${who} suggests '${good}'` });
      }
    } else if (a.kind === "flag") {
      const command = addFlag(f, a.flag);
      if (command) out.push({ commands: [command], source: "tool", why: `${who} suggests ${a.flag}` });
    } else {
      const command = fill(a.command, f, world);
      const words = command ? splitWords(command) : [];
      if (!command || command === f.command || !words.length || (a.loose && words[0] !== f.argv[0])) continue;
      // The same tool and subcommand: a corrected line. Anything else is a step to take first, then the line again.
      const corrects = words[0] === f.argv[0] && (words[1] === f.argv[1] || words.length === 1 || f.argv.length === 1);
      out.push({ commands: corrects ? [command] : [command, f.command], source: "tool", why: `${who}'s own advice` });
    }
  }
  return out;
};

/** Whether `short` is `long` with letters left out, first letter kept: `sz` for size, `stat` for status. */
const abbreviates = (short: string, long: string) => short[0] === long[0] && short.length < long.length && new RegExp([...short].map(escape).join(".*")).test(long);

/** How far `bad` is from a listed word: a typo's distance, or half a point a letter left out of an abbreviation. */
const nearness = (bad: string, good: string) => (abbreviates(bad, good) ? 0.5 * (good.length - bad.length) : typoDistance(bad, good));

/**
 * The nearest of the valid words the tool listed, in place of the wrong one;
 * none when none is near. When the tool names a wrong subcommand but lists
 * nothing, its help is read instead (with the person's consent: see World.help).
 */
export const choices: Rule = (f, world) => {
  const named = wrongWord(f.output);
  let lists = listedChoices(f.output);
  const at = named ? f.argv.indexOf(named) : -1;
  if (!lists.length && at > 0 && !named!.startsWith("-")) {
    const help = world.help(f.argv.slice(0, at), f.cwd);
    lists = help ? listedChoices(help) : [];
  }
  if (!lists.length) return [];
  // The wrong word: the one the tool named, else each word of the command that is not in a list.
  const suspects = named ? [named] : f.argv.slice(1).map((w) => w.replace(/^--?[\w-]+=/, "")).filter((w) => !lists.some((l) => l.includes(w)));
  const out: Suggestion[] = [];
  for (const list of lists) {
    for (const bad of suspects) {
      const near = (c: string) => (bad.length >= 2 && abbreviates(bad, c)) || typoDistance(bad, c) <= Math.max(1, bad.length / 3 + 0.5);
      const ranked = list.filter((c) => c !== bad && near(c)).map((c) => [c, nearness(bad, c)] as const).sort((a, b) => a[1] - b[1]);
      for (const [good] of ranked.slice(0, 2)) {
        const command = swapWord(f, good, bad);
        if (command && command !== f.command) out.push({ commands: [command], source: "rule", why: `${f.argv[0]} accepts '${good}'` });
      }
    }
  }
  return out;
};
