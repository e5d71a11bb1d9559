import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";
import { idForm, seedForm } from "../../../src/prompt/public-ids.ts";
import { ciphertextForm } from "../../../src/prompt/ciphertexts.ts";
import { placeholder } from "../../../src/prompt/placeholders.ts";
import { printsPublic } from "../../../src/prompt/public-outputs.ts";
import { publicLabelBefore } from "../../../src/prompt/public-labels.ts";

import { ADVERSARIAL, B62, HEX32 } from "./public-kinds.inputs.ts";

// A NATS user's public key, an account's, and the user's seed, made from one random key with their real checksums.
const NATS_USER = "UDUKPWOURYL2JW6B4I35K7ZYFKOLQP6VFUUVGIGW2NVRE466PS3J2G7J";
const NATS_ACCOUNT = "ADUKPWOURYL2JW6B4I35K7ZYFKOLQP6VFUUVGIGW2NVRE466PS3J3CMW";
const NATS_SEED = "SUAORJ6Z2SHBPJG3YHRDPVL7HAVJZOB72UWSSUZA23JWWETT3Z6LNHMJWI";
// A Stellar account (its documentation's) and a message `gpg --encrypt` wrote, in base64 without its armour.
const STELLAR = "GAQAA5L65LSYH7CQ3VTJ7F3HHLGCL3DSLAR2Y47263D56MNNGHSQSTVY";
const PGP_B64 = "hF4DGnrxhsxug5QSAQdADaw6GzGiJ63Z9P8MSPoKoUNjKc6049Px+Nrf8W1yXRkwNQMNYLnJEMDvKArbXHK8ubZtYF6t+XTjCAwp";
// What `dotenvx encrypt` writes: an uncompressed ephemeral public key, then a nonce, the data and a tag.
const DOTENVX = "BG8M6U+GKJGwpGA42ml2erb9+T2NBX6Z2JkBLynDy21poz0UfF5aPxCgRbIyhnQFdWKd0C9GZ7lM5PeL86xghoMcWvvPpkyQ0yaD2pZ64RzoxFGB1lTZYlEgQOxTDJnWxODHfuQcFY10uA=";

