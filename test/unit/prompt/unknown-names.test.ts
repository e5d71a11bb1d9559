import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";
import { randomValue } from "../../../src/prompt/unknown-names.ts";

// Made up: random characters, no real credential.
const KEY = "Qm7xV2pLr9Tb4NcW8kZs";

/** A setting whose name aye does not know, with a value drawn at random: [what, before, after]. */
const SETTINGS: [string, string, string][] = [
  ["a YAML setting", "p24:\n  merchant_seal: ", ""],
  ["an .env line", "ACME_SIGNING=", ""],
  ["an exported variable", "export ZETA_HMAC_V2=", ""],
  ["a TOML string", 'webhook_verifier = "', '"'],
  ["a JSON member", '{"region":"eu-west-1","acmeSeal":"', '"}'],
  ["a JSON member after others on the line", '{"a":1, "apiSeal": "', '", "b":2}'],
  ["a YAML list item", "- shopSalt: ", ""],
];

/** Settings that stay: the name or the value says what the value is. */
const KEPT = [
  "commit: 9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d",
  "shasum:        b87ac6cfc90c822270ea8a845d8d593376b11875",
  "traceparent: 00-94fa8631847348f92e3cac9289bbc60d-8f4348d362d013aa-01",
  "request_id: Qm7xV2pLr9Tb4NcW8kZs",
  "objectId: Qm7xV2pLr9Tb4NcW8kZs",
  "public_key: Qm7xV2pLr9Tb4NcW8kZs",
  "version: 3.2.0-rc.1+build.20261128",
  "image: ghcr.io/acme/api:1.4.2",
  "cache: setup-go-Linux-ubuntu22-go-1.22.2-d4be4fa8e92ef4d3aeb4a31c4c968218ba74a4c4667a5326075f6b0d47242263",
  "integrity: sha512-RGURYFlEOVYjehQq7t3rNPwEJR16GoE==",
  "h1: zqSZwaYSWHlsSyjg2GauGzvEuHi8NisZEj+87YInWMc=",
  "from: 0x210e2ae14d5139b0ce2be1a5bb75f2df1d50d0a9",
  "customer: cus_CVdzZKHNh0Xaqs9",
  'payload: "aGVsbG8gd29ybGQsIHRoaXMgaXMgdGV4dA=="', // base64 of text
  "event: 01HF3Z8Q9X7M2K4N6P8R0T2V4W", // a ULID: one case and digits
  "cache_hint: 7d9f8b6c5a4e3d2c1b0a", // hex under an unknown name
  "endpoint: db-prod.c9akciq32.eu-west-1.rds.amazonaws.com",
  'webhook_verifier = "${WEBHOOK_VERIFIER}"',
  "INFO GET /v1 200 request=Qm7xV2pLr9Tb4NcW8kZs", // a log line's key=value, not a setting
  "https://example.com/p?sessionHint=Qm7xV2pLr9Tb4NcW8kZs",
  "name: MyComponentFactoryBuilder",
];

