/**
 * Code aye cannot read before it runs: a script fetched from the network,
 * commands a shell reads from a pipe, a program written by another command,
 * inline code in another language that reaches for files or programs.
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** Programs that fetch from the network and write what they fetched. */
const FETCHERS = new Set(["curl", "wget", "fetch", "http", "https", "xh", "aria2c", "lwp-request", "GET", "nc", "ncat", "socat"]);

const SHELLS = /^(?:sh|bash|zsh|dash|ksh|mksh|ash|fish|csh|tcsh|rbash|source|\.|eval)$/;

/** Programs that run the code they are given. */
const INTERPRETERS = /^(?:python[\d.]*|pypy[\d.]*|perl[\d.]*|ruby[\d.]*|node|nodejs|deno|bun|php[\d.]*|lua[\d.]*|luajit|tclsh|Rscript|pwsh|powershell|osascript|irb|awk|gawk|mawk|nawk)$/;

/** Options with which an interpreter takes its program from the command line (`python -c`, `node -e`, `php -r`). */
const INLINE_PROGRAM = /^-(?:[a-zA-Z]*[cerE]|-eval|-print|-command|p)$/;

/** What inline code in another language does that can destroy: run programs, delete, write, kill. */
const REACHES_OUT = /\b(?:system|exec(?!utable)\w*|spawn\w*|popen|subprocess|shutil|child_process|unlink\w*|rmtree|rm_r\w*|rmdir\w*|remove\w*|rename\w*|truncate|kill|eval|__import__|Process|FileUtils|writeFile\w*|write_\w+)\b|`|\bqx\b|%x|\breadpipe\b|@\w+\s*\(|\bopen\s*\(?[^)]*["'][^"']*\|[^"']*["']|\bopen\s*\([^)]*["'][wa+]|\bfs\.\w+|\brm(?:Sync)?\s*\(|require\(\s*["'](?:node:)?(?:fs|child_process)|\bos\.(?:remove|unlink|rmdir|system|popen|exec\w*|spawn\w*|kill|chmod|chown|rename|replace|truncate|write)/;

const STDIN = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

const fetches = (from: SimpleCommand[]) => from.some((f) => FETCHERS.has(programName(f.argv[0] ?? "")));

/** The first word of `c` that is not an option: for a shell or interpreter, the program it runs. */
const programOperand = (c: SimpleCommand) => c.argv.findIndex((a, i) => i > 0 && (!a.startsWith("-") || STDIN.test(a)));

/** Whether an interpreter reads its program from stdin: none given on the command line, or `sh -s`, or `-`. */
function readsProgramFromStdin(c: SimpleCommand, shell: boolean): boolean {
  const args = c.argv.slice(1);
  if (shell) {
    if (args.some((a) => /^-[a-zA-Z]*s/.test(a))) return true;
    if (args.some((a) => /^-[a-zA-Z]*c/.test(a))) return false;
  } else if (args.some((a) => INLINE_PROGRAM.test(a))) return false;
  const at = programOperand(c);
  return at < 0 || STDIN.test(c.argv[at]!);
}

/** The code an interpreter is given on its command line: after `-c`/`-e`, or awk's program. */
function inlineCode(c: SimpleCommand): string[] {
  if (/awk$/.test(c.argv[0]!)) return c.argv.includes("-f") ? [] : [c.argv[programOperand(c)] ?? ""];
  return c.argv.flatMap((a, i) => (INLINE_PROGRAM.test(a) && c.argv[i + 1] !== undefined ? [c.argv[i + 1]!] : []));
}

/** Files the fetchers of the line save: `curl -o f`, `wget -O f`, `curl … > f`, `wget URL`. */
function downloads(commands: SimpleCommand[]): Set<string> {
  const saved = new Set<string>();
  for (const c of commands) {
    if (!FETCHERS.has(programName(c.argv[0] ?? ""))) continue;
    c.argv.forEach((a, i) => {
      if (/^(?:-[a-zA-Z]*[oO]|--output|--output-document)$/.test(a) && c.argv[i + 1]) saved.add(c.argv[i + 1]!);
      const glued = /^(?:--output(?:-document)?=|-[oO])(.+)$/.exec(a);
      if (glued) saved.add(glued[1]!);
    });
    for (const r of c.redirects) if (/^(?:&?>>?|>\|)$/.test(r.op)) saved.add(r.target);
    // `wget URL`, `curl -O URL` save under the URL's last segment.
    for (const a of c.argv) if (/^\w+:\/\/[^/]+\/./.test(a)) saved.add(a.replace(/[?#].*$/, "").split("/").at(-1)!);
  }
  saved.delete("-");
  return new Set([...saved].map((f) => f.replace(/^\.\//, "")));
}

/**
 * Code with the calls that only read taken out (`shutil.disk_usage`, node's `fs.readdirSync`, `require('fs')` itself),
 * so what is left reaches out only if the code does. (inline-code.ts says which paths they may read.)
 */
function withoutReaders(code: string): string {
  // (Python's platform.system() names the operating system.)
  let text = code.replace(/\bshutil\.(?:disk_usage|which|get_terminal_size)\b|\bplatform\.system\s*\(\s*\)/g, "").replace(/\b(?:fs\.|\.)(?:readdirSync|readFileSync|existsSync|statSync|lstatSync)\s*\(/g, "(");
  // (fs itself only where nothing of it that writes is called: `require('fs').copyFileSync(…)` stays dangerous.)
  if (!/\.\s*(?:write|append|copy|cp|rename|rm|unlink|mkdir|mkdtemp|symlink|link|chmod|chown|truncate|utimes|open|createWriteStream|watch)\w*\s*\(/.test(text)) text = text.replace(/\b(?:(?:const|let|var)\s+fs\s*=\s*)?require\(\s*(["'])(?:node:)?fs\1\s*\)(?!\s*\[)/g, "");
  return /\bshutil\b/.test(text.replace(/\bimport\s+shutil\b/g, "")) ? text : text.replace(/\bimport\s+shutil\b/g, "");
}

/** Why the code the line's commands run cannot be trusted, if it cannot. */
export function codeDangers(commands: SimpleCommand[]): string[] {
  const why: string[] = [];
  const saved = downloads(commands);
  for (const c of commands) {
    const name = programName(c.argv[0] ?? "");
    const shell = SHELLS.test(name);
    const file = (shell || INTERPRETERS.test(name) ? c.argv[programOperand(c)] : c.argv[0])?.replace(/^\.\//, "");
    if (file !== undefined && saved.has(file)) why.push("runs a script straight from the network");
    if (!shell && !INTERPRETERS.test(name)) continue;
    // `bash -n` (noexec) reads its script and runs none of it.
    if (shell && c.argv.slice(1, programOperand(c) < 0 ? undefined : programOperand(c)).some((a) => /^-[a-zA-Z]*n[a-zA-Z]*$/.test(a))) continue;
    // (xargs gives what it runs /dev/null for stdin, unless it reads its words from a file, -a, or opens the terminal, -o.)
    const xargs = (c.wrappers ?? []).find((w) => programName(w[0] ?? "") === "xargs");
    const fromStdin = readsProgramFromStdin(c, shell) && !(xargs && !xargs.some((a) => /^-[a-zA-Z]*[ao]|^--(?:arg-file|open-tty)/.test(a)) && !shell);
    if (fetches(c.argsFrom) || (fromStdin && fetches(c.stdinFrom))) why.push("runs a script straight from the network");
    else if (shell && fromStdin && (c.stdinFrom.length || c.stdinText !== undefined)) why.push("runs commands it reads from its input, which aye cannot see");
    else if (shell && c.dynamic[programOperand(c)]) why.push("runs commands another command writes, which aye cannot see");
    else if (!shell && inlineCode(c).some((code) => REACHES_OUT.test(withoutReaders(code)))) why.push(`runs ${name} code that reaches for files or programs`);
    // python3 - <<< 'import shutil; …', or a program piped in from another command.
    else if (!shell && fromStdin && !/awk$/.test(name) && (c.stdinFrom.length || (c.stdinText !== undefined && REACHES_OUT.test(c.stdinText)))) why.push(`runs ${name} code it reads from its input`);
  }
  return why;
}
