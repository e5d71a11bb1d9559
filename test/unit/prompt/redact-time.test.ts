import { describe, expect, test } from "bun:test";
import { redact } from "../../../src/prompt/redact.ts";

/** `unit` repeated to exactly `n` characters. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Printable ASCII from a fixed seed. */
function random(n: number): string {
  let seed = 7;
  const chars = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    chars[i] = String.fromCharCode(32 + (seed % 95));
  }
  return chars.join("");
}

/** Inputs that made earlier versions quadratic, and their cousins: [what, text of n characters]. */
const PATHOLOGICAL: [string, (n: number) => string][] = [
  ["blank lines", (n) => fill("\n", n)],
  ["copies of a.", (n) => fill("a.", n)],
  ["one line of word characters", (n) => fill("a", n)],
  ["a run of =", (n) => fill("=", n)],
  ["a run of :", (n) => fill(":", n)],
  ["spaces and tabs", (n) => fill(" \t", n)],
  ["assignments", (n) => fill("a=b ", n)],
  ["secret names with no value", (n) => fill("key ", n)],
  ["secret names run together", (n) => fill("tokenpassword", n)],
  ["secret assignments", (n) => fill('password: "', n)],
  ["secret names, each the value of the one before", (n) => fill("key:", n)],
  ["secret names with quoted harmless values", (n) => fill('key:"', n)],
  ["quoted pieces joined", (n) => fill('"Ab3" + ', n)],
  ["quoted pieces over lines, under a secret's name", (n) => `token = ${fill('"Ab3xY9" \\\n', n)}`],
  ["name/value pairs in one run", (n) => fill("name:keyvalue:", n)],
  ["name/value pairs", (n) => fill("name: DB_PASSWORD value: ", n)],
  ["JWT starts", (n) => fill("eyJ", n)],
  ["JWT parts", (n) => fill("eyJaaaaaaaaa.", n)],
  ["token prefixes", (n) => fill("sk-ghp_AKIA", n)],
  ["token tails", (n) => fill("p_", n)],
  ["URL starts", (n) => fill("://a:", n)],
  ["user:password@", (n) => fill("a:b@", n)],
  ["auth headers", (n) => fill("Authorization: Basic ", n)],
  ["escape sequences", (n) => fill("\x1b[", n)],
  ["unterminated OSC", (n) => fill("\x1b]", n)],
  ["private key BEGIN lines", (n) => fill("-----BEGIN RSA PRIVATE KEY-----\n", n)],
  ["private key END lines", (n) => fill("-----END RSA PRIVATE KEY-----\n", n)],
  ["mysql -p", (n) => fill("mysql -p", n)],
  ["docker login -p", (n) => fill("docker login -p ", n)],
  ["XML secret elements left open", (n) => fill("<a.password>x", n)],
  ["AWS key ids with a key after", (n) => fill("AKIAUJZDE8GXD6NCF10E ", n)],
  ["random printable text", random],
  // (Red-team round 9 on the redaction: each was quadratic within a 1 MB block.)
  ["armoured messages begun and never ended", (n) => fill("-----BEGIN PGP MESSAGE-----\n", n)],
  ["SealedSecret blocks", (n) => fill("encryptedData:\n  a: b\n", n)],
  ["sealed values beside secrets", (n) => fill("ENC(AbCdEfGh12) DB_PASSWORD=Ab1!xyz9\n", n)],
  ["Digest parameters", (n) => fill("Authorization: Digest response=", n)],
  ["calls named for secrets", (n) => fill("set_password(", n)],
  ["Markdown tables with a Password column", (n) => fill("| Password |\n", n)],
  ["YAML blocks under a secret's name", (n) => fill("password: |\n ", n)],
  ["protocol logins", (n) => fill("> PASS a1 LOGIN ", n)],
  // (Session 13's finders: lines fed to a program, words written to a secret's file, expect's answers, a repeated secret.)
  ["lines fed to a login, back to back", (n) => fill("echo 'ab\\ncd12' | ftp ", n)],
  ["words written to secret files", (n) => fill("echo 'Ab3x' > .pass ", n)],
  ["expect's answers", (n) => fill('expect "assword:" send "Ab3xy" ', n)],
  ["a secret and its echo, over and over", (n) => fill("DB_PASSWORD=wsxcde#86\nbash: wsxcde#86: command not found\n", n)],
  ["codes named as options", (n) => fill("--pin 1234 --otp=", n)],
  ["base64 runs that start like DER or JSON", (n) => fill("MIIEvQIBADAN eyJhdXRoIjoi ", n)],
  // (This session's finders: escaped text, base64 of text on a line or wrapped, one-line JSON, a structure's records.)
  ["URL escapes without a space", (n) => fill("x%41yz%22", n)],
  ["string escapes", (n) => fill("ab\\u0041c", n)],
  ["base64 of text, line after line", (n) => fill("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkwYWJjZGVmZ2hpamtsbW5vcA==\n", n)],
  ["one-line JSON objects", (n) => fill('{"name":"DB_PASSWORD","value":"x"}\n', n)],
  ["JSON opened and never closed", (n) => fill('{"a":[{"b":', n)],
  ["YAML records under a secret's name", (n) => fill("secrets:\n  - name: TOKEN\n    value: ab\n", n)],
  ["refused logins with query strings", (n) => fill("401 Unauthorized ?p=Ab1!xyz9&", n)],
  // (The eleventh session's finders: settings by their values' shapes, ...)
  ["settings of chosen values, each line", (n) => fill("OPEN_SESAME=Hallon17!!\n", n)],
  ["settings whose values never end", (n) => fill("-e A=", n)],
  ["environment options with values", (n) => fill(" -e A=Giolet9621", n)],
  ["cookie jars never closed", (n) => fill('cookies={"a":"b1c2d3e4f5g6h7i8j9", ', n)],
  ["curl -b, each quote opened", (n) => fill(" -b 'a=b", n)],
  ["URLs of hook segments", (n) => fill("https://h/hooks/hooks/a1b2c3d4e5/", n)],
  ["scheme separators", (n) => fill("a://", n)],
  ["recovery codes headings, each with a code", (n) => fill("recovery codes:\n1234-5678\n", n)],
  ["recovery codes headings on one line", (n) => fill("backup codes ", n)],
  ["a first command line of options", (n) => "net user " + fill("-c 88br507e9n ", n)],
  ["header lists never closed", (n) => fill('headers={"X-A": "fzNy9lFaHUHTXjBlEkvTaz", ', n)],
  ["request dumps of unknown headers", (n) => fill("> X-A: fzNy9lFaHUHTXjBlEkvTaz\n", n)],
  ["pins without values", (n) => fill("sim_pin: ", n)],
  ["vendor-style prefixes with no body", (n) => fill("a_live_", n)],
  ["lists of secrets, item after item", (n) => "api_keys:\n" + fill("  - f43a8019f10f3d5de6db85af05c7ef9c\n", n)],
  ["comma lists under a secret's name", (n) => "TOKENS=" + fill("a,", n)],
  ["carriage returns", (n) => fill("a=b\r", n)],
  ["connection strings' password keys", (n) => fill(";user=a;password=", n)],
  ["JWK private members in YAML", (n) => "kty: RSA\n" + fill("d: abcdefghijklmnopq!\n", n)],
  ["variables read by headers, and set", (n) => fill('-H "X: $V" V=Qm7xV2pLr9 ', n)],
  ["history's numbered lines", (n) => fill("  77  mc alias set a http://h:9 AB12CD34EF56GH\n", n)],
  // (Finders by kind: words fed to a program that asks for a password, ...)
  ["here-strings, each followed by a prompt", (n) => fill('x <<< "ab12cd"\nEnter password:\n', n)],
  ["echo into pipes, never closed", (n) => fill("echo ab12cd | ", n)],
  ["here-strings to sudo -S on one long line", (n) => fill("sudo -S x <<< ab12cd ", n)],
  ["password commands that echo", (n) => fill('--password-command "echo ab1 ', n)],
  ["value elements under a secret's element", (n) => fill("<Password><Value>ab1</Value>", n)],
  ["value elements after key elements left open", (n) => fill("<key><value>ab</value>", n)],
  ["value elements after key elements never opened", (n) => fill("</key><value>ab</value>", n)],
  ["codes named back to back", (n) => fill("one-time code ", n)],
  ["codes named, then colons", (n) => fill("email code a: b= c: ", n)],
  ["license options with no key", (n) => fill("--activate ", n)],
  ["logins after hosts, one line", (n) => fill("a.com u:Xk2mP9vLq8Rt ", n)],
  ["user:password words, no host", (n) => fill("u:Xk2mP9vLq8Rt\n", n)],
  ["one INSERT into a credentials table, row after row", (n) => "INSERT INTO api_tokens VALUES " + fill("(1,'ab',", n)],
  ["INSERTs into credentials tables with no values", (n) => fill("INSERT INTO api_keys VALUES ", n)],
  ["a COPY of a credentials table, never ended", (n) => "COPY api_tokens (id, token) FROM stdin;\n" + fill("1\tab\n", n)],
  ["dotted runs of word characters", (n) => fill("Ab1Cd2Ef3Gh4Ij5Kl6Mn7.", n)],
  ["login calls, arguments never closed", (n) => fill('run("Ab1Cd2Ef3Gh4Ij5", ', n)],
  ["URL escapes of escapes, a login's query in each", (n) => fill("a%253Fuser%253Db%2526pass%253Dc%2525 ", n)],
  ["history files, a login and a word after each", (n) => fill("cat .bash_history\nssh a\nab12cd\n", n)],
  ["the word history, line after line", (n) => fill("history\n", n)],
  ["qualified secret names, no value", (n) => fill("db_password_old ", n)],
  ["qualified secret names at line starts, values never ended", (n) => fill("API_KEY_2='", n)],
  ["password options on one long line, a user's option first", (n) => "mongo -u admin " + fill(" -p ab1 -P c -w ", n)],
  ["password options, line after line", (n) => fill("x -u a -p bcd\n", n)],
  ["Oracle logins never ended", (n) => fill("sqlplus a/", n)],
  ["comma-separated options with passwords", (n) => fill("user=a,pass=b,", n)],
  ["salts given to define, quotes never closed", (n) => fill("define( 'A_SALT', '", n)],
  ["typed secrets of a device, no value", (n) => fill("password 7 ", n)],
  ["a run of dashes", (n) => fill("-", n)],
  ["a run of equals signs after Data", (n) => "Data " + fill("=", n)],
  ["described keys, each with a rule and no value", (n) => fill("A:\n---\n", n)],
  ["Data tables, row after row", (n) => "====== Data ======\n" + fill("a  bcdef\n", n)],
  ["Go fields in one struct never closed", (n) => "{" + fill("Password:ab ", n)],
  ["mail servers' password prompts, each answered", (n) => fill("334 UGFzc3dvcmQ6\nQUJD\n", n)],
  ["hex dumps' lines, each at offset 0", (n) => fill("00000000  61 62  |ab|\n", n)],
  ["a run of zeros", (n) => fill("0", n)],
  ["login objects, each with a user", (n) => fill('{user: "a", pwd: "bcde", ', n)],
  ["accounts lists of keys", (n) => fill(`accounts: ["${"ab".repeat(32)}", `, n)],
];

