/**
 * Words in the wrong shape, put right where the tool's message validates the change (src/fix/rules/key-value.ts, the
 * glued option of src/fix/rules/commands.ts, the lists of src/fix/choices.ts), and the usage's count of operands as
 * evidence against a subcommand put right (src/fix/word-evidence.ts). Each mechanism with a case it puts right and a
 * near case it leaves alone. The failures are made up in the manner of real tools' messages, not taken from a corpus.
 */
import { expect, test } from "bun:test";
import { failureFrom, offlineReport } from "../../../src/fix/engine.ts";
import type { Calibration } from "../../../src/fix/precision.gen.ts";
import { precise } from "../../../src/fix/precision.ts";
import { CWD, fakeWorld, type WorldSpec } from "../../fakes/world.ts";
import { EVIDENCE } from "./rule-first.ts";

const first = (command: string, output: string, world: WorldSpec = {}) => {
  // The rules' plan under the evidence gates (rule-first.ts), whatever the calibrated table says of its mechanism.
  const report = offlineReport(failureFrom(command, output, 1, CWD), { ...fakeWorld(world), help: () => undefined }, EVIDENCE);
  return { first: report.found[0]?.commands.join(" && ") ?? null, gates: report.abstained.map((a) => a.gate) };
};

const PEP668 =
  "error: externally-managed-environment\n\n× This environment is externally managed\n╰─> To install Python packages system-wide, try apt install\n    python3-xyz, where xyz is the package you are trying to\n    install.\n    \n    If you wish to install a non-Debian packaged Python application,\n    it may be easiest to use pipx install xyz, which will manage a\n    virtual environment for you. Make sure you have pipx installed.\n";
const TOO_MANY = "╷\n│ Error: Too many command line arguments\n│ \n│ To specify a working directory for the plan, use the global -chdir flag.\n╵\n";

