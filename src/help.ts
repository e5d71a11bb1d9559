/** Help text, made from the command list in spec.ts. */
import { COMMANDS, type CommandSpec, GLOBAL_OPTIONS, type OptionSpec } from "./spec.ts";

const pad = (rows: [string, string][]) => {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join("\n");
};

const optionRows = (options: OptionSpec[]): [string, string][] =>
  options.map((o) => [o.flags.startsWith("--") ? `    ${o.flags}` : o.flags, o.about]);

export function mainHelp(version: string): string {
  return `aye ${version}: when a command fails, hand its output to an LLM

Usage:
  aye <command> [options]

Commands:
${pad(COMMANDS.map((c) => [`${c.name} ${c.args}`.trim(), c.summary]))}

Options:
${pad(optionRows(GLOBAL_OPTIONS))}

Examples:
  aye run npm test                      run the tests; a failure is kept
  aye ask "fix the failing tests"       ask an LLM, the failure attached once
  aye fix                               a corrected command for the last failure
  git diff | aye llm claude "review"    pipe anything to an LLM

Run 'aye help <command>' for a command's options.
`;
}

export function commandHelp(command: CommandSpec): string {
  const usage = command.name === "run" ? "aye run [options] [--] <command...>" : `aye ${command.name}${command.options.length ? " [options]" : ""} ${command.args}`.trimEnd();
  const options = [...command.options, GLOBAL_OPTIONS[0]!];
  return `aye ${command.name}: ${command.summary}

Usage:
  ${usage}

Options:
${pad(optionRows(options))}

Examples:
${command.examples.map((e) => `  ${e}`).join("\n")}
`;
}
