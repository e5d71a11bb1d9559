/**
 * What a plan would do that the person must agree to, judged every time a plan
 * is shown or run, whatever its source (a rule, the cache, an LLM, the person).
 */
import { dangers, simpleCommands } from "./danger.ts";
import { describeInstalls, installsIn } from "./installs.ts";

export interface Verdict {
  /** Reasons it is dangerous: it runs only after a typed `yes`, never with --yes. */
  dangers: string[];
  /** What it installs, when it does: it runs only when chosen, never with --yes. */
  installs?: string;
  /** Whose settings it changes, when it does (they outlive this failure): it runs only when chosen, never with --yes. */
  settings?: string;
}

/** Tools whose `config set` (git: any `config` that writes) changes settings kept beyond this command. */
const CONFIGURED = /^(?:git|npm|pnpm|yarn|pip|pip3|gh|poetry|conda|rustup)$/;

/** "changes git's settings (--global)" when a simple command writes a tool's settings. */
function settingsIn(commands: string[][]): string | undefined {
  const found = commands.flatMap((argv) => {
    const [tool, sub, ...rest] = argv;
    if (!CONFIGURED.test(tool ?? "") || sub !== "config") return [];
    const reads = tool === "git" ? rest.some((w) => /^(?:--get\S*|--list|-l|--show-\S+)$/.test(w)) || rest.filter((w) => !w.startsWith("-")).length < 2 : !["set", "add", "unset", "delete", "append", "--add", "--set"].includes(rest[0] ?? "");
    const scope = rest.find((w) => /^--(?:global|system|user)$/.test(w));
    return reads ? [] : [`${tool}'s${scope ? ` ${scope.slice(2)}` : ""}`];
  });
  return found.length ? `changes ${[...new Set(found)].join(" and ")} settings` : undefined;
}

export async function judge(commands: string[]): Promise<Verdict> {
  const line = commands.join(" && ");
  // Every simple command the line runs, wrappers (sudo, env, sh -c) taken off; a line that cannot be read is dangerous anyway.
  const simple = (await simpleCommands(line)) ?? [];
  const installs = installsIn(simple);
  const settings = settingsIn(simple);
  const found = await dangers(line);
  if (!installs.length) return { dangers: found, ...(settings ? { settings } : {}) };
  const { what, typosquats } = describeInstalls(installs);
  return { dangers: [...found, ...typosquats], installs: what, ...(settings ? { settings } : {}) };
}

/** What a plan needs the person to know, in the order it matters least to most: installs, settings, dangers. */
export const verdictNotes = (v: Verdict) => [...(v.installs ? [v.installs] : []), ...(v.settings ? [v.settings] : []), ...(v.dangers.length ? [`DANGEROUS: ${v.dangers.join(", ")}`] : [])];
