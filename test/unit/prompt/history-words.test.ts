import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real account's passwords.
describe("a password typed at the shell after a login", () => {
  test.each([
    ["a history file's lines", "$ tail -n 4 ~/.bash_history\nssh pi@raspberrypi.local\nlkjhg42\nsudo apt update\nexit", "lkjhg42"],
    ["history's numbered lines", "$ history | tail -3\n  501  su -\n  502  Tundra!9\n  503  ls", "Tundra!9"],
    ["zsh's timestamps", "$ cat ~/.zsh_history\n: 1732780000:0;mysql -u root -p shop\n: 1732780004:0;maple2024", "maple2024"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["commands after a login, some with digits", "$ tail ~/.bash_history\nssh pi@raspberrypi.local\npython3\nsu -\nhtop\nsudo -i\nexit"],
    ["a word with digits after a command that asks nothing", "$ history\n  10  git status\n  11  build2024"],
    ["a lone word outside a history", "ssh pi@host\nlkjhg42"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
