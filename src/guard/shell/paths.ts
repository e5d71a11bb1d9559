/** Which paths are precious: the root, homes, system folders, disks, start-up files. */

/**
 * `$HOME/x`, `${HOME}/x/`, `~/./x` and `~/x` are the same path, and
 * `/tmp/../etc` is `/etc`. Above the root or a home is the root: `~/..` is
 * as precious as `/`. A relative `..` stays: the working folder is unknown.
 */
function normalPath(path: string): string {
  const p = path.replace(/^\$\{?HOME\}?(?=\/|$)/, "~");
  const anchored = p.startsWith("/") || p === "~" || p.startsWith("~/");
  const parts: string[] = [];
  for (const s of p.split("/")) {
    if (s === "" || s === ".") continue;
    if (s === ".." && anchored) {
      if (parts.length === 0 || (parts.length === 1 && parts[0] === "~")) return "/";
      parts.pop();
    } else parts.push(s);
  }
  if (p.startsWith("/")) return `/${parts.join("/")}`;
  return parts.join("/") || ".";
}

const SYSTEM = /^\/(?:bin|boot|dev|etc|home|lib|lib32|lib64|opt|proc|root|sbin|srv|sys|usr|var|Users|System|Library|Applications)(?:\/(?:bin|lib|lib64|local|sbin|share|log))?$/;

/** `/`, a home (`~`, `~bob`), or a top-level system folder. */
export function isPreciousDir(path: string): boolean {
  const p = normalPath(path);
  return p === "/" || /^~[\w.-]*$/.test(p) || SYSTEM.test(p);
}

/** Everything in a precious folder, the working folder or its parent: `*`, `/*`, `~/.*`, `.`, `..`. */
export function isWholeTree(path: string): boolean {
  const p = normalPath(path);
  if (/^(?:\.\.?\/?)+$/.test(p) || p === "*" || p === ".*") return true;
  const globbed = /^(.*?)\/(?:\.?\*)$/.exec(p);
  return isPreciousDir(p) || (globbed !== null && (globbed[1] === "" || globbed[1] === "." || globbed[1] === ".." || isPreciousDir(globbed[1]!)));
}

/** A disk, a partition, or kernel memory: writing there destroys data below any filesystem. */
const isDevice = (path: string) => /^\/dev\/(?:sd|sg|hd|vd|xvd|nvme|mmcblk|disk|rdisk|loop|md|dm-|mapper\/|sr|mtd|nbd|zd|mem$|kmem$|port$|root$)/.test(normalPath(path));

/** Files of the system itself: configuration, boot, programs. */
const isSystemFile = (path: string) => /^\/(?:etc|boot|usr|bin|sbin|lib|lib32|lib64|sys|proc\/sys)(?:\/|$)/.test(normalPath(path));

/** What a shell runs at start-up, and who may log in over SSH. */
const isStartupFile = (path: string) =>
  /^(?:~|\/root|\/home\/[^/]+)\/(?:\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zshenv|zprofile|zlogin|login|cshrc|tcshrc|kshrc)$|\.config\/fish\/|\.ssh\/)/.test(normalPath(path));

/** Why writing to `path` is dangerous, if it is. */
export function writeDanger(path: string): string | undefined {
  if (isDevice(path)) return "writes over a disk device";
  if (isSystemFile(path)) return "overwrites system files";
  if (isStartupFile(path)) return "changes your shell's start-up files or SSH keys";
  return undefined;
}
