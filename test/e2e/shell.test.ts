/**
 * `aye shell` in real bash, zsh and fish, inside real tmux panes: each failing
 * command's output is kept (exactly it), armed for this terminal, and fixed.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startOpenAI } from "../fakes/openai-server.ts";
import { type Pane, paneShell, shownOutput } from "../tmux.ts";

const SHELLS = ["bash", "zsh", "fish"] as const;
let pane: Pane | undefined;
afterEach(() => {
  pane?.cleanup();
  pane = undefined;
});

/** A prompt each shell's startup file sets (and, for bash and zsh, rebuilds in its own hook before each prompt). */
function promptFromRc(shell: (typeof SHELLS)[number]) {
  return (home: string) => {
    if (shell === "bash") writeFileSync(join(home, ".bashrc"), `__my_prompt() { PS1="rc-prompt \\$ "; }\nPROMPT_COMMAND=__my_prompt\n`);
    if (shell === "zsh") writeFileSync(join(home, ".zshrc"), `my_precmd() { PROMPT="rc-prompt %# " }\nprecmd_functions+=(my_precmd)\n`);
    if (shell === "fish") {
      mkdirSync(join(home, "config", "fish"), { recursive: true });
      writeFileSync(join(home, "config", "fish", "config.fish"), `function fish_prompt; echo -n 'rc-prompt> '; end\nfunction fish_greeting; end\n`);
    }
  };
}

