/**
 * A command line reduced, as bash would run it, to the simple commands it
 * runs: pipelines, lists, groups and substitutions taken apart, quotes
 * removed, wrappers (`sudo`, `env`, `sh -c '…'`, `eval`) unwrapped.
 */
import { type Node, type ParseShell, shellParser } from "./shell-parser.ts";
import { type Word, type WordContext, bareWord, decodedWord, expandBraces, hasGlob, joinContinuations, quotedWord, substitutionsIn, wordOf } from "./shell-words.ts";
import { findExecs, programName, unwrap } from "./wrappers.ts";
import { variableEffect } from "./shell-vars.ts";
import { type Decoded, describe, pipedBy, printedBy, readsAsBash, setOnce, toolsAsKnown } from "./decoded.ts";
import { TOOL_ARGS, withToolArgs } from "./tool-args.ts";

/** A redirection of a command's input or output to a file. */
export interface Redirect {
  op: string;
  target: string;
}

/** One simple command the line runs. */
export interface SimpleCommand {
  /** Its words after quote removal; an expansion stays as written (`$HOME`). */
  argv: string[];
  /** Which words are known only when the line runs. */
  dynamic: boolean[];
  redirects: Redirect[];
  /** Commands whose output it reads on stdin: the earlier stages of its pipeline. */
  stdinFrom: SimpleCommand[];
  /** Commands whose output becomes its words or a file it reads: `$(…)`, backticks, `<(…)`. */
  argsFrom: SimpleCommand[];
  /** The here-string (`<<< text`) it reads on stdin. */
  stdinText?: string;
  /** Run once for each file found or line read: by `find -exec` or `xargs`. */
  repeated?: boolean;
  /** Where the files it is run on were found: the starting points of the `find` that runs it (see `findStarts`). */
  over?: string[];
  /** The wrappers it runs under with their own words, outermost first: `sudo -E sh -c 'rm x'` runs rm under `sudo -E` and `sh -c 'rm x'`. */
  wrappers?: string[][];
  /** Started in the background (`cmd &`): it may outlive the line. */
  background?: boolean;
  /** Text the line spells only in code that made this command, for a reason to name ("`rm -rf ~` decoded from base64"). */
  decoded?: string;
  /** The subshells it runs in, outermost first (`( … )`, a pipe's stage, `$( … )`, `sh -c`): a `cd` in one ends with it. */
  scopes?: number[];
}

/** What a line runs, and why it cannot be reduced to plain simple commands (empty when it can). */
export interface Reduction {
  commands: SimpleCommand[];
  /** Short descriptions of what aye cannot see through: "a function definition", "`$CMD`". */
  unclear: string[];
  /** A function that calls itself in a pipe or in the background. */
  forkBomb: boolean;
  /** Variables set whose effect aye cannot say (see `PLAIN_VAR`). */
  settings: string[];
  /** Every variable the line sets. */
  assigned: Set<string>;
}

/** Nesting of `sh -c` in `sh -c` beyond which aye gives up. */
const MAX_DEPTH = 8;
/** Nesting past which text that decodes to text that decodes is not decoded further. */
const MAX_LAYERS = 3;
/** A shell's options with which it reads its script from stdin and runs it as it is (`-s`, `-e`, `-x`, `-u`). */
const SCRIPT_FLAGS = /^-[esux]+$/;
/** Shells whose script aye judges as bash's when it decoded it (fish and busybox read otherwise). */
const SCRIPT_SHELLS = /^(?:sh|bash|dash|zsh|ksh|mksh|ash)$/;

/**
 * Text such as `a[$(cmd)]`, which bash runs as an array index wherever it reads a name for arithmetic
 * (`[[ x -eq 0 ]]` with x set to it, `printf -v`, `test -v`, `read`, `declare -i`), quotes or not.
 */
