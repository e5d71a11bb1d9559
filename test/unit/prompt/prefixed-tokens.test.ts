import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real service's token.
describe("a vendor-style token of a vendor aye has no row for", () => {
  test.each([
    "Error: request failed with acme_live_fzgzsparj6tnso8lamptvats343iw6b5dxhiqzst: 401 Unauthorized",
    'curl https://api.zk.test/v2/items -H "X-Zk: zk_prod_f7c63587abdd3f1c087fff06e8eb07779eb9a6762128afe3"',
    "shop-sk-Qm7xV2pLr9Tb4NcW8kZsA1b2C3d4",
  ])("%s", (text) => {
    expect(redact(text)).toContain("[REDACTED:token]");
  });

  test.each([
    "Cache restored from deps-linux-8f3a9c1b2d4e6f7a8b9c0d1e2f3a4b5c",
    "my_test_suite_name_is_long_enough_here",
    "pk_test_TYooMQauvdEDq54NiTphI7jx", // a publishable key stays
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("a UUID under a prefix that names a key", () => {
  test.each([
    ['ldclient.set_config(Config("sdk-b586a384-1d11-4ca3-a906-04e2741fbe77"))', "b586a384-1d11-4ca3-a906-04e2741fbe77"],
    ["LD_MOBILE_KEY=mob-0f4b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "0f4b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"],
  ])("%s", (text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each(["request req-b586a384-1d11-4ca3-a906-04e2741fbe77 done", "user-b586a384-1d11-4ca3-a906-04e2741fbe77", "trace b586a384-1d11-4ca3-a906-04e2741fbe77"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
