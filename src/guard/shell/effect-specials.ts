/**
 * Effects of programs whose arguments a table row cannot express: a script's
 * name, SQL given on the command line, a refspec, a mode given as the first
 * option. Each returns the effects, or undefined to leave them to the row.
 */
import type { Effect } from "./effects.ts";
import { hasOption } from "./has-option.ts";
import { languageOf, readsOnly } from "./inline-code.ts";
import { sedCommands } from "./sed-script.ts";
import { programName } from "./wrappers.ts";
import { GIT_KEEPS } from "./git-keeps.ts";
import { HTTP_READS } from "./http-reads.ts";
import { SNAPSHOT_UPDATE } from "./effect-table.ts";

/** What a special may ask of the table: the effects of another command line, and whether a program is known. */
export interface Look {
  effects(argv: string[]): Effect[];
  knows(program: string): boolean;
}

type Special = (args: string[], name: string, look: Look) => Effect[] | undefined;

/** A perl substitution or transliteration, flags without `e` (which runs the replacement as code): `s/\.jpeg$/.jpg/`. */
const PLAIN_RENAME = /^(?:s([^\w\s({[<])(?:(?!\1)[^\\]|\\.)*\1(?:(?!\1)[^\\]|\\.)*\1[gimsxr]*|(?:y|tr)([^\w\s({[<])(?:(?!\2)[^\\]|\\.)*\2(?:(?!\2)[^\\]|\\.)*\2[cdsr]*)$/;

/**
 * Ex commands that print lines, show what is loaded, set an option of the display, count matches (`:%s/x/y/gn`: the
 * `n` flag substitutes nothing; a `\=` replacement, an expression, is not one), or quit without writing.
 */
const VIM_READS = /^(?:set?\s+(?:nomore|more|number|nonumber|list|nolist)|scriptn(?:ames)?|ve(?:rsion)?|(?:%|\d+(?:,\d+)?)?(?:p|print|nu|number|#)|g(?:lobal)?\/(?:[^/\\]|\\.)*\/(?:p|print|nu|number|#)|v(?:global)?\/(?:[^/\\]|\\.)*\/(?:p|print|nu|number|#)|(?:%|\d+(?:,\d+)?)?s(?:ubstitute)?\/(?:[^/\\]|\\.)*\/(?!\\=)(?:[^/\\]|\\.)*\/[gie]*n[gie]*|q!|qa!|qall!|quit!|qa|q)$/;

/**
 * Whether an awk program runs, writes or reads beyond its input: system(), getline, close/fflush, or output redirected
 * by a print or printf (`print > "f"`, `print | "sh"`). A `>` elsewhere compares (`NR>1`), and `||` is a logical or.
 */
function awkActs(program: string): boolean {
  const text = program.replace(/"(?:[^"\\\n]|\\.)*"/g, '""').replace(/\|\||&&/g, " ");
  if (/system|getline|close|fflush|\|&/.test(text)) return true;
  // (What follows a print in its statement, `if ($2 > 5) print $1 > "f"`, is where it prints.)
  return text.split(/[;{}\n]/).some((statement) => /\|/.test(statement) || /\bprintf?\b[^]*>/.test(statement));
}

/** Options of sgdisk and sfdisk that only print or check a partition table, or make them write nothing. */
const PARTITION_READS: Record<string, RegExp> = {
  sgdisk: /^(?:-[pvOL]+|--print|--verify|--print-mbr|--list-types|-i|--info(?:=\d+)?|-P|--pretend)$/,
  sfdisk: /^(?:-[dlsVJFn]|--dump|--list|--show-size|--verify|--json|--list-free|--list-types|--no-act|--backup-file)$/,
};

/** Whether a partition tool is given only options that read (any other may write the table; sgdisk runs them in turn). */
export function partitionReads(name: string, args: string[]): boolean {
  const reads = PARTITION_READS[name]!;
  const options = args.filter((a) => a.startsWith("-"));
  return options.length > 0 && options.every((a) => reads.test(a)) && !(name === "sfdisk" && args.includes("--backup-file"));
}

/** tar's progress options: a checkpoint every N records, and an action at it that prints or pauses. */
const PROGRESS = /^--checkpoint(?:=\d+)?$|^--checkpoint-action=(?:dot|\.|bell|echo|totals|ttyout=[\w %.:-]*|sleep=\d+)$/;

/** Targets of a script-running subcommand that are builds and checks of the project itself. */
// (A part after the colon that says it acts is not a build's: `test:update` updates snapshots, `build:deploy` deploys.)
export const BUILD_SCRIPT = /^(?:build|test|tests|check|lint|typecheck|type-check|types|tsc|compile|format|fmt|prettier|eslint|spec|unit|e2e|coverage|cov|bench|docs|doc|verify|ci|all|validate|(?:lint|test|build|check):(?!\w*(?:update|snap|deploy|publish|release|push|upload|reset|drop|seed|migrat|clean|purge|wipe|delet|destroy))\w+)$/;

/** Maven goals and Gradle tasks that build, test or report on the project. */
const BUILD_TASK = /^(?:package|verify|assemble|jar|war|compile|test-compile|testClasses|classes|dependencies|dependency:tree|dependency:list|dependency:analyze|dependency:resolve|dependency:resolve-plugins|dependency:go-offline|help:effective-pom|help:effective-settings|help:describe|dependencyInsight|tasks|projects|properties|help(?::\w+)?|javadoc|site|spotless\w*|checkstyle\w*|pmd\w*|spotbugs\w*|jacoco\w*|detekt|ktlint\w*|bootJar|shadowJar|installDist|distZip|distTar|build\w*|test\w*|check\w*|lint\w*|assemble\w*|bundle(?:Debug|Release)\w*|compile\w*|signingReport|buildEnvironment|javaToolchains|outgoingVariants|resolvableConfigurations|surefire-report:report|versions:display-[\w-]+|validate|integration-test)$/;
const MAKE_CLEAN = /^(?:clean|distclean|mrproper|realclean|maintainer-clean|clobber)$/;

/** Statements that only read, by their first word (mysql's `status` prints the connection's state). */
// (A SET of a session's own limits only narrows what follows: read-only transactions, timeouts. Not search_path: a
// schema put first may hold its own `lower()`, which READ_CALLS takes for the built-in one.)
const READ_STATEMENT = /^(?:select|show|explain(?!\s+analy[sz]e)|describe|desc|set\s+(?:session\s+|local\s+)?(?:default_transaction_read_only|transaction_read_only|statement_timeout|lock_timeout|idle_in_transaction_session_timeout|application_name|timezone|time\s+zone|datestyle|intervalstyle|extra_float_digits|client_min_messages|max_execution_time)\b(?=[^;]*$)|set\s+(?:session\s+(?:characteristics\s+as\s+)?)?transaction\s+read\s+only\s*$|start\s+transaction\s+read\s+only\s*$|begin\s+(?:transaction\s+)?read\s+only\s*$|\\d\w*\+?|\\l\+?|\\conninfo|pragma\s+\w+\s*$|pragma\s+(?:table_info|table_xinfo|table_list|index_list|index_info|index_xinfo|foreign_key_list|foreign_key_check|integrity_check|quick_check)(?=\s*\(\s*[\w'"]*\s*\)\s*$)|\.dump|\.fullschema|\.tables|\.schema|\.indexes|with\b|begin|start\s+transaction|rollback|commit|end|status(?=\s*$))\b/i;

/** EXPLAIN without ANALYZE plans a statement and never runs it, whatever it is. */
const PLANS_ONLY = /^explain\b(?![^;]*\banaly[sz]e\b)/i;

/** What makes a reading statement act: a write, a client command that writes or runs (a server function is a call, below). */
const ACTS = /\binto\b|\b(?:insert|update|delete|drop|alter|create|grant|revoke|truncate|copy|call|do|lo_\w+|dblink\w*)\b|\\[!ow]|\\copy|\.shell|\.system|\.output|\.once|\.import/i;

/**
 * A client's own commands that read: psql's \d… \l \conninfo \x \timing \pset, sqlite3's .tables .schema .indexes
 * .headers .mode .databases .dbinfo .show .width .timer. Any other (`\g |sh`, `\gexec`, `\i file`, mysql's `\.`,
 * `.load`, `.log`, `.backup`, `.restore`) may run, read or write what the statement does not show.
 */
const META = /\\[a-zA-Z!.?]+|(?:^|\n)\s*\.[a-z]+/g;
const READ_META = /^(?:\\d\w*\+?|\\l\+?|\\conninfo|\\x|\\timing|\\pset|\\encoding|\\echo|\\q|\.(?:dump|fullschema|tables|schema|indexes|indices|headers|mode|databases|dbinfo|show|width|timer|help|quit|exit|nullvalue|separator))$/;

/** Functions and keywords a reading statement may call: any other function may act (`setval`, `nextval`, a user's own). */
const READ_CALLS = /^(?:table_info|table_xinfo|table_list|index_list|index_info|index_xinfo|foreign_key_list|foreign_key_check|integrity_check|quick_check|read_csv|read_csv_auto|read_parquet|read_json|read_json_auto|currentdatabase|currentuser|hostname|uptime|formatreadablesize|formatreadablequantity|todate|todatetime|tostartofday|tostartofhour|tostartofmonth|toyyyymm|countif|sumif|uniq|uniqexact|argmax|argmin|quantile|grouparray|db_name|suser_name|suser_sname|serverproperty|object_id|getdate|sysdatetime|datediff|dateadd|isnull|ifnull|iif|len|sqlite_version|json_extract|pg_is_in_recovery|pg_backend_pid|pg_postmaster_start_time|pg_get_indexdef|pg_get_viewdef|pg_get_constraintdef|pg_get_userbyid|has_table_privilege|to_regclass|age|generate_series|unnest|array_length|split_part|regexp_replace|greatest|least|concat_ws|date_format|unix_timestamp|from_unixtime|connection_id|count|sum|avg|min|max|now|version|current_\w+|coalesce|nullif|length|char_length|lower|upper|date|datetime|time|strftime|to_char|to_date|to_timestamp|date_trunc|date_part|extract|round|floor|ceil|abs|cast|concat|substring|substr|trim|left|right|array_agg|string_agg|group_concat|json_agg|jsonb_agg|json_build_object|jsonb_pretty|pg_size_pretty|pg_database_size|pg_relation_size|pg_total_relation_size|pg_table_size|pg_indexes_size|pg_typeof|typeof|in|exists|any|all|not|and|or|over|filter|within|values|as|on|using|from|where|select|when|case|distinct|row_number|rank|lag|lead|interval|database|schema|user|table_name|information_schema|today|yesterday|curdate|curtime|sysdate|date_add|date_sub|nvl|mod|power|sqrt|ln|log|exp|replace|position|strpos|md5|hex|median|stddev\w*|variance|uniq\w*|count_?if|sum_?if|avg_?if|tostartof\w+|formatdatetime|quantiles?|json_extract\w*|json_value|regexp_\w+)$/i;

/** SQL that only reads: SELECT and kin, with no statement that writes and no function that acts. */
function readsOnlySql(sql: string): boolean {
  // Comments hide nothing: `nextval/**/('s')` is a call.
  // (mysql's `\G` ends a statement as `;` does, printing it in rows.)
  const text = sql.replace(/\/\*[^]*?\*\//g, " ").replace(/--[^\n]*/g, " ").replace(/\\G\s*(?=;|$)/g, ";");
  if ([...text.replace(/'[^']*'/g, "''").matchAll(META)].some((m) => !READ_META.test(m[0].trim()))) return false;
  const statements = text.split(";").map((s) => s.trim()).filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((s) => {
      const bare = s.replace(/'[^']*'/g, "''");
      if (PLANS_ONLY.test(s)) return true;
      // A call by a quoted name (`"nextval"(…)`) is a call too.
      // (`SHOW CREATE TABLE t` prints how t was made.)
      return READ_STATEMENT.test(s) && !ACTS.test(bare.replace(/^show\s+create\b/i, "show")) && [...bare.matchAll(/([\w.]+|"[^"]+")\s*\(/g)].every((m) => READ_CALLS.test(m[1]!.replace(/"/g, "").split(".").at(-1)!));
    })
  );
}

/**
 * Whether the text a client or an interpreter reads on stdin (a here-document, a here-string) only
 * reads: SQL for a database client, code for an interpreter aye can read (inline-code.ts).
 */
export function readsOnlyInput(name: string, text: string): boolean {
  const lang = languageOf(name);
  if (lang) return readsOnly(text, lang);
  // redis-cli runs each line it reads as a command: plain words only (no quotes it would join, no escapes).
  if (name === "redis-cli") return /^[\w:.*\s-]+$/.test(text) && text.split("\n").every((line) => !line.trim() || redisReads(line.trim().split(/\s+/)));
  return /^(?:psql|mysql|mariadb|sqlite3|duckdb|clickhouse-client|cockroach|sqlcmd)$/.test(name) && readsOnlySql(text);
}

/** The statements a database client is given on its command line (nothing: it reads them from stdin). */
/** sqlite3's dot-commands that only print the database or what describes it. */
const SQLITE_PRINTS = /^\.(?:schema|fullschema|tables|indexes|indices|dbinfo|dump|recover|databases|stats|show|help)(?:\s+[\w%*.'"-]+)*\s*;?$/;

/** The file a sqlite3 statement copies the database to: `.backup [DB] FILE`, `.save FILE`, `VACUUM [schema] INTO 'FILE'`. */
function sqliteCopy(statement: string): string | undefined {
  const q = statement.trim();
  return (/^\.(?:backup|save)\s+(?:\w+\s+)?(['"]?)([\w./-]+)\1\s*$/.exec(q)?.[2] ?? /^VACUUM(?:\s+\w+)?\s+INTO\s+'([\w./-]+)'\s*;?$/i.exec(q)?.[1]);
}

/** The files sqlite3 `args` copy the database to (see sqliteCopy). */
export const sqliteCopies = (name: string, args: string[]) => (name === "sqlite3" ? statementsOf(name, args).flatMap((q) => sqliteCopy(q) ?? []) : []);

function statementsOf(name: string, args: string[]): string[] {
  const flag = { psql: /^(?:-[AtqXxeHnsSE]*c|--command)$/, usql: /^(?:-c|--command)$/, vsql: /^(?:-c|--command)$/, sqlite3: /^-cmd$/, duckdb: /^-c$/, cqlsh: /^(?:-e|--execute)$/, "clickhouse-client": /^(?:-q|--query)$/, sqlcmd: /^-Q$/, snowsql: /^(?:-q|--query)$/, "impala-shell": /^(?:-q|--query)$/, influx: /^-execute$/, "dolt-sql": /^(?:-q|--query)$/ }[name] ?? /^(?:-e|--execute)$/;
  const given = args.flatMap((a, i) => (flag.test(args[i - 1] ?? "") ? [a] : /^--(?:command|execute|query)=/.test(a) ? [a.slice(a.indexOf("=") + 1)] : []));
  // sqlite3 and duckdb take the database, then statements, as operands.
  if (/^(?:sqlite3|duckdb|litecli)$/.test(name)) given.push(...args.filter((a, i) => !a.startsWith("-") && !/^-(?:cmd|separator|newline|nullvalue|init)$/.test(args[i - 1] ?? "")).slice(1));
  return given;
}

const MONGO_READS = /^(?:find|findOne|count|countDocuments|estimatedDocumentCount|getCollectionNames|getCollectionInfos|getCollection|stats|getIndexes|explain|distinct|version|serverStatus|hostInfo|isMaster|hello|ping|listCollections|getName|getSiblingDB|printjson|print|toArray|limit|sort|skip|project|aggregate|pretty|JSON|stringify|log|dbStats|collStats|currentOp|getMongo|getDBNames|forEach|map|filter|join|keys)$/;

const REDIS_READS = /^(?:get|mget|keys|scan|info|ping|ttl|pttl|type|exists|strlen|llen|lrange|hget|hgetall|hkeys|hlen|smembers|scard|zrange|zcard|zscore|dbsize|time|memory|client|config|object|hexists|hmget|hvals|hstrlen|hscan|sscan|zscan|sismember|smismember|zrangebyscore|zrevrange|zrevrangebyscore|zrank|zrevrank|zcount|zlexcount|lindex|lpos|getrange|bitcount|getbit|pfcount|xlen|xrange|xrevrange|xinfo|xpending|lastsave|role|expiretime|pexpiretime)$/i;

/** Whether a redis command (its words) only looks: config get, client list and memory usage look; their other words change the server. */
function luaReads(script: string): boolean {
  const calls = [...script.matchAll(/redis\.p?call\(\s*(['"])(\w+)\1\s*((?:,\s*(['"])[\w:*.-]*\4\s*)*)\)/g)];
  // Nothing but `return`, those calls, `..` and `,` between them: no variable, loop or other function.
  const rest = script.replace(/redis\.p?call\(\s*(['"])(\w+)\1\s*((?:,\s*(['"])[\w:*.-]*\4\s*)*)\)/g, "").replace(/\breturn\b|[\s,{};]|\.\./g, "");
  return calls.length > 0 && !rest && calls.every((m) => redisReads([m[2]!, ...[...m[3]!.matchAll(/(['"])([\w:*.-]*)\1/g)].map((a) => a[2]!)]));
}

function redisReads(words: string[]): boolean {
  const looks = /^(?:config\s+get|client\s+(?:list|info|getname|id)|memory\s+(?:usage|stats|doctor)|object\s+(?:encoding|refcount|idletime|freq|help)|xinfo\s+(?:stream|groups|consumers|help))$/i.test(words.slice(0, 2).join(" "));
  return words.length > 0 && REDIS_READS.test(words[0]!) && (looks || !/^(?:config|client|memory|object|xinfo)$/i.test(words[0]!));
}

/** Whether `MANAGER local ARGS` names installed versions by number alone (asdf: a plugin, then its versions). */
function localVersion(manager: string, args: string[]): boolean {
  const words = manager === "asdf" ? args.slice(1) : args;
  return (manager !== "asdf" || /^[a-z0-9][\w-]*$/.test(args[0] ?? "")) && words.length > 0 && words.every((w) => /^v?\d+(?:\.\d+){0,3}(?:[-.+]?[a-z0-9]+)*$/i.test(w) && !/:/.test(w));
}

/** Whether rclone's `SRC DST …` (first, before any option) copies from a remote into a folder inside this one. */
function download(args: string[]): boolean {
  const [src = "", dst = "", ...rest] = args;
  const remote = (a: string) => /^(?:[\w.@-]+:(?!\/\/)|:\w+[,:])/.test(a);
  return !src.startsWith("-") && remote(src) && /^(?:\.\/)?[\w][\w.-]*(?:\/[\w][\w.-]*)*\/?$/.test(dst) && !rest.some((a) => remote(a) || /^[:=]|=[\w.@-]*:/.test(a));
}

/** sbt's commands that build, test or list (after a `+` of cross-building, a project, a scope). */
const SBT_BUILD = /^(?:compile|test|testOnly|testQuick|package|packageBin|packageSrc|packageDoc|doc|clean|update|updateClassifiers|scalafmt|scalafmtAll|scalafmtSbt|scalafmtCheck|scalafmtCheckAll|scalafmtSbtCheck|scalafix|scalafixAll|coverage|coverageReport|coverageAggregate|coverageOff|headerCheck|headerCheckAll|headerCreate|assembly|evicted|dependencyTree|dependencyList|dependencyBrowseTree|dependencyUpdates|dependencyCheck|reload|projects|project|about|tasks|settings|inspect|help|version|sbtVersion|scalaVersion|name|exit|last|lastGrep|mimaReportBinaryIssues|fastOptJS|fullOptJS|fastLinkJS|fullLinkJS)$/;

/** What one sbt command does: `show KEY` runs that task; a project (`core/`) or scope (`Test/`, `test:`) goes before. */
function sbtCommand(command: string): Effect {
  const [first = "", ...rest] = command.split(/\s+/);
  const task = first.replace(/^\+(?!\+)/, "").replace(/^(?:[\w-]+\/)?(?:(?:Test|Compile|IntegrationTest|It|Runtime)\/|(?:test|compile|it):)?/, "");
  if (task === "show") return rest.length ? sbtCommand(rest.join(" ")) : "unknown";
  // `++2.13.12 test`: the Scala version, then a command.
  if (/^\+\+[\w.-]+!?$/.test(first)) return rest.length ? sbtCommand(rest.join(" ")) : "writes";
  if (SBT_BUILD.test(task)) return "writes";
  if (/^(?:publish|publishSigned|release|sonatypeRelease|sonatypeBundleRelease|sonatypePublish|ciRelease|docker:publish|Docker\/publish)$/.test(task)) return "sends";
  if (/^(?:publishLocal|publishM2|publishLocalSigned)$/.test(task)) return "installs";
  if (/^(?:run|runMain|console|consoleQuick|consoleProject|set|eval|reStart|bgRun|~)/.test(task)) return "runs";
  return "unknown";
}

/** nim's compiling commands: a -r runs what they built; an output glued on with a colon that may lead out is asked. */
function nimOut(args: string[]): Effect[] | undefined {
  const out = args.flatMap((a) => /^--?(?:o|out|outdir|nimcache|outfile|od)[:=](.*)$/i.exec(a)?.slice(1) ?? []);
  if (out.some((p) => /^[\/~$]|\.\./.test(p) && !/^\/tmp\//.test(p))) return ["outside"];
  return undefined;
}

/** What `npm SUB …` does, its --dry-run set aside (SUB ignores it). */
function npmIgnoresDryRun(sub: string): Special {
  return (args, _name, look) => (args.some((a) => /^--dry-run(?:=true)?$/.test(a)) ? look.effects(["npm", sub, ...args.filter((a) => !/^--dry-run(?:=true)?$/.test(a))]) : undefined);
}

/** xcodebuild's options that take a value. */
const XCODE_VALUED = /^-(?:project|workspace|scheme|target|configuration|sdk|destination|arch|derivedDataPath|resultBundlePath|resultStreamPath|testPlan|only-testing|skip-testing|only-test-configuration|skip-test-configuration|toolchain|destination-timeout|parallel-testing-worker-count|parallel-testing-enabled|maximum-concurrent-test-device-destinations|maximum-concurrent-test-simulator-destinations|maximum-parallel-testing-workers|xctestrun|testProductsPath|test-iterations|test-timeouts-enabled|default-test-execution-time-allowance|maximum-test-execution-time-allowance|clonedSourcePackagesDirPath|packageCachePath|jobs|archivePath|enableCodeCoverage|enableAddressSanitizer|enableThreadSanitizer|enableUndefinedBehaviorSanitizer|collect-test-diagnostics|testLanguage|testRegion|scmProvider)$/;

/** Build settings given on xcodebuild's command line that name no program, script or place. */
const XCODE_SETTING = /^(?:CODE_SIGNING_ALLOWED|CODE_SIGNING_REQUIRED|CODE_SIGN_IDENTITY|CODE_SIGN_STYLE|DEVELOPMENT_TEAM|PROVISIONING_PROFILE_SPECIFIER|ONLY_ACTIVE_ARCH|ARCHS|EXCLUDED_ARCHS|VALID_ARCHS|ENABLE_BITCODE|ENABLE_TESTABILITY|COMPILER_INDEX_STORE_ENABLE|SWIFT_TREAT_WARNINGS_AS_ERRORS|GCC_TREAT_WARNINGS_AS_ERRORS|SWIFT_OPTIMIZATION_LEVEL|GCC_OPTIMIZATION_LEVEL|SWIFT_COMPILATION_MODE|DEBUG_INFORMATION_FORMAT|IPHONEOS_DEPLOYMENT_TARGET|MACOSX_DEPLOYMENT_TARGET|TVOS_DEPLOYMENT_TARGET|WATCHOS_DEPLOYMENT_TARGET|SUPPORTED_PLATFORMS|SWIFT_VERSION|ENABLE_USER_SCRIPT_SANDBOXING|SWIFT_STRICT_CONCURRENCY|MARKETING_VERSION|CURRENT_PROJECT_VERSION)=[\w.,"' -]*$/;

/** PowerShell's aliases, for the cmdlets the effect table names (`gci`, `%`); any other word is judged as the table has it. */
const PS_ALIAS: Record<string, string> = {
  gci: "Get-ChildItem", ls: "Get-ChildItem", dir: "Get-ChildItem", gc: "Get-Content", cat: "Get-Content", type: "Get-Content",
  gi: "Get-Item", gp: "Get-ItemProperty", gl: "Get-Location", pwd: "Get-Location", gps: "Get-Process", ps: "Get-Process",
  gsv: "Get-Service", gcm: "Get-Command", gm: "Get-Member", select: "Select-Object", sort: "Sort-Object", measure: "Measure-Object",
  ft: "Format-Table", fl: "Format-List", fw: "Format-Wide", sls: "Select-String", echo: "Write-Output", write: "Write-Output",
  rm: "Remove-Item", del: "Remove-Item", ri: "Remove-Item", rmdir: "Remove-Item", erase: "Remove-Item", cp: "Copy-Item",
  copy: "Copy-Item", cpi: "Copy-Item", mv: "Move-Item", move: "Move-Item", mi: "Move-Item", ni: "New-Item",
};

/** What PowerShell does that its words do not show: a call (`&`, `.`, `iex`), a subexpression, a method, a redirection, an escape. */
const PS_HIDDEN = /[`&>]|\$\(|@\(|::|\.\w+\s*\(|\biex\b|^\s*\.\s|[;|{}]\s*\.\s|\bInvoke-(?!Pester\b|ScriptAnalyzer\b)|\bStart-|-EncodedCommand|\bAdd-Type\b|\bNew-Object\b|\bSet-Alias\b|\bNew-Alias\b/i;

/**
 * PowerShell code given on the command line: each command of its pipelines and script blocks judged by the table
 * (its reading cmdlets, and those told -WhatIf); an expression (`$_.Length -gt 1MB`) only compares. Undefined when
 * any part is not that plain.
 */
function powershellEffects(code: string, look: Look): Effect[] | undefined {
  if (PS_HIDDEN.test(code)) return undefined;
  const effects = new Set<Effect>();
  for (const segment of code.split(/[|;{}\n]/).map((s) => s.trim()).filter(Boolean)) {
    const words = segment.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    const first = words[0]!;
    if (/^[$(\["'\d-]/.test(first)) {
      // An expression that compares or selects; an assignment, or a command in parentheses (`(Remove-Item x)`), is asked.
      const bare = segment.replace(/"[^"]*"|'[^']*'/g, "");
      if (/(?:^|[^!<>=])=(?!=)|\(/.test(bare)) return undefined;
      continue;
    }
    const name = PS_ALIAS[first.toLowerCase()] ?? first;
    if (/^(?:Where-Object|ForEach-Object|where|foreach|\?|%)$/i.test(name) && words.length === 1) continue;
    for (const e of look.effects([name, ...words.slice(1).map((w) => w.replace(/^(["'])(.*)\1$/, "$2"))])) effects.add(e);
  }
  // What it writes is named inside the code, where aye does not place it (in this folder or out of it): asked.
  return effects.size && !(effects.has("writes") && [...effects].every((e) => e === "reads" || e === "writes")) ? [...effects] : undefined;
}

/** Effects of programs whose arguments a table row cannot express; undefined: the row decides. */
/** Keys of package.json that say what to fetch and from where. */
const FETCH_KEY = /^(?:dependencies|devDependencies|optionalDependencies|peerDependencies|bundleDependencies|bundledDependencies|overrides|resolutions|publishConfig|packageManager|pnpm)\b/;

/** shopt options that change only how words are globbed or matched, or how the shell reports. */
const SAFE_SHOPT = /^(?:nullglob|globstar|extglob|dotglob|nocaseglob|nocasematch|failglob|lastpipe|inherit_errexit|checkwinsize|histappend|globasciiranges|expand_aliases|huponexit|checkjobs)$/;

export const SPECIAL: Record<string, Special> = {
  ...GIT_KEEPS,
  ...HTTP_READS,
  // chmod +x of a file in the tree writes in the tree; recursive, setuid or world-writable modes change the system.
  chmod: (args) => {
    const mode = args.find((a) => /^(?:[0-7]{3,4}|[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*)$/.test(a)) ?? "";
    const risky = /^[0-7]*[4-7][0-7]{3}$|[0-7]*[2367]$/.test(mode) || /s|t|(?:^|,)(?:[ugo]*[ao][ugoa]*|)[+=][rwxXst]*w/.test(mode);
    return args.some((a) => /^-[a-zA-Z]*R$|^--recursive$/.test(a)) || risky || !mode ? ["system"] : ["writes"];
  },
  // gzip and its kin keep the file they pack with -k, unless -f lets them write over one.
  compressor: (args) => (hasOption(args, "-k --keep") && !hasOption(args, "-f --force -l --list -t --test -c --stdout") ? ["writes"] : undefined),
  // service NAME ACTION (and rc-service, sv): the action comes after the service's name.
  service: (args) => {
    const [, action] = args.filter((a) => !a.startsWith("-"));
    return action !== undefined && /^(?:status|describe|check)$/.test(action) ? ["reads"] : undefined;
  },
  // A pager's first command (`less +'!cmd'`, `+|cmd`) can run a shell command.
  pager: (args) => (args.some((a) => /^\+.*[!|]/.test(a)) ? ["runs"] : undefined),
  // parted DEVICE print: the words after the device are its commands.
  // sgdisk and sfdisk given only options that print the table or check it (`sgdisk -p`, `sfdisk --dump`), or sgdisk's
  // --pretend and sfdisk's --no-act, which write nothing to the disk: they read.
  sgdisk: (args) => (partitionReads("sgdisk", args) ? ["reads"] : undefined),
  sfdisk: (args) => (partitionReads("sfdisk", args) ? ["reads"] : undefined),
  parted: (args) => {
    const words = args.filter((a) => !a.startsWith("-")).slice(1);
    return words.length && words.every((w) => /^(?:print|unit|s|b|kb|mb|gb|tb|%|cyl|chs|compact|free|list|all|help)$/i.test(w)) ? ["reads"] : undefined;
  },
  // tar -x overwrites the files it extracts unless told to keep them; unzip -n never overwrites.
  // cpio -i extracts over what is there (older files always, any with -u), and keeps an archive's absolute names.
  cpio: (args) => (args.some((a) => /^-[a-zA-Z]*i|^--extract$/.test(a)) && !args.some((a) => /^-[a-zA-Z]*t|^--list$/.test(a)) ? ["deletes"] : undefined),
  // tar's checkpoints, and their actions that only print or pause (`--checkpoint=100 --checkpoint-action=dot`), run no
  // program: judged without them. (`--checkpoint` is an option of its own, no prefix of --checkpoint-action.)
  tar: (args, name, look) => (args.some((a) => PROGRESS.test(a)) ? look.effects([name, ...args.filter((a) => !PROGRESS.test(a))]) : undefined) ?? ((/^-?[a-zA-Z]*x/.test(args[0] ?? "") || args.includes("--extract") || args.includes("--get")) && !args.some((a) => /^--(?:keep-old-files|skip-old-files|keep-newer-files)$|^-[a-zA-Z]*k/.test(a)) ? ["deletes"] : undefined),
  // (Its -: lets a name with `../` or a leading `/` land outside where it extracts.)
  unzip: (args) => (args.some((a) => /^-[a-zA-Z]*n/.test(a)) && !args.some((a) => /^-[a-zA-Z:^]*o|^-[a-zA-Z^]*:/.test(a)) ? ["writes"] : undefined),
  // rpm and dpkg take their mode as the first option: a query reads, whatever letters follow (`rpm -qi`).
  // (Not with --eval or --define: a macro's `%(…)` runs a shell.)
  rpm: (args) => (/^-(?:q|V)|^--(?:query|verify)/.test(args[0] ?? "") && !args.some((a) => /^(?:--eval|-E|--define|-D)(?:=|$)/.test(a)) ? ["reads"] : undefined),
  // pacman -Q… and -S with s/i/l/g/p (search, info, list, groups, print) query; -R removes; -S and -U install.
  pacman: (args) => (/^-Q|^-S[a-zA-Z]*[silgp]|^-F/.test(args[0] ?? "") && !/^-S[a-zA-Z]*[yu]/.test(args[0] ?? "") ? ["reads"] : /^-R/.test(args[0] ?? "") ? ["deletes"] : undefined),
  dpkg: (args) => (/^-[lLsScIp]|^--(?:list|listfiles|status|search|contents|info|print-avail|get-selections|audit|verify|print-architecture)/.test(args[0] ?? "") ? ["reads"] : undefined),
  // mongosh --eval with only calls that read.
  mongo: (args) => {
    // A script it is given (`--file x`, `-f x`, `x.js`) or its rc file runs as Node.js, whatever its name.
    if (args.some((a, i) => /^(?:--file|-f)(?:=|$)/.test(a) || (/\.(?:js|mjs|cjs)$/.test(a) && args[i - 1] !== "--eval"))) return ["runs"];
    const code = args.flatMap((a, i) => (args[i - 1] === "--eval" ? [a] : a.startsWith("--eval=") ? [a.slice(7)] : []));
    const calls = code.flatMap((c) => [...c.matchAll(/\.?\s*(\w+)\s*\(/g)].map((m) => m[1]!));
    // A call of a parenthesised expression, an index or a tagged template (`(db.dropDatabase)()`, `db["dropDatabase"]()`,
    // ``db.x` ` ``) hides its name.
    return code.length && calls.every((c) => MONGO_READS.test(c)) && !/\$(?:out|merge)\b|[)\]]\s*\(|`/.test(code.join(" ")) ? ["reads"] : undefined;
  },
  // Signal 0 is sent to no process: kill, pkill and killall only check that it is there and theirs (`kill -0 PID`).
  // Read in one shape only, as each parser could not read it otherwise: the one signal, 0, then processes by number
  // (kill) or by name (pkill, killall). Any other option is the row's (`kill -term -0` is process group 0; pkill's -s
  // is a session).
  kill: (args, name) => {
    const signals: string[] = [];
    const rest: string[] = [];
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if ((name === "kill" && a === "-s") || a === "--signal") signals.push(args[++i] ?? "");
      else if (/^--signal=/.test(a)) signals.push(a.slice(9));
      else if (a === "-0") signals.push("0");
      else if (a.startsWith("-")) return undefined;
      else rest.push(a);
    }
    // (Whatever the process: signal 0 reaches none. A variable split into more words gives kill more processes.)
    const target = name === "kill" ? /^(?:[1-9]\d*|%\d+|\$\{?\w+\}?)$/ : /^\w[\w.-]*$/;
    return signals.length === 1 && signals[0] === "0" && rest.length > 0 && rest.every((r) => target.test(r)) ? ["reads"] : undefined;
  },
  // ssh-keygen asked only to print what a key file holds: its public half (-y), fingerprint (-l, -B), a certificate (-L).
  "ssh-keygen": (args) => (args.some((a) => /^-[lyBL]+f?$/.test(a)) && args.every((a, i) => /^-[lyBLvq]+f?$/.test(a) || /^-[fE]$/.test(a) || /^-[a-zA-Z]*[fE]$/.test(args[i - 1] ?? "")) ? ["reads"] : undefined),
  // `zpool import` with no pool named (nor -a) lists the pools that could be imported, as `zpool import -d DIR` does.
  zpool: (args) => (args[0] === "import" && args.slice(1).every((a, i, rest) => /^-[dD]$|^-s$/.test(a) || /^-d$/.test(rest[i - 1] ?? "")) ? ["reads"] : undefined),
  // wget told to write what it fetches to stdout (`wget -qO- URL`), and nothing else to a file, writes nothing, as curl.
  wget: (args) => (args.some((a, i) => /^-[a-zA-Z]*O-$|^--output-document=-$/.test(a) || (a === "-" && /^-[a-zA-Z]*O$|^--output-document$/.test(args[i - 1] ?? ""))) && args.every((a, i) => !a.startsWith("-") || /^(?:-[qSv]*O-?|-q|-nv|-S|--quiet|--no-verbose|--server-response|--output-document(?:=-)?|--(?:timeout|tries|max-redirect|read-timeout|connect-timeout)=\d+)$/.test(a) || (a === "-" && /O$|--output-document$/.test(args[i - 1] ?? ""))) ? ["reads"] : undefined),
  // avrdude's -U MEMORY:OP:FILE[:FORMAT]: reading a memory to stdout (`-U lfuse:r:-:h`) or verifying one against a file
  // only looks at the part. (Writing, an erase, its terminal or a log file is the row's.)
  avrdude: (args) => {
    const ops = args.flatMap((a, i) => (args[i - 1] === "-U" ? [a] : /^-U./.test(a) ? [a.slice(2)] : []));
    return ops.length && ops.every((u) => /^\w+:(?:r:-|v:[\w./-]+)(?::[a-z])?$/.test(u)) && !args.some((a) => /^-[a-zA-Z]*[etTlF]/.test(a) && !/^-[cpPBbiC]$/.test(a)) ? ["reads"] : undefined;
  },
  // sysctl NAME reads it; NAME=VALUE, -w or -p sets.
  sysctl: (args) => (args.some((a) => a.includes("=") || /^-[a-zA-Z]*[wpf]|^--(?:write|load|system)/.test(a)) ? ["system"] : ["reads"]),
  hostname: (args) => (args.some((a) => !a.startsWith("-")) ? ["system"] : undefined),
  date: (args) => (args.some((a) => /^(?:-s|--set)/.test(a)) ? ["system"] : undefined),
  history: (args) => (args.some((a) => /^-[a-zA-Z]*[cdrwan]/.test(a)) ? ["deletes"] : undefined),
  journalctl: (args) => (args.some((a) => /^--(?:vacuum|rotate|flush|relinquish)/.test(a)) ? ["deletes"] : undefined),
  // ip -batch FILE runs the commands the file holds.
  ip: (args) => (args.some((a) => /^(?:add|del|delete|change|replace|set|flush|append|prepend|exec|attach|detach)$|^-(?:b|batch|force)$/.test(a)) ? ["system"] : undefined),
  ifconfig: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["system"] : undefined),
  // Builtins with an option that is a command: compgen -C/-F runs it for completions, mapfile -C every -c lines,
  // complete -C/-F and bind -x when completing or typing.
  compgen: (args) => (args.some((a) => /^-[a-zA-Z]*[CF]/.test(a)) ? ["runs"] : undefined),
  mapfile: (args) => (args.some((a) => /^-[a-zA-Z]*C/.test(a)) ? ["runs"] : undefined),
  readarray: (args) => (args.some((a) => /^-[a-zA-Z]*C/.test(a)) ? ["runs"] : undefined),
  complete: (args) => (args.some((a) => /^-[a-zA-Z]*[CF]/.test(a)) ? ["runs"] : ["settings"]),
  bind: (args) => (args.some((a) => /^-[a-zA-Z]*x/.test(a)) ? ["runs"] : ["settings"]),
  // pytest -p NAME imports NAME as a plugin before anything (even --co): any module of the project, not its tests.
  pytest: (args) => (args.some((a, i) => (args[i - 1] === "-p" && !a.startsWith("no:")) || (/^-p[^-]/.test(a) && !a.startsWith("-pno:"))) ? ["runs"] : undefined),
  // mocha -r MODULE and --file FILE load what they name before the tests.
  mocha: (args) => (args.some((a) => /^-[a-zA-Z]*r$|^--(?:require|file)\b/.test(a)) ? ["runs"] : undefined),
  // split --filter=CMD runs CMD through the shell for each piece (getopt takes any prefix: --fil=).
  split: (args) => (args.some((a) => /^--fi/.test(a)) ? ["runs"] : undefined),
  // exiftool writes every file it reads once a tag is given a value (`-Artist=me`, `-all=`, `-GPS*<`): over it, a copy kept.
  // (-if, and `${tag;EXPR}` in a format, are Perl it runs for every file.)
  exiftool: (args) => (args.some((a) => /^-(?:if\d*|api|@|userparam)$/i.test(a) || /\$\{[^}]*;/.test(a)) ? ["runs"] : args.some((a) => /^-[\w:*#-]+[+-]?(?:=|<)/.test(a) || /^-(?:geotag|tagsFromFile|overwrite_original\w*|delete_original)/i.test(a)) ? ["deletes"] : undefined),
  // Miller: -I writes over its inputs; its DSL (put, filter) runs programs (system, exec) and writes files (tee >, print >,
  // emit >), and -f/-s/--load read DSL or arguments from files; the tee and split verbs write files.
  mlr: (args) => {
    if (args.some((a) => /^-[a-zA-Z]*I$|^--in-place$/.test(a))) return ["deletes"];
    const dsl = args.findIndex((a) => /^(?:put|filter)$/.test(a));
    if (args.some((a, i) => /^(?:-s|--load|--mload)$/.test(a) || (dsl >= 0 && i > dsl && a === "-f") || /\b(?:system|exec)\s*\(|>|\|/.test(a))) return ["runs"];
    return args.some((a) => /^(?:tee|split|case)$/.test(a)) ? ["unknown"] : ["reads"];
  },
  // shopt -s of an option that changes where `cd` goes or what runs (cdable_vars, extdebug…); the globbing ones read.
  shopt: (args) => (args.some((a) => /^-[a-z]*s/.test(a)) && args.some((a) => !a.startsWith("-") && !SAFE_SHOPT.test(a)) ? ["unknown"] : ["reads"]),
  // rename -n (--nono, --no-act) prints what it would rename; its expression is perl code, run for each file even then
  // (`unlink`, `s/x/system(…)/e`, `@{[…]}` in the replacement): only a plain s/// or y/// is no more than a rename.
  rename: (args) => {
    const expression = args.find((a) => !a.startsWith("-"));
    if (expression === undefined || !PLAIN_RENAME.test(expression) || /\(\?\??\{|[@$]\{|@\w|\$(?![1-9&]|\{[1-9]\})/.test(expression.replace(/\$$|\$(?=[\/|#!,])/g, ""))) return ["runs"];
    return args.some((a) => /^(?:-[a-zA-Z]*n[a-zA-Z]*|--nono|--no-act|--just-print)$/.test(a)) ? ["reads"] : undefined;
  },
  // vim in silent ex mode (-es), which reads no vimrc, given only ex commands that print or quit without writing
  // (`g/TODO/p`, `scriptnames`, `q!`): it reads. Any other command (`:w`, `:!`, `:source`, `:call`) is vim's to judge.
  vim: (args) => {
    const commands = args.flatMap((a, i) => (/^(?:-c|--cmd)$/.test(args[i - 1] ?? "") ? [a] : a.startsWith("+") ? [a.slice(1)] : []));
    const options = args.filter((a, i) => a.startsWith("-") && !/^(?:-c|--cmd)$/.test(args[i - 1] ?? ""));
    const silent = options.some((a) => /^-[a-zA-Z]*e[a-zA-Z]*s|^-[a-zA-Z]*s[a-zA-Z]*e|^-Es$/.test(a));
    return silent && commands.length && options.every((a) => /^(?:-[eEsRnNX]+|-c|--cmd|--clean|--noplugin)$/.test(a)) && commands.every((c) => VIM_READS.test(c.trim())) ? ["reads"] : undefined;
  },
  // salt's function (after the target; salt-call's first word) that only answers: test.ping, test.version, grains.
  salt: (args, name) => {
    const words = args.filter((a, i) => !a.startsWith("-") && !/^(?:-c|--config-dir|-t|--timeout|-l|--log-level|--out|-L|-G|-E|-N)$/.test(args[i - 1] ?? ""));
    const fn = words[name === "salt" ? 1 : 0];
    return fn !== undefined && /^(?:test\.ping|test\.version|grains\.items|grains\.item|grains\.ls|grains\.get)$/.test(fn) && (fn.startsWith("grains.") || words.length === (name === "salt" ? 2 : 1)) && !args.some((a) => /^--(?:async|batch|return)/.test(a)) ? ["reads"] : undefined;
  },
  // doppler secrets --only-names lists the secrets' names (without it, their values): no subcommand, only where from.
  "doppler secrets": (args) => (args.includes("--only-names") && args.every((a, i) => /^(?:--only-names|--json|-p|--project|-c|--config)$/.test(a) || /^(?:-p|--project|-c|--config)$/.test(args[i - 1] ?? "")) ? ["reads"] : undefined),
  // uniq and xxd write their second operand.
  uniq: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["deletes"] : undefined),
  xxd: (args) => (args.filter((a) => !a.startsWith("-")).length > 1 ? ["deletes"] : undefined),
  // gawk's `-i inplace` (a library it loads) writes the result over each file it reads.
  awk: (args) => {
    if (args.some((a, i) => /^(?:-i|--include)$/.test(args[i - 1] ?? "") ? /^inplace/.test(a) : /^--include=inplace/.test(a))) return ["deletes"];
    // gawk's program from a file or a library (--file=, -E, --source, -i lib, -l ext, @include, @load) is code aye does not read.
    if (args.some((a) => /^(?:--file|--exec|--source|--include|--load)(?:=|$)|^-[a-zA-Z]*[fEil]$/.test(a) || /@(?:include|load)\b/.test(a))) return ["runs"];
    const program = args.find((a, i) => !a.startsWith("-") && !/^(?:-[fvFilE]|--include|--load)$/.test(args[i - 1] ?? ""));
    return args.some((a) => /^-[a-zA-Z]*f/.test(a)) || !program || awkActs(program) ? ["runs"] : ["reads"];
  },
  // A shell or interpreter asked only for its version or help, or to check a file's syntax (`bash -n`, `node --check`, `php -l`), reads.
  interpreter: (args, name, look) => {
    if (args.length === 1 && /^(?:--version|-V|-v|--help|-h|-version)$/.test(args[0]!)) return ["reads"];
    // python -VV, php -i (-m, --ini) and java -XshowSettings -version print how they were built and set up.
    if (args.length === 1 && ((/^python/.test(name) && args[0] === "-VV") || (name === "php" && /^(?:-i|--info|-m|--modules|--ini)$/.test(args[0]!)))) return ["reads"];
    if (name === "java" && args.length === 2 && /^-XshowSettings(?::\w+)?$/.test(args[0]!) && /^--?version$/.test(args[1]!)) return ["reads"];
    // node --run NAME runs package.json's script NAME, as npm run does; node --test runs the project's test files.
    if (/^node(?:js)?$/.test(name) && args[0] === "--run") return SPECIAL.script!(args.slice(1), name, look);
    if (/^node(?:js)?$/.test(name) && args[0] === "--test" && args.slice(1).every((a) => !a.startsWith("-") || /^--(?:test-(?:name-pattern|skip-pattern|reporter|only|concurrency|timeout|shard)(?:=[\w.*:\/ -]*)?|experimental-test-coverage)$/.test(a))) return ["writes"];
    // A script the table knows by name (`python manage.py`, `php artisan`, `sh gradlew`, `node node_modules/.bin/jest`) is judged as itself.
    const script = args.findIndex((a) => !a.startsWith("-"));
    if (script >= 0 && args.slice(0, script).every((a) => /^-[BEsuOW]+$/.test(a)) && look.knows(programName(args[script]!))) return look.effects(args.slice(script));
    // A line of code that only prints or looks something up (`python3 -c 'import sys; print(sys.version)'`).
    const lang = languageOf(name);
    // (perl's -e with -l and -w bundled, `perl -le '…'`, and -E; not -n, -p, -i or -M, which read, write or load more.)
    const perl = /^perl[\d.]*$/.test(name);
    const code = args.findIndex((a) => (perl ? /^-[lw]*[eE]$/ : /^(?:-c|-e|-p|--eval|--print)$/).test(a));
    if (lang && code >= 0 && args.length === code + 2 && args.slice(0, code).every((a) => (perl ? /^-[lw]+$/ : /^--project(?:=\S*)?$|^-[BEsuIq]+$|^-r(?:yaml|json|set|pp|date|time|erb)$/).test(a)) && readsOnly(args[code + 1]!, lang)) return ["reads"];
    // (Not perl -c: it runs BEGIN blocks and what `use` loads while it compiles.)
    // (A shell's -n with its tracing, `bash -n -x`, `sh -nv`, still runs nothing.)
    if (/^(?:bash|sh|dash|zsh|ksh)$/.test(name) && args.length >= 2 && args.slice(0, -1).every((a) => /^-[nxv]+$/.test(a)) && args.slice(0, -1).some((a) => a.includes("n")) && !args.at(-1)!.startsWith("-")) return ["reads"];
    const check = { node: /^(?:-c|--check)$/, nodejs: /^(?:-c|--check)$/, ruby: /^-w?cw?$/, php: /^-l$/ }[name] ?? (name === "perl" ? /^$/ : /^-n$/);
    // (A shell checks what it reads on stdin the same way, `curl … | bash -n`, as ruby does, `erb -x -T - t.erb | ruby -c`.)
    const stdin = args.length === 1 && /^(?:bash|sh|dash|zsh|ksh|ruby)$/.test(name);
    return (args.length >= 2 || stdin) && check.test(args[0]!) && args.slice(1).every((a) => !a.startsWith("-")) ? ["reads"] : ["runs"];
  },
  python: (args, _name, look) => {
    const m = args.indexOf("-m");
    if (m < 0 || m + 1 >= args.length) return SPECIAL.interpreter!(args, "python", look);
    const mod = args[m + 1]!;
    if (/^(?:--help|-h|--version)$/.test(args[m + 2] ?? "")) return ["reads"];
    if (mod === "pytest") return look.effects(["pytest", ...args.slice(m + 2)]);
    if (/^(?:unittest|mypy|black|ruff|isort|flake8|pylint|compileall|py_compile|build|coverage|tox|nox|doctest|venv|virtualenv|pyright|sphinx)$/.test(mod)) return ["writes"];
    // (timeit runs the code it is given; json.tool writes its second file.)
    if (mod === "json.tool" && args.slice(m + 2).filter((a) => !a.startsWith("-")).length > 1) return ["deletes"];
    if (/^(?:json\.tool|site|this|platform|sysconfig|tabnanny|pydoc|dis|tokenize)$/.test(mod)) return ["reads"];
    if (/^(?:http\.server|SimpleHTTPServer|smtpd|ftplib|webbrowser)$/.test(mod)) return ["sends"];
    if (/^pip\d*$/.test(mod)) return look.effects(["pip", ...args.slice(m + 2)]);
    return SPECIAL.interpreter!(args, "python", look);
  },
  // A script of the project: a build or a check reads its tree and writes in it; another is unknown.
  // (A script run by name hands the words after it to what it runs: a test runner told to update its snapshots.)
  script: (args) => {
    const name = args.find((a) => !a.startsWith("-"));
    return name === undefined ? ["reads"] : BUILD_SCRIPT.test(name) ? (hasOption(args, SNAPSHOT_UPDATE) ? ["deletes"] : ["writes"]) : ["unknown"];
  },
  // mvn and gradle run each goal or task named: all must build or check; their clean deletes only what they built.
  tasks: (args, name) => {
    // Gradle's dry run (-m) configures the build, as `gradle tasks` does, and runs no task.
    if (/^gradlew?$/.test(name) && args.some((a) => a === "-m" || a === "--dry-run")) return ["writes"];
    const targets = args.filter((a, i) => !a.startsWith("-") && !/^-(?:P|pl|f|s|gs|t|b|c|p|x|T|rf|I|-exclude-task|-project-dir|-settings|-file|-projects|-activate-profiles|-tests|-configuration|-max-workers|-console|-warning-mode|-priority|-init-script|-include-build|-resume-from|-threads|-dependency-verification|-dependency|-task|-gradle-version|-distribution-type)$/.test(args[i - 1] ?? ""));
    if (targets.some((t) => MAKE_CLEAN.test(t) && t !== "clean")) return ["deletes"];
    if (!targets.length) return ["writes"];
    return targets.every((t) => t === "clean" || BUILD_SCRIPT.test(t) || BUILD_TASK.test(t) || BUILD_TASK.test(t.replace(/^:?(?:[\w-]+:)*(?=[\w-]+$)/, ""))) ? ["writes"] : ["unknown"];
  },
  // sed's script, read command by command (sed-script.ts): GNU sed runs a command with `e` (a command, or a flag of
  // s///), `w` writes the file it names, `r` reads one into the output; a script from a file (-f) is not seen.
  sed: (args) => {
    // (getopt takes any prefix of a long option: --fi, --e, --expr.)
    if (args.some((a) => /^--f(?:i(?:l(?:e)?)?)?(?:=|$)|^-[a-zA-Z]*f$/.test(a) && !/^-[a-zA-Z]*i[a-zA-Z]*f$/.test(a))) return ["runs"];
    const expression = /^(?:-[nrsuzE]*e|--e(?:x(?:p(?:r(?:e(?:s(?:s(?:i(?:o(?:n)?)?)?)?)?)?)?)?)?)$/;
    const given = args.flatMap((a, i) => (expression.test(args[i - 1] ?? "") ? [a] : /^--e[a-z]*=/.test(a) ? [a.slice(a.indexOf("=") + 1)] : /^-[nrsuzE]*e./.test(a) ? [a.slice(a.indexOf("e") + 1)] : []));
    const scripts = given.length ? given : args.filter((a, i) => !a.startsWith("-") && !/^(?:-l|--line-length)$/.test(args[i - 1] ?? "")).slice(0, 1);
    const commands = scripts.map(sedCommands);
    if (commands.some((c) => c === undefined)) return ["unknown"];
    const all = commands.flat() as string[];
    if (all.some((c) => c === "e" || (c.startsWith("s") && c.includes("e")))) return ["runs"];
    if (all.some((c) => /^[wW]$/.test(c) || (c.startsWith("s") && c.includes("w")))) return ["deletes"];
    return all.some((c) => /^[rR]$/.test(c)) ? ["unknown"] : undefined;
  },
  make: (args) => {
    // A variable on the command line overrides what a recipe runs (`SHELL=…`, `CC=…`, `TSC='rm -rf data'`).
    if (args.some((a) => /^[A-Za-z_][\w.]*[:+?]?=/.test(a))) return ["unknown"];
    // --eval and -E run the text they are given as a makefile; -f, -I and -C read one from where they point.
    if (args.some((a) => /^(?:--eval|-[a-zA-Z]*E)/.test(a))) return ["runs"];
    const from = args.flatMap((a, i) => (/^(?:-[fIC]|--(?:file|makefile|include-dir|directory))$/.test(args[i - 1] ?? "") ? [a] : (/^(?:-[fIC]|--(?:file|makefile|include-dir|directory)=)(.+)$/.exec(a)?.slice(1) ?? [])));
    if (from.some((p) => /^(?:\/|~|\$)|(?:^|\/)\.\.(?:\/|$)/.test(p))) return ["unknown"];
    const targets = args.filter((a, i) => !a.startsWith("-") && !a.includes("=") && !/^-[CfIoWj]$|^--(?:directory|file|makefile|include-dir|jobs)$/.test(args[i - 1] ?? ""));
    if (targets.some((t) => MAKE_CLEAN.test(t))) return ["deletes"];
    return targets.every((t) => BUILD_SCRIPT.test(t) || /\.(?:o|a|so|out|pdf|html|exe|bin|class|jar)$/.test(t)) ? ["writes"] : ["unknown"];
  },
  database: (args, name) => {
    if (name === "redis-cli") {
      // Its own modes that only look: --scan, --bigkeys, --memkeys, --stat, --latency.
      if (hasOption(args, "--scan --bigkeys --memkeys --hotkeys --stat --latency --latency-history --intrinsic-latency")) return ["reads"];
      const words = args.filter((a, i) => !a.startsWith("-") && !/^-[hpanu]$|^--(?:user|pass)$/.test(args[i - 1] ?? ""));
      // EVAL of a script that only returns what redis.call of reading commands gives (`return redis.call('DBSIZE')`).
      if (/^eval$/i.test(words[0] ?? "") && /^0$/.test(words[2] ?? "") && words.length === 3) return luaReads(words[1]!) ? ["reads"] : undefined;
      return redisReads(words) ? ["reads"] : undefined;
    }
    // A file of statements given beside them (`psql -c 'SELECT 1' -f drop.sql`) runs too, unread.
    if (args.some((a) => /^(?:-f|-i|-init|--init|--file|--filename|--init-command|--queries-file|--query_file|--query-file)(?:=|$)|^-[fi]./.test(a))) return undefined;
    const sql = statementsOf(name, args);
    // sqlite3's own commands that print what the database holds (`.schema users`, `.tables`, `.recover`), and those that
    // copy it to a new file (`.backup app.db.bak`, `VACUUM INTO 'copy.db'`), which effects.ts judges as any output file.
    if (name === "sqlite3" && sql.length && sql.every((q) => readsOnlySql(q) || SQLITE_PRINTS.test(q.trim()) || sqliteCopy(q) !== undefined)) return sql.some((q) => sqliteCopy(q) !== undefined) ? ["writes"] : ["reads"];
    return sql.length && sql.every(readsOnlySql) ? ["reads"] : undefined;
  },
  // What a project's manifest says to fetch, and from where, is a setting the next install obeys (`npm pkg set
  // dependencies.x=https://…`, `go mod edit -replace`, `poetry source add`, a submodule's URL).
  // A version manager told which installed version this folder uses writes it to the folder's version file
  // (.tool-versions, .python-version, .ruby-version, .node-version, .java-version, .go-version): a version number
  // only (asdf's `path:` and `ref:` versions build or run code from elsewhere; --unset deletes the file).
  ...Object.fromEntries(["asdf", "pyenv", "rbenv", "nodenv", "jenv", "goenv"].map((m) => [`${m} local`, (args: string[]) => (localVersion(m, args) ? ["writes"] : undefined)])),
  "npm pkg": (args) => (args[0] === "set" && args.slice(1).some((a) => FETCH_KEY.test(a)) ? ["settings"] : undefined),
  "go mod": (args) => (args[0] === "edit" && args.some((a) => /^-(?:replace|require|exclude|retract|dropexclude|toolchain)\b/.test(a)) ? ["settings"] : undefined),
  // poetry config --local writes poetry.toml in the project: where its virtualenv lives and how the installer runs. (Its
  // repositories, credentials and certificates say where installs fetch from and as whom: settings.)
  "poetry config": (args) => (args.includes("--local") && !args.includes("--unset") && args.filter((a) => !a.startsWith("-")).length === 2 && /^(?:virtualenvs|installer)\.[\w.-]+$/.test(args.find((a) => !a.startsWith("-"))!) ? ["writes"] : undefined),
  "poetry source": (args) => (/^(?:add|remove)$/.test(args[0] ?? "") ? ["settings"] : args[0] === "show" ? ["reads"] : undefined),
  "git submodule": (args) => (/^(?:add|set-url|set-branch)$/.test(args[0] ?? "") || (args[0] === "update" && args.includes("--remote")) ? ["settings"] : undefined),
  "git config": (args) => {
    const operands = args.filter((a) => !a.startsWith("-"));
    if (args.some((a) => /^--(?:get|list|show)|^-l$/.test(a)) || (operands.length <= 1 && !args.some((a) => /^--(?:unset|add|replace|rename|remove|edit)|^-e$/.test(a)))) return ["reads"];
    return ["settings"];
  },
  // A refspec that deletes (`:branch`) or forces (`+main`) rewrites the remote's history.
  "git push": (args) => (args.some((a) => /^[+:]/.test(a)) ? ["history"] : undefined),
  // A fetch into a local branch (`+main:main`, `main:main`) moves it.
  "git fetch": (args) => (hasOption(args, "-p --prune --prune-tags -P") || args.some((a) => /^\+|^[^-:][^:]*:[^:]+$/.test(a) && !/^[\w.-]+@[\w.-]+:|:\/\//.test(a)) ? ["history"] : undefined),
  // clickhouse client and clickhouse local read their statements as clickhouse-client does.
  "clickhouse client": (args, _name, look) => SPECIAL.database!(args, "clickhouse-client", look),
  "clickhouse local": (args, _name, look) => SPECIAL.database!(args, "clickhouse-client", look),
  // sysrc NAME prints a setting of rc.conf; NAME=VALUE sets it and -x removes it.
  sysrc: (args) => (args.some((a) => a.includes("=") || /^-[a-zA-Z]*x/.test(a)) ? ["system"] : ["reads"]),
  // pwsh -Command CODE: the code judged as its commands are (powershellEffects); a profile, -File or anything else runs.
  powershell: (args, name, look) => {
    let i = 0;
    while (i < args.length && /^-(?:NoProfile|nop|NonInteractive|noni|NoLogo|nol|ExecutionPolicy|ep|ex)$/i.test(args[i]!)) i += /^-(?:ExecutionPolicy|ep|ex)$/i.test(args[i]!) ? 2 : 1;
    if (i < args.length - 1 && /^-(?:Command|c|com|comm|comma|comman)$/i.test(args[i]!)) return powershellEffects(args.slice(i + 1).join(" "), look) ?? ["runs"];
    return SPECIAL.interpreter!(args, name, look);
  },
  // wsl alone, asked to list its distributions or for its status or version, reads; otherwise it runs a command in one.
  wsl: (args) => (args.length && args.every((a) => /^(?:-l|--list|-v|--verbose|--status|--version|-q|--quiet|--running|--all|--online|-o|--help)$/.test(a)) ? ["reads"] : undefined),
  // icacls PATH (with /t, /c, /l, /q) shows the permissions.
  icacls: (args) => (args.filter((a) => !/^\/[tclq]$/i.test(a)).length === 1 && !args.some((a) => /^\/(?![tclq]$)/i.test(a)) ? ["reads"] : undefined),
  // adb shell COMMAND runs it on the device: what the table knows reads there too; the device's own readers are named.
  "adb shell": (args, _name, look) => {
    const words = args.length === 1 ? args[0]!.trim().split(/\s+/) : args;
    if (!words.length || words.some((w) => /[;&|`$<>()\\]/.test(w))) return undefined;
    const [cmd, sub, ...rest] = words;
    if (cmd === "getprop" && words.length <= 2) return ["reads"];
    if ((cmd === "pm" && /^(?:list|path|dump)$/.test(sub ?? "")) || (cmd === "cmd" && sub === "package" && rest[0] === "list")) return ["reads"];
    if (cmd === "settings" && /^(?:get|list)$/.test(sub ?? "")) return ["reads"];
    if (cmd === "wm" && /^(?:size|density)$/.test(sub ?? "") && !rest.length) return ["reads"];
    // dumpsys SERVICE prints its state; some services take commands that change it (`dumpsys battery set level 5`).
    if (cmd === "dumpsys") return (!sub || /^(?:package|activity|meminfo|cpuinfo|gfxinfo|window|display|netstats|connectivity|wifi|power|alarm|jobscheduler|usagestats|batterystats|procstats|input|audio|SurfaceFlinger|account|notification|location|diskstats)$/.test(sub)) && rest.every((w) => /^[\w.:-]+$/.test(w) && !/kill|force|set|clear|enable|disable|unplug|stop|start|remove|delete|put|write|trim|send|grant|revoke|suspend|reboot|charged|^-c$/i.test(w)) ? ["reads"] : undefined;
    return look.effects(words).every((e) => e === "reads") ? ["reads"] : ["runs"];
  },
  // pg_restore --list prints the archive's table of contents; to a database (-d) or a file (-f) it restores.
  pg_restore: (args) => (args.some((a) => a === "-l" || a === "--list") && !args.some((a) => /^(?:-d|--dbname|-f|--file|-L|--use-list)/.test(a)) ? ["reads"] : undefined),
  // act lists the workflow's jobs (-l) or draws them (-g); otherwise it runs them (its dry run still fetches the actions).
  act: (args) => (args.length && args.every((a) => /^(?:-l|--list|-g|--graph|-W|--workflows|-j|--job|-e|--eventpath)$|^(?!-)[\w.\/:-]+$/.test(a)) && args.some((a) => /^(?:-l|--list|-g|--graph)$/.test(a)) ? ["reads"] : undefined),
  // brew tap alone lists the taps; given one, it taps it.
  "brew tap": (args) => (args.length ? undefined : ["reads"]),
  // nix profile list and history print the profile; the rest change it.
  "nix profile": (args) => (/^(?:list|history|diff-closures)$/.test(args[0] ?? "") ? ["reads"] : undefined),
  // cargo install --list prints what is installed.
  "cargo install": (args) => (args.length === 1 && args[0] === "--list" ? ["reads"] : undefined),
  "nix-env": (args) => (args.length && args.every((a) => /^(?:--list-generations|-q|--query|--installed|--available|-a|--description|--json|--out-path|--attr-path|-P)$/.test(a)) ? ["reads"] : undefined),
  // hdparm -I (-i) identifies a drive and -g prints its geometry; its other options set the drive.
  hdparm: (args) => (args.some((a) => a.startsWith("-")) && args.every((a) => /^-[IigC]$/.test(a) || !a.startsWith("-")) ? ["reads"] : undefined),
  // puppet parser validate only parses; config print and module list print.
  puppet: (args) => (/^(?:parser validate|config print|module list)$/.test(args.slice(0, 2).join(" ")) ? ["reads"] : undefined),
  // nim's output options glue their value on with a colon (`-o:/usr/local/bin/app`): one that leads out of the folder
  // writes outside it.
  "nim c": (args) => nimOut(args),
  "nim cpp": (args) => nimOut(args),
  "nim js": (args) => nimOut(args),
  "nim compile": (args) => nimOut(args),
  "dolt sql": (args, _name, look) => SPECIAL.database!(args, "dolt-sql", look),
  // ldconfig -p prints the linker's cache; without it, it rebuilds the cache.
  ldconfig: (args) => (args.length && args.every((a) => /^(?:-p|--print-cache|-v|--verbose)$/.test(a)) && args.some((a) => /^(?:-p|--print-cache)$/.test(a)) ? ["reads"] : undefined),
  // perf list, report, annotate and top look (unless told a program to run for it: --objdump, --addr2line);
  // perf record and stat run the command they are given.
  perf: (args) => (/^(?:list|version|evlist|report|annotate|top|diff|buildid-list)$/.test(args[0] ?? "") && !args.some((a) => /^--(?:objdump|addr2line|symfs|kallsyms|vmlinux)/.test(a)) ? ["reads"] : undefined),
  // ssh git@github.com (-T, and the other forges') runs no shell there: the forge prints whose key it is and closes.
  ssh: (args) => {
    let host: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (/^-[Tv46]+$/.test(a)) continue;
      if (a === "-p" || a === "-i") i++;
      else if (a === "-o" && /^(?:BatchMode=yes|ConnectTimeout=\d+|IdentitiesOnly=yes|LogLevel=\w+)$/i.test(args[i + 1] ?? "")) i++;
      else if (!a.startsWith("-") && host === undefined) host = a;
      else return undefined;
    }
    return host && /^(?:git|org-\d+)@(?:github\.com|ssh\.github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|ssh\.dev\.azure\.com|gitea\.com|git\.sr\.ht)$/i.test(host) ? ["reads"] : undefined;
  },
  // scp -h prints its usage.
  scp: (args) => (args.length === 1 && /^(?:-h|--help)$/.test(args[0]!) ? ["reads"] : undefined),
  // npm's --dry-run is honoured only by the commands that change the installation (install, uninstall, publish…):
  // npm cache clean, npm config set and the registry's commands ignore it and act.
  ...Object.fromEntries(["cache", "config", "set", "deprecate", "dist-tag", "owner", "access", "token", "login", "adduser", "logout"].map((sub) => [`npm ${sub}`, npmIgnoresDryRun(sub)])),
  // vault -output-curl-string (-output-policy) prints the request it would make, or the policy it needs, and stops.
  vault: (args) => (args.some((a) => /^--?output-(?:curl-string|policy)$/.test(a)) ? ["reads"] : undefined),
  // LVM's test mode (-t) updates no metadata, for the commands the effect table shares with other tools.
  lvm: (args) => (args.some((a) => a === "-t" || a === "--test") ? ["reads"] : undefined),
  // nft -c checks the rules it is given and applies nothing; visudo -c checks the sudoers file.
  nft: (args) => (args.some((a) => /^(?:-c|--check)$/.test(a)) ? ["reads"] : undefined),
  visudo: (args) => (args.some((a) => /^(?:-c|--check)$/.test(a)) ? ["reads"] : undefined),
  // cmd /c COMMAND: a built-in that lists or prints (dir, type, ver, vol, where, tree), or a command the table reads.
  cmd: (args, _name, look) => {
    if (!/^\/[cC]$/.test(args[0] ?? "") || args.length < 2) return undefined;
    const words = args.slice(1).join(" ").trim().split(/\s+/);
    if (words.some((w) => /[&|<>^%!()"]/.test(w))) return undefined;
    if (/^(?:dir|type|ver|vol|where|tree|echo)$/i.test(words[0]!) || (/^set$/i.test(words[0]!) && !words.slice(1).some((w) => w.includes("=")))) return ["reads"];
    return look.effects(words).every((e) => e === "reads") ? ["reads"] : undefined;
  },
  // winget upgrade alone lists what could be upgraded; given a package, or --all, it upgrades.
  "winget upgrade": (args) => (args.every((a) => /^(?:--include-unknown|-u|--include-pinned)$/.test(a)) ? ["reads"] : undefined),
  // net user, net localgroup NAME, net accounts, net share…: alone (or with a name to show) they list.
  net: (args) => {
    const [what = "", ...rest] = args;
    if (args.some((a) => a.startsWith("/")) || rest.length > 1) return undefined;
    if (/^(?:user|users|localgroup|group|view|statistics|stats)$/i.test(what)) return ["reads"];
    return /^(?:accounts|config|start|use|share|session|sessions|file|files|print)$/i.test(what) && !rest.length ? ["reads"] : undefined;
  },
  // ngrok diagnose tests the way to ngrok's servers; ngrok api … list (get) reads the account's objects.
  ngrok: (args) => (args[0] === "diagnose" || (args[0] === "api" && /^(?:list|get)$/.test(args[2] ?? "")) ? ["reads"] : undefined),
  // pastebinit -l lists the pastebins it knows.
  pastebinit: (args) => (args.length === 1 && /^(?:-l|--list)$/.test(args[0]!) ? ["reads"] : undefined),
  // deno task NAME runs the task deno.json names, as npm run does a script.
  "deno task": (args, name, look) => SPECIAL.script!(args, name, look),
  "git mv": (args) => (hasOption(args, "-f --force") ? ["deletes"] : undefined),
  // A download (`rclone copy remote:photos ./photos --bwlimit 8M`): the source a remote, the destination a folder
  // inside this one, and no other word naming a remote (`--backup-dir remote:old` would send). Files it brings in are
  // a fetch (writes-code.ts), as a clone's are.
  // 7-Zip told to skip the files already there (-aos) or to rename what it extracts (-aou) overwrites none, into a
  // folder inside this one (`-oassets-new`); its other modes (-aoa, the default prompt) may write over them.
  ...Object.fromEntries(["x", "e"].map((sub) => [`7z ${sub}`, (args: string[]) => (args.some((a) => /^-ao[su]$/.test(a)) && args.every((a) => !/^-ao[at]$/.test(a) && (!/^-o/.test(a) || /^-o(?!\/|~|\$)(?!(?:.*\/)?\.\.(?:\/|$))[\w./-]+$/.test(a))) ? ["writes"] : undefined)])),
  "rclone copy": (args, _name, look) => (download(args) ? ["writes"] : SPECIAL.remote!(args, "rclone", look)),
  "rclone copyto": (args, _name, look) => (download(args) ? ["writes"] : SPECIAL.remote!(args, "rclone", look)),
  // git takes a long option's unambiguous start (`--amen`).
  "git commit": (args) => (hasOption(args, "--amend") || args.some((a) => /^--(?:fixup=amend|fixup=reword)/.test(a)) ? ["history"] : undefined),
  // Saving the changes to the stash (`git stash`, `push`, its options alone, `save`, `create`) keeps them there to be
  // applied again: nothing is lost. Applying, popping, dropping and branching from one may.
  "git stash": (args) => (/^(?:list|show)$/.test(args[0] ?? "") ? ["reads"] : !args.length || /^(?:push|save|create)$|^-/.test(args[0]!) ? ["writes"] : ["deletes"]),
  "git rm": (args) => (args.includes("--cached") || hasOption(args, "-n --dry-run") ? ["writes"] : undefined),
  "git apply": (args) => (hasOption(args, "--check --stat --numstat --summary") ? ["reads"] : undefined),
  "git clean": (args) => (hasOption(args, "-n --dry-run") ? ["reads"] : undefined),
  "git filter-repo": (args) => (hasOption(args, "--analyze --dry-run") ? ["reads"] : undefined),
  "git branch": (args) => (args.every((a) => a.startsWith("-")) && !hasOption(args, "-d -D --delete -m -M -c -C -f --force --set-upstream-to -u --unset-upstream --edit-description") ? ["reads"] : undefined),
  "git switch": (args) => (hasOption(args, "-f --force --discard-changes -C --force-create --orphan") ? ["deletes"] : ["writes"]),
  // git checkout -b NAME makes a branch where HEAD is, and git checkout BRANCH switches to it (refusing to lose
  // local changes); with paths, `--` or -f it overwrites them. A BRANCH that is a path here is seen in effects.ts.
  "git checkout": (args) => ((args.length === 2 && args[0] === "-b") || (args.length === 1 && !args[0]!.startsWith("-")) ? ["writes"] : undefined),
  // A copy into a bucket sends (the last bucket named is where it goes, whatever option values stand after it);
  // a public ACL publishes what it copies.
  // An alias or a hashed path changes what a name runs from then on (`alias ls='rm -rf src'`, `hash -p ./evil ls`).
  alias: (args) => (args.some((a) => a.includes("=")) ? ["runs"] : ["reads"]),
  hash: (args) => (args.some((a) => /^-[a-zA-Z]*p/.test(a)) ? ["runs"] : ["reads"]),
  "aws s3": (args) => {
    const [verb, ...rest] = args.filter((a) => !a.startsWith("-"));
    if (!verb || !/^(?:cp|mv|sync)$/.test(verb)) return undefined;
    const bucket = rest.findLastIndex((a) => /^(?:s3|gs):\/\//.test(a));
    if (bucket > 0 || hasOption(args, "--acl --grants")) return ["sends"];
    return verb === "mv" || args.includes("--delete") ? ["deletes"] : ["writes"];
  },
  "gsutil cp": (args) => (/^gs:\/\//.test(args.filter((a) => !a.startsWith("-")).at(-1) ?? "") ? ["sends"] : ["writes"]),
  // sbt runs each command it is given (`sbt clean "testOnly *Spec"`, `sbt ";compile;test"`), in a project or scope
  // (`core/test`, `Test/compile`, `+test`): builds, tests and listings write in the tree; the rest is told apart here.
  sbt: (args) => {
    const effects = new Set<Effect>();
    let commands = 0;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (/^--?(?:mem|sbt-version|sbt-dir|sbt-boot|ivy)$/.test(a)) i++;
      // The JVM or launcher it is pointed at runs instead of the one installed.
      else if (/^--?(?:java-home|sbt-jar|sbt-launch-dir)$/.test(a)) {
        effects.add("runs");
        i++;
      }
      // A debugger's port lets whoever reaches it run code in the build.
      else if (/^--?jvm-debug$/.test(a)) effects.add("sends");
      else if (a.startsWith("-")) {
        if (!/^-(?:D[\w.-]+=.*|J-X\S+|-?batch|-?no-colors|-?client|-?verbose|v|-?debug|-?info|-?warn|-?error|-?timings|-?traces|-?offline|-?color=\w+|-?supershell=\w+)$/.test(a)) effects.add("unknown");
      } else for (const command of a.split(";").map((c) => c.trim()).filter(Boolean)) {
        commands++;
        effects.add(sbtCommand(command));
      }
    }
    // Alone, sbt opens its shell.
    return commands ? [...effects] : undefined;
  },
  // xcodebuild: its listings read (a project's, once its packages are fetched); building and testing write the build's products (in DerivedData, a cache as go's is);
  // an archive goes to Xcode's Archives unless given a path; a setting (NAME=VALUE) may name the compiler it runs.
  xcodebuild: (args) => {
    const effects = new Set<Effect>();
    let listing = false;
    let actions = 0;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (XCODE_VALUED.test(a)) {
        // Testing on a device installs the app there (a simulator's, or a generic destination's, is no device).
        if (a === "-destination" && /platform=(?:iOS|watchOS|tvOS|visionOS)(?!\s*Simulator)/.test(args[i + 1] ?? "") && !/generic\//.test(args[i + 1] ?? "") && args.some((w) => /^test/.test(w))) effects.add("system");
        i++;
      } else if (/^-(?:showsdks|version|checkFirstLaunchStatus|usage|help|h)$/.test(a)) listing = true;
      // Listing a project's schemes, settings or destinations loads it, resolving (fetching) its packages first.
      else if (/^-(?:list|showBuildSettings|showdestinations|showTestPlans)$/.test(a)) {
        listing = true;
        effects.add("writes");
      }
      else if (/^-(?:quiet|verbose|json|hideShellScriptEnvironment|showBuildTimingSummary|skipPackagePluginValidation|skipMacroValidation|skipPackageUpdates|disableAutomaticPackageResolution|onlyUsePackageVersionsFromResolvedFile|retry-tests-on-failure|alltargets|parallelizeTargets)$/.test(a)) continue;
      // Resolving packages fetches them; a dry run resolves them too.
      else if (/^-(?:resolvePackageDependencies|dry-run|n)$/.test(a)) effects.add("writes");
      else if (/^-allowProvisioning(?:Updates|DeviceRegistration)$/.test(a)) effects.add("sends");
      else if (/^-(?:runFirstLaunch|downloadPlatform|downloadAllPlatforms|importPlatform|downloadComponent|importComponent)$/.test(a)) effects.add("installs");
      else if (a.startsWith("-")) effects.add("unknown");
      else if (a.includes("=")) effects.add(XCODE_SETTING.test(a) ? "writes" : "unknown");
      else {
        actions++;
        if (/^(?:build|build-for-testing|analyze|test|test-without-building|docbuild|clean)$/.test(a)) effects.add("writes");
        else if (a === "archive") effects.add(args.includes("-archivePath") ? "writes" : "outside");
        else effects.add("unknown");
      }
    }
    // With no action it builds, unless it is asked only for a listing.
    if (listing && !actions && [...effects].every((e) => e === "writes")) return effects.size ? ["writes"] : ["reads"];
    return effects.size ? [...effects] : ["writes"];
  },
  // ffmpeg writes its outputs, asking before it writes over one unless told -y; an address (rtmp://, udp://, a tee's
  // `[f=flv]rtmp://…`) anywhere but as an input sends, and so do serving (-listen), an HTTP method and a zmq filter.
  ffmpeg: (args) => {
    if (args.length === 1 && /^-(?:version|formats|codecs|encoders|decoders|filters|pix_fmts|protocols|devices|bsfs|muxers|demuxers|layouts|sample_fmts|hwaccels|buildconf|L|h|help|-help)$/.test(args[0]!)) return ["reads"];
    // Attachments are written under the names the input file gives them.
    if (args.some((a) => a.startsWith("-dump_attachment"))) return ["unknown"];
    const sends = args.some((a, i) => {
      const before = args[i - 1] ?? "";
      if (before === "-i") return false;
      if (/^-(?:vf|af|filter(?::\w+)?|filter_complex|lavfi)$/.test(before) && /\ba?zmq\b/.test(a)) return true;
      return /:\/\/|^(?:udp|tcp|rtp|rtmps?|srt|sctp|icecast|ftp|sftp|zmq|unix):/i.test(a) || /^-(?:listen|method|post_data|send_expect_100)$/.test(a);
    });
    // Another protocol (`file:/path`, `md5:`, `crypto:`) names its output in words aye does not place.
    if (args.some((a, i) => args[i - 1] !== "-i" && /^[a-z][\w+.-]*:(?!\/\/)/i.test(a) && !/^pipe:\d?$/.test(a) && !sends)) return ["unknown"];
    return [args.includes("-y") ? "deletes" : "writes", ...(sends ? ["sends" as const] : [])];
  },
  // Unity in batch mode running the project's tests writes their results; any other use runs what the project holds.
  unity: (args) => {
    let i = 0;
    for (; i < args.length; i++) {
      const a = args[i]!;
      if (/^-(?:projectPath|testPlatform|testResults|testFilter|testCategory|assemblyNames|logFile|buildTarget|testSettingsFile)$/.test(a)) i++;
      else if (!/^-(?:batchmode|nographics|quit|runTests|accept-apiupdate|silent-crashes|disable-assembly-updater|runSynchronously|forgetProjectPath)$/.test(a)) return undefined;
    }
    return args.includes("-runTests") ? ["writes"] : undefined;
  },
  // sqlite-utils query runs the SQL it is given: a read only when every statement reads and every option only formats.
  "sqlite-utils query": (args) => {
    const formats = /^(?:--csv|--tsv|--nl|--arrays|--table|-t|--json-cols|--raw|--raw-lines|--no-headers|--fmt|-f)$/;
    const sql = args.filter((a, i) => !a.startsWith("-") && !/^(?:--fmt|-f)$/.test(args[i - 1] ?? "")).slice(1);
    return sql.length && sql.every(readsOnlySql) && args.every((a, i) => !a.startsWith("-") || formats.test(a) || /^(?:--fmt|-f)$/.test(args[i - 1] ?? "")) ? ["reads"] : ["unknown"];
  },
  // fx's arguments after the file are JavaScript it runs (`fx x.json 'x => require("fs")…'`); a property path reads.
  fx: (args) => (args.filter((a) => !a.startsWith("-")).slice(1).every((a) => /^\.[\w$.[\]]*$|^\?$/.test(a)) ? ["reads"] : ["runs"]),
  // rsync and its kin send when a side is another host.
  // (rclone also takes a remote made on the spot: `:ftp,host=x:path`, `:webdav,url='…':path`.)
  remote: (args) => (args.some((a) => /^(?:[\w.@-]+:(?!\/\/)|rsync:\/\/|:\w+[,:])/.test(a) && !a.startsWith("-")) ? ["sends"] : undefined),
};

export const SPECIAL_BY_NAME: Record<string, string> = {
  gawk: "awk", mawk: "awk", nawk: "awk", vi: "vim", ex: "vim", "salt-call": "salt",
  python: "python", python3: "python", python2: "python", pypy3: "python",
  node: "interpreter", nodejs: "interpreter", java: "interpreter", ruby: "interpreter", php: "interpreter", lua: "interpreter", perl: "interpreter", deno: "", bash: "interpreter", sh: "interpreter", zsh: "interpreter", dash: "interpreter", ksh: "interpreter", fish: "interpreter", pwsh: "powershell", "pwsh.exe": "powershell", powershell: "powershell", "powershell.exe": "powershell", Rscript: "interpreter", julia: "interpreter", kotlin: "interpreter", elixir: "interpreter", ocaml: "interpreter",
  less: "pager", more: "pager", most: "pager", "rc-service": "service", sv: "service",
  gzip: "compressor", gunzip: "compressor", bzip2: "compressor", bunzip2: "compressor", xz: "compressor", unxz: "compressor",
  gmake: "make", just: "make", task: "make", mage: "make", rake: "make", invoke: "make", grunt: "make", gulp: "make",
  mvn: "tasks", mvnw: "tasks", gradle: "tasks", gradlew: "tasks",
  psql: "database", mysql: "database", mariadb: "database", sqlite3: "database", duckdb: "database", cqlsh: "database", "clickhouse-client": "database", "redis-cli": "database", sqlcmd: "database", mongosh: "mongo", cockroach: "database", usql: "database", pgcli: "database", mycli: "database", litecli: "database",
  rsync: "remote", scp: "scp", rclone: "", killall: "kill", pkill: "kill",
  hive: "database", "net.exe": "net", "cmd.exe": "cmd", lvremove: "lvm", lvcreate: "lvm", lvextend: "lvm", vgremove: "lvm", pvremove: "lvm", "wsl.exe": "wsl", "icacls.exe": "icacls", beeline: "database", "clickhouse-local": "clickhouse local", sysrc: "sysrc", snowsql: "database", trino: "database", presto: "database", vsql: "database", "impala-shell": "database", influx: "database",
  Unity: "unity", unity: "unity", "unity-editor": "unity",
};

/** Package managers whose `run X` (and, for some, a bare `X`) runs the project's script X. */
export const SCRIPT_RUNNERS = /^(?:npm|pnpm|yarn|bun)$/;
