import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: random characters, no real session.
const SESSION = "i9pt64uryrr2i5e0cb56tkiv6i";

describe("a cookie is known by where it stands, not by its name", () => {
  test.each([
    ["a cookies object in a log's context", `production.ERROR: CSRF token mismatch. {"userId":4412,"cookies":{"PHPSESSID":"${SESSION}"}}`],
    ["a Python cookies dict", `>>> requests.get(url, cookies={".ROBLOSECURITY": "_|WARNING:-DO-NOT-SHARE|_DD1063ED543500D79752E1F5C4D7719E104BA4C2${SESSION}"})`],
    ["a cookie of a name aye does not know, in a header", `Set-Cookie: i_like_gitea=d933e88d8e50362c; Path=/; HttpOnly`],
    ["curl's -b", `$ curl -b 'lang=en; sid_v2=${SESSION}' https://shop.test/cart`],
    ["a framework's session id in a log line", `WARNING: session_start(): PHPSESSID=${SESSION} failed to read session data`],
    ["a session id in a URL's path parameters", "GET /shop/cart;jsessionid=CCCB8A8B5D6225950B5ACFB6930FD359?item=4 HTTP/1.1"],
  ])("%s", (_what, text) => {
    const out = redact(text);
    expect(out).toContain("[REDACTED:");
    expect(out).not.toMatch(/i9pt64ury|d933e88d8e50362c|CCCB8A8B5D62/);
  });

  test.each([
    "Cookie: theme=dark; lang=de; currency=EUR",
    "Cookie: __stripe_sid=a5fb9856-def6-45a0-ade6-0ff732614ad0; ajs_user_id=1b70bacb-c945-4b3c-aca1-02a07e6c2244; theme=dark",
    'cookies = {"_ga": "GA1.2.1234567890.1700000000", "consent": "yes"}',
    "analytics: session_id=fd6fe54aa662377a92e1d4ab39fa3d15 page=/pricing", // an analytics session, named in two words
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
