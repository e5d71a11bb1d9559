/**
 * What a plan writes to a file where the plan itself shows the text: a here-document given to `cat` or `tee`, what
 * `echo` or `printf` print, the keys `npm pkg set` sets. A runner that reads that file later (make its Makefile, npm
 * its package.json's scripts) reads this text, and what it runs is judged as the project's own scripts are
 * (project-scripts.ts), not as "code aye cannot read". And a file whose shown text is data by its kind (terraform's
 * `import`, `moved` and `removed` blocks) runs nothing, whatever later reads it.
 *
 * The text holds only until something else may change the file: any later command that names it (but a reader that
 * only prints it), a word aye cannot see (`sed -i s/x/y/ *`), a program that rewrites the tree unnamed (`git
 * checkout`, `patch`, an archive), or a runner whose script names it.
 */
import { basename, resolve } from "node:path";
import { readManifest, withOverlay } from "./files.ts";
import { printed } from "./effects.ts";
import { scriptOf, UNREAD } from "./project-scripts.ts";
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** The files a runner aye reads reads: make's Makefile, the package managers' package.json. */
const READ_BY_RUNNER = /(?:^|\/)(?:GNUmakefile|makefile|Makefile|package\.json)$/;

/** Programs that only print or list what they are given: naming the file, they leave it as it is. */
const PRINTS = /^(?:cat|head|tail|wc|grep|egrep|fgrep|rg|ls|stat|file|diff|cmp|jq|yq|less|more|md5sum|sha1sum|sha256sum|sha512sum|test|\[|echo|printf|true|:)$/;

/** The runners whose scripts are read through the overlay. */
const RUNNERS = /^(?:make|gmake|npm|pnpm|yarn|bun|lerna|turbo)$/;

/** package.json keys `npm pkg set` may set with no code in them: scripts are read where they run; the rest are names. */
const PLAIN_KEY = /^(?:scripts\.[\w:.-]+|name|version|description|private|license|type|author|homepage|keywords|engines\.[\w-]+)$/;

/** package.json's keys that hold no code of a tool's but the scripts, which are read where they run. */
const PLAIN_TOP = new Set(["name", "version", "description", "private", "license", "type", "author", "homepage", "keywords", "engines", "scripts"]);

/** Whether a package.json's text holds only PLAIN_TOP keys, its scripts strings. */
function plainManifest(text: string): boolean {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    return typeof json === "object" && json !== null && !Array.isArray(json) && Object.keys(json).every((k) => PLAIN_TOP.has(k)) && Object.values((json.scripts ?? {}) as Record<string, unknown>).every((v) => typeof v === "string");
  } catch {
    return false;
  }
}

/** What `c` leaves in a file, the plan showing it: where (as written), the text, and whether it is added at the end. */
function shown(c: SimpleCommand): { target: string; text: string; append: boolean } | undefined {
  if ((c.wrappers ?? []).length || c.argsFrom.length || c.stdinFrom.length || c.repeated || c.background) return undefined;
  const name = programName(c.argv[0] ?? "");
  const out = c.redirects.filter((r) => />/.test(r.op));
  if (name === "tee" && !out.length && c.stdinText !== undefined) {
    const files = c.argv.slice(1).filter((a) => !a.startsWith("-"));
    const append = c.argv.slice(1).some((a) => /^-[a-zA-Z]*a|^--append$/.test(a));
    return files.length === 1 && c.argv.slice(1).every((a) => !a.startsWith("-") || /^-a$|^--append$/.test(a)) ? { target: files[0]!, text: c.stdinText, append } : undefined;
  }
  if (out.length !== 1 || !/^(?:>|>>|>\|)$/.test(out[0]!.op) || c.redirects.some((r) => r.op.startsWith("<"))) return undefined;
  const append = out[0]!.op === ">>";
  if (name === "cat" && c.argv.length === 1 && c.stdinText !== undefined) return { target: out[0]!.target, text: c.stdinText, append };
  if (name === "echo" || name === "printf") {
    const text = printed([{ ...c, redirects: [] }]);
    // (An echo's backslashes are text in bash and escapes in dash's echo: which, the plan does not say.)
    if (text === undefined || (name === "echo" && c.argv.slice(1).some((a) => a.includes("\\")))) return undefined;
    const newline = name === "echo" && !/^-[eE]*n/.test(c.argv[1] ?? "");
    return { target: out[0]!.target, text: newline ? `${text}\n` : text, append };
  }
  return undefined;
}

