#!/bin/sh
# Installs aye's prebuilt binary for this machine, without root:
#   curl -fsSL https://github.com/aye-cli/aye/releases/latest/download/install.sh | sh
# AYE_RELEASE_URL  where the release's archives and SHA256SUMS are (default below)
# AYE_INSTALL_DIR  where aye goes (default ~/.local/bin)
# The archive is checked against the release's SHA256SUMS before anything is installed.
set -eu

release_url=${AYE_RELEASE_URL:-https://github.com/aye-cli/aye/releases/latest/download}
install_dir=${AYE_INSTALL_DIR:-${HOME:?}/.local/bin}
supported="linux-x64, linux-arm64, linux-x64-musl, linux-arm64-musl, darwin-x64, darwin-arm64"

say() { printf 'aye install: %s\n' "$*" >&2; }
fail() {
  say "$1"
  [ $# -lt 2 ] || printf '  %s\n' "$2" >&2
  exit 1
}

target() {
  os=$(uname -s) arch=$(uname -m)
  case $os in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) fail "no aye build for this system ($os $arch)" "aye is built for $supported; on others, build it from source (see README)." ;;
  esac
  case $arch in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) fail "no aye build for this CPU ($os $arch)" "aye is built for $supported; on others, build it from source (see README)." ;;
  esac
  # A Mac with Apple silicon runs a shell under Rosetta as x86_64: take the native build.
  if [ "$os-$arch" = darwin-x64 ] && [ "$(sysctl -n sysctl.proc_translated 2>/dev/null)" = 1 ]; then arch=arm64; fi
  libc=
  # glibc answers getconf; a Linux without it (Alpine) uses musl.
  if [ "$os" = linux ] && ! getconf GNU_LIBC_VERSION >/dev/null 2>&1; then libc=-musl; fi
  echo "$os-$arch$libc"
}

fetch() { # fetch URL FILE
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 2 -o "$2" "$1"
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$2" "$1"
  else
    fail "neither curl nor wget is installed" "Install one of them, or download $1 yourself."
  fi
}

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d' ' -f1
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256 "$1" | cut -d' ' -f1
  else
    fail "cannot check the download: neither sha256sum nor shasum is installed"
  fi
}

target=$(target)
tmp=$(mktemp -d 2>/dev/null || mktemp -d -t aye)
trap 'rm -rf "$tmp"' EXIT INT TERM

fetch "$release_url/SHA256SUMS" "$tmp/SHA256SUMS" || fail "could not download $release_url/SHA256SUMS" "Check AYE_RELEASE_URL and your connection."
# The one line naming this target's archive: "<sha256>  aye-<version>-<target>.tar.gz".
line=$(grep -E "^[0-9a-f]{64}  aye-[^ ]+-$target\.tar\.gz\$" "$tmp/SHA256SUMS" || true)
[ -n "$line" ] || fail "the release at $release_url has no build for $target" "Builds there: $(sed -n 's/.*  aye-[^-]*-\(.*\)\.tar\.gz$/\1/p' "$tmp/SHA256SUMS" | tr '\n' ' ')"
want=${line%% *}
archive=${line##* }
name=${archive%.tar.gz}

say "downloading $release_url/$archive"
fetch "$release_url/$archive" "$tmp/$archive" || fail "could not download $release_url/$archive"
got=$(sha256 "$tmp/$archive")
[ "$got" = "$want" ] || fail "$archive does not match SHA256SUMS (got $got, want $want); nothing was installed" \
  "The download is damaged or not the release's. Try again; if it persists, report it."

tar -xzf "$tmp/$archive" -C "$tmp"
[ -x "$tmp/$name/aye" ] || fail "$archive holds no $name/aye"
mkdir -p "$install_dir" || fail "cannot create $install_dir" "Set AYE_INSTALL_DIR to a folder you can write."
# Copy beside the old one, then rename: a running aye keeps its file, and nothing is left half-written.
cp "$tmp/$name/aye" "$install_dir/.aye.new" || fail "cannot write to $install_dir" "Set AYE_INSTALL_DIR to a folder you can write."
chmod 0755 "$install_dir/.aye.new"
mv -f "$install_dir/.aye.new" "$install_dir/aye"

version=$("$install_dir/aye" --version 2>/dev/null || echo "${name#aye-}")
say "installed $install_dir/aye: $version"
say "checked: SHA-256 $got, as $release_url/SHA256SUMS lists it"
case ":${PATH:-}:" in
  *":$install_dir:"*) ;;
  *) say "$install_dir is not on your PATH; add it, e.g. in ~/.profile:"
     printf '  export PATH="%s:$PATH"\n' "$install_dir" >&2 ;;
esac
case ${SHELL:-} in
  */zsh) hook='eval "$(aye init zsh)"    # in ~/.zshrc' ;;
  */fish) hook='aye init fish | source    # in ~/.config/fish/config.fish' ;;
  *) hook='eval "$(aye init bash)"    # in ~/.bashrc' ;;
esac
say "to let aye fix know failed commands and put its fix on Ctrl-X Ctrl-F, add the shell hook:"
printf '  %s\n' "$hook" >&2
say "completions: aye completions bash|zsh|fish (see the README)"
