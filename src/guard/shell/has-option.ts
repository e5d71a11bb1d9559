/** Options as getopt-style programs read them, for the effect table's option lists. */

/** Whether `args` hold one of `spec`'s options: `-f` also inside `-rf`, `--force` also as `--force=x` or a prefix typed of it. */
export function hasOption(args: string[], spec: string | undefined): boolean {
  if (!spec) return false;
  const names = spec.split(" ");
  return args.some((a) => {
    if (a === "--") return false;
    if (names.includes(a)) return true;
    if (a.startsWith("--")) {
      const typed = a.split("=")[0]!;
      // A dry run must be spelt out whole: --dry-run=none is not one.
      return names.some((n) => n.startsWith("--") && !n.includes("=") && typed.length > 3 && n.startsWith(typed) && !/=(?:none|false|no)$/.test(a));
    }
    if (/^-[a-zA-Z0-9]{2,}$/.test(a)) return names.some((n) => /^-[a-zA-Z0-9]$/.test(n) && a.includes(n[1]!));
    return /^-[a-zA-Z]/.test(a) && names.some((n) => /^-[a-zA-Z]$/.test(n) && a.startsWith(n) && !/^-[a-zA-Z]{2,}$/.test(a));
  });
}
