/** Looking around within bounds (src/fix/surroundings.ts, src/fix/rules/around.ts): a case each kind gets right and a near case it leaves alone. */
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failureFrom } from "../../../src/fix/engine.ts";
import { buildFolderUnset } from "../../../src/fix/rules/elsewhere.ts";
import { leafElsewhere } from "../../../src/fix/rules/moved-path.ts";
import { foldersBelow, projects } from "../../../src/fix/surroundings.ts";
import { realWorld } from "../../../src/fix/world.ts";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

const WORKSPACE: WorldSpec = { texts: { "Cargo.toml": '[workspace]\nmembers = ["crates/web-api", "crates/web-cli"]\n', "crates/web-api/Cargo.toml": '[package]\nname = "web-api"\n', "crates/web-cli/Cargo.toml": '[package]\nname = "web-cli"\n' } };

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a workspace member by part of its name", "cargo build -p cli", "error: package ID specification `cli` did not match any packages\n", WORKSPACE, "cargo build -p web-cli"],
  ["near: a part two members share", "cargo build -p web", "error: package ID specification `web` did not match any packages\n", WORKSPACE, null],
  ["the one Python project one folder down", "pip install -e .", "ERROR: file:///home/dev/proj does not appear to be a Python project: neither 'setup.py' nor 'pyproject.toml' found.\n", { files: ["api/pyproject.toml", "web/package.json"] }, "pip install -e ./api"],
  ["near: two projects below, no guess", "pip install -e .", "ERROR: file:///home/dev/proj does not appear to be a Python project: neither 'setup.py' nor 'pyproject.toml' found.\n", { files: ["api/pyproject.toml", "worker/pyproject.toml"] }, null],
  ["a table the database has", "sqlite3 shop.db 'select * from order'", "Error: in prepare, no such table: order\n", { files: ["shop.db"], queries: { "sqlite3 shop.db .tables": "orders  items\n" } }, "sqlite3 shop.db 'select * from orders'"],
  ["near: a table near none the database has", "sqlite3 shop.db 'select * from users'", "Error: in prepare, no such table: users\n", { files: ["shop.db"], queries: { "sqlite3 shop.db .tables": "orders  items\n" } }, null],
  ["a test named after its file with a slip", "pytest tests/test_api.py::test_logn", "ERROR: not found: /home/dev/proj/tests/test_api.py::test_logn\n(no name '/home/dev/proj/tests/test_api.py::test_logn' in any of [<Module test_api.py>])\n", { texts: { "tests/test_api.py": "def test_login():\n    pass\n\ndef test_logout():\n    pass\n" } }, "pytest tests/test_api.py::test_login"],
  ["near: a test name near two the file defines", "pytest tests/test_api.py::test_log", "ERROR: not found: /home/dev/proj/tests/test_api.py::test_log\n", { texts: { "tests/test_api.py": "def test_log1():\n    pass\ndef test_log2():\n    pass\n" } }, null],
  ["a Go test named with a slip", "go test -run TestParseConfg .", "testing: warning: no tests to run\nPASS\nok  \tacme/app\t0.002s [no tests to run]\n", { files: ["go.mod"], texts: { "config_test.go": "package app\n\nfunc TestParseConfig(t *testing.T) {}\n" } }, "go test -run TestParseConfig ."],
  ["a pytest marker the configuration declares, one slip off", "pytest -m slwo", "collected 2 items / 2 deselected / 0 selected\n", { texts: { "pytest.ini": "[pytest]\nmarkers =\n    slow: long-running tests\n    db: needs a database\n" } }, "pytest -m slow"],
  ["a pytest marker in pyproject.toml, after python3 -m pytest", "python3 -m pytest -m intergration", "collected 3 items / 3 deselected / 0 selected\n", { texts: { "pyproject.toml": '[tool.pytest.ini_options]\nmarkers = ["integration: talks to services", "slow"]\n' } }, "python3 -m pytest -m integration"],
  ["near: a marker near none declared", "pytest -m fast", "collected 2 items / 2 deselected / 0 selected\n", { texts: { "pytest.ini": "[pytest]\nmarkers =\n    slow: long-running tests\n" } }, null],
  ["an inventory's group, one slip off", "ansible-playbook -i inventory.ini site.yml --limit webservres", "[WARNING]: Could not match supplied host pattern, ignoring: webservres\nERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.\n", { texts: { "inventory.ini": "[webservers]\nweb1 ansible_connection=local\n\n[dbservers]\ndb1 ansible_connection=local\n\n[webservers:vars]\nhttp_port=80\n" } }, "ansible-playbook -i inventory.ini site.yml --limit webservers"],
  ["an inventory's host, in YAML", "ansible all -i hosts.yml -l wbe1 -m ping", "[WARNING]: Could not match supplied host pattern, ignoring: wbe1\n", { texts: { "hosts.yml": "all:\n  children:\n    web:\n      hosts:\n        web1:\n        web2x:\n" } }, "ansible all -i hosts.yml -l web1 -m ping"],
  ["near: the start of a group and of a host (web: webservers, web1) is a toss", "ansible-playbook -i inventory.ini site.yml --limit web", "[WARNING]: Could not match supplied host pattern, ignoring: web\nERROR! Specified inventory, host pattern and/or --limit leaves us with no hosts to target.\n", { texts: { "inventory.ini": "[webservers]\nweb1 ansible_host=10.0.0.11\n\n[dbservers]\ndb1 ansible_host=10.0.0.21\n" } }, null],
  ["near: a pattern near no group or host", "ansible-playbook -i inventory.ini site.yml --limit mail", "[WARNING]: Could not match supplied host pattern, ignoring: mail\n", { texts: { "inventory.ini": "[webservers]\nweb1\n" } }, null],
  ["a variable the Terraform module declares", "terraform plan -var regoin=eu-west-1", 'Error: Value for undeclared variable\n\nA variable named "regoin" was assigned on the command line, but the root\nmodule does not declare a variable of that name.\n', { texts: { "main.tf": 'variable "region" {\n  type = string\n}\n\nvariable "instance_count" {}\n' } }, "terraform plan -var region=eu-west-1"],
  ["near: a variable near none declared", "terraform plan -var zone=a", 'A variable named "zone" was assigned on the command line, but the root\nmodule does not declare a variable of that name.\n', { texts: { "main.tf": 'variable "region" {}\n' } }, null],
  ["an npm workspace by part of its package's name (npm 10's prefixed lines)", "npm run build -w web", "npm error No workspaces found:\nnpm error   --workspace=web\n", { files: ["packages/frontend/package.json"], package: { name: "mono", private: true, workspaces: ["packages/*"] }, texts: { "packages/frontend/package.json": '{ "name": "@acme/web" }\n' } }, "npm run build -w @acme/web"],
  ["two slips: the command, then a target of the Makefile", "mkae biuld", "bash: mkae: command not found\n", { executables: ["make"], texts: { Makefile: "build:\n\tgcc -o app main.c\n\ntest: build\n\t./app\n" } }, "make build"],
  ["sqlite3's .import without its table: the one named as the file", "sqlite3 app.db '.import --csv users.csv'", "ERROR: missing TABLE argument. Usage:\n.import FILE TABLE       Import data from FILE into TABLE\n", { files: ["app.db", "users.csv"], queries: { "sqlite3 app.db .tables": "orders  users \n" } }, "sqlite3 app.db '.import --csv users.csv users'"],
  ["near: .import of a file no table is named as", "sqlite3 app.db '.import --csv people.csv'", "ERROR: missing TABLE argument. Usage:\n", { files: ["app.db", "people.csv"], queries: { "sqlite3 app.db .tables": "orders  users \n" } }, null],
  ["go run . where the program's main.go is in the one folder below", "go run .", "go: no packages loaded from .\n", { files: ["go.mod", "cmd/server/main.go", "internal/db/db.go"] }, "go run ./cmd/server"],
  ["near: two programs below, no guess", "go run .", "go: no packages loaded from .\n", { files: ["go.mod", "cmd/server/main.go", "cmd/worker/main.go"] }, null],
  ["a jar Maven's package makes, before the build", "java -jar target/inventory-1.0.jar", "Error: Unable to access jarfile target/inventory-1.0.jar\n", { texts: { "pom.xml": "<project><modelVersion>4.0.0</modelVersion><groupId>com.acme</groupId><artifactId>inventory</artifactId><version>1.0</version></project>\n" } }, "mvn package && java -jar target/inventory-1.0.jar"],
  ["near: a jar of another name than the project's", "java -jar target/other.jar", "Error: Unable to access jarfile target/other.jar\n", { texts: { "pom.xml": "<project><modelVersion>4.0.0</modelVersion><groupId>com.acme</groupId><artifactId>inventory</artifactId><version>1.0</version></project>\n" } }, null],
  ["php before composer install: no vendor/ where composer.json is", "php artisan migrate", "PHP Warning:  require(/home/dev/proj/vendor/autoload.php): Failed to open stream: No such file or directory in /home/dev/proj/artisan on line 2\n", { files: ["artisan"], texts: { "composer.json": '{"require":{}}\n' } }, "composer install && php artisan migrate"],
  ["near: no composer.json, no composer install", "php artisan migrate", "PHP Warning:  require(/home/dev/proj/vendor/autoload.php): Failed to open stream: No such file or directory in /home/dev/proj/artisan on line 2\n", { files: ["artisan"] }, null],
  ["a package path whose folders are another's: the one folder of that name below", "go test ./pkg/auth", "stat /home/dev/proj/pkg/auth: directory not found\n", { files: ["go.mod", "cmd/app/main.go", "internal/auth/auth.go"], dirs: ["cmd", "internal", "cmd/app", "internal/auth"] }, "go test ./internal/auth"],
  ["Windows' venv/Scripts: the activate script below the venv that is here", "source venv/Scripts/activate", "bash: venv/Scripts/activate: No such file or directory\n", { files: ["venv/bin/activate", "venv/bin/python"], dirs: ["venv", "venv/bin"] }, "source venv/bin/activate"],
  ["a file named by the start of its name, its ending the other way", "kubectl apply -f k8s/deploy.yml", 'error: the path "k8s/deploy.yml" does not exist\n', { files: ["k8s/deployment.yaml", "k8s/service.yaml"], dirs: ["k8s"] }, "kubectl apply -f k8s/deployment.yaml"],
  ["near: two files that start so: no guess", "kubectl apply -f k8s/deploy.yml", 'error: the path "k8s/deploy.yml" does not exist\n', { files: ["k8s/deployment.yaml", "k8s/deploy-canary.yaml"], dirs: ["k8s"] }, null],
  ["a profile the tool's own config declares, named by its start", "aws s3 ls s3://acme-backups --profile prod", "\nThe config profile (prod) could not be found\n", { texts: { "/home/dev/.aws/config": "[default]\nregion = eu-west-1\n\n[profile production]\nregion = eu-west-1\n\n[profile staging]\nregion = eu-west-1\n" } }, "aws s3 ls s3://acme-backups --profile production"],
  ["a conda environment one slip from one listed", "conda activate wisefow", "EnvironmentNameNotFound: Could not find conda environment: wisefow\n", { texts: { "/home/dev/.conda/environments.txt": "/home/dev/miniconda3\n/home/dev/miniconda3/envs/wiseflow\n" } }, "conda activate wiseflow"],
  ["near: a start two profiles share: no guess", "aws s3 ls --profile prod", "\nThe config profile (prod) could not be found\n", { texts: { "/home/dev/.aws/config": "[profile production]\n[profile prod-eu]\n" } }, null],
  ["near: two folders of that name below: no guess", "go test ./pkg/auth", "stat /home/dev/proj/pkg/auth: directory not found\n", { files: ["go.mod", "internal/auth/auth.go", "legacy/auth/auth.go"], dirs: ["internal", "legacy", "internal/auth", "legacy/auth"] }, null],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});