/**
 * CPU time of one redaction, in ms: unlike wall time, it does not count the
 * time other processes on a loaded machine take from this one, which would
 * fall on the longer run more often and inflate the ratio. Garbage left by
 * earlier runs is collected first, so its collection is not timed here.
 */
function time(text: string, dotenv: boolean): number {
  Bun.gc(true);
  const start = process.cpuUsage();
  redact(text, { dotenv });
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** How much longer 4n characters take than n: the fastest of 3 runs each, taken in turns. */
function growth(make: (n: number) => string, dotenv: boolean): number {
  // Long enough that timer resolution does not decide the ratio, short enough
  // that 4n characters still fit the CPU's cache as n do.
  let n = 250_000;
  while (time(make(n), dotenv) < 10 && n < 1_000_000) n *= 2;
  const small = make(n);
  const large = make(4 * n);
  let [s, l] = [Infinity, Infinity];
  for (let i = 0; i < 3; i++) {
    s = Math.min(s, time(small, dotenv));
    l = Math.min(l, time(large, dotenv));
  }
  return l / s;
}

/**
 * The lowest growth of up to three measurements. A pause on a loaded machine
 * can spoil one measurement; quadratic time spoils every one, so a real
 * regression still fails, and a passing first measurement ends it.
 */
function steadyGrowth(make: (n: number) => string, dotenv: boolean): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best >= 8; i++) best = Math.min(best, growth(make, dotenv));
  return best;
}

