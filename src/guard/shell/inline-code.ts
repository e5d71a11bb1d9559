/**
 * Whether a line of code given to an interpreter (`python3 -c`, `node -e`,
 * `ruby -e`, `Rscript -e`, `julia -e`) only reads: every name it uses is one
 * this table knows to print or look something up, a module it imports asked
 * only for its version, or a name the code itself binds. Anything else, and any
 * escape hatch (`__import__`, backticks, `eval`), is unknown: a reason to ask.
 */

interface Language {
  /** Names that only compute or print, and keywords. */
  names: Set<string>;
  /** Dotted names that only read, by their first part (`sys` → version, path…); `*` allows any rest. */
  modules: Record<string, string[]>;
  /** How the code imports a module, its name in the group `m`. */
  imports: RegExp;
  /** How the code binds a name of its own, in the group `v`. */
  binds: RegExp;
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** What any module may be asked: its version and where it lives. */
const VERSION_ONLY = ["__version__", "VERSION", "version", "__file__", "__path__", "version_info", "get_version"];

/** What an ML library may be asked of the machine's accelerators (`torch.cuda.is_available()`): it only looks. */
const DEVICE_QUERIES = ["cuda.is_available", "cuda.device_count", "cuda.get_device_name", "cuda.current_device", "cuda.is_initialized", "backends.mps.is_available", "backends.mps.is_built", "backends.cudnn.version", "backends.cudnn.is_available", "version.cuda", "config.list_physical_devices", "test.is_built_with_cuda", "devices", "default_backend"];

/** Names that act wherever they are reached: a process, a file removed or written, a module that does either. */
const ACTS_BY_NAME = /^(?:os|posix|nt|subprocess|shutil|socket|ctypes|system|popen\w*|spawn\w*|posix_spawnp?|exec[lv]p?e?|fork\w*|remove\w*|unlink|rmdir|rmtree|rename|replace|kill\w*|write\w*|truncate|chmod|chown|makedirs|mkdir|symlink|link)$/;

/** Methods of strings, lists and mappings that compute a value. */
const METHODS = words("join split strip rstrip lstrip upper lower title format startswith endswith keys values items get count index replace read readlines decode encode sort copy toString trim slice includes forEach map filter isDirectory isFile size length lines grep first last uniq sort_by each_line readdirSync readFileSync existsSync statSync lstatSync");

const PYTHON: Language = {
  names: words(`import from as with for in if else elif not and or is None True False print len str repr int float bool sorted
    list dict set tuple type format sum min max any all enumerate range zip map filter round abs isinstance open sep end flush`),
  modules: {
    sys: ["version", "version_info", "executable", "path", "platform", "prefix", "base_prefix", "exec_prefix", "maxsize", "implementation", "byteorder", "argv", "flags", "getdefaultencoding", "getfilesystemencoding", "getrecursionlimit", "modules"],
    platform: ["*"],
    os: ["getcwd", "getenv", "environ", "name", "sep", "linesep", "cpu_count", "getpid", "path", "walk", "listdir", "scandir", "stat", "lstat", "getuid", "getgid", "uname"],
    json: ["dumps", "loads", "load"],
    // (ast parses and prints source; it runs none of it: literal_eval takes literals only.)
    ast: ["parse", "dump", "literal_eval", "unparse", "walk", "get_docstring"],
    tomllib: ["load", "loads"],
    tomli: ["load", "loads"],
    importlib: ["metadata"],
    site: ["getsitepackages", "getusersitepackages", "ENABLE_USER_SITE"],
    sysconfig: ["get_paths", "get_path", "get_config_var", "get_python_version", "get_platform"],
    locale: ["getpreferredencoding", "getlocale"],
    ssl: ["OPENSSL_VERSION", "OPENSSL_VERSION_INFO"],
    struct: ["calcsize"],
    math: ["*"],
    // (shutil's other names copy, move and delete.)
    shutil: ["disk_usage", "which", "get_terminal_size"],
    base64: ["b64decode", "b64encode", "urlsafe_b64decode", "urlsafe_b64encode", "b32decode", "b16decode"],
  },
  imports: /(?:^|[;\n]\s*)(?:import\s+(?<m>[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*)|from\s+(?<f>[\w.]+)\s+import\s+(?<n>[\w, ]+))/g,
  binds: /(?:^|[;\n(]\s*)(?<v>[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=(?!=)|\bas\s+(?<a>[A-Za-z_]\w*)|\bfor\s+(?<f>[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+in\b/g,
};

const NODE: Language = {
  // (require.resolve finds where a module is and loads none of it.)
  names: words("console log error info JSON stringify parse Object keys values entries Array isArray String Number Boolean Math const let var require resolve typeof null undefined true false for of if else Buffer from"),
  // fs only as far as it reads, each call given a path in the folder (FS_READ_CALL).
  modules: { process: ["version", "versions", "platform", "arch", "execPath", "cwd", "env", "release", "argv"], os: ["*"], path: ["*"], JSON: ["*"], Object: ["*"], Math: ["*"], console: ["log", "error", "info", "dir", "table"], fs: ["readdirSync", "readFileSync", "existsSync", "statSync", "lstatSync"] },
  imports: /\b(?:const|let|var)\s+(?<m>\w+)\s*=\s*require\(\s*S\s*\)/g,
  binds: /\b(?:const|let|var)\s+(?<v>\w+)\s*(?:=|of\b)|(?<a>\w+)\s*=>/g,
};

const RUBY: Language = {
  names: words("puts p print pp require to_s inspect nil true false folder_read"),
  modules: { Gem: ["VERSION"], RbConfig: ["CONFIG"], YAML: ["load_file", "safe_load_file", "safe_load"], JSON: ["parse", "pretty_generate", "generate"] },
  imports: /\brequire\s+S/g,
  binds: /(?:^|[;\n]\s*)(?<v>[a-z_]\w*)\s*=(?!=)/g,
};

/** Perl's builtins that compute or print; `my` binds a variable, whatever its sigil. */
const PERL: Language = {
  names: words("print say printf sprintf join map grep chr ord reverse uc lc ucfirst lcfirst length scalar split sort keys values abs int sqrt substr index rindex my for foreach if elsif else unless last next x eq ne lt gt le ge cmp and or not defined exists _ a b"),
  modules: {},
  imports: /\buse\s+(?<m>[\w:]+)/g,
  binds: /\bmy\s*[$@%](?<v>\w+)|\bmy\s*\(\s*(?<l>[$@%]\w+(?:\s*,\s*[$@%]\w+)*)\s*\)/g,
};

const R: Language = {
  names: words("sessionInfo print cat library require packageVersion installed.packages R.version R.version.string version getRversion Sys.getenv Sys.info sessionInfo .libPaths TRUE FALSE NULL"),
  modules: {},
  imports: /\blibrary\((?<m>\w+)\)/g,
  binds: /(?:^|[;\n]\s*)(?<v>[A-Za-z.]\w*)\s*<-/g,
};

const JULIA: Language = {
  names: words("using import println print versioninfo VERSION Pkg status nothing true false"),
  modules: { Pkg: ["status", "project", "dependencies"], Sys: ["*"], Base: ["VERSION"] },
  imports: /\b(?:using|import)\s+(?<m>[\w, ]+)/g,
  binds: /(?:^|[;\n]\s*)(?<v>[a-z_]\w*)\s*=(?!=)/g,
};

/** The language of an interpreter, by its name. */
export function languageOf(program: string): Language | undefined {
  if (/^python[\d.]*$|^pypy[\d.]*$/.test(program)) return PYTHON;
  if (/^(?:node|nodejs)$/.test(program)) return NODE;
  if (program === "ruby") return RUBY;
  if (/^perl[\d.]*$/.test(program)) return PERL;
  if (program === "Rscript") return R;
  if (program === "julia") return JULIA;
  return undefined;
}

/** String literals, each replaced by `S`: what they hold is data unless a call uses it, and every call is judged. */
const STRINGS = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

/** Escape hatches in any of these languages: dunder names, shell backticks, `%x`, evaluation of text, a call of an index (`x['exec'+'Sync'](…)`). */
const HATCH = /`|%x|\]\s*\(|\b__(?!version__|file__|name__|path__)\w+__|\b(?:eval|exec|compile|getattr|setattr|globals|locals|vars|system|spawn|popen|Function|import\(|instance_eval|send|Kernel|IO|File|Dir|FileUtils|Process|process\.(?:exit|kill|binding|dlopen|chdir)|constructor|prototype|__proto__)\b|\bfile\s*=\s*["']/;

/** Ruby's calls that read a path of the folder: `Dir["lib/*.rb"]`, `Dir.glob(…)`, `File.read(…)`, `File.exist?(…)`. */
const RUBY_READ = /\b(?:Dir(?:\.(?:glob|children|entries))?\s*[[(]|File\.(?:read|readlines|exist\?|file\?|directory\?|size|basename|extname)\s*\(?)\s*(["'])([^"'\\]*)\1\s*[\])]?/g;
/** A path of the folder as written: relative, no `..`, no home. */
const FOLDER_ONLY = /^(?!\/|~|.*(?:^|\/)\.\.(?:\/|$))[\w./@*{}, -]*$/;

/** An f-string (Python's `f'…{x}…'`, `rf"…"`), whose fields run as code. */
const F_STRING = /(?<![\w])(?:[fF][rR]?|[rR][fF])(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g;

/** fs's reading calls, each given one literal path (and an encoding): a path in the folder, no `..`, no home. */
const FS_READ_CALL = /\b(?:readdirSync|readFileSync|existsSync|statSync|lstatSync)\s*\(/g;
const FOLDER_PATH = /^\s*(["'])(?!\/|~|\.\.?\/\.\.|.*(?:^|\/)\.\.(?:\/|\1))[\w./@ -]*\1\s*(?:,\s*(["'])[\w-]+\2\s*)?\)/;

/** Whether every fs call of the code reads, and reads a path of the folder given as it is. */
function readsFolderOnly(code: string): boolean {
  return [...code.matchAll(FS_READ_CALL)].every((m) => FOLDER_PATH.test(code.slice(m.index! + m[0].length)));
}

/** Whether `code`, in `lang`, only reads (see the top of this file). */
export function readsOnly(code: string, lang: Language): boolean {
  // (Ruby runs what `#{…}` holds inside a string, where the strings' contents are not judged; Perl what `@{[…]}`, `${\…}`
  // and a subscript, `"$x[…]"`, `"$h{…}"`, hold; and its `<…>` reads a file, a glob or the files it is given.)
  if (lang === RUBY && /#\{/.test(code)) return false;
  if (lang === PERL && (/[@$]\{|[$@]\w+\s*(?:\[|\{|->)|<[^<>=\s]*>|\bq[qwrx]?\s*[^\w\s;,)]/.test(code) || /(?:^|[^\w$])(?:s|y|tr|m)\s*[^\w\s;,)=]/.test(code.replace(STRINGS, "S")))) return false;
  // Ruby's readers of the folder (`Dir["lib/*.rb"]`, `File.read("Gemfile")`), each given a path of it as written, are
  // judged as the names they are; any other use of File or Dir stays an escape hatch.
  // (A regex given alone to a call, `.grep(/rails/)`, is data: its `#{…}` is refused above.)
  if (lang === RUBY) code = code.replace(RUBY_READ, (m, _q, path: string) => (FOLDER_ONLY.test(path) ? "folder_read" : m)).replace(/\(\s*\/(?:[^/\\\n]|\\.)+\/[imxo]*\s*\)/g, "('')");
  // (Python's platform.system() names the operating system: no escape hatch.)
  if (code.length > 2000 || HATCH.test(lang === PYTHON ? code.replace(/\bplatform\.system\s*\(\s*\)/g, "platform.machine()") : code)) return false;
  // A module named in a string is still judged: require('child_process') is no reading.
  const literals = code.match(STRINGS) ?? [];
  // (fs only where each of its calls reads a path of the folder, given as it is: `fs.readdirSync('dist')`.)
  if (lang === NODE && !readsFolderOnly(code)) return false;
  const fs = lang === NODE ? "" : "fs|";
  if (literals.some((l) => new RegExp(`^["'](?:node:)?(?:${fs}child_process|net|http|https|http2|dgram|worker_threads|vm|cluster|inspector|module|v8|repl|readline|tls)(?:\\/\\w+)?["']$`).test(l))) return false;
  // A file of the project's required runs as code, whatever its name says (`require('./fix.csv')`); a JSON file is data.
  if (lang === NODE && [...code.matchAll(/\brequire\s*\(\s*(["'])([^"']*)\1\s*\)/g)].some((m) => /^[./~]/.test(m[2]!) && !/^\.\/(?!.*\.\.)[\w./@-]+\.json$/.test(m[2]!))) return false;
  // An f-string's fields are code: each is judged as the rest is, its format left out.
  const text = code.replace(F_STRING, (m) => ` ${[...m.matchAll(/\{([^{}]*)\}/g)].map((f) => `(${f[1]!.replace(/(?:![rsa])?(?::[\w.,<>^=+\- #%]*)?$/, "")})`).join(" ")} `).replace(STRINGS, "S");
  // open() reads when it is given a literal and no mode, or a mode that reads.
  if (lang === PYTHON && /\bopen\b/.test(text) && [...code.matchAll(/\bopen\b\s*(\()?(?:\s*(["'])[^"'\n]*\2\s*(?:,\s*(["'])r[bt]?\3\s*)?\))?/g)].some((m) => !m[1] || m[2] === undefined)) return false;
  const bound = new Set<string>();
  const third = new Set<string>();
  for (const m of text.matchAll(lang.imports)) {
    const g = m.groups ?? {};
    const from = g.f?.split(".")[0];
    if (from === undefined) {
      // `import numpy as np`: both names are the module (the first is read as a word of the code too).
      for (const name of (g.m ?? "").split(",").flatMap((s) => s.trim().split(/\s+as\s+/).map((n) => n.split(".")[0]!))) if (name && !lang.modules[name]) third.add(name);
      continue;
    }
    // `from os import getcwd`: a name the module's row allows is bound; another stays unknown.
    const allowed = lang.modules[from] ?? VERSION_ONLY;
    for (const [name, alias] of (g.n ?? "").split(",").map((s) => s.trim().split(/\s+as\s+/))) if (name && (allowed.includes("*") || allowed.includes(name))) bound.add(alias ?? name);
  }
  for (const m of text.matchAll(lang.binds)) for (const v of Object.values(m.groups ?? {})) for (const n of (v ?? "").split(",")) if (n.trim()) bound.add(n.trim());
  // A JSON file of the folder required is data: any field of it reads (`const p = require('./package.json'); p.scripts`).
  const data = new Set(lang === NODE ? [...code.matchAll(/\b(?:const|let|var)\s+(\w+)\s*=\s*require\(\s*(["'])\.\/[\w./@-]+\.json\2\s*\)/g)].map((m) => m[1]!) : []);
  for (const name of data) third.delete(name);
  // Each dotted name, unless it follows a `.` (a method of what came before: judged by METHODS).
  for (const m of text.matchAll(/(?<![\w.])([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)|\.([A-Za-z_]\w*)(?=\s*(\()?)/g)) {
    // After a call or a literal: an attribute only reads; a method must be one that computes.
    if (m[2] !== undefined) {
      if (m[3] && !METHODS.has(m[2])) return false;
      continue;
    }
    const [head, ...rest] = m[1]!.split(".");
    if (head === "S") continue;
    if (lang.modules[head!]) {
      const allowed = lang.modules[head!]!;
      if (rest.length && !allowed.includes("*") && !allowed.includes(rest[0]!)) return false;
      // Past the attribute allowed, a module reached through it acts as itself (`os.path.os.posix_spawn`, `platform.os`).
      // (The attribute allowed is itself: `sys.platform` is a string, `platform.system()` names the OS.)
      const past = allowed.includes("*") || allowed.includes(rest[0] ?? "") ? rest.slice(1) : rest;
      if (past.some((r) => lang.modules[r] || ACTS_BY_NAME.test(r))) return false;
      continue;
    }
    if (data.has(head!)) {
      // (Its fields are no functions: a call is a method of what they hold.)
      if (rest.length && /^\s*\(/.test(text.slice(m.index! + m[0].length)) && !METHODS.has(rest.at(-1)!)) return false;
      continue;
    }
    if (third.has(head!)) {
      if (rest.length && !VERSION_ONLY.includes(rest[0]!) && !DEVICE_QUERIES.includes(rest.join("."))) return false;
      continue;
    }
    if (bound.has(head!)) {
      if (rest.some((r) => !METHODS.has(r))) return false;
      continue;
    }
    if (lang.names.has(m[1]!) || (lang.names.has(head!) && rest.every((r) => lang.names.has(r) || METHODS.has(r)))) continue;
    // A constant (RUBY_VERSION, RUBY_PLATFORM) only reads.
    if (/^[A-Z][A-Z0-9_]+$/.test(m[1]!)) continue;
    return false;
  }
  return true;
}
