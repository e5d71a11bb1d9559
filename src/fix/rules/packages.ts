/**
 * Package managers and runtimes: `npm ci` with no lockfile, a peer dependency
 * conflict, Python without venv support or refusing a system-wide pip install,
 * a TypeScript file given to plain node, and a misspelt name of a well-known
 * package that the registry does not have.
 */
import { withoutNpmPrefix } from "../advice.ts";
import type { Rule, Suggestion, World } from "../types.ts";
import { installsIn, nearMiss } from "../../guard/shell/installs.ts";
import { nearest } from "../nearest.ts";
import { distance } from "../../suggest.ts";
import { quoteWord, replaceToken, table, withOption } from "../words.ts";
import { MODULE_PACKAGES } from "./runtimes.ts";



/** Debian's names for packages people ask for by another. */
const RENAMED: Record<string, string> = table({ python: "python3", pip: "python3-pip", node: "nodejs", "build-essentials": "build-essential", docker: "docker.io", pip3: "python3-pip", golang: "golang-go", java: "default-jdk", jdk: "default-jdk", openjdk: "default-jdk" });

/** Packages every Debian and Ubuntu release has: not finding one means the package lists are missing; one slip from one, a typo. */
const EVERYWHERE = new Set(`git curl wget vim nano less ca-certificates gnupg build-essential make gcc g++ python3 python3-pip
python3-venv python3-dev unzip zip jq tree htop tmux screen openssh-client openssh-server rsync sudo iproute2 net-tools
iputils-ping dnsutils procps file xz-utils coreutils findutils grep sed gawk tar gzip bzip2 zstd p7zip-full lsof strace
gdb valgrind cmake ninja-build pkg-config autoconf automake libtool clang llvm nodejs npm default-jdk maven gradle
golang-go rustc cargo ruby php perl sqlite3 postgresql postgresql-client mariadb-server mariadb-client redis-server
nginx apache2 docker.io docker-compose podman ansible shellcheck neovim emacs zsh fish tldr ripgrep fd-find bat fzf
ffmpeg imagemagick graphviz pandoc texlive ufw fail2ban cron rsyslog netcat-openbsd nmap tcpdump traceroute whois
mtr-tiny iperf3 openssl software-properties-common apt-transport-https lsb-release locales tzdata man-db manpages
bash-completion command-not-found unattended-upgrades needrestart`.split(/\s+/));

/** apt and dpkg commands about a package that is installed: removing it, listing its files, showing its state. */
const INSTALLED_ONLY = /^(?:sudo\s+)?(?:apt(?:-get)?\s+(?:.*\s)?(?:remove|purge|reinstall)\b|dpkg(?:-query)?\s+(?:.*\s)?(?:-[LsrP]|--listfiles|--status|--remove|--purge)\b)/;

/** The names of the Debian packages installed here. */
function installedPackages(world: World): string[] {
  return [...(world.readText("/var/lib/dpkg/status") ?? "").matchAll(/^Package: (\S+)$/gm)].map((m) => m[1]!);
}

/** Python packages that are applications (a command of their own), which PEP 668's message sends to pipx. */
const PY_APPS = new Set("black ruff flake8 mypy pylint isort autopep8 yapf httpie poetry pipenv tox nox pre-commit cookiecutter ansible ansible-core awscli yt-dlp youtube-dl twine glances tldr speedtest-cli pgcli mycli litecli jupyterlab thefuck asciinema sqlfluff pyinstaller mkdocs datasette copier hatch pdm uv virtualenv".split(" "));

