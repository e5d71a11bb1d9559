/**
 * Where a chat's lines come from: a terminal through Node's readline (line
 * editing, a history of what was typed kept in the cache dir), or a pipe, one
 * line a turn. Either way a line ending in a backslash continues on the next.
 */
import { appendFileSync, chmodSync, readFileSync } from "node:fs";
import type { Interface } from "node:readline";

/** Lines of typed history kept. */
const HISTORY_LINES = 1000;

/** Joins backslash-continued lines: `first \` + `second` is one input. */
export function continues(line: string): boolean {
  return /(^|[^\\])\\$/.test(line);
}

/** The history file's lines, newest first, as readline wants them. */
export function loadHistory(path: string): string[] {
  try {
    return readFileSync(path, "utf8").split("\n").filter(Boolean).slice(-HISTORY_LINES).reverse();
  } catch {
    return [];
  }
}

/** Appends one typed line to the history file (private: it may hold secrets). */
export function saveHistory(path: string, line: string): void {
  try {
    appendFileSync(path, `${line.replace(/\n/g, " ")}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  } catch {
    // A history that cannot be kept is no reason to stop the chat.
  }
}

/**
 * Lines from the terminal. What is typed while an answer streams is kept and
 * read next, as a shell keeps type-ahead.
 */
export class Lines {
  private early: string[] = [];
  private waiting = false;
  closed = false;

  constructor(private readonly rl: Interface) {
    rl.on("line", (line) => {
      // An empty line typed ahead says nothing (often the Enter after a one-key answer).
      if (!this.waiting && line !== "") this.early.push(line);
    });
    rl.on("close", () => (this.closed = true));
  }

  /** Reads one line; null on Ctrl-D. */
  question(prompt: string): Promise<string | null> {
    const typed = this.early.shift();
    if (typed !== undefined) return Promise.resolve(typed);
    if (this.closed) return Promise.resolve(null);
    const rl = this.rl;
    return new Promise((resolve) => {
      const done = (answer: string | null) => {
        this.waiting = false;
        rl.off("close", onClose);
        resolve(answer);
      };
      const onClose = () => done(null);
      rl.once("close", onClose);
      this.waiting = true;
      try {
        rl.question(prompt, done);
      } catch {
        done(null);
      }
    });
  }

  /** Reads one input (continued lines joined); null on Ctrl-D. */
  async input(prompt: string): Promise<string | null> {
    let text = "";
    let line = await this.question(prompt);
    while (line !== null && continues(line)) {
      text += `${line.slice(0, -1)}\n`;
      line = await this.question("... ");
    }
    if (line === null) return text ? text : null;
    return text + line;
  }
}

/** Splits piped input into inputs, continued lines joined. */
export function* pipedInputs(text: string): Generator<string> {
  let held = "";
  for (const line of text.split("\n")) {
    if (continues(line)) held += `${line.slice(0, -1)}\n`;
    else {
      yield held + line;
      held = "";
    }
  }
  if (held) yield held;
}
