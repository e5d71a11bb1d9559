import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { effectNote, judge, unattendedRefusal } from "../../../src/guard/to-shell.ts";

const cwd = mkdtempSync(join(tmpdir(), "aye-breadth-"));
writeFileSync(join(cwd, "cert.pem"), "kept\n");
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const refusal = async (plan: string) => unattendedRefusal(await judge(plan, cwd));

describe("the everyday CLIs' reads and builds run with no one pressing a key", () => {
  test.each([
    // git's plumbing and the reading forms of its porcelain.
    "git bisect log",
    "git diff-tree --no-commit-id --name-only -r HEAD",
    "git hash-object cert.pem",
    "git symbolic-ref --short HEAD",
    "git sparse-checkout list",
    "git rerere status",
    "git merge-file -p ours base theirs",
    "git submodule",
    "git log --output=history.txt",
    "git difftool --tool-help",
    "git lfs locks",
    "git lfs migrate info",
    // Forges.
    "gh pr checkout 12",
    "gh co 12",
    "gh pr view 12 --comments",
    "gh run watch 123",
    "gh api repos/cli/cli/pulls",
    "gh repo clone cli/cli",
    "glab mr checkout 3",
    "glab ci trace",
    // Clusters and containers.
    "kubectx",
    "kubens",
    "kubectl ctx",
    "kubectl krew list",
    "kubectl cluster-info",
    "stern web",
    "minikube status",
    "helm plugin list",
    "docker compose stats",
    "podman pod ls",
    "docker buildx imagetools inspect alpine",
    "deno outdated",
    "podman generate systemd web",
    // IaC, hosting and databases' migrations.
    "terraform providers",
    "terraform modules",
    "terragrunt run-all plan",
    "aws configure list-profiles",
    "gcloud config get project",
    "gcloud config configurations list",
    "pulumi destroy --preview-only",
    "pulumi stack output",
    "fly logs -a app",
    "vercel ls",
    "wrangler d1 migrations list DB",
    "firebase use",
    "supabase db push --dry-run",
    "supabase gen types typescript --local",
    "prisma migrate status",
    "prisma db pull --print",
    "alembic current",
    "alembic upgrade head --sql",
    "python manage.py migrate --plan",
    "php artisan migrate:status",
    "rails db:version",
    // Packages and toolchains.
    "npm pkg get version",
    "helm template rel ./chart",
    "npm dist-tag ls",
    "npm owner ls left-pad",
    "pnpm store path",
    "yarn workspaces list",
    "bun pm ls",
    "pipx list",
    "uv pip compile requirements.in",
    "uv tool list",
    "poetry config --list",
    "conda doctor",
    "cargo info serde",
    "cargo deny check",
    "rustup toolchain list",
    "rustup default",
    "go telemetry",
    "gem dependency rails",
    // (`bundle config` shows a gem source's user:password unmasked: asked since red-team round 10.)
    "composer audit",
    "dnf repolist",
    "zypper se vim",
    "brew --prefix openssl",
    "brew services list",
    "brew bundle check",
    "dotnet --info",
    "dotnet list package --outdated",
    "dotnet ef migrations list",
    "flutter doctor -v",
    "dart pub deps",
    "swift package show-dependencies",
    "systemctl --failed",
    "journalctl --disk-usage",
    "ansible-galaxy collection list",
    "openssl x509 -in cert.pem -noout -text",
    "openssl rand -hex 32",
  ])("runs %p", async (plan) => {
    expect(await refusal(plan)).toBeUndefined();
  });
});