/** The .env pass has its own pattern, tried on the inputs that touch it. */
const DOTENV_TOO = new Set(["blank lines", "spaces and tabs", "assignments", "a run of =", "random printable text"]);

// Quadratic time would make 4n take 16 times as long as n; linear, 4 times.
// Ratios rather than absolute times keep this meaningful on a loaded machine.
describe("redact takes linear time", () => {
  const rows = PATHOLOGICAL.flatMap(([what, make]) => [[what, make, false] as const, ...(DOTENV_TOO.has(what) ? [[`${what} (.env)`, make, true] as const] : [])]);
  test.each(rows)("on %s", (_what, make, dotenv) => {
    expect(steadyGrowth(make, dotenv)).toBeLessThan(8);
  });

  // Catastrophic backtracking would take minutes. 10 MB take up to 2 s of CPU
  // here (the collector's threads count too), so 10 s leaves room for a slower machine.
  test.each(["secret assignments", "secret names with quoted harmless values", "name/value pairs", "random printable text"])("10 MB of %s in under 10 s", (what) => {
    const text = PATHOLOGICAL.find(([w]) => w === what)![1](10_000_000);
    expect(time(text, false)).toBeLessThan(10_000);
  });
});

// Patterns with two runs of blanks side by side tried every split of a long run between them: a key named in prose
// before 20,000 spaces took 0.3 s, and a megabyte of them would have taken minutes. Each such run is bounded now.
describe("long runs of blanks after a name", () => {
  test.each([["a key named in prose", "token"], ["NickServ's identify", "NickServ identify "], ["a setting's name", "password: x"], ["a command that prints a file", "$ cat -a 1 -a 1 -a 1"]])("%s, then 200,000 blanks, in under 2 s", (_what, head) => {
    const text = head + " \t".repeat(100_000) + "x\n";
    expect(time(text, false)).toBeLessThan(2_000);
  });
});
