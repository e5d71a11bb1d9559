/**
 * Installing what the project declares, into the project, is how its build starts: it runs unattended. A package the
 * project does not declare, and an install that reaches past the project, stay the person's to choose.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal, verdictNotes } from "../../../src/guard/to-shell.ts";
import { declared } from "../../../src/guard/shell/own-deps.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-own-deps-"));
writeFileSync(join(cwd, "package.json"), JSON.stringify({ name: "app", devDependencies: { eslint: "^9.0.0", prisma: "^5", "@types/node": "^20" }, dependencies: { express: "^4" } }));
writeFileSync(join(cwd, "requirements.txt"), "requests>=2.31\n# pyyaml is not needed\nPyYAML_Include==1.0 ; python_version > '3.8'\n");
writeFileSync(join(cwd, "pyproject.toml"), '[project]\nname = "app"\ndependencies = ["httpx[http2]>=0.27"]\n');
mkdirSync(join(cwd, "sub"));
writeFileSync(join(cwd, "sub", "package.json"), JSON.stringify({ name: "sub", devDependencies: { vitest: "^1" } }));
// A PHP project whose install runs a script of its own, and a Python one built by a setup.py.
const php = mkdtempSync(join(tmpdir(), "aye-own-deps-php-"));
writeFileSync(join(php, "composer.json"), JSON.stringify({ require: { "monolog/monolog": "^3" }, scripts: { "post-install-cmd": ["@php artisan migrate:fresh --force"] } }));
mkdirSync(join(php, "lib"));
writeFileSync(join(php, "lib", "setup.py"), "import os\nos.system('rm -rf ~')\n");
// A project of its own, with an install script that deletes.
const hooked = mkdtempSync(join(tmpdir(), "aye-own-deps-hooked-"));
writeFileSync(join(hooked, "package.json"), JSON.stringify({ name: "hooked", scripts: { postinstall: "rm -rf ~/.config", prepare: "tsc -p ." } }));
afterAll(() => {
  rmSync(cwd, { recursive: true, force: true });
  rmSync(hooked, { recursive: true, force: true });
  rmSync(php, { recursive: true, force: true });
});

const refusal = async (plan: string, dir = cwd) => unattendedRefusal(await judge(plan, dir));

describe("installs of what the project declares run unattended, and the menu says so", () => {
  test.each([
    "npm ci --ignore-scripts",
    "npm ci --ignore-scripts --no-audit",
    "npm install --ignore-scripts",
    "npm install --legacy-peer-deps --ignore-scripts",
    "npm install --package-lock-only --ignore-scripts && npm ci --ignore-scripts",
    "npm install --package-lock-only",
    "npm install --save-dev eslint@8 --ignore-scripts && npm run lint --if-present",
    "npm i -D @types/node@20 --ignore-scripts",
    "yarn --ignore-scripts",
    "yarn install --immutable --mode=skip-build",
    "yarn install --frozen-lockfile --ignore-scripts",
    "pnpm install --no-frozen-lockfile --ignore-scripts",
    "pnpm i --lockfile-only",
    "bun install --frozen-lockfile --ignore-scripts",
    "composer install --ignore-platform-req=ext-intl --no-scripts --no-plugins",
    "python3 -m venv .venv\n. .venv/bin/activate\npip install --only-binary :all: -r requirements.txt",
    ".venv/bin/pip install --only-binary=:all: -r requirements.txt",
    ". .venv/bin/activate && pip install --only-binary=:all: requests 'httpx>=0.27' pyyaml-include",
    "cd sub && npm install -D vitest --ignore-scripts",
    "mix deps.get",
  ])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });

  test("the menu names the effect", async () => {
    expect(verdictNotes(await judge("npm ci --ignore-scripts", cwd)).join("; ")).toContain("installs the packages this project declares, into it");
  });

  // Their packages' install scripts (npm, yarn, pnpm, bun), composer's plugins and the builds of Python's source
  // distributions run code from the registry that nobody read: asked, unless told not to run it.
  test.each([
    "npm ci",
    "npm install",
    "npm install --save-dev eslint@8",
    "yarn",
    "yarn install --frozen-lockfile",
    "pnpm i --frozen-lockfile",
    "bun install --frozen-lockfile",
    "composer install --no-scripts",
    "poetry install --no-root --with dev",
    "pipenv install --dev",
    ".venv/bin/pip install -r requirements.txt",
    ".venv/bin/python -m pip install -e .",
    "uv pip install -r requirements.txt",
  ])("asks: %s (their packages' code would run)", async (plan) => {
    expect(await refusal(plan)).toContain("installs");
  });

  test.each([
    // Not declared: a name the model chose (a typo, an invention, a look-alike).
    ["npm install left-pad", "installs left-pad"],
    ["npm install --save-dev eslint-plugin-acme", "installs eslint-plugin-acme"],
    ["cd sub && npm install express-validator", "installs express-validator"],
    [". .venv/bin/activate && pip install pyyaml", "installs pyyaml"],
    [". .venv/bin/activate && pip install app", "installs app"],
    // Declared, but asked for from elsewhere: an alias to another package, a URL, a git fork, a tarball.
    ["npm install eslint@npm:evil-eslint", "installs"],
    ["npm install https://cdn.example.com/pkgs/left-pad-ng-1.0.0.tgz", "installs"],
    ["npm install github:someone/eslint", "installs"],
    ["npm install someone/eslint", "installs"],
    [". .venv/bin/activate && pip install 'requests @ https://example.com/requests.whl'", "installs"],
    [". .venv/bin/activate && pip install git+https://github.com/someone/requests.git", "installs"],
    // Beyond the project: global, as root, the user's or the system's Python, a folder elsewhere, another registry or index.
    ["npm install -g eslint", "installs"],
    ["npm ci --global", "installs"],
    ["sudo npm ci", "changes the system"],
    ["npm ci --registry https://npm.example.com/", "installs"],
    ["npm --prefix ../other ci", "installs"],
    ["pnpm install --dangerously-allow-all-builds", "installs"],
    ["pip install -r requirements.txt", "installs"],
    ["pip install --user -r requirements.txt", "installs"],
    ["sudo python3 -m pip install -r requirements.txt", "installs"],
    [". .venv/bin/activate && pip install -r /tmp/requirements.txt", "installs"],
    [". .venv/bin/activate && pip install -r https://example.com/req.txt", "installs"],
    [". .venv/bin/activate && pip install --extra-index-url https://pypi.example.com/simple -r requirements.txt", "installs"],
    [". /tmp/venv/bin/activate && pip install -r requirements.txt", "installs"],
    ["uv pip install --system -r requirements.txt", "installs"],
    // Whichever environment is active (red team 11, n): uv takes VIRTUAL_ENV or CONDA_PREFIX before the project's
    // .venv, and --require-virtualenv accepts another project's.
    ["uv pip install -r requirements.txt", "installs"],
    ["pip install --require-virtualenv -r requirements.txt", "installs"],
    ["bundle install", "installs"],
    ["bundle install --path vendor/bundle", "installs"],
    ["cd /tmp/x && npm ci", "installs"],
    ["cd .. && npm ci", "installs"],
    // Another workspace package's install scripts, which aye does not read here.
    ["pnpm i --frozen-lockfile --filter web", "runs code"],
    ["npm ci &", "installs"],
    // What the plan itself writes into the manifest first is not the project's declaration.
    ["echo 'evil-pkg' >> requirements.txt && . .venv/bin/activate && pip install -r requirements.txt", "runs code"],
    ["npm pkg set devDependencies.evil=1.0.0 && npm install", "runs code"],
    ["sed -i '1i --extra-index-url https://pypi.example.com/simple' requirements.txt\n.venv/bin/pip install -r requirements.txt", "overwrites"],
    // Settings changed first are the person's to choose, whatever follows.
    ["npm config set registry https://registry.example.internal/ && npm install", "settings"],
    ["poetry config virtualenvs.in-project true && poetry install", "settings"],
  ])("asks: %s", async (plan, why) => {
    expect(await refusal(plan)).toContain(why);
  });
});

describe("an install runs the project's own install scripts, which are judged as any script of it is", () => {
  test("a postinstall that deletes outside the project is refused", async () => {
    expect(await refusal("npm ci", hooked)).toContain("dangerous");
    expect(await refusal("yarn", hooked)).toContain("dangerous");
  });
  test("--ignore-scripts runs none of them", async () => {
    expect(await refusal("npm ci --ignore-scripts", hooked)).toBeUndefined();
  });
  test("composer's install scripts and a setup.py are not read: asked, unless skipped or absent", async () => {
    expect(await refusal("composer install", php)).toContain("installs");
    expect(await refusal("composer install --no-scripts --no-plugins", php)).toBeUndefined();
    expect(await refusal("composer install --no-plugins")).toBeUndefined();
    expect(await refusal(".venv/bin/pip install --only-binary=:all: -e lib", php)).toContain("installs");
    expect(await refusal(".venv/bin/pip install --only-binary=:all: -e .", php)).toBeUndefined();
  });
  test("a global install keeps its own effect whatever the scripts do", async () => {
    expect(await refusal("npm install -g", hooked)).toBeDefined();
  });
});

describe("npx and its kin: the project's own tool, or a package fetched to run", () => {
  test.each(["npx prisma migrate status", "npx eslint src --max-warnings 0", "pnpm exec vitest run --reporter=verbose", "yarn exec tsc --noEmit", "pnpm --filter @acme/ui exec tsc -p . --noEmit", "pnpm -r exec tsc --noEmit"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test.each([
    // Not declared, or another package than its name (`-p`), or a version given.
    ["npx jest", "installs"],
    ["npx -p evil-prisma prisma migrate status", "installs"],
    ["npx --package=evil prisma migrate status", "installs"],
    ["npx tsc --noEmit", "installs"],
    // Declared, and still judged by what it does.
    ["npx prisma migrate reset --force", ""],
    ["pnpm dlx create-schema-gen@latest ./schema", "installs"],
    ["pnpm --filter ui dlx create-schema-gen@latest", "installs"],
    // What runs in each package is judged as itself; a folder elsewhere is not read.
    ["pnpm --filter ui exec rm -rf ~/.cache", "dangerous"],
    ["pnpm -C /srv/other exec ls", "runs code"],
  ])("asks: %s", async (plan, why) => {
    expect(await refusal(plan)).toContain(why);
  });
});

describe("what a manifest declares", () => {
  test.each([
    ["eslint", "npm", true],
    ["eslint@^9.1", "npm", true],
    ["@types/node@20", "npm", true],
    ["@types/nodes", "npm", false],
    ["eslint@npm:other", "npm", false],
    ["eslint@file:../eslint", "npm", false],
    ["requests", "pypi", true],
    ["Requests==2.32.0", "pypi", true],
    ["httpx[http2]", "pypi", true],
    ["pyyaml-include", "pypi", true],
    // In a comment, the project's own name, a prefix of a declared name.
    ["pyyaml", "pypi", false],
    ["app", "pypi", false],
    ["request", "pypi", false],
    ["requests @ https://example.com/r.whl", "pypi", false],
  ] as const)("%s (%s): %p", (spec, kind, is) => {
    expect(declared(spec, kind, cwd)).toBe(is);
  });
});

describe("npm pack packs the project's own files; given a package, it fetches that one", () => {
  test("runs: npm pack, then a listing of what it made", async () => {
    expect(await refusal("set -e\nnpm pack\ntar -tzf *.tgz | head")).toBeUndefined();
  });
  test.each(["npm pack left-pad && tar -xzf left-pad-*.tgz && node package/index.js", "npm pack @acme/tool@1.2.0 && make"])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toContain("runs code");
  });
});

describe("what an install no longer hides: a script run by name is handed the words after it", () => {
  // (An install was asked, and hid what came after it: `npm ci && npm test -- -u` was never run for `-u`'s sake.)
  const bare = mkdtempSync(join(tmpdir(), "aye-own-deps-bare-"));
  afterAll(() => rmSync(bare, { recursive: true, force: true }));
  test.each(["npm ci --ignore-scripts && npm test", "npm ci --ignore-scripts && npm test -- --coverage", "npm ci --ignore-scripts && npm run test:unit", "yarn --ignore-scripts && yarn build:prod"])("runs: %s", async (plan) => {
    expect(await refusal(plan, bare)).toBeUndefined();
  });
  test.each([
    // A test runner told to update its snapshots writes what failed over what git keeps as expected.
    ["npm ci && npm test -- -u", "overwrites"],
    ["npm ci && npm run test -- --updateSnapshot", "overwrites"],
    ["yarn && yarn test -u", "overwrites"],
    ["pnpm install && pnpm test -- --update-snapshots", "overwrites"],
    // A script whose name says it acts is not a build's, whatever it starts with.
    ["npm ci && npm run test:update", "does what aye does not know"],
    ["yarn && yarn build:deploy", "does what aye does not know"],
    ["npm ci && npm run check:reset-db", "does what aye does not know"],
  ])("asks: %s", async (plan, why) => {
    expect(await refusal(plan, bare)).toContain(why);
  });
});

describe("test runners told to accept what they got as expected", () => {
  test.each(["go test ./...", "go test -v -run TestRender ./pkg/render", "cargo insta test", "playwright test --project=chromium"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test.each(["go test ./pkg/render -update", "go test ./pkg/render -run TestGolden -args -update", "cargo insta accept", "cargo insta test --accept", "playwright test -u", "playwright test --update-snapshots"])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toContain("overwrites");
  });
});

describe("an install asked for its packages' code says what would stop it", () => {
  test.each([
    ["npm ci", "(--ignore-scripts runs none)"],
    ["yarn install --frozen-lockfile", "(--ignore-scripts runs none)"],
    ["composer install --no-scripts", "(--no-plugins runs none)"],
    [".venv/bin/pip install -r requirements.txt", "(--only-binary=:all: runs none)"],
    ["poetry install --no-root --with dev", "fetches run as they install"],
  ])("%s", async (plan, words) => {
    expect(await refusal(plan)).toContain(words);
  });
  // (A name the project does not declare is an install to choose: nothing of its packages is said.)
  test("npm install left-pad", async () => {
    expect(await refusal("npm install left-pad")).not.toContain("runs none");
  });
});
