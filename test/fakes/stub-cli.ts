/**
 * Small stand-ins for LLM CLIs on PATH. Each records its argv, stdin and
 * environment under `dir`, then behaves as STUB_MODE says.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempHome } from "../helpers.ts";

const SCRIPT = `#!/bin/sh
rec="$STUB_DIR/$(basename "$0")"
: > "$rec.argv"
for a in "$@"; do printf '%s\\n' "$a" >> "$rec.argv"; done
cat > "$rec.stdin"
env > "$rec.env"
for a in "$@"; do
  if [ -f "$a" ]; then cat "$a" > "$rec.file"; stat -c %a "$a" > "$rec.perm"; echo "$a" > "$rec.path"; fi
done
case "$STUB_MODE" in
  fail) echo "stub: please sign in first" >&2; exit 3 ;;
  hang) (sleep 30; touch "$STUB_DIR/grandchild-survived") & sleep 30 ;;
  slow) printf 'first '; sleep 1; printf 'second\\n'; exit 0 ;;
  delay) sleep 2 ;;
  reply) printf '%b' "$STUB_REPLY"; exit 0 ;;
esac
printf 'answer '
printf 'from %s\\n' "$(basename "$0")"
`;

/** Writes stub CLIs named `names` into `dir`/bin; returns the bin folder for PATH. */
export function installStubs(dir: string, names: string[]): string {
  const bin = join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  for (const name of names) {
    writeFileSync(join(bin, name), SCRIPT);
    chmodSync(join(bin, name), 0o755);
  }
  return bin;
}

/**
 * A temporary home with stub CLIs `names` first on PATH; they record under `rec`.
 * `env` is the environment to run aye with.
 */
export function stubbedHome(names: string[], extra: Record<string, string> = {}) {
  const home = tempHome();
  const rec = join(home.dir, "rec");
  mkdirSync(rec);
  const bin = installStubs(home.dir, names);
  const env: Record<string, string> = { ...home.env, PATH: `${bin}:${home.env.PATH}`, STUB_DIR: rec, ...extra };
  return { home, env, rec };
}

/** What the stub `name` recorded: argv (one per line), stdin, env. */
export function recorded(dir: string, name: string) {
  const read = (ext: string) => {
    try {
      return readFileSync(join(dir, `${name}.${ext}`), "utf8");
    } catch {
      return undefined;
    }
  };
  return { argv: read("argv")?.split("\n").slice(0, -1), stdin: read("stdin"), env: read("env"), file: read("file"), perm: read("perm")?.trim(), path: read("path")?.trim() };
}
