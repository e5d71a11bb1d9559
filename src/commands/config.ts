/** `aye config`: where the file is and what is in effect, with where each value came from. */
import type { Ctx } from "../context.ts";
import { SECTIONS, SETTINGS, envName } from "../config.ts";

export function showConfig(input: { json: boolean }, ctx: Ctx): number {
  const config = ctx.config();
  const { io } = ctx;
  if (input.json) {
    const settings = Object.fromEntries(SETTINGS.map((s) => [s.key, { value: config.values[s.key], source: config.sources[s.key], env: envName(s.key) }]));
    io.write(1, `${JSON.stringify({ path: config.path, exists: config.fileExists, store: ctx.storeDir, settings, ...config.sections }, null, 2)}\n`);
    return 0;
  }
  const lines = [
    `config file: ${config.path}${config.fileExists ? "" : " (not present: defaults in effect)"}`,
    `store:       ${ctx.storeDir}`,
    "",
  ];
  const width = Math.max(...SETTINGS.map((s) => s.key.length));
  for (const s of SETTINGS) {
    const source = config.sources[s.key] === "env" ? `from ${envName(s.key)}` : config.sources[s.key] === "file" ? "from the file" : "default";
    const value = config.values[s.key];
    lines.push(`${s.key.padEnd(width)}  ${(value === "" ? "-" : String(value)).padEnd(10)}  ${source}; ${s.about}`);
  }
  for (const section of SECTIONS) {
    const names = Object.keys(config.sections[section] ?? {});
    if (names.length) lines.push(`${section.padEnd(width)}  ${names.join(", ")}`);
  }
  io.write(1, `${lines.join("\n")}\n`);
  return 0;
}
