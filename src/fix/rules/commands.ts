/**
 * A command that does not exist (a typo of one on PATH, an alias or builtin, a
 * glued argument such as `cd..`), and a subcommand the tool does not know when it
 * offers no suggestion of its own.
 */
import { isShellBuiltin, SHELL_BUILTINS } from "../../capture/resolve.ts";
import { known, SUBCOMMANDS } from "../known.ts";
import { OPTIONS, SHORT } from "../known-options.ts";
import { nearest, programMeant } from "../nearest.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { listedChoices } from "../choices.ts";
import { escapeRegExp, replaceRun, replaceToken, table } from "../words.ts";

/** Whether aye knows `word` as a subcommand after `prefix` (an alias counts). */
const has = (prefix: string, word: string) => known(prefix)?.some((k) => k.split("|").includes(word)) ?? false;

const NOT_FOUND = [
  /^([^:\n]+): command not found/,
  /(?:^|\n)(?:bash|sh|aye|ksh|dash)(?:: line \d+|: \d+)?: ([^:\n]+): (?:command )?not found/,
  /(?:^|\n)zsh(?::\d+)?: command not found: (\S+)/,
  /(?:^|\n)fish: Unknown command:? '?([^'\s]+)'?/,
  /Command '([^']+)' not found/,
  /(?:^|\n)sudo: ([^:\n]+): command not found/,
  /^Command not found: (\S+)/m, // poetry run
  /Failed to spawn: `([^`]+)`/, // uv run
];

/** Well-known programs, by the Debian package that installs them. */
const PROGRAMS: Record<string, string> = table(Object.fromEntries(
  `pipx jq tree htop tmux screen ncdu tldr fzf curl wget git vim nano zip unzip rsync nmap whois traceroute ffmpeg pandoc shellcheck
  strace gdb valgrind lsof tcpdump iperf3 make cmake gcc g++ clang sqlite3 ansible podman npm ruby php gradle maven:mvn
  ripgrep:rg fd-find:fdfind bat:batcat netcat-openbsd:nc dnsutils:dig net-tools:ifconfig iputils-ping:ping imagemagick:convert
  postgresql-client:psql mariadb-client:mysql redis-tools:redis-cli ninja-build:ninja python3-pip:pip3 nodejs:node golang-go:go
  docker.io:docker docker-compose default-jdk:javac default-jre:java mtr-tiny:mtr httpie:http xclip p7zip-full:7z
  ansible:ansible-playbook ansible:ansible-galaxy ansible:ansible-vault postgresql-client:pg_dump mariadb-client:mysqldump
  dnsutils:nslookup net-tools:netstat git-lfs:git-lfs gh pv parallel tig telnet unrar mercurial:hg subversion:svn meson
  podman rclone restic borgbackup:borg certbot socat ltrace zstd`
    .split(/\s+/)
    .map((entry) => entry.split(":"))
    .map(([pkg, program]) => [program ?? pkg!, pkg!]),
));

export const commandNotFound: Rule = (f, world) => {
  // Each wording above says one of these: a failure without them is passed at the cost of one test.
  if (!/not found|unknown command|failed to spawn/i.test(f.output)) return [];
  const name = NOT_FOUND.map((p) => p.exec(f.output)?.[1]?.trim()).find((n) => n && f.argv.includes(n));
  // sh and dash have no `source`: their word for it is `.`.
  if (name === "source" && f.argv[0] === "source" && /^(?:sh|dash|\/bin\/sh)(?::| \d+:)/m.test(f.output)) {
    return [{ commands: [f.command.replace(/^source\b/, ".")], source: "rule", why: "sh reads a file with ." }];
  }
  // A builtin run where no shell was (`aye run cd /tmp`) is no typo: `cp /tmp` is not what was meant.
  if (!name || isShellBuiltin(name)) return [];
  const out: Suggestion[] = [];
  // sudo: cargo: command not found, for a program on the person's PATH but not on root's (~/.cargo/bin, nvm's node).
  const asRoot = new RegExp(`(?:^|\\n)sudo: ${escapeRegExp(name)}: command not found`).test(f.output) && world.onPath(name);
  const inner = asRoot ? f.argv.indexOf(name) : -1;
  if (f.argv[0] === "sudo" && inner > 0 && f.argv.slice(1, inner).every((w) => w.startsWith("-"))) {
    const at = f.command.indexOf(name, f.argv.slice(0, inner).join(" ").length); // the line as typed from the program on
    out.push({ commands: [f.command.slice(at)], source: "rule", why: `${name} is on your PATH, not root's: run it as yourself` });
  }
  // Glued to its argument: cd.. / ls-la / git-status
  const glued = /^(cd|ls|git|npm|docker|kubectl|make)([.\/-].*)$/.exec(name);
  // docker-compsoe is no docker subcommand: a typo of docker-compose, not docker and a word.
  const dashed = glued && /^-([a-z]{3,})$/.exec(glued[2]!)?.[1];
  const subcommand = !dashed || !known(glued[1]!) || has(glued[1]!, dashed);
  if (glued && subcommand) out.push({ commands: [f.command.replace(name, `${glued[1]} ${glued[2]!.replace(/^-(?=[a-z]{3,})/, "")}`)], source: "rule", why: "a missing space" });
  if (name.includes("/")) return out;
  // A prompt sign copied with the command: "$ git status".
  if (/^[$%#❯>]$/.test(name) && f.argv[0] === name && f.argv.length > 1) {
    out.push({ commands: [f.command.replace(/^\s*\S+\s+/, "")], source: "rule", why: "the prompt sign was copied too" });
  }
  // A build tool that is not installed, beside the project's own wrapper of it.
  const wrapper = { gradle: "gradlew", mvn: "mvnw" }[name];
  if (wrapper && f.argv[0] === name && world.isExecutable(`${f.cwd}/${wrapper}`)) out.push({ commands: [f.command.replace(name, `./${wrapper}`)], source: "rule", why: `the project brings ./${wrapper}` });
  // A well-known program that is not installed (not a typo of one that is): its Debian package.
  const pkg = PROGRAMS[name];
  if (pkg && !world.onPath(name) && world.onPath("apt")) out.push({ commands: [`sudo apt install ${pkg}`, f.command], source: "rule", why: `${name} comes with ${pkg}` });
  out.push(...spaces(f.command, f.argv, name, world.executables()));
  // pip is often only there as python3 -m pip
  if (/^pip3?$/.test(name) && world.onPath("python3")) {
    out.push({ commands: [f.command.replace(/^pip3?\b/, "python3 -m pip")], source: "rule", why: "pip through python3" });
  }
  // poetry run pytest, where the project has no pytest yet: a tool for development, added to the project's own.
  const runner = f.argv.slice(0, 2).join(" ");
  const adds: Record<string, string> = table({ "poetry run": "poetry add --group dev", "uv run": "uv add --dev", "pipenv run": "pipenv install --dev" });
  if (adds[runner] && f.argv[2] === name && PYTHON_TOOLS.includes(name)) out.push({ commands: [`${adds[runner]} ${name}`, f.command], source: "rule", why: `the project has no ${name} yet` });
  // Of the builtins, not help: `help list` is never what `helm list` meant.
  const builtins = SHELL_BUILTINS.filter((b) => b !== "help");
  for (const candidate of nearest(name, [...world.executables(), ...world.aliases(), ...builtins, ...runnable(f, world)]).filter((c) => programMeant(name, c))) {
    out.push({ commands: [replaceToken(f.command, name, candidate)], source: "rule", why: `'${name}' is not installed; '${candidate}' is` });
  }
  return out;
};


