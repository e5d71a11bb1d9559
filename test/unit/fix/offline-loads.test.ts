/**
 * An offline fix (`aye fix --print`, the shell key, scripts) loads only what finds the correction: the guard to the
 * shell, the redaction and the store load where a plan is judged, an LLM is asked or a capture is read (issue 27's
 * time budget: a millisecond at start-up is a millisecond of every fix). What src/commands/fix.ts imports statically,
 * and what those import, is what every fix pays for.
 */
import { expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = join(import.meta.dir, "..", "..", "..");

/** The modules a file loads before it runs: its static imports and re-exports (not `import type`, not `import()`), and theirs. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith(".ts")) return;
    const text = readFileSync(join(ROOT, file), "utf8");
    const found = [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;"']*?\sfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
    for (const spec of found) visit(spec.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), spec)) : spec);
  };
  visit(entry);
  return seen;
}

test("the walk finds what a command loads, and the guard's own heavy tables", () => {
  const guard = staticGraph("src/guard/to-shell.ts");
  expect(guard.has("src/guard/shell/effects.ts")).toBe(true);
  expect(guard.has("src/guard/shell/effect-table-more.ts")).toBe(true);
  expect(staticGraph("src/fix/context.ts").has("src/prompt/redact.ts")).toBe(true);
  expect(staticGraph("src/store/db.ts").has("bun:sqlite")).toBe(true);
  for (const file of staticGraph("src/commands/fix.ts")) if (file.startsWith("src/")) expect(existsSync(join(ROOT, file))).toBe(true);
});

test.each([
  ["the guard to the shell (loaded where a plan is judged)", "src/guard/to-shell.ts"],
  ["the effect model's tables", "src/guard/shell/effects.ts"],
  ["the redaction (loaded when an LLM is asked)", "src/prompt/redact.ts"],
  ["the LLM's context", "src/fix/context.ts"],
  ["the terminal read-back (loaded when no failure is given)", "src/shell/adopt.ts"],
  ["bun:sqlite (loaded when a rule reads a database's tables, or the store opens)", "bun:sqlite"],
  ["the providers", "src/commands/answer.ts"],
])("an offline fix does not load %s", (_what, module) => {
  expect(staticGraph("src/commands/fix.ts").has(module)).toBe(false);
});

test("the read-back the shell hook's users go through loads the redaction only once a screen was read", () => {
  expect(staticGraph("src/shell/adopt.ts").has("src/prompt/redact.ts")).toBe(false);
});
