import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";
import { placeholder } from "../../../src/prompt/placeholders.ts";
import { publicForm } from "../../../src/prompt/public-forms.ts";
import { publicLabel } from "../../../src/prompt/public-labels.ts";
import { printsPublic } from "../../../src/prompt/public-outputs.ts";

// Values drawn at random once (crypto.getRandomValues), so that each neighbour is a secret by its body, not by its name.
const B62 = "gM6MUIevPqXKnIHXHwrM17ZKgMjemU32";
const B64 = "yKlx/k8l31LT5sJYNOJxQ8LDS3OgZMQZCwj1fbezEInEzeKusnyx8mBx/7O4j+Vu5qYJsqAQMou1sX32TUaTMw==";
const HEX64 = "7bd3563dea17f0110ddd234beb92fc478dbe8d093d9c7ba4415768c51d6c7b09";
/** base64 of `-----BEGIN CERTIFICATE-----` and a body, as `kubectl get secret -o jsonpath='{.data.tls\.crt}'` prints it. */
const CERT_B64 = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk5pK29KUGZPbzZjbk81NitFMVI1VWxuQkZnTzRXU2w4b2kvM0tQR0F6QUYxSllRVzYvM3IzTzNxSFNGZHhD";
/** base64 of a certificate followed by a private key: one blob, and the key in it is a secret. */
const BUNDLE_B64 =
  "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCkV4S3VIay9qV3FUVWhsZm9Wam1YWVJxeTZrNlhHYVo0Q2dnZm8vbksKLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQotLS0tLUJFR0lOIFBSSVZBVEUgS0VZLS0tLS0KeHVjUUhxTXZWUTAxbDU4RzgybGx2OUV6d29zSytjUHR3TkZhSkVRQQo=";
const PRIVATE_B64 = "LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tCm5KT0tXaW1pODJSRGhlcWszcDJjM2JpalR6ZkZGSEZpUEVhZlVmYkp0K2NGNmdxZzJ6bmFPQzFJNjlmNXJi";
const SSH_CERT = "AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29tP3wHcYF072SSMGdPT1bhmr7RufkWut4UL0iTdjwryoFZIJVj0Vng0BqwtNBXT+vUO+Sdqve9hGuswxuUD27yeQpZmUBLK3YJlOTE9+ZEjv2RvmwYoPWknYy006SZVW3IXXviCw==";
const SSH_PRIVATE = "b3BlbnNzaC1rZXktdjEAyb3uySzycDuO0elR9X9fI7HSTELx/MyP2lia2xfI7EUUwQC7VQZPuXsYLeWw00agiyeB+YblX9H08SE2cfYAqIu09fvjdWsc4uCHWzu8aRGztuGb4Bo38L37WY1SE5++dLPLhQ==";
const MINISIGN_PUBLIC = "RWRYulQstLlky6TKzHb37LOa6hHeBI8uJXl64fYk4aC7hqaXLyE53Lxg";
const MINISIGN_SECRET =
  "RWRTY0IyW5B4lGwzHOqdYS3gtMuDZht7CZWfia/zhoWh7LM5jM4BHkWTYcPuNpGTvB6YaZXeiP/YJFaCxTPg1IXNE8rB3rcogoJ6+QIAFXb1e7hZP3W/7JM8s8l0ohbCj502gYreuJkaf0AUApcWtYZJPatwsalW8u/uPzc6IwW+wOdwbMC/lXhWdvzlFV6wcmm/4tqkAPieMwFpq10=";
const SPKI = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8ANr2+7556C2OIGqjt7NU95tYL0Uc4BYG8ofOF/hDkxe/4VFAywfOt72Yn+s0d75bMNVLB6Xtssiwi42Ht";
const PKCS8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKev4rgV/mcZ+pj9eJ6IjD6Zl3eRXQwFp2t4MwTaYC1/fXTj1uaafNFyjoLu4DXe1HClYbL6aueapz9Z3FI=";
const ENCRYPTED_PKCS8 = "MIIFDTBXBgkqhkiG9w0BBQ3FLoMNYGp59VhBz3CsGtaHffrfMlU/SE09BUhVKvvVmbKpTnXISKsYRTNOJQIHpd4FEzLrT0Un1ugOhlw=";

