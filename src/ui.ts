/**
 * What aye says on stderr. Notes are for a person at a terminal and stay silent
 * otherwise; warnings and errors are always written. NO_COLOR holds.
 */
import kleur from "kleur";
import type { Io } from "./io.ts";

export interface Ui {
  /** A quiet remark for a person; dropped when stderr is not a terminal. */
  note(message: string): void;
  /** Something went wrong in aye's own bookkeeping; the command carries on. */
  warn(message: string): void;
  /** A failure that ends the command. */
  error(message: string, hint?: string): void;
}

export function makeUi(io: Io): Ui {
  const colors = io.isTTY.stderr && io.env.NO_COLOR === undefined && io.env.TERM !== "dumb";
  kleur.enabled = colors;
  const say = (line: string) => io.write(2, `${line}\n`);
  return {
    note: (message) => io.isTTY.stderr && say(kleur.dim(message)),
    warn: (message) => say(`${kleur.yellow("aye: warning:")} ${message}`),
    error: (message, hint) => {
      say(`${kleur.red("✗")} ${message}`);
      if (hint) say(kleur.dim(`  ${hint}`));
    },
  };
}
