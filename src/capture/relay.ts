/**
 * The relay from pseudo-terminals' masters to the person's terminal, on a
 * thread of its own. aye's event loop used to read a master in bursts and write
 * each burst whole (100 KiB and more), so the command waited while the screen
 * caught up and the screen waited while aye read: half the throughput of the
 * command alone. The relay thread writes what it reads (a terminal's line
 * discipline holds 4 KiB at a time) in pieces of up to 8 KiB as soon as it has
 * them, with no JavaScript between the read and the write; only then are the
 * bytes handed, in batches of up to 64 KiB, to the main thread, which captures
 * them off the output's path.
 *
 * Bounded, and without allocation: the bytes are read into SLOTS fixed slots
 * of memory shared with the main thread, which gives each slot back once it has
 * taken its batch. With every slot waiting for the main thread, the relay
 * waits, and so does the command, as a terminal makes a program wait that
 * prints faster than the screen draws.
 */
import { constants } from "node:os";

/** What a relay hands on, and to whom. */
export interface RelaySink {
  /**
   * A batch of what was relayed, after it reached its destination; valid only
   * during the call (its memory is reused): what is kept must be copied.
   */
  data(chunk: Uint8Array): void;
  /** Writing to the destination failed (the terminal hung up): said once; the rest is read and dropped. */
  writeFailed(message: string): void;
}

/**
 * One master to relay: `from` (non-blocking; the relay reads it until `done`
 * or `stop()` resolves, the caller closes it after) to `to` (aye's fd 1 or 2).
 */
export interface RelaySource {
  from: number;
  to: number;
  sink: RelaySink;
}

export interface Relay {
  /** Resolves when every master's output has ended (every holder of its slave closed it), every batch handed on. */
  done: Promise<void>;
  /**
   * Stops relaying (a background grandchild keeps a terminal open): what it
   * still prints is dropped. Resolves when the thread has let go of the
   * masters, so that they may be closed.
   */
  stop(): Promise<void>;
}

const SLOTS = 16;
const SLOT = 64 * 1024;

/**
 * The relay thread: self-contained (it is run from its source text, in a
 * Worker), so it reaches only globals. One thread for all of a command's
 * terminals, read in turn, so that what two of them draw reaches the screen in
 * the order it came as nearly as the terminals tell it.
 */
function relayThread(): void {
  const EINTR = 4;
  const EAGAIN = 11;
  const POLLIN = 1;
  const POLLOUT = 4;
  // What was read is written out in pieces of up to 8 KiB (two of the terminal's 4 KiB reads): while
  // the piece is written, the kernel refills the terminal's buffer for the next read, where with 16 KiB
  // the reads waited for it back to back. On a quiet machine (script(1) at 0.92-0.95x of bare), 8 KiB
  // gave 0.86-0.94x of bare, 16 KiB 0.85-0.86x; 64 KiB ones hold the command back (bench/terminal.ts).
  const WRITE_AT = 8 * 1024;
  const thread = globalThis as unknown as { onmessage: (event: MessageEvent) => void };
  thread.onmessage = async (event: MessageEvent) => {
    type Setup = { sources: { from: number; to: number }[]; shared: SharedArrayBuffer; slots: number; slot: number; libraries: string[]; ffi: string };
    const { sources, shared, slots, slot: SLOT, libraries, ffi } = event.data as Setup;
    // Named in the message: a bundler would rewrite a `require` or `import` it can see, and this runs from its text.
    const { dlopen, FFIType, ptr, read: peek } = (await import(ffi)) as typeof import("bun:ffi");
    const memory = new Uint8Array(shared, 0, slots * SLOT);
    const base = ptr(memory);
    // [i < slots]: 1 while slot i is the relay's or the main thread's, 0 when free; [slots]: 1 once the main
    // thread asks the relay to stop; [slots + 1]: counts slots given back.
    const control = new Int32Array(shared, slots * SLOT, slots + 2);
    const STOP = slots;
    const FREED = slots + 1;
    let libc: ReturnType<typeof load> | undefined;
    function load(name: string) {
      return dlopen(name, {
        // ssize_t, read as its low 32 bits: a count of at most 64 KiB, or -1 (a BigInt per call would be garbage).
        read: { args: [FFIType.i32, FFIType.ptr, FFIType.u64], returns: FFIType.i32 },
        write: { args: [FFIType.i32, FFIType.ptr, FFIType.u64], returns: FFIType.i32 },
        poll: { args: [FFIType.ptr, FFIType.u64, FFIType.i32], returns: FFIType.i32 },
        __errno_location: { args: [], returns: FFIType.ptr },
      }).symbols;
    }
    for (const name of libraries) {
      try {
        libc = load(name);
        break;
      } catch {
        // the next name
      }
    }
    if (!libc) {
      postMessage({ end: true, failed: "libc could not be loaded" });
      return;
    }
    const c = libc;
    const errno = () => peek.i32(c.__errno_location()!, 0);
    // struct pollfd { int fd; short events; short revents; }, one per source
    const pollfds = new Int32Array(2 * sources.length);
    const pollPtr = ptr(pollfds);
    const one = new Int32Array(2);
    const onePtr = ptr(one);
    const stopped = () => Atomics.load(control, STOP) !== 0;
    /** A free slot, once there is one; -1 when asked to stop meanwhile. */
    const take = (): number => {
      for (;;) {
        const freed = Atomics.load(control, FREED);
        for (let i = 0; i < slots; i++) if (Atomics.compareExchange(control, i, 0, 1) === 0) return i;
        if (stopped()) return -1;
        Atomics.wait(control, FREED, freed, 100);
      }
    };
    const streams = sources.map(({ from, to }) => ({ from, to, slot: take(), used: 0, writing: true, open: true, quiet: false }));
    type Stream = (typeof streams)[number];
    const handOn = (s: Stream, index: number) => {
      if (s.used === 0 || s.slot < 0) return;
      postMessage({ index, slot: s.slot, length: s.used });
      s.slot = take();
      s.used = 0;
    };
    const writeAll = (s: Stream, index: number, start: number, end: number) => {
      let at = start;
      while (s.writing && at < end && !stopped()) {
        const n = c.write(s.to, base + s.slot * SLOT + at, end - at);
        if (n >= 0) {
          at += n;
          continue;
        }
        const e = errno();
        if (e === EINTR) continue;
        if (e === EAGAIN) {
          one[0] = s.to;
          one[1] = POLLOUT;
          c.poll(onePtr, 1, 100);
          continue;
        }
        s.writing = false;
        postMessage({ index, failed: e });
      }
    };
    let open = streams.length;
    // A stream that had nothing is read again when poll says it has more, or every 4th round (64 KiB) while another streams.
    let round = 0;
    while (open > 0 && !stopped()) {
      let read = false;
      round++;
      for (let index = 0; index < streams.length; index++) {
        const s = streams[index]!;
        if (!s.open || s.slot < 0 || (s.quiet && round % 4 !== 0)) continue;
        // Read what the terminal holds (up to WRITE_AT), then write it in one piece.
        const start = s.used;
        let e = 0;
        while (s.used - start < WRITE_AT && SLOT - s.used >= 4096) {
          const n = c.read(s.from, base + s.slot * SLOT + s.used, SLOT - s.used);
          if (n > 0) {
            s.used += n;
            continue;
          }
          e = n < 0 ? errno() : -1;
          if (e === EINTR) continue;
          break;
        }
        if (s.used > start) {
          read = true;
          s.quiet = false;
          writeAll(s, index, start, s.used);
        }
        if (SLOT - s.used < 4096) handOn(s, index);
        if (e === 0) continue;
        // Nothing more waiting: what was read goes to the main thread now.
        handOn(s, index);
        if (e === EAGAIN) {
          s.quiet = true;
          continue;
        }
        // EIO (or the end of a file): every holder of the slave has closed it.
        s.open = false;
        open--;
      }
      if (read || open === 0) continue;
      // Nothing to read on any: sleep until one has more (or the main thread asks to stop).
      streams.forEach((s, k) => {
        pollfds[2 * k] = s.open ? s.from : -1;
        pollfds[2 * k + 1] = POLLIN;
        s.quiet = false;
      });
      c.poll(pollPtr, streams.length, 200);
    }
    streams.forEach((s, index) => handOn(s, index));
    postMessage({ end: true });
  };
}

