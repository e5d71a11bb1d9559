/**
 * What ask and llm share about how a question is put: a role (a saved system
 * prompt), a template (a saved prompt with {{variables}}), the sampling
 * settings and the answer's form. Resolving them is pure but for reading the
 * files; a CLI provider is refused what it cannot take, before anything runs.
 */
import type { Config } from "../config.ts";
import { usageError } from "../errors.ts";
import type { ChatRequest, Provider } from "../providers/types.ts";
import { fillTemplate, findEntry, parseTemplate, parseVars } from "../roles/library.ts";

export interface AskingOptions {
  role?: string;
  template?: string;
  /** --var name=value, as given. */
  vars: string[];
  temperature?: number;
  maxTokens?: number;
  /** --no-stream: the answer is written once it is whole. */
  stream: boolean;
  /** --json-answer: ask for a JSON object. */
  json: boolean;
}

/** The prompt and system prompt with the role and template applied; `-s` wins over both. */
export function applyAsking(prompt: string, system: string | undefined, o: AskingOptions, config: Pick<Config, "path">, hasInput = true): { prompt: string; system?: string } {
  const json = o.json ? "\n\nAnswer with one JSON object and nothing else." : "";
  let role: string | undefined;
  if (o.role) role = findEntry(config.path, "roles", o.role).text.trim();
  if (!o.template) return { prompt: `${prompt}${json}`, system: system ?? role };
  const entry = findEntry(config.path, "templates", o.template);
  const template = parseTemplate(entry.text, entry.source);
  const vars = parseVars(o.vars);
  const usesInput = /\{\{\s*input\s*\}\}/.test(template.body);
  // {{input}} is what was given (words, the pipe, files, the failure): the environment alone is no input.
  if (usesInput && prompt && hasInput) vars.input ??= prompt;
  const filled = fillTemplate(template, o.template, vars);
  // Input the template has no place for still goes along, after it.
  const body = !usesInput && prompt ? `${filled.body}\n\n${prompt}` : filled.body;
  return { prompt: `${body}${json}`, system: system ?? role ?? filled.system };
}

/** The request's sampling and form, refused for a CLI (it has no flag for them). */
export function requestExtras(o: AskingOptions, provider: Provider): Pick<ChatRequest, "temperature" | "maxTokens" | "json"> {
  if (provider.kind === "shell") {
    const given = [o.temperature !== undefined && "--temperature", o.maxTokens !== undefined && "--max-tokens", o.json && "--json-answer"].filter(Boolean);
    if (given.length) throw usageError(`${provider.name} is a CLI: aye cannot pass it ${given.join(", ")}`, "Ollama and OpenAI-compatible endpoints take them: -p ollama, -p openai.");
  }
  return { ...(o.temperature !== undefined ? { temperature: o.temperature } : {}), ...(o.maxTokens !== undefined ? { maxTokens: o.maxTokens } : {}), ...(o.json ? { json: true } : {}) };
}
