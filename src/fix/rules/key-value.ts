/**
 * A `name=value` in the wrong shape (issue 27: words in the wrong shape): an option's `name=value` typed as two words
 * (`terraform apply -var region eu-west-1`), a setting's name and value typed as one where the tool takes two
 * (`poetry config virtualenvs.in-project=true`), and a requirement's operator the tool names as wrong (`pip install
 * requests=2.31.0`: "Did you mean ==?"), and an optional value typed apart from its option (`ls --color never`). Each
 * only where the tool refused the very words the fix joins or splits.
 */
import { resolve } from "node:path";
import type { Rule } from "../types.ts";
import { valuesOf } from "../known.ts";
import { escapeRegExp, examined, joinAsTyped, replaceToken, table } from "../words.ts";

/** Options whose value is one word `name=value`, by tool. */
const KEY_VALUE: Record<string, string[]> = table({
  terraform: ["-var", "-backend-config"],
  tofu: ["-var", "-backend-config"],
  packer: ["-var"],
  helm: ["--set", "--set-string", "--set-file"],
  docker: ["-e", "--env", "--build-arg", "--label", "-l", "--add-host"],
  podman: ["-e", "--env", "--build-arg", "--label", "-l", "--add-host"],
  kubectl: ["--from-literal", "--env"],
  ansible: ["-e", "--extra-vars"],
  "ansible-playbook": ["-e", "--extra-vars"],
  "docker-compose": ["-e"],
});

/** The ways a tool says a word it was given had no place: it read the value as an operand. */
const STRAY = /too many (?:command[- ]line )?arguments|unexpected (?:argument|operand)|extra (?:argument|operand)|accepts at most|requires (?:exactly|at most)/i;

/**
 * `terraform apply -var region eu-west-1`: the value after the name was read as an operand (a plan file, an image, a
 * path) or was one word too many. The option's value is `name=value`, one word.
 */
export const keyValueJoined: Rule = (f, world) => {
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  const options = tool ? KEY_VALUE[tool] : undefined;
  if (!options) return [];
  const at = examined(f.argv).findIndex((w, i) => i > 0 && options.includes(w));
  const [name, value] = [f.argv[at + 1], f.argv[at + 2]];
  if (at < 0 || !name || !value || !/^[A-Za-z_][\w.-]*$/.test(name) || value.startsWith("-") || world.isFile(resolve(f.cwd, value))) return [];
  // The value named as what it was read as (a plan file, a path, an image), or the tool counting one word too many.
  const named = new RegExp(`["'‘\`]${escapeRegExp(value)}(?::latest)?["'’\`]|\\b${escapeRegExp(value)}: no such file`, "i").test(f.output);
  if (!named && !STRAY.test(f.output)) return [];
  const words = [...f.argv.slice(0, at + 1), `${name}=${value}`, ...f.argv.slice(at + 3)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${f.argv[at]} takes ${name}=${value} as one word` }];
};

/** Commands that take a setting's name and its value as two words. */
const SETS = /^(?:poetry config|git config|npm config set|pnpm config set|yarn config set|pip config set|conda config --set|gh config set|gcloud config set|rustup set)$/;

/**
 * `poetry config virtualenvs.in-project=true`: "There is no virtualenvs.in-project=true setting". The tool took the
 * whole word for the setting's name: name and value go apart.
 */
export const keyValueSplit: Rule = (f) => {
  for (const [i, word] of examined(f.argv).entries()) {
    const m = /^([A-Za-z_][\w.-]*[\w])=([^=\s]+)$/.exec(word);
    if (!m || i < 2) continue;
    const command = f.argv.slice(0, i).filter((w) => !/^--(?:global|local|system|user|file)$/.test(w)).join(" ");
    if (!SETS.test(command) && !SETS.test(f.argv.slice(0, 3).join(" "))) continue;
    // The whole word refused as a name: quoted, or said to be no setting, key, property or option.
    const refused = new RegExp(`(?:no|invalid|unknown|not a valid|does not contain a section:?)\\s+(?:setting|key|property|option|config(?:uration)?)?:?\\s*['"‘]?${escapeRegExp(word)}\\b|['"‘]${escapeRegExp(word)}['"’]|\\b${escapeRegExp(word)} (?:setting|key|property) (?:does not exist|is not|not found)`, "i");
    if (!refused.test(f.output)) continue;
    return [{ commands: [joinAsTyped(f.command, [...f.argv.slice(0, i), m[1]!, m[2]!, ...f.argv.slice(i + 1)])], source: "rule", why: `${command} takes the name and its value apart` }];
  }
  return [];
};

/**
 * `pip install requests=2.31.0`: "= is not a valid operator. Did you mean == ?". The operator the tool names, put for
 * the one it refused, inside the word that holds it.
 */
export const operatorNamed: Rule = (f) => {
  const m = /(\S+) is not a valid operator\.? Did you mean (\S+?) ?\?/.exec(f.output);
  if (!m || m[1] === m[2] || !/^[<>=!~]+$/.test(m[1]!) || !/^[<>=!~]+$/.test(m[2]!)) return [];
  const [bad, good] = [m[1]!, m[2]!];
  // The word the tool quoted as invalid, with the bad operator between a name and a version, and no other.
  const word = examined(f.argv).find((w) => new RegExp(`^[\\w.\\[\\],-]+${escapeRegExp(bad)}[\\w.*+!-]+$`).test(w) && f.output.includes(w));
  if (!word) return [];
  return [{ commands: [replaceToken(f.command, word, word.replace(bad, good))], source: "tool", why: `${f.argv[0]} takes ${good} there` }];
};


/**
 * `ls -l --color never`: an option whose value is optional takes it only after `=`; the next word was read as a file.
 * Only a value aye knows the option takes (src/fix/known.ts), that the tool named as what it could not find.
 */
export const optionalValueApart: Rule = (f, world) => {
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  for (const [i, option] of examined(f.argv).entries()) {
    const value = f.argv[i + 1];
    if (!tool || !value || !/^--[a-z][\w-]*$/.test(option) || !valuesOf(tool, option)?.includes(value) || world.isFile(resolve(f.cwd, value))) continue;
    // The value read as a file, or (grep's) as the pattern, which made the pattern after it a file.
    const missing = (word: string | undefined) => word !== undefined && new RegExp(`["'‘\`]${escapeRegExp(word)}["'’\`]|(?:^|\\s)${escapeRegExp(word)}: No such file`, "i").test(f.output);
    const next = f.argv.slice(i + 2).find((w) => !w.startsWith("-"));
    if (!missing(value) && !(missing(next) && !world.isFile(resolve(f.cwd, next!)))) continue;
    return [{ commands: [joinAsTyped(f.command, [...f.argv.slice(0, i), `${option}=${value}`, ...f.argv.slice(i + 2)])], source: "rule", why: `${option} takes its value after '='` }];
  }
  return [];
};

export const KEY_VALUE_RULES: Record<string, Rule> = { keyValueJoined, keyValueSplit, operatorNamed, optionalValueApart };
