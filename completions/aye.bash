# bash completion for aye (made by 'aye completions bash')
# The models of the provider named by -p (or by aye llm's first word), as 'aye llm --models' lists them.
_aye_models() {
  local i p=""
  for (( i = 2; i < COMP_CWORD; i++ )); do
    case "${COMP_WORDS[i]}" in
      -p|--provider) p="${COMP_WORDS[i+1]}" ;;
      --provider=*) p="${COMP_WORDS[i]#--provider=}" ;;
    esac
  done
  if [[ -z $p && ${COMP_WORDS[1]} == llm && ${COMP_WORDS[2]} != -* ]]; then p="${COMP_WORDS[2]}"; fi
  [[ -n $p ]] && "${COMP_WORDS[0]}" llm --models "$p" 2>/dev/null
}
_aye() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" i
  if (( COMP_CWORD == 1 )); then
    COMPREPLY=( $(compgen -W "run ask chat chats roles templates llm fix exec mcp show log clear config shell init completions help -h --help -v --version" -- "$cur") )
    return
  fi
  case "${COMP_WORDS[1]}" in
    -v|--version) COMPREPLY=( $(compgen -W "--json" -- "$cur") ) ;;
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
      case "$prev" in -m|--model) COMPREPLY=( $(compgen -W "$(_aye_models)" -- "$cur") ); return ;; -r|--role) COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" roles 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; -t|--template) COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" templates 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; -p|--provider|-m|--model|-s|--system|--attach|-c|--continue|-r|--role|-t|--template|--var|--temperature|--max-tokens) return ;; esac
      COMPREPLY=( $(compgen -W "-p --provider -m --model -s --system --no-attach --attach --print-prompt -c --continue -r --role -t --template --var --temperature --max-tokens --no-stream --json-answer -h --help" -- "$cur") ) ;;
    chat)
      case "$prev" in -m|--model) COMPREPLY=( $(compgen -W "$(_aye_models)" -- "$cur") ); return ;; -r|--role) COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" roles 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; -p|--provider|-m|--model|-s|--system|-c|--continue|-r|--role|--temperature|--max-tokens) return ;; esac
      COMPREPLY=( $(compgen -W "-p --provider -m --model -s --system -c --continue -r --role --temperature --max-tokens --yolo -h --help" -- "$cur") ) ;;
    chats)
      case "$prev" in -n|--limit|--format) return ;; esac
      COMPREPLY=( $(compgen -W "-n --limit --format --json -h --help list show search rm export" -- "$cur") ) ;;
    roles)
      COMPREPLY=( $(compgen -W "--json -h --help list show init" -- "$cur") ) ;;
    templates)
      COMPREPLY=( $(compgen -W "--json -h --help list show init" -- "$cur") ) ;;
    llm)
      case "$prev" in -m|--model) COMPREPLY=( $(compgen -W "$(_aye_models)" -- "$cur") ); return ;; -r|--role) COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" roles 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; -t|--template) COMPREPLY=( $(compgen -W "$("${COMP_WORDS[0]}" templates 2>/dev/null | cut -d' ' -f1)" -- "$cur") ); return ;; -p|--provider|-m|--model|-s|--system|-r|--role|-t|--template|--var|--temperature|--max-tokens) return ;; esac
      COMPREPLY=( $(compgen -W "-p --provider -m --model -s --system --list --models --attach --json -r --role -t --template --var --temperature --max-tokens --no-stream --json-answer -h --help claude gemini qwen ollama openai openrouter" -- "$cur") ) ;;
    fix)
      case "$prev" in -m|--model) COMPREPLY=( $(compgen -W "$(_aye_models)" -- "$cur") ); return ;; --command|--exit|-p|--provider|-m|--model) return ;; esac
      COMPREPLY=( $(compgen -W "--print -y --yes --llm --no-llm --no-cache --command --print-prompt --exit -p --provider -m --model -h --help" -- "$cur") ) ;;
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
      COMPREPLY=( $(compgen -W "-h --help run ask chat chats roles templates llm fix exec mcp show log clear config shell init completions help" -- "$cur") ) ;;
  esac
}
complete -F _aye aye
