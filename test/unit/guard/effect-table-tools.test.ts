import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";
import { TOOLS } from "../../../src/guard/shell/effect-table-tools.ts";
import { MORE } from "../../../src/guard/shell/effect-table-more.ts";
import { TABLE } from "../../../src/guard/shell/effect-table.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-tools-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

/** Each family: what only reads (or builds in the tree) runs; its nearest writing or destroying forms are asked. */
const families: Record<string, { run: string[]; asked: string[] }> = {
  "firmware and embedded tools": {
    run: [
      "esptool.py -p /dev/ttyUSB0 chip_id",
      "esptool --chip esp32 -p /dev/ttyUSB0 flash-id",
      "esptool.py --port /dev/ttyUSB0 read_mac",
      "espefuse.py --port /dev/ttyUSB0 summary",
      "idf.py build",
      "idf.py fullclean && idf.py build",
      "idf.py size-components",
      "west boards | grep -i nrf52840",
      "west build -p always -b nrf52840dk/nrf52840 app",
      "west list",
      "probe-rs list",
      "probe-rs info --protocol swd",
      "pio run -e uno",
      "pio device list",
      "arduino-cli board list",
      "arduino-cli compile --fqbn arduino:avr:uno sketch",
      "avrdude -c usbasp -p m328p -B 10",
      "dfu-util -l",
      "openocd --version",
      "picotool info -a",
      "st-info --probe",
    ],
    asked: [
      "esptool.py -p /dev/ttyUSB0 write_flash 0x1000 app.bin",
      "esptool.py erase_flash",
      "esptool erase-region 0x9000 0x6000",
      "espefuse.py --port /dev/ttyUSB0 burn_efuse JTAG_DISABLE 1",
      "espefuse.py burn-key BLOCK_KEY0 key.bin XTS_AES_128_KEY",
      "idf.py build flash monitor",
      "idf.py -p /dev/ttyUSB0 flash",
      "idf.py erase-flash",
      "idf.py set-target esp32s3",
      "west build -t flash",
      "west flash",
      "west update",
      "probe-rs download --chip nRF52840_xxAA target/app.elf",
      "probe-rs erase --chip STM32F401",
      "probe-rs run --chip STM32F401 app.elf",
      "pio run -t upload",
      "pio pkg install",
      "arduino-cli compile -u -p /dev/ttyACM0 --fqbn arduino:avr:uno sketch",
      "arduino-cli upload -p /dev/ttyACM0 sketch",
      "avrdude -c usbasp -p m328p -U flash:w:main.hex:i",
      "avrdude -c usbasp -p m328p -e",
      "dfu-util -a 0 -s 0x08000000:leave -D fw.bin",
      "openocd -f board/stm32f4discovery.cfg -c 'program fw.elf verify reset exit'",
      "picotool load fw.uf2",
      "st-flash write fw.bin 0x8000000",
      "st-flash erase",
    ],
  },
  "monorepo and build runners": {
    run: [
      "nx reset && nx build web --skip-nx-cache",
      "nx run web:test",
      "nx show projects",
      "nx format:check",
      "nx release --dry-run",
      "nx generate @nx/react:lib ui --dry-run",
      "turbo run build --force --filter=web",
      "turbo build --dry=json",
      "turbo ls",
      "lerna changed --all",
      "lerna run build",
      "pants test ::",
      "pants fmt lint check ::",
      "pants list ::",
      "nox -s tests --force-python 3.12",
      "nox -l",
      "tox -e py312",
      "tox -r -e lint",
      "tox list",
      "bazel query //...",
      "bazel build //app:all",
    ],
    asked: [
      "nx release",
      "nx daemon --start",
      "nx migrate latest --run-migrations",
      "nx add @nx/react",
      "turbo login",
      "turbo daemon start",
      "lerna publish from-package --yes",
      "lerna version patch --yes",
      "lerna exec -- rm -rf dist",
      "pants lint publish ::",
      "pants run src/app:main",
      "tox exec -e py312 -- python -c 'print(1)'",
      "bazel run //app:server",
    ],
  },
  "formatters and linters with their fixing options": {
    run: [
      'prettier --write "src/**/*.{ts,tsx}" && git diff --stat',
      "prettier --check .",
      "eslint src --fix-dry-run --format json",
      "eslint . --cache",
      'stylelint "**/*.css" --fix',
      "oxlint --fix",
      "biome check --write .",
      "biome format src",
      "ruff check --fix .",
      "ruff format --check .",
      "gofmt -l .",
      "gofmt -w main.go",
      "clang-format -i src/a.cpp",
      "autopep8 --in-place --aggressive a.py",
      "yapf -i a.py",
      "rubocop -A",
      'ktlint -F "src/**/*.kt"',
      "golangci-lint run --fix ./...",
      "cargo fmt --all && cargo clippy --fix --allow-dirty --allow-staged -- -D warnings",
      'markdownlint-cli2 --fix "**/*.md"',
      "clang-tidy -p build src/a.cpp --fix",
    ],
    asked: [
      "prettier --write ~/.bashrc",
      "eslint --fix /etc/app.js",
      "eslint --init",
      "eslint src --fix",
      "biome start",
      "ruff server",
      "rubocop --start-server",
      "ktlint installGitPreCommitHook",
      "clang-format -i /etc/nginx/a.conf",
    ],
  },
  "editors in batch and the shells' own built-ins": {
    run: [
      "zsh -c 'compaudit'",
      "fish -c 'abbr --list'",
      "fish -c 'functions -n'",
      "zsh -c 'autoload -Uz compinit && compinit -D'",
      "set -euo pipefail",
      "nvim --version",
      "emacs --version",
    ],
    asked: [
      "fish -c 'set -Ua fish_user_paths $HOME/.cargo/bin'",
      "fish -c 'set -U EDITOR nvim'",
      "fish -c 'fish_add_path ~/.local/bin'",
      "fish -c 'funcsave ll'",
      "fish -c 'abbr -a gco git checkout'",
      "zsh -c 'autoload -Uz compinit && compinit'",
      "nvim --headless '+checkhealth lazy' +qa",
      "nvim --headless -c 'argdo %s/a/b/g | update' -c qa src/a.c",
      "emacs --batch --eval \"(require 'org)\" --eval '(org-babel-tangle-file \"README.org\")'",
    ],
  },
  "database tools, ORMs and migration CLIs": {
    run: [
      "sequelize-cli db:migrate:status",
      "sequelize-cli migration:generate --name add-users",
      "knex migrate:status",
      "prisma migrate diff --from-schema-datasource prisma/schema.prisma --to-schema-datamodel prisma/schema.prisma --script | head -40",
      "drizzle-kit check",
      "mongoexport --db app --collection users",
      "mongoexport --db app --collection users --out exports/users.json",
      "mongofiles --db app list",
      "datasette inspect app.db | head -40",
      "datasette serve --help | grep -A2 -- '--port'",
    ],
    asked: [
      "sequelize db:migrate",
      "sequelize-cli db:migrate:undo:all",
      "sequelize-cli db:drop",
      "knex migrate:latest",
      "knex migrate:rollback --all",
      'prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel prisma/schema.prisma --script --shadow-database-url "$SHADOW"',
      "prisma migrate reset --force",
      "drizzle-kit push",
      "mongoimport --db app --collection users --drop users.json",
      "mongofiles -d app delete x.bin",
      "datasette serve app.db",
    ],
  },
  "virtual machines, images, cloud instances and watchers": {
    run: [
      "vagrant global-status",
      "cloud-init status --wait",
      "cloud-init query -a",
      "cloud-init analyze show",
      "cloud-init schema --system",
      "watchman --no-spawn watch-list",
      "watchman --version",
      "aws ecr start-lifecycle-policy-preview --repository-name api --lifecycle-policy-text file://lifecycle.json && aws ecr get-lifecycle-policy-preview --repository-name api",
      "packer fmt -check .",
      "packer fmt .",
    ],
    asked: [
      "vagrant global-status --prune",
      "vagrant destroy -f",
      "cloud-init clean --logs --reboot",
      "cloud-init single --name cc_ssh",
      "watchman watch-list",
      "watchman watch-project .",
      "aws ecr put-lifecycle-policy --repository-name api --lifecycle-policy-text file://lifecycle.json",
      "aws ecr batch-delete-image --repository-name api --image-ids imageTag=old",
    ],
  },
};

for (const [family, { run, asked }] of Object.entries(families)) {
  describe(family, () => {
    test.each(run)("runs with no one pressing a key: %s", async (plan) => {
      expect(await refusal(plan)).toBeUndefined();
    });
    test.each(asked)("is asked: %s", async (plan) => {
      expect(await refusal(plan)).toBeDefined();
    });
  });
}

test("a program of the tools' table has that row only", () => {
  const names = (table: Record<string, unknown>) => Object.keys(table).flatMap((k) => k.split(" "));
  const elsewhere = new Set([...names(TABLE), ...names(Object.fromEntries(Object.entries(MORE).filter(([k, v]) => TOOLS[k] !== v)))]);
  expect(names(TOOLS).filter((n) => elsewhere.has(n))).toEqual([]);
});
