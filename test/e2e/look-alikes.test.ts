/** Look-alikes of secrets reach the model as they are, through the binary, beside secrets that do not. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

test("ask sends placeholders, digests and signatures as they are, and still removes the secrets beside them", async () => {
  writeFileSync(join(home.dir, ".env.example"), "STRIPE_SECRET_KEY=sk_test_your_key_here\nSESSION_SECRET=change-me\nREAL=sk_test_4eC39HqLyjWDarjtT1zdp7dcXk\n");
  const piped =
    "$ sha256sum app.tar.gz\n7bd3563dea17f0110ddd234beb92fc478dbe8d093d9c7ba4415768c51d6c7b09  app.tar.gz\n" +
    "  signature: yKlx/k8l31LT5sJYNOJxQ8LDS3OgZMQZCwj1fbezEInEzeKusnyx8mBx/7O4j+Vu5qYJsqAQMou1sX32TUaTMw==\n" +
    "password: gM6MUIevPqXKnIHXHwrM17ZKgMjemU32\n";
  const r = await aye(["ask", "--print-prompt", "see @.env.example"], { env: { ...home.env, AYE_PROMPT_CONTEXT: "false" }, stdin: piped });
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(
    `see @.env.example\n\n${piped.replace("gM6MUIevPqXKnIHXHwrM17ZKgMjemU32", "[REDACTED:secret]")}\n` +
      "File: .env.example\n```\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nSESSION_SECRET=change-me\nREAL=[REDACTED:stripe-key]\n```\n",
  );
});
