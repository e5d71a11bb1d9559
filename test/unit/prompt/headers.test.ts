import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: random characters, no real key.
const KEY = "fzNy9lFaHUHTXjBlEkvTaz";

describe("a header whose name aye does not know", () => {
  test.each([
    ["a request dump", `> POST /1/events/prod HTTP/1.1\n> Host: api.example.test\n> X-Acme-Team: ${KEY}\n> Content-Type: application/json`],
    ["curl's -H", `$ curl -sf -H "X-Acme-Team: ${KEY}" https://api.example.test/v1`],
    ["an exporter's header list", `OTEL_EXPORTER_OTLP_HEADERS="x-acme-team=${KEY}"`],
    ["a headers object", `requests.post(url, headers={"X-Acme-Team": "${KEY}", "Accept": "application/json"})`],
  ])("loses a random value in %s", (_what, text) => {
    expect(redact(text)).toBe(text.replace(KEY, "[REDACTED:secret]"));
  });

  test.each([
    "> Sec-WebSocket-Key: ndFouoq+bO9DQLyIMotJhA==\n> Sec-WebSocket-Version: 13",
    "< grpc-status-details-bin: CAMSJmludmFsaWQgYXJndW1lbnQ6IHBhZ2Vfc2l6ZQ",
    "> X-Plex-Client-Identifier: 8js8iteo5ltpw9odn2kxsner",
    "< X-Hub-Signature-256: sha256=479451d5bab217a346cef266932e81db5f164686ab5d50b55d8706a06c71dd0c",
    `< X-Request-Id: ${KEY}`,
    "< CF-Ray: 8a1b2c3d4e5f6a7b-FRA",
    `INFO done, worker=${KEY}`, // a log line's pair is no header
  ])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
