/** The tool's own advice, in the wordings current tools print (captured from the real programs where they are installed). */
import { expect, test } from "bun:test";
import { failureFrom, offlineSuggestions } from "../../../src/fix/engine.ts";
import { advice } from "../../../src/fix/rules/advice.ts";
import { choices } from "../../../src/fix/rules/choices.ts";
import { unquotedValue } from "../../../src/fix/rules/syntax.ts";
import { type WorldSpec, fakeWorld } from "../../fakes/world.ts";

const CASES: [string, string, string, string[] | null][] = [
  ["gcc: a curly-quoted 'did you mean'", "gcc -Wextr x.c", "gcc: error: unrecognized command-line option ‘-Wextr’; did you mean ‘-Wextra’?\n", ["gcc -Wextra x.c"]],
  ["gcc: an option with its value", "gcc -fsanitise=address x.c", "gcc: error: unrecognized command-line option ‘-fsanitise=address’; did you mean ‘-fsanitize=address’?\n", ["gcc -fsanitize=address x.c"]],
  ["pip: maybe you meant", "pip instal x", 'ERROR: unknown command "instal" - maybe you meant "install"\n', ["pip install x"]],
  ["cargo: help: a similar name exists", "cargo biuld --release", "error: no such command: `biuld`\n\nhelp: a command with a similar name exists: `build`\n", ["cargo build --release"]],
  ["git: the most similar command", "git stauts -s", "git: 'stauts' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tstatus\n", ["git status -s"]],
  ["terraform: Did you mean", "terraform plna", 'Terraform has no command named "plna". Did you mean "plan"?\n\nTo see all of Terraform\'s top-level commands, run:\n  terraform -help\n', ["terraform plan"]],
  ["uv: a similar subcommand of two words", "uv install requests", "error: unrecognized subcommand 'install'\n\n  tip: a similar subcommand exists: 'uv pip install'\n\nUsage: uv [OPTIONS] <COMMAND>\n", ["uv pip install requests"]],
  ["git: use -f, and not the hint's own off switch", "git add build/out.js", 'The following paths are ignored by one of your .gitignore files:\nbuild/out.js\nhint: Use -f if you really want to add them.\nhint: Turn this message off by running\nhint: "git config advice.addIgnoredFile false"\n', ["git add -f build/out.js"]],
  ["git: a renamed option", "git branch --set-upstream origin/main", "fatal: the '--set-upstream' option is no longer supported. Please use '--track' or '--set-upstream-to' instead.\n", ["git branch --set-upstream-to origin/main", "git branch --track origin/main"]],
  ["git pull: the upstream line with its placeholders filled", "git pull", "There is no tracking information for the current branch.\nPlease specify which branch you want to merge with.\n\n    git pull <remote> <branch>\n\nIf you wish to set tracking information for this branch you can do so with:\n\n    git branch --set-upstream-to=<remote>/<branch> main\n\n", ["git pull origin main", "git branch --set-upstream-to=origin/main main && git pull"]],
  ["rustup: help: run, then the command again", "cargo +nightly build", "error: toolchain 'nightly-x86_64-unknown-linux-gnu' is not installed\nhelp: run `rustup toolchain install nightly` to install it\n", ["rustup toolchain install nightly && cargo +nightly build"]],
  ["uv: run X to create", "uv run app.py", "error: No virtual environment found; run `uv venv` to create an environment, or pass `--system` to install into a non-virtual environment\n", ["uv venv && uv run app.py"]],
  ["a tool without subcommands: its line is the corrected one", "rm -notes.txt", "rm: invalid option -- 'n'\nTry 'rm ./-notes.txt' to remove the file '-notes.txt'.\nTry 'rm --help' for more information.\n", ["rm ./-notes.txt"]],
  ["the wrong word is not read out of a name that holds 'unknown'", "rustup component add clipy", "error: toolchain 'stable-x86_64-unknown-linux-gnu' does not contain component 'clipy' for target 'x86_64-unknown-linux-gnu'; did you mean 'clippy'?\n", ["rustup component add clippy"]],
  ["pass the flag, at the end of a line of options", "cargo package --no-verify", "error: 1 files in the working directory contain changes that were not yet committed into git:\n\nsrc/main.rs\n\nto proceed despite this and include the uncommitted changes, pass the `--allow-dirty` flag\n", ["cargo package --no-verify --allow-dirty"]],
  ["use an option with its value", "go build -o app .", "error obtaining VCS status: exit status 128\n\tUse -buildvcs=false to disable VCS stamping.\n", ["go build -buildvcs=false -o app ."]],
  ["a command in a frame (terraform)", "terraform plan", "╷\n│ Error: Inconsistent dependency lock file\n│\n│ To make the initial dependency selections that will initialize the dependency lock file, run:\n│   terraform init\n╵\n", ["terraform init && terraform plan"]],
  ["candidates of two words, the nearest first", "poetry env lsit", '\nThe command "env" does not exist.\n\nDid you mean one of these?\n    env use\n    env info\n    env list\n    env remove\n', ["poetry env list"]],
  ["an option to specify something wants its value: no fix alone", "cargo run", "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\n", null],
  ["a command in prose, unquoted", "npm start", "Error: Cannot find module 'express'\nRun npm install to fetch the dependencies.\n", ["npm install && npm start"]],
  ["prose that names no installed program is no command", "zork build", "error: run the build again to see more.\n", null],
  ["use the --x option, or …", "pip install x", "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '/usr/lib/python3/dist-packages/x'\nConsider using the `--user` option or check the permissions.\n", ["pip install --user x"]],
  ["advice to read the help is no fix", "tar x", "tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options\nTry 'tar --help' or 'tar --usage' for more information.\n", null],
];