/** Each row: what it is, a text that must come out unchanged. */
const KEPT: [string, string][] = [
  // Placeholders, whatever prefix they carry.
  ["a vendor's prefix before words of an instruction", "STRIPE_SECRET_KEY=sk_test_your_key_here"],
  ["a vendor's prefix before a repeated character", "SENDGRID_API_KEY=SG.xxxxxxxx.xxxxxxxx"],
  ["AWS's documentation keys", "Example:\n  aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n  aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
  ["a form's note where the password would be", "created user ana@example.com (password: <generated, not printed>)"],
  ["the secret's own noun in a help text's URL", "  --url URL   database URL, e.g. postgresql://user:password@host:5432/dbname"],
  ["prose after a secret's option", "error: --token or --discovery-token must be set"],
  ["a permission after a token's name", "permissions:\n  id-token: write\n  contents: read"],
  ["a password the tool publishes", "$ keytool -list -v -keystore debug.keystore -alias androiddebugkey -storepass android | grep SHA1"],
  ["a webhook signature's timestamp", "  stripe-signature: t=1772012331,v1=635e36966749ad2e310768a8ca501452fd966909b17952ce2809902589f8c61c"],
  ["a list of networks under a name that ends in pass", "proxy:\n  bypass: 10.0.0.0/8,169.254.169.254/32"],
  ["a file's name with a version in an option's slot", "$ sha256sum -c terraform_1.8.2_SHA256SUMS --ignore-missing"],
  ["a Rails credentials file, encrypted, shown as stored", "$ cat config/credentials.yml.enc\naiWrdt+DGlPk61ZIShb5P9wSdtmItFaP0JXZLY1mHtgBjh2OxHZ4qCpTyR99qBzn5+r00L5jMoh12ssLMQ7zDoeuCnqGMOkod2UpQkeuMoOFF8M6h6819kArXDGi29pA--d3Gq5FUm3R0pKQbR--WNza7vPane2FiVE8NhgDlA=="],
  ["what kubeseal sealed", `$ echo -n "$PW" | kubeseal --raw --namespace prod --name db-password --from-file=/dev/stdin\nAgBKrydmSnqGzmjuVb9EMCMNflwfW6OAtM7K7gcxZqn+p8bLDPc3e+2qXpC/1wIgGi+qxvuQ+U34QjEMucAddAFqvAIvc7Jk`],
  ["an account's address on a chain's command line", "$ solana transfer q8MH2knUSNW3jLyxfyUsYCKdLzRgY9KrWREBDdv2NMc4 0.5 --keypair ~/.config/solana/id.json --allow-unfunded-recipient"],
  ["a Kubernetes secret's data of a certificate and a user's name", `$ kubectl get secret pg-ca -o jsonpath='{.data}'\n{"ca.crt":"${CERT_B64}","username":"YmlsbGluZ19ydw=="}`],
  ["jwt.io's example token", "Example JWT from jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
  ["a vendor's prefix before an instruction in words", "SLACK_BOT_TOKEN=xoxb-your-bot-token-here"],
  ["a secret's placeholder that names where it goes", "JWT_SECRET=changeme-in-production"],
  ["a password that is its user's name in a URL", "mongodb://admin:admin@localhost:27017\namqp://guest:guest@localhost:5672/"],
  ["a password that is its user's name after curl -u", "curl -u admin:admin http://localhost:8080/api"],
  ["Basic credentials of a documentation's pair", "Authorization: Basic dXNlcjpwYXNzd29yZA=="],
  // Public by form.
  ["a certificate in base64, as a Kubernetes secret holds it", `$ kubectl get secret api-tls -o jsonpath='{.data.tls\\.crt}' | cut -c1-120\n${CERT_B64}`],
  ["a CA's certificate in a kubeconfig", `    certificate-authority-data: ${CERT_B64}`],
  ["an SSH user certificate", `$ cat ~/.ssh/id_ed25519-cert.pub\nssh-ed25519-cert-v01@openssh.com ${SSH_CERT} ana@laptop`],
  ["minisign's public key after -P", `$ minisign -Vm zig.tar.xz -P ${MINISIGN_PUBLIC}\nSignature verification failed`],
  ["a public key in DER under a name that says key", `signing_key_pem_body: ${SPKI}`],
  ["an Ethereum address and public key", `$ cast wallet address --private-key "$DEPLOYER_KEY"\n0x55676c4d4df22c5b95fbefef256cc497fa9f23d2\nkey: 0x${HEX64}${HEX64}`],
  ["a key's fingerprint with its algorithm", `Good "git" signature with ED25519 key SHA256:0XoBN5kq4tUyY91CPyJ9On2U0bdEKDYLUeTTeKFyS7Q`],
  ["curl's public-key pin", `$ curl --pinnedpubkey "sha256//2Do5OPUZA6toyeTnjcGaPDEBVMu9Rxrd8Of/prM8Cz7J" https://api.acme.io`],
  // Labels.
  ["an artifact's signature", `Error: no matching signatures:\n  signature: ${B64}`],
  ["a signature in a commit message", `    build: sign release artifacts (sig=${HEX64.slice(0, 32)})`],
  ["a certificate in SAML metadata", `<ds:X509Certificate>MIICcu6he6iZji69WKIast0TkZyGaOJMVVCKb9ROQD2f7UC24EEJBfI47mw3</ds:X509Certificate>`],
  ["a peer's public key under an upper-case name", `PEER_PUBLIC_KEY=${B64.slice(0, 44)}`],
  ["a table's row under an id's name", "lease_id           database/creds/readonly/wKnNW0Q9K9Y9mlVVpFoPXUnY\nlease_duration     1h"],
  ["a job's id in prose after a token's word", "2026-11-28 06:41:07 INFO refreshed token for job H0kL6Yr8K9G5LGpwCMG9zjjzpx4zH5Zb in 12ms"],
  ["a key's id in an error", 'Error: JWKS key not found for kid "XWBc2VO8GXG54KCjzudEp4IUu0K2gRetCASNebJtDbA" (issuer https://auth.corp.test/)'],
  ["a value under a public key's object", '{"pub_key":{"type":"tendermint/PubKeyEd25519","value":"D/ka+RXfaKDPAzI44p7jxXdgoM+1m9C73w1NPkte4To="},"power":"10"}'],
  ["a JWK's modulus in YAML", "jwks:\n  - kty: RSA\n    use: sig\n    n: hAjtytowHu3pAs2sH8D4Qp9mErubPvFPXA76QtrzbSc3uGzfDRo2-vtYH9c0cdOC46SdIckBoTKx\n    e: AQAB"],
  ["Bazel's action key", "INFO: Elapsed time: 42.113s, Critical Path: 39.20s\naction key: 6bf784d0125a3bc8"],
  ["a CI cache's key", "Cache restored from key: deps-Linux-gK7bhDpC0eMcjX8MzrFDuYQ1rJPae3iD"],
  ["git's signing key id", "[user]\n\temail = build@acme.io\n\tsigningkey = C45124BDA82BAE50\n[commit]\n\tgpgsign = true"],
  ["a certificate authority's data (authority is no auth)", `clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUctBvq2ngFVhaeE5vOtnIxhpmp7uN6cij//uFyQNFmf8B28iYDSv3NSYoQD+rf8e`],
  ["an OIDC nonce in a mismatch's message", "IDTokenValidationError: nonce mismatch (expected 1Zmz_UxpayXdNL1hTkAqXkqy3qiO5ntd)"],
  ["a PKCE challenge a finder took with its name", "auth: code_challenge=kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2o&code_challenge_method=S256"],
  ["a customer's and an event's ids with their type's prefix", "stripe api_key error: No such customer: 'cus_NffrFeUfNV2Hib' token evt_1NxYz2ABcdEfGhIjKlMnOpQr"],
  ["an extended public key", "wallet key: xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz"],
  ["a temporary file's path a token's variable held", "$ TOKEN_FILE=$(mktemp) && echo $TOKEN_FILE\n/tmp/tmp.kX9mP2vLq8"],
  ["an upload's random name", "secret key upload saved to ./uploads/kX9mP2vLq8RtY3wZ4nB6cD7eF.png"],
  ["a random directory in a key file's path", "private key written to /tmp/kX9mP2vLq8RtY3wZ4nB6cD7eF/key.pem"],
  ["a help text's example of a URL with a password", "  --url URL   database URL, e.g. postgresql://admin:s3cr3t@host:5432/dbname"],
  ["a commented example of a command with a password", "# Example: mysql -u root -phunter2 shop"],
  ["a load balancer's cookie", "< Set-Cookie: AWSALB=u56vssf+p3eD2ITvJ0L2lJzh2aJhJXDEQkuYhFQh55690VymID2Ycmd8dHRcEHm6kDzkqrRmGHfWoHRn9qkxmO22qD; Expires=Sat, 05 Dec 2026 06:00:00 GMT; Path=/"],
  ["a bot check's cookie, all of its value", "< set-cookie: __cf_bm=Hjb78E95QQ6XWIq2DPr1pMHaZ1luCut6fRsjkg89S9D-8239329528-1.0.1.1-yknWidOvHMdPtzn65UuWJO04FbR1B5dziGrryTbhjpMBUjqKQt26h0shcRP2; path=/; HttpOnly"],
  ["a README's table of secrets by name", "| Secret | Used by |\n|---|---|\n| db-password | api, worker |\n\n| Token | Scope |\n|---|---|\n| read_api | CI jobs |"],
  ["a Firebase web config's apiKey", '// src/firebase.ts (client bundle)\nconst firebaseConfig = {\n  apiKey: "AIza6wq85Bw5qENifmQ6uDXKiaRdDd8ZvQhezCM",\n  authDomain: "trevani-web.firebaseapp.com",\n  projectId: "lorikeet-labs-web",\n};'],
  ["a webhook's signature that names its scheme, in a header", "< x-slack-signature: v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503"],
  ["a CI cache's key in prose", "Created layer 4c2e6b8d0f1a and cache key node-modules-Linux-kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0\nccache: key kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0 result cached"],
  ["an artifact's random name", "Saved artifact upload-kX9mP2vLq8RtY3wZ4nB6cD7eF.tar.gz (token scope: repo)"],
  ["an id in prose, named by the word before it", "password reset requested; request id Ab3dEf9hIjK2mNoP5qRsT8uVwX1yZ2\nsecret rotation: new version id kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0 created"],
  // References.
  ["an action at a version", "      - uses: softprops/action-gh-release@v2\n        with:\n          token: ${{ secrets.GITHUB_TOKEN }}"],
  ["a Kerberos principal", "03/02/26 10:14:00  03/02/26 20:14:00  krbtgt/CORP.LOCAL@CORP.LOCAL"],
  // What a command that prints public values printed.
  ["a digest of a public key", `$ openssl x509 -in ca.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64\n${B64.slice(0, 44)}`],
  ["a package's shasum", `$ npm view jsonwebtoken@9.0.2 dist.shasum\n13a791a31ab83e1737b213d5d2d8b050c06e7c14`],
  ["a keystore's exported certificate", `$ keytool -exportcert -rfc -alias upload -keystore upload.jks | sed -n 2p\nAAAAshFje4WZXMJ3OOyMrs46+MBnGD7/KHzpuFLVSciZNZG+R1h48uWuLr8LMEii`],
  ["a DKIM record's public key over two strings", `$ dig +short TXT s1._domainkey.acme.io\n"v=DKIM1; k=rsa; p=Y0/ON5V7qVX9S0Uj8s7Vz7Hiq5Y/hGPY405s5dkTtkluEl8EK8V+/HC3cN1p"\n"g2coSX28672IMEW4B3ODhqRzq+GBvYnRvTkWQkFP7Q3DM4zwokduIov/aFt6R7W00a5X"`],
  ["a minisign signature file", `untrusted comment: signature from minisign secret key\nRWmHyvc+x0Fvn6zRfBJeqBBYY+Ype9udG7bTnih5r4aE6o6tZ+I0aZBgPVUk1MV2rPu/sigajhVFOCoabul6xHGsV1B43+q/uD\ntrusted comment: timestamp:1795000000`],
];

/** Each row: the look-alike's nearest secret, and the secret that must not come out. */
const REDACTED: [string, string, string][] = [
  ["a vendor's prefix before a random body", `STRIPE_SECRET_KEY=sk_test_${B62}`, B62],
  ["a SendGrid key's random body", `SENDGRID_API_KEY=SG.${B62.slice(0, 22)}.${B62}`, B62],
  ["a key that merely holds EXAMPLE's letters", "AKIAUJZDE8GXD6NCF10E,wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEK3Y", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEK3Y"],
  ["a password in a URL that is no placeholder", "  --url postgresql://app:Xk9mP2qLw8vR@db.internal:5432/shop", "Xk9mP2qLw8vR"],
  ["a password made of words with no instruction in them", "password: correct-horse-battery-staple", "correct-horse-battery-staple"],
  ["a private key in base64 under a Kubernetes secret", `  tls.key: ${PRIVATE_B64}`, PRIVATE_B64],
  ["a certificate bundled with its private key in one blob", `  tls.crt: ${BUNDLE_B64}`, BUNDLE_B64],
  ["an OpenSSH private key's base64", `SSH_KEY_B64=${SSH_PRIVATE}`, SSH_PRIVATE],
  ["minisign's secret key", `untrusted comment: minisign secret key\n${MINISIGN_SECRET}`, MINISIGN_SECRET],
  ["a private key in DER", `private_key: ${PKCS8}`, PKCS8],
  ["an encrypted private key in DER, under a key's name", `private_key: ${ENCRYPTED_PKCS8}`, ENCRYPTED_PKCS8],
  ["an Ethereum private key", `PRIVATE_KEY=0x${HEX64}`, HEX64],
  ["a webhook's signing secret", `webhook_signature_secret: whsec_${B62}`, B62],
  ["SigV4's signature in an Authorization header", `> Authorization: AWS4-HMAC-SHA256 Credential=AKIAFIIVOZ4EOOTRX4LG/20260903/eu-west-1/s3/aws4_request, SignedHeaders=host, Signature=${HEX64}`, HEX64],
  ["a request's signature header", `  X-API-KEY: ${B62}\n  X-SIGNATURE: ${B64.slice(0, 44)}`, B64.slice(0, 44)],
  ["a SAS URL's signature", `https://acme.blob.core.windows.net/c/f.zip?sv=2022-11-02&ss=b&sig=${encodeURIComponent(B64.slice(0, 44))}`, encodeURIComponent(B64.slice(0, 44))],
  ["Oracle's user/password@host", "$ sqlplus scott/Xk9mP2qLw8@db01.internal:1521/ORCL", "Xk9mP2qLw8"],
  ["a password in user/password@host before a version-like host", "$ sqlplus scott/Xk9mP2qLw8@v2", "Xk9mP2qLw8"],
  ["a chosen password in the keystore's slot", "$ keytool -list -keystore release.jks -storepass Andr0id!Rel", "Andr0id!Rel"],
  ["a password of a name and a date, like a version", "  77  ssh-keygen -t ed25519 -N 'mohammed_06.06.1997' -f ~/.ssh/ci_deploy", "mohammed_06.06.1997"],
  ["a generated password in an option's slot", "$ 7z a -pHq3xT9vLm2Kd backup.7z src", "Hq3xT9vLm2Kd"],
  ["a key file shown as stored", `$ cat config/master.key\n${HEX64.slice(0, 32)}`, HEX64.slice(0, 32)],
  ["what kubeseal unsealed", `$ kubeseal --recovery-unseal --recovery-private-key k.key < s.yaml\n${B64.slice(0, 56)}`, B64.slice(0, 56)],
  ["a chain's secret key on its command line", "$ solana transfer q8MH2knUSNW3jLyxfyUsYCKdLzRgY9KrWREBDdv2NMc4 1 --private-key bon5qbTrFnF4647b2p5S62PDdGUAJGkxRGXBR1ZQhkycP2ghKGL3yZtmWSjpXSawU716hry2XAYxaH3kuYkLj2En", "bon5qbTrFnF4647b2p5S62PDdGUAJGkxRGXBR1ZQhkycP2ghKGL3yZtmWSjpXSawU716hry2XAYxaH3kuYkLj2En"],
  ["a Kubernetes secret's data with a password in a field named for a database", `$ kubectl get secret shop -o jsonpath='{.data}'\n{"db":"Q29iYWx0OTI3MA==","user":"YXBw"}`, "Q29iYWx0OTI3MA=="],
  ["a secret id written in words", "Secret ID    = 107fbe75-2051-4f8d-a1f3-7ec66bb7df1b", "107fbe75-2051-4f8d-a1f3-7ec66bb7df1b"],
  ["a CSRF token in a mismatch's message", `CSRF token mismatch (expected ${B62})`, B62],
  ["a PaymentIntent's client secret", "client_secret: pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH", "YrKJUKribcBjcG8HVhfZluoGH"],
  ["an extended private key", "wallet: xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi", "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3"],
  ["a reset link's token in a request's path", `GET /reset-password/${B62} HTTP/1.1`, B62],
  ["a magic link's token in a URL's path", `reset link: https://acme.io/magic/${B62}`, B62],
  ["a PKCE verifier a finder took with its name", "auth: code_verifier=kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2o", "kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2o"],
  ["a password a variable held", "$ echo $DB_PASSWORD\nkX9mP2vLq8RtY3wZ4nB", "kX9mP2vLq8RtY3wZ4nB"],
  ["a random password in a help text's example", "  --url URL   e.g. postgresql://app:Xk9mP2qLw8vRtY3@db:5432/shop", "Xk9mP2qLw8vRtY3"],
  ["a person's password at a host named example", "DATABASE_URL=postgresql://app:Snoopy36@db.example.com:5432/shop", "Snoopy36"],
  ["a session's cookie beside a load balancer's", `< Set-Cookie: AWSALB=u56vssf+p3eD2ITvJ0L2lJzh2aJhJXDEQ; Path=/\n< Set-Cookie: connect.sid=s%3A${B62}.abc; Path=/; HttpOnly`, B62],
  ["a session's cookie after a bot check's on one line", `Cookie: __cf_bm=Hjb78E95QQ6XWIq2DPr1p; sessionid=${B62}`, B62],
  ["a passphrase of words in a table's password column", "| Name | Password |\n|---|---|\n| db | horse-battery-staple |", "horse-battery-staple"],
  ["a Google API key on a server", "GOOGLE_MAPS_API_KEY=AIza6wq85Bw5qENifmQ6uDXKiaRdDd8ZvQhezCM\nFIREBASE_AUTH_DOMAIN=x.firebaseapp.com", "AIza6wq85Bw5qENifmQ6uDXKiaRdDd8ZvQhezCM"],
  ["a JWT of a real user", "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ODEyMyIsIm5hbWUiOiJBbmEiLCJpYXQiOjE3OTUwMDAwMDB9.kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2oP3qR", "kX9mP2vLq8RtY3wZ4nB6cD7eF8gH9iJ0kL1mN2oP3qR"],
  ["a Slack token's random body", `SLACK_BOT_TOKEN=xoxb-1234567890-1234567890123-${B62.slice(0, 24)}`, B62.slice(0, 24)],
  ["a passphrase under a secret's name", "JWT_SECRET=lantern-ember-quiet-61", "lantern-ember-quiet-61"],
  ["an admin's own password in a URL", "mongodb://admin:Adm1n!2024x@localhost:27017", "Adm1n!2024x"],
  ["a password after curl -u that is not the user's name", "curl -u admin:Xk9mP2qLw8vR http://localhost:8080/api", "Xk9mP2qLw8vR"],
  ["Basic credentials of a real pair", "Authorization: Basic Y2k6WGs5bVAycUx3OHZS", "Y2k6WGs5bVAycUx3OHZS"],
  ["an API key in prose", `Error: api key ${B62} is invalid`, B62],
  ["SigV2's signature in a query", `GET /bucket/f?AWSAccessKeyId=AKIAFIIVOZ4EOOTRX4LG&Expires=1795000000&Signature=${encodeURIComponent(B64.slice(0, 28))}`, encodeURIComponent(B64.slice(0, 28))],
  ["a token followed by a sentence's full stop", `Your new token is ${B62}. Keep it safe.`, B62],
  ["a secret id in prose", `AppRole login with role id 4c2e6b8d and secret id ${B62}`, B62],
  ["a session id in prose", `resumed session id ${B62}`, B62],
  ["a password in a table's row", `Key        Value\n---        -----\npassword   ${B62}`, B62],
  ["a session's id in prose", `refreshed credentials for session ${B62}`, B62],
  ["a JWK's private exponent in YAML", "jwks:\n  - kty: RSA\n    d: hAjtytowHu3pAs2sH8D4Qp9mErubPvFPXA76QtrzbSc3uGzfDRo2-vtYH9c0cdOC46SdIckBoTKx", "hAjtytowHu3pAs2sH8D4Qp9mErubPvFPXA76QtrzbSc3uGzfDRo2"],
  ["an API key's hex", "api key: 6bf784d0125a3bc8", "6bf784d0125a3bc8"],
  ["a key under a secret's name after a cache's word", `cache key encryption_key: ${B62}`, B62],
  ["a signing key itself", `signing_key: ${B62}`, B62],
  ["a value under a private key's object", `{"priv_key":{"type":"tendermint/PrivKeyEd25519","value":"${B64}"}}`, B64],
  ["a token a command prints", `$ gh auth token\ngho_${B62}${B62.slice(0, 4)}`, B62],
  ["what another command of a digest's line printed", `$ sha256sum app.tar.gz && openssl rand -base64 32\n${HEX64}  app.tar.gz\n${B64.slice(0, 44)}`, B64.slice(0, 44)],
  ["a secret printed before a digest on one line", `$ cat .vault-pass; sha256sum app.tar.gz\n${B62}\n${HEX64}  app.tar.gz`, B62],
  ["a password a digest command's output names", `$ sha256sum -c SUMS\nSUMS: OK\nmirror password: ${B62}`, B62],
  ["a storage account's primary key", `Storage account primary key: ${B64.slice(0, 44)}`, B64.slice(0, 44)],
  ["a private key after a digest command in the same session", `$ sha256sum app.tar.gz\n${HEX64}  app.tar.gz\n$ wg genkey\n${B64.slice(0, 44)}`, B64.slice(0, 44)],
];

describe("redact keeps look-alikes by their kind", () => {
  test.each(KEPT)("%s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("redact still removes each look-alike's nearest secret", () => {
  test.each(REDACTED)("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });
});

describe("placeholder", () => {
  test.each(["your_key_here", "sk_live_your-secret-key", "change-me", "xxxxxxxxxxxx", "ghp_000000000000000000000000000000000000", "AKIAXXXXXXXXXXXXXXXX", "<generated", "password", "must", "10.0.0.0/8,169.254.169.254/32", "fe80::1/64", "terraform_1.8.2_SHA256SUMS", "db-password"])("%s is one", (v) => {
    expect(placeholder(v)).toBe(true);
  });
  test.each(["correct-horse-battery-staple", "lantern-ember-quiet-61", B62, "Summer2024!", "my-dog-rex", "hunter22", "xK9xxxxxxxP2", "deadbeefcafe:1234", "mohammed_06.06.1997"])("%s is none", (v) => {
    expect(placeholder(v)).toBe(false);
  });
});

describe("publicForm", () => {
  test.each([CERT_B64, SSH_CERT, MINISIGN_PUBLIC, SPKI, "0x55676c4d4df22c5b95fbefef256cc497fa9f23d2", "sha256:" + HEX64, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"])("%s is public", (v) => {
    expect(publicForm(v)).toBe(true);
  });
  test.each([PRIVATE_B64, BUNDLE_B64, "MIIEpAIBAAKCAQEA" + B64, SSH_PRIVATE, MINISIGN_SECRET, PKCS8, ENCRYPTED_PKCS8, `0x${HEX64}`, B64, B62])("%s is not", (v) => {
    expect(publicForm(v)).toBe(false);
  });
});

describe("publicLabel", () => {
  test.each(["signature", "sig", "fingerprint", "X509Certificate", "PEER_PUBLIC_KEY", "checksum", "pin-sha256", "wallet_address", "integrity"])("%s says public", (l) => {
    expect(publicLabel(l)).toBe(true);
  });
  test.each(["signature_secret", "signing_key", "private_key", "cert_key", "client_certificate_password", "sim_pin", "hmac_signature_key", "SharedAccessSignature", "api_key_hash_salt"])("%s does not", (l) => {
    expect(publicLabel(l)).toBe(false);
  });
});

describe("printsPublic", () => {
  test.each(["sha256sum app.tar.gz", "openssl x509 -in ca.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64", 'cast wallet address --private-key "$K"', "ssh-keygen -lf ~/.ssh/id_ed25519.pub", "git rev-parse HEAD"])("%s does", (c) => {
    expect(printsPublic(c)).toBe(true);
  });
  test.each(["sha256sum f; cat .env", "sha256sum f && gh auth token", "openssl rand -base64 32", "wg genkey", "gh auth token", "openssl rsa -in key.pem", "cat ~/.ssh/id_ed25519", "gpg --export-secret-keys --armor ana"])("%s does not", (c) => {
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

/** How much longer 4n characters take than n: the lowest of a few tries (a pause can spoil one; quadratic time spoils all). */
function growth(make: (n: number) => string): number {
  let n = 250_000;
  while (time(make(n)) < 10 && n < 1_000_000) n *= 2;
  let best = Infinity;
  for (let i = 0; i < 3 && best >= 8; i++) {
    const [small, large] = [make(n), make(4 * n)];
    best = Math.min(best, Math.min(time(large), time(large)) / Math.min(time(small), time(small)));
  }
  return best;
}

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

describe("the look-alike rules take linear time", () => {
  test.each([
    ["secrets that end in one long run of a letter", (n: number) => fill(`token: ${"a".repeat(6000)}b\n`, n)],
    ["prompts of digest commands, each with its output", (n: number) => fill(`$ sha256sum f\n${HEX64}\n`, n)],
    ["DKIM records never closed", (n: number) => fill('v=DKIM1; p="\n"', n)],
    ["untrusted comments", (n: number) => fill("untrusted comment: signature\n", n)],
    ["labels of signatures before secrets", (n: number) => fill(`signature: ${B64}\npassword: ${B62}\n`, n)],
    ["user/password@ references", (n: number) => fill("a/bcdefgh@bcdefgh@", n)],
    ["placeholders in brackets never closed", (n: number) => fill("password: <aaaaaaa ", n)],
    ["base64 of PEM", (n: number) => fill(`key: ${CERT_B64}\n`, n)],
    ["armoured signatures begun and never ended", (n: number) => fill(`-----BEGIN PGP SIGNATURE-----\ntoken: ${B62}\n`, n)],
    ["one path of random segments", (n: number) => `/tmp/${fill(`${B62}/`, n)}`],
    ["random values, each before a file's extension", (n: number) => fill(`token ${B62}.tar.gz `, n)],
    ["examples' marks before secrets on one line", (n: number) => fill(`e.g. password: ${B62.slice(0, 12)} `, n)],
    ["distinct secrets under public labels", (n: number) => Array.from({ length: Math.ceil(n / 48) }, (_, i) => `sig: ${B62}${i}\n`).join("").slice(0, n)],
    ["a command's output of many lines after digest commands", (n: number) => fill(`$ sha256sum f\n${HEX64}  f\npassword: ${B62}\n`, n)],
  ])("on %s", (_what, make) => {
    expect(growth(make)).toBeLessThan(8);
  });
});
