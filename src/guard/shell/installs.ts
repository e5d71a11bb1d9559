/**
 * Package installs in a plan. An install runs code from a registry, so it is
 * never run without the person's choice, and a name one slip away from a
 * well-known package (`reqests`, `expresss`) is the classic typosquat: aye
 * never proposes installing such a name, and warns loudly when an LLM does.
 */
import { distance } from "../../suggest.ts";

export type Ecosystem = "pypi" | "npm" | "other";

export interface Install {
  /** The command words that install, as shown to the person (`pip install`). */
  tool: string;
  ecosystem: Ecosystem;
  packages: string[];
}

/** Well-known PyPI packages: the names a misspelt import is most likely a slip of. */
const PYPI = `requests numpy pandas scipy matplotlib flask django fastapi uvicorn pydantic sqlalchemy pytest
boto3 botocore pyyaml pillow opencv-python scikit-learn tensorflow torch torchvision transformers
beautifulsoup4 lxml selenium click rich typer jinja2 werkzeug httpx aiohttp urllib3 certifi idna
charset-normalizer setuptools wheel pip virtualenv black ruff mypy flake8 pylint isort tox nox
python-dotenv psycopg2 psycopg2-binary pymysql redis celery gunicorn jsonschema attrs six packaging
cryptography paramiko pyjwt bcrypt passlib openai anthropic langchain tqdm loguru colorama tabulate
seaborn plotly dash streamlit gradio sympy networkx numba cython xlrd openpyxl docx python-docx
pyarrow polars dask joblib regex arrow pendulum python-dateutil pytz tzdata markdown mkdocs sphinx
poetry pipenv coverage hypothesis mock faker factory-boy marshmallow graphene grpcio protobuf
websockets tornado twisted scrapy keras xgboost lightgbm catboost nltk spacy gensim ujson orjson
simplejson toml tomli pexpect psutil docker kubernetes ansible fabric invoke pyserial pygame kivy`.split(/\s+/);

/** Well-known npm packages, likewise. */
const NPM = `react react-dom next vue nuxt svelte angular express koa fastify hapi lodash underscore axios
node-fetch chalk commander yargs inquirer ora debug dotenv moment dayjs date-fns uuid nanoid
typescript ts-node tsx esbuild vite webpack rollup parcel babel-loader @babel/core eslint prettier
jest mocha chai vitest cypress playwright puppeteer mongoose mongodb pg mysql mysql2 redis ioredis
sequelize prisma typeorm knex socket.io ws cors body-parser cookie-parser helmet morgan multer
jsonwebtoken bcrypt bcryptjs passport nodemon pm2 concurrently cross-env rimraf glob minimist
semver fs-extra chokidar zod joi yup ajv rxjs redux react-redux zustand mobx graphql apollo-server
tailwindcss postcss autoprefixer sass less styled-components classnames clsx three d3 chart.js
marked markdown-it highlight.js cheerio jsdom sharp jimp canvas electron openai
@anthropic-ai/sdk aws-sdk @aws-sdk/client-s3 firebase stripe twilio nodemailer winston pino
bluebird async immer ramda qs query-string form-data busboy formidable ejs pug handlebars
mustache nunjucks compression serve http-server live-server browser-sync husky lint-staged`.split(/\s+/);

const KNOWN: Record<Exclude<Ecosystem, "other">, Set<string>> = { pypi: new Set(PYPI), npm: new Set(NPM) };

