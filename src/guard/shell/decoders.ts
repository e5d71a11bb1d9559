/**
 * The text tools print, computed as they would print it, for the few tools that only turn constant text into other
 * text (`echo`, `printf`, `base64 -d`, `base32 -d`, `xxd -r -p`, `rev`, `tr`, `zcat`, `openssl base64 -d`). Each takes
 * its words (after the program's name) and what it reads, and gives what it prints, or undefined whenever the real
 * tool might print anything else: an option not implemented here, input it would reject, skip or read otherwise than
 * every common build reads it (macOS, GNU, busybox), an escape a shell's own printf reads its own way.
 */
import { gunzipSync } from "node:zlib";

/** What a decoder printed; `other`, what a shell whose printf keeps `\x` as written (dash) prints instead. */
export interface Printed {
  bytes: Uint8Array;
  other?: Uint8Array;
}

/** The most any step may print: an obfuscated command is short, and a bomb is not unpacked. */
export const MAX_BYTES = 16 * 1024;

type Decoder = (args: string[], input: Uint8Array | undefined) => Printed | undefined;

const utf8 = (text: string) => new TextEncoder().encode(text);
const done = (bytes: Uint8Array | undefined): Printed | undefined => (bytes && bytes.length <= MAX_BYTES ? { bytes } : undefined);

/** `echo [-n] WORD…` where no word holds a backslash or starts with a dash: what every shell's echo prints alike. */
function echo(args: string[]): Printed | undefined {
  const bare = args[0] === "-n";
  const words = bare ? args.slice(1) : args;
  // (zsh's and dash's echo read `\x41` as A, bash's does not; `-e`, `-E` and `--` are words to some and options to others.)
  if (words.some((w) => w.includes("\\") || w.startsWith("-"))) return undefined;
  return done(utf8(words.join(" ") + (bare ? "" : "\n")));
}

/** The bytes of a printf escape bash and zsh read alike; dash reads `\x` as written. */
const ESCAPES: Record<string, number> = { n: 10, t: 9, "\\": 92 };

/**
 * Text with printf's escapes read: `\n`, `\t`, `\\` and `\xHH` (two hex digits), nothing else. `other` is what dash
 * prints, keeping `\xHH` as written. Undefined on any other backslash.
 */
function escapes(text: string): { bash: number[]; dash: number[] } | undefined {
  const bash: number[] = [];
  const dash: number[] = [];
  const bytes = utf8(text);
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 92) {
      bash.push(bytes[i]!);
      dash.push(bytes[i]!);
      continue;
    }
    const next = String.fromCharCode(bytes[i + 1] ?? 0);
    if (ESCAPES[next] !== undefined) {
      bash.push(ESCAPES[next]!);
      dash.push(ESCAPES[next]!);
      i++;
    } else if (next === "x" && /^[0-9a-fA-F]{2}$/.test(String.fromCharCode(bytes[i + 2] ?? 0, bytes[i + 3] ?? 0))) {
      bash.push(parseInt(String.fromCharCode(bytes[i + 2]!, bytes[i + 3]!), 16));
      dash.push(...bytes.subarray(i, i + 4));
      i += 3;
    } else return undefined;
  }
  return { bash, dash };
}

/**
 * `printf FORMAT [WORD…]` with `%s`, `%b` and `%%` only, the format reused while words are left, as bash does.
 * (`printf -v`, widths, flags, `%d`, octal escapes and `\c`: another shell may print them otherwise, so undefined.)
 */
function printf(args: string[]): Printed | undefined {
  const [format, ...words] = args;
  if (format === undefined || format.startsWith("-")) return undefined;
  // (A `%` at the end, or before a line end, is an error to bash: no part of the text may hold one.)
  const parts = format.split(/(%[^])/);
  if (parts.some((p, i) => (i % 2 === 1 ? !/^%[sb%]$/.test(p) : p.includes("%")))) return undefined;
  const slots = parts.filter((p, i) => i % 2 === 1 && p !== "%%").length;
  const bash: number[] = [];
  const dash: number[] = [];
  let next = 0;
  do {
    for (const [i, part] of parts.entries()) {
      const text = i % 2 === 0 ? part : part === "%%" ? "%" : undefined;
      // A piece of the format, or a word: `%s` as it is, `%b` with its escapes read.
      const read = text !== undefined ? escapes(text) : part === "%s" ? { bash: [...utf8(words[next] ?? "")], dash: [...utf8(words[next] ?? "")] } : escapes(words[next] ?? "");
      if (text === undefined) next++;
      if (!read) return undefined;
      bash.push(...read.bash);
      dash.push(...read.dash);
      if (bash.length > MAX_BYTES) return undefined;
    }
  } while (slots > 0 && next < words.length);
  const same = bash.length === dash.length && bash.every((b, i) => b === dash[i]);
  return same ? { bytes: Uint8Array.from(bash) } : { bytes: Uint8Array.from(bash), other: Uint8Array.from(dash) };
}

