/**
 * release/homebrew.ts: dist/homebrew/aye.rb, a Homebrew formula for the archives in dist/release/,
 * with their SHA-256 from SHA256SUMS. Homebrew installs formulae from a tap: copy it to the tap's
 * Formula/ folder. AYE_DOWNLOAD_URL is where the archives will be downloaded from (default: the
 * GitHub release of this version).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pkg from "../package.json" with { type: "json" };

const ROOT = join(import.meta.dir, "..");
const HOMEPAGE = "https://github.com/aye-cli/aye";

export function formula(sums: string, downloadUrl: string, version: string): string {
  const sha = new Map(sums.trim().split("\n").map((l) => [l.split(/\s+/)[1]!, l.split(/\s+/)[0]!] as const));
  const archive = (target: string) => {
    const name = `aye-${version}-${target}.tar.gz`;
    const sum = sha.get(name);
    if (!sum) throw new Error(`SHA256SUMS has no ${name}`);
    return `      url "${downloadUrl}/${name}"\n      sha256 "${sum}"`;
  };
  return `# Made by make release (release/homebrew.ts) for aye ${version}: copy it to a tap's Formula/ folder.
class Aye < Formula
  desc "${pkg.description.replace(/\.$/, "")}"
  homepage "${HOMEPAGE}"
  version "${version}"
  license "${pkg.license}"

  on_macos do
    on_arm do
${archive("darwin-arm64")}
    end
    on_intel do
${archive("darwin-x64")}
    end
  end

  on_linux do
    on_arm do
${archive("linux-arm64")}
    end
    on_intel do
${archive("linux-x64")}
    end
  end

  def install
    bin.install "aye"
    bash_completion.install "completions/aye.bash" => "aye"
    zsh_completion.install "completions/_aye"
    fish_completion.install "completions/aye.fish"
  end

  test do
    assert_match "aye #{version}", shell_output("#{bin}/aye --version")
  end
end
`;
}

if (import.meta.main) {
  const url = process.env.AYE_DOWNLOAD_URL || `${HOMEPAGE}/releases/download/v${pkg.version}`;
  const sums = readFileSync(join(ROOT, "dist", "release", "SHA256SUMS"), "utf8");
  mkdirSync(join(ROOT, "dist", "homebrew"), { recursive: true });
  writeFileSync(join(ROOT, "dist", "homebrew", "aye.rb"), formula(sums, url, pkg.version));
  console.error("release: dist/homebrew/aye.rb");
}
