import { afterEach, expect, test } from "bun:test";
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPipe } from "../../../src/capture/pipes.ts";
import { openPty, type Pty, setNonBlocking } from "../../../src/capture/pty.ts";
import { startRelay } from "../../../src/capture/relay.ts";

const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) {
    try {
      closeSync(fd);
    } catch {}
  }
});
const pty = (): Pty => {
  const p = openPty({ cols: 80, rows: 24 })!;
  setNonBlocking(p.master);
  fds.push(p.master);
  return p;
};
/** A sink that keeps copies: a batch is valid only during the call. */
const sink = () => {
  const chunks: Uint8Array[] = [];
  const failures: string[] = [];
  return { chunks, failures, text: () => Buffer.concat(chunks).toString(), data: (c: Uint8Array) => chunks.push(c.slice()), writeFailed: (m: string) => failures.push(m) };
};

test("what a program draws reaches the destination and the sink alike, whole and in order, and the relay ends with the program", async () => {
  const p = pty();
  const out = join(tmpdir(), `aye-relay-${process.pid}.txt`);
  const to = openSync(out, "w");
  fds.push(to);
  const s = sink();
  const relay = startRelay([{ from: p.master, to, sink: s }]);
  // Several MiB, more than any buffer on the way: written by another process, as a command would.
  const lines = Array.from({ length: 200_000 }, (_, i) => `line ${i} ${"x".repeat(i % 50)}`).join("\n");
  const source = join(tmpdir(), `aye-relay-src-${process.pid}.txt`);
  writeFileSync(source, `${lines}\n`);
  const proc = Bun.spawn(["cat", source], { stdio: ["ignore", p.slave, "inherit"] });
  closeSync(p.slave);
  await proc.exited;
  await relay.done;
  // The terminal's own output processing: each \n drawn as \r\n.
  const drawn = `${lines}\n`.replaceAll("\n", "\r\n");
  expect(s.text()).toBe(drawn);
  expect(readFileSync(out, "utf8")).toBe(drawn);
  expect(s.chunks.every((c) => c.length <= 64 * 1024)).toBe(true);
  expect(s.failures).toEqual([]);
});

test("two terminals are relayed each to its own destination", async () => {
  const [a, b] = [pty(), pty()];
  const [pa, pb] = [openPipe()!, openPipe()!];
  fds.push(pa.read, pa.write, pb.read, pb.write);
  const [sa, sb] = [sink(), sink()];
  const relay = startRelay([
    { from: a.master, to: pa.write, sink: sa },
    { from: b.master, to: pb.write, sink: sb },
  ]);
  writeSync(a.slave, "to a\n");
  writeSync(b.slave, "to b\n");
  closeSync(a.slave);
  closeSync(b.slave);
  await relay.done;
  expect(sa.text()).toBe("to a\r\n");
  expect(sb.text()).toBe("to b\r\n");
  const read = (fd: number) => {
    const buffer = Buffer.alloc(64);
    return buffer.subarray(0, require("node:fs").readSync(fd, buffer)).toString();
  };
  expect(read(pa.read)).toBe("to a\r\n");
  expect(read(pb.read)).toBe("to b\r\n");
});

test("a destination that fails is told once, and the program's output is still read to its end", async () => {
  const p = pty();
  const pipe = openPipe()!;
  fds.push(pipe.write);
  closeSync(pipe.read); // nobody reads: EPIPE
  const s = sink();
  const relay = startRelay([{ from: p.master, to: pipe.write, sink: s }]);
  const proc = Bun.spawn(["sh", "-c", "i=0; while [ $i -lt 2000 ]; do echo line $i; i=$((i+1)); done"], { stdio: ["ignore", p.slave, "inherit"] });
  closeSync(p.slave);
  expect(await proc.exited).toBe(0);
  await relay.done;
  expect(s.failures).toHaveLength(1);
  expect(s.failures[0]).toContain("EPIPE");
  expect(s.text()).toEndWith("line 1999\r\n");
});

test("stop() lets go of a terminal that something else keeps open", async () => {
  const p = pty();
  fds.push(p.slave); // held open here, as a background grandchild would hold it
  const s = sink();
  const devNull = openSync("/dev/null", "w");
  fds.push(devNull);
  const relay = startRelay([{ from: p.master, to: devNull, sink: s }]);
  writeSync(p.slave, "still open\n");
  let ended = false;
  relay.done.then(() => (ended = true));
  await Bun.sleep(100);
  expect(ended).toBe(false);
  await relay.stop();
  expect(ended).toBe(true);
  expect(s.text()).toBe("still open\r\n");
});

test("what two terminals draw reaches the sinks in the order it was drawn", async () => {
  const [a, b] = [pty(), pty()];
  const devNull = openSync("/dev/null", "w");
  fds.push(devNull);
  const seen: string[] = [];
  const keep = (name: string) => ({ data: (c: Uint8Array) => seen.push(`${name}:${Buffer.from(c).toString()}`), writeFailed: () => {} });
  const relay = startRelay([
    { from: a.master, to: devNull, sink: keep("a") },
    { from: b.master, to: devNull, sink: keep("b") },
  ]);
  // Turns, each drawn once the one before it reached its sink, as a command's stdout and stderr take turns.
  for (let i = 0; i < 6; i++) {
    const [name, slave] = i % 2 === 0 ? ["a", a.slave] : ["b", b.slave];
    writeSync(slave, `${name}${i}\n`);
    for (let waited = 0; !seen.join("").includes(`${name}${i}`) && waited < 5000; waited += 5) await Bun.sleep(5);
  }
  closeSync(a.slave);
  closeSync(b.slave);
  await relay.done;
  expect(seen).toEqual(["a:a0\r\n", "b:b1\r\n", "a:a2\r\n", "b:b3\r\n", "a:a4\r\n", "b:b5\r\n"]);
});

test("what a program drew before it paused reaches the sink while it still runs", async () => {
  const p = pty();
  fds.push(p.slave);
  const s = sink();
  const devNull = openSync("/dev/null", "w");
  fds.push(devNull);
  const relay = startRelay([{ from: p.master, to: devNull, sink: s }]);
  writeSync(p.slave, "a prompt$ ");
  // Far longer than the relay waits for more before it hands a batch on; the terminal stays open.
  for (let waited = 0; s.text() === "" && waited < 5000; waited += 5) await Bun.sleep(5);
  expect(s.text()).toBe("a prompt$ ");
  await relay.stop();
});

test("two terminals drawing at once: each sink gets its own bytes whole, and the interleaving follows the reads", async () => {
  const [a, b] = [pty(), pty()];
  const devNull = openSync("/dev/null", "w");
  fds.push(devNull);
  const [sa, sb] = [sink(), sink()];
  const relay = startRelay([
    { from: a.master, to: devNull, sink: sa },
    { from: b.master, to: devNull, sink: sb },
  ]);
  const script = (name: string) => `i=0; while [ $i -lt 3000 ]; do echo ${name} $i; i=$((i+1)); done`;
  const procs = [Bun.spawn(["sh", "-c", script("a")], { stdio: ["ignore", a.slave, "inherit"] }), Bun.spawn(["sh", "-c", script("b")], { stdio: ["ignore", b.slave, "inherit"] })];
  closeSync(a.slave);
  closeSync(b.slave);
  await Promise.all(procs.map((p) => p.exited));
  await relay.done;
  const expected = (name: string) => Array.from({ length: 3000 }, (_, i) => `${name} ${i}\r\n`).join("");
  expect(sa.text()).toBe(expected("a"));
  expect(sb.text()).toBe(expected("b"));
});