let source: string | undefined;

/** The names libc goes by, as src/capture/pty.ts opens it. */
function libraries(): string[] {
  const arch = process.arch === "arm64" ? "aarch64" : "x86_64";
  return ["libc.so.6", `libc.musl-${arch}.so.1`, "libc.so"];
}

function errnoName(errno: number): string {
  return Object.entries(constants.errno).find(([, n]) => n === errno)?.[0] ?? `errno ${errno}`;
}

/** Relays each source's master to its destination, on one thread of its own. */
export function startRelay(sources: RelaySource[]): Relay {
  source ??= URL.createObjectURL(new Blob([`(${relayThread.toString()})()`], { type: "application/javascript" }));
  const worker = new Worker(source);
  const shared = new SharedArrayBuffer(SLOTS * SLOT + (SLOTS + 2) * 4);
  const memory = new Uint8Array(shared, 0, SLOTS * SLOT);
  const control = new Int32Array(shared, SLOTS * SLOT, SLOTS + 2);
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    worker.terminate();
    finish();
  };
  // A thread that failed (it should not) ends the relay rather than leave aye waiting for it.
  worker.onerror = (event) => {
    event.preventDefault();
    if (!ended) for (const s of sources) s.sink.writeFailed(`the output relay stopped (${event.message})`);
    end();
  };
  worker.onmessage = (event: MessageEvent) => {
    const data = event.data as { index?: number; slot?: number; length?: number; end?: boolean; failed?: number | string };
    const sink = data.index === undefined ? undefined : sources[data.index]?.sink;
    if (data.slot !== undefined) {
      try {
        sink?.data(memory.subarray(data.slot * SLOT, data.slot * SLOT + data.length!));
      } finally {
        // The slot is the relay's again.
        Atomics.store(control, data.slot, 0);
        Atomics.add(control, SLOTS + 1, 1);
        Atomics.notify(control, SLOTS + 1);
      }
      return;
    }
    if (data.failed !== undefined) {
      const message = typeof data.failed === "number" ? `${errnoName(data.failed)}: cannot write to the terminal` : data.failed;
      for (const s of sink ? [sink] : sources.map((s) => s.sink)) s.writeFailed(message);
    }
    if (data.end) end();
  };
  worker.postMessage({ sources: sources.map(({ from, to }) => ({ from, to })), shared, slots: SLOTS, slot: SLOT, libraries: libraries(), ffi: "bun:ffi" });
  return {
    done,
    async stop() {
      Atomics.store(control, SLOTS, 1);
      Atomics.notify(control, SLOTS + 1);
      // A write the terminal never takes (a hung emulator) could hold the thread: do not wait for it for ever.
      await Promise.race([done, Bun.sleep(1000)]);
    },
  };
}
