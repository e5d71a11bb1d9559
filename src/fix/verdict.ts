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
}

export async function judge(commands: string[]): Promise<Verdict> {
  const line = commands.join(" && ");
  // Every simple command the line runs, wrappers (sudo, env, sh -c) taken off; a line that cannot be read is dangerous anyway.
  const installs = installsIn((await simpleCommands(line)) ?? []);
  const found = await dangers(line);
  if (!installs.length) return { dangers: found };
  const { what, typosquats } = describeInstalls(installs);
  return { dangers: [...found, ...typosquats], installs: what };
}
