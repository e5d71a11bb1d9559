/**
 * `aye shell` under real prompt frameworks, each loaded by the person's own
 * startup file as its README says: pure and spaceship (npm, `make prompts`),
 * powerlevel9k, liquidprompt and powerline (Debian, test/install-shells). Each
 * sets its prompt in its own hook before every prompt; aye's marks must survive
 * that, the theme must still see the command's status, and `aye show` must hold
 * exactly the failing command's output.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type Pane, paneShell, shownOutput } from "../tmux.ts";

const ROOT = join(import.meta.dir, "..", "..");
const NPM = join(ROOT, ".tools", "prompts", "node_modules");

interface Theme {
  name: string;
  shell: "bash" | "zsh" | "fish";
  /** The files the theme needs: `make prompts` or test/install-shells installs them. */
  needs: string;
  /** The person's startup file, as the theme's README tells them to write it. */
  rc: (home: string) => string;
  /** Something only the theme's own prompt draws. */
  prompt: RegExp;
  /** What the theme's prompt shows after a command that failed with `status` (it read the status aye passed on). */
  failed: (status: number) => RegExp;
  /** What the theme's prompt shows after `ls /no-such-second | cat`, where it shows each part's status. */
  pipe?: RegExp;
  /** What the theme's own hooks print on screen around `ls /no-such-first` (never part of its capture). */
  prints?: string;
}

