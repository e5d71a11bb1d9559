/**
 * What one program does with its arguments, judged as that program reads
 * them: `rm -rvf`, `rm -r --force` and `rm -R -f` all delete a tree without
 * asking. Each rule returns why the command is dangerous, or nothing.
 */
import { partitionReads } from "./effect-specials.ts";
import { isPreciousDir, isWholeTree, writeDanger } from "./paths.ts";
import { programName } from "./wrappers.ts";

/** Long options as typed. getopt_long and git take any unambiguous prefix: `--recur` is `--recursive`. */
class LongOptions {
  readonly typed = new Map<string, string | true>();

  /** Whether `--name`, or a prefix of it, was given. */
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** The value of `--name=value` (or of a prefix of it); true when given without one. */
  get(name: string): string | true | undefined {
    for (const [typed, value] of this.typed) if (typed && name.startsWith(typed)) return value;
    return undefined;
  }
}

/** Options and operands as a program with getopt-style parsing reads them. */
export interface Options {
  short: Set<string>;
  long: LongOptions;
  operands: string[];
  /** The value of a short option that takes one (`-s 0`, `-s0`), by letter. */
  values: Map<string, string>;
}

/** Reads `args`; `takesValue` lists the short options whose value follows (glued or as the next word). */
export function options(args: string[], takesValue = ""): Options {
  const o: Options = { short: new Set(), long: new LongOptions(), operands: [], values: new Map() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      o.operands.push(...args.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      o.long.typed.set(eq < 0 ? a.slice(2) : a.slice(2, eq), eq < 0 ? true : a.slice(eq + 1));
    } else if (a.startsWith("-") && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        o.short.add(a[j]!);
        if (takesValue.includes(a[j]!)) {
          o.values.set(a[j]!, j + 1 < a.length ? a.slice(j + 1) : (args[++i] ?? ""));
          break;
        }
      }
    } else o.operands.push(a);
  }
  return o;
}

const has = (o: Options, short: string, ...long: string[]) => [...short].some((s) => o.short.has(s)) || long.some((l) => o.long.has(l));

type Rule = (args: string[]) => string[] | string | undefined;

function rm(args: string[]) {
  const o = options(args);
  const why: string[] = [];
  const recursive = has(o, "rR", "recursive");
  const force = has(o, "f", "force");
  if (recursive && force) why.push("deletes files recursively without asking");
  else if (recursive) why.push("deletes a whole directory tree");
  else if (force) why.push("deletes files without asking");
  if (o.long.has("no-preserve-root") || o.operands.some(isWholeTree)) why.push("deletes everything in /, your home, a system folder or the current folder");
  return why;
}

/** GNU sed's `e` command (`1e rm -rf x`) and the `e` flag of `s` (`s|.*|rm &|e`) run what they hold as commands. */
const SED_EXEC = /(?:^|[;\n{}])\s*(?:(?:\d+|\$|\/(?:[^/\\]|\\.)*\/)(?:\s*,\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/))?)?\s*!?\s*e(?=\s|;|}|$)|(?:^|[;\n{}\d$/])\s*s(.)(?:(?!\1)[^\\]|\\.)*\1(?:(?!\1)[^\\]|\\.)*\1[gpiImM\d]*e/;

function sed(args: string[]) {
  const o = options(args, "efl");
  const scripts = [...args.flatMap((a, i) => (/^(?:-e|--expression)$/.test(args[i - 1] ?? "") ? [a] : [])), ...args.filter((a) => a.startsWith("--expression=")).map((a) => a.slice(13)), ...(args.some((a) => /^(?:-e|--expression)/.test(a)) ? [] : o.operands.slice(0, 1))];
  const runs = scripts.some((script) => SED_EXEC.test(script)) ? ["runs commands its script holds"] : [];
  return [...runs, ...inPlace(args)];
}

/** `sed -i` and `perl -pi` edit files in place: judged like a write to each file. */
function inPlace(args: string[]) {
  const o = options(args, "efl");
  if (!(o.short.has("i") || o.long.has("in-place"))) return [];
  return o.operands.flatMap((p) => writeDanger(p) ?? []);
}

function find(args: string[]) {
  const execs = args.flatMap((a, i) => (/^-(?:exec|execdir|ok|okdir)$/.test(a) ? [programName(args[i + 1] ?? "")] : []));
  if (args.includes("-delete") || execs.some((p) => ["rm", "shred", "unlink"].includes(p))) return "deletes the files it finds";
  return undefined;
}

