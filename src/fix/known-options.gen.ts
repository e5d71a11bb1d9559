/**
 * Writes src/fix/known-options.ts: the long and short options of common tools, read from
 * their own help and manual pages on this machine, so that
 * `aye fix` knows `sort --reverse` without running `sort --help` on a person's
 * machine. Run with `make known` where the tools are installed; not part
 * of the binary.
 */
import { readFileSync } from "node:fs";
import { flagsIn } from "./rules/flags.ts";
import { toolOutput } from "./tool-output.ts";

const w = (text: string) => text.trim().split(/\s+/);

/**
 * Commands whose options are kept, each read with `<command> --help` (git's with -h). Left out: tools whose
 * options plugins, modules or subtools add (pytest, iptables, valgrind, cmake --build), whose help names only some
 * (gcc, aria2c, tcpdump) or leaves out the global ones (hg, rclone): a list that is not whole flags good options.
 */
const COMMANDS = [
  ...w(`ls cp mv rm ln mkdir rmdir chmod chown chgrp touch cat head tail sort uniq cut wc du df date tr tee paste join
    comm split stat readlink realpath basename dirname env install nl od seq shuf timeout md5sum sha256sum base64 fold
    numfmt truncate mktemp id uname printenv grep sed tar gzip xz diff patch make curl wget rsync less xargs ps free file
    systemctl journalctl node python3 useradd usermod dpkg apt-get ssh-keygen zip jq rsync sqlite3 unzip crontab
    ps kill pkill pgrep free uname hostname vim nano htop ss update-alternatives mount passwd su watch nmap rg
    traceroute ansible ansible-playbook ansible-galaxy sudo shellcheck psql mysql redis-cli gdb ltrace http tree ncdu zstd
    gpg tsc dmesg rustc mvn`),
  ...w(`add am archive bisect blame branch checkout cherry-pick clean clone commit describe diff fetch format-patch gc grep
    init log merge mv notes pull push range-diff rebase reflog remote reset restore revert rm shortlog show stash status
    submodule switch tag worktree config ls-files rev-parse cat-file`).map((sub) => `git ${sub}`),
  ...w("install uninstall list show freeze download").map((sub) => `pip ${sub}`),
  ...w("build run test check new init add install doc clippy fmt publish update bench clean tree").map((sub) => `cargo ${sub}`),
  ...w("run build ps exec images logs pull push rm rmi start stop inspect network volume").map((sub) => `docker ${sub}`),
  ...w("get apply describe delete logs exec create run port-forward rollout scale").map((sub) => `kubectl ${sub}`),
  ...w("install ci run test init publish uninstall update ls").map((sub) => `npm ${sub}`),
  ...w("add install run build lock show").map((sub) => `poetry ${sub}`),
  ...w("add install run remove upgrade").map((sub) => `yarn ${sub}`),
  ...w("add install run remove update exec").map((sub) => `pnpm ${sub}`),
  ...w("up down run exec build logs ps pull restart").map((sub) => `docker-compose ${sub}`),
  ...w("install default update show override").map((sub) => `rustup ${sub}`),
  ...w("install list uninstall").map((sub) => `gem ${sub}`),
  ...w("install exec update").map((sub) => `bundle ${sub}`),
  ...w("pr issue repo release run").flatMap((noun) => w("create list view").map((verb) => `gh ${noun} ${verb}`)),
  ...["auth login", "pr checkout", "pr merge", "repo clone", "repo fork"].map((sub) => `gh ${sub}`),
  ...w("run build ps exec images logs pull push rm rmi start stop inspect").map((sub) => `podman ${sub}`),
  ...w("install require update remove").map((sub) => `composer ${sub}`),
  ...w("backup restore snapshots init forget").map((sub) => `restic ${sub}`),
  ...w("create extract list init prune").map((sub) => `borg ${sub}`),
  ...w("setup compile test install").map((sub) => `meson ${sub}`),
];

/** Commands whose long options take one dash (`find -name`, `go build -ldflags`), read from their help or manual page. */
const SINGLE: Record<string, string[]> = {
  find: ["man:find"],
  "go build": ["go help build"],
  "go test": ["go help build", "go help testflag"],
  "go run": ["go help build"],
  "go vet": ["go help build"],
  "terraform plan": ["terraform plan -help"],
  "terraform apply": ["terraform apply -help"],
  "terraform init": ["terraform init -help"],
  java: ["java -help", "java -X"],
};


