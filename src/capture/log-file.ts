/**
 * The full sanitized log on disk, capped. During the run the bytes are only
 * spooled, raw and unread, to a private file beside it (what most runs need of
 * them is nothing: a run that succeeds keeps no log); the log itself is written
 * at `finish`, for a run that is kept. Each stream has its own sanitizer so
 * partial lines of stdout and stderr never mix; whole lines go to the file in
 * the order they complete. Past the cap the bytes are only counted, and the end
 * of the log says so. A write failure is remembered, never thrown.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { Sanitizer } from "./sanitize.ts";
import { tailBytes } from "./truncate.ts";

const FLUSH_AT = 64 * 1024;
/** Room kept below the cap for the line that says the log was capped. */
const RESERVE = 256;
/** Raw bytes held in memory before they go to the spool: a short run never writes one. */
const SPOOL_AT = 256 * 1024;
/** A spooled piece: its stream (one byte) and its length (four), then its bytes. */
const HEADER = 5;

export class LogFile {
  private fd: number | undefined;
  private buffer = "";
  private fed = 0;
  private skipped = 0;
  private sanitizers = new Map<number, Sanitizer>();
  /** Raw pieces not yet spooled (one buffer, reused: nothing is allocated per piece), and the spool file. */
  private hold: Buffer | undefined;
  private held = 0;
  private spoolFd: number | undefined;
  /** Bytes written to the file. */
  written = 0;
  /** Why the log is incomplete, if it is. */
  failure: string | undefined;

  constructor(
    readonly path: string,
    private readonly cap: number,
    /** Creates the directory, called before the file is first opened. */
    private readonly prepare: () => void,
  ) {}

  get capped(): boolean {
    return this.skipped > 0;
  }

  push(stream: number, chunk: Uint8Array): void {
    if (this.failure) return;
    const room = this.cap - this.fed;
    if (room <= 0) {
      this.skipped += chunk.length;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.skipped += chunk.length - part.length;
    this.fed += part.length;
    // A piece larger than what can be held goes in parts, each a piece of its own.
    for (let at = 0; at < part.length && !this.failure; ) {
      this.hold ??= Buffer.allocUnsafe(SPOOL_AT);
      if (SPOOL_AT - this.held <= HEADER) {
        this.spool();
        continue;
      }
      const length = Math.min(part.length - at, SPOOL_AT - this.held - HEADER);
      this.hold[this.held] = stream;
      this.hold.writeUInt32LE(length, this.held + 1);
      this.hold.set(part.subarray(at, at + length), this.held + HEADER);
      this.held += HEADER + length;
      at += length;
      if (this.held >= SPOOL_AT - HEADER) this.spool();
    }
  }

  /** The spool's path: beside the log, named so that the store's sweep knows whose it is. */
  private get spoolPath(): string {
    return this.path.replace(/\.log$/, ".raw.log");
  }

  /** Writes what is held to the spool, created on first use. */
  private spool(): void {
    if (!this.held || this.failure) return;
    const bytes = this.hold!.subarray(0, this.held);
    this.held = 0;
    try {
      if (this.spoolFd === undefined) {
        this.prepare();
        this.spoolFd = openSync(this.spoolPath, "w+", 0o600);
      }
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.spoolFd, bytes, offset);
    } catch (error) {
      this.failure = `could not write ${this.spoolPath}: ${(error as Error).message}`;
      this.discard();
    }
  }

  /** The spooled pieces, then those still held, through each stream's sanitizer into the log. */
  private replay(): void {
    const take = (stream: number, bytes: Uint8Array) => {
      let sanitizer = this.sanitizers.get(stream);
      if (!sanitizer) this.sanitizers.set(stream, (sanitizer = new Sanitizer()));
      this.buffer += sanitizer.push(bytes);
      if (this.buffer.length >= FLUSH_AT) this.flush();
    };
    if (this.spoolFd !== undefined) {
      const header = Buffer.alloc(HEADER);
      let position = 0;
      let body = Buffer.allocUnsafe(64 * 1024);
      while (!this.failure && readSync(this.spoolFd, header, 0, HEADER, position) === HEADER) {
        const length = header.readUInt32LE(1);
        if (body.length < length) body = Buffer.allocUnsafe(length);
        if (readSync(this.spoolFd, body, 0, length, position + HEADER) !== length) break;
        take(header[0]!, body.subarray(0, length));
        position += HEADER + length;
      }
    }
    for (let at = 0; at + HEADER <= this.held; ) {
      const length = this.hold!.readUInt32LE(at + 1);
      take(this.hold![at]!, this.hold!.subarray(at + HEADER, at + HEADER + length));
      at += HEADER + length;
    }
    this.hold = undefined;
    this.held = 0;
    this.closeSpool(true);
  }

  private closeSpool(remove: boolean): void {
    if (this.spoolFd !== undefined) closeSync(this.spoolFd);
    const had = this.spoolFd !== undefined;
    this.spoolFd = undefined;
    if (remove && had) rmSync(this.spoolPath, { force: true });
  }

  /**
   * Writes what is buffered, up to `limit` bytes in the file (sanitizing can make
   * text longer than the bytes fed, so the cap is enforced here); the file is
   * created on first use.
   */
  private flush(limit = this.cap - RESERVE): void {
    if (!this.buffer || this.failure) return;
    try {
      if (this.fd === undefined) {
        this.prepare();
        this.fd = openSync(this.path, "w", 0o600);
      }
      let bytes = Buffer.from(this.buffer);
      this.buffer = "";
      const room = Math.max(0, limit - this.written);
      if (bytes.length > room) {
        this.skipped += bytes.length - room;
        this.fed = this.cap; // nothing more is taken in
        bytes = bytes.subarray(0, room);
      }
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset);
      this.written += bytes.length;
    } catch (error) {
      this.failure = `could not write ${this.path}: ${(error as Error).message}`;
      this.buffer = "";
      // A log that could not be written whole is not kept half-written (or empty).
      this.discard();
      this.written = 0;
    }
  }

  /**
   * Completes the log: unfinished lines, then what the cap left out and as much
   * of each stream's tail as the cap has room for: the file never exceeds the cap.
   */
  finish(tails: { name: string; text: string }[]): void {
    this.replay();
    for (const sanitizer of this.sanitizers.values()) {
      const rest = sanitizer.end();
      if (rest) this.buffer += rest.endsWith("\n") ? rest : `${rest}\n`;
    }
    this.flush();
    if (this.skipped > 0) {
      this.buffer += `\n...[log capped at ${this.cap} bytes: ${this.skipped} bytes of output not logged]\n`;
      for (const tail of tails) {
        const head = `\n--- end of ${tail.name} ---\n`;
        const room = this.cap - this.written - Buffer.byteLength(this.buffer) - Buffer.byteLength(head);
        if (tail.text && room > 0) this.buffer += head + tailBytes(tail.text, room);
      }
    }
    this.flush(this.cap);
    this.close();
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** Removes the file and the spool: the run did not need keeping. */
  discard(): void {
    const opened = this.fd !== undefined || this.written > 0;
    this.close();
    this.closeSpool(true);
    this.hold = undefined;
    this.held = 0;
    this.buffer = "";
    if (opened) rmSync(this.path, { force: true });
  }
}

