# fish completion for aye (made by 'aye completions fish')
complete -c aye -f
# The models of the provider named by -p (or by aye llm's first word), as 'aye llm --models' lists them.
function __aye_models
    set -l tokens (commandline -opc)
    set -l p
    for i in (seq (count $tokens))
        switch $tokens[$i]
            case -p --provider
                set p $tokens[(math $i + 1)]
        end
    end
    if test -z "$p"; and test "$tokens[2]" = llm; and set -q tokens[3]; and not string match -q -- '-*' $tokens[3]
        set p $tokens[3]
    end
    test -n "$p"; and aye llm --models $p 2>/dev/null
end
complete -c aye -n __fish_use_subcommand -s h -l help -d 'show help'
complete -c aye -n __fish_use_subcommand -s v -l version -d 'show aye\'s version, commit, build date and target; --json for scripts'
complete -c aye -n __fish_use_subcommand -a run -d 'run a command; if it fails, keep its output for the next prompt'
complete -c aye -n __fish_use_subcommand -a ask -d 'ask an LLM; the last failure, piped input and @files ride along'
complete -c aye -n __fish_use_subcommand -a chat -d 'a conversation with an LLM; !cmd puts a command\'s output in front of it'
complete -c aye -n __fish_use_subcommand -a chats -d 'the stored conversations: list, show ID, search WORDS, rm ID..., export ID'
complete -c aye -n __fish_use_subcommand -a roles -d 'the saved system prompts: list, show NAME, init (write the shipped ones out to edit)'
complete -c aye -n __fish_use_subcommand -a templates -d 'the saved prompts with {{variables}}: list, show NAME, init (write the shipped ones out to edit)'
complete -c aye -n __fish_use_subcommand -a llm -d 'pipe stdin and a prompt to an LLM; for scripts and pipelines'
complete -c aye -n __fish_use_subcommand -a fix -d 'propose a corrected command for the last failure, ask, and run it'
complete -c aye -n __fish_use_subcommand -a exec -d 'run a command line as an agent\'s bash tool: clean tails, backgrounded past its timeout'
complete -c aye -n __fish_use_subcommand -a mcp -d 'serve that bash tool to an agent over MCP on stdio'
complete -c aye -n __fish_use_subcommand -a show -d 'print a capture as it would be attached (default: the pending one)'
complete -c aye -n __fish_use_subcommand -a log -d 'list recent captures; * marks the one pending for the next prompt'
complete -c aye -n __fish_use_subcommand -a clear -d 'disarm the pending capture, so the next prompt goes without it'
complete -c aye -n __fish_use_subcommand -a config -d 'show the config file\'s path and the settings in effect'
complete -c aye -n __fish_use_subcommand -a shell -d 'your shell (bash, zsh or fish; default $SHELL) inside aye: every failed command\'s output is kept, no prefix needed'
complete -c aye -n __fish_use_subcommand -a init -d 'shell code to eval: records failures for aye fix; Ctrl-X Ctrl-F puts its fix on your command line'
complete -c aye -n __fish_use_subcommand -a completions -d 'print shell completions (bash, zsh or fish)'
complete -c aye -n __fish_use_subcommand -a help -d 'show help for aye or for one command'
complete -c aye -n '__fish_seen_argument -s v -l version' -l json -d 'the same as one JSON object, for scripts'
complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command' -l timeout -r -d 'stop the command after 30s, 5m... (exit 124)'
complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command' -l always -d 'keep the output even when the command succeeds'
complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command' -l no-capture -d 'keep nothing; just run the command'
complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from ask' -s p -l provider -r -d 'which LLM (default: config\'s provider, else the first available)'
complete -c aye -n '__fish_seen_subcommand_from ask' -s m -l model -x -a '(__aye_models)' -d 'which model of that provider (\'aye llm --models\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from ask' -s s -l system -r -d 'a system prompt'
complete -c aye -n '__fish_seen_subcommand_from ask' -l no-attach -d 'leave the pending failure out (it stays pending)'
complete -c aye -n '__fish_seen_subcommand_from ask' -l attach -r -d 'attach capture ID instead of the pending one'
complete -c aye -n '__fish_seen_subcommand_from ask' -l print-prompt -d 'print the exact prompt and send nothing (consumes nothing)'
complete -c aye -n '__fish_seen_subcommand_from ask' -s c -l continue -r -d 'add this question as a turn of the last conversation (or of conversation ID, see \'aye chats\')'
complete -c aye -n '__fish_seen_subcommand_from ask' -s r -l role -x -a '(aye roles 2>/dev/null | string replace -r " .*" "")' -d 'a saved system prompt (\'aye roles\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from ask' -s t -l template -x -a '(aye templates 2>/dev/null | string replace -r " .*" "")' -d 'a saved prompt with {{variables}} (\'aye templates\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from ask' -l var -r -d 'a template\'s variable (again for each one)'
complete -c aye -n '__fish_seen_subcommand_from ask' -l temperature -r -d 'sampling temperature, 0 to 2 (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from ask' -l max-tokens -r -d 'the most tokens the answer may have (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from ask' -l no-stream -d 'write the answer once it is whole'
complete -c aye -n '__fish_seen_subcommand_from ask' -l json-answer -d 'ask for a JSON object as the answer (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from ask' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from chat' -s p -l provider -r -d 'which LLM (default: config\'s provider, else the first available)'
complete -c aye -n '__fish_seen_subcommand_from chat' -s m -l model -x -a '(__aye_models)' -d 'which model of that provider (\'aye llm --models\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from chat' -s s -l system -r -d 'a system prompt'
complete -c aye -n '__fish_seen_subcommand_from chat' -s c -l continue -r -d 'pick up the last conversation (or conversation ID, see \'aye chats\'), its last turns shown'
complete -c aye -n '__fish_seen_subcommand_from chat' -s r -l role -x -a '(aye roles 2>/dev/null | string replace -r " .*" "")' -d 'a saved system prompt (\'aye roles\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from chat' -l temperature -r -d 'sampling temperature, 0 to 2 (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from chat' -l max-tokens -r -d 'the most tokens the answer may have (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from chat' -l yolo -d 'run the model\'s bash calls without asking when aye knows they only read or write in this folder'
complete -c aye -n '__fish_seen_subcommand_from chat' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from chats' -s n -l limit -r -d 'how many to list or find (default: 20)'
complete -c aye -n '__fish_seen_subcommand_from chats' -l format -r -d 'with export: md (default) or json'
complete -c aye -n '__fish_seen_subcommand_from chats' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from chats' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from chats' -a 'list show search rm export'
complete -c aye -n '__fish_seen_subcommand_from roles' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from roles' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from roles' -a 'list show init'
complete -c aye -n '__fish_seen_subcommand_from templates' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from templates' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from templates' -a 'list show init'
complete -c aye -n '__fish_seen_subcommand_from llm' -s p -l provider -r -d 'which LLM (else the first word when it names one, else AYE_PROVIDER or config\'s provider)'
complete -c aye -n '__fish_seen_subcommand_from llm' -s m -l model -x -a '(__aye_models)' -d 'which model of that provider (\'aye llm --models\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from llm' -s s -l system -r -d 'a system prompt'
complete -c aye -n '__fish_seen_subcommand_from llm' -l list -d 'list the providers and whether each is available'
complete -c aye -n '__fish_seen_subcommand_from llm' -l models -d 'list the models of the provider named (of every provider without one)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l attach -d 'also attach the pending failure (taken once)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l json -d 'with --list or --models: print JSON'
complete -c aye -n '__fish_seen_subcommand_from llm' -s r -l role -x -a '(aye roles 2>/dev/null | string replace -r " .*" "")' -d 'a saved system prompt (\'aye roles\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from llm' -s t -l template -x -a '(aye templates 2>/dev/null | string replace -r " .*" "")' -d 'a saved prompt with {{variables}} (\'aye templates\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l var -r -d 'a template\'s variable (again for each one)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l temperature -r -d 'sampling temperature, 0 to 2 (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l max-tokens -r -d 'the most tokens the answer may have (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from llm' -l no-stream -d 'write the answer once it is whole'
complete -c aye -n '__fish_seen_subcommand_from llm' -l json-answer -d 'ask for a JSON object as the answer (ollama and OpenAI-compatible endpoints)'
complete -c aye -n '__fish_seen_subcommand_from llm' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from llm' -a 'claude gemini qwen ollama openai openrouter'
complete -c aye -n '__fish_seen_subcommand_from fix' -l print -d 'print only the best correction, for a shell to use; run nothing'
complete -c aye -n '__fish_seen_subcommand_from fix' -s y -l yes -d 'run the best correction if aye knows it only reads or writes in this folder, or it is your own command corrected'
complete -c aye -n '__fish_seen_subcommand_from fix' -l llm -d 'ask the LLM only, skipping the offline rules'
complete -c aye -n '__fish_seen_subcommand_from fix' -l no-llm -d 'offline rules only'
complete -c aye -n '__fish_seen_subcommand_from fix' -l no-cache -d 'ignore corrections that worked before'
complete -c aye -n '__fish_seen_subcommand_from fix' -l command -r -d 'fix this command line; its output comes on stdin'
complete -c aye -n '__fish_seen_subcommand_from fix' -l print-prompt -d 'print the prompt the LLM would get, with what the rules looked at; send nothing'
complete -c aye -n '__fish_seen_subcommand_from fix' -l exit -r -d 'with --command: the exit code it had'
complete -c aye -n '__fish_seen_subcommand_from fix' -s p -l provider -r -d 'which LLM'
complete -c aye -n '__fish_seen_subcommand_from fix' -s m -l model -x -a '(__aye_models)' -d 'which model of that provider (\'aye llm --models\' lists them)'
complete -c aye -n '__fish_seen_subcommand_from fix' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from exec' -l timeout -r -d 'milliseconds before the command moves to the background (default: 120000)'
complete -c aye -n '__fish_seen_subcommand_from exec' -l check -r -d 'what a backgrounded command wrote since the last check, or how it ended'
complete -c aye -n '__fish_seen_subcommand_from exec' -l kill -r -d 'end a backgrounded command and its process group; print its final output'
complete -c aye -n '__fish_seen_subcommand_from exec' -l list -d 'list the commands aye exec moved to the background here'
complete -c aye -n '__fish_seen_subcommand_from exec' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from exec' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from mcp' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from show' -l log -d 'print the full log on disk instead (as it is, never JSON)'
complete -c aye -n '__fish_seen_subcommand_from show' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from show' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from log' -s n -l limit -r -d 'how many to list (default: 20)'
complete -c aye -n '__fish_seen_subcommand_from log' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from log' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from clear' -l all -d 'also delete every capture and log'
complete -c aye -n '__fish_seen_subcommand_from clear' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from clear' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from config' -l json -d 'print JSON instead of text'
complete -c aye -n '__fish_seen_subcommand_from config' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from shell' -l always -d 'keep every command\'s output, not only failures\''
complete -c aye -n '__fish_seen_subcommand_from shell' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from shell' -a 'bash zsh fish'
complete -c aye -n '__fish_seen_subcommand_from init' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from init' -a 'bash zsh fish'
complete -c aye -n '__fish_seen_subcommand_from completions' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'
complete -c aye -n '__fish_seen_subcommand_from help' -s h -l help -d 'show help'
complete -c aye -n '__fish_seen_subcommand_from help' -a 'run ask chat chats roles templates llm fix exec mcp show log clear config shell init completions help'

# After aye run's own options, complete the wrapped command as fish would on its own.
function __aye_run_words --description 'the wrapped command words typed so far'
    set -l tokens (commandline -opc)
    set -e tokens[1..2]
    while set -q tokens[1]
        switch $tokens[1]
            case --timeout
                set -e tokens[1..2]
            case --
                set -e tokens[1]
                break
            case '-*'
                set -e tokens[1]
            case '*'
                break
        end
    end
    set -q tokens[1]; and printf '%s\n' $tokens
end
function __aye_run_has_command
    test (count (__aye_run_words)) -gt 0
end
function __aye_run_complete
    complete -C (string join ' ' -- (__aye_run_words | string escape) (commandline -ct))
end
complete -c aye -n '__fish_seen_subcommand_from run; and not __aye_run_has_command; and not string match -q -- "-*" (commandline -ct)' -a '(__fish_complete_command)'
complete -c aye -n '__fish_seen_subcommand_from run; and __aye_run_has_command' -a '(__aye_run_complete)'
