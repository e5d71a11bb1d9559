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