/** Each row: what it is, a text that must come out unchanged. */
const KEPT: [string, string][] = [
  // Ids whose vendor's form says id.
  ["Twilio's SIDs of a message and an account", "Twilio error 21610\n  message_sid=SM9f8e7d6c5b4a39281706f5e4d3c2b1a0\n  account_sid=AC0123456789abcdef0123456789abcdef"],
  ["a call's SID in a webhook's form", "CallSid=CA5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b&From=%2B351912000111"],
  ["a Firebase push id, even where a finder reads `-O` as an option", "rtdb key: -OaVvEri8SFswMfRVH-b"],
  ["NATS public keys in a drawn table", `$ nsc describe user worker\n │ User ID              │ ${NATS_USER} │\n │ Issuer ID            │ ${NATS_ACCOUNT} │`],
  ["a Stellar account in prose", `Account ${STELLAR} not found`],
  // Published values.
  ["a NIST test vector in a test's output", "    aes_test.go:31: NIST SP 800-38A F.5.1 key=2b7e151628aed2a6abf7158809cf4f3c iv=f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"],
  ["an RFC's test case", "hmac_test.go:14: RFC 4231 test case 2: key=4a656665 data=7768617420646f2079612077616e7420666f72206e6f7468696e673f"],
  ["an RFC's example JWT named as such in a test", '    jwt_test.go:22: token from RFC 7519 section 3.1: "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"'],
  ["a file of test vectors under its header", "# NIST CAVS test vector\nKey = 0123456789abcdef0123456789abcdef\nMsg = 4b5c"],
  ["a site's verification record", '$ dig +short TXT acme.pt\n"google-site-verification=4FsVPVUuNJTXQUKcBE33dxtRmp3TlxWBOCCz_5Y3xND"'],
  ["a domain's verification value under its label", `facebook-domain-verification: ${B62}`],
  ["a TXT record's value in a CA's words", `  Detail: Incorrect TXT record "I6Le0X00r19881PALui8Nw2f4mNU3KAtfnVtOiHEdGw" found at _acme-challenge.acme.pt`],
  ["an ACME challenge's token in its path", "Invalid response from http://acme.pt/.well-known/acme-challenge/LoqXcYV8q5ONbJQxbmR7SCTNo3tiAXDfowyjxAjEuX0: 404"],
  ["what a resolver printed", `$ nslookup -type=TXT acme.pt\nacme.pt\ttext = "${B62}"`],
  ["a zone file's TXT record", "_dnsauth.acme.pt TXT _Xk9pL3mQ7vR2tY8wB4nD6sF1gH5jK0z\nasuid.www.acme.pt. 3600 IN TXT \"Xk9pL3mQ7vR2tY8wB4nD6sF1gH5jK0zC3xV8bN1mQ2w\""],
  ["a Google sheet's id in its URL", "https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0"],
  // Syntax.
  ["a CSP's source expressions", `Content-Security-Policy: script-src 'self' 'nonce-abc' 'strict-dynamic'; object-src 'none'`],
  ["a YAML mapping's key that opens a block, in a secret's file", "$ cat k8s/secret.yaml\nkind: Secret\nstringData:\n  API_KEY: ${API_KEY}"],
  ["a passwd line", "$ getent passwd deploy\ndeploy:x:1001:1001:Deploy User,,,:/home/deploy:/bin/bash"],
  ["shadow entries of locked accounts", "$ sudo getent shadow svc-backup nobody\nsvc-backup:!:19800:0:99999:7:::\nnobody:*:19800:0:99999:7:::"],
  ["an account passwd is given", "$ sudo passwd deploy\nNew password:"],
  ["a tool's sentence about a password", "$ passwd\npasswd: password unchanged\n$ htpasswd -B .htpasswd admin\nhtpasswd: password verification error"],
  // Ciphertext.
  ["dotenvx's ciphertext", `DATABASE_URL="encrypted:${DOTENVX}"`],
  ["an OpenPGP message in base64", `encrypted_password = "${PGP_B64}"`],
  ["Bitwarden's encrypted string", '"password": "2.Xk9pL3mQ7vR2tY8wB4nD6s==|kX9pL3mQ7vR2tY8wB4nD6sF1gH5jK0zC3xV8bN1mQ2wE4r=|Zq3bN8vX2mK7pL4wR9tY1cF6hJ0sD5gA3eU8iO2yT7r="'],
  ["what Kubernetes encrypted at rest", `k8s:enc:aescbc:v1:key1:${B62}${B62}`],
];

/** Each row: the look-alike's nearest secret, and the secret that must not come out. */
const REDACTED: [string, string, string][] = [
  ["Twilio's auth token beside its account's SID", `TWILIO_ACCOUNT_SID=AC0123456789abcdef0123456789abcdef\nTWILIO_AUTH_TOKEN=${HEX32}`, HEX32],
  ["a Twilio API key's SID, which rule sets hold for a key", `TWILIO_API_KEY=SK${HEX32}`, `SK${HEX32}`],
  ["a NATS seed under its name", `NATS_NKEY_SEED=${NATS_SEED}`, NATS_SEED],
  ["a NATS-looking key whose checksum fails", `nkey: ${NATS_USER.slice(0, -1)}A`, NATS_USER.slice(0, -1)],
  ["a password given to a capital option glued", "$ zip -PXk9mP2qLw8vRtY3wZ4n backup.zip src", "Xk9mP2qLw8vRtY3wZ4n"],
  ["a key in a test that cites no publication", `    aes_test.go:31: key=${HEX32}`, HEX32],
  ["a secret after an RFC cited outside a test", `invalid_client (RFC 6749 section 5.2): client_secret=${B62}`, B62],
  ["a JWT in a test's log that names no RFC", "    jwt_test.go:22: token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODEyMyJ9.kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2oP3qR", "kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2oP3qR"],
  ["a token in a Google sheet's URL", `https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit?access_token=${B62}`, B62],
  ["a token on a line that names TXT as a word", `token TXT ${B62}`, B62],
  ["a verification secret", `site_verification_secret: ${B62}`, B62],
  ["a password in a drawn table", `│ Password │ ${B62} │`, B62],
  ["a shadow entry's hash", "deploy:$6$w7Lr90rNmMZI3xWq$E9CnCyl2FFiT/A1fwoKdkYNK3CLMRqa3rRDMX6ySQFNoYqQ.29VSl1cMUhd7pdK94pFD:19876:0:99999:7:::", "E9CnCyl2FFiT/A1fwoKdkYNK3CLMRqa3rRDMX6ySQFNoYqQ"],
  ["a password in a passwd line's comment field", "deploy:x:1001:1001:pw=Hunter22x9:/home/deploy:/bin/bash", "Hunter22x9"],
  ["a password a setting's passwd word names", "set passwd hunter22", "hunter22"],
  ["a password smbpasswd -w sets", "$ smbpasswd -w Xk9mP2qLw8vR", "Xk9mP2qLw8vR"],
  ["a passphrase of words", "password: correct horse battery staple", "correct horse battery staple"],
  ["a value after `encrypted:` that is no ciphertext", `DB_PASSWORD="encrypted:${B62}"`, B62],
  ["a password in a camelCase key's shape, alone", "$ cat .deploy_pass\nBlueHorse:", "BlueHorse"],
];

