/**
 * What a command hands to whoever reads its output, which is a model when aye runs it: the person's keys and tokens
 * read from outside the folder, a secret encoded on its way out (no redaction knows every encoding), what a tool
 * prints of the secrets it keeps, the home searched whole, and the project's secrets copied where others can read them.
 */
import { isFile } from "./files.ts";
import type { SimpleCommand } from "./shell-syntax.ts";
import { languageOf } from "./inline-code.ts";
import { keepsNamesAlone } from "./names-only.ts";
import { programName } from "./wrappers.ts";
import { PRINTS_SECRET } from "../../prompt/printed-secrets.ts";
import { COPIERS, inside, NOWHERE, PATTERN, TEMPLATE_FORMAT } from "./effects.ts";
import { resolve } from "node:path";

/** Whether a file is there (not a folder). */
/** A path in the person's home, and the home itself (with a pattern in it or not). */
const HOME_PATH = /^(?:~|\$\{?HOME\b\}?|\/root|\/home\/[^/]+)(?:\/|$)/;

const HOME_ROOT = /^(?:~|\$\{?HOME\}?|\/root|\/home\/[^/]+)\/?(?:[*?]*)?$/;

/** Words that ask a tool for a secret it keeps (podman's `secret inspect --showsecret` too). */
const SECRET_WORD = /^--showsecrets?$|^(?:--?)?(?:show-|print-|get-)?(?:token|tokens|access-token|identity-token|login-password|password|passwords|secret|secrets|credential|credentials|reveal|with-decryption|show-secrets|show-token|decrypt|raw)$|^(?!describe-|list-)[a-z-]+-(?:token|tokens|password|passwords|secret|secrets|credentials?)$|^(?:appsettings|app-settings|connection-strings?)$|_authtoken|:_password|:_auth$|\.sensitive/;

/** Commands whose output is secrets: a state, a config with its values put in, a store's entries. */
const SHOWS_SECRETS = [["terraform", "show", "-json"], ["gh", "auth", "status", "-t"], ["terraform", "state", "pull"], ["terraform", "output", "-json"], ["terraform", "output", "-raw"], ["tofu", "state", "pull"], ["docker", "compose", "config"], ["docker-compose", "config"], ["heroku", "config"], ["helm", "get", "values"], ["helm", "get", "all"], ["vault", "kv"], ["vault", "read"], ["op", "item"], ["op", "read"], ["pulumi", "config", "get"], ["sops", "-d"], ["sops", "--decrypt"], ["kubectl", "config", "view"]];

/** Tools that read images and manifests from a registry. */
const REGISTRY_TOOLS = /^(?:skopeo|crane|regctl|oras|buildah|docker|podman|nerdctl)$/;

/** Programs that print what they read in another form. */
const ENCODERS = /^(?:base64|basenc|base32|xxd|od|hexdump|rev|tac|gzip|bzip2|xz|zstd|lz4|uuencode|openssl|tr|iconv|gpg|age|zip|tar|sed|awk|jq)$/;

/** Programs that print their input disguised, as no redaction can read it. */
const DISGUISES = /^(?:rev|base64|basenc|base32|xxd|od|hexdump|uuencode|gzip|bzip2|xz|zstd)$/;

/** A secret's file or the environment, named in code. */
const SECRET_IN_CODE = /\.env\b|id_(?:rsa|dsa|ecdsa|ed25519)|\.ssh\/|\.aws\/|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc|kubeconfig|\.kube\/|environ|process\.env|\bENV\b|getenv|^(?:env|\$__loc__)\b|\|\s*env\b/;