export const packages: Rule = (f, world) => {
  const output = withoutNpmPrefix(f.output);
  const out: Suggestion[] = [];
  const tool = f.argv[0] ?? "";
  // No lockfile, or one out of step with package.json: npm install writes it anew.
  const lock = tool === "npm" && f.argv[1] === "ci" ? /can only install (with an existing package-lock\.json|packages when your package\.json\s+and\s+package-lock\.json)/.exec(output) : undefined;
  if (lock) out.push({ commands: [f.command.replace(/\bci\b/, "install")], source: "rule", why: lock[1]!.startsWith("with") ? "there is no lockfile yet: npm install makes one" : "the lockfile is out of step with package.json: npm install writes it again" });
  const legacy = tool === "npm" && /\bERESOLVE\b/.test(output) ? withOption(f.command, f.argv, "--legacy-peer-deps") : undefined;
  if (legacy) out.push({ commands: [legacy], source: "rule", why: "a peer dependency conflict: install as npm 6 did" });
  // python3 -m venv: "you need to install the python3-venv package using the following command.\n\n    apt install python3.11-venv"
  const venv = /ensurepip is not available[\s\S]*?\n\s+((?:sudo )?apt(?:-get)? install (?:-y )?(python3[\w.]*-venv))/.exec(output);
  if (venv) out.push({ commands: [`sudo apt install ${venv[2]}`, f.command], source: "rule", why: "this Python has no venv support yet" });
  // pip on a system Python (PEP 668): install into a virtual environment instead.
  if (/externally-managed-environment/.test(output) && /^pip3?$|^python3?$/.test(tool)) {
    const args = f.argv.slice(f.argv.indexOf("install") + 1).map(quoteWord).join(" ");
    // The system's own package, as the message says ("try apt install python3-xyz", "try 'pacman -S python-xyz'").
    const system = /try '?((?:apt|apt-get) install|pacman -S|dnf install)\s+(python3?-)xyz/.exec(output);
    const names = f.argv.slice(f.argv.indexOf("install") + 1).filter((w) => /^[A-Za-z][\w.-]*$/.test(w));
    const bare = f.argv.includes("install") && names.length > 0 && names.length === f.argv.length - f.argv.indexOf("install") - 1;
    // An application (a command of its own: black, httpie) goes in with pipx, as the message says of applications.
    if (bare && /pipx install/.test(output) && names.every((n) => PY_APPS.has(n.toLowerCase()))) out.push({ commands: [`pipx install ${names.join(" ")}`], source: "rule", why: `${names.join(", ")}: an application, which pipx keeps in its own environment` });
    if (system && bare) out.push({ commands: [`sudo ${system[1]} ${names.map((n) => system[2] + n.toLowerCase()).join(" ")}`], source: "rule", why: "the system's Python takes its packages from the system" });
    if (f.argv.includes("install") && args) out.push({ commands: ["python3 -m venv .venv", `.venv/bin/pip install ${args}`], source: "rule", why: "the system Python is managed by apt: use a virtual environment" });
  }
  // node app.ts: node 20 cannot run TypeScript; tsx can.
  const script = f.argv.find((w) => /\.(?:c|m)?ts$/.test(w));
  if (tool === "node" && script && /SyntaxError|ERR_UNKNOWN_FILE_EXTENSION|Unknown file extension "\.ts"|Cannot use import statement/.test(output)) {
    out.push({ commands: [`npx tsx ${f.argv.slice(f.argv.indexOf(script)).map(quoteWord).join(" ")}`], source: "rule", why: "node cannot run TypeScript by itself" });
  }
  // apt: a package Debian renamed (python → python3, node → nodejs), or a package list never fetched.
  const missing = /E: Unable to locate package (\S+)|E: Package '([^']+)' has no installation candidate|package '([^']+)' is not installed|^E: No packages found/m.exec(output);
  // (Under sudo the engine reads the command inside, and puts sudo back on every step.)
  const apt = /^(?:apt|apt-get|aptitude|apt-cache|dpkg|dpkg-query)$/.test(tool);
  // apt-cache show names nothing: the last word it was given is the package.
  const pkg = missing && apt ? (missing.slice(1).find(Boolean) ?? f.argv.at(-1)) : undefined;
  // apt install x.deb: a file of the folder here is installed by its path, else apt reads it as a package's name.
  if (pkg?.endsWith(".deb") && !pkg.includes("/")) out.push({ commands: [replaceToken(f.command, pkg, `./${pkg}`)], source: "rule", why: "apt installs a .deb file given by its path" });
  else if (pkg && !pkg.startsWith("-")) {
    const renamed = RENAMED[pkg] ?? (/^python-[\w.-]+$/.test(pkg) ? pkg.replace(/^python-/, "python3-") : undefined);
    if (renamed) out.push({ commands: [replaceToken(f.command, pkg, renamed)], source: "rule", why: `Debian calls it ${renamed}` });
    else if (EVERYWHERE.has(pkg) && missing![1]) out.push({ commands: ["apt update", f.command], source: "rule", why: "the package lists are not fetched yet" });
    else if (!EVERYWHERE.has(pkg)) {
      // Removing or asking after a package: the one installed under a near name (dpkg -L ngnix-common).
      // A thousand names and more: only one slip away, not the usual tolerance of a long word.
      const installed = INSTALLED_ONLY.test(f.command) || missing![3] ? nearest(pkg, installedPackages(world), 1).filter((name) => distance(pkg, name) <= 1) : [];
      for (const near of installed.length ? installed : nearest(pkg, EVERYWHERE, 1)) out.push({ commands: [replaceToken(f.command, pkg, near)], source: "rule", why: `no package ${pkg}; ${near} is ${installed.length ? "installed" : "one"}` });
    }
  }
  // pip install x==2024: the version meant, from the ones pip lists (the newest under that prefix, or one slip away).
  const versions = /requirement ([\w.-]+)==([\w.]+) \(from versions: ([^)]+)\)/.exec(output);
  if (versions) {
    const [, name, wanted, list] = versions as unknown as [string, string, string, string];
    const all = list.split(/,\s*/);
    const meant = all.filter((v) => v.startsWith(`${wanted}.`)).at(-1) ?? nearest(wanted, all, 1)[0];
    const word = f.argv.find((w) => w === `${name}==${wanted}`);
    if (meant && word) out.push({ commands: [replaceToken(f.command, word, `${name}==${meant}`)], source: "rule", why: `${name} has ${meant}` });
  }
  // pip install yaml: the name a module is imported by, not the package's (pyyaml).
  if (/no matching distribution|could not find a version that satisfies/i.test(output)) {
    for (const install of installsIn([f.argv]).filter((i) => i.ecosystem === "pypi")) {
      for (const name of install.packages.filter((n) => Object.hasOwn(MODULE_PACKAGES, n))) {
        out.push({ commands: [replaceToken(f.command, name, MODULE_PACKAGES[name]!)], source: "rule", why: `the module ${name} comes in the package ${MODULE_PACKAGES[name]}` });
      }
    }
  }
  // npm install expresss: the registry has no such name, and a well-known package is one slip away.
  if (/\b404\b|not found|no matching distribution|could not find a version that satisfies/i.test(output)) {
    for (const install of installsIn([f.argv])) {
      for (const name of install.packages) {
        const meant = nearMiss(name, install.ecosystem);
        if (meant && output.includes(name)) out.push({ commands: [replaceToken(f.command, name, meant)], source: "rule", why: `no package '${name}'; '${meant}' is well known` });
      }
    }
  }
  return out;
};
