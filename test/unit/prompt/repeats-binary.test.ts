/** Propagation through the compiled binary: what `aye llm` sends a provider (a stub CLI) has the secret nowhere. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { recorded, stubbedHome } from "../../fakes/stub-cli.ts";
import { aye, type tempHome } from "../../helpers.ts";

let home: ReturnType<typeof tempHome>;
let env: Record<string, string>;
let rec: string;
beforeEach(() => ({ home, env, rec } = stubbedHome(["claude"], { AYE_SESSION: "t", AYE_PROMPT_CONTEXT: "false" })));
afterEach(() => home.cleanup());

test("a password found once is removed where bash echoes it, and its base64 and URL-escaped forms", async () => {
  // Made up: no real account's password.
  const log = [
    "$ sudo systemctl restart nginx",
    "[sudo] password for ana:",
    "sudo: timed out reading password",
    "$ wsxcde#86",
    "bash: wsxcde#86: command not found",
    `$ echo -n 'wsxcde#86' | base64`,
    Buffer.from("wsxcde#86").toString("base64"),
    "Password for 'https://wsxcde%2386@git.acme.test':",
    "",
  ].join("\n");
  const r = await aye(["llm", "claude", "what went wrong?"], { env, stdin: log });
  expect(r).toMatchObject({ code: 0, stdout: "answer from claude\n" });
  const sent = recorded(rec, "claude").stdin!;
  expect(sent).toStartWith("what went wrong?\n\n$ sudo systemctl restart nginx\n");
  expect(sent).toContain("bash: [REDACTED:password]: command not found");
  for (const form of ["wsxcde#86", "wsxcde%2386", Buffer.from("wsxcde#86").toString("base64")]) expect(sent).not.toContain(form);
  expect(sent).toContain("@git.acme.test");
});
