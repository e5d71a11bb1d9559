import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

// Made up: no real bot's or account's tokens.
const BOT = "W2EVFypRw7LNgA71vvxaoo49.m62jmG.7e7sSqqUgE5h7jFWVerEPmpFlGRwH2-nT04tiN";

describe("tokens known by their layout or by the call they are handed to", () => {
  test.each([
    ["a bot's token passed to run", `    client.run("${BOT}")\n  File "/usr/lib/python3.11/site-packages/discord/http.py"`, BOT],
    ["the same layout in prose", `using ${BOT} for the bot`, BOT],
    ["a client's secret half", '>>> client = Client("ACf6f73254f3341cf418e6c09d281cc3e9", "53f9b1fd687aedcabd5a4fe36f26adc3")', "53f9b1fd687aedcabd5a4fe36f26adc3"],
    ["a login with a drawn value", 'bot.login("Tq8vN3xLk2Rw7TpY5mBc9DfHz")', "Tq8vN3xLk2Rw7TpY5mBc9DfHz"],
  ])("%s", (_what, text, secret) => {
    expect(redact(text)).not.toContain(secret);
  });

  test.each([
    ["dotted names of files, classes and hosts", "main.3f2a9b8c1d4e.chunk.js com.example.payments.CheckoutController api.eu-west-1.amazonaws.com"],
    ["a client built from a URL, a name and a SID", 'client = Client("ACf6f73254f3341cf418e6c09d281cc3e9", os.environ["TWILIO_AUTH_TOKEN"])\nhttp = Client("https://api.example.com", "checkout-service")'],
    ["a run of a command and a login of a user", 'subprocess.run("make test")\nsession.login("alice@example.com")'],
  ])("keeps %s", (_what, text) => {
    expect(redact(text)).toBe(text);
  });
});
