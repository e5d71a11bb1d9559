/**
 * Shell providers (seed 004): a local LLM CLI run as an argv array, never
 * through a shell. The known CLIs (claude, gemini, qwen) are asked one question
 * through their own flags and structured output (cli-profiles.ts); a CLI the
 * person configures gets the message as plain text on stdin (`stdin_mode: pipe`)
 * or in a private temporary file named by `{input_file}` (`stdin_mode: file`).
 */
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { AyeError } from "../errors.ts";
import { DOCUMENTED_MODELS, GIVE_UP_AFTER, type ProfileName, planCall } from "./cli-profiles.ts";
import { type RunEnd, privateDir, removeLeftovers, runCli, writeFiles } from "./cli-process.ts";
import { type CliEvent, oneLine, plainText } from "./formats/events.ts";
import { apiErrorText } from "./formats/gemini-stream.ts";
import { geminiAuthType, signIn } from "./sign-in.ts";
import type { Availability, ChatRequest, Provider, ProviderDeps } from "./types.ts";

/** One shell provider, as configured under llm.shell_providers (or built in). */
export interface ShellConfig {
  command: string;
  args: string[];
  /** A flag the CLI needs to answer without a session; it gets a short instruction, the content stays on stdin. */
  prompt_flag?: string;
  /** The flag that selects a model (-m, --model). */
  model_flag?: string;
  /** This provider's model, used when -m is not given. */
  model?: string;
  stdin_mode: "pipe" | "file";
  /** Seconds before the CLI and everything it started are stopped (exit 124). */
  timeout: number;
  env: Record<string, string>;
  /** How to install it, said when it is not on PATH. */
  install?: string;
  /** A CLI aye knows how to ask one question (flags, output format, settings). */
  profile?: ProfileName;
}

/** The built-in CLIs; checked against each CLI's --help (claude 2.1.197, gemini 0.61.0, qwen 0.15.10); see README. */
export const DEFAULT_SHELL_PROVIDERS: Record<string, ShellConfig> = {
  claude: { command: "claude", args: [], stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @anthropic-ai/claude-code", profile: "claude" },
  gemini: { command: "gemini", args: [], stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @google/gemini-cli", profile: "gemini" },
  qwen: { command: "qwen", args: [], stdin_mode: "pipe", timeout: 300, env: {}, install: "npm install -g @qwen-code/qwen-code", profile: "qwen" },
};

/** The instruction given to `prompt_flag`: the request itself is on stdin. */
export const FLAG_PROMPT = "Answer the request given above.";

/** Seed 004's plain-text form of a conversation, for CLIs aye does not know. */
export function formatMessages(request: ChatRequest): string {
  return request.system ? `System: ${request.system}\n\n${request.prompt}` : request.prompt;
}

/** `${VAR}` from the environment; an unset variable becomes empty. */
export function expandEnv(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? "");
}

/** The argv for a configured CLI (pure): args, model flag, prompt flag, `{input_file}` filled in. */
export function buildArgv(config: ShellConfig, request: ChatRequest, env: Record<string, string | undefined>, inputFile?: string): string[] {
  const fill = (arg: string) => expandEnv(arg, env).replaceAll("{input_file}", inputFile ?? "");
  const argv = [expandEnv(config.command, env), ...config.args.map(fill)];
  if (request.model && config.model_flag) argv.push(config.model_flag, request.model);
  if (config.prompt_flag) argv.push(config.prompt_flag, FLAG_PROMPT);
  return argv;
}

/**
 * The one-line reason a run failed, from the last lines of its stderr: the last
 * line that reads as an error, else the last line; never a stack frame or a warning.
 */
export function stderrReason(stderr: string): string {
  const lines = stderr
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^at\s/.test(l) && !/^(warning|\(node:\d+\))/i.test(l) && !/^[\w.]+: \d+,?$/.test(l) && !/^[{}\]\[]+,?$/.test(l));
  const errorish = lines.filter((l) => /error|invalid|denied|unauthori[sz]ed|forbidden|not (found|logged|signed)|failed|refused/i.test(l));
  return oneLine(errorish.at(-1) ?? lines.at(-1) ?? "");
}

const readText = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

const listDir = (path: string) => {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
};

/** What a retry is shown as: "500 from the API", or the CLI's word for it. */
const retryText = (e: Extract<CliEvent, { type: "retry" }>) => (e.status ? `${e.status} from the API` : e.reason ?? `attempt ${e.attempt} failed`);