/** Input without its line ends, when every other character is in `alphabet`: what base64 and base32 decode. */
const lines = (input: Uint8Array) => new TextDecoder().decode(input).replace(/\n/g, "");

/** Strict base64: whole groups of four, `=` only to pad the last, the unused bits zero (so any decoder agrees). */
function fromBase64(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64");
  return bytes.toString("base64") === text ? new Uint8Array(bytes) : undefined;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Strict base32 (RFC 4648): whole groups of eight, padded, the unused bits zero. */
function fromBase32(text: string): Uint8Array | undefined {
  if (text.length % 8 !== 0 || !/^[A-Z2-7]*(?:={1}|={3}|={4}|={6})?$/.test(text)) return undefined;
  const body = text.replace(/=+$/, "");
  // (Only the lengths a whole number of bytes leaves: 2, 4, 5, 7 characters in the last group.)
  if (![0, 2, 4, 5, 7].includes(body.length % 8)) return undefined;
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of body) {
    value = (value << 5) | BASE32.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >> bits) & 0xff);
    }
  }
  if ((value & ((1 << bits) - 1)) !== 0) return undefined;
  return Uint8Array.from(out);
}

/** The options of a base64/base32/basenc decode: `-d`/`--decode` present, `-w N` allowed, nothing else; no file. */
function decodeOptions(args: string[], extra: RegExp = /^$/): boolean {
  let decode = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-d" || a === "--decode") decode = true;
    else if (a === "-w" || a === "--wrap") i++;
    else if (/^(?:-w\d+|--wrap=\d+)$/.test(a) || extra.test(a)) continue;
    else return false;
  }
  return decode;
}

const base64: Decoder = (args, input) => (input && decodeOptions(args) ? done(fromBase64(lines(input))) : undefined);
const base32: Decoder = (args, input) => (input && decodeOptions(args) ? done(fromBase32(lines(input))) : undefined);

/** `basenc --base64 -d`, `basenc --base32 -d`. */
const basenc: Decoder = (args, input) => {
  const kind = args.filter((a) => /^--base(?:64|32)$/.test(a));
  if (!input || kind.length !== 1 || !decodeOptions(args, /^--base(?:64|32)$/)) return undefined;
  return done(kind[0] === "--base64" ? fromBase64(lines(input)) : fromBase32(lines(input)));
};

/** `xxd -r -p`: hex digits in pairs, each run of them whole pairs between line ends and spaces (xxd skips anything else, and so may read otherwise). */
const xxd: Decoder = (args, input) => {
  // (xxd reads `-rp` otherwise: it prints nothing. Only the two options apart.)
  const flags = new Set(args.map((a) => (/^-(?:r|revert)$/.test(a) ? "r" : /^-(?:p|ps|plain|postscript)$/.test(a) ? "p" : "?")));
  if (args.length !== 2) return undefined;
  if (!input || flags.size !== 2 || !flags.has("r") || !flags.has("p")) return undefined;
  const runs = new TextDecoder().decode(input).split(/[ \n]+/).filter(Boolean);
  if (!runs.every((r) => /^(?:[0-9a-fA-F]{2})+$/.test(r))) return undefined;
  return done(new Uint8Array(Buffer.from(runs.join(""), "hex")));
};

/** `rev`: each line backwards, ASCII only (rev reads characters by the locale). */
const rev: Decoder = (args, input) => {
  if (args.length || !input || input.some((b) => b > 0x7e || (b < 0x20 && b !== 10 && b !== 9))) return undefined;
  const text = new TextDecoder().decode(input);
  return done(utf8(text.split("\n").map((l) => [...l].reverse().join("")).join("\n")));
};

