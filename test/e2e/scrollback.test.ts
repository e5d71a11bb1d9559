/**
 * Outside `aye shell`: a failure the hook (`aye init`) recorded has its output
 * read back from the terminal when the person asks: real tmux and GNU screen,
 * and kitty and WezTerm through stand-ins that answer as their documentation says.
 */
import { afterEach, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AYE, aye, tempHome } from "../helpers.ts";

const TOKEN = `ghp_${"a1B2c3D4e5".repeat(3)}123456`;
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function home() {
  const t = tempHome();
  cleanups.push(t.cleanup);
  const bin = join(t.dir, "bin");
  mkdirSync(bin);
  symlinkSync(AYE, join(bin, "aye"));
  const env = { ...t.env, PATH: `${bin}:/usr/bin:/bin` };
  writeFileSync(join(t.dir, ".bashrc"), `PS1='plain$ '\neval "$(aye init bash)"\n`);
  writeFileSync(join(t.dir, "failing"), `#!/bin/sh\necho 'step 1 ok'\necho 'error: token ${TOKEN} was refused' >&2\nexit 3\n`);
  chmodSync(join(t.dir, "failing"), 0o755);
  return { ...t, env, bin };
}

async function until(check: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await Bun.sleep(50);
  return check();
}

function expectReadBack(show: string, dir: string) {
  expect(show).toContain("$ ./failing");
  expect(show).toContain(`cwd: ${dir}`);
  expect(show).toContain("exit_code: 3");
  const out = /\nSTDOUT:\n([^]*?)\nSTDERR:\n/.exec(show)![1]!.trim();
  expect(out.split("\n")).toHaveLength(2);
  expect(out).toStartWith("step 1 ok\nerror: token ");
  expect(out).not.toContain(TOKEN); // redacted like every other capture
}

test("in tmux, show reads the recorded failure's output from the person's own pane", async () => {
  const t = home();
  const socket = `aye-sb-${process.pid}`;
  const tmux = (...args: string[]) => Bun.spawnSync(["tmux", "-L", socket, "-f", "/dev/null", ...args]).stdout.toString();
  cleanups.push(() => tmux("kill-server"));
  const vars = Object.entries(t.env).map(([k, v]) => `${k}='${v}'`).join(" ");
  tmux("new-session", "-d", "-s", "main", "-x", "120", "-y", "30", `cd '${t.dir}' && env -i ${vars} TERM=tmux-256color TMUX="$TMUX" TMUX_PANE="$TMUX_PANE" bash --rcfile '${t.dir}/.bashrc' -i`);
  // Another pane prints what must never be read: only the person's own pane is.
  tmux("split-window", "-t", "main", "echo other-pane-secret; sleep 60");
  const send = (line: string) => {
    tmux("send-keys", "-t", "main.0", "-l", line);
    tmux("send-keys", "-t", "main.0", "Enter");
  };
  expect(await until(() => tmux("capture-pane", "-p", "-t", "main.0").includes("plain$"))).toBe(true);
  send("./failing");
  expect(await until(() => /was refused\nplain\$/.test(tmux("capture-pane", "-p", "-t", "main.0")))).toBe(true);
  send(`aye show > ${t.dir}/show.txt; touch ${t.dir}/done`);
  expect(await until(() => existsSync(join(t.dir, "done")))).toBe(true);
  const show = readFileSync(join(t.dir, "show.txt"), "utf8");
  expectReadBack(show, t.dir);
  expect(show).not.toContain("other-pane-secret");
  expect(show).not.toContain("aye show");
}, 30000);

test("in GNU screen, show reads the recorded failure's output through hardcopy", async () => {
  const t = home();
  const name = `aye-sb-${process.pid}`;
  const screen = (...args: string[]) => Bun.spawnSync(["screen", "-S", name, ...args], { env: { ...t.env, SCREENDIR: join(t.dir, ".screen") } });
  mkdirSync(join(t.dir, ".screen"), { mode: 0o700 });
  const proc = Bun.spawn(["screen", "-D", "-m", "-S", name, "bash", "--rcfile", join(t.dir, ".bashrc"), "-i"], { cwd: t.dir, env: { ...t.env, TERM: "xterm", SCREENDIR: join(t.dir, ".screen") } });
  cleanups.push(() => {
    screen("-X", "quit");
    proc.kill();
  });
  await Bun.sleep(800);
  const send = (line: string) => screen("-X", "stuff", `${line}\n`);
  send("./failing");
  await Bun.sleep(300);
  send(`aye show > ${t.dir}/show.txt; touch ${t.dir}/done`);
  expect(await until(() => existsSync(join(t.dir, "done")))).toBe(true);
  expectReadBack(readFileSync(join(t.dir, "show.txt"), "utf8"), t.dir);
}, 30000);

