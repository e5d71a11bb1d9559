/**
 * The answer in a tool's own config: a name the tool could not find (an AWS profile, a helm repository, a conda
 * environment) put right to the one the person's config declares that it slips from or starts (`--profile prod` for
 * production). Kept as data: the tool's message, its config files (under the home folder) and how an entry is written.
 * Read-only, through the World.
 */
import { basename } from "node:path";
import { nearest } from "../nearest.ts";
import type { Rule, World } from "../types.ts";
import { replaceToken } from "../words.ts";

interface ToolConfig {
  tool: string;
  /** The message naming what was not found (its first group). */
  missing: RegExp;
  /** Files under the home folder that declare the names. */
  files: string[];
  /** An entry's name (its first group), and how to read it from what the group caught. */
  entry: RegExp;
  name?: (caught: string) => string;
}

const CONFIGS: ToolConfig[] = [
  { tool: "aws", missing: /The config profile \(([^)\s]+)\) could not be found/, files: [".aws/config", ".aws/credentials"], entry: /^\[(?:profile\s+)?([^\]\s]+)\s*\]/gm },
  { tool: "helm", missing: /Error: (?:no )?repo(?:sitory)? "?([\w.-]+)"? not found/, files: [".config/helm/repositories.yaml"], entry: /^-?\s*name:\s*"?([\w.-]+)"?/gm },
  { tool: "conda", missing: /Could not find conda environment: (\S+)|EnvironmentLocationNotFound: Not a conda environment: \S*\/([\w.-]+)/, files: [".conda/environments.txt"], entry: /^(\S+)$/gm, name: (path) => basename(path) },
];

/** The names a tool's config declares. */
function declared(config: ToolConfig, world: World): string[] {
  const home = world.home();
  if (!home) return [];
  const names = config.files.flatMap((file) => [...(world.readText(`${home}/${file}`) ?? "").matchAll(config.entry)].map((m) => (config.name ?? ((x: string) => x))(m[1]!)));
  return [...new Set(names)].filter((n) => n && n !== "default");
}

export const configName: Rule = (f, world) => {
  const config = CONFIGS.find((c) => c.tool === f.argv[0]);
  const bad = config?.missing.exec(f.output)?.slice(1).find(Boolean);
  if (!config || !bad || !f.argv.includes(bad)) return [];
  const names = declared(config, world);
  if (names.includes(bad)) return [];
  // A slip of one name, or the start of exactly one (prod: production).
  const near = nearest(bad, names, 1);
  const started = bad.length >= 3 ? names.filter((n) => n.startsWith(bad)) : [];
  const good = near.length === 1 ? near[0] : started.length === 1 ? started[0] : undefined;
  return good ? [{ commands: [replaceToken(f.command, bad, good)], source: "rule", why: `${good} is in your ${config.tool} config` }] : [];
};
