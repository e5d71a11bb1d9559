/**
 * Words in the wrong order or shape, put right by small edits that what aye
 * knows validates: a subcommand moved to its place (`kubectl pods get`), a
 * global option moved before the subcommand (`git log --no-pager`), an option
 * moved before the operands (`go build . -o bin/app`), `key=value` split where
 * the tool wants two words and two words joined where it wants one, an option
 * and its value joined with `=` (`git log --pretty oneline`), and two operands
 * swapped when the file system says which is which (`tar cvf src backup.tar`).
 */
import { known } from "../known.ts";
import { OPTIONS, SHORT } from "../known-options.ts";
import { nearest } from "../nearest.ts";
import { refsOf } from "../refs.ts";
import { resolve } from "node:path";
import type { Rule, World } from "../types.ts";
import { valuesOf } from "../known.ts";
import { escapeRegExp, examined, joinAsTyped, quoteWord, table } from "../words.ts";

const said = (f: { output: string }, word: string) => new RegExp(`["'‘“\`]${escapeRegExp(word)}["'’”]`).test(f.output);

/**
 * `kubectl pods get`, `git origin push main`: the tool rejects the first word as
 * a subcommand and a later word is one it knows. The subcommand goes first, the
 * rest keep their order. Ranked as the tool's own word: its "did you mean logs"
 * keeps the line's order, which is the slip.
 */
export const movedSubcommand: Rule = (f, world) => {
  const [tool, first] = f.argv;
  if (!tool || !first || first.startsWith("-") || f.argv.length < 3) return [];
  const subs = known(tool)?.flatMap((w) => w.split("|"));
  if (!subs || subs.includes(first)) return [];
  if (!/unknown command|is not a [\w-]+ command|not a valid command|unknown subcommand|invalid (?:command|choice)|unrecognized subcommand|no such command/i.test(f.output) || !said(f, first) && !f.output.includes(` ${first} `)) return [];
  for (let at = 2; at < Math.min(f.argv.length, 5); at++) {
    const word = f.argv[at]!;
    if (word.startsWith("-") || !subs.includes(word)) continue;
    // Validated further where aye knows what the subcommand takes: kubectl get takes a resource.
    const takes = known(`${tool} ${word}`);
    // A word one slip from a subcommand (`npm confg get`) is that subcommand mistyped, unless it is a name here.
    if (takes ? !takes.flatMap((w) => w.split("|")).includes(first) : !isName(first, f.cwd, world) || nearest(first, subs).length) continue;
    const words = [tool, word, ...f.argv.slice(1).filter((_, i) => i + 1 !== at)];
    return [{ commands: [joinAsTyped(f.command, words)], source: "tool", why: `${word} is the subcommand; it comes first` }];
  }
  return [];
};

/** A name the repository or the folder has: a remote, a branch, a tag, a folder. */
function isName(word: string, cwd: string, world: World): boolean {
  const refs = refsOf(world, cwd);
  return refs.remotes.includes(word) || refs.local.includes(word) || refs.tracking.includes(word) || refs.tags.includes(word) || world.isDir(resolve(cwd, word));
}

