/**
 * Shell providers (seed 004): a local LLM CLI run as an argv array, never
 * through a shell. The whole message goes on stdin (`stdin_mode: pipe`) or in a
 * private temporary file named by `{input_file}` (`stdin_mode: file`).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { killTree, stopAfter } from "../capture/process-tree.ts";
import { AyeError } from "../errors.ts";
import type { Availability, ChatRequest, Provider, ProviderDeps } from "./types.ts";

export interface ShellConfig {
  command: string;
  args: string[];
  /** A flag the CLI needs to answer without a session (gemini's -p); it gets a short instruction, the content stays on stdin. */
  prompt_flag?: string;
  /** The flag that selects a model (-m, --model). */
  model_flag?: string;
  stdin_mode: "pipe" | "file";
  /** Seconds before the CLI and everything it started are stopped (exit 124). */
  timeout: number;
  env: Record<string, string>;
  /** How to install it, said when it is not on PATH. */
  install?: string;
}

/** Checked against each CLI's --help (claude 2.1, gemini-cli, qwen-code); see README. */
export const DEFAULT_SHELL_PROVIDERS: Record<string, ShellConfig> = {
  claude: { command: "claude", args: ["-p"], model_flag: "--model", stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @anthropic-ai/claude-code" },
  gemini: { command: "gemini", args: [], prompt_flag: "-p", model_flag: "-m", stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @google/gemini-cli" },
  qwen: { command: "qwen", args: [], model_flag: "-m", stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @qwen-code/qwen-code" },
};

/** The instruction given to `prompt_flag`: the request itself is on stdin. */
export const FLAG_PROMPT = "Answer the request given above.";

/** Seed 004's plain-text form of a conversation. */
export function formatMessages(request: ChatRequest): string {
  return request.system ? `System: ${request.system}\n\n${request.prompt}` : request.prompt;
}

/** `${VAR}` from the environment; an unset variable becomes empty. */
export function expandEnv(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? "");
}

/** The argv for one request (pure): args, model flag, prompt flag, `{input_file}` filled in. */
export function buildArgv(config: ShellConfig, request: ChatRequest, env: Record<string, string | undefined>, inputFile?: string): string[] {
  const fill = (arg: string) => expandEnv(arg, env).replaceAll("{input_file}", inputFile ?? "");
  const argv = [expandEnv(config.command, env), ...config.args.map(fill)];
  if (request.model && config.model_flag) argv.push(config.model_flag, request.model);
  if (config.prompt_flag) argv.push(config.prompt_flag, FLAG_PROMPT);
  return argv;
}

const FEED_SLICE = 256 * 1024;
const tail = (text: string, lines: number) => text.trimEnd().split("\n").slice(-lines).join("\n");

export function shellProvider(name: string, config: ShellConfig, fallbackModel: string, deps: ProviderDeps): Provider {
  const { env, kill } = deps;
  const provider: Provider = {
    name,
    kind: "shell",
    async available(): Promise<Availability> {
      const path = Bun.which(expandEnv(config.command, env), { PATH: env.PATH ?? "" });
      return path ? { ok: true, detail: path } : { ok: false, detail: `${config.command} not found on PATH${config.install ? ` (install: ${config.install})` : ""}` };
    },
    async *stream(request, signal) {
      const command = expandEnv(config.command, env);
      if (!Bun.which(command, { PATH: env.PATH ?? "" })) {
        provider.exitCode = 127;
        throw new AyeError(`${name}: '${command}' is not installed or not on PATH`, {
          hint: config.install ? `Install it: ${config.install}` : `Check 'command' under llm.shell_providers.${name} in your config file.`,
          code: 127,
        });
      }
      const text = formatMessages(request);
      let dir: string | undefined;
      let inputFile: string | undefined;
      if (config.stdin_mode === "file") {
        dir = mkdtempSync(join(tmpdir(), "aye-"));
        inputFile = join(dir, "input.txt");
        writeFileSync(inputFile, text, { mode: 0o600 });
      }
      const childEnv = { ...env, ...Object.fromEntries(Object.entries(config.env).map(([k, v]) => [k, expandEnv(v, env)])) };
      const proc = Bun.spawn(buildArgv(config, { ...request, model: request.model || fallbackModel || undefined }, env, inputFile), {
        env: childEnv,
        stdin: config.stdin_mode === "pipe" ? "pipe" : "ignore",
        stdout: "pipe",
        stderr: "pipe",
      });
      let timedOut = false;
      const stop = () => killTree(proc.pid, "SIGTERM", kill);
      const disarm = stopAfter(proc.pid, config.timeout * 1000, 2000, kill, () => (timedOut = true));
      signal.addEventListener("abort", stop, { once: true });
      const stderr = new Response(proc.stderr).text();
      // Fed while the answer is read, so a CLI that answers before it has read everything cannot deadlock;
      // one that exits without reading must not turn into EPIPE noise.
      const feeding = (async () => {
        if (!proc.stdin) return;
        // In slices, so a large prompt is never held twice (as text and encoded).
        for (let at = 0; at < text.length; at += FEED_SLICE) {
          proc.stdin.write(text.slice(at, at + FEED_SLICE));
          await proc.stdin.flush();
        }
        await proc.stdin.end();
      })().catch(() => {});
      try {
        const decoder = new TextDecoder();
        for await (const chunk of proc.stdout) {
          const piece = decoder.decode(chunk, { stream: true });
          if (piece) yield piece;
        }
        const rest = decoder.decode();
        if (rest) yield rest;
        const code = await proc.exited;
        await feeding;
        provider.exitCode = timedOut ? 124 : code;
        if (timedOut) throw new AyeError(`${name} did not answer within ${config.timeout}s and was stopped`, { hint: `Raise llm.shell_providers.${name}.timeout in your config file.`, code: 124 });
        if (signal.aborted) return;
        if (code !== 0) {
          const said = tail(await stderr, 20);
          throw new AyeError(`${name} exited with code ${code}${said ? `:\n${said}` : ""}`, { hint: `Try '${command}' by itself; it may need signing in or a setting of its own.`, code });
        }
      } finally {
        disarm();
        signal.removeEventListener("abort", stop);
        if (proc.exitCode === null) stop();
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return provider;
}
