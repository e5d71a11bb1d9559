/**
 * What setting a variable does: for one command (`CI=true npm test`), for every program after it (`export`), or
 * for the shell itself (`PATH=…`, `PS4=…`). A plain setting aye knows changes nothing else; a variable that makes
 * a program run code is unclear; any other is unknown, so asked.
 */

/** Variables with which a program runs code of their own before or beside what the line shows (BASH_ENV=x bash -c true). */
import { plainSsh } from "./plain-ssh.ts";

const RUNS_CODE = /^(?:BASH_ENV|ENV|PS4|LD_PRELOAD|LD_AUDIT|PROMPT_COMMAND|PERL5OPT|PERL5DB|NODE_OPTIONS|RUBYOPT|GIT_SSH_COMMAND|GIT_SSH|GIT_EXTERNAL_DIFF|GIT_ASKPASS|SSH_ASKPASS|LESSOPEN|LESSCLOSE)$/;

/** Variables naming a program that another runs (a pager, an editor, npm's script shell): a known one is fine. */
const PROGRAM_VAR = /^(?:PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|BAT_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|SYSTEMD_EDITOR|SUDO_EDITOR|KUBE_EDITOR|npm_config_script_shell|NPM_CONFIG_SCRIPT_SHELL|npm_config_shell|NPM_CONFIG_SHELL)$/;
const HARMLESS_PROGRAM = /^(?:|cat|less|less -[A-Za-z]+|more|most|head|tail|true|delta|bat|diff-so-fancy|vi|vim|nvim|nano|emacs|code --wait|subl -w)$/;

/**
 * Variables a program reads as a plain setting (a locale, a log level, an environment's name, a target platform):
 * setting one for a command changes nothing else. Any other variable given to a program may point it elsewhere
 * (`DATABASE_URL`, `HOME`, `GIT_CONFIG_GLOBAL`, `PATH`, `LD_LIBRARY_PATH`) or load code (`npm_config_node_options`):
 * unknown, so asked.
 */
const PLAIN_VAR = /^(?:LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM|COLORTERM|COLUMNS|LINES|NO_COLOR|FORCE_COLOR|CLICOLOR(?:_FORCE)?|CI|DEBUG|VERBOSE|QUIET|LOG_LEVEL|LOGLEVEL|[A-Z][A-Z0-9]*_LOG(?:_LEVEL)?|RUST_BACKTRACE|RUST_LIB_BACKTRACE|PYTHONUNBUFFERED|PYTHONDONTWRITEBYTECODE|PYTHONHASHSEED|PYTHONIOENCODING|PYTHONUTF8|PYTHONWARNINGS|FLASK_DEBUG|GO111MODULE|CGO_ENABLED|GOOS|GOARCH|GOARM|GOAMD64|GOMAXPROCS|GOGC|GOTOOLCHAIN|TF_IN_AUTOMATION|TF_INPUT|DOCKER_BUILDKIT|BUILDKIT_PROGRESS|COMPOSE_DOCKER_CLI_BUILD|HEADLESS|CARGO_TERM_COLOR|CARGO_INCREMENTAL|CARGO_BUILD_JOBS|JOBS|UV_NO_CACHE|PIP_NO_CACHE_DIR|PIP_DISABLE_PIP_VERSION_CHECK|npm_config_loglevel|NPM_CONFIG_LOGLEVEL|HUSKY|SKIP_[A-Z0-9_]+|DISABLE_[A-Z0-9_]+|NO_[A-Z0-9_]+|TIMEOUT|[A-Z][A-Z0-9]*_TIMEOUT|PORT|JEST_WORKER_ID|CHOKIDAR_USEPOLLING|CHOKIDAR_INTERVAL|WATCHPACK_POLLING|PWDEBUG|PAGER_DISABLE)$/;

/**
 * Variables that name the environment a framework runs in, and so which database and credentials it uses: plain only
 * for a test or development one (`RAILS_ENV=production rails test` runs the suite against production).
 */
const ENV_NAME = /^(?:NODE_ENV|BABEL_ENV|RAILS_ENV|RACK_ENV|APP_ENV|FLASK_ENV|MIX_ENV|ASPNETCORE_ENVIRONMENT|DOTNET_ENVIRONMENT|SPRING_PROFILES_ACTIVE|DJANGO_ENV|ENVIRONMENT|STAGE)$/;
const TEST_ENV = /^(?:test|testing|development|dev|ci|local)$/i;

