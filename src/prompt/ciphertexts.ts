/**
 * Ciphertext that is stored or committed as it is, told by its form: an OpenPGP message in base64 without its armour
 * (Terraform's `encrypted_password`, what `gpg --encrypt | base64` printed), Bitwarden's encrypted strings
 * (`2.<iv>|<data>|<mac>`), and a value after the prefix Kubernetes writes before a Secret it encrypted at rest
 * (`k8s:enc:aescbc:v1:key1:…`). Useless without a key kept elsewhere, and the model's clue to what the value is.
 * (sealed.ts keeps ciphertext found as ranges of a text; this is asked of one value by public-values.ts.)
 */
import { decode } from "./public-forms.ts";

/** Bitwarden's EncString of type 2 (AES-CBC-256 and HMAC-SHA256): an iv, the data and a MAC in base64. */
const ENC_STRING = /^2\.[A-Za-z0-9+/]{22}==\|[A-Za-z0-9+/]{4,8192}={0,2}\|[A-Za-z0-9+/]{43}=$/;

/** Whether a value is ciphertext by its form. */
export function ciphertextForm(v: string): boolean {
  return ENC_STRING.test(v) || pgpMessage(v);
}

/**
 * An OpenPGP message in base64: it opens with a public-key encrypted session key packet (tag 1, old or new format),
 * version 3, a key id, then a public-key algorithm (RSA, Elgamal, ECDH).
 */
function pgpMessage(v: string): boolean {
  if (v.length < 64 || !/^[hw][A-Za-z0-9+/]+={0,2}$/.test(v)) return false;
  const b = decode(v.slice(0, 24));
  const c = (i: number) => b.charCodeAt(i);
  const tag = c(0);
  // The packet's body: where it starts, and its length.
  let at: number;
  let length: number;
  if (tag === 0x84 || tag === 0x85) [at, length] = tag === 0x84 ? [2, c(1)] : [3, (c(1) << 8) | c(2)];
  else if (tag === 0xc1) [at, length] = c(1) < 192 ? [2, c(1)] : c(1) < 224 ? [3, ((c(1) - 192) << 8) + c(2) + 192] : [0, 0];
  else return false;
  // Version 3, an 8-byte key id, the algorithm, then the first MPI's length in bits, which the packet's length holds.
  const algorithm = c(at + 9);
  const bits = (c(at + 10) << 8) | c(at + 11);
  if (!at || c(at) !== 3 || ![1, 2, 16, 18].includes(algorithm) || bits < 200 || bits > 16384) return false;
  const least = 12 + Math.ceil(bits / 8);
  return algorithm === 1 ? length === least : length > least;
}

/** The prefix Kubernetes writes before a value it encrypted at rest, by provider and key name. */
const AT_REST = /k8s:enc:(?:aescbc|aesgcm|secretbox|kms(?::v2)?):v\d:[\w.-]{1,64}:$/;

/** Whether right before a value stands a prefix that says ciphertext follows. */
export function ciphertextPrefix(view: string, at: number): boolean {
  return AT_REST.test(view.slice(Math.max(0, at - 96), at));
}
