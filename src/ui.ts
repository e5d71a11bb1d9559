/**
 * What aye says on stderr. Notes are for a person at a terminal and stay silent
 * otherwise; warnings and errors are always written. NO_COLOR holds.
 */
import type { Kleur } from "kleur";
import type { Io } from "./io.ts";

export interface Ui {
  /** A quiet remark for a person; dropped when stderr is not a terminal. */
  note(message: string): void;
  /** Something went wrong in aye's own bookkeeping; the command carries on. */
  warn(message: string): void;
  /** A failure that ends the command. */
  error(message: string, hint?: string): void;
  /** A spinner on stderr while waiting (a terminal only); returns the function that clears it. */
  spinner(text: string): () => void;
  /** Progress while waiting: the spinner's text when one shows, else a note (a terminal only). */
  status(message: string): void;
}

/** Whether output to `fd` may be coloured. */
export function colorsOn(io: Io, fd: 1 | 2): boolean {
  return (fd === 1 ? io.isTTY.stdout : io.isTTY.stderr) && io.env.NO_COLOR === undefined && io.env.TERM !== "dumb";
}

let kleur: (Kleur & { enabled: boolean }) | undefined;
/** kleur, loaded on first use: at import it probes process.stdout, which costs milliseconds of start-up. */
export function paint(): Kleur {
  if (!kleur) {
    kleur = require("kleur") as Kleur & { enabled: boolean };
    kleur.enabled = true;
  }
  return kleur;
}

export function makeUi(io: Io): Ui {
  const colors = colorsOn(io, 2);
  const style = (name: "dim" | "red" | "yellow", text: string) => (colors ? paint()[name](text) : text);
  const say = (line: string) => io.write(2, `${line}\n`);
  let spinning: { text: string } | undefined;
  return {
    status(message) {
      if (spinning) spinning.text = message;
      else if (io.isTTY.stderr) say(style("dim", message));
    },
    note: (message) => io.isTTY.stderr && say(style("dim", message)),
    warn: (message) => say(`${style("yellow", "aye: warning:")} ${message}`),
    error: (message, hint) => {
      say(`${style("red", "✗")} ${message}`);
      if (hint) say(style("dim", `  ${hint}`));
    },
    spinner(text) {
      if (!io.isTTY.stderr) return () => {};
      const frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏";
      let i = 0;
      const state = (spinning = { text });
      const draw = () => io.write(2, `\r\x1b[K${style("dim", `${frames[i++ % frames.length]} ${state.text}`)}`);
      draw();
      const timer = setInterval(draw, 80);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (spinning === state) spinning = undefined;
        clearInterval(timer);
        io.write(2, "\r\x1b[K");
      };
    },
  };
}
