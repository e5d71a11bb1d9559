/**
 * The dependencies a Python project declares, read from its manifests' dependency lists (not any word of them: a
 * keyword, a description's word or a setting's name is no dependency): requirements files' lines, pyproject's
 * `[project] dependencies`, `[project.optional-dependencies]`, `[dependency-groups]`, pdm's and uv's dev lists,
 * `[tool.poetry.*dependencies]` keys, setup.cfg's `install_requires` and `extras_require`, Pipfile's packages. A
 * dependency given by a file or an address (`acme-auth @ file:///opt/acme`, `{ path = "../x" }`, `git+https://…`) is
 * not the index's: installed by its name, it would come from whoever holds that name there.
 */

/** How a project asks for a package: from the index, or from a file, a folder or an address of its own. */
export type Source = "index" | "direct";

/** Package names as the index compares them: `Foo_Bar.baz` is `foo-bar-baz`. */
export const normalName = (name: string) => name.toLowerCase().replace(/[-_.]+/g, "-");

/** A PEP 508 requirement's name, and whether it names a file or an address (`name @ url`, `git+…`, a path). */
function requirement(text: string): [string, Source] | undefined {
  const t = text.trim();
  if (/^(?:git\+|hg\+|svn\+|bzr\+|[a-z]+:\/\/|\.|\/|~)/i.test(t)) return undefined;
  const m = /^([A-Za-z0-9][\w.-]*)\s*(\[[^\]]*\])?\s*(@)?/.exec(t);
  return m ? [m[1]!, m[3] || /:\/\//.test(t) ? "direct" : "index"] : undefined;
}

/** A requirements file's lines: each line's first token, past its options and comments. */
function requirementsLines(text: string, add: (name: string, source: Source) => void): void {
  for (const raw of text.split("\n")) {
    const line = raw.replace(/(?:^|\s)#.*$/, "").trim();
    if (!line || line.startsWith("-")) continue;
    const r = requirement(line);
    if (r) add(...r);
  }
}

/** The quoted strings of a TOML value (one line or an array over several). */
const strings = (value: string) => [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? "");

/** Sections whose every key is a list of requirements, and keys that are one wherever their section. */
const LIST_SECTIONS = /^(?:project\.optional-dependencies|dependency-groups|tool\.pdm\.dev-dependencies)$/;
const LIST_KEYS: Record<string, RegExp> = { project: /^dependencies$/, "tool.uv": /^(?:dev-dependencies|constraint-dependencies|override-dependencies)$/ };
/** Sections whose keys are package names (poetry's, Pipfile's), their values a version or a table. */
const NAME_SECTIONS = /^(?:tool\.poetry\.(?:dev-)?dependencies|tool\.poetry\.group\.[\w.-]+\.dependencies|packages|dev-packages)$/;

/** pyproject.toml's and Pipfile's dependency lists. */
function tomlDeps(text: string, add: (name: string, source: Source) => void): void {
  let section = "";
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\s#.*$/, "");
    const head = /^\s*\[\s*([^\]]+?)\s*\]\s*$/.exec(line);
    if (head) {
      section = head[1]!.replace(/["']/g, "");
      // (`[tool.poetry.dependencies.acme]`: a table of its own, with a path or a git address maybe.)
      const sub = /^tool\.poetry\.(?:(?:dev-)?dependencies|group\.[\w.-]+\.dependencies)\.([\w.-]+)$/.exec(section);
      if (sub) add(sub[1]!, "direct");
      continue;
    }
    const kv = /^\s*["']?([\w.-]+)["']?\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    let value = kv[2]!;
    // An array over several lines: up to its closing bracket.
    if (value.trimStart().startsWith("[")) while (!/\]\s*$/.test(value) && i + 1 < lines.length) value += `\n${lines[++i]!.replace(/\s#.*$/, "")}`;
    if (LIST_SECTIONS.test(section) || LIST_KEYS[section]?.test(kv[1]!)) {
      for (const s of strings(value)) {
        const r = requirement(s);
        if (r) add(...r);
      }
    } else if (NAME_SECTIONS.test(section) && kv[1] !== "python") {
      add(kv[1]!, /\b(?:path|git|url|file|develop|editable)\s*=/.test(value) ? "direct" : "index");
    }
  }
}

/** setup.cfg's `install_requires`, `setup_requires`, `tests_require` and `[options.extras_require]`, each with its indented lines. */
function setupCfgDeps(text: string, add: (name: string, source: Source) => void): void {
  let section = "";
  let listing = false;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/(?:^|\s)[#;].*$/, "");
    const head = /^\s*\[\s*([^\]]+?)\s*\]\s*$/.exec(line);
    if (head) {
      section = head[1]!;
      listing = false;
      continue;
    }
    const kv = /^(\S[^=:]*?)\s*[=:]\s*(.*)$/.exec(line);
    if (kv) {
      listing = section === "options.extras_require" || (section === "options" && /^(?:install_requires|setup_requires|tests_require)$/.test(kv[1]!));
      if (listing) requirementsLines(kv[2]!.split(";")[0]!, add);
    } else if (listing && /^\s+\S/.test(line)) requirementsLines(line, add);
  }
}

/**
 * The packages the manifests' texts declare, each with how it asks for it; `file` says which kind each text is
 * (`requirements-dev.txt`, `pyproject.toml`, `setup.cfg`, `Pipfile`). A name asked for from a file or an address
 * anywhere stays "direct".
 */
export function pythonDeps(manifests: { file: string; text: string }[]): Map<string, Source> {
  const found = new Map<string, Source>();
  const add = (name: string, source: Source) => {
    const key = normalName(name);
    if (found.get(key) !== "direct") found.set(key, source);
  };
  for (const { file, text } of manifests) {
    if (/\.(?:txt|in)$/i.test(file)) requirementsLines(text, add);
    else if (/(?:^|\/)(?:pyproject\.toml|Pipfile)$/i.test(file)) tomlDeps(text, add);
    else if (/(?:^|\/)setup\.cfg$/i.test(file)) setupCfgDeps(text, add);
  }
  return found;
}
