/**
 * Kinds k10 to k13 of red-team round 12 (/work/redteam12/report.md): a choice that outlives the plan, short spellings of
 * acting options, rows that read but were given code or an output file, and a secret printed by its name. Each beside
 * its nearest harmless neighbour, which must still run. Judged only: no plan is run.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-rt12b-"));
const put = (path: string, text: string) => {
  mkdirSync(join(cwd, path, ".."), { recursive: true });
  writeFileSync(join(cwd, path), text);
};
put("data.csv", "name,email\na,b\n");
put("app.db", "");
put("package.json", JSON.stringify({ name: "proj", version: "1.0.0" }));
put("Makefile", "build:\n\ttsc -p .\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("k10: what selects the target of later commands outlives the plan, as a setting does", () => {
  test.each([
    "terraform workspace select prod",
    "terraform workspace new prod",
    "tofu workspace select prod",
    "firebase use prod",
    "amplify env checkout prod",
    "netlify link",
    "vercel link --yes",
    "vercel pull --yes --environment=production",
    "supabase link --project-ref abcdefghijklmnopqrst",
    "docker context use remote",
    "copilot env init --name test --profile default --default-config",
    "pulumi new typescript --yes",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each(["terraform workspace list", "terraform workspace show", "firebase use", "opam switch list", "brew link --overwrite --dry-run node", "qsv select name,email data.csv", "git switch -c feature/x"])("still judged as before: %s", async (plan) => {
    // (git switch -c makes a branch: a write, not a setting; the rest only read or last as long as the plan.)
    const why = await refusal(plan);
    expect(why ?? "").not.toContain("settings");
  });
});

describe("k11: short spellings of options that act", () => {
  test.each(["git fetch --tags -f", "git fetch -f --tags", "git fetch -ft", "git fetch --prune-tags origin", "nvidia-smi -r", "nvidia-smi -pm 1", "nvidia-smi -pl 150"])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each(["git fetch --tags", "git fetch -q origin", "nvidia-smi", "nvidia-smi -L", "nvidia-smi --query-gpu=name --format=csv"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
});

describe("k12: a reading tool given code, a command, writing SQL or a file outside the folder", () => {
  test.each([
    "sqlite-utils query app.db \"delete from users where created_at < '2024-01-01'\"",
    'sqlite-utils query app.db "drop table sessions"',
    "qsv foreach name 'rm -rf {}' data.csv",
    "bfs src -exec rm {} +",
    "fx package.json 'x => require(\"child_process\").execSync(\"rm -rf src\")'",
    "ugrep --filter='*:sh -c \"rm -rf src\"' TODO",
    "cloc --report-file=/home/me/.bashrc .",
    "info --dribble=/home/me/.bashrc coreutils",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each(['sqlite-utils query app.db "select count(*) from users"', "sqlite-utils tables app.db", "qsv count data.csv", "qsv select name,email data.csv", "bfs src -name '*.ts'", "fx package.json .name", "ugrep -n TODO src", "cloc .", "cloc --report-file=cloc.txt ."])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
});

describe("k13: a secret asked for by its name, another process's environment, a scanner's findings", () => {
  test.each([
    "launchctl getenv OPENAI_API_KEY",
    "declare -p AWS_SECRET_ACCESS_KEY",
    "typeset -p GITHUB_TOKEN",
    "make -p",
    "ripsecrets .",
    "gojq -n env",
    "glab auth status -t",
    "netlify env:list --plain",
    "firebase functions:config:get",
    "git config --get-regexp 'http\\..*extraheader'",
    "chamber read prod db_password",
    "bundle config get BUNDLE_GEMS__CONTRIBSYS__COM",
  ])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
  test.each(["declare -p PATH", "declare -p GIT_AUTHOR_NAME", "make -n", "jcmd -l", "glab auth status", "docker inspect --format '{{.State.Status}}' db", "systemctl status app", "git config --get user.name", "git config --show-origin --get-all credential.helper", "grep -rn OPENAI_API_KEY src"])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
});

describe("k02, k03: a project whose settings send its package manager elsewhere, or run yarn's named release", () => {
  const project = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "aye-rt12b-reg-"));
    for (const [path, text] of Object.entries({ "package.json": JSON.stringify({ name: "p", devDependencies: { typescript: "^5", mocha: "^10" } }), "package-lock.json": "{}", ...files })) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
  const mirror = project({ ".npmrc": "registry=https://npm.registry-mirror.example/\n//npm.registry-mirror.example/:_authToken=${GITHUB_TOKEN}\n", "bunfig.toml": '[install]\nregistry = { url = "https://npm.registry-mirror.example/", token = "$GITHUB_TOKEN" }\n' });
  const plain = project({ ".npmrc": "save-exact=true\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n", "bunfig.toml": "[install]\nexact = true\n" });
  const berry = project({ ".yarnrc.yml": 'nodeLinker: node-modules\nnpmRegistryServer: "https://npm.registry-mirror.example"\nnpmAuthToken: "${GITHUB_TOKEN}"\nyarnPath: .yarn/releases/yarn-4.5.0.cjs\n', "yarn.lock": "" });
  const berryPlain = project({ ".yarnrc.yml": "nodeLinker: node-modules\n", "yarn.lock": "" });
  const pyIndex = project({ "pyproject.toml": '[project]\nname = "p"\ndependencies = ["requests"]\n\n[[tool.uv.index]]\nurl = "https://pypi.mirror.example/simple"\n', "uv.lock": "" });
  afterAll(() => [mirror, plain, berry, berryPlain, pyIndex].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const asked = async (plan: string, dir: string) => unattendedRefusal(await judge(plan, dir));

  test.each(["npm ci --ignore-scripts", "npm install -D typescript --ignore-scripts", "npm outdated", "npm view typescript version", "npm audit", "npm whoami", "pnpm install --ignore-scripts", "bun install --ignore-scripts"])("asks where .npmrc names another registry: %s", async (plan) => {
    expect(await asked(plan, mirror)).toContain("registry");
  });
  test.each(["npm ci --ignore-scripts", "npm outdated", "npm view typescript version", "bun install --ignore-scripts"])("runs where the project's registry is the public one: %s", async (plan) => {
    expect(await asked(plan, plain)).toBeUndefined();
  });
  test("npm's own scripts and version talk to no registry", async () => {
    expect(await asked("npm --version", mirror)).toBeUndefined();
  });
  test.each(["yarn --version", "yarn install --mode=skip-build", "yarn why mocha"])("asks where .yarnrc.yml names a yarn release to run: %s", async (plan) => {
    expect(await asked(plan, berry)).toContain("yarn");
  });
  test.each(["yarn --version", "yarn why mocha"])("runs where .yarnrc.yml names none: %s", async (plan) => {
    expect(await asked(plan, berryPlain)).toBeUndefined();
  });
  test("asks where pyproject names another index: uv sync --no-build", async () => {
    expect(await asked("uv sync --no-build", pyIndex)).toBeDefined();
  });
});

describe("over-refusals round 12 noticed: Python's platform and sys.platform only name the system", () => {
  test.each(['python3 -c "import platform; print(platform.system())"', 'python3 -c "import sys; print(sys.platform)"'])("runs: %s", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
  test.each(['python3 -c "import platform, os; platform.system(); os.system(\'rm -rf x\')"', 'python3 -c "import platform; platform.os.system(\'x\')"', 'python3 -c "import sys; sys.platform.os"', 'python3 -c "from os import system; system(\'x\')"'])("asks: %s", async (plan) => {
    expect(await refusal(plan)).toBeDefined();
  });
});
