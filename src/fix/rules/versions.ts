/**
 * How each tool is asked its version, kept as data: `--version` is a GNU habit that go (a subcommand), tmux and ssh
 * (`-V`), mawk (`-W version`) and java before 9 (`-version`) do not share. Applied only when the tool rejected the form
 * typed, and where it printed a usage that lists its letters or its commands, only a form that usage has.
 */
import type { Rule } from "../types.ts";
import { escapeRegExp, table } from "../words.ts";

/** The words after the program that print its version, by program. */
const VERSION: Record<string, string> = table({
  go: "version",
  tmux: "-V",
  ssh: "-V",
  sshd: "-V",
  awk: "-W version",
  mawk: "-W version",
  java: "-version",
  javac: "-version",
  kubectl: "version --client",
  helm: "version",
  openssl: "version",
  nginx: "-v",
  apache2: "-v",
  screen: "-v",
  ip: "-V",
  ss: "-V",
  zip: "-v",
  unzip: "-v",
  lsof: "-v",
  top: "-v",
  "docker-compose": "version",
  hugo: "version",
  flutter: "--version",
  dart: "--version",
});

/** The ways people ask: the GNU long option, the same with one dash, a lone -v or -V, or the word itself. */
const ASKED = /^(?:--?version|-[vV]|version)$/;

/** Whether the tool said the form typed is not one it takes. */
const REJECTED = /unknown|unrecogni[sz]ed|invalid|illegal|not defined|usage:|unexpected|no such|not a valid|not an option/i;

/** `go --version`, `tmux --version`: the program's own way to print its version. */
export const versionForm: Rule = (f) => {
  const [tool, asked, ...rest] = f.argv;
  const form = tool ? VERSION[tool] : undefined;
  if (!form || !asked || rest.length || !ASKED.test(asked) || asked === form || f.exitCode === 0 || !REJECTED.test(f.output)) return [];
  // A usage that lists its letters ([-2CDlNuvV]) or its commands must hold the form's own.
  const letters = /^\s*usage:\s*\S+\s+\[-([\w]+)\]/im.exec(f.output)?.[1];
  if (/^-\w$/.test(form) && letters && !letters.includes(form[1]!)) return [];
  const commands = /commands are:|available commands:|^commands:/im.test(f.output);
  if (!form.startsWith("-") && commands && !new RegExp(`^\\s+${escapeRegExp(form.split(" ")[0]!)}\\b`, "m").test(f.output)) return [];
  return [{ commands: [`${tool} ${form}`], source: "rule", why: `${tool} prints its version with ${form}` }];
};
