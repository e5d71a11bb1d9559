/**
 * How each known LLM CLI is asked one question and nothing more (pure): the
 * flags, variables and settings files that turn off its tools, its saved
 * conversation and its listing of the folder, carry the system prompt and the
 * model where the CLI takes them, bound its retries, and pick the output format
 * that tells an answer from a failure. Measured against claude 2.1.197, gemini
 * 0.61.0 and qwen 0.15.10 (see README, "What aye turns off").
 */
import { type CliEvent, type OutputParser, plainText, retryLine } from "./formats/events.ts";
import { claudeStream } from "./formats/claude-stream.ts";
import { geminiStderrLine, geminiStream } from "./formats/gemini-stream.ts";

/** The CLIs aye knows how to ask. */
export type ProfileName = "claude" | "gemini" | "qwen";

/** How many failed attempts aye lets a CLI make before it stops it (one try and two retries). */
export const GIVE_UP_AFTER = 3;

/** What one question needs from the caller. */
export interface CallInput {
  system?: string;
  model?: string;
  /** A private folder for this call's files, removed afterwards. */
  dir: string;
  /** A fresh UUID, for CLIs that name their files after the session. */
  sessionId: string;
  /** gemini: the auth type to select, when the person's settings select none. */
  auth?: string;
  /** gemini: the text of the person's ~/.gemini/settings.json, when there is one. */
  userSettings?: string;
  /** The person's home, where their own ~/.gemini is. */
  realHome?: string;
  /** gemini: the names in the person's ~/.gemini (sign-in, installation id, .env), linked into the call's home. */
  userEntries?: string[];
}

/** How to run the CLI for one question, and how to read and clean up after it. */
export interface CallPlan {
  /** Flags added after the command (the config's own args follow them). */
  args: string[];
  /** Variables for the CLI; a variable the person set wins where `keepUser` lists it. */
  env: Record<string, string>;
  keepUser: string[];
  /** Files to write (path: content) before the CLI starts. */
  files: Record<string, string>;
  parser: () => OutputParser;
  /** What a line of the CLI's stderr means (retries); errors there are only read at the end. */
  stderrLine?: (line: string) => CliEvent[];
  /** A log the CLI writes its retries into, relative to HOME; read as it grows, removed after. */
  retryLog?: string;
  /** Files the CLI leaves behind for this call, as globs relative to HOME; removed after. */
  leftovers: string[];
  /** Links relative to HOME removed when what they point at is gone (qwen's debug/latest). */
  links?: string[];
  /** Symbolic links to make before the CLI starts (path: target); they go with the private folder. */
  symlinks?: Record<string, string>;
}

/** Every tool Qwen Code 0.15 registers (its ToolNames), so none is offered to the model. */
export const QWEN_TOOLS = [
  "edit", "write_file", "read_file", "grep_search", "glob", "run_shell_command", "todo_write", "save_memory", "agent", "skill",
  "exit_plan_mode", "web_fetch", "web_search", "list_directory", "lsp", "ask_user_question", "cron_create", "cron_list",
  "cron_delete", "task_stop", "send_message", "monitor", "tool_search", "structured_output",
];

/**
 * The models each CLI's own help and sources name (claude 2.1.197's aliases, gemini 0.61.0's aliases and
 * default, qwen 0.15.10's default); each also takes a full model name its API knows.
 */
