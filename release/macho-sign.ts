/**
 * release/macho-sign.ts FILE: when a 64-bit Mach-O executable's code signature does not match its
 * bytes, gives it a fresh ad-hoc one, as ld64 and Bun write it (a lone CodeDirectory, flags
 * adhoc|linker-signed, SHA-256 over 4 KiB pages).
 *
 * Why: cross-compiling for darwin-x64, Bun 1.4.5 appends aye's code to the runtime but keeps the
 * runtime's own Developer ID signature, which then no longer matches the file (its pages and
 * code limit are the runtime's), so macOS may kill the program at launch. Bun re-signs
 * darwin-arm64 itself, and a signature that matches is left alone. The new signature replaces
 * the old one in place at the end of __LINKEDIT. test/release/ checks every page of both.
 */
import { readFileSync, writeFileSync } from "node:fs";

const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const PAGE = 4096;
const IDENT = "aye";

/** Whether the signature's CodeDirectory covers the file up to the signature and hashes every page as it says. */
export function signatureMatches(file: Uint8Array): boolean {
  const le = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ncmds = le.getUint32(16, true);
  for (let i = 0, off = 32; i < ncmds; i++, off += le.getUint32(off + 4, true)) {
    if (le.getUint32(off, true) !== LC_CODE_SIGNATURE) continue;
    const blob = le.getUint32(off + 8, true);
    const cd = blob + le.getUint32(blob + 16, false); // the first index entry: slot 0, the CodeDirectory
    if (le.getUint32(cd, false) !== 0xfade0c02 || le.getUint32(cd + 32, false) !== blob || file[cd + 37] !== 2) return false;
    const hashOffset = le.getUint32(cd + 16, false);
    const pageSize = 2 ** file[cd + 39]!;
    for (let p = 0; p < le.getUint32(cd + 28, false); p++) {
      const got = new Bun.CryptoHasher("sha256").update(file.subarray(p * pageSize, Math.min((p + 1) * pageSize, blob))).digest();
      if (Buffer.compare(got, file.subarray(cd + hashOffset + p * 32, cd + hashOffset + (p + 1) * 32)) !== 0) return false;
    }
    return true;
  }
  return false;
}

export function adhocSign(input: Uint8Array): Uint8Array {
  const le = new DataView(input.buffer, input.byteOffset, input.byteLength);
  if (le.getUint32(0, true) !== 0xfeedfacf) throw new Error("not a 64-bit little-endian Mach-O");
  const ncmds = le.getUint32(16, true);
  let sigCmd = -1;
  let linkedit = -1;
  let textSize = 0n;
  for (let i = 0, off = 32; i < ncmds; i++, off += le.getUint32(off + 4, true)) {
    const cmd = le.getUint32(off, true);
    if (cmd === LC_CODE_SIGNATURE) sigCmd = off;
    if (cmd === LC_SEGMENT_64) {
      const name = new TextDecoder().decode(input.subarray(off + 8, off + 24)).replace(/\0+$/, "");
      if (name === "__LINKEDIT") linkedit = off;
      if (name === "__TEXT") textSize = le.getBigUint64(off + 48, true);
    }
  }
  if (sigCmd < 0 || linkedit < 0) throw new Error("no LC_CODE_SIGNATURE or __LINKEDIT to put a signature in");
  const codeLimit = le.getUint32(sigCmd + 8, true);
  const nCode = Math.ceil(codeLimit / PAGE);
  const ident = new TextEncoder().encode(`${IDENT}\0`);
  const cdHeader = 88;
  const hashOffset = cdHeader + ident.length;
  const cdLength = hashOffset + nCode * 32;
  const sigLength = 12 + 8 + cdLength;

  const out = new Uint8Array(codeLimit + sigLength);
  out.set(input.subarray(0, codeLimit));
  const o = new DataView(out.buffer);
  // The load commands first: they are in the first page, which the signature hashes.
  o.setUint32(sigCmd + 12, sigLength, true);
  const linkeditOff = o.getBigUint64(linkedit + 40, true);
  const fileSize = BigInt(codeLimit + sigLength) - linkeditOff;
  o.setBigUint64(linkedit + 48, fileSize, true);
  const vmSize = o.getBigUint64(linkedit + 32, true);
  const rounded = (fileSize + 0x3fffn) & ~0x3fffn;
  if (vmSize < rounded) o.setBigUint64(linkedit + 32, rounded, true);

  // SuperBlob (big-endian): one index entry, slot 0, the CodeDirectory.
  const s = codeLimit;
  o.setUint32(s, 0xfade0cc0);
  o.setUint32(s + 4, sigLength);
  o.setUint32(s + 8, 1);
  o.setUint32(s + 12, 0);
  o.setUint32(s + 16, 20);
  const cd = s + 20;
  o.setUint32(cd, 0xfade0c02);
  o.setUint32(cd + 4, cdLength);
  o.setUint32(cd + 8, 0x20400);
  o.setUint32(cd + 12, 0x20002); // adhoc | linker-signed
  o.setUint32(cd + 16, hashOffset);
  o.setUint32(cd + 20, cdHeader);
  o.setUint32(cd + 24, 0); // no special slots
  o.setUint32(cd + 28, nCode);
  o.setUint32(cd + 32, codeLimit);
  out[cd + 36] = 32; // SHA-256
  out[cd + 37] = 2;
  out[cd + 38] = 0;
  out[cd + 39] = 12; // 4 KiB pages
  o.setBigUint64(cd + 64, 0n); // the executable segment: __TEXT from the start
  o.setBigUint64(cd + 72, textSize);
  o.setBigUint64(cd + 80, 1n); // CS_EXECSEG_MAIN_BINARY
  out.set(ident, cd + cdHeader);
  for (let p = 0; p < nCode; p++) {
    const page = out.subarray(p * PAGE, Math.min((p + 1) * PAGE, codeLimit));
    out.set(new Bun.CryptoHasher("sha256").update(page).digest(), cd + hashOffset + p * 32);
  }
  return out;
}

if (import.meta.main) {
  const file = process.argv[2]!;
  const bytes = readFileSync(file);
  if (!signatureMatches(bytes)) {
    writeFileSync(file, adhocSign(bytes));
    console.error(`release: ${file}: its code signature did not match; signed ad hoc`);
  }
}
