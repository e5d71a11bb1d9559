/**
 * Provider names to providers: the shell CLIs (built-in and configured), `ollama`,
 * and OpenAI-compatible endpoints. The same names serve ask, fix and llm.
 */
import type { Config } from "../config.ts";
import { AyeError, usageError } from "../errors.ts";
import { closest } from "../suggest.ts";
import { ollamaProvider } from "./ollama.ts";
import { DEFAULT_ENDPOINTS, type EndpointConfig, openaiProvider } from "./openai.ts";
import { DEFAULT_SHELL_PROVIDERS, type ShellConfig, shellProvider } from "./shell.ts";
import type { Provider, ProviderDeps } from "./types.ts";

export interface Registry {
  names: string[];
  get(name: string): Provider;
  /** -p, else AYE_PROVIDER or config's provider, else the first available. */
  choose(requested: string | undefined): Promise<Provider>;
}

const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Checks one configured shell provider, naming the line of anything wrong. */
function shellConfig(name: string, raw: unknown, config: Config): ShellConfig {
  const at = (field: string) => `llm.shell_providers.${name}${field ? `.${field}` : ""}`;
  if (!isMap(raw)) throw config.errorAt(at(""), `'${at("")}' must be a mapping (command, args, ...)`);
  const base = DEFAULT_SHELL_PROVIDERS[name];
  const fields = ["command", "args", "prompt_flag", "model_flag", "model", "stdin_mode", "timeout", "env"];
  for (const field of Object.keys(raw)) {
    if (!fields.includes(field)) {
      const guess = closest(field, fields);
      throw config.errorAt(at(field), `unknown setting '${at(field)}'`, guess ? `Did you mean '${guess}'?` : `Known: ${fields.join(", ")}.`);
    }
  }
  const str = (field: string) => {
    const v = raw[field];
    if (v !== undefined && v !== null && typeof v !== "string") throw config.errorAt(at(field), `'${at(field)}' must be a string`);
    return v === null ? undefined : (v as string | undefined);
  };
  const command = str("command") ?? base?.command;
  if (!command) throw config.errorAt(at(""), `'${at("")}' needs a command`, "For example: command: my-llm");
  const args = raw.args ?? base?.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== "string" && typeof a !== "number")) throw config.errorAt(at("args"), `'${at("args")}' must be a list of strings`);
  const mode = str("stdin_mode") ?? base?.stdin_mode ?? "pipe";
  if (mode !== "pipe" && mode !== "file") throw config.errorAt(at("stdin_mode"), `'${at("stdin_mode")}' must be pipe or file, not '${mode}'`);
  if (mode === "file" && !args.some((a) => String(a).includes("{input_file}"))) {
    throw config.errorAt(at("args"), `'${at("")}' uses stdin_mode: file, so its args must name {input_file}`);
  }
  const timeout = raw.timeout ?? base?.timeout ?? 300;
  if (typeof timeout !== "number" || !(timeout > 0)) throw config.errorAt(at("timeout"), `'${at("timeout")}' must be a number of seconds above 0`);
  const env = raw.env ?? {};
  if (!isMap(env) || Object.values(env).some((v) => typeof v !== "string")) throw config.errorAt(at("env"), `'${at("env")}' must map names to strings`);
  const promptFlag = "prompt_flag" in raw ? str("prompt_flag") : base?.prompt_flag;
  const modelFlag = "model_flag" in raw ? str("model_flag") : base?.model_flag;
  const model = str("model");
  return {
    command,
    args: args.map(String),
    ...(promptFlag ? { prompt_flag: promptFlag } : {}),
    ...(modelFlag ? { model_flag: modelFlag } : {}),
    ...(model ? { model } : {}),
    stdin_mode: mode,
    timeout,
    env: env as Record<string, string>,
    ...(base?.install && command === base.command ? { install: base.install } : {}),
    // A built-in keeps its way of asking (flags, output format) whatever its command's path.
    ...(base?.profile ? { profile: base.profile } : {}),
  };
}

