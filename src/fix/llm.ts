/** The LLM step of `aye fix`: seed 003's prompt, and its reply turned into commands. */
import type { Failure } from "./types.ts";

export const FIX_SYSTEM = `You are a shell command correction assistant. When given a failed command and its error output, provide only the corrected command(s) needed to fix the issue.

Rules:
1. Output ONLY valid shell commands, one per line
2. No explanations, markdown, or commentary
3. If multiple steps needed, list them in execution order
4. Preserve the user's intent while fixing syntax/typos
5. Consider the shell environment (bash/zsh/fish)`;

/** Seed 003's prompt; `os` (prompt.context) names the system the command ran on. */
export function fixPrompt(f: Failure, shell: string, os?: string): string {
  const lines = f.output.trimEnd().split("\n").slice(-30).join("\n");
  return `A shell command failed in ${shell}${os ? ` on ${os}` : ""}, in the directory ${f.cwd}, with exit code ${f.exitCode ?? "unknown"}.

FAILED COMMAND:
${f.command}

ERROR OUTPUT:
${lines || "(none captured)"}

Please respond with ONLY the corrected shell command(s), one per line, in the order to run them.`;
}

const PROSE = /^(?:here|the|this|that|these|you|your|try|run|use|note|it|i|if|to|sure|explanation|alternatively|or|because|since|make sure|corrected|fixed|answer)\b/i;

/** The commands in an LLM's reply: fences, `$ ` prompts, numbering, bullets and commentary taken off. */
export function parseReply(reply: string): string[] {
  const fenced = [...reply.matchAll(/```[\w-]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const body = fenced.length ? fenced.join("\n") : reply;
  const commands: string[] = [];
  for (let line of body.split("\n")) {
    line = line.trim();
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
  }
  return commands;
}
