/**
 * A plan that writes code and then runs something: what runs after may be what it wrote
 * (`printf 'all:\n\trm -rf src\n' > Makefile && make`), which no table can say.
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";
import { basename, normalize } from "node:path";
import { outputValues, PROJECT_RUNNER } from "./effects.ts";
import { inPlaceFiles, sedOptions } from "./committed.ts";

/** Files (or folders) named by output options (effects.ts's `outputValues`), and a download's folder (`wget -P dir`). */
const outputs = (name: string, args: string[]) => [
  ...outputValues(args, true),
  ...(name === "wget" ? args.flatMap((a, i) => (/^(?:-P|--directory-prefix)$/.test(args[i - 1] ?? "") ? [a] : /^--directory-prefix=(.+)$/.exec(a)?.slice(1) ?? [])) : []),
];

/** What a compiler or a linker makes from the project's own sources: a program, an object, a library, an archive. */
const BUILT = /(?:^|\/)[^./]+$|\.(?:o|a|so|dylib|dll|exe|class|jar|war|wasm|bin|out|elf|whl|tgz|tar\.gz|zip)$/;
/** Build files with no extension, which are code whatever BUILT says. */
const BUILD_FILE = /(?:^|\/)(?:[Mm]akefile|GNUmakefile|Dockerfile|Containerfile|[Jj]ustfile|Rakefile|Gemfile|Vagrantfile|Jenkinsfile|Procfile|Brewfile|Earthfile|Tiltfile|BUILD|WORKSPACE)$/;

/**
 * Files that are data, not code: what a later build or test cannot run. Any other file may be (a Makefile, a
 * script, a test the runner picks up, a config a tool loads: `src/a.test.mts`, `.eslintrc.json`; text and
 * Markdown too, which doctest and pytest collect as `test*.txt`).
 */
const DATA_FILE = /\.(?:log|csv|tsv|err|svg|png|jpe?g|gif|webp|ico|pdf|orig|bak|rej)$/i;

/**
 * Commands that bring in files aye has not seen: a clone, a download, an archive unpacked, a package's tarball (`npm
 * pack lodash`; `npm pack` alone packs the project's own files), a module `terraform init -from-module` copies in.
 */
const FETCHES = /^(?:git clone|git (?:fetch|pull) \S*(?::\/\/|@[\w.-]+:|\.git\b)|git (?:switch|checkout)\b.*\s(?:origin|upstream|remotes|FETCH_HEAD|refs\/(?:pull|remotes|merge-requests))\b|git submodule update|git worktree add|git read-tree|git checkout-index|git subtree|pax -r|jar x|gh repo clone|gh pr checkout|gh pr co|glab mr checkout|glab mr co|tea pr checkout|hub checkout|hg clone|svn checkout|svn co|unzip|7z x|bsdtar -x|npm pack(?: -\S+)* (?![-./~])\S+|degit|tiged|(?:terraform|tofu) (?:-chdir=\S+ )?init .*-from-module|rclone (?:copy|copyto|sync|move|moveto)\b.*\S:)\b|^(?:wget|curl|aria2c|http|xh) /;

/**
 * A download saved under the name its address or its server gives (`wget URL`, `curl -O URL`, `curl -OJ`): any name,
 * a GNUmakefile or a conftest.py too. (Not `wget -O -`, `wget --spider`, nor curl printing to its output.)
 */
function namedByURL(name: string, args: string[]): boolean {
  if (name === "wget") return !args.some((a, i) => /^--spider$|^-[a-zA-Z]*O-$|^--output-document=-$/.test(a) || (/^-[a-zA-Z]*O$|^--output-document$/.test(a) && args[i + 1] === "-"));
  if (name === "curl") return args.some((a) => /^--remote-name(?:-all)?$|^-[a-zA-Z]*O[a-zA-Z]*$/.test(a));
  return name === "aria2c";
}

/** One spelling for a path: `./x`, `.//x` and `src/../x` are `x`. */
const plain = (path: string) => normalize(path).replace(/(?<=.)\/+$/, "");

/**
 * Whether `arg` names `path` or a folder that holds it: as a word, an option's value (`--require=x`), or glued to a
 * short option (`-Ix`). A pattern or an expansion may name anything.
 */
function names(arg: string, path: string): boolean {
  const values = [arg, ...(/=(.+)$/.exec(arg)?.slice(1) ?? []), ...(/^-[a-zA-Z](.+)$/.exec(arg)?.slice(1) ?? [])];
  return values.some((v) => /[$*?[]/.test(v) || ((p) => p === path || path.startsWith(`${p}/`) || p === ".")(plain(v))) || within(arg, basename(path));
}

/** Whether `name` stands in `text` as a name of its own: in code (`require("./fix.csv")`), a list, a path (`../p/m.log`). */
function within(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!/[\w.-]/.test(text[at - 1] ?? "") && !/[\w-]/.test(text[at + name.length] ?? "")) return true;
  }
  return false;
}

/**
 * The files `c` writes: those it makes by name alone (a link is a file of whatever its name says, `ln -s /tmp/m.log
 * GNUmakefile`, and so is a move's target, `git mv`; xxd and uniq write their second operand, `-` being the first),
 * those it writes as a redirection, tee or a copy does (into a folder, `cp /tmp/Makefile .`, what it copies there),
 * and those its output options name.
 */