describe("look-alikes kept by kind", () => {
  test.each(KEPT)("%s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("the nearest secrets of those kinds still go", () => {
  test.each(REDACTED)("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });
});

describe("forms", () => {
  test.each([`SM${HEX32}`, "-OaVvEri8SFswMfRVH-b", NATS_USER, NATS_ACCOUNT, STELLAR])("%s is an id", (v) => {
    expect(idForm(v)).toBe(true);
  });
  test.each([`SK${HEX32}`, `SM${HEX32.toUpperCase()}`, "-pXk9mP2qLw8vRtY3wZ4", NATS_SEED, `${NATS_USER.slice(0, -1)}A`, B62])("%s is none", (v) => {
    expect(idForm(v)).toBe(false);
  });
  test("a seed is private by its version byte", () => {
    expect(seedForm(NATS_SEED)).toBe(true);
    expect(seedForm(NATS_USER)).toBe(false);
  });
  test.each([PGP_B64, "2.Xk9pL3mQ7vR2tY8wB4nD6s==|kX9pL3mQ7vR2tY8wB4nD6sF1gH5jK0zC3xV8bN1mQ2wE4r=|Zq3bN8vX2mK7pL4wR9tY1cF6hJ0sD5gA3eU8iO2yT7r="])("%s is ciphertext", (v) => {
    expect(ciphertextForm(v)).toBe(true);
  });
  test.each([`h${B62}${B62}${B62}`, `w${B62}${B62}${B62}`, `hQEM${B62}${B62}`])("%s is not", (v) => {
    expect(ciphertextForm(v)).toBe(false);
  });
  test.each(["password unchanged", "password verification error", "passwords do not match"])("%s is a sentence, not a value", (v) => {
    expect(placeholder(v)).toBe(true);
  });
  test.each(["correct horse battery staple", "again key wrong staple", "pumpkin password"])("%s is none", (v) => {
    expect(placeholder(v)).toBe(false);
  });
  test("a drawn table's first cell names its row's value, but a bare id may be a token's (openstack token issue)", () => {
    const row = (cell: string) => `${cell} ${B62} │`;
    expect(publicLabelBefore(row("│ User ID   │"), "│ User ID   │ ".length, B62)).toBe(true);
    expect(publicLabelBefore(row("| id        |"), "| id        | ".length, B62)).toBe(false);
    expect(publicLabelBefore(row("│ Auth Token │"), "│ Auth Token │ ".length, B62)).toBe(false);
  });
  test.each(["dig +short TXT acme.pt", "nslookup -type=TXT acme.pt", "host -t TXT acme.pt"])("%s prints public records", (c) => {
    expect(printsPublic(c)).toBe(true);
  });
  test.each(["dig +short TXT acme.pt; cat .env", "ssh host cat .env", "host acme.pt && gh auth token"])("%s does not", (c) => {
    expect(printsPublic(c)).toBe(false);
  });
});

/** CPU time of one redaction, in ms. */
function time(text: string): number {
  Bun.gc(true);
  const start = process.cpuUsage();
  redact(text);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

// Each check, on 10 MB aimed at it: a quadratic search or a pattern that backtracks would take hours. The same input
// takes 1-2 s of CPU here with or without these checks (bench: `bun test/unit/prompt/public-kinds.inputs.ts`).
describe("the new look-alike checks take linear time", () => {
  test.each(ADVERSARIAL)(
    "10 MB of %s in under 10 s",
    (_what, make) => {
      expect(time(make(10_000_000))).toBeLessThan(10_000);
    },
    60_000,
  );
});
