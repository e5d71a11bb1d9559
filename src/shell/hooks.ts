/**
 * The hook `aye shell` puts into the person's shell without editing any of
 * their files: their own startup files run first, then the hook adds aye's
 * OSC 133 marks to what is already there (appended, never replacing
 * PROMPT_COMMAND, precmd, PS0 or fish_prompt), so a prompt set by a startup
 * file or a theme keeps working and keeps the marks (test/e2e/shell-themes.test.ts
 * runs it under real ones).
 *
 * Each mark carries the session's nonce. At the end of a command the hook
 * writes its directory and command line to `line` in aye's private folder
 * (NUL-separated), then the D mark; at a prompt it takes a line aye left in
 * `history` (a correction `aye fix` ran) into the shell's history.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export type ShellKind = "bash" | "zsh" | "fish";

export interface Launch {
  /** argv[0] is the shell's path. */
  argv: string[];
  env: Record<string, string | undefined>;
}

const BASH = `# aye shell: the person's own bashrc, then aye's marks.
if [ -n "\${AYE_SHELL_BASHRC-}" ]; then . "$AYE_SHELL_BASHRC"; elif [ -f ~/.bashrc ]; then . ~/.bashrc; fi
# A DEBUG trap the startup files set (liquidprompt's timer, a preexec of one's own) is set again at the end,
# so that it sees none of aye's steps: to it, the first command after a prompt is still the person's.
__aye_sh_trap=$(builtin trap -p DEBUG); builtin trap - DEBUG
__aye_sh_n=$AYE_SHELL_NONCE __aye_sh_d=$AYE_SHELL_DIR
unset AYE_SHELL_NONCE AYE_SHELL_BASHRC
__aye_sh_pre() {
  local s=$?
  if [ -n "\${__aye_sh_ran-}" ]; then
    __aye_sh_ran=
    { builtin printf '%s\\0' "$PWD"; HISTTIMEFORMAT= builtin history 1; } > "$__aye_sh_d/line" 2>/dev/null
    builtin printf '\\e]133;D;%s;aye=%s\\a' "$s" "$__aye_sh_n"
  elif [ -z "\${__aye_sh_primed-}" ]; then
    # The first prompt: the history's last number as bash loaded it, so a first line history skips is told apart.
    __aye_sh_primed=1
    { builtin printf '%s\\0' "$PWD"; HISTTIMEFORMAT= builtin history 1; } > "$__aye_sh_d/line" 2>/dev/null
  fi
  if [ -s "$__aye_sh_d/history" ]; then
    # In place of the \`aye fix\` line that ran it, when history kept that line.
    case "$(HISTTIMEFORMAT= builtin history 1)" in *[0-9]"  aye fix"*|*[0-9]"  aye fix "*) builtin history -d -1 ;; esac
    builtin history -s "$(< "$__aye_sh_d/history")"
    : > "$__aye_sh_d/history"
  fi
  builtin printf '\\e]133;A;aye=%s\\a' "$__aye_sh_n"
  return $s
}
__aye_sh_post() {
  local s=$?
  # Last in PROMPT_COMMAND: a theme that rebuilt PS1 or PS0 in its own hook gets the marks back.
  case "$PS1" in *"133;B;aye="*) ;; *) PS1="$PS1"'\\[\\e]133;B;aye='"$__aye_sh_n"'\\a\\]' ;; esac
  case "\${PS0-}" in *"133;C;aye="*) ;; *) PS0='\${__aye_sh_ps0[__aye_sh_ran=1]-}'"\${PS0-}"'\\e]133;C;aye='"$__aye_sh_n"'\\a' ;; esac
  # bash-preexec runs its preexec hooks after PS0: the last of them marks the output's start again (the last C counts).
  if [ -n "\${__bp_imported-}" ]; then
    local f keep=()
    for f in "\${preexec_functions[@]}"; do [ "$f" = __aye_sh_preexec ] || keep+=("$f"); done
    preexec_functions=("\${keep[@]}" __aye_sh_preexec)
  fi
  return $s
}
__aye_sh_preexec() { builtin printf '\\e]133;C;aye=%s\\a' "$__aye_sh_n"; }
# Lines apart, not \`;\`: a PROMPT_COMMAND may end in a newline (powerline's does), a \`;\` or a comment.
if [[ "$(declare -p PROMPT_COMMAND 2>/dev/null)" == "declare -a"* ]]; then
  PROMPT_COMMAND=(__aye_sh_pre "\${PROMPT_COMMAND[@]}" __aye_sh_post)
else
  __aye_sh_nl=$'\\n'
  PROMPT_COMMAND="__aye_sh_pre$__aye_sh_nl\${PROMPT_COMMAND:+$PROMPT_COMMAND$__aye_sh_nl}__aye_sh_post"
fi
unset __aye_sh_nl
if [ -n "$__aye_sh_trap" ]; then
  __aye_sh_arg() { __aye_sh_trap=$2; }
  eval "__aye_sh_arg \${__aye_sh_trap#trap }"
  # (FUNCNAME: with functrace on, the trap also fires inside aye's functions)
  builtin trap -- "[[ \\$BASH_COMMAND == *__aye_sh_* || \\\${FUNCNAME[0]-} == __aye_sh_* ]] || { $__aye_sh_trap
}" DEBUG
  unset -f __aye_sh_arg
fi
unset __aye_sh_trap
__aye_sh_post
`;

