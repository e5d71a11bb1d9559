/** `aye shell` in a real tmux pane, on a tmux server of the test's own (its own socket). */
import { expect } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { AYE, tempHome } from "./helpers.ts";

export interface Pane {
  home: string;
  env: Record<string, string>;
  /** Types `keys` (tmux send-keys words: "Enter", "C-c"...). */
  keys(...keys: string[]): void;
  /** Types a line and presses Enter. */
  line(text: string): void;
  /** What the pane shows now. */
  text(): string;
  /** Every byte aye wrote to the pane since it started (tmux pipe-pane), marks included. */
  raw(): string;
  waitFor(text: string | RegExp, ms?: number): Promise<void>;
  /** Runs `line` in the shell and waits until it is done (a file it touches appears). */
  run(line: string, ms?: number): Promise<void>;
  /** `aye show` run in the shell, as the person would: its stdout. */
  show(): Promise<string>;
  /** `aye fix --print` run in the shell: its stdout. */
  fixPrint(): Promise<string>;
  tmux(...args: string[]): string;
  /** aye's exit status, once the shell exited. */
  exited(ms?: number): Promise<number>;
  cleanup(): void;
}

let count = 0;

/** Starts `aye shell <shell>` in a tmux pane of a fresh home; `setup` writes its startup files first. */
export async function paneShell(shell: "bash" | "zsh" | "fish", setup: (home: string) => void = () => {}, extra: string[] = []): Promise<Pane> {
  const t = tempHome();
  const bin = join(t.dir, "bin");
  mkdirSync(bin);
  symlinkSync(AYE, join(bin, "aye"));
  setup(t.dir);
  const socket = `aye-test-${process.pid}-${count++}`;
  const env: Record<string, string> = { ...t.env, PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`, TERM: "tmux-256color", SHELL: `/bin/${shell}` };
  const vars = Object.entries(env).map(([k, v]) => `${k}='${v}'`).join(" ");
  const status = join(t.dir, "aye-status");
  const tmux = (...args: string[]) => {
    const r = Bun.spawnSync(["tmux", "-L", socket, "-f", "/dev/null", ...args], { stdout: "pipe", stderr: "pipe" });
    return r.stdout.toString();
  };
  tmux("new-session", "-d", "-s", "main", "-x", "100", "-y", "30", `cd '${t.dir}' && env -i ${vars} ${AYE} shell ${[...extra, shell].join(" ")}; echo $? > '${status}'; sleep 60`);
  const raw = join(t.dir, "pane-raw");
  tmux("pipe-pane", "-t", "main", `cat >> '${raw}'`);
  let n = 0;
  const shells = join(t.env.XDG_CACHE_HOME, "aye", "shells");
  const lineStamp = () => {
    try {
      const session = readdirSync(shells).find((name) => name.startsWith("session-"));
      return session ? String(statSync(join(shells, session, "line")).mtimeMs) : "none";
    } catch {
      return "none";
    }
  };
  const pane: Pane = {
    home: t.dir,
    env,
    keys: (...keys) => void tmux("send-keys", "-t", "main", ...keys),
    line(text) {
      tmux("send-keys", "-t", "main", "-l", text);
      tmux("send-keys", "-t", "main", "Enter");
    },
    text: () => tmux("capture-pane", "-p", "-t", "main", "-S", "-200"),
    raw: () => (existsSync(raw) ? readFileSync(raw, "utf8") : ""),
    async waitFor(text, ms = 8000) {
      const until = Date.now() + ms;
      const has = () => (typeof text === "string" ? pane.text().includes(text) : text.test(pane.text()));
      while (!has() && Date.now() < until) await Bun.sleep(50);
      if (!has()) expect(pane.text()).toContain(String(text));
    },
    async run(line, ms = 8000) {
      // Done when aye's hook wrote the line's end (its record, then the D mark): appending `; touch` would change the status.
      const before = lineStamp();
      pane.line(line);
      const until = Date.now() + ms;
      while (lineStamp() === before && Date.now() < until) await Bun.sleep(30);
      if (lineStamp() === before) expect(pane.text()).toContain(`(${line} never finished)`);
      // Keeping the capture takes aye a moment after the mark.
      await Bun.sleep(250);
    },
    async show() {
      const out = join(t.dir, `show-${n}`);
      await pane.run(`aye show > ${out} 2>&1`);
      return readFileSync(out, "utf8");
    },
    async fixPrint() {
      const out = join(t.dir, `fix-${n}`);
      await pane.run(`aye fix --print --no-llm > ${out} 2>/dev/null`, 15000);
      return readFileSync(out, "utf8");
    },
    tmux,
    async exited(ms = 8000) {
      const until = Date.now() + ms;
      while (!existsSync(status) && Date.now() < until) await Bun.sleep(30);
      return Number(readFileSync(status, "utf8").trim());
    },
    cleanup() {
      tmux("kill-server");
      t.cleanup();
    },
  };
  // The first prompt: the shell read its startup files and aye's hook.
  try {
    const until = Date.now() + 15000;
    while (!existsSync(join(t.dir, "ready")) && Date.now() < until) {
      pane.line(`touch '${join(t.dir, "ready")}'`);
      await Bun.sleep(300);
    }
    // A slow start (a heavy theme, a busy machine) leaves more of those lines queued: one more, waited for, and
    // then the hook's record left to settle, so that each run() below waits for its own line's end.
    pane.line(`touch '${join(t.dir, "settled")}'`);
    while (!existsSync(join(t.dir, "settled")) && Date.now() < until) await Bun.sleep(50);
    for (let last = lineStamp(), still = 0; still < 8 && Date.now() < until; still = lineStamp() === last ? still + 1 : 0, last = lineStamp()) {
      await Bun.sleep(50);
    }
    await pane.run("clear");
  } catch (error) {
    pane.cleanup(); // the test never gets the pane to clean up
    throw error;
  }
  return pane;
}

/** The output block of `aye show`: the lines between STDOUT: and STDERR:. */
export function shownOutput(show: string): string {
  const m = /\nSTDOUT:\n([^]*?)\nSTDERR:\n/.exec(show);
  return m ? m[1]!.trim() : `(no capture: ${show})`;
}
