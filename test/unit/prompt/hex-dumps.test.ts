import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real key.
describe("text shown as a hex dump", () => {
  test("a key file's canonical dump goes, bytes and characters", () => {
    const text = "$ hexdump -C .openai_key | head -4\n00000000  73 6b 2d 64 42 72 6e 77  39 53 54 33 74 76 58 62  |sk-dBrnw9ST3tvXb|\n00000010  39 38 72 39 66 34 57 6d  6f 46 55 78 42 72 66 67  |98r9f4WmoFUxBrfg|";
    const out = redact(text);
    expect(out).not.toContain("sk-dBrnw9ST3tvXb");
    expect(out).not.toContain("98r9f4WmoFUxBrfg");
    expect(out).not.toContain("73 6b 2d 64");
    expect(out).toContain("$ hexdump -C .openai_key");
  });

  test("a key file's xxd dump goes", () => {
    const text = "$ xxd .env\n00000000: 4752 4f51 5f41 5049 5f4b 4559 3d67 736b  GROQ_API_KEY=gsk\n00000010: 5f77 4a38 7850 7132 4c6d 4e34 7254 3676  _wJ8xPq2LmN4rT6v\n00000020: 5930 7a42 3363 4435 6647 3768 4b39 0a    Y0zB3cD5fG7hK9.";
    expect(redact(text)).not.toContain("_wJ8xPq2LmN4rT6v");
  });

  test("a dump of a file with no secret stays", () => {
    const text = "$ hexdump -C README.md | head -2\n00000000  23 20 61 79 65 0a 0a 41  20 73 68 65 6c 6c 20 68  |# aye..A shell h|\n00000010  65 6c 70 65 72 2e 0a                              |elper..|";
    expect(redact(text)).toBe(text);
  });
});
