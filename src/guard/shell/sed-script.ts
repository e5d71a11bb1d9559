/**
 * A sed script read command by command, as GNU sed reads it: its addresses (`3`, `$`, `/re/`, `\%re%`, `1~2`,
 * `addr,+3`, `!`), then one command and what it takes. What this reading does not know is no script it can vouch for.
 */

/**
 * The commands of `script`, each its letter (an `s` with its flags: `sge`, `sw`); undefined when the script holds
 * something this reading does not know.
 */
export function sedCommands(script: string): string[] | undefined {
  const text = script;
  const found: string[] = [];
  let i = 0;
  const spaces = () => {
    while (text[i] === " " || text[i] === "\t") i++;
  };
  // Past a regex or replacement up to its closing `delim`; false at a line's end or the script's.
  const upTo = (delim: string) => {
    while (i < text.length && text[i] !== delim) {
      if (text[i] === "\n") return false;
      if (text[i] === "\\") i++;
      i++;
    }
    if (i >= text.length) return false;
    i++;
    return true;
  };
  // One address: true if there was one, false if none, undefined if it cannot be read.
  const address = (): boolean | undefined => {
    const c = text[i];
    if (c !== undefined && /\d/.test(c)) {
      while (/[\d~]/.test(text[i] ?? "")) i++;
      return true;
    }
    if (c === "$") return i++, true;
    if (c === "/" || c === "\\") {
      const delim = c === "/" ? "/" : text[i + 1];
      i += c === "/" ? 1 : 2;
      if (!delim || delim === "\n" || !upTo(delim)) return undefined;
      while (/[IM]/.test(text[i] ?? "")) i++;
      return true;
    }
    return false;
  };
  const toLineEnd = () => {
    while (i < text.length && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1;
  };
  for (;;) {
    while (i < text.length && /[\s;}]/.test(text[i]!)) i++;
    if (i >= text.length) return found;
    const first = address();
    if (first === undefined) return undefined;
    if (first) {
      spaces();
      if (text[i] === ",") {
        i++;
        spaces();
        if (text[i] === "+" || text[i] === "~") {
          i++;
          while (/\d/.test(text[i] ?? "")) i++;
        } else if (address() !== true) return undefined;
      }
    }
    spaces();
    while (text[i] === "!") {
      i++;
      spaces();
    }
    const c = text[i++];
    if (c === undefined) return undefined;
    if (c === "{") continue;
    if (c === "s" || c === "y") {
      const delim = text[i++];
      if (!delim || /[\n\\]/.test(delim) || !upTo(delim) || !upTo(delim)) return undefined;
      let flags = "";
      while (i < text.length && /[gpiImMe0-9w]/.test(text[i]!)) {
        flags += text[i];
        // `w FILE` takes the rest of the line.
        if (text[i] === "w") toLineEnd();
        else i++;
      }
      found.push(c + flags);
      continue;
    }
    // Text to append, insert or change with; a label; a file or a command: each to the line's end.
    if ("aic".includes(c) || "rRwWe".includes(c)) {
      toLineEnd();
      found.push(c);
      continue;
    }
    if (":btT".includes(c)) {
      while (i < text.length && !/[;\n]/.test(text[i]!)) i++;
      found.push(c);
      continue;
    }
    if ("=dDgGhHlnNpPqQxzF".includes(c)) {
      // q and Q may take an exit code.
      while (/\d/.test(text[i] ?? "")) i++;
      found.push(c);
      continue;
    }
    return undefined;
  }
}
