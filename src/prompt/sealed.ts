/**
 * What looks like a secret and is none: text encrypted or sealed for its readers (SOPS values, a SealedSecret's
 * encryptedData, age and PGP messages, ansible-vault files, what a file encrypted by its name prints), a signature
 * file, and masks written where a secret would stand.
 * Redaction keeps these whole: they are the model's clue, and useless to anyone without the key.
 */
import { contains } from "./contains.ts";

/** `[start, end)` ranges of the text that hold only ciphertext. Linear: each kind is one bounded search. */
export function sealedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  // SOPS: ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]
  if (contains(text, "ENC[")) for (const m of text.matchAll(/ENC\[[A-Z0-9_]{1,32},data:[^\]\n]{0,8192}\]/g)) ranges.push([m.index, m.index + m[0].length]);
  // Armoured messages (not keys): age, PGP, and the like, each to its END, or 64 KB when it has none.
  // (The ENDs are found in one pass, and each BEGIN takes the next of its kind: no search per BEGIN.)
  if (contains(text, "-----BEGIN ")) {
    const ends = new Map<string, number[]>();
    for (const m of text.matchAll(/-----END (AGE ENCRYPTED FILE|PGP MESSAGE|ENCRYPTED MESSAGE|PKCS7|CMS)-----/g)) ends.set(m[1]!, [...(ends.get(m[1]!) ?? []), m.index]);
    const next = new Map<string, number>();
    for (const m of text.matchAll(/-----BEGIN (AGE ENCRYPTED FILE|PGP MESSAGE|ENCRYPTED MESSAGE|PKCS7|CMS)-----/g)) {
      const list = ends.get(m[1]!) ?? [];
      let i = next.get(m[1]!) ?? 0;
      while (i < list.length && list[i]! < m.index) i++;
      next.set(m[1]!, i);
      const end = i < list.length && list[i]! - m.index <= 65536 ? list[i]! : Math.min(text.length, m.index + 65536);
      ranges.push([m.index, end]);
    }
  }
  // One value sealed by a tool whose key stays elsewhere: Jasypt's ENC(…), Spring Cloud Config's {cipher}…, Vault
  // transit's vault:v1:…, ejson's EJ[1:…], Travis CI's `secure: "…"`, an AWS KMS ciphertext blob (AQICAH…).
  for (const m of text.matchAll(/ENC\([A-Za-z0-9+/=_-]{8,4096}\)|\{cipher\}[A-Za-z0-9+/=]{8,4096}|vault:v\d{1,4}:[A-Za-z0-9+/=]{8,4096}|EJ\[1:[^\]\n]{8,4096}\]|\bsecure:[ \t]*["'][A-Za-z0-9+/=]{16,8192}["']|\bAQICAH[A-Za-z0-9+/=]{40,8192}/g)) {
    ranges.push([m.index, m.index + m[0].length]);
  }
  // An age file: its header, its stanzas (`-> X25519 <an ephemeral public share>`) and what they wrap, to the `---` line.
  if (contains(text, "age-encryption.org/v1")) for (const m of text.matchAll(/age-encryption\.org\/v1(?:\n(?:-> [^\n]{0,512}|[A-Za-z0-9+/=]{1,128}|---[^\n]{0,128})){0,64}/g)) ranges.push([m.index, m.index + m[0].length]);
  // ansible-vault: its header, then lines of hex.
  if (contains(text, "$ANSIBLE_VAULT;")) for (const m of text.matchAll(/\$ANSIBLE_VAULT;[^\n]{0,128}(?:\n[ \t]*[0-9a-f]{2,128})+/g)) ranges.push([m.index, m.index + m[0].length]);
  // What a file encrypted by its name printed (`cat config/credentials.yml.enc`, `head secrets.json.gpg`): to the next
  // prompt or blank line, 64 KB at most.
  if (/\.(?:enc|gpg|age|pgp|p7m|sealed)\b/.test(text)) {
    for (const m of text.matchAll(/(?:^|\n)[^\n]{0,128}?[$#>%][ \t]+(?:sudo[ \t]+)?(?:cat|head|tail|less|more|type|bat|Get-Content)[ \t][^\n|;&]{0,256}?\.(?:enc|gpg|age|pgp|p7m|sealed)(?:[ \t][^\n|;&]{0,64})?\n/g)) {
      const from = m.index + m[0].length;
      const stop = text.slice(from, from + 65536).search(/\n[ \t]*\n|\n[^\n]{0,128}?[$#>%][ \t]/);
      ranges.push([from, stop < 0 ? Math.min(text.length, from + 65536) : from + stop]);
    }
  }
  // A signature or a public key file (minisign's, signify's): an `untrusted comment:` line and the lines of base64 after
  // it; not a secret key's (`untrusted comment: minisign encrypted secret key`), though a signature's comment names one.
  if (contains(text, "untrusted comment:")) {
    for (const m of text.matchAll(/untrusted comment:([^\n]{0,256})(?:\n(?:trusted comment:[^\n]{0,256}|[A-Za-z0-9+/=]{1,512}))+/g)) {
      if (!/secret|private/i.test(m[1]!) || /signature/i.test(m[1]!)) ranges.push([m.index, m.index + m[0].length]);
    }
  }
  // A SealedSecret's encryptedData: the lines below it that are indented deeper than it.
  // (Each line is read once: a block that starts inside the last one's is skipped; lines past 64 KB end it.)
  if (contains(text, "encryptedData:")) {
    let done = 0;
    for (const m of text.matchAll(/^([ \t]*)encryptedData:[ \t]*\n/gm)) {
      if (m.index < done) continue;
      const indent = m[1]!.length;
      let end = m.index + m[0].length;
      const limit = Math.min(text.length, end + 65536);
      while (end < limit) {
        const next = text.indexOf("\n", end);
        const lineEnd = next < 0 || next > limit ? limit : next;
        const line = text.slice(end, lineEnd);
        if (line.trim() && line.length - line.trimStart().length <= indent) break;
        end = lineEnd + 1;
      }
      done = Math.min(end, text.length);
      ranges.push([m.index, done]);
    }
  }
  // The same as JSON, on one line or many: `"encryptedData": {…}` to its closing brace (64 KB at most; no brace in a value).
  if (contains(text, '"encryptedData"')) {
    for (const m of text.matchAll(/"encryptedData"[ \t]*:[ \t]*\{/g)) {
      const close = text.indexOf("}", m.index + m[0].length);
      if (close > 0 && close - m.index <= 65536) ranges.push([m.index, close + 1]);
    }
  }
  return ranges;
}

/** A mask where a secret would stand: its body runs of `x`, `*`, `•` or `#`, or it trails off in dots; or only stars (`amqp://worker:**@mq`). */
export const masked = (value: string) =>
  /(?:x{8,}|X{8,}|\*{4,}|•{3,}|#{6,})[^\s]{0,8}$|(?:\.{3}|…)$|^(?:\*+|•+)$/.test(value) ||
  // A mask in the middle, a few characters shown on either side (`sk-…a1b2`, `sk-proj-Ab12…Zx9Q`), or a word between stars.
  /^[^\s…*]{0,12}(?:…|\.{3}|\*{3,})[^\s…*]{1,8}$/.test(value) || /^\*{2,}[A-Za-z_ ]{2,20}\*{2,}$/.test(value) ||
  // What Jenkins keeps encrypted with its own key (`{AQAAAB…}`): ciphertext, not the secret.
  /^\{?AQAAAB[A-Za-z0-9+/]{16,}={0,2}\}?$/.test(value);
