/**
 * The decoders aye computes as the real tools print: each case's expected output was taken from GNU coreutils 9,
 * xxd, util-linux rev, gzip and OpenSSL 3 on Debian, and where a tool reads input otherwise (garbage, padding, a
 * missing line end, an option not implemented), the decoder gives nothing and the plan stays asked.
 */
import { describe, expect, test } from "bun:test";
import { gzipSync } from "node:zlib";
import { DECODERS } from "../../../src/guard/shell/decoders.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const run = (name: string, args: string[], input?: string | Uint8Array) => {
  const out = DECODERS[name]!.run(args, typeof input === "string" ? bytes(input) : input);
  return out === undefined ? undefined : new TextDecoder().decode(out.bytes);
};

describe("base64, base32, basenc: strictly valid input only", () => {
  test.each([
    [["-d"], "ZG9ja2VyIGltYWdlcw==\n", "docker images"],
    [["--decode"], "ZG9ja2VyIGltYWdlcw==", "docker images"],
    // (Line ends anywhere are skipped by GNU base64, as wrapped output has them.)
    [["-d"], "ZG9ja2Vy\nIGltYWdlcw==\n", "docker images"],
    [["-d", "-w", "0"], "bHM=\n", "ls"],
    [["-d"], "ZG9ja2VyIGltYWdlcw\n", undefined], // no padding: GNU stops with "invalid input"
    [["-d"], "ZG9ja2Vy IGltYWdlcw==\n", undefined], // a space
    [["-d"], "ZG9ja2Vy!IGltYWdlcw==\n", undefined], // garbage
    [["-di"], "ZG9ja2VyIGltYWdlcw==\n", undefined], // --ignore-garbage
    [["-d", "-i"], "ZG9ja2VyIGltYWdlcw==\n", undefined],
    [["-d"], "YR==\n", undefined], // unused bits set: decoders part ways
    [["-d"], "bHM=bHM=\n", undefined], // padding inside
    [["-d", "file.b64"], "bHM=\n", undefined], // a file aye has not read
    [[], "bHM=\n", undefined], // encodes
  ])("base64 %j of %j is %j", (args, input, out) => expect(run("base64", args, input)).toBe(out));
  test.each([
    [["-d"], "NBSWY3JAON2GC5DVOMQGC4DJ\n", "helm status api"],
    [["-d"], "ME======\n", "a"],
    [["-d"], "me======\n", undefined],
    [["-d"], "ME\n", undefined],
    [["-d"], "MF======\n", undefined], // unused bits set
  ])("base32 %j of %j is %j", (args, input, out) => expect(run("base32", args, input)).toBe(out));
  test.each([
    [["--base64", "-d"], "bHM=\n", "ls"],
    [["--base32", "--decode"], "NRZQ====\n", "ls"],
    [["--base64url", "-d"], "bHM=\n", undefined],
    [["-d"], "bHM=\n", undefined],
  ])("basenc %j of %j is %j", (args, input, out) => expect(run("basenc", args, input)).toBe(out));
});

describe("xxd -r -p, rev, tr", () => {
  test.each([
    [["-r", "-p"], "6c73202d6c61\n", "ls -la"],
    [["-r", "-p"], "6c 73\n", "ls"],
    [["-rp"], "6c73\n", undefined], // xxd prints nothing for -rp
    [["-p", "-r"], "6C73", "ls"],
    [["-r", "-p"], "6c7\n", undefined], // an odd digit: xxd drops it
    [["-r", "-p"], "6c:73\n", undefined], // xxd skips what is no digit
    [["-r", "-p"], "0x6c73\n", undefined],
    [["-r"], "6c73\n", undefined], // not plain: a dump with offsets
  ])("xxd %j of %j is %j", (args, input, out) => expect(run("xxd", args, input)).toBe(out));
  test.each([
    ["ppa/gro weiv oper hg\n", "gh repo view org/app\n"],
    ["cba", "abc"],
    ["a\nb\n", "a\nb\n"],
    ["é\n", undefined], // rev reads characters by the locale
    ["a\rb\n", undefined],
  ])("rev of %j is %j", (input, out) => expect(run("rev", [], input)).toBe(out));
  test.each([
    [["A-Za-z", "N-ZA-Mn-za-m"], "phey -V uggcf://rknzcyr.pbz/\n", "curl -I https://example.com/\n"],
    [["a-c", "xyz"], "abcd", "xyzd"],
    [["abc", "x"], "abc", undefined], // GNU pads SET2 with its last character, others may not
    [["aa", "xy"], "a", undefined], // a character twice
    [["[:upper:]", "[:lower:]"], "A", undefined], // classes follow the locale
    [["a\\n", "bc"], "a", undefined], // escapes
    [["z-a", "a-z"], "a", undefined], // a range backwards
    [["aR-z", "Aa-Z"], "a", undefined], // ranges across classes, read by the collating order or refused
    [["a-", "xy"], "a", undefined],
    [["-d", "a"], "a", undefined],
  ])("tr %j of %j is %j", (args, input, out) => expect(run("tr", args, input)).toBe(out));
});

