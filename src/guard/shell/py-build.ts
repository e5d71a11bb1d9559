/**
 * Building a Python project runs its build backend (PEP 517), whatever the command: `pip install .`, `pip wheel .`,
 * `python -m build`, `uv build`, `poetry build`, `hatch build`. It reads only where that backend is one of the
 * declarative ones, fetched with no other package, and the project gives it no code: no setup.py, no backend of its own
 * (`backend-path`), no build hook (hatch_build.py, pdm_build.py, poetry's build script). Anything else is code aye has
 * not read: the project's, or anyone's package the index serves under the name pyproject gives.
 */
import { join } from "node:path";
import { isFile, readManifest } from "./files.ts";
import { programName } from "./wrappers.ts";

/** Backends that build from the project's declarations alone. */
const DECLARATIVE = new Set(["setuptools.build_meta", "setuptools.build_meta:__legacy__", "hatchling.build", "poetry.core.masonry.api", "flit_core.buildapi", "pdm.backend"]);

/** The packages those backends come in, and the plugins they are commonly given that run nothing of the project's. */
const BUILD_PACKAGES = new Set(["setuptools", "wheel", "setuptools-scm", "hatchling", "hatch-vcs", "hatch-fancy-pypi-readme", "poetry-core", "flit-core", "pdm-backend"]);

/** Files of the project a declarative backend runs as code. */
const HOOK_FILES = ["setup.py", "hatch_build.py", "pdm_build.py"];

/** Why building the Python project in `dir` runs code aye has not read; undefined when it does not, or `dir` is no Python project. */
export function projectBuild(dir: string): string | undefined {
  const hook = HOOK_FILES.find((f) => isFile(join(dir, f)));
  if (hook !== undefined) return `what the project's \`${hook}\` runs as it builds`;
  // (setuptools takes command classes from the project's own modules where its config names them, and a version or
  // another field from an attribute of one, `attr: app.__version__`, which it imports when the value is no literal.)
  const cfg = readManifest(join(dir, "setup.cfg")) ?? "";
  if (/\bcmdclass\b/.test(cfg)) return "what the command classes setup.cfg names run as it builds";
  const cfgAttr = /=\s*attr\s*:\s*([\w.]+)/.exec(cfg)?.[1];
  if (cfgAttr !== undefined && !literalAttribute(dir, cfgAttr)) return "what the module setup.cfg's `attr:` names runs as setuptools imports it";
  const text = readManifest(join(dir, "pyproject.toml"));
  if (text === undefined) return undefined;
  if (/\bcmdclass\b/.test(text)) return "what the command classes pyproject names run as it builds";
  const system = /^\s*\[build-system\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(text)?.[1] ?? "";
  if (/^\s*backend-path\s*=/m.test(system)) return "what the project's own build backend runs";
  const backend = /^\s*build-backend\s*=\s*["']([^"']+)["']/m.exec(system)?.[1];
  if (backend !== undefined && !DECLARATIVE.has(backend)) return `what the build backend \`${backend}\` runs`;
  const requires = /^\s*requires\s*=\s*\[([^\]]*)\]/m.exec(system)?.[1] ?? "";
  const other = [...requires.matchAll(/["']([A-Za-z0-9][\w.-]*)/g)].map((m) => m[1]!.toLowerCase().replaceAll("_", "-")).find((n) => !BUILD_PACKAGES.has(n));
  if (other !== undefined) return `what the build requirement \`${other}\` runs`;
  if (/\[tool\.hatch\.(?:build(?:\.targets\.[\w-]+)?|metadata)\.hooks\b|\[tool\.pdm\.build\][^[]*\b(?:setup-script|run-setuptools)\b|\[tool\.poetry\.build\]/.test(text)) return "what the project's build hook runs";
  // Fields a backend reads from the project's code, by importing or running it: setuptools' `attr`, hatch's version
  // `source = "code"`, pdm-backend's `source = "call"`; flit imports the module for a version or description it cannot
  // read as a literal, so a dynamic one is code too.
  const attrs = [...text.matchAll(/\battr\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  if (attrs.some((a) => !literalAttribute(dir, a)) || /^\s*source\s*=\s*["'](?:code|call)["']/m.test(text)) return "what the project's module runs as the backend reads a field from it";
  const module = /\[tool\.flit\.module\][^[]*?\bname\s*=\s*["']([\w.]+)["']/.exec(text)?.[1] ?? /^\s*name\s*=\s*["']([\w.-]+)["']/m.exec(text)?.[1]?.replaceAll("-", "_");
  if (backend === "flit_core.buildapi" && /^\s*dynamic\s*=\s*\[[^\]]*["']version["']/m.test(text) && !(module && literalAttribute(dir, `${module}.__version__`))) return "what the project's module runs as flit imports it for its version";
  return undefined;
}

/**
 * Whether `spec` (`app.__version__`, `app.about.VERSION`) names an attribute its module assigns once, to a string
 * literal: setuptools and flit read that without importing the module; anything else they import, which runs it.
 */
function literalAttribute(dir: string, spec: string): boolean {
  const parts = spec.split(".");
  const attribute = parts.pop()!;
  const path = parts.join("/");
  const text = [`${path}.py`, `${path}/__init__.py`, `src/${path}.py`, `src/${path}/__init__.py`].map((f) => (path ? readManifest(join(dir, f)) : undefined)).find((t) => t !== undefined);
  if (text === undefined || !/^[A-Za-z_]\w*$/.test(attribute)) return false;
  const assignments = text.split("\n").filter((l) => new RegExp(`^${attribute}\\s*(?::[^=]*)?=`).test(l));
  return assignments.length === 1 && new RegExp(`^${attribute}\\s*(?::\\s*str\\s*)?=\\s*(["'])[^"'\\\\\\n]*\\1\\s*(?:#.*)?$`).test(assignments[0]!.trimEnd());
}

/** Commands that build the Python project in their folder (`python -m build`, `uv build`, `pip wheel .`). */
export function buildsProject(argv: string[], dir: string): string | undefined {
  const name = programName(argv[0] ?? "");
  const args = argv.slice(1);
  const sub = args.find((a) => !a.startsWith("-"));
  const builds =
    (/^python[\d.]*$/.test(name) && args[0] === "-m" && args[1] === "build") ||
    (/^(?:uv|poetry|hatch|pdm|flit|rye)$/.test(name) && sub === "build") ||
    (/^pip\d*$/.test(name) && sub === "wheel" && args.some((a) => /^\.\/?$/.test(a)));
  return builds ? projectBuild(dir) : undefined;
}
