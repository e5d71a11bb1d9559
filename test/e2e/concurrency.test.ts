/** Many aye processes on one store, and job control in a real shell. */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { join } from "node:path";
import { AYE, ROOT, aye, tempHome } from "../helpers.ts";

let home: ReturnType<typeof tempHome>;
beforeEach(() => (home = tempHome()));
afterEach(() => home.cleanup());

test("20 concurrent consumers: exactly one gets the pending capture", async () => {
  await aye(["run", "sh", "-c", "exit 1"], { env: { ...home.env, AYE_SESSION: "s" } });
  const dir = join(home.env.XDG_CACHE_HOME, "aye");
  const procs = Array.from({ length: 20 }, () =>
    Bun.spawn([process.execPath, join(ROOT, "test", "fixtures", "consume.ts"), dir, "session:s"], { stdout: "pipe", stderr: "pipe" }),
  );
  const outs = await Promise.all(procs.map(async (p) => ({ out: (await new Response(p.stdout).text()).trim(), err: await new Response(p.stderr).text() })));
  expect(outs.map((o) => o.err).join("")).toBe("");
  expect(outs.filter((o) => o.out === "1")).toHaveLength(1);
  expect(outs.filter((o) => o.out === "none")).toHaveLength(19);
});

test("SIGTERM sent to aye on pipes reaches the command", async () => {
  const proc = Bun.spawn([AYE, "run", "sh", "-c", "trap 'echo got-term; exit 9' TERM; echo ready; while :; do sleep 0.05; done"], {
    env: home.env,
    stdout: "pipe",
    stderr: "pipe",
  });
  const reader = proc.stdout.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toBe("ready\n");
  proc.kill("SIGTERM");
  expect(await proc.exited).toBe(9);
  const rest = new TextDecoder().decode((await reader.read()).value);
  expect(rest).toBe("got-term\n");
});

test("Ctrl-Z stops aye and its command in an interactive shell, and fg resumes both", async () => {
  let screen = "";
  const proc = Bun.spawn(["bash", "--norc", "--noprofile", "-i"], {
    env: { ...home.env, PS1: "$ ", TERM: "xterm" },
    terminal: { cols: 120, rows: 30, data: (_t, d) => (screen += new TextDecoder().decode(d)) },
  });
  const t = proc.terminal!;
  const waitFor = async (text: string) => {
    const until = Date.now() + 5000;
    while (!screen.includes(text) && Date.now() < until) await Bun.sleep(20);
    expect(screen).toContain(text);
  };
  // Markers the shell computes, so the echoed command line cannot match them.
  t.write(`'${AYE}' run sh -c 'echo started-$((1+1)); sleep 1; echo finished-$((2+2)); exit 5'\n`);
  await waitFor("started-2");
  t.write("\x1a");
  await waitFor("Stopped");
  t.write("fg\n");
  await waitFor("finished-4");
  await Bun.sleep(200); // keys typed while aye runs go to the command, as with any terminal wrapper
  t.write("echo status=$?-$((3+3))\n");
  await waitFor("status=5-6");
  t.write("exit\n");
  await proc.exited;
  t.close();
}, 20000);

test("SIGINT sent to aye without a terminal (a CI runner cancelling) reaches the command", async () => {
  const proc = Bun.spawn([AYE, "run", "sh", "-c", "trap 'echo got-int; exit 11' INT; echo ready; while :; do sleep 0.05; done"], {
    env: home.env,
    stdout: "pipe",
    stderr: "pipe",
    detached: true, // no controlling terminal, as under a CI runner
  });
  const reader = proc.stdout.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe("ready\n");
  proc.kill("SIGINT");
  expect(await proc.exited).toBe(11);
  expect(new TextDecoder().decode((await reader.read()).value)).toBe("got-int\n");
});