describe("echo and printf: what every shell prints alike", () => {
  test.each([
    [["bHM="], "bHM=\n"],
    [["-n", "bHM="], "bHM="],
    [["a", "b"], "a b\n"],
    [["l\\x73"], undefined], // zsh's and dash's echo read escapes, bash's does not
    [["-e", "ls"], undefined],
    [["-E", "ls"], undefined],
    [["--", "ls"], undefined],
  ])("echo %j prints %j", (args, out) => expect(run("echo", args)).toBe(out));
  test.each([
    [["%s", "bHM="], "bHM="],
    [["%s\\n", "a", "b"], "a\nb\n"],
    [["%s-%s", "a", "b", "c"], "a-bc-"],
    [["x"], "x"],
    [["\\x6c\\x73"], "ls"],
    [["%b", "\\x6c\\x73\\n"], "ls\n"],
    [["100%%"], "100%"],
    [["%d", "1"], undefined],
    [["%5s", "a"], undefined],
    [["a%"], undefined], // bash: missing format character
    [["a%\nb"], undefined],
    [["ls\\c; rm -rf ~"], undefined], // \c ends the output in %b only, and shells differ on it in the format
    [["%b", "ls\\c"], undefined],
    [["\\101"], undefined], // octal: zsh's %b reads \101 otherwise than bash's
    [["\\x6"], undefined], // one hex digit
    [["\\e[31m"], undefined],
    [["-v", "x", "%s", "ls"], undefined],
    [["--", "%s", "ls"], undefined],
  ])("printf %j prints %j", (args, out) => expect(run("printf", args)).toBe(out));
  test("dash's printf keeps \\x as written: both are given", () => {
    const out = DECODERS.printf!.run(["\\x63url"], undefined)!;
    expect(new TextDecoder().decode(out.bytes)).toBe("curl");
    expect(new TextDecoder().decode(out.other!)).toBe("\\x63url");
    expect(DECODERS.printf!.run(["curl\\n"], undefined)!.other).toBeUndefined();
  });
});

describe("gzip and openssl", () => {
  const packed = gzipSync(bytes("npm test\n"));
  test.each([
    ["zcat", [], packed, "npm test\n"],
    ["gunzip", ["-c"], packed, "npm test\n"],
    ["gzip", ["-dc"], packed, "npm test\n"],
    ["gzip", ["-d"], packed, "npm test\n"],
    // Two members: zcat prints both.
    ["zcat", [], new Uint8Array([...packed, ...gzipSync(bytes("ls\n"))]), "npm test\nls\n"],
    ["zcat", [], new Uint8Array([...packed, 120, 121]), undefined], // trailing garbage
    ["zcat", [], packed.subarray(0, packed.length - 2), undefined], // cut short
    ["zcat", ["file.gz"], packed, undefined],
    ["gzip", [], packed, undefined], // compresses
  ])("%s %j", (name, args, input, out) => expect(run(name, args, input)).toBe(out));
  test("a bomb is not unpacked", () => expect(run("zcat", [], gzipSync(new Uint8Array(1 << 20)))).toBeUndefined());
  test.each([
    [["base64", "-d", "-A"], "bGRkICQoY29tbWFuZCAtdiBvcGVuc3NsKQ==\n", "ldd $(command -v openssl)"],
    [["base64", "-d", "-A"], "bGRk", "ldd"],
    [["base64", "-d"], "bGRk\n", "ldd"],
    [["enc", "-base64", "-d"], "bGRk\n", "ldd"],
    [["enc", "-d", "-a", "-A"], "bGRk\n", "ldd"],
    // Without -A, openssl prints nothing of a line with no end, nor of a line past 64 characters on some builds.
    [["base64", "-d"], "bGRk", undefined],
    [["base64", "-d"], `${"bGRk".repeat(17)}\n`, undefined],
    [["base64", "-d", "-A"], "bGRk\nbGRk\n", undefined],
    [["enc", "-aes-256-cbc", "-d"], "bGRk\n", undefined],
    [["base64"], "bGRk\n", undefined],
  ])("openssl %j of %j is %j", (args, input, out) => expect(run("openssl", args, input)).toBe(out));
});
