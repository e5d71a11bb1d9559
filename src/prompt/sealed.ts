/**
 * What looks like a secret and is none: text encrypted or sealed for its readers (SOPS values, a SealedSecret's
 * encryptedData, age and PGP messages, ansible-vault files), and masks written where a secret would stand.
 * Redaction keeps these whole: they are the model's clue, and useless to anyone without the key.
 */

/** `[start, end)` ranges of the text that hold only ciphertext. Linear: each kind is one bounded search. */
export function sealedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  // SOPS: ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]
  if (text.includes("ENC[")) for (const m of text.matchAll(/ENC\[[A-Z0-9_]{1,32},data:[^\]\n]{0,8192}\]/g)) ranges.push([m.index, m.index + m[0].length]);
  // Armoured messages (not keys): age, PGP, and the like.
  if (text.includes("-----BEGIN ")) {
    for (const m of text.matchAll(/-----BEGIN ((?:AGE ENCRYPTED FILE|PGP MESSAGE|ENCRYPTED MESSAGE|PKCS7|CMS))-----/g)) {
      const end = text.indexOf(`-----END ${m[1]}-----`, m.index);
      ranges.push([m.index, end < 0 ? Math.min(text.length, m.index + 65536) : end]);
    }
  }
  // One value sealed by a tool whose key stays elsewhere: Jasypt's ENC(…), Spring Cloud Config's {cipher}…, Vault
  // transit's vault:v1:…, ejson's EJ[1:…], Travis CI's `secure: "…"`, an AWS KMS ciphertext blob (AQICAH…).
  for (const m of text.matchAll(/ENC\([A-Za-z0-9+/=_-]{8,4096}\)|\{cipher\}[A-Za-z0-9+/=]{8,4096}|vault:v\d{1,4}:[A-Za-z0-9+/=]{8,4096}|EJ\[1:[^\]\n]{8,4096}\]|\bsecure:[ \t]*["'][A-Za-z0-9+/=]{16,8192}["']|\bAQICAH[A-Za-z0-9+/=]{40,8192}/g)) {
    ranges.push([m.index, m.index + m[0].length]);
  }
  // ansible-vault: its header, then lines of hex.
  if (text.includes("$ANSIBLE_VAULT;")) for (const m of text.matchAll(/\$ANSIBLE_VAULT;[^\n]{0,128}(?:\n[ \t]*[0-9a-f]{2,128})+/g)) ranges.push([m.index, m.index + m[0].length]);
  // A SealedSecret's encryptedData: the lines below it that are indented deeper than it.
  if (text.includes("encryptedData:")) {
    for (const m of text.matchAll(/^([ \t]*)encryptedData:[ \t]*\n/gm)) {
      const indent = m[1]!.length;
      let end = m.index + m[0].length;
      for (const line of text.slice(end, end + 65536).split("\n")) {
        if (line.trim() && line.length - line.trimStart().length <= indent) break;
        end += line.length + 1;
      }
      ranges.push([m.index, Math.min(end, text.length)]);
    }
  }
  return ranges;
}

/** A mask where a secret would stand: its body runs of `x`, `*`, `•` or `#`, or it trails off in dots; or only stars (`amqp://worker:**@mq`). */
export const masked = (value: string) => /(?:x{8,}|X{8,}|\*{4,}|•{3,}|#{6,})[^\s]{0,8}$|(?:\.{3}|…)$|^(?:\*+|•+)$/.test(value);
