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

describe("npm run NAME where npm finds no such script runs nothing", () => {
  const bare = mkdtempSync(join(tmpdir(), "aye-no-package-"));
  const listed = mkdtempSync(join(tmpdir(), "aye-package-"));
  writeFileSync(join(listed, "package.json"), JSON.stringify({ scripts: { build: "tsc", prebuild: "rm -rf ~/x" } }));
  afterAll(() => [bare, listed].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const runsIn = async (plan: string, dir: string) => unattendedRefusal(await judge(plan, dir)) === undefined;
  test("runs: npm run dev with no package.json here or above", async () => {
    expect(await runsIn("timeout 20s npm run dev 2>&1 | tail -5", bare)).toBe(true);
  });
  test("runs: npm run dev where package.json lists no dev script", async () => {
    expect(await runsIn("npm run dev", listed)).toBe(true);
  });
  test.each([
    // npm start runs server.js without a script; yarn and pnpm are not read this way; a listed script is judged.
    ["npm start", bare],
    ["yarn dev", bare],
    ["npm run build", listed],
  ])("asks: %s", async (plan, dir) => {
    expect(await runsIn(plan, dir)).toBe(false);
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
