import { describe, expect, test } from "bun:test";
import { redact, type Span } from "../../../src/prompt/redact.ts";
import { findVendorTokens } from "../../../src/prompt/vendor-tokens.ts";
import { VENDOR_TOKENS, type Part, type VendorToken } from "../../../src/prompt/vendor-table.ts";
import { leaks } from "../../fixtures/secrets-heldout/score.ts";

// Every token below is made up: a random body of the alphabet and length its row gives, drawn from a
// fixed seed so that a run is the same every time.

/** A small seeded generator (mulberry32). */
function generator(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters a generated body is drawn from: `=` pads and `%` escapes, they are not drawn. */
const drawable = (part: Exclude<Part, string>) => part.alphabet.chars.replace(/[=%]/g, "");

/** A token of `row`'s shape, of random bodies (each of the shortest length its part takes with `shortest`). */
function token(row: VendorToken, seed: number, shortest = false): string {
  const next = generator(seed);
  const draw = (chars: string, n: number) => Array.from({ length: n }, () => chars[Math.floor(next() * chars.length)]).join("");
  const body = row.parts
    .map((part) => {
      if (typeof part === "string") return part;
      const n = shortest ? part.min : part.min + Math.floor(next() * (Math.min(part.max, part.min + 40) - part.min + 1));
      return draw(drawable(part), n);
    })
    .join("");
  // A Telegram bot's id and the `:` before its secret belong to the token.
  return row.behind ? `${draw("123456789", 1)}${draw("0123456789", row.behind.min - 1)}${row.before}${body}` : body;
}

/** What stands before the token, for rows that need a context (`hooks.zapier.com/hooks/`). */
const lead = (row: VendorToken) => (row.before && !row.behind ? `https://${row.before}` : "");

/** Where a token is met: [place, line around it]. */
const PLACES: [string, (t: string) => string][] = [
  ["an export", (t) => `export DEPLOY_VALUE=${t}`],
  ["a log line", (t) => `2026-11-28T01:00:00Z [deploy] INFO using ${t} for the upload`],
  ["one-line JSON", (t) => `{"id":7,"ref":"${t}","ok":true}`],
];

const ROWS = VENDOR_TOKENS.map((row, i) => [`${row.kind} #${i} (${row.parts.map((p) => (typeof p === "string" ? p : `${p.alphabet.name} ${p.min}-${p.max}`)).join(" ")})`, row, i] as const);

const spansOf = (text: string): Span[] => {
  const spans: Span[] = [];
  findVendorTokens(text, spans);
  return spans;
};

/** Whether a vendor token is found in `word`, said in a line, that reaches its `upto`th character. */
const takes = (word: string, upto = word.length) => spansOf(`x ${word} y`).some((s) => s.end >= 2 + upto);

describe("the vendor table", () => {
  test("has a row for each of more than 150 formats", () => {
    expect(VENDOR_TOKENS.length).toBeGreaterThan(150);
  });

  test("names kinds as marks can carry them (lower case and -, read back by a second pass)", () => {
    for (const row of VENDOR_TOKENS) expect(row.kind).toMatch(/^[a-z-]{1,40}$/);
  });

  test("gives each row a distinct shape", () => {
    const shapes = VENDOR_TOKENS.map((r) => JSON.stringify([r.parts.map((p) => (typeof p === "string" ? p : [p.alphabet.name, p.min, p.max])), r.before]));
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});

describe.each(ROWS)("%s", (_name, row, i) => {
  const secret = token(row, i + 1);

  test.each(PLACES)("is found whole in %s", (_place, around) => {
    const line = around(`${lead(row)}${secret}`);
    const at = line.indexOf(secret);
    expect(spansOf(line)).toEqual([{ start: at, end: at + secret.length, kind: row.kind }]);
  });

  test.each(PLACES)("never reaches the model from %s, and a second pass changes nothing", (_place, around) => {
    const line = around(`${lead(row)}${secret}`);
    const clean = redact(line);
    expect(leaks(secret, clean)).toBe(false);
    expect(redact(clean)).toBe(clean);
  });

  // (A shorter row of the same vendor may still take what comes before a `.` in such a token: `glrt-t1_…`.)
  test("is not taken whole when its body runs on, or is cut short", () => {
    const last = row.parts.at(-1)!;
    // One more character of its own alphabet than the longest it takes.
    const whole = lead(row).length + secret.length;
    if (typeof last !== "string")
      for (const more of [drawable(last)[3]!, drawable(last).replace(/[A-Za-z0-9]/g, "")[0]].filter(Boolean))
        expect(takes(`${lead(row)}${secret}${more!.repeat(last.max + 1)}`, whole)).toBe(false);
    // A letter or digit it cannot end with, glued to its end.
    const glued = [..."q9Zk"].find((c) => typeof last === "string" || !last.alphabet.chars.includes(c));
    if (glued) expect(takes(`${lead(row)}${secret}${glued}`, whole)).toBe(false);
    // Its shortest form, less its last character.
    expect(takes(`${lead(row)}${token(row, i + 1, true).slice(0, -1)}`)).toBe(false);
  });

  test("is not found when its body is a placeholder (one character, or counting up)", () => {
    const longest = Math.max(...row.parts.map((p) => (typeof p === "string" ? 0 : p.min)));
    for (const fill of [(p: Exclude<Part, string>, n: number) => drawable(p)[0]!.repeat(n), (p: Exclude<Part, string>, n: number) => [...drawable(p)].sort().join("").repeat(8).slice(0, n)]) {
      // The longest part is the body: fill it, keep the rest as generated.
      let made = "";
      const next = generator(i + 1000);
      for (const part of row.parts) {
        if (typeof part === "string") made += part;
        else if (part.min === longest) made += fill(part, part.min);
        else made += Array.from({ length: part.min }, () => drawable(part)[Math.floor(next() * drawable(part).length)]).join("");
      }
      if (row.behind) made = `123456789${row.before}${made}`;
      expect(spansOf(`x ${lead(row)}${made} y`)).toEqual([]);
    }
  });
});

describe("vendor tokens the issue named", () => {
  test.each([
    ["an age secret key", "# created: 2026-11-28T01:00:00Z\n", "AGE-SECRET-KEY-1QK7ZR3D5XJ9P2LWVN8F6TGM4HC0YSEUA7Q2KXJRZ9P3DWN5LVF8T6GHM4CS"],
    ["a Telegram bot token in the Bot API's URL", "https://api.telegram.org/bot", "7123456789:AAHf3kP9zQ2mX7vB4nW1cR8tY6uI0oL5sDg/getMe"],
    ["a Mailgun key of lower-case hex", "MAILGUN_API_KEY=", "key-3f9a0c2b7d1e4a6f8b5c9d0e2f4a6b8c"],
    ["a DigitalOcean token", "doctl auth init -t ", "dop_v1_4c2a9e7f1b3d5a8c0e2f4b6d8a1c3e5f7b9d0a2c4e6f8b1d3f5a7c9e0b2d4f6a"],
    ["a Pulumi token", '"https://api.pulumi.com": "', "pul-0ccdb83a6505609bc6cf98b97bf35d636430ae2f"],
  ])("%s", (_what, before, secret) => {
    const line = `${before}${secret.replace(/\/getMe$/, "")}${secret.endsWith("/getMe") ? "/getMe" : ""}`;
    const clean = redact(line);
    expect(leaks(secret.replace(/\/getMe$/, ""), clean)).toBe(false);
    expect(clean.startsWith(before)).toBe(true);
  });
});

describe("look-alikes stay as they are", () => {
  test.each([
    ["a git commit", "commit 9fceb02d0ae598e95dc970b74767f19372d61af8 (HEAD -> main, origin/main)"],
    ["an abbreviated commit and a tree", "tree 4b1d9f3c2a8e7d6b5c4a3f2e1d0c9b8a7f6e5d4c\nparent 3b18e512dba79e4c8300dd08aeb37f8e728b8dad"],
    ["a sha256 digest", "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
    ["a sha256sum line", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  dist/aye-linux-x64.tar.gz"],
    ["a UUID in a log", "2026-11-28T01:00:00Z INFO GET /v1/users/7 200 request_id=7f3a9c2e-4b1d-4e8f-9a6b-2c3d4e5f6a7b"],
    ["a trace id", "traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"],
    ["npm's integrity", '"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg=="'],
    ["a docker image id", "REPOSITORY   TAG     IMAGE ID       CREATED\nacme/api     1.4.2   3f4e5d6c7b8a   2 days ago"],
    ["a docker container id", "container 3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e exited (0)"],
    ["an image pinned by digest", "image: ghcr.io/acme/api@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
    ["prefixes followed by words", "pip install scikit-learn  # sk-learn; key-value store; pk_id; pat.json; api_org_chart; npm_config_cache; hf_hub_download"],
    ["prefixes in identifiers", "const sk_live_mode = true; let key_value = 1; xoxb_token_env = 'SLACK'; SG.init(); dp.pt.txt"],
    ["a placeholder of the docs", "Set sk_test_YOUR_KEY in the dashboard, and AGE-SECRET-KEY-1XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in the file"],
    ["a placeholder counting up", "e.g. pul-0123456789abcdef0123456789abcdef01234567 as in the docs"],
    ["a KSUID and a ULID", "event 2Ne3lEqS5bXcVgT1zHm7kR9pWqY after 01HF8Z3K6QW9J2B5N7V4R0T1Y8"],
    ["a certificate", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD\n-----END CERTIFICATE-----"],
    ["base64 with runs of A cut by / and +", "data: AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/EAAAQ2xhc3NpY0ZvbnRBdHRyaWJ1dGVzT2ZUaGVXZWJQYWdl+EAAAbm90IGEgdG9rZW4gYXQgYWxsIGp1c3QgYnl0ZXM="],
    ["a Sentry DSN, public by design", "SENTRY_DSN=https://0c2d55a3b0b94f3e8b2e4c6a9d1f7e35@o450123.ingest.sentry.io/5512345"],
  ])("%s", (_what, text) => {
    expect(spansOf(text)).toEqual([]);
    expect(redact(text)).toBe(text);
  });

  // Other rules of redact.ts still take these (a fixed pattern, or a secret's name before them): this file's rows do not.
  test.each([
    ["a GitHub token of x's", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ["a DigitalOcean token of zeros", "DIGITALOCEAN_TOKEN=dop_v1_0000000000000000000000000000000000000000000000000000000000000000"],
    ["a Pulumi token counting up", "PULUMI_ACCESS_TOKEN=pul-0123456789abcdef0123456789abcdef01234567"],
    ["a Stripe key of the docs", "STRIPE_SECRET_KEY=sk_test_YOUR_KEY"],
  ])("%s is no vendor token", (_what, text) => {
    expect(spansOf(text)).toEqual([]);
  });
});

/** CPU time of one search, in ms. */
function time(text: string): number {
  Bun.gc(true);
  const start = process.cpuUsage();
  findVendorTokens(text, []);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** How much longer 4n characters take than n, the best of a few tries (a loaded machine spoils one, quadratic time all). */
function growth(make: (n: number) => string): number {
  let best = Infinity;
  for (let tries = 0; tries < 3 && best >= 8; tries++) {
    let n = 250_000;
    while (time(make(n)) < 10 && n < 2_000_000) n *= 2;
    const [small, large] = [make(n), make(4 * n)];
    let [s, l] = [Infinity, Infinity];
    for (let i = 0; i < 3; i++) {
      s = Math.min(s, time(small));
      l = Math.min(l, time(large));
    }
    best = Math.min(best, l / s);
  }
  return best;
}

// Inputs where every `/` or `:` starts a candidate whose body runs far: each run must be read once.
describe("the search takes linear time", () => {
  test.each([
    ["prefixes of base64 rows cut by /", (n: number) => fill("ABSK/", n)],
    ["a prefix before a long base64 run cut by /", (n: number) => fill("/EAAAQ2xhc3NpY0ZvbnRBdHRy", n)],
    ["bot ids before :AA", (n: number) => fill("12345678:AA", n)],
    ["a slash after every letter", (n: number) => fill("a/", n)],
    ["dotted runs like a bot token's", (n: number) => fill("MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.", n)],
    ["hex and -us", (n: number) => fill("0123456789abcdef-us", n)],
    ["one run of base64", (n: number) => fill("QWxhZGRpbjpvcGVuIHNlc2FtZQ+/", n)],
  ])("on %s", (_what, make) => {
    expect(growth(make)).toBeLessThan(8);
  });
});
