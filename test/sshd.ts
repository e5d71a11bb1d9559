/**
 * A real OpenSSH server of the test's own: on 127.0.0.1 only, at a free port, with a temp host key, one temp
 * client key in a temp authorized_keys, and a temp home for the remote shell (sshd's SetEnv), so that nothing
 * in the real home is read or written. The client side is a temp ssh_config (`ssh -F CONFIG remote`).
 */
import { spawnSync, type Subprocess } from "bun";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Sshd {
  /** The client's config: `ssh -F <config> remote` logs in with the temp key, and writes known hosts only here. */
  config: string;
  /** The remote shell's home ($HOME there): its startup files go here. */
  home: string;
  stop(): Promise<void>;
}

const SSHD = ["/usr/sbin/sshd", "/usr/local/sbin/sshd", "/sbin/sshd"].find((path) => existsSync(path)) ?? "sshd";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function keygen(path: string): void {
  const r = spawnSync(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "aye-test", "-f", path], { stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`ssh-keygen: ${r.stderr.toString()}`);
}

/** Starts sshd -D -e with a temp config; `setupHome` writes the remote shell's startup files. */
export async function startSshd(setupHome: (home: string) => void = () => {}): Promise<Sshd> {
  const dir = mkdtempSync(join(tmpdir(), "aye-sshd-"));
  const home = join(dir, "home");
  mkdirSync(home);
  setupHome(home);
  keygen(join(dir, "host_key"));
  keygen(join(dir, "client_key"));
  writeFileSync(join(dir, "authorized_keys"), readFileSync(join(dir, "client_key.pub")));
  // sshd started by root checks that its privilege separation directory exists (Debian's service makes it).
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  // Bun's os.userInfo() can say "unknown" where the user has no name it reads: id(1) asks the system.
  const user = spawnSync(["id", "-un"]).stdout.toString().trim();
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const sshdConfig = join(dir, "sshd_config");
    writeFileSync(
      sshdConfig,
      [
        `ListenAddress 127.0.0.1:${port}`,
        `HostKey ${join(dir, "host_key")}`,
        `PidFile ${join(dir, "sshd.pid")}`,
        `AuthorizedKeysFile ${join(dir, "authorized_keys")}`,
        `AllowUsers ${user}`,
        "UsePAM no",
        "StrictModes no",
        "PermitRootLogin prohibit-password",
        "PubkeyAuthentication yes",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "PrintMotd no",
        "PrintLastLog no",
        "Banner none",
        "X11Forwarding no",
        "AllowTcpForwarding no",
        "AcceptEnv none",
        // The remote shell's home and history are temp files, never the real home's.
        `SetEnv HOME=${home} HISTFILE=${join(home, ".history")}`,
        "",
      ].join("\n"),
    );
    const log = join(dir, "sshd.log");
    const fd = openSync(log, "w");
    const proc: Subprocess = Bun.spawn([SSHD, "-D", "-e", "-f", sshdConfig], { stdin: "ignore", stdout: fd, stderr: fd });
    closeSync(fd);
    const until = Date.now() + 10000;
    const said = () => (existsSync(log) ? readFileSync(log, "utf8") : "");
    while (!said().includes("Server listening on") && proc.exitCode === null && Date.now() < until) await Bun.sleep(30);
    if (said().includes("Server listening on")) {
      const config = join(dir, "ssh_config");
      writeFileSync(
        config,
        [
          "Host remote",
          "  HostName 127.0.0.1",
          `  Port ${port}`,
          `  User ${user}`,
          `  IdentityFile ${join(dir, "client_key")}`,
          "  IdentitiesOnly yes",
          "  BatchMode yes",
          "  StrictHostKeyChecking no",
          `  UserKnownHostsFile ${join(dir, "known_hosts")}`,
          "  GlobalKnownHostsFile /dev/null",
          "  LogLevel ERROR",
          "",
        ].join("\n"),
      );
      return {
        config,
        home,
        async stop() {
          proc.kill();
          await proc.exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    proc.kill();
    await proc.exited;
    // Another process took the port between our look and sshd's bind: try another one.
    if (attempt >= 4) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`sshd did not start: ${said()}`);
    }
  }
}