const ZSH_ENV = `# aye shell: give zsh back the person's ZDOTDIR and run their .zshenv. An interactive zsh then
# reads aye's .zprofile and .zshrc, which run the person's own with their ZDOTDIR, and aye's hook after their .zshrc.
if [[ -n \${AYE_SHELL_ZDOTDIR+x} ]]; then ZDOTDIR=$AYE_SHELL_ZDOTDIR; else unset ZDOTDIR; fi
unset AYE_SHELL_ZDOTDIR
[[ -f \${ZDOTDIR:-$HOME}/.zshenv ]] && builtin source \${ZDOTDIR:-$HOME}/.zshenv
if [[ -o interactive && -o rcs ]]; then
  typeset -g __aye_sh_zd=\${ZDOTDIR-} __aye_sh_zs=\${ZDOTDIR+1}
  ZDOTDIR=$AYE_SHELL_DIR
elif [[ -o interactive ]]; then
  builtin source "$AYE_SHELL_DIR/hook.zsh"
fi
`;

/** Gives zsh back the ZDOTDIR the person's files left (aye's .zprofile and .zshrc start with it). */
const ZSH_BACK = `if [[ -n $__aye_sh_zs ]]; then ZDOTDIR=$__aye_sh_zd; else unset ZDOTDIR; fi
unset __aye_sh_zd __aye_sh_zs
`;

const ZSH_PROFILE = `# aye shell (a login zsh): the person's .zprofile, then zsh reads aye's .zshrc.
${ZSH_BACK}[[ -f \${ZDOTDIR:-$HOME}/.zprofile ]] && builtin source \${ZDOTDIR:-$HOME}/.zprofile
typeset -g __aye_sh_zd=\${ZDOTDIR-} __aye_sh_zs=\${ZDOTDIR+1}
ZDOTDIR=$AYE_SHELL_DIR
`;

const ZSH_RC = `# aye shell: the person's .zshrc, then aye's hook (zsh reads their .zlogin from their ZDOTDIR).
${ZSH_BACK}[[ -f \${ZDOTDIR:-$HOME}/.zshrc ]] && builtin source \${ZDOTDIR:-$HOME}/.zshrc
builtin source "$AYE_SHELL_DIR/hook.zsh"
`;

const ZSH_HOOK = `typeset -g __aye_sh_n=$AYE_SHELL_NONCE __aye_sh_d=$AYE_SHELL_DIR __aye_sh_line= __aye_sh_ran=
unset AYE_SHELL_NONCE
__aye_sh_preexec() {
  __aye_sh_line=$1 __aye_sh_ran=1
  builtin printf '\\e]133;C;aye=%s\\a' "$__aye_sh_n"
}
__aye_sh_precmd() {
  local s=$?
  if [[ -n $__aye_sh_ran ]]; then
    __aye_sh_ran=
    builtin printf '%s\\0%s' "$PWD" "$__aye_sh_line" >| "$__aye_sh_d/line" 2>/dev/null
    builtin printf '\\e]133;D;%s;aye=%s\\a' "$s" "$__aye_sh_n"
  fi
  if [[ -s $__aye_sh_d/history ]]; then
    builtin print -s -r -- "$(< $__aye_sh_d/history)"
    : >| "$__aye_sh_d/history"
  fi
  builtin printf '\\e]133;A;aye=%s\\a' "$__aye_sh_n"
  # Last of the precmd hooks, so that a theme that sets its prompt in its own hook keeps the B mark; last of
  # the preexec hooks, so that what a theme's preexec prints is not the command's output.
  precmd_functions=(\${precmd_functions:#__aye_sh_prompt_end} __aye_sh_prompt_end)
  preexec_functions=(\${preexec_functions:#__aye_sh_preexec} __aye_sh_preexec)
  return $s
}
__aye_sh_prompt_end() {
  [[ $PS1 == *"133;B;aye="* ]] || PS1="$PS1%{"$'\\e]133;B;aye='"$__aye_sh_n"$'\\a'"%}"
}
# An \`aye fix\` line is not saved (zsh keeps it for the up arrow until the next line runs): a correction it
# ran takes its place in the history at the next prompt.
__aye_sh_addhistory() {
  [[ \${1%%$'\n'} == "aye fix" || \${1%%$'\n'} == "aye fix "* ]] && return 1
  return 0
}
zshaddhistory_functions+=(__aye_sh_addhistory)
# precmd first, so the status it reads is the command's (other hooks still see it: it is returned); sourced
# after the person's .zshrc, so the prompt's end is marked from the first prompt on.
precmd_functions=(__aye_sh_precmd \${precmd_functions:#__aye_sh_*} __aye_sh_prompt_end)
preexec_functions=(\${preexec_functions:#__aye_sh_preexec} __aye_sh_preexec)
`;

