/**
 * PINs: four to eight digits under a name that says PIN or PUK (`sim_pin: 6882`, `pairing_pin: "465752"`, a modem's
 * `AT+CPIN="9461"`, `PIN=0420`, a prompt's `Enter PIN for 'PIV Card Holder pin (PIV_II)': 123456`). Digits alone are no secret under other names (a port, a count, a year), so the shape
 * is taken only here. A hardware pin's number (`gpio_pin: 17`, `led_pin: 13`) is one or two digits, and its name says so.
 *
 * An option that takes a PIN or a one-time code takes its digits in any tool's syntax: `pkcs11-tool --pin 000236`,
 * `npm publish --otp=295873`, `aws sts get-session-token --token-code 123456`, `ykman … --pin`, `--mfa-code`.
 *
 * Linear: the search starts at the literal `pin`/`puk` in any case, with bounded spans; an option's at `-`.
 */
import type { Span } from "./redact.ts";
import { contains } from "./contains.ts";

const PIN = /(?:pin|puk)(?<=(?<![A-Za-z])(?:[A-Za-z][\w.+-]{0,40}[_.+-]|sim|c|wps|pairing|pair|card|user|admin|master|unlock|login|C)?(?:pin|puk))(?:2|_?code)?["']?(?:[ \t]+for[ \t]+(?:'[^'\n]{1,200}'|"[^"\n]{1,200}"))?[ \t]{0,4}[:=][ \t]{0,4}["']?(?<v>\d{4,8})(?![\w.:])/dgi;

/** An option named for a PIN or a one-time code, then four to eight digits after a space or `=`. */
// (Found from a dash and the name right after it, where most dashes fail at once; the option's start is checked after.)
const CODE_OPTION =
  /-(?:pin|puk|otp|totp|passcode|mfa|2fa|one-time-password|token-code|verification-code|security-code)(?:-?code)?(?:[ \t]+|=)(?<q>["']?)(?<v>\d{4,8})\k<q>(?![\w.:])/dgi;

/** Names of pins on a board, not of a secret. */
const HARDWARE = /gpio|led|data|clock|clk|reset|rst|power|pwr|input|output|irq|sda|scl|tx|rx|button|sensor|relay|pwm|adc|spi|i2c|uart|servo|motor|count|pins/i;

export function findPins(text: string, spans: Span[], lower = text.toLowerCase()): void {
  findCodeOptions(text, spans);
  if (!contains(lower, "pin") && !contains(lower, "puk")) return;
  PIN.lastIndex = 0;
  for (let m = PIN.exec(text); m; m = PIN.exec(text)) {
    const name = text.slice(Math.max(0, m.index - 48), m.index);
    if (HARDWARE.test(/[\w.+-]*$/.exec(name)![0])) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}

/** The digits an option named for a PIN or a one-time code takes. */
function findCodeOptions(text: string, spans: Span[]): void {
  CODE_OPTION.lastIndex = 0;
  for (let m = CODE_OPTION.exec(text); m; m = CODE_OPTION.exec(text)) {
    // An option's name: one or two dashes after a blank or a quote, maybe words before the name (`--gpio-pin 1234` is a board's).
    const words = /(?:^|[\s"'=])--?((?:[a-z0-9]+-){0,3})$/i.exec(text.slice(Math.max(0, m.index - 48), m.index + 1));
    if (!words || HARDWARE.test(words[1]!)) continue;
    const [start, end] = m.indices!.groups!.v!;
    spans.push({ start, end, kind: "password" });
  }
}
