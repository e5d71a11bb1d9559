/** Habits from another tool, OS or shell (src/fix/rules/habits.ts): each kind with a case it puts right and a near case it leaves alone. */
import { expect, test } from "bun:test";
import { type WorldSpec, CWD, PATH_EXECUTABLES, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const WITH = (...names: string[]): WorldSpec => ({ executables: [...PATH_EXECUTABLES, ...names] });

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["GNU's --version typed to go, whose version is a subcommand it lists", "go --version", "flag provided but not defined: -version\nGo is a tool for managing Go source code.\n\nUsage:\n\n\tgo <command> [arguments]\n\nThe commands are:\n\n\tbuild       compile packages and dependencies\n\tversion     print Go version\n", {}, "go version"],
  ["GNU's --version typed to tmux, whose usage lists -V", "tmux --version", "usage: tmux [-2CDlNuvV] [-c shell-command] [-f file] [-L socket-name]\n", {}, "tmux -V"],
  ["GNU's --version typed to mawk", "awk --version", "awk: not an option: --version\n", {}, "awk -W version"],
  ["near: a usage whose letters lack the form aye knows says aye is wrong", "tmux --version", "usage: tmux [-2CDlNuv] [-c shell-command]\n", {}, null],
  ["near: a version the tool printed is no failure", "awk --version", "GNU Awk 5.2.1, API 3.2\n", {}, null],
  ["a template copied with no destination: to the file it is the template of", "cp .env.example", "cp: missing destination file operand after '.env.example'\nTry 'cp --help' for more information.\n", { files: [".env.example"] }, "cp .env.example .env"],
  ["and in its folder", "cp config/app.yml.dist", "cp: missing destination file operand after 'config/app.yml.dist'\n", { files: ["config/app.yml.dist"] }, "cp config/app.yml.dist config/app.yml"],
  ["near: the file it is the template of is there already", "cp .env.example", "cp: missing destination file operand after '.env.example'\n", { files: [".env.example", ".env"] }, null],
  ["C++ built by the C driver: its C++ driver", "gcc -o hello hello.cpp", "/usr/bin/ld: /tmp/cc3eIMTK.o: in function `main':\nhello.cpp:(.text+0x11): undefined reference to `std::cout'\ncollect2: error: ld returned 1 exit status\n", { files: ["hello.cpp"] }, "g++ -o hello hello.cpp"],
  ["near: C with an undefined reference of its own", "gcc -o app main.c", "/usr/bin/ld: main.o: in function `main':\nmain.c:(.text+0x11): undefined reference to `curl_easy_init'\n", { files: ["main.c"] }, "!g++ -o app main.c"],
  ["the shell's own source run through sudo", "sudo source ~/.bashrc", "sudo: source: command not found\n", {}, "source ~/.bashrc"],
  ["the shell's cd run through sudo", "sudo cd /var/log", "sudo: cd: command not found\n", {}, "cd /var/log"],
  ["near: a program sudo cannot find is no builtin", "sudo gti pull", "sudo: gti: command not found\n", WITH("git"), "!gti pull"],
  ["setup.py install where the project has only a pyproject.toml", "python3 setup.py install", "python3: can't open file '/home/dev/proj/setup.py': [Errno 2] No such file or directory\n", { texts: { "pyproject.toml": '[project]\nname = "tool"\n' } }, "pip install ."],
  ["near: setup.py missing and no project here", "python3 setup.py install", "python3: can't open file '/home/dev/proj/setup.py': [Errno 2] No such file or directory\n", {}, "!pip install ."],
  ["npm's --save typed to pip, which names it as no option of its own", "pip install --save requests", "\nUsage:   \n  pip install [options] <requirement specifier> [package-index-options] ...\n\nno such option: --save\n", {}, "pip install requests"],
  ["near: an option that reads as the start of one pip has is not dropped", "pip install --sr ./pkg", "\nUsage:   \n  pip install [options] <requirement specifier> [package-index-options] ...\n\nno such option: --sr\n", {}, "!pip install ./pkg"],
  ["ssh's port flag typed to scp", "scp -p 2200 a.txt host:", "ssh: connect to host host port 22: Connection refused\nscp: Connection closed\n", {}, "scp -P 2200 a.txt host:"],
  ["scp's port flag typed to psql", "psql -h db -P 5433 app", "psql: error: connection to server on socket failed: No such file or directory\n", WITH("psql"), "psql -h db -p 5433 app"],
  ["near: the tool's own port flag is left alone", "ssh -p 2200 host", "ssh: connect to host host port 2200: Connection refused\n", {}, null],
  ["psql's user flag typed to mysql", "mysql -U admin shop", "mysql: [ERROR] unknown option '-U'.\n", WITH("mysql"), "mysql -u admin shop"],
  ["mysql's port flag typed to redis-cli", "redis-cli -P 6380 ping", "Unrecognized option or bad number of args for: '-P'\n", WITH("redis-cli"), "redis-cli -p 6380 ping"],
  ["near: a flag the clients do not agree on", "psql -l x", "psql: error: x: no such database\n", WITH("psql"), null],
  ["BSD's xargs -J", "xargs -J % mv % old/", "xargs: invalid option -- 'J'\nUsage: xargs [OPTION]... COMMAND [INITIAL-ARGS]...\n", {}, "xargs -I % mv % old/"],
  ["BSD's stat -f with its format", "stat -f %z a.bin", "stat: cannot read file system information for '%z': No such file or directory\n", { files: ["a.bin"] }, "stat -c %s a.bin"],
  ["near: GNU's own stat -f, which worked", "stat -f /", "  File: \"/\"\n", {}, null],
  ["BSD's find -E", "find -E src -regex '.*\\.(c|h)'", "find: unknown predicate `-E'\n", { dirs: ["src"] }, "find src -regextype posix-extended -regex '.*\\.(c|h)'"],
  ["fish's loop typed to bash", "for f in (ls); echo $f; end", "bash: syntax error near unexpected token `ls'\n", {}, "for f in $(ls); do echo $f; done"],
  ["near: bash's own loop with a typo is no fish loop", "for f in $(ls); do echo $f; dne", "bash: syntax error: unexpected end of file\n", {}, "!for f in $(ls); do echo $f; done"],
  ["another system's package manager", "brew install jq", "bash: brew: command not found\n", { executables: ["apt", "sudo", "grep"] }, "sudo apt install jq"],
  ["near: a package manager that is here", "brew install jq", "Error: No available formula with the name \"jq\".\n", { executables: ["brew", "apt"] }, "!sudo apt install jq"],
  ["PowerShell's parameters", "cp -Recurse src dst", "cp: invalid option -- 'R'\nTry 'cp --help' for more information.\n", { dirs: ["src"] }, "cp -r src dst"],
  ["near: a capital option the tool knows", "ls -R src", "ls: cannot access 'src': No such file or directory\n", {}, "!ls -r src"],
  ["BSD's program name", "sha256 a.iso", "bash: sha256: command not found\n", WITH("sha256sum"), "sha256sum a.iso"],
  ["near: a program this system has is not renamed", "open a.pdf", "Couldn't get a file descriptor referring to the console.\n", WITH("open", "xdg-open"), "!xdg-open a.pdf"],
  ["csh's setenv", "setenv PAGER less", "bash: setenv: command not found\n", {}, "export PAGER=less"],
  ["Windows' type for a file", "type notes.txt", "bash: type: notes.txt: not found\n", { files: ["notes.txt"] }, "cat notes.txt"],
  ["near: type for a name that is no file", "type nosuch", "bash: type: nosuch: not found\n", {}, null],
  ["a Windows path", "node .\\src\\main.js", "node:internal/modules/cjs/loader:1228\n  throw err;\nError: Cannot find module '/home/dev/proj/.srcmain.js'\n", { files: ["src/main.js"] }, "node ./src/main.js"],
  ["near: a backslash that escapes a space", "cat my\\ notes.txt", "cat: 'my notes.txt': No such file or directory\n", { files: ["my/ notes.txt"] }, "!cat my/ notes.txt"],
  ["another shell's activate script", "source env/bin/activate.csh", "bash: env/bin/activate.csh: line 8: syntax error near unexpected token `('\n", { files: ["env/bin/activate", "env/bin/activate.csh"] }, "source env/bin/activate"],
  ["near: no script for this shell beside it", "source env/bin/activate.fish", "env/bin/activate.fish:9: parse error near `end'\n", { files: ["env/bin/activate.fish"] }, null],
  ["BSD date's -v", "date -v-2w +%F", "date: invalid option -- 'v'\nTry 'date --help' for more information.\n", {}, "date -d '-2 weeks' +%F"],
  ["bash's if, typed to fish", "if [ -d src ]; then ls src; fi", "fish: Missing end to balance this if statement\nif [ -d src ]; then ls src; fi\n^^\n", {}, "if test -d src; ls src; end"],
  ["near: bash's if in bash is left to other rules", "if [ -d src ]; then ls src; fi", "bash: syntax error near unexpected token `fi'\n", {}, "!if test -d src; ls src; end"],
  ["a file whose name starts with a dash", "head -todo.md", "head: invalid option -- 't'\nTry 'head --help' for more information.\n", { files: ["-todo.md"] }, "head -- -todo.md"],
  ["a grep pattern that starts with a dash", "grep -n '-v2' notes.txt", "grep: invalid option -- '2'\nUsage: grep [OPTION]... PATTERNS [FILE]...\n", { files: ["notes.txt"] }, "grep -n -e '-v2' notes.txt"],
  ["near: an unquoted option is an option mistyped, not a pattern", "grep -Q x notes.txt", "grep: invalid option -- 'Q'\n", { files: ["notes.txt"] }, "!grep -e -Q x notes.txt"],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});
