/** Splitting and joining POSIX shell words, enough for command lines people type. */

/** Splits a command line into words, honouring quotes and backslashes; operators stay words of their own. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  let word = "";
  let quoted = false;
  let quote: '"' | "'" | undefined;
  const push = () => {
    if (word !== "" || quoted) words.push(word);
    word = "";
    quoted = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === "\\" && quote === '"' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) word += line[++i];
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      quoted = true;
    } else if (c === "\\" && i + 1 < line.length) word += line[++i];
    else if (/\s/.test(c)) push();
    else if ("|&;<>".includes(c)) {
      push();
      const two = line.slice(i, i + 2);
      const op = ["&&", "||", ">>"].includes(two) ? two : c;
      words.push(op);
      i += op.length - 1;
    } else word += c;
  }
  push();
  return words;
}

/** Quotes a word for a POSIX shell only when it needs it. */
export function quoteWord(word: string): string {
  return /^[\w@%+=:,./~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export const joinWords = (words: string[]) => words.map(quoteWord).join(" ");

/**
 * The command line with the first standalone `word` replaced, everything else
 * kept exactly as typed (quotes, globs, pipes).
 */
export function replaceToken(line: string, word: string, replacement: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(^|[\\s;&|(])(["']?)${escaped}\\2(?=$|[\\s;&|)])`);
  return pattern.test(line) ? line.replace(pattern, (_m, before: string) => `${before}${quoteWord(replacement)}`) : line;
}
