/** The bash tool as seed 001 declares it: its name, description and parameters, word for word. */

export const TOOL_NAME = "bash";

export const TOOL_DESCRIPTION =
  "Execute a bash command. Output truncated to last 2000 lines or 50KB; if truncated, full output saved to temp file. Commands exceeding timeout are auto-backgrounded.";

export const TOOL_INPUT_SCHEMA = {
  type: "object",
  properties: {
    command: { type: "string", description: "The bash command to execute" },
    timeout: { type: "integer", description: "Timeout in ms before auto-backgrounding (default: 120000)" },
    check_pid: { type: "integer", description: "Check on a backgrounded process, return new output" },
    kill_pid: { type: "integer", description: "Kill a backgrounded process, return final output" },
  },
} as const;
