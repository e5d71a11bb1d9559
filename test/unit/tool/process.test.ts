import { expect, test } from "bun:test";
import { endGroup, groupAlive, leaderAlive, signalGroup, startTimeOf } from "../../../src/tool/process.ts";

const spawnGroup = () => Bun.spawn(["bash", "-c", "sleep 30 & sleep 30"], { stdin: "ignore", stdout: "ignore", stderr: "ignore", detached: true });

test("a pid whose start time differs from the recorded one (reused by the system) is never signalled", async () => {
  const proc = spawnGroup();
  const real = startTimeOf(proc.pid)!;
  const sent: string[] = [];
  const kill = (pid: number, signal: string) => sent.push(`${pid} ${signal}`);
  const stranger = { pid: proc.pid, startTime: real + 1 };
  expect(leaderAlive(stranger)).toBe(false);
  signalGroup(stranger, "SIGKILL", kill);
  expect(sent).toEqual([]);
  expect(await endGroup(stranger, kill, 100)).toBeNull();
  expect(sent).toEqual([]);
  process.kill(-proc.pid, "SIGKILL");
  await proc.exited;
});

test("endGroup ends the leader and what it started, and says with which signal", async () => {
  const proc = spawnGroup();
  await Bun.sleep(50);
  const job = { pid: proc.pid, startTime: startTimeOf(proc.pid) };
  expect(groupAlive(job)).toBe(true);
  expect(await endGroup(job, process.kill, 2000)).toBe("SIGTERM");
  expect(groupAlive(job)).toBe(false);
});
