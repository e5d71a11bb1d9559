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
}

/** Every tool Qwen Code 0.15 registers (its ToolNames), so none is offered to the model. */
export const QWEN_TOOLS = [
  "edit", "write_file", "read_file", "grep_search", "glob", "run_shell_command", "todo_write", "save_memory", "agent", "skill",
  "exit_plan_mode", "web_fetch", "web_search", "list_directory", "lsp", "ask_user_question", "cron_create", "cron_list",
  "cron_delete", "task_stop", "send_message", "monitor", "tool_search", "structured_output",
];

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

function gemini(input: CallInput): CallPlan {
  const settings = `${input.dir}/gemini-settings.json`;
  const system = `${input.dir}/system.md`;
  return {
    // -p "" makes it answer and exit; the question itself is on stdin.
    args: ["-o", "stream-json", "--skip-trust", "--session-id", input.sessionId, ...(input.model ? ["-m", input.model] : []), "-p", ""],
    env: {
      GEMINI_CLI_SYSTEM_SETTINGS_PATH: settings,
      GEMINI_CLI_TRUST_WORKSPACE: "true",
      // Its error reports hold the whole request: they go into the private folder.
      TMPDIR: `${input.dir}/tmp`,
      ...(input.system ? { GEMINI_SYSTEM_MD: system } : {}),
    },
    keepUser: [],
    files: {
      [settings]: json({
        tools: { core: [] },
        context: { includeDirectoryTree: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
        // Usage statistics go to Google even with telemetry off (play.googleapis.com).
        privacy: { usageStatisticsEnabled: false },
        ...(input.auth ? { security: { auth: { selectedType: input.auth } } } : {}),
      }),
      [`${input.dir}/tmp/.keep`]: "",
      ...(input.system ? { [system]: input.system } : {}),
    },
    parser: geminiStream,
    stderrLine: geminiStderrLine,
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