describe("what they do beyond the folder is still asked, in words", () => {
  test.each([
    ["git bisect start", "rewrites history or moves refs"],
    ["git symbolic-ref HEAD refs/heads/other", "rewrites history or moves refs"],
    ["git sparse-checkout set src", "overwrites or deletes files or data"],
    ["git read-tree HEAD", "overwrites or deletes files or data"],
    ["git diff --output=~/.bashrc", "writes outside this folder"],
    ["git diff --output=cert.pem", "overwrites or deletes files or data"],
    ["git difftool --extcmd='rm -rf ~' HEAD", "runs code aye cannot read first"],
    // (pulumi runs the program to preview it: red team 12's k07.)
    ["pulumi preview", "runs code aye cannot read first"],
    // (It fetches, and an sdist's setup.py runs to build it: red-team round 9.)
    ["pip download requests -d ~/wheels", "installs software"],
    ["helm template rel ./chart --output-dir ~/out", "writes outside this folder"],
    ["git maintenance start", "leaves something running after aye"],
    ["git lfs migrate import --everything", "rewrites history or moves refs"],
    ["npm dist-tag add pkg@1.0.0 latest", "sends data out"],
    ["npm token revoke abc123", "overwrites or deletes files or data"],
    ["gh pr merge 12", "rewrites history or moves refs"],
    ["gh pr checkout 12 --force", "rewrites history or moves refs"],
    ["gh release download v1.0.0 --clobber", "overwrites or deletes files or data"],
    ["gh repo delete owner/name", "overwrites or deletes files or data"],
    ["gh api -X DELETE repos/owner/name", "sends data out"],
    ["gh pr create --fill", "sends data out"],
    ["kubectx -d old", "overwrites or deletes files or data"],
    ["kubens kube-system", "changes your settings or start-up files"],
    ["minikube delete", "overwrites or deletes files or data"],
    ["docker buildx imagetools create -t registry.invalid/app:1 registry.invalid/app:amd64", "sends data out"],
    ["deno outdated --update", "installs software"],
    ["helm plugin uninstall diff", "overwrites or deletes files or data"],
    ["kompose up", "changes the system"],
    ["kubectl cluster-info dump --output-directory=~/dump", "writes outside this folder"],
    ["docker compose config -o ~/compose.yml", "writes outside this folder"],
    ["kustomize build . -o ~/out", "writes outside this folder"],
    ["pulumi stack export --file ~/stack.json", "writes outside this folder"],
    ["terraform providers mirror ~/mirror", "writes outside this folder"],
    ["terragrunt run-all apply", "changes the system"],
    ["pulumi up", "changes the system"],
    ["pulumi destroy", "overwrites or deletes files or data"],
    ["vercel", "sends data out"],
    ["vercel env pull", "overwrites or deletes files or data"],
    ["fly version upgrade", "installs software"],
    ["supabase db reset", "overwrites or deletes files or data"],
    ["supabase start", "leaves something running after aye"],
    ["prisma migrate reset", "overwrites or deletes files or data"],
    ["prisma db push --accept-data-loss", "overwrites or deletes files or data"],
    ["prisma db pull", "overwrites or deletes files or data"],
    ["alembic downgrade -1", "overwrites or deletes files or data"],
    ["python manage.py migrate", "changes the system"],
    ["python manage.py loaddata fixtures.json", "overwrites or deletes files or data"],
    ["php artisan key:generate", "overwrites or deletes files or data"],
    ["rails db:rollback", "overwrites or deletes files or data"],
    ["flutter pub get", "installs software"],
    ["dart pub get", "installs software"],
    ["dotnet ef database update", "changes the system"],
    ["dotnet nuget locals all --clear", "overwrites or deletes files or data"],
    ["openssl x509 -in cert.pem -out cert.pem", "overwrites or deletes files or data"],
    ["openssl genrsa -out key.pem 2048", "overwrites or deletes files or data"],
    ["curl -c ~/.cookies https://example.invalid", "writes outside this folder"],
    ["sudo journalctl --setup-keys", "changes the system"],
    ["brew services start postgresql", "leaves something running after aye"],
    ["brew install --cask firefox", "installs software"],
    ["pipx ensurepath", "changes your settings or start-up files"],
    ["conda init bash", "changes your settings or start-up files"],
    ["aws eks update-kubeconfig --name prod", "changes your settings or start-up files"],
    ["gcloud config configurations activate dev", "changes your settings or start-up files"],
    ["terragrunt run-all providers mirror ~/mirror", "does what aye does not know"],
    ["wrangler init", "runs code aye cannot read first"],
    ["aws s3api get-object --bucket b --key k ~/.bashrc", "writes outside this folder"],
    ["aws cloudformation deploy --template-file t.yml --stack-name s", "changes the system"],
    ["ansible-galaxy role remove geerlingguy.docker", "overwrites or deletes files or data"],
  ])("asks for %p: it %s", async (plan, words) => {
    const v = await judge(plan, cwd);
    expect(unattendedRefusal(v)).toBeDefined();
    expect(effectNote(v)).toContain(words);
  });

  test.each(["openssl ca -in req.pem", "kustomize cfg set . replicas 3", "heroku config:set X=1", "k9s"])("%p stays unknown, so it is asked", async (plan) => {
    expect(await refusal(plan)).toContain("does what aye does not know");
  });
});