/** Runners that run a program of the project's environment (`poetry run pytset`, `npx jets`), by the language of that environment. */
const RUNNERS: [RegExp, "python" | "node" | "ruby"][] = [
  [/^(?:poetry run|uv run|pipenv run|pdm run|hatch run)$/, "python"],
  [/^(?:npx|pnpm exec|bunx|yarn)$/, "node"],
  [/^bundle exec$/, "ruby"],
];

/** Python's tools for development, installed into a project's environment. */
const PYTHON_TOOLS = ["pytest", "black", "ruff", "mypy", "flake8", "pylint", "isort", "ipython", "coverage", "tox", "nox", "pre-commit"];

/** Programs a project's environment usually holds, beyond what PATH shows. */
const IN_ENVIRONMENTS = {
  python: [...PYTHON_TOOLS, "uvicorn", "gunicorn", "flask", "django-admin", "alembic", "celery", "jupyter"],
  node: "jest vitest mocha eslint prettier tsc ts-node tsx nodemon vite next webpack rollup esbuild playwright cypress".split(" "),
  ruby: ["rspec", "rake", "rails"],
};

/** What a runner in front of the command can run: the project's own bin folders, and the programs such environments hold. */
function runnable(f: Failure, world: World): string[] {
  const language = RUNNERS.find(([runner]) => runner.test(f.argv[0]!) || runner.test(`${f.argv[0]} ${f.argv[1]}`))?.[1];
  if (!language) return [];
  const bin = { python: `${f.cwd}/.venv/bin`, node: `${f.cwd}/node_modules/.bin`, ruby: `${f.cwd}/bin` }[language];
  return [...world.list(bin), ...IN_ENVIRONMENTS[language]];
}

