/** Options as getopt-style programs read them, for the effect table's option lists. */

/**
 * Whether `args` hold one of `spec`'s options: `-f` also inside `-rf`, `--force` also as `--force=x` or a prefix typed of
 * it. `strict` is for the options that make a command only read (a listing, a dry run): there a one-dash word counts
 * as a bundle only if it is one (`-avn`), not a signal's name (`-KILL` holds no `-L`) or a letter given twice.
 */
export function hasOption(args: string[], spec: string | undefined, strict = false): boolean {
  if (!spec) return false;
  const names = spec.split(" ");
  return args.some((a) => {
    if (a === "--") return false;
    if (names.includes(a)) return true;
    if (a.startsWith("--")) {
      const typed = a.split("=")[0]!;
      // A dry run must be spelt out whole, and a value given to it must say yes: --dry-run=none, =0, =f, =off are none
      // (Go's flags, npm's and apt's parsers read them as false); an unknown value is none either.
      return names.some((n) => n.startsWith("--") && !n.includes("=") && typed.length > 3 && n.startsWith(typed) && (!a.includes("=") || !/^--(?:dry-?run|dry|simulate|noop|no-act|what-?if|pretend|check)$/.test(n) || /=(?:client|server|true|yes|on|1|all)$/i.test(a)));
    }
    if (/^-[a-zA-Z0-9]{2,}$/.test(a)) return (!strict || bundle(a)) && names.some((n) => /^-[a-zA-Z0-9]$/.test(n) && a.includes(n[1]!));
    return /^-[a-zA-Z]/.test(a) && names.some((n) => /^-[a-zA-Z]$/.test(n) && a.startsWith(n) && !/^-[a-zA-Z]{2,}$/.test(a));
  });
}

/** Whether a one-dash word is a bundle of one-letter options: no letter twice, and at most one capital. */
const bundle = (a: string) => new Set(a.slice(1)).size === a.length - 1 && (a.match(/[A-Z]/g) ?? []).length <= 1;
