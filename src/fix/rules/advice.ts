/**
 * The tool's own advice, whatever its wording (src/fix/advice.ts reads it),
 * turned into a command: a word put in place of the wrong one, an option added,
 * or the command it spells out, with its <placeholders> filled from what the
 * world shows (the current branch, the one remote) or else left unproposed.
 */
import { passedOn, readAdvice } from "../advice.ts";
import { known } from "../known.ts";
import { abbreviates, nearest } from "../nearest.ts";
import { refsOf } from "../refs.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { escapeRegExp, examined, joinAsTyped, replaceRun, replaceToken, splitWords, SUBCOMMANDED, withOption, withoutWord } from "../words.ts";
import { typoDistance } from "../../suggest.ts";
import { scriptMeant } from "./runtimes.ts";


/** The command with `good` in place of `bad`: a whole word, an option's `=value`, or the option itself. */
export function swapWord(f: Failure, good: string, bad: string | undefined): string | undefined {
  const words = splitWords(good);
  // cargo's '-- --port' for '--port': options put before the word, as the tool writes them.
  const typed = bad && good.startsWith("-") && good.endsWith(` ${bad}`) ? f.argv.find((w) => w === bad || w.startsWith(`${bad}=`)) : undefined;
  if (typed) return replaceRun(f.command, [typed], `${good.slice(0, -bad!.length)}${typed}`);
  if (words.length > 1) {
    // "env list" for `poetry env lsit`: the words from the first one on, in place of as many typed.
    const from = f.argv.indexOf(words[0]!, 1);
    if (words[0] !== f.argv[0] && from > 0) return joinAsTyped(f.command, [...f.argv.slice(0, from), ...words, ...f.argv.slice(from + words.length)]);
    // "uv pip install" for `uv install x`: the tool's words up to the wrong one, then the rest as typed.
    if (words[0] !== f.argv[0]) return undefined;
    const at = bad ? f.argv.indexOf(bad) : f.argv.findIndex((w, i) => w !== words[i]);
    // 'uv pip uninstall' for `uv python remove`: the tool's line leaves a level the person rightly typed (uv python).
    if (at <= 0 || (words.slice(0, at).join(" ") !== f.argv.slice(0, at).join(" ") && known(f.argv.slice(0, at).join(" ")))) return undefined;
    // Typed words the tool's line holds already are not typed twice (gcloud projects add-iam-policy-binding).
    let rest = at + 1;
    while (rest < f.argv.length && words.slice(at).includes(f.argv[rest]!)) rest++;
    return joinAsTyped(f.command, [...words, ...f.argv.slice(rest)]);
  }
  if (!bad) {
    // The nearest word of the command, when the tool did not say which one was wrong.
    const scored = examined(f.argv).slice(1).map((w) => [w, typoDistance(w.replace(/=.*$/, ""), good)] as const);
    const best = scored.filter(([, d]) => d > 0 && d <= Math.max(1, good.length / 3)).sort((a, b) => a[1] - b[1])[0];
    bad = best?.[0].replace(/=.*$/, "");
  }
  if (!bad || bad === good) return undefined;
  // tsc's "Did you mean 'version'?" for --verison: the option keeps its dashes.
  if (bad.startsWith("-") && !good.startsWith("-") && words.length === 1) good = `${/^-+/.exec(bad)![0]}${good}`;
  if (f.argv.includes(bad)) return replaceToken(f.command, bad, good);
  // --sort=sz, a wrong --opt=value written as one word, or a word inside a quoted argument ('.mode jsn').
  const glued = new RegExp(`(^|\\s|['"](?:[^'"\\s]+ )*)(--?[\\w-]+=)?${escapeRegExp(bad)}(?=[=\\s'"]|$)`);
  if (glued.test(f.command)) return f.command.replace(glued, (_m, before: string, option: string | undefined) => `${before}${option ?? ""}${good}`);
  // A name in code given on the line (python3 -c "prnit('ok')", os.getwd()): where it stands once, as a whole name.
  const name = new RegExp(`(?<![\\w.$-])${escapeRegExp(bad)}(?![\\w$-])|(?<=\\.)${escapeRegExp(bad)}(?![\\w$-])`, "g");
  const found = /^[A-Za-z_]\w*$/.test(bad) && /^[A-Za-z_]\w*$/.test(good) ? [...f.command.matchAll(name)] : [];
  return found.length === 1 ? f.command.slice(0, found[0]!.index) + good + f.command.slice(found[0]!.index + bad.length) : undefined;
}