test("folders below are bounded in depth and count, and skip hidden and dependency folders", () => {
  const world = fakeWorld({ dirs: ["a/b/c/d", ".git/objects", "node_modules/x", "z"] });
  expect(foldersBelow(CWD, world).sort()).toEqual(["a", "a/b", "z"]);
  expect(foldersBelow(CWD, world, { depth: 2, entries: 1, ms: 50 }).length).toBeLessThanOrEqual(1);
});

test("projects read the names their manifests declare", () => {
  expect(projects(CWD, fakeWorld(WORKSPACE), ["Cargo.toml"]).map((p) => p.name).sort()).toEqual([undefined, "web-api", "web-cli"].sort() as string[]);
});

test("the real world reads a SQLite file's tables read-only, and nothing from a file that is none", () => {
  const dir = mkdtempSync(join(tmpdir(), "aye-around-"));
  const db = new Database(join(dir, "app.db"));
  db.run("create table users (id integer)");
  db.run("create view active as select * from users");
  db.close();
  writeFileSync(join(dir, "notes.db"), "not a database");
  mkdirSync(join(dir, "sub"));
  const world = realWorld({ PATH: "" });
  expect(world.tables!(join(dir, "app.db"))?.sort()).toEqual(["active", "users"]);
  expect(world.tables!(join(dir, "notes.db"))).toBeUndefined();
  expect(world.tables!(join(dir, "sub"))).toBeUndefined();
  expect(world.tables!(join(dir, "missing.db"))).toBeUndefined();
});

test("a path's name found elsewhere is never the line's own other word: a destination to create names its source", () => {
  const world = { ...fakeWorld({ files: ["app.conf"] }), help: () => undefined };
  const f = failureFrom("cp app.conf config/prod/app.conf", "cp: cannot create regular file 'config/prod/app.conf': No such file or directory\n", 1, CWD);
  expect(leafElsewhere(f, world)).toEqual([]);
});

test("a build folder named that was never set up, beside the project's meson.build, is set up first; one that is set up is not", () => {
  const output = "ERROR: Current directory is not a meson build directory: `/home/dev/proj/builddir`.\n";
  const f = failureFrom("meson compile -C builddir", output, 1, CWD);
  const plans = (spec: WorldSpec) => buildFolderUnset(f, { ...fakeWorld(spec), help: () => undefined }).map((s) => s.commands.join(" && "));
  expect(plans({ files: ["main.c", "meson.build"] })).toEqual(["meson setup builddir && meson compile -C builddir"]);
  expect(plans({ files: ["main.c"] })).toEqual([]);
  expect(plans({ files: ["meson.build"], dirs: ["builddir", "builddir/meson-info"] })).toEqual([]);
});
