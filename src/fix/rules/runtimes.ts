/** npm scripts and packages, the usual Python, Node, Java, Go and Rust invocation mistakes, a file named without its ending, docker build without its folder, and helm install of a release that is there. */
import { basename, dirname, join, resolve } from "node:path";
import { passedOn, withoutNpmPrefix } from "../advice.ts";
import { nearMiss } from "../../guard/shell/installs.ts";
import { nearest } from "../nearest.ts";
import type { Failure, Rule, Suggestion, World } from "../types.ts";
import { escapeRegExp, examined, quoteWord, replaceRun, replaceToken, table, withOption, withoutWord } from "../words.ts";

/** Script names that do one job, each group in the order people reach for them. */
const SCRIPT_NAMES = [["dev", "start", "serve", "develop", "watch"], ["test", "tests", "spec", "check"], ["build", "compile", "bundle", "dist"], ["lint", "eslint", "check"], ["format", "fmt", "prettier"]];

/** The scripts of the package.json in `cwd` (none for a missing or broken one). */
export function packageScripts(world: World, cwd: string): string[] {
  try {
    return Object.keys(JSON.parse(world.readText(join(cwd, "package.json")) ?? "{}").scripts ?? {});
  } catch {
    return [];
  }
}

/** The tasks of deno.json (or deno.jsonc without its comments). */
function denoTasks(world: World, cwd: string): string[] {
  for (const name of ["deno.json", "deno.jsonc"]) {
    const text = world.readText(join(cwd, name));
    if (!text) continue;
    try {
      return Object.keys(JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")).tasks ?? {});
    } catch {
      return [];
    }
  }
  return [];
}

/** The packages package.json depends on, for use or for development. */
function declaredPackages(world: World, cwd: string): string[] {
  try {
    const manifest = JSON.parse(world.readText(join(cwd, "package.json")) ?? "{}");
    return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  } catch {
    return [];
  }
}

/** The names make looks for, in its order. */
export const MAKEFILES = ["GNUmakefile", "makefile", "Makefile"];

/** The targets of the Makefile in `cwd`. */
export function makefileTargets(world: World, cwd: string): string[] {
  const makefile = MAKEFILES.map((n) => world.readText(join(cwd, n))).find(Boolean) ?? "";
  return [...makefile.matchAll(/^([\w.-]+)\s*:(?!=)/gm)].map((m) => m[1]!).filter((t) => !t.startsWith("."));
}

/** npm tset beside a test script: npm's own guesses are among its commands, not the project's scripts. */
export const scriptMeant = (f: Failure, world: World) => f.argv[0] === "npm" && !!f.argv[1] && nearest(f.argv[1], packageScripts(world, f.cwd)).length > 0;

export const npmScripts: Rule = (f, world) => {
  // npm, yarn 1, yarn 2+, bun
  const missing = /Missing script: "?([^"\s]+)"?|Couldn't find a script named "([^"]+)"|Script not found "([^"]+)"|Command "([^"]+)" not found/.exec(f.output);
  // npm biuld, npm build: no npm command, but (one slip from) a script of package.json, which `npm run` runs.
  const unknown = f.argv[0] === "npm" ? /^Unknown command: "([^"]+)"/m.exec(withoutNpmPrefix(f.output))?.[1] : undefined;
  if (unknown && f.argv[1] === unknown) {
    const scripts = packageScripts(world, f.cwd);
    const found = scripts.includes(unknown) ? [unknown] : nearest(unknown, scripts);
    return found.map((s) => ({ commands: [replaceRun(f.command, ["npm", unknown], `npm run ${s}`) ?? f.command], source: "rule" as const, why: `package.json has a '${s}' script` }));
  }
  // deno build: no deno subcommand, but a task of deno.json or a script of package.json, which `deno task` runs.
  if (f.argv[0] === "deno" && f.argv[1] && /unrecognized subcommand|wasn't expected|isn't valid in this context/.test(f.output)) {
    const tasks = [...packageScripts(world, f.cwd), ...denoTasks(world, f.cwd)];
    if (tasks.includes(f.argv[1])) return [{ commands: [replaceRun(f.command, ["deno", f.argv[1]], `deno task ${f.argv[1]}`) ?? f.command], source: "rule", why: `the project has a '${f.argv[1]}' task` }];
  }
  if (!missing || !["npm", "pnpm", "yarn", "bun"].includes(f.argv[0]!)) return [];
  const scripts = packageScripts(world, f.cwd);
  const bad = missing.slice(1).find(Boolean)!;
  // Not one typo away: the script that does that job under another usual name (dev for start).
  const found = nearest(bad, scripts);
  const alike = found.length ? [] : (SCRIPT_NAMES.find((names) => names.includes(bad)) ?? []).filter((name) => scripts.includes(name)).slice(0, 1);
  // A monorepo's root: the one folder below whose package.json has the script.
  const below = found.length || alike.length ? [] : world.list(f.cwd).filter((dir) => !dir.startsWith(".") && dir !== "node_modules" && packageScripts(world, join(f.cwd, dir)).includes(bad));
  if (below.length === 1) return [{ commands: [`cd ${quoteWord(below[0]!)}`, f.command], source: "rule", why: `${below[0]}/package.json has '${bad}'` }];
  return [...found, ...alike].map((s) => ({ commands: [replaceToken(f.command, bad, s)], source: "rule" as const, why: `package.json has a '${s}' script` }));
};

