/** `aye config`: where the file is and what is in effect, with where each value came from. */
import type { Ctx } from "../context.ts";
import { AyeError } from "../errors.ts";
import { type Config, SECTIONS, SETTINGS, type SettingKey, configPath, envName } from "../config.ts";
import { ollamaAddress } from "../providers/address.ts";

/**
 * A setting's value and where it comes from. A setting left at its default that a variable of the tool
 * itself fills (OLLAMA_HOST) is shown with that variable's value, as every command uses it.
 */
function effective(config: Config, key: SettingKey, env: Record<string, string | undefined>): { value: unknown; source: string } {
  const source = config.sources[key];
  if (key === "llm.ollama.host" && source === "default") {
    const address = ollamaAddress("", env);
    if (address.from === "OLLAMA_HOST") return { value: address.url, source: "OLLAMA_HOST" };
    return { value: address.url, source: "default" };
  }
  return { value: config.values[key], source };
}

/**
 * A broken file is the reason to come here: its mistake is shown (path, line,
 * what is wrong), then the defaults that `aye run` falls back to; exit 2.
 */
export function showConfig(input: { json: boolean }, ctx: Ctx): number {
  let config;
  let broken: AyeError | undefined;
  try {
    config = ctx.config();
  } catch (error) {
    if (!(error instanceof AyeError)) throw error;
    broken = error;
    config = ctx.defaults();
  }
  const { io } = ctx;
  const path = configPath(io.env);
  if (broken) {
    ctx.ui.error(broken.message, broken.hint);
    if (!input.json) io.write(2, "Until it is fixed, aye run and aye fix use these defaults, aye log, show and clear need none, and other commands stop:\n");
  }
  if (input.json) {
    const settings = Object.fromEntries(SETTINGS.map((s) => [s.key, { ...effective(config, s.key, io.env), env: envName(s.key) }]));
    io.write(1, `${JSON.stringify({ path, exists: config.fileExists || !!broken, store: ctx.storeDir, ...(broken ? { error: broken.message } : {}), settings, ...config.sections }, null, 2)}\n`);
    return broken ? broken.code : 0;
  }
  const lines = [
    `config file: ${path}${config.fileExists ? "" : broken ? " (not usable: defaults shown)" : " (not present: defaults in effect)"}`,
    `store:       ${ctx.storeDir}`,
    "",
  ];
  const width = Math.max(...SETTINGS.map((s) => s.key.length));
  for (const s of SETTINGS) {
    const { value, source: from } = effective(config, s.key, io.env);
    const source = from === "env" ? `from ${envName(s.key)}` : from === "file" ? "from the file" : from === "default" ? "default" : `from ${from}`;
    lines.push(`${s.key.padEnd(width)}  ${(value === "" ? "-" : String(value)).padEnd(10)}  ${source}; ${s.about}`);
  }
  for (const section of SECTIONS) {
    const names = Object.keys(config.sections[section] ?? {});
    if (names.length) lines.push(`${section.padEnd(width)}  ${names.join(", ")}`);
  }
  io.write(1, `${lines.join("\n")}\n`);
  return broken ? broken.code : 0;
}