/** A provider that runs a local LLM CLI (see the module comment). */
export function shellProvider(name: string, config: ShellConfig, fallbackModel: string, deps: ProviderDeps): Provider {
  const { env } = deps;
  const provider: Provider = {
    name,
    kind: "shell",
    async available(): Promise<Availability> {
      const path = Bun.which(expandEnv(config.command, env), { PATH: env.PATH ?? "" });
      if (!path) return { ok: false, detail: `${config.command} not found on PATH${config.install ? ` (install: ${config.install})` : ""}` };
      if (!config.profile) return { ok: true, detail: path };
      const signed = signIn(config.profile, env, existsSync);
      return { ok: signed.ok, detail: signed.ok ? `${path} (${signed.detail})` : signed.detail };
    },
    async listModels() {
      const chosen = config.model || fallbackModel;
      if (!config.profile) return { models: chosen ? [chosen] : [], ...(chosen ? { default: chosen } : {}), source: `llm.shell_providers.${name}` };
      const documented = DOCUMENTED_MODELS[config.profile];
      // qwen answers with $OPENAI_MODEL when it talks to an OpenAI-compatible server.
      const own = config.profile === "qwen" && env.OPENAI_MODEL ? env.OPENAI_MODEL : undefined;
      const models = [...new Set([...(chosen ? [chosen] : []), ...(own ? [own] : []), ...documented.models])];
      const used = chosen || own || documented.default;
      return { models, ...(used ? { default: used } : {}), source: `${config.command}'s documentation (it also takes a full model name)` };
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
      const model = request.model || config.model || fallbackModel || undefined;
      const userEnv = Object.fromEntries(Object.entries(config.env).map(([k, v]) => [k, expandEnv(v, env)]));
      let dir: string | undefined;
      let leftovers: string[] = [];
      let links: string[] = [];
      let stopRun: (() => void) | undefined;
      let gaveUp: Extract<CliEvent, { type: "retry" }> | undefined;
      let failure: Extract<CliEvent, { type: "error" }> | undefined;
      let run: AsyncGenerator<CliEvent, RunEnd> | undefined;
      try {
        let argv: string[];
        let childEnv: Record<string, string | undefined>;
        let input: string | undefined;
        let parser = plainText();
        let stderrLine: ((line: string) => CliEvent[]) | undefined;
        let logFile: string | undefined;
        if (config.profile) {
          dir = privateDir(deps.tempRoot);
          const auth = config.profile === "gemini" ? geminiAuthType(env, readText) : undefined;
          const gemini = config.profile === "gemini" && env.HOME ? { realHome: env.HOME, userSettings: readText(join(env.HOME, ".gemini", "settings.json")), userEntries: listDir(join(env.HOME, ".gemini")) } : {};
          const plan = planCall(config.profile, { system: request.system, model, dir, sessionId: crypto.randomUUID(), auth, ...gemini });
          writeFiles(plan.files);
          for (const [path, target] of Object.entries(plan.symlinks ?? {})) symlinkSync(target, path);
          leftovers = plan.leftovers;
          links = plan.links ?? [];
          let inputFile: string | undefined;
          if (config.stdin_mode === "file") writeFiles({ [(inputFile = join(dir, "input.txt"))]: request.prompt });
          else input = request.prompt;
          argv = [command, ...plan.args, ...config.args.map((a) => expandEnv(a, env).replaceAll("{input_file}", inputFile ?? ""))];
          const planned = Object.fromEntries(Object.entries(plan.env).filter(([k]) => !(plan.keepUser.includes(k) && env[k])));
          childEnv = { ...env, ...planned, ...userEnv };
          parser = plan.parser();
          stderrLine = plan.stderrLine;
          logFile = plan.retryLog && env.HOME ? join(env.HOME, plan.retryLog) : undefined;
        } else {
          const text = formatMessages(request);
          let inputFile: string | undefined;
          if (config.stdin_mode === "file") {
            dir = privateDir(deps.tempRoot);
            inputFile = join(dir, "input.txt");
            writeFiles({ [inputFile]: text });
          } else input = text;
          argv = buildArgv(config, { ...request, model }, env, inputFile);
          childEnv = { ...env, ...userEnv };
        }
        run = runCli(
          { argv, env: childEnv, input, timeoutMs: config.timeout * 1000, parser, stderrLine, logFile, kill: deps.kill, signal },
          (stop) => (stopRun = stop),
        );
        let step = await run.next();
        for (; !step.done; step = await run.next()) {
          const event = step.value;
          if (event.type === "text") yield event.text;
          else if (event.type === "error") failure ??= event;
          else if (!gaveUp) {
            deps.status(`${name} is retrying: ${retryText(event)}`);
            if (event.attempt >= GIVE_UP_AFTER) {
              gaveUp = event;
              stopRun?.();
            }
          }
        }
        const { code, timedOut, stderr } = step.value;
        provider.exitCode = timedOut ? 124 : code;
        if (timedOut) throw new AyeError(`${name} did not answer within ${config.timeout}s and was stopped`, { hint: `Raise llm.shell_providers.${name}.timeout in your config file.`, code: 124 });
        if (signal.aborted) return;
        if (gaveUp) {
          provider.exitCode = 1;
          throw new AyeError(`${name} failed ${gaveUp.attempt} times (${retryText(gaveUp)}${gaveUp.reason && gaveUp.status ? `: ${gaveUp.reason}` : ""}); aye stopped it`, { code: 1 });
        }
        if (failure) {
          provider.exitCode = code || 1;
          throw new AyeError(`${name} failed${failure.status ? ` (${failure.status})` : ""}: ${failure.message}`, { code: code || 1 });
        }
        if (code !== 0 && config.profile) {
          const said = apiErrorText(stderrReason(stderr)).message;
          throw new AyeError(`${name} exited with code ${code}${said ? `: ${said}` : ""}`, { code });
        }
        if (code !== 0) {
          const said = stderr.trimEnd();
          throw new AyeError(`${name} exited with code ${code}${said ? `:\n${said}` : ""}`, { hint: `Try '${command}' by itself; it may need signing in or a setting of its own.`, code });
        }
      } finally {
        // Stopped early (Ctrl-C, a signal): the run's own cleanup stops the CLI first.
        await run?.return({ code: 0, timedOut: false, stderr: "" });
        if (dir) rmSync(dir, { recursive: true, force: true });
        removeLeftovers(env.HOME, leftovers, links);
      }
    },
  };
  return provider;
}