/** The keys `npm pkg set k=v …` sets, when it sets only plain keys to values it shows; undefined otherwise. */
function pkgSet(c: SimpleCommand): [string, string][] | undefined {
  const name = programName(c.argv[0] ?? "");
  if (!/^(?:npm|pnpm)$/.test(name) || c.argv[1] !== "pkg" || c.argv[2] !== "set" || (c.wrappers ?? []).length || c.dynamic.some(Boolean)) return undefined;
  const pairs = c.argv.slice(3).map((a) => /^([^=]+)=(.*)$/s.exec(a));
  if (!pairs.length || pairs.some((p) => !p || !PLAIN_KEY.test(p[1]!))) return undefined;
  return pairs.map((p) => [p![1]!, p![2]!]);
}

/** package.json's text with `pairs` set, as npm sets them (a dot nests); undefined where it cannot be read as JSON. */
function withKeys(text: string, pairs: [string, string][]): string | undefined {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (typeof json !== "object" || json === null || Array.isArray(json)) return undefined;
    for (const [key, value] of pairs) {
      const [head, ...rest] = key.split(".");
      if (!rest.length) json[head!] = value;
      else json[head!] = { ...((json[head!] ?? {}) as Record<string, unknown>), [rest.join(".")]: value };
    }
    return JSON.stringify(json, null, 2);
  } catch {
    return undefined;
  }
}

/**
 * Whether `c` may change the file at `path` (absolute) in a way the overlay does not show: anything but a program that
 * only prints or makes folders, and a runner whose script (read through the overlay) does not name the file
 * (`Makefile: ; … > Makefile` rewrites it). A copy into the folder (`cp -r template/. .`), a checkout, a formatter:
 * each may, unnamed.
 */