// [kind, command, output, world, the first suggestion (null: none)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["an option's name=value typed as two words, one word too many", "terraform apply -var replicas 3", TOO_MANY, {}, "terraform apply -var replicas=3"],
  ["an option's name=value typed as two words, the value read as a file", "helm install web ./chart --set image.tag v2", "Error: open v2: no such file or directory\n", { dirs: ["chart"] }, "helm install web ./chart --set image.tag=v2"],
  ["a folder where -chdir was meant is one that is here", "terraform plan infra", TOO_MANY, { dirs: ["infra"] }, "terraform -chdir=infra plan"],
  ["near: no folder of that name here, no -chdir made up", "terraform plan staging", TOO_MANY, {}, null],
  ["a setting's name=value where the tool takes two words", "poetry config virtualenvs.create=false", "\nThere is no virtualenvs.create=false setting.\n", {}, "poetry config virtualenvs.create false"],
  ["near: the tool refused the value, not the shape", "poetry config virtualenvs.create=maybe", "\nvirtualenvs.create must be a boolean\n", {}, null],
  ["the operator the tool names, inside the word that holds it", "pip install flask=3.0.0", "ERROR: Invalid requirement: 'flask=3.0.0'\nHint: = is not a valid operator. Did you mean == ?\n", {}, "pip install flask==3.0.0"],
  ["a value from a list of 'one or more of'", "npm ls --omit=optinal", 'npm warn invalid config omit="optinal" set in command line options\nnpm warn invalid config Must be one or more of: dev, optional, peer\n', {}, "npm ls --omit=optional"],
  ["a value from go's 'can be' list", "go test -mod=redonly ./...", "-mod=redonly not supported (can be '', 'mod', 'readonly', or 'vendor')\n", {}, "go test -mod=readonly ./..."],
  ["an option glued to a subcommand a level down", "docker image ls-q", "docker: unknown command: docker image ls-q\n\nUsage:  docker image\n\nRun 'docker image --help' for more information\n", {}, "docker image ls -q"],
  ["near: a subcommand with a dash mistyped is no glued option", "tmux new-windw -n logs", "unknown command: new-windw\n", {}, "!tmux new -windw -n logs"],
  ["an optional value typed apart from its option, read as a file", "ls -la --color always", "ls: cannot access 'always': No such file or directory\n", {}, "ls -la --color=always"],
  ["near: a word after such an option that is a file here stays an operand", "ls --color always", "ls: cannot access 'always': No such file or directory\n", { files: ["always"] }, null],
  ["a destination folder not there yet is made first", "git mv src/util.js lib/", "fatal: destination directory does not exist, source=src/util.js, destination=lib/\n", { dirs: ["src"], files: ["src/util.js"] }, "mkdir -p lib && git mv src/util.js lib/"],
  ["one folder copied to a new name: its parent is made, and cp makes the copy", "cp -r assets/ dist/static/img/", "cp: cannot create directory 'dist/static/img/': No such file or directory\n", { dirs: ["assets"], files: ["assets/logo.png"] }, "mkdir -p dist/static && cp -r assets/ dist/static/img/"],
  ["and rsync makes the last folder too", "rsync -a photos/ backup/2024/photos/", 'rsync: [Receiver] mkdir "/home/dev/proj/backup/2024/photos" failed: No such file or directory (2)\n', { dirs: ["photos"], files: ["photos/a.jpg"] }, "mkdir -p backup/2024 && rsync -a photos/ backup/2024/photos/"],
  ["near: a source that is not here either is no folder to make", "git mv src/gone.js lib/", "fatal: bad source, source=src/gone.js, destination=lib/gone.js\n", { dirs: ["src"] }, "!mkdir -p lib && git mv src/gone.js lib/"],
  ["a compiler's output name without its -o", "cc prog.c prog", "/usr/bin/ld: cannot find prog: No such file or directory\ncollect2: error: ld returned 1 exit status\n", { files: ["prog.c"] }, "cc prog.c -o prog"],
  ["near: a source's ending left off is no output name", "gcc main.c util", "/usr/bin/ld: cannot find util: No such file or directory\n", { files: ["main.c", "util.c"] }, "!gcc main.c -o util"],
  ["a source named as the output, the program's name after it", "clang -o hello.c hello", "/usr/bin/ld: cannot find hello: No such file or directory\n", { files: ["hello.c"] }, "clang -o hello hello.c"],
  ["a folder to extract into given bare", "unzip assets.zip out/", "Archive:  assets.zip\ncaution: filename not matched:  out/\n", { files: ["assets.zip"] }, "unzip assets.zip -d out/"],
  ["a certificate given bare where openssl reads stdin", "openssl req server.csr -noout -text", "req: Use -help for summary.\n", { files: ["server.csr"] }, "openssl req -in server.csr -noout -text"],
  ["a path given to python -m, as its module", "python3 -m scripts/migrate.py", "/usr/bin/python3: Error while finding module specification for 'scripts/migrate.py' (ModuleNotFoundError: No module named 'scripts/migrate')\n", { files: ["scripts/migrate.py", "scripts/__init__.py"] }, "python3 -m scripts.migrate"],
  ["near: no such file here, no module made up", "python3 -m scripts/seed.py", "/usr/bin/python3: Error while finding module specification for 'scripts/seed.py' (ModuleNotFoundError: No module named 'scripts/seed')\n", {}, "!python3 -m scripts.seed"],
  ["the -- the tool's form puts before the command", "kubectl exec -it api-0 sh", "error: exec [POD] [COMMAND] is not supported anymore. Use exec [POD] -- [COMMAND] instead\n", {}, "kubectl exec -it api-0 -- sh"],
  ["a boolean value one slip off", "tool lint --fix=ture src", "Usage: tool lint [options] [paths...]\n", {}, "tool lint --fix=true src"],
  ["near: a value two slips from false is no boolean", "meson setup out --buildtype=fast", "meson setup: error: argument --buildtype: invalid choice\n", {}, "!meson setup out --buildtype=false"],
  ["a venv's Windows script path, as this system lays it out", "source env\\Scripts\\activate", "bash: envScriptsactivate: No such file or directory\n", { files: ["env/bin/activate"] }, "source env/bin/activate"],
  ["near: no such script here either", "source env\\Scripts\\activate", "bash: envScriptsactivate: No such file or directory\n", {}, null],
  ["a decompressor for another ending", "bunzip2 logs.zip", "bunzip2: Can't guess original name for logs.zip -- using logs.zip.out\nbunzip2: logs.zip is not a bzip2 file.\n", { files: ["logs.zip"] }, "unzip logs.zip"],
  ["near: an archive that is not here", "gunzip photos.zip", "gzip: photos.zip: unknown suffix -- ignored\n", {}, null],
  ["an option the tool refuses in this place, left out", "venv/bin/pip install --user httpx", "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv.\n", {}, "venv/bin/pip install httpx"],
  ["Flask's application, the one module here that makes one", "flask run --debug", "Usage: flask run [OPTIONS]\n\nError: Could not locate a Flask application. Use the 'flask --app' option, 'FLASK_APP' environment variable, or a 'wsgi.py' or 'app.py' file in the current directory.\n", { files: ["api.py", "models.py"], texts: { "api.py": "from flask import Flask\napp = Flask(__name__)\n", "models.py": "class User: pass\n" } }, "flask --app api run --debug"],
  ["near: two modules and none makes an application", "flask run", "Error: Could not locate a Flask application. Use the 'flask --app' option.\n", { files: ["a.py", "b.py"] }, null],
  ["the one build folder below, for a build tool run outside it", "meson test -v", "\nERROR: Current directory is not a meson build directory: `/home/dev/proj`.\n", { dirs: ["out", "out/meson-info", "src"] }, "meson test -C out -v"],
  ["a help topic one slip off, from the topics aye knows", "go help modlues", "go help modlues: unknown help topic. Run 'go help'.\n", {}, "go help modules"],
  ["an operation of apt-mark one slip off", "apt-mark unhlod nginx", "E: Invalid operation unhlod\n", {}, "apt-mark unhold nginx"],
  ["a property of gcloud's core section one slip off", "gcloud config set acount me@example.com", "ERROR: (gcloud.config.set) Section [core] has no property [acount].\n", {}, "gcloud config set account me@example.com"],
  ["git's way of naming a new branch, typed to Mercurial", "hg checkout -b fix/parser", "hg update: option -b not recognized\nhg update [-C|-c|-m] [-d DATE] [[-r] REV]\n", {}, "hg branch fix/parser"],
  ["git's commit -a, typed to Subversion", "svn commit -am 'bump'", "svn: invalid option character: a\nType 'svn help' for usage.\n", {}, "svn commit -m 'bump'"],
  ["an application pip may not install on a managed Python goes in with pipx", "pip3 install httpie", PEP668, {}, "pipx install httpie"],
  ["near: a library is no application: not pipx", "pip3 install rich", PEP668, {}, "!pipx install rich"],
  ["a task of deno.json given to deno as a subcommand", "deno lint-all", "error: unrecognized subcommand 'lint-all'\n", { files: ["deno.json"], texts: { "deno.json": '{ "tasks": { "lint-all": "deno lint && deno fmt --check" } }' } }, "deno task lint-all"],
  ["near: no such task in the project", "deno lint-all", "error: unrecognized subcommand 'lint-all'\n", { files: ["deno.json"], texts: { "deno.json": '{ "tasks": { "dev": "deno run main.ts" } }' } }, "!deno task lint-all"],
];