describe("a setting whose name aye does not know", () => {
  test.each(SETTINGS)("loses a random value in %s", (_what, before, after) => {
    expect(redact(before + KEY + after)).toBe(`${before}[REDACTED:secret]${after}`);
  });

  test.each(KEPT)("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("randomValue", () => {
  test.each([
    ["Qm7xV2pLr9Tb4NcW8kZs", true],
    ["ksmIfKmEgRTgFrjpVgqUmRNM", true], // both cases, no digit
    ["MyComponentFactoryBuilder", false], // words in camel case
    ["my-service-production-eu", false],
    ["0a8aba55890fc02b1234", true], // hex, when any alphabet counts
    ["8e1b0f5c-2a4d-4c6e-9f10-3b5d7e9a1c2f", false], // a UUID
  ] as const)("%s: %p", (value, random) => {
    expect(randomValue(value)).toBe(random);
  });

  test("takes hex and one case only when asked to", () => {
    expect(randomValue("0a8aba55890fc02b1234", false)).toBe(false);
    expect(randomValue("k2x9q7m4z8w1v5r3t6y0", false)).toBe(false);
  });
});

describe("a block whose header names a credential", () => {
  test("holds its random values as secrets, whatever their names", () => {
    const text = 'resource "random_password" "db" {\n    id          = "none"\n    length      = 24\n    result      = "l~e4xMkZiQdxorH-KdvwKQY7"\n}';
    expect(redact(text)).toBe(text.replace("l~e4xMkZiQdxorH-KdvwKQY7", "[REDACTED:secret]"));
  });

  test("and not in a block that names something else", () => {
    const text = 'resource "random_pet" "name" {\n    result      = "l~e4xMkZiQdxorH-KdvwKQY7"\n}';
    expect(redact(text)).toBe(text);
  });
});

describe("what a check half of fresh data showed", () => {
  test("a URL's password may start with #", () => {
    expect(redact("sqlx migrate run --database-url postgres://sqlx:#Hamburg75@localhost/app_dev")).toBe("sqlx migrate run --database-url postgres://sqlx:[REDACTED:password]@localhost/app_dev");
  });

  test("base64 of JSON that names an auth stays a secret, a JWT's header alone does not", () => {
    const docker = btoa('{"auths":{"registry.acme.io":{"auth":"cm9ib3Qkci5hY21lOkJvU1FZREhHY2hUM2U1VUdDc2tmRlpvNDU2bXZWSU54"}}}');
    expect(redact(`$ kubectl get secret regcred -o yaml\ndata:\n  .dockerconfigjson: ${docker}`)).toBe("$ kubectl get secret regcred -o yaml\ndata:\n  .dockerconfigjson: [REDACTED:credentials]");
  });

  test.each([
    "Error decoding token header: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImY5NjQ4NzVkIn0 (missing payload)",
    "$ openssl rand -hex 12   # nonce for test vector\naa9f2cdaefdaf21f2f95380e",
    '{"token_type":"Bearer","expires_in":3599,"access_token":"[hidden by client]"}',
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a value a person chose, under a name that says nothing", () => {
  test.each([
    ["an environment listing", "HOSTNAME=relay-7f4c\nOPEN_SESAME=Hall0nKaese!!\nPWD=/srv/relay", "Hall0nKaese!!"],
    ["a macro of a monitoring tool", "$USER1$=/usr/local/nagios/libexec\n$USER3$=Pepper.1997", "Pepper.1997"],
    ["docker inspect's Env list", '"Env": [\n    "PATH=/usr/bin",\n    "DATABASE=yRIu2QDotRc9s66I8dxH",\n    "NODE_ENV=production"\n]', "yRIu2QDotRc9s66I8dxH"],
    ["docker run -e", "+ docker run -e MYSQL_ROOT=Giolet9621 -d mysql:8", "Giolet9621"],
    ["ansible's extra vars", '+ ansible-playbook site.yml -e "mysql_root=Mobalt9314 env=prod"', "Mobalt9314"],
  ])("is taken in %s", (_what, text, secret) => {
    expect(redact(text)).toBe(text.replace(secret, "[REDACTED:secret]"));
  });

  test.each([
    "Note: Version2024 is out", // prose after the value
    "release: Bookworm", // a word
    "runtime: python3.12",
    "date_format: %Y-%m-%d",
    "age: age1egpaxj2hk6xtgjjj7m3mux99438mhgw350q645wpevgkvvfn0affvamznt", // bech32: a public recipient
    "downloaded: h1:y3FOc1YETvn4r68FAlOQfL6mtkFaEdJwqGFZOqumzij=",
    "Deployer: 0x31d5d4bcde62213945378f8b4ec208e1bc86467f",
    "id=5d65d5ee-48e1-4b39-a990-aa8fadfd679e,role=consul,dc=dc1",
    "INFO done, worker=k2x9q7m4z8w1v5r3t6y0a", // a log line's pair
    "event: cjld2cjxh0000qzrmn831i7rn", // lower case and digits: as often an id (a cuid) as a key
    "background: #7aa2f7",
    "fixes: GH#1234",
  ])("is not taken: %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
