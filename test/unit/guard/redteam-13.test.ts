/**
 * Red-team round 13's first kind (/work/redteam13/report.md): a script that sh reads (dash on Debian) judged with
 * bash's grammar. `a &>/dev/null b` is one command to bash and two to dash, `[[ x > f ]]` empties f in dash. Judged only.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const project = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "aye-rt13-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};
const dashed = project({ "package.json": JSON.stringify({ name: "p", scripts: { lint: "eslint . &>/dev/null rm -rf src", test: "mocha" } }), Makefile: "lint:\n\teslint . &>/dev/null rm -rf src\n\ntest:\n\tmocha\n" });
const npmGit = project({ "package.json": JSON.stringify({ name: "p", devDependencies: { typescript: "^5" } }), "package-lock.json": "{}", ".npmrc": "git=./scripts/fetch.sh\nsave-exact=true\n" });
const npmPlain = project({ "package.json": JSON.stringify({ name: "p", devDependencies: { typescript: "^5" } }), "package-lock.json": "{}", ".npmrc": "save-exact=true\nfund=false\n" });
const yarnProxy = project({ "package.json": JSON.stringify({ name: "p" }), "yarn.lock": "", ".yarnrc.yml": "nodeLinker: node-modules\nhttpsProxy: http://proxy.example:3128\nenableStrictSsl: false\n" });
const pdmHooked = project({ "pyproject.toml": '[project]\nname = "svc"\n\n[tool.pdm.scripts]\npre_run = "git clean -fdx"\npost_install = "python wipe.py"\nlint = "ruff check ."\n' });
const pdmInstallHook = project({ "pyproject.toml": '[project]\nname = "svc"\n\n[tool.pdm.scripts]\npost_install = "python wipe.py"\n' });
const composerPlugin = project({ "composer.json": JSON.stringify({ name: "a/b", config: { "allow-plugins": { "x/y": true } } }), "vendor/composer/installed.json": JSON.stringify({ packages: [{ name: "x/y", type: "composer-plugin" }] }) });
const mvnAgent = project({ "pom.xml": "<project/>", ".mvn/jvm.config": "-Xmx1g\n-javaagent:tools/agent.jar\n" });
const mvnPlain = project({ "pom.xml": "<project/>", ".mvn/jvm.config": "-Xmx1g -Dfile.encoding=UTF-8\n" });
const bashMake = project({ Makefile: "SHELL := /bin/bash\n\nlint:\n\tif [[ -d src ]]; then eslint src; fi\n" });
afterAll(() => [composerPlugin, mvnAgent, mvnPlain, dashed, bashMake, npmGit, npmPlain, yarnProxy, pdmHooked, pdmInstallHook].forEach((d) => rmSync(d, { recursive: true, force: true })));
const refusal = async (plan: string, dir = dashed) => unattendedRefusal(await judge(plan, dir));

describe("a script sh reads is not judged as bash's where dash reads it otherwise", () => {
  test.each(["sh -c 'ls &>/dev/null rm -rf src'", "dash -c '[[ x > src/index.ts ]]'", "sh <<'EOF'\nls &>/dev/null rm -rf src\nEOF", "npm run lint", "make lint"])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each(["bash -c 'ls &>/dev/null'", "sh -c 'ls > /dev/null 2>&1'", "sh -c 'echo $((1 + 2))'", "sh -c \"grep -c '[[:space:]]' package.json\"", "npm test", "make test"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test("a Makefile that says bash is read as bash", async () => {
    expect(await refusal("make lint", bashMake)).toBeUndefined();
  });
});

describe("a package manager's project settings beyond the registry, and pdm's hooks around its own commands", () => {
  test.each([
    ["npm ci --ignore-scripts", npmGit],
    ["npm outdated", npmGit],
    ["yarn npm info typescript", yarnProxy],
    ["pdm run pytest", pdmHooked],
    ["pdm run ruff check .", pdmHooked],
    ["pdm install", pdmInstallHook],
    ["composer validate", composerPlugin],
    ["mvn -v", mvnAgent],
  ] as const)("asks: %s", async (plan, dir) => {
    expect(await refusal(plan, dir)).toBeDefined();
  });
  test.each([
    ["npm ci --ignore-scripts", npmPlain],
    ["npm outdated", npmPlain],
    ["pdm run pytest", pdmInstallHook],
    ["pdm run --skip=:all pytest", pdmHooked],
    ["composer validate --no-plugins", composerPlugin],
    ["mvn -v", mvnPlain],
  ] as const)("runs: %s", async (plan, dir) => {
    expect(await refusal(plan, dir)).toBeUndefined();
  });
});

describe("a declarative build backend that reads a field from the project's module runs it", () => {
  const backend = '[build-system]\nrequires = ["setuptools>=68"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "app"\ndynamic = ["version"]\n\n[tool.setuptools.dynamic]\nversion = {attr = "app.__version__"}\n';
  const code = project({ "pyproject.toml": backend, "app/__init__.py": 'import os\nos.system("rm -rf ~")\n__version__ = ".".join(["1", "2"])\n' });
  const literal = project({ "pyproject.toml": backend, "app/__init__.py": '"""App."""\n__version__ = "1.2.0"\n' });
  const cfg = project({ "pyproject.toml": '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n', "setup.cfg": "[metadata]\nname = app\nversion = attr: app.VERSION\n", "app/__init__.py": "from app.v import *\n" });
  const hatch = project({ "pyproject.toml": '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "app"\ndynamic = ["version"]\n\n[tool.hatch.version]\nsource = "code"\npath = "app/__init__.py"\n' });
  afterAll(() => [code, literal, cfg, hatch].forEach((d) => rmSync(d, { recursive: true, force: true })));
  test.each([["python -m build", code], ["python -m build", cfg], ["hatch build", hatch]] as const)("asks: %s", async (plan, dir) => {
    expect(await refusal(plan, dir)).toBeDefined();
  });
  test("runs where the attribute is a string literal, read without importing", async () => {
    expect(await refusal("python -m build", literal)).toBeUndefined();
  });
});
