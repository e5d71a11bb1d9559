/**
 * A plan that writes code and then runs something: what runs after may be what it wrote
 * (`printf 'all:\n\trm -rf src\n' > Makefile && make`), which no table can say.
 */
import type { SimpleCommand } from "./shell-syntax.ts";
import { programName } from "./wrappers.ts";

/** Files that hold code a later command may run: build files, scripts, manifests with scripts. */
const CODE_FILE = /(?:^|\/)(?:[Mm]akefile|GNUmakefile|[\w.-]+\.mk|[Jj]ustfile|\.justfile|Taskfile\.ya?ml|Rakefile|package\.json|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|pom\.xml|build\.rs|setup\.py|pyproject\.toml|conftest\.py|noxfile\.py|tox\.ini|Dockerfile|docker-compose\.ya?ml|compose\.ya?ml|CMakeLists\.txt|[\w.-]+\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|php|lua|ps1))$/;

/** The first command that writes a file of code (by a redirection, tee, or a copy's target), and the file. */
export function writesCode(commands: SimpleCommand[]): { at: number; file: string } | undefined {
  for (const [at, c] of commands.entries()) {
    const name = programName(c.argv[0] ?? "");
    const targets = [
      ...c.redirects.filter((r) => />/.test(r.op)).map((r) => r.target),
      ...(name === "tee" ? c.argv.slice(1).filter((a) => !a.startsWith("-")) : []),
      // A copy's target, or, into a folder (`cp /tmp/Makefile .`), what it copies there.
      ...(/^(?:cp|mv|install|ln)$/.test(name) ? (/^\.?\.?\/?$|\/$/.test(c.argv.at(-1) ?? "") ? c.argv.slice(1).filter((a) => !a.startsWith("-")) : c.argv.slice(-1)) : []),
    ];
    // `npm pkg set scripts.test=…` writes package.json without naming it.
    if (/^(?:npm|pnpm)$/.test(name) && (c.argv[1] === "set-script" || (c.argv[1] === "pkg" && /^(?:set|delete|fix)$/.test(c.argv[2] ?? "")))) targets.push("package.json");
    const file = targets.find((t) => CODE_FILE.test(t));
    if (file !== undefined) return { at, file };
  }
  return undefined;
}
