/** `aye run`'s own options, parsed by hand: every word from the command on is the command's. */
import { usageError } from "../errors.ts";

export interface RunInput {
  argv: string[];
  timeoutMs: number;
  always: boolean;
  capture: boolean;
  /** How the command is shown in the capture, when argv is not how the person wrote it (sh -c ...). */
  display?: string;
}

/** Parses `[options] [--] command...`: aye's options end at the first word that is not one. */
export function parseRunArgs(args: string[]): RunInput | "help" {
  const input: RunInput = { argv: [], timeoutMs: 0, always: false, capture: true };
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") { i++; break; }
    if (!arg.startsWith("-") || arg === "-") break;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (flag === "-h" || flag === "--help") return "help";
    else if (flag === "--always") input.always = true;
    else if (flag === "--no-capture") input.capture = false;
    else if (flag === "--timeout") {
      const value = inline ?? args[++i];
      if (value === undefined) throw usageError("--timeout needs a duration", "For example: aye run --timeout 30s -- npm test");
      input.timeoutMs = parseDuration(value);
    } else {
      throw usageError(`unknown option '${arg}' for aye run`, `aye's own options come before the command; to pass '${arg}' to a command, write: aye run -- COMMAND ${arg}`);
    }
  }
  input.argv = args.slice(i);
  if (input.argv.length === 0) throw usageError("aye run needs a command to run", "For example: aye run npm test");
  return input;
}

/** "90", "90s", "1.5m", "500ms", "2h" to milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const scale = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match?.[2] ?? "s"]!;
  const ms = match ? Math.round(Number(match[1]) * scale) : NaN;
  if (match && ms === 0) throw usageError(`a timeout of '${text}' would stop the command at once`, "Give a duration above 0: a number of seconds, or 500ms, 30s, 5m, 1h.");
  if (!(ms > 0)) throw usageError(`'${text}' is not a duration`, "Use a number of seconds, or 500ms, 30s, 5m, 1h.");
  return ms;
}