export const DOCUMENTED_MODELS: Record<ProfileName, { models: string[]; default?: string }> = {
  // claude's default depends on the account: it is not named here.
  claude: { models: ["sonnet", "opus", "haiku", "fable"] },
  gemini: { models: ["auto", "pro", "flash", "flash-lite", "gemini-2.5-pro", "gemini-2.5-flash", "gemini-2.5-flash-lite"], default: "auto" },
  qwen: { models: ["coder-model"], default: "coder-model" },
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function claude(input: CallInput): CallPlan {
  return {
    args: [
      "-p", "--output-format", "stream-json", "--verbose", "--include-partial-messages",
      "--tools", "", "--no-session-persistence",
      ...(input.system ? ["--system-prompt", input.system] : []),
      ...(input.model ? ["--model", input.model] : []),
    ],
    // Non-essential traffic (telemetry, error reports, update checks) goes to api.anthropic.com even
    // when ANTHROPIC_BASE_URL names another server; a one-shot question needs none of it.
    env: { CLAUDE_CODE_MAX_RETRIES: String(GIVE_UP_AFTER - 1), CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1", DISABLE_AUTOUPDATER: "1" },
    keepUser: ["CLAUDE_CODE_MAX_RETRIES"],
    files: {},
    parser: claudeStream,
    leftovers: [],
  };
}

const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** `over` laid on `base`, maps merged key by key (pure). */
export function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isMap(value) && isMap(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  return out;
}

/** A settings file's JSON, comments allowed as gemini allows them; {} when it cannot be read. */
export function settingsJson(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  // Comments outside strings: a string is kept whole, a comment dropped.
  const stripped = text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, str: string | undefined) => str ?? "");
  try {
    const parsed = JSON.parse(stripped);
    return isMap(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** What is in ~/.gemini that one question must not use or leave behind: aye's settings and the call's own files replace these. */
const GEMINI_OWN = new Set(["settings.json", "tmp", "history"]);

/**
 * Gemini reads a system settings file (GEMINI_CLI_SYSTEM_SETTINGS_PATH) only when it and every folder above it
 * are owned by root and writable by no one else: for anyone but root, and for root below /tmp, it is skipped
 * without a word. Its user settings are read from GEMINI_CLI_HOME without such a check, so each call gets a home
 * of its own: the person's settings with aye's laid over them, and links to the rest of their ~/.gemini (the
 * sign-in). The chat file gemini always writes lands there, and goes with the call's folder.
 */
function gemini(input: CallInput): CallPlan {
  const home = `${input.dir}/home`;
  const systemSettings = `${input.dir}/gemini-settings.json`;
  const system = `${input.dir}/system.md`;
  const ours = {
    tools: { core: [] },
    context: { includeDirectoryTree: false },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    // Usage statistics go to Google even with telemetry off (play.googleapis.com).
    privacy: { usageStatisticsEnabled: false },
    ...(input.auth ? { security: { auth: { selectedType: input.auth } } } : {}),
  };
  const user = deepMerge(settingsJson(input.userSettings), ours);
  const links = Object.fromEntries((input.userEntries ?? []).filter((name) => !GEMINI_OWN.has(name)).map((name) => [`${home}/.gemini/${name}`, `${input.realHome ?? ""}/.gemini/${name}`]));
  return {
    // -p "" makes it answer and exit; the question itself is on stdin.
    args: ["-o", "stream-json", "--skip-trust", "--session-id", input.sessionId, ...(input.model ? ["-m", input.model] : []), "-p", ""],
    env: {
      GEMINI_CLI_HOME: home,
      // Also as system settings, which win over a folder's own .gemini/settings.json where gemini reads them (root).
      GEMINI_CLI_SYSTEM_SETTINGS_PATH: systemSettings,
      GEMINI_CLI_TRUST_WORKSPACE: "true",
      // Its error reports hold the whole request: they go into the private folder.
      TMPDIR: `${input.dir}/tmp`,
      ...(input.system ? { GEMINI_SYSTEM_MD: system } : {}),
    },
    keepUser: [],
    files: {
      [`${home}/.gemini/settings.json`]: json(user),
      [systemSettings]: json(ours),
      [`${input.dir}/tmp/.keep`]: "",
      ...(input.system ? { [system]: input.system } : {}),
    },
    symlinks: links,
    parser: geminiStream,
    stderrLine: geminiStderrLine,
    // Older versions without GEMINI_CLI_HOME wrote it in the person's home.
    leftovers: [`.gemini/tmp/*/chats/session-*-${input.sessionId.slice(0, 8)}.json*`],
  };
}

function qwen(input: CallInput): CallPlan {
  const settings = `${input.dir}/qwen-settings.json`;
  return {
    args: [
      "--chat-recording", "false", "--exclude-tools", QWEN_TOOLS.join(","), "--session-id", input.sessionId,
      ...(input.system ? ["--system-prompt", input.system] : []),
      ...(input.model ? ["-m", input.model] : []),
    ],
    env: { QWEN_CODE_SYSTEM_SETTINGS_PATH: settings },
    keepUser: [],
    files: {
      // $version: the settings format it expects; without it qwen rewrites the file.
      [settings]: json({
        $version: 4,
        // maxRetries is the HTTP client's own retries inside each of qwen's attempts; aye counts the attempts.
        model: { skipStartupContext: true, generationConfig: { maxRetries: 0 } },
        memory: { enableManagedAutoMemory: false },
        general: { enableAutoUpdate: false },
        // Usage statistics go to an aliyuncs.com host even with telemetry off, whatever OPENAI_BASE_URL says.
        privacy: { usageStatisticsEnabled: false },
      }),
    },
    // stream-json reports a 401 as answer text with exit 0; text mode puts errors on stderr and exits 1.
    parser: plainText,
    stderrLine: (line) => {
      const retry = retryLine(line);
      return retry ? [retry] : [];
    },
    retryLog: `.qwen/debug/${input.sessionId}.txt`,
    leftovers: [`.qwen/debug/${input.sessionId}.txt`],
    links: [".qwen/debug/latest"],
  };
}

/** The plan for one question to a known CLI. */
export function planCall(profile: ProfileName, input: CallInput): CallPlan {
  return profile === "claude" ? claude(input) : profile === "gemini" ? gemini(input) : qwen(input);
}
