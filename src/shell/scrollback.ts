/**
 * The last failed command's output, read back from the terminal that shows it,
 * for a failure the shell hook (`aye init`) recorded outside `aye shell`.
 * Only the person's own pane or window is read (tmux: $TMUX_PANE; screen: its
 * $STY session and $WINDOW; kitty: $KITTY_WINDOW_ID; WezTerm: $WEZTERM_PANE),
 * and only when they ask (ask, fix, show). Where the terminal keeps the command's
 * output apart (kitty's shell integration), that is taken; elsewhere the screen
 * text is cut between the line that shows the recorded command and the line
 * where aye itself was typed.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Lines of scrollback read at most. */
export const SCROLLBACK_LINES = 2000;

export interface TerminalText {
  /** Which terminal it came from, said in the capture's note. */
  source: "tmux" | "screen" | "kitty" | "wezterm";
  /** The screen text, or (kitty) the command's output itself. */
  text: string;
  /** Whether `text` is the output alone (no cut needed). */
  outputOnly: boolean;
}

export type Runner = (argv: string[], env: Record<string, string | undefined>) => { code: number; stdout: string };

export const runCommand: Runner = (argv, env) => {
  try {
    const r = Bun.spawnSync(argv, { env, stdin: "ignore", stdout: "pipe", stderr: "ignore", timeout: 3000 });
    return { code: r.exitCode ?? 1, stdout: r.stdout.toString() };
  } catch {
    return { code: 127, stdout: "" };
  }
};

/** The terminal text of the person's own pane, from the first terminal that answers. */
export function readTerminal(env: Record<string, string | undefined>, run: Runner = runCommand): TerminalText | undefined {
  if (env.TMUX && env.TMUX_PANE) {
    const r = run(["tmux", "capture-pane", "-p", "-J", "-t", env.TMUX_PANE, "-S", `-${SCROLLBACK_LINES}`], env);
    if (r.code === 0) return { source: "tmux", text: r.stdout, outputOnly: false };
  }
  if (env.STY) {
    const text = screenHardcopy(env, run);
    if (text !== undefined) return { source: "screen", text, outputOnly: false };
  }
  if (env.KITTY_WINDOW_ID) {
    // The previous command's output in this window, as kitty's shell integration marked it
    // (last_cmd_output would be the command running now: aye itself).
    const r = run(["kitty", "@", "get-text", "--match", `id:${env.KITTY_WINDOW_ID}`, "--extent", "last_non_empty_output"], env);
    if (r.code === 0) return { source: "kitty", text: r.stdout, outputOnly: true };
  }
  if (env.WEZTERM_PANE) {
    const r = run(["wezterm", "cli", "get-text", "--pane-id", env.WEZTERM_PANE, "--start-line", `-${SCROLLBACK_LINES}`], env);
    if (r.code === 0) return { source: "wezterm", text: r.stdout, outputOnly: false };
  }
  return undefined;
}

/** screen writes its hardcopy to a file: a private folder of aye's, removed at once. */
function screenHardcopy(env: Record<string, string | undefined>, run: Runner): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "aye-hardcopy-"));
  const file = join(dir, "screen.txt");
  try {
    const window = env.WINDOW ? ["-p", env.WINDOW] : [];
    if (run(["screen", "-S", env.STY!, ...window, "-X", "hardcopy", "-h", file], env).code !== 0) return undefined;
    // screen -X hands the command to the session, which writes the file a moment later.
    for (let i = 0; i < 100; i++) {
      try {
        const text = readFileSync(file, "utf8");
        if (text) return text;
      } catch {}
      Bun.sleepSync(10);
    }
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The output of `command` in `text`: the lines after the last line that ends
 * with the command (its prompt line) and before the line where aye was typed.
 * Undefined when the command is not on the screen any more.
 */
export function cutOutput(text: string, command: string): string | undefined {
  const lines = text.replace(/\r/g, "").split("\n").map((l) => l.trimEnd());
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  // The line aye was typed on: the last one that names aye.
  let end = lines.length - 1;
  while (end >= 0 && !/(^|[\s;&|(])aye(\s|$)/.test(lines[end]!)) end--;
  if (end < 0) end = lines.length;
  const first = command.split("\n")[0]!.trim();
  if (!first) return undefined;
  let start = end - 1;
  while (start >= 0 && !lines[start]!.endsWith(first)) start--;
  if (start < 0) return undefined;
  // A command of several lines: its further lines are on the screen too.
  start += command.split("\n").length - 1;
  const output = lines.slice(start + 1, end);
  while (output.length && output[output.length - 1] === "") output.pop();
  return output.length ? `${output.join("\n")}\n` : "";
}
