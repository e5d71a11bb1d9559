/** The completion scripts, loaded in real bash, zsh and fish. */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { COMMANDS } from "../../src/spec.ts";
import { ROOT, aye, tempHome } from "../helpers.ts";

const FILES = { bash: "aye.bash", zsh: "_aye", fish: "aye.fish" } as const;
const DIR = join(ROOT, "completions");

describe("completions", () => {
  test.each(Object.entries(FILES))("completions/ holds what 'aye completions %s' prints", async (shell, file) => {
    const home = tempHome();
    const r = await aye(["completions", shell], { env: home.env });
    home.cleanup();
    expect(r.code).toBe(0);
    expect(readFileSync(join(DIR, file), "utf8")).toBe(r.stdout); // run 'make completions' after changing src/spec.ts
  });

  const bash = (line: string) => {
    const script = `source '${DIR}/aye.bash'
read -ra COMP_WORDS <<< "$LINE"; [[ $LINE == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( \${#COMP_WORDS[@]} - 1 )); _aye; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const r = Bun.spawnSync(["bash", "--norc", "-c", script], { env: { PATH: process.env.PATH!, LINE: line } });
    expect(r.stderr.toString()).toBe("");
    return r.stdout.toString().split("\n").filter(Boolean);
  };

  test.each([
    ["aye ", COMMANDS.map((c) => c.name)],
    ["aye sho", ["show"]],
    ["aye shell ", ["bash", "zsh", "fish"]],
    ["aye log --", ["--limit", "--json", "--help"]],
    ["aye run --ti", ["--timeout"]],
    ["aye completions ", ["bash", "zsh", "fish"]],
    ["aye help cl", ["clear"]],
    ["aye run --timeout 5 printen", ["printenv"]],
    ["aye --version --", ["--json"]],
  ])("bash completes '%s'", (line, expected) => {
    const got = bash(line);
    for (const word of expected) expect(got).toContain(word);
  });

  const fish = (line: string) => {
    const r = Bun.spawnSync(["fish", "--private", "-c", `source '${DIR}/aye.fish'; complete -C '${line}'`], { env: { PATH: process.env.PATH!, HOME: "/tmp" } });
    expect(r.stderr.toString()).toBe("");
    return r.stdout.toString().split("\n").filter(Boolean).map((l) => l.split("\t")[0]);
  };

  test.each([
    ["aye ", COMMANDS.map((c) => c.name)],
    ["aye sho", ["show"]],
    ["aye shell ", ["bash", "zsh", "fish"]],
    ["aye log --", ["--limit", "--json", "--help"]],
    ["aye run --", ["--timeout", "--always", "--no-capture"]],
    ["aye completions ", ["bash", "zsh", "fish"]],
    ["aye run printen", ["printenv"]],
    ["aye run --always ls /et", ["/etc/"]],
    ["aye run --timeout 5 git chec", ["checkout"]],
    ["aye --version --", ["--json"]],
  ])("fish completes '%s'", (line, expected) => {
    const got = fish(line);
    for (const word of expected) expect(got).toContain(word);
  });

  test("zsh completes subcommands, options and the wrapped command at a real prompt", async () => {
    let screen = "";
    const proc = Bun.spawn(["zsh", "-f", "-i"], {
      env: { PATH: `${join(ROOT, "dist")}:${process.env.PATH}`, TERM: "xterm", HOME: "/tmp" },
      terminal: { cols: 200, rows: 40, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
    });
    const type = async (text: string, wait = 400) => {
      proc.terminal!.write(text);
      await Bun.sleep(wait);
    };
    await type(`PS1='%% '; fpath=('${DIR}' $fpath); autoload -U compinit; compinit -u -D; echo ready\n`, 800);
    const attempt = async (line: string) => {
      screen = "";
      await type(`\x15${line}\t`);
      return screen.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, "");
    };
    await attempt("aye "); // the first completion loads the system; give it its own turn
    const subcommands = await attempt("aye ");
    const show = await attempt("aye sho");
    const timeout = await attempt("aye run --ti");
    const shells = await attempt("aye completions ");
    await type("\x15exit\n");
    await proc.exited;
    proc.terminal!.close();
    for (const c of COMMANDS) expect(subcommands).toContain(c.name);
    expect(show).toContain("aye show");
    expect(timeout).toContain("--timeout");
    expect(shells).toMatch(/bash\s+fish\s+zsh/);
  });
});
