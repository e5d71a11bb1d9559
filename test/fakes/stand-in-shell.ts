/**
 * A stand-in for the shell aye runs a plan with: it only appends its
 * arguments to a file, so a test of a dangerous plan can never destroy anything.
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Writes the stand-in under `dir`; `shell` goes in $SHELL (named bash, as aye wants), `ran` is the file it appends to. */
export function standInShell(dir: string): { shell: string; ran: string } {
  const ran = join(dir, "shell-ran");
  const shell = join(dir, "stand-in", "bash");
  mkdirSync(join(dir, "stand-in"), { recursive: true });
  writeFileSync(shell, `#!/bin/sh\nprintf '%s\\n' "$@" >> '${ran}'\n`);
  chmodSync(shell, 0o755);
  return { shell, ran };
}
