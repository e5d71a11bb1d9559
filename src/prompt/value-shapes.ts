/**
 * The shapes of values people and generators choose as passwords, and of values that look like one and are not:
 * each taken only where the slot around it says secret (secret-names.ts, the slot finders).
 */

/**
 * What a person chose as a password: no space, a symbol (not `_ . -`, which a file's name has) and
 * two of lower case, upper case and digits, few repeats; not a path, a URL, an expansion or a regular
 * expression (`grep -P '\d+'`).
 */
export function chosenPassword(s: string): boolean {
  // (The symbol first: most words have none, and are passed over at one test.)
  if (s.length > 128 || !/[^\w.-]/.test(s)) return false;
  if (/^[-.~$=]|[/\\\s]|\$\{|\{\{|\(\?|\[.*\]|\.\*|^\^/.test(s)) return false;
  const classes = Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/[0-9]/.test(s));
  return classes >= 2 && new Set(s).size >= Math.min(6, s.length * 0.6);
}

/**
 * What a person picks when a form asks for a password: a word, maybe a separator, digits, maybe a symbol
 * (`oslo2018`, `Pepper.1997`, `Sakura84?`, `orion1`). Taken only where the slot says password: the shape alone is
 * also a host's, a version's or a user's name (`db01`, `utf8`, `user1234`).
 */
export function humanPassword(s: string): boolean {
  return /^[A-Za-z][a-z]{2,15}[._!@#$%&*+-]?\d{1,6}[!?.#$%&*@+]{0,2}$/.test(s);
}

/**
 * Letters of one case drawn at random (`haaqisgxcuvqmzan`, an app password): twelve or more, no word's shape: runs of
 * four consonants or more, which words rarely have, twice or six letters long. Taken only under a secret's name.
 */
export function randomLetters(s: string): boolean {
  if (!/^(?:[a-z]{12,64}|[A-Z]{12,64})$/.test(s)) return false;
  const runs = s.toLowerCase().match(/[bcdfghjklmnpqrstvwxz]{4,}/g) ?? [];
  return runs.length >= 2 || runs.join("").length >= 6 || (s.toLowerCase().match(/q(?!u)|[jqxz][^aeiou]|[^aeiou][jqxz]/g)?.length ?? 0) >= 3;
}

/** An app password as Google and others show it: four groups of four letters (`fwti wain nyum aszr`). */
export const appPassword = (s: string) => /^[a-z]{4}(?: [a-z]{4}){3}$/.test(s);

/**
 * A passphrase of words and a number (`lantern-ember-quiet-61`, `Harbor-Fig-62`), as password generators and people
 * make them. Taken only in a credential's place: the shape alone is also a slug's or a branch's.
 */
export function passphrase(s: string): boolean {
  return /^[A-Za-z][a-z]{2,15}(?:[-_.+][A-Za-z][a-z]{1,15}){1,5}[-_.+]?\d{1,4}[!?.#$%&*@+]{0,2}$/.test(s);
}

/**
 * A name made of words (`OAuth2CallbackHandler`, `Platform2Win`, `FullyQualifiedName~Shop.Tests.Checkout2`): every run
 * of letters three long or more, in case humps, and few numbers. A generator's output (`kX9mP2vLq8`) is letters one or
 * two at a time. Asked where only a generated password would be taken (an option's value, a typed argument).
 */
export function madeOfWords(v: string): boolean {
  const pieces = v.match(/[A-Z]+[a-z]*|[a-z]+|\d+/g) ?? [];
  const letters = pieces.filter((p) => /[A-Za-z]/.test(p));
  return letters.length > 0 && letters.every((p) => p.length >= 3) && pieces.length - letters.length <= 2;
}

/** An option's value that is syntax of another option: a compiler's `-Wl,…`, `-Wformat=2`, a JVM's `-XX:+…`, a warning filter's `error::X`. */
export const optionSyntax = (v: string) => /^[a-z]{1,2},|^[A-Za-z_][\w.-]*=|::|^X:|^[+-]/.test(v);

/**
 * Letters of both cases and digits drawn at random (`fzNy9lFaHUHTXjBlEkvTaz`): sixteen or more, few repeats, not a
 * name made of words. Taken where a value's place says it may be a key (an unknown header, a command's slot).
 */
export function drawnAtRandom(v: string): boolean {
  return v.length >= 16 && v.length <= 512 && /^[\w-]+$/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && !madeOfWords(v) && new Set(v).size >= Math.min(16, v.length * 0.5);
}