/** The characters of a `tr` set: plain ASCII characters and ranges within letters or digits (no classes, escapes or repeats). */
function trSet(set: string): string | undefined {
  if (!/^[\x20-\x7e]*$/.test(set) || /[\\[]/.test(set)) return undefined;
  let out = "";
  for (let i = 0; i < set.length; i++) {
    const range = /^([a-z]-[a-z]|[A-Z]-[A-Z]|[0-9]-[0-9])/.exec(set.slice(i));
    // (A dash anywhere else is a range tr reads across classes, `R-z`, or refuses, `a-Z`.)
    if (!range && set[i] === "-") return undefined;
    if (range) {
      const [from, to] = [range[1]!.charCodeAt(0), range[1]!.charCodeAt(2)];
      if (to < from) return undefined;
      for (let c = from; c <= to; c++) out += String.fromCharCode(c);
      i += 2;
    } else out += set[i];
  }
  return out;
}

/** `tr SET1 SET2` with sets of the same length and no character twice in SET1 (tools part ways there). */
const tr: Decoder = (args, input) => {
  if (args.length !== 2 || !input || args.some((a) => a.startsWith("-"))) return undefined;
  const [from, to] = args.map(trSet);
  if (from === undefined || to === undefined || from.length !== to.length || new Set(from).size !== from.length) return undefined;
  const map = new Map([...from].map((c, i) => [c.charCodeAt(0), to.charCodeAt(i)]));
  return done(input.map((b) => map.get(b) ?? b));
};

/** `zcat`, `gunzip -c`, `gzip -dc`: what the gzip members on stdin hold, when every byte of them is read. */
const gunzip = (name: string): Decoder => (args, input) => {
  const flags = args.join(" ");
  const ok = name === "zcat" ? args.length === 0 : name === "gunzip" ? /^(?:(?:-c|--stdout)(?: |$))?$/.test(flags) : /^(?:-dc|-cd|-d -c|-c -d|-d|--decompress|--decompress --stdout|--stdout --decompress)$/.test(flags);
  if (!ok || !input) return undefined;
  try {
    return done(new Uint8Array(gunzipSync(input, { maxOutputLength: MAX_BYTES + 1 })));
  } catch {
    return undefined;
  }
};

/**
 * `openssl base64 -d [-A]`, `openssl enc -base64 -d [-A]`. Without `-A` openssl reads lines of at most 64 characters
 * and stops at a missing line end, so only one such line, ended, is read; with it, one line, ended or not.
 */
const openssl: Decoder = (args, input) => {
  const [sub, ...rest] = args;
  const options = new Set(rest);
  if (!input || rest.length !== options.size) return undefined;
  if (sub === "enc" && !(options.delete("-base64") || options.delete("-a"))) return undefined;
  if ((sub !== "base64" && sub !== "enc") || !options.delete("-d")) return undefined;
  const oneLine = options.delete("-A");
  if (options.size) return undefined;
  const text = new TextDecoder().decode(input);
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  if (body.includes("\n") || (!oneLine && (body.length > 64 || !text.endsWith("\n")))) return undefined;
  return done(fromBase64(body));
};

/** `cat` with no file: what it reads. */
const cat: Decoder = (args, input) => (args.length === 0 && input ? done(input) : undefined);

/** The decoders by program name, and what each is called in a reason. */
export const DECODERS: Record<string, { run: Decoder; how?: string }> = {
  echo: { run: (args) => echo(args) },
  printf: { run: (args) => printf(args), how: "printf escapes" },
  base64: { run: base64, how: "base64" },
  base32: { run: base32, how: "base32" },
  basenc: { run: basenc, how: "basenc" },
  xxd: { run: xxd, how: "hex" },
  rev: { run: rev, how: "rev" },
  tr: { run: tr, how: "tr" },
  zcat: { run: gunzip("zcat"), how: "gzip" },
  gunzip: { run: gunzip("gunzip"), how: "gzip" },
  gzip: { run: gunzip("gzip"), how: "gzip" },
  openssl: { run: openssl, how: "base64" },
  cat: { run: cat },
};
