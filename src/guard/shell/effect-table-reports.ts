/**
 * Options whose value names a file a program writes (a report, a graph, a cache, what it read from a board), for the
 * programs of the effect table whose row says they read or build: the file is judged as any write is (effects.ts),
 * outside the folder or over a file that is there, asked. And options whose value names code it loads (a knexfile, a
 * formatter, a rule set): asked, as what it runs. Gathered from the tools' own documentation.
 */

/**
 * By program, the options that name such a file. A `*` stands for any one word of an option's name (golangci-lint's
 * `--output.checkstyle.path`).
 */
const REPORT_OPTIONS: Record<string, string> = {
  // nx graph --file=graph.html writes the graph there instead of serving it.
  nx: "--file",
  // ktlint --reporter=checkstyle,output=build/ktlint.xml (and artifact=x.jar, a reporter's code it loads).
  ktlint: "--reporter",
  // golangci-lint v1 --out-format=checkstyle:report.xml (formats and paths, comma-separated); v2 --output.FORMAT.path.
  "golangci-lint": "--out-format --output.*.path",
  // Linters' caches, and clang-tidy's fixes.
  "prettier eslint stylelint": "--cache-location",
  "clang-tidy": "--export-fixes -export-fixes",
  // Test runners' reports.
  nox: "--report",
  tox: "--result-json",
  // turbo's graph and trace files.
  turbo: "--graph --profile",
  "datasette": "--inspect-file",
  // A board's memory or eFuses read into a file, and a programmer's log.
  "espefuse espefuse.py": "--file --file_name --file-name",
  nrfjprog: "--readcode --readuicr --readram --readqspi",
  "dfu-util": "-U --upload",
  stm32flash: "-r",
  avrdude: "-l",
  "cloud-init": "-t --tarfile",
};

/**
 * By program, the options whose value, a file or a folder, is code it loads and runs (`knex --knexfile x.js`, `eslint -f
 * ./formatter.js`); a value that is a data file (`--config config.json`) or a name it knows (`-f json`) is none.
 */
const CODE_OPTIONS: Record<string, string> = {
  knex: "--knexfile --cwd",
  "sequelize sequelize-cli": "--config --options-path",
  "drizzle-kit": "--config",
  eslint: "-f --format --rulesdir --resolve-plugins-relative-to -c --config",
  stylelint: "--custom-formatter --custom-syntax -c --config",
  prettier: "--config",
  "markdownlint markdownlint-cli2": "-r --rules -c --config",
  "rubocop standardrb": "-r --require",
  "clang-tidy": "-load --load",
  nox: "-f --noxfile",
};

/** By program, the options whose every value is code it loads: a folder of plugins, an extension by its name. */
const CODE_ALWAYS: Record<string, string> = {
  datasette: "--plugins-dir --load-extension",
};

/**
 * By program and command, the operand that names the file a command writes: the word after the command (`st-flash read
 * out.bin 0x8000000 4096`) or the last (`esptool.py read_flash 0 0x400000 flash.bin`). espsecure's keys are the worst
 * to lose: a key written over is a board no longer updated.
 */
const WRITTEN_OPERANDS: Record<string, "next" | "last"> = {
  "esptool read_flash": "last",
  "esptool read-flash": "last",
  "esptool dump_mem": "last",
  "esptool dump-mem": "last",
  "espsecure generate_signing_key": "last",
  "espsecure generate-signing-key": "last",
  "espsecure generate_flash_encryption_key": "last",
  "espsecure generate-flash-encryption-key": "last",
  "espsecure extract_public_key": "last",
  "espsecure extract-public-key": "last",
  "st-flash read": "next",
  "picotool save": "last",
  "espflash read-flash": "last",
  "espflash save-image": "last",
};

