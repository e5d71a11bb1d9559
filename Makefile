# aye: `make` builds dist/aye, `make test` runs every test, `make bench` measures.
# Bun comes from the npm registry (pinned) when none is on PATH; nothing else is downloaded, but for
# `make bench`'s peer (below).
BUN_VERSION := 1.4.5
# The peer bash MCP server bench/mcp.ts compares with; outside the shipped binary, install scripts off.
DESKTOP_COMMANDER := @wonderwhy-er/desktop-commander@0.2.52
BUN := $(shell command -v bun 2>/dev/null || echo .tools/node_modules/.bin/bun)
SOURCES := $(shell find src -name '*.ts') package.json

# The real LLM CLIs the end-to-end suite runs against local stand-in servers (never shipped in dist/aye).
# These are the newest versions that run on Node 20.
CLIS := @anthropic-ai/claude-code@2.1.197 @google/gemini-cli@0.61.0 @qwen-code/qwen-code@0.15.10
CLIS_STAMP := .tools/clis/.installed-$(shell echo '$(CLIS)' | cksum | cut -d' ' -f1)

# Real zsh prompt themes (npm) that aye shell's hook must cooperate with, for test/e2e/shell-themes.test.ts (never
# shipped in dist/aye; install scripts off: they only link the theme into a system folder). The Debian ones
# (powerlevel9k, liquidprompt, powerline) come from test/install-shells.
PROMPTS := pure-prompt@1.28.3 spaceship-prompt@4.22.5
PROMPTS_STAMP := .tools/prompts/.installed-$(shell echo '$(PROMPTS)' | cksum | cut -d' ' -f1)

# A real test runner whose progress display redraws itself, for the capture tests (never shipped in dist/aye).
VITEST := vitest@3.2.4

.PHONY: all build bench-startup test test-portable unit e2e typecheck bench completions clean deps clis known vitest prompts release release-tools FORCE

all: build

.tools/bench/.installed:
	npm install --prefix .tools/bench --no-save --no-audit --no-fund --ignore-scripts $(DESKTOP_COMMANDER)
	@touch $@

.tools/node_modules/.bin/bun:
	npm install --prefix .tools --no-save --no-audit --no-fund bun@$(BUN_VERSION)

node_modules/.installed: package.json bun.lock | $(BUN)
	$(BUN) install --frozen-lockfile
	@touch $@

deps: node_modules/.installed

build: dist/aye

# --compile-exec-argv: a binary with baked-in runtime flags goes through Bun's own argument
# parsing, which starts in a deleted working directory (where a shell still runs commands);
# without any, Bun refuses to start there. --no-deprecation is the most inert such flag.
# --splitting (ESM): what a command imports lazily is a chunk of its own, not read at every start
# (about 1 ms of `aye --version`'s 7, bench/startup.ts). release/build compiles with the same flags.
COMPILE_FLAGS := --compile --splitting --format=esm --bytecode --minify --no-compile-autoload-dotenv \
	--no-compile-autoload-bunfig --compile-exec-argv=--no-deprecation
export COMPILE_FLAGS

# AYE_BUILD: the commit, build date and target `aye --version` reports (release/build-info).
dist/aye: $(SOURCES) node_modules/.installed dist/.commit
	$(BUN) build src/main.ts $(COMPILE_FLAGS) \
		--define "AYE_BUILD=$$(release/build-info $$(release/host-target))" --outfile dist/aye

# Rewritten only when the commit (or the set of changed files) changes, so that dist/aye is rebuilt then.
dist/.commit: FORCE
	@mkdir -p dist
	@c="$$(git rev-parse HEAD 2>/dev/null; git status --porcelain --untracked-files=no 2>/dev/null)"; \
		[ "$$(cat $@ 2>/dev/null)" = "$$c" ] || printf '%s\n' "$$c" > $@

# Every target's archive, SHA256SUMS, the npm packages and the Homebrew formula, in dist/ (release/build).
release: node_modules/.installed dist/aye
	BUN=$(BUN) BUN_VERSION=$(BUN_VERSION) release/build

# What the release checks run the other targets' binaries with: qemu-user and arm64's glibc, and musl.
release-tools:
	./test/install-release-tools

completions: dist/aye
	./dist/aye completions bash > completions/aye.bash
	./dist/aye completions zsh > completions/_aye
	./dist/aye completions fish > completions/aye.fish

# What aye fix knows of common tools' options and subcommands, read from their help here (the tools must be installed).
known: node_modules/.installed
	$(BUN) src/fix/known-options.gen.ts
	$(BUN) src/fix/known-commands.gen.ts

clis: $(CLIS_STAMP)

$(CLIS_STAMP):
	rm -rf .tools/clis && mkdir -p .tools/clis
	npm install --prefix .tools/clis --no-save --no-audit --no-fund --loglevel=error $(CLIS)
	@touch $@

vitest: .tools/vitest/.installed-3.2.4

.tools/vitest/.installed-3.2.4:
	rm -rf .tools/vitest && mkdir -p .tools/vitest
	npm install --prefix .tools/vitest --no-save --no-audit --no-fund --loglevel=error $(VITEST)
	@touch $@

prompts: $(PROMPTS_STAMP)

$(PROMPTS_STAMP):
	rm -rf .tools/prompts && mkdir -p .tools/prompts
	npm install --prefix .tools/prompts --no-save --no-audit --no-fund --ignore-scripts --loglevel=error $(PROMPTS)
	@touch $@

typecheck: node_modules/.installed
	node_modules/.bin/tsc -p .

test: build typecheck clis vitest prompts release release-tools
	./test/install-shells
	$(BUN) test --timeout 30000
	$(MAKE) --no-print-directory test-portable

# The suites that reach the OS, again through the portable paths macOS takes (src/os/path.ts).
test-portable: build
	AYE_OS_PATHS=portable $(BUN) test --timeout 30000 test/unit/os test/unit/tool test/e2e/run.test.ts \
		test/e2e/run-unnoticed.test.ts test/e2e/terminal-unnoticed.test.ts test/e2e/exec.test.ts test/e2e/cli.test.ts

bench: build clis .tools/bench/.installed
	@test -x /usr/bin/time -a -d /usr/share/thefuck -a -x /usr/bin/script || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time thefuck bsdutils >/dev/null)
	$(BUN) bench/startup.ts
	$(BUN) bench/run.ts
	$(BUN) bench/terminal.ts
	$(BUN) bench/redact.ts
	$(BUN) bench/judge.ts
	$(BUN) bench/markdown.ts
	$(BUN) bench/fix.ts
	$(BUN) bench/real-claude.ts
	$(BUN) bench/mcp.ts
	$(BUN) bench/chat.ts
	$(BUN) bench/shell.ts

# Start-up alone: aye --version and aye run true against a compiled hello, and each module loaded at start.
bench-startup: build
	$(BUN) bench/startup.ts

clean:
	rm -rf dist .tools
