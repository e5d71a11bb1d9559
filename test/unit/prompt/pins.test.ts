import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

describe("a PIN under a name that says PIN", () => {
  test.each([
    ['bluetooth:\n  device: "Car-Kit"\n  pairing_pin: "465752"\n  sim_pin: 6882', ["465752", "6882"]],
    ['AT+CPIN?\n+CPIN: SIM PIN\nOK\nAT+CPIN="9461"\n+CME ERROR: incorrect password', ["9461"]],
    ["PUK2=12345678", ["12345678"]],
  ])("%s", (text, pins) => {
    const out = redact(text);
    for (const p of pins) expect(out).not.toContain(p);
  });

  test.each(["gpio_pin: 1723", "led_pin: 13", "pin: 1.2.3", "spinner_delay: 2000", "spin: 1200", "pins: 4096"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});

describe("an option named for a PIN or a one-time code takes its digits, in any tool", () => {
  test.each([
    ["$ pkcs11-tool --module /usr/lib/opensc-pkcs11.so --login --pin 000236 --list-objects", "000236"],
    ["$ npm publish --otp=295873", "295873"],
    ["$ aws sts get-session-token --serial-number arn:aws:iam::123456789012:mfa/me --token-code 481516", "481516"],
    ["$ ykman piv keys generate --pin '918273' 9a pub.pem", "918273"],
  ])("%s", (text, code) => {
    expect(redact(text)).not.toContain(code);
  });

  test.each(["$ gpioset --gpio-pin 1234", "$ kubectl top pod --since 1234", "$ npm view pkg --otp-help 2024", "$ ls --pin-count 4096"])("keeps %s", (text) => {
    expect(redact(text)).toBe(text);
  });
});
