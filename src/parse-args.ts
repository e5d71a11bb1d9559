/**
 * Parses a command's words against its declaration in spec.ts. (cac was tried
 * first: it reads a kebab-case flag such as --print-prompt as taking a value.)
 */
import { usageError } from "./errors.ts";
import { type CommandSpec, optionNames } from "./spec.ts";
import { closest } from "./suggest.ts";

export type Options = Record<string, string | boolean>;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function parseArgs(command: CommandSpec, words: string[]): { args: string[]; options: Options } {
  // A value ending in "..." may be given again and again: the values are kept, joined by NUL (never in an argument).
  const specs = command.options.map((o) => ({ ...optionNames(o), optional: /\[[^\]]+\]/.test(o.flags), repeat: /\.\.\.[>\]]/.test(o.flags) }));
  const put = (spec: { repeat: boolean }, key: string, value: string) => {
    options[key] = spec.repeat && typeof options[key] === "string" ? `${options[key]}\0${value}` : value;
  };
  const usage = (message: string, hint = `See 'aye ${command.name} --help'.`) => usageError(`${message} for aye ${command.name}`, hint);
  const args: string[] = [];
  const options: Options = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "--") {
      args.push(...words.slice(i + 1));
      break;
    }
    if (!word.startsWith("-") || word === "-") {
      args.push(word);
      continue;
    }
    const eq = word.indexOf("=");
    const flag = eq > 0 ? word.slice(0, eq) : word;
    const inline = eq > 0 ? word.slice(eq + 1) : undefined;
    const spec = specs.find((s) => flag === `--${s.long}` || (s.short && flag === `-${s.short}`));
    if (!spec) {
      const negated = specs.find((s) => s.long.startsWith("no-") && flag === `--${s.long.slice(3)}`);
      if (negated && inline === undefined) {
        options[camel(negated.long.slice(3))] = true;
        continue;
      }
      const known = specs.flatMap((s) => [`--${s.long}`, ...(s.short ? [`-${s.short}`] : [])]);
      const guess = closest(flag, known);
      throw usage(`unknown option '${flag}'`, guess ? `Did you mean '${guess}'? See 'aye ${command.name} --help'.` : undefined);
    }
    const key = camel(spec.long.startsWith("no-") ? spec.long.slice(3) : spec.long);
    const clash = (value: boolean) => typeof options[key] === "boolean" && options[key] !== value;
    if (spec.long.startsWith("no-")) {
      if (clash(false)) throw usage(`--${spec.long.slice(3)} and --${spec.long} contradict each other`);
      options[key] = false;
    } else if (!spec.value) {
      if (inline !== undefined) throw usage(`${flag} takes no value`);
      if (clash(true)) throw usage(`--${spec.long} and --no-${spec.long} contradict each other`);
      options[key] = true;
    } else if (inline !== undefined) {
      put(spec, key, inline);
    } else if (spec.optional) {
      // An optional value is taken only when it is plainly one (a number), never a word of the prompt.
      const next = words[i + 1];
      options[key] = next !== undefined && /^#?\d+$/.test(next) ? words[++i]! : true;
    } else {
      const next = words[i + 1];
      if (next === undefined) throw usage(`${flag} needs a value (${spec.value})`);
      put(spec, key, words[++i]!);
    }
  }
  const slots = command.args.split(" ").filter(Boolean);
  const required = slots.filter((s) => s.startsWith("<")).length;
  const variadic = slots.some((s) => s.includes("..."));
  if (args.length < required) throw usage(`missing ${slots.filter((s) => s.startsWith("<")).join(" ")}`);
  if (!variadic && args.length > slots.length) throw usage(`unexpected argument '${args[slots.length]}'`);
  return { args, options };
}
