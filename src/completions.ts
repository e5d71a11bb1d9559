/** Shell completions for bash, zsh and fish, made from the command list in spec.ts. */
import { COMMANDS, type CommandSpec, GLOBAL_OPTIONS, type OptionSpec, optionNames, VERSION_OPTIONS } from "./spec.ts";

const names = COMMANDS.map((c) => c.name);
const words = (options: OptionSpec[]) =>
  options.flatMap((o) => {
    const n = optionNames(o);
    return [...(n.short ? [`-${n.short}`] : []), `--${n.long}`];
  });
const withHelp = (c: CommandSpec) => [...c.options, GLOBAL_OPTIONS[0]!];
const valueFlags = (c: CommandSpec) =>
  c.options.filter((o) => optionNames(o).value).flatMap((o) => {
    const n = optionNames(o);
    return [...(n.short ? [`-${n.short}`] : []), `--${n.long}`];
  });
/** The flags whose value is of a kind completed by asking aye (models, roles, templates). */
const flagsOf = (c: CommandSpec, kind: "models" | "roles" | "templates") =>
  c.options.filter((o) => o.values === kind).flatMap((o) => {
    const n = optionNames(o);
    return [...(n.short ? [`-${n.short}`] : []), `--${n.long}`];
  });
/** The flags whose value is a model, completed from 'aye llm --models PROVIDER'. */
const modelFlags = (c: CommandSpec) =>
  c.options.filter((o) => o.values === "models").flatMap((o) => {
    const n = optionNames(o);
    return [...(n.short ? [`-${n.short}`] : []), `--${n.long}`];
  });
const positional = (c: CommandSpec): string[] =>
  c.complete === "subcommands" ? names : Array.isArray(c.complete) ? [...c.complete] : [];

function bash(): string {
  const cases = COMMANDS.filter((c) => c.name !== "run").map((c) => {
    const values = valueFlags(c);
    const models = modelFlags(c);
    const library = (["roles", "templates"] as const)
      .map((kind) => [kind, flagsOf(c, kind)] as const)
      .filter(([, flags]) => flags.length)
      .map(([kind, flags]) => `${flags.join("|")}) COMPREPLY=( $(compgen -W "$("\${COMP_WORDS[0]}" ${kind} 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; `)
      .join("");
    const modelCase = `${models.length ? `${models.join("|")}) COMPREPLY=( $(compgen -W "$(_aye_models)" -- "$cur") ); return ;; ` : ""}${library}`;
    const prevCase = values.length ? `      case "$prev" in ${modelCase}${values.join("|")}) return ;; esac\n` : "";
    return `    ${c.name})\n${prevCase}      COMPREPLY=( $(compgen -W "${[...words(withHelp(c)), ...positional(c)].join(" ")}" -- "$cur") ) ;;`;
  });
  const run = COMMANDS.find((c) => c.name === "run")!;
  return `# bash completion for aye (made by 'aye completions bash')
# The models of the provider named by -p (or by aye llm's first word), as 'aye llm --models' lists them.
_aye_models() {
  local i p=""
  for (( i = 2; i < COMP_CWORD; i++ )); do
    case "\${COMP_WORDS[i]}" in
      -p|--provider) p="\${COMP_WORDS[i+1]}" ;;
      --provider=*) p="\${COMP_WORDS[i]#--provider=}" ;;
    esac
  done
  if [[ -z $p && \${COMP_WORDS[1]} == llm && \${COMP_WORDS[2]} != -* ]]; then p="\${COMP_WORDS[2]}"; fi
  [[ -n $p ]] && "\${COMP_WORDS[0]}" llm --models "$p" 2>/dev/null
}
_aye() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" i
  if (( COMP_CWORD == 1 )); then
    COMPREPLY=( $(compgen -W "${names.join(" ")} ${words(GLOBAL_OPTIONS).join(" ")}" -- "$cur") )
    return
  fi
  case "\${COMP_WORDS[1]}" in
    -v|--version) COMPREPLY=( $(compgen -W "${words(VERSION_OPTIONS).join(" ")}" -- "$cur") ) ;;
    run)
      # aye's options end at the first other word: from there on, complete the wrapped command.
      for (( i = 2; i < COMP_CWORD; i++ )); do
        case "\${COMP_WORDS[i]}" in
          ${valueFlags(run).join("|")}) (( i++ )) ;;
          --) (( i++ )); break ;;
          -*) ;;
          *) break ;;
        esac
      done
      if (( i < COMP_CWORD )); then
        if declare -F _command_offset >/dev/null; then _command_offset "$i"; else COMPREPLY=( $(compgen -f -- "$cur") ); fi
      elif [[ $prev == @(${valueFlags(run).join("|")}) ]]; then
        return
      elif [[ $cur == -* ]]; then
        COMPREPLY=( $(compgen -W "${words(withHelp(run)).join(" ")}" -- "$cur") )
      else
        COMPREPLY=( $(compgen -c -- "$cur") )
      fi ;;
${cases.join("\n")}
  esac
}
complete -F _aye aye
`;
}