function endpointConfig(name: string, raw: unknown, config: Config, defaults: Record<string, EndpointConfig>): EndpointConfig {
  const at = (field: string) => `llm.endpoints.${name}${field ? `.${field}` : ""}`;
  if (!isMap(raw)) throw config.errorAt(at(""), `'${at("")}' must be a mapping (base_url, api_key_env, model)`);
  const fields = ["base_url", "api_key_env", "model"];
  for (const [field, value] of Object.entries(raw)) {
    if (!fields.includes(field)) {
      const guess = closest(field, fields);
      throw config.errorAt(at(field), `unknown setting '${at(field)}'`, guess ? `Did you mean '${guess}'?` : `Known: ${fields.join(", ")}.`);
    }
    if (typeof value !== "string") throw config.errorAt(at(field), `'${at(field)}' must be a string`);
  }
  const merged = { ...defaults[name], ...(raw as Partial<EndpointConfig>) };
  if (!merged.base_url) throw config.errorAt(at(""), `'${at("")}' needs a base_url`, "For example: base_url: http://127.0.0.1:1234/v1");
  return merged as EndpointConfig;
}

/**
 * The config-wide `model:` (AYE_MODEL) belongs to the provider named by
 * `provider:` (AYE_PROVIDER), or to ollama when none is named: a model name
 * means something to one provider only, so it is never sent to the others.
 */
export function globalModel(config: Pick<Config, "values">, name: string): string {
  return name === (config.values.provider || "ollama") ? config.values.model : "";
}

/** Builds the registry from the configuration; a broken provider table is a usage error naming its line. */
export function makeRegistry(config: Config, deps: ProviderDeps): Registry {
  const shell = { ...DEFAULT_SHELL_PROVIDERS };
  for (const [name, raw] of Object.entries(config.sections["llm.shell_providers"] ?? {})) shell[name] = shellConfig(name, raw, config);
  // The variables people already set for OpenAI's tools; the config file wins over them.
  const { OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: envModel } = deps.env;
  const defaults: Record<string, EndpointConfig> = { ...DEFAULT_ENDPOINTS, openai: { ...DEFAULT_ENDPOINTS.openai!, ...(baseUrl ? { base_url: baseUrl } : {}), ...(envModel ? { model: envModel } : {}) } };
  const endpoints = { ...defaults };
  for (const [name, raw] of Object.entries(config.sections["llm.endpoints"] ?? {})) {
    if (name in shell || name === "ollama") throw config.errorAt(`llm.endpoints.${name}`, `'${name}' is already the name of another provider`);
    endpoints[name] = endpointConfig(name, raw, config, defaults);
  }
  const names = [...Object.keys(shell), "ollama", ...Object.keys(endpoints)];
  const get = (name: string): Provider => {
    const model = globalModel(config, name);
    if (shell[name]) return shellProvider(name, shell[name], model, deps);
    if (name === "ollama") return ollamaProvider({ host: config.values["llm.ollama.host"], model: config.values["llm.ollama.model"], fallbackModel: model }, deps);
    if (endpoints[name]) return openaiProvider(name, endpoints[name], model, deps);
    const guess = closest(name, names);
    throw usageError(`unknown provider '${name}'`, `${guess ? `Did you mean '${guess}'? ` : ""}Known: ${names.join(", ")}. Add your own under llm.shell_providers or llm.endpoints.`);
  };
  return {
    names,
    get,
    async choose(requested) {
      const name = requested || config.values.provider;
      if (name) return get(name);
      for (const candidate of names) {
        const provider = get(candidate);
        if ((await provider.available()).ok) return provider;
      }
      throw new AyeError("no LLM provider is available", {
        hint: "Install a CLI (npm install -g @anthropic-ai/claude-code), start Ollama, or set OPENAI_API_KEY; then pick one with -p or 'provider:' in your config file. See 'aye llm --list'.",
      });
    },
  };
}