function mv(args: string[]) {
  const { operands } = options(args, "tS");
  const target = operands.at(-1);
  const why: string[] = [];
  if (operands.slice(0, -1).some(isWholeTree)) why.push("moves away /, your home or a system folder");
  if (target === "/dev/null") why.push("moves files into /dev/null, destroying them");
  else if (target && operands.length > 1 && writeDanger(target)) why.push(writeDanger(target)!);
  return why;
}

function copyTarget(args: string[]) {
  const { operands } = options(args, "tS");
  const target = operands.at(-1);
  return target && operands.length > 1 ? writeDanger(target) : undefined;
}

/** What tar -I or --use-compress-program runs: a compressor, maybe with its options (`zstd -19`). */
const COMPRESSORS = /^(?:gzip|pigz|bzip2|pbzip2|lbzip2|xz|pixz|zstd|pzstd|lz4|lzip|plzip|lzma|lzop|brotli|compress|unzstd|unxz|gunzip)(?:\s+-[\w-]+)*$/;

function tarCompressors(args: string[]): string[] {
  return args.flatMap((a, i) => {
    if (a === "-I" || a === "--use-compress-program") return [args[i + 1] ?? ""];
    return /^(?:--use-compress-program=|-I)(.+)$/.exec(a)?.slice(1) ?? [];
  });
}

/** `sort -o file`: the sorted lines replace the file. */
function sort(args: string[]) {
  const out = args.flatMap((a, i) => (a === "-o" || a === "--output" ? [args[i + 1] ?? ""] : /^(?:--output=|-o)(.+)$/.exec(a)?.slice(1) ?? []));
  return out.flatMap((p) => writeDanger(p) ?? []);
}

/** `ln -s /bin/rm ./ls`: another name for a program that destroys, which aye would not judge by that name. */
function ln(args: string[]) {
  const { operands } = options(args, "tS");
  const renamed = operands.length > 1 && operands.slice(0, -1).some((p) => DESTROYERS.test(programName(p))) ? ["gives a program that deletes or erases another name"] : [];
  const target = copyTarget(args);
  return target ? [...renamed, target] : renamed;
}

const DESTROYERS = /^(?:rm|rmdir|unlink|shred|wipe|srm|dd|mkfs(?:\.\w+)?|mke2fs|wipefs|find|truncate|sh|bash|zsh|dash)$/;

function tee(args: string[]) {
  return options(args).operands.flatMap((p) => writeDanger(p) ?? []);
}

function dd(args: string[]) {
  const of = args.find((a) => a.startsWith("of="))?.slice(3);
  if (of === undefined) return undefined;
  if (/\$/.test(of)) return "writes raw bytes to a place known only when it runs";
  return writeDanger(of) ?? (of.startsWith("/") && !of.startsWith("/tmp/") && !/^\/dev\/(?:null|zero|stdout|stderr)$/.test(of) ? "writes raw bytes over a file outside the current folder" : undefined);
}

function chmod(args: string[]) {
  // A mode such as -w or -x looks like an option: it is the mode.
  const o = options(args.map((a) => (/^-[rwxXstugo]+$/.test(a) ? a.slice(1) : a)));
  const [mode, ...targets] = o.operands;
  const why: string[] = [];
  if (has(o, "R", "recursive")) why.push("changes permissions of a whole tree");
  if (mode && (/^0*[0-7]?[0-7][0-7][2367]$/.test(mode) || /(?:^|,)[ugo]*[ao][ugoa]*[+=][rwxXst]*w/.test(mode))) why.push("makes files writable by everyone");
  if (targets.some(isPreciousDir)) why.push("changes permissions of /, your home or a system folder");
  return why;
}

function chown(args: string[]) {
  const o = options(args);
  const why: string[] = [];
  if (has(o, "R", "recursive")) why.push("changes owners of a whole tree");
  if (o.operands.slice(1).some(isPreciousDir)) why.push("changes owners of /, your home or a system folder");
  return why;
}

function truncate(args: string[]) {
  const o = options(args, "sr");
  const size = o.values.get("s") ?? o.long.get("size");
  const sizeValue = size === true ? args[args.findIndex((a) => a.length > 2 && "--size".startsWith(a)) + 1] : size;
  return sizeValue !== undefined && /^(?:[-<\/%]|0+[KMGTPEZY]?(?:i?B)?$)/i.test(sizeValue) ? "empties or shrinks files" : undefined;
}