/** Options a tool takes before its subcommand only. */
const GLOBAL: Record<string, string[]> = table({
  git: ["--no-pager", "--paginate", "-P", "--bare", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--no-replace-objects", "--literal-pathspecs", "--no-optional-locks"],
  docker: ["--context", "--host", "-H", "--config", "--log-level", "--tls", "--tlsverify"],
  cargo: ["--locked", "--offline", "--frozen"],
  terraform: ["-chdir"],
});

/** `git log --no-pager`: an option the subcommand rejects that the tool takes before it. */
export const globalOption: Rule = (f) => {
  const [tool, sub] = f.argv;
  const globals = tool ? GLOBAL[tool] : undefined;
  if (!globals || !sub || sub.startsWith("-")) return [];
  const at = f.argv.findIndex((w, i) => i > 1 && globals.includes(w.split("=")[0]!));
  if (at < 0) return [];
  const word = f.argv[at]!;
  if (!f.output.includes(word) || !/unrecogni[sz]ed|unknown|invalid|not a valid|unexpected/i.test(f.output)) return [];
  // cargo's are taken after the subcommand as well: only where the tool rejected it.
  const words = [tool!, word, ...f.argv.slice(1).filter((_, i) => i + 1 !== at)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${word} is ${tool}'s own option: it goes before ${sub}` }];
};

/**
 * `go build . -o bin/app`: the tool read an option as an operand ("malformed
 * import path "-o"", "no such file: -o"). The option and its value move before
 * the first operand.
 */
export const optionAfterOperand: Rule = (f) => {
  let start = 1;
  const [tool, sub] = f.argv;
  if (!tool) return [];
  if (known(tool)?.includes(sub ?? "")) start = 2;
  const operand = f.argv.findIndex((w, i) => i >= start && !w.startsWith("-") && !f.argv[i - 1]!.startsWith("-"));
  if (operand < 0) return [];
  for (let at = operand + 1; at < Math.min(f.argv.length, 65); at++) {
    const option = f.argv[at]!;
    // A short option may carry its value glued on (awk's -F,).
    const glued = /^-[a-zA-Z][^\w\s-]\S*$/.test(option);
    if (!/^--?[a-zA-Z][\w-]*$/.test(option) && !glued) continue;
    const o = escapeRegExp(option);
    if (!new RegExp(`(?:path|file|package|directory|operand):?\\s+["'‘\`]${o}["'’]|["'‘\`]${o}["'’][^\\n]*(?:leading dash|not found|no such|does not exist)|(?:cannot|can't) open (?:file )?["'‘\`]?${o}["'’]? \\((?:No such file|ENOENT)`, "i").test(f.output)) continue;
    const value = !glued && f.argv[at + 1] !== undefined && !f.argv[at + 1]!.startsWith("-") ? [f.argv[at + 1]!] : [];
    const moved = [option, ...value];
    const rest = f.argv.filter((_, i) => i !== at && !(value.length && i === at + 1));
    const words = [...rest.slice(0, operand), ...moved, ...rest.slice(operand)];
    return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${tool} reads options before its operands` }];
  }
  return [];
};

/** Commands that take a setting as two words, `key value`, where people write `key=value`. */
const TWO_WORDS: Record<string, RegExp> = table({ "git config": /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/, "npm config set": /^[\w@/.-]+$/, "pnpm config set": /^[\w@/.-]+$/, "yarn config set": /^[\w@/.-]+$/ });

/** `git config user.email=dev@acme.io`: the setting's name and value are two words to this command. */
export const splitSetting: Rule = (f) => {
  for (let n = 3; n >= 2; n--) {
    const key = f.argv.slice(0, n).join(" ");
    const shape = TWO_WORDS[key];
    if (!shape) continue;
    const at = f.argv.findIndex((w, i) => i >= n && !w.startsWith("-"));
    const word = f.argv[at];
    if (!word || f.argv.length !== at + 1) return [];
    const eq = word.indexOf("=");
    if (eq < 1 || !shape.test(word.slice(0, eq))) return [];
    const words = [...f.argv.slice(0, at), word.slice(0, eq), word.slice(eq + 1)];
    return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${key} takes the name and the value as two words` }];
  }
  return [];
};

/** `go env -w GOFLAGS -mod=mod`: the tool asks for KEY=VALUE and names the key. */
export const joinSetting: Rule = (f) => {
  if (!/\b(?:KEY=VALUE|key=value|NAME=VALUE|name=value|VAR=VALUE)\b/.test(f.output)) return [];
  for (const [at, word] of examined(f.argv).entries()) {
    if (at < 1 || !/^[A-Za-z_][\w.-]*$/.test(word) || !new RegExp(`(?:argument|key|name)[:\\s]+["'‘]?${escapeRegExp(word)}["'’]?\\s*$`, "m").test(f.output)) continue;
    const value = f.argv[at + 1];
    if (value === undefined) return [];
    const words = [...f.argv.slice(0, at), `${word}=${value}`, ...f.argv.slice(at + 2)];
    return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: "the tool takes KEY=VALUE as one word" }];
  }
  return [];
};

