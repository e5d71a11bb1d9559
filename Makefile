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

# A real test runner whose progress display redraws itself, for the capture tests (never shipped in dist/aye).
VITEST := vitest@3.2.4

.PHONY: all build test unit e2e typecheck bench completions clean deps clis known vitest

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
dist/aye: $(SOURCES) node_modules/.installed
	$(BUN) build src/main.ts --compile --bytecode --minify --no-compile-autoload-dotenv \
		--no-compile-autoload-bunfig --compile-exec-argv=--no-deprecation --outfile dist/aye

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

typecheck: node_modules/.installed
	node_modules/.bin/tsc -p .

test: build typecheck clis vitest
	./test/install-shells
	$(BUN) test --timeout 30000

bench: build clis .tools/bench/.installed
	@test -x /usr/bin/time -a -d /usr/share/thefuck -a -x /usr/bin/script || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time thefuck bsdutils >/dev/null)
	$(BUN) bench/run.ts
	$(BUN) bench/terminal.ts
	$(BUN) bench/redact.ts
	$(BUN) bench/fix.ts
	$(BUN) bench/real-claude.ts
	$(BUN) bench/mcp.ts
	$(BUN) bench/chat.ts
	$(BUN) bench/shell.ts

clean:
	rm -rf dist .tools
