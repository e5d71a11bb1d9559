/**
 * Commands that run another command: `sudo -E rm …` deletes as surely as
 * `rm …`, and `sh -c '…'` runs whatever its string says. Each wrapper's own
 * options are skipped as that program reads them.
 */

/**
 * What a wrapper runs: the command at `argv[runs]`; a shell script made of
 * some of its words, joined by spaces, less `skip` leading characters (`--command=`); or nothing.
 */
export type Unwrapped = { runs: number } | { script: number[]; skip?: number } | { nothing: true } | undefined;

interface Spec {
  /** Short options that take a value (glued, as in `-n1`, or the next word). */
  values?: string;
  /** Long options that take a value when it is not glued with `=`. */
  long?: string[];
  /** Short options with which no command runs (`command -v`, `sudo -l`). */
  none?: string;
  /** Leading operands that are not the command (`timeout 5`, `chroot /srv`). */
  operands?: number;
  /** `NAME=value` words before the command (`env A=1`, `sudo A=1`). */
  assignments?: boolean;
}

const WRAPPERS: Record<string, Spec> = {
  sudo: { values: "ugpCDrtTUR", long: ["user", "group", "prompt", "close-from", "chdir", "role", "type", "command-timeout", "other-user", "chroot", "host"], none: "lveK", assignments: true },
  doas: { values: "uC", none: "L" },
  env: { values: "uCP", long: ["unset", "chdir"], assignments: true },
  xargs: { values: "adEILnPs", long: ["arg-file", "delimiter", "eof", "replace", "max-lines", "max-args", "max-procs", "max-chars", "process-slot-var"] },
  nice: { values: "n", long: ["adjustment"] },
  nohup: {},
  timeout: { values: "sk", long: ["signal", "kill-after"], operands: 1 },
  time: { values: "fo", long: ["format", "output"] },
  command: { none: "vV" },
  exec: { values: "a" },
  builtin: {},
  stdbuf: { values: "ioe", long: ["input", "output", "error"] },
  ionice: { values: "cnp", none: "p" },
  watch: { values: "n", long: ["interval"] },
  setsid: {},
  unbuffer: {},
  noglob: {},
  nocorrect: {},
  busybox: {},
  chroot: { long: ["userspec", "groups"], operands: 1 },
  runuser: { values: "ugGw", long: ["user", "group", "supp-group", "whitelist-environment"] },
  pkexec: { long: ["user"] },
  flock: { values: "wE", long: ["timeout", "conflict-exit-code"], operands: 1 },
  taskset: { operands: 1 },
  chrt: { operands: 1 },
  faketime: { values: "f", operands: 1 },
  unshare: {},
  strace: { values: "abeEIoOpPsSuUX", long: ["output", "signal", "trace", "user"] },
  ltrace: { values: "aenoOpsuxAELw", long: ["output"] },
  npx: { values: "p", long: ["package"] },
  bunx: { long: ["package"] },
};

/** Programs that run the shell script given to one of their options: `su -c '…'`, `flock f -c '…'`. */
const SCRIPT_OPTIONS: Record<string, string[]> = {
  su: ["-c", "--command"],
  runuser: ["-c", "--command"],
  sg: ["-c"],
  flock: ["-c", "--command"],
  script: ["-c", "--command"],
  "nix-shell": ["--run", "--command"],
  npx: ["-c", "--call"],
};

/** The script given to one of `options` (`-c x`, `--command=x`), if there is one. */
function scriptOption(argv: string[], options: string[] | undefined): Unwrapped {
  if (!options) return undefined;
  const at = argv.findIndex((a, i) => i > 0 && options.includes(a));
  if (at > 0) return at + 1 < argv.length ? { script: [at + 1] } : { nothing: true };
  const glued = argv.findIndex((a, i) => i > 0 && options.some((o) => o.startsWith("--") && a.startsWith(`${o}=`)));
  return glued > 0 ? { script: [glued], skip: argv[glued]!.indexOf("=") + 1 } : undefined;
}

/**
 * Tools whose subcommand runs a command: `npm exec x`, `uv run x`, `bundle exec x`; `lead`, the options that may stand
 * before the subcommand (`pnpm --filter ui exec tsc`: in each package it names, all inside the workspace).
 */
