/**
 * A dry run reads only where its input cannot run code. Planners whose input can (from their manuals):
 * - Terraform and OpenTofu run a `data "external"` program while they plan, refresh or evaluate, in the root module or
 *   in any module it calls; a module from elsewhere not fetched yet is input aye cannot read;
 * - Terragrunt runs its `before_hook`/`after_hook`/`error_hook` commands and `run_cmd(…)` calls for any command;
 * - Ansible runs a task with `check_mode: false` "normally, even when the playbook is called with --check", runs
 *   lookups (`pipe`, `lines`) on the controller, an inventory that is a script, and the project's own plugins;
 * - cdk synth/diff run the app cdk.json names, and pulumi preview runs the program: always.
 * Each is judged by its files, as make's dry run is by its Makefile: what can run makes it "runs".
 */
import { readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { readText } from "./files.ts";
import { programName } from "./wrappers.ts";

/** The files below `dir` whose names `pattern` matches (skipping .git and node_modules), at most `limit`; undefined past it. */
function filesBelow(dir: string, pattern: RegExp, limit = 400, depth = 6): string[] | undefined {
  const found: string[] = [];
  const walk = (at: string, level: number): boolean => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return true;
    }
    for (const name of names) {
      if (name === ".git" || name === "node_modules") continue;
      const path = join(at, name);
      let folder = false;
      try {
        folder = statSync(path).isDirectory();
      } catch {
        continue;
      }
      if (folder) {
        if (level < depth && !walk(path, level + 1)) return false;
      } else if (pattern.test(name)) {
        found.push(path);
        if (found.length > limit) return false;
      }
    }
    return true;
  };
  return walk(dir, 0) ? found : undefined;
}

/** Whether any of `files` holds text `code` matches; true where one cannot be read (it may). */
const anyHolds = (files: string[], code: RegExp) => files.some((f) => ((text) => text === undefined || code.test(text))(readText(f, 1024 * 1024)));

