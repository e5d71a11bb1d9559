import { describe, expect, test } from "bun:test";
import { parseReply } from "../../../src/fix/llm.ts";

describe("parsing an LLM's reply", () => {
  test.each([
    ["a bare command", "git status", ["git status"]],
    ["a fenced block", "```bash\ngit status\n```", ["git status"]],
    ["prose around a fence", "Sure! Try this:\n\n```sh\n$ chmod +x ./run.sh\n$ ./run.sh\n```\nThat should work.", ["chmod +x ./run.sh", "./run.sh"]],
    ["numbered steps", "1. chmod +x ./run.sh\n2. ./run.sh", ["chmod +x ./run.sh", "./run.sh"]],
    ["bullets and backticks", "- `git pull --rebase`\n- `git push`", ["git pull --rebase", "git push"]],
    ["a dollar prompt", "$ npm install", ["npm install"]],
    ["commentary lines dropped", "The corrected command is:\ngit status\nThis fixes the typo.", ["git status"]],
    ["a backticked command with an explanation", "`grep --recursive foo .` - searches recursively", ["grep --recursive foo ."]],
    ["comments inside a fence", "```\n# fix the typo\ngit status\n```", ["git status"]],
    ["empty", "", []],
    ["only prose", "I am not sure what you meant.", []],
  ])("%s", (_name, reply, commands) => {
    expect(parseReply(reply)).toEqual(commands);
  });
});

describe("a command over several lines stays one command, as the model wrote it", () => {
  test.each([
    ["a line continued with a backslash", "```sh\ncmake -S . \\\n  -B build\nmake\n```", ["cmake -S . \\\n  -B build", "make"]],
    ["a here-document", "```bash\ncat > .env <<'EOF'\nPORT=3000\n# not a comment here\nEOF\nnpm start\n```", ["cat > .env <<'EOF'\nPORT=3000\n# not a comment here\nEOF", "npm start"]],
    ["a here-document with tabs stripped", "cat <<-END\n\tx\n\tEND\nls", ["cat <<-END\n\tx\n\tEND", "ls"]],
    ["a here-string is one line", "grep x <<< 'a'\nls", ["grep x <<< 'a'", "ls"]],
  ])("%s", (_name, reply, commands) => {
    expect(parseReply(reply)).toEqual(commands);
  });
});
