/**
 * What aye says on stderr, in one voice: `aye: message` for an error that ends
 * the command, `aye: warning: message` for a problem it carries on past, a hint
 * indented below; like a shell's own messages, so a CI log tells aye's lines from
 * the command's. Notes are for a person at a terminal and stay silent
 * otherwise; warnings and errors are always written. NO_COLOR holds. Messages
 * often quote text from outside (a command line, a CLI's error), so every one
 * passes through `visible` before it reaches the terminal.
 */
import type { Kleur } from "kleur";
import { visible } from "./guard/visible.ts";
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
  let colors: boolean | undefined; // asked on first use: `aye --version` says nothing on stderr
  const style = (name: "dim" | "red" | "yellow", text: string) => ((colors ??= colorsOn(io, 2)) ? paint()[name](text) : text);
  // A note starts on a line of its own, even after output that did not end one (a prompt, `^C`, a progress bar);
  // and a note that cannot be written (stderr gone or full) is not worth failing for.
  const say = (line: string) => {
    try {
      io.write(2, `${io.atLineStart(2) ? "" : "\n"}${line}\n`);
    } catch {
      // nowhere to say it
    }
  };
  let spinning: { text: string } | undefined;
  return {
    status(message) {
      if (spinning) spinning.text = visible(message, true);
      else if (io.isTTY.stderr) say(style("dim", visible(message)));
    },
    note: (message) => io.isTTY.stderr && say(style("dim", visible(message))),
    warn: (message) => say(`${style("yellow", "aye: warning:")} ${visible(message)}`),
    error: (message, hint) => {
      say(`${style("red", "aye:")} ${visible(message)}`);
      if (hint) say(style("dim", `  ${visible(hint)}`));
    },
    spinner(text) {
      if (!io.isTTY.stderr) return () => {};
      const frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏";
      let i = 0;
      const state = (spinning = { text: visible(text, true) });
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
