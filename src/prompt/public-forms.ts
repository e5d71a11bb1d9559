/**
 * Public or private material by its form alone: what decodes to a certificate or a public key (PEM in base64, DER, an
 * SSH public key's or certificate's blob, minisign's key and signature), chain addresses and public keys, digests with
 * their algorithm's prefix, ids with a form of their own (public-ids.ts: Twilio's SIDs, Firebase's push ids, NATS' and
 * Stellar's public keys); and private keys in any of these encodings, which are never
 * look-alikes whatever their label says. Asked by public-values.ts.
 */

import { idForm, seedForm } from "./public-ids.ts";

/** A digest with its algorithm's name, an SRI hash, an SSH or a PGP fingerprint: `sha256:…`, `SHA256:…`, `sha512-…`, `sha256//…`. */
const DIGEST = /^(?:sha(?:1|224|256|384|512)|md5|blake2b?|blake3)(?::|\/\/|-)/i;
/** An Ethereum address (20 bytes) or an uncompressed or raw public key (64 bytes, maybe after 04); a Bitcoin bech32 address. */
const CHAIN = /^0x(?:[0-9a-fA-F]{40}|(?:04)?[0-9a-fA-F]{128})$|^(?:bc|tb)1[02-9ac-hj-np-z]{38,58}$|^[xyzt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/;
/**
 * Ids by their form: a ULID, an onion service's address, OAuth clients' ids that browsers get (Google's
 * `….apps.googleusercontent.com`, a GitHub App's `Iv1.…`), a Firebase app's id, and an API's object ids with their
 * type's prefix (Stripe's `evt_`, `req_`, `cus_`, `pi_`…; not the `…_secret_…` a PaymentIntent's client holds).
 */
const IDS =
  /^[0-7][0-9A-HJKMNP-TV-Z]{25}$|^[a-z2-7]{56}\.onion$|\.apps\.googleusercontent\.com$|^Iv[123]\.[0-9a-f]{16}$|^\d:\d{6,15}:(?:web|android|ios):[0-9a-f]{8,40}$|^(?:evt|req|pi|cus|ch|in|sub|prod|price|acct|seti|txn|re|po|pm|cs_(?:test|live)|ii|il|si|file|link|py|txi|du|dp|ic)_(?!.*_secret_)[A-Za-z0-9]{8,64}$/;

/** Whether a value is public by its form. */
export function publicForm(value: string): boolean {
  const v = value.replace(/^["']|["',;]$/g, "");
  if (DIGEST.test(v) || CHAIN.test(v) || IDS.test(v) || idForm(v)) return true;
  // The JWT every tutorial shows (jwt.io's: John Doe, sub 1234567890, iat 1516239022), signed with a published secret.
  if (v.startsWith("eyJ") && /^[\w-]+\.eyJ[\w-]+\.[\w-]+$/.test(v)) return /"sub":\s*"1234567890"[^]*"iat":\s*1516239022/.test(decode(v.split(".")[1]!));
  if (!/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(v)) return false;
  // PEM in base64 (a Kubernetes secret's tls.crt, kubeconfig's certificate-authority-data): `-----BEGIN ` is `LS0tLS1CRUdJTi`.
  if (v.startsWith("LS0tLS1CRUdJTi")) return publicPem(decode(v));
  // An SSH public key's or certificate's blob: a length, then the key type's name.
  if (v.startsWith("AAAA")) return sshPublic(decode(v.slice(0, 96)));
  // minisign's public key (`Ed`, a key id, 32 bytes) and signature (64 bytes); its secret key is longer.
  if (v.startsWith("RW")) {
    const bytes = decode(v);
    // (A line cut or mistyped by a character still says what it is by its first bytes and about its size.)
    return /^E[dD]/.test(bytes) && ((bytes.length >= 40 && bytes.length <= 43) || (bytes.length >= 72 && bytes.length <= 75));
  }
  // DER: a certificate (SEQUENCE, SEQUENCE, [0] version) or a SubjectPublicKeyInfo (SEQUENCE, SEQUENCE, OID of a public algorithm).
  if (v.startsWith("MI") || v.startsWith("MF") || v.startsWith("MC") || v.startsWith("MH")) return publicDer(decode(v.slice(0, 64)));
  return false;
}

/**
 * Private material by its form, whatever its label says (`tls.crt:` over a certificate bundled with its key): base64 of
 * PEM that holds a private key, of an OpenSSH private key (`openssh-key-v1`), DER of a PKCS#8 or PKCS#1 private key, a
 * NATS or Stellar seed.
 */
export function privateForm(value: string): boolean {
  const v = value.replace(/^["']|["',;]$/g, "");
  if (v.startsWith("b3BlbnNzaC1rZXktdjE") || /^MII[A-Za-z0-9+/]{2}[AQgw]IBA(?:DAN|AK)/.test(v) || seedForm(v)) return true;
  return v.startsWith("LS0tLS1CRUdJTi") && /PRIVATE|SECRET/.test(decode(v.slice(0, 65536)));
}

/** Standard or URL-safe base64 to a byte string ("" when it is none). */
export function decode(v: string): string {
  const b = v.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  try {
    return atob(b.slice(0, b.length - (b.length % 4 === 1 ? 1 : 0)).padEnd(Math.ceil(b.length / 4) * 4, "="));
  } catch {
    return "";
  }
}

/** PEM armour of public material only: no private or secret key anywhere in it. */
const publicPem = (text: string) =>
  /^-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|X509 CRL|(?:NEW )?CERTIFICATE REQUEST|(?:RSA |EC |DSA )?PUBLIC KEY|SSH2 PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|OPENSSH CERTIFICATE)-----/.test(text) &&
  !/PRIVATE|SECRET|ENCRYPTED/.test(text);

function sshPublic(bytes: string): boolean {
  if (bytes.length < 8) return false;
  const n = (bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8) | bytes.charCodeAt(3);
  if (n < 7 || n > 64) return false;
  return /^(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com|(?:ssh|ecdsa|sk)-[\w.@-]{1,40}-cert-v0\d@openssh\.com|rsa-sha2-(?:256|512))$/.test(bytes.slice(4, 4 + n));
}

/** OIDs of public-key algorithms in DER: rsaEncryption, RSASSA-PSS, id-ecPublicKey, DSA, X25519, Ed25519, X448, Ed448. */
const KEY_OIDS = ["\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01", "\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0a", "\x2a\x86\x48\xce\x3d\x02\x01", "\x2a\x86\x48\xce\x38\x04\x01", "\x2b\x65\x6e", "\x2b\x65\x70", "\x2b\x65\x6f", "\x2b\x65\x71"];

function publicDer(bytes: string): boolean {
  // The length of a DER element's header at `at` (tag, then a short or a long length).
  const header = (at: number) => {
    const len = bytes.charCodeAt(at + 1);
    return len < 0x80 ? 2 : 2 + (len & 0x7f);
  };
  if (bytes.charCodeAt(0) !== 0x30) return false;
  const inner = header(0);
  if (bytes.charCodeAt(inner) !== 0x30) return false;
  const third = inner + header(inner);
  // A certificate: its TBSCertificate opens with the explicit [0] version.
  if (bytes.charCodeAt(third) === 0xa0 && bytes.charCodeAt(third + 2) === 0x02) return true;
  // A SubjectPublicKeyInfo: its AlgorithmIdentifier opens with a public-key algorithm's OID (not PBES2's: that is an encrypted private key).
  if (bytes.charCodeAt(third) !== 0x06) return false;
  const oid = bytes.slice(third + 2, third + 2 + bytes.charCodeAt(third + 1));
  return KEY_OIDS.includes(oid);
}