/** Messages that reject a word as an operand: git's revision, argparse's and clap's extra argument. */
const REJECTED = [/ambiguous argument '([^']+)'/, /unrecognized arguments?: (\S+)/, /unexpected argument '([^']+)'/, /unknown revision[^\n]*'([^']+)'/];

/**
 * `git log --pretty oneline`: the value of an option whose value is optional is
 * read as an operand; `--pretty=oneline` is the shape. The option must be one
 * aye knows the command has.
 */
export const optionValueJoined: Rule = (f) => {
  const bad = REJECTED.map((re) => re.exec(f.output)?.[1]).find(Boolean);
  if (!bad || bad.startsWith("-")) return [];
  const at = f.argv.indexOf(bad);
  const option = f.argv[at - 1];
  if (at < 2 || !option || !/^--[a-z][\w-]*$/.test(option)) return [];
  // Validated: the word is one of the values aye knows the option takes.
  if (!valuesOf(f.argv[0]!, option)?.includes(bad)) return [];
  const words = [...f.argv.slice(0, at - 1), `${option}=${bad}`, ...f.argv.slice(at + 1)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${bad} is ${option}'s value` }];
};

const ARCHIVE = /\.(?:tar(?:\.\w+)?|tgz|tbz2?|txz|zip|7z|jar|war|gz|bz2|xz|zst)$/;

/**
 * `tar cvf src backup.tar`: the archive option's value is a folder ("Is a
 * directory") and another operand is an archive's name: the two are swapped.
 */
export const swappedOperands: Rule = (f, world) => {
  const m = /(?:^|\s)([^\s:]+): (?:Cannot open: )?Is a directory/m.exec(f.output);
  if (!m) return [];
  const dir = m[1]!;
  const at = f.argv.indexOf(dir);
  const before = f.argv[at - 1];
  if (at < 2 || !before || !/^-?[a-zA-Z]*f$/.test(before) || !world.isDir(resolve(f.cwd, dir))) return [];
  const other = f.argv.findIndex((w, i) => i > at && ARCHIVE.test(w) && !world.isDir(resolve(f.cwd, w)));
  if (other < 0) return [];
  const words = f.argv.map((w, i) => (i === at ? f.argv[other]! : i === other ? dir : w));
  return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${f.argv[other]} is the archive, ${dir} what goes in it` }];
};

/** `find . -name=*.py`: a predicate glued to its value; the value quoted when the shell would expand it. */
export function splitGlued(command: string, word: string): string | undefined {
  const m = /^(-{1,2}[a-zA-Z][\w-]*)=(.+)$/.exec(word);
  if (!m) return undefined;
  const value = /[*?[\]]/.test(m[2]!) ? `'${m[2]!.replace(/'/g, `'\\''`)}'` : quoteWord(m[2]!);
  const re = new RegExp(`(^|\\s)["']?${escapeRegExp(word)}["']?(?=\\s|$)`);
  return re.test(command) ? command.replace(re, (_all, pre: string) => `${pre}${m[1]} ${value}`) : undefined;
}

