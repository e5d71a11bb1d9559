# bash completion for aye (made by 'aye completions bash')
_aye() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" i
  if (( COMP_CWORD == 1 )); then
    COMPREPLY=( $(compgen -W "run ask chat llm fix exec mcp show log clear config shell init completions help -h --help -v --version" -- "$cur") )
    return
  fi
  case "${COMP_WORDS[1]}" in
    run)
      # aye's options end at the first other word: from there on, complete the wrapped command.
      for (( i = 2; i < COMP_CWORD; i++ )); do
        case "${COMP_WORDS[i]}" in
          --timeout) (( i++ )) ;;
          --) (( i++ )); break ;;
          -*) ;;
          *) break ;;
        esac
      done
      if (( i < COMP_CWORD )); then
        if declare -F _command_offset >/dev/null; then _command_offset "$i"; else COMPREPLY=( $(compgen -f -- "$cur") ); fi
      elif [[ $prev == @(--timeout) ]]; then
        return
      elif [[ $cur == -* ]]; then
        COMPREPLY=( $(compgen -W "--timeout --always --no-capture -h --help" -- "$cur") )
      else
        COMPREPLY=( $(compgen -c -- "$cur") )
      fi ;;
    ask)
      case "$prev" in -p|--provider|-m|--model|-s|--system|--attach) return ;; esac
      COMPREPLY=( $(compgen -W "-p --provider -m --model -s --system --no-attach --attach --print-prompt -c --continue -h --help" -- "$cur") ) ;;
    chat)
      case "$prev" in -p|--provider|-m|--model|-s|--system) return ;; esac
      COMPREPLY=( $(compgen -W "-p --provider -m --model -s --system -c --continue --yolo -h --help" -- "$cur") ) ;;
    llm)
      case "$prev" in -m|--model|-s|--system) return ;; esac
      COMPREPLY=( $(compgen -W "--list -m --model -s --system --attach --json -h --help claude gemini qwen ollama openai openrouter" -- "$cur") ) ;;
    fix)
      case "$prev" in --command|--exit|-p|--provider|-m|--model) return ;; esac
      COMPREPLY=( $(compgen -W "--print -y --yes --llm --no-llm --no-cache --command --exit -p --provider -m --model -h --help" -- "$cur") ) ;;
    exec)
      case "$prev" in --timeout|--check|--kill) return ;; esac
      COMPREPLY=( $(compgen -W "--timeout --check --kill --list --json -h --help" -- "$cur") ) ;;
    mcp)
      COMPREPLY=( $(compgen -W "-h --help" -- "$cur") ) ;;
    show)
      COMPREPLY=( $(compgen -W "--log --json -h --help" -- "$cur") ) ;;
    log)
      case "$prev" in -n|--limit) return ;; esac
      COMPREPLY=( $(compgen -W "-n --limit --json -h --help" -- "$cur") ) ;;
    clear)
      COMPREPLY=( $(compgen -W "--all --json -h --help" -- "$cur") ) ;;
    config)
      COMPREPLY=( $(compgen -W "--json -h --help" -- "$cur") ) ;;
    shell)
      COMPREPLY=( $(compgen -W "--always -h --help bash zsh fish" -- "$cur") ) ;;
    init)
      COMPREPLY=( $(compgen -W "-h --help bash zsh fish" -- "$cur") ) ;;
    completions)
      COMPREPLY=( $(compgen -W "-h --help bash zsh fish" -- "$cur") ) ;;
    help)
      COMPREPLY=( $(compgen -W "-h --help run ask chat llm fix exec mcp show log clear config shell init completions help" -- "$cur") ) ;;
  esac
}
complete -F _aye aye
