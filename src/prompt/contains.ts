/**
 * Whether a text holds a literal, asked of a whole block before a finder reads it. As fast as the engine can skip:
 * `includes` (and a regular expression that is only the literal, which the engine turns into the same search) reads
 * slowly where the literal's first character is frequent (`\n> ` in a log, `kty:` or `://` in prose: 5-15 ms for
 * 10 MB), where a group around it makes the engine skip by the literal's characters (0.5-1 ms, whatever the text).
 * For literals of two characters or more; a single character's `includes` is fast already.
 */
const searches = new Map<string, RegExp>();

export function contains(text: string, literal: string): boolean {
  let search = searches.get(literal);
  if (!search) searches.set(literal, (search = new RegExp(`(?:${literal.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")})`)));
  return search.test(text);
}
