/**
 * The person's consent to each bash call the model asks for: yes, no, or yes
 * to all for this chat; a dangerous command (src/fix/danger.ts) always needs a
 * typed `yes`, whatever was chosen before. `--yolo` waives the question only
 * for what is not dangerous. Without a terminal nothing is asked: a call is
 * refused unless `--yolo`, and a dangerous one always.
 */

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

/** Asks one question at the terminal and returns the line typed. */
export type Ask = (question: string) => Promise<string>;

/** Decides one call; `why` is what makes the command dangerous (empty: nothing). */
export async function consent(why: string[], state: ConsentState, ask: Ask): Promise<Verdict> {
  if (why.length) {
    if (!state.interactive) return { run: false, reason: `Refused: this command ${why.join("; ")}, and no one is at a terminal to allow it.` };
    const answer = await ask(`This command ${why.join("; ")}.\nType yes to run it: `);
    return answer.trim() === "yes" ? { run: true } : { run: false, reason: "Refused: the user did not allow this command." };
  }
  if (state.yolo || state.all) return { run: true };
  if (!state.interactive) return { run: false, reason: "Refused: no one is at a terminal to allow this command (aye chat --yolo allows commands that are not dangerous)." };
  for (;;) {
    const answer = (await ask("Run it? [y]es / [n]o / [a]ll for this chat: ")).trim().toLowerCase();
    if (answer === "y" || answer === "yes") return { run: true };
    if (answer === "a" || answer === "all") {
      state.all = true;
      return { run: true };
    }
    if (answer === "n" || answer === "no" || answer === "") return { run: false, reason: "Refused: the user did not allow this command." };
  }
}