/** A hook record as `aye init` writes it, for the stand-in terminals below. */
function record(t: ReturnType<typeof home>, command: string, status: number) {
  const path = join(t.dir, "record");
  writeFileSync(path, `aye-record-1\0${status}\0${t.dir}\0${command}\0`);
  return path;
}

test("in kitty, the previous command's output comes from kitty @ get-text with its own window's id", async () => {
  const t = home();
  // kitty @ get-text prints the text asked for on stdout (kitty's remote-control docs).
  writeFileSync(join(t.bin, "kitty"), `#!/bin/sh\necho "$@" > '${t.dir}/kitty-args'\nprintf 'step 1 ok\\nerror: token ${TOKEN} was refused\\n'\n`);
  chmodSync(join(t.bin, "kitty"), 0o755);
  const env = { ...t.env, KITTY_WINDOW_ID: "7", AYE_LAST_COMMAND_FILE: record(t, "./failing", 3) };
  // ask reads it back as well (the prompt it would send, redacted), and show finds it kept.
  const ask = await aye(["ask", "--print-prompt", "why?"], { env, cwd: t.dir });
  expect(ask.stdout).toContain("$ ./failing");
  expect(ask.stdout).toContain("step 1 ok");
  expect(ask.stdout).not.toContain(TOKEN);
  const r = await aye(["show"], { env, cwd: t.dir });
  expect(r.code).toBe(0);
  expectReadBack(r.stdout, t.dir);
  expect(readFileSync(join(t.dir, "kitty-args"), "utf8").trim()).toBe("@ get-text --match id:7 --extent last_non_empty_output");
  // Read once: the second show is the capture, kitty is not asked again.
  writeFileSync(join(t.dir, "kitty-args"), "");
  expectReadBack((await aye(["show"], { env, cwd: t.dir })).stdout, t.dir);
  expect(readFileSync(join(t.dir, "kitty-args"), "utf8")).toBe("");
});

test("in WezTerm, the screen of the person's own pane comes from wezterm cli get-text and is cut at the command", async () => {
  const t = home();
  // wezterm cli get-text prints the pane's lines, scrollback included from --start-line (WezTerm's cli docs).
  writeFileSync(join(t.bin, "wezterm"), `#!/bin/sh\necho "$@" > '${t.dir}/wezterm-args'\nprintf 'plain$ echo earlier\\nearlier\\nplain$ ./failing\\nstep 1 ok\\nerror: token ${TOKEN} was refused\\nplain$ aye show\\n\\n\\n'\n`);
  chmodSync(join(t.bin, "wezterm"), 0o755);
  const env = { ...t.env, WEZTERM_PANE: "4", AYE_LAST_COMMAND_FILE: record(t, "./failing", 3) };
  const r = await aye(["show"], { env, cwd: t.dir });
  expectReadBack(r.stdout, t.dir);
  expect(readFileSync(join(t.dir, "wezterm-args"), "utf8").trim()).toBe("cli get-text --pane-id 4 --start-line -2000");
});

test("no terminal to read, or a command no longer on screen: show says what it has, as before", async () => {
  const t = home();
  writeFileSync(join(t.bin, "wezterm"), `#!/bin/sh\nprintf 'plain$ something else\\nplain$ aye show\\n'\n`);
  chmodSync(join(t.bin, "wezterm"), 0o755);
  const r = await aye(["show"], { env: { ...t.env, WEZTERM_PANE: "4", AYE_LAST_COMMAND_FILE: record(t, "./failing", 3) }, cwd: t.dir });
  expect(r.code).toBe(1);
  expect(r.stderr).toContain("nothing captured yet");
});
