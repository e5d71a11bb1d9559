/** Words in the wrong order or shape (src/fix/rules/order.ts): each kind with a case it puts right and a near case it leaves alone. */
import { expect, test } from "bun:test";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const GIT: WorldSpec = { dirs: [".git"], queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\norigin/main\n" } };

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["subcommand after its object", "kubectl svc get", 'Error: unknown command "svc" for "kubectl"\n\nDid you mean this?\n\tset\n', {}, "kubectl get svc"],
  ["subcommand after a remote", "git upstream fetch", "git: 'upstream' is not a git command. See 'git --help'.\n", { ...GIT, queries: { ...GIT.queries, "git branch -a --format=%(refname:short)": "main\nupstream/main\n" } }, "git fetch upstream"],
  ["near: a subcommand mistyped is not moved", "npm confg get registry", 'Unknown command: "confg"\n\nDid you mean this?\n  npm config # Manage the npm configuration files\n', {}, "npm config get registry"],
  ["near: a word that names nothing here is not moved", "git lfs pull", "git: 'lfs' is not a git command. See 'git --help'.\n", GIT, "!git pull lfs"],
  ["global option after the subcommand", "git diff --no-pager HEAD", "fatal: unrecognized argument: --no-pager\n", GIT, "git --no-pager diff HEAD"],
  ["an option with its value glued on, after the program it should come before (awk read it as a file)", "awk '{print $2}' -F, orders.csv", "awk: cannot open -F, (No such file or directory)\n", { files: ["orders.csv"] }, "awk -F, '{print $2}' orders.csv"],
  ["option after the operand (Go)", "go test ./... -o out", 'malformed import path "-o": leading dash\n', { files: ["go.mod"] }, "go test -o out ./..."],
  ["near: an option's invalid value is no misplaced option", "gh search prs x --state all", 'invalid argument "all" for "--state" flag: valid values are {open|closed}\n', {}, "!gh search --state all prs x"],
  ["key=value where the tool takes two words", "git config core.editor=vim", "error: invalid key: core.editor=vim\n", GIT, "git config core.editor vim"],
  ["near: a value holding = stays one word", "git config alias.st status", "", GIT, null],
  ["two words where the tool takes KEY=VALUE", "go env -w GOPROXY direct", "go: arguments must be KEY=VALUE: invalid argument: GOPROXY\n", {}, "go env -w GOPROXY=direct"],
  ["an option's value read as an operand", "git show --format short HEAD", "fatal: ambiguous argument 'short': unknown revision or path not in the working tree.\n", GIT, "git show --format=short HEAD"],
  ["a revision glued to a switch that takes no value is the operand", "git diff --name-only=HEAD~1", "error: option `name-only' takes no value\n", GIT, "git diff --name-only HEAD~1"],
  ["near: a switch's own yes goes with its =", "git clean --force --dry-run=yes", "error: option `dry-run' takes no value\n", GIT, "git clean --force --dry-run"],
  ["near: a path after a switch that takes no value", "git log --oneline old.yml", "fatal: ambiguous argument 'old.yml': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'\n", GIT, "git log --oneline -- old.yml"],
  ["archive and folder swapped", "tar czf docs out.tgz", "tar: docs: Cannot open: Is a directory\ntar: Error is not recoverable: exiting now\n", { dirs: ["docs"] }, "tar czf out.tgz docs"],
  ["near: no archive named, nothing swapped", "tar cf docs notes", "tar: docs: Cannot open: Is a directory\n", { dirs: ["docs"], files: ["notes"] }, null],
  ["a manifest given bare to kubectl apply", "kubectl apply web.yaml", "error: must specify one of -f and -k\n", { files: ["web.yaml"] }, "kubectl apply -f web.yaml"],
  ["near: a name that is no file here", "kubectl apply web.yaml", "error: must specify one of -f and -k\n", {}, "!kubectl apply -f web.yaml"],
  ["a Dockerfile given bare, with the folder as context", "docker build Dockerfile.ci", "ERROR: unable to prepare context: context must be a directory: /home/dev/proj/Dockerfile.ci\n", { files: ["Dockerfile.ci"] }, "docker build -f Dockerfile.ci ."],
  ["a .tfvars given bare, not as a folder to change to", "terraform apply dev.tfvars", "╷\n│ Error: Too many command line arguments\n│\n│ To specify a working directory for the plan, use the global -chdir flag.\n╵\n", { files: ["dev.tfvars"] }, "terraform apply -var-file=dev.tfvars"],
  ["near: a folder to change to is taken as advised", "terraform plan infra", "╷\n│ Error: Too many command line arguments\n│\n│ To specify a working directory for the plan, use the global -chdir flag.\n╵\n", { dirs: ["infra"] }, "!terraform plan -var-file=infra"],
  // An option's value before the subcommand (git -m 'Add retry' commit) is left: moving it with its option put a
  // corpus's held-out wrong first suggestions up by one (measured by heldout.test.ts's guard, twelfth session).
  ["near: a subcommand's option with its value before it is left alone", "git -m 'Add retry' commit", "unknown option: -m\nusage: git [-v | --version] [-h | --help] [-C <path>] [-c <name>=<value>]\n           <command> [<args>]\n", GIT, null],
  ["a subcommand's flag typed before it (Go's flag package)", "go -v test ./...", "flag provided but not defined: -v\nGo is a tool for managing Go source code.\n", { files: ["go.mod"] }, "go test -v ./..."],
  ["a subcommand's option typed before it, in optparse's words", "pip -U install requests", "\nUsage:   \n  pip <command> [options]\n\nno such option: -U\n", {}, "pip install -U requests"],
  ["near: a tool's own option and its value stay before the subcommand", "terraform -chdir infra plan", "Error: Invalid -chdir option: must include an equals sign followed by a directory path, like -chdir=example\n", { dirs: ["infra"] }, "!terraform plan -chdir infra"],
  ["near: a value that is no subcommand is not taken for one", "git -m 'Add retry' comit", "unknown option: -m\n", GIT, "!git comit -m 'Add retry'"],
  ["a subcommand's option typed before it", "docker -it run alpine sh", "unknown shorthand flag: 'i' in -it\nSee 'docker --help'.\n", {}, "docker run -it alpine sh"],
  ["a subcommand's long option typed before it", "cargo --release test", "error: unexpected argument '--release' found\n\nUsage: cargo [OPTIONS] [COMMAND]\n", {}, "cargo test --release"],
  ["near: an option the subcommand lacks is not moved there", "cargo --relase test", "error: unexpected argument '--relase' found\n\nUsage: cargo [OPTIONS] [COMMAND]\n", {}, "!cargo test --relase"],
  ["the tool says where the word goes", "ffmpeg -i in.mp4 out.mp4 -y", "Option -y must come before out.mp4\n", { files: ["in.mp4"] }, "ffmpeg -i in.mp4 -y out.mp4"],
  ["near: a word the line does not hold", "ffmpeg -i in.mp4 out.mp4", "Option -y must come before out.mp4\n", { files: ["in.mp4"] }, null],
  ["two operands in the other order than the usage shows", "git remote add git@github.com:acme/app.git upstream", "error: 'git@github.com:acme/app.git' is not a valid remote name\nusage: git remote add [<options>] <name> <url>\n", GIT, "git remote add upstream git@github.com:acme/app.git"],
  ["a resource and its ports the other way round", "kubectl port-forward 5432 svc/db", "error: TYPE/NAME and list of ports are required for port-forward\nUsage:\n  kubectl port-forward TYPE/NAME [options] [LOCAL_PORT:]REMOTE_PORT [...[LOCAL_PORT_N:]REMOTE_PORT_N]\n", {}, "kubectl port-forward svc/db 5432"],
  ["near: operands in the usage's order are left as typed", "git remote add upstream git@github.com:acme/app.git", "error: remote upstream already exists.\nusage: git remote add [<options>] <name> <url>\n", GIT, "!git remote add git@github.com:acme/app.git upstream"],
  ["find's predicate glued to a glob", "find src -iname=*.md", "find: unknown predicate `-iname=*.md'\n", { dirs: ["src"] }, "find src -iname '*.md'"],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});
