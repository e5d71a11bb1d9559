import { describe, expect, test } from "bun:test";
import { toModel } from "../../../src/guard/to-model.ts";
import { atReferences, buildPrompt } from "../../../src/prompt/build.ts";

const attach = { command: "npm test", cwd: "/p", exitCode: 1, stdout: "out\n", stderr: "err\n" };
const block = "---\nCaptured output from last failing command:\n$ npm test\ncwd: /p\nexit_code: 1\n\nSTDOUT:\nout\n\nSTDERR:\nerr\n---";

describe("buildPrompt", () => {
  test.each([
    ["words only", { words: "hi", files: [], redact: true }, "hi"],
    ["the failure after the words", { words: "fix it", files: [], attach, redact: true }, `fix it\n\n${block}`],
    ["the failure alone", { words: "", files: [], attach, redact: true }, block],
    ["piped input after the words", { words: "review", stdin: "diff\n\n", files: [], redact: true }, "review\n\ndiff"],
    ["files in fences longer than their backticks", { words: "w", files: [{ path: "a.md", content: "```js\nx\n```\n" }], redact: true }, "w\n\nFile: a.md\n````\n```js\nx\n```\n````"],
  ])("%s", (_name, parts, expected) => {
    expect(buildPrompt(parts)).toBe(expected);
  });

  test("on its way to a model, secrets leave every part of the request: words, command, output, system text", () => {
    const prompt = buildPrompt({ words: "my key is sk-proj-abcdefghijklmnopqrstuvwxyz", files: [], attach: { ...attach, command: "curl -H 'Authorization: Bearer abcdefghijklmnop1234'", stdout: "password=hunter2\n" }, redact: true });
    const sent = toModel({ prompt, system: "use ghp_abcdefghijklmnopqrstuvwxyz0123456789" }, true);
    expect(sent.prompt).toContain("my key is [REDACTED:openai-key]");
    expect(sent.prompt).toContain("Bearer [REDACTED:token]");
    expect(sent.prompt).toContain("password=[REDACTED:secret]");
    expect(sent.system).not.toContain("ghp_");
    expect(toModel({ prompt }, false).prompt).toBe(prompt);
  });

  test("a .env file has every value removed, not only secret-looking ones", () => {
    const prompt = buildPrompt({ words: "", files: [{ path: "app/.env", content: "DB_HOST=db.internal\nPORT=5432\n" }], redact: true });
    expect(prompt).not.toContain("db.internal");
    expect(prompt).not.toContain("5432");
  });
});

test.each([
  ["explain @src/app.ts please", ["src/app.ts"]],
  ["@a.md, @b.md.", ["a.md,", "b.md."]],
  ["mail me@example.com", []],
  ["@@literal", []],
])("atReferences(%p)", (words, refs) => {
  expect(atReferences(words)).toEqual(refs);
});