/** The shell's own variables: setting one changes how the shell itself runs what follows (PATH, IFS, PS4 with set -x). */
const SHELL_VAR = /^(?:PATH|IFS|CDPATH|DIRSTACK|OLDPWD|PWD|HOME|PS[1-4]|PROMPT_COMMAND|BASH_ENV|ENV|SHELLOPTS|BASHOPTS|GLOBIGNORE|EXECIGNORE|BASH_XTRACEFD|HISTFILE|INPUTRC|FUNCNEST|BASH_COMPAT|BASH_LOADABLES_PATH|TMOUT|MAILPATH|MAIL|LD_[A-Z_]+|GCONV_PATH|TEXTDOMAIN|TEXTDOMAINDIR)$/;

/** Where a language looks for code to load. */
const SEARCH_PATH = /^(?:PYTHONPATH|NODE_PATH|RUBYLIB|PERL5LIB|PERLLIB|CLASSPATH|GOPATH|JULIA_LOAD_PATH|R_LIBS)$/;

/** Variables naming where a language's toolchain is installed: its programs are run from there. */
const TOOLCHAIN_HOME = /^(?:JAVA_HOME|JDK_HOME|JRE_HOME|GRAALVM_HOME)$/;
const SYSTEM_TOOLCHAINS = /^(?:\/usr\/lib\/jvm|\/usr\/lib64\/jvm|\/usr\/java|\/Library\/Java\/JavaVirtualMachines)\/[\w.+-]+(?:\/[\w.+-]+)*\/?$/;

/**
 * Variables whose name says they change only how much a tool tells (`GIT_TRACE`, `GIT_CURL_VERBOSE`, `NODE_DEBUG`,
 * `TF_LOG_LEVEL`), whether it colours or shows progress: plain when the value is a switch, a level or a list of
 * module names. A path is not (`GIT_TRACE=/tmp/t` writes its trace to that file), nor anything with a dot or a `$`.
 */
const REPORTING = /^(?:[A-Z][A-Z0-9]*_)*(?:TRACE2?|XTRACE|DEBUG|VERBOSE|VERBOSITY|QUIET|SILENT|PROGRESS|COLOU?RS?|BACKTRACE|STACKTRACE|LOG_?LEVEL|TRACE2?_(?:PACKET|PERFORMANCE|PERF|SETUP|CURL|CURL_NO_DATA|SHALLOW|FSMONITOR|PACK_ACCESS|REFS|EVENT))$/;
const LEVEL = /^[\w:,*+-]{0,64}$/;

/**
 * Variables that turn a tool's reaching out off: offline modes, telemetry and update checks (`WANDB_MODE=offline`,
 * `HF_HUB_OFFLINE=1`, `NEXT_TELEMETRY_DISABLED=1`, `DO_NOT_TRACK=1`). Plain when set to a switch (`*_MODE` only to a
 * value that does less: offline, disabled, a dry run); they only take away what the tool would send.
 */
const STAYS_IN = /^(?:[A-Z][A-Z0-9]*_)*(?:OFFLINE|TELEMETRY|TELEMETRY_DISABLED|TELEMETRY_OPTOUT|TELEMETRY_OPT_OUT|DISABLE_TELEMETRY|NO_TELEMETRY|ANALYTICS|ANALYTICS_DISABLED|NO_ANALYTICS|UPDATE_NOTIFIER|NO_UPDATE_NOTIFIER|DISABLE_UPDATE_CHECK|NO_UPDATE_CHECK|SKIP_UPDATE_CHECK|UPDATE_CHECK)$|^DO_NOT_TRACK$/;
const SWITCH = /^(?:0|1|true|false|yes|no|on|off|y|n|t|f|enabled?|disabled?)$/i;
const QUIET_MODE = /^(?:[A-Z][A-Z0-9]*_)*MODE$/;
const DOES_LESS = /^(?:offline|disabled?|dry-?run|noop|off)$/i;

/** How a package manager puts what it installs in place (`UV_LINK_MODE=copy`): a copy or a link of the same files. */
const LINK_MODE = /^(?:[A-Z][A-Z0-9]*_)*LINK_MODE$/;
const LINK_VALUE = /^(?:copy|clone|hardlink|symlink|reflink|auto)$/i;

