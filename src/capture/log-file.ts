/**
 * The full sanitized log on disk, capped. Each stream has its own sanitizer so
 * partial lines of stdout and stderr never mix; whole lines go to the file in
 * the order they complete. Past the cap the bytes are only counted, and the end
 * of the log says so. A write failure is remembered, never thrown.
 */
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { Sanitizer } from "./sanitize.ts";
import { tailBytes } from "./truncate.ts";

const FLUSH_AT = 64 * 1024;
/** Room kept below the cap for the line that says the log was capped. */
const RESERVE = 256;

export class LogFile {
  private fd: number | undefined;
  private buffer = "";
  private fed = 0;
  private skipped = 0;
  private sanitizers = new Map<number, Sanitizer>();
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
    let sanitizer = this.sanitizers.get(stream);
    if (!sanitizer) this.sanitizers.set(stream, (sanitizer = new Sanitizer()));
    this.buffer += sanitizer.push(part);
    if (this.buffer.length >= FLUSH_AT) this.flush();
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

  /** Removes the file: the run did not need keeping. */
  discard(): void {
    const opened = this.fd !== undefined || this.written > 0;
    this.close();
    this.buffer = "";
    if (opened) rmSync(this.path, { force: true });
  }
}

