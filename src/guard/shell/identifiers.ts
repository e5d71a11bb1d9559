/**
 * Words made when the line runs that are only identifiers a tool printed: a commit's hash or a ref's name
 * (`git rev-parse --short HEAD`, `git branch --show-current`), containers' ids (`docker compose ps -q db`), objects' kind/name (`kubectl get pods
 * -o name`), a run's or a pull request's number (`gh run list --json databaseId -q '.[0].databaseId'`). None of
 * them starts with `-` or carries a file of here: given to a program, such a word is an operand it names, not an
 * option or local data sent out. What the program does with it is judged as ever (`docker rm -f $(docker ps -q)`
 * still deletes).
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** A ref as typed: `HEAD`, `HEAD~1`, `@{u}`, `origin/main`. */
const REF = /^(?:@|HEAD|[\w][\w./-]*)(?:[~^]\d*|@\{\w+\})*$/;

/** Whether `f` prints only identifiers, as the top of this file says. */
function printsIds(f: SimpleCommand): boolean {
  if (f.dynamic.some(Boolean) || f.argsFrom.length || f.stdinFrom.length || (f.wrappers ?? []).length || f.stdinText !== undefined) return false;
  if (f.redirects.some((r) => !(/^2>/.test(r.op) && r.target === "/dev/null") && !/^2>&1$/.test(`${r.op}${r.target}`))) return false;
  const name = programName(f.argv[0] ?? "");
  const a = f.argv.slice(1);
  // (The checked-out branch's name, as `git branch --show-current` prints it: a ref, which never starts with `-`.)
  if (name === "git" && a[0] === "branch") return a.length === 2 && a[1] === "--show-current";
  if (name === "git" && a[0] === "rev-parse") return a.slice(1).every((w) => /^(?:--short(?:=\d+)?|--abbrev-ref|--verify|-q|--quiet|--symbolic-full-name)$/.test(w) || REF.test(w));
  if (/^(?:docker|podman)$/.test(name)) {
    const rest = a[0] === "compose" ? a.slice(1) : a;
    return /^(?:ps|images)$/.test(rest[0] ?? "") && rest.includes("-q") && rest.slice(1).every((w) => /^(?:-q|-a|--all|--quiet)$/.test(w) || /^[a-z0-9][\w.-]*$/.test(w));
  }
  if (/^(?:kubectl|oc)$/.test(name)) {
    const o = a.findIndex((w) => w === "-o" || w === "--output");
    return a[0] === "get" && (a[o + 1] === "name" || a.includes("-oname") || a.includes("--output=name")) && a.every((w, i) => i === 0 || i === o || i === o + 1 || /^(?:-oname|--output=name|-A|--all-namespaces)$/.test(w) || /^(?:-n|--namespace|-l|--selector)$/.test(w) || /^(?:-n|--namespace|-l|--selector)$/.test(a[i - 1] ?? "") || /^[a-z0-9][\w./=,-]*$/.test(w));
  }
  if (name === "gh") {
    // A number by its field's name, from a listing: `--json databaseId -q '.[0].databaseId'`.
    const fields = a.flatMap((w, i) => (/^(?:-q|--jq)$/.test(a[i - 1] ?? "") ? [w] : []));
    return /^(?:run|pr|issue|release|workflow)$/.test(a[0] ?? "") && a[1] === "list" && fields.length === 1 && /^\.\[\d+\]\.(?:databaseId|number|id)$|^\.\[\]\.(?:databaseId|number|id)$/.test(fields[0]!) && a.every((w) => !w.startsWith("-") || /^(?:--json|-q|--jq|-L|--limit|--workflow|-w|--branch|-b|--status|-s|--state|--author|--label|--event|-e|--commit|-c|--user|-u)$/.test(w));
  }
  return false;
}

/** Filters that pass on a part of the lines they read. */
const FILTERS = /^(?:head|tail|sort|uniq|grep)$/;

/**
 * Whether every word of `cmd` made when the line runs is one substitution alone (`"$(…)"`), and every command in
 * them prints identifiers or filters what one printed (`$(kubectl get pods -o name | head -1)`).
 */
export function identifiersOnly(cmd: SimpleCommand): boolean {
  const dynamic = cmd.argv.slice(1).filter((_, i) => cmd.dynamic[i + 1]);
  if (!cmd.argsFrom.length || !dynamic.length || !dynamic.every((w) => /^"?\$\([^$`]*\)"?$/.test(w))) return false;
  return cmd.argsFrom.every((f) => printsIds(f) || (FILTERS.test(programName(f.argv[0] ?? "")) && !f.dynamic.some(Boolean) && !f.argsFrom.length && !(f.wrappers ?? []).length && f.argv.slice(1).every((w) => /^-/.test(w) || /^[\w.-]+$/.test(w)) && f.argv.slice(1).every((w) => !/^-[a-zA-Z]*[fo]|^--(?:file|output)/.test(w)) && f.stdinFrom.length > 0 && f.stdinFrom.every((s) => cmd.argsFrom.includes(s))));
}