function script(home: string, name: string, body: string): string {
  const path = join(home, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe.each(SHELLS)("aye shell %s", (shell) => {
  test("a typo is kept exactly, with its line, and aye fix offers the correction; the rc file's prompt stays", async () => {
    pane = await paneShell(shell, promptFromRc(shell));
    await pane.waitFor("rc-prompt");
    await pane.run("echo fine");
    await pane.run("gti status");
    const show = await pane.show();
    expect(show).toContain("$ gti status");
    expect(show).toContain("exit_code: 127");
    expect(shownOutput(show)).toMatch(/^[^\n]*gti[^\n]*$/); // the shell's one line about it, nothing else
    expect(shownOutput(show)).toMatch(/not found|Unknown command/);
    expect(await pane.fixPrint()).toBe("git status\n");
    // aye ask in that shell attaches it (this terminal's scope), and aye's own failing lines are not kept over it.
    await pane.run("aye show 999");
    const prompt = join(pane.home, "prompt.txt");
    await pane.run(`aye ask --print-prompt why > ${prompt}`);
    expect(await Bun.file(prompt).text()).toContain("$ gti status");
    // The prompt the rc file set is still drawn after aye's hook ran.
    expect(pane.text().trimEnd().split("\n").at(-1)).toContain("rc-prompt");
  }, 60000);

  test("a failing test runner, a pipeline and a command inside $(...) are each kept alone", async () => {
    pane = await paneShell(shell);
    script(pane.home, "run-tests", "echo 'test_a ... ok'\necho 'test_b ... FAIL: expected 2, got 3' >&2\necho '1 failed, 1 passed'\nexit 1");
    await pane.run("./run-tests");
    let show = await pane.show();
    expect(show).toContain("exit_code: 1");
    expect(shownOutput(show)).toBe("test_a ... ok\ntest_b ... FAIL: expected 2, got 3\n1 failed, 1 passed");
    await pane.run("cat /no-such-file-pipe | grep zzz");
    show = await pane.show();
    expect(show).toContain("exit_code: 1");
    expect(shownOutput(show)).toBe("cat: /no-such-file-pipe: No such file or directory");
    await pane.run(shell === "fish" ? "set x (ls /no-such-dir-subst)" : "x=$(ls /no-such-dir-subst)");
    show = await pane.show();
    expect(show).toContain("exit_code: 2");
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-dir-subst': No such file or directory");
  }, 60000);

  test("a secret in a failing command's output is redacted in the capture, as in aye run", async () => {
    pane = await paneShell(shell);
    const token = `ghp_${"a1B2c3D4e5".repeat(3)}123456`;
    script(pane.home, "leaky", `echo 'auth failed for token ${token}'\nexit 1`);
    await pane.run("./leaky");
    const show = await pane.show();
    expect(shownOutput(show)).toStartWith("auth failed for token ");
    expect(show).not.toContain(token);
  }, 60000);

  if (shell === "bash")
    test("a line that history skips (HISTCONTROL=ignorespace) is kept without a wrong text", async () => {
      pane = await paneShell(shell, (home) => {
        writeFileSync(join(home, ".bashrc"), `HISTCONTROL=ignorespace\nHISTFILE=${home}/.bash_history\n`);
        writeFileSync(join(home, ".bash_history"), "echo an-old-line\n");
      });
      await pane.run(" ls /no-such-hidden");
      const show = await pane.show();
      expect(show).not.toContain("an-old-line");
      expect(show).not.toContain("touch");
      expect(shownOutput(show)).toBe("ls: cannot access '/no-such-hidden': No such file or directory");
    }, 60000);

  test("with aye init in the startup file as well, aye fix reads the output aye shell kept, not the bare record", async () => {
    pane = await paneShell(shell, (home) => {
      const rc = { bash: ".bashrc", zsh: ".zshrc", fish: "config/fish/config.fish" }[shell];
      mkdirSync(join(home, "config", "fish"), { recursive: true });
      writeFileSync(join(home, rc), shell === "fish" ? "aye init fish | source\n" : `eval "$(aye init ${shell})"\n`);
    });
    script(pane.home, "mytool", "echo \"error: unknown command '$1'\"\necho\necho 'Did you mean this?'\nprintf '\\tbuild\\n'\nexit 1");
    await pane.run("./mytool biuld");
    // The tool's own suggestion is only in its output: the record alone (line and status) cannot give it.
    expect(await pane.fixPrint()).toBe("./mytool build\n");
    // aye init's own record is still written beside aye shell's hook (their names do not meet).
    const shells = join(pane.home, "cache", "aye", "shells");
    const records = readdirSync(shells).filter((name) => !name.startsWith("session-"));
    expect(records.map((name) => readFileSync(join(shells, name), "utf8"))).toContainEqual(expect.stringContaining("./mytool biuld"));
  }, 60000);

  if (shell === "bash")
    test("an array PROMPT_COMMAND (bash 5.1) and a DEBUG trap in the startup file keep working, and keep the marks", async () => {
      pane = await paneShell(shell, (home) => {
        writeFileSync(join(home, ".bashrc"), `first() { PS1="arr-\\$ "; }\nsecond() { echo -n; }\nPROMPT_COMMAND=(first second)\nset -o functrace\ntrap 'echo "$BASH_COMMAND" >> ~/debug-seen' DEBUG\n`);
      });
      await pane.run("ls /no-such-array");
      expect(shownOutput(await pane.show())).toBe("ls: cannot access '/no-such-array': No such file or directory");
      const out = join(pane.home, "pc.txt");
      await pane.run(`declare -p PROMPT_COMMAND > ${out}`);
      expect(await Bun.file(out).text()).toMatch(/^declare -a PROMPT_COMMAND=\(\[0\]="__aye_sh_pre" \[1\]="first" \[2\]="second" \[3\]="__aye_sh_post"\)/);
      expect(pane.text().trimEnd().split("\n").at(-1)).toStartWith("arr-");
      // The person's trap sees their commands and their own prompt hooks, never aye's (a timer would count them),
      // nor what runs inside aye's functions (functrace).
      const all = readFileSync(join(pane.home, "debug-seen"), "utf8").split("\n");
      // (aye's one line that takes the trap over at start-up, before any prompt, is the only exception)
      expect(all.filter((line) => line.includes("__aye_sh"))).toEqual(["__aye_sh_trap=$(builtin trap -p DEBUG)"]);
      const debug = all.slice(all.indexOf("first"));
      expect(debug).toContain("ls /no-such-array");
      expect(debug).toContain("first");
      expect(debug.filter((line) => /__aye_sh|^local s=|^return \$s|builtin printf/.test(line))).toEqual([]);
    }, 60000);

  if (shell === "bash")
    test("a PROMPT_COMMAND that ends in a newline or a comment still gets aye's prompt end, with no error", async () => {
      pane = await paneShell(shell, (home) => {
        writeFileSync(join(home, ".bashrc"), `__p() { PS1="nl-\\$ "; }\nPROMPT_COMMAND=$'__p # sets the prompt\\n'\n`);
      });
      await pane.run("ls /no-such-newline");
      expect(shownOutput(await pane.show())).toBe("ls: cannot access '/no-such-newline': No such file or directory");
      expect(pane.text()).not.toMatch(/syntax error|command not found/);
      expect(pane.raw()).toContain("nl-$ \x1b]133;B;aye=");
    }, 60000);

  if (shell === "zsh")
    test("a ZDOTDIR the person's .zshenv sets is where their .zshrc is read from, and aye's hook runs after it", async () => {
      pane = await paneShell(shell, (home) => {
        mkdirSync(join(home, "zdot"));
        writeFileSync(join(home, ".zshenv"), `ZDOTDIR=${home}/zdot\n`);
        writeFileSync(join(home, "zdot", ".zshrc"), `my_precmd() { PROMPT="zd-%# " }\nprecmd_functions+=(my_precmd)\necho "rc:$ZDOTDIR" > ${home}/rc-saw\n`);
      });
      await pane.run("ls /no-such-zdotdir");
      expect(shownOutput(await pane.show())).toBe("ls: cannot access '/no-such-zdotdir': No such file or directory");
      const out = join(pane.home, "hooks.txt");
      await pane.run(`print -r -- "$ZDOTDIR|$precmd_functions|$preexec_functions" > ${out}`);
      expect(readFileSync(join(pane.home, "rc-saw"), "utf8")).toBe(`rc:${pane.home}/zdot\n`);
      // The status is read first, the prompt's end marked last: after the .zshrc's own hook.
      expect(await Bun.file(out).text()).toBe(`${pane.home}/zdot|__aye_sh_precmd my_precmd __aye_sh_prompt_end|__aye_sh_preexec\n`);
      expect(pane.raw()).toContain("zd-# \x1b]133;B;aye=");
      // The very first prompt is marked where typing starts too (the hook came after the .zshrc's precmd).
      const raw = pane.raw();
      expect(raw.indexOf("\x1b]133;B;aye=")).toBeLessThan(raw.indexOf("\x1b]133;C;aye="));
    }, 60000);

  if (shell === "fish")
    test("a fish_prompt defined after start-up is marked too, and still sees $status and $pipestatus", async () => {
      pane = await paneShell(shell, promptFromRc(shell));
      await pane.run("function fish_prompt; echo -n \"late[$status/$pipestatus]> \"; end");
      await pane.run("ls /no-such-late | cat");
      expect(pane.raw()).toContain("late[0/2 0]> \x1b]133;B;aye=");
      await pane.run("ls /no-such-late-2");
      expect(pane.raw()).toContain("late[2/2]> \x1b]133;B;aye=");
      expect(shownOutput(await pane.show())).toBe("ls: cannot access '/no-such-late-2': No such file or directory");
    }, 60000);

  test("a git push that the remote rejects is kept with git's own words; one with no upstream is fixed from them", async () => {
    pane = await paneShell(shell);
    const bare = join(pane.home, "remote.git");
    const work = join(pane.home, "work");
    const git = (args: string[], cwd: string) => Bun.spawnSync(["git", ...args], { cwd, env: { ...pane!.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" } });
    git(["init", "-q", "--bare", bare], pane.home);
    writeFileSync(join(bare, "hooks", "pre-receive"), "#!/bin/sh\necho 'policy: pushes are frozen' >&2\nexit 1\n");
    chmodSync(join(bare, "hooks", "pre-receive"), 0o755);
    git(["init", "-q", "-b", "main", work], pane.home);
    git(["commit", "-q", "--allow-empty", "-m", "x"], work);
    git(["remote", "add", "origin", bare], work);
    await pane.run(`cd ${work}`);
    await pane.run("git push origin main");
    const show = await pane.show();
    expect(show).toContain("$ git push origin main");
    expect(show).toContain(`cwd: ${work}`);
    expect(show).toContain("exit_code: 1");
    expect(shownOutput(show)).toContain("remote: policy: pushes are frozen");
    expect(shownOutput(show)).toContain("[remote rejected] main -> main (pre-receive hook declined)");
    expect(shownOutput(show)).not.toContain("touch");
    // A branch with no upstream: git says the fix in its output, and aye fix offers it from what aye shell kept.
    await pane.run("git checkout -q -b feature");
    await pane.run("git push");
    const upstream = await pane.show();
    expect(upstream).toContain("$ git push\n");
    expect(upstream).toContain("exit_code: 128");
    expect(shownOutput(upstream)).toContain("fatal: The current branch feature has no upstream branch.");
    expect(await pane.fixPrint()).toBe("git push --set-upstream origin feature\n");
  }, 60000);

  test("a background job's line arms nothing and its output stays out of the next failure", async () => {
    pane = await paneShell(shell);
    await pane.run("ls /no-such-first");
    await pane.run("sh -c 'sleep 0.3; echo bg-done; exit 3' &");
    await pane.waitFor(/bg-done$/m);
    let show = await pane.show();
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-first': No such file or directory");
    await pane.run("ls /no-such-after-bg");
    show = await pane.show();
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-after-bg': No such file or directory");
  }, 60000);

  test("full-screen programs are never kept, even when they fail (vi :cq); less neither", async () => {
    pane = await paneShell(shell);
    await pane.run("ls /no-such-before-vi");
    script(pane.home, "fullscreen", "printf '\\033[?1049hsecret screen\\n'; sleep 0.2; printf '\\033[?1049l'; exit 3");
    await pane.run("./fullscreen");
    // A real vi that quits with an error (:cq): full-screen, so not kept either.
    await pane.run("vi -u NONE -c cq");
    pane.line("less /etc/hostname");
    await Bun.sleep(500);
    pane.keys("q");
    await Bun.sleep(300);
    const show = await pane.show();
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-before-vi': No such file or directory");
  }, 60000);

  test("Ctrl-C stops the command, and arms nothing; Ctrl-Z and fg keep the job's end", async () => {
    pane = await paneShell(shell);
    await pane.run("ls /no-such-before-ctrl-c");
    pane.line("sleep 30");
    await Bun.sleep(500);
    pane.keys("C-c");
    await Bun.sleep(300);
    let show = await pane.show();
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-before-ctrl-c': No such file or directory");
    script(pane.home, "stopper", "echo before-stop; sleep 1; echo after-fg; exit 4");
    pane.line("./stopper");
    await pane.waitFor(/^before-stop/m);
    pane.keys("C-z");
    await Bun.sleep(500);
    // Stopped is not ended: nothing is kept for it.
    show = await pane.show();
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-before-ctrl-c': No such file or directory");
    await pane.run("fg");
    show = await pane.show();
    if (shell === "fish") {
      // fish 3's fg returns 0 whatever the job's end (its $status says so): nothing failed, as far as the shell tells.
      expect(shownOutput(show)).toBe("ls: cannot access '/no-such-before-ctrl-c': No such file or directory");
      return;
    }
    expect(show).toContain("exit_code: 4");
    expect(shownOutput(show)).toContain("after-fg");
    expect(shownOutput(show)).not.toContain("before-stop");
  }, 60000);

  test("a resize reaches the shell's commands, and the kept screen is read at the new size", async () => {
    pane = await paneShell(shell);
    pane.tmux("resize-window", "-t", "main", "-x", "61", "-y", "21");
    await Bun.sleep(300);
    await pane.run("sh -c 'stty size; exit 1'");
    expect(shownOutput(await pane.show())).toBe("21 61");
  }, 60000);

  test("a nested bash is one command: its whole session, with its status", async () => {
    pane = await paneShell(shell);
    pane.line("bash --norc");
    await pane.waitFor(/bash-[\d.]+[#$]/);
    pane.line("echo inside-nested");
    await pane.waitFor(/^inside-nested$/m);
    pane.line("ls /no-such-nested");
    await pane.waitFor(/^ls: cannot access '\/no-such-nested'/m);
    await pane.run("exit 5");
    const show = await pane.show();
    expect(show).toContain("$ bash --norc");
    expect(show).toContain("exit_code: 5");
    expect(shownOutput(show)).toContain("ls: cannot access '/no-such-nested': No such file or directory");
  }, 60000);

  test("aye fix asks the model with the failing test runner's output that aye shell kept, and offers its answer", async () => {
    const llm = startOpenAI({ reply: ["The second test fails:\n\n```bash\n", "./run-tests --only test_b\n```\n"] });
    try {
      pane = await paneShell(shell, (home) => {
        const vars = { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-test" };
        const lines = Object.entries(vars).map(([k, v]) => (shell === "fish" ? `set -gx ${k} '${v}'` : `export ${k}='${v}'`));
        const rc = { bash: ".bashrc", zsh: ".zshrc", fish: "config/fish/config.fish" }[shell];
        mkdirSync(join(home, "config", "fish"), { recursive: true });
        writeFileSync(join(home, rc), `${lines.join("\n")}\n`);
      });
      script(pane.home, "run-tests", "echo 'test_a ... ok'\necho 'test_b ... FAIL: expected 2, got 3' >&2\nexit 1");
      await pane.run("./run-tests");
      const out = join(pane.home, "llm-fix");
      await pane.run(`aye fix --print --llm -p openai > ${out} 2>&1`, 15000);
      expect(readFileSync(out, "utf8")).toBe("./run-tests --only test_b\n");
      const sent = JSON.stringify(llm.requests.find((r) => r.path === "/v1/chat/completions")?.body);
      expect(sent).toContain("./run-tests");
      expect(sent).toContain("test_b ... FAIL: expected 2, got 3");
    } finally {
      llm.stop();
    }
  }, 60000);

  test("with --always a command that succeeded is kept too (unarmed); without it, nothing is", async () => {
    for (const always of [false, true]) {
      pane = await paneShell(shell, () => {}, always ? ["--always"] : []);
      await pane.run("echo kept-when-asked");
      const out = join(pane.home, "log.json");
      await pane.run(`aye log --json > ${out}`);
      const log = JSON.parse(readFileSync(out, "utf8")) as { command: string; exitCode: number; pendingHere: boolean }[];
      const kept = log.filter((row) => row.command === "echo kept-when-asked");
      expect(kept).toHaveLength(always ? 1 : 0);
      if (always) expect(kept[0]).toMatchObject({ exitCode: 0, pendingHere: false });
      pane.cleanup();
      pane = undefined;
    }
  }, 60000);

  test("exit returns the shell's own status, and the session's private files go with it", async () => {
    pane = await paneShell(shell);
    pane.line("exit 7");
    expect(await pane.exited()).toBe(7);
    const shells = Bun.spawnSync(["sh", "-c", `ls -A ${join(pane.home, "cache", "aye", "shells")} 2>/dev/null`]).stdout.toString();
    expect(shells.trim()).toBe("");
  }, 60000);
});

describe.each(SHELLS)("aye fix in aye shell %s", (shell) => {
  test("the correction aye ran goes into the shell's history in place of the aye fix line", async () => {
    pane = await paneShell(shell, (home) => {
      if (shell === "fish") {
        mkdirSync(join(home, "config", "fish"), { recursive: true });
        writeFileSync(join(home, "config", "fish", "config.fish"), "function fish_greeting; end\n");
      }
    });
    await pane.run("gti --version");
    pane.line("aye fix --no-llm");
    await pane.waitFor("git --version");
    await Bun.sleep(300);
    pane.keys("Enter");
    await pane.waitFor(/git version \d/);
    await Bun.sleep(500);
    const out = join(pane.home, "history.txt");
    await pane.run(shell === "bash" ? `history 3 > ${out}` : shell === "zsh" ? `fc -ln -2 > ${out}` : `history search --max 2 > ${out}`);
    const lines = (await Bun.file(out).text()).split("\n").map((l) => l.replace(/^\s*\d+\s+/, "").trim()).filter(Boolean);
    if (shell === "bash") expect(lines).toEqual(["gti --version", "git --version", `history 3 > ${out}`]);
    if (shell === "zsh") expect(lines).toEqual(["gti --version", "git --version"]);
    if (shell === "fish") expect(lines).toEqual(["git --version", "gti --version"]);
  }, 60000);
});

describe("aye shell's marks", () => {
  test.each(SHELLS)("%s: the OSC 133 marks reach the outer terminal, and the shell's exit status is aye's", async (shell) => {
    const { terminal, tempHome, AYE } = await import("../helpers.ts");
    const t = tempHome();
    try {
      if (shell === "fish") {
        mkdirSync(join(t.env.XDG_CONFIG_HOME, "fish"), { recursive: true });
        writeFileSync(join(t.env.XDG_CONFIG_HOME, "fish", "config.fish"), "function fish_greeting; end\n");
      }
      const term = terminal([AYE, "shell", shell], { env: { ...t.env, TERM: "xterm-256color" }, cwd: t.dir });
      await term.waitFor("\x1b]133;A;aye=");
      term.send("ls /no-such-marks\r");
      await term.waitFor("\x1b]133;D;2;aye=");
      term.send("exit 9\r");
      expect(await term.exit()).toBe(9);
      const screen = term.screen();
      // In order: output start, the command's output, its end with the status, the next prompt.
      const c = screen.indexOf("\x1b]133;C;aye=", screen.indexOf("no-such-marks"));
      const out = screen.indexOf("No such file or directory", c);
      const d = screen.indexOf("\x1b]133;D;2;aye=", out);
      expect(c).toBeGreaterThan(0);
      expect(out).toBeGreaterThan(c);
      expect(d).toBeGreaterThan(out);
      expect(screen.indexOf("\x1b]133;A;aye=", d)).toBeGreaterThan(d);
    } finally {
      t.cleanup();
    }
  }, 30000);
});