/** make: *** No rule to make target 'biuld'.  Stop. */
export const makeTargets: Rule = (f, world) => {
  const missing = /No rule to make target [`']([^'`]+)'/.exec(f.output);
  if (!missing || f.argv[0] !== "make") return [];
  // An autotools project not configured yet: ./configure writes the Makefile.
  if (!makefileTargets(world, f.cwd).length && world.isFile(join(f.cwd, "configure")) && !MAKEFILES.some((name) => world.isFile(join(f.cwd, name)))) {
    return [{ commands: ["./configure", f.command], source: "rule", why: "./configure writes the Makefile first" }];
  }
  return nearest(missing[1]!, makefileTargets(world, f.cwd)).map((t) => ({ commands: [replaceToken(f.command, missing[1]!, t)], source: "rule" as const, why: `the Makefile has '${t}'` }));
};

/** Modules people run with `python3 -m`. */
const RUNNABLE = `http.server venv pip json.tool unittest pdb cProfile profile timeit zipfile tarfile ensurepip pydoc py_compile
compileall trace webbrowser doctest calendar base64 gzip uuid site sqlite3 ast tokenize dis pytest black mypy ruff flake8 pylint isort
build twine pipx poetry uvicorn flask django jupyter notebook ipykernel IPython coverage tox nox pre_commit pyinstaller`.split(/\s+/);

/** The standard library's modules of those: never installed with pip. */
const STANDARD = new Set(RUNNABLE.slice(0, RUNNABLE.indexOf("pytest")));

/** Standard modules Debian and Ubuntu ship in a package of their own. */
const DEBIAN_SPLIT: Record<string, string> = table({ pip: "python3-pip", venv: "python3-venv", ensurepip: "python3-venv", tkinter: "python3-tk", distutils: "python3-distutils" });

/**
 * perl -MData::Dumpr: a module perl could not find in the folders it names
 * (@INC), where one of the same family is one slip away (Data/Dumper.pm). The
 * name is put right where the line holds it, in -M or in code given with -e. With none near, the module is
 * installed with cpan and the line run again.
 */
export const perlModule: Rule = (f, world) => {
  if (!f.output.includes("Can't locate")) return [];
  const missing = /Can't locate ((?:\w+\/)*)(\w+)\.pm in @INC[\s\S]*?\(@INC (?:contains|entries checked): ([^)]*)\)/.exec(f.output);
  if (!missing) return [];
  const [, folder, name, dirs] = missing as unknown as [string, string, string, string];
  const module = `${folder.replaceAll("/", "::")}${name}`;
  const found = dirs.split(/\s+/).filter(Boolean).flatMap((dir) => world.list(join(dir, folder.replace(/\/$/, ""))).filter((n) => n.endsWith(".pm")).map((n) => n.slice(0, -3)));
  const near = f.command.includes(module) ? nearest(name, found, 2).slice(0, 1) : [];
  // None near: a module a script asks for is not installed yet; cpan, which comes with perl, installs it. One typed
  // on the line is never installed: a slip there would fetch whatever has that name.
  if (!near.length) return f.command.includes(module) ? [] : [{ commands: [`cpan ${module}`, f.command], source: "rule", why: `${module} is not installed` }];
  return near.map((good) => {
    const meant = `${folder.replaceAll("/", "::")}${good}`;
    return { commands: [f.command.replaceAll(new RegExp(`(?<![\\w:])${escapeRegExp(module)}(?![\\w:])|(?<=-M)${escapeRegExp(module)}(?![\\w:])`, "g"), meant)], source: "rule" as const, why: `perl has ${meant}` };
  });
};

