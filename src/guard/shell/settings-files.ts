/**
 * The files of a project that a tool reads as its settings, or runs later (a hook, a CI job, a dotenv file), and
 * the manifests that say where a build fetches from: writing one changes what the person's own tools do next.
 */
import { normalize } from "node:path";
import type { SimpleCommand } from "./shell-syntax.ts";
import { decoded, PATTERN, printed } from "./effects.ts";

/**
 * Files inside a project that change where its tools fetch from or what they run later: writing one
 * changes settings (`echo registry=… > .npmrc`, a git hook), however new it is.
 */
const SETTINGS_FILE = /(?:^|\/)(?:\.git\/.+|\.husky\/.+|lefthook(?:-local)?\.ya?ml|\.lefthook\.ya?ml|\.lintstagedrc[\w.]*|lint-staged\.config\.\w+|\.?mise(?:\.local)?\.toml|\.tool-versions|\.vscode\/[^/]+|\.devcontainer\/.+|\.github\/workflows\/.+|\.gitlab-ci\.yml|\.gitattributes|\.gitmodules|(?:site|user)customize\.py|[\w.-]+\.pth|\.npmrc|\.yarnrc(?:\.yml)?|bunfig\.toml|\.bunfig\.toml|\.pypirc|pip\.conf|\.condarc|\.gemrc|\.bundle\/config|\.cargo\/config(?:\.toml)?|\.envrc|\.gitconfig|\.git\/(?:config|hooks\/[^/]+)|\.docker\/config\.json|\.ssh\/[^/]+|\.netrc|\.curlrc|\.wgetrc|\.mvn\/[^/]+|\.husky\/[^/]+|\.pre-commit-config\.yaml|\.githooks\/.+|\.circleci\/.+|\.buildkite\/.+|\.travis\.ya?ml|\.drone\.ya?ml|bitbucket-pipelines\.ya?ml|azure-pipelines\.ya?ml|Jenkinsfile|\.env(?:\.(?:local|dev|development|prod|production|test|staging|ci)(?:\.local)?)?|rust-toolchain(?:\.toml)?)$/i;

/**
 * Whether a file of the folder is one a tool reads as its settings or runs later: one the list names, any hidden
 * file or folder (`.hg/hgrc`, `.Rprofile`, `.github/actions/…`) but those that only list names or a version, and the
 * files CI and deploy services run with their secrets.
 */
export const settingsFile = (path: string) =>
  SETTINGS_FILE.test(path) || (/(?:^|\/)\.[^./]/.test(path) && !PLAIN_DOTFILE.test(path)) || DEPLOY_FILE.test(path);

const PLAIN_DOTFILE = /(?:^|\/)\.(?:gitignore|dockerignore|npmignore|prettierignore|eslintignore|stylelintignore|gcloudignore|slugignore|editorconfig|nvmrc|node-version|python-version|ruby-version|java-version|terraform-version|tool-versions-ignore|gitkeep|keep)$|\.(?:bak|orig|old|backup|example|sample|template|dist)$|~$/;

const DEPLOY_FILE = /(?:^|\/)(?:netlify\.toml|vercel\.json|now\.json|cloudbuild\.ya?ml|buildspec\.ya?ml|appveyor\.ya?ml|\.?woodpecker\.ya?ml|\.?cirrus\.ya?ml|codemagic\.ya?ml|bitrise\.ya?ml|action\.ya?ml|app\.ya?ml|fly\.toml|render\.ya?ml|railway\.json|Procfile|skaffold\.ya?ml|tiltfile|devfile\.ya?ml|wercker\.ya?ml)$/i;

/** Files that say what a project's build fetches. */
const MANIFEST = /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt|go\.(?:mod|work)|pyproject\.toml|setup\.cfg|Pipfile|package(?:-lock)?\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.toml|Gemfile|[\w.-]+\.csproj|nuget\.config|gradle(?:-wrapper)?\.properties|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|pom\.xml|composer\.json|deno\.json|bunfig\.toml)$/i;

const FETCH_SOURCE = /:\/\/|index-url|find-links|\breplace\b|=>|javaagent|distributionUrl|registry|resolved|source\s*=|git\+|\bpath\s*=|\b(?:github|gitlab|bitbucket|git|gist|url)\s*[:=]|@[\w.-]+:/i;

/** Folders whose files are a tool's settings or hooks, at any depth. */
const SETTINGS_DIR = /(?:^|\/)(?:\.git|\.github|\.gitlab|\.husky|\.vscode|\.idea|\.devcontainer|\.mvn|\.cargo|\.bundle|\.docker|\.ssh|\.config|\.circleci|\.buildkite|\.githooks)(?:\/|$)/i;

/** Programs that write their own manifests and lock files. */
const GENERATORS = /^(?:pip\d*|pip-compile|poetry|pipenv|uv|pdm|npm|pnpm|yarn|bun|go|cargo|bundle|composer|gradle|gradlew|mvn|mvnw|dotnet)$/;

/** A path as the lists above spell it: `.git//hooks/x` and `./.git/./config` are `.git/hooks/x` and `.git/config`. */
const spelled = (path: string) => normalize(path).replace(/^\.\//, "");

/**
 * Whether `cmd` changes a tool's settings: it writes a settings file (`written`: what its redirections, copies and
 * output options write), tells a manifest where to fetch from (an index, a URL, a replacement, an agent) or gives one
 * contents aye cannot see, links to a settings folder (after which a bare name is a settings file: `ln -s .git g;
 * … >> g/config`), or goes into one (`cd .git/hooks; … > pre-commit`).
 */
export function changesSettings(cmd: SimpleCommand, name: string, args: string[], operands: string[], written: string[]): boolean {
  if (written.some((p) => settingsFile(spelled(p)))) return true;
  // (A package manager writes its own manifest: `pip freeze > requirements.txt`. Any other writer's text is read with
  // printf's escapes undone, `https\072//`; one whose text aye cannot see, `cat x >> go.mod`, changes it unseen.)
  if (written.some((p) => MANIFEST.test(p)) && !GENERATORS.test(name)) {
    // (Escapes undone as printf undoes them: `https\072//`.)
    const text = name === "echo" || name === "printf" ? args.join(" ") : cmd.stdinText ?? printed(cmd.stdinFrom);
    if (text === undefined || FETCH_SOURCE.test(decoded(text, false).text)) return true;
  }
  const linking = /^(?:ln|link)$/.test(name) || (name === "cp" && args.some((a) => /^-[a-zA-Z]*[ls]|^--(?:link|symbolic-link)$/.test(a)));
  if (linking && args.filter((a) => !a.startsWith("-")).some((p) => PATTERN.test(p) || SETTINGS_DIR.test(spelled(p)) || SETTINGS_FILE.test(spelled(p)))) return true;
  return /^(?:cd|pushd)$/.test(name) && operands.some((p) => SETTINGS_DIR.test(spelled(p)) || PATTERN.test(p));
}
