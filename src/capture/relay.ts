/**
 * The relay from a pseudo-terminal's master to the person's terminal, on a
 * thread of its own. aye's own event loop read the master in bursts and wrote
 * each burst whole (100 KiB and more), so the command waited while the screen
 * caught up and the screen waited while aye read: half the throughput of the
 * command alone. The relay thread writes each read (at most the 4 KiB a
 * terminal's line discipline holds) as soon as it has it, with no JavaScript
 * between the read and the write, as script(1) does; only then are the bytes
 * handed, in batches of up to 64 KiB, to the main thread, which captures them
 * off the output's path.
 *
 * Bounded: the main thread has at most IN_FLIGHT bytes to take at any time;
 * past that the relay waits, and so does the command, as a terminal makes a
 * program wait that prints faster than the screen draws.
 */
import { constants } from "node:os";

/** What a relay hands on, and to whom. */
export interface RelaySink {
  /** A batch of what was relayed, after it reached the person's terminal; the main thread may keep it. */
  data(chunk: Uint8Array): void;
  /** Writing to the person's terminal failed (it hung up): said once; the rest is read and dropped. */
  writeFailed(message: string): void;
}

/** One master to relay: `from` (non-blocking; the relay reads it until `done` or `stop()` resolves, the caller closes it after) to aye's fd `to`. */
export interface RelaySource {
  from: number;
  to: 1 | 2;
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

/** Bytes handed to the main thread and not yet taken, past which the relay waits. */
const IN_FLIGHT = 4 * 1024 * 1024;

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
  const BATCH = 64 * 1024;
  // Reads are written out in pieces of up to 16 KiB: 4 KiB writes cost the kernel a wake-up each, 64 KiB ones hold the command back (measured, bench/terminal.ts).
  const WRITE_AT = 16 * 1024;
  const thread = globalThis as unknown as { onmessage: (event: MessageEvent) => void };
  thread.onmessage = async (event: MessageEvent) => {
    const { sources, shared, libraries, inFlight, ffi } = event.data as { sources: { from: number; to: number }[]; shared: SharedArrayBuffer; libraries: string[]; inFlight: number; ffi: string };
    // Named in the message: a bundler would rewrite a `require` or `import` it can see, and this runs from its text.
    const { dlopen, FFIType, ptr, read: peek } = (await import(ffi)) as typeof import("bun:ffi");
    // [0]: bytes handed on and not yet taken; [1]: 1 once the main thread asks the relay to stop.
    const flags = new Int32Array(shared);
    let libc: ReturnType<typeof load> | undefined;
    function load(name: string) {
      return dlopen(name, {
        read: { args: [FFIType.i32, FFIType.ptr, FFIType.u64], returns: FFIType.i64 },
        write: { args: [FFIType.i32, FFIType.ptr, FFIType.u64], returns: FFIType.i64 },
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
    const stopped = () => Atomics.load(flags, 1) !== 0;
    const streams = sources.map(({ from, to }) => ({ from, to, buffer: new Uint8Array(BATCH), used: 0, writing: true, open: true, quiet: false }));
    type Stream = (typeof streams)[number];
    const handOn = (s: Stream, index: number) => {
      if (s.used === 0) return;
      Atomics.add(flags, 0, s.used);
      const chunk = s.buffer.subarray(0, s.used);
      postMessage({ index, chunk }, [chunk.buffer]);
      s.buffer = new Uint8Array(BATCH);
      s.used = 0;
    };
    const writeAll = (s: Stream, index: number, start: number, end: number) => {
      let at = start;
      while (s.writing && at < end && !stopped()) {
        const n = Number(c.write(s.to, ptr(s.buffer, at), end - at));
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
    // A stream that had nothing is read again only when poll says it has more, or every few rounds while another streams.
    let round = 0;
    while (open > 0 && !stopped()) {
      // The main thread is behind: wait for it, and leave the command waiting on its terminal meanwhile.
      for (let queued = Atomics.load(flags, 0); queued > inFlight && !stopped(); queued = Atomics.load(flags, 0)) {
        Atomics.wait(flags, 0, queued, 100);
      }
      let read = false;
      round++;
      streams.forEach((s, index) => {
        if (!s.open || (s.quiet && round % 16 !== 0)) return;
        // Read what the terminal holds (up to WRITE_AT), then write it in one piece.
        const start = s.used;
        let e = 0;
        while (s.used - start < WRITE_AT && BATCH - s.used >= 4096) {
          const n = Number(c.read(s.from, ptr(s.buffer, s.used), BATCH - s.used));
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
        if (BATCH - s.used < 4096) handOn(s, index);
        if (e === 0) return;
        // Nothing more waiting: what was read goes to the main thread now.
        handOn(s, index);
        if (e === EAGAIN) {
          s.quiet = true;
          return;
        }
        // EIO (or the end of a file): every holder of the slave has closed it.
        s.open = false;
        open--;
      });
      if (read || open === 0) continue;
      // Nothing to read on any: sleep until one has more (or the main thread asks to stop).
      let k = 0;
      for (const s of streams) {
        pollfds[2 * k] = s.open ? s.from : -1;
        pollfds[2 * k + 1] = POLLIN;
        k++;
        s.quiet = false;
      }
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

/** Relays each source's master to its fd on one thread of its own. */
export function startRelay(sources: RelaySource[]): Relay {
  source ??= URL.createObjectURL(new Blob([`(${relayThread.toString()})()`], { type: "application/javascript" }));
  const worker = new Worker(source);
  const shared = new SharedArrayBuffer(8);
  const flags = new Int32Array(shared);
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let ended = false;
  // A thread that failed (it should not) ends the relay rather than leave aye waiting for it.
  worker.onerror = (event) => {
    event.preventDefault();
    if (ended) return;
    ended = true;
    for (const s of sources) s.sink.writeFailed(`the output relay stopped (${event.message})`);
    worker.terminate();
    finish();
  };
  worker.onmessage = (event: MessageEvent) => {
    const data = event.data as { index?: number; chunk?: Uint8Array; end?: boolean; failed?: number | string };
    const sink = data.index === undefined ? undefined : sources[data.index]?.sink;
    if (data.chunk) {
      try {
        sink?.data(data.chunk);
      } finally {
        Atomics.sub(flags, 0, data.chunk.length);
        Atomics.notify(flags, 0);
      }
      return;
    }
    if (data.failed !== undefined) {
      const message = typeof data.failed === "number" ? `${errnoName(data.failed)}: cannot write to the terminal` : data.failed;
      for (const s of sink ? [sink] : sources.map((s) => s.sink)) s.writeFailed(message);
    }
    if (data.end && !ended) {
      ended = true;
      worker.terminate();
      finish();
    }
  };
  worker.postMessage({ sources: sources.map(({ from, to }) => ({ from, to })), shared, libraries: libraries(), inFlight: IN_FLIGHT, ffi: "bun:ffi" });
  return {
    done,
    async stop() {
      Atomics.store(flags, 1, 1);
      Atomics.notify(flags, 0);
      // A write the terminal never takes (a hung emulator) could hold the thread: do not wait for it for ever.
      await Promise.race([done, Bun.sleep(1000)]);
    },
  };
}