const FISH = `# aye shell: after the person's config.fish (fish -C), aye's marks.
set -g __aye_sh_n $AYE_SHELL_NONCE
set -g __aye_sh_d $AYE_SHELL_DIR
set -e AYE_SHELL_NONCE
function __aye_sh_preexec --on-event fish_preexec
    set -g __aye_sh_line $argv[1]
    printf '\\e]133;C;aye=%s\\a' $__aye_sh_n
end
function __aye_sh_postexec --on-event fish_postexec
    set -l s $status
    # A line sent to the background leaves $status as the line before left it: it did not fail.
    string match -qr '(^|[^&])&\\s*$' -- "$argv[1]"; and set s 0
    printf '%s\\0%s' $PWD $argv[1] > $__aye_sh_d/line 2>/dev/null
    printf '\\e]133;D;%s;aye=%s\\a' $s $__aye_sh_n
end
function __aye_sh_prompt --on-event fish_prompt
    if test -s $__aye_sh_d/history
        # fish 3 has no history append: the line goes into its history file, then merge reads it in.
        set -l data ~/.local/share
        set -q XDG_DATA_HOME; and set data $XDG_DATA_HOME
        set -l name fish
        set -q fish_history; and set name $fish_history
        set -l line (string replace -a '\\\\' '\\\\\\\\' < $__aye_sh_d/history | string join '\\\\n')
        string match -qr '^aye fix( |$)' -- "$__aye_sh_line"; and builtin history delete --exact --case-sensitive -- "$__aye_sh_line"
        builtin history save
        printf '%s\\n' "- cmd: $line" "  when: "(date +%s) >> $data/fish/$name"_history"
        builtin history merge
        true > $__aye_sh_d/history
    end
    printf '\\e]133;A;aye=%s\\a' $__aye_sh_n
    __aye_sh_wrap
end
# The B mark where typing starts: after what the person's fish_prompt draws. It is wrapped again at a prompt
# when something (fish_config prompt choose, a theme) defined a new one; $status and $pipestatus reach it as ever.
function __aye_sh_wrap
    functions -q fish_prompt; or return
    functions fish_prompt | string match -q '*__aye_sh_person_prompt*'; and return
    functions -e __aye_sh_person_prompt
    functions -c fish_prompt __aye_sh_person_prompt
    function fish_prompt
        __aye_sh_person_prompt $argv
        printf '\\e]133;B;aye=%s\\a' $__aye_sh_n
    end
end
`;

/**
 * Writes the hook files into `dir` (aye's private folder for this session) and
 * says how to start `shell` with them.
 */
export function launch(kind: ShellKind, shell: string, dir: string, nonce: string, env: Record<string, string | undefined>, login: boolean): Launch {
  const base = { ...env, AYE_SHELL_NONCE: nonce, AYE_SHELL_DIR: dir };
  if (kind === "bash") {
    const rc = join(dir, "bashrc");
    writeFileSync(rc, BASH, { mode: 0o600 });
    return { argv: [shell, "--rcfile", rc, "-i"], env: base };
  }
  if (kind === "zsh") {
    writeFileSync(join(dir, ".zshenv"), ZSH_ENV, { mode: 0o600 });
    writeFileSync(join(dir, ".zprofile"), ZSH_PROFILE, { mode: 0o600 });
    writeFileSync(join(dir, ".zshrc"), ZSH_RC, { mode: 0o600 });
    writeFileSync(join(dir, "hook.zsh"), ZSH_HOOK, { mode: 0o600 });
    const zenv: Record<string, string | undefined> = { ...base, ZDOTDIR: dir };
    if (env.ZDOTDIR !== undefined) zenv.AYE_SHELL_ZDOTDIR = env.ZDOTDIR;
    return { argv: login ? [shell, "-l", "-i"] : [shell, "-i"], env: zenv };
  }
  const hook = join(dir, "hook.fish");
  writeFileSync(hook, FISH, { mode: 0o600 });
  return { argv: [shell, ...(login ? ["-l"] : []), "-i", "-C", `source '${hook}'`], env: base };
}

/** Which hook fits the shell at `path` (by its name: bash, zsh, fish, -bash...). */
export function shellKind(path: string): ShellKind | undefined {
  const name = path.split("/").pop()!.replace(/^-/, "");
  return (["bash", "zsh", "fish"] as const).find((k) => name === k || name.startsWith(`${k}-`) || name.startsWith(`${k}5`));
}
