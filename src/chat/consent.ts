/**
 * The person's consent to each bash call the model asks for: yes, no, or yes
 * to all for this chat. A dangerous command (src/guard/shell/danger.ts) always needs a
 * typed `yes`, whatever was chosen before. `--yolo` and "yes to all" waive the
 * question only for what aye knows to be safe (src/guard/to-shell.ts): a call
 * that only reads or writes inside the working folder (installing what the
 * project declares, a pull from the upstream). Anything else is asked
 * at a terminal, and refused without one.
 */
import type { CallVerdict } from "../guard/to-shell.ts";

/** What a chat remembers of the person's choices. */
export interface ConsentState {
  /** Asked questions at a terminal can be answered. */
  interactive: boolean;
  yolo: boolean;
  /** "yes to all" was chosen in this chat. */
  all: boolean;
}


/** The verdict on one call: run it, or the refusal the model reads as the tool's result. */
export type Verdict = { run: true } | { run: false; reason: string };

/** Asks one question at the terminal and returns the line typed; with `keys`, one of those keys pressed is the answer. */
export type Ask = (question: string, keys?: string) => Promise<string>;

/** Decides one call. */
export async function consent(call: CallVerdict, state: ConsentState, ask: Ask): Promise<Verdict> {
  const { dangers, unsure } = call;
  if (dangers.length) {
    if (!state.interactive) return { run: false, reason: `Refused: this command ${dangers.join("; ")}, and no one is at a terminal to allow it.` };
    const answer = await ask(`This command ${dangers.join("; ")}.\nType yes to run it: `);
    return answer.trim() === "yes" ? { run: true } : { run: false, reason: "Refused: the user did not allow this command." };
  }
  if ((state.yolo || state.all) && !unsure) return { run: true };
  if (!state.interactive) {
    return state.yolo
      ? { run: false, reason: `Refused: this command ${unsure}, and aye runs unasked only what it knows to read or write in the working folder; no one is at a terminal to allow it.` }
      : { run: false, reason: "Refused: no one is at a terminal to allow this command (aye chat --yolo allows commands known to only read or write in the working folder)." };
  }
  const why = unsure && (state.yolo || state.all) ? `It ${unsure}, so aye asks.\n` : "";
  for (;;) {
    const answer = (await ask(`${why}Run it? [y]es / [n]o / [a]ll safe ones for this chat: `, "yna")).trim().toLowerCase();
    if (answer === "y" || answer === "yes") return { run: true };
    if (answer === "a" || answer === "all") {
      state.all = true;
      return { run: true };
    }
    if (answer === "n" || answer === "no" || answer === "") return { run: false, reason: "Refused: the user did not allow this command." };
  }
}

/**
 * The chat's judge of the commands the model asks for: the guard is loaded on the first call, and remembers every
 * command it was asked about, so that code one call writes and a later call runs is judged as one plan.
 */
export function judgeLater(cwd: string): (command: string) => Promise<CallVerdict> {
  let judge: ((command: string) => Promise<CallVerdict>) | undefined;
  return async (command) => (judge ??= (await import("../guard/to-shell.ts")).sessionJudge(cwd))(command);
}
