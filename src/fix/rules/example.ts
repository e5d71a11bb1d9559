/**
 * A tool's example of the right shape, filled in with the person's own words:
 * "use 'go install' with a version, like 'go install example.com/cmd@latest'"
 * for `go get github.com/x/y` is `go install github.com/x/y@latest`. The
 * example's placeholder takes the one word of the line that has its shape.
 */
import { plainQuotes } from "../advice.ts";
import type { Rule } from "../types.ts";
import { quoteWord, splitWords } from "../words.ts";

const PLACEHOLDER = /^(?:<[^>]+>|\[[^\]]+\]|(?:[\w-]+\.)?example\.(?:com|org|net)(?:\/[\w./-]*)?(?:@\S+)?|path\/to\/\S*|foo|bar|NAME|FILE|PATH|URL)$/;

/** What a word is like: a module path (host/a/b), a path, a file with an extension, a plain name. */
function shape(word: string): string {
  const bare = word.replace(/@.*$/, "");
  if (/^[\w-]+(?:\.[\w-]+)+\/\S+$/.test(bare)) return "module";
  if (bare.includes("/")) return "path";
  if (/\.\w{1,5}$/.test(bare)) return "file";
  return "name";
}

export const exampleFilled: Rule = (f) => {
  const tool = f.argv[0];
  if (!tool || !/\b(?:like|e\.g\.|for example|such as|use|try|run)\b/i.test(f.output)) return [];
  const text = plainQuotes(f.output);
  for (const m of text.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) {
    const example = (m[1] ?? m[2])!;
    const words = splitWords(example);
    if (words[0] !== tool || words.length < 3) continue;
    const holes = words.map((w, i) => [w, i] as const).filter(([w]) => PLACEHOLDER.test(w));
    if (holes.length !== 1) continue;
    const [hole, at] = holes[0]!;
    const suffix = /@\S+$/.exec(hole)?.[0] ?? "";
    const mine = f.argv.filter((w, i) => i > 0 && !w.startsWith("-") && !words.includes(w) && shape(w) === shape(hole));
    if (mine.length !== 1) continue;
    const filled = mine[0]!.includes("@") || !suffix ? mine[0]! : `${mine[0]}${suffix}`;
    const line = words.map((w, i) => (i === at ? filled : w)).map(quoteWord).join(" ");
    if (line === f.command) continue;
    return [{ commands: [line], source: "tool", why: `${tool}'s own example, with ${mine[0]}` }];
  }
  return [];
};