/** The repository's remotes, read from its config file. */
function remotes(f: Failure, world: World): string[] {
  return refsOf(world, f.cwd).remotes;
}

/** `<remote>` and `<branch>` filled in, or undefined while any placeholder is left. */
function fill(command: string, f: Failure, world: World): string | undefined {
  const only = remotes(f, world);
  const values: Record<string, string | undefined> = {
    remote: only.length === 1 ? only[0] : only.includes("origin") ? "origin" : undefined,
    branch: world.branches(f.cwd).current,
  };
  values.branchname = values.branch;
  // git's "origin/<name>": the name the person typed (git switch feat).
  values.name = f.argv.slice(2).filter((w) => !w.startsWith("-")).at(-1);
  const filled = command.replace(/<([\w-]+)>/g, (m, name: string) => values[name.toLowerCase()] || m);
  // Placeholders left, or a usage's [OPTIONS] and COMMAND: no command to run.
  return /<[\w-]+>|\.\.\.|\bxyz\b|path\/to\/|\[[A-Z_-]+\]|(?:^|\s)(?:SUB)?COMMAND(?:\s|$)/.test(filled) ? undefined : filled;
}

/**
 * Whether a quoted or indented line is a command worth running as a fix: not the
 * tool's help or an explanation, not a settings change that outlives this
 * failure (git config, but for safe.directory), not a row of a table ("build    Build it").
 */
function runnable(words: string[]): boolean {
  if (words.some((w) => /^(?:--help|-h|--explain|help|--version)$/.test(w))) return false;
  // git's advice to change a setting (pull.rebase, push.default) outlives the failure; its safe.directory is the only way past a refusal.
  if (words[1] === "config" && words[0] === "git") return words.includes("safe.directory");
  return !words.slice(1, 3).some((w) => w === "-" || /^[A-Z][a-z]/.test(w));
}

/** git's two words for moving to a branch: advice in one corrects a line in the other. */
const SWITCH = new Set(["switch", "checkout"]);