const RUNNERS: Record<string, { subcommands: string[]; spec: Spec; lead?: RegExp }> = {
  npm: { subcommands: ["exec", "x"], spec: { long: ["package"] } },
  pnpm: { subcommands: ["exec", "dlx"], spec: { long: ["package", "filter"] }, lead: /^(?:-r|--recursive|-w|--workspace-root|--parallel|-s|--silent|--stream|--filter=\S+|-F\S+)$/ },
  yarn: { subcommands: ["exec", "dlx"], spec: { values: "p", long: ["package"] } },
  bun: { subcommands: ["x"], spec: {} },
  uv: { subcommands: ["run"], spec: { long: ["with", "python", "project", "package", "directory", "env-file", "extra", "group"] } },
  poetry: { subcommands: ["run"], spec: {} },
  pipenv: { subcommands: ["run"], spec: {} },
  pdm: { subcommands: ["run"], spec: {} },
  hatch: { subcommands: ["run"], spec: {} },
  bundle: { subcommands: ["exec"], spec: {} },
  conda: { subcommands: ["run"], spec: { values: "np", long: ["name", "prefix", "cwd"] } },
  mise: { subcommands: ["exec", "x"], spec: {} },
};

const SHELLS = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "rbash"]);

/** The program a word names: `/bin/rm` and `rm` are the same program, and so is zsh's `=rm` (its path). */
export const programName = (word: string) => word.slice(word.lastIndexOf("/") + 1).replace(/^=(?=.)/, "");

/**
 * Whether a command word names a file of its own (`./ls`, `/tmp/t/cat`, `node_modules/.bin/jq`): a path bash runs as
 * written, never looked up, so whatever the file holds, not the program of the same name. The system's own folders
 * (`/usr/bin/git`) hold the programs.
 */
export const ownFile = (word: string) => word.includes("/") && !/^\/(?:usr\/)?(?:local\/)?s?bin\/[^/]+$/.test(word);

/** Whether `name` is a shell that reads commands (from `-c`, a file, or stdin). */
const isShell = (name: string) => SHELLS.has(name);

/** Where the options of `spec` end in `argv` (from index 1), or "nothing" when an option means no command runs. */
function skipOptions(argv: string[], spec: Spec): number | "nothing" {
  let i = 1;
  for (; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      i++;
      break;
    }
    if (a.startsWith("--")) {
      if (!a.includes("=") && spec.long?.includes(a.slice(2))) i++;
    } else if (a.startsWith("-") && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        if (spec.none?.includes(a[j]!)) return "nothing";
        if (spec.values?.includes(a[j]!)) {
          if (j === a.length - 1) i++;
          break;
        }
      }
    } else if (!(spec.assignments && /^[A-Za-z_]\w*=/.test(a))) break;
  }
  return i + (spec.operands ?? 0);
}

/** What `argv` runs when its program wraps another command; undefined when it does not. */
export function unwrap(argv: string[]): Unwrapped {
  const name = programName(argv[0] ?? "");
  if (name === "eval") return { script: argv.slice(1).map((_w, i) => i + 1).filter((i) => i > 1 || argv[i] !== "--") };
  if (isShell(name)) return shellScript(argv);
  // trap 'cmd' EXIT runs cmd when the shell exits.
  if (name === "trap") {
    const at = argv[1] === "--" ? 2 : 1;
    return argv.length > at + 1 && !/^-[lp]?$/.test(argv[at]!) ? { script: [at] } : { nothing: true };
  }
  if (name === "ssh") return remoteCommand(argv);
  const inContainer = containerCommand(name, argv);
  if (inContainer) return inContainer;
  const scripted = scriptOption(argv, SCRIPT_OPTIONS[name]);
  if (scripted) return scripted;
  if (name === "env") {
    // env -S 'rm -rf /' splits its string into the command's words, much as a shell would.
    const at = argv.findIndex((a, i) => i > 0 && (a === "-S" || a === "--split-string"));
    if (at > 0) return { script: argv.map((_w, i) => i).filter((i) => i > at) };
  }
  const runner = RUNNERS[name];
  if (runner) {
    const at = subcommandAt(argv, runner.lead);
    if (!runner.subcommands.includes(argv[at] ?? "")) return undefined;
    const from = skipOptions(argv.slice(at), runner.spec);
    return from === "nothing" || from + at >= argv.length ? { nothing: true } : { runs: from + at };
  }
  const spec = WRAPPERS[name];
  if (!spec) return undefined;
  const from = skipOptions(argv, spec);
  if (from === "nothing" || from >= argv.length) return { nothing: true };
  // watch hands its words to `sh -c` unless told -x.
  if (name === "watch" && !argv.slice(1, from).some((a) => a === "--exec" || /^-[^-]*x/.test(a))) {
    return { script: argv.map((_w, i) => i).filter((i) => i >= from) };
  }
  return { runs: from };
}

