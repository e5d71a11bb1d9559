import { expect, test } from "bun:test";
import { DEFAULT_TIMEOUT_MS, parseCall } from "../../../src/tool/bash-tool.ts";

test.each([
  [{ command: "ls" }, { command: "ls", timeoutMs: DEFAULT_TIMEOUT_MS }],
  [{ command: "ls", timeout: 500 }, { command: "ls", timeoutMs: 500 }],
  [{ command: "ls", timeout: null, check_pid: null }, { command: "ls", timeoutMs: DEFAULT_TIMEOUT_MS }],
  [{ check_pid: 42 }, { checkPid: 42 }],
  [{ kill_pid: 42 }, { killPid: 42 }],
  [undefined, "Error: give one of command, check_pid or kill_pid."],
  [{ timeout: 5 }, "Error: give one of command, check_pid or kill_pid."],
  [{ command: "ls", kill_pid: 1 }, "Error: command, check_pid and kill_pid are mutually exclusive; got command and kill_pid. Give only one."],
  [{ command: "ls", check_pid: 1, kill_pid: 1 }, "Error: command, check_pid and kill_pid are mutually exclusive; got command and check_pid and kill_pid. Give only one."],
  [{ kill_pid: 1, timeout: 5 }, "Error: timeout goes with command only."],
  [{ command: 5 }, "Error: command must be a non-empty string."],
  [{ command: "  " }, "Error: command must be a non-empty string."],
  [{ command: "ls", timeout: 1.5 }, "Error: timeout must be a whole number of milliseconds above 0."],
  [{ command: "ls", timeout: -1 }, "Error: timeout must be a whole number of milliseconds above 0."],
  [{ check_pid: "12" }, "Error: check_pid must be a process id (a whole number above 0)."],
  [{ kill_pid: 0 }, "Error: kill_pid must be a process id (a whole number above 0)."],
] as const)("parseCall(%p)", (args, expected) => {
  expect(parseCall(args as Record<string, unknown> | undefined)).toEqual(expected);
});
