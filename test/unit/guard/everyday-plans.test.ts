/**
 * Everyday plans a model proposes after a failure (danger tables 9 and 10), each mechanism with a plan it lets run
 * unattended and a near one it still asks about.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-everyday-"));
writeFileSync(join(cwd, "notes.txt"), "kept\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const runsUnattended = async (plan: string) => unattendedRefusal(await judge(plan, cwd)) === undefined;

describe("kubectl's template output formats print; they name no file", () => {
  test.each([
    "kubectl get pod api-7d9 -o jsonpath='{range .status.containerStatuses[*]}{.name}{\"\\n\"}{end}'",
    "kubectl get pod api -o jsonpath='{.status.containerStatuses[0].lastState.terminated}' | jq .",
    "kubectl get nodes -o custom-columns=NAME:.metadata.name,CPU:.status.capacity.cpu",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    // An output file all the same, and a secret's data printed.
    "kubectl get pod api -o jsonpath='{.spec}' > notes.txt",
    "kubectl get secret db-creds -o jsonpath='{.data.password}'",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("a toolchain's home in the system's JDK folders, and a file watcher told to poll", () => {
  test.each([
    "JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 ./gradlew build --stacktrace",
    "CHOKIDAR_USEPOLLING=1 timeout 30 npx --no-install vite --help",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "JAVA_HOME=/tmp/jdk ./gradlew build",
    "JAVA_HOME=/usr/lib/jvm/../../../tmp/jdk ./gradlew build",
    "JAVA_HOME=$HOME/Downloads/jdk ./gradlew build",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("subcommands the tools' documentation says only look", () => {
  test.each([
    "cargo --list | grep -i sqlx",
    "hg outgoing -q\nhg incoming -q\nhg heads",
    "crane digest registry.example.internal/api:1.4\ncrane config registry.example.internal/api:1.4 | jq '.created'",
    "crane manifest alpine | jq .config",
    "redis-cli TYPE bull:emails:id\nredis-cli OBJECT ENCODING bull:emails:id\nredis-cli INFO keyspace",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "hg bookmark release",
    "regctl manifest put registry.example.internal/api:1.4 < m.json",
    "crane mutate registry.example.internal/api:1.4 --label a=b",
    "crane export alpine image.tar",
    "redis-cli OBJECT FREQ_RESET k",
    "redis-cli XINFO DELETE s",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("saving changes to the stash loses nothing", () => {
  test.each(["git stash push -m 'before switching to login' && git switch feature/login", "git stash -u", "git stash"])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each(["git stash pop", "git stash branch tmp", "git stash drop", "git stash && git stash clear"])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("the environment filtered down to names, or to variables named for no secret", () => {
  test.each([
    "env | grep -o '^GH_[A-Z_]*\\|^GITHUB_[A-Z_]*'; gh --version",
    "env | grep -oE '^GH_[A-Z_]*|^GITHUB_[A-Z_]*' | sort",
    "aws configure list-profiles; env | grep -E '^AWS_(PROFILE|REGION|DEFAULT_REGION)='",
    "printenv | grep '^NODE_ENV=\\|^PORT='",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "env | grep -o '^GH_.*'",
    "env | grep -oi '^gh[a-z_]*'",
    "env | grep -o 'GH_[A-Z_]*'",
    "env | grep -E '^AWS_(PROFILE|SECRET_ACCESS_KEY)='",
    "env | grep -E '^AWS_'",
    "env | grep -E '^AWS_REGION=|'",
    "env | grep -E '^DATABASE_URL='",
    "env | grep -vE '^AWS_REGION='",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("the AWS and Azure CLIs' JMESPath --query, backquoted literals and all, is text to the CLI", () => {
  test.each([
    "aws cloudformation describe-stack-events --stack-name api --query 'StackEvents[?ResourceStatus==`CREATE_FAILED`].[LogicalResourceId,ResourceStatusReason]' --output text | head",
    "az vm list --query '[?powerState==`VM running`].name' -o tsv",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    // Another word of the same line, a shell that reads its words as names, a wrapper, and bash's own builtins.
    "aws ec2 describe-instances --query 'Reservations[]' --profile 'a[$(id)]'",
    "bash -c 'declare \"$1\"' _ 'a[$(rm -rf ~)]'",
    "sudo aws s3 ls --query 'a[`id`]'",
    "printf -v 'a[$(rm -rf ~)]' x",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("a version manager told which installed version this folder uses writes its version file", () => {
  test.each(["asdf local nodejs 20.11.1 && cat .tool-versions && node --version", "pyenv local 3.12.4 && python --version", "jenv local 17"])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each(["asdf local nodejs path:/tmp/node", "asdf local nodejs ref:v20.0.0", "pyenv local --unset", "pyenv global 3.12.4", "mise local node 20"])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("a certificate's fields, from openssl x509 -noout, tell no secret wherever the file is", () => {
  test.each(["openssl x509 -in /etc/ssl/certs/api.pem -noout -enddate -subject", "openssl x509 -noout -fingerprint -sha256 -in /etc/ssl/certs/ca.pem"])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "openssl x509 -in /etc/ssl/certs/api.pem -subject",
    "openssl rsa -in /etc/ssl/private/api.key -noout -text",
    "openssl x509 -in /etc/ssl/certs/api.pem -noout -signkey /etc/ssl/private/k.key",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("pytest's --import-mode picks how test modules are imported", () => {
  test("runs: pytest --import-mode=importlib -x -q", async () => {
    expect(await runsUnattended("pytest tests --import-mode=importlib -x -q")).toBe(true);
  });
  test("runs: python -m pytest, judged as pytest with its options", async () => {
    expect(await runsUnattended("python -m pytest tests/test_models.py --import-mode=importlib -x -q --rootdir=.")).toBe(true);
  });
  test("asks: python -m pytest --snapshot-update", async () => {
    expect(await runsUnattended("python -m pytest --snapshot-update")).toBe(false);
  });
  test("asks: pytest --import-mode=importlib -p plugin", async () => {
    expect(await runsUnattended("pytest tests --import-mode=importlib -p some_plugin")).toBe(false);
  });
});

describe("a word that is only identifiers a tool printed (a hash, containers' ids, a run's number)", () => {
  test.each([
    "git show --stat $(git rev-parse HEAD)",
    "docker inspect --format '{{.RestartCount}} {{.State.Error}}' $(docker compose ps -q db)",
    "kubectl logs $(kubectl get pods -o name | head -1)",
    "gh run view \"$(gh run list --workflow ci.yml -L 1 --json databaseId -q '.[0].databaseId')\" --log-failed | tail -60",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    // Text anyone may write (a run's title), a file's contents, a path, a word with more around it; what the
    // program does with ids is judged as ever.
    "gh run view \"$(gh run list --json displayTitle -q '.[0].displayTitle')\"",
    "docker inspect $(cat ids.txt)",
    "curl https://x.example/$(git rev-parse HEAD)",
    "docker rm -f $(docker compose ps -q db)",
    "kubectl delete $(kubectl get pods -o name)",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("a secret's names through jq keys, and a template that names secret fields", () => {
  test.each([
    "kubectl get secret db-creds -o jsonpath='{.data}' | jq 'keys'",
    "kubectl get secret db-creds -o json | jq '.data | keys'",
    "kubectl get deploy api -o jsonpath='{.spec.template.spec.containers[0].env[*].valueFrom.secretKeyRef}' | jq .",
  ])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "kubectl get secret db-creds -o jsonpath='{.data}' | jq '.password'",
    "kubectl get secret db -o jsonpath='{.data.password}' | base64 -d",
    "kubectl get secret db -o go-template='{{.data.password}}' | rev",
    "kubectl get secret db-creds -o json | jq '.data | {password}'",
    "jq keys ~/.docker/config.json && cat ~/.docker/config.json",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("rclone: a download into this folder writes; dedupe's list mode lists", () => {
  test.each(["rclone copy remote:photos ./photos --bwlimit 8M --checkers 4 -P", "rclone dedupe list gdrive:photos 2>&1 | head -40"])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each([
    "rclone copy ./photos remote:photos",
    "rclone copy remote:photos ~/photos",
    "rclone copy remote:photos ../photos",
    "rclone copy remote:photos ./photos --backup-dir remote:old",
    "rclone copy remote:build ./ && make",
    "rclone dedupe newest gdrive:photos",
  ])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("7-Zip told to skip or rename what is there overwrites nothing", () => {
  test.each(["7z x -aos assets.7z -oassets-new", "7z x -aou assets.7z -o./out"])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  test.each(["7z x assets.7z", "7z x -aoa assets.7z", "7z x -aos assets.7z -o../x", "7z x -aos assets.7z -o/etc", "7z x -aos assets.7z -oassets && make"])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});

describe("Python formatters told to show a diff or only check write nothing back", () => {
  test.each(["ruff check . --fix --diff | head -60", "black --check .", "isort --check-only --diff ."])("runs: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(true);
  });
  // (Told to fix, ruff rewrites the files in the tree as black and eslint --fix do: a write in the folder. Outside it, asked.)
  test.each(["ruff check ~/notes/x.py --fix", "ruff check /etc/app --fix --unsafe-fixes"])("asks: %s", async (plan) => {
    expect(await runsUnattended(plan)).toBe(false);
  });
});