/** The subcommand of a runner's words (`pnpm --filter ui exec` → `exec`). */
export const runnerSubcommand = (argv: string[]) => argv[subcommandAt(argv, RUNNERS[programName(argv[0] ?? "")]?.lead)];

/** Where a runner's subcommand stands: past the options `lead` allows before it (`--filter ui`, its value the next word). */
export function subcommandAt(argv: string[], lead: RegExp | undefined): number {
  let i = 1;
  while (lead && i < argv.length) {
    if (/^(?:--filter|-F)$/.test(argv[i]!) && i + 1 < argv.length) i += 2;
    else if (lead.test(argv[i]!)) i++;
    else break;
  }
  return i;
}

/** Options of `docker exec` and `docker compose exec` that take a value when not glued with `=`. */
const EXEC_VALUES = /^(?:-[euw]|--(?:env|env-file|user|workdir|detach-keys|index))$/;

/**
 * `docker exec CONTAINER cmd…` (`docker compose exec SERVICE`, podman, nerdctl) and `kubectl exec POD -- cmd…`: the
 * command runs in the container, which effects.ts counts as another host. Undefined for other commands.
 */
function containerCommand(name: string, argv: string[]): Unwrapped {
  if (/^(?:kubectl|oc)$/.test(name) && argv[1] === "exec") {
    const dash = argv.indexOf("--");
    return dash > 0 && dash + 1 < argv.length ? { runs: dash + 1 } : undefined;
  }
  if (!/^(?:docker|podman|nerdctl)$/.test(name)) return undefined;
  const start = argv[1] === "exec" ? 2 : /^(?:compose|container)$/.test(argv[1] ?? "") && argv[2] === "exec" ? 3 : -1;
  if (start < 0) return undefined;
  let i = start;
  for (; i < argv.length && argv[i]!.startsWith("-"); i++) if (EXEC_VALUES.test(argv[i]!)) i++;
  return i + 1 < argv.length ? { runs: i + 1 } : { nothing: true };
}

/** Options of ssh that take a value. */
const SSH_VALUES = "BbcDEeFIiJLlmOoPpQRSWw";

/** `ssh host cmd…`: the words after the host are a script for the remote shell; without them ssh runs nothing here. */
function remoteCommand(argv: string[]): Unwrapped {
  // -o ProxyCommand=… runs its command here, before any host is reached.
  const local = argv.findIndex((a) => /^(?:-o)?(?:Proxy|Local|KnownHosts)Command[= ]/i.test(a));
  if (local > 0) return { script: [local], skip: /^(?:-o)?\w+[= ]/.exec(argv[local]!)![0].length };
  let i = 1;
  for (; i < argv.length && argv[i]!.startsWith("-"); i++) {
    const a = argv[i]!;
    if (a === "--") {
      i++;
      break;
    }
    const at = [...a.slice(1)].findIndex((f) => SSH_VALUES.includes(f));
    if (at >= 0 && at === a.length - 2) i++;
  }
  const words = argv.map((_w, j) => j).filter((j) => j > i);
  return words.length ? { script: words } : { nothing: true };
}

/** `sh -c 'script'` and its spellings (`bash -lc`, `zsh -e -c`); a shell reading a file or stdin is not a wrapper. */
function shellScript(argv: string[]): Unwrapped {
  let command = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--" || a === "-") return command && i + 1 < argv.length ? { script: [i + 1] } : undefined;
    if (/^[-+][oO]$/.test(a) || a === "--rcfile" || a === "--init-file") i++;
    else if (/^[-+]\w/.test(a) && !a.startsWith("--")) command ||= a.startsWith("-") && a.includes("c");
    else if (!a.startsWith("--")) return command ? { script: [i] } : undefined;
  }
  // `xargs sh -c`: the script is written only when the line runs.
  return command ? { script: [] } : undefined;
}

/** The commands `find` runs for what it finds: each `-exec … ;` (or `+`), as [from, to) ranges of argv. */
export function findExecs(argv: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 1; i < argv.length; i++) {
    if (!["-exec", "-execdir", "-ok", "-okdir"].includes(argv[i]!)) continue;
    let end = i + 1;
    while (end < argv.length && argv[end] !== ";" && argv[end] !== "+") end++;
    ranges.push([i + 1, end]);
    i = end;
  }
  return ranges;
}
