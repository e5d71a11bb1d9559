/**
 * A remote shell another program is told to use (`rsync -e 'ssh -v'`, `GIT_SSH_COMMAND='ssh -i deploy_key'`) that is
 * ssh itself, with options that only say how it connects and how much it tells: it runs no program of its own.
 * (Not -F, whose config's ProxyCommand and Match exec run programs; not -A, -X, -R, -L, -D, -f, -M, -S, -E or -J, which
 * hand over the agent, open tunnels, stay behind or write a log; an -o only of a key in the list below.)
 */
const FLAGS = /^-[vqCTtn46]+$/;
const VALUED = /^-[pli]$/;
// (ssh writes a host's new key to its known-hosts file: only /dev/null, or none written with checking strict.)
const SAFE_OPTION = /^(?:(?:Port|User|IdentityFile|IdentitiesOnly|BatchMode|ConnectTimeout|ConnectionAttempts|ServerAliveInterval|ServerAliveCountMax|Compression|LogLevel|PasswordAuthentication|PubkeyAuthentication|PreferredAuthentications|HostKeyAlgorithms|AddressFamily)=[\w./@:+-]*|StrictHostKeyChecking=yes|UserKnownHostsFile=\/dev\/null)$/i;

/** Whether `command`, as one string a program splits into words, is a plain ssh (see the top of this file). */
export function plainSsh(command: string): boolean {
  if (/["'`$\\;&|<>()*?[\]{}~\n]/.test(command)) return false;
  const [ssh, ...words] = command.trim().split(/\s+/);
  if (!/^(?:\/usr\/bin\/)?ssh$/.test(ssh ?? "")) return false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (FLAGS.test(w)) continue;
    if (VALUED.test(w) && /^[\w./@:+-]+$/.test(words[i + 1] ?? "")) i++;
    else if (/^-[pli][\w./@:+-]+$/.test(w)) continue;
    else if (w === "-o" && SAFE_OPTION.test(words[i + 1] ?? "")) i++;
    else if (/^-o./.test(w) && SAFE_OPTION.test(w.slice(2))) continue;
    else return false;
  }
  return true;
}
