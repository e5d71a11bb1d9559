/**
 * Small stand-ins for LLM CLIs on PATH. Each records its argv, stdin and
 * environment under `dir`, then behaves as STUB_MODE says.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempHome } from "../helpers.ts";

const SCRIPT = `#!/bin/sh
name="$(basename "$0")"
rec="$STUB_DIR/$name"
echo $$ > "$rec.pid"
: > "$rec.argv"
for a in "$@"; do printf '%s\\n' "$a" >> "$rec.argv"; done
cat > "$rec.stdin"
env > "$rec.env"
fmt=text
prev=
for a in "$@"; do
  case "$prev" in --output-format|-o) fmt="$a" ;; esac
  prev="$a"
  if [ -f "$a" ]; then cat "$a" > "$rec.file"; stat -c %a "$a" > "$rec.perm"; echo "$a" > "$rec.path"; fi
done
# $1: text with printf escapes (\\n, \\033); written as the CLI's format wants it, JSON-encoded whole.
emit() {
  if [ "$fmt" = stream-json ]; then
    json=$(printf '%b' "$1" | node -e 'let s="";process.stdin.setEncoding("utf8").on("data",(d)=>(s+=d)).on("end",()=>process.stdout.write(JSON.stringify(s)))')
    if [ "$name" = claude ]; then
      printf '{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":%s}}}\\n' "$json"
    else
      printf '{"type":"message","role":"assistant","content":%s,"delta":true}\\n' "$json"
    fi
  else
    printf '%b' "$1"
  fi
}
case "$STUB_MODE" in
  fail) echo "stub: please sign in first" >&2; exit 3 ;;
  apierror)
    if [ "$name" = claude ]; then printf '%s\\n' '{"type":"result","subtype":"success","is_error":true,"api_error_status":401,"result":"Invalid API key · Fix external API key"}'; exit 1; fi
    printf '%s\\n' '{"type":"result","status":"error","error":{"type":"unknown","message":"[API Error: {\\"error\\":{\\"code\\":401,\\"message\\":\\"API key not valid\\"}}]"}}'; exit 145 ;;
  retry) for n in 1 2 3 4 5 6; do echo "Attempt $n failed with status 500. Retrying with backoff... _ApiError: {\\"error\\":{\\"code\\":500,\\"message\\":\\"boom\\"}}" >&2; sleep 1; done; exit 1 ;;
  hang) (sleep 30; touch "$STUB_DIR/grandchild-survived") & echo $! > "$rec.child"; sleep 30 ;;
  slow) emit 'first '; sleep 3; emit 'second\\n'; exit 0 ;;
  delay) sleep 2 ;;
  reply) emit "$STUB_REPLY"; exit 0 ;;
esac
emit 'answer '
emit "from $name\\n"
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
  // Signed in, as far as aye can tell without the network.
  for (const file of [".claude/.credentials.json", ".gemini/oauth_creds.json", ".qwen/settings.json"]) {
    mkdirSync(join(home.dir, file, ".."), { recursive: true });
    writeFileSync(join(home.dir, file), "{}");
  }
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
  return {
    argv: read("argv")?.split("\n").slice(0, -1),
    stdin: read("stdin"),
    env: read("env"),
    file: read("file"),
    perm: read("perm")?.trim(),
    path: read("path")?.trim(),
    pid: Number(read("pid")) || undefined,
    child: Number(read("child")) || undefined,
  };
}