const SQL_DROP = /\b(?:drop\s+(?:table|database|schema|index|view|user|role|owned|keyspace|collection)|truncate\s+(?:table\s+)?["`\w]|delete\s+from\s+["`\w.]+\s*(?:;|$))/i;
const sql: Rule = (args) => [
  ...(args.some((a) => SQL_DROP.test(a)) ? ["drops or deletes database data"] : []),
  // sqlite3's .shell and .system, psql's \!: a shell command inside the client.
  ...(args.some((a) => /(?:^|\n|;)\s*(?:\.(?:shell|system)|\\!)\s/.test(a)) ? ["runs a shell command inside the client"] : []),
];

const MACHINE = "shuts down or restarts the machine";

/** The subcommand of tools like `kubectl -n x delete …`: the first operand, skipping options and the values of `valued`. */
function subcommands(args: string[], valued: string[] = []): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (valued.includes(a)) i++;
    else if (!a.startsWith("-")) out.push(a);
  }
  return out;
}

function docker(args: string[]) {
  const [sub, action] = subcommands(args, ["-H", "--host", "-c", "--context", "--config", "-l", "--log-level", "-f", "--file", "-p", "--project-name"]);
  const o = options(args);
  if ((sub === "system" || sub === "container" || sub === "image" || sub === "builder" || sub === "network") && action === "prune") return "deletes Docker data";
  if (sub === "volume" && (action === "rm" || action === "prune" || action === "remove")) return "deletes Docker volumes";
  if ((sub === "rmi" || (sub === "image" && (action === "rm" || action === "remove"))) && has(o, "f", "force")) return "deletes Docker images by force";
  if (sub === "compose" && action === "down" && has(o, "v", "volumes")) return "deletes Docker volumes";
  if ((sub === "rm" || (sub === "container" && action === "rm")) && has(o, "f", "force")) return "deletes running Docker containers by force";
  return undefined;
}

function kill(args: string[]) {
  let signal = false;
  const pids: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") pids.push(...args.slice(i + 1));
    if (a === "--") break;
    if (a === "-s" || a === "-n") i++;
    else if (a.startsWith("-") && !signal && /^-(?:\d+|[A-Z]+\d*|SIG\w+)$/.test(a)) signal = true;
    else pids.push(a);
  }
  return pids.some((p) => p === "-1" || p === "1") ? "kills every process it can" : undefined;
}

/** Rules by program name. */
export const RULES: Record<string, Rule> = {
  rm,
  find,
  mv,
  cp: copyTarget,
  install: copyTarget,
  rsync: (args) => (args.some((a) => /^--(?:delete|remove-source-files)/.test(a)) ? "deletes files that are missing from the source" : undefined),
  tee,
  dd,
  chmod,
  chown,
  chgrp: chown,
  truncate,
  tar: (args) => [
    ...(args.some((a) => /^--(?:to-command|checkpoint-action=exec|info-script|new-volume-script)/.test(a)) || !tarCompressors(args).every((c) => COMPRESSORS.test(c)) ? ["runs a command given in its options"] : []),
    ...(args.includes("--remove-files") ? ["deletes the files it archives"] : []),
  ],
  sed,
  sort,
  ln,
  // hash -p /bin/rm ls: from then on, `ls` runs rm.
  hash: (args) => (args.some((a) => /^-[a-zA-Z]*p/.test(a)) ? "makes one program's name run another" : undefined),
  // script -c 'cmd', make -f - or --eval: commands aye does not read before they run.
  script: (args) => (args.some((a) => /^-[a-zA-Z]*c|^--command/.test(a)) ? "runs a command aye cannot see through" : undefined),
  make: (args) => (args.some((a, i) => /^--eval/.test(a) || (/^(?:-f|--file|--makefile)$/.test(args[i - 1] ?? "") && /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/.test(a))) ? "runs recipes aye cannot read first" : undefined),
  perl: inPlace,
  rimraf: () => "deletes files recursively without asking",
  nvme: (args) => (subcommands(args).some((a) => /^(?:format|sanitize)$/.test(a)) ? "erases a disk or a filesystem" : undefined),
  shred: () => "destroys files beyond recovery",
  wipe: () => "destroys files beyond recovery",
  srm: () => "destroys files beyond recovery",
  mkswap: () => "erases a disk or a filesystem",
  wipefs: () => "erases a disk or a filesystem",
  sfdisk: (args) => (partitionReads("sfdisk", args) ? undefined : "erases a disk or a filesystem"),
  cfdisk: () => "erases a disk or a filesystem",
  sgdisk: (args) => (partitionReads("sgdisk", args) ? undefined : "erases a disk or a filesystem"),
  gdisk: () => "erases a disk or a filesystem",
  blkdiscard: () => "erases a disk or a filesystem",
  fdisk: (args) => (has(options(args), "l", "list") ? undefined : "erases a disk or a filesystem"),
  parted: (args) => (has(options(args), "l", "list") || args.at(-1) === "print" ? undefined : "erases a disk or a filesystem"),
  cryptsetup: (args) => (args.some((a) => /^(?:luksFormat|erase|luksErase|reencrypt)$/.test(a)) ? "erases a disk or a filesystem" : undefined),
  zpool: (args) => (subcommands(args)[0] === "destroy" ? "erases a disk or a filesystem" : undefined),
  zfs: (args) => (subcommands(args)[0] === "destroy" ? "erases a disk or a filesystem" : undefined),
  diskutil: (args) => (args.some((a) => /^(?:erase\w*|zeroDisk|randomDisk|secureErase|partitionDisk|reformat)$/i.test(a)) ? "erases a disk or a filesystem" : undefined),
  dropdb: () => "drops a database",
  dropuser: () => "drops a database user",
  mysqladmin: (args) => (subcommands(args).includes("drop") ? "drops a database" : undefined),
  psql: sql,
  mysql: sql,
  mariadb: sql,
  sqlite3: sql,
  sqlcmd: sql,
  duckdb: sql,
  cockroach: sql,
  "clickhouse-client": sql,
  "redis-cli": (args) => (args.some((a) => /^flush(?:all|db)$/i.test(a)) ? "deletes every key in Redis" : undefined),
  mongo: (args) => (args.some((a) => /dropDatabase|\.drop\(|(?:deleteMany|remove)\(\s*\{\s*\}\s*\)/.test(a)) ? "drops MongoDB data" : undefined),
  kubectl: (args) => (subcommands(args, ["-n", "--namespace", "--context", "--cluster", "--kubeconfig", "-s", "--server", "--user", "-l"])[0] === "delete" ? "deletes cluster resources" : undefined),
  helm: (args) => (["uninstall", "delete", "del", "un"].includes(subcommands(args, ["-n", "--namespace", "--kube-context", "--kubeconfig"])[0] ?? "") ? "deletes a Helm release" : undefined),
  terraform: (args) => {
    const [sub, action] = subcommands(args, ["-chdir"]);
    if (sub === "destroy" || (sub === "apply" && args.some((a) => /^--?destroy$/.test(a)))) return "destroys infrastructure";
    return sub === "workspace" && action === "delete" ? "deletes a Terraform workspace" : undefined;
  },
  pulumi: (args) => (subcommands(args)[0] === "destroy" || subcommands(args).join(" ").startsWith("stack rm") ? "destroys infrastructure" : undefined),
  aws: (args) => {
    const [service, action] = subcommands(args, ["--profile", "--region", "--output", "--endpoint-url"]);
    if (service === "s3" && (action === "rb" || ((action === "rm" || action === "sync") && args.some((a) => a === "--recursive" || a === "--delete")))) return "deletes S3 buckets or objects";
    return args.some((a) => /^(?:delete|terminate|deregister|remove|purge|destroy)-/.test(a)) ? "deletes cloud resources" : undefined;
  },
  gcloud: (args) => (subcommands(args).includes("delete") ? "deletes cloud resources" : undefined),
  docker,
  shutdown: () => MACHINE,
  reboot: () => MACHINE,
  halt: () => MACHINE,
  poweroff: () => MACHINE,
  init: (args) => (args[0] === "0" || args[0] === "6" ? MACHINE : undefined),
  systemctl: (args) => (subcommands(args).some((a) => /^(?:poweroff|reboot|halt|kexec|soft-reboot)$/.test(a)) ? MACHINE : undefined),
  kill,
  killall: () => "kills processes by name",
  killall5: () => "kills every process it can",
  pkill: () => "kills processes by name",
  crontab: (args) => (has(options(args), "r", "remove") ? "deletes your crontab" : undefined),
  iptables: (args) => (has(options(args), "F", "flush") ? "removes every firewall rule" : undefined),
};

// Other spellings of the same programs.
Object.assign(RULES, {
  telinit: RULES.init,
  mongosh: RULES.mongo,
  tofu: RULES.terraform,
  terragrunt: RULES.terraform,
  podman: docker,
  oc: RULES.kubectl,
  az: RULES.gcloud,
  doctl: RULES.gcloud,
  ip6tables: RULES.iptables,
});