/**
 * A space in the wrong place: `gitstatus`, `mandiff` (none), `gi tpush` (one
 * letter late). The words are split again where a program and one of its
 * subcommands (or another program) meet.
 */
function spaces(command: string, argv: string[], name: string, executables: string[]): Suggestion[] {
  const installed = new Set(executables);
  const takes = (tool: string, word: string) => has(tool, word) || ((tool === "man" || tool === "sudo") && installed.has(word));
  const out: Suggestion[] = [];
  const joined = argv[0] === name && argv[1] && !argv[1].startsWith("-") ? [name, `${name}${argv[1]}`] : [name];
  for (const [n, word] of joined.entries()) {
    for (let cut = 2; cut < word.length - 1; cut++) {
      const [tool, rest] = [word.slice(0, cut), word.slice(cut)];
      if (!installed.has(tool) || !takes(tool, rest)) continue;
      const tail = argv.slice(n === 0 ? 1 : 2).join(" ");
      const fixed = `${tool} ${rest}${tail ? ` ${tail}` : ""}`;
      if (fixed !== command) out.push({ commands: [fixed], source: "rule", why: "a space in the wrong place" });
    }
  }
  return out;
}

/** `docker compose up` where docker has no compose but a `docker-compose` program is installed. */
export const dashedProgram: Rule = (f, world) => {
  const [tool, sub] = f.argv;
  if (!tool || !sub || sub.startsWith("-")) return [];
  const unknown = new RegExp(`'${escapeRegExp(sub)}' is not an? ${escapeRegExp(tool)} command|unknown command:? "?${escapeRegExp(sub)}"?`).test(f.output);
  if (!unknown) return [];
  // git lfs without git-lfs: git's extensions come as packages of that name.
  if (tool === "git" && GIT_EXTENSIONS.includes(sub) && !world.onPath(`git-${sub}`) && world.onPath("apt")) {
    return [{ commands: [`sudo apt install git-${sub}`, f.command], source: "rule", why: `git ${sub} comes with git-${sub}` }];
  }
  if (!world.onPath(`${tool}-${sub}`)) return [];
  return [{ commands: [f.command.replace(new RegExp(`^${escapeRegExp(tool)}\\s+${escapeRegExp(sub)}`), `${tool}-${sub}`)], source: "rule", why: `${tool}-${sub} is installed` }];
};

/** git subcommands that are packages of their own in Debian. */
export const GIT_EXTENSIONS = ["lfs", "flow", "annex", "crypt", "secret", "extras", "review", "filter-repo", "absorb", "sizer"];

/** The program's name twice (git git status): surer than any guess the tool makes at the second one. */
export const doubled: Rule = (f) => {
  const at = f.argv[0] === "sudo" ? 1 : 0;
  const tool = f.argv[at];
  if (!tool || f.argv[at + 1] !== tool || f.argv.length <= at + 2) return [];
  return [{ commands: [f.command.replace(new RegExp(`(^|\\s)${escapeRegExp(tool)}\\s+`), "$1")], source: "tool", why: `${tool} written twice` }];
};

