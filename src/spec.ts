/**
 * Every subcommand and option, declared once: cli.ts wires them into cac, and
 * the help text and the shell completions are made from the same list.
 */

export interface OptionSpec {
  /** As cac reads it: "-n, --limit <n>", "--json". */
  flags: string;
  about: string;
  /** What completes the value: a fixed list, or "file" / "dir". */
  values?: readonly string[] | "file";
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
const MODEL: OptionSpec = { flags: "-m, --model <name>", about: "which model of that provider" };
const SYSTEM: OptionSpec = { flags: "-s, --system <text>", about: "a system prompt" };

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
      { flags: "-c, --continue", about: "add this question as a turn of the last 'aye chat' conversation" },
    ],
    examples: ['aye ask "fix the failing tests"', 'aye ask -c "and then?"', 'aye ask "explain @src/app.ts"', 'aye ask --print-prompt "why?"', 'kubectl logs pod | aye ask -p ollama "what went wrong?"'],
  },
  {
    name: "chat",
    args: "",
    summary: "a conversation with an LLM; !cmd puts a command's output in front of it",
    options: [
      PROVIDER,
      MODEL,
      SYSTEM,
      { flags: "-c, --continue", about: "pick up the last conversation" },
      { flags: "--yolo", about: "run the model's bash calls without asking, except dangerous ones" },
    ],
    examples: ["aye chat", "aye chat -p ollama --continue", "printf '!npm test\\nwhy?\\n' | aye chat -p ollama"],
  },
  {
    name: "llm",
    args: "[provider] [...prompt]",
    summary: "pipe stdin and a prompt to an LLM; for scripts and pipelines",
    options: [
      { flags: "--list", about: "list the providers and whether each is available" },
      MODEL,
      SYSTEM,
      { flags: "--attach", about: "also attach the pending failure (taken once)" },
      { flags: "--json", about: "with --list: print JSON" },
    ],
    examples: ['git diff | aye llm claude "review this change"', "aye llm --list", 'cat error.log | aye llm ollama -m llama3.2 "summarize"'],
    complete: BUILTIN_PROVIDERS,
  },
  {
    name: "fix",
    args: "[-- command...]",
    summary: "propose a corrected command for the last failure, ask, and run it",
    options: [
      { flags: "--print", about: "print only the best correction, for a shell to use; run nothing" },
      { flags: "-y, --yes", about: "run the best correction, unless it is dangerous, installs or changes settings" },
      { flags: "--llm", about: "ask the LLM only, skipping the offline rules" },
      { flags: "--no-llm", about: "offline rules only" },
      { flags: "--no-cache", about: "ignore corrections that worked before" },
      { flags: "--command <cmd>", about: "fix this command line; its output comes on stdin" },
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
  { flags: "-v, --version", about: "show aye's version" },
];

/** "-n, --limit <n>" to its names and whether it takes a value. */
export function optionNames(option: OptionSpec): { short?: string; long: string; value?: string } {
  const short = /(?:^|\s)-(\w)\b/.exec(option.flags)?.[1];
  const long = /--([\w-]+)/.exec(option.flags)![1]!;
  const value = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1];
  return { short, long, value };
}