/** A field of a jq or yq path named for a secret: `.password`, `.db.api_key`, `.["oauth_token"]`, `.environment.DB_PASSWORD`. */
const SECRET_PATH_FIELD = /\.\s*\[?\s*["']?[\w-]*(?:passw(?:or)?d|passwd|secret|token|api_?key|private_?key|credential)[\w-]*/i;

/** Programs that print what they learn of a file (its name, size, mode, kind), never what it holds. */
const METADATA = /^(?:ls|stat|file|du|test|\[|find|tree|realpath|readlink|namei|getfacl|lsattr|wc|ssh-keygen)$/;

/** jq and the programs that take its language (or one like it) and can read the environment: `gojq -n env`, `jaq -n '$ENV'`. */
const JQ = /^(?:jq|gojq|jaq|yq|xq|tomlq)$/;

/**
 * A name that says it holds a secret, asked for by a word that gets one value (`launchctl getenv OPENAI_API_KEY`,
 * `declare -p GITHUB_TOKEN`, `chamber read prod db_password`, `bundle config get BUNDLE_GEMS__ACME__COM`, bundler's
 * login for a host): what prints is the bare value, which no redaction can tell from any other word.
 */
const SECRET_IDENT = /^(?:(?=[A-Z0-9_]+$)(?:[A-Z0-9]+_)*(?:(?:API|ACCESS|PRIVATE|SECRET|MASTER|SIGNING|ENCRYPTION|LICENSE)?KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIALS?|AUTH|PAT)(?:_[A-Z0-9]+)*|(?=[a-z0-9_]*_[a-z0-9_]*$)(?:[a-z0-9]+_)*(?:(?:api|access|private|secret|master|signing|encryption|license)?key|token|secret|passw(?:or)?d|passphrase|credentials?)(?:_[a-z0-9]+)*|BUNDLE_[A-Z0-9_]+__[A-Z]+)$/;
const GETTER = /^(?:get|getenv|read|show|reveal|print|cat|view|access|value|get-value|show-environment|--get)$/;
/** The shell's own builtins that print a variable by name with `-p`. */
const DECLARERS = /^(?:declare|typeset|export|readonly|local)$/;

/** Secret scanners that print what they find as it is, unless told to mask it. */
const SCANNERS = /^(?:trufflehog|ripsecrets|whispers|noseyparker|git-secrets)$/;

/** Where a person's keys, tokens and passwords live, outside any project. */
const SECRET_PATH = /(?:^|\/)(?:\.ssh|\.aws|\.gnupg|\.kube|\.docker|\.azure|\.oci|\.config\/(?:gh|gcloud|hub|op|doctl|heroku)|\.password-store|\.vault-token|\.terraform\.d|\.cargo\/credentials(?:\.toml)?|\.pgpass|\.my\.cnf|\.netrc|\.npmrc|\.pypirc|\.gem\/credentials|\.git-credentials|\.local\/share\/keyrings|shadow|gshadow|sudoers|environ|run\/secrets|\.config\/(?:google-chrome|chromium|BraveSoftware|Code|Signal|discord|Slack)|\.mozilla|Library\/(?:Keychains|Cookies|Application Support\/(?:Google|Firefox|Code)))(?:\/|$)/;

/** A setting's name that names a secret (`npmAuthToken`, `_password`, `http-basic.x.password`). */
const isSecretWord = (w: string) => /token|passw|secret|_auth|credential|api[-_]?key/i.test(w);

/** Programs known to take a file without printing what it holds: copies, moves, modes, tests, loads into the shell. */
const KEEPS_QUIET = /^(?:keytool|cp|mv|ln|rm|unlink|chmod|chown|chgrp|touch|test|\[|install|source|\.|rsync|scp|sops|age|gpg|openssl|git|docker|docker-compose|podman|kubectl|helm|terraform|tofu|ansible|ansible-playbook|direnv|dotenv|env|sh|bash|zsh|node|python|python3|deno|bun|npm|npx|pnpm|yarn|make|shred|tar|zip|7z|sha256sum|sha1sum|md5sum|b2sum|cksum|ls|stat|file|wc|du|realpath|readlink|basename|dirname|mkdir|echo|printf|true|false|:|cd|pushd|popd|chattr|lsattr|getfacl|setfacl|xattr|truncate)$/;

/** A file that shows what a secret's file looks like, with none in it. */
const EXAMPLE = /(?:example|sample|template|dist|defaults?|schema|\.tpl|\.tmpl)(?:\.[\w-]+)?$/i;

/** A file named for a secret (`~/.vault_pass`, `db-password.txt`, `.api_key`), not code that handles one (`token.ts`). */
const namedSecret = (path: string) => {
  const base = path.split("/").at(-1) ?? "";
  return /(?:pass(?:wd|word|phrase)?|pwd|secrets?|tokens?|credentials?|private|api[-_]?key|master\.key|\.key)(?![a-z])/i.test(base) && !/\.(?:pub|ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|rb|php|cs|c|h|cc|cpp|swift|scala|ex|exs|md|rst|html|css|sql|proto|graphql|snap|test\.\w+)$/i.test(base) && !EXAMPLE.test(base);
};

/** Files that hold secrets by their name. */
const SECRET_FILE = /(?:^|\/|:)(?:\.env(?:\.[\w.-]+)?|[^/]*\.tfstate(?:\.backup)?|[^/]*\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ppk|asc|gpg)|id_(?:rsa|dsa|ecdsa|ed25519)[^/]*|\.netrc|\.pgpass|\.npmrc|\.pypirc|\.git-credentials|\.htpasswd|credentials(?:\.\w+)?|[^/]*secret[^/]*|kubeconfig|service-account[^/]*\.json)$/i;

/**
 * Names a glob may stand for, to ask whether a pattern names a secret (`.en?`, `/./root/.s?h/i?_[rde]*`, `~/.a?s/cr*`):
 * the patterns match when the line runs, so what they could match is what they name.
 */
const SECRET_SAMPLES = [".env", ".env.local", ".env.production", ".envrc", "id_rsa", "id_ed25519", "id_ecdsa", "credentials", ".netrc", ".pgpass", ".npmrc", ".pypirc", ".git-credentials", "secrets.yaml", "secrets.json", "server.key", "terraform.tfstate", ".vault-token", ".ssh/id_rsa", ".ssh/id_ed25519", ".aws/credentials", ".docker/config.json", ".kube/config"];
const HOMES = ["/root/", "/home/user/", "~/"];

/** Whether a glob could match a secret's file, at the end of its path. */
function globNamesSecret(pattern: string): boolean {
  const path = pattern.replace(/\/\.(?=\/)/g, "").replace(/\/{2,}/g, "/");
  // Glob to regex: `*` within a name, `?` one character, `[…]` a class; the rest literal.
  let re = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = path.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else (re += `[${path.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\")}]`), (i = end);
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  let glob: RegExp;
  try {
    glob = new RegExp(`(?:^|/)${re}$`);
  } catch {
    return true;
  }
  const matches = (samples: string[]) => samples.some((s) => glob.test(s) || HOMES.some((h) => glob.test(h + s)));
  // (A pattern that matches the project's ordinary files as well, `*.json`, is a search, not a secret named.)
  return matches(SECRET_SAMPLES) && !matches(ORDINARY_SAMPLES);
}

/** Files any project has, which a pattern naming a secret would not match. */
const ORDINARY_SAMPLES = ["package.json", "tsconfig.json", "README.md", "index.ts", "main.c", "app.py", "config.yml", "notes.txt", "Makefile", ".gitignore", ".editorconfig", ".eslintrc", "src/app.ts", ".ssh/known_hosts", ".ssh/config", ".aws/config"];

/** A variable's name that says it holds a secret, as `printenv` and `env` are asked for it (`OPENAI_API_KEY`). */
const SECRET_NAME = /(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/;
/** A variable named for a secret (`OPENAI_API_KEY`, `DB_PASSWORD`), expanded in any form (`${KEY:14}`, `${KEY//?/& }`). */
const SECRET_VAR = /\$\{?[!#]?[A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH|PAT)\b/i;

/** Programs that rewrite what they read character by character, as no redaction can read it back. */
const REWRITERS = /^(?:sed|tr|awk|gawk|mawk|nawk|fold|perl|jq|cut|rev|tac|od|xxd|hexdump|base64|basenc|base32|iconv|paste|column)$/;

/**
 * What hands secrets to its output: the environment (`env`, `printenv X`, `export -p`, `declare -x`, `ps e`),
 * a secret variable printed, git's settings (`extraheader`, a remote's URL with a token).
 */
function printsSecrets(f: SimpleCommand, cwd: string): boolean {
  const name = programName(f.argv[0] ?? "");
  // (The person's files outside the folder: `cat ~/.s3cfg`, `grep -r . ~/.config`, `cat ~/.bash_history`.)
  if (f.argv.slice(1).some((a) => HOME_PATH.test(a) && !inside(a, cwd)) && !METADATA.test(name)) return true;
  if (/^(?:env|printenv|export|declare|typeset|set)$/.test(name) && f.argv.slice(1).every((a) => a.startsWith("-") || SECRET_NAME.test(a))) return true;
  if (/^(?:echo|printf)$/.test(name) && f.argv.slice(1).some((a) => SECRET_VAR.test(a))) return true;
  if (name === "ps" && f.argv.slice(1).some((a) => /^-?[a-zA-Z]*e[a-zA-Z]*$/.test(a) && !a.startsWith("-"))) return true;
  return name === "git" && f.argv.includes("config") && !f.argv.some((a) => /^--?(?:add|unset|replace-all|edit)/.test(a));
}

/**
 * How a command exposes a secret: `plainly`, a tool printing a secret it keeps or the environment as it is (what a
 * filter after it that keeps only names takes out), or `otherwise` (encoded, copied, searched for).
 */
export type Exposure = "plainly" | "otherwise";

/** `openssl x509 -noout -in FILE` with options that print only a certificate's public fields. */
function certificateFields(name: string, args: string[]): boolean {
  if (name !== "openssl" || args[0] !== "x509" || !args.includes("-noout")) return false;
  const rest = args.slice(1);
  return rest.every((a, i) => /^-(?:in|inform|nameopt|ext|checkend)$/.test(rest[i - 1] ?? "") || /^-(?:in|inform|nameopt|ext|checkend|noout|subject|issuer|dates|enddate|startdate|serial|fingerprint|sha1|sha256|sha512|md5|text|email|purpose|ocsp_uri|hash|subject_hash|issuer_hash|pubkey|modulus|alias|ext_dump)$/.test(a));
}

/** Whether `cmd` (the program `name`, its `args`, the files it `written`) exposes a secret, in `cwd`, and how. */
/** Columns and settings that hold credentials, in any database's catalogue. */
const SECRET_COLUMN = /authentication_string|rolpassword|requirepass|masterauth|\bpasswd\b|\bpassword(?:_hash|_digest)?\b|\bapi_?key\b|\bsecret\b/i;
/** Catalogue tables of accounts, which hold password hashes among their columns. */
const SECRET_TABLE = /pg_shadow|pg_authid|mysql\.user|system\.users/i;
/** One SELECT that names each column it reads (no `*`, no subquery) from the table it names: `SELECT user, host FROM mysql.user`. */
// (The clause after the table is taken whole, as an atomic group would: a run of blanks before a `(` is tried once.)
const NAMED_COLUMNS = /^\s*select\s+(?:[\w`".]+\s*,\s*)*[\w`".]+\s+from\s+[\w`".]+(?:\s+(?:where|order\s+by|limit)\b(?=([^;()*\\]*))\1)?;?(?:\\G)?\s*$/i;

/**
 * A Kubernetes object's fields that say what it is, not what it holds: a secret's values are under `.data` and
 * `.stringData` (and whatever an annotation copies, `last-applied-configuration`), never under these.
 */
const OBJECT_FIELD = /^\.(?:metadata\.(?:name|namespace|uid|creationTimestamp|resourceVersion|generation|labels(?:\.[\w.\/-]+)?|ownerReferences(?:\[\d*\])?\.(?:name|kind))|type|kind|apiVersion|immutable)$/;

/**
 * Whether `kubectl get`/`oc get` is told an output format that prints only what its objects are (`-o name`, `-o wide`,
 * custom columns or a jsonpath naming only OBJECT_FIELD paths): secrets listed by name, type and age.
 */
function fieldsOnly(argv: string[]): boolean {
  if (!/^(?:kubectl|oc)$/.test(programName(argv[0] ?? "")) || !argv.includes("get")) return false;
  const formats = argv.flatMap((a, i) => (/^(?:-o|--output)$/.test(argv[i - 1] ?? "") ? [a] : (/^(?:-o=?|--output=)(.+)$/.exec(a)?.slice(1) ?? [])));
  return formats.length > 0 && formats.every((f) => {
    if (/^(?:name|wide)$/.test(f)) return true;
    const columns = /^custom-columns=(.+)$/.exec(f)?.[1];
    if (columns !== undefined) return columns.split(",").every((c) => OBJECT_FIELD.test(c.slice(c.indexOf(":") + 1)));
    const path = /^jsonpath=(.+)$/.exec(f)?.[1];
    // (Only `{.items[*].FIELD}` and `{range .items[*]}…{end}` over such fields, with literal text between.)
    if (path === undefined) return false;
    const fields = [...path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!.trim()).filter((e) => !/^(?:end|range \.items\[\*\]|"[^"]*")$/.test(e));
    return fields.length > 0 && fields.every((e) => OBJECT_FIELD.test(e.replace(/^\.items\[\*\]/, "")));
  });
}

export function exposes(cmd: SimpleCommand, name: string, args: string[], written: string[], cwd: string, copies = true, root = cwd): Exposure | undefined {
  // Keys and tokens of the person's, read from outside the folder (`base64 ~/.ssh/id_rsa`, `rev ~/.aws/credentials`): what a
  // command prints goes before a model, and no redaction knows every encoding.
  // (dd names its input `if=FILE`: it prints that file as cat does.)
  const sources = [...args.flatMap((a) => (a.startsWith("-") ? (/^--?[\w-]+=(.+)$/.exec(a)?.slice(1) ?? []) : name === "dd" && a.startsWith("if=") ? [a.slice(3)] : [a])), ...cmd.redirects.filter((r) => r.op.startsWith("<")).map((r) => r.target)];
  // (What only tells of a file, its name, size or mode, tells no secret; nor does a public key.)
  const secret = (p: string) => !/\.pub$/.test(p) && (SECRET_PATH.test(p) || SECRET_FILE.test(p) || (PATTERN.test(p) && (/^(?:~|\$\{?HOME\b|\/root\b|\/home\/)/.test(p) || globNamesSecret(p))));
  // (plutil -lint says of each file only whether it parses.)
  // (Nor does `openssl x509 -noout` asked for a certificate's fields: x509 reads the certificate alone, never a key
  // beside it in the file, and -noout prints none of it but what is asked.)
  const metadata = METADATA.test(name) || (name === "plutil" && args.includes("-lint") && args.every((a) => /^-(?:lint|s)$/.test(a) || !a.startsWith("-"))) || certificateFields(name, args);
  if (!metadata && sources.some((p) => /^(?:~|\/|\$\{?HOME\b)/.test(p) && !inside(p, cwd) && (secret(p) || namedSecret(p)))) return "otherwise";
  // The project's own secrets printed as they are (`cat .env`, `head config/master.key`): what the output shows goes to a
  // model, and the redaction is a net, not a promise. (An example or a template of one holds none.)
  // (Files that are there: a grep's pattern is no file, and a file not there prints nothing. A count, a name or a yes/no
  // from grep prints none of what it holds.)
  // (Nor do the names alone: `cut -d= -f1 .env`.)
  const counts = (/^(?:grep|egrep|fgrep|rg|ag)$/.test(name) && args.some((a) => /^-[a-zA-Z]*[clLq]|^--(?:count|files-with(?:out)?-match(?:es)?|quiet)$/.test(a))) || (name === "cut" && args.some((a) => /^-d.?$|^-d=$|^--delimiter/.test(a)) && args.some((a, i) => /^-f1$|^--fields=1$/.test(a) || (a === "-f" && args[i + 1] === "1")));
  const printed = (p: string) => !p.startsWith("-") && (SECRET_FILE.test(p) || namedSecret(p)) && !EXAMPLE.test(p) && isFile(resolve(cwd, p.replace(/^~(?=\/)/, process.env.HOME ?? "~")));
  // Any program given the file prints it, unless it is known not to (a copy, a move, a mode, a test): `diff /dev/null
  // .env`, `envsubst < .env`, `fold .env` print it as surely as cat. Unknown means it may.
  const fileArgs = [...sources, ...args.filter((_, i) => /^(?:-a|--arg-file)$/.test(args[i - 1] ?? ""))];
  if (!KEEPS_QUIET.test(name) && !metadata && !counts && fileArgs.some(printed)) return "plainly";
  // getent's shadow databases are the password hashes themselves.
  // (The database is the first word that is no option's value: `getent -s files shadow`.)
  if (name === "getent" && /^g?shadow$/.test(args.find((a, i) => !a.startsWith("-") && !/^(?:-s|--service)$/.test(args[i - 1] ?? "")) ?? "")) return "plainly";
  // git prints a secret's file from any revision or the index: `git show HEAD:.env`, `git cat-file -p :.env`, `git log -p -- .env`.
  if (name === "git" && args.some((a) => /^(?:show|cat-file|blame|annotate|diff|log|grep|whatchanged)$/.test(a)) && args.some((a) => { const path = a.replace(/^[^:\s]*:/, ""); return !a.startsWith("-") && (SECRET_FILE.test(path) || namedSecret(path)) && !EXAMPLE.test(path); })) return "plainly";
  // Secret scanners print what they find (`gitleaks detect -v`, `trufflehog filesystem .`), unless told to redact it.
  if ((name === "gitleaks" && args.some((a) => /^(?:-v|--verbose|--report-path=?-?|-r)$/.test(a)) && !args.some((a) => a.startsWith("--redact"))) || (SCANNERS.test(name) && !args.some((a) => /^--(?:redact|mask)/.test(a))) || (name === "git" && args[0] === "secrets" && args.includes("--scan"))) return "plainly";
  // A query for credentials through a database client: password hashes, a server's own password setting. A table of
  // accounts is one only for its secret columns: `SELECT user, host, plugin FROM mysql.user` names none of them.
  // (mongoexport and mongodump too, and any collection of the admin database they are given: `--db admin`, `…/admin`.)
  if (/^mongo(?:export|dump)$/.test(name) && args.some((a, i) => (/^(?:-d|--db)$/.test(args[i - 1] ?? "") && a === "admin") || /^(?:--db=|-d)admin$|^mongodb(?:\+srv)?:\/\/[^/]*\/admin(?:\?|$)/.test(a))) return "plainly";
  if (/^(?:psql|mysql|mariadb|sqlite3|mongosh|mongo|mongoexport|mongodump|redis-cli|clickhouse-client|sqlcmd|cqlsh|duckdb)$/.test(name) && args.some((a) => SECRET_COLUMN.test(a) || (SECRET_TABLE.test(a) && !NAMED_COLUMNS.test(a)))) return "plainly";
  const words = cmd.argv.map((w) => w.toLowerCase());
  // One value asked for by a name that says it is a secret. (Another process's environment, `docker inspect` of
  // `.Config.Env`, `jinfo PID`, prints each value under its name, which the redaction knows.)
  const getter = DECLARERS.test(name) ? args.findIndex((a) => /^-[a-zA-Z]*p[a-zA-Z]*$/.test(a)) : name === "git" ? -1 : args.findIndex((a) => GETTER.test(a.toLowerCase()));
  if (getter >= 0 && args.slice(getter + 1).some((a) => SECRET_IDENT.test(a))) return "plainly";
  // git's settings asked for by a name that holds a credential (`git config --get-regexp 'http\..*extraheader'`).
  if (name === "git" && args[0] === "config" && args.some((a) => /^--get/.test(a)) && args.some((a) => !a.startsWith("-") && /extraheader|token|passw|secret/i.test(a))) return "plainly";
  // A token shown by a forge's or a host's `auth status` (`gh auth status -t`, `glab auth status --show-token`).
  if (words.includes("auth") && words.includes("status") && words.some((w) => /^(?:-t|--show-token)$/.test(w))) return "plainly";
  // The environment by other spellings: `declare -p`, `export -p`, `typeset -x`, `ps eww $$`, `php -i`, `make -p`,
  // and code that names it whole (`node -p process`, `process["env"]`, `ENV`, awk's ENVIRON, yq's env).
  if (/^(?:declare|typeset|export)$/.test(name) && args.length > 0 && args.every((a) => /^-[a-zA-Z]*[px][a-zA-Z]*$/.test(a))) return "plainly";
  if (name === "ps" && args.some((a) => /^-?[a-zA-Z]*e[a-zA-Z]*$/.test(a) && !/^-e$|^-[A-Za-z]*[A-Z]/.test(a) && (!a.startsWith("-") || /^-[a-z]*e[a-z]*w/.test(a)))) return "plainly";
  if ((name === "php" && args.some((a) => /^-i$|phpinfo/.test(a))) || (/^(?:make|gmake)$/.test(name) && args.some((a) => /^-[a-zA-Z]*p[a-zA-Z]*$|^--print-data-base$/.test(a)))) return "plainly";
  // (yq reads files and the environment by its own functions: `load_str("~/.ssh/id_ed25519")`, `strenv(NPM_TOKEN)`.)
  if (JQ.test(name) && args.some((a) => /\b(?:load\w*|strenv|env|envsubst)\s*\(|\bfrom_file\b/.test(a))) return "plainly";
  if ((languageOf(name) || /^(?:awk|gawk|mawk|nawk)$/.test(name) || JQ.test(name)) && args.some((a) => !(JQ.test(name) && namedEnv(a)) && /\bprocess\b(?!\s*\.\s*(?:argv|version|versions|platform|arch|cwd|exit|pid|ppid|uptime|hrtime|memoryUsage|stdout|stderr|stdin|nextTick|on)\b)|\bENVIRON\b|\bENV\b(?!\s*\[\s*["'](?:PATH|HOME|LANG|TERM|NODE_ENV|CI)["'])|(?:^|[^\w.$])env(?:\s*$|\s*\|)|os\.environ\b(?!\s*\.get\(\s*["'](?:PATH|HOME|LANG)["'])|\bgetenv\(\s*\)/.test(a))) return "plainly";
  // What a framework or a tool prints of the secrets it keeps, decrypted: `rails credentials:show`, `dotnet
  // user-secrets list`, `manage.py diffsettings`, `artisan config:show`, `terraform output NAME`, `kind get kubeconfig`.
  const said = cmd.argv.join(" ");
  if (/\bcredentials:(?:show|edit)\b|\buser-secrets\s+list\b|\bdiffsettings\b|\bconfig:show\b|\bdotenvx\s+get\b|\bterraform\s+console\b|\bsupabase\s+status\b|\b(?:terraform|tofu|terragrunt)\s+output\s+(?!-)(?!-json)\S|\b(?:terragrunt|tofu)\s+output\s+-json\b|\bget\s+kubeconfig\b|\bkubeconfig\s+(?:get|write)\b|\bsemgrep\s+ci\b/.test(said)) return "otherwise";
  // A listing of keys, credentials or connection strings prints their values (`az storage account keys list`,
  // `az cosmosdb keys list`, `heroku authorizations`); of secrets' names it does not (`gh secret list`).
  if (words.some((w) => /^(?:keys|credentials|connection-strings|access-keys|passwords|tokens)$/.test(w)) && words.some((w) => /^(?:list|ls|show|print|export|dump)$/.test(w)) && !/^(?:ls|ssh-add|gpg|ssh-keygen|apt-key|pass|keyctl|redis-cli)$/.test(name)) return "plainly";
  // Kubernetes' secrets named among others: `kubectl get all,secrets -o yaml`.
  if (name === "kubectl" && words.some((w) => /(?:^|,)secrets?(?:,|$)/.test(w) && w.includes(",")) && words.some((w) => /^-o|^--output/.test(w))) return "plainly";
  // A tool's settings printed whole where it shows stored credentials unmasked (`bundle config`, `mc alias list`,
  // `docker compose convert`), or one named for a secret (`yarn config get npmAuthToken`). Other tools' listings
  // (`pip config list`, `git config --list`) are reads: they mask what they keep or keep it in a URL the redaction knows.
  const at = words.findIndex((w, i) => i > 0 && /^(?:config|configure|alias|aliases)$/.test(w));
  if (at > 0) {
    const after = words.slice(at + 1).filter((w) => !w.startsWith("-"));
    const listing = words.slice(at + 1).some((w) => /^(?:list|ls|show|view|dump|--list|-l|--show|--show-origin|--get-regexp)$/.test(w)) || (after.length === 0 && /^(?:bundle|bundler)$/.test(name));
    // (Tools that mask what they keep in their own listing are left: npm's `(protected)`, aws's `****abcd`, gcloud's,
    // az's, gh's; and git's, whose settings hold no credential but in a URL, which the redaction knows.)
    // (Bundler is one that does not: `bundle config` shows a gem source's user:password as it is.)
    if ((listing && /^(?:bundle|bundler|mc)$/.test(name)) || (after[0] === "get" && (isSecretWord(after[1] ?? "") || words.includes("--no-redacted")))) return "plainly";
  }
  if (/^(?:docker|podman)$/.test(name) && words.includes("compose") && words.includes("convert")) return "plainly";
  // A server opened to every interface serves the folder to the network: `next dev -H 0.0.0.0`, `vite --host` (bare, it
  // means all of them), `--api.host=::`.
  if (args.some((a, i) => /^0\.0\.0\.0(?::\d+)?$|=(?:0\.0\.0\.0|::|\[::\])(?::\d+)?$/.test(a) || (/^--?(?:host|bind|H|listen)$/.test(args[i - 1] ?? "") && /^(?:::|\[::\])$/.test(a)) || (/^--host$/.test(a) && (args[i + 1] === undefined || args[i + 1]!.startsWith("-"))))) return "otherwise";
  // The environment: `printenv -0`, `env -0`, tmux's copy of it.
  if ((/^(?:printenv|env)$/.test(name) && args.length > 0 && args.every((a) => /^-(?:0|-null)$/.test(a))) || (name === "tmux" && words.includes("show-environment"))) return "plainly";
  // A cloud's or a host's secret asked for in its own words: keys listed with their values, a connection string, a
  // publishing profile, a setting of a deployed app by its name, a user pool client's secret, a cluster's kubeconfig.
  if (words.some((w) => /^(?:list-keys|get-keys|list-publishing-profiles|show-connection-string|connection-string|--show-values|--include-values|--with-decryption|--show-secrets?|--reveal|describe-user-pool-client|get-login-password)$/.test(w)) || (words.includes("kubeconfig") && words.some((w) => /^(?:show|get|save|print)$/.test(w))) || cmd.argv.some((w) => (/(?:^|:)(?:config|env):get$/.test(w) || (/(?:^|:)env:list$/.test(w) && cmd.argv.includes("--plain"))) && !cmd.argv.some((a) => /^(?:-h|--help)$/.test(a)))) return "plainly";
  // Kubernetes' secret named by kind/name (`kubectl get secret/db -o jsonpath='{.data}'`).
  if (name === "kubectl" && words.some((w) => /^secrets?\/[\w.-]+$/.test(w)) && words.some((w) => /^-o|^--output/.test(w))) return "plainly";
  // An archive written to or read from another host: tar's and cpio's `host:path` (without --force-local).
  const archive = args.find((a, i) => /^--file=|^-[A-Za-z]*[fFO]$/.test(args[i - 1] ?? "") || /^--file=/.test(a));
  if (/^(?:tar|gtar|cpio)$/.test(name) && archive && /^(?:[\w.-]+@)?[\w.-]{2,}:(?!\/\/)/.test(archive.replace(/^--file=/, "")) && !args.includes("--force-local")) return "otherwise";
  // A secret's file printed from a store or a remote by a `cat` of its own or to stdout (`mc cat alias/bucket/.env`,
  // `gsutil cat gs://…/.env`, `aws s3 cp s3://…/.env -`, `aws s3api get-object --key .env /dev/stdout`).
  if ((words.includes("cat") || args.includes("/dev/stdout") || args.includes("-")) && args.some((a) => !a.startsWith("-") && SECRET_FILE.test(a.replace(/^.*\//, "/")) && !EXAMPLE.test(a))) return "plainly";
  // A command handed a secret's file to unlock something, asked to show it (`ansible-vault view x --vault-password-file f`).
  if (args.some((a) => /^--?[\w-]*(?:password|passphrase|secret)-file(?:=|$)|^--vault-id(?:=|$)/.test(a)) && args.some((a) => /^(?:view|show|cat|get|print|dump|export|read|decrypt)$/.test(a))) return "plainly";
  // A secret of the project's, or the environment, encoded on its way to the output (`base64 .env`, `env | rev`): no
  // redaction knows every encoding, so it reaches the model. So does code that opens one (`python3 -c 'open(".env")…'`).
  // (The whole environment: `env`, `printenv`, `set` with nothing named.)
  const dumpsEnv = (f: SimpleCommand) => (f.argv.length ? /^(?:env|printenv|set|export|declare)$/.test(programName(f.argv[0]!)) && f.argv.length === 1 : /^(?:env|printenv)$/.test(programName(f.wrappers?.at(-1)?.[0] ?? "")));
  // (A feeder's output template names fields, not files: `-o jsonpath='{…secretKeyRef}'`.)
  const fromSecret = sources.some(secret) || cmd.stdinFrom.some((f) => dumpsEnv(f) || f.argv.slice(1).some((a) => secret(a) && !TEMPLATE_FORMAT.test(a)));
  // (Cut into pieces is encoded too: `cut -c2- .env; cut -c1 .env` gives every token without the prefix redaction knows.)
  const pieces = /^(?:cut|head|tail|fold|dd|split|colrm)$/.test(name) && args.some((a) => /^-[a-zA-Z]*[cb]|^--(?:characters|bytes)|^(?:skip|bs|count)=/.test(a));
  // (jq or yq asked only for names or a count, `jq keys`, prints no value it reads.)
  const encodes = (ENCODERS.test(name) && !(name === "openssl" && args.includes("-noout")) && !keepsNamesAlone(cmd)) || pieces;
  // What only disguises text (`| rev`, `| base64`) disguises it for the redaction too: fed by anything but a read of
  // the project's own files, it sends what its feeder printed (`az … appsettings list | rev`).
  // (Not one that reads the whole project, secrets and all: `grep -r . .`, `git log -p`, nor a secret's file by name.)
  const ownRead = (f: SimpleCommand) => /^(?:cat|head|tail|git|echo|printf|ls|find|grep|rg|sort|uniq|jq|yq|sed|awk|cut|wc|tr|diff)$/.test(programName(f.argv[0] ?? "")) && f.argv.slice(1).every((a) => (a.startsWith("-") ? !/^-[a-zA-Z]*[rRp]|^--(?:recursive|patch|all|include)/.test(a) : inside(a, cwd, false) && !secret(a))) && f.redirects.every((r) => !r.op.startsWith("<") || inside(r.target, cwd, false));
  if (DISGUISES.test(name) && !args.some((a) => /^-[a-zA-Z]*d$|^--decode$/.test(a)) && cmd.stdinFrom.some((f) => !ownRead(f))) return "otherwise";
  // (jq asked for variables of the environment by names that say no secret, `env | {PATH, CI}`, prints those alone.)
  // (A field named for the environment, `.env`, `.environment`, holds variables' values too: only its names, `| keys`, are none.)
  if ((encodes && fromSecret) || ((languageOf(name) || name === "jq") && args.some((a) => SECRET_IN_CODE.test(a) && !(name === "jq" && (namedEnv(a) || keepsNamesAlone({ ...cmd, argv: [cmd.argv[0]!, a], redirects: [], dynamic: [false, false] })))))) return "otherwise";
  // jq or yq asked for a field named for a secret (`.db.password`, `.oauth_token`) prints its value, unless only its name.
  // (Any of its words may be the program, past options with values: each is judged as one, alone.)
  if (JQ.test(name) && args.some((a) => !a.startsWith("-") && SECRET_PATH_FIELD.test(a) && !keepsNamesAlone({ ...cmd, argv: [cmd.argv[0]!, a], redirects: [], dynamic: [false, false] }))) return "plainly";
  // A tool asked for the secrets it keeps (`gh auth token`, `kubectl get secrets -o yaml`, `terraform state pull`,
  // `vault kv get`, `op item get --reveal`) prints them for the model, encoded or not.
  // (Their names alone, `gh secret list`, `kubectl get secrets`, are no secret: only a form that shows the values is.)
  // (A list names them whatever its format: `az keyvault secret list -o tsv`, `op item list --format json`.)
  // (So does compose's config asked for its services', volumes' or profiles' names.)
  // (A token's capabilities are what it may do, not the token.)
  const shown = !words.some((w) => /^(?:list|ls|metadata|capabilities|--quiet|-q|--services|--volumes|--profiles|--images|--networks|--hash|--only-names)$/.test(w));
  // (A registry tool's --raw is the manifest as the registry sent it.)
  const asked = words.slice(1).some((w) => SECRET_WORD.test(w) && !(w === "--raw" && REGISTRY_TOOLS.test(name)) && (!/^secrets?$/.test(w) || (words.some((x) => /^-o|^--output/.test(x)) && !fieldsOnly(cmd.argv))));
  // (Matched on the words without the options before them and their values: `docker compose --env-file x config`.)
  const bare = words.filter((w, i) => !w.startsWith("-") && !/^(?:--env-file|-f|--file|-p|--project-name|--profile|--project-directory|--context|-c|--chdir|-chdir)$/.test(words[i - 1] ?? ""));
  if ((asked && shown) || SHOWS_SECRETS.some((seq) => (seq.every((w, i) => words[i] === w) || seq.filter((w) => !w.startsWith("-")).every((w, i) => bare[i] === w) && seq.filter((w) => w.startsWith("-")).every((w) => words.includes(w))) && shown)) return "plainly";
  // A store's secret asked for its value, in any CLI's words: `az keyvault secret show`, `aws secretsmanager
  // get-secret-value`, `gcloud secrets versions access`, `doppler secrets get`.
  const noun = words.findIndex((w, i) => i > 0 && /^(?:secrets?|passwords?|tokens?|credentials?|secretsmanager|keyvault)$/.test(w));
  if (noun > 0 && words.slice(noun + 1).some((w) => /^(?:get|show|read|reveal|view|print|cat|export|dump|download|access|get-secret-value|get-value|get-password)$/.test(w))) return "plainly";
  if (words.some((w) => /^get-(?:secret-value|password-data|parameters?)$/.test(w)) && (words.includes("get-secret-value") || words.includes("get-password-data") || words.includes("--with-decryption"))) return "plainly";
  // A secret variable printed in any form (`echo "${KEY//?/& }"`), or what prints secrets rewritten on its way out
  // (`printenv KEY | fold -w 5`, `declare -x | tr A-Za-z N-ZA-Mn-za-m`, `ps auxe | sed 's/./& /g'`).
  // (Only where the shell expands it: `printf '…${NPM_TOKEN}' > .npmrc.example` writes those words as they are. jq expands its own.)
  if (((/^(?:echo|printf)$/.test(name) && args.some((a, i) => SECRET_VAR.test(a) && (cmd.argv[i + 1] !== a || cmd.dynamic[i + 1] !== false))) || (JQ.test(name) && args.some((a) => SECRET_VAR.test(a)))) || (REWRITERS.test(name) && !cutsNames(name, args) && !keepsNamesAlone(cmd) && cmd.stdinFrom.some((f) => printsSecrets(f, cwd)))) return "otherwise";
  if (name === "printenv" && args.some((a) => SECRET_NAME.test(a))) return "plainly";
  // The commands whose printed line the redaction takes for a secret (`pass show x`, `bw get password x`), and the
  // whole environment (`env`, `printenv`, `set`), with every token and password the person has exported.
  if (PRINTS_SECRET.test(cmd.argv.join(" ")) || dumpsEnv(cmd)) return "plainly";
  // The person's home, outside the folder: encoded (`base64 ~/.bash_history`), or searched or copied whole
  // (`rg -uu '' ~`, `grep -r --include='id_*' '' ~`, `find ~ -exec base64 {} +`), what it holds reaches the model.
  const looked = [...sources, ...(cmd.over ?? [])];
  const wholeHome = looked.some((p) => HOME_ROOT.test(p)) && (/^(?:rg|ag|ack|tar|zip|7z|rsync|cpio)$/.test(name) || (/^(?:grep|egrep|fgrep|zgrep|cp)$/.test(name) && args.some((a) => /^-[a-zA-Z]*[rR]|^--(?:recursive|dereference-recursive)$|^-d$/.test(a))));
  if (wholeHome || (encodes && looked.some((p) => HOME_PATH.test(p) && !inside(p, cwd)))) return "otherwise";
  // A secret of the project's (`.env`, a key) put where others can read it, /tmp included, is exposed.
  // (So is the whole project, `.env` and `.git` with it: `cp -r . /tmp/x`, `cp -r * /tmp/x`.)
  const whole = (a: string) => /^(?:\.\/?|\*|\.\/\*|\.git\/?|\.\/\.)$/.test(a) || (!a.startsWith("-") && resolve(cwd, a) === resolve(cwd));
  const packs = COPIERS.test(name) || /^(?:tar|gtar|bsdtar|zip|7z|7za|cpio|pax|rar)$/.test(name);
  const packed = [...written, ...(packs ? args.filter((a) => !a.startsWith("-") && /[/~]/.test(a)) : [])];
  // (Only by a command that copies: a dry run, `rsync -avn --delete ./ ~/backup/`, copies nothing.)
  // (Where it is put is judged from the plan's folder, `root`: `cd dist && zip -qr ../dist.zip .` keeps it in the project.)
  if (copies && [...args, ...cmd.redirects.filter((r) => r.op.startsWith("<")).map((r) => r.target)].some((a) => SECRET_FILE.test(a) || (PATTERN.test(a) && globNamesSecret(a)) || (packs && whole(a))) && packed.some((p) => !NOWHERE.test(p) && !inside(p, cwd, false, root))) return "otherwise";
  return undefined;
}

/** A field's name that may hold a secret or a token's id: such a field named is its value printed. */
export const SECRET_FIELD = /key|token|secret|pass|pwd|auth|cred|cert|private|session|cookie|signature|^id$|_id$|accessor|value|data|env/i;

/** A jq program that reads only variables of the environment named for no secret: `env | {PATH, CI}`, `$ENV.HOME`. */
function namedEnv(program: string): boolean {
  const m = /^\s*(?:env|\$ENV)\s*(?:\|\s*\{\s*([\w\s,]+)\}|\.(\w+))\s*$/.exec(program);
  return m !== null && (m[1] ?? m[2]!).split(",").every((n) => /^\s*\w+\s*$/.test(n) && !/KEY|TOKEN|SECRET|PASS|PWD|AUTH|CRED|CERT|PRIVATE|SESSION|COOKIE|SIGN|DSN|URL|URI/.test(n.trim().toUpperCase()));
}

/** `cut -d= -f1`: the names of the variables it reads, not their values (what prints them is judged by names-only.ts). */
function cutsNames(name: string, args: string[]): boolean {
  const words = args.join(" ").replace(/(?:^| )(?:-d ?=|--delimiter==)(?= |$)/, " D").replace(/(?:^| )(?:-f ?1|--fields=1)(?= |$)/, " F").trim().split(" ");
  return name === "cut" && words.includes("D") && words.includes("F") && words.every((w) => /^(?:D|F|-s|--only-delimited)$/.test(w));
}
