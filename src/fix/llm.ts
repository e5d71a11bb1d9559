/** The LLM step of `aye fix`: seed 003's prompt, and its reply turned into commands. */
import type { Failure } from "./types.ts";

export const FIX_SYSTEM = `You are a shell command correction assistant. When given a failed command and its error output, provide only the corrected command(s) needed to fix the issue.

Rules:
1. Output ONLY valid shell commands, one per line
2. No explanations, markdown, or commentary
3. If multiple steps needed, list them in execution order
4. Preserve the user's intent while fixing syntax/typos
5. Consider the shell environment (bash/zsh/fish)`;

/**
 * Seed 003's prompt; `os` (prompt.context) names the system the command ran on,
 * and `context` what aye's rules looked at and rejected (src/fix/context.ts).
 */
export function fixPrompt(f: Failure, shell: string, os?: string, context?: string): string {
  const lines = f.output.trimEnd().split("\n").slice(-30).join("\n");
  return `A shell command failed in ${shell}${os ? ` on ${os}` : ""}, in the directory ${f.cwd}, with exit code ${f.exitCode ?? "unknown"}.

FAILED COMMAND:
${f.command}

ERROR OUTPUT:
${lines || "(none captured)"}
${context ? `\nWHAT AYE FOUND AROUND IT (its offline rules found no correction):\n${context}\n` : ""}
Please respond with ONLY the corrected shell command(s), one per line, in the order to run them.`;
}

const PROSE = /^(?:here|the|this|that|these|you|your|try|run|use|note|it|i|if|to|sure|explanation|alternatively|or|because|since|make sure|corrected|fixed|answer)\b/i;

/** What keeps a command open past its line: a `\\` at its end, or a here-document whose end is still to come. */
function stillOpen(line: string): { delimiter?: string; tabs?: boolean } | undefined {
  const here = /(?<!<)<<(-?)\s*(['"]?)([\w.-]+)\2/.exec(line);
  if (here) return { delimiter: here[3], tabs: here[1] === "-" };
  return /(?<!\\)\\$/.test(line) ? {} : undefined;
}

/**
 * The commands in an LLM's reply: fences, `$ ` prompts, numbering, bullets and
 * commentary taken off. A command continued with `\\`, or with a here-document,
 * stays one command, its lines as written: it is judged and run as the model gave it.
 */
export function parseReply(reply: string): string[] {
  const fenced = [...reply.matchAll(/```[\w-]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const body = fenced.length ? fenced.join("\n") : reply;
  const commands: string[] = [];
  let open: ReturnType<typeof stillOpen>;
  for (const raw of body.split("\n")) {
    if (open) {
      const text = raw.replace(/\r$/, "");
      commands[commands.length - 1] += `\n${text}`;
      if (open.delimiter === undefined) open = stillOpen(text);
      else if ((open.tabs ? text.replace(/^\t+/, "") : text) === open.delimiter) open = undefined;
      continue;
    }
    let line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("```")) continue;
    line = line
      .replace(/^(?:\d+[.)]|[-*•])\s+/, "")
      // A prompt sign goes; a leading `>` stays: it is a redirection (`> /dev/sda` is not `/dev/sda`).
      .replace(/^(?:\$|%|❯)\s+/, "")
      .replace(/^`([^`]+)`(?:\s*[-–—:].*)?$/, "$1")
      .trim();
    if (!line) continue;
    if (!fenced.length && (PROSE.test(line) || /[:.]$/.test(line) && line.split(/\s+/).length > 4)) continue;
    commands.push(line);
    open = stillOpen(line);
  }
  return commands;
}
