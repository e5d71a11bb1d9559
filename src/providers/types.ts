/** What every provider kind (shell CLI, Ollama, OpenAI-compatible HTTP) offers. */

export interface ChatRequest {
  /** The whole user message: prompt words, piped input, files, the captured failure. */
  prompt: string;
  system?: string;
  model?: string;
  /** Sampling temperature (HTTP providers only; a CLI takes none). */
  temperature?: number;
  /** The most tokens the answer may have (HTTP providers only). */
  maxTokens?: number;
  /** Ask for a JSON object as the answer (Ollama's format, OpenAI's response_format). */
  json?: boolean;
}

export interface Availability {
  ok: boolean;
  /** Where it is, or why it is not usable (and what to do). */
  detail: string;
}

export interface Provider {
  name: string;
  kind: "shell" | "ollama" | "openai";
  /** Streams the answer as it arrives; errors are AyeErrors that say what to do. */
  stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string>;
  /** A cheap check for `aye llm --list` and for picking a default. */
  available(): Promise<Availability>;
  /** The exit code of the last run when the provider is a program (passed through by `aye llm`). */
  exitCode?: number;
  /** Where an HTTP provider answers, for requests of whole conversations with tools (src/chat). */
  endpoint?: Endpoint;
  /** The models an HTTP provider's server lists, to name them when it refuses one ([] when it cannot say). */
  models?(): Promise<string[]>;
  /** What the provider can answer with, for `aye llm --models`; an AyeError says why it cannot be asked. */
  listModels(): Promise<ModelList>;
}

/** The models of one provider, and where the list comes from. */
export interface ModelList {
  models: string[];
  /** The model used when none is chosen, when known. */
  default?: string;
  /** "the server (/api/tags)", "claude's documentation" */
  source: string;
}

/** An HTTP provider's address, headers and configured model (empty: the provider's default). */
export interface Endpoint {
  url: string;
  headers: Record<string, string>;
  model: string;
}

/** What providers need from outside, passed in so tests can give their own. */
export interface ProviderDeps {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  kill(pid: number, signal: string): void;
  /** A remark on stderr (a prompt cut to fit, a retry). */
  warn(message: string): void;
  /** Progress for a person at a terminal ("claude is retrying: 500 from the API"); silent otherwise. */
  status(message: string): void;
  /** Where private per-call folders go (aye's cache: not below a world-writable folder). */
  tempRoot: string;
}
