/** For the generators of known-options.ts and known-commands.ts (`make known`); not part of the binary. */

/** What `argv` prints on stdout and stderr, plainly (no colour, no pager), or "" when it is not installed. */
export function toolOutput(argv: string[]): string {
  const env = { ...process.env, LANG: "C.UTF-8", NO_COLOR: "1", PAGER: "cat", GIT_PAGER: "cat", MANPAGER: "cat", SYSTEMD_PAGER: "cat", TERM: "dumb" };
  try {
    const run = Bun.spawnSync(argv, { env, stdin: "ignore", timeout: 10_000 });
    return `${run.stdout.toString()}\n${run.stderr.toString()}`;
  } catch {
    console.error(`skipped: ${argv[0]} is not installed`);
    return "";
  }
}
