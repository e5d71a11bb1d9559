/**
 * `aye init bash|zsh|fish`: shell code to eval. It records each failed command
 * line and its exit status (so `aye fix` knows a failure that did not go
 * through `aye run`), and binds Ctrl-X Ctrl-F to put `aye fix --print`'s correction on
 * the command line, to edit or accept. When nothing is found without the
 * output, the key puts `aye fix -- LINE` there instead, and says why on stderr.
 */
import type { Ctx } from "../context.ts";
import { usageError } from "../errors.ts";
import { SHELLS } from "../spec.ts";

/** Where records go; made with umask 077 so that no folder on the way is left open to others. */
const RECORD = '"${XDG_CACHE_HOME:-$HOME/.cache}/aye/shells"';

/**
 * A record is four fields, each ended by a NUL: this tag, the exit status, the
 * directory and the command line. A NUL is the one byte no path or command line
 * can hold, so a directory named with newlines cannot shift a field.
 */
export const TAG = "aye-record-1";

/** A record's fields, or undefined when it is not one (an older format, a torn write). */
export function parseRecord(text: string): { status: number; cwd: string; command: string } | undefined {
  const fields = text.split("\0");
  if (fields.length !== 5 || fields[0] !== TAG || fields[4] !== "") return undefined;
  const [, status, cwd, command] = fields as [string, string, string, string];
  return /^\d+$/.test(status) ? { status: Number(status), cwd, command } : undefined;
}

const SCRIPTS: Record<(typeof SHELLS)[number], string> = {
  bash: `# aye: eval "$(aye init bash)" in ~/.bashrc
sh -c 'umask 077 && mkdir -p "$1"' sh ${RECORD}
export AYE_LAST_COMMAND_FILE=${RECORD.slice(0, -1)}/$$"
__aye_record() {
  local status=$? line number
  # PS0 below marks that a line ran (an empty one runs nothing and leaves the last status as it was).
  [ -n "\${__aye_ran-}" ] || return $status
  __aye_ran=
  line=$(HISTTIMEFORMAT= builtin history 1 2>/dev/null)
  number=\${line#"\${line%%[![:space:]]*}"}
  number=\${number%%[!0-9]*}
  if [ -z "$number" ] || [ "$number" = "\${__aye_number-}" ]; then
    # History did not take this line (HISTCONTROL=ignorespace or ignoredups, HISTIGNORE, history off):
    # its last entry is an older line, not what ran. Record nothing, and forget an older failure.
    [ "$status" -ne 0 ] && rm -f "$AYE_LAST_COMMAND_FILE"
    return $status
  fi
  __aye_number=$number
  line=\${line#*[0-9]  }
  # Failures only, and not aye's own: the last failure stays known until the next one.
  case "$line" in ''|aye|"aye "*) ;; *) [ "$status" -ne 0 ] && printf '${TAG}\\0%s\\0%s\\0%s\\0' "$status" "$PWD" "$line" > "$AYE_LAST_COMMAND_FILE" ;; esac
  return $status
}
__aye_number=$(HISTTIMEFORMAT= builtin history 1 2>/dev/null)
__aye_number=\${__aye_number#"\${__aye_number%%[![:space:]]*}"}
__aye_number=\${__aye_number%%[!0-9]*}
case "\${PS0-}" in *__aye_ran*) ;; *) PS0='\${__aye_ps0[__aye_ran=1]-}'"\${PS0-}" ;; esac
case ";$PROMPT_COMMAND;" in *";__aye_record;"*) ;; *) PROMPT_COMMAND="__aye_record\${PROMPT_COMMAND:+;$PROMPT_COMMAND}" ;; esac
__aye_fix_line() {
  local fix
  fix=$(AYE_KEY=1 command aye fix --print) && READLINE_LINE=$fix && READLINE_POINT=\${#fix}
}
bind -x '"\\C-x\\C-f": __aye_fix_line'
`,
  zsh: `# aye: eval "$(aye init zsh)" in ~/.zshrc
sh -c 'umask 077 && mkdir -p "$1"' sh ${RECORD}
export AYE_LAST_COMMAND_FILE=${RECORD.slice(0, -1)}/$$"
__aye_preexec() { __aye_line=$1 }
__aye_precmd() {
  local exit_status=$?
  # Failures only, and not aye's own: the last failure stays known until the next one.
  [[ -n $__aye_line && $exit_status -ne 0 && $__aye_line != aye && $__aye_line != "aye "* ]] && printf '${TAG}\\0%s\\0%s\\0%s\\0' "$exit_status" "$PWD" "$__aye_line" >| $AYE_LAST_COMMAND_FILE
  __aye_line=
}
autoload -Uz add-zsh-hook
add-zsh-hook preexec __aye_preexec
add-zsh-hook precmd __aye_precmd
__aye_fix_widget() {
  local fix
  fix=$(AYE_KEY=1 command aye fix --print) && BUFFER=$fix && CURSOR=\${#BUFFER}
  zle reset-prompt
}
zle -N __aye_fix_widget
bindkey '^X^F' __aye_fix_widget
`,
  fish: `# aye: aye init fish | source   (in ~/.config/fish/config.fish)
set -q XDG_CACHE_HOME; and set -l __aye_cache $XDG_CACHE_HOME; or set -l __aye_cache $HOME/.cache
sh -c 'umask 077 && mkdir -p "$1"' sh $__aye_cache/aye/shells
set -gx AYE_LAST_COMMAND_FILE $__aye_cache/aye/shells/$fish_pid
function __aye_record --on-event fish_postexec
    set -l exit_status $status
    # Failures only, and not aye's own: the last failure stays known until the next one.
    test $exit_status -ne 0; or return
    string match -qr '^aye(\\s|$)' -- "$argv[1]"; and return
    printf '${TAG}\\0%s\\0%s\\0%s\\0' $exit_status $PWD "$argv[1]" > $AYE_LAST_COMMAND_FILE
end
function __aye_fix_line
    set -l fix (AYE_KEY=1 command aye fix --print)
    and commandline -r -- $fix
    commandline -f repaint
end
bind \\cx\\cf __aye_fix_line
`,
};

export function init(shell: string, ctx: Ctx): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`aye init knows no shell '${shell}'`, `Choose one of: ${SHELLS.join(", ")}.`);
  ctx.io.write(1, SCRIPTS[shell as keyof typeof SCRIPTS]);
  return 0;
}