test.each(CASES)("%s", (_what, command, output, expected) => {
  const world = fakeWorld({ queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\norigin/main\n" } });
  const found = advice(failureFrom(command, output, 1, "/home/dev/proj"), world).map((s) => s.commands.join(" && "));
  if (expected === null) expect(found).toEqual([]);
  else for (const plan of expected) expect(found).toContain(plan);
});

const CHOICES: [string, string, string, string][] = [
  ["coreutils: Valid arguments are", "ls -l --sort=sz", "ls: invalid argument ‘sz’ for ‘--sort’\nValid arguments are:\n  - ‘none’\n  - ‘time’\n  - ‘size’\n  - ‘extension’\n  - ‘version’\n  - ‘width’\nUsage: ls [OPTION]... [FILE]...\n", "ls -l --sort=size"],
  ["argparse: choose from", "./manage.py strat", "usage: manage.py [-h] {start,stop}\nmanage.py: error: argument cmd: invalid choice: 'strat' (choose from 'start', 'stop')\n", "./manage.py start"],
  ["clap: possible values", "rg --color=alwyas foo", "error: invalid value 'alwyas' for '--color <WHEN>'\n  [possible values: never, auto, always, ansi]\n\nFor more information, try '--help'.\n", "rg --color=always foo"],
  ["a usage line's alternatives", "git sparse-checkout lsit", "error: unknown subcommand: `lsit'\nusage: git sparse-checkout (init | list | set | add | reapply | disable) [<options>]\n", "git sparse-checkout list"],
  ["a value aye knows for the tool's option, given after a space", "ssh-keygen -t ed2519 -C dev@example.com", "unknown key type ed2519\n", "ssh-keygen -t ed25519 -C dev@example.com"],
  ["a value another tool's option takes is not offered", "ls -l --sort=date", "ls: invalid argument ‘date’ for ‘--sort’\nValid arguments are:\n  - ‘none’\n  - ‘time’\n  - ‘size’\n", "ls -l --sort=time"],
  ["a nested subcommand aye knows", "kubectl rollout restat deployment/web", 'error: unknown command "restat deployment/web"\nSee \'kubectl rollout -h\' for help and examples\n', "kubectl rollout restart deployment/web"],
  ["one item of a comma list, named as df's column", "df -h --output=source,size,use%", "df: option --output: field ‘use%’ unknown\nTry 'df --help' for more information.\n", "df -h --output=source,size,pcent"],
  ["a descending sort keeps its -", "git branch --sort=-commiterdate", "fatal: unknown field name: commiterdate\n", "git branch --sort=-committerdate"],
  ["a table of commands under a heading", "mytool depoly prod", "Error: unknown command 'depoly'\n\nAvailable commands:\n  build     Build it\n  deploy    Ship it\n  status    Show it\n", "mytool deploy prod"],
];

test.each(CHOICES)("listed choices: %s", (_what, command, output, expected) => {
  const found = choices(failureFrom(command, output, 2, "/home/dev/proj"), fakeWorld()).map((s) => s.commands.join(" && "));
  expect(found[0]).toBe(expected);
});

test("an unknown subcommand of a tool aye does not know: its help is read with consent, and only then", () => {
  const f = failureFrom("acme adr show", 'Object "adr" is unknown, try "acme help".\n', 255, "/home/dev/proj");
  const help = "Usage: acme [ OPTIONS ] OBJECT { COMMAND | help }\nwhere  OBJECT := { address | addrlabel | link | neighbour | route | rule }\n";
  expect(choices(f, fakeWorld({ queries: { "acme --help": help } }))[0]?.commands).toEqual(["acme address show"]);
  expect(choices(f, fakeWorld())).toEqual([]);
});

test("a subcommand aye knows needs no help: ip's objects", () => {
  const f = failureFrom("ip adress show", 'Object "adress" is unknown, try "ip help".\n', 255, "/home/dev/proj");
  expect(choices(f, fakeWorld())[0]?.commands).toEqual(["ip address show"]);
});

/** Rules for kinds of failure, each with the wording a current tool prints (captured here where installed). */
const REFS: WorldSpec = { queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "feature/login\nmain\norigin/main\n" } };

const KINDS: [string, string, string, string | null, WorldSpec?][] = [
  ["rm on a directory", "rm build", "rm: cannot remove 'build': Is a directory\n", "rm -r build"],
  ["cp of a directory", "cp src dst", "cp: -r not specified; omitting directory 'src'\n", "cp -r src dst"],
  ["git rm of a directory", "git rm dd", "fatal: not removing 'dd' recursively without -r\n", "git rm -r dd"],
  ["mkdir of one that exists needs nothing", "mkdir d", "mkdir: cannot create directory ‘d’: File exists\n", null],
  ["ln over a link that exists", "ln -s d/f lnk", "ln: failed to create symbolic link 'lnk': File exists\n", "ln -sf d/f lnk"],
  ["rmdir of a full folder", "rmdir d", "rmdir: failed to remove 'd': Directory not empty\n", "rm -r d"],
  ["mv into a missing folder", "mv a.txt archive/a.txt", "mv: cannot move 'a.txt' to 'archive/a.txt': No such file or directory\n", "mkdir -p archive && mv a.txt archive/a.txt", { files: ["a.txt"] }],
  ["apt without root", "apt-get install jq", "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), are you root?\n", "sudo apt-get install jq"],
  ["mkdir under /opt, curly quotes", "mkdir /opt/tool", "mkdir: cannot create directory ‘/opt/tool’: Permission denied\n", "sudo mkdir /opt/tool"],
  ["chown of a local file", "chown www-data site", "chown: changing ownership of 'site': Operation not permitted\n", "sudo chown www-data site"],
  ["refused while working on a system path", "tar -xzf node.tar.gz -C /usr/local", "tar: node: Cannot mkdir: Permission denied\ntar: Exiting with failure status due to previous errors\n", "sudo tar -xzf node.tar.gz -C /usr/local"],
  ["a system folder without a slash after it", "find /root -name '*.log'", "find: ‘/root’: Permission denied\n", "sudo find /root -name '*.log'"],
  ["sudo echo into a system file: tee writes as root", "sudo echo 'deb x' > /etc/apt/sources.list.d/x.list", "bash: /etc/apt/sources.list.d/x.list: Permission denied\n", "echo 'deb x' | sudo tee /etc/apt/sources.list.d/x.list"],
  ["an abbreviation the tool takes is no typo", "ip addr add 10.0.0.5/24 dev lo", "RTNETLINK answers: Operation not permitted\n", "sudo ip addr add 10.0.0.5/24 dev lo"],
  ["cd into a file", "cd src/app.py", "bash: cd: src/app.py: Not a directory\n", "cd src", { files: ["src/app.py"] }],
  ["source of a venv folder", "source .venv", "bash: source: .venv: is a directory\n", "source .venv/bin/activate", { files: [".venv/bin/activate"] }],
  ["make where a folder below has the Makefile", "make test", "make: *** No rule to make target 'test'.  Stop.\n", null, { files: ["build/Makefile"] }],
  ["make with no Makefile here, one below", "make", "make: *** No targets specified and no makefile found.  Stop.\n", "make -C build", { files: ["build/Makefile", "README.md"] }],
  ["a missing folder named before a colon", "make -C buidl", "make: *** buidl: No such file or directory.  Stop.\n", "make -C build", { files: ["build/Makefile"] }],
  ["a header a dev package brings", "gcc fetch.c -o fetch -lcurl", "fetch.c:2:10: fatal error: curl/curl.h: No such file or directory\n    2 | #include <curl/curl.h>\ncompilation terminated.\n", "sudo apt install libcurl4-openssl-dev && gcc fetch.c -o fetch -lcurl"],
  ["a header aye does not know of", "gcc a.c", "a.c:1:10: fatal error: zorblax.h: No such file or directory\n", null],
  ["the maths library left off", "gcc -o stats stats.c", "/usr/bin/ld: stats.c:(.text+0x2d): undefined reference to `sqrt'\ncollect2: error: ld returned 1 exit status\n", "gcc -o stats stats.c -lm"],
  ["tar -z on an xz archive", "tar -xzf backup.tar.xz", "\ngzip: stdin: not in gzip format\ntar: Child returned status 1\n", "tar -xJf backup.tar.xz"],
  ["java given the class file", "java Main.class", "Error: Could not find or load main class Main.class\nCaused by: java.lang.ClassNotFoundException: Main.class\n", "java Main"],
  ["docker build without its folder", "docker build -t web", '"docker build" requires exactly 1 argument.\nSee \'docker build --help\'.\n', "docker build -t web ."],
  ["run one folder above the project", "cargo run", "error: could not find `Cargo.toml` in `/home/dev/proj` or any parent directory\n", "cd server && cargo run", { files: ["README.md", "server/Cargo.toml"] }],
  ["two projects below: no guess", "cargo run", "error: could not find `Cargo.toml` in `/home/dev/proj` or any parent directory\n", null, { files: ["a/Cargo.toml", "b/Cargo.toml"] }],
  ["an option added behind an assignment", "NODE_ENV=test git add dist/a.js", "The following paths are ignored by one of your .gitignore files:\ndist\nhint: Use -f if you really want to add them.\n", "NODE_ENV=test git add -f dist/a.js"],
  ["try an option", "git describe", "fatal: No annotated tags can describe 'abc'.\nHowever, there were unannotated tags: try --tags.\n", "git describe --tags"],
  ["tar: the missing -f joins the cluster", "tar -xz backup.tar.gz", "tar: Refusing to read archive contents from terminal (missing -f option?)\ntar: Error is not recoverable: exiting now\n", "tar -xzf backup.tar.gz"],
  ["the branch you are on cannot be deleted", "git branch -d feat", "error: Cannot delete branch 'feat' checked out at '/home/dev/proj'\n", "git switch main && git branch -d feat", { queries: { "git branch --show-current": "feat\n", "git branch -a --format=%(refname:short)": "feat\nmain\n" } }],
  ["git mv of an untracked file", "git mv notes.txt docs.txt", "fatal: not under version control, source=notes.txt, destination=docs.txt\n", "mv notes.txt docs.txt"],
  ["git reset --hard of a file", "git reset --hard README.md", "fatal: Cannot do hard reset with paths.\n", "git restore README.md"],
  ["chmod with Python's octal", "chmod 0o755 run.sh", "chmod: invalid mode: ‘0o755’\nTry 'chmod --help' for more information.\n", "chmod 755 run.sh"],
  ["BSD sed's -i ''", "sed -i '' 's/8080/9090/' app.conf", "sed: can't read s/8080/9090/: No such file or directory\n", "sed -i 's/8080/9090/' app.conf"],
  ["an option that wants an equals sign", "terraform -chdir infra plan", "Invalid -chdir option: must include an equals sign followed by a directory path, like -chdir=example\n", "terraform -chdir=infra plan"],
  ["a folder given to node", "node src", "Error: Cannot find module '/home/dev/proj/src'\n", "node src/main.js", { files: ["src/main.js"] }],
  ["activate run as a program", ".venv/bin/activate", "bash: .venv/bin/activate: Permission denied\n", "source .venv/bin/activate", { noexec: [".venv/bin/activate"] }],
  ["a script an npm script runs", "npm run deploy", "\n> proj@1.0.0 deploy\n> ./deploy.sh\n\nsh: 1: ./deploy.sh: Permission denied\n", "chmod +x deploy.sh && npm run deploy", { noexec: ["deploy.sh"] }],
  ["python3 -m of a misspelt module", "python3 -m http.sever 8000", "/usr/bin/python3: No module named http.sever\n", "python3 -m http.server 8000"],
  ["a file given as an option's value", "terraform plan -var-file=prod.tfvar", "│ Error: Failed to read variables file\n│ Given variables file prod.tfvar does not exist.\n", "terraform plan -var-file=prod.tfvars", { files: ["prod.tfvars"] }],
  ["a program named tool-sub", "docker compose up", "docker: 'compose' is not a docker command.\nSee 'docker --help'\n", "docker-compose up", { executables: ["docker", "docker-compose"] }],
  ["a name with brackets the shell took for a glob", "git add src/pages/[id].tsx", "zsh: no matches found: src/pages/[id].tsx\n", "git add 'src/pages/[id].tsx'"],
  ["run again with an option", "pnpm publish", ' ERR_PNPM_GIT_UNCLEAN  Unclean working tree. Commit or stash changes first.\n\nIf you want to disable Git checks on publish, set the "git-checks" setting to "false", or run again with "--no-git-checks".\n', "pnpm publish --no-git-checks"],
  ["a package Debian renamed", "sudo apt-get install python-pip", "E: Package 'python-pip' has no installation candidate\n", "sudo apt-get install python3-pip"],
  ["the package lists never fetched", "apt install git", "Reading package lists... Done\nE: Unable to locate package git\n", "apt update && apt install git"],
  ["a package one slip from a common one", "sudo apt install pyhton3-venv", "E: Unable to locate package pyhton3-venv\n", "sudo apt install python3-venv"],
  ["dpkg: a package one slip from a common one", "dpkg -L coreutil", "dpkg-query: package 'coreutil' is not installed\n", "dpkg -L coreutils"],
  ["the package lists never fetched, under sudo: sudo on each step", "sudo apt install git", "E: Unable to locate package git\n", "sudo apt update && sudo apt install git"],
  ["a package nobody knows: no guess", "apt install zorblax", "E: Unable to locate package zorblax\n", null],
  ["the program's name twice beats the tool's guess", "git git status", "git: 'git' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tinit\n", "git status"],
  ["npm's other command is no script", "npm run lnit", 'npm error Missing script: "lnit"\nnpm error\nnpm error Did you mean this?\nnpm error   npm init # Create a package.json file\n', "npm run lint", { package: { scripts: { lint: "eslint ." } } }],
  ["a file named without its ending", "go run main", "package main is not in GOROOT (/usr/lib/go-1.19/src/main)\n", "go run main.go", { files: ["main.go"] }],
  ["an output name is no file to find", "gcc -Wall -o main main.c", "main.c:4:19: error: expected ‘;’ before ‘return’\n", null, { files: ["main.c"] }],
  ["a script's program before anything is installed", "yarn build", "yarn run v1.22.22\n$ vue-cli-service build\n/bin/sh: 1: vue-cli-service: not found\nerror Command failed with exit code 127.\n", "yarn install && yarn build", { package: { scripts: { build: "vue-cli-service build" } } }],
  ["a quoted word one slip from one name here, in a wording no rule knows", "zork open confg.yml", "zork: cannot open 'confg.yml'\n", "zork open config.yml", { files: ["config.yml"] }],
  ["two names as near: no guess", "zork open note", "zork: cannot open 'note'\n", null, { files: ["note1", "note2"] }],
  ["a word the tool does not quote is left alone", "zork open confg.yml", "zork: failed\n", null, { files: ["config.yml"] }],
  ["one step of a chain put right in its place", "cd src && git comit -m x; ls", "git: 'comit' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcommit\n", "cd src && git commit -m x; ls", { dirs: ["src"] }],
  ["mkdir of a folder that is there, in a chain", "mkdir build && cd build && cmake ..", "mkdir: cannot create directory ‘build’: File exists\n", "mkdir -p build && cd build && cmake ..", { dirs: ["build"] }],
  ["a usage's [a | b <arg>...] alternatives", "git rerere stauts", "usage: git rerere [clear | forget <pathspec>... | diff | status | remaining | gc]\n", "git rerere status"],
  ["source in sh", "source .venv/bin/activate", "sh: 1: source: not found\n", ". .venv/bin/activate", { files: [".venv/bin/activate"] }],
  ["a misspelt unit, from the units installed", "sudo systemctl restart ngnix", "Failed to restart ngnix.service: Unit ngnix.service not found.\n", "sudo systemctl restart nginx", { files: ["/lib/systemd/system/nginx.service", "/lib/systemd/system/ssh.service"] }],
  ["a misspelt network device", "ip -br addr show dev eht0", 'Device "eht0" does not exist.\n', "ip -br addr show dev eth0", { files: ["/sys/class/net/eth0", "/sys/class/net/lo"] }],
  ["a misspelt user, from /etc/passwd", "sudo -u nobdy id", "sudo: unknown user nobdy\nsudo: error initializing audit plugin sudoers_audit\n", "sudo -u nobody id", { texts: { "/etc/passwd": "root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n" } }],
  ["one part of user:group", "chown www-dta:www-data uploads", "chown: invalid user: ‘www-dta:www-data’\n", "chown www-data:www-data uploads", { texts: { "/etc/passwd": "root:x:0:0::/root:/bin/bash\nwww-data:x:33:33::/var/www:/usr/sbin/nologin\n" } }],
  ["a library the linker could not find", "gcc -o sniff sniff.c -lpcap", "/usr/bin/ld: cannot find -lpcap: No such file or directory\ncollect2: error: ld returned 1 exit status\n", "sudo apt install libpcap-dev && gcc -o sniff sniff.c -lpcap"],
  ["a git extension not installed, not a typo", "git lfs pull", "git: 'lfs' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tlog\n", "sudo apt install git-lfs && git lfs pull"],
  ["git clean without -f", "git clean -d", "fatal: clean.requireForce defaults to true and neither -i, -n, nor -f given; refusing to clean\n", "git clean -f -d"],
  ["sed -n with an address and no command", "sed -n 10,20 app.log", "sed: -e expression #1, char 5: missing command\n", "sed -n 10,20p app.log"],
  ["cut's values glued", "cut -d, -f=2 data.csv", "cut: invalid field value ‘=2’\n", "cut -d, -f2 data.csv"],
  ["git's origin/<name> filled with the name typed", "git switch feat", "hint: you can do so by fully qualifying the name with the --track option:\nhint:\nhint:     git checkout --track origin/<name>\nhint:\nfatal: 'feat' matched multiple (2) remote tracking branches\n", "git checkout --track origin/feat"],
  ["no output (the shell hook): a long option aye knows the tool lacks", "ls --human-readble -l", "", "ls --human-readable -l"],
  ["maybe you meant, a bulleted list", "aws s3api get-objeck", "\naws: error: argument operation: Found invalid choice 'get-objeck'\n\nMaybe you meant:\n\n  * get-object\n\nusage: aws [options] <command> <subcommand>\n", "aws s3api get-object"],
  ["a kubectl resource kind", "kubectl get nods", 'error: the server doesn\'t have a resource type "nods"\n', "kubectl get nodes"],
  ["a branch that exists, in git's capitals", "git checkout -b fix fix", "fatal: A branch named 'fix' already exists.\n", "git checkout fix"],
  ["a branch only the remote has", "git checkout stable", "error: pathspec 'stable' did not match any file(s) known to git\n", "git checkout -b stable --track origin/stable", { queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\norigin/main\norigin/stable\n" } }],
  ["try again with an option", "git switch origin/main", "fatal: a branch is expected, got remote branch 'origin/main'\nhint: If you want to detach HEAD at the commit, try again with the --detach option.\n", "git switch --detach origin/main"],
  ["sort's key glued", "sort -k=2 -t, users.csv", "sort: invalid number at field start: invalid count at start of ‘=2’\n", "sort -k2 -t, users.csv"],
  ["spaces around an assignment's =", "export PATH = $PATH:$HOME/bin", "bash: export: `=': not a valid identifier\n", "export PATH=$PATH:$HOME/bin"],
  ["a set -o option", "set -o nounsest", "bash: set: nounsest: invalid option name\n", "set -o nounset"],
  ["a folder under ~ as typed", "mv report.pdf ~/Documents/reports/", "mv: cannot move 'report.pdf' to '/home/dev/Documents/reports/': No such file or directory\n", "mkdir -p ~/Documents/reports && mv report.pdf ~/Documents/reports/", { files: ["report.pdf"] }],
  ["bad interpreter: the shell reads it", "./query.sh", "bash: ./query.sh: /bin/bash: bad interpreter: Permission denied\n", "bash query.sh", { files: ["query.sh"] }],
  ["a script under another usual name", "pnpm run dev", " ERR_PNPM_NO_SCRIPT  Missing script: dev\n", "pnpm run start", { package: { scripts: { start: "node ." } } }],
  ["an option written before its subcommand", "docker --rm run alpine echo hi", "unknown flag: --rm\n\nUsage:  docker [OPTIONS] COMMAND [ARG...]\n", "docker run --rm alpine echo hi"],
  ["a Rust target not installed", "cargo build --target thumbv7m-none-eabi", "error[E0463]: can't find crate for `core`\n  |\n  = note: the `thumbv7m-none-eabi` target may not be installed\n", "rustup target add thumbv7m-none-eabi && cargo build --target thumbv7m-none-eabi"],
  ["a program that refuses root", "sudo pacaur -S foo", ":: you cannot perform this operation as root\n", "pacaur -S foo"],
  ["a usage that lists the options, not the wrong one", "git cherry-pick --contiue", "usage: git cherry-pick [--edit] [-n] <commit>...\n   or: git cherry-pick (--continue | --skip | --abort | --quit)\n\n    --quit    end\n    --continue    resume\n", "git cherry-pick --continue"],
  ["start by a command", "git bisect good", 'You need to start by "git bisect start"\n\n', "git bisect start && git bisect good"],
  ["cargo's Running line is progress, not advice", "cargo run", "   Compiling koans v0.2.2\n     Running `target/debug/koans`\nerror[E0425]: cannot find value `__` in this scope\n", null],
  ["a module a present venv has", "python3 manage.py runserver", "Traceback (most recent call last):\nModuleNotFoundError: No module named 'django'\n", "source .venv/bin/activate && python3 manage.py runserver", { files: [".venv/bin/activate"] }],
  ["python3 -m of a module that exists but is not installed", "python3 -m flask --app app run", "/usr/bin/python3: No module named flask\n", "python3 -m pip install flask && python3 -m flask --app app run"],
  ["you must be root", "iptables -L -n", "iptables v1.8.9 (nf_tables): Could not fetch rule set generation id: Permission denied (you must be root)\n", "sudo iptables -L -n"],
  ["pkill of another's process", "pkill -f worker", "pkill: killing pid 5525 failed: Operation not permitted\n", "sudo pkill -f worker"],
  ["curl writing into a system folder", "curl -fsSL -o /usr/local/bin/kx http://localhost/kx", "curl: (23) Failure writing output to destination\n", "sudo curl -fsSL -o /usr/local/bin/kx http://localhost/kx"],
  ["gzip over a .gz that is there", "gzip access.log", "gzip: access.log.gz already exists;\tnot overwritten\n", "gzip -f access.log"],
  ["mv of several into a folder not there", "mv a.txt b.txt archive", "mv: target 'archive': No such file or directory\n", "mkdir -p archive && mv a.txt b.txt archive"],
  ["unzip's own pattern", "unzip *.zip", "Archive:  a.zip\ncaution: filename not matched:  b.zip\n", "unzip '*.zip'"],
  ["a well-known program not installed", "pipx install black", "bash: pipx: command not found\n", "sudo apt install pipx && pipx install black"],
  ["a misspelt signal", "kill -SIGKIL 4242", "bash: kill: SIGKIL: invalid signal specification\n", "kill -SIGKILL 4242"],
  ["a value after = that the tool does not take", "curl --max-time=5 http://localhost/health", "curl: option --max-time=5: is unknown\ncurl: try 'curl --help' for more information\n", "curl --max-time 5 http://localhost/health"],
  ["a man page one slip away", "man 5 crontb", "No manual entry for crontb in section 5\n", "man 5 crontab", { files: ["/usr/share/man/man5/crontab.5.gz"] }],
  ["a path git took for a revision", "git log --oneline old-config.yml", "fatal: ambiguous argument 'old-config.yml': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n", "git log --oneline -- old-config.yml"],
  ["a command on a tab-indented line after a colon", "go run .", "main.go:3:8: no required module provides package github.com/google/uuid; to add it:\n\tgo get github.com/google/uuid\n", "go get github.com/google/uuid && go run ."],
  ["a version pip lists, under the prefix typed", "pip install xyzservices==2024", "ERROR: Could not find a version that satisfies the requirement xyzservices==2024 (from versions: 2023.10.1, 2024.4.0, 2024.9.0, 2025.1.0)\nERROR: No matching distribution found for xyzservices==2024\n", "pip install xyzservices==2024.9.0"],
  ["a version pip lists, one slip away", "pip install torch==1.15.0", "ERROR: Could not find a version that satisfies the requirement torch==1.15.0 (from versions: 1.4.0, 1.5.0, 1.5.1, 2.0.0)\n", "pip install torch==1.5.0"],
  ["git revert of a merge", "git revert HEAD", "error: commit a604705 is a merge but no -m option was given.\nfatal: revert failed\n", "git revert -m 1 HEAD"],
  ["jq's long option with one dash", "jq -arg v 2.0.0 '.version = $v' package.json", "jq: Unknown option -arg\nUse jq --help for help with command-line options,\n", "jq --arg v 2.0.0 '.version = $v' package.json"],
  ["a misspelt tag", "git show v.1.2.0", "fatal: ambiguous argument 'v.1.2.0': unknown revision or path not in the working tree.\n", "git show v1.2.0", { queries: { "git branch -a --format=%(refname:short)": "main\n", "git tag": "v1.1.0\nv1.2.0\n" } }],
  ["a typo after sudo", "sudo gti status", "sudo: gti: command not found\n", "sudo git status"],
  ["npm ci with no lockfile", "npm ci", "npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1.\n", "npm install"],
  ["npm peer conflict", "npm install react-widget", "npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\n", "npm install --legacy-peer-deps react-widget"],
  ["TypeScript given to node", "node app.ts --port 3", "/p/app.ts:1\nconst x: number = 1\n      ^\n\nSyntaxError: Missing initializer in const declaration\n", "npx tsx app.ts --port 3"],
  ["a value glued to its option", "git clone --depth1 https://x/y.git", "error: unknown option `depth1'\nusage: git clone [<options>] [--] <repo> [<dir>]\n", "git clone --depth=1 https://x/y.git"],
  ["divergent branches", "git pull", "hint: You have divergent branches and need to specify how to reconcile them.\nfatal: Need to specify how to reconcile divergent branches.\n", "git pull --rebase"],
  ["unrelated histories", "git merge other", "fatal: refusing to merge unrelated histories\n", "git merge --allow-unrelated-histories other"],
  ["a remote that exists", "git remote add origin git@x:y.git", "error: remote origin already exists.\n", "git remote set-url origin git@x:y.git"],
  ["a branch that exists, in the person's own verb", "git checkout -b feature", "fatal: a branch named 'feature' already exists\n", "git checkout feature"],
  ["a branch that exists, switch", "git switch -c feature", "fatal: a branch named 'feature' already exists\n", "git switch feature"],
  ["a misspelt remote in a ref", "git rebase orgin/main", "fatal: invalid upstream 'orgin/main'\n", "git rebase origin/main", REFS],
  ["a misspelt HEAD with its ~1", "git show HAED~1 --stat", "fatal: ambiguous argument 'HAED~1': unknown revision or path not in the working tree.\n", "git show HEAD~1 --stat", REFS],
  ["a misspelt branch to push", "git push origin feature/lgoin", "error: src refspec feature/lgoin does not match any\nerror: failed to push some refs to 'origin'\n", "git push origin feature/login", REFS],
  ["the branch you are on, to push", "git push origin master", "error: src refspec master does not match any\n", "git push origin main", REFS],
  ["npm: a misspelt well-known package", "npm install expresss", "npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/expresss - Not found\n", "npm install express"],
  ["pip: a misspelt well-known package", "pip install reqeusts", "ERROR: Could not find a version that satisfies the requirement reqeusts (from versions: none)\nERROR: No matching distribution found for reqeusts\n", "pip install requests"],
  ["a package nobody knows stays unguessed", "npm install zorblax", "npm error 404 Not Found - GET https://registry.npmjs.org/zorblax - Not found\n", null],
  ["a program on the person's PATH but not root's", "sudo -E cargo install --path .", "sudo: cargo: command not found\n", "cargo install --path ."],
  ["a typo after sudo is still a typo", "sudo crgo build", "sudo: crgo: command not found\n", "sudo cargo build"],
  ["a value inside a quoted argument, from the list the tool printed", "sqlite3 app.db '.mode jsn' 'select 1;'", "Error: mode should be one of: ascii box column csv html insert json line list markdown qbox quote table tabs tcl\n", "sqlite3 app.db '.mode json' 'select 1;'"],
  // OpenSSH 9.2 names the -o keyword it does not know in lower case.
  ["ssh: a misspelt -o keyword, as ssh_config spells it", "ssh -o StrictHostKeyCheking=no prod-web", "command-line: line 0: Bad configuration option: stricthostkeycheking\n", "ssh -o StrictHostKeyChecking=no prod-web"],
  ["scp: a keyword glued to -o", "scp -oIdentitiyFile=~/.ssh/k a prod:/tmp", "command-line: line 0: Bad configuration option: identitiyfile\nscp: Connection closed\n", "scp -oIdentityFile=~/.ssh/k a prod:/tmp"],
  // docker 28 with no engine: the reference is checked before the daemon is asked.
  ["docker: an image named in capitals", "docker run -d --name web -p 80:80 ghcr.io/GoogleChromeLabs/app:latest", "docker: invalid reference format: repository name (GoogleChromeLabs/app) must be lowercase\n\nRun 'docker run --help' for more information\n", "docker run -d --name web -p 80:80 ghcr.io/googlechromelabs/app:latest"],
  ["docker: a variable left without its -e", "docker run -e A=1 B=2 nginx", "docker: invalid reference format: repository name (library/B=2) must be lowercase\n\nRun 'docker run --help' for more information\n", "docker run -e A=1 -e B=2 nginx"],
  ["git pull --ff-only when both sides moved", "git pull --ff-only", "From ../origin\n   3c87827..0ce0ce9  main       -> origin/main\nfatal: Not possible to fast-forward, aborting.\n", "git pull --rebase"],
  ["git pull with pull.ff=only when both sides moved", "git pull origin main", "fatal: Not possible to fast-forward, aborting.\n", "git pull --rebase origin main"],
  // unzip 6.0, GNU tar 1.34, gzip 1.12.
  ["unzip of a tarball: tar, listing", "unzip -l dist.tar.gz", "Archive:  dist.tar.gz\n  End-of-central-directory signature not found.  Either this file is not\n  a zipfile, or it constitutes one disk of a multi-part archive.\n", "tar -tzf dist.tar.gz"],
  ["tar of a zip file: unzip", "tar -xzf site.zip", "gzip: stdin has more than one entry--rest ignored\ntar: Child returned status 2\ntar: Error is not recoverable: exiting now\n", "unzip site.zip"],
  ["tar with gzip's letter for an xz archive", "tar xzf d.tar.xz", "\ngzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now\n", "tar xJf d.tar.xz"],
  ["a program of the project's environment, under a runner", "poetry run pytset", "Creating virtualenv proj-OTd9G_BA-py3.11 in /home/dev/venvs\nCommand not found: pytset\n", "poetry run pytest"],
  ["a program in node_modules/.bin, under npx", "npx vitset run", "sh: 1: vitset: not found\n", "npx vitest run", { files: ["node_modules/.bin/vitest"] }],
  // go 1.19 outside any module.
  ["go run . of a one-file program", "go run .", "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n", "go run main.go", { files: ["main.go"] }],
  ["go build outside a module: one, named for the folder", "go build", "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n", "go mod init proj && go build", { files: ["sort.go", "sort_test.go"] }],
  ["go mod init without a path", "go mod init", "go: cannot determine module path for source directory /home/dev/subtitle-fixer (outside GOPATH, module path must be specified)\n\nExample usage:\n\t'go mod init example.com/m' to initialize a v0 or v1 module\n", "go mod init subtitle-fixer"],
  ["go's own advice, its module path filled in", "go build", "go: cannot find main module, but found .git/config in /home/dev/src/inet.af/netaddr\n\tto create a module there, run:\n\tgo mod init\n", "go mod init inet.af/netaddr && go build"],
  ["a unit of the person's own is managed with --user", "systemctl stop redshift.service", "Failed to stop redshift.service: Interactive authentication required.\nSee system logs and 'systemctl status redshift.service' for details.\n", "systemctl --user stop redshift.service", { files: ["/home/dev/.config/systemd/user/redshift.service"] }],
  ["a usage line is no advice", "deno --allow-net=127.0.0.1:8000 mod.ts", "error: Found argument '--allow-net' which wasn't expected, or isn't valid in this context\n\nUSAGE:\n    deno [OPTIONS] [SUBCOMMAND]\n\nFor more information try --help\n", null],
  ["an empty placeholder value is no value (a detached HEAD has no branch)", "git pull", "You are not currently on a branch.\nPlease specify which branch you want to merge with.\nSee git-pull(1) for details.\n\n    git pull <remote> <branch>\n\n", null, { queries: { "git branch --show-current": "", "git branch -a --format=%(refname:short)": "main\norigin/main\n" } }],
  ["a word the tool calls a missing file is matched against files only", "tar -czf src backup.tar.gz", "tar: backup.tar.gz: Cannot stat: No such file or directory\ntar (child): src: Cannot open: Is a directory\n", null, { files: ["src/a.c"] }],
  ["a subcommand and its option written as one word", "docker ps-a", "docker: 'ps-a' is not a docker command.\nSee 'docker --help'\n", "docker ps -a"],
  ["npm's glued option, its alias read from the list npm printed", "npm i-g citgm", "\nUsage: npm <command>\n\nwhere <command> is one of:\n    access, adduser, audit, bin, bugs, c, cache, ci, cit,\n    clean-install, completion, config,\n    edit, explore, fund, get, help, hook, i, init,\n    install, link, list, ln\n", "npm i -g citgm"],
  // grep 3.8, GNU patch 2.7.6, kubectl, cargo 1.95, gcc 12.
  ["grep: a group left open", "grep -E '(WARN|ERROR' app.log", "grep: Unmatched ( or \\(\n", "grep -E '(WARN|ERROR)' app.log"],
  ["grep: a class left open, after -e", "grep -n -e '[abc' app.log", "grep: Unmatched [, [^, [:, [., or [=\n", "grep -n -e '[abc]' app.log"],
  ["patch of a git diff", "patch < fix.patch", "can't find file to patch at input line 3\nPerhaps you should have used the -p or --strip option?\nThe text leading up to this was:\n--------------------------\n|--- a/src/app.txt\n|+++ b/src/app.txt\n--------------------------\nFile to patch: \nSkip this patch? [y] \nSkipping patch.\n1 out of 1 hunk ignored\n", "patch -p1 < fix.patch"],
  ["kubectl: the pod's first container", "kubectl logs web-1", "Error from server (BadRequest): a container name must be specified for pod web-1, choose one of: [app proxy]\n", "kubectl logs web-1 -c app"],
  ["cargo run: the binary named as the package", "cargo run", "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\navailable binaries: tool, agent\n", "cargo run --bin agent", { texts: { "Cargo.toml": "[package]\nname = \"agent\"\n" } }],
  ["g++: the project's other source files left off the line", "g++ -o app main.cpp", "/usr/bin/ld: /tmp/cc33N6Ox.o: in function `main':\nmain.cpp:(.text+0xa): undefined reference to `twice(int)'\ncollect2: error: ld returned 1 exit status\n", "g++ -o app main.cpp util.cpp", { files: ["main.cpp", "util.cpp", "util.h"] }],
  ["a number beyond the range the tool states: its nearest end", "rustc -C opt-level=4 main.rs", "error: optimization level needs to be between 0-3, s or z (instead was `4`)\n\n", "rustc -C opt-level=3 main.rs"],
  ["cat of a folder: what is in it", "cat src", "cat: src: Is a directory\n", "ls src", { dirs: ["src"] }],
  ["less of a folder", "less src", "src is a directory\n", "ls src", { dirs: ["src"] }],
  // From an audit against thefuck's rules (captured with coreutils 9.1, git 2.39, npm 11, bash 5.2).
  ["rm's failsafe is never talked past", "sudo rm -rf /", "rm: it is dangerous to operate recursively on '/'\nrm: use --no-preserve-root to override this failsafe\n", null],
  ["-h where the tool's help is --help", "cp -h", "cp: invalid option -- 'h'\nTry 'cp --help' for more information.\n", "cp --help"],
  ["ln -s the wrong way round: the file is not replaced by a dangling link", "ln -s current.yml config.yml", "ln: failed to create symbolic link 'config.yml': File exists\n", "ln -s config.yml current.yml", { files: ["config.yml"] }],
  ["ln -s over a link whose source is there: replace it", "ln -s config/prod.yml app.yml", "ln: failed to create symbolic link 'app.yml': File exists\n", "ln -sf config/prod.yml app.yml", { files: ["config/prod.yml", "app.yml"] }],
  ["git stash pop onto changed files", "git stash pop", "error: Your local changes to the following files would be overwritten by merge:\n\tREADME.md\nPlease commit your changes or stash them before you merge.\nAborting\n", "git add --update && git stash pop && git reset ."],
  ["git rebase --continue with nothing left: git's own skip, not 'did you forget to use git add'", "git rebase --continue", "Applying: f\nNo changes - did you forget to use 'git add'?\nIf there is nothing left to stage, chances are that something else\nalready introduced the same changes; you might want to skip this patch.\nYou can instead skip this commit: run \"git rebase --skip\".\n", "git rebase --skip"],
  ["a build tool beside the project's wrapper", "gradle build", "bash: gradle: command not found\n", "./gradlew build", { files: ["build.gradle", "gradlew"] }],
  ["a no-break space typed for a space", "cat list.txt |\u00a0sort", "bash: \u00a0sort: command not found\n", "cat list.txt | sort"],
  ["a quote closed with the other kind", "grep \"TODO' notes.txt", "bash: -c: line 1: unexpected EOF while looking for matching `\"'\n", "grep \"TODO\" notes.txt"],
  ["the subcommand typed second", "systemctl nginx start", "Unknown command verb nginx.\n", "systemctl start nginx"],
  ["delete for remove", "git remote delete upstream", "error: unknown subcommand: `delete'\nusage: git remote [-v | --verbose]\n   or: git remote remove <name>\n   or: git remote rename <old> <new>\n", "git remote remove upstream"],
  ["npm: the suggestion that holds the word as typed", "npm lint", "Unknown command: \"lint\"\n\n\nDid you mean one of these?\n  npm link # Symlink a package folder\n  npm run lint # run the \"lint\" package script\n", "npm run lint"],
  ["set-url of a remote not there yet: add it", "git remote set-url origin git@x:y.git", "error: No such remote 'origin'\n", "git remote add origin git@x:y.git"],
  ["man: the page in the section it is in", "man 3 read", "No manual entry for read in section 3\n", "man 2 read", { files: ["/usr/share/man/man2/read.2.gz", "/usr/share/man/man3/fread.3.gz"] }],
  ["ag: run it with -Q", "ag 'foo('", "ERR: Bad regex! pcre_compile() failed at position 4: missing closing parenthesis\nIf you meant to search for a literal string, run ag with -Q\n", "ag -Q 'foo('"],
  ["a message of several words left unquoted", "git commit -m fix the bug", "error: pathspec 'the' did not match any file(s) known to git\n", "git commit -m 'fix the bug'"],
  ["a date of several words left unquoted", "git log --since 2 weeks ago", "fatal: ambiguous argument 'weeks': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'\n", "git log --since '2 weeks ago'"],
  ["a path cut by a space after ~", "cd ~ /pset1a/", "bash: cd: too many arguments\n", "cd ~/pset1a/", { dirs: ["/home/dev/pset1a"] }],
  ["a file name with spaces, unquoted", "python3 my script.py", "python3: can't open file '/home/dev/proj/my': [Errno 2] No such file or directory\n", "python3 'my script.py'", { files: ["my script.py"] }],
  ["a path cut after its folder", "cat notes/ todo.txt", "cat: notes/: Is a directory\ncat: todo.txt: No such file or directory\n", "cat notes/todo.txt", { files: ["notes/todo.txt"] }],
  ["paths that are each there stay apart", "cp a.txt b.txt dest/", "cp: target 'dest/': No such file or directory\n", "mkdir -p dest && cp a.txt b.txt dest/", { files: ["a.txt", "b.txt", "a.txt b.txt"] }],
  // fish 3.6: the message, the line echoed, carets under the stretch it means.
  ["fish: a variable of bash's, marked by a lone caret", "echo $?", "fish: $? is not the exit status. In fish, please use $status.\necho $?\n      ^\n", "echo $status"],
  ["fish: bash's assignment, marked by carets", "FOO=bar", "fish: Unsupported use of '='. In fish, please use 'set FOO bar'.\nFOO=bar\n^~~~~~^\n", "set FOO bar"],
  ["fish: a bracketed variable, as long as the advice", "echo ${HOME}/bin", "fish: Variables cannot be bracketed. In fish, please use {$HOME}.\necho ${HOME}/bin\n      ^\n", "echo {$HOME}/bin"],
  ["fish: a command in place of a word is substituted", "echo $#", "fish: $# is not supported. In fish, please use 'count $argv'.\necho $#\n      ^\n", "echo (count $argv)"],
  ["fish: the stretch in a longer line", "ls && echo $? ; true", "fish: $? is not the exit status. In fish, please use $status.\nls && echo $? ; true\n            ^\n", "ls && echo $status ; true"],
  ["a setting git cannot read, set again in the repository", "git status", "fatal: bad boolean config value 'ture' for 'core.autocrlf'\n", "git config core.autocrlf true && git status"],
  ["a setting git cannot read, in the file git names", "git push", "error: malformed value for push.default: currnet\nerror: must be one of nothing, matching, simple, upstream or current\nfatal: bad config variable 'push.default' in file '/home/dev/.gitconfig' at line 3\n", "git config --global push.default current && git push"],
  ["a setting the repository's file lacks is the person's own", "git log", "fatal: bad boolean config value 'flase' for 'pull.rebase'\n", "git config --global pull.rebase false && git log", { texts: { ".git/config": "[core]\n\tbare = false\n" } }],
  ["a setting git reads as invalid (git 2.39's wording for pull.rebase)", "git pull", "fatal: invalid value for 'pull.rebase': 'flase'\n", "git config pull.rebase false && git pull"],
  ["a setting that takes more than booleans", "git status", "fatal: bad boolean config value 'alwasy' for 'color.ui'\n", "git config color.ui always && git status"],
  ["a setting git names only by its line, the value read there", "git diff HEAD", "fatal: bad config variable 'diff.algorithm' in file '.git/config' at line 2\n", "git config diff.algorithm histogram && git diff HEAD", { texts: { ".git/config": "[diff]\n\talgorithm = histogrm\n" } }],
  ["git's advice to trust a directory", "git status", "fatal: detected dubious ownership in repository at '/srv/app'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /srv/app\n", "git config --global --add safe.directory /srv/app && git status"],
  ["git's advice on divergent branches is not a setting to change", "git pull", "hint: You have divergent branches and need to specify how to reconcile them.\nhint:   git config pull.rebase false  # merge\nhint:   git config pull.rebase true   # rebase\nfatal: Need to specify how to reconcile divergent branches.\n", "git pull --rebase"],
  ["local changes in the way of a checkout stay stashed", "git switch main", "error: Your local changes to the following files would be overwritten by checkout:\n\tREADME.md\nPlease commit your changes or stash them before you switch branches.\nAborting\n", "git stash && git switch main"],
  ["unstaged changes in the way of a rebase", "git pull --rebase", "error: cannot pull with rebase: You have unstaged changes.\nerror: Please commit or stash them.\n", "git stash && git pull --rebase && git stash pop"],
];

test.each(KINDS)("kinds: %s", (...[_what, command, output, expected, world]) => {
  const found = offlineSuggestions(failureFrom(command, output, 1, "/home/dev/proj"), fakeWorld(world)).map((s) => s.commands.join(" && "));
  expect(found[0] ?? null).toBe(expected);
});

test("files after an option's value are not joined into it", () => {
  const f = failureFrom("grep -e foo bar.txt baz.txt", "grep: bar.txt: No such file or directory\n", 2, "/home/dev/proj");
  expect(unquotedValue(f, fakeWorld({ files: ["baz.txt"] }))).toEqual([]);
});
