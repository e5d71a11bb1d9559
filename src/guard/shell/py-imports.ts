/**
 * `python -c` and `python -m` put the folder they run in first on sys.path: a module of the project there is imported
 * before any installed one (`python3 -c "import app"` runs app/__init__.py; `python3 -m pydoc app` imports app to
 * document it), and a file named like a standard module (`json.py`, `subprocess.py`) is imported in its place by
 * whatever imports that module. Either is the project's code running, which aye has not read.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { isFile, isFolder } from "./files.ts";
import { programName } from "./wrappers.ts";
import { STDLIB_MODULES } from "./python-stdlib.ts";

/** Interpreters that put the working folder first on sys.path for `-c` and `-m`. */
const PYTHON = /^(?:python[\d.]*|pypy[\d.]*)$/;

/** Options of the interpreter that take a value. */
const VALUED = /^-[WX]$|^--check-hash-based-pycs$/;

/**
 * The modules a piece of Python code imports, dotted (`import a.b as c, d`: a.b and d; `from e.f import g`: e.f.g, g
 * may be a module; `__import__("h")`).
 */
export function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\n:]|\bthen\b)\s*import\s+([\w., \t]+)/g)) names.push(...m[1]!.split(",").map((n) => n.trim().split(/\s+/)[0]!));
  for (const m of code.matchAll(/(?:^|[;\n:])\s*from\s+([\w.]+)\s+import\s+(\w+)/g)) names.push(`${m[1]}.${m[2]}`);
  for (const m of code.matchAll(/(?:__import__|import_module|find_spec|run_module)\(\s*["']([\w.]+)["']/g)) names.push(m[1]!);
  return names.filter((n) => /^[A-Za-z_][\w.]*$/.test(n));
}

/** Whether `dir` holds a module `name` Python would import from it (a file, a package, a compiled one). */
function moduleIn(dir: string, name: string, namespace: boolean, entries: () => string[]): boolean {
  if (isFile(join(dir, `${name}.py`)) || isFile(join(dir, `${name}.pyc`)) || isFile(join(dir, name, "__init__.py"))) return true;
  // (A folder with no __init__.py is a namespace package: imported only when no other place has the name.)
  if (namespace && isFolder(join(dir, name))) return true;
  return entries().some((e) => e.startsWith(`${name}.`) && /\.(?:so|pyd)$/.test(e));
}

/**
 * Why a Python run in `dir` imports the project's code, if it does: the modules it names are the folder's, or the
 * folder shadows a standard module. Undefined for any other program, and under `-I` or `-P`, which keep the folder
 * off sys.path.
 */
export function importsProject(argv: string[], dir: string): string | undefined {
  if (!PYTHON.test(programName(argv[0] ?? ""))) return undefined;
  const args = argv.slice(1);
  let at = 0;
  for (; at < args.length; at++) {
    const a = args[at]!;
    if (/^-[a-zA-Z]*[IP]/.test(a) && !/^-[cmWX]/.test(a)) return undefined;
    if (VALUED.test(a)) at++;
    else if (!a.startsWith("-") || /^-[a-zA-Z]*[cm]/.test(a) || a === "-" || a === "--") break;
  }
  const first = args[at] ?? "";
  const glued = /^-[a-zA-Z]*?([cm])(.*)$/.exec(first);
  if (!glued) return undefined;
  const [, flag, rest] = glued as unknown as [string, string, string];
  const value = rest || (args[at + 1] ?? "");
  const after = args.slice(rest ? at + 1 : at + 2);
  const names = flag === "c" ? importedNames(value) : [value];
  // A module run may import or run others it is given (`-m timeit -s "import app"`, `-m cProfile -m app`).
  if (flag === "m") names.push(...after.flatMap((a, i) => [...importedNames(a), ...(after[i - 1] === "-m" ? [a] : [])]));
  // pydoc imports each module it is asked about (`-w` writes its page; `-k` imports every package it can find).
  if (flag === "m" && value === "pydoc") {
    if (after.some((a) => /^-[a-zA-Z]*k/.test(a))) names.push(...projectModules(dir));
    names.push(...after.filter((a) => !a.startsWith("-")));
  }
  let listed: string[] | undefined;
  const entries = () => (listed ??= listing(dir));
  // (And one its `src/` holds, which an editable install of the project imports from there.)
  // (A folder with no __init__.py, a namespace package, runs nothing imported alone: only a module below it does.)
  const own = names.find((dotted) => {
    const [top = "", ...below] = dotted.split(".");
    const namespace = below.length > 0 && !STDLIB_MODULES.has(top);
    return /^[A-Za-z_]\w*$/.test(top) && (moduleIn(dir, top, namespace, entries) || (!STDLIB_MODULES.has(top) && moduleIn(join(dir, "src"), top, namespace, () => listing(join(dir, "src")))));
  });
  if (own !== undefined) return `what \`${own.split(".")[0]}\` runs as it is imported (a module of the project's, found first on sys.path)`;
  // A standard module the folder shadows runs the folder's file wherever it is imported, by the code or by the library.
  const shadow = entries().map((e) => e.replace(/\.py$/, "")).find((n) => STDLIB_MODULES.has(n) && moduleIn(dir, n, false, entries));
  return shadow === undefined ? undefined : `what \`${shadow}\` runs: a file of the project's named like a standard module, imported in its place`;
}

/** The names of a folder, the first few hundred. */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir).slice(0, 512);
  } catch {
    return [];
  }
}

/** The modules and packages a folder holds. */
const projectModules = (dir: string) => listing(dir).flatMap((e) => (/^[A-Za-z_]\w*\.py$/.test(e) ? [e.slice(0, -3)] : /^[A-Za-z_]\w*$/.test(e) && isFile(join(dir, e, "__init__.py")) ? [e] : []));