/** Modules whose package has another name. */
export const MODULE_PACKAGES: Record<string, string> = table({ yaml: "pyyaml", cv2: "opencv-python", PIL: "pillow", sklearn: "scikit-learn", bs4: "beautifulsoup4", dotenv: "python-dotenv" });

export const python: Rule = (f, world) => {
  const out: Suggestion[] = [];
  // python3 -c "print 'hi'": Python 2's print statement, called as Python 3 wants.
  const code = f.argv.includes("-c") && f.output.includes("Missing parentheses in call to 'print'") ? f.argv[f.argv.indexOf("-c") + 1] : undefined;
  if (code) {
    const called = code.replace(/\bprint\s+(?!\()([^;\n]+)/g, (_m, args: string) => `print(${args.trim()})`);
    if (called !== code) out.push({ commands: [replaceToken(f.command, code, called)], source: "rule", why: "print is a function in Python 3" });
  }
  // python3 -m http.sever: "No module named http.sever".
  const at = f.argv.indexOf("-m");
  const name = at > 0 && /^python[\d.]*$/.test(f.argv[0]!) ? f.argv[at + 1] : undefined;
  const missingModule = name && new RegExp(`No module named '?${escapeRegExp(name)}'?$`, "m").test(f.output);
  // python3 -m flask where flask is not installed is no typo of black.
  if (missingModule && !RUNNABLE.includes(name)) {
    for (const good of nearest(name, RUNNABLE)) out.push({ commands: [replaceToken(f.command, name, good)], source: "rule", why: `python3 -m ${good} exists` });
  }
  // Python 2 and old code say ImportError, without quotes.
  const module = /(?:ModuleNotFoundError|ImportError): No module named '?([\w.-]+)'?$/m.exec(f.output);
  // A module missing while a virtual environment sits here: it is installed there.
  const venv = [".venv", "venv", "env"].find((dir) => world.isFile(join(f.cwd, dir, "bin", "activate")));
  if (venv && (missingModule || module) && /^python[\d.]*$/.test(f.argv[0]!)) {
    out.push({ commands: [`source ${venv}/bin/activate && ${f.command}`], source: "rule", why: `${venv} is not active` });
  }
  // python3 -m pip on Debian's Python: pip comes in a package of the system's own.
  const missingName = missingModule ? name : module?.[1];
  const split = missingName ? DEBIAN_SPLIT[missingName.split(".")[0]!] : undefined;
  if (split) out.push({ commands: [`sudo apt install ${split}`, f.command], source: "rule", why: `Debian ships it in ${split}` });
  else if (missingModule && RUNNABLE.includes(name) && !STANDARD.has(name) && !venv && !nearMiss(name, "pypi")) {
    out.push({ commands: [`${f.argv[0]} -m pip install ${name}`, f.command], source: "rule", why: `the ${name} module is not installed` });
  }
  // import lib.utils where lib/ is the project's own: a module of it one slip off, never a package to install.
  const dotted = module?.[1]!.split(".") ?? [];
  // A module the line names as what to run or test (python3 -m unittest tests.test_api), not after -m: the person's own.
  const operand = dotted.length > 0 && f.argv.some((w, i) => i > 0 && f.argv[i - 1] !== "-m" && (w === module![1] || w.startsWith(`${dotted[0]}.`) || w === dotted[0]));
  const local = operand || (dotted.length > 0 && (world.isDir(join(f.cwd, dotted[0]!)) || world.isFile(join(f.cwd, `${dotted[0]}.py`))));
  if (local && dotted.length > 1 && f.command.includes(module![1]!)) {
    const names = world.list(join(f.cwd, ...dotted.slice(0, -1))).map((n) => n.replace(/\.py$/, "")).filter((n) => /^\w+$/.test(n));
    for (const good of nearest(dotted.at(-1)!, names, 1)) {
      const meant = [...dotted.slice(0, -1), good].join(".");
      out.push({ commands: [f.command.replace(new RegExp(`(?<![\\w.])${escapeRegExp(module![1]!)}(?![\\w])`), meant)], source: "rule", why: `the project has ${meant}` });
    }
  }
  // .venv/bin/python app.py: the environment's own pip.
  const own = /^(.*\/bin\/)python[\d.]*$/.exec(f.argv[0]!)?.[1];
  if (module && own && !local && world.isFile(resolve(f.cwd, `${own}pip`))) {
    const name = module[1]!.split(".")[0]!;
    const pkg = MODULE_PACKAGES[name] ?? name;
    if (!nearMiss(pkg, "pypi")) out.push({ commands: [`${own}pip install ${pkg}`, f.command], source: "rule", why: `the ${name} module is not installed there` });
  }
  if (module && /^python3?$/.test(f.argv[0]!) && !venv && !split && !local) {
    const name = module[1]!.split(".")[0]!;
    const pkg = MODULE_PACKAGES[name] ?? name;
    // `import reqests` is a typo in the code: installing that name would fetch whoever registered it.
    if (!nearMiss(pkg, "pypi")) out.push({ commands: [`${f.argv[0]} -m pip install ${pkg}`, f.command], source: "rule", why: `the ${name} module is not installed` });
  }
  return out;
};

export const node: Rule = (f, world) => {
  const out: Suggestion[] = [];
  const missing = /Cannot find module '([^']+)'/.exec(f.output);
  if (!missing || f.argv[0] !== "node") return out;
  const target = missing[1]!;
  if (target.startsWith("/") || target.startsWith(".")) {
    // node script  ->  node script.js (or .mjs, .ts with a recent node)
    const typed = f.argv.find((w, i) => i > 0 && !w.startsWith("-"));
    if (typed) {
      for (const ext of [".js", ".mjs", ".cjs", ".ts"]) {
        if (world.isFile(resolve(f.cwd, typed + ext))) out.push({ commands: [replaceToken(f.command, typed, typed + ext)], source: "rule", why: `${typed}${ext} exists` });
      }
    }
  } else if (!target.startsWith("node:")) {
    const name = target.startsWith("@") ? target.split("/").slice(0, 2).join("/") : target.split("/")[0]!;
    // Declared in package.json but not installed: the project's own install brings it with the rest.
    const declared = declaredPackages(world, f.cwd).includes(name);
    // The install is the fix; running the script again is the person's next step, not part of it.
    if (declared) out.push({ commands: ["npm install"], source: "rule", why: `package.json needs ${name}; it is not installed yet` });
    else if (!nearMiss(name, "npm")) out.push({ commands: [`npm install ${quoteWord(name)}`, f.command], source: "rule", why: `the ${name} package is not installed` });
  }
  return out;
};

