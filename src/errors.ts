/** Exit codes shared by every command (DESIGN.md, Conventions). */
export const EXIT = { ok: 0, failed: 1, usage: 2, cancelled: 130, pipe: 141 } as const;

/** An expected failure: main prints `aye: message` and the hint, and exits with `code`. */
export class AyeError extends Error {
  readonly hint?: string;
  readonly code: number;
  constructor(message: string, options: { hint?: string; code?: number } = {}) {
    super(message);
    this.name = "AyeError";
    this.hint = options.hint;
    this.code = options.code ?? EXIT.failed;
  }
}

/** A usage or configuration error (exit 2). */
export function usageError(message: string, hint?: string): AyeError {
  return new AyeError(message, { hint, code: EXIT.usage });
}
