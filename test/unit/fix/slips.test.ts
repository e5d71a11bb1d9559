/** Two slips in one line (src/fix/slips.ts), and a name looked for in the namespace the message names (src/fix/rules/named.ts). */
import { expect, test } from "bun:test";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const GIT: WorldSpec = { dirs: [".git"], files: ["app.py"], queries: { "git branch --show-current": "main\n", "git branch -a --format=%(refname:short)": "main\nfeature-login\norigin/main\n" } };

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a subcommand and a branch, both slipped", "git chekout feature-logn", "git: 'chekout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout\n", GIT, "git checkout feature-login"],
  ["a subcommand slipped and -b for a branch there is: the tool never got to say it exists", "git chekout -b feature-login", "git: 'chekout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout\n", GIT, "git checkout feature-login"],
  ["near: a new branch's name near none is kept", "git chekout -b feature-signup", "git: 'chekout' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcheckout\n", GIT, "git checkout -b feature-signup"],
  ["a subcommand and a path, both slipped", "pyhton3 ap.py", "bash: pyhton3: command not found\n", { files: ["app.py"] }, "python3 app.py"],
  ["near: a file that exists is kept", "pyhton3 app.py", "bash: pyhton3: command not found\n", { files: ["app.py"] }, "python3 app.py"],
  ["a user looked for among users, not branches", "chown www-dta notes.txt", "chown: invalid user: ‘www-dta’\n", { ...GIT, files: ["notes.txt"], queries: { ...GIT.queries, "git branch -a --format=%(refname:short)": "main\nwww-dat\n" } }, "chown www-data notes.txt"],
  ["a branch looked for among branches, not users", "git merge mian", "merge: mian - not something we can merge\n", GIT, "git merge main"],
  ["a subcommand and a long option, both slipped", "cargo tets --relase", "error: no such command: `tets`\n\n\tDid you mean `test`?\n", {}, "cargo test --release"],
  ["near: a long option the subcommand has is kept", "cargo tets --release", "error: no such command: `tets`\n\n\tDid you mean `test`?\n", {}, "cargo test --release"],
  ["a program and a folder of the line, both slipped", "lss -la dcos", "bash: lss: command not found\n", { dirs: ["docs", "src"] }, "ls -la docs"],
  ["near: grep's pattern is data, not a path", "gerp -rn tset src", "bash: gerp: command not found\n", { dirs: ["test", "src"] }, "grep -rn tset src"],
  ["a subcommand and the branch pushed, both slipped", "git psuh origin mian", "git: 'psuh' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tpush\n", GIT, "git push origin main"],
  ["a subcommand and the remote, both slipped: the remote among remotes", "git psuh orgin main", "git: 'psuh' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tpush\n", GIT, "git push origin main"],
  ["near: a new branch's name near none is pushed as typed", "git psuh origin feature-signup", "git: 'psuh' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tpush\n", GIT, "git push origin feature-signup"],
  ["a program and its subcommand, both slipped: the subcommand among the tool's", "kubeclt descibe pod web-0", "bash: kubeclt: command not found\n", { executables: ["kubectl"] }, "kubectl describe pod web-0"],
  ["a program, then a module's subcommand two letters swapped", "ptyhon3 -m pip isntall requests", "bash: ptyhon3: command not found\n", { executables: ["python3"] }, "python3 -m pip install requests"],
  ["near: an operand after the last level aye knows is kept", "kubeclt get pod sevrer", "bash: kubeclt: command not found\n", { executables: ["kubectl"] }, "kubectl get pod sevrer"],
  ["near: a subcommand as near two of the tool's (start, stats) is kept", "dockr stat web", "bash: dockr: command not found\n", { executables: ["docker"] }, "docker stat web"],
  ["near: a remote's place is not put right to a branch (mian is no remote)", "git psuh mian", "git: 'psuh' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tpush\n", GIT, "git push mian"],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});