/** The option lines of the command's manual page ("git log" reads git-log.1), when it has one. */
function manual(command: string, lines = /^-/): string {
  const name = command.replaceAll(" ", "-");
  const page = ["1", "8"].map((n) => `/usr/share/man/man${n}/${name}.${n}.gz`).find((p) => Bun.file(p).size > 0);
  if (!page) return "";
  const roff = new TextDecoder().decode(Bun.gunzipSync(readFileSync(page)));
  const text = roff.replace(/\\-/g, "-").replace(/\\f(?:[BIRP]|\(..)/g, "");
  return text.split("\n").filter((line) => lines.test(line)).join("\n");
}

/** Tools whose --help names only some of their options, and how they list them all. */
const ALL: Record<string, string[]> = { gpg: ["gpg", "--dump-options"], tsc: ["tsc", "--all"], rustc: ["rustc", "--help", "-v"] };

const help = (command: string) => toolOutput(ALL[command] ?? [...command.split(" "), command.startsWith("git ") ? "-h" : "--help"]);

/** --[no-]verify stands for --verify and --no-verify. */
const expand = (text: string) => text.replace(/--\[no-\]([\w-]+)/g, "--$1 --no-$1");

const options: Record<string, string> = {};
const letters: Record<string, string> = {};
for (const command of COMMANDS) {
  const text = expand(`${help(command)}\n${manual(command)}`);
  const found = [...new Set(flagsIn(text))].filter((o) => o.length > 3).sort();
  if (found.length) options[command] = found.join(" ");
  // Short options where a row of options begins, or after a comma: "  -O,  --output-document=FILE", "-l, -L".
  const short = [...new Set([...text.matchAll(/(?:^[ \t]*|, ?)-([a-zA-Z0-9])(?=[,\s=]|$)/gm)].map((m) => m[1]!))].sort();
  if (short.length) letters[command] = short.join("");
}

for (const [command, sources] of Object.entries(SINGLE)) {
  const text = sources.map((source) => (source.startsWith("man:") ? manual(source.slice(4), /^\.IP "?-/) : toolOutput(source.split(" ")))).join("\n");
  const found = [...new Set([...text.matchAll(/^(?:\.IP\s+"?|[ \t]*)(-[a-z][a-z0-9_:-]{2,})/gm)].map((m) => m[1]!.replace(/[:=].*$/, "")))].sort();
  if (found.length) options[command] = found.join(" ");
}

// ssh's -o keywords (StrictHostKeyChecking), as its manual page lists them (".It Cm StrictHostKeyChecking").
const sshPage = new TextDecoder().decode(Bun.gunzipSync(readFileSync("/usr/share/man/man5/ssh_config.5.gz")));
const sshKeywords = [...new Set([...sshPage.matchAll(/^\.It Cm ([A-Z][A-Za-z0-9]+)$/gm)].map((m) => m[1]!))].filter((k) => !/^(?:Host|Match)$/.test(k)).sort();

const versions = w("git ls cargo docker npm pip poetry").map((tool) => toolOutput([tool, "--version"]).trim().split("\n")[0]!);

const body = `/**
 * The long options of common tools, as their --help and manual pages
 * printed them (${versions.filter(Boolean).join("; ")}).
 * Written by src/fix/known-options.gen.ts (\`make known\`): do not edit.
 */

/** Long options, space-separated, by command ("git commit"). */
export const OPTIONS: Record<string, string> = ${JSON.stringify(options, null, 1)};

/** Short options, their letters run together, by command ("crontab": "ehilnru"). */
export const SHORT: Record<string, string> = ${JSON.stringify(letters, null, 1)};

/** The keywords ssh, scp and sftp take after -o (StrictHostKeyChecking=no), from ssh_config(5). */
export const SSH_KEYWORDS = ${JSON.stringify(sshKeywords.join(" "))};
`;
await Bun.write(new URL("./known-options.ts", import.meta.url), body);
console.log(`${Object.keys(options).length} commands, ${Object.values(options).reduce((n, o) => n + o.split(" ").length, 0)} options`);
