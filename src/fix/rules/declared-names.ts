/**
 * A name the tool could not find, put right by the names its own files declare
 * (issue 27, the surroundings): pytest's markers in its configuration, the
 * groups and hosts of ansible's inventory, the variables a Terraform module
 * declares. The word must be the one the tool refused, and exactly one declared
 * name one slip from it. Files are read through the World; nothing is run.
 */
import { resolve } from "node:path";
import { nearest } from "../nearest.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { replaceToken } from "../words.ts";

/** The one name one slip from `word` (two for a long word), if exactly one is; none when `word` is itself declared. */
function onlyNear(word: string, names: string[]): string | undefined {
  if (names.includes(word)) return undefined;
  // The start of several names (web: web1, webservers): one of them cut short, which one the line does not say.
  if (new Set(names.filter((n) => n.startsWith(word))).size > 1) return undefined;
  const near = nearest(word, [...new Set(names)], word.length >= 8 ? 2 : 1);
  return near.length === 1 ? near[0] : undefined;
}

/** The value after `option` (or one of its spellings), as `--opt value` or `--opt=value`, with the word that holds it. */
function valueOf(argv: string[], options: string[]): { value: string; word: string } | undefined {
  for (const [i, w] of argv.entries()) {
    if (options.includes(w) && argv[i + 1]) return { value: argv[i + 1]!, word: argv[i + 1]! };
    const eq = options.map((o) => `${o}=`).find((o) => o.startsWith("--") && w.startsWith(o));
    if (eq) return { value: w.slice(eq.length), word: w };
  }
  return undefined;
}

const swap = (f: Failure, word: string, bad: string, good: string, why: string): Suggestion[] => [
  { commands: [replaceToken(f.command, word, word.slice(0, word.length - bad.length) + good)], source: "rule", why },
];

/** pytest's markers: `markers =` in pytest.ini, tox.ini, setup.cfg, or pyproject.toml's `markers = [...]`. */
export function pytestMarkers(world: World, cwd: string): string[] {
  const out: string[] = [];
  for (const name of ["pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg"]) {
    const text = world.readText(resolve(cwd, name))?.slice(0, 100_000);
    if (!text) continue;
    // ini: "markers =\n    slow: long-running tests\n    db" (indented lines after the key).
    const ini = /^markers\s*=[ \t]*(.*)\n((?:[ \t]+.*\n?)*)/m.exec(text);
    if (ini) out.push(...`${ini[1]}\n${ini[2]}`.split("\n").map((l) => /^\s*([A-Za-z_]\w*)/.exec(l)?.[1]).filter((m): m is string => !!m));
    // toml: markers = ["slow: long-running tests", "db"]
    const toml = /^markers\s*=\s*\[([^\]]*)\]/m.exec(text);
    if (toml) out.push(...[...toml[1]!.matchAll(/["']([A-Za-z_]\w*)/g)].map((m) => m[1]!));
  }
  return out;
}

/** The groups and hosts of an ansible inventory in ini form ([group], then host lines) or YAML (names before a colon). */
export function inventoryNames(text: string): string[] {
  const t = text.slice(0, 100_000);
  if (/^\s*\[/m.test(t)) {
    const names: string[] = [];
    let vars = false;
    for (const line of t.split("\n")) {
      const section = /^\s*\[([\w.-]+)(:\w+)?\]/.exec(line);
      if (section) {
        vars = section[2] === ":vars";
        if (!vars) names.push(section[1]!);
        continue;
      }
      // A host line: its name first, then its variables (web1 ansible_connection=local); a [group:vars] line is no host.
      const host = /^([\w.-]+)(?:\s|$)/.exec(line)?.[1];
      if (host && !vars && !host.includes("=")) names.push(host);
    }
    return names;
  }
  return [...t.matchAll(/^\s*([\w.-]+):\s*$/gm)].map((m) => m[1]!).filter((n) => !/^(?:all|children|hosts|vars)$/.test(n));
}

/** The variables a Terraform module here declares: `variable "region" {`. */
export function terraformVariables(world: World, cwd: string): string[] {
  const files = world.list(cwd).filter((n) => n.endsWith(".tf")).slice(0, 50);
  return files.flatMap((n) => [...(world.readText(resolve(cwd, n)) ?? "").slice(0, 200_000).matchAll(/^\s*variable\s+"([\w-]+)"/gm)].map((m) => m[1]!));
}

export const declaredName: Rule = (f, world) => {
  const tool = f.argv[0]!;
  // pytest -m slwo: nothing selected, and no marker of that name declared.
  if ((tool === "pytest" || (/^python3?$/.test(tool) && f.argv[1] === "-m" && f.argv[2] === "pytest")) && /\b0 selected|no tests ran|deselected/.test(f.output)) {
    // python3 -m pytest -m slwo: the -m that names pytest is python's.
    const m = valueOf(tool === "pytest" ? f.argv : f.argv.slice(3), ["-m"]);
    if (m && /^\w+$/.test(m.value)) {
      const good = onlyNear(m.value, pytestMarkers(world, f.cwd));
      if (good) return swap(f, m.word, m.value, good, `the configuration declares the marker ${good}`);
    }
  }
  // ansible -i inventory --limit webservres: "Could not match supplied host pattern, ignoring: webservres".
  if (/^ansible(?:-playbook)?$/.test(tool)) {
    const bad = /Could not match supplied host pattern, ignoring: (\S+)/.exec(f.output)?.[1];
    const limit = valueOf(f.argv, ["--limit", "-l"]);
    const inventory = valueOf(f.argv, ["-i", "--inventory"]);
    if (bad && limit && limit.value === bad && /^[\w.-]+$/.test(bad) && inventory) {
      const good = onlyNear(bad, inventoryNames(world.readText(resolve(f.cwd, inventory.value)) ?? ""));
      if (good) return swap(f, limit.word, bad, good, `the inventory has ${good}`);
    }
  }
  // terraform plan -var regoin=eu-west-1: "A variable named "regoin" was assigned on the command line, but … does not declare".
  if (tool === "terraform") {
    const bad = /A variable named "([\w-]+)" was assigned on the command line/.exec(f.output)?.[1];
    const word = bad && f.argv.find((w) => w.startsWith(`${bad}=`) || w.startsWith(`-var=${bad}=`));
    if (bad && word) {
      const good = onlyNear(bad, terraformVariables(world, f.cwd));
      if (good) return [{ commands: [replaceToken(f.command, word, word.replace(`${bad}=`, `${good}=`))], source: "rule", why: `the module declares the variable ${good}` }];
    }
  }
  return [];
};
