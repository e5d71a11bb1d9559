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