export const unknownSubcommand: Rule = (f) => {
  const tool = f.argv[0] === "sudo" ? f.argv[1] : f.argv[0];
  // A level or two down where aye knows the words (go help's topics, gcloud config set's properties), else the tool's own.
  const words = f.argv.slice(f.argv[0] === "sudo" ? 1 : 0, (f.argv[0] === "sudo" ? 1 : 0) + 3);
  const nested = [3, 2].map((n) => (words.length > n ? SUBCOMMANDS[words.slice(0, n).join(" ")] : undefined)).find((e) => e?.unknown.test(f.output));
  const entry = nested ?? (tool ? SUBCOMMANDS[tool] : undefined);
  const m = entry?.unknown.exec(f.output);
  const bad = m?.[1] ?? m?.[2];
  if (!entry || !bad) return [];
  // systemctl nginx start: the subcommand came second; the two words swapped.
  const at = f.argv.indexOf(bad);
  const next = f.argv[at + 1];
  // (A word aye knows as the tool's own, refused all the same, is a tool too old for it: nothing to swap.)
  if (at > 0 && next && entry.words.includes(next) && !entry.words.includes(bad)) {
    const command = replaceRun(f.command, [bad, next], `${next} ${bad}`);
    if (command) return [{ commands: [command], source: "rule", why: `the subcommand ${next} goes first` }];
  }
  const near = nearest(bad, entry.words);
  // apt-get search: apt-cache's (and apt's) operation.
  if (tool === "apt-get" && /^(?:search|show|showpkg|policy|depends|rdepends|madison)$/.test(bad)) {
    const command = replaceRun(f.command, ["apt-get", bad], `apt-cache ${bad}`);
    return command ? [{ commands: [command], source: "rule", why: `${bad} is apt-cache's` }] : [];
  }
  // apt-get -y xvfb: no operation near the word, which is a package: install was left out.
  if (!near.length && /^apt(?:-get)?$/.test(tool!) && at > 0 && !SUBCOMMANDS.apt!.words.includes(bad)) {
    const command = replaceRun(f.command, [bad], `install ${bad}`);
    return command ? [{ commands: [command], source: "rule", why: "packages follow an operation: install" }] : [];
  }
  return near.map((good) => ({ commands: [replaceToken(f.command, bad, good)], source: "rule" as const, why: `${tool} has no '${bad}'` }));
};

/**
 * A subcommand and the one nested under it written the other way round: `rustup add target x` for `rustup target
 * add x`, `docker ls volume` for `docker volume ls`. Both words are known, each only in the other's place.
 */
export const swappedSubcommands: Rule = (f) => {
  const [tool, first, second] = f.argv;
  if (!tool || !first || !second || has(tool, first) || !has(tool, second) || !has(`${tool} ${second}`, first)) return [];
  const command = replaceRun(f.command, [first, second], `${second} ${first}`);
  return command ? [{ commands: [command], source: "rule", why: `${first} is a subcommand of ${tool} ${second}` }] : [];
};

/**
 * A subcommand one slip from a known one, and the next word one of that one's own: `rustup toolchian list`. The
 * tool, reading the slip as something else, often blames the next word instead ("unrecognized subcommand 'list'").
 */
export function slippedSubcommand(argv: string[]): { word: string; good: string } | undefined {
  const [tool, first, second] = argv;
  if (!tool || !first || !second || first.startsWith("-") || has(tool, first)) return undefined;
  const good = nearest(first, (known(tool) ?? []).flatMap((k) => k.split("|"))).find((g) => has(`${tool} ${g}`, second));
  return good ? { word: first, good } : undefined;
}

export const nestedSlip: Rule = (f) => {
  const slip = slippedSubcommand(f.argv);
  return slip ? [{ commands: [replaceToken(f.command, slip.word, slip.good)], source: "rule", why: `${f.argv[0]} has ${slip.good}, and ${f.argv[2]} is one of its subcommands` }] : [];
};