export const advice: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const who = f.argv[0] ?? "the tool";
  const script = scriptMeant(f, world);
  for (const a of readAdvice(f.output)) {
    if (script && (a.kind === "word" || a.kind === "command")) continue;
    if (a.kind === "word") {
      // Several candidates of several words ("env use", "env list"): the nearest to what was typed first.
      const typed = (good: string) => {
        const words = splitWords(good);
        const from = f.argv.indexOf(words[0]!, 1);
        return words.length > 1 && from > 0 ? typoDistance(f.argv.slice(from, from + words.length).join(" "), good) : 0;
      };
      // Of single words, the nearest to the wrong one first (hg's "stat, status" for stauts).
      const near = (good: string) => (a.bad && !good.includes(" ") ? typoDistance(a.bad, good) : 0);
      // A long list ("Did you mean one of these?" and all of make:*) is the tool's menu, not its guess: near ones only.
      // Nearness is weighed on what differs: make:widget is far from make:model, whatever make: they share.
      const unshared = (good: string) => {
        let i = 0;
        while (i < good.length && good[i] === a.bad![i]) i++;
        return a.bad!.length - i;
      };
      // gcloud's menu of whole commands for one wrong word: of each, the word near the wrong one, in its place.
      // (poetry's "env list", "env use" for a wrong "env" keep the word: they are whole subcommands to match.)
      const goods = a.bad && a.good.length > 2 && a.good.every((good) => good.includes(" ") && !splitWords(good).includes(a.bad!)) ? [...new Set(a.good.flatMap((good) => nearest(a.bad!, splitWords(good).slice(1), 1)))] : a.good;
      const menu = goods.length > 3 && a.bad ? goods.filter((good) => near(good) <= Math.max(1.5, unshared(good) / 3)) : goods;
      // As near, a word with letters left out of it before one with letters added (yarn's "ls, list" for lst); when the
      // tool did not quote the wrong word, it is the one of the line that some word offered abbreviates.
      const cut = a.bad ? [a.bad] : f.argv.slice(1).filter((w) => a.good.some((good) => abbreviates(w, good)));
      const added = (good: string) => (cut.some((w) => abbreviates(w, good)) ? 0 : 1);
      for (const good of [...menu].sort((x, y) => typed(x) - typed(y) || near(x) - near(y) || added(x) - added(y))) {
        // gcc's -Wa, for -Wal: an option ending in a comma is a prefix for a list, never the one meant.
        if ((a.bad && passedOn(f.output, a.bad, good)) || good.endsWith(",")) continue;
        const command = swapWord(f, good, a.bad);
        if (command && command !== f.command) out.push({ commands: [command], source: "tool", why: `${who} suggests '${good}'` });
      }
    } else if (a.kind === "span") {
      // The stretch the tool marked, found where the echoed line stands in the command.
      const at = f.command.indexOf(a.line);
      if (at >= 0) out.push({ commands: [f.command.slice(0, at + a.from) + a.good + f.command.slice(at + a.to)], source: "tool", why: `${who} suggests ${a.good}` });
    } else if (a.kind === "flag") {
      const cluster = a.cluster ? f.argv.find((w, i) => i > 0 && /^-[a-zA-Z]+$/.test(w)) : undefined;
      const last = a.last && !f.argv.includes(a.flag) ? `${f.command.trimEnd()} ${a.flag}` : undefined;
      const joined = cluster && (a.cluster === "front" ? `-${a.flag.slice(1)}${cluster.slice(1)}` : cluster + a.flag.slice(1));
      const command = cluster ? replaceToken(f.command, cluster, joined!) : (last ?? withOption(f.command, f.argv, a.flag));
      if (command) out.push({ commands: [command], source: "tool", why: `${who} suggests ${a.flag}` });
    } else {
      const command = fill(a.command.replace(/\s+#.*$/, ""), f, world);
      const words = command ? splitWords(command) : [];
      if (!command || command === f.command || !words.length || (a.loose && words[0] !== f.argv[0]) || !runnable(words)) continue;
      // An unquoted line that names a program not installed is a row of a listing or prose, not a step to take.
      const program = words[0] === "sudo" ? words[1] : words[0];
      if (a.unquoted && program !== f.argv[0] && !world.onPath(program!)) continue;
      // The same tool, and the same subcommand or the same arguments (yarn add x for yarn install x): a corrected
      // line. Anything else is a step to take first, then the line again.
      const args = f.argv.slice(2);
      // A tool without subcommands (rm ./-notes.txt for rm -notes.txt) is corrected by any line of its own.
      const same = (a?: string, b?: string) => a === b || (SWITCH.has(a ?? "") && SWITCH.has(b ?? ""));
      // git bisect start is a step before git bisect good: a nested subcommand must match too.
      const nested = known(`${words[0]} ${words[1]}`) !== undefined && words[2] !== f.argv[2];
      const corrects = words[0] === f.argv[0] && (!(SUBCOMMANDED.test(words[0]!) || known(words[0]!)) || (same(words[1], f.argv[1]) && !nested) || words.length === 1 || (args.length > 0 && args.every((w) => words.includes(w))));
      // pnpm install --frozen-lockfile, told to use --no-frozen-lockfile: the line without the option typed does the same.
      const negated = f.argv.find((w) => /^--[a-z][\w-]*$/.test(w) && words.includes(`--no-${w.slice(2)}`));
      if (corrects && negated) {
        out.push({ commands: [withoutWord(f.command, negated)], source: "tool", why: `${who}'s own advice, without ${negated}` });
        continue;
      }
      out.push({ commands: corrects || a.instead ? [command] : [command, f.command], source: a.loose ? "rule" : "tool", why: `${who}'s own advice` });
    }
  }
  return out;
};