/** php artisan migrate before `composer install`: vendor/autoload.php is missing where composer.json is; composer makes it. */
export const composerInstall: Rule = (f, world) => {
  if (!/^php\d*(?:\.\d+)?$/.test(f.argv[0] ?? "") || !/vendor\/autoload\.php\b.*(?:No such file|Failed opening)/.test(f.output)) return [];
  if (!world.isFile(join(f.cwd, "composer.json")) || world.isDir(join(f.cwd, "vendor"))) return [];
  return [{ commands: ["composer install", f.command], source: "rule", why: "composer.json's packages are not installed (no vendor/)" }];
};

/** npx install x, npx run x: npx runs a package's program itself; the npm word before it is one too many. */
export const npxVerb: Rule = (f) => {
  if (f.argv[0] !== "npx" || !/^(?:install|i|add|run|exec)$/.test(f.argv[1] ?? "") || !f.argv[2] || !/could not determine executable to run|not found|ENOENT|E404/.test(f.output)) return [];
  const command = replaceRun(f.command, ["npx", f.argv[1]!], "npx");
  return command ? [{ commands: [command], source: "rule", why: `npx runs ${f.argv[2]} itself` }] : [];
};

/** cargo build --target X: "the `X` target may not be installed": rustup adds it. */
export const rustTarget: Rule = (f) => {
  const target = /the [`']([\w.-]+)[`'] target may not be installed/.exec(f.output)?.[1];
  return target && /^(?:cargo|rustc)$/.test(f.argv[0]!) ? [{ commands: [`rustup target add ${target}`, f.command], source: "rule", why: `the ${target} target is not installed` }] : [];
};

/** cargo +nighty: "toolchain 'nighty' is not installed" for a channel that does not exist: the nearest that does. */
export const rustChannel: Rule = (f) => {
  const typed = f.argv.find((w, i) => i > 0 && w.startsWith("+"))?.slice(1);
  if (!typed || !new RegExp(`toolchain '${escapeRegExp(typed)}' is not installed`).test(f.output)) return [];
  return nearest(typed, ["stable", "beta", "nightly"]).map((good) => ({ commands: [replaceToken(f.command, `+${typed}`, `+${good}`)], source: "rule" as const, why: `rustup's channels are stable, beta and nightly` }));
};

/** java Main.class: java takes the class's name, not its file. */
export const java: Rule = (f, world) => {
  const out: Suggestion[] = [];
  if (!/^javac?$/.test(f.argv[0] ?? "")) return out;
  const m = /Could not find or load main class ([\w.$]+)\.class\b/.exec(f.output);
  const word = m && f.argv[0] === "java" ? f.argv.find((w) => w.endsWith(`${m[1]}.class`)) : undefined;
  if (word) out.push({ commands: [replaceToken(f.command, word, word.replace(/\.class$/, "").replace(/\//g, "."))], source: "rule", why: "java takes the class name" });
  // java Mian: the class one slip from one compiled (or written) here.
  const missing = /Could not find or load main class (\w+)$/m.exec(f.output)?.[1];
  if (missing && f.argv[0] === "java" && f.argv.includes(missing)) {
    const classes = world.list(f.cwd).filter((n) => /^\w+\.(?:class|java)$/.test(n)).map((n) => n.replace(/\.\w+$/, ""));
    for (const good of nearest(missing, classes, 1)) out.push({ commands: [replaceToken(f.command, missing, good)], source: "rule", why: `${good} is the class here` });
  }
  // java -jar target/inventory-1.0.jar before the build: the jar Maven's package makes (artifactId-version, by pom.xml).
  const jar = f.argv[0] === "java" && /Unable to access jarfile (\S+)/.exec(f.output)?.[1];
  const pom = jar && !world.isDir(join(f.cwd, "target")) ? world.readText(join(f.cwd, "pom.xml")) : undefined;
  if (jar && pom && f.argv.includes(jar)) {
    const own = pom.replace(/<parent>[\s\S]*?<\/parent>|<dependencies>[\s\S]*<\/dependencies>/g, "");
    const [artifact, version] = [/<artifactId>([^<]+)<\/artifactId>/.exec(own)?.[1], /<version>([^<]+)<\/version>/.exec(own)?.[1]];
    if (artifact && version && jar.replace(/^\.\//, "") === `target/${artifact}-${version}.jar`) out.push({ commands: ["mvn package", f.command], source: "rule", why: `mvn package builds ${jar}` });
  }
    // java -Xmx 2g: the size is written onto the option.
  const size = f.argv[0] === "java" ? f.argv.findIndex((w) => /^-X(?:mx|ms|ss|mn)$/.test(w)) : -1;
  const value = size > 0 ? f.argv[size + 1] : undefined;
  if (value && /^\d+[kKmMgGtT]?$/.test(value) && f.output.includes(f.argv[size]!)) {
    const command = replaceRun(f.command, [f.argv[size]!, value], f.argv[size] + value);
    if (command) out.push({ commands: [command], source: "rule", why: "java takes the size glued to the option" });
  }
  // javac Main.java holding public class App: the file takes the class's name.
  const named = /^(\S+?)\.java:\d+: error: class (\w+) is public, should be declared in a file named \2\.java/m.exec(f.output);
  if (named && f.argv[0] === "javac" && f.argv.includes(`${named[1]}.java`)) {
    const file = `${named[1]}.java`;
    const renamed = join(dirname(file), `${named[2]}.java`).replace(/^\.\//, "");
    out.push({ commands: [`mv ${quoteWord(file)} ${quoteWord(renamed)}`, replaceToken(f.command, file, renamed)], source: "rule", why: `public class ${named[2]} goes in ${named[2]}.java` });
  }
  // javac --release 1.8: releases are numbered 8, 11, 17 since Java 9.
  const release = /release version (1\.(\d+)) not supported/.exec(f.output);
  if (release && /^javac?$/.test(f.argv[0]!)) out.push({ commands: [replaceToken(f.command, release[1]!, release[2]!)], source: "rule", why: `Java ${release[2]} is release ${release[2]}` });
  return out;
};

/** cargo watch: "find a package to install `watch` with `cargo search cargo-watch`": the plugin, then the command. */
export const cargoPlugin: Rule = (f) => {
  const name = f.argv[0] === "cargo" ? /no such (?:sub)?command: [`'](\S+?)[`']/.exec(f.output)?.[1] : undefined;
  // A command cargo has one slip away (biuld) is the typo it looks like, not a plugin.
  const similar = /similar name exists: [`'](\S+?)[`']|Did you mean [`'](\S+?)[`']/.exec(f.output)?.slice(1).find(Boolean);
  const typo = name && similar && !passedOn(f.output, name, similar);
  return name && !typo && f.argv[1] === name && f.output.includes(`cargo search cargo-${name}`)
    ? [{ commands: [`cargo install cargo-${name}`, f.command], source: "rule", why: `cargo ${name} comes with the cargo-${name} plugin` }]
    : [];
};

/** helm install of a release that is there: helm upgrade changes it. */
export const helmRelease: Rule = (f) =>
  f.argv[0] === "helm" && f.argv[1] === "install" && /cannot re-use a name that is still in use/.test(f.output)
    ? [{ commands: [f.command.replace(/^helm\s+install\b/, "helm upgrade")], source: "rule", why: "the release is installed: upgrade it" }]
    : [];

/** kubectl --context prd, kubectl config use-context prd: a context one slip from one of ~/.kube/config's. */
export const kubeContext: Rule = (f, world) => {
  const bad = f.argv[0] === "kubectl" ? /no context exists with the name: "([^"]+)"|context "([^"]+)" does not exist|context was not found for specified context: (\S+)/.exec(f.output)?.slice(1).find(Boolean) : undefined;
  const text = bad && f.command.includes(bad) ? world.readText(`${world.home() ?? "~"}/.kube/config`) : undefined;
  if (!bad || !text) return [];
  // The names under contexts: ("- context: … name: prod"), each at the indentation of its own entry.
  const names = [...(/^contexts:\n((?:[ -][^\n]*\n?)*)/m.exec(text)?.[1] ?? "").matchAll(/^\s{0,4}(?:- )?name:\s*"?([^"\s]+)"?/gm)].map((m) => m[1]!);
  return nearest(bad, names, 1).map((good) => ({ commands: [replaceToken(f.command, bad, good)], source: "rule", why: `${good} is a context of your kubeconfig` }));
};

/** docker build with no context: the current folder is meant. */
export const dockerBuild: Rule = (f) => {
  const build = f.argv[0] === "docker" && (f.argv[1] === "build" || (f.argv[1] === "buildx" && f.argv[2] === "build"));
  return build && /"docker (?:buildx )?build" requires exactly 1 argument/.test(f.output) ? [{ commands: [`${f.command} .`], source: "rule", why: "build from this folder" }] : [];
};

/**
 * docker run's "invalid reference format": an image named in capitals
 * (repositories are lower case), or a `VAR=value` left without its `-e`, which
 * docker took for the image.
 */
export const dockerReference: Rule = (f) => {
  const at = f.argv[0] === "docker" || f.argv[0] === "podman" ? ["run", "create", "pull", "push", "build", "tag"].indexOf(f.argv[1] ?? "") : -1;
  if (at < 0 || !/invalid reference format/.test(f.output)) return [];
  const words = examined(f.argv);
  // The first word that is neither an option nor an option's value: where docker looked for the image.
  const image = words.findIndex((w, i) => i > 1 && !w.startsWith("-") && !(/^-[\w-]+$/.test(words[i - 1]!) && !/^--?(?:rm|d|detach|i|t|it|ti|interactive|tty|privileged|init|read-only)$/.test(words[i - 1]!)));
  const word = words[image];
  if (!word) return [];
  const withE = /^[A-Za-z_][A-Za-z0-9_]*=/.test(word) && words[image - 2] === "-e" ? replaceRun(f.command, [word], `-e ${word}`) : undefined;
  if (withE) return [{ commands: [withE], source: "rule", why: "each variable takes its own -e" }];
  const name = word.replace(/:[^/]*$/, "");
  if (/repository name .*must be lowercase/.test(f.output) && name !== name.toLowerCase()) {
    return [{ commands: [replaceToken(f.command, word, name.toLowerCase() + word.slice(name.length))], source: "rule", why: "image names are lower case" }];
  }
  return [];
};

/** The services a compose file here names: the keys under its top-level `services:`. */
function composeServices(cwd: string, world: World): string[] {
  const text = ["compose.yaml", "compose.yml", "docker-compose.yml", "docker-compose.yaml"].map((name) => world.readText(join(cwd, name))).find(Boolean) ?? "";
  const block = /^services:[ \t]*\n((?:[ \t]+[^\n]*\n?|[ \t]*\n)*)/m.exec(text)?.[1] ?? "";
  const indent = /^([ \t]+)\S/m.exec(block)?.[1] ?? "  ";
  return [...block.matchAll(new RegExp(`^${indent}([\\w.-]+):`, "gm"))].map((m) => m[1]!);
}

/** docker compose up web app: "No such service: web": the service one slip from it, else the others alone. */
export const composeService: Rule = (f, world) => {
  const bad = /^(?:docker-compose|docker)$/.test(f.argv[0] ?? "") ? /no such service: ([\w.-]+)/i.exec(f.output)?.[1] : undefined;
  const services = bad && f.argv.includes(bad) ? composeServices(f.cwd, world) : [];
  if (!bad || !services.length) return [];
  const near = nearest(bad, services, 1);
  if (near.length) return near.map((good) => ({ commands: [replaceToken(f.command, bad, good)], source: "rule" as const, why: `the compose file has ${good}` }));
  const others = f.argv.slice(f.argv.indexOf(bad) + 1).filter((w) => services.includes(w));
  const rest = f.argv.slice(0, f.argv.indexOf(bad)).some((w) => services.includes(w)) || others.length;
  return rest ? [{ commands: [withoutWord(f.command, bad)], source: "rule", why: `the compose file has no ${bad}` }] : [];
};

/** Docker's official images people run most: a name one slip from one of them is a typo, not a private image. */
const OFFICIAL_IMAGES = `nginx httpd redis postgres mysql mariadb mongo memcached rabbitmq elasticsearch node python ruby golang
  rust openjdk eclipse-temurin php perl ubuntu debian alpine busybox centos fedora archlinux amazonlinux traefik haproxy
  caddy wordpress ghost nextcloud gitlab registry vault consul influxdb telegraf grafana sonarqube jenkins tomcat maven
  gradle adminer phpmyadmin portainer hello-world bash nats zookeeper cassandra neo4j couchdb solr kibana logstash`.split(/\s+/);

/** docker run ngnix: "pull access denied for ngnix, repository does not exist": the official image one slip away. */
export const dockerImage: Rule = (f) => {
  const denied = /pull access denied for ([\w.-]+), repository does not exist/.exec(f.output)?.[1];
  const word = denied && /^(?:docker|podman)$/.test(f.argv[0] ?? "") ? f.argv.find((w) => w === denied || w.startsWith(`${denied}:`)) : undefined;
  if (!denied || !word || OFFICIAL_IMAGES.includes(denied)) return [];
  return nearest(denied, OFFICIAL_IMAGES, 1).map((good) => ({ commands: [replaceToken(f.command, word, good + word.slice(denied.length))], source: "rule", why: `${good} is an official image` }));
};

/** A module path for a folder: what follows a GOPATH-style `src/` (inet.af/netaddr), else the folder's name. */
const modulePath = (dir: string) => (dir.includes("/src/") ? dir.slice(dir.lastIndexOf("/src/") + 5) : basename(dir));

/**
 * Go without a go.mod: `go run .` of a one-file program runs the file; other
 * commands get a module first, where the folder's place names its path (go's
 * own `go mod init` advice needs that path outside GOPATH, so it is filled in).
 */
export const goModule: Rule = (f, world) => {
  if (f.argv[0] !== "go") return [];
  const out: Suggestion[] = [];
  const undetermined = /cannot determine module path for source directory (\S+)/.exec(f.output);
  if (undetermined && f.argv[1] === "mod" && f.argv[2] === "init" && f.argv.length === 3) {
    out.push({ commands: [`go mod init ${quoteWord(modulePath(undetermined[1]!))}`], source: "tool", why: "go wants a module path; the folder's name will do" });
  }
  // go test ./..: the pattern for every package below is ./... (three dots).
  const below = f.argv.find((w) => /(?:^|\/)\.\.$/.test(w) && w !== "..");
  if (below && /no Go files in|matched no packages|cannot find package/.test(f.output)) out.push({ commands: [replaceToken(f.command, below, `${below}.`)], source: "rule", why: "./... names every package below" });
  const found = /cannot find main module, but found \S+ in (\S+)/.exec(f.output)?.[1];
  if (found || /go\.mod file not found in current directory or any parent/.test(f.output)) {
    const sources = world.list(f.cwd).filter((name) => name.endsWith(".go") && !name.endsWith("_test.go"));
    if (f.argv[1] === "run" && f.argv[2] === "." && sources.length === 1) out.push({ commands: [f.command.replace(/(\s)\.(?=\s|$)/, `$1${sources[0]}`)], source: "rule", why: `${sources[0]} runs without a module` });
    // The module's path where the folder shows it (under a src/ of GOPATH's shape); a folder's bare name is a guess at
    // a path that is usually a repository's (github.com/…), which nothing here tells.
    const dir = found ?? f.cwd;
    if ((f.argv[1] !== "mod" || f.argv[2] !== "init") && dir.includes("/src/")) out.push({ commands: [`go mod init ${quoteWord(modulePath(dir))}`, f.command], source: found ? "tool" : "rule", why: "make this folder a Go module" });
  }
  return out;
};

/** The file endings a tool's own files have. */
const ENDINGS: Record<string, string[]> = {
  go: [".go"], python3: [".py"], python: [".py"], ruby: [".rb"], bash: [".sh"], sh: [".sh"], zsh: [".sh", ".zsh"],
  rustc: [".rs"], javac: [".java"], gcc: [".c"], "g++": [".cpp", ".cc"], cc: [".c"], perl: [".pl"], php: [".php"], lua: [".lua"],
};

/** `go run main` for main.go: a file named without its ending, which the tool did not find. */
export const ending: Rule = (f, world) => {
  const tool = f.argv[0] === "go" && f.argv[1] === "run" ? "go" : f.argv[0]!;
  const out: Suggestion[] = [];
  if (!/No such file|not found|cannot find|can't open|does not exist|is not in GOROOT|no such/i.test(f.output)) return out;
  for (const [i, word] of examined(f.argv).entries()) {
    if (i === 0 || f.argv[i - 1] === "-o" || word.startsWith("-") || word.includes(".") || !f.output.includes(word) || world.isFile(resolve(f.cwd, word))) continue;
    for (const end of ENDINGS[tool] ?? []) {
      if (world.isFile(resolve(f.cwd, word + end))) out.push({ commands: [replaceToken(f.command, word, word + end)], source: "rule", why: `${word}${end} exists` });
    }
  }
  return out;
};

/** A package script whose program is missing before anything was installed (vue-cli-service: not found). */
export const notInstalled: Rule = (f, world) => {
  const pm = f.argv[0]!;
  if (!["npm", "yarn", "pnpm", "bun"].includes(pm) || !/: (?:command )?not found|is not recognized as an internal or external command/.test(f.output)) return [];
  if (!world.isFile(join(f.cwd, "package.json")) || world.isDir(join(f.cwd, "node_modules"))) return [];
  return [{ commands: [`${pm} install`, f.command], source: "rule", why: "nothing is installed yet" }];
};


/**
 * A choice the tool asks for and lists: a pod's container (`kubectl logs web`,
 * "choose one of: [app sidecar]"), the binary `cargo run` should run
 * ("available binaries: a, b"): the one named as the package or on the line, or the only one.
 */
export const pickListed: Rule = (f, world) => {
  const container = /a container name must be specified for pod \S+, choose one of: \[([^\]]+)\]/.exec(f.output)?.[1]?.split(/\s+/);
  if (container?.[0] && f.argv[0] === "kubectl") return [{ commands: [`${f.command} -c ${container[0]}`], source: "rule", why: `the pod runs ${container.join(", ")}` }];
  const binaries = /could not determine which binary to run[\s\S]*?available binaries: ([^\n]+)/.exec(f.output)?.[1]?.split(/,\s*/);
  const run = f.argv.indexOf("run");
  if (binaries?.[0] && run > 0 && f.argv[run - 1] === "cargo") {
    const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(world.readText(join(f.cwd, "Cargo.toml")) ?? "")?.[1];
    // Named as the package, or named elsewhere on the line (RUST_LOG=app=trace); one of several alike is no guess to make.
    const bin = binaries.find((b) => b === name) ?? binaries.find((b) => new RegExp(`(?:^|[\\s=])${b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:[=\\s]|$)`).test(f.command)) ?? (binaries.length === 1 ? binaries[0] : undefined);
    const command = bin && withOption(f.command, f.argv, `--bin ${bin}`);
    if (command) return [{ commands: [command], source: "rule", why: `the package has ${binaries.join(", ")}` }];
  }
  // cargo run --bin x where x is an example (examples/x.rs): --example.
  const bin = /no bin target named [`']([\w-]+)[`']/.exec(f.output)?.[1];
  if (bin && f.argv[0] === "cargo" && (world.isFile(join(f.cwd, "examples", `${bin}.rs`)) || world.isFile(join(f.cwd, "examples", bin, "main.rs")))) {
    const command = replaceRun(f.command, ["--bin", bin], `--example ${bin}`);
    if (command) return [{ commands: [command], source: "rule", why: `${bin} is an example` }];
  }
  return [];
};