/**
 * Where a tool keeps its cache (`PIP_CACHE_DIR`, `npm_config_cache`, `GOCACHE`, `YARN_CACHE_FOLDER`): plain when it is
 * a folder of the tree (a relative path that climbs nowhere) or /dev/null, which keeps nothing. Anywhere else is a
 * place it writes, and reads back from: unknown.
 */
const CACHE = /^(?:[A-Z][A-Z0-9]*_)*CACHE(?:_DIR|_PATH|_FOLDER|_ROOT|_HOME|_LOCATION)?$|^(?:GOCACHE|GOMODCACHE|npm_config_cache|NPM_CONFIG_CACHE|npm_config_cache_dir)$/;
const IN_TREE = /^(?!\/|~|-)(?!.*(?:^|\/)\.\.(?:\/|$))[\w.@+-]+(?:\/[\w.@+-]+)*\/?$|^\/dev\/null$/;

/**
 * Terraform's input variables (`TF_VAR_env=dev`): a value the configuration reads as `var.env`, as `-var env=dev`
 * gives it; what the command does is still its subcommand's.
 */
const TF_VAR = /^TF_VAR_\w+$/;

/** Whether an exported variable is plain by what its name says it changes, given this value (see the kinds above). */
function plainByKind(name: string, value: string): boolean {
  if (REPORTING.test(name)) return LEVEL.test(value);
  if (STAYS_IN.test(name)) return SWITCH.test(value);
  if (LINK_MODE.test(name)) return LINK_VALUE.test(value);
  if (QUIET_MODE.test(name)) return DOES_LESS.test(value);
  if (CACHE.test(name)) return IN_TREE.test(value);
  return TF_VAR.test(name) && !/[$`]/.test(value);
}

/**
 * `runs` when the variable makes a program run code the line does not show, `unknown` when aye cannot say what it
 * changes, undefined when it is a plain setting (or the shell's own variable, not exported, of no such kind).
 */
export function variableEffect(subscripted: string, value: string, exported: boolean): "runs" | "unknown" | undefined {
  // An element is set as its array is (`DIRSTACK[1]=/root`, `BASH_CMDS[ls]=/bin/rm`).
  const name = subscripted.replace(/\[.*$/s, "");
  // bash's tables of hashed paths, aliases and exported functions: what a name runs from then on (`BASH_CMDS[ls]=/bin/rm`).
  if (/^(?:BASH_CMDS|BASH_ALIASES|BASH_FUNC_)/.test(name)) return "runs";
  // (git's ssh told only how to connect, `GIT_SSH_COMMAND='ssh -i deploy_key -v'`, runs no program of its own: plain-ssh.ts.)
  if (name === "GIT_SSH_COMMAND" && plainSsh(value)) return undefined;
  if (RUNS_CODE.test(name) || (PROGRAM_VAR.test(name) && !HARMLESS_PROGRAM.test(value))) return "runs";
  // A language's search path into the project's own folders (`PYTHONPATH=src`) loads the project's code, as its tests do.
  if (exported && SEARCH_PATH.test(name) && value.split(":").every((p) => /^(?!\/|~|\$)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/.test(p))) return undefined;
  // A toolchain's home (`JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 ./gradlew build`) in the folders the system's
  // packages install JDKs and SDKs to: the same programs a plain `java` would find. (Anywhere else may be anything.)
  if (exported && TOOLCHAIN_HOME.test(name) && SYSTEM_TOOLCHAINS.test(value) && !/(?:^|\/)\.\.(?:\/|$)/.test(value)) return undefined;
  if (ENV_NAME.test(name)) return exported && !TEST_ENV.test(value) ? "unknown" : undefined;
  // A log level is plain; a log file (`PIP_LOG=~/.bashrc`) is a place it writes.
  if (exported && /_LOG$/.test(name) && /[/.~$]/.test(value)) return "unknown";
  // A tool's protocol or API version (`ETCDCTL_API=3`, `DOCKER_API_VERSION=1.43`): a number picks how it speaks, not what it does.
  if (exported && /_(?:API|API_VERSION|VERSION)$/.test(name) && /^v?\d{1,4}(?:\.\d{1,4}){0,2}$/.test(value)) return undefined;
  if (SHELL_VAR.test(name)) return "unknown";
  if (exported && !PLAIN_VAR.test(name) && !PROGRAM_VAR.test(name) && !plainByKind(name, value)) return "unknown";
  return undefined;
}