const INDEX_CODE = /\[[^\]]*(?:\$\(|`)/;
const INDEX_WHY = "text bash may run as an array index";
/** CLIs whose `--query` is a JMESPath expression, run as the program's first word (no wrapper, no shell around it). */
const JMESPATH_CLI = /^(?:aws|az)$/;

/** What an assignment's value is after quote removal (`$'\x24(…)'` decoded); its substitutions are walked elsewhere. */
function valueOf(a: Node): string {
  const value = a.childForFieldName("value");
  return value ? wordOf(value, { substitute: () => {}, unclear: () => {} }).text : "";
}

/** Variables bash itself sets (`cd` sets PWD, `[[ =~ ]]` BASH_REMATCH): what the line last gave them is not what they hold. */
const BASH_SETS = /^(?:PWD|OLDPWD|BASH\w*|REPLY|OPTARG|OPTIND|RANDOM|SRANDOM|SECONDS|LINENO|EPOCH\w+|HOSTNAME|HOSTTYPE|UID|EUID|PPID|GROUPS|COMP_\w+|DIRSTACK|FUNCNAME|PIPESTATUS|HISTCMD|MAPFILE|READLINE_\w+|IFS|PATH|HOME|CDPATH|_)$/;

/** Nodes that only group or sequence commands; their children are walked. */
const SEQUENCES = new Set(["program", "list", "compound_statement", "subshell", "negated_command"]);

/** Parts of loops and conditions that are not statements: only the substitutions in them run. */
const WORDISH = new Set(["word", "string", "raw_string", "concatenation", "number", "variable_name", "simple_expansion", "expansion", "ansi_c_string", "translated_string", "arithmetic_expansion", "brace_expression", "extglob_pattern", "regex", "command_substitution", "process_substitution"]);

/** Statements that choose among branches, every one of which is walked. */
const BRANCHES = new Set(["if_statement", "case_statement"]);

/** `while read -r line`: a loop that ends with what it reads. Other loops may never end. */
function readsLines(loop: Node): boolean {
  if (loop.child(0)?.text !== "while") return false;
  const condition = loop.childrenForFieldName("condition").filter((c) => c?.isNamed);
  const name = condition[0]?.type === "command" ? condition[0].childForFieldName("name")?.text : undefined;
  return condition.length === 1 && name === "read";
}

/** Bodies of loops and conditions: walked with the statement holding them. */
const BODIES = new Set(["do_group", "else_clause", "elif_clause", "case_item"]);

const DESCRIBED: Record<string, string> = {
  if_statement: "an if statement",
  for_statement: "a for loop",
  c_style_for_statement: "a for loop",
  while_statement: "a while loop",
  case_statement: "a case statement",
  function_definition: "a function definition",
  heredoc_redirect: "a here-document",
  hidden_command: "a command inside an expansion",
  ERROR: "text it could not parse",
};

/** Shells that run a script they read on their input. */
const SHELLS = /^(?:sh|bash|dash|zsh|ksh|mksh|ash|busybox)$/;

/** Programs whose input aye judges as what it is (SQL, code): a here-document given to one is read, not a blind spot. */
const TEXT_READERS = /^(?:python[\d.]*|node|ruby|Rscript|julia|psql|mysql|mariadb|sqlite3|duckdb|clickhouse-client|cockroach|sqlcmd|mongosh|redis-cli)$/;

/**
 * Programs that take what they read as data, never as commands: a here-document given to one is a file's text
 * (`cat > notes.md <<'EOF'`). Other programs may run what they read (a shell, `ed`'s `!`, `sed -f -`), so theirs stays unclear.
 */
const DATA_READERS = /^(?:cat|tee|sort|uniq|wc|head|tail|tr|cut|paste|column|nl|fold|fmt|grep|egrep|fgrep|rg|jq|yq|base64|md5sum|sha1sum|sha256sum|sha512sum|diff|cmp|comm|sponge|less|more|kubectl|oc|kustomize|helm)$/;

class Reducer {
  readonly commands: SimpleCommand[] = [];
  readonly unclear = new Set<string>();
  forkBomb = false;
  /** What `>(…)` runs: it reads what its command writes. */
  private readonly readers = new WeakSet<SimpleCommand>();
  /** Variables set for programs, or for the shell, whose effect aye cannot say (`PATH=./bin`, `GIT_CONFIG_GLOBAL=x`). */
  readonly settings = new Set<string>();
  /**
   * Variables set plainly at the top of the line (`G=gh` as a statement of its own, to a word with no expansion or
   * glob), which `$G` later stands for; null once anything else may have changed it (a subshell, a condition, `read`).
   */
  private readonly values = new Map<string, string | null>();
  /** `set -a`: every assignment after it is exported. */
  private exportsAll = false;
  /** `set -k`: a command's NAME=value words are its environment. */
  private keywords = false;
  /** Every variable the line sets, however. */
  readonly assigned = new Set<string>();
  /** A variable was given a value only known when the line runs (`read x`, `x=$(cat f)`), which arithmetic may run as code. */
  readValues = false;
  /** The tree's command nodes read so far. */
  private readonly seen = new Set<number>();
  /** Every script read so far, the line first: where a variable could be set another way (decoded.ts). */
  readonly texts: string[] = [];
  /** Every use of text aye decoded, in the order the words were read. */
  private readonly decodings: Decoded[] = [];
  /** Variables set to text aye decoded (`c=$(… | base64 -d)`), with what it was. */
  private readonly decodedValues = new Map<string, Decoded>();

  /** The subshells being walked, outermost first, and the last one opened. */
  private readonly scopes: number[] = [];
  private lastScope = 0;

  /** What `walk` finds in a subshell of its own (run-dirs.ts: where a `cd` in it holds). */
  private scoped<T>(walk: () => T): T {
    this.scopes.push(++this.lastScope);
    try {
      return walk();
    } finally {
      this.scopes.pop();
    }
  }

  constructor(private readonly parse: ParseShell) {}

  /** Reduces a whole script (the line, or the string of an `sh -c`). */
  script(text: string, depth: number, outer?: SimpleCommand): SimpleCommand[] {
    if (depth > MAX_DEPTH) {
      this.unclear.add("shells nested too deeply");
      return [];
    }
    this.texts.push(text);
    return this.parse(joinContinuations(text), (root) => {
      if (root.hasError) this.unclear.add(DESCRIBED.ERROR!);
      const found = this.walk(root, depth);
      // Every command in the tree was read: one the walk passed over (tree-sitter nests some where a
      // walk does not look) would run unjudged.
      if (root.descendantsOfType("command").some((c) => c && !this.seen.has(c.id))) this.unclear.add("a command aye could not place");
      // What the inner script runs reads what the outer command read, and writes where it wrote.
      if (outer) for (const c of found) inherit(c, outer);
      return found;
    });
  }

  /** The commands a statement runs. */
  private walk(node: Node, depth: number): SimpleCommand[] {
    const type = node.type;
    if (type === "comment") return [];
    if (type === "command") return this.command(node, [], depth);
    if (type === "redirected_statement") return this.redirected(node, depth);
    if (type === "pipeline") {
      const before: SimpleCommand[] = [];
      const stages = node.namedChildren.filter((s): s is Node => s !== null);
      for (const [i, stage] of stages.entries()) {
        const found = stages.length > 1 ? this.scoped(() => this.walk(stage, depth)) : this.walk(stage, depth);
        for (const c of found) c.stdinFrom.push(...before);
        // `echo ZG9ja2VyIGltYWdlcw== | base64 -d | sh`: the script a shell reads from decoders is judged as what it is.
        // (`… | sh < other.sh`: tree-sitter puts the redirection around the whole pipeline, and the shell reads other.sh.)
        const fedElsewhere = node.parent?.type === "redirected_statement" && node.parent.childrenForFieldName("redirect").some((r) => r?.type !== "file_redirect" || r.children.some((c) => c && !c.isNamed && c.text.includes("<")));
        before.push(...(i > 0 && i === stages.length - 1 && !fedElsewhere ? this.decodedScript(found, stages.slice(0, i), depth) : found));
      }
      return before;
    }
    if (type === "function_definition") this.checkForkBomb(node);
    if (type === "variable_assignment" || type === "variable_assignments" || type === "test_command") {
      // Assignments and [[ tests run nothing themselves, only the substitutions inside them. A variable of the
      // shell's own (PATH, PS4) changes what follows.
      for (const a of type === "variable_assignment" ? [node] : node.descendantsOfType("variable_assignment")) {
        if (a) {
          this.assignment(a.childForFieldName("name")?.text ?? "", valueOf(a), this.exportsAll);
          this.remember(a, depth);
        }
      }
      const feeds: SimpleCommand[] = [];
      this.wordsOf(node, depth, feeds);
      return feeds;
    }
    if (type === "declaration_command" || type === "unset_command") {
      // `export NAME=…` sets it for every program after; `declare`, `local` and `readonly` for the shell.
      const exported = node.child(0)?.text === "export" || this.exportsAll || node.namedChildren.some((c) => /^-[a-zA-Z]*x/.test(c?.text ?? ""));
      // A nameref (`declare -n r=PATH`, or `declare -n r` and then `r=PATH`) sets, through its name, whatever variable it names.
      if (node.namedChildren.some((c) => /^[-+][a-zA-Z]*n/.test(c?.text ?? ""))) this.unclear.add("a nameref, through which any variable may be set");
      for (const a of node.namedChildren) {
        if (a?.type === "variable_assignment") this.assignment(a.childForFieldName("name")?.text ?? "", valueOf(a), exported);
        // `unset PATH`: bash then looks for programs in the current folder.
        else if (type === "unset_command" && a && !a.text.startsWith("-")) {
          // (`unset P\ATH` and `unset $v` name it too.)
          const [name] = this.word(a, 0, []);
          if (!name || name.dynamic) this.unclear.add("an unset of a name made when the line runs");
          else if (/^[A-Za-z_]\w*$/.test(name.text)) this.assignment(name.text, "", false);
        }
      }
      const feeds: SimpleCommand[] = [];
      const words = [bareWord(node.child(0)!.text)];
      for (const c of node.namedChildren) {
        const ws = this.word(c!, depth, feeds);
        words.push(...ws);
        if (type === "declaration_command" && c?.type !== "variable_assignment") this.declaredWords(ws, exported);
      }
      return this.finish(words, [], feeds, undefined, depth);
    }
    if (WORDISH.has(type)) {
      const feeds: SimpleCommand[] = [];
      this.word(node, depth, feeds);
      return feeds;
    }
    if (type === "for_statement" || (type === "while_statement" && readsLines(node))) return this.loop(node, depth);
    if (type === "case_item") {
      // A branch's patterns are only matched (their substitutions run); its statements run.
      const found: SimpleCommand[] = [];
      for (const value of node.childrenForFieldName("value")) if (value) this.wordsOf(value, depth, found);
      for (const child of node.namedChildren) if (child && !node.childrenForFieldName("value").some((v) => v?.id === child.id)) found.push(...this.walk(child, depth));
      return found;
    }
    // Every branch of an `if` or a `case` is judged, whichever runs: nothing is hidden by the choice.
    if (!SEQUENCES.has(type) && !BODIES.has(type) && !BRANCHES.has(type)) this.unclear.add(DESCRIBED[type] ?? `a ${type.replaceAll("_", " ")}`);
    return type === "subshell" ? this.scoped(() => this.statements(node, depth)) : this.statements(node, depth);
  }

  /** The commands of a sequence's statements, each in the background where it ends with `&`. */
  private statements(node: Node, depth: number): SimpleCommand[] {
    const found: SimpleCommand[] = [];
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i);
      if (!child?.isNamed) continue;
      const inner = this.walk(child, depth);
      if (node.child(i + 1)?.type === "&") for (const c of inner) c.background = true;
      found.push(...inner);
    }
    return found;
  }

  /** A statement with redirections: `cmd > f`, `(a; b) 2>&1`, or only `> f`. */
  private redirected(node: Node, depth: number): SimpleCommand[] {
    const body = node.childForFieldName("body");
    const redirects = node.childrenForFieldName("redirect").filter((r): r is Node => r !== null);
    if (!body || body.type === "command") return this.command(body, redirects, depth);
    const found = this.walk(body, depth);
    const feeds: SimpleCommand[] = [];
    const files = redirects.filter((r) => r.type === "file_redirect").flatMap((r) => this.redirect(r, depth, feeds, []));
    for (const r of redirects) {
      if (r.type === "heredoc_redirect") this.unclear.add(DESCRIBED.heredoc_redirect!);
      // `(sh) <<< 'text'`: every command of the group may read the text.
      if (r.type === "herestring_redirect") for (const c of found) c.stdinText = r.firstNamedChild ? wordOf(r.firstNamedChild, this.context(depth, feeds)).text : "";
    }
    const write = this.finish([], files, feeds, undefined, depth);
    // `a | b > f`: bash gives the redirection to the pipeline's last stage only (the commands fed by all the others).
    const last = body.type === "pipeline" ? Math.max(...found.map((c) => c.stdinFrom.length)) : -1;
    for (const c of found) if (last < 0 || c.stdinFrom.length === last) c.redirects.push(...files);
    return [...found, ...write];
  }

  /** A simple command; `extra` are redirections written after it. Null `node`: a line of redirections only. */
  private command(node: Node | null, extra: Node[], depth: number): SimpleCommand[] {
    if (node) this.seen.add(node.id);
    const decodedBefore = this.decodings.length;
    const feeds: SimpleCommand[] = [];
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    let stdinText: string | undefined;
    let stdinWord: Word | undefined;
    let heredoc: string | null | undefined;
    const after: Node[] = [];
    const toolArgs: [string, string][] = [];
    for (const child of [...(node?.namedChildren ?? []), ...extra]) {
      if (!child) continue;
      if (child.type === "variable_assignment") {
        // (`TF_CLI_ARGS=-no-color terraform plan`: the tool's own arguments, judged as such once its words are known.)
        if (TOOL_ARGS.test(child.childForFieldName("name")?.text ?? "")) toolArgs.push([child.childForFieldName("name")!.text, valueOf(child)]);
        // (`IFS= read -r line` splits what read reads, and nothing after it; what its value runs still runs.)
        else if (child.childForFieldName("name")?.text !== "IFS" || node?.childForFieldName("name")?.text !== "read") this.assignment(child.childForFieldName("name")?.text ?? "", valueOf(child), true);
        this.wordsOf(child, depth, feeds);
      } else if (child.type === "file_redirect") redirects.push(...this.redirect(child, depth, feeds, words));
      else if (child.type === "herestring_redirect") {
        stdinWord = child.firstNamedChild ? wordOf(child.firstNamedChild, this.context(depth, feeds)) : quotedWord("");
        stdinText = stdinWord.text;
      } else if (child.type === "heredoc_redirect") {
        const body = child.children.find((c) => c?.type === "heredoc_body");
        // A here-document that expands nothing is text, as a here-string is: a reader aye can judge gets it.
        if (body && body.namedChildren.every((c) => c?.type === "heredoc_content")) heredoc = body.text;
        else heredoc = null;
        // bash ends it at the first line that is the delimiter with its quotes removed (`E"O"F` ends at EOF), where
        // tree-sitter may read on: the lines between would run unseen.
        const delimiter = (child.children.find((c) => c?.type === "heredoc_start")?.text ?? "").replace(/["'\\]/g, "");
        const tabs = child.child(0)?.text === "<<-";
        const lines = (body?.text ?? "").split("\n").map((l) => (tabs ? l.replace(/^\t+/, "") : l));
        if (child.children.find((c) => c?.type === "heredoc_end")?.text !== delimiter || lines.includes(delimiter)) this.unclear.add("a here-document whose end bash may find elsewhere");
        this.wordsOf(child, depth, feeds);
        // tree-sitter puts what follows `<<EOF` on its line inside the here-document's node: redirections
        // (`cat <<'EOF' > notes.md`) are this command's, a list (`&& make`) is more commands, and a pipe
        // (`| sh`) is more commands that read what this one prints, which the parse does not wire: unclear.
        for (const part of child.namedChildren) {
          if (!part || /^heredoc_(?:start|body|end)$/.test(part.type)) continue;
          if (part.type === "file_redirect") redirects.push(...this.redirect(part, depth, feeds, words));
          else {
            if (part.type === "pipeline" && part.child(0)?.type === "|") this.unclear.add("a pipe after a here-document");
            after.push(part);
          }
        }
      } else words.push(...this.word(child.type === "command_name" ? child.firstNamedChild! : child, depth, feeds));
    }
    // `bash <<< "$(echo Z2l0IHN0YXR1cw== | base64 -d)"`: a script the shell reads from a here-string aye decoded.
    if (stdinWord?.decoded && !stdinWord.dynamic && heredoc === undefined && SCRIPT_SHELLS.test(programName(words[0]?.text ?? "")) && readsAsBash(programName(words[0]!.text), stdinWord.text) && words.slice(1).every((w) => !w.dynamic && SCRIPT_FLAGS.test(w.text)) && !redirects.length && !after.length) {
      const shell = { argv: words.map((w) => w.text), dynamic: words.map(() => false), redirects: [], stdinFrom: [], argsFrom: feeds, stdinText: `${stdinWord.text}\n`, decoded: this.described(stdinWord.decoded) };
      return this.script(shell.stdinText, depth + 1, shell);
    }
    if (heredoc !== undefined) {
      const reader = programName(words[0]?.text ?? "");
      // A shell reading its script from a here-document that expands nothing (`bash <<'EOF' … EOF`) runs that
      // script, as `sh -c` does: judged as the commands it is, where nothing else is given the shell.
      if (heredoc !== null && SHELLS.test(reader) && readsAsBash(reader, heredoc) && words.slice(1).every((w) => !w.dynamic && /^-[a-zA-Z]+$|^[+-]o$|^pipefail$|^errexit$|^nounset$/.test(w.text)) && !redirects.length && !after.length) {
        return this.script(heredoc, depth + 1);
      }
      if (heredoc !== null && (TEXT_READERS.test(reader) || DATA_READERS.test(reader))) stdinText = heredoc;
      else this.unclear.add(DESCRIBED.heredoc_redirect!);
    }
    // `set -a`, `set -o allexport`, `shopt -so allexport`: every assignment after is exported; `set -k`: so is every
    // NAME=value among a command's words (`git fetch GIT_SSH_COMMAND=…`).
    if (/^(?:set|shopt)$/.test(words[0]?.text ?? "") && words.some((w) => (words[0]!.text === "set" && /^-[a-zA-Z]*a/.test(w.text)) || w.text === "allexport")) this.exportsAll = true;
    if (words[0]?.text === "set" && words.some((w) => /^-[a-zA-Z]*k/.test(w.text) || w.text === "keyword")) this.keywords = true;
    else if (this.keywords) for (const w of words.slice(1)) {
      const set = /^([A-Za-z_]\w*)=(.*)$/s.exec(w.text);
      if (set) this.assignment(set[1]!, set[2]!, true);
    }
    // bash's old arithmetic, `$[…]`, runs what a value read when the line runs holds, as `$((…))` does.
    if (node?.text.includes("$[")) this.unclear.add("arithmetic bash may run as code (`$[…]`)");
    for (const [name, value] of toolArgs) {
      const added = withToolArgs(name, value, words);
      this.assigned.add(name);
      if (added) words.splice(0, words.length, ...added);
      else this.assignment(name, value, true);
    }
    // What follows runs after this command, and is recorded after it.
    const ran = this.finish(words, redirects, feeds, stdinText, depth);
    // (Decoded text anywhere in the command, a redirection's target too: `echo > "$f"`, f decoded.)
    const decoded = this.decodings[decodedBefore];
    if (decoded) for (const c of ran) c.decoded ??= this.described(decoded);
    return [...ran, ...after.flatMap((part) => this.walk(part, depth))];
  }

  /**
   * `for f in WORDS; do …; done` and `while read -r f; do …; done`: the list's substitutions, the condition, and the
   * body twice over (what one round writes, the next may run), with `$f` known only when the line runs. A list of
   * words none of which can start with a dash (`src/*.ts`, `a b`) gives `$f` no option; any other list (`*`, `$(ls)`)
   * makes it a word that may be any option, and a value arithmetic may run.
   */
  private loop(node: Node, depth: number): SimpleCommand[] {
    const found: SimpleCommand[] = [];
    const name = node.childForFieldName("variable")?.text;
    // Run once for each file a pattern or a command lists, or each line read, as `find -exec` runs its command.
    let each = name === undefined;
    let items: Word[] = [];
    if (name !== undefined) {
      items = node.childrenForFieldName("value").flatMap((v) => (v ? this.word(v, depth, found) : []));
      const had = this.assigned.has(name);
      this.assignment(name, "\0(each word of its list)", false);
      this.values.set(name, null);
      const plain = items.length > 0 && items.every((w) => !w.dynamic && !w.text.startsWith("-") && !(hasGlob(w) && /^[*?[]/.test(w.pattern)));
      if (!plain) this.readValues = true;
      else if (!had && !this.settings.has(name)) this.assigned.delete(name);
      each = !plain || items.some(hasGlob);
    }
    for (const c of node.childrenForFieldName("condition")) if (c?.isNamed) found.push(...this.walk(c, depth));
    const body = node.childForFieldName("body");
    const from = this.commands.length;
    // A list of plain words, a few (`for d in dist build coverage; do rm -rf "./$d"; done`): the body once with each.
    const words = name !== undefined && !each && items.length <= 16 && items.every((w) => /^[\w@%+=:,./-]+$/.test(w.text)) ? items.map((w) => w.text) : undefined;
    if (body && words) {
      // (At least twice over, as any loop: what one round writes, the next may run.)
      for (const w of words.length === 1 ? [words[0]!, words[0]!] : words) {
        this.values.set(name!, w);
        found.push(...this.walk(body, depth));
      }
      this.values.set(name!, null);
    } else if (body) for (let round = 0; round < 2; round++) found.push(...this.walk(body, depth));
    if (each) for (const c of this.commands.slice(from)) c.repeated = true;
    return found;
  }

  /** What a bare `NAME=value` leaves `$NAME` holding: a plain word when it surely ran, else nothing known. */
  private remember(a: Node, depth: number): void {
    const name = a.childForFieldName("name")?.text ?? "";
    const value = a.childForFieldName("value");
    const word = value ? wordOf(value, { substitute: () => {}, unclear: () => {}, decode: (node) => decodedWord(node, this.decode(node, depth)) }) : bareWord("");
    // Only a statement of the line's own: one in a subshell, a pipe, a condition or a loop may not run, or not here.
    // (`sh -c 'G=echo'` sets it in another shell: depth > 0.)
    // (Nor one sent to the background, `out=dist &`: a subshell sets it there and this shell never sees it.)
    const plain = depth === 0 && a.parent?.type === "program" && a.nextSibling?.type !== "&" && !BASH_SETS.test(name) && !word.dynamic && /^[\w@%+=:,./ -]*$/.test(word.text) && !a.text.includes("+=");
    this.values.set(name, plain ? word.text : null);
    if (plain && word.decoded) this.decodedValues.set(name, word.decoded);
    else this.decodedValues.delete(name);
    if (word.dynamic) this.readValues = true;
  }

  /** A variable set by a `${NAME:=value}` expansion, to a value aye does not fold. */
  defaulted(name: string): void {
    this.assignment(name, "\0(a default)", false);
    this.readValues = true;
  }

  /**
   * A declaration's word that is no plain assignment: `export "$(echo NAME=value)"`, `declare -x $v`, `export "K=V"`.
   * Its text, once known, is judged as the assignment it is; a word made when the line runs may name any variable
   * (`npm_config_registry`, `NODE_OPTIONS`, `GIT_DIR`): unclear.
   */
  private declaredWords(words: Word[], exported: boolean): void {
    for (const w of words) {
      if (w.dynamic) this.unclear.add("a variable whose name is made when the line runs (`export $(…)`)");
      else if (/^[A-Za-z_]\w*(?:\[[^\]]*\])?=/s.test(w.text)) this.assignment(w.text.slice(0, w.text.indexOf("=")), w.text.slice(w.text.indexOf("=") + 1), exported);
    }
  }

  /** Judges `NAME=value`: given to programs (`exported`), or the shell's own (shell-vars.ts). */
  private assignment(name: string, value: string, exported: boolean): void {
    this.assigned.add(name.replace(/\[.*$/s, ""));
    if (INDEX_CODE.test(value)) this.unclear.add(INDEX_WHY);
    const what = variableEffect(name, value, exported);
    if (what === "runs") this.unclear.add(`${name}, which makes the program run code the line does not show`);
    else if (what === "unknown") this.settings.add(name);
  }

  /**
   * One redirection. tree-sitter reads `> f x y` as a redirection to f, x and
   * y, where bash writes to f and passes x and y to the command: they go to `words`.
   */
  private redirect(node: Node, depth: number, feeds: SimpleCommand[], words: Word[]): Redirect[] {
    const op = node.children.find((c) => c && !c.isNamed)?.text ?? ">";
    const [target, ...rest] = node.childrenForFieldName("destination").filter((d): d is Node => d !== null);
    for (const d of rest) words.push(...this.word(d, depth, feeds));
    if (!target) return [];
    // `2>&1`, `>&2`: a copy of another descriptor, not a file.
    if (/&$/.test(op) && /^\d+$|^-$/.test(target.text)) return [];
    const value = this.word(target, depth, feeds);
    return value.map((w) => ({ op, target: w.text }));
  }

  /** Substitutions anywhere under `node`: their commands run, and feed `feeds`. */
  private wordsOf(node: Node, depth: number, feeds: SimpleCommand[]) {
    substitutionsIn(node, this.context(depth, feeds));
  }

  /** The word(s) a word node stands for after quote removal and brace expansion. */
  private word(node: Node, depth: number, feeds: SimpleCommand[]): Word[] {
    // An unquoted `$OPTS` the line set to plain words is split into them, as bash splits it (`-a --delete --dry-run`).
    if (/^(?:simple_)?expansion$/.test(node.type)) {
      const name = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(node.text)?.[1] ?? "";
      const known = this.value(name);
      const decoded = known === undefined ? undefined : this.used(this.decodedValues.get(name));
      if (known === "" || known?.includes(" ")) return known.split(" ").filter(Boolean).map((w) => ({ ...quotedWord(w), ...(decoded ? { decoded } : {}) }));
      if (known !== undefined && decoded) return [{ ...quotedWord(known), decoded }];
    }
    const one = wordOf(node, this.context(depth, feeds));
    // An unquoted `$(…)` aye decoded is split as bash splits it (IFS is the default one: see toolsAsKnown); a glob in it is not followed.
    if (node.type === "command_substitution" && one.decoded && !one.dynamic) {
      if (/[*?[\]]/.test(one.text)) return [quotedWord(node.text, true)];
      return one.text.split(/[ \t\n]+/).filter(Boolean).map((w) => ({ ...quotedWord(w), decoded: one.decoded }));
    }
    return one.dynamic ? [one] : expandBraces(one);
  }

  /** What `$name` holds here, when aye knows; one set to decoded text only while it surely still holds it. */
  private value(name: string): string | undefined {
    if (this.decodedValues.has(name)) return this.constant(name);
    return this.values.get(name) ?? undefined;
  }

  /** A variable's value, when the line set it once to a constant and sets it in no other way (decoded.ts). */
  private constant(name: string): string | undefined {
    const value = this.values.get(name);
    return typeof value === "string" && !BASH_SETS.test(name) && setOnce(name, this.texts) ? value : undefined;
  }

  /** What a `$(…)` or `<(…)` prints, computed from constants by known decoders; undefined at any doubt, and past a few layers. */
  private decode(node: Node, depth: number): Decoded | undefined {
    if (depth >= MAX_LAYERS || !toolsAsKnown(this.texts, this.assigned)) return undefined;
    return printedBy(node.namedChildren.filter((c): c is Node => c !== null), { value: (name) => this.constant(name) });
  }

  /** Notes a use of decoded text, for the command it is read in. */
  private used(d: Decoded | undefined): Decoded | undefined {
    if (d) this.decodings.push(d);
    return d;
  }

  /** How a reason names decoded text. */
  private described(d: Decoded): string {
    return describe(d, shown);
  }

  /**
   * A pipeline's last command, when it is a shell reading its script from the stages before it and they only decode
   * constants (`echo … | base64 -d | sh`): the script, judged in its place as what the shell runs.
   */
  private decodedScript(found: SimpleCommand[], feeders: Node[], depth: number): SimpleCommand[] {
    const [shell] = found;
    // (Under xargs the shell is handed the text as its words, files to run, not as its script.)
    if (found.length !== 1 || !shell || shell.repeated || shell.stdinText !== undefined || shell.redirects.some((r) => r.op.startsWith("<"))) return found;
    if (!SCRIPT_SHELLS.test(programName(shell.argv[0] ?? "")) || shell.dynamic.some(Boolean) || !shell.argv.slice(1).every((a) => SCRIPT_FLAGS.test(a))) return found;
    if (depth >= MAX_LAYERS || !toolsAsKnown(this.texts, this.assigned)) return found;
    const d = pipedBy(feeders, { value: (name) => this.constant(name) });
    if (!d || d.other !== undefined || !readsAsBash(programName(shell.argv[0]!), d.text) || !this.commands.includes(shell)) return found;
    this.commands.splice(this.commands.indexOf(shell), 1);
    return this.script(d.text, depth + 1, { ...shell, decoded: this.described(d) });
  }

  /** What reading a word needs: substitutions walked as statements (their commands feed `feeds`), and a place for what is unclear. */
  private context(depth: number, feeds: SimpleCommand[]): WordContext {
    // What each substitution ran: a decoded one's commands print the word, they give the command none of its words.
    const ran = new Map<number, SimpleCommand[]>();
    return {
      substitute: (node) => {
        const inner = this.scoped(() => node.namedChildren.flatMap((c) => this.walk(c!, depth)));
        if (node.text.startsWith(">(")) for (const c of inner) this.readers.add(c);
        // bash waits for no process substitution: one that does not just read what it is given and end with it (a
        // sleep, a follower, a server) may live on after the line (`echo x > >(exec >/dev/null; sleep 86400; …)`).
        if (/^[<>]\(/.test(node.text)) {
          for (const c of inner) {
            const name = programName(c.argv[0] ?? "");
            // (So does a reader of what never ends: `>(wc -c < /dev/zero)`.)
            const endless = [...c.argv, ...c.redirects.map((r) => r.target)].some((a) => /^(?:if=)?\/dev\/(?:zero|u?random)$/.test(a));
            const lingers = endless || LINGERS.test(name) || (name === "tail" && c.argv.some((a) => /^-[a-zA-Z]*[fF]|^--follow/.test(a)));
            if (lingers || (node.text.startsWith(">(") && !STREAM_READERS.test(name) && c.argv.length > 0)) c.background = true;
          }
        }
        feeds.push(...inner);
        ran.set(node.id, inner);
      },
      unclear: (what) => this.unclear.add(DESCRIBED[what] ?? `a ${what.replaceAll("_", " ")}`),
      value: (name) => this.value(name),
      decodedValue: (name) => this.used(this.decodedValues.get(name)),
      decode: (node) => {
        const word = decodedWord(node, this.decode(node, depth));
        this.used(word?.decoded);
        for (const c of word ? (ran.get(node.id) ?? []) : []) if (feeds.includes(c)) feeds.splice(feeds.indexOf(c), 1);
        return word;
      },
    };
  }

  /** Builds the command from its words, unwrapping wrappers; what it finally runs is recorded. */
  private finish(words: Word[], redirects: Redirect[], feeds: SimpleCommand[], stdinText: string | undefined, depth: number): SimpleCommand[] {
    // (Only what bash itself reads as a variable's name evaluates an index: `declare 'a[$(x)]'`, `read`, `printf -v`,
    // and whatever hands its words to a shell. The JMESPath query the AWS and Azure CLIs take, with its literals in
    // backquotes, `aws … --query 'X[?Y==\`v\`]'`, is read by the CLI alone, which runs nothing.)
    const jmes = words.length > 0 && !words[0]!.dynamic && JMESPATH_CLI.test(words[0]!.text);
    const query = (w: Word, i: number) => jmes && !w.dynamic && (words[i - 1]?.text === "--query" || w.text.startsWith("--query="));
    if (words.some((w, i) => INDEX_CODE.test(w.text) && !query(w, i))) this.unclear.add(INDEX_WHY);
    const cmd: SimpleCommand = { argv: words.map((w) => w.text), dynamic: words.map((w) => w.dynamic), redirects, stdinFrom: [], argsFrom: feeds, stdinText };
    const decoded = words.find((w) => w.decoded && !w.dynamic)?.decoded;
    if (decoded) cmd.decoded = this.described(decoded);
    const runs = this.unwrapped(cmd, words, depth);
    for (const f of feeds) if (this.readers.has(f)) f.stdinFrom.push(...runs);
    return runs;
  }

  private unwrapped(cmd: SimpleCommand, words: Word[], depth: number): SimpleCommand[] {
    if (!cmd.argv.length) return this.record(cmd);
    const name = words[0]!;
    if (name.dynamic || hasGlob(name)) {
      this.unclear.add(`\`${shown(name.text)}\``);
      return this.record(cmd);
    }
    // `source <(echo … | base32 -d)`, `bash <(…)`: the script it reads, decoded, runs in this shell or another.
    const reader = programName(cmd.argv[0]!);
    if ((/^(?:source|\.)$/.test(cmd.argv[0]!) || SCRIPT_SHELLS.test(reader)) && words.length === 2 && words[1]!.dynamic && words[1]!.decoded && readsAsBash(reader, words[1]!.decoded.text)) {
      return this.script(words[1]!.decoded.text, depth + 1, { ...cmd, decoded: this.described(words[1]!.decoded) });
    }
    const how = unwrap(cmd.argv);
    if (!how) {
      const found = this.record(cmd);
      if (!/^(?:find|gfind|bfs)$/.test(programName(cmd.argv[0]!))) return found;
      return [...found, ...findExecs(cmd.argv).flatMap(([from, to]) => this.unwrapped({ ...slice(cmd, from, to), repeated: true, over: findStarts(cmd.argv) }, words.slice(from, to), depth))];
    }
    // `command -v x`, `sudo -v`: nothing else runs, but `exec > /dev/sda` still writes. Under xargs the words it
    // reads become the command (`… | xargs env` runs them): unclear.
    if ("nothing" in how) {
      if (cmd.repeated) this.unclear.add(`what xargs hands \`${shown(cmd.argv[0]!)}\` to run`);
      return this.record({ ...cmd, argv: [], dynamic: [], wrappers: [...(cmd.wrappers ?? []), cmd.argv] });
    }
    if ("runs" in how) {
      // `env NAME=value cmd`: the variables it sets are judged as a command's own are (strace's `-e trace=…` is no variable).
      for (const a of /^(?:env|sudo|doas)$/.test(programName(cmd.argv[0]!)) ? cmd.argv.slice(1, how.runs) : []) {
        const set = /^([A-Za-z_]\w*)=(.*)$/s.exec(a);
        if (set) this.assignment(set[1]!, set[2]!, true);
      }
      const inner = { ...slice(cmd, how.runs, cmd.argv.length), wrappers: [...(cmd.wrappers ?? []), cmd.argv.slice(0, how.runs)] };
      // xargs makes the rest of the command's words from what it reads.
      if (programName(cmd.argv[0]!) === "xargs") Object.assign(inner, { argsFrom: [...cmd.argsFrom, ...cmd.stdinFrom], repeated: true });
      return this.unwrapped(inner, words.slice(how.runs), depth);
    }
    const script = how.script.map((i) => words[i]!);
    // (A script another shell reads otherwise than bash, `sh -c 'a &>/dev/null b'`, is as unknown as text made when the
    // line runs: aye judges with bash's grammar.)
    if (!script.length || script.some((w) => w.dynamic) || !readsAsBash(programName(cmd.argv[0]!), script.map((w) => w.text).join(" "))) {
      // The script is written only when the line runs (`sh -c "$(curl …)"`): judged as the shell itself.
      this.unclear.add(`a script made when the line runs (\`${shown(cmd.argv.join(" "))}\`)`);
      return this.record(cmd);
    }
    return this.scoped(() => this.script(script.map((w) => w.text).join(" ").slice(how.skip ?? 0), depth + 1, cmd));
  }

  private record(given: SimpleCommand): SimpleCommand[] {
    const cmd = withGitAlias(given);
    // `builtin export X=…`, `command declare -x X=…` reach here as commands: their assignments are judged as exports are,
    // and a bare `export NAME` exports whatever NAME holds (set by `read` or `printf -v`): unknown unless a plain setting.
    if (/^(?:export|declare|typeset|local|readonly)$/.test(cmd.argv[0] ?? "") && (cmd.wrappers ?? []).length) {
      const exported = cmd.argv[0] === "export" || cmd.argv.some((a) => /^-[a-zA-Z]*x/.test(a));
      for (const [i, a] of cmd.argv.entries()) {
        const set = /^([A-Za-z_]\w*)=(.*)$/s.exec(a);
        if (set) this.assignment(set[1]!, set[2]!, exported);
        // (A name made when the line runs, `builtin export $(…)`, may be any variable.)
        else if (i > 0 && cmd.dynamic[i]) this.unclear.add("a variable whose name is made when the line runs (`export $(…)`)");
      }
    }
    if (cmd.argv[0] === "export") for (const a of cmd.argv.slice(1)) if (/^[A-Za-z_]\w*$/.test(a)) this.assignment(a, "\0(whatever it holds)", true);
    // A builtin that sets the variables its words name (`read PATH`, `printf -v PS4 …`, `mapfile BASH_CMDS`): each is
    // judged as set to what aye cannot know. A nameref made by a wrapped `declare -n` may name any of them.
    const setter = cmd.argv[0] ?? "";
    if (SETS_NAMED.test(setter) && (setter !== "printf" || cmd.argv.includes("-v"))) {
      this.readValues = true;
      for (const a of cmd.argv.slice(1)) {
        const name = /^([A-Za-z_]\w*)(?:\[.*\])?(?:[-+*/%]?=.*)?$/s.exec(a)?.[1];
        if (name) this.assignment(name, "\0(whatever it holds)", false);
      }
    }
    if (/^(?:declare|typeset|local)$/.test(setter) && cmd.argv.some((a) => /^[-+][a-zA-Z]*n/.test(a))) this.unclear.add("a nameref, through which any variable may be set");
    // A builtin that sets variables (`read G`, `unset G`, `printf -v G`): nothing is known of them after it.
    // (printf sets one only with -v: `x=$(printf '%s' gi t)` prints.)
    if (/^(?:read|mapfile|readarray|getopts|unset|declare|typeset|local|export|readonly|eval|source|\.|let|shift|set)$/.test(cmd.argv[0] ?? "") || (cmd.argv[0] === "printf" && cmd.argv.some((a) => /^-[a-zA-Z]*v/.test(a)))) for (const name of this.values.keys()) this.values.set(name, null);
    if (this.scopes.length) cmd.scopes = [...this.scopes];
    this.commands.push(cmd);
    return [cmd];
  }

  /** `:(){ :|:& };:` — a function whose body runs itself in a pipe or in the background. */
  private checkForkBomb(node: Node) {
    const name = node.childForFieldName("name")?.text;
    const body = node.childForFieldName("body");
    if (!name || !body) return;
    const calls = body.descendantsOfType("command_name").filter((n) => n?.text === name);
    const spawns = (n: Node) => n.parent?.parent?.type === "pipeline" || n.parent?.nextSibling?.type === "&";
    if (calls.some((n) => n && spawns(n))) this.forkBomb = true;
  }
}

/**
 * Where bash evaluates words as arithmetic: `$((…))`, `((…))`, `[[ a -eq b ]]`, `let`, `declare -i`, an array's index,
 * and `test -v`/`[ -v 'a[…]' ]`, whose index is arithmetic. (`[ -e "$f" ]`, `test -n "$x"` compare and look at files only.)
 */
const ARITHMETIC = /\(\(|\s-(?:eq|ne|lt|le|gt|ge)\s|\[\[\s+-v\s|\blet\s|\b(?:declare|typeset|local)\s+-\w*i|\$\{[!#]?\w+\[|\$\{!|\$\{\w+:(?![-=?+])|\b\w+\[[^\]]*\]=|(?:\btest|\[)\s[^\n;&|]*?-v\s|\bprintf\s.*%[-+ #0-9.]*[diouxXc]/;

/** Programs that outlast what they are given: they wait, follow or serve. */
const LINGERS = /^(?:sleep|yes|watch|nc|ncat|netcat|socat|inotifywait|entr|exec|wait|read)$/;
/** Programs that read a stream to its end and then stop: what `>(…)` is for (`tee >(sha256sum) > x`). */
const STREAM_READERS = /^(?:cat|tee|grep|egrep|fgrep|rg|sed|awk|gawk|sort|uniq|wc|head|tail|cut|tr|gzip|xz|zstd|bzip2|sha1sum|sha256sum|sha512sum|md5sum|b2sum|jq|logger|ts|less|column)$/;

/** Builtins that set variables named by their words. */
const SETS_NAMED = /^(?:read|mapfile|readarray|printf|getopts|let|wait)$/;

/** Text from the line as a reason quotes it: control characters made visible (reasons reach a terminal), long text cut. */
function shown(text: string): string {
  const visible = text.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
  return visible.length > 60 ? `${visible.slice(0, 59)}…` : visible;
}

/** The wrapped part of a command: argv[from, to), reading and writing what the wrapper does. */
function slice(cmd: SimpleCommand, from: number, to: number): SimpleCommand {
  const { redirects, stdinFrom, argsFrom } = cmd;
  return { ...cmd, argv: cmd.argv.slice(from, to), dynamic: cmd.dynamic.slice(from, to), redirects: [...redirects], stdinFrom: [...stdinFrom], argsFrom: [...argsFrom] };
}

function inherit(inner: SimpleCommand, outer: SimpleCommand) {
  inner.stdinFrom.push(...outer.stdinFrom);
  inner.argsFrom.push(...outer.argsFrom);
  inner.redirects.push(...outer.redirects);
  inner.stdinText ??= outer.stdinText;
  inner.repeated ||= outer.repeated;
  inner.over ??= outer.over;
  inner.decoded ??= outer.decoded;
  inner.background ||= outer.background;
  inner.wrappers = [...(outer.wrappers ?? []), outer.argv, ...(inner.wrappers ?? [])];
}

/** Where `find` starts looking: the words before its first test or action (`.` when there are none). */
export function findStarts(argv: string[]): string[] {
  const starts: string[] = [];
  for (let i = findOptionsEnd(argv); i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith("-") || a === "(" || a === "!") break;
    starts.push(a);
  }
  return starts.length ? starts : ["."];
}

/** Where find's own options end (`-H`, `-L`, `-P`, `-O3`, `-D tree`): its starting points follow. */
export function findOptionsEnd(argv: string[]): number {
  let i = 1;
  while (i < argv.length && /^-(?:[HLP]|O\d*|D)$/.test(argv[i]!)) i += argv[i] === "-D" ? 2 : 1;
  return i;
}

/** Reduces `line` to the simple commands it runs, loading the parser on first use. */
export async function reduce(line: string, parse?: ParseShell): Promise<Reduction> {
  const reducer = new Reducer(parse ?? (await shellParser()));
  reducer.script(line, 0);
  // (What the line runs includes the text aye decoded from it: the checks below read that too.)
  const all = reducer.texts.length > 1 ? reducer.texts.join("\n") : line;
  // `${NAME:=value}`, `${NAME=value}` assign NAME when it is unset or empty (`: "${CDPATH:=/}"`).
  for (const m of all.matchAll(/\$\{([A-Za-z_]\w*)(?:\[[^\]]*\])?:?=/g)) reducer.defaulted(m[1]!);
  // `read x; [[ x -eq 0 ]]`: bash evaluates a variable's value as arithmetic there, and `a[$(cmd)]` in it runs cmd.
  // So is the output of a substitution there (`[[ $(cat n.csv) -eq 0 ]]`), and a name or offset made when the line runs.
  // (`$((1+2))` is arithmetic, no substitution: only a `$(` of a command counts.)
  if ((reducer.readValues || /\$\((?!\()|`/.test(all)) && ARITHMETIC.test(all)) reducer.unclear.add("arithmetic on a value read when the line runs, which bash may run as code");
  return { commands: reducer.commands, unclear: [...reducer.unclear], forkBomb: reducer.forkBomb, settings: [...reducer.settings], assigned: reducer.assigned };
}

/**
 * `git -c alias.lg='log --oneline' lg -5` is `git log --oneline -5`: an alias given on the line that names git's own
 * words (no `!`, which runs a shell), of plain words, is put in place of its name, and judged as what it is.
 */
function withGitAlias(cmd: SimpleCommand): SimpleCommand {
  if (cmd.argv[0] !== "git") return cmd;
  let i = 1;
  const aliases = new Map<string, number>();
  while (i < cmd.argv.length && cmd.argv[i]!.startsWith("-")) {
    const m = cmd.argv[i] === "-c" ? /^alias\.([\w-]+)=([\w .,:=%/@+-]*)$/i.exec(cmd.argv[i + 1] ?? "") : null;
    if (m && !cmd.dynamic[i + 1] && !m[2]!.trimStart().startsWith("!") && m[2]!.trim()) aliases.set(m[1]!.toLowerCase(), i);
    i += /^(?:-c|-C|--git-dir|--work-tree|--namespace|--exec-path|--config-env)$/.test(cmd.argv[i]!) ? 2 : 1;
  }
  const at = aliases.get((cmd.argv[i] ?? "").toLowerCase());
  if (at === undefined || cmd.dynamic[i]) return cmd;
  const words = cmd.argv[at + 1]!.slice(cmd.argv[at + 1]!.indexOf("=") + 1).trim().split(/\s+/);
  const argv = [...cmd.argv.slice(0, at), ...cmd.argv.slice(at + 2, i), ...words, ...cmd.argv.slice(i + 1)];
  const dynamic = [...cmd.dynamic.slice(0, at), ...cmd.dynamic.slice(at + 2, i), ...words.map(() => false), ...cmd.dynamic.slice(i + 1)];
  return { ...cmd, argv, dynamic };
}

/**
 * Every simple command `line` would run, as argv words after quote removal,
 * with wrappers unwrapped (`sudo -E npm i x` gives `npm i x`); undefined when
 * the line cannot be reduced to plain simple commands (a function, a loop, a
 * command named by a variable, a syntax error).
 */
export async function simpleCommands(line: string): Promise<string[][] | undefined> {
  let reduced: Reduction;
  try {
    reduced = await reduce(line);
  } catch {
    // Nested past the parser's stack, say: not plain simple commands either.
    return undefined;
  }
  return reduced.unclear.length ? undefined : reduced.commands.filter((c) => c.argv.length).map((c) => c.argv);
}