/** Terraform's constructs that run a program while it plans. */
const TF_RUNS = /\bdata\s+"external"|"external"\s*:\s*[{[]/;
/** A module called from a place other than a folder of the project (the registry, git, a URL). */
const TF_REMOTE_MODULE = /\bsource\s*=\s*"(?!\.\.?\/)[^"]+"/;

function terraform(args: string[], dir: string): string | undefined {
  const chdir = args.map((a) => /^-chdir=(.+)$/.exec(a)?.[1]).find((d) => d !== undefined);
  const sub = args.find((a) => !a.startsWith("-"));
  if (!/^(?:plan|refresh|console|apply|import|test)$/.test(sub ?? "")) return undefined;
  const at = chdir === undefined ? dir : resolve(dir, chdir);
  const files = filesBelow(at, /\.tf(?:\.json)?$/);
  if (files === undefined) return "what the configuration's data sources run as it plans (too many files to read)";
  if (anyHolds(files, TF_RUNS)) return 'what `data "external"` runs as it plans';
  // (Modules fetched by init are below .terraform/modules, read above; one not fetched yet is unread.)
  const fetched = filesBelow(join(at, ".terraform", "modules"), /\.tf(?:\.json)?$/) ?? [];
  if (!fetched.length && files.some((f) => !f.includes("/.terraform/") && /\bmodule\s+"/.test(readText(f, 1024 * 1024) ?? "") && TF_REMOTE_MODULE.test(readText(f, 1024 * 1024) ?? ""))) return "what the modules it fetches from elsewhere run as it plans";
  return undefined;
}

/** Terragrunt's hooks and commands, in its files here and in the folders above, up to the project. */
function terragrunt(args: string[], dir: string, root: string): string | undefined {
  if (args.every((a) => /^--?(?:help|version)$/.test(a))) return undefined;
  // (Its files below too: `run-all`, `--all` run every unit there.)
  const below = filesBelow(dir, /\.hcl$/);
  if (below === undefined) return "what terragrunt's files run (too many to read)";
  const hcl: string[] = [...below];
  for (let at = dirname(dir); at.startsWith(root) && at !== dirname(root); at = dirname(at)) {
    hcl.push(...(filesBelow(at, /\.hcl$/, 64, 0) ?? []));
    if (at === root || dirname(at) === at) break;
  }
  if (anyHolds(hcl, /\b(?:before_hook|after_hook|error_hook)\b|\brun_cmd\s*\(|\bsops_decrypt_file\b/)) return "what terragrunt.hcl's hooks and run_cmd run";
  return terraform(args, dir);
}

/** Ansible's input that runs code under --check: tasks that ignore it, controller lookups, the project's plugins. */
const ANSIBLE_RUNS = /\bcheck_mode\s*:\s*(?:false|no|False|No|FALSE|NO|"?\{\{)|\b(?:lookup|query|q)\s*\(\s*["'](?:pipe|lines|ansible\.builtin\.pipe|ansible\.builtin\.lines)["']|\bvault_password_file\b|_plugins\s*=|\blibrary\s*=/;

function ansible(args: string[], dir: string): string | undefined {
  if (!args.some((a) => /^(?:-C|--check)$/.test(a)) || args.some((a) => /^--(?:syntax-check|list-tasks|list-hosts|list-tags)$/.test(a))) return undefined;
  const files = filesBelow(dir, /\.(?:ya?ml|cfg|j2)$|^ansible\.cfg$/);
  if (files === undefined) return "what the playbook runs under --check (too many files to read)";
  if (anyHolds(files, ANSIBLE_RUNS)) return "what the playbook runs even under --check (`check_mode: false`, a controller lookup, a plugin)";
  // The project's own modules and plugins, and an inventory that is a program.
  const plugins = filesBelow(dir, /\.py$/);
  if (plugins === undefined || plugins.some((p) => /\/(?:library|module_utils|plugins|[a-z]+_plugins)\//.test(p))) return "what the project's own Ansible plugins run";
  const inventories = args.filter((_a, i) => /^(?:-i|--inventory)$/.test(args[i - 1] ?? "")).map((i) => resolve(dir, i));
  if (inventories.some((i) => executable(i))) return "what an inventory script runs";
  return undefined;
}

/** Whether `path` is an executable file, or a folder holding one (an inventory script). */
function executable(path: string): boolean {
  try {
    const s = statSync(path);
    if (s.isDirectory()) return readdirSync(path).some((n) => executable(join(path, n)));
    return (s.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** The files whose collections and roles ansible-lint installs before it lints (its docs: "Installing dependencies"). */
const ANSIBLE_REQUIREMENTS = ["requirements.yml", "roles/requirements.yml", "collections/requirements.yml", "tests/requirements.yml", "tests/integration/requirements.yml", "tests/unit/requirements.yml", "galaxy.yml"];

/**
 * Whether a linter fetches plugins to run (`ansible-lint` installs what the project's requirements name, unless
 * --offline or its config says `offline: true`).
 */
export function lintFetches(argv: string[], dir: string): boolean {
  if (programName(argv[0] ?? "") !== "ansible-lint" || argv.slice(1).some((a) => /^(?:--offline|-L|--list-rules|-T|--list-tags|--list-profiles|--version|--help|-h)$/.test(a))) return false;
  if (/^\s*offline\s*:\s*true\b/m.test(readText(join(dir, ".ansible-lint"), 64 * 1024) ?? readText(join(dir, ".config", "ansible-lint.yml"), 64 * 1024) ?? "")) return false;
  return ANSIBLE_REQUIREMENTS.some((f) => readText(join(dir, f), 1) !== undefined);
}

/** What a dry run (or a read) of a planner runs of the project's, in `dir` (the project being `root`); undefined when nothing. */
export function dryRunRuns(argv: string[], dir: string, root: string): string | undefined {
  const name = programName(argv[0] ?? "");
  const args = argv.slice(1);
  if (/^(?:terraform|tofu)$/.test(name)) return terraform(args, dir);
  if (name === "terragrunt") return terragrunt(args, dir, root);
  if (name === "ansible-playbook") return ansible(args, dir);
  if (name === "cdk" && /^(?:synth|synthesize|diff|ls|list|watch|metadata)$/.test(args.find((a) => !a.startsWith("-")) ?? "")) return "what the app cdk.json names runs (cdk runs it to synthesize)";
  if (name === "pulumi" && /^(?:preview|pre|up|refresh|watch)$/.test(args.find((a) => !a.startsWith("-")) ?? "")) return "what the Pulumi program runs (pulumi runs it to preview)";
  return undefined;
}