function written(c: SimpleCommand): { made: string[]; named: string[]; output: string[] } {
  const name = programName(c.argv[0] ?? "");
  const operands = c.argv.slice(1).filter((a) => !a.startsWith("-"));
  const both = c.argv.slice(1).filter((a) => a === "-" || !a.startsWith("-"));
  const made = [...(/^(?:xxd|uniq)$/.test(name) && both.length > 1 ? both.slice(1, 2) : []), ...(name === "link" ? operands.slice(1) : []), ...(name === "ln" ? (operands.length === 1 ? [operands[0]!.split("/").pop()!] : operands.slice(1)) : []), ...(name === "git" && c.argv[1] === "mv" ? operands.slice(-1) : [])];
  const named = [
    ...c.redirects.filter((r) => />/.test(r.op)).map((r) => r.target),
    ...(name === "tee" ? operands : []),
    ...(/^(?:cp|mv|install|rsync)$/.test(name) && operands.length > 1 ? (/^\.?\.?\/?$|\/$/.test(operands.at(-1)!) ? operands : operands.slice(-1)) : []),
  ];
  // An edit in place writes its files (`sed -i 's/a/b/' Makefile`); one aye cannot read may write any operand.
  const inPlace = /^g?sed$/.test(name) ? sedOptions(c.argv.slice(1)).inPlace : /^(?:yq|perl|ruby)$/.test(name) && c.argv.slice(1).some((a) => /^-[a-zA-Z]*i|^--in-?place/.test(a));
  if (inPlace) named.push(...(inPlaceFiles(c) ?? operands));
  return { made, named, output: outputs(name, c.argv.slice(1)) };
}

/** Every file the commands write, each spelt one way (`./x` is `x`). */
export const filesWritten = (commands: SimpleCommand[]) =>
  new Set(commands.flatMap((c) => Object.values(written(c)).flat()).map((p) => p.replace(/^(?:\.\/)+/, "")));

/**
 * The first command that writes a file of code (by a redirection, tee, a copy, an output option, a link it made, a
 * download, a clone or an archive), and what to call what it wrote. A file named as data is code too once a later
 * command that is not `inert` is given it (`make -f /tmp/m.log`, `mocha --require setup.csv`): a name says nothing
 * of how a program reads it.
 */
export function writesCode(commands: SimpleCommand[], inert: (word: string) => boolean, readsOnly: (c: SimpleCommand) => boolean = () => false, judgedAsRead: (at: number, target: string) => boolean = () => false): { at: number; what: string } | undefined {
  // Links the plan made: what is written through one lands where it points (`ln -s Makefile notes.md`).
  const links = new Map<string, string>();
  // Files written with names of data, and where.
  const data = new Map<string, number>();
  for (const [at, c] of commands.entries()) {
    const name = programName(c.argv[0] ?? "");
    if (!inert(c.argv[0] ?? "")) {
      const given = [...c.argv.slice(1), ...c.redirects.filter((r) => r.op.startsWith("<")).map((r) => r.target)];
      for (const [path, where] of data) if (given.some((a) => names(a, path))) return { at: where, what: `what it writes to ${path} and then gives to \`${name}\`` };
    }
    const operands = c.argv.slice(1).filter((a) => !a.startsWith("-"));
    if (name === "ln" && operands.length === 2) links.set(operands[1]!, operands[0]!);
    const { made, named, output } = written(c);
    // Any output option's file but what a build makes (`iconv -o GNUmakefile`, `sort -o Makefile`; not `gcc -o app`).
    // (Nor a program named as a project's runner, which aye trusts by name: `cc -o gradlew …`.)
    const kept = [...named, ...output.filter((f) => BUILD_FILE.test(f) || !BUILT.test(f) || PROJECT_RUNNER.test(basename(f)))];
    const targets = [...made, ...kept.map((t) => links.get(t) ?? t)];
    // `npm pkg set scripts.test=…` writes package.json without naming it.
    if (/^(?:npm|pnpm)$/.test(name) && (c.argv[1] === "set-script" || (c.argv[1] === "pkg" && /^(?:set|delete|fix)$/.test(c.argv[2] ?? "")))) targets.push("package.json");
    // A download's file (`curl -o src/x.test.ts`), whatever its name, and what a clone or an archive brings.
    // (`-O -` is the output, not a file.)
    if (/^(?:curl|wget|http|https|xh|aria2c)$/.test(name)) targets.push(...outputs(name, c.argv.slice(1)).filter((t) => t !== "-"));
    // (git's own options may stand before the subcommand: `git -C . worktree add`.)
    const words = name === "git" ? c.argv.slice(1).filter((a, i, all) => !/^-[Cc]$|^--(?:git-dir|work-tree|namespace)=/.test(a) && !/^-[Cc]$/.test(all[i - 1] ?? "")) : c.argv.slice(1);
    // (A fetcher in a mode that only reads brings in nothing: `unzip -t`, `unzip -l`, `7z l`, `git fetch --dry-run`.)
    if ((FETCHES.test(`${name} ${words.join(" ")}`) || (/^(?:tar|gtar|bsdtar)$/.test(name) && c.argv.slice(1).some((a) => /^-?[a-zA-Z]*x|^--extract$|^--get$/.test(a)))) && !(readsOnly(c) && !c.redirects.some((r) => />/.test(r.op)))) {
      if (!/^(?:curl|wget|http|xh|aria2c)$/.test(name) || targets.length || namedByURL(name, c.argv.slice(1))) return { at, what: `what \`${c.argv.slice(0, /^(?:git|gh|hg|svn|7z|npm)$/.test(name) ? 2 : 1).join(" ")}\` brings in` };
    }
    // (A file whose text the plan shows, read later only as aye judges it, is no code unseen: visible-writes.ts.)
    const file = targets.find((t) => !DATA_FILE.test(t) && !/^\/dev\//.test(t) && !judgedAsRead(at, t));
    if (file !== undefined) return { at, what: `what it writes to ${file}` };
    for (const t of targets) if (!/^\/dev\//.test(t)) data.set(plain(t), at);
  }
  return undefined;
}
