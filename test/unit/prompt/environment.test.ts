import { describe, expect, test } from "bun:test";
import { describeOs, environmentBlock } from "../../../src/prompt/environment.ts";

describe("the environment a model is told", () => {
  test.each([
    ["linux", "6.1.0", "x64", 'NAME="Debian"\nPRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\n', "Debian GNU/Linux 12 (bookworm) (Linux 6.1.0, x64)"],
    ["linux", "6.1.0", "arm64", "PRETTY_NAME=Alpine Linux v3.20\n", "Alpine Linux v3.20 (Linux 6.1.0, arm64)"],
    ["linux", "6.1.0", "x64", undefined, "Linux (Linux 6.1.0, x64)"],
    ["darwin", "23.1.0", "arm64", undefined, "macOS (Darwin 23.1.0, arm64)"],
  ])("%s %s %s", (system, kernel, machine, osRelease, expected) => {
    expect(describeOs(system, kernel, machine, osRelease)).toBe(expected);
  });

  test("the block", () => {
    expect(environmentBlock({ os: "Linux", shell: "fish", cwd: "/w" })).toBe("---\nEnvironment:\nos: Linux\nshell: fish\ncwd: /w\n---");
  });
});