/** find's predicates take their value as the next word. */
export const findPredicate: Rule = (f) => {
  const m = /unknown predicate [`'‘](-[\w-]+=[^'’]+)['’]/.exec(f.output);
  if (f.argv[0] !== "find" || !m) return [];
  const command = splitGlued(f.command, m[1]!);
  return command ? [{ commands: [command], source: "rule", why: "find's predicate takes its value as the next word" }] : [];
};

/**
 * The option a file argument needs, by command and the file's kind: kubectl
 * apply takes a manifest with -f, docker build a Dockerfile with -f, psql a
 * script with -f, terraform plan a .tfvars with -var-file=, openssl x509 a
 * certificate with -in.
 */
const FILE_OPTION: [RegExp, RegExp, string][] = [
  [/^kubectl (?:apply|create|delete|replace|diff)$/, /\.(?:ya?ml|json)$/, "-f"],
  [/^docker (?:build|buildx build)$|^podman build$/, /(?:^|\/)(?:Dockerfile|Containerfile)(?:\.[\w-]+)?$|\.[Dd]ockerfile$/, "-f"],
  [/^(?:psql|sqlite3 \S+)$/, /\.sql$/, "-f"],
  [/^helm (?:install|upgrade|template) \S+$/, /\.ya?ml$/, "-f"],
  [/^terraform (?:plan|apply|destroy|import|refresh)$/, /\.tfvars(?:\.json)?$/, "-var-file="],
  [/^(?:pip3?|uv pip) install$/, /requirements[\w.-]*\.txt$|\.txt$/, "-r"],
  // openssl's commands read stdin unless -in names the file.
  [/^openssl (?:x509|req|rsa|pkey|ec|crl|pkcs7|pkcs8|asn1parse|dhparam)$/, /\.(?:pem|crt|cer|der|key|csr|crl|p7b)$/, "-in"],
];

/** `kubectl apply deploy.yaml`: a file given bare where the command takes it after an option. */
export const fileOption: Rule = (f, world) => {
  if (!f.output.trim() || f.argv.length > 12) return [];
  for (const [command, kind, option] of FILE_OPTION) {
    for (const n of [1, 2, 3]) {
      if (!command.test(f.argv.slice(0, n).join(" "))) continue;
      const at = f.argv.findIndex((w, i) => i >= n && kind.test(w) && !f.argv[i - 1]!.startsWith("-") && world.isFile(resolve(f.cwd, w)));
      if (at < 0) continue;
      const words = option.endsWith("=") ? f.argv.map((w, i) => (i === at ? `${option}${w}` : w)) : [...f.argv.slice(0, at), option, ...f.argv.slice(at)];
      // docker build names its context as well: the folder here, when the line named none.
      if (/build$/.test(f.argv.slice(0, n).join(" ")) && f.argv[0] !== "terraform" && !f.argv.slice(n).some((w, i) => i + n !== at && !w.startsWith("-") && world.isDir(resolve(f.cwd, w)))) words.push(".");
      return [{ commands: [joinAsTyped(f.command, words)], source: "rule", why: `${f.argv.slice(0, n).join(" ")} takes ${f.argv[at]} after ${option.replace(/=$/, "")}` }];
    }
  }
  return [];
};

/**
 * `docker -it run ubuntu`, `cargo --release build`: an option of the subcommand
 * typed before it, which the tool rejects; it moves after the subcommand. The
 * option must be one aye knows the subcommand has, where it knows its options.
 */
export const optionBeforeSub: Rule = (f) => {
  const [tool, option] = f.argv;
  if (!tool || !option || !/^--?[a-zA-Z]/.test(option) || GLOBAL[tool]?.includes(option.split("=")[0]!)) return [];
  const subs = known(tool)?.flatMap((w) => w.split("|"));
  const at = f.argv.findIndex((w, i) => i > 1 && !w.startsWith("-"));
  const sub = f.argv[at];
  if (!subs || !sub || !subs.includes(sub) || at > 3) return [];
  if (!/unknown|unexpected|unrecogni[sz]ed|invalid|not a valid|not defined|no such option/i.test(f.output) || !f.output.includes(option.replace(/^-+/, "").slice(0, 1))) return [];
  const longs = OPTIONS[`${tool} ${sub}`];
  const shorts = SHORT[`${tool} ${sub}`];
  const moved = f.argv.slice(1, at);
  const fits = (w: string) => (w.startsWith("--") ? !longs || longs.split(" ").includes(w.split("=")[0]!) : /^-[a-zA-Z]+$/.test(w) ? !shorts || [...w.slice(1)].every((c) => shorts.includes(c)) : true);
  if (!moved.every(fits)) return [];
  const words = [tool, sub, ...moved, ...f.argv.slice(at + 1)];
  return [{ commands: [joinAsTyped(f.command, words)], source: "tool", why: `${moved.join(" ")} belongs to ${tool} ${sub}` }];
};

const MUST_ORDER = /[`'"‘]?(-{0,2}[\w.-]+)[`'"’]? (?:must|should|has to|needs to) (?:come|be (?:given|specified|placed|used|put)|appear|go) (after|before) [`'"‘]?(-{0,2}[\w.-]+)[`'"’]?/i;

/** "X must come after Y": the tool says where the word goes; it goes there. */
export const mustOrder: Rule = (f) => {
  const m = MUST_ORDER.exec(f.output);
  if (!m) return [];
  const [, word, where, anchor] = m as unknown as [string, string, string, string];
  const from = f.argv.indexOf(word);
  if (from < 1 || !f.argv.includes(anchor) || word === anchor) return [];
  // The word alone moves: which words after it are its value, the message does not say.
  const rest = f.argv.filter((_, i) => i !== from);
  const to = rest.indexOf(anchor) + (where.toLowerCase() === "after" ? 1 : 0);
  const words = [...rest.slice(0, to), word, ...rest.slice(to)];
  if (words.join(" ") === f.argv.join(" ")) return [];
  return [{ commands: [joinAsTyped(f.command, words)], source: "tool", why: `${word} goes ${where.toLowerCase()} ${anchor}` }];
};

/** What a usage line's placeholder takes, by its name: a shape a word of the line can be tested against. */
const SHAPES: [RegExp, RegExp][] = [
  [/url|repo(?:sitory)?$/i, /^(?:[a-z][\w+.-]*:\/\/|git@)\S+$/],
  [/port/i, /^\d{1,5}(?::\d{1,5})?$/],
  [/type\/name|kind\/name|resource\/name/i, /^[a-z][\w.-]*\/[\w.-]+$/],
  [/^(?:name|remote|branch|alias|key)$/i, /^[A-Za-z][\w.-]*$/],
];

/** The shape a placeholder (`<url>`, `TYPE/NAME`, `[LOCAL_PORT:]REMOTE_PORT`) asks for, if aye can tell. */
function shapeOf(placeholder: string): RegExp | undefined {
  const bare = placeholder.replace(/[<>[\]().…]|\.\.\./g, "");
  return SHAPES.find(([name]) => name.test(bare))?.[1];
}

/**
 * `git remote add https://… origin`, `kubectl port-forward 8080:80 pod/web`: two
 * operands in the other order than the usage line the tool printed. Swapped
 * only when each fits the other's place by its shape and not its own.
 */
export const usageOrder: Rule = (f) => {
  const usage = /^\s*usage:\s*(.+)$/im.exec(f.output)?.[1] ?? /^\s*usage:\s*\n\s+(.+)$/im.exec(f.output)?.[1];
  if (!usage) return [];
  const shown = usage.trim().split(/\s+/);
  // The usage's words that are the line's own (git remote add), then its placeholders in order.
  let n = 0;
  while (n < shown.length && n < f.argv.length && shown[n] === f.argv[n]) n++;
  if (n < 2 && !(n === 1 && !known(f.argv[0]!))) return [];
  const holes = shown.slice(n).filter((w) => !/^\[?-/.test(w) && !/options/i.test(w)).map(shapeOf);
  const operands = f.argv.map((w, i) => [w, i] as const).filter(([w, i]) => i >= n && !w.startsWith("-") && !f.argv[i - 1]!.startsWith("-"));
  if (operands.length !== 2 || holes.length < 2) return [];
  const [a, b] = operands as [readonly [string, number], readonly [string, number]];
  const [first, second] = holes as [RegExp | undefined, RegExp | undefined];
  if (!first || !second) return [];
  const fitsSwapped = first.test(b[0]) && second.test(a[0]);
  const fitsAsTyped = first.test(a[0]) && second.test(b[0]);
  if (!fitsSwapped || fitsAsTyped) return [];
  const words = f.argv.map((w, i) => (i === a[1] ? b[0] : i === b[1] ? a[0] : w));
  return [{ commands: [joinAsTyped(f.command, words)], source: "tool", why: `the usage: ${shown.slice(0, n + 4).join(" ")}` }];
};

export const ORDER_RULES: Record<string, Rule> = { usageOrder, mustOrder, fileOption, optionBeforeSub, movedSubcommand, globalOption, optionAfterOperand, splitSetting, joinSetting, optionValueJoined, swappedOperands, findPredicate };
