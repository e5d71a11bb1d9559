/**
 * Every subcommand and option, declared once: cli.ts wires them into cac, and
 * the help text and the shell completions are made from the same list.
 */

export interface OptionSpec {
  /** As cac reads it: "-n, --limit <n>", "--json". */
  flags: string;
  about: string;
  /** What completes the value: a fixed list, or "file" / "dir". */
  values?: readonly string[] | "file" | "models" | "roles" | "templates";
}

export interface CommandSpec {
  name: string;
  /** Arguments as cac reads them: "[id]", "<shell>". */
  args: string;
  summary: string;
  options: OptionSpec[];
  examples: string[];
  /** What completes the positional arguments. */
  complete?: "commands" | "subcommands" | readonly string[];
}

export const SHELLS = ["bash", "zsh", "fish"] as const;
/** The providers aye knows without configuration (completions offer these). */
export const BUILTIN_PROVIDERS = ["claude", "gemini", "qwen", "ollama", "openai", "openrouter"] as const;

const json: OptionSpec = { flags: "--json", about: "print JSON instead of text" };
const PROVIDER: OptionSpec = { flags: "-p, --provider <name>", about: "which LLM (default: config's provider, else the first available)", values: BUILTIN_PROVIDERS };
const MODEL: OptionSpec = { flags: "-m, --model <name>", about: "which model of that provider ('aye llm --models' lists them)", values: "models" };
const SYSTEM: OptionSpec = { flags: "-s, --system <text>", about: "a system prompt" };
const TEMPERATURE: OptionSpec = { flags: "--temperature <n>", about: "sampling temperature, 0 to 2 (ollama and OpenAI-compatible endpoints)" };
const MAX_TOKENS: OptionSpec = { flags: "--max-tokens <n>", about: "the most tokens the answer may have (ollama and OpenAI-compatible endpoints)" };
const ROLE: OptionSpec = { flags: "-r, --role <name>", about: "a saved system prompt ('aye roles' lists them)", values: "roles" };
/** How a question is put: a template, its variables, sampling, and the answer's form (ask and llm). */
const ASKING: OptionSpec[] = [
  ROLE,
  { flags: "-t, --template <name>", about: "a saved prompt with {{variables}} ('aye templates' lists them)", values: "templates" },
  { flags: "--var <name=value...>", about: "a template's variable (again for each one)" },
  TEMPERATURE,
  MAX_TOKENS,
  { flags: "--no-stream", about: "write the answer once it is whole" },
  { flags: "--json-answer", about: "ask for a JSON object as the answer (ollama and OpenAI-compatible endpoints)" },
];

