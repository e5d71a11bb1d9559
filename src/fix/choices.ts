/**
 * Lists of valid words a tool prints when it refuses one: "Valid arguments
 * are: - 'size' …", "(choose from 'a', 'b')", "[possible values: a, b]",
 * "{ address | link | route }", "{start,stop}", a usage's "(init | list)", or an indented table under a
 * "Commands:" heading. Pure: it only reads text.
 */

const QUOTED = /['"‘’“”`]([^'"‘’“”`\s]{1,60})['"‘’“”`]/g;

/** Words of a separated list, line by line: `a, b | c`, `a b c.`, or quoted ones; `[posix-]iso` is iso. */
function words(list: string): string[] {
  const found = list.split("\n").flatMap((line) => {
    const quoted = [...line.matchAll(QUOTED)].map((m) => m[1]!);
    if (quoted.length) return quoted;
    // One "- word" a line is a list; otherwise the whole line is one.
    const bullet = /^\s*-\s+(\S+)\s*$/.exec(line);
    return bullet ? [bullet[1]!] : line.split(/[,|]/.test(line) ? /[,|]/ : /\s+/);
  });
  return found
    .map((w) => w.trim().replace(/^[-*]\s*/, "").replace(/\[[^\]]*\]/g, "").replace(/[.;:]$/, ""))
    .filter((w) => /^[\w][\w.:+-]*$/.test(w) && !/^(?:or|and|e\.g)$/.test(w));
}

/** The candidate words, each list on its own (a tool may print a list of options and one of values). */
export function listedChoices(output: string): string[][] {
  const lists: string[][] = [];
  const take = (list: string) => {
    const found = words(list);
    if (found.length >= 2) lists.push(found);
  };
  for (const m of output.matchAll(/valid (?:arguments|values|options|choices) (?:are|is):?\s*\n?((?:[ \t]*-[^\n]*\n?)+|[^\n]+)/gi)) take(m[1]!);
  // "Available strategies are: octopus ours recursive.", 'valid modes are "set", "count", or "atomic"'
  for (const m of output.matchAll(/(?:available|valid|supported|known|allowed|possible) [\w -]{0,20}? (?:are|is):?[ \t]+([^\n]+)/gi)) take(m[1]!);
  // "Need an action (debug, edit, get, list) to perform": three or more words in parentheses.
  for (const m of output.matchAll(/\(([\w-]+(?:, [\w-]+){2,})\)/g)) take(m[1]!);
  for (const m of output.matchAll(/(?:choose from|possible values:|one of:?|must be one of|expected one of|allowed values:?)\s*([^\n\])]+)/gi)) take(m[1]!);
  for (const m of output.matchAll(/\{\s*([\w-]+(?:\s*[|,]\s*[\w-]+)+)\s*\}/g)) take(m[1]!);
  // A usage line's alternatives, each maybe with its arguments: "usage: git sparse-checkout (init | list | set)",
  // "usage: git rerere [clear | forget <pathspec>... | diff | status]".
  for (const m of output.matchAll(/^[ \t]*usage:[^\n]*?[([]\s*([\w-]+[^|()[\]\n]*(?:\|\s*[\w-]+[^|()[\]\n]*)+)[)\]]/gim)) {
    take(m[1]!.split("|").map((alternative) => alternative.trim().split(/\s+/)[0]).join(","));
  }
  // A heading that ends in a colon, then indented lines whose first word is a command.
  // Its rows' first words; deeper-indented lines continue a row.
  for (const m of output.matchAll(/^[ \t]*(?:available |valid |the |main |common )?(?:commands|subcommands|actions|targets|verbs)(?: are)?:[ \t]*\n((?:[ \t]+[^\n]*\n?|[ \t]*\n)+)/gim)) {
    take(
      m[1]!
        .split("\n")
        .map((line) => /^[ \t]{1,4}([\w][\w:.-]*)/.exec(line)?.[1])
        .filter(Boolean)
        .join(","),
    );
  }
  return lists;
}