/** The file a command's operand names as the one it writes (WRITTEN_OPERANDS). */
function writtenOperand(program: string, args: string[]): string[] {
  const tool = program.replace(/\.py$/, "");
  const at = args.findIndex((a) => WRITTEN_OPERANDS[`${tool} ${a}`] !== undefined);
  if (at < 0) return [];
  const word = WRITTEN_OPERANDS[`${tool} ${args[at]}`] === "next" ? args.slice(at + 1).find((a) => !a.startsWith("-")) : args.at(-1);
  return word !== undefined && at < args.length - 1 && !word.startsWith("-") ? [word] : [];
}

const byProgram = (table: Record<string, string>) => new Map(Object.entries(table).flatMap(([names, options]) => names.split(" ").map((n) => [n, options.split(" ")] as const)));
const BY_PROGRAM = byProgram(REPORT_OPTIONS);
const CODE_BY_PROGRAM = byProgram(CODE_OPTIONS);
const ALWAYS_BY_PROGRAM = byProgram(CODE_ALWAYS);

/** The values `args` give to the options of `specs`, glued on (`--file=x`) or in the next word. */
const valuesOf = (args: string[], specs: string[]) =>
  args.slice(0, args.indexOf("--") >>> 0).flatMap((a, i) => {
    const [option, ...rest] = a.split("=");
    if (a.includes("=") && specs.some((s) => matches(option!, s))) return [rest.join("=")];
    return specs.some((s) => matches(args[i - 1] ?? "", s)) && !a.startsWith("-") ? [a] : [];
  });

/** A file that holds data, not code (a config a tool only reads). */
const DATA_FILE = /\.(?:json|jsonc|json5|ya?ml|toml|ini|cfg|conf|txt|xml)$/i;

const matches = (option: string, spec: string) => (spec.includes("*") ? new RegExp(`^${spec.replace(/[.]/g, "\\.").replace(/\*/g, "[\\w-]+")}$`).test(option) : option === spec);

/**
 * The files `program`'s report options in `args` name, as written, and the code its code options name (as `|file`). A value's comma-separated parts may each name one,
 * alone or after a format (`checkstyle:out.xml`) or a key (`output=out.txt`); a part that names code it loads
 * (`artifact=x.jar`) is given as `|x.jar`, which effects.ts judges as what it runs. A part that is no path (`plain`,
 * `stdout`) names no file.
 */
/**
 * A long option whose name says it names where the program writes (`--report-file=~/.bashrc`, `--dribble=x`,
 * `--save-to DIR`), whatever the program: its value, when it is a path, is a file written.
 */
const WRITES_TO = /^--(?:(?:[a-z]+-)*(?:report|dribble)|(?:[a-z]+-)*(?:report|dribble|dump|out|output|save|write|export|record)-(?:file|path|to|dir|directory))$/;

/** The paths such options name: `--report-file=PATH`, `--dribble PATH`. */
function namedOutputs(args: string[]): string[] {
  return args.flatMap((a, i) => {
    const [option, value] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [args[i - 1] ?? "", a];
    return WRITES_TO.test(option) && !value.startsWith("-") && /^[~/.]|\//.test(value) ? [value] : [];
  });
}

export function reportFiles(program: string, args: string[]): string[] {
  const loaded = valuesOf(args, CODE_BY_PROGRAM.get(program) ?? []).filter((v) => /[/.]/.test(v) && !DATA_FILE.test(v));
  const code = [...loaded, ...valuesOf(args, ALWAYS_BY_PROGRAM.get(program) ?? [])].map((v) => `|${v}`);
  return [...code, ...writtenOperand(program, args), ...namedOutputs(args), ...valuesOf(args, BY_PROGRAM.get(program) ?? []).flatMap((v) =>
    v.split(",").flatMap((part) => {
      const keyed = /^([\w-]+)[=:](.+)$/.exec(part);
      if (keyed && /^(?:artifact|jar|plugin)$/i.test(keyed[1]!)) return [`|${keyed[2]}`];
      const path = keyed && !/^[A-Za-z]:[\\/]/.test(part) ? keyed[2]! : part;
      return /[/.~]/.test(path) && !path.startsWith("-") ? [path] : [];
    }),
  )];
}
