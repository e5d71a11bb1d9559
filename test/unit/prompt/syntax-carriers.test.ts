import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real credential.
describe("a secret's name finds its value in any syntax around it", () => {
  test.each([
    ["Python's byte literal", "{'user': b'app', 'password': b'Cantern9601'}", "Cantern9601"],
    ["Python 2's unicode literal", "{u'password': u'Hasil1910', u'user': u'app'}", "Hasil1910"],
    ["a YAML anchor", "db:\n  password: &dbpw Grchid6292\n  replica_password: *dbpw", "Grchid6292"],
    ["a map's arrow", "Map(user -> app, password -> 6c586b03e9fbde60a92902f35d58f4c1, host -> db)", "6c586b03e9fbde60a92902f35d58f4c1"],
    ["Markdown's emphasis and backticks", "- **Admin password:** `Mranite3844`", "Mranite3844"],
    ["typographic quotes", "“api_key”: “b1394b26101e6d26e845d8fffda6cc16”", "b1394b26101e6d26e845d8fffda6cc16"],
    ["a shell's spliced quote", "+ curl -s -X PUT https://vault.lan:8200/v1/sys/unseal -d '{\"key\":\"'\"WillowGranite33$\"'\"}'", "WillowGranite33$"],
    ["a user:password pair after an auth keyword", "$ grep -n stats /etc/haproxy/haproxy.cfg\n43:    stats auth admin:Sakura2012", "Sakura2012"],
    ["prose with words between the word and the value", "No puedo entrar, la contraseña que me pasaron es _Arsenal1 pero dice credenciales inválidas.", "_Arsenal1"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    "DB_PASSWORD=`cat /run/secrets/db`", // a command between backticks
    "token -> IO ()", // a type, not a value
    "Set `password` in the settings page", // a name in backticks
    "auth: host:8080",
    "auth: none",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("what is public or sealed by its form stays, whichever finder took it", () => {
  test.each([
    "$ minisign -Vm zig-0.13.0.tar.xz -P RWQePOsQCCm4Wj3RuJQThtrp53nNvr2heGnvtxBc2idI9fH1o56iLrdx\nSignature verification failed",
    "$ cat hollow-2.1.0.tar.gz.minisig\nuntrusted comment: signature from minisign secret key\nRWmHyvc+x0Fvn6zRfBJeqBBYY+Ype9udG7bTnih5r4aE6o6tZ+I0aZBgPVUk1MV2rPu/sigajhVFOCoabul6xHGsV1B43+q/uD\ntrusted comment: timestamp:1795000000",
    "$ cat config/credentials.yml.enc\naiWrdt+DGlPk61ZIShb5P9wSdtmItFaP0JXZLY1mHtgBjh2OxHZ4qCpTyR99qBzn5--d3Gq5FUm3R0pKQbR--WNza7vPane2FiVE8N\nActiveSupport::MessageEncryptor::InvalidMessage",
  ])("%s", (text) => {
    expect(redact(text)).toBe(text);
  });

  test("a minisign secret key file is no signature", () => {
    const key = "RWRTY0IyqJc5M4zCVFE0a9cQbGGh0Y7lEZpHo0Uaw8tBWUm5s6bJ2ApVAAAAAgAAAAAAAABAAAAAAAOa1LN7zvdTIyrmIgkRbPq9p5nEhjHn8S3EOpqjZuzlzk3B";
    expect(redact(`$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n${key}`)).not.toContain(key);
  });
});

describe("in prose, the last word that names a random run says what it is", () => {
  test.each([
    "IDTokenValidationError: nonce mismatch (expected 1Zmz_UxpayXdNL1hTkAqXkqy3qiO5ntd)",
    'Error: JWKS key not found for kid "XWBc2VO8GXG54KCjzudEp4IUuTQ5sZ3aV9kLm2Np"',
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });

  test("and a token named after an id is still a token", () => {
    expect(redact("request 42 failed: invalid api key Zq8vL2mX7pR4tN9wK3bYq1Lm5Nc8Vx2Tb6")).not.toContain("Zq8vL2mX7pR4tN9wK3bYq1Lm5Nc8Vx2Tb6");
  });
});

describe("look-alikes of this session's train halves", () => {
  test.each([
    "clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUctBvq2ngFVhaeE5vOtnIxhpmp7uN6cij//uFyQNFmf8B28iYDSv3NSYoQD+rf8e+1u0487LpMuwQVy52jhv2E0m=\n    server: https://10.0.0.1:6443",
    "Error: Resource not accessible by integration\n  permissions:\n    contents: read\n    id-token: write",
    "$ npm view jsonwebtoken@9.0.2 dist.shasum\n13a791a31ab83e1737b213d5d2d8b050c06e7c14",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });

  test("a run-together name still names the secret a command prints", () => {
    expect(redact("$ sudo -u www-data php occ config:system:get dbpassword\nFromage1974*\n")).not.toContain("Fromage1974*");
  });
});

describe("public by its form or its name, near a secret's word", () => {
  test.each([
    "ssh-ed25519-cert-v01@openssh.com AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29tUgUvsi+4YnU7VHCmqFXVMK4HHPfVpAMFZCnp+7dV5LrAB73OOLnYBM2umSC4myOjsgV42TH40KzYfRqmYayU /home/alice/.ssh/id_ed25519",
    '{"signatures":[{"keyid":"","sig":"MEUCIjbzyWoKG5yDhp9GnqQrM54d29JLLI0ksXX+E7Ws1+PY4UvqIapR+e3zdPlveHR+b2oIK1y1in7E1WUeSxl+hIubIvi"}]}',
    "jwks:\n  - kty: RSA\n    use: sig\n    n: hAjtytowHu3pAs2sH8D4Qp9mErubPvFPXA76QtrzbSc3uGzfDRo2-vtYH9c0cdOC46SdIckBoTKxAxeNwKDpgiPX6UMoRBsgUZZ\n    e: AQAB",
    "proxy:\n  bypass: 10.0.0.0/8,169.254.169.254/32",
    "2026-11-28 06:41:07 INFO refreshed token for job H0kL6Yr8K9G5LGpwCMG9zjjzpx4zH5Zb in 12ms",
    "Cache restored from key: deps-Linux-gK7bhDpC0eMcjX8MzrFDuYQ1rJPae3iD",
    "< X-Cache-Key: deps-Linux-gK7bhDpC0eMcjX8MzrFDuYQ1rJPae3iD",
    "Cookie: cf_chl_rc_m=1; ab_test=Xk92jfLq0pWm3nZ8",
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });

  test("a storage account's key named in prose is still a key", () => {
    expect(redact("the storage account key Zq8vL2mX7pR4tN9wK3bYq1Lm5Nc8Vx2Tb6Hj was rotated")).not.toContain("Zq8vL2mX7pR4tN9wK3bYq1Lm5Nc8Vx2Tb6Hj");
  });
});

test("a PKCS#12 container in base64 holds a private key", () => {
  const p12 = "MIIKRQIBAzCCCg8GCSqGSIb3DQEHAaCCCgAEggn8MIIJ+DCCBK8GCSqGSIb3DQEHBqCCBKAwggScAgEAMIIElQYJKoZIhvcNAQcBMBwGCiqGSIb3LxDZchGMhAtIQ";
  expect(redact(`$ echo "$CERT_P12_BASE64" | head -c 180; echo\n${p12}`)).not.toContain(p12.slice(0, 40));
});

test("a carriage return starts a line of its own, as the terminal showed it", () => {
  const text = "Downloading 10%\rDownloading 50%\rSIGNING=aSx7QlpBUBLh8AgtOwY4DjAlvbWrli\rDone\r\n";
  expect(redact(text)).toBe("Downloading 10%\rDownloading 50%\rSIGNING=[REDACTED:secret]\rDone\r\n");
});
