/**
 * Which way aye reaches the OS where Linux has its own: `linux` (/proc, pipe2) on Linux, `portable`
 * (POSIX libc calls and `ps`, as on macOS) elsewhere. `AYE_OS_PATHS=portable` forces the portable
 * way on Linux, so that it is tested where CI runs.
 */
export type OsPath = "linux" | "portable";

let chosen: OsPath | undefined;

export function osPath(): OsPath {
  chosen ??= process.platform === "linux" && process.env.AYE_OS_PATHS !== "portable" ? "linux" : "portable";
  return chosen;
}
