/**
 * `ssh` inside `aye shell` in real bash, zsh and fish (tmux), to a real sshd of the test's own on 127.0.0.1:
 * a remote command and a whole interactive remote session are each one command, kept with ssh's line and
 * status, whatever prompts and OSC 133 marks the remote shell writes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSshd, type Sshd } from "../sshd.ts";
import { type Pane, paneShell, shownOutput } from "../tmux.ts";

const SHELLS = ["bash", "zsh", "fish"] as const;
/** Marks a remote `aye shell` would write: aye's form, another session's tag. */
const OTHER_AYE = "aye=0123456789abcdef01234567";

let sshd: Sshd;
let pane: Pane | undefined;

beforeAll(async () => {
  sshd = await startSshd((home) => {
    // The remote shell's own marks at each prompt, as a terminal's shell integration and a remote aye shell
    // write them: plain OSC 133, and aye's form with another tag. Only an interactive shell has a prompt.
    const rc = [
      "case $- in *i*) ;; *) return ;; esac",
      `PS1='\\[\\e]133;D;$?\\a\\e]133;D;$?;${OTHER_AYE}\\a\\e]133;A\\a\\e]133;A;${OTHER_AYE}\\a\\]remote-prompt> \\[\\e]133;B\\a\\e]133;B;${OTHER_AYE}\\a\\]'`,
      `PS0='\\e]133;C\\a\\e]133;C;${OTHER_AYE}\\a'`,
      "",
    ].join("\n");
    writeFileSync(join(home, ".bashrc"), rc);
    writeFileSync(join(home, ".bash_profile"), ". ~/.bashrc\n");
  });
});
afterAll(async () => {
  await sshd?.stop();
});
afterEach(() => {
  pane?.cleanup();
  pane = undefined;
});

describe.each(SHELLS)("ssh in aye shell %s", (shell) => {
  test("a remote command that fails is kept with exactly what ssh printed, and ssh's status", async () => {
    pane = await paneShell(shell);
    const line = `ssh -F ${sshd.config} remote 'echo on-the-remote-side; ls /no-such-remote'`;
    await pane.run(line, 15000);
    const show = await pane.show();
    expect(show).toContain(`$ ${line}`);
    expect(show).toContain("exit_code: 2");
    expect(shownOutput(show)).toBe("on-the-remote-side\nls: cannot access '/no-such-remote': No such file or directory");
  }, 60000);

  test("an interactive ssh session is one command: the remote prompts and marks do not cut it", async () => {
    pane = await paneShell(shell);
    const line = `ssh -F ${sshd.config} remote`;
    pane.line(line);
    await pane.waitFor("remote-prompt>", 15000);
    pane.line("echo inside-remote");
    await pane.waitFor(/^inside-remote$/m);
    pane.line("ls /no-such-remote-tty");
    await pane.waitFor(/^ls: cannot access '\/no-such-remote-tty'/m);
    pane.line("true");
    await pane.run("exit 3", 15000);
    // The remote shell did write its marks, its failed ls's status among them, through aye to the pane.
    expect(pane.raw()).toContain(`\x1b]133;D;2\x07\x1b]133;D;2;${OTHER_AYE}\x07\x1b]133;A\x07\x1b]133;A;${OTHER_AYE}\x07`);
    const show = await pane.show();
    expect(show).toContain(`$ ${line}`);
    expect(show).toContain("exit_code: 3");
    // The whole session as the screen showed it, remote prompts and all, down to the login shell's goodbye.
    expect(shownOutput(show)).toBe(
      [
        "remote-prompt> echo inside-remote",
        "inside-remote",
        "remote-prompt> ls /no-such-remote-tty",
        "ls: cannot access '/no-such-remote-tty': No such file or directory",
        "remote-prompt> true",
        "remote-prompt> exit 3",
        "logout",
      ].join("\n"),
    );
    // Nothing of the remote session was kept as a command of its own: the session's only capture is ssh's.
    const list = join(pane.home, "log.json");
    await pane.run(`aye log --json > ${list}`);
    const kept = (await Bun.file(list).json()) as { command: string }[];
    expect(kept.map((c) => c.command)).toEqual([line]);
  }, 60000);
});