function touches(c: SimpleCommand, path: string, overlay: Map<string, string>, dir: string): boolean {
  const name = programName(c.argv[0] ?? "");
  if (!c.argv.length) return c.redirects.some((r) => />/.test(r.op));
  if ((c.wrappers ?? []).length || c.dynamic.some(Boolean) || c.argv.some((a) => /[*?[]/.test(a)) || c.repeated || c.background) return true;
  if (c.redirects.some((r) => />/.test(r.op) && !/^\/dev\/(?:null|stdout|stderr)$/.test(r.target))) return true;
  if (PRINTS.test(name) || KEEPS.test(name)) return false;
  // A runner's script that names it may rewrite it (`Makefile: ; … > Makefile`).
  if (RUNNERS.test(name)) {
    const text = withOverlay(overlay, () => scriptOf(c.argv, dir));
    return text === UNREAD || (typeof text === "string" && text.includes(basename(path)));
  }
  return true;
}

/** Programs that change no file's text: folders made, the shell's own state. */
const KEEPS = /^(?:mkdir|cd|pushd|popd|set|export|unset|shopt|sleep|which|type|command|pwd|date|printenv)$/;

/**
 * The text the plan leaves in each file it writes in view, as it stands before `commands[upTo]` runs (all of them
 * when `upTo` is not given): absolute path → text. `dirOf` says where each command runs (null: not known).
 */
export function overlayOf(commands: SimpleCommand[], dirOf: (c: SimpleCommand) => string | null | undefined, cwd: string, upTo = commands.length): Map<string, string> {
  const overlay = new Map<string, string>();
  for (const c of commands.slice(0, upTo)) step(overlay, c, dirOf(c), cwd);
  return overlay;
}

/** `overlay` after `c` runs in `dir`: what it writes in view added, what it may change unseen taken out. */
export function step(overlay: Map<string, string>, c: SimpleCommand, dir: string | null | undefined, cwd: string): void {
  if (dir === null || dir === undefined) {
    overlay.clear();
    return;
  }
  const write = shown(c);
  const set = pkgSet(c);
  for (const path of [...overlay.keys()]) {
    const mine = (write && resolve(dir, write.target) === path) || (set && resolve(dir, "package.json") === path);
    if (!mine && touches(c, path, overlay, dir)) overlay.delete(path);
  }
  if (write && !/^\/dev\//.test(write.target)) {
    const path = resolve(dir, write.target);
    if (!path.startsWith(`${cwd}/`)) return;
    const before = write.append ? (overlay.get(path) ?? readManifest(path) ?? "") : "";
    overlay.set(path, before + write.text);
  } else if (set) {
    const path = resolve(dir, "package.json");
    const text = withKeys(overlay.get(path) ?? readManifest(path) ?? "{}", set);
    if (text === undefined) overlay.delete(path);
    else overlay.set(path, text);
  }
}

/** terraform's blocks that only name addresses and ids (`import { to = … id = "…" }`, `moved`, `removed`): data. */
const TF_REFACTOR = /^(?:\s*(?:#[^\n]*|\/\/[^\n]*)?\n)*(?:\s*(?:import|moved|removed)\s*\{(?:\s*(?:to|from|id)\s*=\s*(?:"[\w.\-:/[\]@ ]*"|[\w.\-[\]"]+)\s*)*\}\s*(?:#[^\n]*)?\n?)+\s*$/;

/**
 * Whether what `c` writes to `path` (absolute), its text still there when the plan ends (`overlay`: overlayOf over the
 * whole plan), is read later only as aye judges it: a Makefile or package.json, whose runners read the overlay, or
 * terraform refactoring blocks added to a configuration, which are data.
 */
export function judgedAsRead(commands: SimpleCommand[], at: number, path: string, overlay: ReadonlyMap<string, string>): boolean {
  const c = commands[at]!;
  // Terraform's blocks are data wherever they are read; they stay so unless a later command may write the file.
  if (/\.tf$/.test(path)) return ((w) => w !== undefined && TF_REFACTOR.test(w.text))(shown(c)) && commands.slice(at + 1).every((l) => !rewrites(l, path));
  if (!overlay.has(path)) return false;
  // (`npm pkg set` of plain keys changes only those; a package.json written whole may say more than scripts, `"jest":
  // {"setupFiles": …}` being code another tool loads.)
  if (/(?:^|\/)package\.json$/.test(path)) return pkgSet(c) !== undefined || ((w) => w !== undefined && !w.append && plainManifest(w.text))(shown(c));
  // (A Makefile written whole takes the place of the project's, when there is one: only what a plan adds to it, `>>`,
  // is judged here on top of what is there. A new one is left asked.)
  return READ_BY_RUNNER.test(path) && shown(c)?.append === true;
}

/** Programs that write files of the tree they need not name: copies into a folder, checkouts, patches, archives. */
const REWRITES_UNNAMED = /^(?:git|patch|quilt|rsync|cp|mv|install|ln|tar|gtar|bsdtar|unzip|7z|cpio|pax|hg|svn|stow|sed|perl|awk|gawk)$/;

/** Whether `c` may write the file at `path`: by naming it, by a word aye cannot see, or as a program that writes unnamed. */
function rewrites(c: SimpleCommand, path: string): boolean {
  const name = programName(c.argv[0] ?? "");
  if (PRINTS.test(name) && !c.redirects.some((r) => />/.test(r.op) && !/^\/dev\//.test(r.target))) return false;
  return REWRITES_UNNAMED.test(name) || c.dynamic.some(Boolean) || c.argv.some((a) => /[*?[]/.test(a)) || [...c.argv.slice(1), ...c.redirects.map((r) => r.target)].some((a) => a.includes(basename(path)));
}
