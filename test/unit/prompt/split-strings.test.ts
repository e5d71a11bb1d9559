import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.
describe("a secret written in string pieces", () => {
  test.each([
    ["joined by + over two lines, under a token's name", '17:    private static final String GH_TOKEN = "ghp_Baxvagcah4" +\n18:        "vcMxvInGCUSzJvyeaPVDnaa0QP";', ["ghp_Baxvagcah4", "vcMxvInGCUSzJvyeaPVDnaa0QP"]],
    ["C's pieces side by side after #define", '12:#define PSK_KEY \\\n13-    "+8DSLcE3TbZ1YBIM" \\\n14-    "yFH6SPTKUqN7gTJV" \\\n15-    "PMC+7OS73+rpiMyM" "YFriL4jCGfKNdjQM"', ["+8DSLcE3TbZ1YBIM", "yFH6SPTKUqN7gTJV", "YFriL4jCGfKNdjQM"]],
    ["a vendor's prefix and its body, under no secret's name", 'stripe.api = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"', ["sk_live_", "4eC39HqLyjWDarjtT1zdp7dc"]],
  ])("%s", (_what, text, pieces) => {
    const out = redact(text);
    for (const p of pieces) expect(out).not.toContain(p);
  });
  test.each(['msg = "Hello" + "World"', 'echo "foo" "bar"', 'path = "src/" + "main.ts"', 'LABEL_TOKEN_HINT = "Enter your token" + " below"'])("%s stays", (text) => {
    expect(redact(text)).toBe(text);
  });
});
