/**
 * Writes src/fix/known-commands.ts: the subcommands of common tools (and the
 * subcommands of those), read from their own help on this machine, so that
 * `aye fix` knows `timedatectl set-timezone` without running anything on a
 * person's machine. Run with `make known` where the tools are installed; not
 * part of the binary.
 */

import { commandRows } from "./choices.ts";
import { toolOutput } from "./tool-output.ts";
import { escapeRegExp } from "./words.ts";

const w = (text: string) => text.trim().split(/\s+/);

/** Tools with subcommands, each read with `<tool> --help` unless HOW says otherwise. */
const TOOLS = w(`git docker docker-compose kubectl cargo rustup go npm pnpm yarn pip poetry terraform systemctl
  journalctl apt apt-get ip bun tmux busctl loginctl hostnamectl timedatectl localectl networkctl ufw openssl
  resolvectl podman composer restic borg meson rclone svn`);

/** How a tool lists its subcommands when `--help` does not, or not all of them. */
const HOW: Record<string, string[]> = {
  git: ["git", "--list-cmds=main,nohelpers"],
  cargo: ["cargo", "--list"],
  go: ["go", "help"],
  npm: ["npm", "help"],
  tmux: ["tmux", "list-commands"],
  openssl: ["openssl", "help"],
  ip: ["ip", "help"],
  terraform: ["terraform", "-help"],
  poetry: ["poetry", "list"],
};


const NAME = /^[a-z][\w:.-]*$/;

/**
 * The subcommands a help text lists: the rows under its headings that name
 * commands, ip's `{ address | link }`, and the `<prefix> word` of usage lines
 * (`usage: git stash list`, `or: git stash show`).
 */
function listedCommands(text: string, prefix: string): string[] {
  const found = new Set(commandRows(text));
  for (const m of text.matchAll(/\{\s*([\w-]+(?:\s*\|\s*[\w-]+){2,})\s*\}/g)) for (const word of m[1]!.split("|")) found.add(word.trim());
  const usage = new RegExp(`^\\s*(?:usage:|or:)\\s*${escapeRegExp(prefix)} ([a-z][\\w-]*)\\b`, "gim");
  for (const m of text.matchAll(usage)) found.add(m[1]!);
  found.delete("help");
  return [...found].filter((word) => NAME.test(word));
}

/** A tool's subcommands: git lists its own; tmux writes `attach-session (attach) …`; cargo's list indents. */
function subcommandsOf(tool: string): string[] {
  const text = toolOutput(HOW[tool] ?? [tool, "--help"]);
  if (tool === "git") return text.split("\n").map((line) => line.trim()).filter((line) => NAME.test(line));
  if (tool === "tmux") return text.split("\n").flatMap((line) => /^([a-z-]+)(?: \(([a-z-]+)\))?/.exec(line)?.slice(1).filter((x): x is string => !!x) ?? []);
  // pnpm: "  rm, remove   Removes packages" under headings of its own wording.
  if (tool === "pnpm") return [...text.matchAll(/^ {2,6}(?:([a-z]+), )?([a-z][\w-]*) {2,}\S/gm)].flatMap((m) => m.slice(1).filter((x): x is string => !!x));
  if (tool === "openssl") return [...text.matchAll(/(?:^|\s)([a-z][\w-]+)(?=\s)/g)].map((m) => m[1]!).filter((word) => !/^(?:commands|digest|cipher|standard)$/.test(word));
  return listedCommands(text, tool);
}

const commands: Record<string, string> = {};
// poetry lists its nested commands with the rest: "  cache clear   Clears a Poetry cache by name."
for (const m of toolOutput(HOW.poetry!).matchAll(/^ {1,4}([a-z][\w-]*) ([a-z][\w-]*) {2,}\S/gm)) {
  commands[`poetry ${m[1]}`] = [...(commands[`poetry ${m[1]}`]?.split(" ") ?? []), m[2]!].join(" ");
}
for (const tool of TOOLS) {
  const subs = subcommandsOf(tool).sort();
  if (subs.length < 2) continue;
  commands[tool] = [...new Set(subs)].join(" ");
  // One level down: git stash, docker volume, kubectl config, poetry env, rustup toolchain.
  if (tool === "openssl" || tool === "tmux") continue;
  for (const sub of subs) {
    const argv = tool === "git" ? ["git", sub, "-h"] : tool === "go" ? ["go", "help", sub] : [tool, sub, "--help"];
    const nested = listedCommands(toolOutput(argv), `${tool} ${sub}`).filter((word) => word !== sub);
    // Tools that answer `tool sub --help` with their own help (systemctl, apt) have no nested commands.
    const own = nested.length >= subs.length * 0.8 && nested.every((word) => subs.includes(word));
    if (nested.length >= 2 && !own && !commands[`${tool} ${sub}`]) commands[`${tool} ${sub}`] = [...new Set(nested)].sort().join(" ");
  }
}

// The version each tool gives, named where it gives a bare number (npm's 11.19.1); systemd's tools say it once.
const versions = new Set(
  TOOLS.map((tool) => [tool, toolOutput([tool, "--version"]).trim().split("\n")[0]!] as const)
    .filter(([, v]) => v && !/unknown|usage|invalid|not defined/i.test(v))
    .map(([tool, v]) => (/^[\d.]+$/.test(v) ? `${tool} ${v}` : v)),
);

const body = `/**
 * The subcommands of common tools, as their help printed them
 * (${[...versions].join("; ")}).
 * Written by src/fix/known-commands.gen.ts (\`make known\`): do not edit.
 */

/** Subcommands, space-separated, by the words before them ("git stash"). */
export const COMMANDS: Record<string, string> = ${JSON.stringify(commands, null, 1)};
`;
await Bun.write(new URL("./known-commands.ts", import.meta.url), body);
console.log(`${Object.keys(commands).length} commands, ${Object.values(commands).reduce((n, c) => n + c.split(" ").length, 0)} subcommands`);