/** The command words that install (or fetch and run) packages, and from where. */
const INSTALLERS: [string[], Ecosystem][] = [
  [["pip", "install"], "pypi"],
  [["pip3", "install"], "pypi"],
  [["pipx", "install"], "pypi"],
  [["pipx", "run"], "pypi"],
  [["uv", "pip", "install"], "pypi"],
  [["uv", "add"], "pypi"],
  [["uv", "tool", "install"], "pypi"],
  [["uvx"], "pypi"],
  [["poetry", "add"], "pypi"],
  [["pipenv", "install"], "pypi"],
  [["conda", "install"], "other"],
  [["npm", "install"], "npm"],
  [["npm", "i"], "npm"],
  [["npm", "add"], "npm"],
  [["npx"], "npm"],
  [["pnpm", "add"], "npm"],
  [["pnpm", "dlx"], "npm"],
  [["yarn", "add"], "npm"],
  [["yarn", "dlx"], "npm"],
  [["bun", "add"], "npm"],
  [["bunx"], "npm"],
  [["apt", "install"], "other"],
  [["apt-get", "install"], "other"],
  [["brew", "install"], "other"],
  [["cargo", "install"], "other"],
  [["gem", "install"], "other"],
  [["cpan"], "other"],
  [["cpanm"], "other"],
  [["go", "install"], "other"],
];

/** Options whose next word is a value, not a package. */
const VALUED = new Set(["-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-i", "--index-url", "--extra-index-url", "-t", "--target", "--registry", "--prefix", "--only-binary", "--no-binary", "--upgrade-strategy", "--progress-bar", "--python-version", "--platform", "--implementation", "--abi", "--root", "--src", "--report", "--log"]);

const base = (word: string) => word.slice(word.lastIndexOf("/") + 1);

/** The installs among simple commands (each an argv); `python -m pip` counts as pip. */
export function installsIn(commands: string[][]): Install[] {
  const found: Install[] = [];
  for (let argv of commands) {
    argv = argv.map((w, i) => (i === 0 ? base(w) : w));
    if (/^python[\d.]*$/.test(argv[0] ?? "") && argv[1] === "-m") argv = argv.slice(2);
    for (const [words, ecosystem] of INSTALLERS) {
      if (!words.every((w, i) => argv[i] === w)) continue;
      const rest = argv.slice(words.length);
      // For npx and the like only the first word is a package: the rest are its arguments.
      const runner = words.length === 1 || ["run", "dlx"].includes(words.at(-1)!);
      // Options after the words are skipped (npm install -D x), and the value of one that takes a file or URL.
      const names = rest.filter((w, i) => !w.startsWith("-") && !VALUED.has(rest[i - 1] ?? ""));
      const packages = (runner ? names.slice(0, 1) : names).map(packageName).filter(Boolean);
      if (packages.length) found.push({ tool: words.join(" "), ecosystem, packages });
    }
  }
  return found;
}

/** `requests==2.0`, `react@18`, `@types/node@20`, `pkg[extra]` to the bare package name. */
function packageName(spec: string): string {
  if (/^[.~/]|:\/\/|\.(?:whl|tgz|tar\.gz)$/.test(spec)) return ""; // a path or URL: nothing to misspell
  const at = spec.indexOf("@", 1);
  return (at > 0 ? spec.slice(0, at) : spec).replace(/\[.*$/, "").replace(/[<>=!~;].*$/, "");
}

/** The well-known package `name` is one slip away from, when `name` is not itself well known. */
export function nearMiss(name: string, ecosystem: Ecosystem): string | undefined {
  if (ecosystem === "other") return undefined;
  const known = KNOWN[ecosystem];
  const lower = name.toLowerCase().replace(/_/g, "-");
  if (known.has(lower)) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (Math.abs(candidate.length - lower.length) > 2) continue;
    const d = distance(lower, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  // One slip for short names, two for longer ones: `reqests`, `expresss`, `beautifulsoup`.
  return bestDistance <= (lower.length <= 5 ? 1 : 2) ? best : undefined;
}

/** What the person must know before an install runs: each package, and any near-miss of a known one. */
export function describeInstalls(installs: Install[]): { what: string; typosquats: string[] } {
  const typosquats: string[] = [];
  for (const i of installs) {
    for (const p of i.packages) {
      const miss = nearMiss(p, i.ecosystem);
      if (miss) typosquats.push(`'${p}' is one slip from the well-known '${miss}': a misspelt name may be a malicious look-alike`);
    }
  }
  return { what: `installs ${[...new Set(installs.flatMap((i) => i.packages))].join(", ")}`, typosquats: [...new Set(typosquats)] };
}
