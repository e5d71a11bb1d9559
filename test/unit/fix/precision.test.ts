/**
 * Precision (src/fix/validate.ts and the checks in the rules): a guess the
 * evidence does not support is not made; the supported one is. Each kind with a
 * case it gets right and a near case it must not touch.
 */
import { expect, test } from "bun:test";
import { failureFrom, offlineReport } from "../../../src/fix/engine.ts";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a folder one slip from one that exists is not made", "cp a.txt docz/", "cp: cannot create regular file 'docz/': Not a directory\n", { files: ["a.txt"], dirs: ["docs"] }, "cp a.txt docs/"],
  ["near: a new folder near no other is made", "cp a.txt out/", "cp: cannot create regular file 'out/': Not a directory\n", { files: ["a.txt"], dirs: ["docs"] }, "!cp a.txt docs/"],
  ["one binary of several, named on the line", "APP=worker cargo run", "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\navailable binaries: web, worker\n", {}, "APP=worker cargo run --bin worker"],
  ["near: one of several alike is no guess", "cargo run", "error: `cargo run` could not determine which binary to run. Use the `--bin` option to specify a binary, or the `default-run` manifest key.\navailable binaries: web, worker\n", {}, null],
  ["the tool's example, filled in with the line's word", "go get golang.org/x/tools/cmd/stringer", "go: go.mod file not found in current directory or any parent directory.\n\t'go get' is no longer supported outside a module.\n\tTo build and install a command, use 'go install' with a version,\n\tlike 'go install example.com/cmd@latest'\n", {}, "go install golang.org/x/tools/cmd/stringer@latest"],
  ["near: an example whose placeholder no word of the line fills", "go get", "go: go.mod file not found in current directory or any parent directory.\n\tlike 'go install example.com/cmd@latest'\n", {}, "!go install example.com/cmd@latest"],
  ["a program one slip away that has no such verb is not put for one not installed", "brew install wget", "bash: brew: command not found\n", {}, null],
  ["near: a program one slip away that has the verb", "atp install jq", "bash: atp: command not found\n", { executables: ["apt", "grep"] }, "apt install jq"],
  ["a subcommand is put right only by a subcommand, not by a file's name", "git ignore-file x", "git: 'ignore-file' is not a git command. See 'git --help'.\n", { files: [".ignore-file"], dirs: [".git"] }, null],
  ["near: a subcommand one slip from one the tool has", "git stauts", "git: 'stauts' is not a git command. See 'git --help'.\n", { dirs: [".git"] }, "git status"],
  ["a tool's one-letter alias for a longer word is no correction", "cargo add --help", "error: no such command: `add`\n\n\tDid you mean `d`?\n", {}, "!cargo d --help"],
  ["near: a tool's word one slip away is", "cargo biuld", "error: no such command: `biuld`\n\n\tDid you mean `build`?\n", {}, "cargo build"],
  ["another program 'instead' that shares nothing with the line", "rustup target add wasm", "error: toolchain 'nightly' does not contain component 'rust-std' for target 'wasm'\nhelp: consider using `cargo build -Z build-std` instead\n", {}, null],
  ["a list of packages is no command", "sudo apt upgrade", "The following packages will be upgraded:\n  git jq\n2 upgraded, 0 newly installed\nE: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1234 (unattended-upgr)\n", {}, null],
  ["prose run on past a command is no command", "sudo apt install jq", "E: Unable to fetch some archives, maybe run apt-get update or try with --fix-missing?\n", {}, "!apt-get update or try && sudo apt install jq"],
  ["a local branch with a slash in its name is no remote's branch", "git checkout login", "error: pathspec 'login' did not match any file(s) known to git\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\nfeature/login\n", "git remote": "" } }, "!git checkout -b login --track feature/login"],
  ["near: a remote's branch is tracked", "git checkout login", "error: pathspec 'login' did not match any file(s) known to git\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\norigin/login\n" } }, "git checkout -b login --track origin/login"],
  ["git's <remote> is not filled with a local branch's first part", "git pull", "There is no tracking information for the current branch.\n\n    git branch --set-upstream-to=<remote>/<branch> main\n\n", { dirs: [".git"], queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\nfeature/login\n", "git remote": "" } }, null],
  ["a name with a number the other lacks is another name, not a slip of it", "git branch -d develop2", "error: branch 'develop2' not found.\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\ndevelop\n" } }, null],
  ["near: a branch one slip away", "git branch -d devlop", "error: branch 'devlop' not found.\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\ndevelop\n" } }, "git branch -d develop"],
  ["one of a numbered or lettered set is not put for another", "python3 -m pytest test_b.py", "ERROR: file or directory not found: test_b.py\n", { files: ["test_a.py"] }, null],
  ["near: a file one slip away", "python3 -m pytest test_api.py", "ERROR: file or directory not found: test_api.py\n", { files: ["tests_api.py"] }, "python3 -m pytest tests_api.py"],
  ["a three-letter name is one slip from too many (a user mna is not the system's man)", "chown mna app.py", "chown: invalid user: ‘mna’\n", { files: ["app.py"] }, null],
  ["near: a longer user name one slip away", "chown www-dta app.py", "chown: invalid user: ‘www-dta’\n", { files: ["app.py"] }, "chown www-data app.py"],
  ["a word one slip from a project's folder and from a user this machine has: the folder (another machine has other users)", "./deploy.sh polkid", "deploy: unknown environment 'polkid'\n", { files: ["deploy.sh"], dirs: ["polkit"], texts: { "/etc/passwd": "root:x:0:0::/:/bin/sh\npolkitd:x:1:1::/:/bin/sh\ndev:x:2:2::/:/bin/sh\n" } }, "./deploy.sh polkit"],
  ["near: a word one slip from a machine's user only is put right to it", "./deploy.sh polkitdx", "deploy: unknown environment 'polkitdx'\n", { files: ["deploy.sh"], texts: { "/etc/passwd": "root:x:0:0::/:/bin/sh\npolkitd:x:1:1::/:/bin/sh\ndev:x:2:2::/:/bin/sh\n" } }, "./deploy.sh polkitd"],
  ["a page in two cases (git(1), Perl's Git(3pm)) is one name: the one written as typed", "man gti", "No manual entry for gti\n", { executables: ["ls"], files: ["/usr/share/man/man1/git.1.gz", "/usr/share/man/man3/Git.3pm.gz"] }, "man git"],
  ["near: two pages as near that are two names stay no guess", "man gti", "No manual entry for gti\n", { executables: ["ls"], files: ["/usr/share/man/man1/git.1.gz", "/usr/share/man/man1/tgi.1.gz"] }, null],
  ["near: two of the project's names as near stay no guess (the machine's are not asked)", "./deploy.sh polkid", "deploy: unknown environment 'polkid'\n", { files: ["deploy.sh"], dirs: ["polkit", "pulkid"], texts: { "/etc/passwd": "root:x:0:0::/:/bin/sh\npolkitd:x:1:1::/:/bin/sh\ndev:x:2:2::/:/bin/sh\n" } }, null],
  ["a rare program two slips away is chance, not a typo", "pbcopy < notes.txt", "bash: pbcopy: command not found\n", { executables: ["objcopy", "ls", "cat"] }, null],
  ["another system's command is this one's, not a rare program one letter away", "del notes.txt", "bash: del: command not found\n", { executables: ["delv", "ls", "rm"] }, "rm notes.txt"],
  ["near: a rare program one slip away in a longer word", "rsycn -a src/ backup/", "bash: rsycn: command not found\n", { executables: ["rsync", "ls"] }, "rsync -a src/ backup/"],
  ["an option that starts one the tool has is not dropped (-n for --name)", "docker run -d -n redis redis", "unknown shorthand flag: 'n' in -n\nSee 'docker run --help'.\n", {}, null],
  ["nor one that starts a long option (--isoo for --iso-8601)", "date +%s -u --isoo", "date: unrecognized option '--isoo'\nTry 'date --help' for more information.\n", {}, null],
  ["near: an option near none the tool has is dropped", "pip install -M -U pybtex", "\nUsage:   \n  pip install [options] <requirement specifier> [package-index-options] ...\n\nno such option: -M\n", {}, "pip install -U pybtex"],
  ["a link that would point at itself is not forced over the file", "ln -s README.md", "ln: failed to create symbolic link './README.md': File exists\n", { files: ["README.md"] }, null],
  ["near: a link elsewhere is replaced", "ln -s ../shared/config.yml config.yml", "ln: failed to create symbolic link 'config.yml': File exists\n", { files: ["config.yml"] }, "ln -sf ../shared/config.yml config.yml"],
  ["a bracket with nothing after it is a character, not a group to close", "grep -E 'foo(' app.py", "grep: Unmatched ( or \\(\n", { files: ["app.py"] }, null],
  ["near: a group with something in it is closed", "grep -E '(WARN|ERROR' app.log", "grep: Unmatched ( or \\(\n", { files: ["app.log"] }, "grep -E '(WARN|ERROR)' app.log"],
  ["a step the tool says to run after the person's own work is no fix, nor the ways out it offers instead", "git rebase develop", 'Auto-merging notes.txt\nCONFLICT (content): Merge conflict in notes.txt\nerror: could not apply a4a7146... m\nhint: Resolve all conflicts manually, mark them as resolved with\nhint: "git add/rm <conflicted_files>", then run "git rebase --continue".\nhint: You can instead skip this commit: run "git rebase --skip".\nhint: To abort and get back to the state before "git rebase", run "git rebase --abort".\n', { dirs: [".git"] }, null],
  ["the same after a cherry-pick", "git cherry-pick develop", 'error: could not apply 4f11912... d\nhint: After resolving the conflicts, mark them with\nhint: "git add/rm <pathspec>", then run\nhint: "git cherry-pick --continue".\nhint: You can instead skip this commit with "git cherry-pick --skip".\nhint: To abort and get back to the state before "git cherry-pick",\nhint: run "git cherry-pick --abort".\n', { dirs: [".git"] }, null],
  ["near: a step the tool names with nothing to do first", "git bisect good v1.0", 'You need to start by "git bisect start"\n', { dirs: [".git"] }, "git bisect start && git bisect good v1.0"],
  ["a program read out of the tool's option list is no command", "git rebase --contineu", "error: unknown option `contineu'\nusage: git rebase [-i] [options] [--exec <cmd>] [--onto <newbase> | --keep-base] [<upstream> [<branch>]]\n    --continue            continue\n    --fork-point          use 'merge-base --fork-point' to refine upstream\n", { dirs: [".git"] }, "git rebase --continue"],
  ["a subcommand is not put right for a program the output says is not installed", "helm lsit", "bash: line 1: helm: command not found\n", { executables: ["head", "ls", "git"] }, null],
  ["nor is a popular program two slips from a four-letter word", "helm list", "bash: helm: command not found\n", { executables: ["head", "ls"] }, null],
  ["near: one slip from a popular program in a short word", "gti status", "bash: gti: command not found\n", { dirs: [".git"] }, "git status"],
  ["asking for the tool's help is no correction", "npm lst", 'Unknown command: "lst"\n\n\nDid you mean this?\n  npm ls # List installed packages\nTo see a list of supported npm commands, run:\n  npm help\n', {}, "npm ls"],
  ["near: help mistyped is help", "git hlep", "git: 'hlep' is not a git command. See 'git --help'.\n\nThe most similar command is\n\thelp\n", { dirs: [".git"] }, "git help"],
  ["near: -h that is an option of its own is kept (du -h)", "du -sh --max-depth=1 .", "du: warning: summarizing conflicts with --max-depth=1\nTry 'du --help' for more information.\n", {}, "du -h --max-depth=1 ."],
  ["a long option is matched on its name, not its dashes (--reqest is no --digest)", "curl --reqest GET http://127.0.0.1:1/", "curl: option --reqest: is unknown\ncurl: try 'curl --help' or 'curl --manual' for more information\n", {}, "!curl --digest GET http://127.0.0.1:1/"],
  ["an option letter that looks like one the tool has is not dropped (wc -1: -l)", "wc -1 notes.txt", "wc: invalid option -- '1'\nTry 'wc --help' for more information.\n", { files: ["notes.txt"] }, "!wc notes.txt"],
  ["a later command of a pipeline that the output blames is put right in its place", "cat notes.txt | wc -1", "wc: invalid option -- '1'\nTry 'wc --help' for more information.\n", { files: ["notes.txt"] }, "cat notes.txt | wc -l"],
  ["and a program of a pipeline not found", "ls -la | grpe notes", "bash: line 1: grpe: command not found\n", {}, "ls -la | grep notes"],
  ["near: the first command of a pipeline is the line's", "cat notse.txt | wc -l", "cat: notse.txt: No such file or directory\n", { files: ["notes.txt"] }, "cat notes.txt | wc -l"],
  ["a date word mistyped, whichever tool could not read it", "journalctl -u ssh --since yesterdya", "Failed to parse timestamp: yesterdya\n", {}, "journalctl -u ssh --since yesterday"],
  ["near: a date that is no slip of a date word is left alone", "journalctl -u ssh --since lastweek", "Failed to parse timestamp: lastweek\n", {}, null],
  ["a path the tool quotes as missing in its own words, one slip from one here", "git blame src/mian.c", "fatal: no such path 'src/mian.c' in HEAD\n", { files: ["src/main.c"], dirs: [".git"] }, "git blame src/main.c"],
  ["near: a path near none here is left alone", "git blame src/zzz.c", "fatal: no such path 'src/zzz.c' in HEAD\n", { files: ["src/main.c"], dirs: [".git"] }, null],
  ["a bracket before a repeat is not closed after it ('[0-9+' may be '[0-9]+')", "grep -E '[0-9+' notes.txt", "grep: Unmatched [, [^, [:, [., or [=\n", { files: ["notes.txt"] }, null],
  ["a remote's branch that is not there is no path to put after --", "git log origin/main", "fatal: ambiguous argument 'origin/main': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\n" } }, null],
  ["near: a file's name is a path gone since", "git log old.yml", "fatal: ambiguous argument 'old.yml': unknown revision or path not in the working tree.\nUse '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'\n", { dirs: [".git"], queries: { "git branch -a --format=%(refname:short)": "main\n" } }, "git log -- old.yml"],
  ["a path inside a revision:path word, the tool quoting only the path", "git show HEAD:READM.md", "fatal: path 'READM.md' does not exist in 'HEAD'\n", { files: ["README.md"], dirs: [".git"] }, "git show HEAD:README.md"],
  ["a number written as a word, in seq's words", "seq 1 ten", "seq: invalid floating point argument: ‘ten’\nTry 'seq --help' for more information.\n", {}, "seq 1 10"],
  ["a word where a nested subcommand goes is put right by that level's subcommands only (not the system's user list)", "git remote lsit", "error: unknown subcommand: `lsit'\nusage: git remote [-v | --verbose]\n   or: git remote add <name> <url>\n", { dirs: [".git"] }, null],
  ["near: a nested subcommand one slip away", "git stash lsit", "error: unknown subcommand: `lsit'\nusage: git stash list [<log-options>]\n", { dirs: [".git"] }, "git stash list"],
  ["a setting given on the line is put right there, no file changed", "git -c color.ui=alwyas log -1", "fatal: bad boolean config value 'alwyas' for 'color.ui'\n", { dirs: [".git"] }, "git -c color.ui=always log -1"],
  ["a program one letter from the one not installed, asked a mistyped verb it lacks, is no fix", "composer instal", "bash: composer: command not found\n", { executables: ["compose", "ls"] }, null],
  ["one numeral for another names another algorithm (-md6 is no -md5)", "openssl dgst -md6 notes.txt", "dgst: Unknown option or message digest: md6\ndgst: Use -help for summary.\n", { files: ["notes.txt"] }, null],
  ["near: a longer number's slip is a slip (-sha265: -sha256)", "openssl dgst -sha265 notes.txt", "dgst: Unknown option or message digest: sha265\ndgst: Use -help for summary.\n", { files: ["notes.txt"] }, "openssl dgst -sha256 notes.txt"],
  ["the start of a long option mistyped, as GNU tools take a start", "sort -k 2 --numric data.csv", "sort: unrecognized option '--numric'\nTry 'sort --help' for more information.\n", { files: ["data.csv"] }, "sort -k 2 --numeric-sort data.csv"],
  ["near: a start several options share is no guess", "sort --rev data.csv", "sort: unrecognized option '--rev'\n", { files: ["data.csv"] }, null],
  ["a one-dash option one slip from one the usage lists", "terraform fmt -recursiv", "flag provided but not defined: -recursiv\nUsage: terraform [global options] fmt [options] [target...]\n\n  -list=false    Don't list files\n  -recursive     Also process files in subdirectories.\n", {}, "terraform fmt -recursive"],
  ["a module the line names as what to test is the person's own, no package to install", "python3 -m unittest test_nosuch", "E\n======================================================================\nERROR: test_nosuch (unittest.loader._FailedTest.test_nosuch)\n----------------------------------------------------------------------\nImportError: Failed to import test module: test_nosuch\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'test_nosuch'\n", {}, null],
  ["near: a module imported by the script is a package to install", "python3 scrape.py", "Traceback (most recent call last):\n  File \"scrape.py\", line 1, in <module>\n    import requests\nModuleNotFoundError: No module named 'requests'\n", { files: ["scrape.py"] }, "?python3 -m pip install requests && python3 scrape.py"],
  ["a tool's guess more slips away than a typo makes is not adopted, nor a word the tool takes a level down corrected", "kubectl pods", 'Error: unknown command "pods" for "kubectl"\n\nDid you mean this?\n\tlogs\n', {}, null],
  ["near: the tool's guess one slip away", "kubectl descibe pod web", 'Error: unknown command "descibe" for "kubectl"\n\nDid you mean this?\n\tdescribe\n', {}, "kubectl describe pod web"],
  ["near: the tool's word to use instead, however far", "yarn install lodash", 'error: `install` has been replaced with `add` to add new dependencies. Run "yarn add lodash" instead.\n', {}, "yarn add lodash"],
  ["advice for another line than this one ('instead of deactivate') is not taken", "source .venv/bin/activate.csh", ".venv/bin/activate.csh: line 6: alias: deactivate: not found\npyenv-virtualenv: deactivate must be sourced. Run 'source deactivate' instead of 'deactivate'\n.venv/bin/activate.csh: line 11: setenv: command not found\n", { files: [".venv/bin/activate", ".venv/bin/activate.csh"] }, "source .venv/bin/activate"],
  ["PowerShell's -Recurse is ls's -R (-r reverses)", "ls -Recurse", "ls: invalid option -- 'e'\nTry 'ls --help' for more information.\n", {}, "ls -R"],
  ["near: and rm's -r", "rm -Recurse -Force build", "rm: invalid option -- 'R'\n", { dirs: ["build"] }, "rm -rf build"],
  ["a guess two slips away with another one slip farther is a toss", "python3 -m pytest test_auth.py::test_log", "ERROR: not found: /home/dev/proj/test_auth.py::test_log\n(no match in any of [<Module test_auth.py>])\n", { texts: { "test_auth.py": "def test_login():\n    pass\ndef test_logout():\n    pass\n" } }, null],
  ["near: one slip away is no toss", "python3 -m pytest test_auth.py::test_logn", "ERROR: not found: /home/dev/proj/test_auth.py::test_logn\n(no match in any of [<Module test_auth.py>])\n", { texts: { "test_auth.py": "def test_login():\n    pass\ndef test_logout():\n    pass\n" } }, "python3 -m pytest test_auth.py::test_login"],
  ["a mode's letter beside the one meant (z: x)", "chmod u+rwz run.sh", "chmod: invalid mode: ‘u+rwz’\nTry 'chmod --help' for more information.\n", { files: ["run.sh"] }, "chmod u+rwx run.sh"],
  ["near: a mode letter near none is no guess", "chmod u+rwq run.sh", "chmod: invalid mode: ‘u+rwq’\nTry 'chmod --help' for more information.\n", { files: ["run.sh"] }, null],
  ["the group a rejected word belongs to, offered as the fix, is only its help", "gcloud auth lgoin", "ERROR: (gcloud.auth) Invalid choice: 'lgoin'.\nMaybe you meant:\n  gcloud auth\n\nTo search the help text of gcloud commands, run:\n  gcloud help -- SEARCH_TERMS\n", {}, null],
  ["near: a plan that leaves an option out is no group", "pnpm install --frozen-lockfile", " ERR_PNPM_NO_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is absent\n\nNote that in CI environments this setting is true by default. If you still need to run install in such cases, use \"pnpm install --no-frozen-lockfile\"\n", { files: ["package.json"] }, "pnpm install"],
  ["near: a command the tool advises, its subcommand the tool's", "npm start", "Error: Cannot find module 'express'\nRun npm install to fetch the dependencies.\n", {}, "?npm install && npm start"],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const report = offlineReport(failureFrom(command, output, 1, CWD), world);
  const first = expected?.startsWith("?") ? (report.found[0]?.commands.join(" && ") ?? null) : ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else if (expected?.startsWith("?")) {
    // aye abstains (src/fix/precision.ts), the plan among the guesses it is unsure of.
    expect(first).toBeNull();
    expect(report.abstained.map((a) => a.suggestion.commands.join(" && "))).toContain(expected.slice(1));
  } else expect(first).toBe(expected);
});

test("near: another program instead, on the line's own operand, is kept", () => {
  const world = { ...fakeWorld({ executables: ["pip", "pipx"] }), help: () => undefined };
  // Kept by validation; below a first guess aye is unsure of (Debian's package), it is among the unsure ones.
  const report = offlineReport(failureFrom("pip install black", "error: externally-managed-environment\nhint: Use `pipx install black` instead.\n", 1, CWD), world);
  expect([...report.found, ...report.abstained.map((a) => a.suggestion)].map((s) => s.commands.join(" && "))).toContain("pipx install black");
});