/** kill nginx: kill takes process IDs; pkill takes a name. */
export const killByName: Rule = (f) =>
  f.argv[0] === "kill" && /kill: [^:\n]+: arguments must be process or job IDs/.test(f.output)
    ? [{ commands: [f.command.replace(/^kill\b/, "pkill")], source: "rule", why: "pkill finds processes by name" }]
    : [];

/** A no-break space (Alt+Space on some keyboards) typed for a space: `cat x |\u00a0sort`, "\u00a0sort: command not found", or one the tool echoes in a word it refused. */
export const noBreakSpace: Rule = (f) =>
  f.command.includes("\u00a0") && (/not found|unknown command/i.test(f.output) || f.output.includes("\u00a0")) ? [{ commands: [f.command.replaceAll("\u00a0", " ")], source: "rule", why: "a no-break space, typed for a space" }] : [];

/** bash's "unexpected EOF while looking for matching": a quote opened with one kind and closed with the other ("TODO'). */
export const mixedQuotes: Rule = (f) => {
  const open = /unexpected EOF while looking for matching [`'](["'])'/.exec(f.output)?.[1];
  const other = open === '"' ? "'" : '"';
  const pair = open ? new RegExp(`${open}([^${open}${other}\\n]*)${other}`).exec(f.command) : undefined;
  return pair ? [{ commands: [f.command.replace(pair[0], `${open}${pair[1]}${open}`)], source: "rule", why: "the quote closes as it opened" }] : [];
};

/**
 * A subcommand and its option written as one word: `npm i-g citgm`, `git commit-m x`, `docker ps-a`, and a level down,
 * `docker container ls-a`. The part cut off is an option (letters run together, or one the tool has), and the word is
 * no slip of a longer subcommand (`tmux new-sesion` is new-session mistyped, not new with -sesion).
 */
export const gluedOption: Rule = (f) => {
  // The word where a subcommand goes: the first, or the second under a subcommand that has its own (docker container).
  const level = f.argv[2] && known(f.argv.slice(0, 2).join(" ")) ? 2 : 1;
  const typed = f.argv[level] ?? "";
  if (!/^[a-z](?:[\w-]*\w)?-{1,2}[a-zA-Z][\w-]*$/.test(typed)) return [];
  const prefix = f.argv.slice(0, level).join(" ");
  // The subcommands aye knows, and those the tool listed (npm's list holds its aliases: i, ci).
  const words = new Set([...(known(prefix) ?? []).flatMap((w) => w.split("|")), ...listedChoices(f.output).flat()]);
  if (words.has(typed) || [...words].some((w) => w.length > 4 && w.includes("-") && nearest(typed, [w], 1).length)) return [];
  // Cut where a subcommand ends and an option begins: dist-upgrade--assume-yes.
  const glued = [...typed.matchAll(/(?<=\w)(?=-{1,2}[a-zA-Z])/g)].map((m) => [typed.slice(0, m.index), typed.slice(m.index)]).find(([sub]) => words.has(sub!));
  if (!glued) return [];
  const [sub, option] = glued as [string, string];
  const [longs, shorts] = [OPTIONS[`${prefix} ${sub}`] ?? OPTIONS[f.argv[0]!], SHORT[`${prefix} ${sub}`] ?? SHORT[f.argv[0]!]];
  // A single dash runs letters together (-a, -am), each one the tool has where aye knows them; a long option is one the
  // tool has, where aye knows its options.
  const isOption = option.startsWith("--") ? !longs || longs.split(" ").includes(option.replace(/=.*$/, "")) : shorts ? /^-[a-zA-Z]{1,3}$/.test(option) && [...option.slice(1)].every((c) => shorts.includes(c)) : /^-[a-zA-Z]{1,2}$/.test(option);
  if (!isOption) return [];
  const command = replaceRun(f.command, [typed], `${sub} ${option}`);
  return command ? [{ commands: [command], source: "rule", why: "a missing space" }] : [];
};