const THEMES: Theme[] = [
  {
    name: "pure 1.28.3",
    shell: "zsh",
    needs: join(NPM, "pure-prompt", "pure.zsh"),
    rc: () => `fpath+=(${join(NPM, "pure-prompt")})\nautoload -U promptinit; promptinit\nprompt pure\n`,
    prompt: /❯/,
    // pure colours its prompt character red after a failure, magenta otherwise.
    failed: () => /\x1b\[31m❯/,
  },
  {
    name: "spaceship 4.22.5",
    shell: "zsh",
    needs: join(NPM, "spaceship-prompt", "spaceship.zsh"),
    rc: () => `SPACESHIP_EXIT_CODE_SHOW=true\nsource ${join(NPM, "spaceship-prompt", "spaceship.zsh")}\n`,
    prompt: /➜/,
    failed: (s) => new RegExp(`✘${s} ➜`),
  },
  {
    name: "powerlevel9k 0.6.7",
    shell: "zsh",
    needs: "/usr/share/powerlevel9k/powerlevel9k.zsh-theme",
    rc: () => "source /usr/share/powerlevel9k/powerlevel9k.zsh-theme\n",
    prompt: /✔/,
    failed: (s) => new RegExp(`${s} ↵`),
    pipe: /2\|0 ↵/,
  },
  {
    name: "liquidprompt 2.1.2",
    shell: "bash",
    needs: "/usr/share/liquidprompt/liquidprompt",
    rc: () => "LP_RUNTIME_THRESHOLD=2\n[[ $- = *i* ]] && source /usr/share/liquidprompt/liquidprompt\n",
    prompt: /\[\w+:~\]/,
    failed: (s) => new RegExp(`\\] ${s} [#$%]`),
  },
  {
    name: "powerline 2.8.3",
    shell: "bash",
    needs: "/usr/share/powerline/bindings/bash/powerline.sh",
    // No powerline-daemon: it would outlive the test (its client renders the prompt itself without it).
    rc: () => ". /usr/share/powerline/bindings/bash/powerline.sh\n",
    prompt: /\ue0b0/,
    failed: (s) => new RegExp(`~\\s\\S+\\s${s}\\s`), // powerline pads with no-break spaces
  },
  {
    name: "fish's own informative_vcs prompt",
    shell: "fish",
    needs: "/usr/share/fish/tools/web_config/sample_prompts/informative_vcs.fish",
    rc: () => "function fish_greeting; end\nfish_config prompt choose informative_vcs\n",
    prompt: /~\s*[#>$]/,
    failed: (s) => new RegExp(`\\[${s}\\]`),
  },
];

let pane: Pane | undefined;
afterEach(() => {
  pane?.cleanup();
  pane = undefined;
});

/** aye's marks in the order the shell wrote them: "A B C D2 A B ...". */
function marks(raw: string): string[] {
  return [...raw.matchAll(/\x1b\]133;([ABCD])(?:;(\d+))?;aye=\w+\x07/g)].map((m) => m[1]! + (m[2] ?? ""));
}

function writeRc(home: string, theme: Theme) {
  const rc = { bash: ".bashrc", zsh: ".zshrc", fish: "config/fish/config.fish" }[theme.shell];
  mkdirSync(dirname(join(home, rc)), { recursive: true });
  writeFileSync(join(home, rc), theme.rc(home));
}

/**
 * What the prompt drawn right after the command whose output holds `output`
 * shows, from the raw stream: the bytes from its end (D) to the next command's
 * start (C), the right-hand prompt included, with and without colours.
 */
function promptAfter(raw: string, output: string): string {
  const at = raw.indexOf(output);
  expect(at).toBeGreaterThan(0);
  const d = raw.indexOf("\x1b]133;D;", at);
  const bytes = raw.slice(d, raw.indexOf("\x1b]133;C;", d));
  return `${bytes}\n${bytes.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|[\x00-\x08\x0e-\x1f]/g, "")}`;
}

describe.each(THEMES)("aye shell with $name ($shell)", (theme) => {
  test("the theme draws its prompt and sees each status; aye keeps exactly each failure, prompt after prompt", async () => {
    expect(existsSync(theme.needs), `${theme.needs} is missing: run make prompts and test/install-shells`).toBe(true);
    pane = await paneShell(theme.shell, (home) => writeRc(home, theme));
    await pane.run("printf 'fi%s\\n' ne-output"); // its output is not what was typed
    await pane.run("ls /no-such-first");
    let show = await pane.show();
    expect(show).toContain("$ ls /no-such-first");
    expect(show).toContain("exit_code: 2");
    expect(shownOutput(show)).toBe("ls: cannot access '/no-such-first': No such file or directory");
    // The theme's own prompt, and it read the failed command's status through aye's hook.
    expect(pane.text()).toMatch(theme.prompt);
    expect(pane.text()).not.toMatch(/syntax error|command not found|PROMPT_COMMAND/);
    if (theme.prints) expect(pane.text()).toContain(theme.prints);
    expect(promptAfter(pane.raw(), "'/no-such-first': No such")).toMatch(theme.failed(2));
    expect(promptAfter(pane.raw(), "fine-output")).not.toMatch(theme.failed(2));
    // Several prompts later, the theme still rebuilding its prompt at each: a second failure is kept alone.
    for (const line of ["true", "cd /tmp", "echo again", "ls /no-such-second | cat", "cd -"]) await pane.run(line);
    if (theme.pipe) expect(promptAfter(pane.raw(), "'/no-such-second': No such")).toMatch(theme.pipe);
    await pane.run("cat /no-such-third");
    show = await pane.show();
    expect(show).toContain("$ cat /no-such-third");
    expect(show).toContain("exit_code: 1");
    expect(shownOutput(show)).toBe("cat: /no-such-third: No such file or directory");
    expect(promptAfter(pane.raw(), "/no-such-third: No such")).toMatch(theme.failed(1));
    // Every prompt, the first included, carried aye's marks in order: A, B where typing starts, C, D with the status.
    // (The last prompt may still be drawing: themes render in the background. A theme that redraws its prompt
    // draws B again; under bash-preexec C comes twice, from PS0 and again after its preexec hooks, the last counting.)
    for (let i = 0; i < 100 && marks(pane.raw()).at(-1) !== "B"; i++) await Bun.sleep(50);
    const seq = marks(pane.raw()).join(" ").replace(/B( B)+/g, "B").replace(/C( C)+/g, "C");
    expect(seq).toMatch(/^A B C D0( A B C D\d+)+ A B$/);
    expect(seq.match(/D2/g)).toHaveLength(1);
  }, 60000);
});

test.each(THEMES.filter((t) => t.name.startsWith("liquidprompt")))("$name: its command timer (a DEBUG trap or a preexec hook) times the person's command, not aye's prompt steps", async (lp) => {
  expect(existsSync(lp.needs), `${lp.needs} is missing: run test/install-shells`).toBe(true);
  pane = await paneShell("bash", (home) => writeRc(home, lp));
  // Time spent at the prompt is not the command's: liquidprompt shows a runtime from 2 s on (whole seconds).
  await Bun.sleep(2600);
  await pane.run("echo quick");
  expect(promptAfter(pane.raw(), "\x07quick\r\n")).not.toMatch(/\d+s [#$%]/);
  await pane.run("sleep 3");
  expect(promptAfter(pane.raw(), "sleep 3\r\n")).toMatch(/\] [34]s [#$%]/);
}, 60000);
