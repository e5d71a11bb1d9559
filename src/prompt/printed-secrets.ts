/**
 * What a command asked for a secret prints: the line after `$ bw get password github.com`, `$ gopass show x`,
 * `$ gh auth token` in a terminal's text is the secret itself, whatever it looks like.
 */
import type { Span } from "./redact.ts";
import { PLACEHOLDER, REFERENCE } from "./secret-names.ts";

/**
 * Commands whose output is a secret they keep: password managers, keychains, and the CLIs' print-a-token commands.
 * (The guard asks before running one: what it prints goes to the model.)
 */
export const PRINTS_SECRET =
  /^(?:sudo\s+)?(?:bw\s+get\s+(?:password|totp|notes)|gopass\s+(?:show|cat)|pass(?:\s+show)?\s+(?!ls\b|insert\b|generate\b|edit\b|rm\b|mv\b|cp\b|init\b|git\b|grep\b|find\b)\S|op\s+read|lpass\s+show\s+.*--password|security\s+find-\w+-password\s+.*-w|secret-tool\s+lookup|keyring\s+get|gh\s+auth\s+token|heroku\s+auth:token|aws\s+.*get-login-password|gcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token|doppler\s+secrets\s+get\s+.*--plain|vault\s+(?:kv\s+get|read)\s+.*-field)/;

/**
 * A command that names a secret it prints, whatever the tool: `cat .vault_pass`, `cat ~/.erlang.cookie`, `argocd admin
 * initial-password`, `echo "$REGISTRY_PASSWORD" | base64`, `cat ~/.google_authenticator`. Not a list of their names.
 */
const NAMES_SECRET = /(?:pass(?:wd|word|phrase)?|pwd|secret|token|cookie|credentials?|private|authenticator|otp|recovery|backup[-_ ]?codes?|api[-_]?key|\.key)(?![a-z])/i;
/** Commands that print about secrets, not one: lists, help, status, and what is kept encrypted (`credentials.yml.enc`). */
const LISTS = /(?:^|\s)(?:list|ls|--help|-h|help|--version|status)(?:\s|$)|\.(?:enc|gpg|age)\b|encrypted/;

/** A prompt before a command: `$ `, `# `, `% `, `> `, `❯ `. */
const PROMPT = /^[ \t]*(?:[\w@.:~/-]*[$#%>❯][ \t]+)/;

/** Marks the first line a secret-printing command printed, when it is one word (no space): the secret. */
export function findPrintedSecrets(text: string, spans: Span[]): void {
  if (!/[$#%>❯][ \t]/.test(text)) return;

  let at = 0;
  while (at < text.length) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end < 0 ? text.length : end);
    const prompt = PROMPT.exec(line);
    const command = prompt ? line.slice(prompt[0].length) : "";
    if (prompt && (PRINTS_SECRET.test(command) || (NAMES_SECRET.test(command) && !LISTS.test(command))) && end >= 0) {
      const next = text.indexOf("\n", end + 1);
      const out = text.slice(end + 1, next < 0 ? text.length : next);
      const word = /^[ \t]*(\S{6,512})[ \t]*$/.exec(out);
      // (A word of prose or a mark an earlier pass left is no secret: `done`, `[REDACTED:token]`.)
      // (Nor is a variable's name or a placeholder: `AWS_SECRET_ACCESS_KEY` from `printenv | cut -d= -f1`, `(none)`.)
      if (word && !PROMPT.test(out) && !/^[A-Za-z][a-z]{0,23}[.:!?]?$|^\[REDACTED:/.test(word[1]!) && !REFERENCE.test(word[1]!) && !PLACEHOLDER.test(word[1]!)) {
        const start = end + 1 + out.indexOf(word[1]!);
        spans.push({ start, end: start + word[1]!.length, kind: "secret" });
      }
    }
    if (end < 0) break;
    at = end + 1;
  }
}
