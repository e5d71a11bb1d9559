/**
 * A plan that writes code and then runs something: what runs after may be what it wrote
 * (`printf 'all:\n\trm -rf src\n' > Makefile && make`), which no table can say.
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** Files named by output options: `-o f`, `-O f`, `--output f`, `--output=f`, `-sSLo f`. */
const outputs = (args: string[]) => args.flatMap((a, i) => (/^(?:-[a-zA-Z]*[oO]|--output(?:-document)?)$/.test(args[i - 1] ?? "") ? [a] : /^--output(?:-document)?=(.+)$/.exec(a)?.slice(1) ?? /^-[a-zA-Z]*[oO]([/~.].*)$/.exec(a)?.slice(1) ?? []));

/**
 * Files that are data, not code: what a later build or test cannot run. Any other file may be (a Makefile, a
 * script, a test the runner picks up, a config a tool loads: `src/a.test.mts`, `.eslintrc.json`).
 */
const DATA_FILE = /\.(?:txt|md|markdown|rst|adoc|log|csv|tsv|out|err|svg|png|jpe?g|gif|webp|ico|pdf|diff|patch|orig|bak|rej)$/i;

/** Commands that bring in files aye has not seen: a clone, a download, an archive unpacked. */
const FETCHES = /^(?:git clone|gh repo clone|hg clone|svn checkout|svn co|unzip|7z x|bsdtar -x|npm pack|degit|tiged)\b|^(?:wget|curl|aria2c|http|xh) /;

export function writesCode(commands: SimpleCommand[]): { at: number; what: string } | undefined {
  for (const [at, c] of commands.entries()) {
    const name = programName(c.argv[0] ?? "");
    const targets = [
      ...c.redirects.filter((r) => />/.test(r.op)).map((r) => r.target),
      ...(name === "tee" ? c.argv.slice(1).filter((a) => !a.startsWith("-")) : []),
      // A copy's target, or, into a folder (`cp /tmp/Makefile .`), what it copies there.
      ...(/^(?:cp|mv|install|ln)$/.test(name) ? (/^\.?\.?\/?$|\/$/.test(c.argv.at(-1) ?? "") ? c.argv.slice(1).filter((a) => !a.startsWith("-")) : c.argv.slice(-1)) : []),
    ];
    // `npm pkg set scripts.test=…` writes package.json without naming it.
    if (/^(?:npm|pnpm)$/.test(name) && (c.argv[1] === "set-script" || (c.argv[1] === "pkg" && /^(?:set|delete|fix)$/.test(c.argv[2] ?? "")))) targets.push("package.json");
    // A download's file (`curl -o src/x.test.ts`), and what a clone or an archive brings. (A compiler's `-o` is what
    // the project's own sources build, which the project runs as it always does.)
    if (/^(?:curl|wget|http|https|xh|aria2c)$/.test(name)) targets.push(...outputs(c.argv.slice(1)));
    if (FETCHES.test(`${name} ${c.argv.slice(1).join(" ")}`) || (/^(?:tar|gtar|bsdtar)$/.test(name) && c.argv.slice(1).some((a) => /^-?[a-zA-Z]*x|^--extract$|^--get$/.test(a)))) {
      if (!/^(?:curl|wget|http|xh|aria2c)$/.test(name) || targets.length) return { at, what: `what \`${c.argv.slice(0, /^(?:git|gh|hg|svn|7z|npm)$/.test(name) ? 2 : 1).join(" ")}\` brings in` };
    }
    const file = targets.find((t) => !DATA_FILE.test(t) && !/^\/dev\//.test(t));
    if (file !== undefined) return { at, what: `what it writes to ${file}` };
  }
  return undefined;
}
