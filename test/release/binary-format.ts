/**
 * Reading an executable's header without running it, for the release checks: a Mach-O's CPU,
 * kind and code signature (macOS kills an arm64 program whose ad-hoc signature does not match
 * its pages), and an ELF's machine, interpreter and needed libraries.
 */

export interface MachO {
  cpu: "arm64" | "x86_64" | `0x${string}`;
  executable: boolean;
  /** The pages the embedded CodeDirectory hashes, and how many of them hash as it says. */
  signedPages: number;
  matchingPages: number;
  /** Where the code the signature covers ends, and where the signature starts: the same in a sound file. */
  codeLimit: number;
  signatureOffset: number;
}

const LC_CODE_SIGNATURE = 0x1d;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CS_HASHTYPE_SHA256 = 2;

export function readMachO(file: Uint8Array): MachO | null {
  const le = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (le.getUint32(0, true) !== 0xfeedfacf) return null; // 64-bit, little-endian
  const cputype = le.getUint32(4, true);
  const cpu = cputype === 0x0100000c ? "arm64" : cputype === 0x01000007 ? "x86_64" : (`0x${cputype.toString(16)}` as const);
  const ncmds = le.getUint32(16, true);
  let signedPages = 0;
  let matchingPages = 0;
  let codeLimit = -1;
  let signatureOffset = -2;
  for (let i = 0, off = 32; i < ncmds; i++, off += le.getUint32(off + 4, true)) {
    if (le.getUint32(off, true) !== LC_CODE_SIGNATURE) continue;
    const blob = le.getUint32(off + 8, true);
    signatureOffset = blob;
    // The signature is a big-endian SuperBlob; find its CodeDirectory and check each page's hash.
    const count = le.getUint32(blob + 8, false);
    for (let j = 0; j < count; j++) {
      const cd = blob + le.getUint32(blob + 12 + j * 8 + 4, false);
      if (le.getUint32(cd, false) !== CSMAGIC_CODEDIRECTORY) continue;
      const hashOffset = le.getUint32(cd + 16, false);
      const nCodeSlots = le.getUint32(cd + 28, false);
      codeLimit = le.getUint32(cd + 32, false);
      const hashSize = le.getUint8(cd + 36);
      const hashType = le.getUint8(cd + 37);
      const pageSize = 2 ** le.getUint8(cd + 39);
      if (hashType !== CS_HASHTYPE_SHA256) continue;
      signedPages = nCodeSlots;
      for (let p = 0; p < nCodeSlots; p++) {
        const page = file.subarray(p * pageSize, Math.min((p + 1) * pageSize, codeLimit));
        const want = file.subarray(cd + hashOffset + p * hashSize, cd + hashOffset + (p + 1) * hashSize);
        const got = new Bun.CryptoHasher("sha256").update(page).digest();
        if (Buffer.compare(got.subarray(0, hashSize), want) === 0) matchingPages++;
      }
    }
  }
  return { cpu, executable: le.getUint32(12, true) === 2, signedPages, matchingPages, codeLimit, signatureOffset };
}

export interface Elf {
  machine: "x86_64" | "aarch64" | `0x${string}`;
  interpreter: string;
  needed: string[];
}

const PT_INTERP = 3;
const PT_DYNAMIC = 2;
const PT_LOAD = 1;
const DT_NEEDED = 1;
const DT_STRTAB = 5;

export function readElf(file: Uint8Array): Elf | null {
  const v = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (v.getUint32(0, false) !== 0x7f454c46 || file[4] !== 2 || file[5] !== 1) return null; // 64-bit little-endian ELF
  const m = v.getUint16(18, true);
  const machine = m === 0x3e ? "x86_64" : m === 0xb7 ? "aarch64" : (`0x${m.toString(16)}` as const);
  const phoff = Number(v.getBigUint64(32, true));
  const phentsize = v.getUint16(54, true);
  const phnum = v.getUint16(56, true);
  const headers = Array.from({ length: phnum }, (_, i) => {
    const at = phoff + i * phentsize;
    return { type: v.getUint32(at, true), offset: Number(v.getBigUint64(at + 8, true)), vaddr: Number(v.getBigUint64(at + 16, true)), size: Number(v.getBigUint64(at + 32, true)) };
  });
  const cstring = (at: number) => new TextDecoder().decode(file.subarray(at, file.indexOf(0, at)));
  const interp = headers.find((h) => h.type === PT_INTERP);
  const toOffset = (addr: number) => {
    const load = headers.find((h) => h.type === PT_LOAD && addr >= h.vaddr && addr < h.vaddr + h.size)!;
    return addr - load.vaddr + load.offset;
  };
  const needed: number[] = [];
  let strtab = 0;
  const dynamic = headers.find((h) => h.type === PT_DYNAMIC);
  for (let at = dynamic?.offset ?? 0; dynamic && at < dynamic.offset + dynamic.size; at += 16) {
    const tag = Number(v.getBigInt64(at, true));
    const value = Number(v.getBigUint64(at + 8, true));
    if (tag === 0) break;
    if (tag === DT_NEEDED) needed.push(value);
    if (tag === DT_STRTAB) strtab = toOffset(value);
  }
  return { machine, interpreter: interp ? cstring(interp.offset) : "", needed: needed.map((n) => cstring(strtab + n)) };
}
