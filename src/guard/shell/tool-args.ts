/**
 * Variables that are a tool's own arguments: terraform adds `TF_CLI_ARGS` to every command line, and
 * `TF_CLI_ARGS_plan` to `terraform plan`'s, after the subcommand. Given to the command they are set for, they are
 * judged as the words they add (`TF_CLI_ARGS_plan=-destroy terraform plan` is `terraform plan -destroy`).
 */
import { bareWord, type Word } from "./shell-words.ts";
import { programName } from "./wrappers.ts";

/** `TF_CLI_ARGS`, or `TF_CLI_ARGS_<subcommand>`. */
export const TOOL_ARGS = /^TF_CLI_ARGS(?:_(\w+))?$/;

/**
 * The command's words with `value` added as terraform adds it; the words unchanged where it adds nothing (a variable
 * for another subcommand); undefined where aye cannot say (another program, a dynamic word, quotes or expansions in
 * the value, which terraform splits as a shell would).
 */
export function withToolArgs(name: string, value: string, words: Word[]): Word[] | undefined {
  const match = TOOL_ARGS.exec(name);
  if (!match || programName(words[0]?.text ?? "") !== "terraform" || words[0]!.dynamic) return undefined;
  if (!/^[\w\s=.,:/@+-]*$/.test(value)) return undefined;
  const at = words.findIndex((w, i) => i > 0 && !w.text.startsWith("-"));
  if (at < 0 || words.slice(0, at + 1).some((w) => w.dynamic)) return undefined;
  if (match[1] !== undefined && match[1] !== words[at]!.text) return words;
  const added = value.split(/\s+/).filter(Boolean).map(bareWord);
  return [...words.slice(0, at + 1), ...added, ...words.slice(at + 1)];
}
