/**
 * Lists of valid words a tool prints when it refuses one: "Valid arguments
 * are: - 'size' …", "(choose from 'a', 'b')", "[possible values: a, b]", 'accepts "a" and "b"',
 * "{ address | link | route }", "{start,stop}", a usage's "(init | list)", or an indented table under a
 * "Commands:" heading. Pure: it only reads text.
 */

import { holds } from "./advice.ts";

const QUOTED = /['"‘’“”`]([^'"‘’“”`\s]{1,60})['"‘’“”`]/g;

/** Words of a separated list, line by line: `a, b | c`, `a b c.`, or quoted ones; `[posix-]iso` is iso. */
function words(list: string): string[] {
  const found = list.split("\n").flatMap((line) => {
    // A quoted list is its items: 'centralus,eastus,westus'.
    const quoted = [...line.matchAll(QUOTED)].flatMap((m) => m[1]!.split(","));
    if (quoted.length) return quoted;
    // One "- word" a line is a list; otherwise the whole line is one.
    const bullet = /^\s*-\s+(\S+)\s*$/.exec(line);
    return bullet ? [bullet[1]!] : line.split(/[,|]/.test(line) ? /[,|]/ : /\s+/);
  });
  return found
    .map((w) => w.trim().replace(/^[-*]\s*/, "").replace(/^['"]|['"]$/g, "").replace(/\[[^\]]*\]/g, "").replace(/[.;:]$/, ""))
    .filter((w) => /^[\w][\w.:+-]*$/.test(w) && !/^(?:or|and|e\.g)$/.test(w));
}

/** A heading that names commands: "Commands:", "Management Commands:", "Basic Commands (Beginner):", "Main commands:", npm's "where <command> is one of:". */
const COMMANDS_HEADING = /^ {0,2}(?:[\w-]+ ){0,3}(?:commands|subcommands|actions|targets|verbs)(?: \([^)]*\))?(?: are)?:\s*$|^\s*where <command> is one of:\s*$/i;

/**
 * The commands a help or usage text lists under its headings: the first word of
 * each row ("  build    Build an image", "  - add", npm's "access, adduser,"),
 * rows set at the first row's depth, so a description's next line is skipped.
 */
export function commandRows(text: string): string[] {
  const found: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!COMMANDS_HEADING.test(lines[i]!)) continue;
    let indent: number | undefined;
    for (const line of lines.slice(i + 1)) {
      if (!line.trim()) {
        if (indent === undefined) continue;
        break;
      }
      const row = /^([ \t]+)(?:- )?(\S+)/.exec(line);
      if (!row) break;
      indent ??= row[1]!.length;
      if (row[1]!.length !== indent) continue;
      found.push(...(row[2]!.endsWith(",") ? line.split(",").map((word) => word.trim()) : [row[2]!.replace(/[*:]$/, "")]));
    }
  }
  return found.filter((word) => /^[a-z][\w:.-]*$/.test(word));
}

/** The candidate words, each list on its own (a tool may print a list of options and one of values). */
export function listedChoices(output: string): string[][] {
  const lists: string[][] = [];
  const take = (list: string) => {
    const found = words(list);
    if (found.length >= 2) lists.push(found);
  };
  // Each pattern is tried only when the words it needs are there: most outputs list nothing.
  const lower = output.toLowerCase();
  const all = (pattern: RegExp, ...needs: string[]) => (holds(lower, ...needs) ? output.matchAll(pattern) : []);
  for (const m of all(/valid (?:arguments|values|options|choices) (?:are|is):?\s*\n?((?:[ \t]*-[^\n]*\n?)+|[^\n]+)/gi, "valid")) take(m[1]!);
  // "Available strategies are: octopus ours recursive.", 'valid modes are "set", "count", or "atomic"'
  for (const m of all(/(?:available|valid|supported|known|allowed|possible) [\w -]{0,20}? (?:are|is):?[ \t]+([^\n]+)/gi, "available", "valid", "supported", "known", "allowed", "possible")) take(m[1]!);
  // "Need an action (debug, edit, get, list) to perform": three or more words in parentheses.
  for (const m of all(/\(([\w-]+(?:, [\w-]+){2,})\)/g, ", ")) take(m[1]!);
  // "(choose from 'a', 'b')", npm's "Must be one or more of: dev, optional, peer", go's "(can be '', 'mod', 'readonly', or 'vendor')".
  for (const m of all(/(?:choose from|possible values:|one (?:or more )?of:?|must be one of|must be:|must be (?=["'])|expected one of|allowed values:?|accepts (?=["'])|can be (?=["']))\s*([^\n\])]+)/gi, "choose from", "possible values", "one of", "one or more of", "must be", "allowed values", "accepts", "can be")) take(m[1]!);
  for (const m of all(/\{\s*([\w-]+(?:\s*[|,]\s*[\w-]+)+)\s*\}/g, "{")) take(m[1]!);
  // A usage line's alternatives, each maybe with its arguments: "usage: git sparse-checkout (init | list | set)",
  // "usage: git rerere [clear | forget <pathspec>... | diff | status]".
  for (const m of all(/^[ \t]*usage:[^\n]*?[([]\s*([\w-]+[^|()[\]\n]*(?:\|\s*[\w-]+[^|()[\]\n]*)+)[)\]]/gim, "usage:")) {
    take(m[1]!.split("|").map((alternative) => alternative.trim().split(/\s+/)[0]).join(","));
  }
  if (holds(lower, "command", "action", "target", "verb")) take(commandRows(output).join(","));
  return lists;
}