test.each(KINDS)("%s", (_kind, command, output, world, expected) => {
  const got = first(command, output, world).first;
  if (expected?.startsWith("!")) expect(got).not.toBe(expected.slice(1));
  else expect(got).toBe(expected);
});

const REMOTE_USAGE =
  "error: unknown subcommand: `rn-url'\nusage: git remote [-v | --verbose]\n   or: git remote add [-t <branch>] [-m <master>] [-f] [--tags | --no-tags] [--mirror=<fetch|push>] <name> <url>\n   or: git remote rename [--[no-]progress] <old> <new>\n   or: git remote remove <name>\n   or: git remote get-url [--push] [--all] <name>\n   or: git remote set-url [--push] <name> <newurl> [<oldurl>]\n";

const NONE: Calibration = { prior: 0.9, weight: 4, ruleWeight: 4, kindWeight: 8, threshold: 0, keys: {}, rules: {}, kinds: {} };
const kept = (command: string, output: string, plan: string) =>
  precise([{ commands: [plan], source: "rule", why: "", rule: "choices" }], failureFrom(command, output, 1, CWD), NONE).kept.map((s) => s.commands.join(" && "));

test("a subcommand put right must take the operands typed after it, by the usage the tool printed", () => {
  // remove takes one operand; the line gives two. set-url takes two or three.
  expect(kept("git remote rn-url upstream ../fork.git", REMOTE_USAGE, "git remote remove upstream ../fork.git")).toEqual([]);
  expect(kept("git remote rn-url upstream ../fork.git", REMOTE_USAGE, "git remote set-url upstream ../fork.git")).toEqual(["git remote set-url upstream ../fork.git"]);
  // A usage wrapped onto a second line still counts its operands: worktree add takes <path> [<commit-ish>]; options' values are none.
  const wrapped = "error: unknown subcommand: `ad'\nusage: git worktree add [-f] [--detach] [--lock [--reason <string>]]\n                        [-b <new-branch>] <path> [<commit-ish>]\n   or: git worktree list [-v | --porcelain [-z]]\n   or: git worktree remove [-f] <worktree>\n";
  expect(kept("git worktree ad ../review topic", wrapped, "git worktree add ../review topic")).toEqual(["git worktree add ../review topic"]);
  expect(kept("git worktree ad ../review topic extra", wrapped, "git worktree add ../review topic extra")).toEqual([]);
});
