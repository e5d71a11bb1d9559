import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: random hex, no real key.
describe("a list of secrets under one name", () => {
  test.each([
    ["a YAML list", "api_keys:\n  - f43a8019f10f3d5de6db85af05c7ef9c\n  - 483cf0dc2066eac284b067c8be415d4b", ["f43a8019f10f3d5de6db85af05c7ef9c", "483cf0dc2066eac284b067c8be415d4b"]],
    ["a comma-separated setting", "ADMIN_TOKENS=f7550b3acbc014e1fcc4f239df1602e530cc19c4,979437177c87fa6bfcd715aa9d77b7e1b8564a77", ["f7550b3acbc014e1fcc4f239df1602e530cc19c4", "979437177c87fa6bfcd715aa9d77b7e1b8564a77"]],
    ["a flow list", "tokens: [Qm7xV2pLr9Tb4NcW8kZs, k2x9Q7m4Z8w1V5r3T6y0]", ["Qm7xV2pLr9Tb4NcW8kZs", "k2x9Q7m4Z8w1V5r3T6y0"]],
  ])("%s", (_what, text, secrets) => {
    const out = redact(text);
    for (const s of secrets) expect(out).not.toContain(s);
  });

  test.each(["max_tokens: 4096", "keys:\n  - name\n  - email", "tokens: [input, output]", "SECRETS=db,cache,queue"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
