import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real service's secrets.
const HEX = "b815ec97b469ddf8abfaf03dd2ecc215";

describe("a secret's name in another form", () => {
  test.each([
    ["a rotated password", "DB_PASSWORD_OLD=tulipwinter", "tulipwinter"],
    ["a numbered key", `API_KEY_2=${HEX}`, HEX],
    ["a previous secret key in YAML", `  secret_key_previous: "${HEX}"`, HEX],
    ["FortiGate's remote pre-shared key", '        set psksecret-remote "girasole-framboise-etoile-midsommar"', "girasole-framboise-etoile-midsommar"],
    ["a vendor's name run into api key", `mailgunapikey=${HEX}`, HEX],
    ["an HMAC's key named by its algorithm", `APP_HMAC=${HEX}${HEX}`, HEX],
    ["a qualified name in a JSON object", `{"env": "prod", "token_backup": "${HEX}"}`, HEX],
    ["WordPress's salts, given to define", "define( 'NONCE_SALT',       '5oB@o!x[ou:j*p%?H/YiUWM:V{Uj|~Md?Ae4T9yg/N7BKe?)]vKDyDV|c,.Tsa3u' );", "5oB@o!x[ou:j*p%?H/YiUWM:V{Uj|~Md?Ae4T9yg/N7BKe?)]vKDyDV|c,.Tsa3u"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["an id, a length and a lifetime after a secret's name", "API_KEY_ID=AKID4821\nPASSWORD_MIN_LENGTH=12\nTOKEN_TTL_2=3600"],
    ["an HMAC's algorithm", "HMAC_ALGORITHM=sha256\nwebhook_hmac_header: X-Signature"],
    ["a run-together name whose value is a word", "mailgunapikey=none\nDB_PASSWORD_OLD=${DB_PASSWORD_OLD}"],
    ["a qualified name whose value is a number", "SECRET_KEY_V2=2"],
    ["a KDF's salt beside its parameters, and a hash's cost", '{"kdf":"argon2id","m":65536,"salt":"uMldQ/KXL7bUHTIxwVGtHpvP4RlgGDvH"}\nBCRYPT_SALT=10'],
    ["a setting given to define that is no secret", "define('WP_DEBUG', false);\ndefine( 'WP_CACHE_KEY_SALT', 'example.com' );"],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
