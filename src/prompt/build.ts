/**
 * The prompt `aye ask` sends (pure): the words given, piped input, `@path`
 * files, then the captured failure in seed 000's block. Secrets are removed
 * from the whole request on its way out (src/guard/to-model.ts); here only a
 * `.env` file gets the stricter treatment of every value.
 */
import type { Capture } from "../store/captures.ts";
import { attachBlock } from "./attach-block.ts";
import { type Environment, environmentBlock } from "./environment.ts";
import { isDotenv, redact } from "./redact.ts";

export interface PromptParts {
  words: string;
  stdin?: string;
  files: { path: string; content: string }[];
  attach?: Pick<Capture, "command" | "cwd" | "exitCode" | "stdout" | "stderr">;
  /** The OS, shell and working directory, told last (prompt.context). */
  environment?: Environment;
  redact: boolean;
}

/** A fence longer than any run of backticks in `content`. */
function fence(content: string): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  return "`".repeat(longest + 1);
}

/** Drops trailing newlines; a slice, not a copy, of a large text. */
function trimNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length ? text : text.slice(0, end);
}

export function buildPrompt(parts: PromptParts): string {
  const sections: string[] = [];
  if (parts.words) sections.push(parts.words);
  if (parts.stdin) sections.push(trimNewlines(parts.stdin));
  for (const file of parts.files) {
    const body = trimNewlines(parts.redact && isDotenv(file.path) ? redact(file.content, { dotenv: true }) : file.content);
    const f = fence(body);
    sections.push(`File: ${file.path}\n${f}\n${body}\n${f}`);
  }
  let prompt = sections.join("\n\n");
  if (parts.attach) {
    const block = attachBlock(parts.attach);
    prompt = prompt ? `${prompt}\n\n${block}` : block;
  }
  if (parts.environment) prompt = `${prompt}\n\n${environmentBlock(parts.environment)}`;
  return prompt;
}

/** The `@path` references in the prompt words, with trailing punctuation tried off. */
export function atReferences(words: string): string[] {
  return [...words.matchAll(/(?:^|\s)@([^\s@][^\s]*)/g)].map((m) => m[1]!);
}
