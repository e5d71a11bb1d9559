/**
 * A password typed where a prompt asked for a user's name: `Username for 'https://git.acme.test': Cerisier1979#`,
 * `login: Wq7$pale2`. A person who types ahead of a prompt gives the password to the name's field, and the tool shows
 * it (and then prints it again, escaped in a URL, which repeats.ts removes). Known by a character no user name holds
 * (`#`, `!`, `$`, `%`…) among letters and digits, as a chosen password is written; a name (`ana.m@acme.test`) stays.
 *
 * And the value typed where a prompt asked for a secret's value by its name: `? Enter a value for STRIPE_SECRET [input
 * is hidden] …` (firebase), `Enter value for DB_PASSWORD: …`, `Paste the token for GH_TOKEN: …`.
 *
 * Linear: the searches start at a literal (`user`, `login`, `for`) in the text in lower case, with bounded spans.
 */
import type { Span } from "./redact.ts";
import { chosenPassword, isSecretName, PLACEHOLDER, REFERENCE } from "./secret-names.ts";

const NAME_PROMPT = /(?<![a-z])(?:user(?:[ _-]?name)?|login)(?:[ \t]+for[ \t]+'[^'\n]{1,200}')?[ \t]*:[ \t]+(?<v>[^\s'"]{6,64})[ \t]*(?=\r?\n|$)/dy;

/** What a user's name may hold: letters, digits, `.`, `_`, `-`, `@`, `+`, `\` (a domain's). */
const NAME_CHARS = /^[\p{L}\p{N}._@+\\-]+$/u;

/** A prompt for a named value, the name, a note in brackets, then what was typed to the line's end. */
const VALUE_PROMPT =
  /for[ \t]+(?<=(?:enter|type|paste|provide|input)[ \t]+(?:a[ \t]+|the[ \t]+|your[ \t]+)?(?:new[ \t]+)?(?:value|secret(?:[ \t]+value)?|token|key|password)[ \t]+for[ \t]+)["'`]?(?<n>[\w.-]{2,64})["'`]?(?:[ \t]*[[(][^\])\n]{0,40}[\])])?[ \t]*[:?]?[ \t]+(?<v>[^\s\[(][^\s]{3,255})[ \t]*(?=\r?\n|$)/dy;

/**
 * Each place a literal stands, tried with a sticky pattern there: `indexOf` finds the literal faster than a pattern's
 * own search does on text of every character (random text, a binary's dump).
 */
function eachAt(view: string, literal: string, re: RegExp, found: (m: RegExpExecArray) => void): void {
  for (let at = view.indexOf(literal); at >= 0; at = view.indexOf(literal, at + 1)) {
    re.lastIndex = at;
    const m = re.exec(view);
    if (m) found(m);
  }
}

export function findMisplacedPasswords(text: string, spans: Span[], lower: string): void {
  if (lower.length !== text.length) return;
  eachAt(lower, "for ", VALUE_PROMPT, (m) => {
    const [start, end] = m.indices!.groups!.v!;
    const name = text.slice(...m.indices!.groups!.n!);
    const v = text.slice(start, end);
    if (!isSecretName(name) || PLACEHOLDER.test(v) || REFERENCE.test(v) || /^\*+$/.test(v)) return;
    spans.push({ start, end, kind: "password" });
  });
  const prompt = (m: RegExpExecArray) => {
    const [start, end] = m.indices!.groups!.v!;
    const v = text.slice(start, end);
    if (NAME_CHARS.test(v) || !/\p{L}/u.test(v) || !/\d/.test(v) || !chosenPassword(v)) return;
    spans.push({ start, end, kind: "password" });
  };
  eachAt(lower, "user", NAME_PROMPT, prompt);
  eachAt(lower, "login", NAME_PROMPT, prompt);
}
