/**
 * A password typed at the shell by mistake: in a shell's history (`~/.bash_history`, `.zsh_history`, `history`'s
 * numbered lines), a lone word right after a command that asks for a password (`ssh`, `su`, `sudo -i`, `mysql -p`,
 * `docker login`, `kinit`…) is what the person meant for its prompt, when it reads as a password (letters with
 * digits or a symbol) rather than as a command (`exit`, `ls`, `python3`, `htop`).
 *
 * Linear: the history's marks are one search; its lines are read once each, 2,000 at most after a mark.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/** Where a history is printed: a history file read, or the `history` command. */
const HISTORY = /history\b(?<=_history|(?<![\w./-])history)/g;

/** A history line's command (after `history`'s number, zsh's `: 1700000000:0;`). */
const ENTRY = /^[ \t]*(?:\d{1,6}[ \t]+|: \d{9,11}:\d+;)?(?<c>.*)$/;

/** Commands that ask for a password at their own prompt. */
const ASKS = /^(?:sudo[ \t]+(?:-[A-Za-z]+[ \t]+)*)?(?:ssh|su|sudo|sftp|ftp|scp|telnet|mosh|login|kinit|passwd|mysql|mariadb|psql|mongo|mongosh|redis-cli|docker[ \t]+login|podman[ \t]+login|helm[ \t]+registry[ \t]+login|npm[ \t]+login|openvpn|ksu|doas|runas|smbclient|rdesktop|xfreerdp|openssl)(?:[ \t]|$)/;

/** Commands whose names carry digits, and words a person types alone that are no password. */
const COMMAND = /^(?:python|pip|pypy|php|ruby|perl|node|lua|gcc|g\+\+|clang|java|base|md|sha|x|k|ipv|mp|vim|nvim|htop|top|bc|dc)\d*(?:sum)?$/i;

/** A lone word that reads as a password: letters with digits or a symbol, no path, option or assignment. */
const typed = (w: string) =>
  w.length >= 5 && w.length <= 64 && /[A-Za-z]/.test(w) && /[\d!#$%&*?@^+]/.test(w) && !/^[-./~$]|[/=\\]|\.\w{1,4}$/.test(w) && !COMMAND.test(w) && !REFERENCE.test(w) && !PLACEHOLDER.test(w);

export function findHistoryWords(text: string, spans: Span[]): void {
  HISTORY.lastIndex = 0;
  for (let m = HISTORY.exec(text); m; m = HISTORY.exec(text)) {
    let at = text.indexOf("\n", m.index);
    if (at < 0) return;
    let asks = false;
    for (let n = 0; n < 2000 && at < text.length; n++) {
      const next = text.indexOf("\n", at + 1);
      const end = next < 0 ? text.length : next;
      const line = text.slice(at + 1, end);
      at = end;
      // A prompt ends the history (the next command the person typed).
      if (/^[ \t]*[$#%>❯][ \t]/.test(line)) break;
      const entry = ENTRY.exec(line)!.groups!.c!.trim();
      if (asks && /^\S+$/.test(entry) && typed(entry)) {
        const start = at - line.length + line.lastIndexOf(entry);
        spans.push({ start, end: start + entry.length, kind: "password" });
      }
      asks = ASKS.test(entry);
    }
    HISTORY.lastIndex = Math.max(HISTORY.lastIndex, at);
  }
}
