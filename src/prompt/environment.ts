/**
 * The default context of a request (as wut and `aichat -e` send it): the OS,
 * the person's shell and the working directory, so that the model does not
 * guess. The block is pure; reading the machine is `readEnvironment`'s part.
 * Like everything aye adds to a prompt, it is redacted on its way out.
 */
import { readFileSync } from "node:fs";
import { arch, platform, release } from "node:os";
import { basename } from "node:path";

export interface Environment {
  os: string;
  shell: string;
  cwd: string;
}

/** The block that ends a prompt (pure), in the style of seed 000's attach block. */
export function environmentBlock(e: Environment): string {
  return `---\nEnvironment:\nos: ${e.os}\nshell: ${e.shell}\ncwd: ${e.cwd}\n---`;
}

/** The OS in words (pure): the distribution's name where the system says it, the kernel and the machine. */
export function describeOs(system: string, kernel: string, machine: string, osRelease?: string): string {
  const pretty = osRelease && /^PRETTY_NAME=("?)(.*)\1$/m.exec(osRelease)?.[2];
  const name = system === "darwin" ? "macOS" : system === "linux" ? "Linux" : system;
  const kernelName = system === "darwin" ? "Darwin" : name;
  return pretty ? `${pretty} (${kernelName} ${kernel}, ${machine})` : `${name} (${kernelName} ${kernel}, ${machine})`;
}

/** This machine's environment for a request from `cwd`: the shell is the person's $SHELL. */
export function readEnvironment(env: Record<string, string | undefined>, cwd: string): Environment {
  let osRelease: string | undefined;
  if (platform() === "linux") {
    try {
      osRelease = readFileSync("/etc/os-release", "utf8");
    } catch {}
  }
  return { os: describeOs(platform(), release(), arch(), osRelease), shell: env.SHELL ? basename(env.SHELL) : "unknown", cwd };
}