const zq = (s: string) => s.replace(/\\/g, "\\\\").replace(/([[\]:])/g, "\\$1").replace(/'/g, `'\\''`);

function zshSpec(o: OptionSpec): string {
  const n = optionNames(o);
  const action =
    o.values === "models" ? "_aye_models"
    : o.values === "roles" || o.values === "templates" ? `(\${\${(f)"$(aye ${o.values} 2>/dev/null)"}%% *})`
    : o.values === "file" ? "_files"
    : o.values ? `(${o.values.join(" ")})`
    : "";
  const value = n.value ? `:${n.value}:${action}` : "";
  if (n.short) return `'(-${n.short} --${n.long})'{-${n.short},--${n.long}}'[${zq(o.about)}]${value}'`;
  return `'--${n.long}[${zq(o.about)}]${value}'`;
}

function zsh(): string {
  const cases = COMMANDS.map((c) => {
    const specs = withHelp(c).map(zshSpec);
    if (c.name === "run") specs.push(`'*::command:_normal'`);
    else if (positional(c).length) specs.push(`'1:${c.args.replace(/[<>[\]]/g, "")}:(${positional(c).join(" ")})'`);
    else if (c.args) specs.push(`'1:${c.args.replace(/[<>[\]]/g, "")}: '`);
    return `    ${c.name}) _arguments -S${c.name === "run" ? " -A '-*'" : ""} \\\n        ${specs.join(" \\\n        ")} ;;`;
  });
  return `#compdef aye
# zsh completion for aye (made by 'aye completions zsh')
# The models of the provider named by -p (or by aye llm's first word), as 'aye llm --models' lists them.
_aye_models() {
  local p=\${opt_args[-p]:-\${opt_args[--provider]}}
  [[ -z $p && $cmd == llm ]] && p=\${line[1]}
  [[ -n $p ]] || return 1
  local -a models
  models=(\${(f)"$(aye llm --models "$p" 2>/dev/null)"})
  compadd -a models
}
_aye() {
  local -a subcommands
  subcommands=(
${COMMANDS.map((c) => `    '${c.name}:${zq(c.summary)}'`).join("\n")}
  )
  if (( CURRENT == 2 )); then
    if [[ $PREFIX == -* ]]; then
      compadd -- ${words(GLOBAL_OPTIONS).join(" ")}
    else
      _describe -t commands 'aye command' subcommands
    fi
    return
  fi
  local cmd=$words[2]
  shift words
  (( CURRENT-- ))
  case $cmd in
    -v|--version) _arguments \\
        ${VERSION_OPTIONS.map(zshSpec).join(" \\\n        ")} ;;
${cases.join("\n")}
  esac
}
if [[ $zsh_eval_context[-1] == loadautoload ]]; then
  _aye "$@"
else
  compdef _aye aye
fi
`;
}

const fq = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function fish(): string {
  const lines = [
    "# fish completion for aye (made by 'aye completions fish')",
    "complete -c aye -f",
    "# The models of the provider named by -p (or by aye llm's first word), as 'aye llm --models' lists them.",
    "function __aye_models",
    "    set -l tokens (commandline -opc)",
    "    set -l p",
    "    for i in (seq (count $tokens))",
    "        switch $tokens[$i]",
    "            case -p --provider",
    "                set p $tokens[(math $i + 1)]",
    "        end",
    "    end",
    "    if test -z \"$p\"; and test \"$tokens[2]\" = llm; and set -q tokens[3]; and not string match -q -- '-*' $tokens[3]",
    "        set p $tokens[3]",
    "    end",
    "    test -n \"$p\"; and aye llm --models $p 2>/dev/null",
    "end",
    ...GLOBAL_OPTIONS.map((o) => {
      const n = optionNames(o);
      return `complete -c aye -n __fish_use_subcommand -s ${n.short} -l ${n.long} -d ${fq(o.about)}`;
    }),
    ...COMMANDS.map((c) => `complete -c aye -n __fish_use_subcommand -a ${c.name} -d ${fq(c.summary)}`),
    ...VERSION_OPTIONS.map((o) => `complete -c aye -n '__fish_seen_argument -s v -l version' -l ${optionNames(o).long} -d ${fq(o.about)}`),
  ];
  for (const c of COMMANDS) {
    const when = c.name === "run" ? `'__fish_seen_subcommand_from run; and not __aye_run_has_command'` : `'__fish_seen_subcommand_from ${c.name}'`;
    for (const o of withHelp(c)) {
      const n = optionNames(o);
      const args = o.values === "models" ? " -a '(__aye_models)'" : o.values === "roles" || o.values === "templates" ? ` -a '(aye ${o.values} 2>/dev/null | string replace -r " .*" "")'` : "";
      // -x: a value aye lists (models, roles, templates) and no file name.
      lines.push(`complete -c aye -n ${when} ${n.short ? `-s ${n.short} ` : ""}-l ${n.long}${n.value ? (args ? " -x" : " -r") : ""}${args} -d ${fq(o.about)}`);
    }
    if (positional(c).length) lines.push(`complete -c aye -n ${when} -a ${fq(positional(c).join(" "))}`);
  }
  const run = COMMANDS.find((c) => c.name === "run")!;
  lines.push(
    "",
    "# After aye run's own options, complete the wrapped command as fish would on its own.",
    "function __aye_run_words --description 'the wrapped command words typed so far'",
    "    set -l tokens (commandline -opc)",
    "    set -e tokens[1..2]",
    "    while set -q tokens[1]",
    "        switch $tokens[1]",
    `            case ${valueFlags(run).join(" ")}`,
    "                set -e tokens[1..2]",
    "            case --",
    "                set -e tokens[1]",
    "                break",
    "            case '-*'",
    "                set -e tokens[1]",
    "            case '*'",
    "                break",
    "        end",
    "    end",
    "    set -q tokens[1]; and printf '%s\\n' $tokens",
    "end",
    "function __aye_run_has_command",
    "    test (count (__aye_run_words)) -gt 0",
    "end",
    "function __aye_run_complete",
    "    complete -C (string join ' ' -- (__aye_run_words | string escape) (commandline -ct))",
    "end",
    `complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command; and not string match -q -- "-*" (commandline -ct)' -a '(__fish_complete_command)'`,
    "complete -c aye -n '__fish_seen_subcommand_from run; and __aye_run_has_command' -a '(__aye_run_complete)'",
    "",
  );
  return lines.join("\n");
}

export const SCRIPTS = { bash, zsh, fish } as const;
