/**
 * A command that does not exist (a typo of one on PATH, an alias or builtin, a
 * glued argument such as `cd..`), and a subcommand the tool does not know when it
 * offers no suggestion of its own.
 */
import { isShellBuiltin, SHELL_BUILTINS } from "../../capture/resolve.ts";
import { nearest } from "../nearest.ts";
import type { Rule, Suggestion } from "../types.ts";
import { replaceToken } from "../words.ts";

const NOT_FOUND = [
  /^([^:\n]+): command not found/,
  /(?:^|\n)(?:bash|sh|aye|ksh|dash)(?:: line \d+)?: ([^:\n]+): (?:command )?not found/,
  /(?:^|\n)sh: \d+: ([^:\n]+): not found/,
  /(?:^|\n)zsh: command not found: (\S+)/,
  /(?:^|\n)fish: Unknown command:? '?([^'\s]+)'?/,
  /Command '([^']+)' not found/,
  /(?:^|\n)sudo: ([^:\n]+): command not found/,
];

export const commandNotFound: Rule = (f, world) => {
  const name = NOT_FOUND.map((p) => p.exec(f.output)?.[1]?.trim()).find((n) => n && f.argv.includes(n));
  // A builtin run where no shell was (`aye run cd /tmp`) is no typo: `cp /tmp` is not what was meant.
  if (!name || isShellBuiltin(name)) return [];
  const out: Suggestion[] = [];
  // Glued to its argument: cd.. / ls-la / git-status
  const glued = /^(cd|ls|git|npm|docker|kubectl|make)([.\/-].*)$/.exec(name);
  if (glued) out.push({ commands: [f.command.replace(name, `${glued[1]} ${glued[2]!.replace(/^-(?=[a-z]{3,})/, "")}`)], source: "rule", why: "a missing space" });
  if (name.includes("/")) return out;
  // pip is often only there as python3 -m pip
  if (/^pip3?$/.test(name) && world.executables().includes("python3")) {
    out.push({ commands: [f.command.replace(/^pip3?\b/, "python3 -m pip")], source: "rule", why: "pip through python3" });
  }
  for (const candidate of nearest(name, [...world.executables(), ...world.aliases(), ...SHELL_BUILTINS])) {
    out.push({ commands: [replaceToken(f.command, name, candidate)], source: "rule", why: `'${name}' is not installed; '${candidate}' is` });
  }
  return out;
};

/** Subcommands of tools that do not suggest one themselves. */
export const SUBCOMMANDS: Record<string, { unknown: RegExp; words: string[] }> = {
  docker: {
    unknown: /docker: (?:'(\S+)' is not a docker command|unknown command: docker (\S+))/,
    words: ["attach", "build", "builder", "buildx", "commit", "compose", "container", "context", "cp", "create", "diff", "events", "exec", "export", "history", "image", "images", "import", "info", "inspect", "kill", "load", "login", "logout", "logs", "network", "pause", "port", "ps", "pull", "push", "rename", "restart", "rm", "rmi", "run", "save", "search", "start", "stats", "stop", "system", "tag", "top", "unpause", "update", "version", "volume", "wait"],
  },
  apt: { unknown: /E: Invalid operation (\S+)/, words: ["autoclean", "autoremove", "build-dep", "clean", "depends", "download", "edit-sources", "full-upgrade", "install", "list", "policy", "purge", "rdepends", "reinstall", "remove", "search", "show", "showsrc", "source", "update", "upgrade"] },
  "apt-get": { unknown: /E: Invalid operation (\S+)/, words: ["autoclean", "autoremove", "build-dep", "check", "clean", "dist-upgrade", "download", "install", "purge", "remove", "source", "update", "upgrade"] },
  systemctl: {
    unknown: /Unknown command verb '?([^'.\s]+)'?/,
    words: ["cat", "daemon-reload", "disable", "edit", "enable", "is-active", "is-enabled", "is-failed", "kill", "list-timers", "list-unit-files", "list-units", "mask", "reload", "restart", "show", "start", "status", "stop", "unmask"],
  },
  brew: { unknown: /Error: Unknown command: (\S+)/, words: ["cleanup", "doctor", "info", "install", "list", "outdated", "reinstall", "search", "services", "tap", "uninstall", "untap", "update", "upgrade"] },
  go: { unknown: /go (\S+): unknown command/, words: ["build", "clean", "doc", "env", "fix", "fmt", "generate", "get", "install", "list", "mod", "run", "test", "tool", "version", "vet", "work"] },
};

export const unknownSubcommand: Rule = (f) => {
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  const entry = tool ? SUBCOMMANDS[tool] : undefined;
  const m = entry?.unknown.exec(f.output);
  const bad = m?.[1] ?? m?.[2];
  if (!entry || !bad) return [];
  return nearest(bad, entry.words).map((good) => ({ commands: [replaceToken(f.command, bad, good)], source: "rule" as const, why: `${tool} has no '${bad}'` }));
};