export const COMMANDS: CommandSpec[] = [
  {
    name: "run",
    args: "<command...>",
    summary: "run a command; if it fails, keep its output for the next prompt",
    options: [
      { flags: "--timeout <duration>", about: "stop the command after 30s, 5m... (exit 124)" },
      { flags: "--always", about: "keep the output even when the command succeeds" },
      { flags: "--no-capture", about: "keep nothing; just run the command" },
    ],
    examples: ["aye run npm test", "aye run --timeout 5m -- make -j4 check", "aye run -- ls -la missing/"],
    complete: "commands",
  },
  {
    name: "ask",
    args: "[...prompt]",
    summary: "ask an LLM; the last failure, piped input and @files ride along",
    options: [
      PROVIDER,
      MODEL,
      SYSTEM,
      { flags: "--no-attach", about: "leave the pending failure out (it stays pending)" },
      { flags: "--attach [id]", about: "attach capture ID instead of the pending one" },
      { flags: "--print-prompt", about: "print the exact prompt and send nothing (consumes nothing)" },
      { flags: "-c, --continue [id]", about: "add this question as a turn of the last conversation (or of conversation ID, see 'aye chats')" },
      ...ASKING,
    ],
    examples: ['aye ask "fix the failing tests"', 'aye ask -c "and then?"', "git diff --staged | aye ask -t commit", 'aye ask -r shell "find files over 1 GB"', 'aye ask "explain @src/app.ts"', 'aye ask --print-prompt "why?"', 'kubectl logs pod | aye ask -p ollama "what went wrong?"'],
  },
  {
    name: "chat",
    args: "",
    summary: "a conversation with an LLM; !cmd puts a command's output in front of it",
    options: [
      PROVIDER,
      MODEL,
      SYSTEM,
      { flags: "-c, --continue [id]", about: "pick up the last conversation (or conversation ID, see 'aye chats'), its last turns shown" },
      ROLE,
      TEMPERATURE,
      MAX_TOKENS,
      { flags: "--yolo", about: "run the model's bash calls without asking when aye knows they only read or write in this folder" },
    ],
    examples: ["aye chat", "aye chat -p ollama --continue", "aye chat --continue 12", "printf '!npm test\\nwhy?\\n' | aye chat -p ollama"],
  },
  {
    name: "chats",
    args: "[action] [...args]",
    summary: "the stored conversations: list, show ID, search WORDS, rm ID..., export ID",
    options: [
      { flags: "-n, --limit <n>", about: "how many to list or find (default: 20)" },
      { flags: "--format <format>", about: "with export: md (default) or json", values: ["md", "json"] },
      json,
    ],
    examples: ["aye chats", "aye chats search docker", "aye chats show 12", "aye chats export 12 > chat.md", "aye chats export 12 --format json", "aye chats rm 12", "aye chat --continue 12"],
    complete: ["list", "show", "search", "rm", "export"],
  },
  {
    name: "roles",
    args: "[action] [name]",
    summary: "the saved system prompts: list, show NAME, init (write the shipped ones out to edit)",
    options: [json],
    examples: ["aye roles", "aye roles show reviewer", "aye roles init", 'aye ask -r terse "what is a zombie process?"'],
    complete: ["list", "show", "init"],
  },
  {
    name: "templates",
    args: "[action] [name]",
    summary: "the saved prompts with {{variables}}: list, show NAME, init (write the shipped ones out to edit)",
    options: [json],
    examples: ["aye templates", "aye templates show commit", "git diff --staged | aye ask -t commit", "aye ask -t explain   # the last failure, explained"],
    complete: ["list", "show", "init"],
  },
  {
    name: "llm",
    args: "[provider] [...prompt]",
    summary: "pipe stdin and a prompt to an LLM; for scripts and pipelines",
    options: [
      { flags: "-p, --provider <name>", about: "which LLM (else the first word when it names one, else AYE_PROVIDER or config's provider)", values: BUILTIN_PROVIDERS },
      MODEL,
      SYSTEM,
      { flags: "--list", about: "list the providers and whether each is available" },
      { flags: "--models", about: "list the models of the provider named (of every provider without one)" },
      { flags: "--attach", about: "also attach the pending failure (taken once)" },
      { flags: "--json", about: "with --list or --models: print JSON" },
      ...ASKING,
    ],
    examples: [
      'git diff | aye llm claude "review this change"',
      'AYE_PROVIDER=ollama aye llm "summarize" < notes.txt',
      "aye llm --list",
      "aye llm --models ollama",
      'cat error.log | aye llm ollama -m llama3.2 "summarize"',
      "git diff | aye llm ollama -t review --temperature 0.2",
      'aye llm ollama --json-answer "three colours as {\"colours\": [...]}"',
    ],
    complete: BUILTIN_PROVIDERS,
  },
  {
    name: "fix",
    args: "[-- command...]",
    summary: "propose a corrected command for the last failure, ask, and run it",
    options: [
      { flags: "--print", about: "print only the best correction, for a shell to use; run nothing" },
      { flags: "-y, --yes", about: "run the best correction if aye knows it only reads or writes in this folder, or it is your own command corrected" },
      { flags: "--llm", about: "ask the LLM only, skipping the offline rules" },
      { flags: "--no-llm", about: "offline rules only" },
      { flags: "--no-cache", about: "ignore corrections that worked before" },
      { flags: "--command <cmd>", about: "fix this command line; its output comes on stdin" },
      { flags: "--print-prompt", about: "print the prompt the LLM would get, with what the rules looked at; send nothing" },
      { flags: "--exit <code>", about: "with --command: the exit code it had" },
      { flags: "-p, --provider <name>", about: "which LLM", values: BUILTIN_PROVIDERS },
      MODEL,
    ],
    examples: ["aye fix", "aye fix -- git psuh", "aye fix --print", "make 2>&1 | aye fix --command make --exit 2 --no-llm"],
  },
  {
    name: "exec",
    args: "[-- command...]",
    summary: "run a command line as an agent's bash tool: clean tails, backgrounded past its timeout",
    options: [
      { flags: "--timeout <ms>", about: "milliseconds before the command moves to the background (default: 120000)" },
      { flags: "--check <pid>", about: "what a backgrounded command wrote since the last check, or how it ended" },
      { flags: "--kill <pid>", about: "end a backgrounded command and its process group; print its final output" },
      { flags: "--list", about: "list the commands aye exec moved to the background here" },
      json,
    ],
    examples: ["aye exec -- 'npm test 2>&1 | tail -5'", "aye exec --timeout 5000 -- 'make -j4'", "aye exec --check 12345", "aye exec --kill 12345", "aye exec --json -- ls"],
  },
  {
    name: "mcp",
    args: "",
    summary: "serve that bash tool to an agent over MCP on stdio",
    options: [],
    examples: ["claude mcp add aye -- aye mcp", "aye mcp   # from an MCP client's settings: command \"aye\", args [\"mcp\"]"],
  },
  {
    name: "show",
    args: "[id]",
    summary: "print a capture as it would be attached (default: the pending one)",
    options: [{ flags: "--log", about: "print the full log on disk instead (as it is, never JSON)" }, json],
    examples: ["aye show", "aye show 12 --log | less"],
  },
  {
    name: "log",
    args: "",
    summary: "list recent captures; * marks the one pending for the next prompt",
    options: [{ flags: "-n, --limit <n>", about: "how many to list (default: 20)" }, json],
    examples: ["aye log", "aye log --json | jq '.[0]'"],
  },
  {
    name: "clear",
    args: "",
    summary: "disarm the pending capture, so the next prompt goes without it",
    options: [{ flags: "--all", about: "also delete every capture and log" }, json],
    examples: ["aye clear", "aye clear --all"],
  },
  {
    name: "config",
    args: "",
    summary: "show the config file's path and the settings in effect",
    options: [json],
    examples: ["aye config", "AYE_CAPTURE_MAX_LINES=200 aye config"],
  },
  {
    name: "shell",
    args: "[shell]",
    summary: "your shell (bash, zsh or fish; default $SHELL) inside aye: every failed command's output is kept, no prefix needed",
    options: [{ flags: "--always", about: "keep every command's output, not only failures'" }],
    examples: ["aye shell", "aye shell zsh --always", '[ -z "$AYE_SHELL_DIR" ] && [ -t 0 ] && exec aye shell   # last line of ~/.bashrc or ~/.zshrc'],
    complete: SHELLS,
  },
  {
    name: "init",
    args: "<shell>",
    summary: "shell code to eval: records failures for aye fix; Ctrl-X Ctrl-F puts its fix on your command line",
    options: [],
    examples: ['eval "$(aye init bash)"   # in ~/.bashrc', 'eval "$(aye init zsh)"    # in ~/.zshrc', "aye init fish | source    # in config.fish"],
    complete: SHELLS,
  },
  {
    name: "completions",
    args: "<shell>",
    summary: "print shell completions (bash, zsh or fish)",
    options: [],
    examples: ["aye completions bash > ~/.local/share/bash-completion/completions/aye", "aye completions fish > ~/.config/fish/completions/aye.fish"],
    complete: SHELLS,
  },
  {
    name: "help",
    args: "[command]",
    summary: "show help for aye or for one command",
    options: [],
    examples: ["aye help run"],
    complete: "subcommands",
  },
];

export const GLOBAL_OPTIONS: OptionSpec[] = [
  { flags: "-h, --help", about: "show help" },
  { flags: "-v, --version", about: "show aye's version, commit, build date and target; --json for scripts" },
];

/** What `aye --version` takes after it. */
export const VERSION_OPTIONS: OptionSpec[] = [{ flags: "--json", about: "the same as one JSON object, for scripts" }];

/** "-n, --limit <n>" to its names and whether it takes a value. */
export function optionNames(option: OptionSpec): { short?: string; long: string; value?: string } {
  const short = /(?:^|\s)-(\w)\b/.exec(option.flags)?.[1];
  const long = /--([\w-]+)/.exec(option.flags)![1]!;
  const value = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1];
  return { short, long, value };
}
