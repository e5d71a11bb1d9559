/** The message states the bound or the vocabulary (src/fix/rules/spelled.ts, and the rules it joined): a case each kind gets right and a near case it leaves alone. */
import { expect, test } from "bun:test";
import { type WorldSpec, CWD, fakeWorld } from "../../fakes/world.ts";
import { ruleFirst } from "./rule-first.ts";

// [kind, command, output, world, the first suggestion (null: none; "!x": anything but x)]
const KINDS: [string, string, string, WorldSpec, string | null][] = [
  ["a number below the least the tool counts from", "cut -c0-4 a.txt", "cut: byte/character positions are numbered from 1\nTry 'cut --help' for more information.\n", { files: ["a.txt"] }, "cut -c1-4 a.txt"],
  ["near: no number below the least", "cut -f2 a.txt", "cut: fields are numbered from 1\n", { files: ["a.txt"] }, null],
  ["date's words, one mistyped", "date -d 'next frday'", "date: invalid date ‘next frday’\n", {}, "date -d 'next friday'"],
  ["near: a date that is no word of date's", "date -d 2026-13-45", "date: invalid date ‘2026-13-45’\n", {}, null],
  ["a manual page with its tool mistyped", "man gti-stash", "No manual entry for gti-stash\n", {}, "man git-stash"],
  ["near: a page whose subcommand the tool lacks", "man gti-frobnicate", "No manual entry for gti-frobnicate\n", {}, null],
  ["a Ruby library not installed", "ruby -e 'require \"rack\"'", "<internal:/usr/lib/ruby/vendor_ruby/rubygems/core_ext/kernel_require.rb>:85:in `require': cannot load such file -- rack (LoadError)\n", { executables: ["ruby", "gem"] }, "gem install rack"],
  ["near: under bundler, the Gemfile's gems", "ruby app.rb", "app.rb:1:in `require': cannot load such file -- rack (LoadError)\n", { executables: ["ruby", "gem", "bundle"], files: ["Gemfile", "app.rb"] }, "bundle install && ruby app.rb"],
  ["an alias with spaces around =", "alias gs = 'git status'", "zsh: bad assignment\n", {}, "alias gs='git status'"],
  ["a folder's parents in a system folder, made as root", "mkdir /opt/tool/bin", "mkdir: cannot create directory ‘/opt/tool/bin’: No such file or directory\n", {}, "sudo mkdir -p /opt/tool/bin"],
  ["near: parents in the project, made as the person", "mkdir out/a", "mkdir: cannot create directory ‘out/a’: No such file or directory\n", {}, "mkdir -p out/a"],
];

test.each(KINDS)("%s", (_kind, command, output, spec, expected) => {
  const world = { ...fakeWorld(spec), help: () => undefined };
  const first = ruleFirst(command, output, world, CWD);
  if (expected?.startsWith("!")) expect(first).not.toBe(expected.slice(1));
  else expect(first).toBe(expected);
});
